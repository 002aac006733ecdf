// Saving a build by card names and resolving it against the catalog again.

#include "gpuadvisor/core/build/savedbuild.h"

#include "samplegpus.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

std::vector<Gpu> catalogOf(std::initializer_list<const char*> names) {
    std::vector<Gpu> gpus;
    for (const char* name : names) {
        Gpu gpu = gpuadvisor::testing::sampleConsumerGpu();
        gpu.name = name;
        gpus.push_back(gpu);
    }
    return gpus;
}

} // namespace

TEST(SavedBuild, ConsecutiveEqualCardsBecomeOneEntryWithACount) {
    const std::vector<Gpu> catalog = catalogOf({"RTX 3090", "RTX 4090"});
    BuildSpec spec;
    spec.psuWatts = 2000;
    spec.gpus = {BuildGpu{catalog[0], 300.0, std::nullopt, std::nullopt},
                 BuildGpu{catalog[0], 300.0, std::nullopt, std::nullopt},
                 BuildGpu{catalog[1], std::nullopt, Cooler::Water, std::nullopt},
                 BuildGpu{catalog[0], std::nullopt, std::nullopt, 2}};
    const SavedBuild saved = toSavedBuild("Lab box", spec);
    EXPECT_EQ(saved.name, "Lab box");
    ASSERT_EQ(saved.gpus.size(), 3u);
    EXPECT_EQ(saved.gpus[0].gpuName, "RTX 3090");
    EXPECT_EQ(saved.gpus[0].count, 2);
    EXPECT_EQ(saved.gpus[0].powerLimitWatts, 300.0);
    EXPECT_EQ(saved.gpus[1].cooler, Cooler::Water);
    EXPECT_EQ(saved.gpus[2].slotWidth, 2);
    EXPECT_TRUE(saved.machine.gpus.empty());
    EXPECT_DOUBLE_EQ(saved.machine.psuWatts, 2000);

    const BuildSpec resolved = resolveBuild(saved, catalog);
    ASSERT_EQ(resolved.gpus.size(), 4u);
    EXPECT_EQ(resolved.gpus[1].powerLimitWatts, 300.0);
    EXPECT_EQ(resolved.gpus[2].gpu.name, "RTX 4090");
    EXPECT_EQ(resolved.gpus[2].effectiveCooler(), Cooler::Water);
    EXPECT_EQ(resolved.gpus[3].effectiveSlotWidth(), 2);
    EXPECT_DOUBLE_EQ(resolved.psuWatts, 2000);
}

TEST(SavedBuild, ResolvingMatchesNamesLooselyAndReportsMissingCards) {
    SavedBuild saved;
    saved.name = "old";
    saved.gpus = {SavedBuildGpu{"rtx  3090", 2, std::nullopt, std::nullopt, std::nullopt},
                  SavedBuildGpu{"Voodoo 5", 1, std::nullopt, std::nullopt, std::nullopt}};
    std::vector<std::string> missing;
    const BuildSpec spec = resolveBuild(saved, catalogOf({"RTX 3090"}), &missing);
    ASSERT_EQ(spec.gpus.size(), 2u);
    EXPECT_EQ(spec.gpus[0].gpu.name, "RTX 3090");
    ASSERT_EQ(missing.size(), 1u);
    EXPECT_EQ(missing[0], "Voodoo 5");
}
