#pragma once

// Over the charts page's scrolling chart, always in view: the chart's title, the line of its
// assumptions, the legend (wrapped, never cut) and the value axis.

#include <QWidget>

class QLabel;

namespace gpuadvisor {

class ChartView;
class ValueAxisStrip;

class ChartHeader : public QWidget {
    Q_OBJECT
public:
    explicit ChartHeader(ChartView* view, QWidget* parent = nullptr);

    /// Shows what the view's chart holds now.
    void showChart();

private:
    ChartView* m_view;
    QLabel* m_title;
    QLabel* m_assumptions;
    QLabel* m_legend;
    ValueAxisStrip* m_axis;
};

} // namespace gpuadvisor
