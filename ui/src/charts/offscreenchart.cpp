#include "charts/offscreenchart.h"

#include <QChart>
#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QGraphicsTextItem>
#include <QPainter>
#include <QTextDocument>
#include <QTextOption>

#include <cmath>

namespace gpuadvisor {
namespace {

constexpr qreal headingMargin = 8; // around the title and subtitle

/// A centred, wrapped block of text `width` wide at `top`; returns its bottom.
qreal addCentredText(QGraphicsScene& scene, const QString& text, const QFont& font, const QColor& colour,
                     qreal top, qreal width) {
    auto* item = scene.addText(text, font);
    item->setDefaultTextColor(colour);
    item->setTextWidth(std::max<qreal>(width - 2 * headingMargin, 20));
    QTextOption option = item->document()->defaultTextOption();
    option.setAlignment(Qt::AlignHCenter);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    item->document()->setDefaultTextOption(option);
    item->setPos(headingMargin, top);
    return top + item->document()->size().height();
}

} // namespace

OffscreenChart::OffscreenChart(QChart* chart, QSize size, const QString& subtitle) {
    m_scene.setBackgroundBrush(Qt::white);
    m_scene.setSceneRect(QRectF(QPointF(0, 0), QSizeF(size)));
    const qreal top = subtitle.isEmpty() ? 0 : addHeading(*chart, subtitle, size.width());
    if (!subtitle.isEmpty()) {
        chart->setTitle(QString()); // drawn above it, with the subtitle
    }
    m_scene.addItem(chart); // the scene owns the chart
    m_chart = chart;
    chart->setBackgroundRoundness(0);
    // Exactly the room below the heading: a chart's minimum height (before its first layout, that
    // of every bar at Qt's label size) would push the value axis, the legend and the caption
    // under the picture's bottom edge. The chart shrinks its labels to fit instead.
    const QRectF room(0, top, size.width(), std::max<qreal>(size.height() - top, 1));
    chart->setMinimumSize(1, 1);
    for (int round = 0; round < 3; ++round) {
        chart->setGeometry(room);
        // Qt Charts lays out title, axes and legend on a posted event; a chart that was never
        // shown must be laid out now or it draws bars without any text.
        QCoreApplication::sendPostedEvents();
        if (QGraphicsLayout* layout = chart->layout()) {
            layout->invalidate();
            layout->activate();
        }
        QCoreApplication::sendPostedEvents();
        if (chart->geometry() == room) {
            break;
        }
    }
}

qreal OffscreenChart::addHeading(const QChart& chart, const QString& subtitle, qreal width) {
    qreal bottom = headingMargin;
    if (!chart.title().isEmpty()) {
        bottom = addCentredText(m_scene, chart.title(), chart.titleFont(), QColor(0x20, 0x20, 0x20), bottom,
                                width);
    }
    QFont font = chart.titleFont();
    font.setBold(false);
    font.setPixelSize(12);
    bottom = addCentredText(m_scene, subtitle, font, QColor(0x40, 0x40, 0x40), bottom, width);
    return std::ceil(bottom + headingMargin / 2);
}

void OffscreenChart::paint(QPainter& painter, const QRectF& target) {
    m_scene.render(&painter, target, m_scene.sceneRect());
}

} // namespace gpuadvisor
