#pragma once

// The cloud page's chart: the cumulative cost of a desktop and of a cloud instance over time as
// two lines, the break-even marked with a point and its label. The only place of the cloud page
// that talks to Qt Charts.

#include "gpuadvisor/core/cost/electricity.h"

#include <QChart>
#include <QPointF>
#include <QString>

#include <optional>
#include <vector>

class QGraphicsItem;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace gpuadvisor {

class CostCurveChart : public QChart {
    Q_OBJECT
public:
    explicit CostCurveChart(QGraphicsItem* parent = nullptr);

    /// Replaces what the chart shows: the curves (days from 0 to `lastDay`, drawn in years), the
    /// series names, and the break-even (days, USD), marked with `breakEvenText` when it falls
    /// inside the curves. Money is drawn in the display currency.
    void setData(const QString& title, const std::vector<CostCurvePoint>& curves, double lastDay,
                 const QString& desktopName, const QString& cloudName, std::optional<QPointF> breakEven,
                 const QString& breakEvenText);

    /// Points are (years, money in the display currency); the first is day 0.
    QLineSeries* desktopSeries() const { return m_desktop; }
    QLineSeries* cloudSeries() const { return m_cloud; }
    /// One point at the break-even while it is on the chart, else empty; named with its text.
    QScatterSeries* breakEvenSeries() const { return m_breakEven; }

private:
    class Callout;
    /// Puts the callout next to the break-even point, clear of both curves where there is room.
    void placeCallout();

    QLineSeries* m_desktop;
    QLineSeries* m_cloud;
    QScatterSeries* m_breakEven;
    QValueAxis* m_timeAxis;
    QValueAxis* m_costAxis;
    Callout* m_callout;
};

} // namespace gpuadvisor
