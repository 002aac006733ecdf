#pragma once

// The desktop window on a generated catalog, as the UI benchmarks open and time it.

#include "benchsupport.h"

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include <QApplication>

#include <benchmark/benchmark.h>

#include <memory>

namespace gpuadvisor::bench {

/// The main window on the catalog file at `path`, shown at 1400 x 900 with its first paint done.
inline std::unique_ptr<MainWindow> openMainWindow(const QString& path) {
    auto window = std::make_unique<MainWindow>(std::make_unique<Catalog>(path));
    window->resize(1400, 900);
    window->show();
    QApplication::processEvents();
    return window;
}

/// Times opening the window on `path` (closing it is not timed); reports the peak memory.
inline void timeOpeningMainWindow(benchmark::State& state, const QString& path) {
    for (auto _ : state) {
        auto window = openMainWindow(path);
        state.PauseTiming();
        window.reset();
        QApplication::processEvents();
        state.ResumeTiming();
    }
    state.counters["peak_rss_mb"] = peakRssMegabytes();
}

} // namespace gpuadvisor::bench
