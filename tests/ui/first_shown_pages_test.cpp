// Issue 36: the main window fills a page (catalog, compare, build, cloud, LLM planner, explainer)
// when it is first shown or asked for, not while the window opens. A page first opened after the
// catalog and the chart settings changed shows what a page given the new catalog and settings
// shows: real widgets on the offscreen platform over a real catalog in a temporary directory,
// changed by another program (a second connection to the same file).

#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/build/buildpage.h"
#include "gpuadvisor/ui/catalog/catalogpage.h"
#include "gpuadvisor/ui/catalog/gputablemodel.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/cloud/cloudpage.h"
#include "gpuadvisor/ui/compare/comparepage.h"
#include "gpuadvisor/ui/explainer/explainerpage.h"
#include "gpuadvisor/ui/llm/llmplannerpage.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include "llm/llmtables.h"
#include "tempdir.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <memory>

using namespace gpuadvisor;

namespace {

const std::string newCard = "RTX 4090 Lab Edition";

/// What a page shows, widget by widget in the order the page made them: labels' and buttons'
/// texts, check boxes, combo boxes (how many items, which one is picked), spin boxes, line edits
/// and the cells of tables.
QStringList shown(const QWidget& page) {
    QStringList lines;
    for (const QWidget* widget : page.findChildren<QWidget*>()) {
        const QString name = widget->objectName();
        if (const auto* label = qobject_cast<const QLabel*>(widget)) {
            lines << QStringLiteral("label %1: %2").arg(name, label->text());
        } else if (const auto* combo = qobject_cast<const QComboBox*>(widget)) {
            lines << QStringLiteral("combo %1: %2 items, %3")
                         .arg(name)
                         .arg(combo->count())
                         .arg(combo->currentText());
        } else if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(widget)) {
            lines << QStringLiteral("spin %1: %2").arg(name, spin->text());
        } else if (const auto* edit = qobject_cast<const QLineEdit*>(widget)) {
            lines << QStringLiteral("edit %1: %2").arg(name, edit->text());
        } else if (const auto* button = qobject_cast<const QAbstractButton*>(widget)) {
            lines << QStringLiteral("button %1: %2 %3 %4")
                         .arg(name, button->text())
                         .arg(button->isCheckable() && button->isChecked())
                         .arg(button->isEnabled());
        } else if (const auto* table = qobject_cast<const QTableWidget*>(widget)) {
            for (int row = 0; row < table->rowCount(); ++row) {
                for (int column = 0; column < table->columnCount(); ++column) {
                    const QTableWidgetItem* item = table->item(row, column);
                    lines << QStringLiteral("cell %1 %2 %3: %4")
                                 .arg(name)
                                 .arg(row)
                                 .arg(column)
                                 .arg(item != nullptr ? item->text() : QString());
                }
            }
        }
    }
    return lines;
}

class FirstShownPagesTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        window = std::make_unique<MainWindow>(std::make_unique<Catalog>(catalogPath()));
        window->resize(1400, 900);
        window->show();
        QApplication::processEvents();
        tabs = window->findChild<QTabWidget*>(QStringLiteral("pages"));
        ASSERT_NE(tabs, nullptr);
    }

    QString catalogPath() const { return path(QStringLiteral("catalog.sqlite")); }

    /// Another program adds a card with a price and prices a card anew; the window notices.
    void changeTheCatalogElsewhere() {
        Catalog other(catalogPath());
        Gpu card = other.findGpu("RTX 4090").value();
        card.name = newCard;
        card.memoryGb = 48;
        ASSERT_TRUE(other.importCsvText(formatCatalogCsv(std::vector<Gpu>{card})).ok());
        const Date day = window->chartsPage()->settings().asOf;
        const std::vector<PriceObservation> prices{{newCard, Condition::New, 2345, day, "test"},
                                                   {"RTX 3090", Condition::New, 654, day, "test"}};
        ASSERT_TRUE(other.importCsvText(formatCatalogCsv(prices)).ok());
        ASSERT_TRUE(window->checkForOutsideChanges());
    }

    /// The page on the tab, shown by clicking the tab as a user does (not through the window's
    /// accessor, which fills it too).
    template <typename Page> Page* openTab() {
        for (int index = 0; index < tabs->count(); ++index) {
            if (auto* page = qobject_cast<Page*>(tabs->widget(index))) {
                tabs->setCurrentIndex(index);
                QApplication::processEvents();
                return page;
            }
        }
        ADD_FAILURE() << "no such page";
        return nullptr;
    }

    ChartSettings settings() const { return window->chartsPage()->settings(); }

    std::unique_ptr<MainWindow> window;
    QTabWidget* tabs = nullptr;
};

TEST_F(FirstShownPagesTest, PagesFirstOpenedAfterAChangeShowTheNewCatalogAndSettings) {
    // The purchase context changes too: another workload, two GPUs per machine, two years of
    // ownership at half the time busy and $0.30 per kWh.
    PurchaseContext context = settings().context();
    context.workload = Workload::Cnn;
    context.gpuCount = 2;
    context.ownership.years = 2;
    context.ownership.utilization = 0.5;
    context.ownership.kwhPriceUsd = 0.3;
    window->setPurchaseContext(context);
    changeTheCatalogElsewhere();
    const std::shared_ptr<const CatalogSnapshot> snapshot = window->snapshot();
    ASSERT_NE(snapshot->find(newCard), nullptr);

    QUndoStack undoStack;
    CatalogPage catalogReference(window->catalog(), &undoStack);
    catalogReference.setSnapshot(snapshot);
    auto* catalog = openTab<CatalogPage>();
    ASSERT_NE(catalog, nullptr);
    EXPECT_EQ(catalog->model()->rowCount(), static_cast<int>(snapshot->gpus.size()));
    EXPECT_GE(catalog->model()->rowOf(QString::fromStdString(newCard)), 0);
    EXPECT_EQ(shown(*catalog), shown(catalogReference));

    BuildPage buildReference;
    buildReference.setSnapshot(snapshot);
    buildReference.setSettings(settings());
    auto* build = openTab<BuildPage>();
    ASSERT_NE(build, nullptr);
    EXPECT_GE(
        build->findChild<QComboBox*>(QStringLiteral("gpuCombo"))->findText(QString::fromStdString(newCard)),
        0);
    EXPECT_EQ(shown(*build), shown(buildReference));

    CloudPage cloudReference;
    cloudReference.setSnapshot(snapshot);
    cloudReference.setSettings(settings());
    auto* cloud = openTab<CloudPage>();
    ASSERT_NE(cloud, nullptr);
    EXPECT_EQ(cloud->ownershipCostUsd(), cloudReference.ownershipCostUsd());
    EXPECT_EQ(shown(*cloud), shown(cloudReference));

    LlmPlannerPage llmReference;
    llmReference.setSnapshot(snapshot);
    llmReference.setSettings(settings());
    auto* llm = openTab<LlmPlannerPage>();
    ASSERT_NE(llm, nullptr);
    ASSERT_EQ(llm->chartData().bars.size(), llmReference.chartData().bars.size());
    for (std::size_t bar = 0; bar < llm->chartData().bars.size(); ++bar) {
        EXPECT_EQ(llm->chartData().bars[bar].gpu->name, llmReference.chartData().bars[bar].gpu->name);
        EXPECT_EQ(llm->chartData().bars[bar].value, llmReference.chartData().bars[bar].value);
    }
    EXPECT_EQ(shown(*llm), shown(llmReference));

    ExplainerPage explainerReference;
    explainerReference.setSnapshot(snapshot);
    auto* explainer = openTab<ExplainerPage>();
    ASSERT_NE(explainer, nullptr);
    EXPECT_EQ(shown(*explainer), shown(explainerReference));
}

TEST_F(FirstShownPagesTest, CompareFirstOpenedForANewCardShowsItsNewPrice) {
    changeTheCatalogElsewhere();
    const QStringList cards{QString::fromStdString(newCard), QStringLiteral("RTX 3090")};
    ComparePage reference;
    reference.setSnapshot(window->snapshot());
    reference.setSettings(settings());
    reference.setCards(cards);

    // As "Compare selected" on the charts page opens it.
    emit window->chartsPage()->compareRequested(cards);
    auto* compare = qobject_cast<ComparePage*>(tabs->currentWidget());
    ASSERT_NE(compare, nullptr);
    EXPECT_EQ(compare->cards(), cards);
    EXPECT_EQ(shown(*compare), shown(reference));
    EXPECT_TRUE(shown(*compare).join(QLatin1Char('\n')).contains(QStringLiteral("654")));
}

TEST_F(FirstShownPagesTest, APageInUseFollowsLaterChangesAtOnce) {
    auto* llm = openTab<LlmPlannerPage>();
    ASSERT_NE(llm, nullptr);
    openTab<ChartsPage>();
    changeTheCatalogElsewhere();
    // Not shown again since, and it has the new card already.
    EXPECT_FALSE(llm->isVisible());
    EXPECT_GE(llm->findChild<QComboBox*>(QStringLiteral("llmBuildCardCombo"))
                  ->findData(QString::fromStdString(newCard)),
              0);
}

} // namespace
