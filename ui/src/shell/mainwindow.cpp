#include "gpuadvisor/ui/shell/mainwindow.h"

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/text/catalogproblemtext.h"
#include "gpuadvisor/ui/build/buildpage.h"
#include "gpuadvisor/ui/catalog/catalogpage.h"
#include "gpuadvisor/ui/catalog/importpreviewdialog.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/cloud/cloudpage.h"
#include "gpuadvisor/ui/compare/comparepage.h"
#include "gpuadvisor/ui/explainer/explainerpage.h"
#include "gpuadvisor/ui/llm/llmplannerpage.h"
#include "gpuadvisor/ui/shell/appsettings.h"
#include "gpuadvisor/ui/shell/catalogopener.h"
#include "gpuadvisor/ui/shell/contextbar.h"
#include "gpuadvisor/ui/shell/languages.h"
#include "gpuadvisor/ui/shell/preferencesdialog.h"
#include "gpuadvisor/ui/shell/sourcesdialog.h"
#include "gpuadvisor/ui/wizard/advisorwizard.h"
#include "shell/aboutbox.h"
#include "shell/catalogfiles.h"
#include "shell/chartcommands.h"
#include "shell/handoffchange.h"
#include "shell/pagestate.h"
#include "shell/shortcutbeforefields.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuadvisor {

MainWindow::MainWindow(std::unique_ptr<Catalog> catalog, QWidget* parent)
    : QMainWindow(parent)
    , m_catalog(std::move(catalog)) {
    setObjectName(QStringLiteral("mainWindow"));
    m_undoStack = new QUndoStack(this);
    connect(m_undoStack, &QUndoStack::indexChanged, this, &MainWindow::undoIndexChanged);

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("pages"));
    m_tabs->setDocumentMode(true);
    // A page gets the catalog when first shown (usePage).
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) { usePage(m_tabs->widget(index)); });
    // The context line over the tabs: in view on every page.
    auto* central = new QWidget;
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(m_tabs, 1);
    setCentralWidget(central);

    createContextBar();
    createPages();
    createActions();
    createPageShortcuts();
    reloadCatalog();
    resize(1280, 860);
    watchForOutsideChanges();
}

MainWindow::~MainWindow() {
    // The stack is deleted with the window's children, after the members: it must not call back.
    disconnect(m_undoStack, nullptr, this, nullptr);
}

void MainWindow::createContextBar() {
    auto* bar = new ContextBar;
    bar->setContext(m_context);
    connect(bar, &ContextBar::contextEdited, this,
            [this](const PurchaseContext& context) { setPurchaseContext(context); });
    auto* column = qobject_cast<QVBoxLayout*>(centralWidget()->layout());
    if (m_contextBar != nullptr) {
        delete m_contextBar;
    }
    m_contextBar = bar;
    column->insertWidget(0, bar);
}

void MainWindow::setPurchaseContext(const PurchaseContext& context, const QString& reason) {
    const PurchaseContext before = m_context;
    m_context = context;
    m_contextBar->setContext(context);
    // The charts page passes the context on to every page with its settings (chartUpdated).
    m_charts->setContext(context);
    if (!reason.isEmpty() && before != context) {
        m_contextBar->markChangedFrom(before, reason);
        statusBar()->showMessage(reason, 15000);
    }
}

void MainWindow::applyHandOff(const BuildContext& handOff) {
    if (const std::optional<HandOffChange> change = handOffChange(m_context, handOff)) {
        setPurchaseContext(change->context, change->reason);
    }
}

void MainWindow::createActions() {
    // A new menu bar replaces the old one with its menus and actions (each action belongs to its
    // menu), so the menus can be built again in another language.
    setMenuBar(new QMenuBar);
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open Catalog..."), this, &MainWindow::openCatalog);
    open->setObjectName(QStringLiteral("openCatalogAction"));
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    m_importAction = file->addAction(tr("&Import CSV..."), this, &MainWindow::importCsv);
    m_importAction->setObjectName(QStringLiteral("importCsvAction"));
    m_updatePricesAction =
        file->addAction(tr("&Update Prices from File or Address..."), this, &MainWindow::showUpdatePrices);
    m_updatePricesAction->setObjectName(QStringLiteral("updatePricesAction"));
    file->addAction(tr("Export Catalog &CSV..."), this, &MainWindow::exportCsv)
        ->setObjectName(QStringLiteral("exportCatalogCsvAction"));
    file->addSeparator();
    QAction* exportChartAction = file->addAction(tr("&Export Chart..."), this, &MainWindow::exportChart);
    exportChartAction->setObjectName(QStringLiteral("exportChartAction"));
    exportChartAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    new ShortcutBeforeFields(exportChartAction, this);
    exportChartAction->setIcon(QIcon::fromTheme(QStringLiteral("document-save-as")));
    QAction* exportData =
        file->addAction(tr("Export Chart &Data (CSV)..."), this, &MainWindow::exportChartData);
    exportData->setObjectName(QStringLiteral("exportChartDataAction"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_undoStack->createUndoAction(edit, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(QStringLiteral("undoAction"));
    QAction* redo = m_undoStack->createRedoAction(edit, tr("&Redo"));
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

    createSettingsMenu();
    createHelpMenu();

    delete m_toolBar;
    QToolBar* toolbar = addToolBar(tr("Main"));
    m_toolBar = toolbar;
    toolbar->setObjectName(QStringLiteral("mainToolBar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolbar->addAction(exportChartAction);
    toolbar->addAction(copy);
    toolbar->addSeparator();
    toolbar->addAction(undo);
    toolbar->addAction(redo);
    toolbar->addSeparator();
    toolbar->addAction(advisor);
    showCatalogAccess();
}

void MainWindow::showCatalogAccess() {
    if (m_readOnlyNotice == nullptr) {
        m_readOnlyNotice = new QLabel;
        m_readOnlyNotice->setObjectName(QStringLiteral("readOnlyNotice"));
        m_readOnlyNotice->setStyleSheet(QStringLiteral("color: #8a5300; font-weight: bold; padding: 0 6px;"));
        statusBar()->addPermanentWidget(m_readOnlyNotice);
    }
    const bool readOnly = m_catalog->isReadOnly();
    const QString reason = text::readOnlyReasonText(m_catalog->readOnlyReason());
    // The title names the catalog file, so opening another one shows in the window.
    setWindowFilePath(m_catalog->path());
    const QString file = QFileInfo(m_catalog->path()).fileName();
    setWindowTitle(readOnly ? tr("%1 (read-only) — GPU Advisor").arg(file)
                            : tr("%1 — GPU Advisor").arg(file));
    m_readOnlyNotice->setText(tr("Read-only catalog"));
    m_readOnlyNotice->setToolTip(tr("%1: %2. You can browse, chart and compare, but edits, imports and saved "
                                    "builds cannot be stored.")
                                     .arg(QDir::toNativeSeparators(m_catalog->path()), reason));
    m_readOnlyNotice->setVisible(readOnly);
    if (m_importAction) {
        m_importAction->setEnabled(!readOnly);
        m_importAction->setToolTip(readOnly ? m_readOnlyNotice->toolTip() : QString());
        m_updatePricesAction->setEnabled(!readOnly);
        m_updatePricesAction->setToolTip(readOnly ? m_readOnlyNotice->toolTip() : QString());
    }
}

void MainWindow::watchForOutsideChanges() {
    // Another program (the command line, another window) may write the catalog while the window
    // is open. Asking SQLite whether it did is one PRAGMA, cheap enough to do every few seconds;
    // coming back to the window asks at once.
    auto* timer = new QTimer(this);
    timer->setObjectName(QStringLiteral("outsideChangeTimer"));
    timer->setInterval(outsideChangeCheckMilliseconds);
    connect(timer, &QTimer::timeout, this, &MainWindow::checkForOutsideChanges);
    timer->start();
    connect(qGuiApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
        if (state == Qt::ApplicationActive) {
            checkForOutsideChanges();
        }
    });
}

bool MainWindow::checkForOutsideChanges() {
    if (m_catalogPage->isEditing() || QApplication::activeModalWidget() != nullptr) {
        return false; // not under the user's typing: the next check reloads once the edit ends
    }
    quint64 version = 0;
    try {
        version = m_catalog->dataVersion();
    } catch (const CatalogError&) {
        return false; // held by the other program right now: the next check asks again
    }
    QString error;
    // No message box every two seconds if it cannot be read: the next check tries again.
    return version != m_dataVersion && loadCatalog(&error);
}

void MainWindow::reloadCatalog() {
    QString error;
    if (!loadCatalog(&error)) {
        showError(tr("Could not read the catalog"), error);
    }
}

bool MainWindow::loadCatalog(QString* error) {
    bool changedElsewhere = false;
    try {
        // The version is read before the rows: a change committed in between is noticed by the
        // next check (one reload too many), never missed.
        const quint64 version = m_catalog->dataVersion();
        auto snapshot = std::make_shared<const CatalogSnapshot>(CatalogSnapshot::load(*m_catalog));
        changedElsewhere = m_dataVersionRead && version != m_dataVersion;
        m_snapshot = std::move(snapshot);
        m_dataVersion = version;
        m_dataVersionRead = true;
    } catch (const CatalogError& failure) {
        *error = QString::fromUtf8(failure.what());
        return false;
    }
    showSnapshotOnPages();
    updateClaimChecks();
    setWindowFilePath(m_catalog->path());
    if (changedElsewhere) {
        // Also when an edit of the user's reloads: what else changed is not their doing. After
        // the pages, whose updates write the status bar too.
        statusBar()->showMessage(tr("The catalog was changed by another program; reloaded."), 10000);
    }
    return true;
}

void MainWindow::updateClaimChecks() {
    if (m_sources && m_snapshot) {
        m_sources->setClaimChecks(
            checkGuideClaims(m_snapshot->gpus),
            checkPerDollarClaims(m_snapshot->gpus, m_snapshot->prices(), m_snapshot->systemCosts));
        // R12 against data: the shipped scoreboards' AMD flagship on ROCm and NVIDIA's on CUDA.
        m_sources->setVendorComparison(
            compareMeasuredVendors(m_snapshot->measured.results(), "RX 7900 XTX", "ROCm", "RTX 4090"));
    }
}

void MainWindow::compareCards(const QStringList& names) {
    usePage(m_compare);
    m_compare->setSettings(m_charts->settings());
    m_compare->setCards(names);
    m_tabs->setCurrentWidget(m_compare);
}

void MainWindow::compareWizardCards(const QStringList& names) {
    if (m_advisor) {
        applyHandOff(m_advisor->handOffContext());
    }
    compareCards(names);
}

void MainWindow::checkBuildOf(const BuildContext& context) {
    applyHandOff(context);
    usePage(m_build);
    m_build->setSettings(m_charts->settings());
    m_build->openHandOff(context);
    m_tabs->setCurrentWidget(m_build);
}

AdvisorWizard* MainWindow::advisorWizard() const {
    return m_advisor;
}

AdvisorWizard* MainWindow::openAdvisor() {
    if (!m_advisor) {
        m_advisor = new AdvisorWizard(m_snapshot, m_charts->settings(), this);
        m_advisor->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_advisor, &AdvisorWizard::compareRequested, this, &MainWindow::compareWizardCards);
        connect(m_advisor, &AdvisorWizard::buildCheckerRequested, this, &MainWindow::checkBuildOf);
    }
    m_advisor->show();
    m_advisor->raise();
    m_advisor->activateWindow();
    return m_advisor;
}

void MainWindow::exportChart() {
    ChartCommands(*m_charts, this).exportChart();
}

void MainWindow::exportChartData() {
    ChartCommands(*m_charts, this).exportChartData();
}

void MainWindow::copyChart() {
    ChartCommands(*m_charts, this).copyChart();
}

void MainWindow::importCsv() {
    if (const std::optional<CatalogFiles::Imported> imported = CatalogFiles(*m_catalog, this).importFile()) {
        // An import is not undoable: say so in the message, and clear the stack so that no
        // command undoes an edit the import replaced.
        m_undoStack->clear();
        reloadCatalog();
        statusBar()->showMessage(imported->message, imported->milliseconds);
    }
}

ImportPreviewDialog* MainWindow::showUpdatePrices() {
    auto* dialog = new ImportPreviewDialog(*m_catalog, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        // An import is not undoable: clear the stack so that no command undoes an edit it replaced.
        m_undoStack->clear();
        reloadCatalog();
        statusBar()->showMessage(tr("Updated from %1").arg(dialog->summary()), 5000);
    });
    dialog->open();
    return dialog;
}

void MainWindow::exportCsv() {
    CatalogFiles(*m_catalog, this).exportTable();
}

void MainWindow::openCatalog() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Catalog"), QFileInfo(m_catalog->path()).absolutePath(),
                                     tr("GPU Advisor catalogs (*.sqlite *.db);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    if (std::unique_ptr<Catalog> catalog = openCatalogForUser(path, this)) {
        setCatalog(std::move(catalog));
    }
}

void MainWindow::setCatalog(std::unique_ptr<Catalog> catalog) {
    // Commands on the stack refer to the old catalog.
    m_undoStack->clear();
    m_orphanCommands.clear();
    auto* oldPage = m_catalogPage;
    m_pagesInUse.remove(oldPage);
    m_catalog = std::move(catalog);
    m_catalogPage = createCatalogPage();
    const int index = m_tabs->indexOf(oldPage);
    m_tabs->removeTab(index);
    m_tabs->insertTab(index, m_catalogPage, QString());
    titlePages();
    delete oldPage;
    m_build->setCatalog(m_catalog.get());
    showCatalogAccess();
    m_dataVersionRead = false; // another connection: its versions do not compare with the old one's
    reloadCatalog();
}

void MainWindow::showError(const QString& title, const QString& message) {
    QMessageBox::warning(this, title, message);
}

void MainWindow::createSettingsMenu() {
    QMenu* settingsMenu = menuBar()->addMenu(tr("&Settings"));
    // Language names stay in their own language, so anyone finds theirs.
    QMenu* languageMenu = settingsMenu->addMenu(tr("&Language"));
    languageMenu->setObjectName(QStringLiteral("languageMenu"));
    auto* languages = new QActionGroup(languageMenu);
    for (const Languages::Language& language : Languages::available()) {
        QAction* action = languageMenu->addAction(language.nativeName);
        action->setObjectName(QStringLiteral("language_") + language.code);
        action->setCheckable(true);
        action->setChecked(language.code == Languages::current());
        action->setActionGroup(languages);
        connect(action, &QAction::triggered, this, [code = language.code] {
            settings::setValue(settings::language, code);
            Languages::apply(code); // LanguageChange rebuilds the window
        });
    }
    QAction* preferences =
        settingsMenu->addAction(tr("&Preferences..."), this, [this] { showPreferences(); });
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setShortcut(QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);
}

void MainWindow::createHelpMenu() {
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* sources = help->addAction(tr("&Sources of the Numbers..."), this, [this] { showSources(); });
    sources->setObjectName(QStringLiteral("sourcesAction"));
    help->addSeparator();
    QAction* about = help->addAction(tr("&About GPU Advisor"), this, [this] { showAbout(); });
    about->setObjectName(QStringLiteral("aboutAction"));
    about->setMenuRole(QAction::AboutRole);
    QAction* aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setObjectName(QStringLiteral("aboutQtAction"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

QString MainWindow::aboutText() const {
    return gpuadvisor::aboutText(m_catalog->path(), m_snapshot.get());
}

QMessageBox* MainWindow::showAbout() {
    return openAboutBox(this, aboutText());
}

SourcesDialog* MainWindow::showSources() {
    if (!m_sources) {
        m_sources = new SourcesDialog(this);
        m_sources->setAttribute(Qt::WA_DeleteOnClose);
        updateClaimChecks();
    }
    m_sources->show();
    m_sources->raise();
    m_sources->activateWindow();
    return m_sources;
}

QDialog* MainWindow::showPreferences() {
    auto* dialog = new PreferencesDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const bool currencyChanged = dialog->apply();
        // Charts pass the threshold on to every page with their settings.
        m_charts->setStalePriceMonths(dialog->stalePriceMonths());
        if (currencyChanged) {
            // Pages listen for the currency and show money again; a reload covers the rest.
            reloadCatalog();
        }
    });
    dialog->open();
    return dialog;
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        // One translator change sends this to every widget, and a language switch changes two
        // translators: build once, after the events are delivered (not while they are).
        scheduleRebuild();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::scheduleRebuild() {
    if (m_rebuildPending) {
        return;
    }
    m_rebuildPending = true;
    QMetaObject::invokeMethod(this, &MainWindow::rebuild, Qt::QueuedConnection);
}

void MainWindow::rebuild() {
    m_rebuildPending = false;
    const PageState state = PageState::of(*this);
    const QByteArray toolBarState = saveState();
    if (m_advisor) {
        delete m_advisor.data();
    }
    // Commands the old catalog page pushed can no longer tell it: the window reloads for them.
    for (int index = 0; index < m_undoStack->count(); ++index) {
        m_orphanCommands.insert(m_undoStack->command(index));
    }
    m_tabs->clear();
    for (QWidget* page : std::initializer_list<QWidget*>{m_charts, m_catalogPage, m_compare, m_build, m_cloud,
                                                         m_llm, m_explainer}) {
        delete page;
    }
    createContextBar();
    createPages();
    createActions();
    reloadCatalog();
    state.applyTo(*this);
    restoreState(toolBarState);
    if (m_sources) {
        m_sources->raise();
    }
}

void MainWindow::undoIndexChanged(int index) {
    // The command undone or redone is the one below the higher of the two indexes.
    const QUndoCommand* command = m_undoStack->command(std::min(index, m_lastUndoIndex));
    m_lastUndoIndex = index;
    if (m_undoStack->count() == 0) {
        m_orphanCommands.clear();
    }
    if (command != nullptr && m_orphanCommands.contains(command)) {
        reloadCatalog();
    }
}

void MainWindow::restoreSettings() {
    restoreGeometry(settings::value(settings::windowGeometry));
    restoreState(settings::value(settings::windowState));
}

void MainWindow::saveSettings() const {
    settings::setValue(settings::windowGeometry, saveGeometry());
    settings::setValue(settings::windowState, saveState());
    settings::saveChartSettings(m_charts->settings());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveSettings();
    QMainWindow::closeEvent(event);
}

} // namespace gpuadvisor
