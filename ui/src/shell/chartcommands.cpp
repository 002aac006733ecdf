#include "shell/chartcommands.h"

#include "gpuadvisor/ui/charts/chartexport.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/charts/exportdialog.h"
#include "gpuadvisor/ui/charts/performancechart.h"
#include "gpuadvisor/ui/shell/appsettings.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

namespace gpuadvisor {

ChartCommands::ChartCommands(const ChartsPage& charts, QMainWindow* window)
    : m_charts(charts)
    , m_window(window) {}

void ChartCommands::exportChart() {
    const QString directory = settings::exportFolder();
    QString selectedFilter;
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export Chart"), QDir(directory).filePath(QStringLiteral("gpu-chart.png")),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"), &selectedFilter);
    if (path.isEmpty()) {
        return;
    }
    settings::setValue(settings::lastExportFolder, QFileInfo(path).absolutePath());
    ExportDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    const QString error = gpuadvisor::exportChart(m_charts.chartData(), path, dialog.options());
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Export failed"), error);
        return;
    }
    m_window->statusBar()->showMessage(tr("Chart written to %1").arg(QDir::toNativeSeparators(path)), 5000);
}

void ChartCommands::exportChartData() {
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export Chart Data"), QStringLiteral("gpu-chart.csv"), tr("CSV file (*.csv)"));
    if (path.isEmpty()) {
        return;
    }
    const QString error = gpuadvisor::exportChart(m_charts.chartData(), path, {});
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Export failed"), error);
    }
}

void ChartCommands::copyChart() {
    const QWidget* view = m_charts.findChild<QWidget*>(QStringLiteral("chartView"));
    const QSize size = view != nullptr ? view->size() : QSize(1200, 900);
    QApplication::clipboard()->setImage(renderChartImage(m_charts.chartData(), size));
    m_window->statusBar()->showMessage(tr("Chart copied to the clipboard"), 3000);
}

} // namespace gpuadvisor
