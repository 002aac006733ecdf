// What one control change on the charts page costs: recomputing every shipped card's chart data,
// rebuilding the Qt Charts bar chart, and painting it (offscreen). Target (issue 4): within one
// 60 Hz frame, 16.7 ms, for the shipped catalog.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/charts/chartexport.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/charts/performancechart.h"

#include <QApplication>
#include <QCheckBox>
#include <QGraphicsScene>
#include <QPainter>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace gpuadvisor;

namespace {

const CatalogSnapshot& shipped() {
    static const CatalogSnapshot snapshot = [] {
        QTemporaryDir directory;
        Catalog catalog(directory.filePath(QStringLiteral("catalog.sqlite")));
        return CatalogSnapshot::load(catalog);
    }();
    return snapshot;
}

void computeShippedChartData(benchmark::State& state) {
    ChartSettings settings;
    settings.perDollar = true;
    for (auto _ : state) {
        benchmark::DoNotOptimize(computeChartData(shipped(), settings));
    }
}
BENCHMARK(computeShippedChartData)->Unit(benchmark::kMicrosecond);

void rebuildShippedChart(benchmark::State& state) {
    ChartSettings settings;
    settings.perDollar = true;
    const ChartData data = computeChartData(shipped(), settings);
    PerformanceChart chart;
    chart.resize(1000, 1700);
    for (auto _ : state) {
        chart.setData(data);
    }
}
BENCHMARK(rebuildShippedChart)->Unit(benchmark::kMicrosecond);

/// A whole control change as the user makes it: the checkbox toggles, the page recomputes and
/// the chart is rebuilt, then drawn into an image of the view's size.
void togglePerDollarAndPaint(benchmark::State& state) {
    auto snapshot = std::make_shared<const CatalogSnapshot>(shipped());
    ChartsPage page;
    page.resize(1400, 900);
    page.setSnapshot(snapshot);
    auto* perDollar = page.findChild<QCheckBox*>(QStringLiteral("perDollarCheck"));
    QImage image(1000, 1700, QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state) {
        perDollar->toggle();
        QApplication::processEvents();
        QPainter painter(&image);
        page.chart()->scene() ? page.chart()->scene()->render(&painter) : void();
    }
}
BENCHMARK(togglePerDollarAndPaint)->Unit(benchmark::kMillisecond);

void exportShippedPng(benchmark::State& state) {
    ChartSettings settings;
    const ChartData data = computeChartData(shipped(), settings);
    for (auto _ : state) {
        benchmark::DoNotOptimize(renderChartImage(data, QSize(1200, 1600)));
    }
}
BENCHMARK(exportShippedPng)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QStandardPaths::setTestModeEnabled(true);
    QApplication application(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
