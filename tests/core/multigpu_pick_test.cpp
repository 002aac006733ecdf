// Issue 30: the live pick weighs 1 to the machine's most cards of each type where the work can be
// split over them, and says the count; an organisation's training job is a total split over its
// node's GPUs; the machine a pick needs is sized so that the build checker passes it (B1, B2,
// B4, B5, B12).

#include "gpuadvisor/core/advice/livepick.h"
#include "gpuadvisor/core/build/machineplan.h"

#include "samplegpus.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace gpuadvisor;
using gpuadvisor::testing::sampleConsumerGpu;

namespace {

const Date multiGpuDay{std::chrono::year{2026}, std::chrono::month{11}, std::chrono::day{24}};

PriceObservation multiGpuPrice(std::string name, double usd, Condition condition = Condition::Used) {
    return {std::move(name), condition, usd, multiGpuDay, "test"};
}

/// A dense 20B model: 37.3 GiB in 16 bits, more than a 24 GB card holds, less than two do.
LlmModel twentyB() {
    LlmModel model;
    model.key = "twenty";
    model.name = "Twenty";
    model.parameters = 20e9;
    model.activeParameters = 20e9;
    model.layers = 40;
    model.hiddenSize = 5120;
    model.attentionHeads = 40;
    model.kvHeads = 8;
    model.headDim = 128;
    model.intermediateSize = 17920;
    model.vocabulary = 32000;
    model.maxContext = 8192;
    model.source = "test";
    return model;
}

/// A 24 GB card like an RTX 3090 and a 48 GB workstation card like an RTX A6000.
Gpu card24() {
    return sampleConsumerGpu(); // "RTX 3090": 24 GB, 936 GB/s, 350 W, 3 slots, open air
}

Gpu card48() {
    Gpu gpu = sampleConsumerGpu();
    gpu.name = "Card 48";
    gpu.segment = Segment::Workstation;
    gpu.memoryGb = 48;
    gpu.memoryType = "GDDR6";
    gpu.bandwidthGBps = 768;
    gpu.boardPowerWatts = 300;
    gpu.slotWidth = 2;
    gpu.cooler = Cooler::Blower;
    return gpu;
}

/// Costs of ownership are the cards alone: no electricity, no system base cost (none given).
PickRequest llmRequest(const LlmWorkload& workload, const Gpu& reference) {
    PickRequest request;
    request.asOf = multiGpuDay;
    request.upToGpus = maxWorkstationGpus;
    request.llm = workload;
    request.ownership.kwhPriceUsd = 0;
    const LlmPlan plan = planLlm(workload, reference, 1);
    request.llmReferenceTokensPerSecond = plan.speed ? plan.speed->decodeTokensPerSecond : 1;
    return request;
}

LlmWorkload runTwentyB() {
    LlmWorkload workload;
    workload.model = twentyB();
    workload.weights = WeightFormat::F16;
    return workload;
}

double decode(const LlmWorkload& workload, const Gpu& gpu, int count) {
    const LlmPlan plan = planLlm(workload, gpu, count);
    return plan.speed ? plan.speed->decodeTokensPerSecond : 0;
}

const PickCandidate* find(const LivePick& pick, const std::string& name) {
    const auto found = std::find_if(pick.candidates.begin(), pick.candidates.end(),
                                    [&name](const PickCandidate& c) { return c.gpu->name == name; });
    return found == pick.candidates.end() ? nullptr : &*found;
}

TEST(MultiGpuPick, TwoCheaperCardsBeatOneBigCardOnTokensPerSecondPerDollar) {
    const std::vector<Gpu> gpus{card24(), card48()};
    const PriceBook book(
        std::vector<PriceObservation>{multiGpuPrice("RTX 3090", 700), multiGpuPrice("Card 48", 4000)});
    const LlmWorkload workload = runTwentyB();
    ASSERT_FALSE(planLlm(workload, card24(), 1).fits) << "one 24 GB card cannot hold 37 GiB";
    ASSERT_TRUE(planLlm(workload, card24(), 2).fits);
    ASSERT_TRUE(planLlm(workload, card48(), 1).fits);
    const PerformanceModel model(card48(), {Metric::Inference16, Workload::Transformer});
    const LivePick pick = livePick(gpus, book, {}, model, llmRequest(workload, card48()), {});

    // By hand: the cards alone are the cost. Two at $700 read half the weights each, one after the
    // other, at 936 GB/s; one at $4,000 reads them all at 768 GB/s.
    const double twoSmall = decode(workload, card24(), 2) / (2 * 700.0);
    const double oneBig = decode(workload, card48(), 1) / 4000.0;
    const double threeSmall = decode(workload, card24(), 3) / (3 * 700.0);
    ASSERT_GT(twoSmall, oneBig);
    ASSERT_GT(twoSmall, threeSmall) << "a third card adds its price, not its speed";
    ASSERT_EQ(pick.candidates.size(), 2u);
    const PickCandidate& first = pick.candidates.front();
    EXPECT_EQ(first.gpu->name, "RTX 3090");
    EXPECT_EQ(first.gpuCount, 2) << "the fewest that hold it, and the best value";
    EXPECT_EQ(first.cost.gpuCount, 2);
    EXPECT_DOUBLE_EQ(first.cost.totalUsd(), 1400);
    EXPECT_DOUBLE_EQ(first.llmTokensPerSecond, decode(workload, card24(), 2));
    const PickCandidate* big = find(pick, "Card 48");
    ASSERT_NE(big, nullptr);
    EXPECT_EQ(big->gpuCount, 1);
    EXPECT_NEAR(first.performancePerDollar / big->performancePerDollar, twoSmall / oneBig, 1e-9);
    EXPECT_EQ(pick.tooLittleMemory, 0) << "a 24 GB card holds it two at a time";
}

TEST(MultiGpuPick, OneCardWinsWhenItIsCheaperThanTwo) {
    const std::vector<Gpu> gpus{card24(), card48()};
    const PriceBook book(
        std::vector<PriceObservation>{multiGpuPrice("RTX 3090", 700), multiGpuPrice("Card 48", 1000)});
    const LlmWorkload workload = runTwentyB();
    const PerformanceModel model(card48(), {Metric::Inference16, Workload::Transformer});
    const LivePick pick = livePick(gpus, book, {}, model, llmRequest(workload, card48()), {});

    const double twoSmall = decode(workload, card24(), 2) / (2 * 700.0);
    const double oneBig = decode(workload, card48(), 1) / 1000.0;
    const double twoBig = decode(workload, card48(), 2) / 2000.0;
    ASSERT_GT(oneBig, twoSmall);
    ASSERT_GT(oneBig, twoBig);
    ASSERT_EQ(pick.candidates.size(), 2u);
    EXPECT_EQ(pick.candidates.front().gpu->name, "Card 48");
    EXPECT_EQ(pick.candidates.front().gpuCount, 1);
    EXPECT_EQ(pick.candidates.back().gpuCount, 2);
}

TEST(MultiGpuPick, TheBudgetPaysForEveryCardOfTheCount) {
    const std::vector<Gpu> gpus{card24(), card48()};
    const PriceBook book(
        std::vector<PriceObservation>{multiGpuPrice("RTX 3090", 700), multiGpuPrice("Card 48", 4000)});
    const PerformanceModel model(card48(), {Metric::Inference16, Workload::Transformer});
    PickRequest request = llmRequest(runTwentyB(), card48());
    request.budgetUsd = 1399; // one dollar short of two RTX 3090
    const LivePick pick = livePick(gpus, book, {}, model, request, {});
    EXPECT_TRUE(pick.candidates.empty());
    EXPECT_EQ(pick.overBudget, 2);
    request.budgetUsd = 1400;
    EXPECT_EQ(livePick(gpus, book, {}, model, request, {}).candidates.size(), 1u);
}

TEST(MultiGpuPick, WithoutUpToTheCountIsTheOneAsked) {
    PickRequest request;
    request.gpuCount = 3;
    EXPECT_EQ(candidateCounts(request), std::vector<int>{3});
    request.upToGpus = 4;
    EXPECT_EQ(candidateCounts(request), (std::vector<int>{1, 2, 3, 4}));
    request.upToGpus = 20;
    EXPECT_EQ(candidateCounts(request).back(), 8) << "seed fact B12: servers take up to 8 GPUs";
}

// The organisation's 13B full fine-tune: 260 GB for the job, over 8 GPUs of a node.
TEST(MultiGpuPick, ATrainingJobSplitOverTheNodeQualifiesCardsThatHoldItTogether) {
    Gpu a100 = card48();
    a100.name = "A100 80GB";
    a100.segment = Segment::Datacenter;
    a100.memoryGb = 80;
    a100.slotWidth = 0; // SXM
    a100.cooler = Cooler::Passive;
    Gpu l4 = card48();
    l4.name = "L4";
    l4.segment = Segment::Datacenter;
    l4.memoryGb = 24; // 8 x 24 = 192 GB: too little
    const std::vector<Gpu> gpus{a100, l4};
    const PriceBook book(std::vector<PriceObservation>{multiGpuPrice("A100 80GB", 15000, Condition::New),
                                                       multiGpuPrice("L4", 2500, Condition::New)});
    const PerformanceModel model(a100, {Metric::Training16, Workload::Transformer});
    PickRequest request;
    request.asOf = multiGpuDay;
    request.gpuCount = 8;
    request.memoryGb = 260;
    const LivePick perGpu = livePick(gpus, book, {}, model, request, {});
    EXPECT_TRUE(perGpu.candidates.empty()) << "no card has 260 GB on its own";
    request.memoryIsTotal = true;
    const LivePick split = livePick(gpus, book, {}, model, request, {});
    ASSERT_EQ(split.candidates.size(), 1u);
    EXPECT_EQ(split.candidates.front().gpu->name, "A100 80GB");
    EXPECT_EQ(split.candidates.front().gpuCount, 8);
    EXPECT_EQ(split.tooLittleMemory, 1);
    request.memoryGb = 8 * 80; // exactly what eight hold
    EXPECT_EQ(livePick(gpus, book, {}, model, request, {}).candidates.size(), 1u);
    request.memoryGb = 8 * 80 + 0.5;
    EXPECT_TRUE(livePick(gpus, book, {}, model, request, {}).candidates.empty());
}

TEST(MultiGpuPick, ServersTakeOnlyCardsTheyCanCoolPacked) {
    const std::vector<Gpu> gpus{card24(), card48()};
    const PriceBook book(std::vector<PriceObservation>{multiGpuPrice("RTX 3090", 1500, Condition::New),
                                                       multiGpuPrice("Card 48", 4000, Condition::New)});
    const PerformanceModel model(card48(), {Metric::Training16, Workload::Transformer});
    PickRequest request;
    request.asOf = multiGpuDay;
    request.gpuCount = 8;
    request.memoryGb = 20;
    EXPECT_EQ(livePick(gpus, book, {}, model, request, {}).candidates.size(), 2u);
    request.serverCoolingOnly = true; // B5: open-air cards overheat stacked
    const LivePick pick = livePick(gpus, book, {}, model, request, {});
    ASSERT_EQ(pick.candidates.size(), 1u);
    EXPECT_EQ(pick.candidates.front().gpu->name, "Card 48");
}

TEST(MultiGpuPick, AnInstanceQualifiesWhenItsGpusHoldTheJobTogether) {
    Gpu l40s = card48();
    l40s.name = "L40S";
    const std::vector<Gpu> gpus{l40s};
    const std::vector<CloudOffer> offers{
        {"Cloud", "1x L40S", "L40S", 1, 1.0, Pricing::OnDemand, multiGpuDay, ""},
        {"Cloud", "8x L40S", "L40S", 8, 8.0, Pricing::OnDemand, multiGpuDay, ""}};
    const PerformanceModel model(l40s, {Metric::Training16, Workload::Transformer});
    EXPECT_TRUE(rankCloudOffers(gpus, offers, model, 260, multiGpuDay).empty());
    const auto together = rankCloudOffers(gpus, offers, model, 260, multiGpuDay, {}, true);
    ASSERT_EQ(together.size(), 1u) << "8 x 48 GB hold 260 GB; 1 x 48 GB do not";
    EXPECT_EQ(together.front().offer->instance, "8x L40S");
}

// B1: 2 x 350 W + 150 W CPU + 100 W rest = 950 W, a 1,000 W supply; B2: 950 W / 0.92 = 1,033 W
// at the wall, under 80 % of 120 V x 15 A (1,440 W); B5: a free slot under each 3-slot open-air
// card, so the second sits ceil(4 / 2) = 2 x16 positions lower: 3 positions.
TEST(MachinePlan, TwoOpenAirCardsGetAGapASupplyAndAHouseholdOutlet) {
    const MachinePlan plan = planMachine(card24(), 2, Chassis::Workstation);
    EXPECT_DOUBLE_EQ(plan.psuWatts, 1000);
    EXPECT_EQ(plan.x16Slots, 3);
    EXPECT_FALSE(plan.risers);
    EXPECT_DOUBLE_EQ(plan.mains.volts, 120);
    EXPECT_DOUBLE_EQ(plan.mains.amps, 15);
    EXPECT_TRUE(plan.passes());
    EXPECT_EQ(plan.spec.gpus.size(), 2u);
    EXPECT_EQ(worstSeverity(checkBuild(plan.spec)) == Severity::Problem, false);
}

// B1's 4 x RTX 3090: 1,400 W + 250 W = 1,650 W wants a 1,700 W supply; 1,650 / 0.92 = 1,793 W is
// over a 15 A outlet's 1,440 W but under a 20 A one's 1,920 W (B2); seven x16 positions do not
// exist on a workstation board, so risers (B4).
TEST(MachinePlan, FourOpenAirCardsNeedRisersSeventeenHundredWattsAndATwentyAmpCircuit) {
    const MachinePlan plan = planMachine(card24(), 4, Chassis::Workstation);
    EXPECT_DOUBLE_EQ(plan.psuWatts, 1700);
    EXPECT_TRUE(plan.risers);
    EXPECT_DOUBLE_EQ(plan.mains.volts, 120);
    EXPECT_DOUBLE_EQ(plan.mains.amps, 20);
    EXPECT_TRUE(plan.passes());
}

TEST(MachinePlan, AnEightModuleServerGetsSuppliesAndADataCentreFeedThatCarryIt) {
    Gpu h100 = card48();
    h100.name = "H100 SXM";
    h100.segment = Segment::Datacenter;
    h100.slotWidth = 0;
    h100.cooler = Cooler::Passive;
    h100.boardPowerWatts = 700;
    h100.datacenterUseAllowed = true;
    const MachinePlan plan = planMachine(h100, 8, Chassis::Server);
    // 8 x 700 + 150 + 100 = 5,850 W; 5,850 / 0.92 = 6,359 W is over one 32 A circuit's 5,888 W.
    EXPECT_DOUBLE_EQ(plan.psuWatts, 5900);
    EXPECT_DOUBLE_EQ(plan.mains.amps, 96);
    EXPECT_EQ(plan.spec.chassis, Chassis::Server);
    EXPECT_TRUE(plan.spec.inDataCenter);
    EXPECT_EQ(plan.spec.cpuCores, 32) << "B11: 4 cores a GPU";
    EXPECT_TRUE(plan.passes());
}

TEST(MachinePlan, SaysWhenNoMachineOfTheKindCanCarryTheCards) {
    Gpu furnace = card48();
    furnace.name = "Furnace";
    furnace.boardPowerWatts = 3000; // 8 x 3 kW: more than a three-phase 32 A feed carries
    furnace.datacenterUseAllowed = true;
    const MachinePlan plan = planMachine(furnace, 8, Chassis::Server);
    ASSERT_FALSE(plan.passes());
    EXPECT_TRUE(std::any_of(plan.problems.begin(), plan.problems.end(),
                            [](const Finding& f) { return f.code == FindingCode::MainsCapacity; }));
}

} // namespace
