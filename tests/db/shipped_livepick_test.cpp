// The flowchart and the live pick on the shipped catalog, at the 2023 guide's prices (seed facts
// R1, R3, R13, M1).

#include "gpuadvisor/core/advice/flowchart.h"
#include "gpuadvisor/core/advice/livepick.h"
#include "gpuadvisor/core/advice/memoryneed.h"
#include "gpuadvisor/db/catalog.h"

#include "qtprinters.h"
#include "shippedcatalogtest.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string>

using namespace gpuadvisor;

namespace {

const Date guidePublished{std::chrono::year{2023}, std::chrono::January, std::chrono::day{30}};

class ShippedLivePick : public ShippedCatalogTest {
protected:
    static void SetUpTestSuite() {
        ShippedCatalogTest::SetUpTestSuite();
        s_book = new PriceBook(*s_prices);
    }
    static void TearDownTestSuite() {
        delete s_book;
        ShippedCatalogTest::TearDownTestSuite();
    }

    static FlowAnswers individual(bool train, bool transformersOrLlms) {
        FlowAnswers answers;
        answers.organization = false;
        answers.train = train;
        if (train) {
            answers.transformers = transformersOrLlms;
        } else {
            answers.llms = transformersOrLlms;
        }
        return answers;
    }

    /// The guide's way of pricing (C1): its ownership defaults, one GPU, on its publication day.
    static PickRequest guideRequest(double memoryGb) {
        PickRequest request;
        request.memoryGb = memoryGb;
        request.asOf = guidePublished;
        request.ownership = OwnershipAssumptions{};
        return request;
    }

    static LivePick pick(const FlowAnswers& answers, bool accept8Bit, const PickRequest& request,
                         std::span<const GuideCard> guide = {}) {
        const PerformanceModel model(card("H100 SXM"), queryForAnswers(answers, accept8Bit));
        return livePick(*s_gpus, *s_book, *s_systems, model, request, guide);
    }

    static inline PriceBook* s_book = nullptr;
};

} // namespace

TEST_F(ShippedLivePick, TransformerTrainingOnConsumerCardsPicksATwentyFourGbCard) {
    // seed facts M1 (24 GB for Transformers) and R3 (the best perf/$ with that memory).
    const double need = useCaseMemory(UseCase::Transformers).gb;
    PickRequest request = guideRequest(need);
    request.allowConsumer = true;
    request.allowUsed = true;
    request.allowDatacenter = false;
    const LivePick result = pick(individual(true, true), false, request);
    ASSERT_FALSE(result.candidates.empty());
    const PickCandidate& best = result.candidates.front();
    EXPECT_EQ(best.gpu->memoryGb, 24) << best.gpu->name << " " << toString(best.condition());
    EXPECT_GT(result.tooLittleMemory, 0);
    for (const PickCandidate& candidate : result.candidates) {
        EXPECT_GE(candidate.gpu->memoryGb, need) << candidate.gpu->name;
        EXPECT_FALSE(guidePublished < candidate.price->observedOn) << candidate.gpu->name;
    }
}

TEST_F(ShippedLivePick, TransformerTrainingWalkFollowsTheBudget) {
    // seed fact R13: RTX 4090 if it fits, else a used RTX 3090 / 3090 Ti.
    FlowAnswers answers = individual(true, true);
    const PriceObservation* rtx4090 = s_book->latest("RTX 4090", Condition::New, guidePublished);
    const PriceObservation* used3090 = s_book->latest("RTX 3090", Condition::Used, guidePublished);
    const PriceObservation* used3090Ti = s_book->latest("RTX 3090 Ti", Condition::Used, guidePublished);
    ASSERT_NE(rtx4090, nullptr);
    ASSERT_NE(used3090, nullptr);
    ASSERT_NE(used3090Ti, nullptr);
    ASSERT_LT(used3090->priceUsd, used3090Ti->priceUsd);

    answers.budgetUsd = 1000;
    const FlowWalk modest = walkFlowchart(answers, *s_book, guidePublished);
    ASSERT_TRUE(modest.complete());
    EXPECT_EQ(*modest.leaf, FlowLeaf::TrainTransformersUsedRtx3090);
    ASSERT_FALSE(modest.steps.empty());
    const FlowStep& last = modest.steps.back();
    ASSERT_TRUE(last.budget);
    EXPECT_EQ(last.budget->gpu, "RTX 3090");
    EXPECT_EQ(last.budget->condition, Condition::Used);
    EXPECT_DOUBLE_EQ(last.budget->unitPriceUsd, used3090->priceUsd);
    EXPECT_DOUBLE_EQ(last.budget->unitPriceUsd, 800); // the guide-day eBay price in prices.csv

    answers.budgetUsd = 2500;
    const FlowWalk ample = walkFlowchart(answers, *s_book, guidePublished);
    ASSERT_TRUE(ample.complete());
    EXPECT_EQ(*ample.leaf, FlowLeaf::TrainTransformersRtx4090);
    ASSERT_FALSE(ample.steps.empty());
    ASSERT_TRUE(ample.steps.back().budget);
    EXPECT_EQ(ample.steps.back().budget->gpu, "RTX 4090");
    EXPECT_DOUBLE_EQ(ample.steps.back().budget->unitPriceUsd, rtx4090->priceUsd);
    EXPECT_DOUBLE_EQ(ample.steps.back().budget->unitPriceUsd, 2000); // the guide-day street price
}

TEST_F(ShippedLivePick, EveryGuideCardIsInTheCatalog) {
    // seed fact R13: the chart's cards exist, so the live pick can judge them.
    for (const LeafInfo& leaf : allLeaves()) {
        for (const GuideCard& guideCard : leaf.cards) {
            const auto found = std::find_if(s_gpus->begin(), s_gpus->end(),
                                            [&](const Gpu& gpu) { return gpu.name == guideCard.gpu; });
            EXPECT_NE(found, s_gpus->end()) << leaf.key << ": " << guideCard.gpu;
        }
    }
}

TEST_F(ShippedLivePick, Rtx4070TiIsAGoodDealFor8BitInferenceAndJustUnderTheLineFor16Bit) {
    // seed fact R1: the RTX 4070 Ti has the best perf/$ for 8-bit and 16-bit inference. Here, with
    // its 12 GB at the guide's prices, on the flowchart's branch that names it (running models
    // other than LLMs), the RTX 4090 leads: the whole machine's cost (C1) favours the faster card.
    // The verdict is exactly the rule's: a good deal at 80 % of the best perf/$ or more, a poor
    // deal below. In 8-bit the RTX 4070 Ti reaches 0.82 of the RTX 4090: a good deal. In 16-bit,
    // since Ada inference is no longer throttled by the power level fitted on training (issue 31),
    // it reaches 0.79: a poor deal by a hair, new only or with used cards allowed.
    struct Case {
        bool accept8Bit;
        bool allowUsed;
        GuideVerdict verdict;
        double lowestShare; // the share's bracket around the 80 % line
        double highestShare;
    };
    const Case cases[] = {
        {true, false, GuideVerdict::GoodDeal, 0.80, 0.85},
        {false, false, GuideVerdict::PoorDeal, 0.75, 0.80},
        {false, true, GuideVerdict::PoorDeal, 0.75, 0.80},
        // With INT8 tensor cores counted and used cards allowed, a used RTX 3080 Ti beats it by a
        // quarter: the guide assumed Int8 on Ampere runs at 16-bit speed (P17). Not checked here.
    };
    const std::array guide{GuideCard{"RTX 4070 Ti", Condition::New}};
    for (const Case& test : cases) {
        const std::string label = std::string(test.accept8Bit ? "8-bit" : "16-bit") +
                                  (test.allowUsed ? ", used allowed" : ", new only");
        PickRequest request = guideRequest(12);
        request.allowUsed = test.allowUsed;
        const LivePick result = pick(individual(false, false), test.accept8Bit, request, guide);
        ASSERT_FALSE(result.candidates.empty()) << label;
        EXPECT_EQ(result.candidates.front().gpu->name, "RTX 4090") << label;
        ASSERT_EQ(result.guide.size(), 1u) << label;
        const GuideAssessment& rtx4070Ti = result.guide.front();
        ASSERT_TRUE(rtx4070Ti.candidate) << label;
        EXPECT_EQ(rtx4070Ti.verdict, test.verdict)
            << label << ": " << toString(rtx4070Ti.verdict) << " at " << rtx4070Ti.shareOfBest;
        EXPECT_GE(rtx4070Ti.shareOfBest, test.lowestShare) << label;
        EXPECT_LT(rtx4070Ti.shareOfBest, test.highestShare) << label;
    }
}

TEST_F(ShippedLivePick, InferenceWalkPicksTheRtx4070TiOnAThousandDollars) {
    // seed fact R13: "RTX 4070 Ti or RTX 4080"; the cheaper one decides the budget question.
    FlowAnswers answers = individual(false, false);
    answers.budgetUsd = 1000;
    const FlowWalk walk = walkFlowchart(answers, *s_book, guidePublished);
    ASSERT_TRUE(walk.complete());
    EXPECT_EQ(*walk.leaf, FlowLeaf::InferenceRtx4070TiOr4080);
    ASSERT_FALSE(walk.steps.empty());
    ASSERT_TRUE(walk.steps.back().budget);
    EXPECT_EQ(walk.steps.back().budget->gpu, "RTX 4070 Ti");
    const PriceObservation* rtx4070Ti = s_book->latest("RTX 4070 Ti", Condition::New, guidePublished);
    ASSERT_NE(rtx4070Ti, nullptr);
    EXPECT_DOUBLE_EQ(walk.steps.back().budget->unitPriceUsd, rtx4070Ti->priceUsd);
}
