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
    cost.systemUsd = system.baseCostUsd;
    cost.busyWatts = gpu.boardPowerWatts * static_cast<double>(gpuCount) + system.baseWatts;
    cost.electricityUsd =
        electricityCostPerYearUsd(cost.busyWatts, assumptions.utilization, assumptions.kwhPriceUsd) *
        assumptions.years;
    return cost;
}

} // namespace gpuadvisor
