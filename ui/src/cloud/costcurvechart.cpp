#include "cloud/costcurvechart.h"

#include "cloud/cloudtime.h"

#include "gpuadvisor/text/currency.h"

#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpuadvisor {
namespace {

constexpr qreal calloutGap = 10;    ///< Between the marker and its callout.
constexpr qreal calloutPadding = 5; ///< Between the callout's frame and its text.

} // namespace

/// The break-even's text in a framed box on a white ground, so it stays readable over the grid
/// and the curves (a series' point labels have no background).
class CostCurveChart::Callout : public QGraphicsItem {
public:
    explicit Callout(QGraphicsItem* parent)
        : QGraphicsItem(parent) {
        setZValue(20);
        m_font.setBold(true);
    }
    void setText(const QString& text) {
        prepareGeometryChange();
        m_text = text;
    }
    QRectF boundingRect() const override {
        const QFontMetricsF metrics(m_font);
        return QRectF(QPointF(0, 0), metrics.size(Qt::TextSingleLine, m_text) +
                                         QSizeF(2 * calloutPadding, 2 * calloutPadding));
    }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
        const QRectF frame = boundingRect().adjusted(0.5, 0.5, -0.5, -0.5);
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(QColor(0x00, 0x9e, 0x73), 1.5));
        painter->setBrush(QColor(255, 255, 255, 235));
        painter->drawRoundedRect(frame, 4, 4);
        painter->setFont(m_font);
        painter->setPen(QColor(0x10, 0x40, 0x30));
        painter->drawText(frame, Qt::AlignCenter, m_text);
    }

private:
    QString m_text;
    QFont m_font;
};

CostCurveChart::CostCurveChart(QGraphicsItem* parent)
    : QChart(parent) {
    setAnimationOptions(QChart::NoAnimation);
    setLocalizeNumbers(true);
    legend()->setAlignment(Qt::AlignBottom);
    setMargins(QMargins(8, 8, 8, 8));
    QFont font = titleFont();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    font.setBold(true);
    setTitleFont(font);

    // The series and axes live as long as the chart; setData only replaces their points and
    // ranges (recreating axes leaves the old ones drawn until the event loop deletes them).
    // Okabe-Ito blue and vermillion, distinguishable with colour-blindness.
    m_desktop = new QLineSeries;
    m_desktop->setObjectName(QStringLiteral("desktopSeries"));
    m_desktop->setPen(QPen(QColor(0x00, 0x72, 0xb2), 3));
    m_cloud = new QLineSeries;
    m_cloud->setObjectName(QStringLiteral("cloudSeries"));
    m_cloud->setPen(QPen(QColor(0xd5, 0x5e, 0x00), 3, Qt::DashLine));
    m_breakEven = new QScatterSeries;
    m_breakEven->setObjectName(QStringLiteral("breakEvenSeries"));
    m_breakEven->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_breakEven->setMarkerSize(13);
    m_breakEven->setColor(QColor(0x00, 0x9e, 0x73));
    m_breakEven->setBorderColor(QColor(0x20, 0x20, 0x20));
    for (QAbstractSeries* series :
         {static_cast<QAbstractSeries*>(m_desktop), static_cast<QAbstractSeries*>(m_cloud),
          static_cast<QAbstractSeries*>(m_breakEven)}) {
        addSeries(series);
    }

    m_timeAxis = new QValueAxis;
    m_timeAxis->setTitleText(tr("Years since purchase"));
    m_timeAxis->setLabelFormat(QStringLiteral("%.1f"));
    addAxis(m_timeAxis, Qt::AlignBottom);
    m_costAxis = new QValueAxis; // titled in the display currency by setData
    addAxis(m_costAxis, Qt::AlignLeft);
    for (QAbstractSeries* series : this->series()) {
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_costAxis);
    }
    // The marker explains itself in its callout; the legend names only the two curves.
    legend()->markers(m_breakEven).first()->setVisible(false);
    m_callout = new Callout(this);
    m_callout->hide();
    connect(this, &QChart::plotAreaChanged, this, [this] { placeCallout(); });
}

void CostCurveChart::placeCallout() {
    if (m_breakEven->count() != 1) {
        m_callout->hide();
        return;
    }
    const QRectF plot = plotArea();
    const QPointF point = mapToPosition(m_breakEven->at(0), m_breakEven);
    const QSizeF size = m_callout->boundingRect().size();
    // Right of the break-even and below it lies under both curves (the cloud climbs above the
    // desktop there); left and above lies over both. Prefer the first, then the second, then
    // whatever keeps the box inside the plot.
    QPointF topLeft(point.x() + calloutGap, point.y() + calloutGap);
    const bool roomRight = topLeft.x() + size.width() <= plot.right();
    const bool roomBelow = topLeft.y() + size.height() <= plot.bottom();
    if (!roomRight || !roomBelow) {
        const QPointF aboveLeft(point.x() - calloutGap - size.width(),
                                point.y() - calloutGap - size.height());
        if (aboveLeft.x() >= plot.left() && aboveLeft.y() >= plot.top()) {
            topLeft = aboveLeft;
        } else if (roomRight) {
            topLeft.setY(point.y() - calloutGap - size.height());
        } else {
            topLeft.setX(point.x() - calloutGap - size.width());
        }
    }
    topLeft.setX(std::clamp(topLeft.x(), plot.left(), std::max(plot.left(), plot.right() - size.width())));
    topLeft.setY(std::clamp(topLeft.y(), plot.top(), std::max(plot.top(), plot.bottom() - size.height())));
    m_callout->setPos(topLeft);
    m_callout->show();
}

void CostCurveChart::setData(const QString& title, const std::vector<CostCurvePoint>& curves, double lastDay,
                             const QString& desktopName, const QString& cloudName,
                             std::optional<QPointF> breakEven, const QString& breakEvenText) {
    setTitle(title);
    // Money in the display currency; a "%" in a symbol would be read as a format.
    m_costAxis->setTitleText(tr("Cumulative cost (%1)").arg(text::currencyCode()));
    m_costAxis->setLabelFormat(
        QString(text::currencySymbol()).replace(QLatin1Char('%'), QStringLiteral("%%")) +
        QStringLiteral("%.0f"));
    QList<QPointF> desktop;
    QList<QPointF> cloud;
    double maximum = 0;
    for (const CostCurvePoint& point : curves) {
        const double desktopCost = text::toDisplay(point.desktopUsd);
        const double cloudCost = text::toDisplay(point.cloudUsd);
        desktop << QPointF(point.days / daysPerYear, desktopCost);
        cloud << QPointF(point.days / daysPerYear, cloudCost);
        maximum = std::max({maximum, desktopCost, cloudCost});
    }
    m_desktop->replace(desktop);
    m_desktop->setName(desktopName);
    m_cloud->replace(cloud);
    m_cloud->setName(cloudName);

    const bool marked = breakEven && breakEven->x() >= 0 && breakEven->x() <= lastDay;
    if (marked) {
        m_breakEven->replace({QPointF(breakEven->x() / daysPerYear, text::toDisplay(breakEven->y()))});
        m_breakEven->setName(breakEvenText);
        m_callout->setText(breakEvenText);
    } else {
        m_breakEven->clear();
        m_breakEven->setName(QString());
    }

    const double years = std::max(lastDay / daysPerYear, 0.25);
    m_timeAxis->setRange(0, years);
    // A tick every half year up to three years, then every year.
    const double step = years <= 3 ? 0.5 : 1.0;
    m_timeAxis->setTickCount(static_cast<int>(std::lround(years / step)) + 1);
    m_timeAxis->setLabelFormat(step < 1 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
    // Room above the highest curve for the break-even label.
    m_costAxis->setRange(0, maximum > 0 ? maximum * 1.12 : 1.0);
    m_costAxis->applyNiceNumbers();
    placeCallout();
}

} // namespace gpuadvisor
