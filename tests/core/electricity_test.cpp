#include "gpuadvisor/core/cost/electricity.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

/// The guide's worked example: a $2200 desktop with one RTX 3090 against an AWS V100 instance.
DesktopVersusCloud guideExample() {
    // seed fact C4
    return {.desktopUsd = 2200,
            .cloudUsdPerHour = 2.14,
            .utilization = 0.15,
            .gpuWatts = 350,
            .systemWatts = 100,
            .kwhPriceUsd = 0.12};
}

} // namespace

TEST(Electricity, SeedFactC2Rtx4090CostsAbout100DollarsAYear) {
    // seed fact C2: 450 W x 0.15 x 8760 h x $0.175 = about $103.5 a year.
    EXPECT_NEAR(electricityCostPerYearUsd(450, guideUtilization, guideKwhPriceUsd), 103.5, 0.05);
}

TEST(Electricity, SeedFactC4YearlyEnergyAndCost) {
    // seed fact C4: (350 W + 100 W) x 0.15 x 24 h x 365 = 591 kWh a year = $71.
    const auto input = guideExample();
    EXPECT_NEAR(energyKwh(input.gpuWatts + input.systemWatts, input.utilization, hoursPerYear), 591, 0.5);
    EXPECT_NEAR(electricityCostPerYearUsd(450, 0.15, 0.12), 71, 0.1);
}

TEST(Electricity, SeedFactC4ThreeHundredDaysOfCloudAgainstTheDesktop) {
    // seed fact C4: 300 days of cloud = $2311; the seed sets it against $2200 + one year of power.
    const auto input = guideExample();
    EXPECT_NEAR(cloudCostAfterDaysUsd(input, 300), 2311, 0.5);
    EXPECT_NEAR(input.desktopUsd + electricityCostPerYearUsd(450, 0.15, 0.12), 2271, 0.5);
    // With power pro-rated per day the desktop is already the cheaper one at day 300.
    EXPECT_LT(desktopCostAfterDaysUsd(input, 300), cloudCostAfterDaysUsd(input, 300));
}

TEST(Electricity, SeedFactC4ExactBreakEvenIsAbout293Days) {
    // seed fact C4: solved exactly, the break-even is about 293 days.
    const auto days = breakEvenDays(guideExample());
    ASSERT_TRUE(days);
    EXPECT_NEAR(*days, 293, 0.5);
    EXPECT_NEAR(desktopCostAfterDaysUsd(guideExample(), *days), cloudCostAfterDaysUsd(guideExample(), *days),
                1e-9);
}

TEST(Electricity, NoBreakEvenWhenTheCloudCostsLessThanThePower) {
    auto input = guideExample();
    input.cloudUsdPerHour = 0.05; // cheaper per busy hour than the desktop's 450 W at $0.12
    EXPECT_FALSE(breakEvenDays(input));
    input.utilization = 0;
    EXPECT_FALSE(breakEvenDays(input));
}

TEST(Electricity, SeedFactC5UtilizationPresets) {
    // seed fact C5: most personal systems 5-10 %, PhD desktop < 15 %, PhD cluster > 35 %,
    // company-wide research cluster > 60 %.
    const auto presets = utilizationPresets();
    ASSERT_EQ(presets.size(), 4u);
    EXPECT_GE(presets[0].utilization, 0.05);
    EXPECT_LE(presets[0].utilization, 0.10);
    EXPECT_DOUBLE_EQ(presets[1].utilization, 0.15);
    EXPECT_DOUBLE_EQ(presets[2].utilization, 0.35);
    EXPECT_DOUBLE_EQ(presets[3].utilization, 0.60);
    for (const auto& preset : presets) {
        EXPECT_EQ(preset.factId, "C5");
    }
}
