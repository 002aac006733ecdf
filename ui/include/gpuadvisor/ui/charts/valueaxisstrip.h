#pragma once

#include <QList>
#include <QWidget>

#include <utility>

namespace gpuadvisor {

class ChartView;

/// The performance chart's value axis drawn outside its scroll area, so that it stays in view
/// however far the bars scroll: the axis title, then the tick labels and marks, lined up with the
/// chart's plot in the view.
class ValueAxisStrip : public QWidget {
    Q_OBJECT
public:
    explicit ValueAxisStrip(ChartView* view, QWidget* parent = nullptr);

    QString title() const;
    /// Each tick, left to right: its value and its x in this widget's coordinates.
    QList<std::pair<double, qreal>> ticks() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    /// Where the plot starts and ends, in this widget's x coordinates.
    std::pair<qreal, qreal> plotSpan() const;

    ChartView* m_view;
};

} // namespace gpuadvisor
