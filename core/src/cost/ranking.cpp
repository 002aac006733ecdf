#include "gpuadvisor/core/cost/ranking.h"

#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/model/scaling.h"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <utility>

namespace gpuadvisor {

bool isOfVendor(const Gpu& gpu, std::span<const std::string> vendors) {
    return vendors.empty() || std::any_of(vendors.begin(), vendors.end(), [&](const std::string& vendor) {
               return normalizedName(vendor) == normalizedName(gpu.vendor);
           });
}

Ranking rankCards(std::span<const Gpu> gpus, std::span<const PriceObservation* const> cardPrices,
                  const PerformanceModel& model, const std::optional<SystemBaseCost>& system,
                  const RankingOptions& options) {
    Ranking ranking;
    ranking.cards.reserve(gpus.size());
    const Workload workload = model.query().workload;
    for (std::size_t index = 0; index < gpus.size(); ++index) {
        const Gpu& gpu = gpus[index];
        if (options.accepts && !options.accepts(gpu)) {
            continue;
        }
        if (gpu.memoryGb < options.minMemoryGb || !isOfVendor(gpu, options.vendors)) {
            continue;
        }
        if (!isOffered(gpu, options.asOf, options.includeUnsupported)) {
            ranking.unsupported.push_back(&gpu);
            continue;
        }
        if (!gpu.hasComputeFigures()) {
            ranking.unrated.push_back(&gpu);
            continue;
        }
        RankedCard card;
        card.gpu = &gpu;
        const double relative = index < options.relativePerformance.size()
                                    ? options.relativePerformance[index]
                                    : model.relative(gpu);
        card.relativePerformance =
            relative * multiGpuSpeedup(options.gpuCount, scalingClassOf(gpu), workload);
        card.price = index < cardPrices.size() ? cardPrices[index] : nullptr;
        if (card.price != nullptr && system) {
            const double priceUsd =
                index < options.priceUsd.size() ? options.priceUsd[index] : card.price->priceUsd;
            card.cost = ownershipCost(gpu, priceUsd, options.gpuCount, *system, options.ownership);
            card.performancePerDollar = card.relativePerformance / card.cost->totalUsd();
        }
        if (options.perDollar && !card.cost) {
            ranking.unpriced.push_back(&gpu);
            continue;
        }
        ranking.cards.push_back(card);
    }
    // Sort small (key, index) pairs rather than the cards themselves, by key alone; the name
    // breaks ties afterwards, within each run of equal keys only. Names are compared only for the
    // cards that tie, and not at all when a run is already in name order (a catalog lists its
    // cards so), which at 10,000 near-identical cards was a tenth of `rank` (issue 36).
    const bool perDollar = options.perDollar;
    std::vector<std::pair<double, std::uint32_t>> order;
    order.reserve(ranking.cards.size());
    for (std::uint32_t i = 0; i < ranking.cards.size(); ++i) {
        const RankedCard& card = ranking.cards[i];
        order.emplace_back(perDollar ? card.performancePerDollar : card.relativePerformance, i);
    }
    const auto higherKey = [](const auto& a, const auto& b) {
        return a.first > b.first || (a.first == b.first && a.second < b.second);
    };
    const auto byName = [&ranking](const auto& a, const auto& b) {
        return naturalLess(ranking.cards[a.second].gpu->name, ranking.cards[b.second].gpu->name);
    };
    auto sortedEnd = order.end();
    if (options.sortedCards < order.size()) {
        // The same first cards as a whole sort, without ordering the rest: the cards tied with
        // the last of them are moved up from the rest, so the name decides which of them make it.
        sortedEnd = order.begin() + static_cast<std::ptrdiff_t>(options.sortedCards);
        std::partial_sort(order.begin(), sortedEnd, order.end(), higherKey);
        if (sortedEnd != order.begin()) {
            const double boundary = std::prev(sortedEnd)->first;
            const auto tiedEnd = std::partition(
                sortedEnd, order.end(), [boundary](const auto& entry) { return entry.first == boundary; });
            const auto tiedBegin = std::find_if(
                order.begin(), sortedEnd, [boundary](const auto& entry) { return entry.first == boundary; });
            if (tiedEnd != sortedEnd) {
                std::partial_sort(tiedBegin, sortedEnd, tiedEnd, byName);
            }
        }
    } else {
        std::sort(order.begin(), order.end(), higherKey);
    }
    for (auto run = order.begin(); run != sortedEnd;) {
        const auto runEnd =
            std::find_if(run, sortedEnd, [run](const auto& entry) { return entry.first != run->first; });
        if (runEnd - run > 1 && !std::is_sorted(run, runEnd, byName)) {
            std::sort(run, runEnd, byName);
        }
        run = runEnd;
    }
    std::vector<RankedCard> sorted;
    sorted.reserve(order.size());
    for (const auto& [key, i] : order) {
        sorted.push_back(std::move(ranking.cards[i]));
    }
    ranking.cards = std::move(sorted);
    return ranking;
}

} // namespace gpuadvisor
