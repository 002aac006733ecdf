// A catalog with more cards than a chart shows (issue 20): the charts show the best cards and say
// how many of how many; lists of cards without a price are cut short. Real widgets on the
// offscreen platform over a real catalog: the shipped cards plus 130 copies under new names.

#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/text/namelist.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/charts/performancechart.h"
#include "gpuadvisor/ui/llm/llmplannerpage.h"

#include "qtprinters.h"
#include "shippedcatalogfile.h"
#include "tempdir.h"

#include "llm/llmtables.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>

#include <gtest/gtest.h>

#include <limits>
#include <memory>

using namespace gpuadvisor;

namespace {

constexpr int copies = 130;

class BigCatalogTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        catalog = std::make_unique<Catalog>(
            gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite"))));
        const std::vector<Gpu> shipped = catalog->gpus();
        std::vector<Gpu> cards;
        std::vector<PriceObservation> prices;
        for (int i = 0; i < copies; ++i) {
            Gpu card = shipped[static_cast<std::size_t>(i) % shipped.size()];
            card.name += " copy " + std::to_string(i);
            // Only a new price: per dollar with used prices, every copy lacks one.
            prices.push_back({card.name, Condition::New, 1000.0 + i,
                              Date{std::chrono::year{2023}, std::chrono::June, std::chrono::day{1}}, "test"});
            cards.push_back(std::move(card));
        }
        ASSERT_TRUE(catalog->importCsvText(formatCatalogCsv(cards)).ok());
        ASSERT_TRUE(catalog->importCsvText(formatCatalogCsv(prices)).ok());
        snapshot = std::make_shared<const CatalogSnapshot>(CatalogSnapshot::load(*catalog));
        ASSERT_GT(snapshot->gpus.size(), maxChartBars);
        settings.asOf = Date{std::chrono::year{2024}, std::chrono::January, std::chrono::day{1}};
    }

    std::unique_ptr<Catalog> catalog;
    std::shared_ptr<const CatalogSnapshot> snapshot;
    ChartSettings settings;
};

QStringList namesOf(const std::vector<ChartBar>& bars) {
    QStringList names;
    for (const ChartBar& bar : bars) {
        names << QString::fromStdString(bar.gpu->name);
    }
    return names;
}

TEST_F(BigCatalogTest, ChartDataKeepsTheBestBarsAndCountsTheRest) {
    for (const bool perDollar : {false, true}) {
        settings.perDollar = perDollar;
        const ChartData shown = computeChartData(*snapshot, settings);
        const ChartData all = computeChartData(*snapshot, settings, std::numeric_limits<std::size_t>::max());
        ASSERT_EQ(shown.bars.size(), maxChartBars);
        EXPECT_EQ(shown.matchingCards, all.bars.size());
        EXPECT_EQ(all.matchingCards, all.bars.size());
        EXPECT_GT(all.bars.size(), maxChartBars);
        // The best of all, in the same order, with the same details.
        EXPECT_EQ(namesOf(shown.bars), namesOf(all.bars).mid(0, static_cast<qsizetype>(maxChartBars)));
        for (std::size_t i = 0; i < shown.bars.size(); ++i) {
            EXPECT_EQ(shown.bars[i].value, all.bars[i].value);
            EXPECT_EQ(shown.bars[i].topFactors.size(), all.bars[i].topFactors.size());
            EXPECT_EQ(shown.bars[i].measured.size(), all.bars[i].measured.size());
        }
    }
}

TEST_F(BigCatalogTest, TheChartsPageShowsTheTopCardsAndSaysOfHowMany) {
    ChartsPage page;
    page.resize(1400, 900);
    page.setSnapshot(snapshot);
    const auto* status = page.findChild<QLabel*>(QStringLiteral("chartStatus"));
    ASSERT_NE(status, nullptr);
    // Every card but those current software no longer runs on (left out by default, and named).
    const std::size_t total = snapshot->gpus.size() -
                              static_cast<std::size_t>(page.chartData().unsupportedCards.size()) -
                              static_cast<std::size_t>(page.chartData().unratedCards.size());
    EXPECT_LT(total, snapshot->gpus.size());
    EXPECT_EQ(page.chart()->cardNames().size(), static_cast<qsizetype>(maxChartBars));
    EXPECT_EQ(page.chartData().matchingCards, total);
    EXPECT_TRUE(status->text().startsWith(QStringLiteral("Showing the top 150 of %1 cards").arg(total)))
        << status->text();

    // A filter that leaves fewer cards than a chart shows: all of them, and no "top".
    page.findChild<QLineEdit*>(QStringLiteral("searchEdit"))->setText(QStringLiteral("copy 1"));
    // copy 1, copy 10-19, copy 100-129, less the copies of devices the chart cannot rate or that
    // current software no longer runs on.
    qsizetype matching = 0;
    for (const Gpu& gpu : snapshot->gpus) {
        matching += QString::fromStdString(gpu.name).contains(QStringLiteral("copy 1")) &&
                            gpu.hasComputeFigures() && !cardSupport(gpu, settings.asOf).unsupported()
                        ? 1
                        : 0;
    }
    EXPECT_GE(matching, 1 + 10 + (copies - 100) - 6);
    EXPECT_EQ(page.chart()->cardNames().size(), matching);
    EXPECT_EQ(page.chartData().matchingCards, static_cast<std::size_t>(matching));
    EXPECT_FALSE(status->text().contains(QStringLiteral("top"))) << status->text();
    EXPECT_TRUE(status->text().startsWith(QString::number(matching))) << status->text();
}

TEST_F(BigCatalogTest, TheChartsPageNamesTenCardsWithoutAPriceAndCountsTheRest) {
    ChartsPage page;
    page.resize(1400, 900);
    settings.perDollar = true;
    settings.condition = Condition::Used;
    page.setSnapshot(snapshot);
    page.applySettings(settings);
    const QStringList unpriced = page.chartData().unpricedCards;
    ASSERT_GE(unpriced.size(), copies);
    const QString status = page.findChild<QLabel*>(QStringLiteral("chartStatus"))->text();
    EXPECT_TRUE(status.contains(unpriced.mid(0, 10).join(QStringLiteral(", ")) +
                                QStringLiteral(" and %1 more").arg(unpriced.size() - 10)))
        << status;
    EXPECT_FALSE(status.contains(unpriced[10])) << status;
}

TEST_F(BigCatalogTest, TheChartCaptionNamesTenCardsItLeavesOutAndCountsTheRest) {
    // 1,200 more cards current software no longer runs, and 1,100 more without an FP32 rate: the
    // caption names ten of each and counts the rest.
    std::vector<Gpu> added;
    for (int i = 0; i < 1200; ++i) {
        Gpu card = *snapshot->find("GTX 580");
        card.name = "GTX 580 rebadge " + std::to_string(i);
        added.push_back(std::move(card));
    }
    for (int i = 0; i < 1100; ++i) {
        Gpu card = *snapshot->find("Gaudi 3");
        card.name = "Gaudi 3 rebadge " + std::to_string(i);
        added.push_back(std::move(card));
    }
    ASSERT_TRUE(catalog->importCsvText(formatCatalogCsv(added)).ok());
    const auto bigger = std::make_shared<const CatalogSnapshot>(CatalogSnapshot::load(*catalog));
    const ChartData data = computeChartData(*bigger, settings);
    const QStringList left = data.unsupportedCards;
    const QStringList unrated = data.unratedCards;
    ASSERT_GE(left.size(), 1200);
    ASSERT_GE(unrated.size(), 1100);
    const QString named = left.mid(0, 10).join(QStringLiteral(", "));
    EXPECT_TRUE(data.legendNote.contains(QStringLiteral("no longer supports them: %1 and %2 more.")
                                             .arg(named, QLocale().toString(left.size() - 10))))
        << data.legendNote;
    EXPECT_TRUE(data.legendNote.contains(
        QStringLiteral("publish no FP32 rate: %1 and %2 more.")
            .arg(unrated.mid(0, 10).join(QStringLiteral(", ")), QLocale().toString(unrated.size() - 10))))
        << data.legendNote;
    EXPECT_FALSE(data.legendNote.contains(left[10])) << data.legendNote;
    EXPECT_FALSE(data.legendNote.contains(unrated[10])) << data.legendNote;

    // Ten or fewer: every name, no count.
    EXPECT_EQ(text::shortNameList(left.mid(0, 10)), named);
    EXPECT_EQ(text::shortNameList(left.mid(0, 11)), named + QStringLiteral(" and 1 more"));
    EXPECT_EQ(text::shortNameList({}), QString());
}

TEST_F(BigCatalogTest, TheLlmChartShowsTheBestCardsAndSaysOfHowMany) {
    LlmPlannerPage page;
    page.resize(1280, 720);
    page.setSnapshot(snapshot);
    page.setSettings(settings);
    const LlmSpeedChartData& chart = page.chartData();
    ASSERT_EQ(chart.bars.size(), maxLlmSpeedBars);
    EXPECT_GT(chart.chartedCards, maxLlmSpeedBars);
    for (std::size_t i = 1; i < chart.bars.size(); ++i) {
        EXPECT_GE(chart.bars[i - 1].value, chart.bars[i].value);
    }
    const QString caption = page.findChild<QLabel*>(QStringLiteral("llmChartCaption"))->text();
    EXPECT_TRUE(
        caption.contains(QStringLiteral("The chart shows the best 100 of %1 cards.").arg(chart.chartedCards)))
        << caption;
}

} // namespace
