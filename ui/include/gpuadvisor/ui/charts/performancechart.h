#pragma once

// The one place that talks to Qt Charts for the performance charts (Qt Charts is deprecated
// from Qt 6.10 in favour of Qt Graphs; a port replaces this file and chartexport's scene).

#include "gpuadvisor/ui/charts/chartdata.h"

#include <QChart>
#include <QSet>

#include <optional>
#include <utility>
#include <vector>

class QGraphicsTextItem;
class QHorizontalStackedBarSeries;
class QPainter;
class QValueAxis;

namespace gpuadvisor {

/// A horizontal bar chart of a ChartData: one bar per card, best on top, coloured by
/// architecture with a legend (wrapped, never cut), each label carrying the card's memory and value. A bar
/// with a measured result (ChartBar::measuredValue) gets a black diamond at the measured value with a short
/// label beside it; a caption under the legend says which is the estimate and which the measurement.
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
    /// The label beside the measured mark of the bar at `index` ("measured: BERT-large 1.84x,
    /// Lambda 2025"; a plot too narrow for it shows "1.84x"), or an empty string where the bar has
    /// no mark.
    QString measuredLabel(int index) const;
    /// Where each measured label is drawn at its full width, in chart coordinates; a null rect for
    /// bars without one. Where the plot has no room for measuredLabel() it holds the ratio alone,
    /// and where not even that fits, it is drawn cut at the plot's right edge.
    QList<QRectF> measuredLabelRects() const;
    /// The caption under the legend (ChartData::legendNote), and where it is drawn.
    QString legendNote() const;
    QRectF legendNoteRect() const;
    int labelPixelSize() const { return m_labelFont.pixelSize(); }

    /// On screen the page draws the title, the legend and the value axis' title in a fixed
    /// header over the scrolling chart (chartheader.h); the chart then leaves them out. Exports
    /// draw everything.
    void setKeyOutside(bool outside);
    bool keyOutside() const { return m_keyOutside; }
    /// The title the chart has (whether drawn or not): ChartData::title, or its error.
    QString titleText() const;
    /// The legend: each architecture shown with its colour, in the order drawn.
    QList<std::pair<QString, QColor>> legendEntries() const;
    /// The legend as rich text: a coloured swatch and the name per entry, wrapping between
    /// entries only. Drawn over the caption unless keyOutside().
    QString legendHtml() const;
    /// The legend as drawn in the chart (plain text; empty when keyOutside()), and where.
    QString legendText() const;
    QRectF legendRect() const;
    /// The value axis: its end (it starts at 0), the number of ticks and the label of a value.
    double axisEnd() const;
    int axisTickCount() const;
    static QString axisLabel(double value);

    /// The bar chosen with the keyboard (top first), or -1. It follows its card when the data
    /// change, and is drawn highlighted while setKeyboardRowVisible(true).
    int keyboardRow() const { return m_keyboardRow; }
    void setKeyboardRow(int row);
    void setKeyboardRowVisible(bool visible);
    /// Selects or unselects the keyboard's bar as a click on it does.
    void activateKeyboardRow();
    /// The whole row of the bar at `index`, its label included, in chart coordinates.
    QRectF rowBand(int index) const;

    /// The height at which every label has room, for `barCount` bars.
    static int comfortableHeight(int barCount);

signals:
    void barHovered(int index, bool entered);
    void barClicked(const QString& cardName);

protected:
    void resizeEvent(QGraphicsSceneResizeEvent* event) override;

private:
    class BarsItem;
    /// Where a bar's measured mark and its label go.
    struct MarkGeometry {
        QPointF centre;      ///< Of the diamond.
        qreal radius = 0;    ///< Half the diamond's width and height.
        QString text;        ///< The label, or the ratio alone where the label has no room.
        QRectF label;        ///< Right of the bar and the mark, or left of both where the plot ends.
        bool inside = false; ///< The label sits over the bar (it gets a white backdrop).
    };
    std::optional<MarkGeometry> markGeometry(int row) const;
    void placeCardLabels();
    void placeLegendNote();
    QRectF rowRect(int row) const;
    int rowAt(const QPointF& position) const;
    void paintBars(QPainter* painter) const;
    void hoverRow(int row);
    void clickRow(int row);

    ChartData m_data;
    QSet<QString> m_selected;
    QStringList m_labels; ///< Top first.
    QFont m_labelFont;
    QFont m_markFont;         ///< Of the measured labels: a size below the card labels, italic.
    QStringList m_markLabels; ///< Top first; empty for bars without a mark.
    int m_decimals = 2;       ///< Of every value label, so that they line up.
    int m_hovered = -1;
    int m_keyboardRow = -1;
    bool m_keyboardRowVisible = false;
    bool m_keyOutside = false;
    QValueAxis* m_valueAxis = nullptr;
    QHorizontalStackedBarSeries* m_legendSeries = nullptr;
    std::vector<Architecture> m_legendArchitectures;
    BarsItem* m_bars = nullptr;
    QGraphicsTextItem* m_note = nullptr;   ///< The caption under the legend.
    QGraphicsTextItem* m_legend = nullptr; ///< The legend, wrapped (legendHtml()).
};

/// Colour of an architecture's bars, the same on every chart.
QColor architectureColor(Architecture architecture);
/// The legend's name for that colour: NVIDIA's generation ("Ada"), or another vendor's product
/// line ("AMD Radeon", "Intel", "Apple"), whose architectures share a colour.
QString legendGroupLabel(Architecture architecture);

} // namespace gpuadvisor
