#pragma once

// The 2023 guide's recommendation flowchart (seed fact R13) as data, and a pure walk over it.
//
// Every question is a yes/no question. "Is X within your budget?" questions are answered from the
// user's budget and the catalog's newest price of X, unless the user answered them directly. The
// walk stops at a leaf (what to buy or rent, and why) or at the first question still unanswered.

#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/enums.h"
#include "gpuadvisor/core/catalog/pricebook.h"

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace gpuadvisor {

/// The kinds of question the flowchart asks.
enum class FlowQuestion {
    Organization,  ///< Buying for an organisation (lab, startup, company) rather than for yourself?
    LargeLlms,     ///< (organisation) Training large language models of 13B parameters or more?
    Rich,          ///< (organisation) Is money hardly a constraint?
    MiddleBudget,  ///< (organisation, large LLMs, not rich) Is there a middle-sized budget?
    Train,         ///< (individual) Do you plan to train models (not only run them)?
    Transformers,  ///< (individual, training) Mostly Transformers?
    Llms,          ///< (individual, not training) Do you run large language models?
    WithinBudget,  ///< Is the card the node names within your budget (for all your GPUs)?
    SmallDatasets, ///< Only small datasets, or data you can stream?
};

/// The flowchart's 23 leaves, in the order a depth-first walk (yes before no) meets them.
enum class FlowLeaf {
    OrgLlmAzure,           ///< Rich organisation training 13B+ LLMs: Azure A100/H100.
    OrgLlmAws,             ///< Middle budget: AWS A100/H100.
    OrgLlmDoSomethingElse, ///< Small budget for 13B+ LLMs: do something else.
    OrgH100,               ///< Rich organisation, other models: H100 SXM servers.
    OrgServerMix,          ///< Otherwise: ~80 % RTX 6000 Ada (or L40) + ~20 % H100.
    TrainTransformersRtx4090,
    TrainTransformersUsedRtx3090,
    TrainTransformersGiveUp, ///< Not even a used RTX 3090 fits the budget.
    TrainOtherRtx4080,
    TrainOtherRtx4070Ti,
    TrainOtherUsedRtx2080Ti,
    TrainOtherUsedRtx3060,
    TrainOtherRent,      ///< Small or streamed datasets: rent cloud GPUs.
    TrainOtherReadGuide, ///< Large datasets, tiny budget: it is complicated.
    LlmRtx4090,
    LlmUsedRtx3090,
    LlmRent,
    LlmReadGuide,
    InferenceRtx4070TiOr4080,
    InferenceUsedRtx2080Ti,
    InferenceUsedRtx3060,
    InferenceRent,
    InferenceReadGuide,
};
inline constexpr int flowLeafCount = 23; // R13

/// What a leaf tells the user to do.
enum class LeafAction {
    Buy,             ///< Buy the leaf's card (any one of its cards).
    BuyServerMix,    ///< Buy servers, mixing the leaf's cards by their shares.
    RentCloud,       ///< Rent GPUs from the leaf's providers.
    DoSomethingElse, ///< The goal does not fit the budget.
    ReadGuide,       ///< No simple answer: follow the four-step method (R14).
};

/// A card the guide names at a leaf or a budget question.
struct GuideCard {
    std::string_view gpu; ///< Catalog name, e.g. "RTX 4090".
    Condition condition = Condition::New;
    /// Share of a server mix (0.8 = 80 %); cards with the same share are alternatives.
    double share = 1;
};

struct LeafInfo {
    FlowLeaf leaf;
    std::string_view key; ///< Stable name for CLI and JSON, e.g. "train-transformers-rtx4090".
    LeafAction action;
    std::span<const GuideCard> cards;            ///< The guide's pick (alternatives or a mix).
    std::span<const std::string_view> providers; ///< Cloud providers for RentCloud (and the org LLM leaves).
    std::span<const std::string_view> facts;     ///< Seed facts behind the advice.
};

/// A flowchart node is a question; each answer leads to another node or to a leaf.
using FlowNodeId = int;
using FlowTarget = std::variant<FlowNodeId, FlowLeaf>;

struct FlowNode {
    FlowNodeId id;
    FlowQuestion question;
    std::span<const GuideCard> budgetCards; ///< WithinBudget: yes if any one of these is affordable.
    FlowTarget yes;
    FlowTarget no;
};

/// Every node, indexed by its id; node 0 is the first question.
std::span<const FlowNode> flowchartNodes();
/// The leaf's card, providers and facts.
const LeafInfo& leafInfo(FlowLeaf leaf);
/// Every leaf in FlowLeaf order.
std::span<const LeafInfo> allLeaves();

/// Canonical spelling for CLI and JSON: "organization", "llm-13b", "rich", "middle-budget",
/// "train", "transformers", "llm", "within-budget", "small-datasets".
std::string_view toString(FlowQuestion question);
std::string_view toString(LeafAction action); ///< "buy", "buy-server-mix", "rent-cloud", ...

/// The user's answers so far. Unset means not answered yet.
struct FlowAnswers {
    std::optional<bool> organization;
    std::optional<bool> largeLlms;
    std::optional<bool> rich;
    std::optional<bool> middleBudget;
    std::optional<bool> train;
    std::optional<bool> transformers;
    std::optional<bool> llms;
    std::optional<bool> smallDatasets;
    /// What the user can spend on GPUs, all of them together; answers WithinBudget questions.
    std::optional<double> budgetUsd;
    int gpuCount = 1; ///< GPUs bought; counts below 1 count as 1.
    /// WithinBudget answers given directly, by node id; they win over the budget.
    std::map<FlowNodeId, bool> budgetAnswers;

    /// The answer to a question other than WithinBudget (which depends on the node).
    std::optional<bool> answer(FlowQuestion question) const;
    /// Sets the answer to a question other than WithinBudget.
    void setAnswer(FlowQuestion question, std::optional<bool> value);
};

/// How a WithinBudget question was decided from the budget: the cheapest of the node's cards.
struct BudgetCheck {
    std::string gpu;
    Condition condition = Condition::New;
    double unitPriceUsd = 0;
    Date priceDate{};
    int gpuCount = 1;
    double budgetUsd = 0;
    double totalUsd() const { return unitPriceUsd * gpuCount; }
};

enum class AnswerSource { User, Budget };

/// One answered question on the way.
struct FlowStep {
    FlowNodeId node;
    FlowQuestion question;
    bool answer;
    AnswerSource source;
    std::optional<BudgetCheck> budget; ///< Set when source is Budget.
};

/// Why a walk stopped before a leaf.
enum class PendingReason {
    Unanswered, ///< The question has no answer (for WithinBudget: no budget was given).
    NoPrice,    ///< WithinBudget with a budget, but the catalog has no price for any of the cards.
};

struct FlowWalk {
    std::vector<FlowStep> steps;       ///< Questions answered, in order.
    std::optional<FlowNodeId> pending; ///< The next question, when the walk stopped before a leaf.
    PendingReason pendingReason = PendingReason::Unanswered;
    std::optional<FlowLeaf> leaf; ///< Where the walk ended, if it did.
    bool complete() const { return leaf.has_value(); }
};

/// Walks from the first question as far as the answers go. Budget questions use the newest price
/// on or before `asOf` of each of the node's cards in its condition.
FlowWalk walkFlowchart(const FlowAnswers& answers, const PriceBook& prices, Date asOf);

} // namespace gpuadvisor
