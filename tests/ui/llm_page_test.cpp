// The LLM planner page with real widgets and the shipped catalog: the tokens/s chart (the fewest
// GPUs of each card that hold the model, per price without unpriced cards), one build in detail,
// the cheapest build for a target speed, the cloud table, a custom size, export, and the inputs
// kept when the main window builds its pages again. Expected numbers come from the core API.

#include "gpuadvisor/core/catalog/softwaresupport.h"
#include "gpuadvisor/core/llm/llmcalibration.h"
#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/db/llmdata.h"
#include "gpuadvisor/text/answertext.h"
#include "gpuadvisor/text/supporttext.h"
#include "gpuadvisor/ui/llm/llmplannerpage.h"
#include "gpuadvisor/ui/shell/mainwindow.h"
#include "llm/llmcloudpanel.h"
#include "llm/llmmemorychart.h"
#include "llm/llmspeedchart.h"
#include "llm/llmtables.h"

#include "cardnames.h"
#include "llmpagefixture.h"
#include "qtprinters.h"
#include "shippedcatalogfile.h"

#include <QAbstractButton>
#include <QBarSeries>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <optional>

using namespace gpuadvisor;

namespace {

using gpuadvisor::testing::rtx3090;

class LlmPageTest : public LlmPageFixture {
protected:
    void chooseModel(const char* key, WeightFormat weights) const {
        choose("llmModelCombo", QString::fromLatin1(key));
        choose("llmWeightsCombo", static_cast<int>(weights));
    }

    LlmSpeedChart* chart() const {
        return qobject_cast<LlmSpeedChart*>(child<QChartView>("llmSpeedChartView")->chart());
    }

    /// The preset as the page's presets file has it.
    static LlmModel preset(const char* key) {
        static const LlmPresets presets = loadLlmPresets(QString());
        const LlmModel* model = findLlmModel(presets.models, key);
        EXPECT_NE(model, nullptr) << key;
        return model != nullptr ? *model : LlmModel{};
    }

    /// The workload the page's defaults give for a preset in a format.
    static LlmWorkload workloadOf(const char* key, WeightFormat weights) {
        LlmWorkload workload;
        workload.model = preset(key);
        workload.weights = weights;
        workload.contextTokens = 4096;
        workload.promptTokens = 4096;
        return workload;
    }

    /// The number right after `prefix` at the start of `text` ("Fits, 5.7 GB" -> 5.7), in the locale.
    static double leadingNumber(const QString& text, const QString& prefix) {
        EXPECT_TRUE(text.startsWith(prefix)) << text;
        const QString rest = text.mid(prefix.size());
        const QString number = rest.left(rest.indexOf(QLatin1Char(' ')));
        bool ok = false;
        const double value = QLocale().toDouble(number, &ok);
        EXPECT_TRUE(ok) << number;
        return value;
    }

    const PriceQuote* price(const Gpu& card) const {
        return snapshot->priceBook.latest(card.name, settings.condition, settings.asOf);
    }
};

TEST_F(LlmPageTest, Llama3At70bInQ4NeedsTwoRtx3090s) {
    chooseModel("llama3-70b", WeightFormat::Q4_K_M);
    const LlmWorkload workload = page.workload();
    EXPECT_EQ(workload.model.key, "llama3-70b");
    EXPECT_EQ(workload.weights, WeightFormat::Q4_K_M);
    EXPECT_EQ(workload.contextTokens, 4096);
    EXPECT_EQ(workload.sequences, 1);
    ASSERT_EQ(fewestGpusThatFit(workload, gpu(rtx3090)), 2);

    const QStringList labels = chart()->barLabels();
    EXPECT_TRUE(labels.contains(QStringLiteral("RTX 3090 ×2"))) << labels.join(QStringLiteral(", "));
    EXPECT_FALSE(labels.contains(QStringLiteral("RTX 3090 ×1"))) << labels.join(QStringLiteral(", "));
    // The bar is the planner's decode speed on two cards, best on top.
    const qsizetype row = labels.indexOf(QStringLiteral("RTX 3090 ×2"));
    const double expected = planLlm(workload, gpu(rtx3090), 2).speed->decodeTokensPerSecond;
    EXPECT_NEAR(chart()->values().at(row), expected, 0.05);
    const QList<qreal> values = chart()->values();
    EXPECT_TRUE(std::is_sorted(values.rbegin(), values.rend()));
    EXPECT_TRUE(chart()->caption().contains(
        QStringLiteral("for llama.cpp as of 2025-08, typically within ±%1 % for decode")
            .arg(std::lround(shippedLlmCalibration().decodeTypicalError * 100))))
        << chart()->caption();
}

TEST_F(LlmPageTest, SixteenBitWeightsNeedMoreCards) {
    chooseModel("llama3-70b", WeightFormat::F16);
    const std::optional<int> count = fewestGpusThatFit(page.workload(), gpu(rtx3090));
    ASSERT_TRUE(count.has_value());
    EXPECT_GT(*count, 2);
    const QStringList labels = chart()->barLabels();
    EXPECT_TRUE(labels.contains(QStringLiteral("RTX 3090 ×%1").arg(*count)))
        << labels.join(QStringLiteral(", "));
    EXPECT_FALSE(labels.contains(QStringLiteral("RTX 3090 ×2")));
}

TEST_F(LlmPageTest, CardsThatCannotHoldTheModelAreLeftOutAndCounted) {
    chooseModel("llama3-70b", WeightFormat::Q4_K_M);
    child<QSpinBox>("llmMaxGpusSpin")->setValue(1);
    const LlmWorkload workload = page.workload();
    // Cards current software no longer runs on, and devices no llama.cpp backend runs, are left out
    // first (and named); of the rest, those that cannot hold it are counted.
    int cannot = 0;
    int supported = 0;
    for (const Gpu& card : snapshot->gpus) {
        if (cardSupport(card, settings.asOf).unsupported() ||
            !runsSoftwareFor(card, SoftwareNeed::LlamaCpp)) {
            continue;
        }
        ++supported;
        cannot += planLlm(workload, card, 1).fits ? 0 : 1;
    }
    ASSERT_GT(cannot, 0);
    ASSERT_LT(supported, static_cast<int>(snapshot->gpus.size()));
    EXPECT_EQ(chart()->barLabels().size(), static_cast<qsizetype>(supported - cannot));
    EXPECT_FALSE(chart()->barLabels().contains(QStringLiteral("RTX 3090 ×2")));
    EXPECT_TRUE(text("llmChartCaption")
                    .contains(QStringLiteral("Cards that cannot hold it on one GPU: %1.").arg(cannot)))
        << text("llmChartCaption");
}

TEST_F(LlmPageTest, PerPriceViewLeavesOutUnpricedCards) {
    // On the fixture's first day, the RTX 50 series had no price yet.
    settings.asOf = Date{std::chrono::year{2024}, std::chrono::month{1}, std::chrono::day{1}};
    page.setSettings(settings);
    chooseModel("llama3-70b", WeightFormat::Q4_K_M);
    child<QCheckBox>("llmPerPriceCheck")->setChecked(true);
    const LlmSpeedChartData& data = page.chartData();
    ASSERT_TRUE(data.perPrice);
    ASSERT_FALSE(data.unpricedCards.isEmpty()); // the shipped catalog has cards without a new price
    const QStringList labels = chart()->barLabels();
    for (const QString& unpriced : data.unpricedCards) {
        for (const QString& label : labels) {
            EXPECT_FALSE(label.startsWith(unpriced + QStringLiteral(" ×"))) << label;
        }
    }
    for (const LlmSpeedBar& bar : data.bars) {
        const PriceQuote* quote = price(*bar.gpu);
        ASSERT_NE(quote, nullptr) << bar.gpu->name;
        const double expected = planLlm(page.workload(), *bar.gpu, bar.count).speed->decodeTokensPerSecond /
                                (quote->priceUsd * bar.count) * 1000;
        EXPECT_NEAR(bar.value, expected, 1e-9 * expected) << bar.gpu->name;
    }
    EXPECT_TRUE(text("llmChartCaption")
                    .contains(QStringLiteral("without a new price on 2024-01-01, left out: %1.")
                                  .arg(data.unpricedCards.size())))
        << text("llmChartCaption");
    EXPECT_TRUE(child<QCheckBox>("llmPerPriceCheck")->text().contains(QStringLiteral("$&1,000")));
}

TEST_F(LlmPageTest, TheBuildFollowsTheBestBarUntilTheUserPicksACard) {
    chooseModel("llama3-70b", WeightFormat::Q4_K_M);
    const LlmSpeedBar& best = page.chartData().bars.front();
    EXPECT_EQ(page.buildCard(), QString::fromStdString(best.gpu->name));
    EXPECT_EQ(page.buildCount(), best.count);
    EXPECT_EQ(chart()->highlighted(), chart()->barLabels().front());

    choose("llmBuildCardCombo", rtx3090);
    EXPECT_EQ(page.buildCount(), 2); // the fewest that hold it
    chooseModel("llama3-8b", WeightFormat::Q4_K_M);
    EXPECT_EQ(page.buildCard(), rtx3090); // the user's card stays
    EXPECT_EQ(page.buildCount(), 1);
    EXPECT_EQ(page.chartData().highlighted, QStringLiteral("RTX 3090 ×1"));
    EXPECT_EQ(chart()->highlighted(), QStringLiteral("RTX 3090 ×1")); // its bar is marked
}

TEST_F(LlmPageTest, MemoryBreakdownAddsUpToWhatTheBuildNeeds) {
    chooseModel("llama3-70b", WeightFormat::Q4_K_M);
    choose("llmBuildCardCombo", rtx3090);
    child<QSpinBox>("llmBuildCountSpin")->setValue(2);
    const LlmPlan plan = planLlm(page.workload(), gpu(rtx3090), 2);
    const auto* memory = qobject_cast<LlmMemoryChart*>(child<QChartView>("llmMemoryChartView")->chart());
    ASSERT_NE(memory, nullptr);
    double parts = 0;
    for (const auto part : {LlmMemoryChart::Weights, LlmMemoryChart::KvCache, LlmMemoryChart::Activations,
                            LlmMemoryChart::Overhead, LlmMemoryChart::TrainingState}) {
        parts += memory->value(part);
    }
    EXPECT_NEAR(parts, plan.memory.totalGiB(), 1e-9);
    EXPECT_NEAR(memory->value(LlmMemoryChart::Weights), plan.memory.weightsGiB, 1e-9);
    EXPECT_NEAR(memory->value(LlmMemoryChart::Available), 48, 1e-9);
    EXPECT_FALSE(memory->listsPart(LlmMemoryChart::TrainingState)); // inference has none
    ASSERT_TRUE(plan.fits);
    // Shown to one decimal (two under 10 GB).
    EXPECT_NEAR(leadingNumber(text("llmFitLabel"), QStringLiteral("Fits, ")), plan.marginGiB, 0.05)
        << text("llmFitLabel");
    EXPECT_TRUE(text("llmFitLabel").contains(QStringLiteral("GB spare")));

    // One card is short: said in words, and no speed.
    child<QSpinBox>("llmBuildCountSpin")->setValue(1);
    const LlmPlan one = planLlm(page.workload(), gpu(rtx3090), 1);
    EXPECT_NEAR(leadingNumber(text("llmFitLabel"), QStringLiteral("Short by ")), -one.marginGiB, 0.05)
        << text("llmFitLabel");
    EXPECT_TRUE(text("llmSpeedNote").contains(QStringLiteral("does not fit")));
}

TEST_F(LlmPageTest, SpeedsQuoteTheirErrorAndTheMeasurementBeside) {
    // The 2025 scoreboard's model and format (issue 31): the RTX 3090's rows ship with the catalog.
    chooseModel("llama2-7b", WeightFormat::Q4_0);
    choose("llmBuildCardCombo", rtx3090);
    ASSERT_EQ(page.buildCount(), 1);
    ASSERT_TRUE(page.workload().flashAttention); // llama.cpp's default on CUDA
    const LlmSpeed speed = *planLlm(page.workload(), gpu(rtx3090), 1).speed;
    const QString decode = text("llmDecodeLabel");
    const LlmCalibration& calibration = shippedLlmCalibration();
    EXPECT_NEAR(leadingNumber(decode, QString()), speed.decodeTokensPerSecond, 0.5) << decode;
    EXPECT_TRUE(decode.contains(QStringLiteral(" tokens/s (estimate, typically within ±%1 %)")
                                    .arg(std::lround(calibration.decodeTypicalError * 100))))
        << decode;
    // Beside it, the run with the same flash attention setting and the llama.cpp it used.
    EXPECT_TRUE(
        decode.contains(QStringLiteral("measured: 162 tokens/s (llama-bench tg128, llama.cpp c76b420, "
                                       "flash attention on; https://github.com/ggml-org/llama.cpp/"
                                       "discussions/15013)")))
        << decode;
    EXPECT_TRUE(text("llmPrefillLabel")
                    .contains(QStringLiteral("typically within ±%1 %")
                                  .arg(std::lround(calibration.prefillTypicalError * 100))))
        << text("llmPrefillLabel");
    EXPECT_TRUE(text("llmPrefillLabel").contains(QStringLiteral("measured: 5,560 tokens/s")))
        << text("llmPrefillLabel");

    // Flash attention off: slower estimates, and the run made without it.
    auto* flash = child<QCheckBox>("llmFlashAttentionCheck");
    flash->setChecked(false);
    EXPECT_FALSE(page.workload().flashAttention);
    const LlmSpeed off = *planLlm(page.workload(), gpu(rtx3090), 1).speed;
    EXPECT_LT(off.prefillTokensPerSecond, speed.prefillTokensPerSecond);
    EXPECT_NEAR(leadingNumber(text("llmPrefillLabel"), QString()), off.prefillTokensPerSecond, 0.5);
    EXPECT_TRUE(text("llmDecodeLabel")
                    .contains(QStringLiteral("measured: 158 tokens/s (llama-bench tg128, "
                                             "llama.cpp c76b420, flash attention off")))
        << text("llmDecodeLabel");
    EXPECT_TRUE(text("llmPrefillLabel").contains(QStringLiteral("measured: 5,175 tokens/s")))
        << text("llmPrefillLabel");
    flash->setChecked(true);

    // A measurement of one card says nothing about two.
    child<QSpinBox>("llmBuildCountSpin")->setValue(2);
    EXPECT_FALSE(text("llmDecodeLabel").contains(QStringLiteral("measured")));
}

// Issue 30: for Llama 3.1 8B at 30 tokens/s on used prices the cheapest cards were a Tesla K80's,
// which no current llama.cpp CUDA build runs (seed fact S1). Left out unless the switch is on.
TEST_F(LlmPageTest, TheCheapestWayNeverPicksACardCurrentSoftwareDoesNotRunUnlessAsked) {
    settings.asOf = Date{std::chrono::year{2026}, std::chrono::month{11}, std::chrono::day{24}};
    settings.condition = Condition::Used;
    page.setSettings(settings);
    chooseModel("llama3.1-8b", WeightFormat::Q4_K_M);
    child<QSpinBox>("llmTargetSpin")->setValue(30);
    const auto cheapestName = [this](bool includeUnsupported) {
        // The cheapest cards (any count) that reach 30 tokens/s, computed here from the planner.
        double best = std::numeric_limits<double>::infinity();
        QString name;
        for (const Gpu& card : snapshot->gpus) {
            const PriceQuote* quote = snapshot->priceBook.latest(card.name, Condition::Used, settings.asOf);
            if (quote == nullptr || (!includeUnsupported && cardSupport(card, settings.asOf).unsupported())) {
                continue;
            }
            for (int n = 1; n <= maximumLlmGpus; ++n) {
                const LlmPlan plan = planLlm(page.workload(), card, n);
                if (plan.fits && plan.speed->decodeTokensPerSecond >= 30 && quote->priceUsd * n < best) {
                    best = quote->priceUsd * n;
                    name = QString::fromStdString(card.name);
                }
            }
        }
        return name;
    };
    const QString answer = text("llmCheapestLabel");
    const QString expected = cheapestName(false);
    ASSERT_FALSE(expected.isEmpty());
    EXPECT_TRUE(answer.startsWith(expected + QStringLiteral(" ×"))) << answer;
    EXPECT_FALSE(answer.startsWith(QStringLiteral("Tesla K80"))) << answer;
    EXPECT_TRUE(
        answer.contains(text::unsupportedLeftOut({QStringLiteral("GTX 580"), QStringLiteral("Tesla K80")})))
        << answer;

    settings.includeUnsupported = true;
    page.setSettings(settings);
    const QString included = text("llmCheapestLabel");
    EXPECT_TRUE(included.startsWith(cheapestName(true) + QStringLiteral(" ×"))) << included;
    EXPECT_EQ(cheapestName(true), QStringLiteral("Tesla K80")); // what the issue saw, now only on request
}

TEST_F(LlmPageTest, CheapestWayNamesTheCheapestBuildThatReachesTheTarget) {
    chooseModel("llama3-70b", WeightFormat::Q4_K_M);
    child<QSpinBox>("llmTargetSpin")->setValue(25);
    const QString answer = text("llmCheapestLabel");
    const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("^(.+) ×(\\d+):")).match(answer);
    ASSERT_TRUE(match.hasMatch()) << answer;
    const Gpu& named = gpu(match.captured(1));
    const int count = match.captured(2).toInt();
    const LlmPlan plan = planLlm(page.workload(), named, count);
    ASSERT_TRUE(plan.fits);
    EXPECT_GE(plan.speed->decodeTokensPerSecond, 25);

    // No build that reaches it has cheaper cards.
    double cheapest = std::numeric_limits<double>::infinity();
    for (const Gpu& card : snapshot->gpus) {
        const PriceQuote* quote = price(card);
        for (int n = 1; quote != nullptr && n <= maximumLlmGpus; ++n) {
            const LlmPlan candidate = planLlm(page.workload(), card, n);
            if (candidate.fits && candidate.speed->decodeTokensPerSecond >= 25) {
                cheapest = std::min(cheapest, quote->priceUsd * n);
            }
        }
    }
    EXPECT_DOUBLE_EQ(price(named)->priceUsd * count, cheapest);

    // Issue 19: the recommended card's catches (server only, one market, an old price) are said.
    const CardCatches catches =
        cardCatches(named, price(named), Chassis::Workstation, settings.asOf, settings.stalePriceMonths);
    const text::AnswerTextContext context{settings.asOf, settings.stalePriceMonths, std::nullopt,
                                          Chassis::Workstation};
    const QStringList lines = text::cardCatchesText(catches, price(named), context);
    for (const QString& line : lines) {
        EXPECT_TRUE(answer.contains(line)) << answer;
    }
    for (int target : {40, 60, 120}) {
        child<QSpinBox>("llmTargetSpin")->setValue(target);
        const QString faster = text("llmCheapestLabel");
        const QRegularExpressionMatch fast =
            QRegularExpression(QStringLiteral("^(.+) ×(\\d+):")).match(faster);
        if (fast.hasMatch() && gpu(fast.captured(1)).slotWidth == 0) {
            EXPECT_TRUE(faster.contains(
                text::cardCatchesText(cardCatches(gpu(fast.captured(1)), nullptr, Chassis::Workstation,
                                                  settings.asOf, settings.stalePriceMonths),
                                      nullptr, context)
                    .front()))
                << "an SXM module is flagged as server only: " << faster;
        }
    }

    // A speed nothing reaches is said so.
    child<QSpinBox>("llmTargetSpin")->setValue(100'000);
    EXPECT_TRUE(text("llmCheapestLabel").startsWith(QStringLiteral("No priced card reaches it")))
        << text("llmCheapestLabel");

    // On one GPU at most the answer says "one GPU" (not "up to 1 GPUs") and prices a single card
    // once ("$1,234 for the card", not "$1,234 for the cards, $1,234 each").
    child<QSpinBox>("llmMaxGpusSpin")->setValue(1);
    EXPECT_TRUE(text("llmCheapestLabel")
                    .startsWith(QStringLiteral("No priced card reaches it on one GPU; the fastest is ")))
        << text("llmCheapestLabel");
    child<QSpinBox>("llmTargetSpin")->setValue(25);
    const QString single = text("llmCheapestLabel");
    EXPECT_TRUE(QRegularExpression(QStringLiteral("^.+ ×1: \\$[0-9,]+ for the card, new, priced "))
                    .match(single)
                    .hasMatch())
        << single;
    EXPECT_FALSE(single.contains(QStringLiteral(" each"))) << single;
    // 405B parameters at 16 bits (810 GB) fit on no single device.
    chooseModel("llama3.1-405b", WeightFormat::F16);
    EXPECT_TRUE(text("llmCheapestLabel").startsWith(QStringLiteral("No card holds the model on one GPU.")))
        << text("llmCheapestLabel");
}

TEST_F(LlmPageTest, ABadCustomSizeShowsAnErrorAndKeepsTheLastGoodResult) {
    choose("llmModelCombo", QStringLiteral(":custom"));
    auto* size = child<QLineEdit>("llmCustomSizeEdit");
    ASSERT_TRUE(size->isEnabled());
    size->setText(QStringLiteral("70B"));
    EXPECT_DOUBLE_EQ(page.workload().model.parameters, 70e9);
    EXPECT_TRUE(page.workload().model.estimatedShape);
    EXPECT_FALSE(child<QLabel>("llmCustomSizeError")->isVisibleTo(&page));
    const QStringList good = chart()->barLabels();
    ASSERT_FALSE(good.isEmpty());

    size->setText(QStringLiteral("abc"));
    EXPECT_TRUE(child<QLabel>("llmCustomSizeError")->isVisibleTo(&page));
    EXPECT_TRUE(text("llmCustomSizeError").contains(QStringLiteral("“abc” is not a parameter count")))
        << text("llmCustomSizeError");
    EXPECT_DOUBLE_EQ(page.workload().model.parameters, 70e9);
    EXPECT_EQ(chart()->barLabels(), good);

    size->setText(QStringLiteral("8.03B")); // Llama 3 8B's size is Llama 3 8B
    EXPECT_FALSE(child<QLabel>("llmCustomSizeError")->isVisibleTo(&page));
    EXPECT_EQ(page.workload().model.key, "llama3-8b");
}

TEST_F(LlmPageTest, CloudTableIsSortedByCostPerMillionTokens) {
    chooseModel("llama3-70b", WeightFormat::Q4_K_M);
    auto* table = child<QTableWidget>("llmCloudTable");
    ASSERT_GT(table->rowCount(), 1);
    double previous = 0;
    for (int row = 0; row < table->rowCount(); ++row) {
        const double perMillion =
            table->item(row, LlmCloudPanel::PerMillionColumn)->data(Qt::UserRole).toDouble();
        EXPECT_GE(perMillion, previous) << row;
        previous = perMillion;
        // Each price with its date.
        EXPECT_TRUE(table->item(row, LlmCloudPanel::PriceColumn)
                        ->text()
                        .contains(QRegularExpression(QStringLiteral("\\d{4}-\\d{2}-\\d{2}"))));
    }
    EXPECT_TRUE(text("llmOwnedCostLabel").contains(QStringLiteral("per million tokens")))
        << text("llmOwnedCostLabel");
    EXPECT_FALSE(text("llmBreakEvenLabel").isEmpty());
}

TEST_F(LlmPageTest, FineTuningIsPlannedForMemoryOnly) {
    chooseModel("llama3-8b", WeightFormat::Q4_K_M);
    choose("llmTaskCombo", static_cast<int>(LlmTask::LoRA));
    EXPECT_TRUE(page.chartData().bars.empty());
    EXPECT_TRUE(text("llmChartCaption").contains(QStringLiteral("memory only")));
    EXPECT_FALSE(child<QComboBox>("llmWeightsCombo")->isEnabled());
    ASSERT_FALSE(page.buildCard().isEmpty());
    const auto* memory = qobject_cast<LlmMemoryChart*>(child<QChartView>("llmMemoryChartView")->chart());
    EXPECT_GT(memory->value(LlmMemoryChart::TrainingState), 0);
}

TEST_F(LlmPageTest, ThePromptIsTheContextUntilTheUserSetsIt) {
    auto* context = child<QSpinBox>("llmContextSpin");
    auto* prompt = child<QSpinBox>("llmPromptSpin");
    context->setValue(8192);
    EXPECT_EQ(prompt->value(), 8192);
    EXPECT_EQ(page.workload().promptTokens, 8192);
    prompt->setValue(1000);
    context->setValue(16384);
    EXPECT_EQ(prompt->value(), 1000);
    EXPECT_EQ(page.workload().promptTokens, 1000);
    context->setValue(500); // a prompt is never longer than its context
    EXPECT_EQ(page.workload().promptTokens, 500);
}

TEST_F(LlmPageTest, InputChangesReuseTheChartsSeries) {
    const QList<QAbstractSeries*> before = chart()->series();
    chooseModel("llama3-70b", WeightFormat::Q4_K_M);
    child<QCheckBox>("llmPerPriceCheck")->setChecked(true);
    EXPECT_EQ(chart()->series(), before);
}

TEST_F(LlmPageTest, DevicesNoLlamaCppBackendRunsAreLeftOutAndNamed) {
    // Gaudi 3 trains with PyTorch through Intel's bridge, but llama.cpp has no backend for it.
    chooseModel("llama3-70b", WeightFormat::Q4_K_M);
    const LlmSpeedChartData& data = page.chartData();
    for (const LlmSpeedBar& bar : data.bars) {
        EXPECT_NE(bar.gpu->name, "Gaudi 3");
    }
    EXPECT_TRUE(data.withoutSoftwareCards.contains(QStringLiteral("Gaudi 3")));
    EXPECT_TRUE(data.caption.contains(QStringLiteral("no llama.cpp backend runs on them: Gaudi 3")))
        << data.caption.toStdString();
}

TEST_F(LlmPageTest, AMacsOwnedCostIsTheComputerAndSaysItCountsNoElectricity) {
    // A system's price is the machine (no system base cost), and Apple publishes no power figure
    // for the 2025 Mac Studio: the owned cost says both, where a card's names cards and machine.
    chooseModel("llama3-70b", WeightFormat::Q4_K_M);
    choose("llmBuildCardCombo", QStringLiteral("Mac Studio M3 Ultra 60C 96GB"));
    const QString mac = child<QLabel>("llmOwnedCostLabel")->text();
    EXPECT_TRUE(mac.contains(QStringLiteral("no electricity counted"))) << mac.toStdString();
    EXPECT_FALSE(mac.contains(QStringLiteral("machine"))) << mac.toStdString();
    choose("llmBuildCardCombo", rtx3090);
    const QString card = child<QLabel>("llmOwnedCostLabel")->text();
    EXPECT_TRUE(card.contains(QStringLiteral("cards, machine and electricity"))) << card.toStdString();
}

TEST_F(LlmPageTest, TheChartAndTheCheapestWayFollowTheChartsPagesVendorBoxes) {
    chooseModel("llama3-70b", WeightFormat::Q4_K_M);
    ASSERT_EQ(page.chartData().otherVendorCards, 0u);
    settings.vendors = {false, false, false, true}; // Apple only
    page.setSettings(settings);
    const LlmSpeedChartData& data = page.chartData();
    ASSERT_FALSE(data.bars.empty());
    for (const LlmSpeedBar& bar : data.bars) {
        EXPECT_EQ(bar.gpu->vendor, "Apple") << bar.gpu->name;
    }
    EXPECT_GT(data.otherVendorCards, 0u);
    EXPECT_TRUE(data.caption.contains(QStringLiteral("Vendors shown: Apple"))) << data.caption.toStdString();
    const QString cheapest = child<QLabel>("llmCheapestLabel")->text();
    EXPECT_FALSE(cheapest.contains(QStringLiteral("RTX"))) << cheapest.toStdString();
    // A card chosen by name is still planned.
    choose("llmBuildCardCombo", rtx3090);
    EXPECT_EQ(page.buildCard(), rtx3090);
    EXPECT_TRUE(child<QLabel>("llmOwnedCostLabel")->text().contains(QStringLiteral("RTX 3090")));
}

TEST_F(LlmPageTest, ExportsTheChartAndItsNumbers) {
    chooseModel("llama3-70b", WeightFormat::Q4_K_M);
    ChartExportOptions options;
    options.size = QSize(900, 1600);
    ASSERT_EQ(page.exportChart(path(QStringLiteral("llm.png")), options), QString());
    const QImage image(path(QStringLiteral("llm.png")));
    EXPECT_EQ(image.size(), QSize(900, 1600));
    ASSERT_EQ(page.exportChart(path(QStringLiteral("llm.svg")), options), QString());
    EXPECT_TRUE(readFile(QStringLiteral("llm.svg")).contains("RTX 3090 ×2"));
    // 1,600 pixels print the names of fewer builds than the page has bars: the picture keeps the best
    // it can label and says so; the CSV below has them all.
    ASSERT_GT(page.chartData().bars.size(), 80u);
    EXPECT_TRUE(readFile(QStringLiteral("llm.svg")).contains("a taller picture shows more"));
    ASSERT_EQ(page.exportChart(path(QStringLiteral("llm.pdf")), options), QString());
    EXPECT_TRUE(readFile(QStringLiteral("llm.pdf")).startsWith("%PDF"));
    ASSERT_EQ(page.exportChart(path(QStringLiteral("llm.csv")), options), QString());
    const QStringList lines =
        QString::fromUtf8(readFile(QStringLiteral("llm.csv"))).trimmed().split(QLatin1Char('\n'));
    ASSERT_EQ(lines.size(), static_cast<qsizetype>(page.chartData().bars.size()) + 1);
    EXPECT_TRUE(lines.front().startsWith(QStringLiteral("name,count,decode_tokens_per_s,")));
    EXPECT_TRUE(lines.contains(QRegularExpression(QStringLiteral("RTX 3090,2,.*"))));
    EXPECT_FALSE(page.exportChart(path(QStringLiteral("llm.txt")), options).isEmpty());
}

class LlmPageWindowTest : public TempDirTest {};

TEST_F(LlmPageWindowTest, InputsSurviveTheWindowBuildingItsPagesAgain) {
    MainWindow window(std::make_unique<Catalog>(
        gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite")))));
    LlmPlannerPage* page = window.llmPlannerPage();
    const auto set = [](LlmPlannerPage* on, const char* name, const QVariant& data) {
        auto* combo = on->findChild<QComboBox*>(QString::fromLatin1(name));
        combo->setCurrentIndex(combo->findData(data));
    };
    set(page, "llmModelCombo", QStringLiteral(":custom"));
    page->findChild<QLineEdit*>(QStringLiteral("llmCustomSizeEdit"))->setText(QStringLiteral("12B"));
    set(page, "llmWeightsCombo", static_cast<int>(WeightFormat::Q8_0));
    page->findChild<QSpinBox*>(QStringLiteral("llmContextSpin"))->setValue(32768);
    page->findChild<QSpinBox*>(QStringLiteral("llmUsersSpin"))->setValue(4);
    page->findChild<QCheckBox*>(QStringLiteral("llmPerPriceCheck"))->setChecked(true);
    set(page, "llmBuildCardCombo", QStringLiteral("RTX 4090"));
    page->findChild<QSpinBox*>(QStringLiteral("llmBuildCountSpin"))->setValue(3);
    const LlmWorkload before = page->workload();

    window.rebuild();
    LlmPlannerPage* rebuilt = window.llmPlannerPage();
    const LlmWorkload after = rebuilt->workload();
    EXPECT_DOUBLE_EQ(after.model.parameters, 12e9);
    EXPECT_EQ(after.model.source, before.model.source);
    EXPECT_EQ(after.weights, WeightFormat::Q8_0);
    EXPECT_EQ(after.contextTokens, 32768);
    EXPECT_EQ(after.sequences, 4);
    EXPECT_TRUE(rebuilt->findChild<QCheckBox*>(QStringLiteral("llmPerPriceCheck"))->isChecked());
    EXPECT_EQ(rebuilt->buildCard(), QStringLiteral("RTX 4090"));
    EXPECT_EQ(rebuilt->buildCount(), 3);
}

// Its mnemonics are checked with every other page's in mnemonics_test.cpp.

} // namespace
