// The live pick after the flowchart (seed fact R3): cards with the memory, within the budget,
// ranked by performance per dollar; the guide's pick judged against them; cloud offers ranked.

#include "gpuadvisor/core/advice/livepick.h"
#include "gpuadvisor/core/model/scaling.h"

#include "samplegpus.h"
#include "testdate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace gpuadvisor;
using gpuadvisor::testing::sampleConsumerGpu;

namespace {

using gpuadvisor::testing::day;

const Date livePickDay = day(2023, 1, 30);

PriceObservation livePickPrice(std::string name, Condition condition, double usd, Date on = livePickDay) {
    return {std::move(name), condition, usd, on, "test"};
}

Gpu rtx3080() {
    Gpu gpu = sampleConsumerGpu();
    gpu.name = "RTX 3080";
    gpu.memoryGb = 10;
    gpu.bandwidthGBps = 760;
    gpu.smCount = 68;
    gpu.fp16TensorTflops = 119;
    gpu.fp16TensorFp32AccumulateTflops = 59.5;
    gpu.bf16TensorTflops = 59.5;
    gpu.int8TensorTops = 238;
    gpu.fp32Tflops = 29.77;
    gpu.l2CacheMb = 5;
    gpu.boardPowerWatts = 320;
    gpu.slotWidth = 2;
    gpu.nvlink = false;
    gpu.launchPriceUsd = 699;
    return gpu;
}

Gpu rtxA6000() {
    Gpu gpu = sampleConsumerGpu();
    gpu.name = "RTX A6000";
    gpu.segment = Segment::Workstation;
    gpu.memoryGb = 48;
    gpu.memoryType = "GDDR6";
    gpu.bandwidthGBps = 768;
    gpu.smCount = 84;
    gpu.fp16TensorTflops = 154.8;
    gpu.fp16TensorFp32AccumulateTflops = 154.8;
    gpu.bf16TensorTflops = 154.8;
    gpu.int8TensorTops = 309.7;
    gpu.fp32Tflops = 38.7;
    gpu.boardPowerWatts = 300;
    gpu.slotWidth = 2;
    gpu.cooler = Cooler::Blower;
    gpu.ecc = true;
    gpu.datacenterUseAllowed = true;
    gpu.launchPriceUsd = 4650;
    return gpu;
}

Gpu a100() {
    Gpu gpu = sampleConsumerGpu();
    gpu.name = "A100 80GB";
    gpu.segment = Segment::Datacenter;
    gpu.memoryGb = 80;
    gpu.memoryType = "HBM2e";
    gpu.bandwidthGBps = 2039;
    gpu.smCount = 108;
    gpu.fp16TensorTflops = 312;
    gpu.fp16TensorFp32AccumulateTflops = 312;
    gpu.bf16TensorTflops = 312;
    gpu.int8TensorTops = 624;
    gpu.fp32Tflops = 19.5;
    gpu.l2CacheMb = 40;
    gpu.sharedMemoryPerSmKb = 192;
    gpu.boardPowerWatts = 400;
    gpu.slotWidth = 0;
    gpu.cooler = Cooler::Passive;
    gpu.ecc = true;
    gpu.datacenterUseAllowed = true;
    gpu.launchPriceUsd.reset();
    return gpu;
}

/// A 24 GB card priced only after the as-of day.
Gpu rtx3090Ti() {
    Gpu gpu = sampleConsumerGpu();
    gpu.name = "RTX 3090 Ti";
    gpu.bandwidthGBps = 1008;
    gpu.smCount = 84;
    gpu.boardPowerWatts = 450;
    return gpu;
}

class LivePickTest : public ::testing::Test {
protected:
    LivePickTest()
        : gpus{sampleConsumerGpu(), rtx3080(), rtxA6000(), a100(), rtx3090Ti()}
        , book(std::vector<PriceObservation>{
              livePickPrice("RTX 3090", Condition::New, 2500),
              livePickPrice("RTX 3090", Condition::Used, 800), livePickPrice("RTX 3080", Condition::New, 700),
              livePickPrice("RTX 3080", Condition::Used, 500),
              livePickPrice("RTX A6000", Condition::New, 4500),
              livePickPrice("A100 80GB", Condition::New, 15000),
              livePickPrice("RTX 3090 Ti", Condition::New, 1100, day(2025, 6, 15))})
        , systems{{1, 1000, 100, ""}, {2, 1200, 120, ""}, {4, 3000, 300, ""}}
        , model(sampleConsumerGpu(), {Metric::Training16, Workload::Transformer}) {}

    PickRequest request() const {
        PickRequest r;
        r.asOf = livePickDay;
        return r;
    }

    LivePick pick(const PickRequest& r, std::span<const GuideCard> guide = {}) const {
        return livePick(gpus, book, systems, model, r, guide);
    }

    static std::set<std::pair<std::string, Condition>> names(const LivePick& result) {
        std::set<std::pair<std::string, Condition>> out;
        for (const PickCandidate& candidate : result.candidates) {
            out.emplace(candidate.gpu->name, candidate.condition());
        }
        return out;
    }

    std::vector<Gpu> gpus;
    PriceBook book;
    std::vector<SystemBaseCost> systems;
    PerformanceModel model;
};

bool sortedByPerDollar(const LivePick& result) {
    return std::is_sorted(result.candidates.begin(), result.candidates.end(),
                          [](const PickCandidate& a, const PickCandidate& b) {
                              return a.performancePerDollar > b.performancePerDollar;
                          });
}

} // namespace

TEST_F(LivePickTest, RanksEveryPricedCardAndConditionByPerformancePerDollar) {
    // seed fact R3 step 3: the highest relative performance per dollar first.
    const LivePick result = pick(request());
    EXPECT_EQ(names(result), (std::set<std::pair<std::string, Condition>>{{"RTX 3090", Condition::New},
                                                                          {"RTX 3090", Condition::Used},
                                                                          {"RTX 3080", Condition::New},
                                                                          {"RTX 3080", Condition::Used},
                                                                          {"RTX A6000", Condition::New},
                                                                          {"A100 80GB", Condition::New}}));
    EXPECT_TRUE(sortedByPerDollar(result));
    EXPECT_EQ(result.tooLittleMemory, 0);
    EXPECT_EQ(result.overBudget, 0);
    EXPECT_EQ(result.unpriced, 1); // the RTX 3090 Ti has only a later price
    for (const PickCandidate& candidate : result.candidates) {
        ASSERT_NE(candidate.price, nullptr);
        EXPECT_EQ(candidate.price->observedOn, livePickDay);
        EXPECT_DOUBLE_EQ(candidate.relativePerformance, model.relative(*candidate.gpu))
            << candidate.gpu->name;
        EXPECT_DOUBLE_EQ(candidate.cost.cardsUsd, candidate.price->priceUsd) << candidate.gpu->name;
        EXPECT_DOUBLE_EQ(candidate.cost.systemUsd, 1000) << candidate.gpu->name;
        EXPECT_GT(candidate.cost.electricityUsd, 0) << candidate.gpu->name;
        EXPECT_DOUBLE_EQ(candidate.performancePerDollar,
                         candidate.relativePerformance / candidate.cost.totalUsd())
            << candidate.gpu->name;
    }
    // The same card used beats it new.
    const auto position = [&](const std::string& name, Condition condition) {
        return std::find_if(result.candidates.begin(), result.candidates.end(),
                            [&](const PickCandidate& c) {
                                return c.gpu->name == name && c.condition() == condition;
                            }) -
               result.candidates.begin();
    };
    EXPECT_LT(position("RTX 3090", Condition::Used), position("RTX 3090", Condition::New));
}

TEST_F(LivePickTest, LeavesOutCardsWithTooLittleMemory) {
    // seed fact R3 step 1: the memory comes first.
    PickRequest r = request();
    r.memoryGb = 20;
    const LivePick result = pick(r);
    EXPECT_EQ(result.tooLittleMemory, 1); // the RTX 3080 (counted once, though it has two prices)
    EXPECT_EQ(result.candidates.size(), 4u);
    for (const PickCandidate& candidate : result.candidates) {
        EXPECT_GE(candidate.gpu->memoryGb, 20) << candidate.gpu->name;
    }
    EXPECT_TRUE(sortedByPerDollar(result));

    r.memoryGb = 30;
    const LivePick large = pick(r);
    EXPECT_EQ(large.tooLittleMemory, 3); // RTX 3090, RTX 3080, RTX 3090 Ti
    EXPECT_EQ(large.unpriced, 0);
    EXPECT_EQ(names(large), (std::set<std::pair<std::string, Condition>>{{"RTX A6000", Condition::New},
                                                                         {"A100 80GB", Condition::New}}));

    // A need of exactly the card's memory is met.
    r.memoryGb = 24;
    EXPECT_EQ(pick(r).tooLittleMemory, 1);
}

TEST_F(LivePickTest, TheBudgetPaysForEveryGpu) {
    // Two cards within $2,000: used RTX 3090 (2 x $800), RTX 3080 new (2 x $700) and used (2 x $500).
    PickRequest r = request();
    r.gpuCount = 2;
    r.budgetUsd = 2000;
    const LivePick result = pick(r);
    EXPECT_EQ(names(result), (std::set<std::pair<std::string, Condition>>{{"RTX 3090", Condition::Used},
                                                                          {"RTX 3080", Condition::New},
                                                                          {"RTX 3080", Condition::Used}}));
    EXPECT_EQ(result.overBudget, 3); // RTX 3090 new, RTX A6000, A100
    EXPECT_TRUE(sortedByPerDollar(result));
    for (const PickCandidate& candidate : result.candidates) {
        EXPECT_LE(candidate.price->priceUsd * 2, 2000) << candidate.gpu->name;
        EXPECT_EQ(candidate.cost.gpuCount, 2);
        EXPECT_DOUBLE_EQ(candidate.cost.cardsUsd, 2 * candidate.price->priceUsd);
        EXPECT_DOUBLE_EQ(candidate.cost.systemUsd, 1200); // the 2-GPU machine
        EXPECT_DOUBLE_EQ(candidate.relativePerformance,
                         model.relative(*candidate.gpu) *
                             multiGpuSpeedup(2, scalingClassOf(*candidate.gpu), Workload::Transformer));
    }

    // One card: the new RTX 3090 at $2,500 is over $2,000, the rest of the consumer cards fit.
    r.gpuCount = 1;
    const LivePick single = pick(r);
    EXPECT_EQ(single.overBudget, 3);
    r.budgetUsd = 2500; // exactly the price: fits
    EXPECT_EQ(pick(r).overBudget, 2);
}

TEST_F(LivePickTest, WithoutASystemCostForTheCountTheCardsAloneAreCompared) {
    PickRequest r = request();
    r.gpuCount = 8; // the test machines hold at most 4
    const LivePick result = pick(r);
    ASSERT_FALSE(result.candidates.empty());
    for (const PickCandidate& candidate : result.candidates) {
        EXPECT_DOUBLE_EQ(candidate.cost.systemUsd, 0) << candidate.gpu->name;
    }
}

TEST_F(LivePickTest, CanLeaveOutUsedCards) {
    PickRequest r = request();
    r.allowUsed = false;
    const LivePick result = pick(r);
    EXPECT_EQ(result.candidates.size(), 4u);
    for (const PickCandidate& candidate : result.candidates) {
        EXPECT_EQ(candidate.condition(), Condition::New) << candidate.gpu->name;
    }
}

TEST_F(LivePickTest, CanLeaveOutConsumerAndDatacenterCards) {
    // seed fact R7: GeForce cards are barred from data centres.
    PickRequest r = request();
    r.allowConsumer = false;
    EXPECT_EQ(names(pick(r)), (std::set<std::pair<std::string, Condition>>{{"RTX A6000", Condition::New},
                                                                           {"A100 80GB", Condition::New}}));
    r.allowConsumer = true;
    r.allowDatacenter = false;
    const LivePick noServers = pick(r);
    EXPECT_EQ(noServers.candidates.size(), 5u);
    for (const PickCandidate& candidate : noServers.candidates) {
        EXPECT_NE(candidate.gpu->segment, Segment::Datacenter) << candidate.gpu->name;
    }
    // Workstation cards are always allowed.
    r.allowConsumer = false;
    EXPECT_EQ(names(pick(r)), (std::set<std::pair<std::string, Condition>>{{"RTX A6000", Condition::New}}));
}

TEST_F(LivePickTest, JudgesTheGuidesCards) {
    // seed fact R3: the flowchart's pick against today's prices.
    PickRequest r = request();
    r.memoryGb = 20;
    r.budgetUsd = 4000;
    r.allowDatacenter = false;
    const std::vector<GuideCard> guide{
        {"RTX 3090", Condition::Used}, {"RTX 3090", Condition::New},   {"RTX 3080", Condition::New},
        {"RTX A6000", Condition::New}, {"A100 80GB", Condition::New},  {"RTX 3090 Ti", Condition::New},
        {"RTX 9999", Condition::New},  {"rtx  3090", Condition::Used},
    };
    const LivePick result = pick(r, guide);
    ASSERT_EQ(result.guide.size(), guide.size());
    ASSERT_FALSE(result.candidates.empty());
    const PickCandidate& best = result.candidates.front();
    ASSERT_EQ(best.gpu->name, "RTX 3090");
    ASSERT_EQ(best.condition(), Condition::Used);

    const auto verdictOf = [&](std::size_t i) {
        EXPECT_EQ(result.guide[i].card.gpu, guide[i].gpu);
        return result.guide[i].verdict;
    };

    // The best card is a good deal, at 100 % of the best.
    EXPECT_EQ(verdictOf(0), GuideVerdict::GoodDeal);
    ASSERT_TRUE(result.guide[0].candidate);
    EXPECT_DOUBLE_EQ(result.guide[0].shareOfBest, 1);

    // The same card new at $2,500 qualifies but gives well under 80 % of the best perf/$.
    EXPECT_EQ(verdictOf(1), GuideVerdict::PoorDeal);
    ASSERT_TRUE(result.guide[1].candidate);
    EXPECT_DOUBLE_EQ(result.guide[1].shareOfBest,
                     result.guide[1].candidate->performancePerDollar / best.performancePerDollar);
    EXPECT_LT(result.guide[1].shareOfBest, 0.8); // the documented good-deal line, written out
    EXPECT_GT(result.guide[1].shareOfBest, 0);

    // 10 GB against a 20 GB need; its price still gives it a share.
    EXPECT_EQ(verdictOf(2), GuideVerdict::TooLittleMemory);
    ASSERT_TRUE(result.guide[2].candidate);
    EXPECT_GT(result.guide[2].shareOfBest, 0);

    // $4,500 against $4,000.
    EXPECT_EQ(verdictOf(3), GuideVerdict::OverBudget);
    ASSERT_TRUE(result.guide[3].candidate);
    EXPECT_DOUBLE_EQ(result.guide[3].candidate->price->priceUsd, 4500);

    // Data-centre cards were left out.
    EXPECT_EQ(verdictOf(4), GuideVerdict::Excluded);

    // Priced only after the day.
    EXPECT_EQ(verdictOf(5), GuideVerdict::NoPrice);
    EXPECT_FALSE(result.guide[5].candidate);
    EXPECT_EQ(result.guide[5].shareOfBest, 0);

    EXPECT_EQ(verdictOf(6), GuideVerdict::NotInCatalog);
    EXPECT_FALSE(result.guide[6].candidate);
    EXPECT_EQ(result.guide[6].shareOfBest, 0);

    // Names match as the catalog matches them.
    EXPECT_EQ(verdictOf(7), GuideVerdict::GoodDeal);
    ASSERT_TRUE(result.guide[7].candidate);
    EXPECT_EQ(result.guide[7].candidate->gpu, best.gpu);
}

TEST_F(LivePickTest, AGuideCardWithinEightyPercentOfTheBestIsAGoodDeal) {
    // seed facts R1, R3: not the best, but close enough.
    const PriceBook close(std::vector<PriceObservation>{livePickPrice("RTX 3090", Condition::New, 900),
                                                        livePickPrice("RTX 3090", Condition::Used, 800)});
    const std::vector<GuideCard> guide{{"RTX 3090", Condition::New}};
    const LivePick result = livePick(gpus, close, systems, model, request(), guide);
    ASSERT_EQ(result.candidates.size(), 2u);
    EXPECT_EQ(result.candidates.front().condition(), Condition::Used);
    ASSERT_EQ(result.guide.size(), 1u);
    EXPECT_EQ(result.guide[0].verdict, GuideVerdict::GoodDeal);
    EXPECT_LT(result.guide[0].shareOfBest, 1);
    EXPECT_GE(result.guide[0].shareOfBest, 0.8);
}

TEST_F(LivePickTest, UsedAndConsumerGuideCardsAreExcludedWhenLeftOut) {
    const std::vector<GuideCard> guide{{"RTX 3090", Condition::Used}, {"RTX 3090", Condition::New}};
    PickRequest r = request();
    r.allowUsed = false;
    const LivePick noUsed = pick(r, guide);
    EXPECT_EQ(noUsed.guide[0].verdict, GuideVerdict::Excluded);
    EXPECT_NE(noUsed.guide[1].verdict, GuideVerdict::Excluded);

    r.allowUsed = true;
    r.allowConsumer = false; // seed fact R7
    const LivePick noConsumer = pick(r, guide);
    EXPECT_EQ(noConsumer.guide[0].verdict, GuideVerdict::Excluded);
    EXPECT_EQ(noConsumer.guide[1].verdict, GuideVerdict::Excluded);
}

TEST_F(LivePickTest, NoCandidatesMeansNoShare) {
    PickRequest r = request();
    r.memoryGb = 1000;
    const std::vector<GuideCard> guide{{"RTX 3090", Condition::Used}};
    const LivePick result = pick(r, guide);
    EXPECT_TRUE(result.candidates.empty());
    EXPECT_EQ(result.tooLittleMemory, static_cast<int>(gpus.size()));
    ASSERT_EQ(result.guide.size(), 1u);
    EXPECT_EQ(result.guide[0].verdict, GuideVerdict::TooLittleMemory);
    EXPECT_EQ(result.guide[0].shareOfBest, 0);
}

TEST(LivePickQuery, FollowsTheAnswers) {
    // seed fact R3 step 2: 8-bit only when accepted; training rates 16-bit training.
    FlowAnswers answers;
    answers.organization = false;
    answers.train = true;
    answers.transformers = true;
    PerformanceQuery query = queryForAnswers(answers, true);
    EXPECT_EQ(query.metric, Metric::Training16);
    EXPECT_EQ(query.workload, Workload::Transformer);

    answers.transformers = false;
    query = queryForAnswers(answers, true);
    EXPECT_EQ(query.metric, Metric::Training16);
    EXPECT_EQ(query.workload, Workload::Cnn);

    answers.train = false;
    answers.llms = true;
    query = queryForAnswers(answers, true);
    EXPECT_EQ(query.metric, Metric::Inference8);
    EXPECT_EQ(query.workload, Workload::Transformer);
    query = queryForAnswers(answers, false);
    EXPECT_EQ(query.metric, Metric::Inference16);
    EXPECT_EQ(query.workload, Workload::Transformer);

    answers.llms = false;
    query = queryForAnswers(answers, false);
    EXPECT_EQ(query.metric, Metric::Inference16);
    EXPECT_EQ(query.workload, Workload::Cnn);

    // Organisations train (R13's organisation branch is about training servers).
    FlowAnswers organisation;
    organisation.organization = true;
    organisation.train = false;
    query = queryForAnswers(organisation, true);
    EXPECT_EQ(query.metric, Metric::Training16);
    EXPECT_EQ(query.workload, Workload::Transformer);

    // Nothing answered yet: training Transformers.
    query = queryForAnswers(FlowAnswers{}, true);
    EXPECT_EQ(query.metric, Metric::Training16);
    EXPECT_EQ(query.workload, Workload::Transformer);
}

namespace {

CloudOffer offer(std::string provider, std::string instance, std::string gpu, int count, double usdPerHour,
                 Date on) {
    return {std::move(provider),
            std::move(instance),
            std::move(gpu),
            count,
            usdPerHour,
            Pricing::OnDemand,
            on,
            "test"};
}

class CloudRankTest : public ::testing::Test {
protected:
    CloudRankTest()
        : gpus{sampleConsumerGpu(), rtx3080(), a100()}
        , offers{
              offer("Lambda", "gpu_1x_a100", "A100 80GB", 1, 2.0, day(2022, 1, 1)),
              offer("Lambda", "gpu_1x_a100", "A100 80GB", 1, 1.5, day(2023, 1, 1)),
              offer("Lambda", "gpu_1x_a100", "A100 80GB", 1, 0.5, day(2024, 1, 1)),
              offer("vast.ai", "4x RTX 3090", "RTX 3090", 4, 1.6, day(2023, 1, 1)),
              offer("vast.ai", "1x RTX 3080", "RTX 3080", 1, 0.2, day(2023, 1, 1)),
              offer("Colab", "free", "rtx 3090", 1, 0, day(2023, 1, 1)),
              offer("AWS", "p9.mystery", "Mystery GPU", 8, 32, day(2023, 1, 1)),
              offer("AWS", "broken", "RTX 3090", 0, 3, day(2023, 1, 1)),
          }
        , model(sampleConsumerGpu(), {Metric::Training16, Workload::Transformer}) {}

    std::vector<CloudCandidate> rank(double memoryGb, Date on,
                                     std::span<const std::string_view> providers = {}) {
        return rankCloudOffers(gpus, offers, model, memoryGb, on, providers);
    }

    static std::set<std::string> instances(const std::vector<CloudCandidate>& ranked) {
        std::set<std::string> out;
        for (const CloudCandidate& candidate : ranked) {
            out.insert(candidate.offer->provider + "/" + candidate.offer->instance);
        }
        return out;
    }

    std::vector<Gpu> gpus;
    std::vector<CloudOffer> offers;
    PerformanceModel model;
};

} // namespace

TEST_F(CloudRankTest, FreeOffersFirstThenPerformancePerDollarHour) {
    const std::vector<CloudCandidate> ranked = rank(0, day(2023, 6, 1));
    // The unknown card and the instance without GPUs are skipped.
    EXPECT_EQ(instances(ranked), (std::set<std::string>{"Colab/free", "Lambda/gpu_1x_a100",
                                                        "vast.ai/4x RTX 3090", "vast.ai/1x RTX 3080"}));
    ASSERT_EQ(ranked.size(), 4u);
    EXPECT_EQ(ranked.front().offer->provider, "Colab");
    EXPECT_EQ(ranked.front().usdPerGpuHour, 0);
    EXPECT_EQ(ranked.front().performancePerDollarHour, 0);
    EXPECT_EQ(ranked.front().gpu->name, "RTX 3090"); // matched ignoring case
    EXPECT_TRUE(std::is_sorted(ranked.begin() + 1, ranked.end(),
                               [](const CloudCandidate& a, const CloudCandidate& b) {
                                   return a.performancePerDollarHour > b.performancePerDollarHour;
                               }));
    for (const CloudCandidate& candidate : ranked) {
        EXPECT_DOUBLE_EQ(candidate.relativePerformance, model.relative(*candidate.gpu));
        EXPECT_DOUBLE_EQ(candidate.usdPerGpuHour, candidate.offer->usdPerHour / candidate.offer->gpuCount);
        if (candidate.usdPerGpuHour > 0) {
            EXPECT_DOUBLE_EQ(candidate.performancePerDollarHour,
                             candidate.relativePerformance / candidate.usdPerGpuHour);
        }
    }
}

TEST_F(CloudRankTest, DividesTheInstancePriceByItsGpus) {
    const std::vector<CloudCandidate> ranked = rank(0, day(2023, 6, 1));
    const auto found = std::find_if(ranked.begin(), ranked.end(), [](const CloudCandidate& c) {
        return c.offer->instance == "4x RTX 3090";
    });
    ASSERT_NE(found, ranked.end());
    EXPECT_DOUBLE_EQ(found->usdPerGpuHour, 0.4);
    // One of the instance's GPUs against the reference (itself an RTX 3090).
    EXPECT_NEAR(found->relativePerformance, 1, 1e-9);
}

TEST_F(CloudRankTest, UsesTheNewestOfferOnOrBeforeTheDay) {
    const auto lambda = [&](Date on) {
        const std::vector<CloudCandidate> ranked = rank(0, on);
        const auto found = std::find_if(ranked.begin(), ranked.end(), [](const CloudCandidate& c) {
            return c.offer->provider == "Lambda";
        });
        return found == ranked.end() ? -1.0 : found->usdPerGpuHour;
    };
    EXPECT_DOUBLE_EQ(lambda(day(2021, 1, 1)), -1);
    EXPECT_DOUBLE_EQ(lambda(day(2022, 1, 1)), 2.0);
    EXPECT_DOUBLE_EQ(lambda(day(2023, 1, 1)), 1.5);
    EXPECT_DOUBLE_EQ(lambda(day(2023, 6, 1)), 1.5); // the 2024 offer is ignored
    EXPECT_DOUBLE_EQ(lambda(day(2024, 6, 1)), 0.5);
    // Before the other offers were seen only Lambda's first one exists.
    EXPECT_EQ(instances(rank(0, day(2022, 6, 1))), (std::set<std::string>{"Lambda/gpu_1x_a100"}));
}

TEST_F(CloudRankTest, ALaterRowOfTheSameDayWins) {
    offers.push_back(offer("vast.ai", "1x RTX 3080", "RTX 3080", 1, 0.25, day(2023, 1, 1)));
    const std::vector<CloudCandidate> ranked = rank(0, day(2023, 6, 1));
    const auto found = std::find_if(ranked.begin(), ranked.end(), [](const CloudCandidate& c) {
        return c.offer->instance == "1x RTX 3080";
    });
    ASSERT_NE(found, ranked.end());
    EXPECT_DOUBLE_EQ(found->usdPerGpuHour, 0.25);
    EXPECT_EQ(ranked.size(), 4u);
}

TEST_F(CloudRankTest, LeavesOutGpusWithTooLittleMemory) {
    const std::vector<CloudCandidate> ranked = rank(20, day(2023, 6, 1));
    EXPECT_EQ(instances(ranked),
              (std::set<std::string>{"Colab/free", "Lambda/gpu_1x_a100", "vast.ai/4x RTX 3090"}));
    EXPECT_EQ(instances(rank(40, day(2023, 6, 1))), (std::set<std::string>{"Lambda/gpu_1x_a100"}));
}

TEST_F(CloudRankTest, KeepsOnlyTheProvidersAskedForIgnoringCase) {
    const std::vector<std::string_view> lambda{"LAMBDA"};
    EXPECT_EQ(instances(rank(0, day(2023, 6, 1), lambda)), (std::set<std::string>{"Lambda/gpu_1x_a100"}));
    const std::vector<std::string_view> rentals{"vast.AI", "colab"};
    EXPECT_EQ(instances(rank(0, day(2023, 6, 1), rentals)),
              (std::set<std::string>{"Colab/free", "vast.ai/4x RTX 3090", "vast.ai/1x RTX 3080"}));
    const std::vector<std::string_view> nobody{"Azure"};
    EXPECT_TRUE(rank(0, day(2023, 6, 1), nobody).empty());
}

TEST_F(CloudRankTest, LeavesOutOffersOlderThanThreeYears) {
    // Offers seen on 2023-01-01 are stale by 2026-06-01; the 2024 Lambda offer is not.
    EXPECT_EQ(instances(rank(0, day(2026, 6, 1))), (std::set<std::string>{"Lambda/gpu_1x_a100"}));
    EXPECT_EQ(instances(rank(0, day(2027, 6, 1))), std::set<std::string>{});
}

TEST_F(LivePickTest, UsedSxmModulesAreNeverCandidates) {
    Gpu sxm = a100();
    sxm.name = "A100 SXM4 80GB";
    sxm.slotWidth = 0;
    sxm.deviceKind = DeviceKind::Module;
    gpus.push_back(sxm);
    // A whole computer has no slot either, and is sold used like any desktop.
    Gpu mac = rtxA6000();
    mac.name = "Mac Studio";
    mac.slotWidth = 0;
    mac.deviceKind = DeviceKind::System;
    gpus.push_back(mac);
    book = PriceBook(std::vector<PriceObservation>{livePickPrice("A100 SXM4 80GB", Condition::Used, 5000),
                                                   livePickPrice("A100 SXM4 80GB", Condition::New, 15000),
                                                   livePickPrice("Mac Studio", Condition::Used, 2000)});
    const LivePick result = pick(request());
    EXPECT_EQ(names(result), (std::set<std::pair<std::string, Condition>>{{"A100 SXM4 80GB", Condition::New},
                                                                          {"Mac Studio", Condition::Used}}));
}

TEST_F(LivePickTest, AWholeComputerIsWeighedAloneNotInPairs) {
    Gpu mac = rtxA6000();
    mac.name = "Mac Studio";
    mac.slotWidth = 0;
    mac.deviceKind = DeviceKind::System;
    gpus = {mac};
    book = PriceBook(std::vector<PriceObservation>{livePickPrice("Mac Studio", Condition::New, 4000)});
    PickRequest r = request();
    r.upToGpus = 4;
    r.memoryIsTotal = true;
    r.memoryGb = 40;
    LivePick result = pick(r);
    ASSERT_EQ(result.candidates.size(), 1u);
    EXPECT_EQ(result.candidates.front().gpuCount, 1);
    r.memoryGb = 60; // more than one holds: two are no answer
    result = pick(r);
    EXPECT_TRUE(result.candidates.empty());
    EXPECT_EQ(result.tooLittleMemory, 1);
}
