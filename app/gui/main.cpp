// gpu-advisor: the desktop application, or with --export-chart a headless chart renderer.
// The language is the user's choice (Settings > Language) or else the system's; the desktop app
// also restores the window, the charts' defaults and the currency, and welcomes a first start.

#include "guioptions.h"

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/charts/chartdata.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shell/appsettings.h"
#include "gpuadvisor/ui/shell/catalogopener.h"
#include "gpuadvisor/ui/shell/languages.h"
#include "gpuadvisor/ui/shell/mainwindow.h"
#include "gpuadvisor/ui/shell/welcomedialog.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QMenuBar>

#include <cstdio>
#include <memory>
#include <utility>

using namespace gpuadvisor;

namespace {

enum ExitCode { Success = 0, Failure = 1, UsageError = 2 };

void printError(const QString& message) {
    std::fprintf(stderr, "gpu-advisor: %s\n", qPrintable(message));
}

/// What a chart reads of the catalog (computeChartData): the cards, the system costs, the prices and
/// the measured results; not the cloud offers or the multi-GPU scaling of the other pages.
CatalogSnapshot chartSnapshot(const Catalog& catalog) {
    CatalogSnapshot snapshot;
    Catalog::CardsAndPrices read = catalog.cardsAndPrices();
    snapshot.gpus = std::move(read.gpus);
    snapshot.priceBook = PriceBook(std::move(read.prices));
    snapshot.systemCosts = catalog.systemBaseCosts();
    snapshot.measured = MeasuredPerformance(catalog.benchmarks());
    return snapshot;
}

int exportChartHeadless(const gui::GuiOptions& options, const Catalog& catalog) {
    const CatalogSnapshot snapshot = chartSnapshot(catalog);
    const ChartData data = computeChartData(snapshot, options.settings);
    if (!data.error.isEmpty()) {
        printError(QStringLiteral("--reference: ") + data.error);
        return UsageError;
    }
    ChartExportOptions exportOptions = options.exportOptions;
    if (!options.heightGiven) {
        // Every bar its row, the value axis, the legend and the caption inside the picture.
        exportOptions.size = defaultExportSize(data, exportOptions.size.width());
    }
    const QString error = exportChart(data, options.exportChartPath, exportOptions);
    if (!error.isEmpty()) {
        printError(error);
        return Failure;
    }
    return Success;
}

/// The catalog for a run without windows: read-only when a newer version wrote it; any other
/// problem is printed (the desktop app and 'gpu-advisor-cli catalog recover' can repair a damaged file).
std::unique_ptr<Catalog> openHeadless(const QString& path) {
    try {
        try {
            return std::make_unique<Catalog>(path);
        } catch (const CatalogError& error) {
            if (error.kind() != CatalogErrorKind::NewerSchema) {
                throw;
            }
            return std::make_unique<Catalog>(path, CatalogAccess::ReadOnly);
        }
    } catch (const CatalogError& error) {
        printError(error.message());
        if (error.kind() == CatalogErrorKind::Damaged) {
            printError(QStringLiteral(
                "Open it in GPU Advisor, or run 'gpu-advisor-cli catalog recover', to keep "
                "it as a backup and make a fresh catalog with the rows that can still be read."));
        }
        return nullptr;
    }
}

/// --print-menus: the menu titles of the main window as built now, one a line.
int printMenus(std::unique_ptr<Catalog> catalog) {
    const MainWindow window(std::move(catalog));
    for (const QAction* menu : window.menuBar()->actions()) {
        if (!menu->text().isEmpty()) {
            std::fputs((menu->text() + QLatin1Char('\n')).toUtf8().constData(), stdout);
        }
    }
    return Success;
}

} // namespace

int main(int argc, char* argv[]) {
    // A headless export must not need a display: pick the offscreen platform before Qt starts,
    // unless the caller chose one.
    const bool headlessRun = gui::asksForHeadlessExport(argc, argv);
    if (headlessRun && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("gpu-advisor"));
    QApplication::setApplicationDisplayName(QStringLiteral("GPU Advisor"));
    QApplication::setOrganizationName(QStringLiteral("gpu-advisor"));
    QApplication::setApplicationVersion(QStringLiteral(GPUADVISOR_VERSION));
    // The installed .desktop file and icon (packaging/): desktops match windows to them by this.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.gpuadvisor.GpuAdvisor"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("io.github.gpuadvisor.GpuAdvisor")));
    // Before any text is made, --help included.
    Languages::apply(Languages::startupLanguage());

    // The desktop app starts from the charts' remembered defaults; a headless export only from
    // its options, so that scripts get the same file on every machine.
    const gui::GuiOptionsResult parsed = gui::parseGuiOptions(
        QApplication::arguments(), headlessRun ? ChartSettings{} : settings::restoredChartSettings());
    if (!parsed.helpOrVersion.isEmpty()) {
        std::fputs(qPrintable(parsed.helpOrVersion), stdout);
        return Success;
    }
    if (!parsed.options) {
        printError(parsed.error);
        printError(QApplication::translate("main", "Try 'gpu-advisor --help'."));
        return UsageError;
    }
    const gui::GuiOptions& options = *parsed.options;
    const bool headless = !options.exportChartPath.isEmpty() || options.printMenus;

    // The user's own catalog: on a first start (a new HOME) its directory does not exist yet.
    QString catalogPath = options.catalogPath;
    if (catalogPath.isEmpty()) {
        catalogPath = Catalog::defaultPath();
        QDir().mkpath(QFileInfo(catalogPath).absolutePath());
    }
    std::unique_ptr<Catalog> catalog;
    if (headless) {
        catalog = openHeadless(catalogPath);
    } else {
        catalog = openCatalogForUser(catalogPath, nullptr); // asks what to do about a damaged file, ...
    }
    if (!catalog) {
        return Failure;
    }
    if (options.printMenus) {
        return printMenus(std::move(catalog));
    }
    if (headless) {
        return exportChartHeadless(options, *catalog);
    }

    text::setDisplayCurrency(settings::storedDisplayCurrency());
    MainWindow window(std::move(catalog));
    window.restoreSettings();
    window.chartsPage()->applySettings(options.settings);
    window.show();
    WelcomeDialog::showIfFirstRun(window);
    return QApplication::exec();
}
