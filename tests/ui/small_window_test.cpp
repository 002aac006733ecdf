// Issue 19: the main window works at 1024 x 700 in English and in Chinese. On every page no label,
// button, tab or group title is cut (elided or clipped by its own size or by the window), the
// findings stay readable, and what does not fit scrolls.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/build/buildpage.h"
#include "gpuadvisor/ui/compare/comparepage.h"
#include "gpuadvisor/ui/llm/llmplannerpage.h"
#include "gpuadvisor/ui/shell/languages.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include "bothlanguages.h"
#include "shippedcatalogfile.h"

#include <QAbstractButton>
#include <QApplication>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

constexpr QSize smallWindow(1024, 700);

/// Whether `widget` sits inside a scroll area below `window` (it may then be scrolled to).
bool scrolls(const QWidget* widget, const QWidget* window) {
    for (const QWidget* parent = widget->parentWidget(); parent != nullptr && parent != window;
         parent = parent->parentWidget()) {
        if (qobject_cast<const QScrollArea*>(parent) != nullptr ||
            parent->objectName() == QLatin1String("qt_scrollarea_viewport")) {
            return true;
        }
    }
    return false;
}

/// What is cut on the window's current page, one line each.
QStringList cutText(const QWidget* window) {
    QStringList cut;
    const QRect windowRect = window->rect();
    const auto name = [](const QWidget* widget, const QString& text) {
        return QStringLiteral("%1 %2 \"%3\"")
            .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(), text.left(60));
    };
    const auto outside = [&](const QWidget* widget) {
        const QRect where(widget->mapTo(window, QPoint(0, 0)), widget->size());
        return !scrolls(widget, window) && !windowRect.contains(where);
    };
    for (const QLabel* label : window->findChildren<QLabel*>()) {
        if (!label->isVisibleTo(window) || label->text().isEmpty() || label->pixmap().isNull() == false) {
            continue;
        }
        const QSize hint = label->sizeHint();
        const bool tooNarrow = !label->wordWrap() && label->width() < hint.width() - 1;
        const bool tooShort = label->wordWrap() && label->hasHeightForWidth() &&
                              label->height() < label->heightForWidth(label->width()) - 1;
        if (tooNarrow || tooShort || outside(label)) {
            cut << name(label, label->text()) +
                       QStringLiteral(" %1x%2, needs %3x%4")
                           .arg(label->width())
                           .arg(label->height())
                           .arg(hint.width())
                           .arg(label->wordWrap() ? label->heightForWidth(label->width()) : hint.height());
        }
    }
    for (const QAbstractButton* button : window->findChildren<QAbstractButton*>()) {
        if (button->isVisibleTo(window) && !button->text().isEmpty() &&
            (button->width() < button->sizeHint().width() - 1 || outside(button))) {
            cut << name(button, button->text()) + QStringLiteral(" %1 wide, needs %2")
                                                      .arg(button->width())
                                                      .arg(button->sizeHint().width());
        }
    }
    // Widgets that draw their own words and need more height when narrow (the Build page's power
    // bar puts "... over the outlet" on a line of its own).
    for (const QWidget* widget : window->findChildren<QWidget*>()) {
        if (widget->isVisibleTo(window) &&
            QLatin1String(widget->metaObject()->className()).startsWith(QLatin1String("gpuadvisor::")) &&
            widget->hasHeightForWidth() && widget->layout() == nullptr &&
            widget->height() < widget->heightForWidth(widget->width())) {
            cut << name(widget, widget->objectName()) + QStringLiteral(" %1 high, needs %2")
                                                            .arg(widget->height())
                                                            .arg(widget->heightForWidth(widget->width()));
        }
    }
    for (const QGroupBox* box : window->findChildren<QGroupBox*>()) {
        if (box->isVisibleTo(window) &&
            box->width() < box->fontMetrics().horizontalAdvance(box->title()) + 16) {
            cut << name(box, box->title());
        }
    }
    for (const QTabBar* bar : window->findChildren<QTabBar*>()) {
        if (!bar->isVisibleTo(window)) {
            continue;
        }
        for (int index = 0; index < bar->count(); ++index) {
            const QRect tab = bar->tabRect(index);
            if (tab.width() < bar->fontMetrics().horizontalAdvance(bar->tabText(index)) ||
                !bar->rect().contains(tab)) {
                cut << name(bar, bar->tabText(index));
            }
        }
    }
    return cut;
}

class SmallWindowTest : public BothLanguagesTest {};

TEST_P(SmallWindowTest, EveryPageFitsWithNothingCut) {
    MainWindow window(std::make_unique<Catalog>(
        gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite")))));
    window.buildPage()->addGpu(QStringLiteral("RTX 3090"), 4); // findings to read
    window.resize(smallWindow);
    window.show();
    QApplication::processEvents();
    auto* pages = window.findChild<QTabWidget*>(QStringLiteral("pages"));
    for (int index = 0; pages != nullptr && index < pages->count(); ++index) {
        EXPECT_LE(pages->widget(index)->minimumSizeHint().width(), smallWindow.width())
            << pages->tabText(index).toStdString();

        EXPECT_LE(pages->widget(index)->minimumSizeHint().height(), smallWindow.height() - 100)
            << pages->tabText(index).toStdString();
    }
    EXPECT_LE(window.minimumSizeHint().width(), smallWindow.width());
    EXPECT_LE(window.minimumSizeHint().height(), smallWindow.height());
    EXPECT_EQ(window.size(), smallWindow) << "the window can be made that small";
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("pages"));
    ASSERT_NE(tabs, nullptr);
    for (int index = 0; index < tabs->count(); ++index) {
        tabs->setCurrentIndex(index);
        // Word-wrapped labels settle their height over a few rounds of layout.
        for (int round = 0; round < 3; ++round) {
            QApplication::processEvents();
        }
        const QStringList cut = cutText(&window);
        for (const QWidget* widget : tabs->currentWidget()->findChildren<QWidget*>()) {
            if (QLatin1String(widget->metaObject()->className()) ==
                QLatin1String("gpuadvisor::FindingsView")) {
                EXPECT_GE(widget->height(), 150) << GetParam() << ": the findings stay readable";
            }
        }
        EXPECT_TRUE(cut.isEmpty()) << GetParam() << ", " << tabs->tabText(index).toStdString() << ":\n  "
                                   << cut.join(QStringLiteral("\n  ")).toStdString();
    }
}

TEST_P(SmallWindowTest, TheExplainerScrollsWhatDoesNotFit) {
    MainWindow window(std::make_unique<Catalog>(
        gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite")))));
    window.resize(smallWindow);
    window.show();
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("pages"));
    ASSERT_NE(tabs, nullptr);
    tabs->setCurrentWidget(tabs->findChild<QWidget*>(QStringLiteral("explainerPage")));
    QApplication::processEvents();
    const auto* scroll = tabs->currentWidget()->findChild<QScrollArea*>();
    ASSERT_NE(scroll, nullptr) << "the explainer scrolls";
    ASSERT_NE(scroll->widget(), nullptr);
    if (scroll->widget()->height() > scroll->viewport()->height()) {
        EXPECT_TRUE(scroll->verticalScrollBar()->isVisible());
        EXPECT_GT(scroll->verticalScrollBar()->maximum(), 0);
    }
}

/// Texts on `page` cut at the side of the scroll area they are in (which scrolls only up and
/// down): the LLM Planner's right column ended in "needs 5.72 G" at 1024 pixels.
QStringList cutSideways(const QWidget* page) {
    QStringList cut;
    for (const QScrollArea* scroll : page->findChildren<QScrollArea*>()) {
        const QWidget* viewport = scroll->viewport();
        if (!scroll->isVisibleTo(page) || scroll->horizontalScrollBar()->isVisible()) {
            continue;
        }
        QList<const QWidget*> texts;
        for (const QLabel* label : scroll->findChildren<QLabel*>()) {
            if (label->isVisibleTo(page) && !label->text().isEmpty()) {
                texts << label;
            }
        }
        for (const QGroupBox* box : scroll->findChildren<QGroupBox*>()) {
            if (box->isVisibleTo(page)) {
                texts << box;
            }
        }
        for (const QWidget* text : std::as_const(texts)) {
            const int right = text->mapTo(viewport, QPoint(text->width(), 0)).x();
            if (right > viewport->width()) {
                const auto* label = qobject_cast<const QLabel*>(text);
                cut << QStringLiteral("%1 \"%2\" ends at %3, the column at %4")
                           .arg(text->objectName(),
                                label != nullptr ? label->text().left(60)
                                                 : qobject_cast<const QGroupBox*>(text)->title(),
                                QString::number(right), QString::number(viewport->width()));
            }
        }
    }
    return cut;
}

/// Headers and cells of `table` that do not fit their width, or lie outside what the table shows.
QStringList cutInTable(const QTableWidget* table) {
    QStringList cut;
    const QHeaderView* header = table->horizontalHeader();
    const int margin = 2 * table->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    const QFontMetrics headerMetrics(header->font());
    for (int column = 0; column < table->columnCount(); ++column) {
        const QString name = table->horizontalHeaderItem(column)->text();
        const int needs = headerMetrics.horizontalAdvance(name) + margin;
        const int left = header->sectionViewportPosition(column);
        if (header->sectionSize(column) < needs || left < 0 ||
            left + header->sectionSize(column) > header->viewport()->width()) {
            cut << QStringLiteral("header \"%1\": %2 wide at %3, needs %4 (%5 shown)")
                       .arg(name)
                       .arg(header->sectionSize(column))
                       .arg(left)
                       .arg(needs)
                       .arg(header->viewport()->width());
        }
        const QFontMetrics cellMetrics(table->font());
        for (int row = 0; row < table->rowCount(); ++row) {
            const QTableWidgetItem* cell = table->item(row, column);
            if (cell == nullptr || table->columnSpan(row, column) > 1) {
                continue;
            }
            for (const QString& line : cell->text().split(QLatin1Char('\n'))) {
                if (cellMetrics.horizontalAdvance(line) + 4 > table->columnWidth(column)) {
                    cut << QStringLiteral("cell \"%1\" of %2: %3 wide")
                               .arg(line, name)
                               .arg(table->columnWidth(column));
                }
            }
        }
    }
    const QHeaderView* rows = table->verticalHeader();
    const QFontMetrics rowMetrics(rows->font());
    for (int row = 0; row < table->rowCount(); ++row) {
        const QTableWidgetItem* item = table->verticalHeaderItem(row);
        if (item == nullptr) {
            continue;
        }
        QFont font = rows->font();
        font.setBold(item->font().bold());
        const int needs = QFontMetrics(font).horizontalAdvance(item->text()) + margin;
        if (rows->width() < needs) {
            cut << QStringLiteral("row \"%1\": %2 wide, needs %3")
                       .arg(item->text())
                       .arg(rows->width())
                       .arg(needs);
        }
    }
    return cut;
}

// Issue 30: at 1024 x 700 the Compare page cut the card names in its header ("TX 409" for
// RTX 4090) and its cells ("Amp..."), and the LLM Planner's right column ("needs 5.72 G").
TEST_P(SmallWindowTest, CompareAndTheLlmPlannerShowEveryTextWhole) {
    MainWindow window(std::make_unique<Catalog>(
        gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite")))));
    window.resize(smallWindow);
    window.show();
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("pages"));
    ASSERT_NE(tabs, nullptr);
    const QStringList cards{QStringLiteral("RTX 4090"), QStringLiteral("RTX 3090"),
                            QStringLiteral("A100 SXM4 80GB"), QStringLiteral("RTX 6000 Ada")};
    window.comparePage()->setCards(cards);
    ASSERT_EQ(window.comparePage()->cards(), cards);
    tabs->setCurrentWidget(window.comparePage());
    for (int round = 0; round < 3; ++round) {
        QApplication::processEvents();
    }
    EXPECT_EQ(window.size(), smallWindow);
    const QStringList compareCut = cutInTable(window.comparePage()->table()) + cutText(&window);
    EXPECT_TRUE(compareCut.isEmpty())
        << GetParam() << ", Compare:\n  " << compareCut.join(QStringLiteral("\n  ")).toStdString();

    QWidget* llm = tabs->findChild<QWidget*>(QStringLiteral("llmPage"));
    ASSERT_NE(llm, nullptr);
    tabs->setCurrentWidget(llm);
    for (int round = 0; round < 3; ++round) {
        QApplication::processEvents();
    }
    EXPECT_EQ(window.size(), smallWindow);
    const QStringList llmCut = cutSideways(llm) + cutText(&window);
    EXPECT_TRUE(llmCut.isEmpty()) << GetParam() << ", LLM Planner:\n  "
                                  << llmCut.join(QStringLiteral("\n  ")).toStdString();
}

INSTANTIATE_TEST_SUITE_P(BothLanguages, SmallWindowTest, ::testing::Values("en", "zh_CN"));

} // namespace
