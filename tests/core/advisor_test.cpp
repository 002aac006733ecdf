// recommend(): the walk, the memory need, the live pick, cloud offers and cluster advice
// together, as the wizard and `gpu-advisor-cli recommend` use them (seed facts R3, R5, R7,
// R13, R14, M1-M3).

#include "gpuadvisor/core/advisor.h"

#include "samplegpus.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace gpuadvisor;

namespace {

Date day(int y, unsigned m, unsigned d) {
    return Date{std::chrono::year{y}, std::chrono::month{m}, std::chrono::day{d}};
}

const Date asOf = day(2023, 1, 30);

Gpu card(const char* name, Segment segment, double memoryGb) {
    Gpu gpu = gpuadvisor::testing::sampleConsumerGpu();
    gpu.name = name;
    gpu.segment = segment;
    gpu.memoryGb = memoryGb;
    gpu.datacenterUseAllowed = segment != Segment::Consumer;
    if (segment == Segment::Datacenter) {
        gpu.cooler = Cooler::Passive;
        gpu.slotWidth = 2;
    }
    return gpu;
}

class AdvisorTest : public ::testing::Test {
protected:
    AdvisorTest()
        : gpus{card("RTX 3090", Segment::Consumer, 24), card("RTX 4090", Segment::Consumer, 24),
               card("RTX 6000 Ada", Segment::Workstation, 48),
               card("A100 PCIe 80GB", Segment::Datacenter, 80)}
        , prices(std::vector<PriceObservation>{{"RTX 3090", Condition::Used, 800, asOf, "t"},
                                               {"RTX 3090", Condition::New, 1050, asOf, "t"},
                                               {"RTX 4090", Condition::New, 2000, asOf, "t"},
                                               {"RTX 6000 Ada", Condition::New, 7000, asOf, "t"},
                                               {"A100 PCIe 80GB", Condition::New, 15000, asOf, "t"},
                                               {"A100 PCIe 80GB", Condition::Used, 6000, asOf, "t"}})
        , systems{{1, 1000, 100, "t"}, {8, 10000, 800, "t"}}
        , offers{{"vast.ai", "1x RTX 3090", "RTX 3090", 1, 0.2, Pricing::OnDemand, asOf, "t"},
                 {"AWS", "p4", "A100 PCIe 80GB", 8, 32, Pricing::OnDemand, asOf, "t"}} {}

    Recommendation run(const AdvisorAnswers& answers) const {
        const AdvisorCatalog catalog{gpus, &prices, systems, offers};
        return recommend(answers, catalog, gpus[0], asOf, OwnershipAssumptions{});
    }

    static AdvisorAnswers individualTransformers(double budget) {
        AdvisorAnswers answers;
        answers.flow.organization = false;
        answers.flow.train = true;
        answers.flow.transformers = true;
        answers.flow.budgetUsd = budget;
        return answers;
    }

    /// Runs LLMs on $300, below every card of the chart: the small-datasets question decides.
    static AdvisorAnswers llmUserBelowEveryCard(bool smallDatasets) {
        AdvisorAnswers answers;
        answers.flow.organization = false;
        answers.flow.train = false;
        answers.flow.llms = true;
        answers.flow.budgetUsd = 300;
        answers.flow.smallDatasets = smallDatasets;
        return answers;
    }

    static bool hasCard(const LivePick& pick, const std::string& name, Condition condition) {
        return std::any_of(pick.candidates.begin(), pick.candidates.end(), [&](const PickCandidate& c) {
            return c.gpu->name == name && c.condition() == condition;
        });
    }

    std::vector<Gpu> gpus;
    PriceBook prices;
    std::vector<SystemBaseCost> systems;
    std::vector<CloudOffer> offers;
};

TEST_F(AdvisorTest, AnIncompleteWalkGivesOnlyThePathAndTheMemory) {
    AdvisorAnswers answers;
    answers.flow.organization = false;
    const Recommendation result = run(answers);
    EXPECT_FALSE(result.walk.complete());
    ASSERT_TRUE(result.walk.pending);
    EXPECT_EQ(flowchartNodes()[static_cast<std::size_t>(*result.walk.pending)].question, FlowQuestion::Train);
    EXPECT_TRUE(result.pick.candidates.empty());
    EXPECT_GT(result.memoryGb, 0);
}

TEST_F(AdvisorTest, TransformersOnABudgetGetTheGuidesUsedCardAndTheLivePick) {
    // seed facts R13, M1, R3
    const Recommendation result = run(individualTransformers(1000));
    ASSERT_TRUE(result.walk.complete());
    EXPECT_EQ(*result.walk.leaf, FlowLeaf::TrainTransformersUsedRtx3090);
    EXPECT_DOUBLE_EQ(result.memoryGb, 24); // M1's default for Transformers
    EXPECT_EQ(result.memorySource, MemorySource::PathDefault);
    EXPECT_EQ(result.query.metric, Metric::Training16);
    ASSERT_FALSE(result.pick.candidates.empty());
    for (const PickCandidate& candidate : result.pick.candidates) {
        EXPECT_GE(candidate.gpu->memoryGb, 24);
        EXPECT_LE(candidate.price->priceUsd, 1000);
        EXPECT_NE(candidate.gpu->segment, Segment::Datacenter) << "passive cards stay out of desktops";
    }
    EXPECT_TRUE(hasCard(result.pick, "RTX 3090", Condition::Used));
    ASSERT_EQ(result.pick.guide.size(), 2u); // the used RTX 3090 and 3090 Ti
    EXPECT_EQ(result.pick.guide[1].verdict, GuideVerdict::NotInCatalog);
    EXPECT_TRUE(result.cloud.empty()) << "buying leaves list no cloud offers";
    EXPECT_FALSE(result.fourSteps);
    EXPECT_FALSE(result.cluster);
}

TEST_F(AdvisorTest, OrganisationsGetNoGeForceAndNoUsedCardsUnlessTheLicenceAllows) {
    // seed facts R7, R13, R5
    AdvisorAnswers answers;
    answers.flow.organization = true;
    answers.flow.largeLlms = false;
    answers.flow.rich = false;
    answers.clusterGpus = 200;
    const Recommendation result = run(answers);
    ASSERT_TRUE(result.walk.complete());
    EXPECT_EQ(*result.walk.leaf, FlowLeaf::OrgServerMix);
    ASSERT_FALSE(result.pick.candidates.empty());
    for (const PickCandidate& candidate : result.pick.candidates) {
        EXPECT_NE(candidate.gpu->segment, Segment::Consumer) << candidate.gpu->name;
        EXPECT_EQ(candidate.condition(), Condition::New) << candidate.gpu->name;
    }
    ASSERT_TRUE(result.cluster);
    EXPECT_EQ(result.cluster->tier, ClusterTier::Large);
    EXPECT_FALSE(result.cluster->consumerCardsAllowed);

    answers.consumerCardsAllowed = true;
    EXPECT_TRUE(hasCard(run(answers).pick, "RTX 4090", Condition::New));
}

TEST_F(AdvisorTest, RentingLeavesListCloudOffersFromTheGuidesProviders) {
    // seed facts R13, M4
    const Recommendation result = run(llmUserBelowEveryCard(true));
    ASSERT_TRUE(result.walk.complete());
    EXPECT_EQ(*result.walk.leaf, FlowLeaf::LlmRent);
    ASSERT_EQ(result.cloud.size(), 1u);
    EXPECT_EQ(result.cloud.front().offer->provider, "vast.ai");
}

TEST_F(AdvisorTest, WithoutAnOfferFromTheGuidesProvidersEveryOfferIsShown) {
    // The organisation LLM leaf names Azure; the catalog has none, so every offer with the memory.
    AdvisorAnswers answers;
    answers.flow.organization = true;
    answers.flow.largeLlms = true;
    answers.flow.rich = true;
    answers.memory.gb = 40;
    const Recommendation result = run(answers);
    ASSERT_TRUE(result.walk.complete());
    EXPECT_EQ(*result.walk.leaf, FlowLeaf::OrgLlmAzure);
    ASSERT_EQ(result.cloud.size(), 1u);
    EXPECT_EQ(result.cloud.front().offer->provider, "AWS");
}

TEST_F(AdvisorTest, TheReadTheGuideLeafShowsTheFourSteps) {
    // seed fact R14
    const Recommendation result = run(llmUserBelowEveryCard(false));
    ASSERT_TRUE(result.walk.complete());
    EXPECT_EQ(*result.walk.leaf, FlowLeaf::LlmReadGuide);
    EXPECT_TRUE(result.fourSteps);
}

TEST_F(AdvisorTest, MemoryNeedTakesTheFirstStatedSourceAndAddsTheDisplay) {
    // seed facts M1-M3
    FlowAnswers path;
    path.transformers = true;
    MemoryNeed need;
    EXPECT_EQ(memoryNeedGb(need, path), std::make_pair(24.0, MemorySource::PathDefault));
    need.model = ModelMemoryQuery{7e9, Precision::Fp16, false};
    EXPECT_NEAR(memoryNeedGb(need, path).first, 16.8, 1e-9);
    EXPECT_EQ(memoryNeedGb(need, path).second, MemorySource::Model);
    need.useCase = UseCase::ImageGeneration;
    EXPECT_EQ(memoryNeedGb(need, path), std::make_pair(12.0, MemorySource::UseCase));
    need.gb = 20;
    EXPECT_EQ(memoryNeedGb(need, path), std::make_pair(20.0, MemorySource::Stated));
    need.displayGpu = true;
    EXPECT_DOUBLE_EQ(memoryNeedGb(need, path).first, 22); // M3: +2 GB for the display
    EXPECT_DOUBLE_EQ(defaultMemoryGb(FlowAnswers{}), 8);  // M3's "8 GB is better"
}

TEST_F(AdvisorTest, RunningAQuantisedModelRatesEightBitInference) {
    // seed fact R3 step 2: 8-bit work accepted
    AdvisorAnswers answers = llmUserBelowEveryCard(false);
    answers.flow.budgetUsd = 3000;
    answers.memory.model = ModelMemoryQuery{13e9, Precision::Int8, false};
    EXPECT_EQ(run(answers).query.metric, Metric::Inference8);
    answers.memory.model->precision = Precision::Fp16;
    EXPECT_EQ(run(answers).query.metric, Metric::Inference16);
    answers.accept8Bit = true;
    EXPECT_EQ(run(answers).query.metric, Metric::Inference8);
}

TEST_F(AdvisorTest, AModelEstimateIsKeptForTheBreakdown) {
    AdvisorAnswers answers = individualTransformers(5000);
    answers.memory.model = ModelMemoryQuery{1e9, Precision::Fp16, true};
    const Recommendation result = run(answers);
    ASSERT_TRUE(result.modelEstimate);
    EXPECT_DOUBLE_EQ(result.modelEstimate->totalGb(), result.memoryGb);
    EXPECT_DOUBLE_EQ(result.modelEstimate->weightsGb, 2);
}

} // namespace
