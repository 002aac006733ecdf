#pragma once

// What a checked build adds up to: its GPU memory, its training throughput (mixed cards at the
// slowest, scaled by the multi-GPU helper), and what it costs to own (seed facts B9, C1, P10).

#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/core/catalog/pricebook.h"
#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/core/model/performance.h"
#include "gpuadvisor/core/model/scaling.h"

#include <span>
#include <string>
#include <vector>

namespace gpuadvisor {

struct BuildSummary {
    int gpuCount = 0;
    double totalGpuMemoryGb = 0;
    /// One machine's training throughput in units of one reference card: every card at the
    /// slowest one's (power-limited) speed, times the multi-GPU speed-up and the PCIe lane share.
    double throughput = 0;
    /// How the machine scales (its weakest link: PCIe if any card is, the older generation if
    /// any card is) and the multi-GPU speed-up inside `throughput`.
    ScalingClass scaling;
    double multiGpuSpeedup = 1;
    PowerBudget power;
    double cardsUsd = 0; ///< The priced cards' newest prices.
    /// The machine without GPUs (catalog base cost for the count); 0 for a whole computer, whose
    /// price is the whole machine.
    double systemUsd = 0;
    bool systemCostKnown = false; ///< False when the catalog has no base cost for the count (systemUsd 0).
    /// What the electricity is counted for while busy: the GPUs (at their power limits) plus the
    /// catalog machine's base watts, as ownershipCost counts a card on every other page (the
    /// build's own CPU and other watts when the catalog has no machine for the count). The PSU
    /// and outlet findings use `power` (the build's own parts, at the wall).
    double busyWatts = 0;
    double electricityUsd = 0; ///< busyWatts over the ownership years at the utilisation.
    double totalUsd() const { return cardsUsd + systemUsd + electricityUsd; }
    std::vector<std::string> unpricedCards; ///< Cards with no price: the total leaves them out.
};

/// Summarises one machine of the build. Prices are each card's newest in `condition` on or
/// before `asOf`.
BuildSummary summarizeBuild(const BuildSpec& spec, const PerformanceModel& model, const PriceBook& prices,
                            Condition condition, Date asOf, std::span<const SystemBaseCost> systemCosts,
                            const OwnershipAssumptions& ownership);

} // namespace gpuadvisor
