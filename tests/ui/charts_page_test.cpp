// The charts page as a user drives it: real widgets under the offscreen platform, a real
// catalog (the shipped one in a temporary file).

#include "gpuadvisor/core/scaling.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/charts/performancechart.h"

#include "pagetest.h"
#include "qtprinters.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>

#include <gtest/gtest.h>

#include <map>
#include <memory>

using namespace gpuadvisor;

namespace {

class ChartsPageTest : public PageTest<ChartsPage> {
protected:
    void SetUp() override {
        PageTest::SetUp();
        page.resize(1400, 900);
    }

    QStringList bars() const { return page.chart()->cardNames(); }
};

TEST_F(ChartsPageTest, ShowsEveryCardBestFirst) {
    const ChartData& data = page.chartData();
    EXPECT_EQ(data.bars.size(), snapshot->gpus.size());
    for (std::size_t index = 1; index < data.bars.size(); ++index) {
        EXPECT_GE(data.bars[index - 1].value, data.bars[index].value) << index;
    }
    EXPECT_EQ(bars().size(), static_cast<qsizetype>(data.bars.size()));
}

TEST_F(ChartsPageTest, SwitchingToPerDollarReordersTheBars) {
    const QStringList performanceOrder = bars();
    child<QCheckBox>("perDollarCheck")->setChecked(true);
    EXPECT_TRUE(page.settings().perDollar);
    const QStringList perDollarOrder = bars();
    EXPECT_NE(perDollarOrder, performanceOrder);
    // A data-centre flagship leads raw performance but not value for money (C7).
    EXPECT_NE(perDollarOrder.first(), performanceOrder.first());
    EXPECT_TRUE(page.chart()->title().contains(QStringLiteral("dollar")));
}

TEST_F(ChartsPageTest, ChangingTheMetricChangesTheScores) {
    const double before = page.chartData().bars.front().value;
    const QStringList orderBefore = bars();
    auto* metric = child<QComboBox>("metricCombo");
    metric->setCurrentIndex(metric->findData(static_cast<int>(Metric::Inference8)));
    EXPECT_EQ(page.settings().metric, Metric::Inference8);
    // 8-bit runs on FP8 (Ada, Hopper) and INT8 (Turing, Ampere) tensor cores, which cards without
    // tensor cores lack (P14): the bars reorder, and a GTX card stays behind every RTX card.
    const QStringList order = bars();
    EXPECT_NE(order, orderBefore);
    EXPECT_LT(order.indexOf(QStringLiteral("RTX 2060")), order.indexOf(QStringLiteral("GTX 1080 Ti")));
    EXPECT_NE(page.chartData().bars.front().value, before);
}

TEST_F(ChartsPageTest, FiltersBySearchMemoryAndSegment) {
    child<QLineEdit>("searchEdit")->setText(QStringLiteral("rtx 40"));
    ASSERT_FALSE(bars().isEmpty());
    for (const QString& name : bars()) {
        EXPECT_TRUE(name.contains(QStringLiteral("RTX 40"))) << name.toStdString();
    }
    child<QLineEdit>("searchEdit")->clear();

    child<QSpinBox>("minMemorySpin")->setValue(48);
    ASSERT_FALSE(page.chartData().bars.empty());
    for (const ChartBar& bar : page.chartData().bars) {
        EXPECT_GE(bar.gpu->memoryGb, 48) << bar.gpu->name;
    }
    child<QSpinBox>("minMemorySpin")->setValue(0);

    child<QCheckBox>("datacenterCheck")->setChecked(false);
    ASSERT_FALSE(page.chartData().bars.empty());
    for (const ChartBar& bar : page.chartData().bars) {
        EXPECT_NE(bar.gpu->segment, Segment::Datacenter) << bar.gpu->name;
    }
    EXPECT_FALSE(bars().contains(QStringLiteral("H100 SXM")));
}

TEST_F(ChartsPageTest, CostControlsChangePerDollarValues) {
    child<QCheckBox>("perDollarCheck")->setChecked(true);
    auto value = [this](const QString& name) {
        for (const ChartBar& bar : page.chartData().bars) {
            if (QString::fromStdString(bar.gpu->name) == name) {
                return bar.value;
            }
        }
        ADD_FAILURE() << name.toStdString() << " not charted";
        return 0.0;
    };
    const double fiveYears = value(QStringLiteral("RTX 4090"));
    child<QDoubleSpinBox>("yearsSpin")->setValue(1);
    EXPECT_GT(value(QStringLiteral("RTX 4090")), fiveYears); // less electricity to pay for
    child<QDoubleSpinBox>("kwhPriceSpin")->setValue(0.5);
    const double expensivePower = value(QStringLiteral("RTX 4090"));
    child<QDoubleSpinBox>("kwhPriceSpin")->setValue(0.05);
    EXPECT_GT(value(QStringLiteral("RTX 4090")), expensivePower);
}

TEST_F(ChartsPageTest, UtilisationPresetsAreTheGuides) {
    // seed fact C5: choosing a preset sets the utilisation; typing a matching value selects it.
    auto* preset = child<QComboBox>("utilizationPresetCombo");
    auto* utilization = child<QDoubleSpinBox>("utilizationSpin");
    preset->setCurrentIndex(preset->count() - 1); // company-wide cluster
    EXPECT_DOUBLE_EQ(utilization->value(), 60.0);
    EXPECT_DOUBLE_EQ(page.settings().ownership.utilization, 0.60);
    utilization->setValue(35);
    EXPECT_TRUE(preset->currentText().contains(QStringLiteral("35")));
    utilization->setValue(42);
    EXPECT_EQ(preset->currentIndex(), 0); // "Custom"
}

TEST_F(ChartsPageTest, OldPricesLeaveOutCardsNotYetSold) {
    child<QCheckBox>("perDollarCheck")->setChecked(true);
    child<QDateEdit>("asOfDate")->setDate(QDate(2023, 1, 30));
    const QStringList order = bars();
    EXPECT_FALSE(order.contains(QStringLiteral("RTX 5090"))); // launched 2025
    EXPECT_TRUE(order.contains(QStringLiteral("RTX 4070 Ti")));
    EXPECT_FALSE(page.chartData().unpricedCards.isEmpty());
}

TEST_F(ChartsPageTest, ReferenceCardScoresOne) {
    auto* reference = child<QComboBox>("referenceCombo");
    reference->setCurrentText(QStringLiteral("RTX 3090"));
    for (const ChartBar& bar : page.chartData().bars) {
        if (bar.gpu->name == "RTX 3090") {
            EXPECT_NEAR(bar.value, 1.0, 1e-12);
        }
    }
    EXPECT_TRUE(page.chart()->data().valueTitle.contains(QStringLiteral("RTX 3090")));
}

TEST_F(ChartsPageTest, TooltipExplainsTheBar) {
    child<QCheckBox>("perDollarCheck")->setChecked(true);
    const QString tip = page.chart()->toolTip(0);
    EXPECT_TRUE(tip.contains(bars().first().toHtmlEscaped()));
    EXPECT_TRUE(tip.contains(QStringLiteral("$")));
    EXPECT_TRUE(tip.contains(QStringLiteral("<li>"))); // the explanation's top factors
}

TEST_F(ChartsPageTest, GpuCountScalesPerformance) {
    // Each card by the scaling of its interconnect and generation (fitted to measured 2/4/8-GPU
    // systems; P10's extra overhead on the older generation): 8 GPUs give more than 6x, less than 8x.
    std::map<std::string, double> one;
    for (const ChartBar& bar : page.chartData().bars) {
        one[bar.gpu->name] = bar.relativePerformance;
    }
    child<QSpinBox>("gpuCountSpin")->setValue(8);
    const Workload workload = page.settings().workload;
    for (const ChartBar& bar : page.chartData().bars) {
        const double speedup = bar.relativePerformance / one.at(bar.gpu->name);
        EXPECT_NEAR(speedup, multiGpuSpeedup(8, scalingClassOf(*bar.gpu), workload), 1e-9) << bar.gpu->name;
        EXPECT_GT(speedup, 6) << bar.gpu->name;
        EXPECT_LT(speedup, 8) << bar.gpu->name;
    }
}

TEST_F(ChartsPageTest, SelectingTwoCardsEnablesCompare) {
    auto* compare = child<QPushButton>("compareSelectedButton");
    EXPECT_FALSE(compare->isEnabled());
    QSignalSpy requested(&page, &ChartsPage::compareRequested);
    emit page.chart()->barClicked(QStringLiteral("RTX 4090"));
    EXPECT_FALSE(compare->isEnabled());
    emit page.chart()->barClicked(QStringLiteral("RTX 3090"));
    EXPECT_TRUE(compare->isEnabled());
    compare->click();
    ASSERT_EQ(requested.count(), 1);
    EXPECT_EQ(requested.first().first().toStringList(),
              (QStringList{QStringLiteral("RTX 3090"), QStringLiteral("RTX 4090")}));
    emit page.chart()->barClicked(QStringLiteral("RTX 3090")); // unselect
    EXPECT_FALSE(compare->isEnabled());
}

TEST_F(ChartsPageTest, CardLabelsNeverOverlapAndStayInside) {
    // Every shipped card in a window of ordinary height: one label per bar, none overlapping.
    PerformanceChart* chart = page.chart();
    chart->resize(1000, 900);
    QApplication::processEvents(); // Qt Charts lays out on a posted event
    const QList<QRectF> labels = chart->labelRects();
    EXPECT_GE(chart->labelPixelSize(), 6);
    ASSERT_EQ(labels.size(), bars().size());
    for (qsizetype index = 0; index < labels.size(); ++index) {
        EXPECT_GE(labels[index].left(), 0) << index;
        EXPECT_LE(labels[index].right(), chart->plotArea().left()) << index;
        if (index > 0) {
            EXPECT_LE(labels[index - 1].bottom(), labels[index].top() + 0.5) << index;
        }
    }
}

} // namespace

TEST_F(ChartsPageTest, PerDollarBarsOnOldPricesAreMarkedAndCountedUnderTheChart) {
    // As of 2026-11-24, the 2026 refresh prices a few cards recently; the rest are older.
    ChartSettings perDollar = page.settings();
    perDollar.perDollar = true;
    perDollar.asOf = Date{std::chrono::year{2026}, std::chrono::November, std::chrono::day{24}};
    page.applySettings(perDollar);
    const ChartData& data = page.chartData();
    std::size_t old = 0;
    for (std::size_t index = 0; index < data.bars.size(); ++index) {
        const ChartBar& bar = data.bars[index];
        ASSERT_NE(bar.price, nullptr);
        const bool expected = isStalePrice(bar.price->observedOn, perDollar.asOf, defaultStalePriceMonths);
        EXPECT_EQ(bar.oldPrice, expected) << bar.gpu->name;
        old += expected ? 1 : 0;
        const int row = static_cast<int>(index);
        EXPECT_EQ(page.chart()->barLabel(row).endsWith(QStringLiteral(" †")), expected) << bar.gpu->name;
        EXPECT_EQ(page.chart()->toolTip(row).contains(
                      QStringLiteral("Old price: more than 6 months before 2026-11-24")),
                  expected)
            << bar.gpu->name;
    }
    ASSERT_GT(old, 0u);
    ASSERT_LT(old, data.bars.size());
    EXPECT_EQ(data.oldPricedBars, old);
    EXPECT_TRUE(page.chart()->legendNote().contains(
        QStringLiteral("† old price (more than 6 months before 2026-11-24): %1 of %2 bars.")
            .arg(old)
            .arg(data.bars.size())))
        << page.chart()->legendNote().toStdString();

    // A longer threshold from Preferences marks fewer bars; performance charts mark none.
    page.setStalePriceMonths(24);
    EXPECT_LT(page.chartData().oldPricedBars, old);
    ChartSettings performance = page.settings();
    performance.perDollar = false;
    page.applySettings(performance);
    EXPECT_EQ(page.chartData().oldPricedBars, 0u);
    EXPECT_FALSE(page.chart()->legendNote().contains(QStringLiteral("†")));
}
