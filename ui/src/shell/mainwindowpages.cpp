// The main window's pages: made, titled and reached from the keyboard, and given the catalog and
// the chart settings. The charts page gets them at once; every other page from the moment it is
// first shown or asked for (usePage), and then at once too. At 100,000 cards filling the pages
// nobody had opened took most of the window's start and most of its memory (the LLM planner alone
// planned every card on every GPU count: 300 MB).

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/build/buildpage.h"
#include "gpuadvisor/ui/catalog/catalogpage.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/cloud/cloudpage.h"
#include "gpuadvisor/ui/compare/comparepage.h"
#include "gpuadvisor/ui/explainer/explainerpage.h"
#include "gpuadvisor/ui/llm/llmplannerpage.h"
#include "gpuadvisor/ui/shell/contextbar.h"
#include "gpuadvisor/ui/shell/mainwindow.h"
#include "gpuadvisor/ui/wizard/advisorwizard.h"

#include <QAction>
#include <QStatusBar>
#include <QTabWidget>

namespace gpuadvisor {

CatalogPage* MainWindow::createCatalogPage() {
    auto* page = new CatalogPage(*m_catalog, m_undoStack);
    page->setObjectName(QStringLiteral("catalogPage"));
    if (m_charts != nullptr) {
        page->setStalePriceMonths(m_charts->settings().stalePriceMonths);
    }
    connect(page, &CatalogPage::compareRequested, this, &MainWindow::compareCards);
    connect(page, &CatalogPage::catalogChanged, this, &MainWindow::reloadCatalog);
    return page;
}

void MainWindow::titlePages() {
    const QStringList titles{tr("Charts"),           tr("Catalog"),     tr("Compare"),  tr("Build"),
                             tr("Cloud vs Desktop"), tr("LLM Planner"), tr("Explainer")};
    for (int index = 0; index < m_tabs->count() && index < titles.size(); ++index) {
        m_tabs->setTabText(index, titles[index]);
        m_tabs->setTabToolTip(
            index, tr("%1 (Ctrl+%2; Ctrl+Tab for the next page)").arg(titles[index]).arg(index + 1));
    }
}

void MainWindow::createPageShortcuts() {
    // Window actions, not menu items: the menus are built again on a language change, these stay.
    const auto add = [this](const QList<QKeySequence>& keys, auto slot) {
        auto* action = new QAction(this);
        action->setShortcuts(keys);
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    add({QKeySequence(Qt::CTRL | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_PageDown)}, [this] {
        m_tabs->setCurrentIndex((m_tabs->currentIndex() + 1) % m_tabs->count());
    })->setObjectName(QStringLiteral("nextPageAction"));
    add({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab),
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_PageUp)},
        [this] { m_tabs->setCurrentIndex((m_tabs->currentIndex() + m_tabs->count() - 1) % m_tabs->count()); })
        ->setObjectName(QStringLiteral("previousPageAction"));
    for (int index = 0; index < 9; ++index) {
        add({QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + index))}, [this, index] {
            if (index < m_tabs->count()) {
                m_tabs->setCurrentIndex(index);
            }
        });
    }
}

void MainWindow::createPages() {
    m_pagesInUse.clear(); // new pages, made again after a change of language
    m_charts = new ChartsPage;
    m_charts->setObjectName(QStringLiteral("chartsPage"));
    m_catalogPage = createCatalogPage();
    m_compare = new ComparePage;
    m_compare->setObjectName(QStringLiteral("comparePage"));
    m_build = new BuildPage;
    m_build->setObjectName(QStringLiteral("buildPage"));
    m_build->setCatalog(m_catalog.get());
    m_cloud = new CloudPage;
    m_cloud->setObjectName(QStringLiteral("cloudPage"));
    m_llm = new LlmPlannerPage;
    m_llm->setObjectName(QStringLiteral("llmPage"));
    m_explainer = new ExplainerPage;
    m_explainer->setObjectName(QStringLiteral("explainerPage"));
    // The page tabs take no Alt letters (the pages' own fields need them): Ctrl+1 to Ctrl+7 open a
    // page, Ctrl+Tab and Ctrl+Shift+Tab go through them from any field (see createPageShortcuts).
    for (QWidget* page : std::initializer_list<QWidget*>{m_charts, m_catalogPage, m_compare, m_build, m_cloud,
                                                         m_llm, m_explainer}) {
        m_tabs->addTab(page, QString());
    }
    titlePages();

    connect(m_charts, &ChartsPage::compareRequested, this, &MainWindow::compareCards);
    connect(m_cloud, &CloudPage::ownershipEdited, this, [this](double kwhPriceUsd, double utilization) {
        PurchaseContext context = m_context;
        context.ownership.kwhPriceUsd = kwhPriceUsd;
        context.ownership.utilization = utilization;
        setPurchaseContext(context);
    });
    connect(m_charts, &ChartsPage::chartUpdated, this, [this] {
        const ChartSettings settings = m_charts->settings();
        // Settings given to the charts page whole (restored at start, from the command line)
        // bring their context: the line shows it, every page gets it.
        if (settings.context() != m_context) {
            m_context = settings.context();
            m_contextBar->setContext(m_context);
        }
        // The pages not yet in use get the settings when they are (usePage).
        if (inUse(m_compare)) {
            m_compare->setSettings(settings);
        }
        if (inUse(m_build)) {
            m_build->setSettings(settings);
        }
        if (inUse(m_cloud)) {
            m_cloud->setSettings(settings);
        }
        if (inUse(m_llm)) {
            m_llm->setSettings(settings);
        }
        if (inUse(m_catalogPage)) {
            m_catalogPage->setStalePriceMonths(settings.stalePriceMonths);
        }
        if (m_advisor) {
            m_advisor->setSettings(settings);
        }
        statusBar()->showMessage(
            tr("Chart updated in %1 ms").arg(m_charts->lastUpdateMilliseconds(), 0, 'f', 1));
    });
    m_charts->setContext(m_context);
}

CatalogPage* MainWindow::catalogPage() const {
    usePage(m_catalogPage);
    return m_catalogPage;
}

ComparePage* MainWindow::comparePage() const {
    usePage(m_compare);
    return m_compare;
}

BuildPage* MainWindow::buildPage() const {
    usePage(m_build);
    return m_build;
}

CloudPage* MainWindow::cloudPage() const {
    usePage(m_cloud);
    return m_cloud;
}

LlmPlannerPage* MainWindow::llmPlannerPage() const {
    usePage(m_llm);
    return m_llm;
}

ExplainerPage* MainWindow::explainerPage() const {
    usePage(m_explainer);
    return m_explainer;
}

bool MainWindow::inUse(const QWidget* page) const {
    return page == m_charts || m_pagesInUse.contains(page);
}

void MainWindow::usePage(QWidget* page) const {
    if (page == nullptr || page == m_charts || inUse(page)) {
        return;
    }
    m_pagesInUse.insert(page);
    if (!m_snapshot) {
        return; // the catalog is not read yet: the page gets it with every other page in use
    }
    // As the pages were given them while the window was made: the settings, then the catalog.
    const ChartSettings settings = m_charts->settings();
    if (page == m_catalogPage) {
        m_catalogPage->setStalePriceMonths(settings.stalePriceMonths);
        m_catalogPage->setSnapshot(m_snapshot);
    } else if (page == m_compare) {
        m_compare->setSettings(settings);
        m_compare->setSnapshot(m_snapshot);
    } else if (page == m_build) {
        m_build->setSettings(settings);
        m_build->setSnapshot(m_snapshot);
    } else if (page == m_cloud) {
        m_cloud->setSettings(settings);
        m_cloud->setSnapshot(m_snapshot);
    } else if (page == m_llm) {
        m_llm->setSettings(settings);
        m_llm->setSnapshot(m_snapshot);
    } else if (page == m_explainer) {
        m_explainer->setSnapshot(m_snapshot);
    }
}

void MainWindow::showSnapshotOnPages() {
    m_charts->setSnapshot(m_snapshot);
    if (inUse(m_catalogPage)) {
        m_catalogPage->setSnapshot(m_snapshot);
    }
    if (inUse(m_compare)) {
        m_compare->setSnapshot(m_snapshot);
    }
    if (inUse(m_build)) {
        m_build->setSnapshot(m_snapshot);
    }
    if (inUse(m_cloud)) {
        m_cloud->setSnapshot(m_snapshot);
    }
    if (inUse(m_llm)) {
        m_llm->setSnapshot(m_snapshot);
    }
    if (inUse(m_explainer)) {
        m_explainer->setSnapshot(m_snapshot);
    }
    if (m_advisor) {
        m_advisor->setSnapshot(m_snapshot);
    }
}

} // namespace gpuadvisor
