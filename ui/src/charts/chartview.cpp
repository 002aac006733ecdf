#include "gpuadvisor/ui/charts/chartview.h"

#include "gpuadvisor/ui/charts/performancechart.h"

#include <QCursor>
#include <QToolTip>

namespace gpuadvisor {

ChartView::ChartView(PerformanceChart* chart, QWidget* parent)
    : QChartView(chart, parent)
    , m_chart(chart) {
    setRenderHint(QPainter::Antialiasing);
    setMouseTracking(true);
    connect(chart, &PerformanceChart::barHovered, this, [this](int index, bool entered) {
        if (entered) {
            QToolTip::showText(QCursor::pos(), m_chart->toolTip(index), this);
        } else {
            QToolTip::hideText();
        }
    });
}

} // namespace gpuadvisor
