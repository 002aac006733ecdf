// Fuzz target: the core evaluators on cards that pass validateGpu. Cards start from the shipped
// catalog and get fuzzed fields; prices, system costs, ownership assumptions and builds are fuzzed
// within their validated ranges. Oracle: every figure is finite (no NaN, no infinity) whenever
// the inputs passed validation, and nothing crashes.

#include "third_party/FuzzedDataProvider.h"

#include "gpuadvisor/core/advice/flowchart.h"
#include "gpuadvisor/core/advice/livepick.h"
#include "gpuadvisor/core/advice/memoryneed.h"
#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/core/build/buildsummary.h"
#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/core/catalog/pricebook.h"
#include "gpuadvisor/core/catalog/validation.h"
#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/core/cost/ownershipvalidation.h"
#include "gpuadvisor/core/cost/ranking.h"
#include "gpuadvisor/core/model/performance.h"

#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <limits>
#include <string>
#include <vector>

using namespace gpuadvisor;

namespace {

constexpr Date today{std::chrono::year(2026), std::chrono::month(1), std::chrono::day(1)};

std::vector<Gpu>& shippedGpus() {
    static std::vector<Gpu> gpus;
    return gpus;
}

void check(double value, const char* what) {
    if (!std::isfinite(value)) {
        std::fprintf(stderr, "fuzz_model: %s is not finite (%g)\n", what, value);
        std::abort();
    }
}

double fuzzNumber(FuzzedDataProvider& input, double base) {
    switch (input.ConsumeIntegralInRange<int>(0, 7)) {
    case 0:
        return base;
    case 1:
        return base * input.ConsumeFloatingPointInRange<double>(0.0, 4.0);
    case 2:
        return input.ConsumeFloatingPointInRange<double>(0.0, 1e6);
    case 3:
        return std::numeric_limits<double>::denorm_min() * input.ConsumeIntegralInRange<int>(1, 1000);
    case 4:
        return input.ConsumeFloatingPoint<double>();
    case 5:
        return std::nextafter(base, input.ConsumeBool() ? 0.0 : 1e300);
    case 6:
        return 0.0;
    default:
        return static_cast<double>(input.ConsumeIntegral<std::int32_t>());
    }
}

std::optional<double> fuzzOptional(FuzzedDataProvider& input, const std::optional<double>& base) {
    if (input.ConsumeIntegralInRange<int>(0, 3) == 0) {
        return input.ConsumeBool() ? std::nullopt : std::optional<double>(fuzzNumber(input, 1));
    }
    return base ? std::optional<double>(fuzzNumber(input, *base)) : std::nullopt;
}

template <typename Enum> Enum fuzzEnum(FuzzedDataProvider& input, Enum base, int count) {
    return input.ConsumeBool() ? base : static_cast<Enum>(input.ConsumeIntegralInRange<int>(0, count - 1));
}

int fuzzInt(FuzzedDataProvider& input, int base) {
    return input.ConsumeBool() ? base : input.ConsumeIntegral<int>();
}

Gpu fuzzGpu(FuzzedDataProvider& input) {
    const auto& gpus = shippedGpus();
    Gpu gpu = gpus[input.ConsumeIntegralInRange<std::size_t>(0, gpus.size() - 1)];
    const unsigned fields = input.ConsumeIntegral<std::uint32_t>();
    auto on = [&](int bit) {
        return (fields >> bit) & 1U;
    };
    gpu.name = input.ConsumeBool() ? gpu.name : input.ConsumeRandomLengthString(24);
    if (on(0))
        gpu.architecture = fuzzEnum(input, gpu.architecture, 10);
    if (on(1))
        gpu.segment = fuzzEnum(input, gpu.segment, 3);
    if (on(2))
        gpu.releaseYear = fuzzInt(input, gpu.releaseYear);
    if (on(3))
        gpu.memoryGb = fuzzNumber(input, gpu.memoryGb);
    if (on(4))
        gpu.bandwidthGBps = fuzzNumber(input, gpu.bandwidthGBps);
    if (on(5))
        gpu.smCount = fuzzInt(input, gpu.smCount);
    if (on(6))
        gpu.tensorCoreGeneration = fuzzInt(input, gpu.tensorCoreGeneration);
    if (on(7))
        gpu.fp16TensorTflops = fuzzOptional(input, gpu.fp16TensorTflops);
    if (on(8))
        gpu.fp16TensorFp32AccumulateTflops = fuzzOptional(input, gpu.fp16TensorFp32AccumulateTflops);
    if (on(9))
        gpu.bf16TensorTflops = fuzzOptional(input, gpu.bf16TensorTflops);
    if (on(10))
        gpu.int8TensorTops = fuzzOptional(input, gpu.int8TensorTops);
    if (on(11))
        gpu.fp8TensorTflops = fuzzOptional(input, gpu.fp8TensorTflops);
    if (on(12))
        gpu.fp32Tflops = fuzzNumber(input, gpu.fp32Tflops);
    if (on(13))
        gpu.l2CacheMb = fuzzNumber(input, gpu.l2CacheMb);
    if (on(14))
        gpu.sharedMemoryPerSmKb = fuzzNumber(input, gpu.sharedMemoryPerSmKb);
    if (on(15))
        gpu.boardPowerWatts = fuzzInt(input, gpu.boardPowerWatts);
    if (on(16))
        gpu.slotWidth = fuzzInt(input, gpu.slotWidth);
    if (on(17))
        gpu.cooler = fuzzEnum(input, gpu.cooler, 4);
    if (on(18))
        gpu.pcieGeneration = fuzzInt(input, gpu.pcieGeneration);
    if (on(19))
        gpu.nvlink = input.ConsumeBool();
    if (on(20))
        gpu.ecc = input.ConsumeBool();
    if (on(21))
        gpu.launchPriceUsd = fuzzOptional(input, gpu.launchPriceUsd);
    if (on(22))
        gpu.datacenterUseAllowed = input.ConsumeBool();
    return gpu;
}

Date fuzzDate(FuzzedDataProvider& input) {
    return Date{std::chrono::year(input.ConsumeIntegralInRange<int>(1990, 2026)),
                std::chrono::month(input.ConsumeIntegralInRange<unsigned>(1, 12)),
                std::chrono::day(input.ConsumeIntegralInRange<unsigned>(1, 28))};
}

void checkModel(const PerformanceModel& model, const Gpu& card) {
    check(model.relative(card), "relative");
    const PerformanceExplanation explanation = model.explain(card);
    check(explanation.relative, "explain().relative");
    for (const auto& factor : explanation.factors) {
        check(factor.value, "factor value");
        check(factor.cardInput, "factor card input");
        check(factor.referenceInput, "factor reference input");
    }
}

void checkCost(const OwnershipCost& cost) {
    check(cost.cardsUsd, "cardsUsd");
    check(cost.systemUsd, "systemUsd");
    check(cost.busyWatts, "busyWatts");
    check(cost.electricityUsd, "electricityUsd");
    check(cost.totalUsd(), "totalUsd");
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
    std::ifstream file(GPUADVISOR_SHIPPED_GPUS_CSV, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    const CatalogCsvParse parsed = parseCatalogCsv(text, today);
    if (!parsed.ok() || parsed.content.gpus.empty()) {
        std::fprintf(stderr, "fuzz_model: cannot read %s\n", GPUADVISOR_SHIPPED_GPUS_CSV);
        std::abort();
    }
    shippedGpus() = parsed.content.gpus;
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzedDataProvider input(data, size);

    // Cards: a reference and up to four others, all valid.
    std::vector<Gpu> cards;
    const int cardCount = input.ConsumeIntegralInRange<int>(1, 5);
    for (int i = 0; i < cardCount; ++i) {
        Gpu gpu = fuzzGpu(input);
        gpu.name = "card " + std::to_string(i) + " " + gpu.name;
        if (!validateGpu(gpu).empty()) {
            return 0;
        }
        cards.push_back(std::move(gpu));
    }
    PerformanceQuery query;
    query.metric = static_cast<Metric>(input.ConsumeIntegralInRange<int>(0, 2));
    query.workload = static_cast<Workload>(input.ConsumeIntegralInRange<int>(0, 1));
    query.structuredSparsity = input.ConsumeBool();
    const PerformanceModel model(cards.front(), query);
    for (const auto& card : cards) {
        checkModel(model, card);
        check(smGigahertz(card), "smGigahertz");
        check(effectiveHalfPrecisionTflops(card), "effectiveHalfPrecisionTflops");
    }

    // Prices, system costs and ownership assumptions that pass validation.
    std::vector<PriceObservation> prices;
    const int priceCount = input.ConsumeIntegralInRange<int>(0, 6);
    for (int i = 0; i < priceCount; ++i) {
        PriceObservation price;
        price.gpuName = cards[input.ConsumeIntegralInRange<std::size_t>(0, cards.size() - 1)].name;
        price.condition = input.ConsumeBool() ? Condition::New : Condition::Used;
        price.priceUsd = fuzzNumber(input, 1000);
        price.observedOn = fuzzDate(input);
        price.source = "fuzz";
        if (!validatePrice(price, today).empty()) {
            return 0;
        }
        prices.push_back(price);
    }
    std::vector<SystemBaseCost> systemCosts;
    for (int count : {1, 2, 4, 8}) {
        if (input.ConsumeBool()) {
            SystemBaseCost cost{count, fuzzNumber(input, 1000), fuzzNumber(input, 150), "fuzz"};
            if (!validateSystemBaseCost(cost).empty()) {
                return 0;
            }
            systemCosts.push_back(cost);
        }
    }
    OwnershipAssumptions ownership;
    if (input.ConsumeBool()) {
        ownership.years = fuzzNumber(input, ownership.years);
        ownership.kwhPriceUsd = fuzzNumber(input, ownership.kwhPriceUsd);
        ownership.utilization = fuzzNumber(input, ownership.utilization);
        if (!validateOwnershipAssumptions(ownership).empty()) {
            return 0;
        }
    }
    const PriceBook book(prices);

    // Ranking.
    RankingOptions options;
    options.perDollar = input.ConsumeBool();
    options.minMemoryGb = input.ConsumeFloatingPointInRange<double>(0, 200);
    options.gpuCount = input.ConsumeIntegralInRange<int>(1, 8);
    options.condition = input.ConsumeBool() ? Condition::New : Condition::Used;
    options.asOf = today;
    options.ownership = ownership;
    std::vector<const PriceObservation*> cardPrices;
    for (const auto& card : cards) {
        cardPrices.push_back(book.latest(card.name, options.condition, options.asOf));
    }
    const Ranking ranking =
        rankCards(cards, cardPrices, model, systemBaseCostFor(systemCosts, options.gpuCount), options);
    for (const auto& ranked : ranking.cards) {
        check(ranked.relativePerformance, "ranked relativePerformance");
        check(ranked.performancePerDollar, "ranked performancePerDollar");
        if (ranked.cost) {
            checkCost(*ranked.cost);
        }
    }

    // Live pick.
    PickRequest request;
    request.memoryGb = input.ConsumeFloatingPointInRange<double>(0, 100);
    if (input.ConsumeBool()) {
        request.budgetUsd = input.ConsumeFloatingPointInRange<double>(0, 1e7);
    }
    request.gpuCount = input.ConsumeIntegralInRange<int>(1, 8);
    request.asOf = today;
    request.ownership = ownership;
    const LivePick pick = livePick(cards, book, systemCosts, model, request, {});
    for (const auto& candidate : pick.candidates) {
        check(candidate.relativePerformance, "pick relativePerformance");
        check(candidate.performancePerDollar, "pick performancePerDollar");
        checkCost(candidate.cost);
    }

    // A build of the cards, within the ranges saveBuild accepts.
    BuildSpec spec;
    const int buildGpus = input.ConsumeIntegralInRange<int>(1, maxGpusPerMachine);
    for (int i = 0; i < buildGpus; ++i) {
        BuildGpu buildGpu;
        buildGpu.gpu = cards[input.ConsumeIntegralInRange<std::size_t>(0, cards.size() - 1)];
        if (input.ConsumeBool()) {
            buildGpu.powerLimitWatts = input.ConsumeFloatingPointInRange<double>(0.001, 2000);
        }
        if (input.ConsumeBool()) {
            buildGpu.slotWidth = input.ConsumeIntegralInRange<int>(0, 4);
        }
        if (input.ConsumeBool()) {
            buildGpu.cooler = static_cast<Cooler>(input.ConsumeIntegralInRange<int>(0, 3));
        }
        spec.gpus.push_back(buildGpu);
    }
    spec.psuWatts = input.ConsumeFloatingPointInRange<double>(0.001, 1e5);
    spec.psuEfficiency = input.ConsumeFloatingPointInRange<double>(0.001, 1);
    spec.cpuWatts = input.ConsumeFloatingPointInRange<double>(0, 1e4);
    spec.cpuCores = input.ConsumeIntegralInRange<int>(1, 512);
    spec.otherWatts = input.ConsumeFloatingPointInRange<double>(0, 1e4);
    spec.x16Slots = input.ConsumeIntegralInRange<int>(0, 8);
    spec.slotSpacing = input.ConsumeIntegralInRange<int>(1, 4);
    spec.lanesPerGpu = input.ConsumeIntegralInRange<int>(1, 16);
    spec.pcieGeneration = input.ConsumeIntegralInRange<int>(1, 6);
    spec.risers = input.ConsumeBool();
    spec.caseCooling = input.ConsumeBool() ? CaseCooling::Standard : CaseCooling::HighAirflow;
    spec.mains.volts = input.ConsumeFloatingPointInRange<double>(1, 480);
    spec.mains.amps = input.ConsumeFloatingPointInRange<double>(1, 100);
    spec.nodes = input.ConsumeIntegralInRange<int>(1, 64);
    spec.networkGbps = input.ConsumeFloatingPointInRange<double>(0, 1000);
    spec.chassis = input.ConsumeBool() ? Chassis::Workstation : Chassis::Server;
    spec.inDataCenter = input.ConsumeBool();
    spec.gpuDrivesDisplay = input.ConsumeBool();
    spec.hostRamGb = input.ConsumeFloatingPointInRange<double>(0, 4096);

    const PowerBudget power = powerBudget(spec);
    check(power.gpuWatts, "gpuWatts");
    check(power.totalWatts, "totalWatts");
    check(power.wallWatts, "wallWatts");
    check(power.mainsContinuousWatts, "mainsContinuousWatts");
    check(power.psuHeadroomWatts, "psuHeadroomWatts");
    for (const auto& finding : checkBuild(spec, &model)) {
        for (const auto& value : finding.values) {
            check(value.value, "finding value");
        }
    }
    const BuildSummary summary =
        summarizeBuild(spec, model, book, options.condition, today, systemCosts, ownership);
    check(summary.totalGpuMemoryGb, "totalGpuMemoryGb");
    check(summary.throughput, "throughput");
    check(summary.cardsUsd, "summary cardsUsd");
    check(summary.electricityUsd, "summary electricityUsd");
    check(summary.totalUsd(), "summary totalUsd");

    // Memory need and the flowchart.
    ModelMemoryQuery memory;
    memory.parameters = input.ConsumeFloatingPoint<double>();
    memory.precision = static_cast<Precision>(input.ConsumeIntegralInRange<int>(0, 3));
    memory.training = input.ConsumeBool();
    const ModelMemoryEstimate estimate = estimateModelMemory(memory);
    // Any count, even infinite or NaN, gives a finite estimate (clamped or counted as 0).
    check(estimate.totalGb(), "memory estimate");

    FlowAnswers answers;
    auto maybe = [&]() -> std::optional<bool> {
        const int choice = input.ConsumeIntegralInRange<int>(0, 2);
        return choice == 2 ? std::nullopt : std::optional<bool>(choice == 1);
    };
    answers.organization = maybe();
    answers.largeLlms = maybe();
    answers.rich = maybe();
    answers.middleBudget = maybe();
    answers.train = maybe();
    answers.transformers = maybe();
    answers.llms = maybe();
    answers.smallDatasets = maybe();
    if (input.ConsumeBool()) {
        answers.budgetUsd = input.ConsumeFloatingPointInRange<double>(0, 1e7);
    }
    answers.gpuCount = input.ConsumeIntegralInRange<int>(-2, 64);
    const FlowWalk walk = walkFlowchart(answers, book, today);
    for (const auto& step : walk.steps) {
        if (step.budget) {
            check(step.budget->totalUsd(), "budget total");
        }
    }
    return 0;
}
