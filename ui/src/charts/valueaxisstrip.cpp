#include "gpuadvisor/ui/charts/valueaxisstrip.h"

#include "gpuadvisor/ui/charts/chartview.h"
#include "gpuadvisor/ui/charts/performancechart.h"

#include <QPainter>

#include <algorithm>

namespace gpuadvisor {
namespace {

constexpr int tickLength = 5;
constexpr int gap = 2; // between the title, the labels and the marks

} // namespace

ValueAxisStrip::ValueAxisStrip(ChartView* view, QWidget* parent)
    : QWidget(parent)
    , m_view(view) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    connect(view->performanceChart(), &QChart::plotAreaChanged, this, qOverload<>(&QWidget::update));
}

QString ValueAxisStrip::title() const {
    return m_view->performanceChart()->data().valueTitle;
}

std::pair<qreal, qreal> ValueAxisStrip::plotSpan() const {
    const QRectF plot = m_view->performanceChart()->plotArea();
    QWidget* viewport = m_view->viewport();
    const auto toHere = [&](qreal x) {
        const QPoint inView = m_view->mapFromScene(m_view->performanceChart()->mapToScene(QPointF(x, 0)));
        return static_cast<qreal>(mapFrom(window(), viewport->mapTo(window(), inView)).x());
    };
    return {toHere(plot.left()), toHere(plot.right())};
}

QList<std::pair<double, qreal>> ValueAxisStrip::ticks() const {
    const PerformanceChart* chart = m_view->performanceChart();
    const int count = chart->axisTickCount();
    const double end = chart->axisEnd();
    const auto [left, right] = plotSpan();
    QList<std::pair<double, qreal>> ticks;
    for (int index = 0; index < count && count > 1; ++index) {
        const double share = static_cast<double>(index) / (count - 1);
        ticks.append({end * share, left + (right - left) * share});
    }
    return ticks;
}

QSize ValueAxisStrip::sizeHint() const {
    const int line = fontMetrics().height();
    return {200, 2 * line + 2 * gap + tickLength + 1};
}

QSize ValueAxisStrip::minimumSizeHint() const {
    return sizeHint();
}

void ValueAxisStrip::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    const QFontMetrics metrics = fontMetrics();
    const int line = metrics.height();
    const auto [left, right] = plotSpan();
    if (right <= left) {
        return;
    }
    const QColor ink(0x30, 0x30, 0x30);
    painter.setPen(ink);
    // The title over the plot, then the labels over their ticks, then the axis line at the bottom
    // edge, nearest the bars.
    const QRectF titleRect(left, 0, right - left, line);
    painter.drawText(titleRect, Qt::AlignCenter,
                     metrics.elidedText(title(), Qt::ElideRight, static_cast<int>(right - left)));
    const int axisY = height() - 1;
    painter.drawLine(QPointF(left, axisY), QPointF(right, axisY));
    for (const auto& [value, x] : ticks()) {
        painter.drawLine(QPointF(x, axisY - tickLength), QPointF(x, axisY));
        const QString label = PerformanceChart::axisLabel(value);
        const qreal width = metrics.horizontalAdvance(label);
        // Centred over the tick, kept inside the widget at both ends.
        const qreal labelLeft = std::clamp(
            x - width / 2, 0.0, std::max(0.0, width < this->width() ? this->width() - width : 0.0));
        painter.drawText(QRectF(labelLeft, line + gap, width + 1, line), Qt::AlignLeft | Qt::AlignVCenter,
                         label);
    }
}

} // namespace gpuadvisor
