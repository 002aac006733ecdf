#include "gpuadvisor/core/build/buildsummary.h"

#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/core/model/scaling.h"

#include <algorithm>

namespace gpuadvisor {

BuildSummary summarizeBuild(const BuildSpec& spec, const PerformanceModel& model, const PriceBook& prices,
                            Condition condition, Date asOf, std::span<const SystemBaseCost> systemCosts,
                            const OwnershipAssumptions& ownership) {
    BuildSummary summary;
    summary.gpuCount = static_cast<int>(spec.gpus.size());
    summary.power = powerBudget(spec);
    std::vector<double> speeds;
    // The machine scales as its weakest link: PCIe if any card is a PCIe card, the older
    // generation if any card is of it.
    ScalingClass scaling{Interconnect::Sxm, true};
    for (const BuildGpu& entry : spec.gpus) {
        summary.totalGpuMemoryGb += entry.gpu.memoryGb;
        double speed = model.relative(entry.gpu);
        if (entry.powerLimitWatts) {
            speed *= powerLimitSpeedFactor(*entry.powerLimitWatts, entry.gpu.boardPowerWatts);
        }
        speeds.push_back(speed);
        const ScalingClass card = scalingClassOf(entry.gpu);
        scaling.interconnect =
            card.interconnect == Interconnect::Pcie ? Interconnect::Pcie : scaling.interconnect;
        scaling.newer = scaling.newer && card.newer;
        if (const PriceObservation* price = prices.latest(entry.gpu.name, condition, asOf)) {
            summary.cardsUsd += price->priceUsd;
        } else if (std::find(summary.unpricedCards.begin(), summary.unpricedCards.end(), entry.gpu.name) ==
                   summary.unpricedCards.end()) {
            summary.unpricedCards.push_back(entry.gpu.name);
        }
    }
    summary.throughput = combinedThroughput(speeds, scaling, model.query().workload, spec.lanesPerGpu);
    summary.scaling = scaling;
    summary.multiGpuSpeedup = multiGpuSpeedup(summary.gpuCount, scaling, model.query().workload);
    // Electricity as every other page counts it (ownershipCost): the cards at their limits and the
    // catalog's machine for this many GPUs while busy, so a card's cost of ownership is the same
    // here as in the charts, the compare page and the advice. Without a machine in the catalog,
    // the build's own CPU and other watts stand in for it.
    double busyWatts = summary.power.gpuWatts + spec.cpuWatts + spec.otherWatts;
    if (spec.holdsWholeComputer()) {
        // Its price is the whole computer and its power figure covers all of it (ownershipCost).
        summary.systemCostKnown = true;
        busyWatts = summary.power.gpuWatts;
    } else if (const auto system = systemBaseCostFor(systemCosts, std::max(summary.gpuCount, 1))) {
        summary.systemUsd = system->baseCostUsd;
        summary.systemCostKnown = true;
        busyWatts = summary.power.gpuWatts + system->baseWatts;
    }
    summary.busyWatts = busyWatts;
    summary.electricityUsd =
        electricityCostPerYearUsd(busyWatts, ownership.utilization, ownership.kwhPriceUsd) * ownership.years;
    return summary;
}

} // namespace gpuadvisor
