#include "gpuadvisor/core/cost/ownership.h"

namespace gpuadvisor {

std::optional<SystemBaseCost> systemBaseCostFor(std::span<const SystemBaseCost> costs, int gpuCount) {
    const SystemBaseCost* best = nullptr;
    for (const auto& cost : costs) {
        if (cost.gpuCount >= gpuCount && (best == nullptr || cost.gpuCount < best->gpuCount)) {
            best = &cost;
        }
    }
    return best != nullptr ? std::optional<SystemBaseCost>(*best) : std::nullopt;
}

OwnershipCost ownershipCost(const Gpu& gpu, double cardPriceUsd, int gpuCount, const SystemBaseCost& system,
                            const OwnershipAssumptions& assumptions) {
    OwnershipCost cost;
    cost.gpuCount = gpuCount;
    cost.cardsUsd = cardPriceUsd * gpuCount;
    // A system with unified memory is the whole computer: its price and power include what a card
    // needs a machine around it for.
    cost.systemUsd = gpu.isSystem() ? 0 : system.baseCostUsd;
    cost.busyWatts =
        gpu.boardPowerWatts * static_cast<double>(gpuCount) + (gpu.isSystem() ? 0 : system.baseWatts);
    cost.powerUnpublished = gpu.boardPowerWatts <= 0;
    cost.electricityUsd =
        electricityCostPerYearUsd(cost.busyWatts, assumptions.utilization, assumptions.kwhPriceUsd) *
        assumptions.years;
    return cost;
}

} // namespace gpuadvisor
