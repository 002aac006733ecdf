// Issue 20, case 2: the desktop app open on a catalog while another program changes it (the real
// gpu-advisor-cli importing a CSV file, or a second Catalog on the same file). An edit in the app
// writes only the cell edited and never overwrites what the other program wrote; an edit of a
// value the other program changed is refused, said so and the catalog shown again; and the window
// notices outside changes by itself and reloads.

#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/catalog/catalogpage.h"
#include "gpuadvisor/ui/catalog/gputablemodel.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include "../cli/clirunner.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QLineEdit>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <memory>

using namespace gpuadvisor;

namespace {

class OutsideChangesTest : public ProgramTest {
protected:
    QString program() const override { return cliProgram(); }

    void SetUp() override {
        ProgramTest::SetUp();
        window = std::make_unique<MainWindow>(std::make_unique<Catalog>(catalogPath()));
    }
    void TearDown() override { window.reset(); }

    /// The other program: a connection of its own to the same file, as the command line has.
    Catalog& other() {
        if (!m_other) {
            m_other = std::make_unique<Catalog>(catalogPath());
        }
        return *m_other;
    }

    /// The card as stored in the file now.
    Gpu stored(std::string_view name) { return other().findGpu(name).value_or(Gpu{}); }

    /// `gpu-advisor-cli catalog import` of the card's row with these changes, as a user would run it.
    void importWithTheCli(Gpu gpu) {
        writeFile(QStringLiteral("changed.csv"),
                  QByteArray::fromStdString(formatCatalogCsv(std::vector<Gpu>{gpu})));
        const RunResult result =
            run({QStringLiteral("catalog"), QStringLiteral("import"), path(QStringLiteral("changed.csv"))});
        ASSERT_EQ(result.exitCode, 0) << result.err;
    }

    QTableView* table() const { return window->catalogPage()->table(); }
    QAbstractItemModel* view() const { return table()->model(); }

    /// The view's index of a card's cell.
    QModelIndex cell(const char* card, int column) const {
        for (int row = 0; row < view()->rowCount(); ++row) {
            const QModelIndex index = view()->index(row, column);
            if (index.data(GpuTableModel::CardNameRole).toString() == QLatin1String(card)) {
                return index;
            }
        }
        ADD_FAILURE() << card << " is not in the table";
        return {};
    }
    /// What the cell's editor starts with: the value the table shows, unrounded.
    QString shown(const char* card, int column) const {
        return cell(card, column).data(Qt::EditRole).toString();
    }
    /// Whether the cell comes to show `value` within `milliseconds`, events processed meanwhile.
    bool comesToShow(const char* card, int column, const QString& value, int milliseconds = 1000) const {
        return QTest::qWaitFor([&] { return shown(card, column) == value; }, milliseconds);
    }

    std::unique_ptr<MainWindow> window;

private:
    std::unique_ptr<Catalog> m_other;
};

TEST_F(OutsideChangesTest, EditingAnotherCellKeepsWhatTheCliImportWrote) {
    Gpu imported = stored("RTX 3090");
    imported.vendor = "Acme";
    imported.bandwidthGBps = 999;
    importWithTheCli(imported); // while the window shows the card as it was

    EXPECT_TRUE(view()->setData(cell("RTX 3090", GpuTableModel::SmColumn), QStringLiteral("84")));

    const Gpu after = stored("RTX 3090");
    EXPECT_EQ(after.smCount, 84);
    EXPECT_EQ(after.vendor, "Acme");
    EXPECT_EQ(after.bandwidthGBps, 999);
}

TEST_F(OutsideChangesTest, EditingACellAnotherProgramChangedIsRefusedSaidAndReloaded) {
    Gpu imported = stored("RTX 3090");
    imported.bandwidthGBps = 999;
    importWithTheCli(imported);
    ASSERT_EQ(shown("RTX 3090", GpuTableModel::BandwidthColumn), QStringLiteral("936"));

    EXPECT_FALSE(view()->setData(cell("RTX 3090", GpuTableModel::BandwidthColumn), QStringLiteral("940")));

    EXPECT_EQ(stored("RTX 3090").bandwidthGBps, 999);
    EXPECT_EQ(window->undoStack()->count(), 0);
    const QString message = window->catalogPage()->message();
    for (const char* words : {"Another program", "RTX 3090", "936", "999", "Nothing was overwritten"}) {
        EXPECT_TRUE(message.contains(QLatin1String(words))) << message;
    }
    // Shown again once the edit has ended.
    EXPECT_TRUE(comesToShow("RTX 3090", GpuTableModel::BandwidthColumn, QStringLiteral("999")));
}

TEST_F(OutsideChangesTest, AnUndoAfterAnOutsideChangeIsRefused) {
    ASSERT_TRUE(view()->setData(cell("RTX 3090", GpuTableModel::BandwidthColumn), QStringLiteral("940")));
    ASSERT_EQ(window->undoStack()->count(), 1);
    Gpu theirs = stored("RTX 3090");
    theirs.bandwidthGBps = 999;
    other().upsertGpu(theirs);

    window->undoStack()->undo();

    EXPECT_EQ(stored("RTX 3090").bandwidthGBps, 999);
    EXPECT_EQ(window->undoStack()->count(), 0); // the refused command is dropped
    EXPECT_TRUE(window->catalogPage()->message().contains(QLatin1String("999")))
        << window->catalogPage()->message();
    EXPECT_TRUE(comesToShow("RTX 3090", GpuTableModel::BandwidthColumn, QStringLiteral("999")));
}

TEST_F(OutsideChangesTest, APriceTypedOverOneAnotherProgramChangedIsRefused) {
    const std::size_t pricesBefore = other().pricesFor("RTX 3080").size();
    other().addPrice({"RTX 3080", Condition::Used, 299, todayUtc(), "eBay"});

    EXPECT_FALSE(view()->setData(cell("RTX 3080", GpuTableModel::UsedPriceColumn), QStringLiteral("320")));

    const std::vector<PriceObservation> prices = other().pricesFor("RTX 3080");
    EXPECT_EQ(prices.size(), pricesBefore + 1); // theirs, not the typed one
    EXPECT_TRUE(std::none_of(prices.begin(), prices.end(), [](const PriceObservation& price) {
        return price.source == GpuTableModel::editedPriceSource().toStdString();
    }));
    const QString message = window->catalogPage()->message();
    EXPECT_TRUE(message.contains(QLatin1String("used price of RTX 3080"))) << message;
    EXPECT_TRUE(comesToShow("RTX 3080", GpuTableModel::UsedPriceColumn, QStringLiteral("299")));
}

TEST_F(OutsideChangesTest, TheWindowNoticesAnOutsideChangeByItself) {
    Gpu imported = stored("RTX 3090");
    imported.bandwidthGBps = 999;
    importWithTheCli(imported);
    EXPECT_EQ(shown("RTX 3090", GpuTableModel::BandwidthColumn), QStringLiteral("936"));

    // The timer's check, without being asked.
    EXPECT_TRUE(comesToShow("RTX 3090", GpuTableModel::BandwidthColumn, QStringLiteral("999"),
                            3 * MainWindow::outsideChangeCheckMilliseconds));
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(QLatin1String("another program")))
        << window->statusBar()->currentMessage();
    EXPECT_FALSE(window->checkForOutsideChanges()); // nothing new since
}

TEST_F(OutsideChangesTest, NoReloadUnderTheUsersTypingButRightAfter) {
    window->show();
    window->findChild<QTabWidget*>(QStringLiteral("pages"))->setCurrentWidget(window->catalogPage());
    const QModelIndex power = cell("RTX 4090", GpuTableModel::BoardPowerColumn);
    table()->setCurrentIndex(power);
    table()->edit(power);
    auto* editor = table()->viewport()->findChild<QLineEdit*>();
    ASSERT_NE(editor, nullptr);
    editor->setText(QStringLiteral("460"));

    Gpu imported = stored("RTX 3090");
    imported.bandwidthGBps = 999;
    other().upsertGpu(imported);
    EXPECT_FALSE(window->checkForOutsideChanges());
    EXPECT_EQ(shown("RTX 3090", GpuTableModel::BandwidthColumn), QStringLiteral("936"));
    EXPECT_EQ(editor->text(), QStringLiteral("460"));

    QTest::keyClick(editor, Qt::Key_Return); // the edit ends and is written
    QApplication::processEvents();
    EXPECT_EQ(stored("RTX 4090").boardPowerWatts, 460);
    EXPECT_TRUE(comesToShow("RTX 3090", GpuTableModel::BandwidthColumn, QStringLiteral("999")));
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(QLatin1String("another program")))
        << window->statusBar()->currentMessage();
}

} // namespace
