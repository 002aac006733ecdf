// One purchase context (issue 30): the real main window, its context line changed once, and every
// page (Charts, Compare, Build, Cloud, LLM Planner, the wizard's result) giving the same card the
// same price and the same cost of ownership; the wizard's hand-offs changing the context visibly.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/ui/build/buildpage.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/cloud/cloudpage.h"
#include "gpuadvisor/ui/compare/comparepage.h"
#include "gpuadvisor/ui/llm/llmplannerpage.h"
#include "gpuadvisor/ui/shell/contextbar.h"
#include "gpuadvisor/ui/shell/mainwindow.h"
#include "gpuadvisor/ui/wizard/advisorwizard.h"

#include "bothlanguages.h"
#include "qtprinters.h"
#include "shippedcatalogfile.h"
#include "tempdir.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>

#include <gtest/gtest.h>

#include <memory>

using namespace gpuadvisor;

namespace {

class PurchaseContextTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        window = std::make_unique<MainWindow>(std::make_unique<Catalog>(
            gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite")))));
        window->resize(1280, 860);
    }

    template <typename T> T* line(const char* name) const {
        T* found = window->contextBar()->findChild<T*>(QString::fromLatin1(name));
        EXPECT_NE(found, nullptr) << name;
        return found;
    }

    /// Sets a combo box of the context line to the item with that data, as a user picks it.
    void choose(const char* name, int data) const {
        QComboBox* combo = line<QComboBox>(name);
        combo->setCurrentIndex(combo->findData(data));
    }

    /// The wizard over the window, answered as an individual training Transformers on `budgetUsd`,
    /// on its result page.
    AdvisorWizard* adviseIndividual(int budgetUsd) const {
        AdvisorWizard* wizard = window->openAdvisor();
        const auto answer = [wizard](bool yes) {
            wizard->currentPage()
                ->findChild<QRadioButton*>(yes ? QStringLiteral("yesButton") : QStringLiteral("noButton"))
                ->click();
            wizard->next();
        };
        answer(false); // not an organisation
        answer(true);  // trains
        answer(true);  // Transformers
        EXPECT_EQ(wizard->currentId(), AdvisorWizard::BudgetPage);
        wizard->page(AdvisorWizard::BudgetPage)
            ->findChild<QSpinBox*>(QStringLiteral("budgetSpin"))
            ->setValue(budgetUsd);
        for (int step = 0; step < 10 && wizard->currentId() != AdvisorWizard::ResultPage; ++step) {
            wizard->next();
        }
        EXPECT_EQ(wizard->currentId(), AdvisorWizard::ResultPage);
        return wizard;
    }

    /// The compare table's cell of the row `key` in the card's column.
    QString compareCell(const QString& key, const QString& card) const {
        const ComparePage* compare = window->comparePage();
        const int row = compare->rowOf(key);
        const int column = static_cast<int>(compare->cards().indexOf(card));
        EXPECT_GE(row, 0) << key.toStdString();
        EXPECT_GE(column, 0) << card.toStdString();
        const QTableWidgetItem* item = compare->table()->item(row, column);
        return item != nullptr ? item->text() : QString();
    }

    std::unique_ptr<MainWindow> window;
};

/// Whole units, as the compare page writes money in its table.
QString whole(double usd) {
    return QLocale().toString(text::toDisplay(usd), 'f', 0);
}

TEST_F(PurchaseContextTest, OneChangeOfTheContextLineGivesACardOnePriceAndOneCostOnEveryPage) {
    // The context, changed once on its line: used prices as of a day, three years, 30 cents a
    // kWh, busy 40 % of the time.
    line<QDateEdit>("contextAsOfDate")->setDate(QDate(2024, 6, 1));
    choose("contextConditionCombo", static_cast<int>(Condition::Used));
    line<QDoubleSpinBox>("contextYearsSpin")->setValue(3);
    line<QDoubleSpinBox>("contextKwhPriceSpin")->setValue(0.3);
    line<QDoubleSpinBox>("contextUtilizationSpin")->setValue(40);
    const PurchaseContext context = window->purchaseContext();
    ASSERT_EQ(context.condition, Condition::Used);
    ASSERT_DOUBLE_EQ(context.ownership.years, 3);
    ASSERT_DOUBLE_EQ(context.ownership.kwhPriceUsd, 0.3);
    ASSERT_DOUBLE_EQ(context.ownership.utilization, 0.4);
    EXPECT_TRUE(window->contextBar()->markedControls().isEmpty()) << "the user's own edit is not marked";

    // The wizard ranks new and used cards: its best used card of the context's GPU count is the
    // card every page must agree on.
    AdvisorWizard* wizard = adviseIndividual(2500);
    const Recommendation advice = wizard->recommendation();
    const PickCandidate* card = nullptr;
    for (const PickCandidate& candidate : advice.pick.candidates) {
        if (candidate.condition() == context.condition && candidate.cost.gpuCount == context.gpuCount) {
            card = &candidate;
            break;
        }
    }
    ASSERT_NE(card, nullptr) << "the wizard ranks no used card";
    const QString name = QString::fromStdString(card->gpu->name);
    const double price = card->price->priceUsd;
    const double total = card->cost.totalUsd();
    ASSERT_GT(price, 0);
    // The wizard's own words carry the price (its table lists the pick and two alternatives).
    EXPECT_DOUBLE_EQ(advice.ownership.utilization, 0.4);
    EXPECT_DOUBLE_EQ(advice.ownership.years, 3);

    // Charts, per dollar: the card's bar is priced and costed the same.
    window->chartsPage()->findChild<QCheckBox*>(QStringLiteral("perDollarCheck"))->setChecked(true);
    const ChartBar* bar = nullptr;
    for (const ChartBar& candidate : window->chartsPage()->chartData().bars) {
        if (candidate.gpu->name == card->gpu->name) {
            bar = &candidate;
        }
    }
    ASSERT_NE(bar, nullptr) << name.toStdString() << " is not charted";
    ASSERT_NE(bar->price, nullptr);
    ASSERT_TRUE(bar->cost.has_value());
    EXPECT_DOUBLE_EQ(bar->price->priceUsd, price);
    EXPECT_NEAR(bar->cost->totalUsd(), total, 1e-6);

    // Compare: the table's price and total cost of ownership.
    window->compareCards({name, QStringLiteral("RTX 4090")});
    EXPECT_EQ(compareCell(QStringLiteral("price"), name), whole(price));
    EXPECT_EQ(compareCell(QStringLiteral("total"), name), whole(total));

    // Build: the same card, as many as the context's machine holds.
    BuildPage* build = window->buildPage();
    ASSERT_TRUE(build->addGpu(name, context.gpuCount));
    ASSERT_TRUE(build->summary().has_value());
    EXPECT_EQ(build->priceCondition(), Condition::Used);
    EXPECT_DOUBLE_EQ(build->summary()->cardsUsd, price * context.gpuCount);
    EXPECT_NEAR(build->summary()->totalUsd(), total, 1e-6);
    EXPECT_TRUE(
        build->findChild<QLabel*>(QStringLiteral("summaryLabel"))->text().contains(text::money(total, 0)));

    // Cloud vs desktop: the desktop of that card, owned for the context's years.
    CloudPage* cloud = window->cloudPage();
    cloud->setDesktopCard(name, context.gpuCount);
    EXPECT_NEAR(cloud->ownershipCostUsd(), total, 1e-6);
    EXPECT_TRUE(
        cloud->findChild<QLabel*>(QStringLiteral("totalsLabel"))->text().contains(text::money(total, 0)));

    // LLM Planner: a small model on the card, owned over the same years.
    LlmPlannerPage* llm = window->llmPlannerPage();
    const auto pick = [llm](const char* comboName, const QVariant& data) {
        auto* combo = llm->findChild<QComboBox*>(QString::fromLatin1(comboName));
        ASSERT_NE(combo, nullptr) << comboName;
        ASSERT_GE(combo->findData(data), 0) << comboName;
        combo->setCurrentIndex(combo->findData(data));
    };
    pick("llmModelCombo", QStringLiteral("llama3.2-1b"));
    pick("llmBuildCardCombo", name);
    llm->findChild<QSpinBox*>(QStringLiteral("llmBuildCountSpin"))->setValue(context.gpuCount);
    const QString owned = llm->findChild<QLabel*>(QStringLiteral("llmOwnedCostLabel"))->text();
    EXPECT_TRUE(owned.contains(text::money(total, 0))) << owned.toStdString();

    // Electricity alone agrees between the build and the wizard (the issue's $517 against $750).
    EXPECT_NEAR(build->summary()->electricityUsd, card->cost.electricityUsd, 1e-6);
}

TEST_F(PurchaseContextTest, OpenInCompareFromTheWizardShowsTheUsedPicksPrice) {
    // issue 30: "Open in Compare" switched the wizard's used RTX 3090 to its new price.
    line<QDateEdit>("contextAsOfDate")->setDate(QDate(2023, 1, 30));
    ASSERT_EQ(window->purchaseContext().condition, Condition::New);
    AdvisorWizard* wizard = adviseIndividual(2500);
    const Recommendation advice = wizard->recommendation();
    ASSERT_FALSE(advice.pick.candidates.empty());
    const PickCandidate& best = advice.pick.candidates.front();
    ASSERT_EQ(best.condition(), Condition::Used) << "the shipped catalog's pick is a used card";
    const QString name = QString::fromStdString(best.gpu->name);

    auto* open =
        wizard->page(AdvisorWizard::ResultPage)->findChild<QPushButton*>(QStringLiteral("compareButton"));
    ASSERT_NE(open, nullptr);
    ASSERT_TRUE(open->isEnabled());
    open->click();

    auto* tabs = window->findChild<QTabWidget*>(QStringLiteral("pages"));
    EXPECT_EQ(tabs->currentWidget(), window->comparePage());
    EXPECT_EQ(compareCell(QStringLiteral("price"), name), whole(best.price->priceUsd));
    const QString priceRow = window->comparePage()
                                 ->table()
                                 ->verticalHeaderItem(window->comparePage()->rowOf(QStringLiteral("price")))
                                 ->text();
    EXPECT_TRUE(priceRow.contains(QStringLiteral("used"))) << priceRow.toStdString();
    // Visibly, not silently: the context line shows used prices, marked, and the status bar says why.
    EXPECT_EQ(window->purchaseContext().condition, Condition::Used);
    EXPECT_EQ(line<QComboBox>("contextConditionCombo")->currentData().toInt(),
              static_cast<int>(Condition::Used));
    EXPECT_TRUE(window->contextBar()->markedControls().contains(QStringLiteral("contextConditionCombo")));
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(name))
        << window->statusBar()->currentMessage().toStdString();
    // Every other page agrees at once.
    EXPECT_EQ(window->chartsPage()->settings().condition, Condition::Used);
    EXPECT_EQ(window->buildPage()->priceCondition(), Condition::Used);

    // The user's next edit of the line clears the mark.
    line<QDoubleSpinBox>("contextYearsSpin")->setValue(4);
    EXPECT_TRUE(window->contextBar()->markedControls().isEmpty());
}

TEST_F(PurchaseContextTest, TheContextSurvivesALanguageSwitchAndIsRemembered) {
    choose("contextConditionCombo", static_cast<int>(Condition::Used));
    choose("contextWorkloadCombo", static_cast<int>(Workload::Cnn));
    line<QSpinBox>("contextGpuCountSpin")->setValue(4);
    window->rebuild();
    EXPECT_EQ(window->purchaseContext().condition, Condition::Used);
    EXPECT_EQ(window->purchaseContext().workload, Workload::Cnn);
    EXPECT_EQ(window->purchaseContext().gpuCount, 4);
    EXPECT_EQ(line<QSpinBox>("contextGpuCountSpin")->value(), 4);
    EXPECT_EQ(window->chartsPage()->settings().gpuCount, 4);
    // Compare labels its 4-GPU estimates apart from its one-GPU measurements (issue 30).
    window->compareCards({QStringLiteral("RTX 4090"), QStringLiteral("A100 SXM4 80GB")});
    const ComparePage* compare = window->comparePage();
    const QString estimate =
        compare->table()
            ->verticalHeaderItem(compare->rowOf(QStringLiteral("performance.training16")))
            ->text();
    EXPECT_TRUE(estimate.contains(QStringLiteral("4 GPUs"))) << estimate.toStdString();
    const int measuredRow = compare->rowOf(QStringLiteral("measured.inference8"));
    ASSERT_GE(measuredRow, 0);
    EXPECT_TRUE(
        compare->table()->verticalHeaderItem(measuredRow)->text().contains(QStringLiteral("one GPU")));
}

class ContextLineTest : public BothLanguagesTest {};

TEST_P(ContextLineTest, FitsInOneLineAt1024PixelsAndIsSeenOnEveryPage) {
    MainWindow window(std::make_unique<Catalog>(
        gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite")))));
    window.resize(1024, 700);
    window.show();
    QApplication::processEvents();
    ContextBar* bar = window.contextBar();
    ASSERT_NE(bar, nullptr);
    EXPECT_LE(bar->sizeHint().width(), 1024) << GetParam();
    EXPECT_LE(bar->height(), 2 * bar->fontMetrics().height() + 16) << GetParam() << ": a thin line";
    // Every control and label whole, inside the line, none over another.
    QList<QRect> taken;
    for (QWidget* child : bar->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly)) {
        if (!child->isVisibleTo(bar)) {
            continue;
        }
        const QRect where = child->geometry();
        EXPECT_TRUE(bar->rect().contains(where))
            << GetParam() << ": " << child->objectName().toStdString() << " leaves the line";
        EXPECT_GE(where.width(), child->minimumSizeHint().width())
            << GetParam() << ": " << child->objectName().toStdString() << " is squeezed";
        if (const auto* label = qobject_cast<QLabel*>(child)) {
            EXPECT_GE(where.width(), label->sizeHint().width())
                << GetParam() << ": " << label->text().toStdString();
        }
        for (const QRect& other : std::as_const(taken)) {
            EXPECT_FALSE(where.intersects(other)) << GetParam() << ": " << child->objectName().toStdString();
        }
        taken << where;
    }
    // Above the page tabs: in view whichever page is open.
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("pages"));
    ASSERT_NE(tabs, nullptr);
    for (int index = 0; index < tabs->count(); ++index) {
        tabs->setCurrentIndex(index);
        EXPECT_TRUE(bar->isVisible());
        EXPECT_LE(bar->mapTo(&window, QPoint(0, bar->height())).y(), tabs->mapTo(&window, QPoint(0, 0)).y());
    }
    tabs->setCurrentIndex(0);

    // Not a check: with GPUADVISOR_SCREENSHOT_DIR set, saves the window as context_<language>.png.
    const QString directory = qEnvironmentVariable("GPUADVISOR_SCREENSHOT_DIR");
    if (!directory.isEmpty()) {
        // A hand-off's mark, as a user sees it after "Open in Compare" of a used pick.
        PurchaseContext used = window.purchaseContext();
        used.condition = Condition::Used;
        window.setPurchaseContext(
            used, MainWindow::tr("Set for the wizard's pick, %1: %2. Every page now uses them.")
                      .arg(QStringLiteral("RTX 3090"), MainWindow::tr("used prices")));
        QApplication::processEvents();
        const QString language = QString::fromLatin1(GetParam()) == QLatin1String("en")
                                     ? QStringLiteral("en")
                                     : QStringLiteral("zh");
        EXPECT_TRUE(
            window.grab().save(QDir(directory).filePath(QStringLiteral("context_%1.png").arg(language))));
    }
}

INSTANTIATE_TEST_SUITE_P(BothLanguages, ContextLineTest, ::testing::Values("en", "zh_CN"));

} // namespace
