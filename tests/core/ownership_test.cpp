// Prices as of a day, cost of ownership and the perf/$ ranking (seed facts C1, C2).

#include "gpuadvisor/core/catalog/pricebook.h"
#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/core/cost/ranking.h"
#include "gpuadvisor/core/model/scaling.h"

#include "samplegpus.h"
#include "testdate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <memory>
#include <string>
#include <vector>

using namespace gpuadvisor;
using gpuadvisor::testing::sampleConsumerGpu;

namespace {

using gpuadvisor::testing::day;

PriceObservation ownershipPrice(std::string name, Condition condition, double usd, Date on) {
    return {std::move(name), condition, usd, on, "test"};
}

} // namespace

TEST(PriceBook, FindsTheNewestPriceOnOrBeforeTheDay) {
    const std::vector<PriceObservation> prices{
        ownershipPrice("RTX 3090", Condition::New, 1499, day(2020, 9, 24)),
        ownershipPrice("RTX 3090", Condition::New, 1050, day(2023, 1, 30)),
        ownershipPrice("RTX 3090", Condition::Used, 800, day(2023, 1, 30)),
        ownershipPrice("RTX 3090", Condition::New, 900, day(2025, 6, 1)),
    };
    const PriceBook book(prices);
    EXPECT_EQ(book.latest("RTX 3090", Condition::New, day(2023, 1, 30))->priceUsd, 1050);
    EXPECT_EQ(book.latest("RTX 3090", Condition::New, day(2024, 12, 31))->priceUsd, 1050);
    EXPECT_EQ(book.latest("rtx  3090", Condition::New, day(2026, 1, 1))->priceUsd, 900);
    EXPECT_EQ(book.latest("RTX 3090", Condition::Used, day(2026, 1, 1))->priceUsd, 800);
    EXPECT_EQ(book.latest("RTX 3090", Condition::New, day(2020, 9, 23)), nullptr);
    EXPECT_EQ(book.latest("RTX 3090", Condition::Used, day(2022, 1, 1)), nullptr);
    EXPECT_EQ(book.latest("RTX 9090", Condition::New, day(2026, 1, 1)), nullptr);

    // A quote of one observation is that observation: its price is also the range, its source its own.
    const PriceQuote* single = book.latest("RTX 3090", Condition::Used, day(2026, 1, 1));
    EXPECT_EQ(single->count(), 1U);
    EXPECT_EQ(single->lowUsd, 800);
    EXPECT_EQ(single->highUsd, 800);
    EXPECT_EQ(single->oldestOn, day(2023, 1, 30));
    EXPECT_EQ(single->observedOn, day(2023, 1, 30));
    EXPECT_EQ(single->source, "test");
}

// One card's prices typed three ways are one history: asked by any of those exact names, or by
// another spelling, the quote is the median of all three; a different card's name finds nothing.
TEST(PriceBook, OneCardsPricesUnderSeveralSpellingsAreOneHistory) {
    const std::vector<PriceObservation> prices{
        ownershipPrice("RTX 4090", Condition::New, 1600, day(2026, 5, 1)),
        ownershipPrice("rtx 4090", Condition::New, 1800, day(2026, 5, 2)),
        ownershipPrice(" RTX  4090 ", Condition::New, 2000, day(2026, 5, 3)),
    };
    const PriceBook book(prices);
    for (const char* name : {"RTX 4090", "rtx 4090", " RTX  4090 ", "Rtx 4090"}) {
        const PriceQuote* quote = book.latest(name, Condition::New, day(2026, 6, 1));
        ASSERT_NE(quote, nullptr) << name;
        EXPECT_EQ(quote->count(), 3U) << name;
        EXPECT_EQ(quote->priceUsd, 1800) << name; // the median of 1600, 1800 and 2000
        EXPECT_EQ(book.observationsOf(name).size(), 3U) << name;
    }
    EXPECT_EQ(book.latest("RTX 4090 D", Condition::New, day(2026, 6, 1)), nullptr);
}

// Several sources within a few weeks disagree: the price of a day is their median, so one outlier
// source cannot move it, and the quote says how many prices it rests on and their range.
TEST(PriceBook, ThePriceOfADayIsTheMedianOfTheWindowEndingAtTheNewestObservation) {
    const std::vector<PriceObservation> prices{
        ownershipPrice("RTX 5090", Condition::New, 2550, day(2026, 5, 15)),
        ownershipPrice("RTX 5090", Condition::New, 3200, day(2026, 6, 22)),
        ownershipPrice("RTX 5090", Condition::New, 9999, day(2026, 6, 23)), // an outlier
        ownershipPrice("RTX 5090", Condition::New, 3775, day(2026, 6, 25)),
    };
    const PriceBook book(prices);
    const PriceQuote* quote = book.latest("RTX 5090", Condition::New, day(2026, 11, 24));
    ASSERT_NE(quote, nullptr);
    // 2026-05-15 is more than 30 days before 2026-06-25: the window holds the three June prices.
    EXPECT_EQ(quote->count(), 3U);
    EXPECT_EQ(quote->priceUsd, 3775);
    EXPECT_EQ(quote->lowUsd, 3200);
    EXPECT_EQ(quote->highUsd, 9999);
    EXPECT_EQ(quote->observedOn, day(2026, 6, 25));
    EXPECT_EQ(quote->oldestOn, day(2026, 6, 22));
    EXPECT_EQ(quote->source, "median of 3 prices from 2026-06-22 to 2026-06-25, 3200-9999 USD");
    // As of 2026-06-22 only that day's price counts (the May one is 38 days older).
    const PriceQuote* earlier = book.latest("RTX 5090", Condition::New, day(2026, 6, 22));
    EXPECT_EQ(earlier->count(), 1U);
    EXPECT_EQ(earlier->priceUsd, 3200);
    EXPECT_EQ(earlier->source, "test");
}

TEST(PriceBook, TheWindowHoldsObservationsUpToThirtyDaysBeforeTheNewest) {
    // The documented 30 days, written out (issue 37): 29 days before the newest is in, 30 is out.
    const Date newest = day(2026, 3, 31);
    const auto daysBefore = [&](int days) {
        return Date{std::chrono::sys_days(newest) - std::chrono::days(days)};
    };
    const std::vector<PriceObservation> insidePrices{
        ownershipPrice("L4", Condition::New, 2000, daysBefore(29)),
        ownershipPrice("L4", Condition::New, 3000, newest)};
    const PriceBook inside(insidePrices);
    EXPECT_EQ(inside.latest("L4", Condition::New, newest)->count(), 2U);
    EXPECT_EQ(inside.latest("L4", Condition::New, newest)->priceUsd, 2500); // the mean of the middle two
    const std::vector<PriceObservation> outsidePrices{
        ownershipPrice("L4", Condition::New, 2000, daysBefore(30)),
        ownershipPrice("L4", Condition::New, 3000, newest)};
    const PriceBook outside(outsidePrices);
    EXPECT_EQ(outside.latest("L4", Condition::New, newest)->count(), 1U);
    EXPECT_EQ(outside.latest("L4", Condition::New, newest)->priceUsd, 3000);
}

TEST(PriceBook, PricesOfOneDayDoNotDependOnTheirRowOrder) {
    std::vector<PriceObservation> prices{
        ownershipPrice("RTX 4090", Condition::New, 1550, day(2026, 5, 15)),
        ownershipPrice("RTX 4090", Condition::New, 1900, day(2026, 5, 15)),
        ownershipPrice("RTX 4090", Condition::New, 1700, day(2026, 5, 15)),
    };
    const double forward = PriceBook(prices).latest("RTX 4090", Condition::New, day(2026, 6, 1))->priceUsd;
    std::reverse(prices.begin(), prices.end());
    const double backward = PriceBook(prices).latest("RTX 4090", Condition::New, day(2026, 6, 1))->priceUsd;
    EXPECT_EQ(forward, 1700);
    EXPECT_EQ(backward, 1700);
}

// Rows grouped by card (as the catalog reads them) and the same rows in any order make the same
// book; a card's second spelling after another card's rows joins its first (issue 36).
TEST(PriceBook, RowsInAnyOrderMakeTheSameBook) {
    std::vector<PriceObservation> grouped;
    for (const char* card : {"RTX 3090", "RTX 4090"}) {
        for (int offset = 0; offset < 40; ++offset) {
            const Date on{std::chrono::sys_days(day(2025, 1, 1)) + std::chrono::days(offset)};
            grouped.push_back(ownershipPrice(card, Condition::New, 1000 + offset * 7 % 11, on));
            grouped.push_back(ownershipPrice(card, Condition::New, 1200 + offset * 5 % 13, on));
        }
    }
    std::vector<PriceObservation> mixed = grouped;
    std::reverse(mixed.begin(), mixed.end());
    std::stable_partition(mixed.begin(), mixed.end(), [](const PriceObservation& price) {
        return price.observedOn.day() < std::chrono::day{10};
    });
    mixed.push_back(ownershipPrice("rtx  3090", Condition::Used, 700, day(2025, 3, 1)));

    const PriceBook fromGrouped(grouped);
    const PriceBook fromMixed(mixed);
    for (const char* card : {"RTX 3090", "RTX 4090"}) {
        const auto a = fromGrouped.observationsOf(card);
        const auto b = fromMixed.observationsOf(card);
        ASSERT_EQ(a.size(), 80U) << card;
        for (std::size_t i = 1; i < a.size(); ++i) {
            ASSERT_LE(a[i - 1].observedOn, a[i].observedOn) << card;
        }
        for (const Date asOf : {day(2025, 1, 20), day(2025, 2, 9), day(2025, 6, 1)}) {
            EXPECT_EQ(fromGrouped.latest(card, Condition::New, asOf)->priceUsd,
                      fromMixed.latest(card, Condition::New, asOf)->priceUsd)
                << card;
        }
    }
    EXPECT_EQ(fromMixed.observationsOf("RTX 3090").size(), 81U);
    ASSERT_NE(fromMixed.latest("RTX 3090", Condition::Used, day(2025, 6, 1)), nullptr);
    EXPECT_EQ(fromGrouped.latest("RTX 3090", Condition::Used, day(2025, 6, 1)), nullptr);
}

// Issue 32, item 10: a year of daily prices of a card. The price of a day rests on the 30 days
// before it, so the quotes of two days next to each other share 29 days of observations: the book
// holds each observation once and the quotes point at them (it made a copy of the window for
// every day in advance: 240,000 daily prices took 1.2 GB in the desktop app).
namespace {

std::vector<PriceObservation> dailyPrices(int days) {
    std::vector<PriceObservation> prices;
    for (int offset = 0; offset < days; ++offset) {
        const Date on{std::chrono::sys_days(day(2025, 1, 1)) + std::chrono::days(offset)};
        prices.push_back(ownershipPrice("RTX 4090", Condition::New, 1500 + offset % 7, on));
        prices.push_back(ownershipPrice("RTX 4090", Condition::Used, 1000 + offset % 5, on));
    }
    return prices;
}

} // namespace

TEST(PriceBook, QuotesOfNeighbouringDaysShareTheStoredObservations) {
    const PriceBook book(dailyPrices(365));
    const PriceQuote* today = book.latest("RTX 4090", Condition::New, day(2025, 12, 31));
    const PriceQuote* yesterday = book.latest("RTX 4090", Condition::New, day(2025, 12, 30));
    ASSERT_NE(today, nullptr);
    ASSERT_NE(yesterday, nullptr);
    ASSERT_EQ(today->count(), 30U);
    ASSERT_EQ(yesterday->count(), 30U);
    EXPECT_EQ(today->observations.front().observedOn, day(2025, 12, 2));
    EXPECT_EQ(yesterday->observations.front().observedOn, day(2025, 12, 1));
    // The same objects, not equal copies.
    EXPECT_EQ(&today->observations[0], &yesterday->observations[1]);
    EXPECT_EQ(&today->observations[28], &yesterday->observations[29]);
    EXPECT_EQ(&today->observations.back(), &book.observationsOf("RTX 4090").back() - 365);
}

TEST(PriceBook, HoldsEachObservationOnceAndQuotesOnlyTheDaysAskedFor) {
    const std::vector<PriceObservation> prices = dailyPrices(365);
    const PriceBook book(prices);
    EXPECT_EQ(book.observations().size(), prices.size());
    EXPECT_EQ(book.observationsOf("rtx  4090").size(), prices.size());
    EXPECT_TRUE(book.observationsOf("RTX 9090").empty());
    EXPECT_EQ(book.quotesMade(), 0U);
    const PriceQuote* quote = book.latest("RTX 4090", Condition::Used, day(2025, 6, 1));
    ASSERT_NE(quote, nullptr);
    EXPECT_EQ(book.quotesMade(), 1U);
    // Asked again (any spelling, any later day before the next price): the same quote.
    EXPECT_EQ(book.latest("rtx 4090", Condition::Used, day(2025, 6, 1)), quote);
    EXPECT_EQ(book.quotesMade(), 1U);
    EXPECT_NE(book.latest("RTX 4090", Condition::New, day(2025, 6, 1)), nullptr);
    EXPECT_EQ(book.quotesMade(), 2U);
    EXPECT_EQ(book.latest("RTX 4090", Condition::New, day(2024, 12, 31)), nullptr);
    EXPECT_EQ(book.quotesMade(), 2U);
}

// A copy (a snapshot copied to be edited) quotes from its own observations.
TEST(PriceBook, ACopyQuotesTheSamePricesFromItsOwnObservations) {
    auto original = std::make_unique<PriceBook>(dailyPrices(60));
    const double before = original->latest("RTX 4090", Condition::New, day(2025, 2, 15))->priceUsd;
    const PriceBook copy(*original);
    original.reset();
    const PriceQuote* quote = copy.latest("RTX 4090", Condition::New, day(2025, 2, 15));
    ASSERT_NE(quote, nullptr);
    EXPECT_EQ(quote->priceUsd, before);
    EXPECT_EQ(quote->count(), 30U);
    EXPECT_EQ(&quote->observations.front(), &copy.observationsOf("RTX 4090")[16]);
}

TEST(Ownership, SystemBaseCostUsesTheSmallestMachineThatHoldsTheCards) {
    const std::vector<SystemBaseCost> costs{
        {1, 700, 100, ""}, {2, 900, 150, ""}, {4, 3000, 350, ""}, {8, 9000, 800, ""}};
    EXPECT_EQ(systemBaseCostFor(costs, 1)->gpuCount, 1);
    EXPECT_EQ(systemBaseCostFor(costs, 3)->gpuCount, 4);
    EXPECT_EQ(systemBaseCostFor(costs, 8)->gpuCount, 8);
    EXPECT_FALSE(systemBaseCostFor(costs, 9));
    EXPECT_FALSE(systemBaseCostFor({}, 1));
}

TEST(Ownership, AddsCardsSystemAndElectricityOverTheYears) {
    Gpu card = sampleConsumerGpu();
    card.boardPowerWatts = 450;
    const SystemBaseCost system{2, 900, 150, ""};
    const OwnershipCost cost = ownershipCost(card, 1600, 2, system, OwnershipAssumptions{});
    EXPECT_EQ(cost.gpuCount, 2);
    EXPECT_DOUBLE_EQ(cost.cardsUsd, 3200);
    EXPECT_DOUBLE_EQ(cost.systemUsd, 900);
    EXPECT_DOUBLE_EQ(cost.busyWatts, 1050);
    // (2 x 450 + 150) W x 15 % x 8760 h x $0.175 x 5 years.
    EXPECT_NEAR(cost.electricityUsd, 1.050 * 0.15 * 8760 * 0.175 * 5, 1e-9);
    EXPECT_DOUBLE_EQ(cost.totalUsd(), cost.cardsUsd + cost.systemUsd + cost.electricityUsd);
    // seed fact C2: the GPU's own share is about $103 a year for an RTX 4090.
    EXPECT_NEAR(electricityCostPerYearUsd(card.boardPowerWatts, guideUtilization, guideKwhPriceUsd), 103.5,
                0.1);
}

class Ranking3Cards : public ::testing::Test {
protected:
    void SetUp() override {
        Gpu big = sampleConsumerGpu();
        big.name = "Big";
        Gpu small = sampleConsumerGpu();
        small.name = "Small";
        small.memoryGb = 8;
        small.bandwidthGBps = 448;
        small.fp32Tflops = 20;
        small.fp16TensorFp32AccumulateTflops = 40;
        Gpu unpriced = sampleConsumerGpu();
        unpriced.name = "Unpriced";
        unpriced.bandwidthGBps = 2000;
        gpus = {small, unpriced, big};
        prices = {ownershipPrice("Big", Condition::New, 2000, day(2023, 1, 30)),
                  ownershipPrice("Small", Condition::New, 300, day(2023, 1, 30))};
    }
    std::vector<Gpu> gpus;
    std::vector<PriceObservation> prices;
    std::vector<SystemBaseCost> systems{{1, 700, 100, ""}, {4, 3000, 350, ""}};
};

TEST_F(Ranking3Cards, RanksByPerformanceBestFirst) {
    const PerformanceModel model(gpus[2], {Metric::Training16, Workload::Transformer});
    const PriceBook book(prices);
    const auto prices2024 = book.latestFor(gpus, Condition::New, day(2024, 1, 1));
    const Ranking ranking =
        rankCards(gpus, prices2024, model, systemBaseCostFor(systems, 1), RankingOptions{});
    ASSERT_EQ(ranking.cards.size(), 3u);
    EXPECT_EQ(ranking.cards[0].gpu->name, "Unpriced");
    EXPECT_EQ(ranking.cards[1].gpu->name, "Big");
    EXPECT_DOUBLE_EQ(ranking.cards[1].relativePerformance, 1.0);
    EXPECT_EQ(ranking.cards[2].gpu->name, "Small");
    EXPECT_FALSE(ranking.cards[0].cost);
    EXPECT_TRUE(ranking.unpriced.empty());
}

TEST_F(Ranking3Cards, PerDollarRanksByPerformanceOverTotalCostAndListsUnpricedCards) {
    const PerformanceModel model(gpus[2], {Metric::Training16, Workload::Transformer});
    const PriceBook book(prices);
    RankingOptions options;
    options.perDollar = true;
    const Ranking ranking = rankCards(gpus, book.latestFor(gpus, Condition::New, day(2024, 1, 1)), model,
                                      systemBaseCostFor(systems, 1), options);
    ASSERT_EQ(ranking.cards.size(), 2u);
    ASSERT_EQ(ranking.unpriced.size(), 1u);
    EXPECT_EQ(ranking.unpriced[0]->name, "Unpriced");
    for (const auto& card : ranking.cards) {
        ASSERT_TRUE(card.cost);
        EXPECT_DOUBLE_EQ(card.performancePerDollar, card.relativePerformance / card.cost->totalUsd());
    }
    EXPECT_GE(ranking.cards[0].performancePerDollar, ranking.cards[1].performancePerDollar);
    // Before any price was seen nothing can be ranked per dollar.
    EXPECT_TRUE(rankCards(gpus, book.latestFor(gpus, Condition::New, day(2022, 1, 1)), model,
                          systemBaseCostFor(systems, 1), options)
                    .cards.empty());
}

// A caller that kept each card's price in dollars (the charts) ranks exactly as one that passes
// only the prices; the amounts it kept are the ones costed.
TEST_F(Ranking3Cards, KeptPriceAmountsRankAsThePricesThemselves) {
    const PerformanceModel model(gpus[2], {Metric::Training16, Workload::Transformer});
    const PriceBook book(prices);
    const auto cardPrices = book.latestFor(gpus, Condition::New, day(2024, 1, 1));
    std::vector<double> usd;
    for (const PriceObservation* price : cardPrices) {
        usd.push_back(price != nullptr ? price->priceUsd : 0.0);
    }
    RankingOptions options;
    options.perDollar = true;
    const Ranking plain = rankCards(gpus, cardPrices, model, systemBaseCostFor(systems, 1), options);
    options.priceUsd = usd;
    const Ranking kept = rankCards(gpus, cardPrices, model, systemBaseCostFor(systems, 1), options);
    ASSERT_EQ(kept.cards.size(), plain.cards.size());
    ASSERT_EQ(kept.cards.size(), 2U);
    for (std::size_t i = 0; i < kept.cards.size(); ++i) {
        EXPECT_EQ(kept.cards[i].gpu, plain.cards[i].gpu);
        EXPECT_EQ(kept.cards[i].price, plain.cards[i].price);
        EXPECT_DOUBLE_EQ(kept.cards[i].cost->cardsUsd, plain.cards[i].cost->cardsUsd);
        EXPECT_DOUBLE_EQ(kept.cards[i].performancePerDollar, plain.cards[i].performancePerDollar);
    }
    // Small (300 dollars) kept at 3,000: costed at that, it falls behind Big.
    ASSERT_EQ(gpus[0].name, "Small");
    usd[0] = 3000;
    options.priceUsd = usd;
    const Ranking dearer = rankCards(gpus, cardPrices, model, systemBaseCostFor(systems, 1), options);
    ASSERT_EQ(dearer.cards.size(), 2U);
    EXPECT_EQ(dearer.cards[1].gpu->name, "Small");
    EXPECT_DOUBLE_EQ(dearer.cards[1].cost->cardsUsd, 3000);
}

TEST_F(Ranking3Cards, MemoryFilterAndGpuCountApply) {
    const PerformanceModel model(gpus[2], {Metric::Training16, Workload::Transformer});
    const PriceBook book(prices);
    RankingOptions options;
    options.minMemoryGb = 12;
    options.gpuCount = 3;
    const auto system = systemBaseCostFor(systems, 3);
    const Ranking ranking =
        rankCards(gpus, book.latestFor(gpus, Condition::New, day(2024, 1, 1)), model, system, options);
    ASSERT_EQ(ranking.cards.size(), 2u); // "Small" has 8 GB
    const RankedCard& big = ranking.cards[1];
    EXPECT_EQ(big.gpu->name, "Big");
    EXPECT_DOUBLE_EQ(big.relativePerformance,
                     multiGpuSpeedup(3, scalingClassOf(*big.gpu), Workload::Transformer));
    ASSERT_TRUE(big.cost);
    EXPECT_DOUBLE_EQ(big.cost->cardsUsd, 6000);
    EXPECT_DOUBLE_EQ(big.cost->systemUsd, 3000);
}

// Ratings a chart kept from the same model stand in for the model, card by card, scaled for the
// GPU count as the model's own are; without them the ranking is the model's.
TEST_F(Ranking3Cards, KeptRatingsAreUsedInPlaceOfTheModel) {
    const PerformanceModel model(gpus[2], {Metric::Training16, Workload::Transformer});
    const PriceBook book(prices);
    const auto cardPrices = book.latestFor(gpus, Condition::New, day(2024, 1, 1));
    RankingOptions options;
    options.gpuCount = 3;
    const auto system = systemBaseCostFor(systems, 3);
    const Ranking computed = rankCards(gpus, cardPrices, model, system, options);

    std::vector<double> kept;
    for (const Gpu& gpu : gpus) {
        kept.push_back(model.relative(gpu));
    }
    options.relativePerformance = kept;
    const Ranking fromKept = rankCards(gpus, cardPrices, model, system, options);
    ASSERT_EQ(fromKept.cards.size(), computed.cards.size());
    for (std::size_t i = 0; i < computed.cards.size(); ++i) {
        EXPECT_EQ(fromKept.cards[i].gpu, computed.cards[i].gpu);
        EXPECT_DOUBLE_EQ(fromKept.cards[i].relativePerformance, computed.cards[i].relativePerformance);
    }

    const auto smallIndex = static_cast<std::size_t>(
        std::find_if(gpus.begin(), gpus.end(), [](const Gpu& gpu) { return gpu.name == "Small"; }) -
        gpus.begin());
    kept[smallIndex] = 100; // a rating the model would never give: the ranking takes it
    const Ranking ranking = rankCards(gpus, cardPrices, model, system, options);
    ASSERT_FALSE(ranking.cards.empty());
    EXPECT_EQ(ranking.cards[0].gpu->name, "Small");
    EXPECT_DOUBLE_EQ(ranking.cards[0].relativePerformance,
                     100 * multiGpuSpeedup(3, scalingClassOf(gpus[smallIndex]), Workload::Transformer));
}

TEST_F(Ranking3Cards, AMemoryMinimumKeepsTheCardsWithExactlyThatMuch) {
    // seed fact M1: "at least 24 GB" keeps the 24 GB cards.
    const PerformanceModel model(gpus[2], {Metric::Training16, Workload::Transformer});
    RankingOptions options;
    options.minMemoryGb = 24;
    const Ranking ranking = rankCards(gpus, {}, model, std::nullopt, options);
    ASSERT_EQ(ranking.cards.size(), 2u);
    for (const RankedCard& card : ranking.cards) {
        EXPECT_DOUBLE_EQ(card.gpu->memoryGb, 24) << card.gpu->name;
    }
    options.minMemoryGb = 24.5;
    EXPECT_TRUE(rankCards(gpus, {}, model, std::nullopt, options).cards.empty());
}

TEST_F(Ranking3Cards, TheBestFewAreInTheOrderOfAWholeRankingAndFilteredCardsAreNotListed) {
    // Many cards, most with the same score: the name breaks the ties.
    std::vector<Gpu> many;
    for (int copy = 0; copy < 40; ++copy) {
        for (const Gpu& gpu : gpus) {
            Gpu card = gpu;
            card.name += " " + std::to_string(copy);
            many.push_back(card);
        }
    }
    const PerformanceModel model(gpus[2], {Metric::Training16, Workload::Transformer});
    const Ranking whole = rankCards(many, {}, model, std::nullopt, RankingOptions{});
    RankingOptions options;
    options.sortedCards = 7;
    const Ranking best = rankCards(many, {}, model, std::nullopt, options);
    ASSERT_EQ(best.cards.size(), whole.cards.size());
    for (std::size_t i = 0; i < options.sortedCards; ++i) {
        EXPECT_EQ(best.cards[i].gpu, whole.cards[i].gpu) << i;
    }

    // A filter leaves cards out of the ranking and of its lists.
    options.sortedCards = std::numeric_limits<std::size_t>::max();
    options.perDollar = true;
    options.accepts = [](const Gpu& gpu) {
        return gpu.name.starts_with("Small") || gpu.name == "Unpriced 3";
    };
    const Ranking filtered =
        rankCards(many, PriceBook(prices).latestFor(many, Condition::New, day(2024, 1, 1)), model,
                  systemBaseCostFor(systems, 1), options);
    EXPECT_TRUE(filtered.cards.empty()); // the copies' names have no price
    ASSERT_EQ(filtered.unpriced.size(), 41u);
    EXPECT_EQ(filtered.unpriced.front()->name, "Small 0");
    EXPECT_EQ(filtered.unpriced[4]->name, "Unpriced 3"); // after Small 0-3, in the cards' order
}

// Cards that score the same are listed by name as people read it, whether the cards come in that
// order (as the catalog lists them) or in any other.
TEST_F(Ranking3Cards, TiedCardsAreListedByNameInWhateverOrderTheyCome) {
    std::vector<Gpu> sorted;
    for (const char* name : {"GPU 9", "GPU 10", "GPU 100"}) {
        Gpu card = gpus[0];
        card.name = name;
        sorted.push_back(card);
    }
    std::vector<Gpu> shuffled{sorted[2], sorted[0], sorted[1]};
    const PerformanceModel model(gpus[2], {Metric::Training16, Workload::Transformer});
    for (const std::vector<Gpu>* cards : {&sorted, &shuffled}) {
        const Ranking ranking = rankCards(*cards, {}, model, std::nullopt, RankingOptions{});
        ASSERT_EQ(ranking.cards.size(), 3U);
        EXPECT_EQ(ranking.cards[0].gpu->name, "GPU 9");
        EXPECT_EQ(ranking.cards[1].gpu->name, "GPU 10");
        EXPECT_EQ(ranking.cards[2].gpu->name, "GPU 100");
        // Only the best few sorted: the name still picks which of the tied cards they are.
        for (std::size_t few : {1U, 2U}) {
            RankingOptions options;
            options.sortedCards = few;
            const Ranking best = rankCards(*cards, {}, model, std::nullopt, options);
            ASSERT_EQ(best.cards.size(), 3U);
            EXPECT_EQ(best.cards[0].gpu->name, "GPU 9") << few;
            if (few == 2) {
                EXPECT_EQ(best.cards[1].gpu->name, "GPU 10");
            }
        }
    }
    // A better card ahead of the tie is not moved by it.
    std::vector<Gpu> withBest = shuffled;
    withBest.push_back(gpus[1]); // faster than the copies of gpus[0]
    withBest.back().name = "GPU 99";
    RankingOptions options;
    options.sortedCards = 2;
    const Ranking best = rankCards(withBest, {}, model, std::nullopt, options);
    ASSERT_EQ(best.cards.size(), 4U);
    EXPECT_EQ(best.cards[0].gpu->name, "GPU 99");
    EXPECT_EQ(best.cards[1].gpu->name, "GPU 9");
}

TEST(StalePrices, APriceIsOldWhenDatedBeforeTheSameDayTheThresholdsMonthsEarlier) {
    using std::chrono::day;
    using std::chrono::year;
    const Date asOf{year{2026}, std::chrono::November, day{24}};
    EXPECT_FALSE(isStalePrice(Date{year{2026}, std::chrono::May, day{24}}, asOf, 6));
    EXPECT_TRUE(isStalePrice(Date{year{2026}, std::chrono::May, day{23}}, asOf, 6));
    EXPECT_FALSE(isStalePrice(asOf, asOf, 6));
    EXPECT_TRUE(isStalePrice(Date{year{2025}, std::chrono::June, day{15}}, asOf, 6));
    EXPECT_EQ(defaultStalePriceMonths, 6); // the documented default: older than six months
    EXPECT_FALSE(isStalePrice(Date{year{2025}, std::chrono::June, day{15}}, asOf, 18));
    // Across a year, and to a month without the day: 2026-08-31 less 6 months is 2026-02-28.
    EXPECT_FALSE(isStalePrice(Date{year{2026}, std::chrono::February, day{28}},
                              Date{year{2026}, std::chrono::August, day{31}}, 6));
    EXPECT_TRUE(isStalePrice(Date{year{2026}, std::chrono::February, day{27}},
                             Date{year{2026}, std::chrono::August, day{31}}, 6));
    EXPECT_TRUE(isStalePrice(Date{year{2025}, std::chrono::December, day{31}},
                             Date{year{2026}, std::chrono::January, day{31}}, 0));
}
