#pragma once

// The numbers behind one performance chart: every shown card with its score, price, cost of
// ownership and the factors that explain its score. Computed from a CatalogSnapshot in memory.

#include "gpuadvisor/core/ownership.h"
#include "gpuadvisor/core/performance.h"
#include "gpuadvisor/ui/catalogsnapshot.h"
#include "gpuadvisor/ui/chartsettings.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gpuadvisor {

struct ChartBar {
    const Gpu* gpu = nullptr; ///< Points into the snapshot.
    double relativePerformance = 0;
    /// What the bar shows: relativePerformance, or performance per 1,000 of the display currency
    /// ($1,000, ¥1,000) of ownership.
    double value = 0;
    const PriceObservation* price = nullptr; ///< nullptr without a price.
    std::optional<OwnershipCost> cost;
    /// The explanation's factors that move the score most, strongest first (at most three).
    std::vector<PerformanceFactor> topFactors;
};

struct ChartData {
    std::vector<ChartBar> bars; ///< Best first.
    QStringList unpricedCards;  ///< Per-dollar charts leave these out.
    QString error;              ///< Set when nothing could be computed (unknown reference card).

    /// What one unit of `value` means, e.g. "relative performance (H100 SXM = 1)".
    QString valueTitle;
    QString title;
};

/// Per-dollar charts show value per this many units of the display currency ($1,000, ¥1,000),
/// so the numbers read well.
inline constexpr double perMoneyUnit = 1000;

/// Scores, filters and sorts the catalog's cards as `settings` says.
ChartData computeChartData(const CatalogSnapshot& snapshot, const ChartSettings& settings);

/// Translated names of the metric and workload, as the controls and titles show them.
QString metricLabel(Metric metric);
QString workloadLabel(Workload workload);
QString segmentLabel(Segment segment);
QString architectureLabel(Architecture architecture);
QString factorLabel(FactorKind kind);

} // namespace gpuadvisor
