#pragma once

// A chart in its own scene, laid out at an exact size with no window: what every chart export
// (PNG, SVG, PDF, Copy Chart) draws from.

#include <QGraphicsScene>
#include <QSize>
#include <QString>

class QChart;
class QPainter;

namespace gpuadvisor {

class OffscreenChart {
public:
    /// Takes `chart` (the scene owns it) and lays it out at `size`. With a `subtitle`, the chart's
    /// title and the subtitle are drawn above the chart, both wrapped to its width, and the chart
    /// takes the rest. The background is white to every edge.
    OffscreenChart(QChart* chart, QSize size, const QString& subtitle = {});
    OffscreenChart(const OffscreenChart&) = delete;
    OffscreenChart& operator=(const OffscreenChart&) = delete;

    /// Draws everything into `target` of `painter`.
    void paint(QPainter& painter, const QRectF& target);

    /// What is drawn, laid out (the picture is the scene's rect): for tests that check where
    /// the parts went.
    const QGraphicsScene& scene() const { return m_scene; }
    const QChart* chart() const { return m_chart; }

private:
    qreal addHeading(const QChart& chart, const QString& subtitle, qreal width);

    QGraphicsScene m_scene;
    QChart* m_chart = nullptr;
};

} // namespace gpuadvisor
