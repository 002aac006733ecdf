#include "llm/llmtables.h"

#include "gpuadvisor/core/advice/livepick.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/ui/charts/chartdata.h"

#include <algorithm>
#include <map>
#include <string>
#include <tuple>

namespace gpuadvisor {

std::optional<int> LlmCardPlans::fewestThatFit() const {
    for (std::size_t index = 0; index < plans.size(); ++index) {
        if (plans[index].fits) {
            return static_cast<int>(index) + 1;
        }
    }
    return std::nullopt;
}

const LlmPlan* LlmCardPlans::planOn(int count) const {
    return count >= 1 && count <= static_cast<int>(plans.size()) ? &plans[static_cast<std::size_t>(count - 1)]
                                                                 : nullptr;
}

const LlmCardPlans* LlmCatalogPlan::find(std::string_view name) const {
    const auto found = std::find_if(cards.begin(), cards.end(),
                                    [&](const LlmCardPlans& card) { return card.gpu->name == name; });
    return found == cards.end() ? nullptr : &*found;
}

LlmCatalogPlan planCatalog(const CatalogSnapshot& snapshot, const LlmWorkload& workload, int maxGpus,
                           Condition condition, Date asOf, bool includeUnsupported) {
    LlmCatalogPlan catalogPlan;
    catalogPlan.includeUnsupported = includeUnsupported;
    catalogPlan.workload = workload;
    catalogPlan.maxGpus = std::clamp(maxGpus, 1, maximumLlmGpus);
    catalogPlan.cards.reserve(snapshot.gpus.size());
    const LlmCalibration& calibration = shippedLlmCalibration();
    for (const Gpu& gpu : snapshot.gpus) {
        LlmCardPlans card;
        card.gpu = &gpu;
        card.price = snapshot.priceBook.latest(gpu.name, condition, asOf);
        card.software = cardSupport(gpu, asOf);
        card.plans.reserve(static_cast<std::size_t>(catalogPlan.maxGpus));
        for (int count = 1; count <= catalogPlan.maxGpus; ++count) {
            card.plans.push_back(planLlm(workload, gpu, count, calibration));
        }
        catalogPlan.cards.push_back(std::move(card));
    }
    return catalogPlan;
}

LlmCatalogPlan planCatalog(const CatalogSnapshot& snapshot, const LlmWorkload& workload, int maxGpus,
                           const ChartSettings& settings) {
    LlmCatalogPlan plan = planCatalog(snapshot, workload, maxGpus, settings.condition, settings.asOf,
                                      settings.includeUnsupported);
    for (LlmCardPlans& card : plan.cards) {
        card.vendorShown = settings.showsVendor(card.gpu->vendor);
    }
    return plan;
}

double tokensPerSecondPerThousandUsd(double tokensPerSecond, double cardPriceUsd, int count) {
    const double cardsUsd = cardPriceUsd * count;
    return cardsUsd > 0 ? tokensPerSecond / cardsUsd * perMoneyUnit : 0.0;
}

double LlmSpeedBar::tokensPerSecond() const {
    return plan.speed ? plan.speed->decodeTokensPerSecond : 0.0;
}

LlmSpeedChartData speedChartData(const LlmCatalogPlan& plan, bool perPrice,
                                 const text::PriceAgeRule& priceAge, std::size_t maxBars) {
    LlmSpeedChartData data;
    data.perPrice = perPrice;
    data.inference = plan.workload.task == LlmTask::Inference;
    data.maxGpus = plan.maxGpus;
    data.priceAge = priceAge;
    for (const LlmCardPlans& card : plan.cards) {
        if (!card.vendorShown) {
            ++data.otherVendorCards;
            continue;
        }
        if (card.software.unsupported() && !plan.includeUnsupported) {
            data.unsupportedCards << QString::fromStdString(card.gpu->name);
            continue;
        }
        if (!card.software.unsupported() &&
            !runsSoftwareFor(*card.gpu, plan.workload.task == LlmTask::Inference ? SoftwareNeed::LlamaCpp
                                                                                 : SoftwareNeed::PyTorch)) {
            data.withoutSoftwareCards << QString::fromStdString(card.gpu->name);
            continue;
        }
        const std::optional<int> count = card.fewestThatFit();
        if (!count) {
            const bool lacksFp4 = std::any_of(card.plans.begin(), card.plans.end(), [](const LlmPlan& p) {
                return p.blocker == LlmBlocker::NeedsFp4TensorCores;
            });
            ++(lacksFp4 ? data.cardsLackingFp4 : data.cardsThatDoNotFit);
            continue;
        }
        if (!data.inference) {
            continue; // fine-tuning has no tokens/s to draw
        }
        LlmSpeedBar bar;
        bar.gpu = card.gpu;
        bar.count = *count;
        bar.plan = *card.planOn(*count);
        bar.price = card.price;
        if (card.price != nullptr && card.price->priceUsd > 0) {
            bar.perThousandUsd =
                tokensPerSecondPerThousandUsd(bar.tokensPerSecond(), card.price->priceUsd, *count);
        }
        if (perPrice) {
            if (!bar.perThousandUsd) {
                data.unpricedCards << QString::fromStdString(card.gpu->name);
                continue;
            }
            bar.oldPrice = priceAge.isOld(card.price->observedOn);
            data.oldPricedBars += bar.oldPrice ? 1 : 0;
            // Per 1,000 of the display currency, as the other per-money charts.
            bar.value = text::perDisplayUnit(*bar.perThousandUsd);
        } else {
            bar.value = bar.tokensPerSecond();
        }
        data.bars.push_back(std::move(bar));
    }
    std::stable_sort(data.bars.begin(), data.bars.end(), [](const LlmSpeedBar& a, const LlmSpeedBar& b) {
        if (a.value != b.value) {
            return a.value > b.value;
        }
        return naturalLess(a.gpu->name, b.gpu->name);
    });
    data.chartedCards = data.bars.size();
    if (data.bars.size() > maxBars) {
        data.bars.erase(data.bars.begin() + static_cast<std::ptrdiff_t>(maxBars), data.bars.end());
        data.oldPricedBars = static_cast<std::size_t>(std::count_if(
            data.bars.begin(), data.bars.end(), [](const LlmSpeedBar& bar) { return bar.oldPrice; }));
    }
    data.offloadedBars = static_cast<std::size_t>(std::count_if(
        data.bars.begin(), data.bars.end(), [](const LlmSpeedBar& bar) { return bar.plan.offloaded(); }));
    return data;
}

LlmTargetSearch cheapestToReach(const LlmCatalogPlan& plan, double targetTokensPerSecond) {
    LlmTargetSearch search;
    for (const LlmCardPlans& card : plan.cards) {
        if (!card.vendorShown) {
            continue;
        }
        if (card.software.unsupported() && !plan.includeUnsupported) {
            search.unsupportedCards << QString::fromStdString(card.gpu->name);
            continue;
        }
        if (!card.software.unsupported() && !runsSoftwareFor(*card.gpu, SoftwareNeed::LlamaCpp)) {
            continue; // no llama.cpp backend: the chart's caption names it
        }
        bool reached = false;
        for (int count = 1; count <= static_cast<int>(card.plans.size()); ++count) {
            const LlmPlan& candidate = *card.planOn(count);
            if (!candidate.fits || !candidate.speed) {
                continue;
            }
            const double tokensPerSecond = candidate.speed->decodeTokensPerSecond;
            LlmBuildChoice choice{card.gpu,        count,
                                  card.price,      0,
                                  tokensPerSecond, candidate.offloaded() ? candidate.offload->ramHeldGiB : 0};
            if (card.price != nullptr) {
                choice.cardsUsd = card.price->priceUsd * count;
            }
            if (!search.fastest || tokensPerSecond > search.fastest->tokensPerSecond) {
                search.fastest = choice;
            }
            if (tokensPerSecond < targetTokensPerSecond) {
                continue;
            }
            reached = true;
            if (card.price == nullptr) {
                continue;
            }
            const auto rank = [](const LlmBuildChoice& build) {
                return std::make_tuple(build.cardsUsd, build.count, -build.tokensPerSecond);
            };
            if (!search.cheapest || rank(choice) < rank(*search.cheapest)) {
                search.cheapest = choice;
            }
        }
        if (reached && card.price == nullptr) {
            ++search.reachingUnpriced;
        }
    }
    return search;
}

LlmCloudComparison compareWithCloud(const CatalogSnapshot& snapshot, const LlmCatalogPlan& plan,
                                    const LlmCardPlans& card, int count,
                                    const OwnershipAssumptions& ownership, Date asOf) {
    LlmCloudComparison comparison;
    const LlmPlan* owned = card.planOn(count);
    const std::optional<SystemBaseCost> system = systemBaseCostFor(snapshot.systemCosts, count);
    if (card.price != nullptr && system) {
        comparison.ownedCost = ownershipCost(*card.gpu, card.price->priceUsd, count, *system, ownership);
        if (owned != nullptr && owned->speed) {
            comparison.ownedUsdPerMillionTokens = ownedUsdPerMillionTokens(
                *comparison.ownedCost, owned->speed->decodeTokensPerSecond, ownership);
        }
    }

    // Offers name cards as their sources write them: match as the rest of the app does.
    std::map<std::string, const Gpu*, std::less<>> gpusByName;
    for (const Gpu& gpu : snapshot.gpus) {
        gpusByName.emplace(normalizedName(gpu.name), &gpu);
    }
    const LlmCalibration& calibration = shippedLlmCalibration();
    for (const CloudOffer* offer : currentCloudOffers(snapshot.cloudOffers, asOf)) {
        const auto gpu = gpusByName.find(normalizedName(offer->gpuName));
        if (gpu == gpusByName.end()) {
            ++comparison.offersOfUnknownCards;
            continue;
        }
        LlmCloudRow row{offer, gpu->second,
                        planLlm(plan.workload, *gpu->second, offer->gpuCount, calibration), 0.0};
        const std::optional<double> usdPerMillion =
            row.plan.speed
                ? rentedUsdPerMillionTokens(offer->usdPerHour, row.plan.speed->decodeTokensPerSecond)
                : std::nullopt;
        if (!row.plan.fits || !usdPerMillion) {
            ++comparison.offersThatDoNotFit;
            continue;
        }
        row.usdPerMillionTokens = *usdPerMillion;
        comparison.offers.push_back(std::move(row));
    }
    std::stable_sort(comparison.offers.begin(), comparison.offers.end(),
                     [](const LlmCloudRow& a, const LlmCloudRow& b) {
                         return a.usdPerMillionTokens < b.usdPerMillionTokens;
                     });

    if (comparison.ownedCost && owned != nullptr && owned->speed && !comparison.offers.empty()) {
        const LlmCloudRow& cheapest = comparison.offers.front();
        const double ownedTokensPerSecond = owned->speed->decodeTokensPerSecond;
        const double rentedTokensPerSecond = cheapest.plan.speed->decodeTokensPerSecond;
        if (ownedTokensPerSecond > 0 && rentedTokensPerSecond > 0) {
            comparison.versusCheapest =
                buyVersusRent(*comparison.ownedCost, ownedTokensPerSecond, ownership.kwhPriceUsd,
                              ownership.years, cheapest.offer->usdPerHour, rentedTokensPerSecond);
        }
    }
    return comparison;
}

} // namespace gpuadvisor
