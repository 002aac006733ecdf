#pragma once

#include <QChartView>

namespace gpuadvisor {

class PerformanceChart;

/// Shows a PerformanceChart on screen: antialiased, with the bar under the mouse explained in a
/// tooltip.
class ChartView : public QChartView {
    Q_OBJECT
public:
    explicit ChartView(PerformanceChart* chart, QWidget* parent = nullptr);
    PerformanceChart* performanceChart() const { return m_chart; }

private:
    PerformanceChart* m_chart;
};

} // namespace gpuadvisor
