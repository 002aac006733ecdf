// ui_screenshots DIR: saves a PNG of every page of the main window (offscreen), for the docs
// and for looking at the app as a user would. Not a test; run by hand or by docs/update.sh.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/chartspage.h"
#include "gpuadvisor/ui/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>

#include <cstdio>

using namespace gpuadvisor;

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QStandardPaths::setTestModeEnabled(true);
    QApplication application(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: ui_screenshots DIR\n");
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    QTemporaryDir temporary;
    MainWindow window(std::make_unique<Catalog>(temporary.filePath(QStringLiteral("catalog.sqlite"))));
    window.resize(1440, 900);
    window.show();
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("pages"));
    const QStringList names{QStringLiteral("charts"), QStringLiteral("catalog"), QStringLiteral("compare")};
    ChartSettings settings = window.chartsPage()->settings();
    settings.perDollar = true;
    settings.metric = Metric::Inference8;
    window.chartsPage()->applySettings(settings);
    window.chartsPage()->setSelectedCards(
        {QStringLiteral("RTX 4090"), QStringLiteral("RTX 4070 Ti"), QStringLiteral("RTX 3090")});
    window.compareCards(window.chartsPage()->selectedCards());
    for (int index = 0; index < tabs->count(); ++index) {
        tabs->setCurrentIndex(index);
        QApplication::processEvents();
        const QString path =
            out.filePath(QStringLiteral("%1.png").arg(names.value(index, QString::number(index))));
        if (!window.grab().save(path)) {
            std::fprintf(stderr, "could not write %s\n", qPrintable(path));
            return 1;
        }
    }
    return 0;
}
