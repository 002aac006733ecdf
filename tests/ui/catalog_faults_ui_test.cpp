// The desktop app facing a catalog in trouble (issue "Reliability"): the dialog of each fault,
// what its buttons do, and a read-only catalog's disabled editing.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/build/buildpage.h"
#include "gpuadvisor/ui/catalog/catalogpage.h"
#include "gpuadvisor/ui/shell/catalogopener.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include "rawsqlite.h"
#include "tempdir.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <deque>

using namespace gpuadvisor;

namespace {

/// Answers the message boxes that open while it lives, in order: each step names the dialog
/// it expects (objectName) and the button to click (objectName, or a standard button's).
class DialogScript {
public:
    struct Step {
        QString dialog;
        QString button; ///< objectName; empty: the box's Ok or Cancel button.
        QMessageBox::StandardButton standard = QMessageBox::NoButton;
        std::function<void()> before; ///< Runs just before the click.
    };
    /// Click the button named `button` in the dialog named `dialog`.
    static Step click(const QString& dialog, const QString& button, std::function<void()> before = {}) {
        return {dialog, button, QMessageBox::NoButton, std::move(before)};
    }
    /// Press the standard button of the dialog named `dialog`.
    static Step press(const QString& dialog, QMessageBox::StandardButton standard) {
        return {dialog, {}, standard, {}};
    }

    explicit DialogScript(std::deque<Step> steps)
        : m_steps(std::move(steps)) {
        QObject::connect(&m_timer, &QTimer::timeout, [this] { answer(); });
        m_timer.start(10);
    }

    struct Seen {
        QString dialog;
        QString text;
        QString informativeText;
    };
    std::vector<Seen> seen;
    bool finished() const { return m_steps.empty(); }

private:
    void answer() {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box == nullptr || !box->isVisible() || m_steps.empty()) {
            return;
        }
        const Step step = m_steps.front();
        m_steps.pop_front();
        seen.push_back({box->objectName(), box->text(), box->informativeText()});
        EXPECT_EQ(box->objectName(), step.dialog);
        if (step.before) {
            step.before();
        }
        QAbstractButton* button = step.standard != QMessageBox::NoButton
                                      ? box->button(step.standard)
                                      : box->findChild<QAbstractButton*>(step.button);
        EXPECT_NE(button, nullptr) << step.button.toStdString();
        if (button != nullptr) {
            button->click();
        } else {
            box->reject();
        }
    }

    std::deque<Step> m_steps;
    QTimer m_timer;
};

class CatalogFaultsUiTest : public TempDirTest {
protected:
    QString catalogPath() const { return path(QStringLiteral("catalog.sqlite")); }
};

} // namespace

TEST_F(CatalogFaultsUiTest, DamagedCatalogIsRecoveredWhenTheUserAgrees) {
    {
        Catalog catalog(catalogPath());
        SavedBuild build;
        build.name = "Lab box";
        build.gpus = {SavedBuildGpu{"RTX 4090", 2, std::nullopt, std::nullopt, std::nullopt}};
        catalog.saveBuild(build);
    }
    QFile file(catalogPath());
    ASSERT_TRUE(file.resize(file.size() / 2)); // truncated: the builds table's page survives

    DialogScript script(
        {DialogScript::click(QStringLiteral("catalogProblemDialog"), QStringLiteral("recoverButton")),
         DialogScript::press(QStringLiteral("catalogRecoveredDialog"), QMessageBox::Ok)});
    std::unique_ptr<Catalog> catalog = openCatalogForUser(catalogPath(), nullptr);
    ASSERT_TRUE(catalog);
    EXPECT_TRUE(script.finished());
    ASSERT_EQ(script.seen.size(), 2u);
    EXPECT_EQ(script.seen[0].text, QStringLiteral("The catalog file is damaged."));
    EXPECT_TRUE(script.seen[1].informativeText.contains(QStringLiteral(".damaged-")))
        << script.seen[1].informativeText.toStdString();
    EXPECT_TRUE(script.seen[1].informativeText.contains(QStringLiteral("saved builds 1")))
        << script.seen[1].informativeText.toStdString();
    EXPECT_FALSE(catalog->isReadOnly());
    EXPECT_TRUE(catalog->loadBuild("Lab box"));
    EXPECT_GT(catalog->gpus().size(), 50u);
}

TEST_F(CatalogFaultsUiTest, DeclinedRecoveryLeavesTheDamagedFileAlone) {
    const QByteArray garbage("definitely not SQLite\n");
    writeFile(QStringLiteral("catalog.sqlite"), garbage);
    DialogScript script({DialogScript::press(QStringLiteral("catalogProblemDialog"), QMessageBox::Cancel)});
    EXPECT_FALSE(openCatalogForUser(catalogPath(), nullptr));
    EXPECT_TRUE(script.finished());
    EXPECT_EQ(readFile(QStringLiteral("catalog.sqlite")), garbage);
    EXPECT_EQ(QDir(path({})).entryList(QDir::Files), QStringList{QStringLiteral("catalog.sqlite")});
}

TEST_F(CatalogFaultsUiTest, AnotherProgramsDatabaseIsExplainedAndNotChanged) {
    rawQuery(catalogPath(), QStringLiteral("CREATE TABLE invoices (total REAL)"));
    const QByteArray before = sha256(catalogPath());
    DialogScript script({DialogScript::press(QStringLiteral("catalogProblemDialog"), QMessageBox::Ok)});
    EXPECT_FALSE(openCatalogForUser(catalogPath(), nullptr));
    ASSERT_EQ(script.seen.size(), 1u);
    EXPECT_TRUE(script.seen[0].informativeText.contains(QStringLiteral("another program")))
        << script.seen[0].informativeText.toStdString();
    EXPECT_EQ(sha256(catalogPath()), before);
}

TEST_F(CatalogFaultsUiTest, NewerCatalogOpensReadOnlyWithEditingDisabled) {
    { Catalog catalog(catalogPath()); }
    rawQuery(catalogPath(),
             QStringLiteral("PRAGMA user_version = %1").arg(Catalog::currentSchemaVersion() + 5));
    const QByteArray before = sha256(catalogPath());

    DialogScript script(
        {DialogScript::click(QStringLiteral("catalogProblemDialog"), QStringLiteral("openReadOnlyButton"))});
    std::unique_ptr<Catalog> catalog = openCatalogForUser(catalogPath(), nullptr);
    ASSERT_TRUE(catalog);
    EXPECT_EQ(catalog->readOnlyReason(), ReadOnlyReason::NewerSchema);

    MainWindow window(std::move(catalog));
    window.show();
    EXPECT_TRUE(window.windowTitle().contains(QStringLiteral("read-only")));
    auto* notice = window.findChild<QLabel*>(QStringLiteral("readOnlyNotice"));
    ASSERT_NE(notice, nullptr);
    EXPECT_TRUE(notice->isVisible());
    EXPECT_TRUE(notice->toolTip().contains(QStringLiteral("newer version")))
        << notice->toolTip().toStdString();
    auto* import = window.findChild<QAction*>(QStringLiteral("importCsvAction"));
    ASSERT_NE(import, nullptr);
    EXPECT_FALSE(import->isEnabled());

    CatalogPage* page = window.catalogPage();
    for (const char* name : {"addCardButton", "addPriceButton", "deleteCardButton"}) {
        auto* button = page->findChild<QPushButton*>(QString::fromLatin1(name));
        ASSERT_NE(button, nullptr) << name;
        EXPECT_FALSE(button->isEnabled()) << name;
    }
    EXPECT_EQ(page->table()->editTriggers(), QAbstractItemView::NoEditTriggers);
    EXPECT_TRUE(page->message().contains(QStringLiteral("read-only")));

    BuildPage* build = window.buildPage();
    build->setBuild({});
    auto* save = build->findChild<QPushButton*>(QStringLiteral("saveBuildButton"));
    ASSERT_NE(save, nullptr);
    EXPECT_FALSE(save->isEnabled());
    window.close();
    EXPECT_EQ(sha256(catalogPath()), before);
}

TEST_F(CatalogFaultsUiTest, LockedCatalogOpensOnceTheUserTriesAgainAfterTheLockIsGone) {
    { Catalog catalog(catalogPath()); }
    auto other = std::make_unique<RawConnection>(catalogPath());
    other->exec(QStringLiteral("BEGIN EXCLUSIVE"));
    const auto releaseLock = [&other] {
        other.reset();
    }; // closing the connection ends its transaction
    DialogScript script({DialogScript::click(QStringLiteral("catalogProblemDialog"),
                                             QStringLiteral("retryButton"), releaseLock)});
    std::unique_ptr<Catalog> catalog = openCatalogForUser(catalogPath(), nullptr);
    ASSERT_TRUE(catalog);
    ASSERT_EQ(script.seen.size(), 1u);
    EXPECT_EQ(script.seen[0].text, QStringLiteral("Another program is using this catalog."));
    EXPECT_FALSE(catalog->isReadOnly());
}

// A full disk while editing in the catalog page: the page says so, and nothing changed.
TEST_F(CatalogFaultsUiTest, FullDiskDuringAnEditIsReportedAndChangesNothing) {
    MainWindow window(std::make_unique<Catalog>(catalogPath()));
    capCatalogGrowth(catalogPath());
    const Gpu model = window.catalog().gpus().front();
    QString error;
    std::string failedName;
    // Enough new cards that one of them needs a new page.
    for (int i = 0; i < 200 && error.isEmpty(); ++i) {
        Gpu card = model;
        card.name = "Filler card " + std::to_string(i);
        error = window.catalogPage()->addGpu(card);
        failedName = card.name;
    }
    ASSERT_FALSE(error.isEmpty());
    EXPECT_TRUE(error.contains(QStringLiteral("disk is full"))) << error.toStdString();
    EXPECT_TRUE(window.catalogPage()->message().contains(QStringLiteral("disk is full")));
    // Cards added before the disk filled stay; the failed one is not there at all.
    EXPECT_FALSE(window.catalog().findGpu(failedName));
    const auto stored = window.catalog().gpus();
    const auto fillers = std::count_if(stored.begin(), stored.end(),
                                       [](const Gpu& gpu) { return gpu.name.rfind("Filler card", 0) == 0; });
    EXPECT_EQ(window.undoStack()->count(),
              static_cast<int>(fillers)); // one undo step per card that was written
}

TEST_F(CatalogFaultsUiTest, AnEarlierVersionsCatalogIsUpdatedAndTheUserIsToldWhatChanged) {
    ASSERT_TRUE(QFile::copy(QStringLiteral(GPUADVISOR_TEST_DATA_DIR "/catalog-v3-with-user-edits.sqlite"),
                            catalogPath()));
    DialogScript script({DialogScript::press(QStringLiteral("catalogUpdatedDialog"), QMessageBox::Ok)});
    std::unique_ptr<Catalog> catalog = openCatalogForUser(catalogPath(), nullptr);
    ASSERT_TRUE(catalog);
    EXPECT_TRUE(script.finished());
    ASSERT_EQ(script.seen.size(), 1u);
    const QString& details = script.seen[0].informativeText;
    // The 43 devices of other vendors and kinds with their prices (the 2026 refresh's 46 and the new
    // devices' 69), offers (84 and 10) and the 2025 llama.cpp scoreboards' rows, new since that version.
    EXPECT_TRUE(details.contains(QStringLiteral("New: cards 43, prices 115"))) << details.toStdString();
    EXPECT_TRUE(details.contains(QStringLiteral("cloud offers 94, benchmark results 91.")))
        << details.toStdString();
    EXPECT_TRUE(details.contains(QStringLiteral("Updated to this version's data: cards 12.")))
        << details.toStdString();
    EXPECT_TRUE(details.contains(QStringLiteral("kept as you left them: cards 2"))) << details.toStdString();
    EXPECT_TRUE(details.contains(QStringLiteral("Rows you deleted, left deleted: prices 1.")))
        << details.toStdString();
    EXPECT_TRUE(details.contains(QStringLiteral(".schema-v3.bak"))) << details.toStdString();
    EXPECT_EQ(catalog->findGpu("RTX 3090")->boardPowerWatts, 300);

    // The next start says nothing.
    catalog.reset();
    DialogScript none({});
    EXPECT_TRUE(openCatalogForUser(catalogPath(), nullptr));
    EXPECT_TRUE(none.seen.empty());
}
