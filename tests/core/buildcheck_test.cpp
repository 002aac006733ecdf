// The build checker against the guide's build rules (seed facts B1-B13, P18, R7): a table of
// builds and the severity each rule must give them. The power findings' own tests are in
// buildcheck_power_test.cpp.

#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/core/build/buildsummary.h"
#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/core/model/performance.h"
#include "gpuadvisor/core/model/scaling.h"

#include "buildchecktest.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <string>

using namespace gpuadvisor;
using namespace gpuadvisor::buildtest;

namespace {

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
    {"B13_just_under_96GB_for_96GB_of_GPUs", // the next double below 96 GB is short of it
     [] { return with(build(rtx3090, 4), [](BuildSpec& s) { s.hostRamGb = std::nextafter(96.0, 0.0); }); },
     FindingCode::HostRam, Severity::Warning, "B13"},
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
    EXPECT_TRUE(checkBuild(build(blowerCard, 9)).empty()); // seed fact B12: a server takes up to 8
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
