#pragma once

#include <QChartView>

class QLabel;

namespace gpuadvisor {

class PerformanceChart;

/// Shows a PerformanceChart on screen: antialiased, with the bar under the mouse explained in a
/// tooltip that stays while the pointer is on the bar. The keyboard reaches the same: with the
/// view focused, Up/Down (or Left/Right, Home/End, Page Up/Down) move a highlighted bar whose
/// details (the tooltip's text) show in a label beside it, and Enter or Space selects it as a
/// click does; Escape hides the details.
class ChartView : public QChartView {
    Q_OBJECT
public:
    explicit ChartView(PerformanceChart* chart, QWidget* parent = nullptr);
    PerformanceChart* performanceChart() const { return m_chart; }

    /// The details of the keyboard's bar, shown beside it while the view has the focus.
    QLabel* detailsLabel() const { return m_details; }

    /// How long a bar's tooltip stays at most; it goes earlier when the pointer leaves the bar.
    static constexpr int toolTipMilliseconds = 10 * 60 * 1000;

signals:
    /// The keyboard moved to a bar: `rect` (view coordinates) should be scrolled into view.
    void keyboardRowShown(const QRect& rect);

protected:
    bool viewportEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void moveKeyboardRow(int row);
    void showDetails();
    QRect viewRect(const QRectF& chartRect) const;

    PerformanceChart* m_chart;
    QLabel* m_details;
    int m_hovered = -1;
};

} // namespace gpuadvisor
