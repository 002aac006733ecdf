#include "gpuadvisor/core/ranking.h"

#include "gpuadvisor/core/namematch.h"
#include "gpuadvisor/core/scaling.h"

#include <algorithm>

namespace gpuadvisor {

Ranking rankCards(std::span<const Gpu> gpus, const PerformanceModel& model, const PriceBook& prices,
                  const std::optional<SystemBaseCost>& system, const RankingOptions& options) {
    Ranking ranking;
    ranking.cards.reserve(gpus.size());
    const Workload workload = model.query().workload;
    for (const Gpu& gpu : gpus) {
        if (gpu.memoryGb < options.minMemoryGb) {
            continue;
        }
        RankedCard card;
        card.gpu = &gpu;
        card.relativePerformance =
            model.relative(gpu) * multiGpuSpeedup(options.gpuCount, hasNewerInterconnect(gpu), workload);
        card.price = prices.latest(gpu.name, options.condition, options.asOf);
        if (card.price != nullptr && system) {
            card.cost =
                ownershipCost(gpu, card.price->priceUsd, options.gpuCount, *system, options.ownership);
            card.performancePerDollar = card.relativePerformance / card.cost->totalUsd();
        }
        if (options.perDollar && !card.cost) {
            ranking.unpriced.push_back(&gpu);
            continue;
        }
        ranking.cards.push_back(card);
    }
    const bool perDollar = options.perDollar;
    std::stable_sort(ranking.cards.begin(), ranking.cards.end(),
                     [perDollar](const RankedCard& a, const RankedCard& b) {
                         const double left = perDollar ? a.performancePerDollar : a.relativePerformance;
                         const double right = perDollar ? b.performancePerDollar : b.relativePerformance;
                         if (left != right) {
                             return left > right;
                         }
                         return naturalLess(a.gpu->name, b.gpu->name);
                     });
    return ranking;
}

} // namespace gpuadvisor
