#include "charts/chartheader.h"

#include "gpuadvisor/ui/charts/chartview.h"
#include "gpuadvisor/ui/charts/performancechart.h"
#include "gpuadvisor/ui/charts/valueaxisstrip.h"

#include <QLabel>
#include <QVBoxLayout>

namespace gpuadvisor {
namespace {

QLabel* wrappedLabel(const char* objectName) {
    auto* label = new QLabel;
    label->setObjectName(QString::fromLatin1(objectName));
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignHCenter);
    return label;
}

} // namespace

ChartHeader::ChartHeader(ChartView* view, QWidget* parent)
    : QWidget(parent)
    , m_view(view) {
    m_title = wrappedLabel("chartTitle");
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_assumptions = wrappedLabel("chartAssumptions");
    m_assumptions->setStyleSheet(QStringLiteral("color: #404040;"));
    m_legend = wrappedLabel("chartLegend");
    m_legend->setTextFormat(Qt::RichText);
    m_axis = new ValueAxisStrip(view);
    m_axis->setObjectName(QStringLiteral("chartValueAxis"));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addWidget(m_assumptions);
    layout->addWidget(m_legend);
    layout->addWidget(m_axis);
}

void ChartHeader::showChart() {
    const PerformanceChart* chart = m_view->performanceChart();
    m_title->setText(chart->titleText());
    m_assumptions->setText(chart->data().error.isEmpty() ? chart->data().assumptions : QString());
    m_assumptions->setVisible(!m_assumptions->text().isEmpty());
    QStringList names;
    for (const auto& entry : chart->legendEntries()) {
        names << entry.first;
    }
    m_legend->setText(chart->legendHtml());
    m_legend->setAccessibleName(names.join(QStringLiteral(", ")));
    m_legend->setVisible(!names.isEmpty());
    m_axis->setVisible(chart->data().error.isEmpty() && !chart->data().bars.empty());
    m_axis->update();
}

} // namespace gpuadvisor
