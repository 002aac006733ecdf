// The build checker's power findings (seed facts B1-B3, P18): PSU headroom, the outlet's limit,
// and power-limit advice with its speed cost.

#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/core/model/performance.h"

#include "buildchecktest.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

using namespace gpuadvisor;
using namespace gpuadvisor::buildtest;

namespace {

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

} // namespace
