// The build checker against the guide's build rules (seed facts B1-B13, P18, R7): a table of
// builds and the severity each rule must give them.

#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/core/build/buildsummary.h"
#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/core/model/performance.h"
#include "gpuadvisor/core/model/scaling.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <string>

using namespace gpuadvisor;

namespace {

struct CardSpec {
    const char* name;
    int watts;
    int slots;
    Cooler cooler = Cooler::OpenAir;
    const char* connectors = "2x 8-pin";
    Segment segment = Segment::Consumer;
    double memoryGb = 24;
    bool nvlink = false;
};

Gpu card(const CardSpec& spec) {
    Gpu gpu;
    gpu.name = spec.name;
    gpu.vendor = "NVIDIA";
    gpu.architecture = Architecture::Ampere;
    gpu.segment = spec.segment;
    gpu.memoryGb = spec.memoryGb;
    gpu.bandwidthGBps = 900;
    gpu.smCount = 80;
    gpu.tensorCoreGeneration = 3;
    gpu.fp16TensorFp32AccumulateTflops = 70;
    gpu.fp32Tflops = 30;
    gpu.l2CacheMb = 6;
    gpu.sharedMemoryPerSmKb = 128;
    gpu.boardPowerWatts = spec.watts;
    gpu.slotWidth = spec.slots;
    gpu.cooler = spec.cooler;
    gpu.powerConnectors = spec.connectors;
    gpu.pcieGeneration = 4;
    gpu.nvlink = spec.nvlink;
    gpu.datacenterUseAllowed = spec.segment != Segment::Consumer;
    return gpu;
}

// Board power and widths as in the catalog (G2).
const CardSpec rtx3090{"RTX 3090", 350, 3, Cooler::OpenAir, "1x 12-pin", Segment::Consumer, 24, true};
const CardSpec rtx3080{"RTX 3080", 320, 2, Cooler::OpenAir, "1x 12-pin", Segment::Consumer, 10};
const CardSpec rtx4090{"RTX 4090", 450, 3, Cooler::OpenAir, "1x 12VHPWR"};
const CardSpec rtx2080TiFe{"RTX 2080 Ti", 250, 2, Cooler::OpenAir, "2x 8-pin", Segment::Consumer, 11};
const CardSpec blowerCard{"RTX A5000", 230, 2, Cooler::Blower, "1x 8-pin EPS", Segment::Workstation};
const CardSpec a100Pcie{"A100 PCIe 80GB", 300, 2, Cooler::Passive, "1x 8-pin EPS", Segment::Datacenter, 80};

/// `count` of the card in a machine whose PSU and circuit are otherwise roomy (230 V / 16 A),
/// so each test isolates the rule it is about.
BuildSpec build(const CardSpec& spec, int count, double psuWatts = 1600) {
    BuildSpec build;
    for (int i = 0; i < count; ++i) {
        build.gpus.push_back(BuildGpu{card(spec), std::nullopt, std::nullopt, std::nullopt});
    }
    build.psuWatts = psuWatts;
    build.mains = Mains{230, 16};
    build.cpuCores = 32;
    return build;
}

std::optional<Finding> findingFor(const std::vector<Finding>& findings, FindingCode code) {
    const auto found =
        std::find_if(findings.begin(), findings.end(), [code](const Finding& f) { return f.code == code; });
    return found == findings.end() ? std::nullopt : std::optional<Finding>(*found);
}

struct BuildCase {
    std::string name;
    std::function<BuildSpec()> make;
    FindingCode code;
    std::optional<Severity> expected; ///< std::nullopt: the finding must not appear.
    std::string fact;
};

class BuildRule : public ::testing::TestWithParam<BuildCase> {};

TEST_P(BuildRule, GivesTheGuidesVerdict) {
    const BuildCase& test = GetParam();
    const std::vector<Finding> findings = checkBuild(test.make());
    const std::optional<Finding> finding = findingFor(findings, test.code);
    if (!test.expected) {
        EXPECT_FALSE(finding.has_value()) << toString(test.code) << " should not be reported";
        return;
    }
    ASSERT_TRUE(finding.has_value()) << toString(test.code) << " missing";
    EXPECT_EQ(toString(finding->severity), toString(*test.expected));
    EXPECT_NE(std::find(finding->facts.begin(), finding->facts.end(), test.fact), finding->facts.end())
        << "finding should cite seed fact " << test.fact;
}

BuildSpec with(BuildSpec spec, const std::function<void(BuildSpec&)>& change) {
    change(spec);
    return spec;
}

const BuildCase cases[] = {
    // seed fact B1: 4x RTX 3090 on 1600 W is too tight; 4x RTX 3080 fits.
    {"B1_4x3090_on_1600W", [] { return build(rtx3090, 4); }, FindingCode::PsuCapacity, Severity::Problem,
     "B1"},
    {"B1_4x3080_on_1600W", [] { return build(rtx3080, 4); }, FindingCode::PsuCapacity, Severity::Ok, "B1"},
    {"B1_4x4090_on_1600W", [] { return build(rtx4090, 4); }, FindingCode::PsuCapacity, Severity::Problem,
     "B1"},
    {"B1_4x3090_on_1700W", [] { return build(rtx3090, 4, 1700); }, FindingCode::PsuCapacity, Severity::Ok,
     "B1"},
    // seed fact B2: a US 120 V / 15 A outlet cannot feed a 4-GPU box continuously.
    {"B2_4x3080_on_120V_15A",
     [] { return with(build(rtx3080, 4), [](BuildSpec& s) {
              s.mains = Mains{120, 15};
          }); },
     FindingCode::MainsCapacity, Severity::Problem, "B2"},
    {"B2_4x3080_on_230V_16A", [] { return build(rtx3080, 4); }, FindingCode::MainsCapacity, Severity::Ok,
     "B2"},
    {"B2_1x3090_on_120V_15A",
     [] { return with(build(rtx3090, 1), [](BuildSpec& s) {
              s.mains = Mains{120, 15};
          }); },
     FindingCode::MainsCapacity, Severity::Ok, "B2"},
    // seed fact B3: power limits rescue a tight build; none needed when it fits.
    {"B3_4x3090_limit_advised", [] { return build(rtx3090, 4); }, FindingCode::PowerLimitAdvice,
     Severity::Warning, "B3"},
    {"B3_8x4090_beyond_limits", [] { return build(rtx4090, 8); }, FindingCode::PowerLimitAdvice,
     Severity::Problem, "B3"},
    {"B3_4x3080_no_limit_needed", [] { return build(rtx3080, 4); }, FindingCode::PowerLimitAdvice,
     std::nullopt, "B3"},
    // seed fact B4: 3-slot cards in a 4-GPU build need 2-slot variants, risers or water.
    {"B4_4x3090_stock", [] { return build(rtx3090, 4); }, FindingCode::SlotFit, Severity::Problem, "B4"},
    {"B4_4x3090_risers", [] { return with(build(rtx3090, 4), [](BuildSpec& s) { s.risers = true; }); },
     FindingCode::SlotFit, Severity::Ok, "B4"},
    {"B4_4x3090_two_slot_variants",
     [] {
         return with(build(rtx3090, 4), [](BuildSpec& s) {
             for (BuildGpu& g : s.gpus) {
                 g.slotWidth = 2;
             }
         });
     },
     FindingCode::SlotFit, Severity::Ok, "B4"},
    {"B4_4x3090_water",
     [] {
         return with(build(rtx3090, 4), [](BuildSpec& s) {
             for (BuildGpu& g : s.gpus) {
                 g.cooler = Cooler::Water;
             }
         });
     },
     FindingCode::SlotFit, Severity::Ok, "B4"},
    {"B4_2x3090", [] { return build(rtx3090, 2); }, FindingCode::SlotFit, Severity::Ok, "B4"},
    {"B4_5_cards_on_4_slots", [] { return build(blowerCard, 5); }, FindingCode::SlotFit, Severity::Problem,
     "B4"},
    // seed fact B5: stacked open-air cards overheat; 1-2 GPUs in a 4-slot board are fine.
    {"B5_4x2080Ti_FE_stacked", [] { return build(rtx2080TiFe, 4); }, FindingCode::StackedCooling,
     Severity::Problem, "B5"},
    {"B5_2x3090_in_4_slots", [] { return build(rtx3090, 2); }, FindingCode::StackedCooling, Severity::Ok,
     "B5"},
    {"B5_2x2080Ti_on_2_slots",
     [] { return with(build(rtx2080TiFe, 2), [](BuildSpec& s) { s.x16Slots = 2; }); },
     FindingCode::StackedCooling, Severity::Warning, "B5"},
    // Three stacked open-air cards already throttle: a problem, where two are a warning (issue 37).
    {"B5_3x2080Ti_on_3_slots",
     [] { return with(build(rtx2080TiFe, 3), [](BuildSpec& s) { s.x16Slots = 3; }); },
     FindingCode::StackedCooling, Severity::Problem, "B5"},
    {"B5_4x_blower", [] { return build(blowerCard, 4); }, FindingCode::StackedCooling, std::nullopt, "B5"},
    {"B5_passive_in_workstation", [] { return build(a100Pcie, 2); }, FindingCode::PassiveCooling,
     Severity::Problem, "B5"},
    {"B5_passive_in_server",
     [] { return with(build(a100Pcie, 2), [](BuildSpec& s) { s.chassis = Chassis::Server; }); },
     FindingCode::PassiveCooling, Severity::Ok, "B5"},
    {"B5_case_airflow_does_not_fix_stacking",
     [] {
         return with(build(rtx2080TiFe, 4), [](BuildSpec& s) { s.caseCooling = CaseCooling::HighAirflow; });
     },
     FindingCode::CaseAirflow, Severity::Warning, "B5"},
    // seed fact B6: the 12VHPWR seating checklist, for cards with that plug only.
    {"B6_4090", [] { return build(rtx4090, 1); }, FindingCode::Connector12Vhpwr, Severity::Warning, "B6"},
    {"B6_3090", [] { return build(rtx3090, 1); }, FindingCode::Connector12Vhpwr, std::nullopt, "B6"},
    // seed fact B7: x4 is fine for 2 GPUs, loses 5-10 % for 4; PCIe 4 matters only at 8 GPUs.
    {"B7_x4_two_gpus", [] { return with(build(blowerCard, 2), [](BuildSpec& s) { s.lanesPerGpu = 4; }); },
     FindingCode::PcieLanes, Severity::Ok, "B7"},
    {"B7_x4_three_gpus", [] { return with(build(blowerCard, 3), [](BuildSpec& s) { s.lanesPerGpu = 4; }); },
     FindingCode::PcieLanes, Severity::Warning, "B7"},
    {"B7_x8_three_gpus", [] { return with(build(blowerCard, 3), [](BuildSpec& s) { s.lanesPerGpu = 8; }); },
     FindingCode::PcieLanes, Severity::Ok, "B7"},
    {"B7_x4_four_gpus", [] { return with(build(blowerCard, 4), [](BuildSpec& s) { s.lanesPerGpu = 4; }); },
     FindingCode::PcieLanes, Severity::Warning, "B7"},
    {"B7_x1_mining_risers",
     [] { return with(build(blowerCard, 2), [](BuildSpec& s) { s.lanesPerGpu = 1; }); },
     FindingCode::PcieLanes, Severity::Problem, "B7"},
    {"B7_gen3_four_gpus",
     [] { return with(build(blowerCard, 4), [](BuildSpec& s) { s.pcieGeneration = 3; }); },
     FindingCode::PcieGeneration, Severity::Ok, "B7"},
    {"B7_gen3_eight_gpus",
     [] {
         return with(build(blowerCard, 8), [](BuildSpec& s) {
             s.pcieGeneration = 3;
             s.chassis = Chassis::Server;
             s.x16Slots = 8;
         });
     },
     FindingCode::PcieGeneration, Severity::Warning, "B7"},
    // seed fact B8: NVLink bridges are not worth it in one box.
    {"B8_nvlink_pair", [] { return build(rtx3090, 2); }, FindingCode::NvLink, Severity::Ok, "B8"},
    // seed fact B9: mixed cards run at the slowest card's speed.
    {"B9_mixed",
     [] {
         return with(build(rtx3090, 1), [](BuildSpec& s) {
             s.gpus.push_back(BuildGpu{card(rtx3080), std::nullopt, std::nullopt, std::nullopt});
         });
     },
     FindingCode::MixedCards, Severity::Warning, "B9"},
    {"B9_same_cards", [] { return build(rtx3090, 2); }, FindingCode::MixedCards, std::nullopt, "B9"},
    // seed fact B10: two machines want 50 Gbit/s; 10 Gbit/s only for some conv nets.
    {"B10_10gbe",
     [] {
         return with(build(blowerCard, 4), [](BuildSpec& s) {
             s.nodes = 2;
             s.networkGbps = 10;
         });
     },
     FindingCode::Network, Severity::Warning, "B10"},
    {"B10_1gbe",
     [] {
         return with(build(blowerCard, 4), [](BuildSpec& s) {
             s.nodes = 2;
             s.networkGbps = 1;
         });
     },
     FindingCode::Network, Severity::Problem, "B10"},
    {"B10_edr_infiniband",
     [] {
         return with(build(blowerCard, 4), [](BuildSpec& s) {
             s.nodes = 2;
             s.networkGbps = 100;
         });
     },
     FindingCode::Network, Severity::Ok, "B10"},
    {"B10_one_machine", [] { return build(blowerCard, 4); }, FindingCode::Network, std::nullopt, "B10"},
    // seed fact B11: 4-8 CPU cores a GPU.
    {"B11_8_cores_4_gpus", [] { return with(build(blowerCard, 4), [](BuildSpec& s) { s.cpuCores = 8; }); },
     FindingCode::CpuCores, Severity::Warning, "B11"},
    {"B11_32_cores_4_gpus", [] { return build(blowerCard, 4); }, FindingCode::CpuCores, Severity::Ok, "B11"},
    // seed fact B12: no display on the training GPU; a workstation takes up to 4 GPUs.
    {"B12_display", [] { return with(build(rtx3090, 1), [](BuildSpec& s) { s.gpuDrivesDisplay = true; }); },
     FindingCode::DisplayGpu, Severity::Warning, "B12"},
    {"B12_six_in_workstation",
     [] { return with(build(blowerCard, 6), [](BuildSpec& s) { s.x16Slots = 7; }); },
     FindingCode::WorkstationGpus, Severity::Warning, "B12"},
    {"B12_six_in_server",
     [] {
         return with(build(blowerCard, 6), [](BuildSpec& s) {
             s.x16Slots = 7;
             s.chassis = Chassis::Server;
         });
     },
     FindingCode::WorkstationGpus, std::nullopt, "B12"},
    // seed fact B13: host RAM at least the GPUs' memory.
    {"B13_64GB_for_96GB_of_GPUs",
     [] { return with(build(rtx3090, 4), [](BuildSpec& s) { s.hostRamGb = 64; }); }, FindingCode::HostRam,
     Severity::Warning, "B13"},
    {"B13_96GB_for_96GB_of_GPUs", // "at least": equal is enough
     [] { return with(build(rtx3090, 4), [](BuildSpec& s) { s.hostRamGb = 96; }); }, FindingCode::HostRam,
     Severity::Ok, "B13"},
    {"B13_128GB_for_96GB_of_GPUs",
     [] { return with(build(rtx3090, 4), [](BuildSpec& s) { s.hostRamGb = 128; }); }, FindingCode::HostRam,
     Severity::Ok, "B13"},
    // seed fact R7: GeForce cards are barred from data centres.
    {"R7_geforce_in_data_centre",
     [] { return with(build(rtx3090, 2), [](BuildSpec& s) { s.inDataCenter = true; }); },
     FindingCode::Licence, Severity::Problem, "R7"},
    {"R7_a100_in_data_centre",
     [] {
         return with(build(a100Pcie, 2), [](BuildSpec& s) {
             s.inDataCenter = true;
             s.chassis = Chassis::Server;
         });
     },
     FindingCode::Licence, std::nullopt, "R7"},
};

INSTANTIATE_TEST_SUITE_P(SeedFacts, BuildRule, ::testing::ValuesIn(cases),
                         [](const ::testing::TestParamInfo<BuildCase>& testCase) {
                             return testCase.param.name;
                         });

TEST(BuildCheck, FourRtx3090WantA1700WattPsu) {
    // seed fact B1: 4 x 350 W = 1400 W of GPUs; with the CPU and board a 1700 W+ PSU.
    const std::vector<Finding> findings = checkBuild(build(rtx3090, 4));
    const auto psu = findingFor(findings, FindingCode::PsuCapacity);
    ASSERT_TRUE(psu);
    EXPECT_DOUBLE_EQ(*psu->value("gpu-draw"), 1400);
    EXPECT_GT(*psu->value("total-draw"), 1600);
    EXPECT_DOUBLE_EQ(*psu->value("recommended-psu"), 1700);
}

TEST(BuildCheck, TheRecommendedSupplyRoundsUpToTheNextHundredWatts) {
    // seed fact B1: 4x RTX 3080 (4 x 320 W + 150 W CPU + 100 W board = 1530 W) want a 1600 W
    // supply; rounding to the nearest hundred would advise 1500 W, less than the build draws.
    const auto psu = findingFor(checkBuild(build(rtx3080, 4, 1500)), FindingCode::PsuCapacity);
    ASSERT_TRUE(psu);
    EXPECT_EQ(psu->severity, Severity::Problem);
    EXPECT_DOUBLE_EQ(*psu->value("total-draw"), 1530);
    EXPECT_DOUBLE_EQ(*psu->value("recommended-psu"), 1600);
    // A draw of exactly a hundred watts needs no more than that.
    BuildSpec exact = build(rtx3080, 4, 1500);
    exact.otherWatts = 70; // 1280 + 150 + 70 = 1500 W
    EXPECT_DOUBLE_EQ(*findingFor(checkBuild(exact), FindingCode::PsuCapacity)->value("recommended-psu"),
                     1500);
}

TEST(BuildCheck, FourRtx4090DrawEighteenHundredWattsOfGpusAlone) {
    // seed fact B1
    const PowerBudget power = powerBudget(build(rtx4090, 4));
    EXPECT_DOUBLE_EQ(power.gpuWatts, 1800);
    EXPECT_GT(power.gpuWatts, 1600);
}

TEST(BuildCheck, PowerLimitOf300WattsOnFourRtx3090SavesTwoHundredWatts) {
    // seed fact P18: 300 W instead of 350 W on each of 4 RTX 3090s saves 200 W.
    BuildSpec limited = build(rtx3090, 4);
    for (BuildGpu& gpu : limited.gpus) {
        gpu.powerLimitWatts = 300;
    }
    EXPECT_DOUBLE_EQ(powerBudget(build(rtx3090, 4)).gpuWatts - powerBudget(limited).gpuWatts, 200);
    const auto set = findingFor(checkBuild(limited), FindingCode::PowerLimitSet);
    ASSERT_TRUE(set);
    EXPECT_GT(*set->value("speed-cost"), 0);
    EXPECT_LT(*set->value("speed-cost"), 7); // a smaller cut than P18's 50 W of 250 W
}

TEST(BuildCheck, PowerLimitAdviceMakesTheBuildFitAtASmallSpeedCost) {
    // seed facts B3, P18: the advised limit brings the draw within the PSU.
    const BuildSpec spec = build(rtx3090, 4);
    const auto advice = findingFor(checkBuild(spec), FindingCode::PowerLimitAdvice);
    ASSERT_TRUE(advice);
    const double limit = *advice->value("limit");
    EXPECT_LT(limit, 350);
    EXPECT_LE(4 * limit + spec.cpuWatts + spec.otherWatts, spec.psuWatts + 1e-9);
    EXPECT_GT(*advice->value("speed-cost"), 0);
    EXPECT_LT(*advice->value("speed-cost"), 5);

    BuildSpec limited = spec;
    for (BuildGpu& gpu : limited.gpus) {
        gpu.powerLimitWatts = limit;
    }
    const auto psu = findingFor(checkBuild(limited), FindingCode::PsuCapacity);
    EXPECT_EQ(psu->severity, Severity::Ok);
}

TEST(BuildCheck, AdviceForFourRtx3090OnAUsOutletLeavesAMarginAndFits) {
    // seed facts B2, B3: 4 x RTX 3090 on 120 V / 15 A (1440 W continuous). The advice used to be
    // 269 W, still 1 W over the outlet once applied; it now aims powerLimitMargin under it.
    BuildSpec spec = build(rtx3090, 4);
    spec.mains = Mains{120, 15};
    const auto advice = findingFor(checkBuild(spec), FindingCode::PowerLimitAdvice);
    ASSERT_TRUE(advice);
    EXPECT_EQ(advice->severity, Severity::Warning);
    EXPECT_DOUBLE_EQ(*advice->value("outlet-limited"), 1);
    EXPECT_DOUBLE_EQ(*advice->value("margin"), 3.0); // the documented 3 % under the limit (core/README.md)
    const double limit = *advice->value("limit");
    EXPECT_EQ(limit, std::floor(limit)) << "whole watts";
    // 1440 W x 0.92 = 1324.8 W deliverable, less 3 %, less 250 W of CPU and board: 73 % of 350 W.
    EXPECT_DOUBLE_EQ(*advice->value("limit-share"), 73);
    EXPECT_DOUBLE_EQ(limit, 255);
    const double wall = (4 * limit + spec.cpuWatts + spec.otherWatts) / spec.psuEfficiency;
    EXPECT_LE(wall, 1440 * 0.97);

    const std::vector<Finding> after = checkBuild(withAdvisedPowerLimits(spec));
    EXPECT_EQ(findingFor(after, FindingCode::MainsCapacity)->severity, Severity::Ok);
    EXPECT_EQ(findingFor(after, FindingCode::PsuCapacity)->severity, Severity::Ok);
    EXPECT_FALSE(findingFor(after, FindingCode::PowerLimitAdvice)) << "applied advice is not advised again";
    const auto set = findingFor(after, FindingCode::PowerLimitSet);
    ASSERT_TRUE(set);
    EXPECT_DOUBLE_EQ(*set->value("limit"), 255);
}

struct PowerCase {
    const CardSpec* card;
    int count;
    Mains mains;
    double psuWatts;
};

TEST(BuildCheck, AppliedAdviceLeavesNoPowerProblemOrSaysNoLimitCanFit) {
    // seed facts B1, B2, B3, P18: 1-8 cards on a US and a European circuit with several supplies.
    std::vector<PowerCase> builds;
    for (const CardSpec* card : {&rtx3090, &rtx4090, &rtx3080, &rtx2080TiFe, &a100Pcie}) {
        for (int count = 1; count <= maxGpusPerMachine; ++count) {
            for (const Mains mains : {Mains{120, 15}, Mains{230, 16}}) {
                for (const double psu : {850.0, 1200.0, 1600.0, 2000.0, 3200.0}) {
                    builds.push_back({card, count, mains, psu});
                }
            }
        }
    }
    int advised = 0;
    int hopeless = 0;
    for (const PowerCase& test : builds) {
        BuildSpec spec = build(*test.card, test.count, test.psuWatts);
        spec.mains = test.mains;
        const std::string label = std::string(test.card->name) + " x" + std::to_string(test.count) + " on " +
                                  std::to_string(static_cast<int>(test.mains.volts)) + " V, " +
                                  std::to_string(static_cast<int>(test.psuWatts)) + " W";
        const auto advice = findingFor(checkBuild(spec), FindingCode::PowerLimitAdvice);
        const std::optional<PowerLimitAdvice> plan = advisePowerLimits(spec);
        ASSERT_EQ(advice.has_value(), plan.has_value()) << label;
        if (!advice) {
            continue;
        }
        if (advice->severity == Severity::Problem) {
            // No limit can make it fit: it would be below what drivers allow.
            ++hopeless;
            EXPECT_LT(*advice->value("limit-share"), 60.0)
                << label; // below 60 % of board power limits cannot save it
            EXPECT_FALSE(plan->feasible) << label;
            continue;
        }
        ++advised;
        EXPECT_GE(*advice->value("limit-share"), 60.0)
            << label; // below 60 % of board power limits cannot save it
        const std::vector<Finding> after = checkBuild(withAdvisedPowerLimits(spec));
        for (const FindingCode code :
             {FindingCode::PsuCapacity, FindingCode::MainsCapacity, FindingCode::PowerLimitAdvice}) {
            const auto finding = findingFor(after, code);
            EXPECT_TRUE(!finding || finding->severity == Severity::Ok) << label << ": " << toString(code);
        }
        const PowerBudget power = powerBudget(withAdvisedPowerLimits(spec));
        EXPECT_LE(power.wallWatts, power.mainsContinuousWatts * 0.97 + 1e-9) << label;
        EXPECT_LE(power.totalWatts, spec.psuWatts * 0.97 + 1e-9) << label;
    }
    EXPECT_GT(advised, 20);
    EXPECT_GT(hopeless, 20);
}

TEST(BuildCheck, AdviceKeepsALowerLimitTheUserSet) {
    // seed fact P18: a card already limited below the advice stays at its limit.
    BuildSpec spec = build(rtx3090, 4);
    spec.mains = Mains{120, 15};
    spec.gpus[3].powerLimitWatts = 220;
    const BuildSpec applied = withAdvisedPowerLimits(spec);
    EXPECT_DOUBLE_EQ(*applied.gpus[3].powerLimitWatts, 220);
    EXPECT_LT(*applied.gpus[0].powerLimitWatts, 350);
    EXPECT_EQ(findingFor(checkBuild(applied), FindingCode::MainsCapacity)->severity, Severity::Ok);
}

TEST(BuildCheck, ALimitOfSixtyPercentStillSavesTheBuildFiftyNineDoesNot) {
    // seed facts B3, P18: drivers go down to about 60 % of board power (minimumPowerLimitShare).
    // 8x RTX 4090 (3600 W of GPUs) in a server on 230 V / 16 A.
    const auto adviceOn = [](double psuWatts) {
        BuildSpec spec = build(rtx4090, 8, psuWatts);
        spec.chassis = Chassis::Server;
        spec.x16Slots = 8;
        return findingFor(checkBuild(spec), FindingCode::PowerLimitAdvice);
    };
    // 2500 W x 0.97 - 250 W = 2175 W for 3600 W of boards: 60 %, the floor itself.
    const auto atFloor = adviceOn(2500);
    ASSERT_TRUE(atFloor);
    EXPECT_DOUBLE_EQ(*atFloor->value("limit-share"), 60);
    EXPECT_EQ(atFloor->severity, Severity::Warning) << "60 % is a limit drivers allow";
    EXPECT_DOUBLE_EQ(*atFloor->value("limit"), 270); // 60 % of 450 W
    // 2450 W x 0.97 - 250 W = 2126.5 W: 59 %, below the floor.
    const auto belowFloor = adviceOn(2450);
    ASSERT_TRUE(belowFloor);
    EXPECT_DOUBLE_EQ(*belowFloor->value("limit-share"), 59);
    EXPECT_EQ(belowFloor->severity, Severity::Problem) << "no limit can save it";
    EXPECT_DOUBLE_EQ(*belowFloor->value("minimum-share"), 60);
}

TEST(BuildCheck, MixedCardsTakeTheAdviceFromACardItLimits) {
    // seed facts B3, P18, B9: one share of board power for every card; the example in the advice
    // ("N W for the X") is a card the advice lowers, with its own board power and speed cost.
    BuildSpec mixed = build(rtx3080, 1);
    for (int i = 0; i < 3; ++i) {
        mixed.gpus.push_back(BuildGpu{card(rtx4090), std::nullopt, std::nullopt, std::nullopt});
    }
    // 1600 W x 0.97 - 250 W = 1302 W for 320 + 3 x 450 = 1670 W of boards: 77 %.
    const auto advice = findingFor(checkBuild(mixed), FindingCode::PowerLimitAdvice);
    ASSERT_TRUE(advice);
    EXPECT_DOUBLE_EQ(*advice->value("limit-share"), 77);
    EXPECT_EQ(advice->subject, "RTX 3080");
    EXPECT_DOUBLE_EQ(*advice->value("limit"), 246); // 77 % of 320 W, not of the 4090's 450 W
    EXPECT_NEAR(*advice->value("speed-cost"), (1 - powerLimitSpeedFactor(246, 320)) * 100, 1e-9);

    // The user already holds the RTX 3080 at 200 W, below the advice: the advice names an RTX 4090
    // (77 % of 450 W = 346 W), not the 3080's own 200 W as if it were 77 %.
    mixed.gpus[0].powerLimitWatts = 200;
    const auto keeps = findingFor(checkBuild(mixed), FindingCode::PowerLimitAdvice);
    ASSERT_TRUE(keeps);
    EXPECT_DOUBLE_EQ(*keeps->value("limit-share"), 77);
    EXPECT_EQ(keeps->subject, "RTX 4090");
    EXPECT_DOUBLE_EQ(*keeps->value("limit"), 346);
    EXPECT_NEAR(*keeps->value("speed-cost"), (1 - powerLimitSpeedFactor(346, 450)) * 100, 1e-9);
    // What is saved: the three 4090s come down to 346 W; the 3080 stays at its 200 W.
    EXPECT_DOUBLE_EQ(*keeps->value("saved"), 3 * (450 - 346));
}

TEST(BuildCheck, ProposedSupplyMustFitTheOutletOrTheOutletIsTheLimit) {
    // seed facts B1, B2: 4 x RTX 3090 want a 1700 W supply, which a 230 V / 16 A circuit feeds...
    const auto roomy = findingFor(checkBuild(build(rtx3090, 4)), FindingCode::PsuCapacity);
    ASSERT_TRUE(roomy);
    EXPECT_EQ(roomy->severity, Severity::Problem);
    EXPECT_DOUBLE_EQ(*roomy->value("recommended-psu"), 1700);
    EXPECT_DOUBLE_EQ(*roomy->value("outlet-limited"), 0);
    // ... the proposed supply's wall draw (its DC load through the efficiency) fits the outlet.
    const BuildSpec european = build(rtx3090, 4);
    const PowerBudget power = powerBudget(european);
    EXPECT_LE(power.totalWatts / european.psuEfficiency, power.mainsContinuousWatts);

    // ... but not a 120 V / 15 A one: a bigger supply would draw 1793 W through a 1440 W circuit.
    BuildSpec us = build(rtx3090, 4);
    us.mains = Mains{120, 15};
    const auto limited = findingFor(checkBuild(us), FindingCode::PsuCapacity);
    ASSERT_TRUE(limited);
    EXPECT_EQ(limited->severity, Severity::Problem);
    EXPECT_DOUBLE_EQ(*limited->value("outlet-limited"), 1);
    EXPECT_GT(powerBudget(us).totalWatts / us.psuEfficiency, powerBudget(us).mainsContinuousWatts);
    EXPECT_NEAR(*limited->value("outlet-dc"), 1440 * us.psuEfficiency, 1e-9);
    EXPECT_NE(std::find(limited->facts.begin(), limited->facts.end(), "B2"), limited->facts.end());

    // Any supply the checker proposes without naming the outlet fits it.
    for (int count = 1; count <= maxGpusPerMachine; ++count) {
        for (const Mains mains : {Mains{120, 15}, Mains{230, 16}}) {
            BuildSpec spec = build(rtx4090, count, 850);
            spec.mains = mains;
            const auto psu = findingFor(checkBuild(spec), FindingCode::PsuCapacity);
            ASSERT_TRUE(psu);
            if (psu->severity == Severity::Problem && *psu->value("outlet-limited") == 0) {
                EXPECT_LE(powerBudget(spec).totalWatts / spec.psuEfficiency,
                          powerBudget(spec).mainsContinuousWatts)
                    << count << " cards on " << mains.volts << " V";
            }
        }
    }
}

TEST(BuildCheck, WallDrawGoesThroughPsuEfficiency) {
    BuildSpec spec = build(rtx3080, 1);
    spec.psuEfficiency = 0.9;
    const PowerBudget power = powerBudget(spec);
    EXPECT_DOUBLE_EQ(power.totalWatts, 320 + spec.cpuWatts + spec.otherWatts);
    EXPECT_DOUBLE_EQ(power.wallWatts, power.totalWatts / 0.9);
    spec.mains = Mains{120, 15};
    EXPECT_DOUBLE_EQ(powerBudget(spec).mainsContinuousWatts, 1440); // 80 % of 1800 W
}

TEST(BuildCheck, MixedBuildNamesTheSlowestCardWithAModel) {
    // seed fact B9
    Gpu reference = card(rtx3090);
    const PerformanceModel model(reference, PerformanceQuery{});
    BuildSpec spec = build(rtx3090, 1);
    Gpu slow = card(rtx3080);
    slow.bandwidthGBps = 500;
    spec.gpus.push_back(BuildGpu{slow, std::nullopt, std::nullopt, std::nullopt});
    const auto mixed = findingFor(checkBuild(spec, &model), FindingCode::MixedCards);
    ASSERT_TRUE(mixed);
    EXPECT_EQ(mixed->subject, "RTX 3080");
    EXPECT_LT(*mixed->value("slowest-share"), 100);
}

TEST(BuildCheck, ProblemsComeFirst) {
    const std::vector<Finding> findings = checkBuild(build(rtx3090, 4));
    ASSERT_FALSE(findings.empty());
    EXPECT_EQ(findings.front().severity, Severity::Problem);
    EXPECT_TRUE(std::is_sorted(findings.begin(), findings.end(), [](const Finding& a, const Finding& b) {
        return static_cast<int>(a.severity) > static_cast<int>(b.severity);
    }));
    EXPECT_EQ(worstSeverity(findings), Severity::Problem);
}

TEST(BuildCheck, OneCardInARoomyMachineHasNoProblem) {
    const std::vector<Finding> findings = checkBuild(build(rtx3080, 1));
    EXPECT_EQ(worstSeverity(findings), Severity::Ok);
}

TEST(BuildCheck, EmptyOrOversizedBuildGivesNoFindings) {
    EXPECT_TRUE(checkBuild(BuildSpec{}).empty());
    EXPECT_TRUE(checkBuild(build(blowerCard, maxGpusPerMachine + 1)).empty());
}

TEST(BuildCheck, SxmModulesNeedAServerBaseboard) {
    CardSpec sxm{"H100 SXM", 700, 0, Cooler::Passive, "SXM module", Segment::Datacenter, 80};
    EXPECT_EQ(findingFor(checkBuild(build(sxm, 4)), FindingCode::SxmModule)->severity, Severity::Problem);
    BuildSpec server = build(sxm, 4);
    server.chassis = Chassis::Server;
    EXPECT_EQ(findingFor(checkBuild(server), FindingCode::SxmModule)->severity, Severity::Ok);
}

TEST(BuildCheck, ChassisSpellingsRoundTrip) {
    for (const Chassis chassis : {Chassis::Workstation, Chassis::Server}) {
        EXPECT_EQ(parseChassis(toString(chassis)), chassis);
    }
    EXPECT_EQ(parseChassis("SERVER"), Chassis::Server);
    EXPECT_FALSE(parseChassis("rack"));
}

} // namespace

// ---------------------------------------------------------------------------------------------
// The build's aggregate.

namespace {

TEST(BuildSummary, MemoryThroughputAndCostOfFourCards) {
    const BuildSpec spec = build(rtx3090, 4);
    const Gpu reference = card(rtx3090);
    const PerformanceModel model(reference, PerformanceQuery{});
    const std::vector<PriceObservation> observations{{"RTX 3090", Condition::Used, 800, Date{}, "test"}};
    const PriceBook prices(observations);
    const std::vector<SystemBaseCost> systems{{4, 3000, 250, "test"}};
    OwnershipAssumptions ownership;
    const BuildSummary summary =
        summarizeBuild(spec, model, prices, Condition::Used, Date{}, systems, ownership);
    EXPECT_EQ(summary.gpuCount, 4);
    EXPECT_DOUBLE_EQ(summary.totalGpuMemoryGb, 96);
    // four reference cards: the fitted speed-up of 4 newer PCIe cards
    EXPECT_NEAR(summary.throughput,
                multiGpuSpeedup(4, ScalingClass{Interconnect::Pcie, true}, Workload::Transformer), 1e-9);
    EXPECT_DOUBLE_EQ(summary.cardsUsd, 3200);
    EXPECT_DOUBLE_EQ(summary.systemUsd, 3000);
    EXPECT_TRUE(summary.systemCostKnown);
    // Electricity as ownershipCost counts it on every page: the cards' board power and the catalog
    // machine's 250 W, not the build's own CPU and PSU losses (one cost of ownership per card).
    EXPECT_DOUBLE_EQ(summary.busyWatts, 4 * card(rtx3090).boardPowerWatts + 250);
    EXPECT_NEAR(summary.electricityUsd,
                ownershipCost(card(rtx3090), 800, 4, systems[0], ownership).electricityUsd, 1e-6);
    EXPECT_TRUE(summary.unpricedCards.empty());
}

TEST(BuildSummary, MixedCardsRunAtTheSlowestAndUnpricedCardsAreNamed) {
    // seed fact B9
    BuildSpec spec = build(rtx3090, 1);
    Gpu slow = card(rtx3080);
    slow.bandwidthGBps = 450; // half the bandwidth of the sample 3090
    spec.gpus.push_back(BuildGpu{slow, std::nullopt, std::nullopt, std::nullopt});
    const Gpu reference = card(rtx3090);
    const PerformanceModel model(reference, PerformanceQuery{});
    const double slowSpeed = model.relative(slow);
    ASSERT_LT(slowSpeed, 1);
    const BuildSummary summary = summarizeBuild(spec, model, PriceBook{}, Condition::New, Date{}, {}, {});
    EXPECT_NEAR(summary.throughput,
                slowSpeed * multiGpuSpeedup(2, ScalingClass{Interconnect::Pcie, true}, Workload::Transformer),
                1e-9);
    EXPECT_EQ(summary.unpricedCards.size(), 2u);
    EXPECT_DOUBLE_EQ(summary.cardsUsd, 0);
    EXPECT_FALSE(summary.systemCostKnown); // no base costs given
    EXPECT_DOUBLE_EQ(summary.systemUsd, 0);
}

} // namespace

namespace {

// seed facts S1, S2 (issue 30): a card current CUDA, PyTorch and llama.cpp no longer run is a
// problem for a deep-learning build, one on its last supported releases a warning, judged on
// the build's day; current cards get no such finding.
TEST(BuildCheck, CardsCurrentSoftwareNoLongerRunsAreNamed) {
    const auto with = [](Architecture architecture, const char* name, int year) {
        BuildSpec spec = build(rtx3080, 1);
        spec.gpus.front().gpu.architecture = architecture;
        spec.gpus.front().gpu.name = name;
        spec.softwareAsOf = Date{std::chrono::year{year}, std::chrono::month{6}, std::chrono::day{1}};
        return findingFor(checkBuild(spec), FindingCode::Software);
    };
    const std::optional<Finding> kepler = with(Architecture::Kepler, "Tesla K80", 2026);
    ASSERT_TRUE(kepler);
    EXPECT_EQ(kepler->severity, Severity::Problem);
    EXPECT_EQ(kepler->subject, "Tesla K80");
    EXPECT_NE(std::find(kepler->facts.begin(), kepler->facts.end(), "S1"), kepler->facts.end());
    const std::optional<Finding> pascal = with(Architecture::Pascal, "GTX 1080 Ti", 2026);
    ASSERT_TRUE(pascal);
    EXPECT_EQ(pascal->severity, Severity::Warning);
    EXPECT_FALSE(with(Architecture::Ada, "RTX 4090", 2026));
    // Before CUDA 12.0 dropped Kepler (2022-12) it was legacy at worst, and before CUDA 13 Pascal
    // was current.
    const std::optional<Finding> kepler2022 = with(Architecture::Kepler, "Tesla K80", 2022);
    EXPECT_TRUE(!kepler2022 || kepler2022->severity != Severity::Problem);
    EXPECT_FALSE(with(Architecture::Pascal, "GTX 1080 Ti", 2024));
}

} // namespace
