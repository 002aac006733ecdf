#include "gpuadvisor/ui/charts/exportdialog.h"

#include "gpuadvisor/ui/shell/appsettings.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

namespace gpuadvisor {
namespace {

QSpinBox* sideSpin(const QString& objectName, int value) {
    auto* spin = new QSpinBox;
    spin->setObjectName(objectName);
    spin->setRange(minimumExportSide, maximumExportSide);
    spin->setSuffix(ExportDialog::tr(" px"));
    spin->setValue(value);
    return spin;
}

} // namespace

ExportDialog::ExportDialog(QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Export Chart"));
    m_width = sideSpin(QStringLiteral("exportWidthSpin"), settings::value(settings::exportWidth));
    m_height = sideSpin(QStringLiteral("exportHeightSpin"), settings::value(settings::exportHeight));
    m_dpi = new QSpinBox;
    m_dpi->setObjectName(QStringLiteral("exportDpiSpin"));
    m_dpi->setRange(minimumExportDpi, maximumExportDpi);
    m_dpi->setSuffix(tr(" dpi"));
    m_dpi->setValue(settings::value(settings::exportDpi));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ExportDialog::reject);

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("&Height:"), m_height);
    form->addRow(tr("&Resolution:"), m_dpi);
    form->addRow(buttons);
}

ChartExportOptions ExportDialog::options() const {
    return {QSize(m_width->value(), m_height->value()), m_dpi->value()};
}

void ExportDialog::accept() {
    settings::setValue(settings::exportWidth, m_width->value());
    settings::setValue(settings::exportHeight, m_height->value());
    settings::setValue(settings::exportDpi, m_dpi->value());
    QDialog::accept();
}

} // namespace gpuadvisor
