#include "gpuadvisor/core/advice/guideclaims.h"

#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/catalog/pricebook.h"
#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/core/cost/ranking.h"
#include "gpuadvisor/core/llm/llmcalibration.h"

#include "catalog/textutil.h"

#include <algorithm>
#include <iterator>

namespace gpuadvisor {
namespace {

PerformanceQuery equalBatchTraining(Workload workload) {
    PerformanceQuery query{Metric::Training16, workload};
    query.equalBatch = true; // the guide's figures are debiased to one batch size (P10)
    return query;
}

const Gpu* find(std::span<const Gpu> gpus, std::string_view name) {
    const auto found =
        std::find_if(gpus.begin(), gpus.end(), [&](const Gpu& gpu) { return gpu.name == name; });
    return found == gpus.end() ? nullptr : &*found;
}

} // namespace

const std::vector<GuideClaim>& guideClaims() {
    static const std::vector<GuideClaim> claims{
        {"P11", "A100 SXM4 40GB", "Tesla V100 SXM2 16GB", equalBatchTraining(Workload::Transformer), 1.70,
         1.70 * 0.95, 1.70 * 1.05},
        {"P11", "A100 SXM4 40GB", "Tesla V100 SXM2 16GB", equalBatchTraining(Workload::Cnn), 1.45,
         1.43 * 0.92, 1.47 * 1.08},
        {"P12", "RTX 3090", "RTX 2080 Ti", equalBatchTraining(Workload::Cnn), 1.57, 1.57 * 0.90, 1.57 * 1.10},
        {"P12", "RTX 3090", "RTX 2080 Ti", equalBatchTraining(Workload::Transformer), 1.5, 1.5 * 0.90,
         1.5 * 1.10},
        {"P13", "RTX 4090", "H100 SXM", {Metric::Inference8, Workload::Transformer}, 0.33, 0.28, 0.38},
    };
    return claims;
}

std::vector<GuideClaimCheck> checkGuideClaims(std::span<const Gpu> gpus, const ModelParameters& parameters) {
    std::vector<GuideClaimCheck> checks;
    for (const GuideClaim& claim : guideClaims()) {
        GuideClaimCheck check{claim, 0, false};
        const Gpu* card = find(gpus, claim.card);
        const Gpu* reference = find(gpus, claim.reference);
        if (card && reference) {
            check.model = PerformanceModel(*reference, claim.query, parameters).relative(*card);
            check.found = true;
        }
        checks.push_back(check);
    }
    return checks;
}

std::vector<PriceObservation> guideConventionPrices(std::span<const Gpu> gpus,
                                                    std::span<const PriceObservation> prices, Date day) {
    std::vector<PriceObservation> result;
    for (const Gpu& gpu : gpus) {
        double sum = 0;
        int count = 0;
        for (Condition condition : {Condition::New, Condition::Used}) {
            // Several rows of one condition on one day: the first wins, as in PriceBook.
            const auto found = std::find_if(prices.begin(), prices.end(), [&](const PriceObservation& price) {
                return price.gpuName == gpu.name && price.condition == condition && price.observedOn == day;
            });
            if (found != prices.end()) {
                sum += found->priceUsd;
                ++count;
            }
        }
        if (count > 0) {
            result.push_back({gpu.name, Condition::New, sum / count, day,
                              count == 2 ? "mean of new and used (C1)" : "one condition (C1)"});
        }
    }
    return result;
}

std::vector<PerDollarClaimCheck> checkPerDollarClaims(std::span<const Gpu> gpus,
                                                      std::span<const PriceObservation> prices,
                                                      std::span<const SystemBaseCost> systemCosts,
                                                      const ModelParameters& parameters) {
    const Date published{std::chrono::year{2023}, std::chrono::January, std::chrono::day{30}}; // R1, C3
    // C1 costs a desktop: SXM modules (no slot width) only go into servers.
    std::vector<Gpu> desktopCards;
    std::copy_if(gpus.begin(), gpus.end(), std::back_inserter(desktopCards),
                 [](const Gpu& gpu) { return gpu.slotWidth > 0; });
    const PriceBook book(guideConventionPrices(desktopCards, prices, published));
    const auto cardPrices = book.latestFor(desktopCards, Condition::New, published);
    const std::optional<SystemBaseCost> system = systemBaseCostFor(systemCosts, 1);
    const Gpu* reference = find(gpus, "H100 SXM"); // the guide's charts score it 1 (advisor.h)

    std::vector<PerDollarClaimCheck> checks{
        {"R1", Metric::Inference8, "RTX 4070 Ti", "", 1.0, 1.0, 1.0, 0.0, {}, false},
        {"R1", Metric::Inference16, "RTX 4070 Ti", "", 1.0, 1.0, 1.0, 0.0, {}, false},
        {"R1", Metric::Training16, "RTX 3080", "", 1.0, 1.0, 1.0, 0.0, {}, false},
        {"C3", Metric::Inference8, "RTX 4070 Ti", "RTX 3090", 2.0, 1.7, 2.3, 0.0, {}, false},
    };
    if (!reference || !system) {
        return checks;
    }
    for (PerDollarClaimCheck& check : checks) {
        PerformanceQuery query{check.metric, Workload::Transformer};
        query.equalBatch = true;
        query.olderEightBit = OlderEightBit::SixteenBitSpeed;
        RankingOptions options;
        options.perDollar = true;
        const Ranking ranking = rankCards(desktopCards, cardPrices,
                                          PerformanceModel(*reference, query, parameters), system, options);
        const auto perDollarOf = [&](std::string_view name) -> std::optional<double> {
            for (const RankedCard& ranked : ranking.cards) {
                if (ranked.gpu->name == name) {
                    return ranked.performancePerDollar;
                }
            }
            return std::nullopt;
        };
        if (ranking.cards.empty()) {
            continue;
        }
        check.modelBest = ranking.cards.front().gpu->name;
        const std::optional<double> card = perDollarOf(check.card);
        const std::optional<double> other =
            check.reference.empty() ? std::optional<double>(ranking.cards.front().performancePerDollar)
                                    : perDollarOf(check.reference);
        if (card && other && *other > 0) {
            check.model = *card / *other;
            check.found = true;
        }
    }
    return checks;
}

std::optional<MeasuredVendorComparison> compareMeasuredVendors(std::span<const BenchmarkResult> benchmarks,
                                                               std::string_view card,
                                                               std::string_view backend,
                                                               std::string_view reference) {
    const std::vector<LlmMeasurement> rows = llmMeasurements(benchmarks);
    const auto find = [&rows](std::string_view gpu, std::string_view onBackend, const std::string& model,
                              WeightFormat weights, LlmTest test) -> const LlmMeasurement* {
        const LlmMeasurement* newest = nullptr;
        for (const LlmMeasurement& row : rows) {
            if (normalizedName(row.gpuName) == normalizedName(gpu) &&
                equalsIgnoringCase(row.backend, onBackend) && row.modelKey == model &&
                row.weights == weights && row.test == test && !row.flashAttention &&
                (newest == nullptr || newest->measuredOn < row.measuredOn)) {
                newest = &row;
            }
        }
        return newest;
    };
    std::optional<MeasuredVendorComparison> best;
    for (const LlmMeasurement& row : rows) {
        if (row.test != LlmTest::Decode || row.flashAttention ||
            normalizedName(row.gpuName) != normalizedName(card) ||
            !equalsIgnoringCase(row.backend, backend)) {
            continue;
        }
        const LlmMeasurement* cardPrefill = find(card, backend, row.modelKey, row.weights, LlmTest::Prefill);
        const LlmMeasurement* referenceDecode =
            find(reference, "CUDA", row.modelKey, row.weights, LlmTest::Decode);
        const LlmMeasurement* referencePrefill =
            find(reference, "CUDA", row.modelKey, row.weights, LlmTest::Prefill);
        if (cardPrefill == nullptr || referenceDecode == nullptr || referencePrefill == nullptr) {
            continue;
        }
        MeasuredVendorComparison comparison{
            std::string(card),
            row.backend,
            std::string(reference),
            "CUDA",
            row.modelKey,
            row.weights,
            row.tokensPerSecond,
            referenceDecode->tokensPerSecond,
            cardPrefill->tokensPerSecond,
            referencePrefill->tokensPerSecond,
            std::max({row.measuredOn, cardPrefill->measuredOn, referenceDecode->measuredOn,
                      referencePrefill->measuredOn}),
            row.source};
        if (!best || best->measuredOn < comparison.measuredOn) {
            best = comparison;
        }
    }
    return best;
}

} // namespace gpuadvisor
