// recommend(): the walk, the memory need, the live pick, cloud offers and cluster advice
// together, as the wizard and `gpu-advisor-cli recommend` use them (seed facts R3, R5, R7,
// R13, R14, M1-M3).

#include "gpuadvisor/core/advice/advisor.h"

#include "samplegpus.h"
#include "testdate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace gpuadvisor;

namespace {

using gpuadvisor::testing::day;

const Date advisorDay = day(2023, 1, 30);

Gpu card(const char* name, Segment segment, double memoryGb) {
    Gpu gpu = gpuadvisor::testing::sampleConsumerGpu();
    gpu.name = name;
    gpu.segment = segment;
    gpu.memoryGb = memoryGb;
    gpu.datacenterUseAllowed = segment != Segment::Consumer;
    if (segment == Segment::Workstation) {
        gpu.cooler = Cooler::Blower; // as the catalog's RTX A-series and RTX 6000 Ada
        gpu.slotWidth = 2;
    }
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
        , prices(std::vector<PriceObservation>{{"RTX 3090", Condition::Used, 800, advisorDay, "t"},
                                               {"RTX 3090", Condition::New, 1050, advisorDay, "t"},
                                               {"RTX 4090", Condition::New, 2000, advisorDay, "t"},
                                               {"RTX 6000 Ada", Condition::New, 7000, advisorDay, "t"},
                                               {"A100 PCIe 80GB", Condition::New, 15000, advisorDay, "t"},
                                               {"A100 PCIe 80GB", Condition::Used, 6000, advisorDay, "t"}})
        , systems{{1, 1000, 100, "t"}, {8, 10000, 800, "t"}}
        , offers{{"vast.ai", "1x RTX 3090", "RTX 3090", 1, 0.2, Pricing::OnDemand, advisorDay, "t"},
                 {"AWS", "p4", "A100 PCIe 80GB", 8, 32, Pricing::OnDemand, advisorDay, "t"}} {}

    Recommendation run(const AdvisorAnswers& answers) const {
        const AdvisorCatalog catalog{gpus, &prices, systems, offers, presets};
        return recommend(answers, catalog, gpus[0], advisorDay, OwnershipAssumptions{});
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
    std::vector<LlmModel> presets{llama2Shape()};

    /// Llama 2 7B's shape (its config.json), the preset a 7B fine-tune borrows.
    static LlmModel llama2Shape() {
        LlmModel model;
        model.key = "llama2-7b";
        model.name = "Llama 2 7B";
        model.parameters = 6.74e9;
        model.activeParameters = 6.74e9;
        model.layers = 32;
        model.hiddenSize = 4096;
        model.attentionHeads = 32;
        model.kvHeads = 32;
        model.headDim = 128;
        model.intermediateSize = 11008;
        model.vocabulary = 32000;
        model.maxContext = 4096;
        return model;
    }
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

    // The licence allowing GeForce cards does not make open-air cards fit a packed server (B5):
    // the cluster advice names them for nodes that are cooled for them (R5), the pick does not.
    answers.consumerCardsAllowed = true;
    const Recommendation allowed = run(answers);
    ASSERT_TRUE(allowed.clusterCards.consumer.has_value());
    EXPECT_EQ(allowed.clusterCards.consumer->gpu->segment, Segment::Consumer);
    for (const PickCandidate& candidate : allowed.pick.candidates) {
        EXPECT_NE(candidate.gpu->cooler, Cooler::OpenAir) << candidate.gpu->name;
    }
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

// Issue 19: one answer. The headline buys the first of the live ranking, and the reasoning sets it
// against the guide's card with the numbers of the same ranking.
TEST_F(AdvisorTest, TheAnswerIsTheFirstOfTheLiveRankingSetAgainstTheGuidesCard) {
    const Recommendation result = run(individualTransformers(5000));
    ASSERT_EQ(*result.walk.leaf, FlowLeaf::TrainTransformersRtx4090);
    const AdvisorAnswer& answer = result.answer;
    ASSERT_EQ(answer.kind, AnswerKind::Buy);
    ASSERT_TRUE(answer.buy.has_value());
    EXPECT_EQ(answer.buy->gpu, result.pick.candidates.front().gpu);
    EXPECT_EQ(answer.buy->condition(), result.pick.candidates.front().condition());
    // Same speed in this catalog: the used RTX 3090 at $800 beats the new RTX 4090 at $2,000.
    EXPECT_EQ(answer.buy->gpu->name, "RTX 3090");
    ASSERT_TRUE(answer.guide && answer.guide->candidate);
    EXPECT_EQ(answer.guide->card.gpu, "RTX 4090");
    EXPECT_FALSE(answer.guideCardIsAnswer);
    EXPECT_DOUBLE_EQ(answer.advantageOverGuide,
                     answer.buy->performancePerDollar / answer.guide->candidate->performancePerDollar - 1);
    EXPECT_GT(answer.advantageOverGuide, 0.3);
    EXPECT_TRUE(answer.waysOut.empty());

    // At $1,000 the guide's own used RTX 3090 is the answer.
    const Recommendation budget = run(individualTransformers(1000));
    ASSERT_EQ(budget.answer.kind, AnswerKind::Buy);
    EXPECT_TRUE(budget.answer.guideCardIsAnswer);
    EXPECT_DOUBLE_EQ(budget.answer.advantageOverGuide, 0);
}

TEST_F(AdvisorTest, RentingLeavesAnswerWithTheFirstCloudOffer) {
    const Recommendation result = run(llmUserBelowEveryCard(true));
    ASSERT_EQ(leafInfo(*result.walk.leaf).action, LeafAction::RentCloud);
    ASSERT_EQ(result.answer.kind, AnswerKind::Rent);
    ASSERT_FALSE(result.cloud.empty());
    EXPECT_EQ(result.answer.rent->offer, result.cloud.front().offer);
    EXPECT_EQ(result.answer.cardsToOpen(), nullptr) << "nothing to buy";
}

// Nothing holds 40 GB within $1,700: never a dead end, but the ways out with their numbers.
TEST_F(AdvisorTest, WhenNothingFitsTheWaysOutSayHowAndWhatItCosts) {
    AdvisorAnswers answers = individualTransformers(1700);
    answers.memory.gb = 40;
    const Recommendation result = run(answers);
    ASSERT_TRUE(result.pick.candidates.empty());
    const AdvisorAnswer& answer = result.answer;
    ASSERT_EQ(answer.kind, AnswerKind::NothingFits);
    ASSERT_EQ(answer.waysOut.size(), 3u);

    const WayOut& more = answer.waysOut[0];
    EXPECT_EQ(more.kind, WayOutKind::MoreGpus);
    EXPECT_EQ(more.gpuCount, 2) << "two cards are the fewest that hold 40 GB within the budget";
    EXPECT_DOUBLE_EQ(more.memoryGb, 20);
    ASSERT_TRUE(more.buy.has_value());
    EXPECT_EQ(more.buy->gpu->name, "RTX 3090");
    EXPECT_EQ(more.buy->condition(), Condition::Used);
    EXPECT_LE(more.buy->price->priceUsd * more.gpuCount, 1700);

    const WayOut& cloud = answer.waysOut[1];
    EXPECT_EQ(cloud.kind, WayOutKind::Cloud);
    ASSERT_TRUE(cloud.rent.has_value());
    EXPECT_EQ(cloud.rent->offer->instance, "p4") << "8 x 80 GB hold it; one 24 GB RTX 3090 does not";
    EXPECT_EQ(cloud.gpuCount, 8);

    const WayOut& bigger = answer.waysOut[2];
    EXPECT_EQ(bigger.kind, WayOutKind::BiggerBudget);
    ASSERT_TRUE(bigger.buy.has_value());
    EXPECT_EQ(bigger.buy->gpu->name, "RTX 6000 Ada") << "the cheapest card with 40 GB, over the budget";

    int count = 0;
    const PickCandidate* open = answer.cardsToOpen(&count);
    ASSERT_NE(open, nullptr);
    EXPECT_EQ(open->gpu->name, "RTX 3090") << "Compare and Build open the first way out that buys";
    EXPECT_EQ(count, 2);
}

// Issue 34: a cheaper 48 GB Radeon whose vendor no training row measures is no "cheapest way" on
// its datasheet alone; the measured RTX 6000 Ada is, unless the user allows datasheet estimates.
// The same for renting: an AMD instance is offered after the measured ones.
TEST_F(AdvisorTest, WaysOutRestOnMeasuredVendorsUnlessDatasheetEstimatesAreAllowed) {
    Gpu radeon = card("Radeon PRO W7900", Segment::Workstation, 48);
    radeon.vendor = "AMD";
    radeon.architecture = Architecture::Rdna3;
    gpus.push_back(radeon);
    prices =
        PriceBook(std::vector<PriceObservation>{{"RTX 3090", Condition::Used, 800, advisorDay, "t"},
                                                {"RTX 3090", Condition::New, 1050, advisorDay, "t"},
                                                {"RTX 4090", Condition::New, 2000, advisorDay, "t"},
                                                {"RTX 6000 Ada", Condition::New, 7000, advisorDay, "t"},
                                                {"A100 PCIe 80GB", Condition::New, 15000, advisorDay, "t"},
                                                {"Radeon PRO W7900", Condition::New, 3500, advisorDay, "t"}});
    offers.push_back({"cloud", "1x W7900", "Radeon PRO W7900", 8, 1, Pricing::OnDemand, advisorDay, "t"});
    BenchmarkResult measured;
    measured.gpuName = "RTX 3090";
    measured.model = "bert_large_squad";
    measured.workload = Workload::Transformer;
    measured.precision = "fp16";
    measured.value = 100;
    measured.measuredOn = advisorDay;
    const std::vector<BenchmarkResult> measurements{measured};
    AdvisorAnswers answers = individualTransformers(1700);
    answers.memory.gb = 40;
    const auto waysOf = [&](const AdvisorAnswers& asked) {
        AdvisorCatalog catalog{gpus, &prices, systems, offers, presets};
        catalog.measurements = measurements;
        return recommend(asked, catalog, gpus[0], advisorDay, OwnershipAssumptions{}).answer.waysOut;
    };
    const auto way = [](const std::vector<WayOut>& ways, WayOutKind kind) {
        const auto found =
            std::find_if(ways.begin(), ways.end(), [kind](const WayOut& w) { return w.kind == kind; });
        return found != ways.end() ? std::optional<WayOut>(*found) : std::nullopt;
    };
    std::vector<WayOut> ways = waysOf(answers);
    ASSERT_TRUE(way(ways, WayOutKind::BiggerBudget).has_value());
    EXPECT_EQ(way(ways, WayOutKind::BiggerBudget)->buy->gpu->name, "RTX 6000 Ada");
    ASSERT_TRUE(way(ways, WayOutKind::Cloud).has_value());
    EXPECT_EQ(way(ways, WayOutKind::Cloud)->rent->gpu->name, "A100 PCIe 80GB");

    answers.allowSpecificationOnly = true;
    ways = waysOf(answers);
    EXPECT_EQ(way(ways, WayOutKind::BiggerBudget)->buy->gpu->name, "Radeon PRO W7900");
    EXPECT_EQ(way(ways, WayOutKind::Cloud)->rent->gpu->name, "Radeon PRO W7900");
    EXPECT_TRUE(way(ways, WayOutKind::Cloud)->rent->specificationOnly);
}

// 7B full fine-tuning in 16 bits needs far more than any card: adapters are the way out that keeps
// the model, with the planner's memory.
TEST_F(AdvisorTest, AFullFineTuneThatFitsNowhereOffersAdapters) {
    AdvisorAnswers answers = individualTransformers(3000);
    answers.memory.model = ModelMemoryQuery{7e9, Precision::Fp16, true};
    const Recommendation result = run(answers);
    ASSERT_EQ(result.answer.kind, AnswerKind::NothingFits);
    const auto adapters = std::find_if(result.answer.waysOut.begin(), result.answer.waysOut.end(),
                                       [](const WayOut& way) { return way.kind == WayOutKind::Adapters; });
    ASSERT_NE(adapters, result.answer.waysOut.end());
    EXPECT_EQ(adapters->task, LlmTask::LoRA);
    ASSERT_TRUE(adapters->buy.has_value());
    LlmWorkload lora;
    lora.model = customLlmModel(7e9, presets);
    lora.task = LlmTask::LoRA;
    lora.contextTokens = 2048;
    EXPECT_NEAR(adapters->memoryGb, llmMemory(lora, 1).totalGiB(), 1e-9);
    EXPECT_LT(adapters->memoryGb, 24);
    EXPECT_TRUE(planLlm(lora, *adapters->buy->gpu, 1).fits);
    // Training keeps 16 bytes a parameter in FP32 and in mixed precision: no lower-precision way.
    EXPECT_TRUE(std::none_of(result.answer.waysOut.begin(), result.answer.waysOut.end(),
                             [](const WayOut& way) { return way.kind == WayOutKind::LowerPrecision; }));

    // Running a 30B model in FP32 (144 GB): in 8 bits it fits a 48 GB card.
    AdvisorAnswers fp32 = individualTransformers(20000);
    fp32.memory.model = ModelMemoryQuery{30e9, Precision::Fp32, false};
    const Recommendation wide = run(fp32);
    ASSERT_EQ(wide.answer.kind, AnswerKind::NothingFits);
    const auto lower = std::find_if(wide.answer.waysOut.begin(), wide.answer.waysOut.end(),
                                    [](const WayOut& way) { return way.kind == WayOutKind::LowerPrecision; });
    ASSERT_NE(lower, wide.answer.waysOut.end());
    EXPECT_EQ(lower->precision, Precision::Int8) << "FP16 (72 GB) fits no desktop card here";
    EXPECT_DOUBLE_EQ(lower->memoryGb, estimateModelMemory({30e9, Precision::Int8, false}).totalGb());
    ASSERT_TRUE(lower->buy.has_value());
    EXPECT_EQ(lower->buy->gpu->name, "RTX 6000 Ada");
}

// Organisations: the budget is the whole cluster's, each machine gets its share; the cluster's
// utilisation sets the running costs; the cluster advice names today's best cards.
TEST_F(AdvisorTest, OrganisationsSplitTheClusterBudgetAndUseTheClustersUtilisation) {
    EXPECT_DOUBLE_EQ(machineBudgetUsd(160000, 8, 16), 80000);
    EXPECT_DOUBLE_EQ(machineBudgetUsd(160000, 8, std::nullopt), 160000);
    EXPECT_DOUBLE_EQ(machineBudgetUsd(160000, 8, 4), 160000) << "a cluster smaller than a machine";

    AdvisorAnswers answers;
    answers.flow.organization = true;
    answers.flow.largeLlms = false;
    answers.flow.rich = false;
    answers.flow.gpuCount = 8;
    answers.clusterGpus = 16;
    answers.flow.budgetUsd = 112000; // 56,000 a machine: 8 x RTX 6000 Ada, not 8 x A100
    answers.clusterUtilization = 0.6;
    const Recommendation result = run(answers);
    EXPECT_DOUBLE_EQ(result.ownership.utilization, 0.6);
    ASSERT_FALSE(result.pick.candidates.empty());
    for (const PickCandidate& candidate : result.pick.candidates) {
        EXPECT_LE(candidate.price->priceUsd * 8, 56000) << candidate.gpu->name;
        EXPECT_EQ(candidate.condition(), Condition::New);
        EXPECT_DOUBLE_EQ(
            candidate.cost.electricityUsd,
            ownershipCost(*candidate.gpu, candidate.price->priceUsd, 8, systems[1], result.ownership)
                .electricityUsd);
    }
    ASSERT_TRUE(result.clusterCards.server.has_value());
    EXPECT_NE(result.clusterCards.server->gpu->segment, Segment::Consumer);
    ASSERT_TRUE(result.clusterCards.consumer.has_value());
    EXPECT_EQ(result.clusterCards.consumer->gpu->segment, Segment::Consumer);
}

// A need no single GPU of any offer has (200 GB): an instance whose GPUs hold it together is a way
// out; no 8-card desktop of 24 GB cards does.
TEST_F(AdvisorTest, AnInstanceIsAWayOutWhenItsGpusHoldTheModelTogether) {
    AdvisorAnswers answers = individualTransformers(20000); // not 5-8 RTX 6000 Ada ($35,000+)
    answers.memory.gb = 200;
    const Recommendation result = run(answers);
    ASSERT_EQ(result.answer.kind, AnswerKind::NothingFits);
    const auto cloud = std::find_if(result.answer.waysOut.begin(), result.answer.waysOut.end(),
                                    [](const WayOut& way) { return way.kind == WayOutKind::Cloud; });
    ASSERT_NE(cloud, result.answer.waysOut.end());
    EXPECT_EQ(cloud->rent->offer->instance, "p4");
    EXPECT_DOUBLE_EQ(cloud->totalMemoryGb, 200);
    EXPECT_DOUBLE_EQ(cloud->memoryGb, 25);
    EXPECT_TRUE(std::none_of(result.answer.waysOut.begin(), result.answer.waysOut.end(),
                             [](const WayOut& way) { return way.kind == WayOutKind::MoreGpus; }))
        << "8 x 24 GB is less than 200 GB, and 5 x 48 GB is over the budget";
}

// Issue 37: the ways out at their edges. Asked for two cards, "more cards" means three or more;
// the bigger budget buys the cheapest card that holds the work; of two cloud offers at one price,
// the faster wins whatever the order of the rows.
TEST_F(AdvisorTest, WaysOutOfferOneCardMoreTheCheapestCardAndAnOrderFreeCloudOffer) {
    AdvisorAnswers two = individualTransformers(2500); // three used RTX 3090s: $2,400
    two.flow.gpuCount = 2;
    two.memory.gb = 44; // per card as asked: no 24 GB card; split over the cards it would fit two
    const Recommendation asked = run(two);
    ASSERT_EQ(asked.answer.kind, AnswerKind::NothingFits);
    const auto more = std::find_if(asked.answer.waysOut.begin(), asked.answer.waysOut.end(),
                                   [](const WayOut& way) { return way.kind == WayOutKind::MoreGpus; });
    ASSERT_NE(more, asked.answer.waysOut.end());
    EXPECT_EQ(more->gpuCount, 3) << "two cards were asked for: one more is three";

    // A second 48 GB workstation card, cheaper than the RTX 6000 Ada.
    gpus.push_back(card("RTX A6000", Segment::Workstation, 48));
    std::vector<PriceObservation> rows{{"RTX 3090", Condition::Used, 800, advisorDay, "t"},
                                       {"RTX 3090", Condition::New, 1050, advisorDay, "t"},
                                       {"RTX 4090", Condition::New, 2000, advisorDay, "t"},
                                       {"RTX 6000 Ada", Condition::New, 7000, advisorDay, "t"},
                                       {"RTX A6000", Condition::New, 4500, advisorDay, "t"}};
    prices = PriceBook(rows);
    // Two offers at the same $32 an hour that both hold 40 GB: eight A100s and eight RTX 3090s.
    // This fixture's cards share one speed, so the names decide (AWS before Zeta), in either order.
    offers.push_back({"Zeta", "8x 3090", "RTX 3090", 8, 32, Pricing::OnDemand, advisorDay, "t"});
    AdvisorAnswers forty = individualTransformers(1700);
    forty.memory.gb = 40;
    const Recommendation first = run(forty);
    std::reverse(offers.begin(), offers.end());
    const Recommendation reversed = run(forty);
    for (const Recommendation* result : {&first, &reversed}) {
        ASSERT_EQ(result->answer.kind, AnswerKind::NothingFits);
        const auto bigger =
            std::find_if(result->answer.waysOut.begin(), result->answer.waysOut.end(),
                         [](const WayOut& way) { return way.kind == WayOutKind::BiggerBudget; });
        ASSERT_NE(bigger, result->answer.waysOut.end());
        ASSERT_TRUE(bigger->buy.has_value());
        EXPECT_EQ(bigger->buy->gpu->name, "RTX A6000") << "the cheapest card that holds 40 GB";
        const auto cloud = std::find_if(result->answer.waysOut.begin(), result->answer.waysOut.end(),
                                        [](const WayOut& way) { return way.kind == WayOutKind::Cloud; });
        ASSERT_NE(cloud, result->answer.waysOut.end());
        ASSERT_TRUE(cloud->rent.has_value());
        EXPECT_EQ(cloud->rent->offer->instance, "p4") << "the same offer whatever the order of the rows";
    }
}

// Issue 37: of two cloud offers at the same price an hour, the one with the faster GPUs wins, even
// when the slower one's provider comes first by name (and so is looked at first).
TEST_F(AdvisorTest, OfTwoCloudOffersAtOnePriceTheFasterGpusWin) {
    Gpu& rtx4090 = gpus[1];
    rtx4090.bandwidthGBps *= 2; // twice the sample card's bandwidth and tensor rates: faster
    rtx4090.fp16TensorTflops = *rtx4090.fp16TensorTflops * 2;
    rtx4090.fp16TensorFp32AccumulateTflops = *rtx4090.fp16TensorFp32AccumulateTflops * 2;
    rtx4090.bf16TensorTflops = *rtx4090.bf16TensorTflops * 2;
    // $32 an hour each for eight cards that hold 40 GB: AWS's A100s and Zeta's RTX 4090s.
    offers.push_back({"Zeta", "8x 4090", "RTX 4090", 8, 32, Pricing::OnDemand, advisorDay, "t"});
    AdvisorAnswers forty = individualTransformers(1700);
    forty.memory.gb = 40;
    for (const bool reversed : {false, true}) {
        if (reversed) {
            std::reverse(offers.begin(), offers.end());
        }
        const Recommendation result = run(forty);
        const PerformanceModel model(gpus[0], result.query);
        ASSERT_GT(model.relative(rtx4090), model.relative(gpus[3])) << "the RTX 4090 is the faster card";
        ASSERT_EQ(result.answer.kind, AnswerKind::NothingFits);
        const auto cloud = std::find_if(result.answer.waysOut.begin(), result.answer.waysOut.end(),
                                        [](const WayOut& way) { return way.kind == WayOutKind::Cloud; });
        ASSERT_NE(cloud, result.answer.waysOut.end());
        ASSERT_TRUE(cloud->rent.has_value());
        EXPECT_EQ(cloud->rent->offer->provider, "Zeta") << (reversed ? "rows reversed" : "rows as listed");
        EXPECT_EQ(cloud->rent->gpu->name, "RTX 4090");
    }
}
