// The explainer page with real widgets and the shipped catalog: the guide's 32x32 matmul cycle
// example on both editions' latencies (seed facts P3, P4), edited latencies, and the bandwidth
// estimate between two cards (P6, P7).

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/explainer/explainerpage.h"

#include "pagetest.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>

#include <gtest/gtest.h>

#include <memory>

using namespace gpuadvisor;

namespace {

class ExplainerPageTest : public PageTest<ExplainerPage> {
protected:
    void SetUp() override {
        PageTest::SetUp();
        page.resize(1280, 800);
    }

    QString text(const char* name) const { return child<QLabel>(name)->text(); }

    void choosePreset(const QString& part) const {
        QComboBox* combo = child<QComboBox>("presetCombo");
        for (int index = 0; index < combo->count(); ++index) {
            if (combo->itemText(index).contains(part)) {
                combo->setCurrentIndex(index);
                return;
            }
        }
        ADD_FAILURE() << "no preset " << part.toStdString();
    }

    /// The bars' values, top (no tensor cores) first.
    QList<qreal> barValues() const {
        const QChart* chart = child<QChartView>("cyclesChart")->chart();
        QList<qreal> values;
        for (QAbstractSeries* series : chart->series()) {
            if (auto* bars = qobject_cast<QHorizontalBarSeries*>(series)) {
                const QBarSet* set = bars->barSets().value(0);
                for (int index = set->count() - 1; index >= 0; --index) {
                    values << set->at(index);
                }
            }
        }
        return values;
    }
};

TEST_F(ExplainerPageTest, AmperePresetGives504And235And200) {
    // seed fact P4: 200 + 8x34 + 8x4 = 504; 200 + 34 + 1 = 235; 165 + 34 + 1 = 200.
    EXPECT_TRUE(child<QComboBox>("presetCombo")->currentText().contains(QStringLiteral("Ampere")));
    EXPECT_EQ(child<QSpinBox>("globalSpin")->value(), 200);
    EXPECT_EQ(child<QSpinBox>("sharedSpin")->value(), 34);
    EXPECT_EQ(child<QSpinBox>("ffmaSpin")->value(), 4);
    EXPECT_EQ(child<QSpinBox>("tensorSpin")->value(), 1);
    EXPECT_DOUBLE_EQ(page.cycles().withoutTensorCores, 504);
    EXPECT_DOUBLE_EQ(page.cycles().withTensorCores, 235);
    EXPECT_DOUBLE_EQ(page.cycles().withAsyncCopy, 200);
    EXPECT_TRUE(
        text("withoutTcLabel").contains(QStringLiteral("200 + 8 \u00d7 34 + 8 \u00d7 4 = <b>504 cycles")))
        << text("withoutTcLabel").toStdString();
    EXPECT_TRUE(text("withTcLabel").contains(QStringLiteral("200 + 34 + 1 = <b>235 cycles")));
    EXPECT_TRUE(text("withTcLabel").contains(QStringLiteral("2.14\u00d7")));
    EXPECT_TRUE(text("asyncLabel").contains(QStringLiteral("165 + 34 + 1 = <b>200 cycles")));
    EXPECT_TRUE(text("asyncLabel").contains(QStringLiteral("15 % fewer"))); // "about 15 % faster again"
    EXPECT_EQ(barValues(), (QList<qreal>{504, 235, 200}));
    EXPECT_TRUE(text("explanationLabel").contains(QStringLiteral("200 + 8 \u00d7 34 + 8 \u00d7 4 = 504")));
}

TEST_F(ExplainerPageTest, Edition2020PresetGives392And221) {
    // seed facts P3 (2020 latencies: shared 20) and P4 (2020 edition: 392 vs 221).
    choosePreset(QStringLiteral("2020"));
    EXPECT_EQ(child<QSpinBox>("sharedSpin")->value(), 20);
    EXPECT_DOUBLE_EQ(page.cycles().withoutTensorCores, 392);
    EXPECT_DOUBLE_EQ(page.cycles().withTensorCores, 221);
    EXPECT_TRUE(text("withoutTcLabel").contains(QStringLiteral("<b>392 cycles")));
    EXPECT_TRUE(text("withTcLabel").contains(QStringLiteral("<b>221 cycles")));
    EXPECT_EQ(barValues().value(0), 392);
    EXPECT_EQ(barValues().value(1), 221);

    choosePreset(QStringLiteral("Ampere"));
    EXPECT_DOUBLE_EQ(page.cycles().withoutTensorCores, 504);
}

TEST_F(ExplainerPageTest, EditedLatenciesRecomputeTheTotals) {
    // Shared memory at 20 with Ampere's other latencies: 200 + 8x20 + 8x4 = 392.
    child<QSpinBox>("sharedSpin")->setValue(20);
    EXPECT_DOUBLE_EQ(page.cycles().withoutTensorCores, 200 + 160 + 32);
    EXPECT_TRUE(
        text("withoutTcLabel").contains(QStringLiteral("200 + 8 \u00d7 20 + 8 \u00d7 4 = <b>392 cycles")));
    // Those are the 2020 edition's latencies.
    EXPECT_TRUE(child<QComboBox>("presetCombo")->currentText().contains(QStringLiteral("2020")));

    child<QSpinBox>("globalSpin")->setValue(380); // Ampere's real global-memory latency (P3)
    EXPECT_LT(child<QComboBox>("presetCombo")->currentData().toInt(), 0); // Custom
    EXPECT_DOUBLE_EQ(page.cycles().withoutTensorCores, 380 + 160 + 32);
    EXPECT_DOUBLE_EQ(page.cycles().withTensorCores, 380 + 20 + 1);
    EXPECT_DOUBLE_EQ(page.cycles().withAsyncCopy, 380);
    EXPECT_TRUE(text("asyncLabel").contains(QStringLiteral("359 + 20 + 1 = <b>380 cycles")));
    EXPECT_EQ(barValues(), (QList<qreal>{572, 401, 380}));
    EXPECT_TRUE(text("explanationLabel").contains(QStringLiteral("380 + 8 \u00d7 20 + 8 \u00d7 4 = 572")));
}

TEST_F(ExplainerPageTest, A100OverV100ByBandwidthAndWithGains) {
    EXPECT_EQ(child<QComboBox>("firstCardCombo")->currentText(), QStringLiteral("A100 SXM4 40GB"));
    EXPECT_EQ(child<QComboBox>("secondCardCombo")->currentText(), QStringLiteral("Tesla V100 SXM2 16GB"));
    const auto estimate = page.bandwidth();
    ASSERT_TRUE(estimate.has_value());
    // seed fact P6: 1555 / 900 = 1.73.
    EXPECT_NEAR(estimate->bandwidthRatio, 1.73, 0.005);
    // seed fact P7: 1.78-1.87 with larger shared memory and newer tensor cores.
    EXPECT_TRUE(estimate->largerSharedMemory);
    EXPECT_TRUE(estimate->newerTensorCores);
    EXPECT_GE(estimate->low, 1.775);
    EXPECT_LE(estimate->high, 1.875);
    EXPECT_NEAR(estimate->low, 1.78, 0.005);
    EXPECT_NEAR(estimate->high, 1.87, 0.005);
    const QString label = text("bandwidthLabel");
    EXPECT_TRUE(label.contains(QStringLiteral("1.73\u00d7"))) << label.toStdString();
    EXPECT_TRUE(label.contains(QStringLiteral("1.78\u00d7 to 1.87\u00d7")));
    EXPECT_TRUE(label.contains(QLocale().toString(1555.0, 'f', 0) + QStringLiteral(" GB/s")));
    EXPECT_TRUE(label.contains(QStringLiteral("900 GB/s")));

    // The other way round: no gains apply.
    QComboBox* first = child<QComboBox>("firstCardCombo");
    QComboBox* second = child<QComboBox>("secondCardCombo");
    first->setCurrentIndex(first->findText(QStringLiteral("Tesla V100 SXM2 16GB")));
    second->setCurrentIndex(second->findText(QStringLiteral("A100 SXM4 40GB")));
    ASSERT_TRUE(page.bandwidth().has_value());
    EXPECT_NEAR(page.bandwidth()->bandwidthRatio, 900.0 / 1555, 1e-9);
    EXPECT_DOUBLE_EQ(page.bandwidth()->low, page.bandwidth()->high);
    EXPECT_TRUE(text("bandwidthLabel").contains(QStringLiteral("0.58\u00d7")));
}

TEST_F(ExplainerPageTest, KeepsPickedCardsOnReload) {
    QComboBox* first = child<QComboBox>("firstCardCombo");
    first->setCurrentIndex(first->findText(QStringLiteral("RTX 4090")));
    page.setSnapshot(snapshot);
    EXPECT_EQ(first->currentText(), QStringLiteral("RTX 4090"));
    ASSERT_TRUE(page.bandwidth().has_value());
    EXPECT_NEAR(page.bandwidth()->bandwidthRatio, snapshot->find("RTX 4090")->bandwidthGBps / 900, 1e-9);
}

} // namespace
