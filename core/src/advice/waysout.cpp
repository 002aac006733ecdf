#include "advice/waysout.h"

#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/cost/ranking.h"

#include <algorithm>
#include <array>
#include <tuple>
#include <unordered_map>
#include <utility>

namespace gpuadvisor {
namespace {

/// Fine-tuning context when a model-size need becomes an adapter run: a common SFT sequence.
constexpr int adapterContextTokens = 2048;

std::optional<PickCandidate> best(const WayOutSearch& search, const PickRequest& request) {
    LivePick pick =
        livePick(search.catalog.gpus, search.prices, search.catalog.systemCosts, search.model, request, {});
    if (pick.candidates.empty()) {
        return std::nullopt;
    }
    return pick.candidates.front();
}

/// A way out that buys `candidate` (at its count), found with `request` (its memory need).
WayOut buying(WayOutKind kind, const PickRequest& request, const PickCandidate& candidate) {
    WayOut way;
    way.kind = kind;
    way.gpuCount = std::max(candidate.gpuCount, 1);
    if (request.llm) {
        way.totalMemoryGb = llmMemory(*request.llm, way.gpuCount).totalGiB();
        way.memoryGb = way.totalMemoryGb / way.gpuCount;
    } else if (request.memoryIsTotal) {
        way.totalMemoryGb = request.memoryGb;
        way.memoryGb = request.memoryGb / way.gpuCount;
    } else {
        way.memoryGb = request.memoryGb;
        way.totalMemoryGb = request.memoryGb * way.gpuCount;
    }
    way.buy = candidate;
    return way;
}

bool inference(const LlmWorkload& workload) {
    return workload.task == LlmTask::Inference;
}

/// A request for a language model: the planner decides the fit (and the speed, for inference).
PickRequest llmRequest(const WayOutSearch& search, const LlmWorkload& workload, int gpus) {
    PickRequest request = search.request;
    request.gpuCount = gpus;
    request.llm = workload;
    request.llmReferenceTokensPerSecond =
        inference(workload) ? llmReferenceTokensPerSecond(workload, search.reference) : 0;
    request.memoryGb = llmMemory(workload, gpus).totalGiB() / gpus;
    return request;
}

/// What the work needs on all cards together, as asked.
double totalNeedGb(const WayOutSearch& search) {
    if (search.request.llm) {
        return llmMemory(*search.request.llm, 1).totalGiB();
    }
    return search.request.memoryGb;
}

std::optional<WayOut> moreGpus(const WayOutSearch& search) {
    const int asked = candidateCounts(search.request).back();
    for (int gpus = std::max(asked + 1, 2); gpus <= maximumLlmGpus; ++gpus) {
        PickRequest request = search.request;
        if (request.llm) {
            request = llmRequest(search, *request.llm, gpus);
        } else {
            request.gpuCount = gpus;
            if (!request.memoryIsTotal) {
                request.memoryGb = search.request.memoryGb / gpus; // the model split over the cards
            }
        }
        request.upToGpus.reset(); // exactly this many
        if (auto candidate = best(search, request)) {
            return buying(WayOutKind::MoreGpus, request, *candidate);
        }
    }
    return std::nullopt;
}

/// The cheaper of two offers that hold the work: the lower price an hour; at the same price the
/// faster GPUs, then the provider and instance by name, so the answer never depends on row order.
/// The cheaper instance per hour (the faster on a tie); an instance whose vendor has no measurement
/// for the task comes after every measured one unless `specificationOnlyAllowed`.
bool cheaperCloud(const CloudCandidate& a, const CloudCandidate& b, bool specificationOnlyAllowed) {
    const double aSpeed = a.relativePerformance * a.offer->gpuCount;
    const double bSpeed = b.relativePerformance * b.offer->gpuCount;
    const bool aLater = a.specificationOnly && !specificationOnlyAllowed;
    const bool bLater = b.specificationOnly && !specificationOnlyAllowed;
    return std::tuple(aLater, a.offer->usdPerHour, -aSpeed, a.offer->provider, a.offer->instance) <
           std::tuple(bLater, b.offer->usdPerHour, -bSpeed, b.offer->provider, b.offer->instance);
}

std::optional<WayOut> cloud(const WayOutSearch& search) {
    std::unordered_map<std::string, const Gpu*> byName;
    for (const Gpu& gpu : search.catalog.gpus) {
        byName.emplace(normalizedName(gpu.name), &gpu);
    }
    const double need = totalNeedGb(search);
    std::optional<CloudCandidate> cheapest;
    for (const CloudOffer* offer : currentCloudOffers(search.catalog.cloudOffers, search.asOf)) {
        const auto found = byName.find(normalizedName(offer->gpuName));
        if (found == byName.end() || offer->gpuCount < 1) {
            continue;
        }
        const Gpu& gpu = *found->second;
        if (!isOfVendor(gpu, search.request.vendors) ||
            !isOffered(gpu, search.asOf, search.request.includeUnsupported) ||
            !runsTaskSoftware(gpu, search.request)) {
            continue;
        }
        const bool holds =
            search.request.llm
                ? planLlm(*search.request.llm, gpu, std::min(offer->gpuCount, maximumLlmGpus)).fits
                : gpu.memoryGb * offer->gpuCount >= need;
        if (!holds) {
            continue;
        }
        CloudCandidate candidate;
        candidate.offer = offer;
        candidate.gpu = &gpu;
        candidate.specificationOnly =
            search.request.measuredVendors.has_value() && !isOfVendor(gpu, *search.request.measuredVendors);
        candidate.relativePerformance = search.model.relative(gpu);
        candidate.usdPerGpuHour = offer->usdPerHour / offer->gpuCount;
        candidate.performancePerDollarHour =
            candidate.usdPerGpuHour > 0 ? candidate.relativePerformance / candidate.usdPerGpuHour : 0;
        if (!cheapest || cheaperCloud(candidate, *cheapest, search.request.allowSpecificationOnly)) {
            cheapest = candidate;
        }
    }
    if (!cheapest) {
        return std::nullopt;
    }
    WayOut way;
    way.kind = WayOutKind::Cloud;
    way.gpuCount = cheapest->offer->gpuCount;
    way.totalMemoryGb = need;
    way.memoryGb = need / way.gpuCount;
    way.rent = cheapest;
    return way;
}

std::optional<WayOut> lowerPrecision(const WayOutSearch& search) {
    const MemoryNeed& need = search.answers.memory;
    const int gpus = candidateCounts(search.request).front();
    if (search.request.llm && inference(*search.request.llm)) {
        const double bits = weightFormatInfo(search.request.llm->weights).bitsPerWeight;
        for (const WeightFormat format : {WeightFormat::Q8_0, WeightFormat::Q4_K_M}) {
            if (weightFormatInfo(format).bitsPerWeight >= bits) {
                continue;
            }
            LlmWorkload lighter = *search.request.llm;
            lighter.weights = format;
            const PickRequest request = llmRequest(search, lighter, gpus);
            if (auto candidate = best(search, request)) {
                WayOut way = buying(WayOutKind::LowerPrecision, request, *candidate);
                way.weights = format;
                return way;
            }
        }
        return std::nullopt;
    }
    if (search.request.llm || !need.model || need.gb || need.useCase) {
        return std::nullopt; // only a model-size need has a precision to lower
    }
    if (need.model->training) {
        // Mixed-precision training keeps an FP32 master copy and FP32 moments: 16 bytes a
        // parameter, as in FP32. Fewer bits to train is adapters on quantised weights (QLoRA).
        return std::nullopt;
    }
    const double display = need.displayGpu ? displayGpuExtraGb : 0;
    for (const Precision precision : {Precision::Fp16, Precision::Int8, Precision::Int4}) {
        if (bytesPerParameter(precision) >= bytesPerParameter(need.model->precision)) {
            continue;
        }
        ModelMemoryQuery lighter = *need.model;
        lighter.precision = precision;
        PickRequest request = search.request;
        request.memoryGb = estimateModelMemory(lighter).totalGb() + display;
        if (auto candidate = best(search, request)) {
            WayOut way = buying(WayOutKind::LowerPrecision, request, *candidate);
            way.precision = precision;
            return way;
        }
    }
    return std::nullopt;
}

/// The fine-tuning run as a language-model workload: the user's own, or a model of the stated
/// size shaped like the nearest preset.
std::optional<LlmWorkload> trainingWorkload(const WayOutSearch& search) {
    const MemoryNeed& need = search.answers.memory;
    if (search.request.llm) {
        if (inference(*search.request.llm)) {
            return std::nullopt;
        }
        return *search.request.llm;
    }
    if (!need.model || !need.model->training || need.gb || need.useCase ||
        search.catalog.llmPresets.empty()) {
        return std::nullopt;
    }
    LlmWorkload workload;
    workload.model = customLlmModel(need.model->parameters, search.catalog.llmPresets);
    workload.task = LlmTask::FullFineTuning;
    workload.contextTokens = adapterContextTokens;
    return workload;
}

std::optional<WayOut> adapters(const WayOutSearch& search) {
    const std::optional<LlmWorkload> run = trainingWorkload(search);
    if (!run) {
        return std::nullopt;
    }
    const int gpus = candidateCounts(search.request).front();
    for (const LlmTask task : {LlmTask::LoRA, LlmTask::QLoRA}) {
        if (run->task == task || (run->task == LlmTask::QLoRA && task == LlmTask::LoRA)) {
            continue; // not lighter than what was asked
        }
        LlmWorkload lighter = *run;
        lighter.task = task;
        // Training is rated by the model's training metric; the planner only decides the fit.
        PickRequest request = llmRequest(search, lighter, gpus);
        if (auto candidate = best(search, request)) {
            WayOut way = buying(WayOutKind::Adapters, request, *candidate);
            way.task = task;
            return way;
        }
    }
    return std::nullopt;
}

std::optional<WayOut> biggerBudget(const WayOutSearch& search) {
    if (!search.request.budgetUsd) {
        return std::nullopt;
    }
    PickRequest request = search.request;
    request.budgetUsd.reset();
    const LivePick pick =
        livePick(search.catalog.gpus, search.prices, search.catalog.systemCosts, search.model, request, {});
    // The cheapest that holds the work; a device rated from its datasheet alone only when no
    // measured vendor's device does (or the user allowed them).
    const bool later = !request.allowSpecificationOnly;
    const auto cheapest =
        std::min_element(pick.candidates.begin(), pick.candidates.end(),
                         [later](const PickCandidate& a, const PickCandidate& b) {
                             return std::pair(later && a.specificationOnly, a.price->priceUsd * a.gpuCount) <
                                    std::pair(later && b.specificationOnly, b.price->priceUsd * b.gpuCount);
                         });
    if (cheapest == pick.candidates.end()) {
        return std::nullopt;
    }
    return buying(WayOutKind::BiggerBudget, request, *cheapest);
}

} // namespace

double llmReferenceTokensPerSecond(const LlmWorkload& workload, const Gpu& reference) {
    Gpu roomy = reference;
    roomy.memoryGb = std::max(reference.memoryGb, 1e6);
    const LlmPlan plan = planLlm(workload, roomy, 1);
    return plan.speed ? plan.speed->decodeTokensPerSecond : 0;
}

std::vector<WayOut> findWaysOut(const WayOutSearch& search) {
    std::vector<WayOut> ways;
    for (const auto find : {moreGpus, cloud, lowerPrecision, adapters, biggerBudget}) {
        if (auto way = find(search)) {
            ways.push_back(*way);
        }
    }
    return ways;
}

} // namespace gpuadvisor
