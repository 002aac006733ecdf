// A card's catches where it is recommended (issue 19): server-only cards for a desktop, cards
// sold in one market, prices too old to trust.

#include "gpuadvisor/core/advice/cardcatches.h"
#include "gpuadvisor/core/catalog/pricebook.h"

#include "samplegpus.h"
#include "testdate.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace gpuadvisor;

namespace {

using gpuadvisor::testing::day;

const Date catchesDay = day(2026, 11, 24);

TEST(CardCatches, AnOrdinaryCardAtAFreshPriceHasNone) {
    const Gpu gpu = gpuadvisor::testing::sampleConsumerGpu();
    const PriceObservation price{gpu.name, Condition::Used, 700, day(2026, 11, 1), "t"};
    const CardCatches catches = cardCatches(gpu, &price, Chassis::Workstation, catchesDay, 6);
    EXPECT_FALSE(catches.any());
}

TEST(CardCatches, ADeviceWithoutAPowerFigureSaysItsElectricityIsNotCounted) {
    // Apple publishes no power figure for most Macs: their cost of ownership counts no electricity.
    Gpu mac = gpuadvisor::testing::sampleConsumerGpu();
    const PriceObservation price{mac.name, Condition::New, 3999, day(2026, 11, 1), "t"};
    EXPECT_FALSE(cardCatches(mac, &price, Chassis::Workstation, catchesDay, 6).noPowerFigure);
    mac.boardPowerWatts = 0;
    const CardCatches catches = cardCatches(mac, &price, Chassis::Workstation, catchesDay, 6);
    EXPECT_TRUE(catches.noPowerFigure);
    EXPECT_TRUE(catches.any());
}

TEST(CardCatches, ALanguageModelPickThatReadsPromptsSlowlySaysSo) {
    // A Mac decodes well but reads prompts slowly: past ten seconds for the first token of the
    // prompt, or with no prompt speed at all, the pick says so; a training pick never does.
    const Gpu gpu = gpuadvisor::testing::sampleConsumerGpu();
    const PriceObservation price{gpu.name, Condition::Used, 700, day(2026, 11, 1), "t"};
    PickCandidate candidate;
    candidate.gpu = &gpu;
    candidate.price = &price;
    const auto catches = [&](double tokens, double firstTokenSeconds) {
        candidate.llmTokensPerSecond = tokens;
        candidate.llmPromptTokens = 4096;
        candidate.llmTimeToFirstTokenSeconds = firstTokenSeconds;
        return candidateCatches(candidate, Chassis::Workstation, catchesDay, 6);
    };
    const CardCatches slow = catches(12, 25);
    ASSERT_TRUE(slow.slowFirstTokenSeconds.has_value());
    EXPECT_DOUBLE_EQ(*slow.slowFirstTokenSeconds, 25);
    EXPECT_EQ(slow.promptTokens, 4096);
    EXPECT_FALSE(slow.promptSpeedUnknown);
    // The documented line, written out: ten seconds is not past it, the next double after it is.
    EXPECT_FALSE(catches(12, 10).slowFirstTokenSeconds.has_value());
    EXPECT_TRUE(catches(12, std::nextafter(10.0, 11.0)).slowFirstTokenSeconds.has_value());
    EXPECT_FALSE(catches(12, 3).any());
    const CardCatches unknown = catches(12, 0);
    EXPECT_TRUE(unknown.promptSpeedUnknown);
    EXPECT_TRUE(unknown.any());
    EXPECT_FALSE(catches(0, 0).any()); // not a language-model pick
    // Issue 35: a pick that runs only by keeping part of the model in RAM says how much.
    candidate.llmOffloadRamGiB = 37.8;
    const CardCatches spilling = catches(12, 3);
    EXPECT_DOUBLE_EQ(spilling.offloadRamGiB, 37.8);
    EXPECT_TRUE(spilling.any());
}

TEST(CardCatches, SxmModulesAndPassiveCardsAreServerOnlyInADesktop) {
    Gpu sxm = gpuadvisor::testing::sampleConsumerGpu();
    sxm.name = "H100 SXM";
    sxm.slotWidth = 0;
    sxm.deviceKind = DeviceKind::Module;
    sxm.cooler = Cooler::Passive;
    EXPECT_TRUE(cardCatches(sxm, nullptr, Chassis::Workstation, catchesDay, 6).serverOnly);
    EXPECT_TRUE(cardCatches(sxm, nullptr, Chassis::Workstation, catchesDay, 6).sxmModule);
    EXPECT_FALSE(cardCatches(sxm, nullptr, Chassis::Server, catchesDay, 6).serverOnly)
        << "at home in a server";

    Gpu passive = gpuadvisor::testing::sampleConsumerGpu();
    passive.cooler = Cooler::Passive; // seed fact B5: needs a server's airflow
    const CardCatches catches = cardCatches(passive, nullptr, Chassis::Workstation, catchesDay, 6);
    EXPECT_TRUE(catches.serverOnly);
    EXPECT_FALSE(catches.sxmModule);

    Gpu blower = gpuadvisor::testing::sampleConsumerGpu();
    blower.cooler = Cooler::Blower;
    EXPECT_FALSE(cardCatches(blower, nullptr, Chassis::Workstation, catchesDay, 6).serverOnly);

    // A whole computer (a Mac Studio) has no slot either, and sits on a desk.
    Gpu system = gpuadvisor::testing::sampleConsumerGpu();
    system.slotWidth = 0;
    system.deviceKind = DeviceKind::System;
    EXPECT_FALSE(cardCatches(system, nullptr, Chassis::Workstation, catchesDay, 6).serverOnly);
    EXPECT_FALSE(cardCatches(system, nullptr, Chassis::Workstation, catchesDay, 6).sxmModule);
}

TEST(CardCatches, TheRtx4090DIsSoldInChinaOnly) {
    Gpu gpu = gpuadvisor::testing::sampleConsumerGpu();
    gpu.name = "RTX 4090 D";
    EXPECT_EQ(cardCatches(gpu, nullptr, Chassis::Workstation, catchesDay, 6).regionOnly, "China");
    gpu.name = "rtx  4090 d"; // names match as everywhere else
    EXPECT_EQ(regionOnlyMarket(gpu), "China");
    gpu.name = "RTX 4090";
    EXPECT_TRUE(regionOnlyMarket(gpu).empty());
}

TEST(CardCatches, APriceIsOldExactlyWhenThePriceBookCallsItStale) {
    const Gpu gpu = gpuadvisor::testing::sampleConsumerGpu();
    for (const Date observed : {day(2026, 5, 24), day(2026, 5, 23), day(2025, 6, 15)}) {
        const PriceObservation price{gpu.name, Condition::Used, 700, observed, "t"};
        EXPECT_EQ(cardCatches(gpu, &price, Chassis::Workstation, catchesDay, 6).oldPrice,
                  isStalePrice(observed, catchesDay, 6))
            << formatIsoDate(observed);
    }
    const PriceObservation old{gpu.name, Condition::Used, 700, day(2025, 6, 15), "t"};
    EXPECT_TRUE(cardCatches(gpu, &old, Chassis::Workstation, catchesDay, 6).oldPrice);
    EXPECT_FALSE(cardCatches(gpu, &old, Chassis::Workstation, catchesDay, 24).oldPrice)
        << "the user's threshold";
}

} // namespace
