// The main window as a whole: pages wired together, menu actions with their shortcuts.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/compare/comparepage.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include "shippedcatalogfile.h"
#include "tempdir.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QLineEdit>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

class MainWindowTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        m_window = std::make_unique<MainWindow>(std::make_unique<Catalog>(
            gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite")))));
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

namespace {

/// Presses `key` on whatever has the focus, as the keyboard would.
void press(Qt::Key key, Qt::KeyboardModifiers modifiers) {
    QWidget* focus = QApplication::focusWidget();
    ASSERT_NE(focus, nullptr);
    QTest::keyClick(focus, key, modifiers);
}

// Issue 19: Ctrl+Tab changes pages from any focused field (a search box, a table, a spin box),
// Ctrl+Shift+Tab goes back, Ctrl+1..7 opens a page; the tabs' own Alt letters are left to the
// pages' fields.
TEST_F(MainWindowTest, CtrlTabChangesPagesFromAnyFocusedField) {
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    auto* tabs = m_window->findChild<QTabWidget*>(QStringLiteral("pages"));
    ASSERT_NE(tabs, nullptr);
    for (int index = 0; index < tabs->count(); ++index) {
        EXPECT_FALSE(tabs->tabText(index).contains(QLatin1Char('&'))) << tabs->tabText(index).toStdString();
        EXPECT_TRUE(tabs->tabToolTip(index).contains(QStringLiteral("Ctrl+%1").arg(index + 1)));
    }
    tabs->setCurrentIndex(0);
    // A field inside each page in turn: the first editable one the page shows.
    for (int step = 0; step < tabs->count(); ++step) {
        const int before = tabs->currentIndex();
        QWidget* page = tabs->currentWidget();
        QWidget* field = nullptr;
        for (QWidget* candidate : page->findChildren<QWidget*>()) {
            if (candidate->isVisible() && candidate->focusPolicy() != Qt::NoFocus &&
                (qobject_cast<QLineEdit*>(candidate) || qobject_cast<QAbstractSpinBox*>(candidate) ||
                 qobject_cast<QAbstractItemView*>(candidate) || qobject_cast<QComboBox*>(candidate))) {
                field = candidate;
                break;
            }
        }
        ASSERT_NE(field, nullptr) << "no field on " << tabs->tabText(before).toStdString();
        field->setFocus();
        ASSERT_EQ(QApplication::focusWidget(), field);
        press(Qt::Key_Tab, Qt::ControlModifier);
        EXPECT_EQ(tabs->currentIndex(), (before + 1) % tabs->count())
            << "from a " << field->metaObject()->className() << " on " << tabs->tabText(before).toStdString();
    }
    tabs->setCurrentIndex(2);
    press(Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(tabs->currentIndex(), 1);
    press(Qt::Key_4, Qt::ControlModifier);
    EXPECT_EQ(tabs->currentIndex(), 3);
}

} // namespace

namespace {

// Issue 30: Ctrl+E (File > Export Chart) from a focused field: a line edit or a spin box took the
// key for itself (end of line) and nothing was exported.
TEST_F(MainWindowTest, CtrlEExportsTheChartFromAFocusedField) {
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    QAction* exportChart = action("exportChartAction");
    ASSERT_NE(exportChart, nullptr);
    ASSERT_EQ(exportChart->shortcut(), QKeySequence(QStringLiteral("Ctrl+E")));
    // Counted, not run: the export opens a file dialog.
    QObject::disconnect(exportChart, &QAction::triggered, m_window.get(), nullptr);
    int triggered = 0;
    QObject::connect(exportChart, &QAction::triggered, m_window.get(), [&triggered] { ++triggered; });
    auto* tabs = m_window->findChild<QTabWidget*>(QStringLiteral("pages"));
    ASSERT_NE(tabs, nullptr);
    int fields = 0;
    for (int index = 0; index < tabs->count(); ++index) {
        tabs->setCurrentIndex(index);
        QApplication::processEvents();
        QList<QWidget*> candidates;
        for (QWidget* candidate : tabs->currentWidget()->findChildren<QWidget*>()) {
            if (candidate->isVisible() && candidate->isEnabled() &&
                (qobject_cast<QLineEdit*>(candidate) != nullptr ||
                 qobject_cast<QAbstractSpinBox*>(candidate) != nullptr)) {
                candidates << candidate;
            }
        }
        for (QWidget* field : std::as_const(candidates)) {
            field->setFocus();
            if (QApplication::focusWidget() == nullptr) {
                continue;
            }
            const int before = triggered;
            press(Qt::Key_E, Qt::ControlModifier);
            EXPECT_EQ(triggered, before + 1)
                << "from a " << field->metaObject()->className() << " " << field->objectName().toStdString()
                << " on " << tabs->tabText(index).toStdString();
            ++fields;
        }
    }
    EXPECT_GE(fields, 5) << "line edits and spin boxes on the pages";
}

} // namespace
