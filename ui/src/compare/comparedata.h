#pragma once

// The numbers behind the compare page: for a few picked cards, every spec, the three metrics
// relative to the reference card (estimated, and measured where the catalog has measurements of
// both cards) and the cost of ownership, each row knowing which way is better. Computed from a
// CatalogSnapshot in memory, as the performance charts are.

#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shared/chartsettings.h"
#include "gpuadvisor/ui/shared/measuredresults.h"

#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace gpuadvisor {

/// The metrics the compare page shows, in the order of its rows and chart categories.
inline constexpr std::array<Metric, 3> compareMetrics{Metric::Inference8, Metric::Inference16,
                                                      Metric::Training16};

struct CompareCard {
    const Gpu* gpu = nullptr;                ///< Points into the snapshot.
    const PriceObservation* price = nullptr; ///< nullptr without a price in the chosen condition.
    std::optional<OwnershipCost> cost;       ///< Set when there is a price and a system base cost.
    /// gpuCount cards against one reference card, per compareMetrics; unset without a reference.
    std::array<std::optional<double>, 3> relative;
    /// relative per $1,000 of ownership, per compareMetrics; unset without a cost.
    std::array<std::optional<double>, 3> perThousandUsd;
    /// One card against one reference card as measured, per compareMetrics, the one to show
    /// first at the front; empty without comparable measurements of both (whatever gpuCount).
    /// The reference card itself gets its own measurement against itself (1x).
    std::array<std::vector<MeasuredEntry>, 3> measured;
    /// No measurement the performance model rests on covers any device of its vendor: its
    /// estimates come from the datasheet alone (vendorsMeasuring).
    bool specificationOnly = false;
};

struct CompareData {
    std::vector<CompareCard> cards; ///< In the order picked.
    QString error;                  ///< Set when the reference card is not in the catalog.
};

/// Scores and prices `names` (cards not in the snapshot are left out) as `settings` says:
/// reference, workload, GPU count, price condition and day, ownership assumptions. Performance
/// and cost are computed as rankCards does, so they match the charts.
CompareData computeCompareData(const CatalogSnapshot& snapshot, const ChartSettings& settings,
                               const QStringList& names);

/// The card's performance per 1,000 of the display currency of ownership ("per ¥1,000").
std::optional<double> perThousandShown(const CompareCard& card, std::size_t metric);

/// Which way a row of the comparison is better.
enum class Better { None, Higher, Lower };

/// Indices of the best of `values` (ties all count; unset values never do), or nothing with
/// Better::None or when no value is set.
std::vector<std::size_t> bestIndices(const std::vector<std::optional<double>>& values, Better better);

} // namespace gpuadvisor
