#pragma once

// The live pick after the flowchart (seed fact R3): the catalog's cards that have the memory,
// fit the budget and suit the buyer, ranked by performance per dollar of ownership for the
// chosen metric, with the guide's own pick judged against today's prices.

#include "gpuadvisor/core/advice/flowchart.h"
#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/pricebook.h"
#include "gpuadvisor/core/catalog/softwaresupport.h"
#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/core/model/performance.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gpuadvisor {

/// A guide pick below this share of the best live perf/$ is called a poor deal; the guide's own
/// 2023 picks were all within 20 % of the best card at their prices (R1, R3).
inline constexpr double poorDealShare = 0.8;

/// What the live pick ranks by, from the answers (R3 step 2): training rates 16-bit training;
/// running models rates 8-bit inference when the user accepts 8-bit, else 16-bit inference.
/// Transformers and LLMs use the Transformer workload, other models the conv-net one.
PerformanceQuery queryForAnswers(const FlowAnswers& answers, bool accept8Bit);

/// The metric and workload are the model's (PerformanceModel::query()).
struct PickRequest {
    double memoryGb = 0;             ///< Per GPU; the whole job's with memoryIsTotal.
    std::optional<double> budgetUsd; ///< For all the cards of a candidate; none = no limit.
    int gpuCount = 1;                ///< Counts below 1 count as 1.
    /// Consider 1 to this many cards of each type (the machine's most, B12) instead of exactly
    /// gpuCount, and keep for each card and condition the count with the best performance per
    /// dollar (the fewer cards on a tie): two RTX 3090 then compete with one 48 GB card without
    /// the user guessing a count. Only work that can be split over cards should ask for it.
    std::optional<int> upToGpus{};
    /// memoryGb is what the job needs on all its cards together, not on each: a model split by
    /// layers, or full fine-tuning with weights, gradients and optimizer states sharded over the
    /// cards (ZeRO-3, FSDP). n cards qualify when n x their memory holds it.
    bool memoryIsTotal = false;
    /// Only cards a server chassis can cool when packed side by side: blower, passive and SXM
    /// (an organisation's 4-8 GPU servers; open-air cards overheat stacked, B5).
    bool serverCoolingOnly = false;
    bool allowUsed = true;       ///< Consider used prices too (the guide recommends used cards).
    bool allowConsumer = true;   ///< GeForce cards; organisations' data centres may not use them (R7).
    bool allowDatacenter = true; ///< Passive server cards.
    /// Cards no current framework runs on (softwaresupport.h, as of asOf) are left out unless the
    /// user switched them on.
    bool includeUnsupported = false;
    /// Only devices of these vendors ("NVIDIA", "AMD", "Intel", "Apple"; any case); empty = every
    /// vendor. Whatever the list, a device must run the task's software (runsSoftwareFor): a
    /// maintained PyTorch build, or a llama.cpp backend for language-model inference.
    std::vector<std::string> vendors{};
    /// The vendors with a measurement of what the pick ranks by (vendorsMeasuring()). Devices of
    /// any other vendor are rated from their specifications alone: they are marked
    /// specificationOnly and ranked after every measured vendor's device, so they are never the
    /// pick while a measured device qualifies, unless allowSpecificationOnly. nullopt = the caller
    /// has no measurements: nothing is marked.
    std::optional<std::vector<std::string>> measuredVendors{};
    /// Rank specification-only devices with the rest, by their estimate alone.
    bool allowSpecificationOnly = false;
    Date asOf{};
    OwnershipAssumptions ownership;
    /// A language model to run or fine-tune: a card qualifies when it fits on gpuCount of them (not
    /// by memoryGb); for inference its relative performance is its decode tokens/s over the
    /// reference's, fine-tuning is rated by the performance model.
    std::optional<LlmWorkload> llm{};
    double llmReferenceTokensPerSecond = 0;
};

/// A card at one price: new or used.
struct PickCandidate {
    const Gpu* gpu = nullptr;
    const PriceObservation* price = nullptr;
    int gpuCount = 1;               ///< Cards of this type in the machine.
    double relativePerformance = 0; ///< gpuCount cards against one reference card.
    OwnershipCost cost;
    double performancePerDollar = 0; ///< relativePerformance per dollar of ownership.
    double llmTokensPerSecond = 0;   ///< Decode tokens/s of the gpuCount cards, for a language model.
    /// For a language model: the prompt the time to first token is for, and that time (0 when the
    /// prompt speed is unknown: no FP32 figure).
    int llmPromptTokens = 0;
    double llmTimeToFirstTokenSeconds = 0;
    /// GB of the language model kept in the computer's RAM (LlmPlan::offloaded); 0 when all on the GPUs.
    double llmOffloadRamGiB = 0;
    /// No device of its vendor has a measurement of what the pick ranks by: the estimate rests on
    /// the datasheet alone (PickRequest::measuredVendors), with specificationOnlyTypicalError().
    bool specificationOnly = false;
    Condition condition() const { return price->condition; }
};

/// How the guide's pick fares in the live ranking.
enum class GuideVerdict {
    GoodDeal,        ///< Qualifies and is within poorDealShare of the best.
    PoorDeal,        ///< Qualifies, but below poorDealShare of the best perf/$.
    TooLittleMemory, ///< Has less memory than the need.
    OverBudget,      ///< Its cards cost more than the budget.
    Excluded,        ///< Its segment or condition was left out by the request.
    Unsupported,     ///< Current software no longer runs on it (left out by default).
    NoPrice,         ///< The catalog has no price for it in that condition by the as-of day.
    NotInCatalog,    ///< The catalog has no such card.
};
std::string_view toString(GuideVerdict verdict); ///< "good-deal", "poor-deal", ...

struct GuideAssessment {
    GuideCard card;
    GuideVerdict verdict = GuideVerdict::NotInCatalog;
    std::optional<PickCandidate> candidate; ///< Its ranking entry, when it has a price.
    double shareOfBest = 0;                 ///< Its perf/$ over the best candidate's; 0 without.
};

struct LivePick {
    std::vector<PickCandidate> candidates; ///< Best perf/$ first; the first is the pick.
    std::vector<GuideAssessment> guide;    ///< One per guide card asked about.
    int tooLittleMemory = 0;               ///< Cards left out for memory.
    int overBudget = 0;                    ///< Card prices left out for the budget.
    int unpriced = 0;                      ///< Cards with enough memory but no price.
    int unsupported = 0;                   ///< Cards left out: current software no longer runs on them.
    /// Devices left out because the task's software does not run on them (runsSoftwareFor).
    int withoutTaskSoftware = 0;
    int otherVendors = 0; ///< Devices left out by PickRequest::vendors.
    int unrated = 0;      ///< Devices without the datasheet figures the performance model needs.
    /// Candidates rated from specifications alone that rate better per dollar than the pick:
    /// ranked after it because their vendor has no measurement (PickRequest::measuredVendors).
    int specificationOnlyAhead = 0;
};

/// Ranks every (card, condition) that has a price on or before the as-of day and meets the
/// request (used SXM modules are never candidates: they are sold in servers); judges each of
/// `guideCards`. The candidates point into `gpus` and `prices`.
LivePick livePick(std::span<const Gpu> gpus, const PriceBook& prices,
                  std::span<const SystemBaseCost> systemCosts, const PerformanceModel& model,
                  const PickRequest& request, std::span<const GuideCard> guideCards);

/// The software the request's task needs: llama.cpp for language-model inference, else PyTorch.
SoftwareNeed softwareNeedOf(const PickRequest& request);

/// Whether the task's software runs on the device. A card no current software runs at all is the
/// support rule's to leave out or include (isOffered), so it is not refused twice.
bool runsTaskSoftware(const Gpu& gpu, const PickRequest& request);

/// The cards the request may take of a card: exactly gpuCount, or 1 to upToGpus.
std::vector<int> candidateCounts(const PickRequest& request);

/// A cloud offer ranked for the task: newest offer per (provider, instance) by the as-of day.
struct CloudCandidate {
    const CloudOffer* offer = nullptr;
    const Gpu* gpu = nullptr;
    double relativePerformance = 0; ///< One of the offer's GPUs against the reference.
    double usdPerGpuHour = 0;
    double performancePerDollarHour = 0; ///< 0 for free offers (they rank first by price).
    /// Its GPU's vendor has no measurement of the task (PickCandidate::specificationOnly).
    bool specificationOnly = false;
};

/// Cloud offers older than this (before the as-of day) are stale: clouds reprice every year or two.
inline constexpr int cloudOfferMaxAgeDays = 3 * 365;

/// The newest observation of each (provider, instance) seen on or before `asOf` and within
/// cloudOfferMaxAgeDays of it (of two on one day, the later row), by provider and instance.
/// The pointers point into `offers`.
std::vector<const CloudOffer*> currentCloudOffers(std::span<const CloudOffer> offers, Date asOf);

/// Cloud offers seen within cloudOfferMaxAgeDays before `asOf` whose GPUs have at least
/// `memoryGb` each (with `memoryIsTotal`: together, as an 8-GPU instance holds a job sharded over
/// its 8 GPUs) and run current software (softwaresupport.h), cheapest per unit of performance first
/// (free offers first). `providers`, when not empty, keeps only those providers (ASCII case
/// ignored). Offers for cards not in `gpus` are skipped. With `request`, offers of its vendors only
/// whose GPUs run its task's software; those its measuredVendors do not cover are marked
/// specificationOnly and ranked after the rest unless it allows them.
std::vector<CloudCandidate> rankCloudOffers(std::span<const Gpu> gpus, std::span<const CloudOffer> offers,
                                            const PerformanceModel& model, double memoryGb, Date asOf,
                                            std::span<const std::string_view> providers = {},
                                            bool memoryIsTotal = false, const PickRequest* request = nullptr);

} // namespace gpuadvisor
