#include "gpuadvisor/ui/mainwindow.h"

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/advisorwizard.h"
#include "gpuadvisor/ui/buildpage.h"
#include "gpuadvisor/ui/catalogpage.h"
#include "gpuadvisor/ui/chartexport.h"
#include "gpuadvisor/ui/chartspage.h"
#include "gpuadvisor/ui/cloudpage.h"
#include "gpuadvisor/ui/comparepage.h"
#include "gpuadvisor/ui/explainerpage.h"
#include "gpuadvisor/ui/exportdialog.h"
#include "gpuadvisor/ui/performancechart.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>

namespace gpuadvisor {

MainWindow::MainWindow(std::unique_ptr<Catalog> catalog, QWidget* parent)
    : QMainWindow(parent)
    , m_catalog(std::move(catalog)) {
    setWindowTitle(tr("GPU Advisor"));
    setObjectName(QStringLiteral("mainWindow"));
    m_undoStack = new QUndoStack(this);

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("pages"));
    m_tabs->setDocumentMode(true);
    m_charts = new ChartsPage;
    m_charts->setObjectName(QStringLiteral("chartsPage"));
    m_catalogPage = new CatalogPage(*m_catalog, m_undoStack);
    m_catalogPage->setObjectName(QStringLiteral("catalogPage"));
    m_compare = new ComparePage;
    m_compare->setObjectName(QStringLiteral("comparePage"));
    m_build = new BuildPage;
    m_build->setObjectName(QStringLiteral("buildPage"));
    m_build->setCatalog(m_catalog.get());
    m_cloud = new CloudPage;
    m_cloud->setObjectName(QStringLiteral("cloudPage"));
    m_explainer = new ExplainerPage;
    m_explainer->setObjectName(QStringLiteral("explainerPage"));
    m_tabs->addTab(m_charts, tr("&Charts"));
    m_tabs->addTab(m_catalogPage, tr("C&atalog"));
    m_tabs->addTab(m_compare, tr("Co&mpare"));
    m_tabs->addTab(m_build, tr("&Build"));
    m_tabs->addTab(m_cloud, tr("C&loud vs Desktop"));
    m_tabs->addTab(m_explainer, tr("E&xplainer"));
    setCentralWidget(m_tabs);

    connect(m_charts, &ChartsPage::compareRequested, this, &MainWindow::compareCards);
    connect(m_catalogPage, &CatalogPage::compareRequested, this, &MainWindow::compareCards);
    connect(m_catalogPage, &CatalogPage::catalogChanged, this, &MainWindow::reloadCatalog);
    connect(m_charts, &ChartsPage::chartUpdated, this, [this] {
        const ChartSettings settings = m_charts->settings();
        m_compare->setSettings(settings);
        m_build->setSettings(settings);
        m_cloud->setSettings(settings);
        if (m_advisor) {
            m_advisor->setSettings(settings);
        }
        statusBar()->showMessage(
            tr("Chart updated in %1 ms").arg(m_charts->lastUpdateMilliseconds(), 0, 'f', 1));
    });

    createActions();
    reloadCatalog();
    resize(1280, 860);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open Catalog..."), this, &MainWindow::openCatalog);
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    file->addAction(tr("&Import CSV..."), this, &MainWindow::importCsv);
    file->addAction(tr("Export Catalog &CSV..."), this, &MainWindow::exportCsv);
    file->addSeparator();
    QAction* exportChartAction = file->addAction(tr("&Export Chart..."), this, &MainWindow::exportChart);
    exportChartAction->setObjectName(QStringLiteral("exportChartAction"));
    exportChartAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    exportChartAction->setIcon(QIcon::fromTheme(QStringLiteral("document-save-as")));
    QAction* exportData =
        file->addAction(tr("Export Chart &Data (CSV)..."), this, &MainWindow::exportChartData);
    exportData->setObjectName(QStringLiteral("exportChartDataAction"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_undoStack->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(QStringLiteral("undoAction"));
    QAction* redo = m_undoStack->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence::Redo});
    redo->setObjectName(QStringLiteral("redoAction"));
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction* copy = edit->addAction(tr("&Copy Chart"), this, &MainWindow::copyChart);
    copy->setObjectName(QStringLiteral("copyChartAction"));
    copy->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    QAction* advisor = tools->addAction(tr("&Recommend a GPU..."), this, [this] { openAdvisor(); });
    advisor->setObjectName(QStringLiteral("advisorAction"));
    advisor->setShortcut(QKeySequence(tr("Ctrl+R")));
    advisor->setToolTip(tr("Answer a few questions and get the guide's pick at today's prices"));

    QToolBar* toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolBar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolbar->addAction(exportChartAction);
    toolbar->addAction(copy);
    toolbar->addSeparator();
    toolbar->addAction(undo);
    toolbar->addAction(redo);
    toolbar->addSeparator();
    toolbar->addAction(advisor);
}

void MainWindow::reloadCatalog() {
    try {
        m_snapshot = std::make_shared<const CatalogSnapshot>(CatalogSnapshot::load(*m_catalog));
    } catch (const CatalogError& error) {
        showError(tr("Could not read the catalog"), QString::fromUtf8(error.what()));
        return;
    }
    m_charts->setSnapshot(m_snapshot);
    m_catalogPage->setSnapshot(m_snapshot);
    m_compare->setSnapshot(m_snapshot);
    m_build->setSnapshot(m_snapshot);
    m_cloud->setSnapshot(m_snapshot);
    m_explainer->setSnapshot(m_snapshot);
    if (m_advisor) {
        m_advisor->setSnapshot(m_snapshot);
    }
    setWindowFilePath(m_catalog->path());
}

void MainWindow::compareCards(const QStringList& names) {
    m_compare->setSettings(m_charts->settings());
    m_compare->setCards(names);
    m_tabs->setCurrentWidget(m_compare);
}

void MainWindow::checkBuildOf(const QString& gpu, int count) {
    m_build->setSettings(m_charts->settings());
    // Keep the machine the user set up; replace only its cards.
    BuildSpec spec = m_build->build();
    spec.gpus.clear();
    m_build->setBuild(spec);
    m_build->addGpu(gpu, count);
    m_tabs->setCurrentWidget(m_build);
}

AdvisorWizard* MainWindow::advisorWizard() const {
    return m_advisor;
}

AdvisorWizard* MainWindow::openAdvisor() {
    if (!m_advisor) {
        m_advisor = new AdvisorWizard(m_snapshot, m_charts->settings(), this);
        m_advisor->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_advisor, &AdvisorWizard::compareRequested, this, &MainWindow::compareCards);
        connect(m_advisor, &AdvisorWizard::buildCheckerRequested, this, &MainWindow::checkBuildOf);
    }
    m_advisor->show();
    m_advisor->raise();
    m_advisor->activateWindow();
    return m_advisor;
}

void MainWindow::exportChart() {
    QSettings settings;
    const QString directory = settings
                                  .value(QStringLiteral("export/directory"),
                                         QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
                                  .toString();
    QString selectedFilter;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Chart"), QDir(directory).filePath(QStringLiteral("gpu-chart.png")),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"), &selectedFilter);
    if (path.isEmpty()) {
        return;
    }
    settings.setValue(QStringLiteral("export/directory"), QFileInfo(path).absolutePath());
    ExportDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    const QString error = gpuadvisor::exportChart(m_charts->chartData(), path, dialog.options());
    if (!error.isEmpty()) {
        showError(tr("Export failed"), error);
        return;
    }
    statusBar()->showMessage(tr("Chart written to %1").arg(QDir::toNativeSeparators(path)), 5000);
}

void MainWindow::exportChartData() {
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Chart Data"), QStringLiteral("gpu-chart.csv"), tr("CSV file (*.csv)"));
    if (path.isEmpty()) {
        return;
    }
    const QString error = gpuadvisor::exportChart(m_charts->chartData(), path, {});
    if (!error.isEmpty()) {
        showError(tr("Export failed"), error);
    }
}

void MainWindow::copyChart() {
    const QWidget* view = m_charts->findChild<QWidget*>(QStringLiteral("chartView"));
    const QSize size = view != nullptr ? view->size() : QSize(1200, 900);
    QApplication::clipboard()->setImage(renderChartImage(m_charts->chartData(), size));
    statusBar()->showMessage(tr("Chart copied to the clipboard"), 3000);
}

void MainWindow::importCsv() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Import CSV"), QString(),
                                                      tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    try {
        const ImportResult result = m_catalog->importCsvFile(path);
        if (!result.ok()) {
            QStringList lines;
            for (const CsvImportError& error : result.errors) {
                lines << QString::fromStdString(error.describe());
                if (lines.size() == 20) {
                    lines << tr("... and %n more", nullptr, static_cast<int>(result.errors.size()) - 20);
                    break;
                }
            }
            showError(tr("Nothing was imported"), lines.join(QLatin1Char('\n')));
            return;
        }
        // An import is not undoable: say so in the message, and clear the stack so that no
        // command undoes an edit the import replaced.
        m_undoStack->clear();
        reloadCatalog();
        statusBar()->showMessage(tr("Imported %1: %2 new, %3 updated")
                                     .arg(QFileInfo(path).fileName())
                                     .arg(result.inserted)
                                     .arg(result.updated),
                                 5000);
    } catch (const CatalogError& error) {
        showError(tr("Import failed"), QString::fromUtf8(error.what()));
    }
}

void MainWindow::exportCsv() {
    const QStringList tables{tr("Cards"), tr("Prices"), tr("Cloud offers"), tr("System base costs")};
    bool ok = false;
    const QString table =
        QInputDialog::getItem(this, tr("Export Catalog CSV"), tr("Table:"), tables, 0, false, &ok);
    if (!ok) {
        return;
    }
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export Catalog CSV"), QString(), tr("CSV file (*.csv)"));
    if (path.isEmpty()) {
        return;
    }
    try {
        m_catalog->exportCsvFile(static_cast<CatalogTable>(tables.indexOf(table)), path);
    } catch (const CatalogError& error) {
        showError(tr("Export failed"), QString::fromUtf8(error.what()));
    }
}

void MainWindow::openCatalog() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Catalog"), QFileInfo(m_catalog->path()).absolutePath(),
                                     tr("GPU Advisor catalogs (*.sqlite *.db);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    try {
        setCatalog(std::make_unique<Catalog>(path));
    } catch (const CatalogError& error) {
        showError(tr("Could not open the catalog"), QString::fromUtf8(error.what()));
    }
}

void MainWindow::setCatalog(std::unique_ptr<Catalog> catalog) {
    // Commands on the stack refer to the old catalog.
    m_undoStack->clear();
    auto* oldPage = m_catalogPage;
    m_catalog = std::move(catalog);
    m_catalogPage = new CatalogPage(*m_catalog, m_undoStack);
    m_catalogPage->setObjectName(QStringLiteral("catalogPage"));
    connect(m_catalogPage, &CatalogPage::compareRequested, this, &MainWindow::compareCards);
    connect(m_catalogPage, &CatalogPage::catalogChanged, this, &MainWindow::reloadCatalog);
    const int index = m_tabs->indexOf(oldPage);
    m_tabs->removeTab(index);
    m_tabs->insertTab(index, m_catalogPage, tr("C&atalog"));
    delete oldPage;
    m_build->setCatalog(m_catalog.get());
    reloadCatalog();
}

void MainWindow::showError(const QString& title, const QString& message) {
    QMessageBox::warning(this, title, message);
}

} // namespace gpuadvisor
