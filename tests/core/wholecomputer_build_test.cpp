// The build checker on a whole computer (a Mac Studio, a DGX Spark): it brings its own supply,
// CPU, slots and cooling, so only its outlet (seed fact B2), its software and its licence are
// checked; it runs alone; and its price is the whole machine, so no system base cost is added.

#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/core/build/buildllm.h"
#include "gpuadvisor/core/build/buildsummary.h"
#include "gpuadvisor/core/build/machineplan.h"
#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/core/model/performance.h"

#include "samplegpus.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpuadvisor;

namespace {

Severity outletSeverity(const BuildSpec& spec) {
    const std::vector<Finding> findings = checkBuild(spec);
    const auto found = std::find_if(findings.begin(), findings.end(),
                                    [](const Finding& f) { return f.code == FindingCode::SystemOutlet; });
    return found == findings.end() ? Severity::Ok : found->severity;
}

/// A Mac Studio M2 Ultra as the catalog has it: 295 W is Apple's maximum at the wall.
Gpu macStudio(int watts = 295) {
    Gpu gpu;
    gpu.name = "Mac Studio M2 Ultra 76C 192GB";
    gpu.vendor = "Apple";
    gpu.architecture = Architecture::AppleM2;
    gpu.segment = Segment::Workstation;
    gpu.deviceKind = DeviceKind::System;
    gpu.memoryGb = 192;
    gpu.bandwidthGBps = 819.2;
    gpu.smCount = 76;
    gpu.fp32Tflops = 27.2;
    gpu.boardPowerWatts = watts;
    gpu.slotWidth = 0;
    gpu.datacenterUseAllowed = true;
    return gpu;
}

BuildSpec buildOf(std::initializer_list<Gpu> gpus) {
    BuildSpec spec;
    for (const Gpu& gpu : gpus) {
        spec.gpus.push_back(BuildGpu{gpu, std::nullopt, std::nullopt, std::nullopt});
    }
    return spec;
}

const Finding* findingFor(const std::vector<Finding>& findings, FindingCode code) {
    const auto found =
        std::find_if(findings.begin(), findings.end(), [code](const Finding& f) { return f.code == code; });
    return found == findings.end() ? nullptr : &*found;
}

TEST(WholeComputerBuild, OnlyTheOutletSoftwareAndLicenceAreChecked) {
    BuildSpec spec = buildOf({macStudio()});
    spec.psuWatts = 100; // a supply far too small for anything: it must not matter
    spec.cpuCores = 1;
    spec.lanesPerGpu = 1;
    ASSERT_TRUE(spec.holdsWholeComputer());
    const std::vector<Finding> findings = checkBuild(spec);
    for (const Finding& finding : findings) {
        EXPECT_TRUE(finding.code == FindingCode::WholeComputer || finding.code == FindingCode::SystemOutlet ||
                    finding.code == FindingCode::Software || finding.code == FindingCode::Licence)
            << toString(finding.code);
    }
    const Finding* whole = findingFor(findings, FindingCode::WholeComputer);
    ASSERT_NE(whole, nullptr);
    EXPECT_EQ(whole->severity, Severity::Ok);
    EXPECT_EQ(whole->subject, macStudio().name);
    // No slot means no SXM baseboard here: a Mac is not a module.
    EXPECT_EQ(findingFor(findings, FindingCode::SxmModule), nullptr);
    EXPECT_EQ(findingFor(findings, FindingCode::PsuCapacity), nullptr);
    EXPECT_NE(worstSeverity(findings), Severity::Problem);
}

TEST(WholeComputerBuild, ThePublishedPowerIsCheckedAgainstTheCircuit) {
    // seed fact B2: continuous loads may use 80 % of the circuit's rating.
    BuildSpec spec = buildOf({macStudio(295)});
    spec.cpuWatts = 1000; // inside the computer's own figure: not added again
    spec.otherWatts = 1000;
    const std::vector<Finding> findings = checkBuild(spec);
    const Finding* outlet = findingFor(findings, FindingCode::SystemOutlet);
    ASSERT_NE(outlet, nullptr);
    EXPECT_EQ(outlet->severity, Severity::Ok);
    EXPECT_DOUBLE_EQ(outlet->value("system-power").value_or(0), 295);
    EXPECT_DOUBLE_EQ(outlet->value("continuous").value_or(0), 120 * 15 * 0.8);
    EXPECT_EQ(outlet->facts, std::vector<std::string_view>{"B2"});

    // A circuit of 100 V x 3 A carries 240 W continuously: 295 W is too much, 240 W is not.
    spec.mains = Mains{100, 3};
    EXPECT_EQ(outletSeverity(spec), Severity::Problem);
    spec.gpus.front().gpu.boardPowerWatts = 240;
    EXPECT_EQ(outletSeverity(spec), Severity::Ok);
}

TEST(WholeComputerBuild, AnUnpublishedPowerIsSaidToBeUnknownNotZero) {
    BuildSpec spec = buildOf({macStudio(0)});
    spec.mains = Mains{100, 1}; // 80 W: any known figure of a Mac would be over it
    const std::vector<Finding> findings = checkBuild(spec);
    const Finding* outlet = findingFor(findings, FindingCode::SystemOutlet);
    ASSERT_NE(outlet, nullptr);
    EXPECT_FALSE(outlet->value("system-power").has_value());
    EXPECT_EQ(outlet->severity, Severity::Ok);
}

TEST(WholeComputerBuild, AWholeComputerRunsAlone) {
    // Two Mac Studios are two machines; a Mac takes no graphics card.
    for (const BuildSpec& spec : {buildOf({macStudio(), macStudio()}),
                                  buildOf({macStudio(), gpuadvisor::testing::sampleConsumerGpu()}),
                                  buildOf({gpuadvisor::testing::sampleConsumerGpu(), macStudio()})}) {
        const std::vector<Finding> findings = checkBuild(spec);
        const Finding* whole = findingFor(findings, FindingCode::WholeComputer);
        ASSERT_NE(whole, nullptr);
        EXPECT_EQ(whole->severity, Severity::Problem);
        EXPECT_DOUBLE_EQ(whole->value("devices").value_or(0), 2);
        EXPECT_EQ(whole->subject, macStudio().name);
        EXPECT_EQ(worstSeverity(findings), Severity::Problem);
    }
    EXPECT_FALSE(buildOf({gpuadvisor::testing::sampleConsumerGpu()}).holdsWholeComputer());
}

TEST(WholeComputerBuild, ItsPowerFigureIsTheWholeDrawAndNoPowerLimitIsAdvised) {
    BuildSpec spec = buildOf({macStudio(295)});
    spec.cpuWatts = 150;
    spec.otherWatts = 100;
    spec.psuWatts = 100;
    const PowerBudget power = powerBudget(spec);
    EXPECT_DOUBLE_EQ(power.gpuWatts, 295);
    EXPECT_DOUBLE_EQ(power.totalWatts, 295);
    EXPECT_DOUBLE_EQ(power.wallWatts, 295);
    EXPECT_FALSE(advisePowerLimits(spec).has_value());
    // A computer's power cannot be limited with nvidia-smi: nothing changes.
    EXPECT_FALSE(withAdvisedPowerLimits(spec).gpus.front().powerLimitWatts.has_value());
}

TEST(WholeComputerBuild, ItsCostIsTheComputerAndItsElectricityAsOnEveryPage) {
    const Gpu mac = macStudio(295);
    const BuildSpec spec = buildOf({mac});
    const PerformanceModel model(gpuadvisor::testing::sampleConsumerGpu(), PerformanceQuery{});
    const std::vector<PriceObservation> observations{{mac.name, Condition::Used, 2000, Date{}, "test"}};
    const PriceBook prices(observations);
    // The catalog's machine for one GPU is for a card: a whole computer takes none of it.
    const std::vector<SystemBaseCost> systems{{1, 700, 200, "test"}};
    const OwnershipAssumptions ownership;
    const BuildSummary summary =
        summarizeBuild(spec, model, prices, Condition::Used, Date{}, systems, ownership);
    EXPECT_DOUBLE_EQ(summary.cardsUsd, 2000);
    EXPECT_DOUBLE_EQ(summary.systemUsd, 0);
    EXPECT_TRUE(summary.systemCostKnown);
    EXPECT_DOUBLE_EQ(summary.busyWatts, 295);
    // The same cost of ownership as the charts, the compare page and the advice give it.
    const OwnershipCost everywhere = ownershipCost(mac, 2000, 1, systems.front(), ownership);
    EXPECT_NEAR(summary.electricityUsd, everywhere.electricityUsd, 1e-6);
    EXPECT_NEAR(summary.totalUsd(), everywhere.totalUsd(), 1e-6);
}

TEST(WholeComputerBuild, TheAdvicesMachineForASystemPassesTheChecker) {
    const MachinePlan plan = planMachine(macStudio(), 1, Chassis::Workstation);
    EXPECT_TRUE(plan.passes());
    EXPECT_TRUE(plan.spec.holdsWholeComputer());
}

TEST(WholeComputerBuild, LanguageModelsGoIntoItsUnifiedMemory) {
    LlmWorkload workload;
    workload.model.key = "test-8b";
    workload.model.parameters = 8e9;
    workload.model.activeParameters = 8e9;
    workload.model.layers = 32;
    workload.model.hiddenSize = 4096;
    workload.model.kvHeads = 8;
    workload.model.attentionHeads = 32;
    workload.model.headDim = 128;
    workload.model.intermediateSize = 14336;
    workload.model.vocabulary = 128256;
    const std::vector<Gpu> mac{macStudio()};
    EXPECT_TRUE(buildLlmCapacity(mac, workload).wholeComputer);
    const std::vector<Gpu> card{gpuadvisor::testing::sampleConsumerGpu()};
    EXPECT_FALSE(buildLlmCapacity(card, workload).wholeComputer);
}

} // namespace
