// The main window as a whole: pages wired together, menu actions with their shortcuts.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/compare/comparepage.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include "tempdir.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QTabWidget>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

class MainWindowTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        m_window =
            std::make_unique<MainWindow>(std::make_unique<Catalog>(path(QStringLiteral("catalog.sqlite"))));
    }
    QAction* action(const char* name) {
        auto* found = m_window->findChild<QAction*>(QString::fromLatin1(name));
        EXPECT_NE(found, nullptr) << name;
        return found;
    }
    std::unique_ptr<MainWindow> m_window;
};

TEST_F(MainWindowTest, UndoAndRedoHaveTheirShortcuts) {
    EXPECT_EQ(action("undoAction")->shortcut(), QKeySequence(QKeySequence::Undo));
    EXPECT_TRUE(action("redoAction")->shortcuts().contains(QKeySequence(QStringLiteral("Ctrl+Shift+Z"))));
    EXPECT_FALSE(action("undoAction")->isEnabled()); // nothing to undo yet
}

TEST_F(MainWindowTest, CompareSelectedFromTheChartsOpensTheComparePage) {
    auto* tabs = m_window->findChild<QTabWidget*>(QStringLiteral("pages"));
    ASSERT_NE(tabs, nullptr);
    m_window->chartsPage()->setSelectedCards({QStringLiteral("RTX 4090"), QStringLiteral("RTX 3080")});
    emit m_window->chartsPage()->compareRequested(m_window->chartsPage()->selectedCards());
    EXPECT_EQ(tabs->currentWidget(), m_window->comparePage());
    EXPECT_EQ(m_window->comparePage()->cards(),
              (QStringList{QStringLiteral("RTX 3080"), QStringLiteral("RTX 4090")}));
}

TEST_F(MainWindowTest, CopyChartPutsAnImageOnTheClipboard) {
    QApplication::clipboard()->clear();
    action("copyChartAction")->trigger();
    const QImage image = QApplication::clipboard()->image();
    EXPECT_FALSE(image.isNull());
    EXPECT_GE(image.width(), 200);
}

} // namespace
