// gpu-advisor: the desktop application, or with --export-chart a headless chart renderer.

#include "guioptions.h"

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/catalogsnapshot.h"
#include "gpuadvisor/ui/chartdata.h"
#include "gpuadvisor/ui/chartspage.h"
#include "gpuadvisor/ui/mainwindow.h"

#include <QApplication>
#include <QMessageBox>

#include <cstdio>
#include <memory>

using namespace gpuadvisor;

namespace {

enum ExitCode { Success = 0, Failure = 1, UsageError = 2 };

void printError(const QString& message) {
    std::fprintf(stderr, "gpu-advisor: %s\n", qPrintable(message));
}

int exportChartHeadless(const gui::GuiOptions& options, Catalog& catalog) {
    const CatalogSnapshot snapshot = CatalogSnapshot::load(catalog);
    const ChartData data = computeChartData(snapshot, options.settings);
    if (!data.error.isEmpty()) {
        printError(QStringLiteral("--reference: ") + data.error);
        return UsageError;
    }
    const QString error = exportChart(data, options.exportChartPath, options.exportOptions);
    if (!error.isEmpty()) {
        printError(error);
        return Failure;
    }
    return Success;
}

} // namespace

int main(int argc, char* argv[]) {
    // A headless export must not need a display: pick the offscreen platform before Qt starts,
    // unless the caller chose one.
    if (gui::asksForHeadlessExport(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("gpu-advisor"));
    QApplication::setApplicationDisplayName(QStringLiteral("GPU Advisor"));
    QApplication::setOrganizationName(QStringLiteral("gpu-advisor"));
    QApplication::setApplicationVersion(QStringLiteral(GPUADVISOR_VERSION));

    const gui::GuiOptionsResult parsed = gui::parseGuiOptions(QApplication::arguments());
    if (!parsed.helpOrVersion.isEmpty()) {
        std::fputs(qPrintable(parsed.helpOrVersion), stdout);
        return Success;
    }
    if (!parsed.options) {
        printError(parsed.error);
        printError(QApplication::translate("main", "Try 'gpu-advisor --help'."));
        return UsageError;
    }
    const gui::GuiOptions& options = *parsed.options;
    const bool headless = !options.exportChartPath.isEmpty();

    std::unique_ptr<Catalog> catalog;
    try {
        catalog = std::make_unique<Catalog>(options.catalogPath.isEmpty() ? Catalog::defaultPath()
                                                                          : options.catalogPath);
    } catch (const CatalogError& error) {
        const QString message = QString::fromUtf8(error.what());
        if (headless) {
            printError(message);
        } else {
            QMessageBox::critical(nullptr, QApplication::translate("main", "GPU Advisor"), message);
        }
        return Failure;
    }
    if (headless) {
        return exportChartHeadless(options, *catalog);
    }

    MainWindow window(std::move(catalog));
    window.chartsPage()->applySettings(options.settings);
    window.show();
    return QApplication::exec();
}
