#pragma once

// The main window: charts, catalog, compare, build, cloud, LLM planner and explainer pages over
// one open catalog, with the File and Edit menus (export, CSV import/export, undo), Settings
// (language, currency), Help (sources, about) and a toolbar.
//
// The window owns the purchase context (purchasecontext.h) and shows it in the context line over
// the page tabs: every page and the wizard price and cost cards by it, so a card has one price and
// one cost of ownership everywhere. A hand-off from the wizard that needs another context (a used
// pick, an organisation's utilisation) changes it there, marked, and says so in the status bar.
//
// A change of language (QEvent::LanguageChange) builds the menus and pages again, keeping what
// they show (see pagestate.h) and the undo stack. A change of currency shows the pages again.
//
// Another program may write the catalog while the window is open (the command line's import,
// another window): the window notices it (checkForOutsideChanges) and shows the catalog again.
// The undo stack stays: each command refuses to overwrite a row another program changed (see
// catalogcommands.h), so undoing an edit never brings back an old value over a new one.

#include "gpuadvisor/ui/build/buildcontext.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shared/purchasecontext.h"

#include <QMainWindow>
#include <QPointer>
#include <QSet>

#include <memory>

class QLabel;
class QMessageBox;
class QTabWidget;
class QToolBar;
class QUndoCommand;
class QUndoStack;

namespace gpuadvisor {

class ImportPreviewDialog;

class AdvisorWizard;
class Catalog;
class BuildPage;
class ChartsPage;
class CatalogPage;
class ContextBar;
class CloudPage;
class ComparePage;
class ExplainerPage;
class LlmPlannerPage;
class SourcesDialog;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// Shows `catalog`, which the window owns from now on.
    explicit MainWindow(std::unique_ptr<Catalog> catalog, QWidget* parent = nullptr);
    ~MainWindow() override;

    ChartsPage* chartsPage() const { return m_charts; }
    // The other pages get the catalog and the chart settings once they are first shown or asked
    // for here (at 100,000 cards they took seconds and hundreds of MB to fill, shown or not); from
    // then on at once, as the charts page does. So each of these brings its page up to date.
    CatalogPage* catalogPage() const;
    ComparePage* comparePage() const;
    BuildPage* buildPage() const;
    CloudPage* cloudPage() const;
    LlmPlannerPage* llmPlannerPage() const;
    ExplainerPage* explainerPage() const;
    QUndoStack* undoStack() const { return m_undoStack; }
    /// The context line over the page tabs.
    ContextBar* contextBar() const { return m_contextBar; }
    Catalog& catalog() const { return *m_catalog; }
    /// What every page shows now, as read from the catalog (replaced by each reload).
    std::shared_ptr<const CatalogSnapshot> snapshot() const { return m_snapshot; }

    /// Whether `page` (one of the window's pages) gets the catalog and the settings: the charts
    /// page always, the others once shown or asked for.
    bool inUse(const QWidget* page) const;

    /// How often the window asks whether another program changed the catalog.
    static constexpr int outsideChangeCheckMilliseconds = 2000;

    /// What every page prices and costs cards by.
    const PurchaseContext& purchaseContext() const { return m_context; }
    /// Shows `context` in the context line and on every page. With a `reason` (a hand-off changed
    /// it) the changed controls of the line are marked and the status bar gives the reason.
    void setPurchaseContext(const PurchaseContext& context, const QString& reason = QString());

    /// Re-reads the catalog after a change and shows it on every page.
    void reloadCatalog();
    /// Reloads the catalog if another program changed it since it was last read (Catalog::
    /// dataVersion), saying so in the status bar, and returns whether it did. Waits (returns
    /// false) while a cell editor or a modal dialog is open, so as not to change the catalog under
    /// the user's typing: the next check reloads. Runs every outsideChangeCheckMilliseconds and
    /// when the application becomes active.
    bool checkForOutsideChanges();
    /// Opens the compare page with these cards.
    void compareCards(const QStringList& names);
    /// Opens the build page with a new build of the context's cards (the wizard's answer), priced
    /// in its condition (the purchase context changes to it, visibly), on a server when it came
    /// from an organisation.
    void checkBuildOf(const gpuadvisor::BuildContext& context);
    /// Opens the compare page with the wizard's cards, in the condition (and count) of its pick:
    /// the purchase context changes to them, visibly.
    void compareWizardCards(const QStringList& names);
    /// Opens the recommendation wizard over the catalog and the charts page's settings (the
    /// purchase context, reference card), or raises it when it is open already.
    AdvisorWizard* openAdvisor();
    /// The open recommendation wizard, or nullptr.
    AdvisorWizard* advisorWizard() const;

    /// Help > About: the app's name and version (QCoreApplication::applicationVersion()), the Qt
    /// version, and the catalog's path and data date (its newest price observation).
    QString aboutText() const;
    /// Opens the About box (objectName "aboutDialog", not blocking) and returns it.
    QMessageBox* showAbout();
    /// Opens Help > Sources (or raises it) and returns it.
    SourcesDialog* showSources();
    /// Opens Settings > Preferences (currency and exchange rates) and returns it; accepting it
    /// applies the currency and shows the pages again.
    QDialog* showPreferences();
    /// File > Update Prices from File or Address: the preview dialog, open (non-modal to the app).
    ImportPreviewDialog* showUpdatePrices();
    /// Builds the menus and pages again in the current language, keeping their state. Runs by
    /// itself after a language change.
    void rebuild();

    /// Restores the window's geometry and toolbar state from the settings.
    void restoreSettings();
    /// Saves them, the charts page's metric and the purchase context (all but the day).
    void saveSettings() const;

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    /// Checks the guide's claims on the catalog open now and shows the result in Help > Sources.
    void updateClaimChecks();
    void createPages();
    /// Gives `page` the catalog and the chart settings if it has not had them yet; from now on it
    /// gets each change at once. Runs when a page is first shown or asked for.
    void usePage(QWidget* page) const;
    /// Shows the snapshot read last on the charts page, the pages in use and the wizard.
    void showSnapshotOnPages();
    /// The context line, in the current language, over the tabs (again after a language change).
    void createContextBar();
    /// Changes the purchase context to what a hand-off of the wizard needs, saying so.
    void applyHandOff(const BuildContext& handOff);
    /// Starts the checks for changes other programs make (checkForOutsideChanges).
    void watchForOutsideChanges();
    /// reloadCatalog without a message box: false with `error` set when the catalog cannot be read.
    /// Says in the status bar when another program changed the catalog since it was last read.
    bool loadCatalog(QString* error);
    /// The page tabs' titles and tooltips, in the current language.
    void titlePages();
    /// Ctrl+Tab, Ctrl+Shift+Tab and Ctrl+1..7: pages from the keyboard, whatever has the focus.
    void createPageShortcuts();
    CatalogPage* createCatalogPage();
    void createActions();
    void createSettingsMenu();
    void createHelpMenu();
    void scheduleRebuild();
    void undoIndexChanged(int index);
    /// Export Chart, Export Chart Data and Copy Chart (chartcommands.h).
    void exportChart();
    void exportChartData();
    void copyChart();
    /// Import CSV and Export Catalog CSV (catalogfiles.h); an import clears the undo stack.
    void importCsv();
    void exportCsv();
    void openCatalog();
    void setCatalog(std::unique_ptr<Catalog> catalog);
    void showError(const QString& title, const QString& message);
    /// Says in the title and the status bar whether the catalog is read-only, and disables import.
    void showCatalogAccess();

    std::unique_ptr<Catalog> m_catalog;
    std::shared_ptr<const CatalogSnapshot> m_snapshot;
    QUndoStack* m_undoStack = nullptr;
    QTabWidget* m_tabs = nullptr;
    PurchaseContext m_context;
    ContextBar* m_contextBar = nullptr;
    ChartsPage* m_charts = nullptr;
    CatalogPage* m_catalogPage = nullptr;
    ComparePage* m_compare = nullptr;
    BuildPage* m_build = nullptr;
    CloudPage* m_cloud = nullptr;
    LlmPlannerPage* m_llm = nullptr;
    ExplainerPage* m_explainer = nullptr;
    QPointer<AdvisorWizard> m_advisor;
    /// The pages besides the charts that were shown or asked for since they were made (usePage).
    mutable QSet<const QWidget*> m_pagesInUse;
    QToolBar* m_toolBar = nullptr;
    QPointer<QAction> m_importAction;
    QPointer<QAction> m_updatePricesAction;
    QLabel* m_readOnlyNotice = nullptr;
    QPointer<SourcesDialog> m_sources;
    bool m_rebuildPending = false;
    /// Commands pushed by catalog pages that were built again since: undoing or redoing one
    /// reloads the catalog here, as its page no longer can. (A new command at the address of a
    /// deleted one only costs an extra reload.)
    QSet<const QUndoCommand*> m_orphanCommands;
    int m_lastUndoIndex = 0;
    /// Catalog::dataVersion() when the catalog was last read, if it was read since it was opened.
    quint64 m_dataVersion = 0;
    bool m_dataVersionRead = false;
};

} // namespace gpuadvisor
