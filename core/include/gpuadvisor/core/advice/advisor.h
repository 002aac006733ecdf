#pragma once

// The whole recommendation: the flowchart walk (R13), the memory need (M1-M3), the live pick
// (R3) beside the guide's pick, cloud offers where the leaf says rent, and scale advice for
// organisations (R5, R10, R11). The wizard and `gpu-advisor-cli recommend` both call this.

#include "gpuadvisor/core/advice/advisoranswer.h"
#include "gpuadvisor/core/advice/flowchart.h"
#include "gpuadvisor/core/advice/livepick.h"
#include "gpuadvisor/core/advice/memoryneed.h"
#include "gpuadvisor/core/advice/scaleadvice.h"
#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/core/model/measured.h"

#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace gpuadvisor {

/// How the user states the memory they need; the first one set wins, in this order.
struct MemoryNeed {
    std::optional<double> gb;              ///< Stated directly.
    std::optional<UseCase> useCase;        ///< From the guides' table.
    std::optional<ModelMemoryQuery> model; ///< From a model's size.
    /// A language model to run or fine-tune: the LLM planner decides which cards (and how many)
    /// hold it, and the live pick ranks them by decode tokens/s per dollar.
    std::optional<LlmWorkload> llm;
    bool displayGpu = false; ///< The card also drives the display: +2 GB (M3).
};

/// Where the need came from.
enum class MemorySource { Stated, UseCase, Model, LanguageModel, PathDefault };

/// Everything the advisor asks.
struct AdvisorAnswers {
    FlowAnswers flow;
    MemoryNeed memory;
    /// R3 step 2: rate 8-bit inference instead of 16-bit. Implied when the memory comes from a
    /// model run (not trained) in 8 or 4 bits.
    bool accept8Bit = false;
    bool allowUsed = true; ///< Individuals only; organisations buy new.
    /// Individuals with work that can be split over cards (a language model): consider 1 to a
    /// workstation's 4 cards (B12) of each type and let the pick say the count, instead of exactly
    /// flow.gpuCount (which still answers the flowchart's budget questions).
    bool chooseGpuCount = false;
    /// Organisations: the GPUs of the whole cluster, for R5 / R10 advice.
    std::optional<int> clusterGpus;
    /// GeForce cards allowed in the organisation's machines (R7: not in data centres, unless the
    /// licence allows; universities can ask).
    bool consumerCardsAllowed = false;
    /// Organisations: the share of time the cluster is busy, for the cost of ownership (a shared
    /// cluster runs far more than one person's desktop); none = the settings' utilisation.
    std::optional<double> clusterUtilization{};
    /// Offer cards that current software no longer runs on (softwaresupport.h); off by default.
    bool includeUnsupported = false;
    /// The vendors to consider ("NVIDIA", "AMD", "Intel", "Apple"); empty = every vendor whose
    /// software runs the task (PickRequest::vendors).
    std::vector<std::string> vendors{};
    /// Let a device rated from its datasheet alone (no measurement of its vendor for the task) be
    /// the pick; off by default, so the pick rests on a measured vendor (PickRequest).
    bool allowSpecificationOnly = false;
};

/// The catalog the advisor reads.
struct AdvisorCatalog {
    std::span<const Gpu> gpus;
    const PriceBook* prices = nullptr;
    std::span<const SystemBaseCost> systemCosts;
    std::span<const CloudOffer> cloudOffers;
    /// Language-model shapes, for fine-tuning a model of a stated size with adapters (a way out).
    std::span<const LlmModel> llmPresets{};
    /// Measured results: which vendors' estimates a measurement backs (vendorsMeasuring). Without
    /// any, every device counts as rated from its datasheet alone.
    std::span<const BenchmarkResult> measurements{};
};

/// The best cards for an organisation's cluster nodes today, new prices, with the memory asked:
/// what the cluster advice names instead of the 2020 guide's cards (R5, R10).
struct ClusterCards {
    std::optional<PickCandidate> consumer{}; ///< GeForce cards, where the licence allows them (R7).
    std::optional<PickCandidate> server{};   ///< Data-centre and workstation cards.
};

struct Recommendation {
    FlowWalk walk;
    double memoryGb = 0; ///< Per GPU (each one's share when memoryIsTotal), display extra included.
    /// The need is the job's total, split over memoryGpus cards (memoryIsTotal()); else each card
    /// must hold memoryGb.
    bool memoryIsTotal = false;
    double totalMemoryGb = 0; ///< The job's total; memoryGb when it does not split.
    int memoryGpus = 1;       ///< The cards memoryGb is a share for: the pick's count.
    MemorySource memorySource = MemorySource::PathDefault;
    std::optional<ModelMemoryEstimate> modelEstimate; ///< When the need came from a model size.
    std::optional<LlmPlan> llmPlan; ///< The language model on the pick's cards, when the need came from one.
    PerformanceQuery query;         ///< What the live pick ranks by.
    LivePick pick;                  ///< Set once the walk reaches a leaf that buys cards.
    std::vector<CloudCandidate> cloud;    ///< Cloud offers, for leaves that rent, read the guide or give up.
    std::optional<ClusterAdvice> cluster; ///< For organisations with a cluster size.
    ClusterCards clusterCards;            ///< With `cluster`.
    bool fourSteps = false;               ///< Show the four-step method (R14).
    /// The costs the ranking used: the settings' ownership, with an organisation's utilisation.
    OwnershipAssumptions ownership;
    /// The one answer: what the headline says to buy or rent, or the ways out. Set once the walk
    /// is complete.
    AdvisorAnswer answer;
};

/// The memory a path needs when the user says nothing: Transformers and LLMs 24 GB (M1), other
/// work 8 GB (M3's "8 GB is better"), plus the display extra.
double defaultMemoryGb(const FlowAnswers& answers);

/// The need per GPU and where it came from. A language model's need is its planner estimate on
/// the path's GPU count, shared equally (what each card must hold).
std::pair<double, MemorySource> memoryNeedGb(const MemoryNeed& need, const FlowAnswers& answers);

/// Whether the memory need is the whole job's, split over the machine's cards rather than held by
/// each: a language model (split by layers; its fine-tuning state sharded over the cards), or an
/// organisation training a model of a stated size (full fine-tuning with the weights, gradients
/// and optimizer states sharded over the node's GPUs, as ZeRO-3 and FSDP do).
bool memoryIsTotal(const AdvisorAnswers& answers, MemorySource source);

/// The most cards of one type the answers let the pick consider; none = exactly flow.gpuCount.
std::optional<int> upToGpusFor(const AdvisorAnswers& answers, MemorySource source);

/// The cards of `gpuCount` machines' share of an organisation's budget for the whole cluster:
/// `budgetUsd` x gpuCount / clusterGpus (the whole budget without a cluster size).
double machineBudgetUsd(double budgetUsd, int gpuCount, std::optional<int> clusterGpus);

/// Runs the advisor. `reference` scores 1.0 (the guide's charts use H100 SXM). Prices are the
/// newest on or before `asOf`. While the walk is incomplete only `walk` and the memory are set.
Recommendation recommend(const AdvisorAnswers& answers, const AdvisorCatalog& catalog, const Gpu& reference,
                         Date asOf, const OwnershipAssumptions& ownership);

} // namespace gpuadvisor
