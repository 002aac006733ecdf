#include "shell/aboutbox.h"

#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "shared/qdateconversion.h"

#include <QApplication>
#include <QDir>
#include <QIcon>
#include <QMessageBox>
#include <QtGlobal>

#include <algorithm>

namespace gpuadvisor {
namespace {

class AboutBox {
    Q_DECLARE_TR_FUNCTIONS(AboutBox)
};

} // namespace

QString aboutText(const QString& catalogPath, const CatalogSnapshot* snapshot) {
    const QString version = QCoreApplication::applicationVersion().isEmpty()
                                ? AboutBox::tr("(unknown version)")
                                : QCoreApplication::applicationVersion();
    QString dataDate = AboutBox::tr("no prices yet");
    if (snapshot != nullptr && !snapshot->prices().empty()) {
        const std::span<const PriceObservation> prices = snapshot->prices();
        const auto newest = std::max_element(
            prices.begin(), prices.end(),
            [](const PriceObservation& a, const PriceObservation& b) { return a.observedOn < b.observedOn; });
        dataDate = toQDate(newest->observedOn).toString(Qt::ISODate);
    }
    return AboutBox::tr(
               "<h3>GPU Advisor %1</h3>"
               "<p>Choose GPUs for deep learning: performance, cost of ownership, recommendations and build "
               "checks, after the figures and rules of a well-known GPU buying guide.</p>"
               "<p>Qt %2 (built with Qt %3)</p>"
               "<p>Catalog: %4<br>Prices up to: %5</p>")
        .arg(version.toHtmlEscaped(), QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR),
             QDir::toNativeSeparators(catalogPath).toHtmlEscaped(), dataDate);
}

QMessageBox* openAboutBox(QWidget* parent, const QString& text) {
    auto* box = new QMessageBox(parent);
    box->setObjectName(QStringLiteral("aboutDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(AboutBox::tr("About GPU Advisor"));
    box->setTextFormat(Qt::RichText);
    box->setText(text);
    const QIcon icon = QApplication::windowIcon();
    if (!icon.isNull()) {
        box->setIconPixmap(icon.pixmap(64, 64));
    }
    box->setStandardButtons(QMessageBox::Ok);
    box->open();
    return box;
}

} // namespace gpuadvisor
