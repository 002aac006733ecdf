// Energy and CO2 per year (seed facts C2, C9).

#include "gpuadvisor/core/cost/carbon.h"
#include "gpuadvisor/core/cost/electricity.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

using namespace gpuadvisor;

TEST(Carbon, Rtx4090AtTheGuidesUtilisation) {
    // seed fact C2: 450 W x 0.15 x 8760 h = 591 kWh, about $103 at $0.175/kWh.
    const EnergyAndCarbon result = energyAndCarbon(450, 0.15, worldGridGramsPerKwh, 0.175);
    EXPECT_NEAR(result.kwhPerYear, 591.3, 0.05);
    EXPECT_NEAR(result.electricityUsdPerYear, 103, 0.5);
    // seed fact C9: energy times the grid's intensity; 591 kWh at 480 g/kWh is about 284 kg.
    EXPECT_NEAR(result.co2KgPerYear, 591.3 * 0.480, 0.05);
}

TEST(Carbon, CleanerGridEmitsLessForTheSameEnergy) {
    double france = 0;
    double china = 0;
    for (const GridIntensity& preset : gridIntensityPresets()) {
        if (preset.id == "france") {
            france = energyAndCarbon(1000, 0.5, preset.gramsPerKwh, 0.1).co2KgPerYear;
        }
        if (preset.id == "china") {
            china = energyAndCarbon(1000, 0.5, preset.gramsPerKwh, 0.1).co2KgPerYear;
        }
    }
    EXPECT_GT(france, 0);
    EXPECT_GT(china, 5 * france);
}

TEST(Carbon, PresetsStartWithTheWorldAverageAndHaveUniqueIds) {
    const auto presets = gridIntensityPresets();
    ASSERT_FALSE(presets.empty());
    EXPECT_EQ(presets.front().id, "world");
    EXPECT_DOUBLE_EQ(presets.front().gramsPerKwh, 480); // seed fact C9: the world average, g CO2/kWh
    std::set<std::string> ids;
    for (const GridIntensity& preset : presets) {
        EXPECT_TRUE(ids.insert(std::string(preset.id)).second) << preset.id;
        EXPECT_GT(preset.gramsPerKwh, 0);
    }
}

TEST(Carbon, OutOfRangeInputsAreClamped) {
    const EnergyAndCarbon result = energyAndCarbon(-5, 2, -1, -1);
    EXPECT_DOUBLE_EQ(result.kwhPerYear, 0);
    EXPECT_DOUBLE_EQ(result.co2KgPerYear, 0);
    // Utilisation 2 is clamped to 1: 100 W x 8760 h (seed fact C2's year) = 876 kWh.
    EXPECT_DOUBLE_EQ(energyAndCarbon(100, 2, 100, 0.1).kwhPerYear, 876);
}
