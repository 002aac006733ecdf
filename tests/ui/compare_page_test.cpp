// The compare page with real widgets and the shipped catalog: columns per card, best values
// marked per row, the grouped bar chart, and the pickers. Expected numbers come from the core API.

#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/core/model/numberformat.h"
#include "gpuadvisor/core/model/performance.h"
#include "gpuadvisor/core/model/scaling.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/charts/performancechart.h"
#include "gpuadvisor/ui/compare/comparepage.h"

#include "cardnames.h"
#include "gpuadvisor/text/supporttext.h"
#include "pagetest.h"
#include "qtprinters.h"

#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarSet>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSet>
#include <QTableWidget>

#include <gtest/gtest.h>

#include <memory>

using namespace gpuadvisor;

namespace {

using gpuadvisor::testing::rtx3080;
using gpuadvisor::testing::rtx3090;
using gpuadvisor::testing::rtx4090;

class ComparePageTest : public PageTest<ComparePage> {
protected:
    /// Relative performance as the core computes it for the page's settings (one GPU).
    double relative(const QString& name, Metric metric) const {
        const PerformanceModel model(gpu(QString::fromStdString(settings.referenceName)),
                                     {metric, settings.workload});
        return model.relative(gpu(name)) *
               multiGpuSpeedup(settings.gpuCount, scalingClassOf(gpu(name)), settings.workload);
    }

    OwnershipCost cost(const QString& name) const {
        const PriceObservation* price =
            snapshot->priceBook.latest(name.toStdString(), settings.condition, settings.asOf);
        EXPECT_NE(price, nullptr) << name.toStdString();
        const auto system = systemBaseCostFor(snapshot->systemCosts, settings.gpuCount);
        EXPECT_TRUE(system.has_value());
        return ownershipCost(gpu(name), price->priceUsd, settings.gpuCount, *system, settings.ownership);
    }

    QString cellText(const QString& key, int column) const {
        const int row = page.rowOf(key);
        EXPECT_GE(row, 0) << key.toStdString();
        const QTableWidgetItem* item = page.table()->item(row, column);
        return item != nullptr ? item->text() : QString();
    }

    bool best(const QString& key, int column) const { return page.isMarkedBest(page.rowOf(key), column); }
};

TEST_F(ComparePageTest, ShowsOneColumnPerCardWithItsName) {
    page.setCards({rtx4090, rtx3090});
    EXPECT_EQ(page.cards(), QStringList({rtx4090, rtx3090}));
    QTableWidget* table = page.table();
    EXPECT_EQ(table->objectName(), QStringLiteral("compareTable"));
    ASSERT_EQ(table->columnCount(), 2);
    EXPECT_EQ(table->horizontalHeaderItem(0)->text(), rtx4090);
    EXPECT_EQ(table->horizontalHeaderItem(1)->text(), rtx3090);
    for (const char* key : {"architecture",
                            "memory",
                            "memoryType",
                            "bandwidth",
                            "sms",
                            "fp16",
                            "fp8",
                            "trainingFormat",
                            "mixedPrecision",
                            "l2",
                            "power",
                            "slots",
                            "pcie",
                            "nvlink",
                            "releaseYear",
                            "performance.inference8",
                            "performance.inference16",
                            "performance.training16",
                            "price",
                            "priceDate",
                            "system",
                            "electricity",
                            "total",
                            "perDollar.inference8",
                            "perDollar.inference16",
                            "perDollar.training16"}) {
        EXPECT_GE(page.rowOf(QString::fromLatin1(key)), 0) << key;
    }
    // Both have 24 GB: a tie, both marked.
    EXPECT_EQ(gpu(rtx4090).memoryGb, gpu(rtx3090).memoryGb);
    EXPECT_TRUE(best(QStringLiteral("memory"), 0));
    EXPECT_TRUE(best(QStringLiteral("memory"), 1));
    EXPECT_EQ(cellText(QStringLiteral("memory"), 0), QStringLiteral("24"));
}

// seed facts P16, P19: the format each card trains in, and what mixed precision gains over FP32.
TEST_F(ComparePageTest, SaysWhichCardsTrainInBf16AndWhatMixedPrecisionGains) {
    const QString rtx2080Ti = QStringLiteral("RTX 2080 Ti");
    const QString gtx1080Ti = QStringLiteral("GTX 1080 Ti");
    page.setCards({rtx3090, rtx2080Ti, gtx1080Ti});
    ASSERT_EQ(page.table()->columnCount(), 3);
    EXPECT_EQ(cellText(QStringLiteral("trainingFormat"), 0), QStringLiteral("BF16, no loss scaling"));
    EXPECT_EQ(cellText(QStringLiteral("trainingFormat"), 1), QStringLiteral("FP16, with loss scaling"));
    EXPECT_EQ(cellText(QStringLiteral("trainingFormat"), 2),
              QStringLiteral("none: no speed-up from 16 bits"));
    const QTableWidgetItem* format =
        page.table()->verticalHeaderItem(page.rowOf(QStringLiteral("trainingFormat")));
    EXPECT_TRUE(format->toolTip().contains(QLocale().toString(65504))) << format->toolTip().toStdString();

    // The Turing card gains 2x or more (P19), as its own rates say; Pascal nothing.
    const double turing = mixedPrecisionSpeedup(gpu(rtx2080Ti));
    EXPECT_GE(turing, 2.0);
    EXPECT_EQ(cellText(QStringLiteral("mixedPrecision"), 1), QLocale().toString(turing, 'f', 1) + u'x');
    EXPECT_EQ(cellText(QStringLiteral("mixedPrecision"), 2), QLocale().toString(1.0, 'f', 1) + u'x');
    EXPECT_FALSE(best(QStringLiteral("mixedPrecision"), 2));
}

TEST_F(ComparePageTest, MarksTheBetterValueOfEachRow) {
    page.setCards({rtx4090, rtx3080});
    ASSERT_EQ(page.table()->columnCount(), 2);
    ASSERT_GT(gpu(rtx4090).bandwidthGBps, gpu(rtx3080).bandwidthGBps);
    EXPECT_TRUE(best(QStringLiteral("bandwidth"), 0));
    EXPECT_FALSE(best(QStringLiteral("bandwidth"), 1));
    ASSERT_GT(relative(rtx4090, Metric::Training16), relative(rtx3080, Metric::Training16));
    EXPECT_TRUE(best(QStringLiteral("performance.training16"), 0));
    EXPECT_FALSE(best(QStringLiteral("performance.training16"), 1));
    // Lower is better for power.
    ASSERT_LT(gpu(rtx3080).boardPowerWatts, gpu(rtx4090).boardPowerWatts);
    EXPECT_TRUE(best(QStringLiteral("power"), 1));
    EXPECT_FALSE(best(QStringLiteral("power"), 0));
    // ... and for the total cost.
    const bool cheaper3080 = cost(rtx3080).totalUsd() < cost(rtx4090).totalUsd();
    EXPECT_EQ(best(QStringLiteral("total"), 1), cheaper3080);
    EXPECT_EQ(best(QStringLiteral("total"), 0), !cheaper3080);
    // Rows without an order are never marked.
    EXPECT_FALSE(best(QStringLiteral("architecture"), 0));
    EXPECT_FALSE(best(QStringLiteral("architecture"), 1));
    EXPECT_FALSE(best(QStringLiteral("memoryType"), 0));
    EXPECT_FALSE(best(QStringLiteral("memoryType"), 1));

    // A marked cell is bold, tinted and says why.
    const QTableWidgetItem* marked = page.table()->item(page.rowOf(QStringLiteral("bandwidth")), 0);
    EXPECT_TRUE(marked->font().bold());
    EXPECT_EQ(marked->toolTip(), QStringLiteral("best of the compared cards"));
    EXPECT_NE(marked->background().style(), Qt::NoBrush);
    const QTableWidgetItem* plain = page.table()->item(page.rowOf(QStringLiteral("bandwidth")), 1);
    EXPECT_FALSE(plain->font().bold());
    EXPECT_TRUE(plain->toolTip().isEmpty());
}

// The model's rows give every card the row's decimals: "0.180" beside "0.261", never "0.18".
TEST_F(ComparePageTest, ARowOfEstimatesReadsAtOnePrecision) {
    page.setCards({rtx4090, rtx3080, rtx3090, QStringLiteral("RTX 4070 Ti")});
    const QString point = QLocale().decimalPoint();
    int rows = 0;
    for (const char* prefix : {"performance.", "perDollar."}) {
        for (const char* metric : {"training16", "inference16", "inference8"}) {
            const QString key = QString::fromLatin1(prefix) + QString::fromLatin1(metric);
            if (page.rowOf(key) < 0) {
                continue;
            }
            ++rows;
            QSet<qsizetype> decimals;
            for (int column = 0; column < 4; ++column) {
                const QString text = cellText(key, column).remove(QStringLiteral(" §"));
                ASSERT_TRUE(text.contains(point)) << key.toStdString() << ": " << text.toStdString();
                decimals.insert(text.size() - text.indexOf(point) - 1);
            }
            EXPECT_EQ(decimals.size(), 1) << key.toStdString();
        }
    }
    EXPECT_EQ(rows, 6);
}

TEST_F(ComparePageTest, MissingValuesShowADash) {
    page.setCards({rtx4090, rtx3080});
    ASSERT_FALSE(gpu(rtx3080).fp8TensorTflops.has_value());
    EXPECT_EQ(cellText(QStringLiteral("fp8"), 1), QStringLiteral("\u2014"));
    EXPECT_TRUE(best(QStringLiteral("fp8"), 0));
    EXPECT_FALSE(best(QStringLiteral("fp8"), 1));
}

TEST_F(ComparePageTest, CostRowsFollowTheSettings) {
    page.setCards({rtx4090, rtx3080});
    const QLocale locale;
    EXPECT_EQ(cellText(QStringLiteral("total"), 0), locale.toString(cost(rtx4090).totalUsd(), 'f', 0));
    EXPECT_EQ(cellText(QStringLiteral("price"), 0), locale.toString(cost(rtx4090).cardsUsd, 'f', 0));
    const QString fiveYears = cellText(QStringLiteral("total"), 0);

    settings.ownership.years = 1;
    page.setSettings(settings);
    const QString oneYear = cellText(QStringLiteral("total"), 0);
    EXPECT_NE(oneYear, fiveYears);
    EXPECT_EQ(oneYear, locale.toString(cost(rtx4090).totalUsd(), 'f', 0));
    EXPECT_EQ(cellText(QStringLiteral("electricity"), 1),
              locale.toString(cost(rtx3080).electricityUsd, 'f', 0));
}

TEST_F(ComparePageTest, ChartHasOneSetPerCardWithTheThreeMetrics) {
    page.setCards({rtx4090, rtx3080});
    ASSERT_NE(page.findChild<QChartView*>(QStringLiteral("compareChartView")), nullptr);
    EXPECT_EQ(page.chartLegend(), QStringList({rtx4090, rtx3080}));
    const QList<QList<qreal>> values = page.chartValues();
    ASSERT_EQ(values.size(), 2);
    const Metric metrics[] = {Metric::Inference8, Metric::Inference16, Metric::Training16};
    for (int card = 0; card < 2; ++card) {
        ASSERT_EQ(values[card].size(), 3);
        for (int metric = 0; metric < 3; ++metric) {
            EXPECT_NEAR(values[card][metric], relative(card == 0 ? rtx4090 : rtx3080, metrics[metric]), 1e-9);
        }
    }
    EXPECT_GT(values[0][2], values[1][2]);
}

TEST_F(ComparePageTest, PerDollarToggleShowsPerformancePerThousandDollars) {
    page.setCards({rtx4090, rtx3080});
    const double relativeTraining = page.chartValues().at(0).at(2);
    auto* check = page.findChild<QCheckBox*>(QStringLiteral("comparePerDollarCheck"));
    ASSERT_NE(check, nullptr);
    check->setChecked(true);
    const QList<QList<qreal>> values = page.chartValues();
    ASSERT_EQ(values.size(), 2);
    EXPECT_NE(values[0][2], relativeTraining);
    EXPECT_NEAR(values[0][2], relative(rtx4090, Metric::Training16) / cost(rtx4090).totalUsd() * 1000, 1e-9);
    EXPECT_NEAR(values[1][0], relative(rtx3080, Metric::Inference8) / cost(rtx3080).totalUsd() * 1000, 1e-9);
    check->setChecked(false);
    EXPECT_NEAR(page.chartValues().at(0).at(2), relativeTraining, 1e-12);
}

TEST_F(ComparePageTest, KeepsAtMostFourKnownCards) {
    page.setCards({rtx4090, QStringLiteral("No Such Card"), rtx3090, rtx3080, QStringLiteral("RTX 4080"),
                   QStringLiteral("RTX 4070 Ti")});
    EXPECT_EQ(page.cards(), QStringList({rtx4090, rtx3090, rtx3080, QStringLiteral("RTX 4080")}));
    EXPECT_EQ(page.cards().size(), ComparePage::maximumCards);
    EXPECT_EQ(page.table()->columnCount(), 4);
    EXPECT_EQ(page.chartValues().size(), 4);
    auto* last = page.findChild<QComboBox*>(QStringLiteral("compareCard3"));
    ASSERT_NE(last, nullptr);
    EXPECT_EQ(last->currentText(), QStringLiteral("RTX 4080"));
}

TEST_F(ComparePageTest, PickingInAComboBoxUpdatesTheCards) {
    auto* hint = page.findChild<QLabel*>(QStringLiteral("compareHint"));
    ASSERT_NE(hint, nullptr);
    EXPECT_TRUE(page.cards().isEmpty());
    EXPECT_FALSE(hint->isHidden());

    auto* first = page.findChild<QComboBox*>(QStringLiteral("compareCard0"));
    auto* third = page.findChild<QComboBox*>(QStringLiteral("compareCard2"));
    ASSERT_NE(first, nullptr);
    ASSERT_NE(third, nullptr);
    EXPECT_EQ(first->count(), static_cast<int>(snapshot->gpus.size()) + 1); // "(none)" and every card
    first->setCurrentIndex(first->findText(rtx3080));
    EXPECT_EQ(page.cards(), QStringList({rtx3080}));
    EXPECT_FALSE(hint->isHidden());
    third->setCurrentIndex(third->findText(rtx4090));
    EXPECT_EQ(page.cards(), QStringList({rtx3080, rtx4090}));
    EXPECT_TRUE(hint->isHidden());
    EXPECT_EQ(page.table()->columnCount(), 2);
    EXPECT_EQ(page.table()->horizontalHeaderItem(1)->text(), rtx4090);

    first->setCurrentIndex(0); // "(none)"
    EXPECT_EQ(page.cards(), QStringList({rtx4090}));
    EXPECT_FALSE(hint->isHidden());
}

TEST_F(ComparePageTest, NewSnapshotKeepsThePickedCardsThatRemain) {
    page.setCards({rtx4090, rtx3080, rtx3090});
    CatalogSnapshot edited = *snapshot;
    std::erase_if(edited.gpus, [](const Gpu& card) { return card.name == "RTX 3080"; });
    edited.priceBook = PriceBook(edited.prices());
    page.setSnapshot(std::make_shared<const CatalogSnapshot>(std::move(edited)));
    EXPECT_EQ(page.cards(), QStringList({rtx4090, rtx3090}));
    EXPECT_EQ(page.table()->columnCount(), 2);
    auto* second = page.findChild<QComboBox*>(QStringLiteral("compareCard1"));
    EXPECT_EQ(second->currentText(), rtx3090);
    EXPECT_EQ(second->findText(rtx3080), -1);
}

TEST_F(ComparePageTest, UnknownReferenceCardLeavesPerformanceEmpty) {
    page.setCards({rtx4090, rtx3080});
    settings.referenceName = "No Such Card";
    page.setSettings(settings);
    EXPECT_EQ(cellText(QStringLiteral("performance.training16"), 0), QStringLiteral("\u2014"));
    EXPECT_FALSE(best(QStringLiteral("performance.training16"), 0));
    EXPECT_EQ(cellText(QStringLiteral("memory"), 0), QStringLiteral("24"));
}

TEST_F(ComparePageTest, SeveralGpusPerMachineScaleCostsAndPerformance) {
    page.setCards({rtx4090, rtx3080});
    settings.gpuCount = 2;
    page.setSettings(settings);
    EXPECT_GE(page.rowOf(QStringLiteral("cardsCost")), 0);
    EXPECT_EQ(cellText(QStringLiteral("cardsCost"), 0), QLocale().toString(cost(rtx4090).cardsUsd, 'f', 0));
    EXPECT_NEAR(page.chartValues().at(0).at(2), relative(rtx4090, Metric::Training16), 1e-9);
}

double colourDistance(const QColor& a, const QColor& b) {
    return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
}

TEST_F(ComparePageTest, CardsHaveTheirOwnColoursNotTheArchitectures) {
    // Four cards of one architecture: four clearly different colours, in the chart and as the
    // swatch of each column's header, none of them a colour the Charts page gives an architecture.
    const QStringList cards{rtx4090, QStringLiteral("RTX 4080"), QStringLiteral("RTX 4070 Ti"),
                            QStringLiteral("RTX 4060 Ti 16GB")};
    for (const QString& card : cards) {
        ASSERT_EQ(gpu(card).architecture, Architecture::Ada) << card.toStdString();
    }
    page.setCards(cards);
    ASSERT_EQ(page.cards(), cards);
    const auto* view = page.findChild<QChartView*>(QStringLiteral("compareChartView"));
    QList<QColor> colours;
    for (QAbstractSeries* series : view->chart()->series()) {
        for (QBarSet* set : static_cast<QAbstractBarSeries*>(series)->barSets()) {
            colours.prepend(set->color()); // the sets go in last-first
        }
    }
    ASSERT_EQ(colours.size(), 4);
    for (int card = 0; card < 4; ++card) {
        const QTableWidgetItem* header = page.table()->horizontalHeaderItem(card);
        // The row of colours under the names: each card's colour in the chart.
        EXPECT_EQ(header->text(), cards[card]);
        EXPECT_EQ(page.table()->item(page.rowOf(QStringLiteral("colour")), card)->background().color(),
                  colours[card])
            << card;
        for (Architecture architecture : allArchitectures) {
            EXPECT_GT(colourDistance(colours[card], architectureColor(architecture)), 60)
                << card << " looks like " << static_cast<int>(architecture);
        }
        for (int other = card + 1; other < 4; ++other) {
            EXPECT_GT(colourDistance(colours[card], colours[other]), 80) << card << " " << other;
        }
    }
}

TEST_F(ComparePageTest, BestValuesAreBoldStarredOnGreenInEveryRowThatHasABetter) {
    page.setCards({rtx4090, rtx3080, rtx3090});
    QTableWidget* table = page.table();
    ASSERT_EQ(table->columnCount(), 3);
    int rowsWithBest = 0;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QTableWidgetItem* header = table->verticalHeaderItem(row);
        const QString key = header->data(Qt::UserRole).toString();
        if (key.isEmpty()) {
            continue; // a section
        }
        const bool ordered = header->toolTip().startsWith(QStringLiteral("Higher is better")) ||
                             header->toolTip().startsWith(QStringLiteral("Lower is better"));
        bool anyValue = false;
        int marked = 0;
        for (int column = 0; column < 3; ++column) {
            const QTableWidgetItem* cell = table->item(row, column);
            anyValue = anyValue || cell->text() != QStringLiteral("—");
            const bool best = page.isMarkedBest(row, column);
            marked += best ? 1 : 0;
            // The mark: bold, on green, a star, and a tooltip saying what it means.
            EXPECT_EQ(cell->font().bold(), best) << key.toStdString() << " " << column;
            EXPECT_EQ(cell->background().color() == QColor(0xd5, 0xf0, 0xd5), best) << key.toStdString();
            EXPECT_EQ(cell->toolTip().startsWith(QStringLiteral("best of the compared cards")), best)
                << key.toStdString();
        }
        if (ordered && anyValue) {
            EXPECT_GE(marked, 1) << key.toStdString() << ": a row with a better has a best";
            ++rowsWithBest;
        }
        if (!ordered) {
            EXPECT_EQ(marked, 0) << key.toStdString() << ": no better, no best";
        }
    }
    EXPECT_GE(rowsWithBest, 15);
    for (const char* none : {"architecture", "releaseYear", "memoryType", "system", "priceDate"}) {
        for (int column = 0; column < 3; ++column) {
            EXPECT_FALSE(best(QString::fromLatin1(none), column)) << none;
        }
    }
    // Ties are all marked: the 4090 and the 3090 both have 24 GB.
    EXPECT_TRUE(best(QStringLiteral("memory"), 0));
    EXPECT_FALSE(best(QStringLiteral("memory"), 1));
    EXPECT_TRUE(best(QStringLiteral("memory"), 2));
    // Under the table, what the mark means.
    page.resize(1400, 850);
    page.show();
    QApplication::processEvents();
    // The star is drawn at the left of every best value, and only there.
    const auto starAt = [&](const QString& key, int column) {
        const int row = page.rowOf(key);
        table->scrollToItem(table->item(row, column));
        QApplication::processEvents();
        const QRect cell = table->visualItemRect(table->item(row, column));
        const QImage image = table->viewport()->grab(cell).toImage();
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < 16 && x < image.width(); ++x) {
                const QColor colour = image.pixelColor(x, y);
                if (colour.green() > colour.red() + 60 && colour.green() > colour.blue() + 60 &&
                    colour.green() < 140) {
                    return true; // the star's dark green
                }
            }
        }
        return false;
    };
    EXPECT_TRUE(starAt(QStringLiteral("memory"), 0));
    EXPECT_TRUE(starAt(QStringLiteral("bandwidth"), 0));
    EXPECT_FALSE(starAt(QStringLiteral("bandwidth"), 1));
    EXPECT_FALSE(starAt(QStringLiteral("architecture"), 0));
    auto* legend = page.findChild<QWidget*>(QStringLiteral("compareBestLegend"));
    ASSERT_NE(legend, nullptr);
    EXPECT_TRUE(legend->isVisible());
    EXPECT_TRUE(legend->toolTip().contains(QStringLiteral("best of the compared cards")))
        << legend->toolTip();
}

TEST_F(ComparePageTest, TheSupportRowsSayWhatCurrentSoftwareRunsWithTheReason) {
    // seed facts S1, S2, S7 as of 2026: Kepler unsupported, Pascal legacy, Ada current with FP8.
    settings.asOf = Date{std::chrono::year{2026}, std::chrono::month{11}, std::chrono::day{27}};
    page.setSettings(settings);
    page.setCards({QStringLiteral("Tesla K80"), QStringLiteral("GTX 1080 Ti"), rtx4090});
    EXPECT_EQ(cellText(QStringLiteral("softwareSupport"), 0),
              text::supportLevelLabel(SupportLevel::Unsupported));
    EXPECT_EQ(cellText(QStringLiteral("softwareSupport"), 1), text::supportLevelLabel(SupportLevel::Legacy));
    EXPECT_EQ(cellText(QStringLiteral("softwareSupport"), 2), text::supportLevelLabel(SupportLevel::Current));
    EXPECT_EQ(cellText(QStringLiteral("softwareFeatures"), 2), QStringLiteral("BF16, FP8 · FA2"));
    EXPECT_EQ(cellText(QStringLiteral("softwareFeatures"), 0),
              text::supportFeaturesShort(*cardSupport(gpu(QStringLiteral("Tesla K80")), settings.asOf).row));
    EXPECT_TRUE(cellText(QStringLiteral("softwareFeatures"), 0).endsWith(QStringLiteral("no FA")));
    const QTableWidgetItem* k80 = page.table()->item(page.rowOf(QStringLiteral("softwareSupport")), 0);
    ASSERT_NE(k80, nullptr);
    EXPECT_TRUE(k80->toolTip().contains(QStringLiteral("11.8"))) << k80->toolTip().toStdString();
    EXPECT_FALSE(best(QStringLiteral("softwareSupport"), 2)); // a text row marks no best
}

} // namespace
