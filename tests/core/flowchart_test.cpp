// The 2023 recommendation flowchart (seed fact R13): every leaf reachable, the chart's shape
// (23 leaves, at most 8 questions deep) and how budget questions are answered from prices.

#include "gpuadvisor/core/advice/flowchart.h"

#include "flowpaths.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <map>
#include <ostream>
#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace gpuadvisor;
using namespace gpuadvisor::testing;

namespace {

/// Longest run of questions from `target` to a leaf.
int depthFrom(const FlowTarget& target) {
    if (std::holds_alternative<FlowLeaf>(target)) {
        return 0;
    }
    const FlowNode& node = flowchartNodes()[static_cast<std::size_t>(std::get<FlowNodeId>(target))];
    return 1 + std::max(depthFrom(node.yes), depthFrom(node.no));
}

const FlowNode& node(FlowNodeId id) {
    return flowchartNodes()[static_cast<std::size_t>(id)];
}

class FlowchartPath : public ::testing::TestWithParam<FlowPath> {};

} // namespace

TEST_P(FlowchartPath, EndsAtTheExpectedLeaf) {
    // seed fact R13
    const FlowPath& path = GetParam();
    const FlowWalk walk = walkFlowchart(path.answers, guideBook(), guideDay);
    ASSERT_TRUE(walk.complete()) << "pending at node " << walk.pending.value_or(-1);
    EXPECT_EQ(*walk.leaf, path.leaf) << leafInfo(*walk.leaf).key;
    EXPECT_FALSE(walk.pending);
    EXPECT_EQ(walk.steps.size(), path.steps);

    // The steps chain from node 0 along the answers, each asking its node's question.
    FlowTarget at = FlowNodeId{0};
    for (const FlowStep& step : walk.steps) {
        ASSERT_TRUE(std::holds_alternative<FlowNodeId>(at));
        EXPECT_EQ(step.node, std::get<FlowNodeId>(at));
        const FlowNode& asked = node(step.node);
        EXPECT_EQ(step.question, asked.question);
        if (asked.question != Q::WithinBudget) {
            EXPECT_EQ(step.source, AnswerSource::User);
            EXPECT_EQ(step.answer, path.answers.answer(asked.question));
        } else if (path.answers.budgetAnswers.contains(step.node)) {
            // Direct answers win over the budget.
            EXPECT_EQ(step.source, AnswerSource::User);
            EXPECT_FALSE(step.budget);
            EXPECT_EQ(step.answer, path.answers.budgetAnswers.at(step.node));
        } else {
            EXPECT_EQ(step.source, AnswerSource::Budget);
            ASSERT_TRUE(step.budget);
            EXPECT_EQ(step.answer, step.budget->totalUsd() <= *path.answers.budgetUsd);
            EXPECT_EQ(step.budget->budgetUsd, *path.answers.budgetUsd);
        }
        at = step.answer ? asked.yes : asked.no;
    }
    ASSERT_TRUE(std::holds_alternative<FlowLeaf>(at));
    EXPECT_EQ(std::get<FlowLeaf>(at), path.leaf);
}

INSTANTIATE_TEST_SUITE_P(AllLeaves, FlowchartPath, ::testing::ValuesIn(flowPaths()),
                         [](const ::testing::TestParamInfo<FlowPath>& testCase) {
                             return testCase.param.name;
                         });

TEST(Flowchart, ThePathsReachEveryLeaf) {
    // seed fact R13: 23 leaves.
    std::set<FlowLeaf> reached;
    for (const FlowPath& path : flowPaths()) {
        reached.insert(path.leaf);
    }
    std::set<FlowLeaf> all;
    for (const LeafInfo& info : allLeaves()) {
        all.insert(info.leaf);
    }
    EXPECT_EQ(all.size(), 23u);
    EXPECT_EQ(reached, all);
}

TEST(Flowchart, NodeIdsAreTheirIndices) {
    const auto nodes = flowchartNodes();
    ASSERT_FALSE(nodes.empty());
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        EXPECT_EQ(nodes[i].id, static_cast<FlowNodeId>(i));
    }
}

TEST(Flowchart, TargetsAreValidAndEveryNodeIsReachableFromTheFirst) {
    const auto nodes = flowchartNodes();
    std::set<FlowNodeId> seen{0};
    std::vector<FlowNodeId> queue{0};
    while (!queue.empty()) {
        const FlowNodeId id = queue.back();
        queue.pop_back();
        for (const FlowTarget& target : {node(id).yes, node(id).no}) {
            if (const FlowNodeId* next = std::get_if<FlowNodeId>(&target)) {
                ASSERT_GE(*next, 0);
                ASSERT_LT(static_cast<std::size_t>(*next), nodes.size());
                if (seen.insert(*next).second) {
                    queue.push_back(*next);
                }
            }
        }
    }
    EXPECT_EQ(seen.size(), nodes.size());
}

TEST(Flowchart, IsATreeWithEveryLeafTargetedExactlyOnce) {
    // seed fact R13: 23 leaves.
    std::map<FlowLeaf, int> leafTargets;
    std::map<FlowNodeId, int> nodeTargets;
    for (const FlowNode& each : flowchartNodes()) {
        for (const FlowTarget& target : {each.yes, each.no}) {
            if (const FlowLeaf* leaf = std::get_if<FlowLeaf>(&target)) {
                ++leafTargets[*leaf];
            } else {
                ++nodeTargets[std::get<FlowNodeId>(target)];
            }
        }
    }
    EXPECT_EQ(leafTargets.size(), 23u);
    for (const LeafInfo& info : allLeaves()) {
        EXPECT_EQ(leafTargets[info.leaf], 1) << info.key;
    }
    // Every node but the first has exactly one way in.
    EXPECT_FALSE(nodeTargets.contains(0));
    for (const FlowNode& each : flowchartNodes()) {
        if (each.id != 0) {
            EXPECT_EQ(nodeTargets[each.id], 1) << each.id;
        }
    }
}

TEST(Flowchart, IsAtMostEightQuestionsDeep) {
    // seed fact R13: "at most 8 questions deep".
    EXPECT_EQ(depthFrom(FlowNodeId{0}), 8);
}

TEST(Flowchart, OnlyBudgetQuestionsNameCardsAndTheirYesLeafBuysThem) {
    // seed fact R13: "is X within your budget?" leads to buying X.
    for (const FlowNode& each : flowchartNodes()) {
        if (each.question != Q::WithinBudget) {
            EXPECT_TRUE(each.budgetCards.empty()) << each.id;
            continue;
        }
        ASSERT_FALSE(each.budgetCards.empty()) << each.id;
        ASSERT_TRUE(std::holds_alternative<FlowLeaf>(each.yes)) << each.id;
        const LeafInfo& bought = leafInfo(std::get<FlowLeaf>(each.yes));
        EXPECT_EQ(bought.action, LeafAction::Buy) << bought.key;
        ASSERT_EQ(bought.cards.size(), each.budgetCards.size()) << bought.key;
        for (std::size_t i = 0; i < bought.cards.size(); ++i) {
            EXPECT_EQ(bought.cards[i].gpu, each.budgetCards[i].gpu) << bought.key;
            EXPECT_EQ(bought.cards[i].condition, each.budgetCards[i].condition) << bought.key;
        }
    }
}

TEST(Flowchart, NoAnswersLeavesTheFirstQuestionPending) {
    const FlowWalk walk = walkFlowchart(FlowAnswers{}, guideBook(), guideDay);
    EXPECT_FALSE(walk.complete());
    EXPECT_TRUE(walk.steps.empty());
    ASSERT_TRUE(walk.pending);
    EXPECT_EQ(*walk.pending, 0);
    EXPECT_EQ(walk.pendingReason, PendingReason::Unanswered);
}

TEST(Flowchart, WithoutABudgetTheBudgetQuestionIsPending) {
    const FlowAnswers answers = makeAnswers({individual, train, {Q::Transformers, true}});
    const FlowWalk walk = walkFlowchart(answers, guideBook(), guideDay);
    EXPECT_FALSE(walk.complete());
    EXPECT_EQ(walk.steps.size(), 3u);
    ASSERT_TRUE(walk.pending);
    EXPECT_EQ(node(*walk.pending).question, Q::WithinBudget);
    EXPECT_EQ(walk.pendingReason, PendingReason::Unanswered);
}

TEST(Flowchart, AMissingAnswerLaterOnStopsThere) {
    // Budget answers the chain, but nobody said whether the datasets are small.
    const FlowAnswers answers = makeAnswers({individual, noTrain, {Q::Llms, false}}, 100);
    const FlowWalk walk = walkFlowchart(answers, guideBook(), guideDay);
    EXPECT_FALSE(walk.complete());
    ASSERT_TRUE(walk.pending);
    EXPECT_EQ(node(*walk.pending).question, Q::SmallDatasets);
    EXPECT_EQ(walk.pendingReason, PendingReason::Unanswered);
    EXPECT_EQ(walk.steps.size(), 6u);
}

TEST(Flowchart, ABudgetWithoutPricesCannotAnswer) {
    const PriceBook empty;
    const FlowAnswers answers = makeAnswers({individual, train, {Q::Transformers, true}}, 5000);
    const FlowWalk walk = walkFlowchart(answers, empty, guideDay);
    EXPECT_FALSE(walk.complete());
    ASSERT_TRUE(walk.pending);
    EXPECT_EQ(node(*walk.pending).question, Q::WithinBudget);
    EXPECT_EQ(walk.pendingReason, PendingReason::NoPrice);
    EXPECT_EQ(walk.steps.size(), 3u);
}

TEST(Flowchart, PricesAfterTheDayDoNotAnswer) {
    // The only prices are newer than the as-of day: nothing to answer from.
    const FlowAnswers answers = makeAnswers({individual, train, {Q::Transformers, true}}, 5000);
    const FlowWalk walk = walkFlowchart(answers, guideBook(), day(2022, 1, 1));
    ASSERT_TRUE(walk.pending);
    EXPECT_EQ(walk.pendingReason, PendingReason::NoPrice);
}

TEST(Flowchart, TheBudgetCoversEveryGpu) {
    // 2 x RTX 4090 at $1,600 = $3,200 > $3,000; 2 x used RTX 3090 at $800 = $1,600 fits.
    FlowAnswers answers = makeAnswers({individual, train, {Q::Transformers, true}}, 3000);
    answers.gpuCount = 2;
    const FlowWalk walk = walkFlowchart(answers, guideBook(), guideDay);
    ASSERT_TRUE(walk.complete());
    EXPECT_EQ(*walk.leaf, L::TrainTransformersUsedRtx3090);
    ASSERT_EQ(walk.steps.size(), 5u);
    const FlowStep& rtx4090 = walk.steps[3];
    EXPECT_EQ(rtx4090.node, 7);
    EXPECT_FALSE(rtx4090.answer);
    ASSERT_TRUE(rtx4090.budget);
    EXPECT_EQ(rtx4090.budget->gpu, "RTX 4090");
    EXPECT_EQ(rtx4090.budget->gpuCount, 2);
    EXPECT_DOUBLE_EQ(rtx4090.budget->unitPriceUsd, 1600);
    EXPECT_DOUBLE_EQ(rtx4090.budget->totalUsd(), 3200);
    EXPECT_DOUBLE_EQ(rtx4090.budget->budgetUsd, 3000);
    ASSERT_TRUE(walk.steps[4].budget);
    EXPECT_TRUE(walk.steps[4].answer);
    EXPECT_DOUBLE_EQ(walk.steps[4].budget->totalUsd(), 1600);

    // One card fits the same budget.
    answers.gpuCount = 1;
    EXPECT_EQ(walkFlowchart(answers, guideBook(), guideDay).leaf, L::TrainTransformersRtx4090);
}

TEST(Flowchart, ACountOfNoneOrOneGpuChecksTheBudgetForOneCard) {
    // seed fact R13: "is an RTX 4090 within your budget?" asks about one card at least. A count of
    // 0 (never a real machine) counts as 1: $1,600 is over $1,000, not $0 within it.
    for (const int count : {0, 1}) {
        FlowAnswers answers = makeAnswers({individual, train, {Q::Transformers, true}}, 1000);
        answers.gpuCount = count;
        const FlowWalk walk = walkFlowchart(answers, guideBook(), guideDay);
        ASSERT_TRUE(walk.complete()) << count;
        EXPECT_EQ(*walk.leaf, L::TrainTransformersUsedRtx3090) << count;
        ASSERT_EQ(walk.steps.size(), 5u) << count;
        const FlowStep& rtx4090 = walk.steps[3];
        ASSERT_TRUE(rtx4090.budget) << count;
        EXPECT_FALSE(rtx4090.answer) << count;
        EXPECT_EQ(rtx4090.budget->gpuCount, 1) << count;
        EXPECT_DOUBLE_EQ(rtx4090.budget->totalUsd(), 1600) << count;
        const FlowStep& used3090 = walk.steps[4];
        ASSERT_TRUE(used3090.budget) << count;
        EXPECT_TRUE(used3090.answer) << count;
        EXPECT_DOUBLE_EQ(used3090.budget->totalUsd(), 800) << count;
    }
}

TEST(Flowchart, ABudgetEqualToThePriceIsEnough) {
    const FlowAnswers answers = makeAnswers({individual, train, {Q::Transformers, true}}, 1600);
    EXPECT_EQ(walkFlowchart(answers, guideBook(), guideDay).leaf, L::TrainTransformersRtx4090);
}

TEST(Flowchart, TheUsedRtx3090NodeUsesTheCheaperOfTheTwoCards) {
    // seed fact R13: "used RTX 3090 / 3090 Ti".
    const FlowAnswers answers = makeAnswers({individual, train, {Q::Transformers, true}}, 900);
    const auto budgetStep = [&](const PriceBook& book) {
        const FlowWalk walk = walkFlowchart(answers, book, guideDay);
        EXPECT_EQ(walk.steps.size(), 5u);
        return walk.steps.size() >= 5 ? walk.steps[4] : FlowStep{};
    };

    // RTX 3090 $800, RTX 3090 Ti $950: the 3090 decides, and fits $900.
    const FlowStep cheaper3090 = budgetStep(guideBook());
    EXPECT_EQ(cheaper3090.node, 8);
    ASSERT_TRUE(cheaper3090.budget);
    EXPECT_EQ(cheaper3090.budget->gpu, "RTX 3090");
    EXPECT_EQ(cheaper3090.budget->condition, Condition::Used);
    EXPECT_DOUBLE_EQ(cheaper3090.budget->unitPriceUsd, 800);
    EXPECT_TRUE(cheaper3090.answer);

    // The Ti cheaper: the Ti decides.
    const PriceBook tiCheaper(std::vector<PriceObservation>{price("RTX 4090", Condition::New, 1600),
                                                            price("RTX 3090", Condition::Used, 1000),
                                                            price("RTX 3090 Ti", Condition::Used, 880)});
    const FlowStep cheaperTi = budgetStep(tiCheaper);
    ASSERT_TRUE(cheaperTi.budget);
    EXPECT_EQ(cheaperTi.budget->gpu, "RTX 3090 Ti");
    EXPECT_DOUBLE_EQ(cheaperTi.budget->unitPriceUsd, 880);
    EXPECT_TRUE(cheaperTi.answer);

    // Only one of them priced: that one decides.
    const PriceBook onlyTi(std::vector<PriceObservation>{price("RTX 4090", Condition::New, 1600),
                                                         price("RTX 3090 Ti", Condition::Used, 950)});
    const FlowStep only = budgetStep(onlyTi);
    ASSERT_TRUE(only.budget);
    EXPECT_EQ(only.budget->gpu, "RTX 3090 Ti");
    EXPECT_FALSE(only.answer);
}

TEST(Flowchart, UsedNodesIgnoreNewPricesAndNewNodesIgnoreUsedOnes) {
    // A cheap new RTX 3090 does not answer "used RTX 3090"; a cheap used RTX 4090 not "RTX 4090".
    const PriceBook book(std::vector<PriceObservation>{
        price("RTX 4090", Condition::New, 1600), price("RTX 4090", Condition::Used, 900),
        price("RTX 3090", Condition::New, 500), price("RTX 3090", Condition::Used, 1200)});
    const FlowAnswers answers = makeAnswers({individual, train, {Q::Transformers, true}}, 1000);
    const FlowWalk walk = walkFlowchart(answers, book, guideDay);
    EXPECT_EQ(walk.leaf, L::TrainTransformersGiveUp);
}

TEST(Flowchart, UsesTheNewestPriceOnOrBeforeTheDay) {
    std::vector<PriceObservation> prices = guidePrices();
    prices.push_back(price("RTX 4090", Condition::New, 1599, day(2022, 10, 12)));
    prices.push_back(price("RTX 4090", Condition::New, 900, day(2025, 6, 15)));
    const PriceBook book(prices);
    const FlowAnswers answers = makeAnswers({individual, train, {Q::Transformers, true}}, 1000);

    // On the guide's day the $1,600 price holds; the later $900 is ignored.
    const FlowWalk then = walkFlowchart(answers, book, guideDay);
    EXPECT_EQ(then.leaf, L::TrainTransformersUsedRtx3090);
    ASSERT_GE(then.steps.size(), 4u);
    ASSERT_TRUE(then.steps[3].budget);
    EXPECT_DOUBLE_EQ(then.steps[3].budget->unitPriceUsd, 1600);
    EXPECT_EQ(then.steps[3].budget->priceDate, guideDay);

    // Before the guide's day, the launch price.
    const FlowWalk launch = walkFlowchart(answers, book, day(2022, 12, 1));
    ASSERT_GE(launch.steps.size(), 4u);
    ASSERT_TRUE(launch.steps[3].budget);
    EXPECT_DOUBLE_EQ(launch.steps[3].budget->unitPriceUsd, 1599);

    // From the later day on, the $900 price fits.
    const FlowWalk later = walkFlowchart(answers, book, day(2025, 6, 15));
    EXPECT_EQ(later.leaf, L::TrainTransformersRtx4090);
    ASSERT_GE(later.steps.size(), 4u);
    ASSERT_TRUE(later.steps[3].budget);
    EXPECT_DOUBLE_EQ(later.steps[3].budget->unitPriceUsd, 900);
    EXPECT_EQ(later.steps[3].budget->priceDate, day(2025, 6, 15));
}

TEST(Flowchart, DirectBudgetAnswersWinOverTheBudget) {
    // A huge budget, but the user says the RTX 4090 is out of reach.
    const FlowAnswers answers =
        makeAnswers({individual, train, {Q::Transformers, true}}, 100000, {{7, false}});
    const FlowWalk walk = walkFlowchart(answers, guideBook(), guideDay);
    EXPECT_EQ(walk.leaf, L::TrainTransformersUsedRtx3090);
    ASSERT_EQ(walk.steps.size(), 5u);
    EXPECT_EQ(walk.steps[3].source, AnswerSource::User);
    EXPECT_EQ(walk.steps[4].source, AnswerSource::Budget);

    // And direct answers work with no prices at all.
    const PriceBook empty;
    const FlowAnswers direct =
        makeAnswers({individual, train, {Q::Transformers, true}}, 100000, {{7, false}, {8, false}});
    EXPECT_EQ(walkFlowchart(direct, empty, guideDay).leaf, L::TrainTransformersGiveUp);
}

TEST(Flowchart, AnswersRoundTripThroughSetAnswer) {
    FlowAnswers answers;
    for (const Q question : {Q::Organization, Q::LargeLlms, Q::Rich, Q::MiddleBudget, Q::Train,
                             Q::Transformers, Q::Llms, Q::SmallDatasets}) {
        EXPECT_FALSE(answers.answer(question)) << toString(question);
        answers.setAnswer(question, true);
        EXPECT_EQ(answers.answer(question), true) << toString(question);
        answers.setAnswer(question, false);
        EXPECT_EQ(answers.answer(question), false) << toString(question);
    }
    // WithinBudget depends on the node: it has no single answer.
    answers.setAnswer(Q::WithinBudget, true);
    EXPECT_FALSE(answers.answer(Q::WithinBudget));
}

TEST(Flowchart, EveryLeafHasItsFactsCardsAndProviders) {
    // seed fact R13
    ASSERT_EQ(allLeaves().size(), 23u); // 23 leaves
    for (std::size_t i = 0; i < allLeaves().size(); ++i) {
        const LeafInfo& info = allLeaves()[i];
        EXPECT_EQ(static_cast<std::size_t>(info.leaf), i) << info.key;
        EXPECT_EQ(&leafInfo(info.leaf), &info) << info.key;
        EXPECT_FALSE(info.key.empty());
        ASSERT_FALSE(info.facts.empty()) << info.key;
        EXPECT_NE(std::find(info.facts.begin(), info.facts.end(), "R13"), info.facts.end()) << info.key;
        switch (info.action) {
        case LeafAction::Buy:
        case LeafAction::BuyServerMix:
            EXPECT_FALSE(info.cards.empty()) << info.key;
            break;
        case LeafAction::RentCloud:
            EXPECT_FALSE(info.providers.empty()) << info.key;
            break;
        case LeafAction::DoSomethingElse:
        case LeafAction::ReadGuide:
            EXPECT_TRUE(info.cards.empty()) << info.key;
            break;
        }
        for (const GuideCard& card : info.cards) {
            EXPECT_FALSE(card.gpu.empty()) << info.key;
            EXPECT_GT(card.share, 0) << info.key;
            EXPECT_LE(card.share, 1) << info.key;
        }
    }
}

TEST(Flowchart, TheServerMixIsEightyTwenty) {
    // seed facts R2, R13: 80 % RTX 6000 Ada or L40, 20 % H100 SXM or PCIe.
    const LeafInfo& mix = leafInfo(L::OrgServerMix);
    EXPECT_EQ(mix.action, LeafAction::BuyServerMix);
    std::map<double, std::set<std::string_view>> byShare;
    for (const GuideCard& card : mix.cards) {
        byShare[card.share].insert(card.gpu);
    }
    ASSERT_EQ(byShare.size(), 2u);
    EXPECT_EQ(byShare[0.8], (std::set<std::string_view>{"RTX 6000 Ada", "L40"}));
    EXPECT_EQ(byShare[0.2], (std::set<std::string_view>{"H100 SXM", "H100 PCIe"}));
}

TEST(Flowchart, RentalLeavesNameTheGuidesProviders) {
    // seed facts R13, G4: vast.ai and Lambda Cloud.
    for (const FlowLeaf leaf : {L::TrainOtherRent, L::LlmRent, L::InferenceRent}) {
        const LeafInfo& info = leafInfo(leaf);
        EXPECT_EQ(info.action, LeafAction::RentCloud) << info.key;
        const std::set<std::string_view> providers(info.providers.begin(), info.providers.end());
        EXPECT_EQ(providers, (std::set<std::string_view>{"vast.ai", "Lambda"})) << info.key;
    }
    EXPECT_EQ(leafInfo(L::OrgLlmAzure).providers.front(), "Azure");
    EXPECT_EQ(leafInfo(L::OrgLlmAws).providers.front(), "AWS");
}

TEST(Flowchart, KeysAreUnique) {
    std::set<std::string_view> leafKeys;
    for (const LeafInfo& info : allLeaves()) {
        EXPECT_TRUE(leafKeys.insert(info.key).second) << info.key;
    }
    std::set<std::string_view> questionKeys;
    for (const Q question : {Q::Organization, Q::LargeLlms, Q::Rich, Q::MiddleBudget, Q::Train,
                             Q::Transformers, Q::Llms, Q::WithinBudget, Q::SmallDatasets}) {
        EXPECT_FALSE(toString(question).empty());
        EXPECT_TRUE(questionKeys.insert(toString(question)).second) << toString(question);
    }
    std::set<std::string_view> actionKeys;
    for (const LeafAction action : {LeafAction::Buy, LeafAction::BuyServerMix, LeafAction::RentCloud,
                                    LeafAction::DoSomethingElse, LeafAction::ReadGuide}) {
        EXPECT_FALSE(toString(action).empty());
        EXPECT_TRUE(actionKeys.insert(toString(action)).second) << toString(action);
    }
}
