#pragma once

// Cost of owning a desktop with n GPUs: the machine without GPUs, the cards, and the
// electricity over the years of ownership (seed facts C1, C2).

#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/cost/electricity.h"

#include <optional>
#include <span>

namespace gpuadvisor {

/// How long and how hard the machine runs, and what power costs. Defaults: the 2023 guide's.
struct OwnershipAssumptions {
    double years = guideOwnershipYears;    // C1
    double kwhPriceUsd = guideKwhPriceUsd; // C1
    double utilization = guideUtilization; // C1, 0..1
};

struct OwnershipCost {
    int gpuCount = 1;
    double cardsUsd = 0;       ///< gpuCount x the card's price (a system's: the whole computer's).
    double systemUsd = 0;      ///< The machine without GPUs; 0 for a system, whose price covers it.
    double busyWatts = 0;      ///< GPUs at board power plus the system's base watts.
    double electricityUsd = 0; ///< Over the years of ownership, at the utilisation.
    /// The device's maker publishes no power figure (some Macs): busyWatts and electricityUsd
    /// leave it out, and whoever shows the cost must say so.
    bool powerUnpublished = false;
    double totalUsd() const { return cardsUsd + systemUsd + electricityUsd; }
};

/// The system base cost for `gpuCount` GPUs: the entry for that count, else the smallest one
/// made for more GPUs (a 3-GPU build needs the 4-GPU machine); std::nullopt if none fits.
std::optional<SystemBaseCost> systemBaseCostFor(std::span<const SystemBaseCost> costs, int gpuCount);

/// What owning `gpuCount` of the card at `cardPriceUsd` each costs over the assumptions.
OwnershipCost ownershipCost(const Gpu& gpu, double cardPriceUsd, int gpuCount, const SystemBaseCost& system,
                            const OwnershipAssumptions& assumptions);

} // namespace gpuadvisor
