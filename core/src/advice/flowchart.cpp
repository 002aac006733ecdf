#include "gpuadvisor/core/advice/flowchart.h"

#include <algorithm>
#include <array>

namespace gpuadvisor {
namespace {

using Q = FlowQuestion;
using L = FlowLeaf;
constexpr Condition newCard = Condition::New;
constexpr Condition usedCard = Condition::Used;

// The cards the flowchart names (R13). The organisation LLM leaves rent A100/H100 nodes; the
// catalog's 80 GB SXM A100 is what the clouds offer for that.
constexpr std::array rtx4090{GuideCard{"RTX 4090", newCard}};
constexpr std::array usedRtx3090{GuideCard{"RTX 3090", usedCard}, GuideCard{"RTX 3090 Ti", usedCard}};
constexpr std::array rtx4080{GuideCard{"RTX 4080", newCard}};
constexpr std::array rtx4070Ti{GuideCard{"RTX 4070 Ti", newCard}};
constexpr std::array rtx4070TiOr4080{GuideCard{"RTX 4070 Ti", newCard}, GuideCard{"RTX 4080", newCard}};
constexpr std::array usedRtx2080Ti{GuideCard{"RTX 2080 Ti", usedCard}};
constexpr std::array usedRtx3060{GuideCard{"RTX 3060", usedCard}};
constexpr std::array cloudA100H100{GuideCard{"A100 SXM4 80GB", newCard}, GuideCard{"H100 SXM", newCard}};
constexpr std::array h100Sxm{GuideCard{"H100 SXM", newCard}};
// R2 / R13: 66-80 % RTX 6000 Ada (or L40 on a good deal) and 20-33 % H100; the chart's 80/20.
constexpr std::array serverMix{GuideCard{"RTX 6000 Ada", newCard, 0.8}, GuideCard{"L40", newCard, 0.8},
                               GuideCard{"H100 SXM", newCard, 0.2}, GuideCard{"H100 PCIe", newCard, 0.2}};
constexpr std::span<const GuideCard> noCards{};

constexpr std::array<std::string_view, 1> azure{"Azure"};
constexpr std::array<std::string_view, 1> aws{"AWS"};
constexpr std::array<std::string_view, 2> rentals{"vast.ai", "Lambda"}; // R13, G4
constexpr std::span<const std::string_view> noProviders{};

constexpr std::array<std::string_view, 2> factsOrgCloud{"R13", "C6"};
constexpr std::array<std::string_view, 2> factsOrgElse{"R13", "R12"};
constexpr std::array<std::string_view, 2> factsOrgH100{"R13", "R2"};
constexpr std::array<std::string_view, 3> factsOrgMix{"R13", "R2", "R7"};
constexpr std::array<std::string_view, 2> factsTransformers{"R13", "M1"};
constexpr std::array<std::string_view, 3> factsUsedTransformers{"R13", "M1", "C8"};
constexpr std::array<std::string_view, 3> factsGiveUp{"R13", "M1", "M4"};
constexpr std::array<std::string_view, 2> factsTrainNew{"R13", "R1"};
constexpr std::array<std::string_view, 2> factsUsed{"R13", "C8"};
constexpr std::array<std::string_view, 3> factsRent{"R13", "C6", "M4"};
constexpr std::array<std::string_view, 2> factsReadGuide{"R13", "R14"};
constexpr std::array<std::string_view, 2> factsInferenceNew{"R13", "R1"};

const std::array<LeafInfo, flowLeafCount> leaves{{
    {L::OrgLlmAzure, "org-llm-azure", LeafAction::RentCloud, cloudA100H100, azure, factsOrgCloud},
    {L::OrgLlmAws, "org-llm-aws", LeafAction::RentCloud, cloudA100H100, aws, factsOrgCloud},
    {L::OrgLlmDoSomethingElse, "org-llm-do-something-else", LeafAction::DoSomethingElse, noCards, noProviders,
     factsOrgElse},
    {L::OrgH100, "org-h100", LeafAction::Buy, h100Sxm, noProviders, factsOrgH100},
    {L::OrgServerMix, "org-server-mix", LeafAction::BuyServerMix, serverMix, noProviders, factsOrgMix},
    {L::TrainTransformersRtx4090, "train-transformers-rtx4090", LeafAction::Buy, rtx4090, noProviders,
     factsTransformers},
    {L::TrainTransformersUsedRtx3090, "train-transformers-used-rtx3090", LeafAction::Buy, usedRtx3090,
     noProviders, factsUsedTransformers},
    {L::TrainTransformersGiveUp, "train-transformers-give-up", LeafAction::DoSomethingElse, noCards,
     noProviders, factsGiveUp},
    {L::TrainOtherRtx4080, "train-other-rtx4080", LeafAction::Buy, rtx4080, noProviders, factsTrainNew},
    {L::TrainOtherRtx4070Ti, "train-other-rtx4070ti", LeafAction::Buy, rtx4070Ti, noProviders, factsTrainNew},
    {L::TrainOtherUsedRtx2080Ti, "train-other-used-rtx2080ti", LeafAction::Buy, usedRtx2080Ti, noProviders,
     factsUsed},
    {L::TrainOtherUsedRtx3060, "train-other-used-rtx3060", LeafAction::Buy, usedRtx3060, noProviders,
     factsUsed},
    {L::TrainOtherRent, "train-other-rent", LeafAction::RentCloud, noCards, rentals, factsRent},
    {L::TrainOtherReadGuide, "train-other-read-guide", LeafAction::ReadGuide, noCards, noProviders,
     factsReadGuide},
    {L::LlmRtx4090, "llm-rtx4090", LeafAction::Buy, rtx4090, noProviders, factsTransformers},
    {L::LlmUsedRtx3090, "llm-used-rtx3090", LeafAction::Buy, usedRtx3090, noProviders, factsUsedTransformers},
    {L::LlmRent, "llm-rent", LeafAction::RentCloud, noCards, rentals, factsRent},
    {L::LlmReadGuide, "llm-read-guide", LeafAction::ReadGuide, noCards, noProviders, factsReadGuide},
    {L::InferenceRtx4070TiOr4080, "inference-rtx4070ti-or-rtx4080", LeafAction::Buy, rtx4070TiOr4080,
     noProviders, factsInferenceNew},
    {L::InferenceUsedRtx2080Ti, "inference-used-rtx2080ti", LeafAction::Buy, usedRtx2080Ti, noProviders,
     factsUsed},
    {L::InferenceUsedRtx3060, "inference-used-rtx3060", LeafAction::Buy, usedRtx3060, noProviders, factsUsed},
    {L::InferenceRent, "inference-rent", LeafAction::RentCloud, noCards, rentals, factsRent},
    {L::InferenceReadGuide, "inference-read-guide", LeafAction::ReadGuide, noCards, noProviders,
     factsReadGuide},
}};

// The chart of R13, node by node. A node's yes/no is another node's id or a leaf.
const std::array nodes{
    FlowNode{0, Q::Organization, noCards, FlowNodeId{1}, FlowNodeId{5}},
    FlowNode{1, Q::LargeLlms, noCards, FlowNodeId{2}, FlowNodeId{4}},
    FlowNode{2, Q::Rich, noCards, L::OrgLlmAzure, FlowNodeId{3}},
    FlowNode{3, Q::MiddleBudget, noCards, L::OrgLlmAws, L::OrgLlmDoSomethingElse},
    FlowNode{4, Q::Rich, noCards, L::OrgH100, L::OrgServerMix},
    FlowNode{5, Q::Train, noCards, FlowNodeId{6}, FlowNodeId{14}},
    FlowNode{6, Q::Transformers, noCards, FlowNodeId{7}, FlowNodeId{9}},
    // Training Transformers: the 24 GB cards or nothing (M1).
    FlowNode{7, Q::WithinBudget, rtx4090, L::TrainTransformersRtx4090, FlowNodeId{8}},
    FlowNode{8, Q::WithinBudget, usedRtx3090, L::TrainTransformersUsedRtx3090, L::TrainTransformersGiveUp},
    // Training other models.
    FlowNode{9, Q::WithinBudget, rtx4080, L::TrainOtherRtx4080, FlowNodeId{10}},
    FlowNode{10, Q::WithinBudget, rtx4070Ti, L::TrainOtherRtx4070Ti, FlowNodeId{11}},
    FlowNode{11, Q::WithinBudget, usedRtx2080Ti, L::TrainOtherUsedRtx2080Ti, FlowNodeId{12}},
    FlowNode{12, Q::WithinBudget, usedRtx3060, L::TrainOtherUsedRtx3060, FlowNodeId{13}},
    FlowNode{13, Q::SmallDatasets, noCards, L::TrainOtherRent, L::TrainOtherReadGuide},
    // Not training: running models.
    FlowNode{14, Q::Llms, noCards, FlowNodeId{15}, FlowNodeId{18}},
    FlowNode{15, Q::WithinBudget, rtx4090, L::LlmRtx4090, FlowNodeId{16}},
    FlowNode{16, Q::WithinBudget, usedRtx3090, L::LlmUsedRtx3090, FlowNodeId{17}},
    FlowNode{17, Q::SmallDatasets, noCards, L::LlmRent, L::LlmReadGuide},
    FlowNode{18, Q::WithinBudget, rtx4070TiOr4080, L::InferenceRtx4070TiOr4080, FlowNodeId{19}},
    FlowNode{19, Q::WithinBudget, usedRtx2080Ti, L::InferenceUsedRtx2080Ti, FlowNodeId{20}},
    FlowNode{20, Q::WithinBudget, usedRtx3060, L::InferenceUsedRtx3060, FlowNodeId{21}},
    FlowNode{21, Q::SmallDatasets, noCards, L::InferenceRent, L::InferenceReadGuide},
};

/// The cheapest priced card of a budget node, or nullopt when none has a price.
std::optional<BudgetCheck> cheapestCard(const FlowNode& node, const PriceBook& prices, Date asOf,
                                        int gpuCount, double budgetUsd) {
    std::optional<BudgetCheck> best;
    for (const GuideCard& card : node.budgetCards) {
        const PriceObservation* price = prices.latest(card.gpu, card.condition, asOf);
        if (price == nullptr || (best && best->unitPriceUsd <= price->priceUsd)) {
            continue;
        }
        best = BudgetCheck{std::string(card.gpu), card.condition, price->priceUsd,
                           price->observedOn,     gpuCount,       budgetUsd};
    }
    return best;
}

} // namespace

std::span<const FlowNode> flowchartNodes() {
    return nodes;
}

const LeafInfo& leafInfo(FlowLeaf leaf) {
    return leaves[static_cast<std::size_t>(leaf)];
}

std::span<const LeafInfo> allLeaves() {
    return leaves;
}

std::string_view toString(FlowQuestion question) {
    switch (question) {
    case Q::Organization:
        return "organization";
    case Q::LargeLlms:
        return "llm-13b";
    case Q::Rich:
        return "rich";
    case Q::MiddleBudget:
        return "middle-budget";
    case Q::Train:
        return "train";
    case Q::Transformers:
        return "transformers";
    case Q::Llms:
        return "llm";
    case Q::WithinBudget:
        return "within-budget";
    case Q::SmallDatasets:
        return "small-datasets";
    }
    return "";
}

std::string_view toString(LeafAction action) {
    switch (action) {
    case LeafAction::Buy:
        return "buy";
    case LeafAction::BuyServerMix:
        return "buy-server-mix";
    case LeafAction::RentCloud:
        return "rent-cloud";
    case LeafAction::DoSomethingElse:
        return "do-something-else";
    case LeafAction::ReadGuide:
        return "read-guide";
    }
    return "";
}

std::optional<bool> FlowAnswers::answer(FlowQuestion question) const {
    switch (question) {
    case Q::Organization:
        return organization;
    case Q::LargeLlms:
        return largeLlms;
    case Q::Rich:
        return rich;
    case Q::MiddleBudget:
        return middleBudget;
    case Q::Train:
        return train;
    case Q::Transformers:
        return transformers;
    case Q::Llms:
        return llms;
    case Q::SmallDatasets:
        return smallDatasets;
    case Q::WithinBudget:
        return std::nullopt;
    }
    return std::nullopt;
}

void FlowAnswers::setAnswer(FlowQuestion question, std::optional<bool> value) {
    switch (question) {
    case Q::Organization:
        organization = value;
        return;
    case Q::LargeLlms:
        largeLlms = value;
        return;
    case Q::Rich:
        rich = value;
        return;
    case Q::MiddleBudget:
        middleBudget = value;
        return;
    case Q::Train:
        train = value;
        return;
    case Q::Transformers:
        transformers = value;
        return;
    case Q::Llms:
        llms = value;
        return;
    case Q::SmallDatasets:
        smallDatasets = value;
        return;
    case Q::WithinBudget:
        return;
    }
}

FlowWalk walkFlowchart(const FlowAnswers& answers, const PriceBook& prices, Date asOf) {
    FlowWalk walk;
    FlowTarget at = FlowNodeId{0};
    // The chart is a tree, so the walk ends within nodes.size() steps; the bound only guards edits.
    for (std::size_t guard = 0; guard <= nodes.size(); ++guard) {
        if (const FlowLeaf* leaf = std::get_if<FlowLeaf>(&at)) {
            walk.leaf = *leaf;
            return walk;
        }
        const FlowNode& node = nodes[static_cast<std::size_t>(std::get<FlowNodeId>(at))];
        FlowStep step{node.id, node.question, false, AnswerSource::User, std::nullopt};
        if (node.question == Q::WithinBudget) {
            if (const auto direct = answers.budgetAnswers.find(node.id);
                direct != answers.budgetAnswers.end()) {
                step.answer = direct->second;
            } else if (!answers.budgetUsd) {
                walk.pending = node.id;
                return walk;
            } else if (auto check = cheapestCard(node, prices, asOf, std::max(answers.gpuCount, 1),
                                                 *answers.budgetUsd)) {
                step.answer = check->totalUsd() <= check->budgetUsd;
                step.source = AnswerSource::Budget;
                step.budget = std::move(check);
            } else {
                walk.pending = node.id;
                walk.pendingReason = PendingReason::NoPrice;
                return walk;
            }
        } else if (const auto given = answers.answer(node.question)) {
            step.answer = *given;
        } else {
            walk.pending = node.id;
            return walk;
        }
        at = step.answer ? node.yes : node.no;
        walk.steps.push_back(std::move(step));
    }
    return walk;
}

} // namespace gpuadvisor
