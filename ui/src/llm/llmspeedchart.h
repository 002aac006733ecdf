#pragma once

// The LLM planner's bar chart: one bar per card on the fewest of it that hold the model, decode
// tokens/s or tokens/s per 1,000 of card price, best on top, with a caption under it saying
// where the numbers come from. The only place of the LLM page that talks to Qt Charts for it (Qt
// Charts is deprecated from Qt 6.10; see performancechart.h).

#include "llm/llmtables.h"

#include <QChart>
#include <QList>
#include <QStringList>

class QBarCategoryAxis;
class QBarSet;
class QGraphicsTextItem;
class QHorizontalBarSeries;
class QValueAxis;

namespace gpuadvisor {

class LlmSpeedChart : public QChart {
    Q_OBJECT
public:
    explicit LlmSpeedChart(QGraphicsItem* parent = nullptr);

    /// Replaces what the chart shows. The series, the axes and the caption stay: only their
    /// values and labels change.
    void setData(const LlmSpeedChartData& data);

    /// Marks the bar of that build ("RTX 3090 ×2"), or none for an empty label or a build
    /// without a bar.
    void setHighlighted(const QString& buildLabel);
    /// The build whose bar is marked, or an empty string.
    QString highlighted() const;

    /// The bar labels as drawn, top bar first ("RTX 3090 ×2"; "+ RAM" after a build that keeps part
    /// of the model in RAM, "†" after an old price).
    QStringList barLabels() const;
    /// The bar values as drawn (rounded as their labels), top bar first.
    QList<qreal> values() const;
    /// The caption under the plot, and whether it is drawn: an exported chart carries it, a
    /// chart on screen may leave it to a label that stays in view while the bars scroll.
    QString caption() const;
    void setCaptionVisible(bool visible);

    /// The label of a bar of the chart.
    static QString barLabel(const LlmSpeedBar& bar);
    /// The height at which every bar label has room, for `barCount` bars.
    static int comfortableHeight(int barCount);
    /// The height of a bar's row at comfortableHeight().
    static constexpr int pixelsPerBar = 20;

protected:
    void resizeEvent(QGraphicsSceneResizeEvent* event) override;

private:
    void placeCaption();

    QHorizontalBarSeries* m_series = nullptr;
    QBarSet* m_set = nullptr;
    QBarCategoryAxis* m_categories = nullptr;
    QValueAxis* m_valueAxis = nullptr;
    QGraphicsTextItem* m_caption = nullptr;
    QStringList m_builds; ///< The build of each bar, bottom bar first (as the set's values).
};

} // namespace gpuadvisor
