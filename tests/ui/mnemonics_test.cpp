// Issue 19: no mnemonic (Alt+letter) is used twice in one window, in English or in Chinese. The
// test walks every window a user meets: the main window on each of its pages (with the menu bar
// and the page tabs), every page of the advisor wizard with its buttons, and every dialog.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/catalog/gpudialog.h"
#include "gpuadvisor/ui/catalog/importpreviewdialog.h"
#include "gpuadvisor/ui/catalog/pricedialog.h"
#include "gpuadvisor/ui/charts/exportdialog.h"
#include "gpuadvisor/ui/shell/languages.h"
#include "gpuadvisor/ui/shell/mainwindow.h"
#include "gpuadvisor/ui/shell/preferencesdialog.h"
#include "gpuadvisor/ui/shell/sourcesdialog.h"
#include "gpuadvisor/ui/shell/welcomedialog.h"
#include "gpuadvisor/ui/wizard/advisorwizard.h"

#include "bothlanguages.h"
#include "shippedcatalogfile.h"

#include <QAbstractButton>
#include <QApplication>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QTabBar>
#include <QTabWidget>
#include <QWizard>

#include <gtest/gtest.h>

#include <map>

using namespace gpuadvisor;

namespace {

/// What a mnemonic belongs to, for the failure message.
QString describe(const QObject* owner, const QString& text) {
    return QStringLiteral("%1 \"%2\"").arg(QString::fromLatin1(owner->metaObject()->className()), text);
}

/// Every mnemonic a user can press in `window` as it is shown now: buttons, labels with a buddy,
/// group boxes, tab bars and the menu bar, each with what it belongs to.
std::multimap<QString, QString> mnemonics(const QWidget* window) {
    std::multimap<QString, QString> found;
    const auto add = [&found](const QString& text, const QString& what) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (!key.isEmpty()) {
            found.emplace(key.toString(QKeySequence::PortableText).toUpper(), what);
        }
    };
    const auto shown = [window](const QWidget* widget) {
        return widget->isVisibleTo(window);
    };
    for (const QAbstractButton* button : window->findChildren<QAbstractButton*>()) {
        if (shown(button)) {
            add(button->text(), describe(button, button->text()));
        }
    }
    for (const QLabel* label : window->findChildren<QLabel*>()) {
        if (shown(label) && label->buddy() != nullptr) {
            add(label->text(), describe(label, label->text()));
        }
    }
    for (const QGroupBox* box : window->findChildren<QGroupBox*>()) {
        if (shown(box)) {
            add(box->title(), describe(box, box->title()));
        }
    }
    for (const QTabBar* bar : window->findChildren<QTabBar*>()) {
        if (shown(bar)) {
            for (int index = 0; index < bar->count(); ++index) {
                add(bar->tabText(index), describe(bar, bar->tabText(index)));
            }
        }
    }
    for (const QMenuBar* bar : window->findChildren<QMenuBar*>()) {
        for (const QAction* action : bar->actions()) {
            if (action->isVisible()) {
                add(action->text(), describe(bar, action->text()));
            }
        }
    }
    return found;
}

/// "Alt+A: QLabel "&Architecture:", QCheckBox "&All cards"" for each key used more than once.
QStringList duplicates(const std::multimap<QString, QString>& keys) {
    QStringList problems;
    for (auto it = keys.begin(); it != keys.end(); it = keys.upper_bound(it->first)) {
        const auto [first, last] = keys.equal_range(it->first);
        if (std::distance(first, last) > 1) {
            QStringList owners;
            for (auto owner = first; owner != last; ++owner) {
                owners << owner->second;
            }
            problems << it->first + QStringLiteral(": ") + owners.join(QStringLiteral(", "));
        }
    }
    return problems;
}

class MnemonicsTest : public BothLanguagesTest {
protected:
    void expectUnique(const QWidget* window, const QString& where) const {
        const QStringList problems = duplicates(mnemonics(window));
        EXPECT_TRUE(problems.isEmpty()) << GetParam() << ", " << where.toStdString() << ":\n  "
                                        << problems.join(QStringLiteral("\n  ")).toStdString();
    }
};

TEST_P(MnemonicsTest, NoneIsUsedTwiceOnAnyPageOfTheMainWindow) {
    MainWindow window(std::make_unique<Catalog>(
        gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite")))));
    window.resize(1280, 800);
    window.show();
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("pages"));
    ASSERT_NE(tabs, nullptr);
    for (int index = 0; index < tabs->count(); ++index) {
        tabs->setCurrentIndex(index);
        QApplication::processEvents();
        expectUnique(&window, tabs->tabText(index));
    }
}

TEST_P(MnemonicsTest, NoneIsUsedTwiceOnAnyPageOfTheAdvisor) {
    const Catalog catalog(gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite"))));
    AdvisorWizard wizard(std::make_shared<const CatalogSnapshot>(CatalogSnapshot::load(catalog)),
                         ChartSettings{});
    wizard.show();
    for (const int id : wizard.pageIds()) {
        QWizardPage* page = wizard.page(id);
        std::multimap<QString, QString> keys = mnemonics(page);
        for (const QWizard::WizardButton which :
             {QWizard::BackButton,
              id == AdvisorWizard::ResultPage ? QWizard::FinishButton : QWizard::NextButton,
              QWizard::CancelButton}) {
            const QString text = wizard.button(which)->text();
            const QKeySequence key = QKeySequence::mnemonic(text);
            if (!key.isEmpty()) {
                keys.emplace(key.toString(QKeySequence::PortableText).toUpper(),
                             describe(wizard.button(which), text));
            }
        }
        const QStringList problems = duplicates(keys);
        EXPECT_TRUE(problems.isEmpty()) << GetParam() << ", wizard page " << page->objectName().toStdString()
                                        << ":\n  " << problems.join(QStringLiteral("\n  ")).toStdString();
    }
}

TEST_P(MnemonicsTest, NoneIsUsedTwiceInAnyDialog) {
    Catalog catalog(gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite"))));
    PreferencesDialog preferences;
    SourcesDialog sources;
    WelcomeDialog welcome;
    ExportDialog exportDialog;
    GpuDialog gpu({"RTX 3090"});
    PriceDialog price({QStringLiteral("RTX 3090")}, QStringLiteral("RTX 3090"));
    ImportPreviewDialog import(catalog);
    for (QDialog* dialog : std::initializer_list<QDialog*>{&preferences, &sources, &welcome, &exportDialog,
                                                           &gpu, &price, &import}) {
        dialog->show();
        QApplication::processEvents();
        expectUnique(dialog, QString::fromLatin1(dialog->metaObject()->className()));
        dialog->hide();
    }
}

INSTANTIATE_TEST_SUITE_P(BothLanguages, MnemonicsTest, ::testing::Values("en", "zh_CN"));

} // namespace
