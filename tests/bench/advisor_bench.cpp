// Benchmarks of the advisor and the build checker: what each wizard page change and each Build
// page edit computes. Both run on every keystroke, so they must stay far below a frame (16 ms).

#include "gpuadvisor/core/advice/advisor.h"
#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/core/build/buildsummary.h"

#include "shippedcatalog.h"

#include <benchmark/benchmark.h>

#include <algorithm>

using namespace gpuadvisor;

namespace {

const Date guideDay{std::chrono::year{2023}, std::chrono::January, std::chrono::day{30}};

const Gpu& named(const char* name) {
    const auto& gpus = bench::shippedCatalog().gpus;
    return *std::find_if(gpus.begin(), gpus.end(), [name](const Gpu& gpu) { return gpu.name == name; });
}

/// recommend() over the shipped catalog for these answers, as of `asOf`.
void runRecommend(benchmark::State& state, const AdvisorAnswers& answers, Date asOf) {
    const auto& shipped = bench::shippedCatalog();
    const PriceBook book(shipped.prices);
    const AdvisorCatalog catalog{shipped.gpus, &book, shipped.systems, shipped.cloudOffers,
                                 bench::shippedLlmPresets()};
    const Gpu& reference = named("H100 SXM");
    for (auto _ : state) {
        Recommendation result = recommend(answers, catalog, reference, asOf, OwnershipAssumptions{});
        benchmark::DoNotOptimize(result);
    }
}

/// The whole recommendation for an individual training Transformers on $1,000: walk, memory,
/// live pick over every (card, condition) of the shipped catalog.
void recommendShippedCatalog(benchmark::State& state) {
    AdvisorAnswers answers;
    answers.flow.organization = false;
    answers.flow.train = true;
    answers.flow.transformers = true;
    answers.flow.budgetUsd = 1000;
    runRecommend(state, answers, guideDay);
}
BENCHMARK(recommendShippedCatalog)->Unit(benchmark::kMicrosecond);

/// A rent leaf: the live pick plus the cloud offer ranking.
void recommendRentLeaf(benchmark::State& state) {
    AdvisorAnswers answers;
    answers.flow.organization = false;
    answers.flow.train = false;
    answers.flow.llms = true;
    answers.flow.budgetUsd = 100;
    answers.flow.smallDatasets = true;
    runRecommend(state, answers, bench::farFuture);
}
BENCHMARK(recommendRentLeaf)->Unit(benchmark::kMicrosecond);

/// Nothing fits (7B full fine-tuning in FP16, about 140 GB, on $3,000): the ways out run the
/// live pick again for 2-8 cards, fewer bits and adapters, and rank the cloud by instance.
void recommendNothingFits(benchmark::State& state) {
    AdvisorAnswers answers;
    answers.flow.organization = false;
    answers.flow.train = true;
    answers.flow.transformers = true;
    answers.flow.budgetUsd = 3000;
    answers.memory.model = ModelMemoryQuery{7e9, Precision::Fp16, true};
    runRecommend(state, answers, bench::farFuture);
}
BENCHMARK(recommendNothingFits)->Unit(benchmark::kMicrosecond);

BuildSpec mixedEightGpuBuild() {
    BuildSpec spec;
    for (const char* name :
         {"RTX 3090", "RTX 3090", "RTX 4090", "RTX 4090", "RTX A6000", "RTX A6000", "L40", "L40"}) {
        spec.gpus.push_back(BuildGpu{named(name), 300.0, std::nullopt, std::nullopt});
    }
    spec.chassis = Chassis::Server;
    spec.x16Slots = 8;
    spec.nodes = 2;
    spec.networkGbps = 25;
    spec.hostRamGb = 256;
    return spec;
}

/// Every check of a mixed 8-GPU build, with the model naming the slowest card (B9).
void checkEightGpuBuild(benchmark::State& state) {
    const BuildSpec spec = mixedEightGpuBuild();
    const PerformanceModel model(named("H100 SXM"), PerformanceQuery{});
    for (auto _ : state) {
        auto findings = checkBuild(spec, &model);
        benchmark::DoNotOptimize(findings);
    }
}
BENCHMARK(checkEightGpuBuild)->Unit(benchmark::kMicrosecond);

void summarizeEightGpuBuild(benchmark::State& state) {
    const auto& shipped = bench::shippedCatalog();
    const PriceBook book(shipped.prices);
    const BuildSpec spec = mixedEightGpuBuild();
    const PerformanceModel model(named("H100 SXM"), PerformanceQuery{});
    for (auto _ : state) {
        BuildSummary summary =
            summarizeBuild(spec, model, book, Condition::New, bench::farFuture, shipped.systems, {});
        benchmark::DoNotOptimize(summary);
    }
}
BENCHMARK(summarizeEightGpuBuild)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
