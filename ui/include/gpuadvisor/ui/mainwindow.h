#pragma once

// The main window: charts, catalog and compare pages over one open catalog, with the File and
// Edit menus (export, CSV import/export, undo) and a toolbar.

#include "gpuadvisor/ui/catalogsnapshot.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>

class QTabWidget;
class QUndoStack;

namespace gpuadvisor {

class AdvisorWizard;
class Catalog;
class BuildPage;
class ChartsPage;
class CatalogPage;
class CloudPage;
class ComparePage;
class ExplainerPage;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// Shows `catalog`, which the window owns from now on.
    explicit MainWindow(std::unique_ptr<Catalog> catalog, QWidget* parent = nullptr);
    ~MainWindow() override;

    ChartsPage* chartsPage() const { return m_charts; }
    CatalogPage* catalogPage() const { return m_catalogPage; }
    ComparePage* comparePage() const { return m_compare; }
    BuildPage* buildPage() const { return m_build; }
    CloudPage* cloudPage() const { return m_cloud; }
    ExplainerPage* explainerPage() const { return m_explainer; }
    QUndoStack* undoStack() const { return m_undoStack; }
    Catalog& catalog() const { return *m_catalog; }

    /// Re-reads the catalog after a change and shows it on every page.
    void reloadCatalog();
    /// Opens the compare page with these cards.
    void compareCards(const QStringList& names);
    /// Opens the build page with a new build of `count` of the card (the wizard's pick).
    void checkBuildOf(const QString& gpu, int count);
    /// Opens the recommendation wizard over the catalog and the charts page's settings (as of,
    /// ownership, reference card), or raises it when it is open already.
    AdvisorWizard* openAdvisor();
    /// The open recommendation wizard, or nullptr.
    AdvisorWizard* advisorWizard() const;

private:
    void createActions();
    void exportChart();
    void exportChartData();
    void copyChart();
    void importCsv();
    void exportCsv();
    void openCatalog();
    void setCatalog(std::unique_ptr<Catalog> catalog);
    void showError(const QString& title, const QString& message);

    std::unique_ptr<Catalog> m_catalog;
    std::shared_ptr<const CatalogSnapshot> m_snapshot;
    QUndoStack* m_undoStack = nullptr;
    QTabWidget* m_tabs = nullptr;
    ChartsPage* m_charts = nullptr;
    CatalogPage* m_catalogPage = nullptr;
    ComparePage* m_compare = nullptr;
    BuildPage* m_build = nullptr;
    CloudPage* m_cloud = nullptr;
    ExplainerPage* m_explainer = nullptr;
    QPointer<AdvisorWizard> m_advisor;
};

} // namespace gpuadvisor
