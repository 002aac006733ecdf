// Benchmarks of the performance and cost model: what every chart redraw and every
// `gpu-advisor-cli rank` computes. Targets (product.md): all three metrics with per-dollar over
// the shipped catalog in under 50 us; 10,000 cards in under 5 ms.

#include "gpuadvisor/core/cost/ranking.h"

#include "shippedcatalog.h"

#include <benchmark/benchmark.h>

#include <random>

using namespace gpuadvisor;

namespace {

using bench::farFuture;

struct Catalog {
    std::vector<Gpu> gpus;
    std::vector<PriceObservation> prices;
    std::vector<SystemBaseCost> systems;
};

const Catalog& shippedCatalog() {
    static const Catalog catalog{bench::shippedCatalog().gpus, bench::shippedCatalog().prices,
                                 bench::shippedCatalog().systems};
    return catalog;
}

/// `count` cards made from the shipped ones with jittered specs and one new price each.
const Catalog& syntheticCatalog(std::size_t count) {
    static Catalog catalog;
    if (catalog.gpus.size() == count) {
        return catalog;
    }
    const Catalog& base = shippedCatalog();
    std::mt19937 random(42);
    std::uniform_real_distribution<double> jitter(0.7, 1.3);
    catalog = {};
    catalog.systems = base.systems;
    for (std::size_t i = 0; i < count; ++i) {
        Gpu gpu = base.gpus[i % base.gpus.size()];
        gpu.name += " #" + std::to_string(i);
        gpu.bandwidthGBps *= jitter(random);
        gpu.fp32Tflops *= jitter(random);
        gpu.l2CacheMb *= jitter(random);
        catalog.prices.push_back({gpu.name, Condition::New, 1000 * jitter(random),
                                  Date{std::chrono::year{2025}, std::chrono::June, std::chrono::day{1}},
                                  "bench"});
        catalog.gpus.push_back(std::move(gpu));
    }
    return catalog;
}

/// One chart redraw's worth of work: every metric, per dollar, with a fresh model and price book
/// state as the UI holds it.
void rankAllMetrics(benchmark::State& state, const Catalog& catalog) {
    const PriceBook book(catalog.prices);
    const auto system = systemBaseCostFor(catalog.systems, 1);
    const Gpu& reference = catalog.gpus.front();
    RankingOptions options;
    options.perDollar = true;
    // Prices are resolved when a price setting changes (resolvePrices* below), not per metric.
    const auto prices = book.latestFor(catalog.gpus, Condition::New, farFuture);
    for (auto _ : state) {
        for (Metric metric : {Metric::Inference8, Metric::Inference16, Metric::Training16}) {
            const PerformanceModel model(reference, {metric, Workload::Transformer});
            Ranking ranking = rankCards(catalog.gpus, prices, model, system, options);
            benchmark::DoNotOptimize(ranking);
        }
    }
    state.SetItemsProcessed(state.iterations() * 3 * static_cast<std::int64_t>(catalog.gpus.size()));
}

void rankShippedCatalogAllMetricsPerDollar(benchmark::State& state) {
    rankAllMetrics(state, shippedCatalog());
}
BENCHMARK(rankShippedCatalogAllMetricsPerDollar)->Unit(benchmark::kMicrosecond);

void rank10000CardsAllMetricsPerDollar(benchmark::State& state) {
    rankAllMetrics(state, syntheticCatalog(10000));
}
BENCHMARK(rank10000CardsAllMetricsPerDollar)->Unit(benchmark::kMillisecond);

void resolvePrices10000Cards(benchmark::State& state) {
    const Catalog& catalog = syntheticCatalog(10000);
    const PriceBook book(catalog.prices);
    for (auto _ : state) {
        auto prices = book.latestFor(catalog.gpus, Condition::New, farFuture);
        benchmark::DoNotOptimize(prices);
    }
}
BENCHMARK(resolvePrices10000Cards)->Unit(benchmark::kMillisecond);

void indexShippedPrices(benchmark::State& state) {
    for (auto _ : state) {
        PriceBook book(shippedCatalog().prices);
        benchmark::DoNotOptimize(book);
    }
}
BENCHMARK(indexShippedPrices)->Unit(benchmark::kMicrosecond);

void explainOneCard(benchmark::State& state) {
    const Catalog& catalog = shippedCatalog();
    const PerformanceModel model(catalog.gpus.back(), {Metric::Inference8, Workload::Transformer});
    for (auto _ : state) {
        auto explanation = model.explain(catalog.gpus.front());
        benchmark::DoNotOptimize(explanation);
    }
}
BENCHMARK(explainOneCard)->Unit(benchmark::kNanosecond);

} // namespace

BENCHMARK_MAIN();
