#pragma once

// The advisor's one answer: the card to buy (or the offer to rent) that the result page puts in
// its headline, with the guide's leaf as the reasoning behind it; and, when nothing meets the
// need, the ways out with their numbers instead of a dead end (issue 19).

#include "gpuadvisor/core/advice/livepick.h"
#include "gpuadvisor/core/advice/memoryneed.h"
#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/llm/llmplanner.h"

#include <optional>
#include <string_view>
#include <vector>

namespace gpuadvisor {

enum class AnswerKind {
    Buy,         ///< Buy `gpuCount` of `buy`.
    Rent,        ///< Rent `rent`.
    NothingFits, ///< No card or offer meets the need: see `waysOut`.
};
std::string_view toString(AnswerKind kind); ///< "buy", "rent", "nothing-fits"

/// A way to do the work when nothing meets the need as asked.
enum class WayOutKind {
    MoreGpus,       ///< Split the model over several cards in one machine, within the budget.
    LowerPrecision, ///< The same model in fewer bits (a smaller precision or weight format).
    Adapters,       ///< Fine-tune low-rank adapters (LoRA, or QLoRA on 4-bit weights).
    BiggerBudget,   ///< The cheapest card (or cards) that hold it, over the budget.
    Cloud,          ///< Rent an instance whose GPUs hold it together.
};
std::string_view toString(WayOutKind kind); ///< "more-gpus", "lower-precision", ...

struct WayOut {
    WayOutKind kind = WayOutKind::MoreGpus;
    int gpuCount = 1;         ///< Cards bought, or GPUs of the rented instance.
    double memoryGb = 0;      ///< What each card must hold this way.
    double totalMemoryGb = 0; ///< What the work needs on all cards together this way.
    std::optional<PickCandidate> buy{};
    std::optional<CloudCandidate> rent{};
    std::optional<Precision> precision{};  ///< LowerPrecision of a model-size need.
    std::optional<WeightFormat> weights{}; ///< LowerPrecision of a language model.
    std::optional<LlmTask> task{};         ///< Adapters: LoRA or QLoRA.
};

struct AdvisorAnswer {
    AnswerKind kind = AnswerKind::NothingFits;
    std::optional<PickCandidate> buy{}; ///< Buy: the first of the live ranking.
    int gpuCount = 1;
    std::optional<CloudCandidate> rent{}; ///< Rent: the first of the cloud ranking.
    /// The guide's card at these prices (the best-placed of the leaf's cards), when the leaf names
    /// one; the reasoning compares the answer with it.
    std::optional<GuideAssessment> guide{};
    /// The answer is the guide's own card in the guide's condition.
    bool guideCardIsAnswer = false;
    /// How much more performance per dollar the answer gives than the guide's card (0.31 = 31 %
    /// more); 0 when the guide's card is the answer or has no price.
    double advantageOverGuide = 0;
    /// When nothing fits, every way out found, best first (the same work first: more cards, the
    /// cloud; then lighter work). Empty otherwise.
    std::vector<WayOut> waysOut;

    /// The card (and count) Compare and Build open with: the answer's, else the first way out
    /// that buys cards; nullptr when there is none.
    const PickCandidate* cardsToOpen(int* count = nullptr) const;
};

} // namespace gpuadvisor
