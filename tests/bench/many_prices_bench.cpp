// The desktop app on a catalog with 240,000 prices (issue 32, item 10): reading the catalog into
// the snapshot every page reads, opening the main window on it, and reloading it (what the window
// does after an edit, an import or a change by another program). Run offscreen
// (QT_QPA_PLATFORM=offscreen); peak_rss_mb is the process's peak so far, so run one benchmark
// per process for its own figure (many_prices_rss.sh measures the real executable).

#include "manyprices.h"

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include "windowbench.h"

#include <QApplication>
#include <QStandardPaths>

#include <benchmark/benchmark.h>

#include <memory>

using namespace gpuadvisor;
using gpuadvisor::bench::peakRssMegabytes;

namespace {

void manyPricesSnapshotLoad(benchmark::State& state) {
    const Catalog catalog(bench::manyPricesCatalog().catalog);
    for (auto _ : state) {
        const CatalogSnapshot snapshot = CatalogSnapshot::load(catalog);
        benchmark::DoNotOptimize(snapshot.gpus.data());
    }
    state.counters["peak_rss_mb"] = peakRssMegabytes();
}
BENCHMARK(manyPricesSnapshotLoad)->Unit(benchmark::kMillisecond);

std::unique_ptr<MainWindow> openWindow() {
    return bench::openMainWindow(bench::manyPricesCatalog().catalog);
}

void manyPricesOpenMainWindow(benchmark::State& state) {
    bench::timeOpeningMainWindow(state, bench::manyPricesCatalog().catalog);
}
BENCHMARK(manyPricesOpenMainWindow)->Unit(benchmark::kMillisecond);

/// The window reads the catalog again and shows it on every page.
void manyPricesReload(benchmark::State& state) {
    auto window = openWindow();
    for (auto _ : state) {
        window->reloadCatalog();
        QApplication::processEvents();
    }
    state.counters["peak_rss_mb"] = peakRssMegabytes();
}
BENCHMARK(manyPricesReload)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    QStandardPaths::setTestModeEnabled(true);
    QApplication application(argc, argv);
    if (bench::parseManyPricesOptions(argc, argv)) {
        return 0;
    }
    benchmark::Initialize(&argc, argv);
    bench::manyPricesCatalog(); // made before the first timing
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
