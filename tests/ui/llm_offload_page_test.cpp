// The LLM planner page with the computer's RAM (issue 35), real widgets on the shipped catalog:
// the Computer inputs reach the workload, a build that spills shows its split and what helps most
// with the numbers the planner gives, the chart marks such bars and the cheapest way says so.

#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/core/llm/llmupgrades.h"
#include "gpuadvisor/ui/llm/llmplannerpage.h"
#include "llm/llmoffloadtext.h"
#include "llm/llmspeedchart.h"
#include "llm/llmtables.h"
#include "llm/llmtext.h"

#include "llmpagefixture.h"

#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QRegularExpression>
#include <QSpinBox>

#include <gtest/gtest.h>

#include <optional>

using namespace gpuadvisor;

namespace {

class LlmOffloadPageTest : public LlmPageFixture {
protected:
    /// gpt-oss-120b in MXFP4 on one RTX 3090 with 128 GB of dual-channel DDR5-6000.
    void chooseGptOssOnOne3090WithRam() const {
        choose("llmModelCombo", QStringLiteral("gpt-oss-120b"));
        choose("llmWeightsCombo", static_cast<int>(WeightFormat::Mxfp4));
        child<QSpinBox>("llmRamSpin")->setValue(128);
        choose("llmPlatformCombo", QStringLiteral("ddr5-6000-2ch"));
        choose("llmBuildCardCombo", QStringLiteral("RTX 3090"));
        child<QSpinBox>("llmBuildCountSpin")->setValue(1);
    }
};

TEST_F(LlmOffloadPageTest, TheComputerBoxReachesTheWorkloadAndOnlyCountsWhenRamIsGiven) {
    EXPECT_FALSE(page.workload().host.known()) << "RAM is not counted until the user gives it";
    EXPECT_FALSE(child<QComboBox>("llmPlatformCombo")->isEnabled());
    child<QSpinBox>("llmRamSpin")->setValue(64);
    choose("llmPlatformCombo", QStringLiteral("ddr4-3200-2ch"));
    const HostMemory& host = page.workload().host;
    EXPECT_EQ(host.ramGb, 64);
    EXPECT_DOUBLE_EQ(host.bandwidthGBps, 51.2);
    EXPECT_DOUBLE_EQ(host.cpuBandwidthShare, defaultCpuBandwidthShare);
    EXPECT_TRUE(child<QComboBox>("llmPlatformCombo")->isEnabled());
    child<QSpinBox>("llmCpuShareSpin")->setValue(50);
    EXPECT_DOUBLE_EQ(page.workload().host.cpuBandwidthShare, 0.5);
}

TEST_F(LlmOffloadPageTest, ABuildThatSpillsShowsItsSplitAndWhatHelpsMostWithThePlannersNumbers) {
    chooseGptOssOnOne3090WithRam();
    const LlmWorkload workload = page.workload();
    const LlmPlan plan = planLlm(workload, gpu(QStringLiteral("RTX 3090")), 1);
    ASSERT_TRUE(plan.offloaded());
    const LlmOffload& split = *plan.offload;
    EXPECT_TRUE(text("llmFitLabel").startsWith(QStringLiteral("Runs with part of it in RAM")))
        << text("llmFitLabel").toStdString();
    QLabel* offload = child<QLabel>("llmOffloadLabel");
    EXPECT_FALSE(offload->isHidden());
    const QString shown = offload->text();
    EXPECT_TRUE(shown.contains(QStringLiteral("the experts of %1 of 36 layers").arg(split.layersOnGpu)))
        << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("--n-cpu-moe %1").arg(36 - split.layersOnGpu)));
    EXPECT_TRUE(shown.contains(llmtext::gigabytes(split.ramHeldGiB)));
    // What helps most: the planner's upgrades in its order, each with its speed.
    const std::vector<LlmUpgrade> upgrades = offloadUpgrades(workload, gpu(QStringLiteral("RTX 3090")), 1);
    ASSERT_FALSE(upgrades.empty());
    qsizetype previous = shown.indexOf(QStringLiteral("What helps most"));
    ASSERT_GE(previous, 0);
    for (const LlmUpgrade& upgrade : upgrades) {
        const qsizetype at =
            shown.indexOf(llmtext::tokensPerSecond(upgrade.plan.speed->decodeTokensPerSecond), previous);
        EXPECT_GT(at, previous) << shown.toStdString();
        previous = at;
    }
    // The decode says its basis: the range over the CPU's share of RAM bandwidth.
    const QString decode = text("llmDecodeLabel");
    EXPECT_TRUE(decode.startsWith(llmtext::tokensPerSecond(plan.speed->decodeTokensPerSecond)))
        << decode.toStdString();
    EXPECT_TRUE(decode.contains(llmtext::tokensPerSecond(split.decodeTokensPerSecondLow)));
    EXPECT_TRUE(decode.contains(llmtext::tokensPerSecond(split.decodeTokensPerSecondHigh)));

    // RAM not counted: the build goes back to the fewest cards that hold it all, and no split is shown.
    child<QSpinBox>("llmRamSpin")->setValue(0);
    const std::optional<int> cards = fewestGpusThatFit(page.workload(), gpu(QStringLiteral("RTX 3090")));
    ASSERT_TRUE(cards.has_value());
    EXPECT_GT(*cards, 1);
    EXPECT_EQ(page.buildCount(), *cards);
    EXPECT_TRUE(text("llmFitLabel").startsWith(QStringLiteral("Fits"))) << text("llmFitLabel").toStdString();
    EXPECT_TRUE(child<QLabel>("llmOffloadLabel")->isHidden());
    child<QSpinBox>("llmBuildCountSpin")->setValue(1);
    EXPECT_TRUE(text("llmFitLabel").startsWith(QStringLiteral("Short by")))
        << text("llmFitLabel").toStdString();
}

TEST_F(LlmOffloadPageTest, TheChartMarksBarsThatSpillAndTheCheapestWaySaysItKeepsPartInRam) {
    chooseGptOssOnOne3090WithRam();
    child<QSpinBox>("llmMaxGpusSpin")->setValue(1);
    const LlmSpeedChartData& data = page.chartData();
    ASSERT_FALSE(data.bars.empty());
    std::size_t marked = 0;
    const auto* chart = qobject_cast<LlmSpeedChart*>(child<QChartView>("llmSpeedChartView")->chart());
    ASSERT_NE(chart, nullptr);
    for (const LlmSpeedBar& bar : data.bars) {
        const QString label = LlmSpeedChart::barLabel(bar);
        EXPECT_EQ(label.contains(llmtext::offloadMark()), bar.plan.offloaded()) << label.toStdString();
        marked += bar.plan.offloaded() ? 1 : 0;
    }
    EXPECT_GT(marked, 0u);
    EXPECT_EQ(data.offloadedBars, marked);
    EXPECT_TRUE(data.caption.contains(llmtext::offloadMark())) << data.caption.toStdString();

    // On one card nothing holds 60 GB: the cheapest way to 10 tokens/s keeps part in RAM and says so.
    child<QSpinBox>("llmTargetSpin")->setValue(10);
    const QString answer = text("llmCheapestLabel");
    const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("^(.+) ×(\\d+):")).match(answer);
    ASSERT_TRUE(match.hasMatch()) << answer.toStdString();
    const LlmPlan picked = planLlm(page.workload(), gpu(match.captured(1)), match.captured(2).toInt());
    ASSERT_TRUE(picked.fits);
    EXPECT_EQ(answer.contains(QStringLiteral("in the computer's RAM")), picked.offloaded())
        << answer.toStdString();
}

} // namespace
