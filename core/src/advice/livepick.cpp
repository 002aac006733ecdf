#include "gpuadvisor/core/advice/livepick.h"

#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/cost/ranking.h"
#include "gpuadvisor/core/model/scaling.h"

#include "catalog/textutil.h"

#include <algorithm>
#include <map>
#include <string>
#include <tuple>
#include <unordered_map>

namespace gpuadvisor {
namespace {

bool segmentAllowed(const Gpu& gpu, const PickRequest& request) {
    switch (gpu.segment) {
    case Segment::Consumer:
        return request.allowConsumer;
    case Segment::Datacenter:
        return request.allowDatacenter;
    case Segment::Workstation:
        return true;
    }
    return true;
}

/// Whether `count` of the card can do the work: hold the language model on them, or have the
/// memory asked for (each, or together when the memory is the job's total).
bool holdsTheWork(const Gpu& gpu, const PickRequest& request, int count) {
    if (gpu.isSystem() && count > 1) {
        return false; // a whole computer is one machine, not a card to put beside another
    }
    if (request.llm) {
        return planLlm(*request.llm, gpu, count).fits;
    }
    return gpu.memoryGb * (request.memoryIsTotal ? count : 1) >= request.memoryGb;
}

bool ratedFromSpecificationsOnly(const Gpu& gpu, const PickRequest& request) {
    return request.measuredVendors && !isOfVendor(gpu, *request.measuredVendors);
}

/// Whether the pick can rate the device: a language model's decode speed needs only its memory
/// bandwidth, every other metric its compute figures.
bool rateable(const Gpu& gpu, const PickRequest& request) {
    return (request.llm && request.llm->task == LlmTask::Inference) || gpu.hasComputeFigures();
}

bool withinBudget(const PriceObservation& price, const PickRequest& request, int count) {
    return !request.budgetUsd || price.priceUsd * count <= *request.budgetUsd;
}

bool coolerAllowed(const Gpu& gpu, const PickRequest& request) {
    // SXM and OAM modules sit on a server baseboard under its own airflow; a whole computer (a
    // Mac Studio) is no server part.
    return !request.serverCoolingOnly || gpu.deviceKind == DeviceKind::Module ||
           gpu.cooler == Cooler::Blower || gpu.cooler == Cooler::Passive;
}

class CandidateMaker {
public:
    CandidateMaker(const PerformanceModel& model, const PickRequest& request,
                   std::span<const SystemBaseCost> systemCosts)
        : m_model(model)
        , m_request(request) {
        // Without a base cost for the count the cards alone are compared; still a fair ranking.
        for (const int count : candidateCounts(request)) {
            m_systems[count] =
                systemBaseCostFor(systemCosts, count).value_or(SystemBaseCost{count, 0, 0, {}});
        }
    }

    PickCandidate make(const Gpu& gpu, const PriceObservation& price, int count) const {
        PickCandidate candidate;
        candidate.gpu = &gpu;
        candidate.price = &price;
        candidate.gpuCount = count;
        candidate.specificationOnly = ratedFromSpecificationsOnly(gpu, m_request);
        if (m_request.llm && m_request.llm->task == LlmTask::Inference) {
            // Decode speed is the language model's measure; the reference makes it relative.
            // Fine-tuning has no decode speed: it is rated by the model's training metric.
            const LlmPlan plan = planLlm(*m_request.llm, gpu, count);
            candidate.llmTokensPerSecond = plan.speed ? plan.speed->decodeTokensPerSecond : 0;
            const LlmWorkload& work = *m_request.llm;
            candidate.llmPromptTokens = work.promptTokens > 0 ? work.promptTokens : work.contextTokens;
            candidate.llmTimeToFirstTokenSeconds = plan.speed ? plan.speed->timeToFirstTokenSeconds : 0;
            candidate.llmOffloadRamGiB = plan.offloaded() ? plan.offload->ramHeldGiB : 0;
            const double reference = m_request.llmReferenceTokensPerSecond;
            candidate.relativePerformance = reference > 0 ? candidate.llmTokensPerSecond / reference : 0;
        } else {
            candidate.relativePerformance =
                m_model.relative(gpu) * multiGpuSpeedup(count, scalingClassOf(gpu), m_model.query().workload);
        }
        const auto system = m_systems.find(count);
        candidate.cost =
            ownershipCost(gpu, price.priceUsd, count,
                          system != m_systems.end() ? system->second : SystemBaseCost{count, 0, 0, {}},
                          m_request.ownership);
        const double total = candidate.cost.totalUsd();
        candidate.performancePerDollar = total > 0 ? candidate.relativePerformance / total : 0;
        return candidate;
    }

    /// Of the counts that hold the work within the budget, the one with the best perf/$ (the
    /// fewer cards on a tie). `held` and `affordable` say whether any count held the work, and
    /// whether any that held it was within the budget.
    std::optional<PickCandidate> best(const Gpu& gpu, const PriceObservation& price, bool* held,
                                      bool* affordable) const {
        std::optional<PickCandidate> chosen;
        for (const int count : candidateCounts(m_request)) {
            if (!holdsTheWork(gpu, m_request, count)) {
                continue;
            }
            *held = true;
            if (!withinBudget(price, m_request, count)) {
                continue;
            }
            *affordable = true;
            PickCandidate candidate = make(gpu, price, count);
            if (!chosen || candidate.performancePerDollar > chosen->performancePerDollar) {
                chosen = candidate;
            }
        }
        return chosen;
    }

private:
    const PerformanceModel& m_model;
    const PickRequest& m_request;
    std::map<int, SystemBaseCost> m_systems;
};

GuideAssessment assess(const GuideCard& card, std::span<const Gpu> gpus, const PriceBook& prices,
                       const CandidateMaker& maker, const PickRequest& request, double bestPerDollar) {
    GuideAssessment assessment{card, GuideVerdict::NotInCatalog, std::nullopt, 0};
    const Gpu* gpu = findGpu(gpus, card.gpu);
    if (gpu == nullptr) {
        return assessment;
    }
    const PriceObservation* price = prices.latest(gpu->name, card.condition, request.asOf);
    bool held = false;
    bool affordable = false;
    if (price != nullptr) {
        // At its best count. Over the budget it is shown at the fewest cards that hold the work,
        // so the answer can say what that many would cost; a card nothing holds, at the fewest.
        assessment.candidate = maker.best(*gpu, *price, &held, &affordable);
        if (!assessment.candidate) {
            const std::vector<int> counts = candidateCounts(request);
            const auto holding = std::find_if(counts.begin(), counts.end(),
                                              [&](int count) { return holdsTheWork(*gpu, request, count); });
            assessment.candidate =
                maker.make(*gpu, *price, holding != counts.end() ? *holding : counts.front());
        }
        if (bestPerDollar > 0) {
            assessment.shareOfBest = assessment.candidate->performancePerDollar / bestPerDollar;
        }
    } else {
        for (const int count : candidateCounts(request)) {
            held = held || holdsTheWork(*gpu, request, count);
        }
    }
    if (!isOffered(*gpu, request.asOf, request.includeUnsupported)) {
        assessment.verdict = GuideVerdict::Unsupported;
    } else if (!held) {
        assessment.verdict = GuideVerdict::TooLittleMemory;
    } else if (!segmentAllowed(*gpu, request) || !coolerAllowed(*gpu, request) ||
               !isOfVendor(*gpu, request.vendors) ||
               (card.condition == Condition::Used && !request.allowUsed)) {
        assessment.verdict = GuideVerdict::Excluded;
    } else if (price == nullptr) {
        assessment.verdict = GuideVerdict::NoPrice;
    } else if (!affordable) {
        assessment.verdict = GuideVerdict::OverBudget;
    } else {
        assessment.verdict =
            assessment.shareOfBest >= poorDealShare ? GuideVerdict::GoodDeal : GuideVerdict::PoorDeal;
    }
    return assessment;
}

} // namespace

PerformanceQuery queryForAnswers(const FlowAnswers& answers, bool accept8Bit) {
    PerformanceQuery query;
    if (answers.organization.value_or(false)) {
        query.metric = Metric::Training16;
        query.workload = Workload::Transformer;
    } else if (answers.train.value_or(true)) {
        query.metric = Metric::Training16;
        query.workload = answers.transformers.value_or(true) ? Workload::Transformer : Workload::Cnn;
    } else {
        query.metric = accept8Bit ? Metric::Inference8 : Metric::Inference16;
        query.workload = answers.llms.value_or(true) ? Workload::Transformer : Workload::Cnn;
    }
    return query;
}

std::string_view toString(GuideVerdict verdict) {
    switch (verdict) {
    case GuideVerdict::GoodDeal:
        return "good-deal";
    case GuideVerdict::PoorDeal:
        return "poor-deal";
    case GuideVerdict::TooLittleMemory:
        return "too-little-memory";
    case GuideVerdict::OverBudget:
        return "over-budget";
    case GuideVerdict::Excluded:
        return "excluded";
    case GuideVerdict::Unsupported:
        return "unsupported-software";
    case GuideVerdict::NoPrice:
        return "no-price";
    case GuideVerdict::NotInCatalog:
        return "not-in-catalog";
    }
    return "";
}

LivePick livePick(std::span<const Gpu> gpus, const PriceBook& prices,
                  std::span<const SystemBaseCost> systemCosts, const PerformanceModel& model,
                  const PickRequest& request, std::span<const GuideCard> guideCards) {
    LivePick pick;
    const CandidateMaker maker(model, request, systemCosts);
    for (const Gpu& gpu : gpus) {
        if (!segmentAllowed(gpu, request) || !coolerAllowed(gpu, request)) {
            continue;
        }
        if (!isOfVendor(gpu, request.vendors)) {
            ++pick.otherVendors;
            continue;
        }
        if (!isOffered(gpu, request.asOf, request.includeUnsupported)) {
            ++pick.unsupported;
            continue;
        }
        if (!runsTaskSoftware(gpu, request)) {
            ++pick.withoutTaskSoftware;
            continue;
        }
        if (!rateable(gpu, request)) {
            ++pick.unrated;
            continue;
        }
        bool held = false;
        for (const int count : candidateCounts(request)) {
            held = held || holdsTheWork(gpu, request, count);
        }
        if (!held) {
            ++pick.tooLittleMemory;
            continue;
        }
        bool priced = false;
        for (const Condition condition : {Condition::New, Condition::Used}) {
            // SXM modules are sold inside HGX/DGX servers, not second-hand one by one.
            if (condition == Condition::Used &&
                (!request.allowUsed || gpu.deviceKind == DeviceKind::Module)) {
                continue;
            }
            const PriceObservation* price = prices.latest(gpu.name, condition, request.asOf);
            if (price == nullptr) {
                continue;
            }
            priced = true;
            bool affordable = false;
            std::optional<PickCandidate> candidate = maker.best(gpu, *price, &held, &affordable);
            if (!candidate) {
                ++pick.overBudget;
                continue;
            }
            pick.candidates.push_back(*candidate);
        }
        pick.unpriced += priced ? 0 : 1;
    }
    // A device rated from its datasheet alone may look better than any measured one; it does not
    // become the pick on paper while a measured vendor's device qualifies.
    const bool measuredFirst = !request.allowSpecificationOnly;
    std::sort(pick.candidates.begin(), pick.candidates.end(),
              [measuredFirst](const PickCandidate& a, const PickCandidate& b) {
                  if (measuredFirst && a.specificationOnly != b.specificationOnly) {
                      return b.specificationOnly;
                  }
                  if (a.performancePerDollar != b.performancePerDollar) {
                      return a.performancePerDollar > b.performancePerDollar;
                  }
                  if (a.gpu->name != b.gpu->name) {
                      return naturalLess(a.gpu->name, b.gpu->name);
                  }
                  return a.condition() < b.condition();
              });
    const double best = pick.candidates.empty() ? 0 : pick.candidates.front().performancePerDollar;
    pick.specificationOnlyAhead = static_cast<int>(
        std::count_if(pick.candidates.begin(), pick.candidates.end(), [best](const PickCandidate& c) {
            return c.specificationOnly && c.performancePerDollar > best;
        }));
    for (const GuideCard& card : guideCards) {
        pick.guide.push_back(assess(card, gpus, prices, maker, request, best));
    }
    return pick;
}

SoftwareNeed softwareNeedOf(const PickRequest& request) {
    return request.llm && request.llm->task == LlmTask::Inference ? SoftwareNeed::LlamaCpp
                                                                  : SoftwareNeed::PyTorch;
}

bool runsTaskSoftware(const Gpu& gpu, const PickRequest& request) {
    return cardSupport(gpu, request.asOf).unsupported() || runsSoftwareFor(gpu, softwareNeedOf(request));
}

std::vector<int> candidateCounts(const PickRequest& request) {
    if (!request.upToGpus) {
        return {std::max(request.gpuCount, 1)};
    }
    std::vector<int> counts;
    for (int count = 1; count <= std::clamp(*request.upToGpus, 1, maxGpusPerMachine); ++count) {
        counts.push_back(count);
    }
    return counts;
}

std::vector<const CloudOffer*> currentCloudOffers(std::span<const CloudOffer> offers, Date asOf) {
    // The newest observation of each (provider, instance) on or before the day; later rows win ties.
    std::map<std::pair<std::string, std::string>, const CloudOffer*> newest;
    const auto oldest = std::chrono::sys_days(asOf) - std::chrono::days(cloudOfferMaxAgeDays);
    for (const CloudOffer& offer : offers) {
        if (asOf < offer.observedOn || std::chrono::sys_days(offer.observedOn) < oldest) {
            continue;
        }
        const CloudOffer*& slot = newest[{offer.provider, offer.instance}];
        if (slot == nullptr || !(offer.observedOn < slot->observedOn)) {
            slot = &offer;
        }
    }
    std::vector<const CloudOffer*> current;
    for (const auto& entry : newest) {
        current.push_back(entry.second);
    }
    return current;
}

std::vector<CloudCandidate> rankCloudOffers(std::span<const Gpu> gpus, std::span<const CloudOffer> offers,
                                            const PerformanceModel& model, double memoryGb, Date asOf,
                                            std::span<const std::string_view> providers, bool memoryIsTotal,
                                            const PickRequest* request) {
    std::unordered_map<std::string, const Gpu*> byName;
    for (const Gpu& gpu : gpus) {
        byName.emplace(normalizedName(gpu.name), &gpu);
    }
    std::vector<CloudCandidate> ranked;
    for (const CloudOffer* offer : currentCloudOffers(offers, asOf)) {
        if (!providers.empty() &&
            std::none_of(providers.begin(), providers.end(),
                         [offer](std::string_view p) { return equalsIgnoringCase(p, offer->provider); })) {
            continue;
        }
        const auto gpu = byName.find(normalizedName(offer->gpuName));
        if (gpu == byName.end() || offer->gpuCount < 1 ||
            gpu->second->memoryGb * (memoryIsTotal ? offer->gpuCount : 1) < memoryGb ||
            cardSupport(*gpu->second, asOf).unsupported()) {
            continue;
        }
        if (request != nullptr &&
            (!isOfVendor(*gpu->second, request->vendors) || !runsTaskSoftware(*gpu->second, *request))) {
            continue;
        }
        CloudCandidate candidate;
        candidate.offer = offer;
        candidate.gpu = gpu->second;
        candidate.specificationOnly =
            request != nullptr && ratedFromSpecificationsOnly(*gpu->second, *request);
        candidate.relativePerformance = model.relative(*gpu->second);
        candidate.usdPerGpuHour = offer->usdPerHour / offer->gpuCount;
        candidate.performancePerDollarHour =
            candidate.usdPerGpuHour > 0 ? candidate.relativePerformance / candidate.usdPerGpuHour : 0;
        ranked.push_back(candidate);
    }
    const bool measuredFirst = request != nullptr && !request->allowSpecificationOnly;
    std::stable_sort(ranked.begin(), ranked.end(),
                     [measuredFirst](const CloudCandidate& a, const CloudCandidate& b) {
                         if (measuredFirst && a.specificationOnly != b.specificationOnly) {
                             return b.specificationOnly;
                         }
                         const bool aFree = a.usdPerGpuHour <= 0;
                         const bool bFree = b.usdPerGpuHour <= 0;
                         if (aFree != bFree) {
                             return aFree;
                         }
                         return a.performancePerDollarHour > b.performancePerDollarHour;
                     });
    return ranked;
}

} // namespace gpuadvisor
