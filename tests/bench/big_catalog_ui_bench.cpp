// The desktop app on 100,000 cards (issue 20): opening the main window on the catalog (reading
// it, filling every page, the first show) and redrawing the Charts page after a control change.
// Run offscreen (QT_QPA_PLATFORM=offscreen). The catalog is made once per run (bigcatalog.h);
// big_catalog_rss.sh runs bigOpenMainWindow alone for the peak memory.

#include "bigcatalog.h"

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/charts/performancechart.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include "windowbench.h"

#include <QApplication>
#include <QCheckBox>
#include <QGraphicsScene>
#include <QPainter>
#include <QStandardPaths>

#include <benchmark/benchmark.h>

#include <memory>

using namespace gpuadvisor;
using gpuadvisor::bench::peakRssMegabytes;

namespace {

std::unique_ptr<MainWindow> openWindow() {
    return bench::openMainWindow(bench::bigCatalog().catalog);
}

void bigOpenMainWindow(benchmark::State& state) {
    bench::timeOpeningMainWindow(state, bench::bigCatalog().catalog);
}
BENCHMARK(bigOpenMainWindow)->Unit(benchmark::kMillisecond);

/// A control change on the Charts page as the user makes it: the page recomputes, rebuilds the
/// chart and paints it.
void bigChartsRedraw(benchmark::State& state) {
    auto window = openWindow();
    ChartsPage* page = window->chartsPage();
    auto* perDollar = page->findChild<QCheckBox*>(QStringLiteral("perDollarCheck"));
    QImage image(1000, 900, QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state) {
        perDollar->toggle();
        QApplication::processEvents();
        QPainter painter(&image);
        if (page->chart()->scene() != nullptr) {
            page->chart()->scene()->render(&painter);
        }
    }
    state.counters["bars"] = static_cast<double>(page->chartData().bars.size());
    state.counters["peak_rss_mb"] = peakRssMegabytes();
}
BENCHMARK(bigChartsRedraw)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    QStandardPaths::setTestModeEnabled(true);
    QApplication application(argc, argv);
    return bench::runBigCatalogBenchmarks(argc, argv);
}
