#pragma once

// The one place that talks to Qt Charts for the performance charts (Qt Charts is deprecated
// from Qt 6.10 in favour of Qt Graphs; a port replaces this file and chartexport's scene).

#include "gpuadvisor/ui/chartdata.h"

#include <QChart>
#include <QSet>

#include <vector>

class QHorizontalStackedBarSeries;
class QPainter;
class QValueAxis;

namespace gpuadvisor {

/// A horizontal bar chart of a ChartData: one bar per card, best on top, coloured by
/// architecture with a legend, each label carrying the card's memory and value.
class PerformanceChart : public QChart {
    Q_OBJECT
public:
    explicit PerformanceChart(QGraphicsItem* parent = nullptr);

    /// Replaces what the chart shows. Cards in `selected` are marked in their label.
    void setData(const ChartData& data, const QSet<QString>& selected = {});
    const ChartData& data() const { return m_data; }

    /// Card names as drawn, top bar first.
    QStringList cardNames() const;
    /// The axis label of the bar at `index` (top first).
    QString barLabel(int index) const;
    /// What hovering the bar at `index` shows: its numbers and the explanation's top factors.
    QString toolTip(int index) const;

    /// Where each card label is drawn (top first), in chart coordinates.
    QList<QRectF> labelRects() const;
    int labelPixelSize() const { return m_labelFont.pixelSize(); }

    /// The height at which every label has room, for `barCount` bars.
    static int comfortableHeight(int barCount);

signals:
    void barHovered(int index, bool entered);
    void barClicked(const QString& cardName);

protected:
    void resizeEvent(QGraphicsSceneResizeEvent* event) override;

private:
    class BarsItem;
    void placeCardLabels();
    QRectF rowRect(int row) const;
    int rowAt(const QPointF& position) const;
    void paintBars(QPainter* painter) const;
    void hoverRow(int row);
    void clickRow(int row);

    ChartData m_data;
    QSet<QString> m_selected;
    QStringList m_labels; ///< Top first.
    QFont m_labelFont;
    int m_decimals = 2; ///< Of every value label, so that they line up.
    int m_hovered = -1;
    QValueAxis* m_valueAxis = nullptr;
    QHorizontalStackedBarSeries* m_legendSeries = nullptr;
    std::vector<Architecture> m_legendArchitectures;
    BarsItem* m_bars = nullptr;
};

/// Colour of an architecture's bars, the same on every chart.
QColor architectureColor(Architecture architecture);

} // namespace gpuadvisor
