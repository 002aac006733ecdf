// The LLM planner's tables on the shipped catalog: what the CLI's `llm` command and the LLM page
// compute on every input change. The goal is well under one frame (16 ms).

#include "shippedcatalog.h"

#include "gpuadvisor/core/advice/livepick.h"
#include "gpuadvisor/core/catalog/pricebook.h"
#include "gpuadvisor/core/llm/llmcost.h"
#include "gpuadvisor/core/llm/llmmodel.h"
#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/core/llm/llmupgrades.h"

#include <benchmark/benchmark.h>

#include <string>

namespace {

using namespace gpuadvisor;

LlmWorkload workload(std::string_view key) {
    LlmWorkload w;
    w.model = *findLlmModel(bench::shippedLlmPresets(), key);
    w.weights = WeightFormat::Q4_K_M;
    w.contextTokens = 4096;
    return w;
}

const Date asOf{std::chrono::year{2026}, std::chrono::November, std::chrono::day{24}};

/// Every card at the fewest count (1-8) that holds the model, with its cost per million tokens.
void fullCardTable(benchmark::State& state, std::string_view key) {
    const bench::ShippedCatalog& catalog = bench::shippedCatalog();
    const PriceBook prices(catalog.prices);
    const LlmWorkload w = workload(key);
    const OwnershipAssumptions ownership;
    for (auto _ : state) {
        double total = 0;
        for (const Gpu& gpu : catalog.gpus) {
            const int count = fewestGpusThatFit(w, gpu).value_or(maximumLlmGpus);
            const LlmPlan plan = planLlm(w, gpu, count);
            const PriceQuote* price = prices.latest(gpu.name, Condition::New, asOf);
            const auto system = systemBaseCostFor(catalog.systems, count);
            if (plan.speed && price && system) {
                total +=
                    ownedUsdPerMillionTokens(ownershipCost(gpu, price->priceUsd, count, *system, ownership),
                                             plan.speed->decodeTokensPerSecond, ownership)
                        .value_or(0);
            }
        }
        benchmark::DoNotOptimize(total);
    }
    state.counters["cards"] = static_cast<double>(catalog.gpus.size());
}

void BM_LlmCardTable8B(benchmark::State& state) {
    fullCardTable(state, "llama3.1-8b");
}
BENCHMARK(BM_LlmCardTable8B)->Unit(benchmark::kMicrosecond);

// 70B tries up to 8 counts per card: the slowest table.
void BM_LlmCardTable70B(benchmark::State& state) {
    fullCardTable(state, "llama3.1-70b");
}
BENCHMARK(BM_LlmCardTable70B)->Unit(benchmark::kMicrosecond);

void BM_LlmCloudTable(benchmark::State& state) {
    const bench::ShippedCatalog& catalog = bench::shippedCatalog();
    const LlmWorkload w = workload("llama3.1-70b");
    for (auto _ : state) {
        double total = 0;
        for (const CloudOffer* offer : currentCloudOffers(catalog.cloudOffers, asOf)) {
            for (const Gpu& gpu : catalog.gpus) {
                if (gpu.name == offer->gpuName) {
                    const LlmPlan plan = planLlm(w, gpu, offer->gpuCount);
                    if (plan.speed) {
                        total +=
                            rentedUsdPerMillionTokens(offer->usdPerHour, plan.speed->decodeTokensPerSecond)
                                .value_or(0);
                    }
                }
            }
        }
        benchmark::DoNotOptimize(total);
    }
}
BENCHMARK(BM_LlmCloudTable)->Unit(benchmark::kMicrosecond);

void BM_LlmPlanOne(benchmark::State& state) {
    const Gpu& gpu = bench::shippedCatalog().gpus.front();
    const LlmWorkload w = workload("llama3.1-70b");
    for (auto _ : state) {
        benchmark::DoNotOptimize(planLlm(w, gpu, 4));
    }
}
BENCHMARK(BM_LlmPlanOne);

/// gpt-oss-120b in MXFP4 with 128 GB of dual-channel DDR5-6000 (issue 35): every card spills into
/// RAM at one count, and the named card's upgrades (three more plans) are worked out as well.
LlmWorkload offloadedWorkload() {
    LlmWorkload w = workload("gpt-oss-120b");
    w.weights = WeightFormat::Mxfp4;
    const MemoryPlatform& platform = *findMemoryPlatform("ddr5-6000-2ch");
    w.host.ramGb = 128;
    w.host.bandwidthGBps = platform.bandwidthGBps();
    w.host.pcieGeneration = platform.pcieGeneration;
    return w;
}

void BM_LlmOffloadCardTable(benchmark::State& state) {
    const bench::ShippedCatalog& catalog = bench::shippedCatalog();
    const LlmWorkload w = offloadedWorkload();
    for (auto _ : state) {
        double total = 0;
        for (const Gpu& gpu : catalog.gpus) {
            const LlmPlan plan = planLlm(w, gpu, fewestGpusThatFit(w, gpu).value_or(maximumLlmGpus));
            total += plan.speed ? plan.speed->decodeTokensPerSecond : 0;
        }
        benchmark::DoNotOptimize(total);
    }
    state.counters["cards"] = static_cast<double>(catalog.gpus.size());
}
BENCHMARK(BM_LlmOffloadCardTable)->Unit(benchmark::kMicrosecond);

void BM_LlmOffloadUpgrades(benchmark::State& state) {
    const Gpu* rtx3090 = nullptr;
    for (const Gpu& gpu : bench::shippedCatalog().gpus) {
        rtx3090 = gpu.name == "RTX 3090" ? &gpu : rtx3090;
    }
    const LlmWorkload w = offloadedWorkload();
    for (auto _ : state) {
        benchmark::DoNotOptimize(offloadUpgrades(w, *rtx3090, 1));
    }
}
BENCHMARK(BM_LlmOffloadUpgrades);

// A user's presets file of N rows (issue 32: 30,000 rows took 15 s when the duplicate check
// scanned every earlier row); read by every `llm` call, so it must stay linear.
void BM_ParseLlmPresets(benchmark::State& state) {
    std::string csv =
        "key,name,parameters,active_parameters,layers,hidden_size,attention_heads,kv_heads,head_dim,"
        "intermediate_size,vocabulary,tied_embeddings,max_context,source\n";
    for (int i = 0; i < state.range(0); ++i) {
        csv += "mine-" + std::to_string(i) + ",Mine " + std::to_string(i) +
               ",7B,,32,4096,32,8,128,11008,32000,no,4096,ours\n";
    }
    for (auto _ : state) {
        const gpuadvisor::LlmModelCsvParse parsed = gpuadvisor::parseLlmModelsCsv(csv);
        benchmark::DoNotOptimize(parsed.models.data());
    }
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_ParseLlmPresets)->Arg(1000)->Arg(10000)->Arg(30000)->Unit(benchmark::kMillisecond)->Complexity();

} // namespace

BENCHMARK_MAIN();
