#pragma once

// Ranking the catalog by relative performance or by performance per dollar of ownership: the
// guide's charts (seed facts C1, R3), recomputed for the user's assumptions.

#include "gpuadvisor/core/catalog/pricebook.h"
#include "gpuadvisor/core/catalog/softwaresupport.h"
#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/core/model/performance.h"

#include <cstddef>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gpuadvisor {

/// The metric the charts open with and `gpu-advisor-cli rank` uses without --metric: 16-bit
/// training, the first chart of the 2023 guide (also ChartSettings::metric's default; a UI test
/// keeps the two equal).
inline constexpr Metric defaultChartMetric = Metric::Training16;

struct RankingOptions {
    bool perDollar = false;
    double minMemoryGb = 0; ///< Cards with less memory per GPU are left out.
    int gpuCount = 1;       ///< Cards per machine; performance scales as multiGpuSpeedup (P10).
    Condition condition = Condition::New;
    Date asOf{}; ///< Prices are the newest on or before this day.
    OwnershipAssumptions ownership;
    /// Rank cards that current software no longer runs on (softwaresupport.h, as of asOf) too.
    bool includeUnsupported = false;
    /// Only cards of these vendors ("NVIDIA", "AMD", "Intel", "Apple"; any case); empty = every vendor.
    std::vector<std::string> vendors;
    /// Only the cards this accepts are ranked or listed at all (a chart's segment and name
    /// filters); empty = every card.
    std::function<bool(const Gpu&)> accepts;
    /// Only the best this many of Ranking::cards are put in order; the rest follow them in no
    /// particular order (a chart of the best 150 of 100,000 cards). Every card by default.
    std::size_t sortedCards = std::numeric_limits<std::size_t>::max();
    /// The model's relative() of each card, aligned with the cards ranked, when the caller kept
    /// them from the same model (a chart redrawn for another price or count rates 100,000 cards
    /// again otherwise); empty: worked out here.
    std::span<const double> relativePerformance;
    /// Each card's price in US dollars (cardPrices[i]->priceUsd; anything where there is no
    /// price), aligned with the cards ranked, when the caller kept them: read through their
    /// pointers, the prices of 100,000 cards missed the cache for nearly every card, a tenth of a
    /// chart redraw (issue 36). Empty: read through the pointers.
    std::span<const double> priceUsd;
};

struct RankedCard {
    const Gpu* gpu = nullptr;
    double relativePerformance = 0;          ///< gpuCount cards against one reference card.
    const PriceObservation* price = nullptr; ///< The price used; nullptr without one.
    std::optional<OwnershipCost> cost;       ///< Set when a price and a system base cost exist.
    double performancePerDollar = 0;         ///< relativePerformance / total cost; 0 without a cost.
};

struct Ranking {
    /// Best first (the first RankingOptions::sortedCards); with perDollar only cards that have a cost.
    std::vector<RankedCard> cards;
    std::vector<const Gpu*> unpriced; ///< With perDollar: cards left out for want of a price.
    /// Cards with the memory left out because current software no longer runs on them.
    std::vector<const Gpu*> unsupported;
    /// Devices whose maker publishes no FP32 rate (some Apple chips, Gaudi 3): the performance
    /// model cannot rate them, so they are listed apart rather than ranked at 0.
    std::vector<const Gpu*> unrated;
};

/// Whether `gpu` is made by one of `vendors` (names compared ignoring case); true for an empty list.
bool isOfVendor(const Gpu& gpu, std::span<const std::string> vendors);

/// Ranks every card with at least minMemoryGb: by relative performance, or by performance per
/// dollar of ownership (C1). `cardPrices` holds each card's price in the chosen condition and
/// as-of day, aligned with `gpus` (PriceBook::latestFor), nullptr where there is none. `system`
/// is the base cost for gpuCount GPUs (systemBaseCostFor); without it no costs are computed.
/// Ties are broken by natural name order. The returned pointers point into `gpus` and the prices.
Ranking rankCards(std::span<const Gpu> gpus, std::span<const PriceObservation* const> cardPrices,
                  const PerformanceModel& model, const std::optional<SystemBaseCost>& system,
                  const RankingOptions& options);

} // namespace gpuadvisor
