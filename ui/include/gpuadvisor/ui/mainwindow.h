#pragma once

// The main window: charts, catalog and compare pages over one open catalog, with the File and
// Edit menus (export, CSV import/export, undo) and a toolbar.

#include "gpuadvisor/ui/catalogsnapshot.h"

#include <QMainWindow>

#include <memory>

class QTabWidget;
class QUndoStack;

namespace gpuadvisor {

class Catalog;
class ChartsPage;
class CatalogPage;
class ComparePage;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// Shows `catalog`, which the window owns from now on.
    explicit MainWindow(std::unique_ptr<Catalog> catalog, QWidget* parent = nullptr);
    ~MainWindow() override;

    ChartsPage* chartsPage() const { return m_charts; }
    CatalogPage* catalogPage() const { return m_catalogPage; }
    ComparePage* comparePage() const { return m_compare; }
    QUndoStack* undoStack() const { return m_undoStack; }
    Catalog& catalog() const { return *m_catalog; }

    /// Re-reads the catalog after a change and shows it on every page.
    void reloadCatalog();
    /// Opens the compare page with these cards.
    void compareCards(const QStringList& names);

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
};

} // namespace gpuadvisor
