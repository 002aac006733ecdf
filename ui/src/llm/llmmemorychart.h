#pragma once

// The memory a build needs for the workload, part by part (weights, KV cache, activations,
// overhead, training state) in one stacked bar, above a bar of the memory the build has. Like
// llmspeedchart.h, the only place of its panel that talks to Qt Charts.

#include "gpuadvisor/core/llm/llmplanner.h"

#include <QChart>
#include <QList>
#include <QStringList>

#include <array>

class QBarCategoryAxis;
class QBarSet;
class QLegendMarker;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace gpuadvisor {

class LlmMemoryChart : public QChart {
    Q_OBJECT
public:
    /// The parts of the stacked bar, in its order, and the memory the build has.
    enum Part { Weights, KvCache, Activations, Overhead, TrainingState, Available, PartCount };

    explicit LlmMemoryChart(QGraphicsItem* parent = nullptr);

    /// Shows what the plan needs against what its cards have (`availableLabel` names them, e.g.
    /// "2 × 24 GB").
    void setPlan(const LlmPlan& plan, const QString& availableLabel);
    /// Nothing to show (no card picked).
    void clearPlan();

    /// The value of a part as drawn (GB).
    qreal value(Part part) const;
    /// Whether the legend lists the part (parts of 0 GB are left out of it).
    bool listsPart(Part part) const;

private:
    QLegendMarker* markerOf(const QBarSet* set) const;

    QHorizontalStackedBarSeries* m_series = nullptr;
    std::array<QBarSet*, PartCount> m_sets{};
    QBarCategoryAxis* m_categories = nullptr;
    QValueAxis* m_valueAxis = nullptr;
};

} // namespace gpuadvisor
