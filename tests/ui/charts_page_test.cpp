// The charts page as a user drives it: real widgets under the offscreen platform, a real
// catalog (the shipped one in a temporary file).

#include "gpuadvisor/core/model/scaling.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/charts/chartview.h"
#include "gpuadvisor/ui/charts/performancechart.h"
#include "gpuadvisor/ui/charts/valueaxisstrip.h"
#include "gpuadvisor/ui/shell/contextbar.h"

#include "pagetest.h"
#include "qtprinters.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>
#include <QToolTip>

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <set>

using namespace gpuadvisor;

namespace {

class ChartsPageTest : public PageTest<ChartsPage> {
protected:
    void SetUp() override {
        PageTest::SetUp();
        page.resize(1400, 900);
        // The window's context line drives the page's prices, ownership, workload and GPU count.
        contextLine.setContext(page.settings().context());
        QObject::connect(&contextLine, &ContextBar::contextEdited, &page, &ChartsPage::setContext);
    }

    QStringList bars() const { return page.chart()->cardNames(); }
    template <typename T> T* lineChild(const char* name) const {
        T* found = contextLine.findChild<T*>(QString::fromLatin1(name));
        EXPECT_NE(found, nullptr) << name;
        return found;
    }

    ContextBar contextLine;
};

TEST_F(ChartsPageTest, ShowsEveryCardBestFirst) {
    const ChartData& data = page.chartData();
    // Every card but those current software no longer runs on (left out by default, named) and
    // those whose makers publish no FP32 rate (not rated, named).
    EXPECT_EQ(data.bars.size() + static_cast<std::size_t>(data.unsupportedCards.size()) +
                  static_cast<std::size_t>(data.unratedCards.size()),
              snapshot->gpus.size());
    EXPECT_TRUE(data.unratedCards.contains(QStringLiteral("Mac Studio M2 Ultra 76C 192GB")));
    EXPECT_TRUE(page.chart()->legendNote().contains(QStringLiteral("Mac Studio M2 Ultra 76C 192GB")));
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
    EXPECT_TRUE(page.chart()->titleText().contains(QStringLiteral("dollar")));
    EXPECT_EQ(child<QLabel>("chartTitle")->text(), page.chart()->titleText()); // over the scrolling bars

    // Apple publishes no power figure for the 2025 Mac Studio: its per-dollar bar counts no
    // electricity, and the caption says so (no other device is named for it).
    const QStringList noPower = page.chartData().noPowerFigureCards;
    EXPECT_TRUE(noPower.contains(QStringLiteral("Mac Studio M3 Ultra 60C 96GB")))
        << noPower.join(QLatin1Char(','));
    EXPECT_FALSE(noPower.contains(QStringLiteral("DGX Spark (GB10 128GB)")));
    EXPECT_FALSE(noPower.contains(QStringLiteral("RTX 3090")));
    for (const QString& name : noPower) {
        EXPECT_LE(snapshot->find(name.toStdString())->boardPowerWatts, 0) << name.toStdString();
    }
    EXPECT_TRUE(page.chart()->legendNote().contains(QStringLiteral("counts no electricity")));
    child<QCheckBox>("perDollarCheck")->setChecked(false);
    EXPECT_TRUE(page.chartData().noPowerFigureCards.isEmpty()); // performance has no cost in it
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

TEST_F(ChartsPageTest, TheContextLineChangesPerDollarValues) {
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
    lineChild<QDoubleSpinBox>("contextYearsSpin")->setValue(1);
    EXPECT_GT(value(QStringLiteral("RTX 4090")), fiveYears); // less electricity to pay for
    lineChild<QDoubleSpinBox>("contextKwhPriceSpin")->setValue(0.5);
    const double expensivePower = value(QStringLiteral("RTX 4090"));
    lineChild<QDoubleSpinBox>("contextKwhPriceSpin")->setValue(0.05);
    EXPECT_GT(value(QStringLiteral("RTX 4090")), expensivePower);
}

TEST_F(ChartsPageTest, UtilisationPresetsAreTheGuides) {
    // seed fact C5: choosing a preset of the context line sets the utilisation of the chart.
    auto* utilization = lineChild<QDoubleSpinBox>("contextUtilizationSpin");
    auto* presets = lineChild<QToolButton>("contextUtilizationPresets");
    ASSERT_NE(presets->menu(), nullptr);
    QAction* company =
        presets->menu()->findChild<QAction*>(QStringLiteral("utilizationPreset_company-cluster"));
    ASSERT_NE(company, nullptr);
    company->trigger();
    EXPECT_DOUBLE_EQ(utilization->value(), 60.0);
    EXPECT_DOUBLE_EQ(page.settings().ownership.utilization, 0.60);
    utilization->setValue(35);
    EXPECT_DOUBLE_EQ(page.settings().ownership.utilization, 0.35);
}

TEST_F(ChartsPageTest, OldPricesLeaveOutCardsNotYetSold) {
    child<QCheckBox>("perDollarCheck")->setChecked(true);
    lineChild<QDateEdit>("contextAsOfDate")->setDate(QDate(2023, 1, 30));
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
    lineChild<QSpinBox>("contextGpuCountSpin")->setValue(8);
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
        // "†" for the old price, then "‡" where the card runs legacy software only.
        EXPECT_EQ(page.chart()->barLabel(row).contains(QStringLiteral(" †")), expected) << bar.gpu->name;
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

namespace {

/// The charts page shown as a user sees it, with the chart's view, its scroll area and helpers
/// that turn a bar into a place on screen.
class ChartsPageShownTest : public ChartsPageTest {
protected:
    void SetUp() override {
        ChartsPageTest::SetUp();
        page.show();
        page.activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(&page));
        QApplication::processEvents();
        view = child<ChartView>("chartView");
        for (QWidget* parent = view->parentWidget(); parent != nullptr && scroll == nullptr;
             parent = parent->parentWidget()) {
            scroll = qobject_cast<QScrollArea*>(parent); // the one the bars scroll in
        }
        ASSERT_NE(scroll, nullptr);
    }
    void TearDown() override {
        QToolTip::hideText();
        ChartsPageTest::TearDown();
    }

    /// A point on the bar of `row`, in the view's viewport.
    QPoint onBar(int row) const {
        const QRectF band = page.chart()->mapRectToScene(page.chart()->rowBand(row));
        const QRectF plot = page.chart()->mapRectToScene(page.chart()->plotArea());
        return view->mapFromScene(QPointF(plot.left() + 3, band.center().y()));
    }

    ChartView* view = nullptr;
    QScrollArea* scroll = nullptr;
};

TEST_F(ChartsPageShownTest, TooltipStaysWhileThePointerRestsOnABar) {
    // Hovering the third bar shows its details; the tooltip request that follows when the
    // pointer rests (~0.7 s) must not hide them.
    QTest::mouseMove(view->viewport(), onBar(2));
    QTRY_VERIFY(QToolTip::isVisible());
    EXPECT_EQ(QToolTip::text(), page.chart()->toolTip(2));
    QTest::qWait(1500);
    EXPECT_TRUE(QToolTip::isVisible());
    EXPECT_EQ(QToolTip::text(), page.chart()->toolTip(2));
    // A few pixels further on the same bar: still there.
    QTest::mouseMove(view->viewport(), onBar(2) + QPoint(20, 1));
    QTest::qWait(1000);
    EXPECT_TRUE(QToolTip::isVisible());
}

TEST_F(ChartsPageShownTest, KeyboardMovesAHighlightedBarShowsItsDetailsAndSelectsIt) {
    PerformanceChart* chart = page.chart();
    EXPECT_EQ(view->focusPolicy(), Qt::StrongFocus);
    view->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(view->hasFocus());
    QLabel* details = view->detailsLabel();
    // Reached with Tab: the top bar, its details shown beside it.
    EXPECT_EQ(chart->keyboardRow(), 0);
    EXPECT_TRUE(details->isVisible());
    EXPECT_EQ(details->text(), chart->toolTip(0));

    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Down);
    EXPECT_EQ(chart->keyboardRow(), 2);
    EXPECT_EQ(details->text(), chart->toolTip(2));
    EXPECT_TRUE(details->isVisible());
    EXPECT_FALSE(details->visibleRegion().isEmpty());
    QTest::keyClick(view, Qt::Key_Up);
    QTest::keyClick(view, Qt::Key_Right); // Left and Right move too
    QTest::keyClick(view, Qt::Key_Left);
    EXPECT_EQ(chart->keyboardRow(), 1);

    // Space selects the bar as a click does, and the highlight stays on its card.
    const QString second = bars().at(1);
    QTest::keyClick(view, Qt::Key_Space);
    EXPECT_EQ(page.selectedCards(), QStringList{second});
    EXPECT_EQ(chart->cardNames().at(chart->keyboardRow()), second);
    EXPECT_EQ(details->text(), chart->toolTip(chart->keyboardRow()));

    // End goes to the last bar and scrolls it into view, details and all; Enter selects it.
    QTest::keyClick(view, Qt::Key_End);
    const int last = static_cast<int>(bars().size()) - 1;
    EXPECT_EQ(chart->keyboardRow(), last);
    EXPECT_GT(scroll->verticalScrollBar()->value(), 0);
    const QRect band = view->mapFromScene(chart->mapRectToScene(chart->rowBand(last))).boundingRect();
    EXPECT_TRUE(scroll->viewport()->rect().contains(view->mapTo(scroll->viewport(), band.center())));
    EXPECT_FALSE(details->visibleRegion().isEmpty());
    EXPECT_EQ(details->text(), chart->toolTip(last));
    QTest::keyClick(view, Qt::Key_Return);
    EXPECT_TRUE(page.selectedCards().contains(bars().at(last)));
    EXPECT_EQ(page.selectedCards().size(), 2);

    // Escape hides the details.
    QTest::keyClick(view, Qt::Key_Escape);
    EXPECT_FALSE(details->isVisible());
}

TEST_F(ChartsPageShownTest, LegendIsNeverCutWithAllCardsShown) {
    child<QCheckBox>("includeUnsupportedCheck")->setChecked(true); // every card, Fermi and Kepler too
    ASSERT_EQ(page.chartData().bars.size() + static_cast<std::size_t>(page.chartData().unratedCards.size()),
              snapshot->gpus.size());
    // One entry per NVIDIA generation and per other vendor's product line.
    std::set<QString> shown;
    for (const ChartBar& bar : page.chartData().bars) {
        shown.insert(legendGroupLabel(bar.gpu->architecture));
    }
    EXPECT_TRUE(shown.contains(QStringLiteral("AMD Radeon")));
    EXPECT_TRUE(shown.contains(QStringLiteral("Apple")));
    for (const QSize size : {QSize(1400, 900), QSize(1000, 900), QSize(800, 700)}) {
        page.resize(size);
        QApplication::processEvents();
        auto* legend = child<QLabel>("chartLegend");
        EXPECT_TRUE(legend->isVisible());
        EXPECT_FALSE(legend->visibleRegion().isEmpty());
        EXPECT_FALSE(page.chart()->legend()->isVisible()); // not in the scrolling chart
        const auto entries = page.chart()->legendEntries();
        ASSERT_EQ(entries.size(), static_cast<qsizetype>(shown.size()));
        // Every name whole: each entry fits a line, and the label has room for all its lines.
        const QString plain = legend->accessibleName();
        const QFontMetrics metrics(legend->font());
        for (const auto& [name, colour] : entries) {
            EXPECT_TRUE(plain.contains(name)) << name;
            EXPECT_TRUE(
                legend->text().contains(QString(name).replace(QLatin1Char(' '), QStringLiteral("&nbsp;"))))
                << name;
            EXPECT_LE(metrics.horizontalAdvance(QStringLiteral("■ ") + name), legend->contentsRect().width())
                << name;
        }
        EXPECT_GE(legend->height(), legend->heightForWidth(legend->width())) << size.width();
        // The legend wraps to the window rather than making it wider, and lies wholly inside it.
        EXPECT_EQ(page.width(), size.width());
        EXPECT_LE(legend->mapTo(&page, QPoint(legend->width(), 0)).x(), page.width()) << size.width();
        EXPECT_EQ(legend->visibleRegion().boundingRect(), legend->rect()) << size.width();
    }
}

TEST_F(ChartsPageShownTest, ValueAxisStaysInViewWhileTheBarsScroll) {
    auto* axis = child<ValueAxisStrip>("chartValueAxis");
    EXPECT_FALSE(scroll->isAncestorOf(axis));
    QScrollBar* bar = scroll->verticalScrollBar();
    ASSERT_GT(bar->maximum(), 0) << "every card should need scrolling at this height";
    PerformanceChart* chart = page.chart();
    for (const int value : {0, bar->maximum() / 2, bar->maximum()}) {
        bar->setValue(value);
        QApplication::processEvents();
        EXPECT_TRUE(axis->isVisible()) << value;
        // Whole, in the window.
        EXPECT_EQ(axis->visibleRegion().boundingRect(), axis->rect()) << value;
        EXPECT_EQ(axis->title(), page.chartData().valueTitle);
        // Its ticks line up with the plot: 0 at the plot's left edge, the axis end at its right.
        const auto ticks = axis->ticks();
        ASSERT_EQ(ticks.size(), chart->axisTickCount());
        const QRectF plot = chart->mapRectToScene(chart->plotArea());
        const int plotLeft = view->viewport()->mapTo(&page, view->mapFromScene(plot.topLeft())).x();
        const int plotRight = view->viewport()->mapTo(&page, view->mapFromScene(plot.topRight())).x();
        EXPECT_NEAR(axis->mapTo(&page, QPoint(static_cast<int>(ticks.first().second), 0)).x(), plotLeft, 1);
        EXPECT_NEAR(axis->mapTo(&page, QPoint(static_cast<int>(ticks.last().second), 0)).x(), plotRight, 1);
        EXPECT_DOUBLE_EQ(ticks.last().first, chart->axisEnd());
    }
    EXPECT_EQ(bar->value(), bar->maximum());
}

TEST_F(ChartsPageTest, CardsCurrentSoftwareNoLongerRunsAreLeftOutUntilTheSwitchIncludesThem) {
    // seed fact S1: CUDA 12 (December 2022) dropped Kepler; the page's prices are of 2024-01-01.
    const ChartData& data = page.chartData();
    EXPECT_FALSE(bars().contains(QStringLiteral("Tesla K80")));
    EXPECT_FALSE(bars().contains(QStringLiteral("GTX 580")));
    EXPECT_TRUE(data.unsupportedCards.contains(QStringLiteral("Tesla K80")));
    EXPECT_TRUE(page.chart()->legendNote().contains(QStringLiteral("Tesla K80")))
        << page.chart()->legendNote().toStdString();
    EXPECT_EQ(data.bars.size() + static_cast<std::size_t>(data.unsupportedCards.size()) +
                  static_cast<std::size_t>(data.unratedCards.size()),
              snapshot->gpus.size());

    auto* include = child<QCheckBox>("includeUnsupportedCheck");
    ASSERT_NE(include, nullptr);
    EXPECT_FALSE(include->isChecked());
    include->setChecked(true);
    EXPECT_TRUE(page.settings().includeUnsupported);
    EXPECT_TRUE(bars().contains(QStringLiteral("Tesla K80")));
    EXPECT_TRUE(page.chartData().unsupportedCards.isEmpty());
    const auto k80 = std::find_if(page.chartData().bars.begin(), page.chartData().bars.end(),
                                  [](const ChartBar& bar) { return bar.gpu->name == "Tesla K80"; });
    ASSERT_NE(k80, page.chartData().bars.end());
    EXPECT_TRUE(k80->software.unsupported());
    EXPECT_TRUE(page.chart()->legendNote().contains(QStringLiteral("⊘")));
    include->setChecked(false);
    EXPECT_FALSE(bars().contains(QStringLiteral("Tesla K80")));
}

TEST_F(ChartsPageTest, LegacyCardsAreMarkedOnTheirBarWhenTheirSoftwareIsOld) {
    // seed facts S2, S3: from August 2025 Pascal runs only the CUDA 12 line.
    settings.asOf = Date{std::chrono::year{2026}, std::chrono::month{1}, std::chrono::day{1}};
    page.applySettings(settings);
    const int row = static_cast<int>(bars().indexOf(QStringLiteral("GTX 1080 Ti")));
    ASSERT_GE(row, 0);
    EXPECT_TRUE(page.chart()->barLabel(row).endsWith(QStringLiteral(" ‡")))
        << page.chart()->barLabel(row).toStdString();
    EXPECT_TRUE(page.chart()->legendNote().contains(QStringLiteral("‡")));
    EXPECT_TRUE(page.chart()->toolTip(row).contains(QStringLiteral("12.9")))
        << page.chart()->toolTip(row).toStdString();
    const int current = static_cast<int>(bars().indexOf(QStringLiteral("RTX 3090")));
    ASSERT_GE(current, 0);
    EXPECT_FALSE(page.chart()->barLabel(current).contains(QStringLiteral("‡")));
    // On the 2023 guide's day the same card was current.
    settings.asOf = Date{std::chrono::year{2023}, std::chrono::month{1}, std::chrono::day{30}};
    page.applySettings(settings);
    const int then = static_cast<int>(bars().indexOf(QStringLiteral("GTX 1080 Ti")));
    ASSERT_GE(then, 0);
    EXPECT_FALSE(page.chart()->barLabel(then).contains(QStringLiteral("‡")));
}

} // namespace
