#pragma once

// The numbers behind one performance chart: every shown card with its score, price, cost of
// ownership and the factors that explain its score, and beside the score (never in it) what was
// measured against the reference card. Computed from a CatalogSnapshot in memory.

#include "gpuadvisor/core/catalog/pricebook.h"
#include "gpuadvisor/core/catalog/softwaresupport.h"
#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/core/model/performance.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shared/chartsettings.h"
#include "gpuadvisor/ui/shared/measuredresults.h"

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
    const PriceQuote* price = nullptr; ///< nullptr without a price.
    /// Whether a per-dollar bar rests on an old price (ChartSettings::priceAge).
    bool oldPrice = false;
    /// Current software's support on the chart's day: legacy bars carry a mark, unsupported ones
    /// (charted only when the user includes them) are grey.
    CardSupport software;
    /// No shipped or user measurement of the chart's metric and workload covers any device of its
    /// vendor: the bar rests on the datasheet alone (vendorsMeasuring), marked and explained.
    bool specificationOnly = false;
    std::optional<OwnershipCost> cost;
    /// The explanation's factors that move the score most, strongest first (at most three).
    std::vector<PerformanceFactor> topFactors;
    /// Measured comparisons of one card with one reference card for the chart's metric and
    /// workload, the one to mark first; empty for the reference card itself.
    std::vector<MeasuredEntry> measured;
    /// Where the chart marks the first of `measured` on the value axis: its measured relative
    /// performance. Set only where ChartData::measuredMarks is true.
    std::optional<double> measuredValue;
};

struct ChartData {
    /// Best first: the best maxBars (computeChartData) of the matchingCards.
    std::vector<ChartBar> bars;
    /// The cards that pass the filters and, per dollar, have a cost: as many as bars unless there
    /// are more than a chart can show.
    std::size_t matchingCards = 0;
    QStringList unpricedCards;     ///< Per-dollar charts leave these out.
    std::size_t oldPricedBars = 0; ///< Per-dollar bars whose price is old.
    /// Cards that pass the filters but are left out: current software no longer runs on them.
    QStringList unsupportedCards;
    /// Devices that pass the filters but are not rated: their maker publishes no FP32 rate
    /// (Ranking::unrated).
    QStringList unratedCards;
    /// Per-dollar bars of devices whose maker publishes no power figure: their cost of ownership
    /// counts no electricity, and the caption says so.
    QStringList noPowerFigureCards;
    std::size_t specificationOnlyBars = 0; ///< Bars rated from the datasheet alone.
    QStringList specificationOnlyVendors;  ///< Their vendors, in catalog order.
    std::size_t legacyBars = 0;            ///< Bars of cards on legacy software only.
    std::size_t unsupportedBars = 0;       ///< Bars of unsupported cards (when the user includes them).
    text::PriceAgeRule priceAge;           ///< What "old" means for this chart.
    QString error;                         ///< Set when nothing could be computed (unknown reference card).

    /// What one unit of `value` means, e.g. "relative performance (H100 SXM = 1)".
    QString valueTitle;
    QString title;
    /// What the numbers assume, for the line under the title ("Assumptions: at least 24 GB of
    /// memory; ..."; chartassumptions.h): filters, and per dollar prices and ownership.
    QString assumptions;
    Metric metric = Metric::Training16;
    Workload workload = Workload::Transformer;
    QString referenceName; ///< The card that scores 1.

    /// Whether bars carry measured marks: relative performance (not per dollar) with one GPU per
    /// machine, where a bar and a one-GPU measurement mean the same thing.
    bool measuredMarks = false;
    /// Whether the CSV export gives measured relative performance: with one GPU per machine.
    bool measuredComparable = false;
    /// The caption under the chart that tells estimate and measurement apart, e.g. "Bars:
    /// estimated by the model (typically within ±10 % on measured cards). ◆ measured ...".
    QString legendNote;
    /// The caption of an exported picture: legendNote without what only hovering the window's
    /// bars shows.
    QString printedLegendNote;
    /// The caption's tooltip: how a measured ratio is made.
    QString legendNoteToolTip;
};

/// Per-dollar charts show value per this many units of the display currency ($1,000, ¥1,000),
/// so the numbers read well.
inline constexpr double perMoneyUnit = 1000;

/// The most bars a chart shows: the best of a bigger catalog (a bar chart of 100,000 cards can be
/// neither drawn quickly nor read). More than the shipped catalog holds.
inline constexpr std::size_t maxChartBars = 150;

/// Scores, filters and sorts the catalog's cards as `settings` says, and keeps the best `maxBars`
/// as bars (with their explanation and measured results, worked out for those only).
ChartData computeChartData(const CatalogSnapshot& snapshot, const ChartSettings& settings,
                           std::size_t maxBars = maxChartBars);

} // namespace gpuadvisor
