#include "gpuadvisor/core/catalog/validation.h"

#include "catalog/problemlist.h"
#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/core/catalog/gpufields.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string_view>

namespace gpuadvisor {
namespace {

using problems::number;
using problems::ProblemList;

/// Tensor-core generation each architecture shipped with. Turing is special: the GTX 16
/// series is Turing without tensor cores (seed fact R8), so 0 is allowed there too.
bool tensorGenerationFitsArchitecture(Architecture architecture, int generation) {
    switch (architecture) {
    case Architecture::Fermi:
    case Architecture::Kepler:
    case Architecture::Maxwell:
    case Architecture::Pascal:
        return generation == 0;
    case Architecture::Volta:
        return generation == 1;
    case Architecture::Turing:
        return generation == 0 || generation == 2;
    case Architecture::Ampere:
        return generation == 3;
    case Architecture::Ada:
    case Architecture::Hopper:
        return generation == 4;
    case Architecture::Blackwell:
        return generation == 5;
    }
    return false;
}

bool hasFp8TensorCores(Architecture architecture) {
    return architecture == Architecture::Ada || architecture == Architecture::Hopper ||
           architecture == Architecture::Blackwell;
}

void checkTensorRates(const Gpu& gpu, ProblemList& problems) {
    const struct {
        std::string_view field;
        const std::optional<double>& value;
        bool allowed;
    } rates[] = {
        {"fp16_tensor_tflops", gpu.fp16TensorTflops, gpu.tensorCoreGeneration > 0},
        {"fp16_tensor_fp32acc_tflops", gpu.fp16TensorFp32AccumulateTflops, gpu.tensorCoreGeneration > 0},
        {"bf16_tensor_tflops", gpu.bf16TensorTflops, gpu.tensorCoreGeneration >= 3},
        {"int8_tensor_tops", gpu.int8TensorTops, gpu.tensorCoreGeneration >= 2},
        {"fp8_tensor_tflops", gpu.fp8TensorTflops, hasFp8TensorCores(gpu.architecture)},
    };
    for (const auto& rate : rates) {
        if (!rate.value) {
            continue;
        }
        if (!rate.allowed) {
            problems.add(rate.field, ProblemKind::Inconsistent,
                         std::string(rate.field) + " is set but a " +
                             std::string(toString(gpu.architecture)) + " card with tensor-core generation " +
                             std::to_string(gpu.tensorCoreGeneration) + " has no such tensor cores");
        }
    }
    if (gpu.tensorCoreGeneration == 0) {
        return;
    }
    if (!gpu.fp16TensorTflops) {
        problems.add("fp16_tensor_tflops", ProblemKind::Missing,
                     "fp16_tensor_tflops is empty but the card has tensor cores");
    }
    if (!gpu.fp16TensorFp32AccumulateTflops) {
        problems.add("fp16_tensor_fp32acc_tflops", ProblemKind::Missing,
                     "fp16_tensor_fp32acc_tflops is empty but the card has tensor cores");
    }
    if (gpu.fp16TensorTflops && gpu.fp16TensorFp32AccumulateTflops) {
        const double ratio = *gpu.fp16TensorFp32AccumulateTflops / *gpu.fp16TensorTflops;
        // The FP32-accumulate rate equals the FP16-accumulate rate or is half of it (GeForce).
        if (ratio > 1.001 || ratio < 0.499) {
            problems.add("fp16_tensor_fp32acc_tflops", ProblemKind::Inconsistent,
                         "fp16_tensor_fp32acc_tflops " + number(*gpu.fp16TensorFp32AccumulateTflops) +
                             " must be equal to or half of fp16_tensor_tflops " +
                             number(*gpu.fp16TensorTflops));
        }
    }
    if (gpu.fp16TensorTflops && *gpu.fp16TensorTflops < gpu.fp32Tflops) {
        problems.add("fp16_tensor_tflops", ProblemKind::Inconsistent,
                     "fp16_tensor_tflops " + number(*gpu.fp16TensorTflops) + " is below fp32_tflops " +
                         number(gpu.fp32Tflops) + ": are the columns swapped?");
    }
}

} // namespace

std::vector<FieldProblem> validateGpu(const Gpu& gpu) {
    ProblemList problems;
    // What each field's description implies: text present and on one line, numbers in range.
    for (const GpuField& field : gpuFields()) {
        if (field.kind == GpuFieldKind::Text) {
            problems.requireText(field.name, field.format(gpu));
        } else if (const std::optional<double> value = field.number(gpu); value && field.range) {
            problems.requireRange(field.name, *value, field.range->min, field.range->max, field.unit);
        }
    }
    if (gpu.name.size() > 80) {
        problems.add("name", ProblemKind::OutOfRange, "name is longer than 80 characters");
    }
    if (!tensorGenerationFitsArchitecture(gpu.architecture, gpu.tensorCoreGeneration)) {
        problems.add("tensor_core_generation", ProblemKind::Inconsistent,
                     "tensor_core_generation " + std::to_string(gpu.tensorCoreGeneration) +
                         " does not exist on " + std::string(toString(gpu.architecture)) + " cards");
    }
    checkTensorRates(gpu, problems);
    if (gpu.slotWidth == 0 && gpu.segment != Segment::Datacenter) {
        problems.add("slot_width", ProblemKind::Inconsistent,
                     "slot_width 0 (a socketed module) is only possible for a datacenter card");
    }
    // Seed fact R7: the GeForce licence bars consumer cards from data centres.
    if (gpu.segment == Segment::Consumer && gpu.datacenterUseAllowed) {
        problems.add("datacenter_use_allowed", ProblemKind::Inconsistent,
                     "datacenter_use_allowed is 1 but consumer cards may not be used in data centres "
                     "under their driver licence (seed fact R7)");
    }
    // Reported in column order, so a form or an import lists them as the fields appear.
    std::vector<FieldProblem> result = problems.take();
    std::stable_sort(result.begin(), result.end(), [](const FieldProblem& a, const FieldProblem& b) {
        return gpuFieldIndex(a.field) < gpuFieldIndex(b.field);
    });
    return result;
}

/// A price quoted in another currency: a known currency, its amount and rate, and US dollars that
/// agree with them (to 1 %, for rounding in a hand-made sheet).
void validateQuote(const PriceObservation& price, ProblemList& problems) {
    if (price.currency.empty()) {
        if (price.quotedPrice || price.usdPerUnit) {
            problems.add(
                price.quotedPrice ? "quoted_price" : "usd_per_unit", ProblemKind::Inconsistent,
                "a quoted price or rate needs its currency (CNY or EUR; leave all three empty for US "
                "dollars)");
        }
        return;
    }
    if (std::find(std::begin(quoteCurrencies), std::end(quoteCurrencies), price.currency) ==
        std::end(quoteCurrencies)) {
        problems.add("currency", ProblemKind::UnknownValue,
                     "currency '" + price.currency + "' is not one of USD, CNY, EUR");
        return;
    }
    if (!price.quotedPrice) {
        problems.add("quoted_price", ProblemKind::Missing,
                     "a price in " + price.currency + " needs quoted_price");
    } else {
        problems.requireRange("quoted_price", *price.quotedPrice, 0.01, 100000000, price.currency);
    }
    if (!price.usdPerUnit) {
        problems.add("usd_per_unit", ProblemKind::Missing,
                     "a price in " + price.currency + " needs usd_per_unit, the US dollars one " +
                         price.currency + " was worth on observed_on");
    } else {
        problems.requireRange("usd_per_unit", *price.usdPerUnit, 0.001, 10, "USD");
    }
    if (price.quotedPrice && price.usdPerUnit && price.priceUsd > 0) {
        const double converted = *price.quotedPrice * *price.usdPerUnit;
        if (std::abs(price.priceUsd - converted) > 0.01 * converted) {
            problems.add("price_usd", ProblemKind::Inconsistent,
                         "price_usd " + formatNumber(price.priceUsd) +
                             " is not quoted_price x usd_per_unit (" +
                             formatNumber(std::round(converted * 100) / 100) +
                             "); leave it empty to have it computed");
        }
    }
}

std::vector<FieldProblem> validatePrice(const PriceObservation& price, const Date& latestAllowed) {
    ProblemList problems;
    problems.requireText("gpu_name", price.gpuName);
    // A quote that lacks its amount or rate leaves price_usd empty: the quote's problem says why.
    // A whole quote that converts to less than a cent leaves it 0 too, and is refused here, as the
    // catalog would refuse it on writing.
    if (price.currency.empty() || price.priceUsd != 0) {
        problems.requireRange("price_usd", price.priceUsd, 1, 1000000, "USD");
    } else if (price.quotedPrice && price.usdPerUnit) {
        problems.add("price_usd", ProblemKind::OutOfRange,
                     "quoted_price x usd_per_unit is " +
                         formatNumber(*price.quotedPrice * *price.usdPerUnit) +
                         " USD, below the 1 USD a price may be");
    }
    problems.requireDate("observed_on", price.observedOn, latestAllowed);
    problems.requireText("source", price.source);
    validateQuote(price, problems);
    return problems.take();
}

std::vector<FieldProblem> validateCloudOffer(const CloudOffer& offer, const Date& latestAllowed) {
    ProblemList problems;
    problems.requireText("provider", offer.provider);
    problems.requireText("instance", offer.instance);
    problems.requireText("gpu_name", offer.gpuName);
    problems.requireRange("gpu_count", offer.gpuCount, 1, 64, "");
    problems.requireRange("usd_per_hour", offer.usdPerHour, 0, 1000, "USD");
    problems.requireDate("observed_on", offer.observedOn, latestAllowed);
    problems.requireText("source", offer.source);
    return problems.take();
}

std::vector<FieldProblem> validateSystemBaseCost(const SystemBaseCost& cost) {
    ProblemList problems;
    problems.requireRange("gpu_count", cost.gpuCount, 1, 16, "");
    problems.requireRange("base_cost_usd", cost.baseCostUsd, 0, 1000000, "USD");
    problems.requireRange("base_watts", cost.baseWatts, 0, 10000, "W");
    problems.requireText("source", cost.source);
    return problems.take();
}

std::vector<FieldProblem> validateBenchmark(const BenchmarkResult& result, const Date& latestAllowed) {
    ProblemList problems;
    problems.requireText("gpu_name", result.gpuName);
    problems.requireRange("gpu_count", result.gpuCount, 1, maxGpusPerMachine, "");
    problems.requireOneLine("system", result.system);
    problems.requireText("model", result.model);
    if (result.precision.empty()) {
        problems.add("precision", ProblemKind::Missing, "precision is empty");
    } else if (!precisionBits(result.precision)) {
        problems.add("precision", ProblemKind::UnknownValue,
                     "precision '" + result.precision +
                         "' is not one of: fp32, tf32, fp16, bf16, f16, fp8, int8, q8_0, int4, q4_*");
    }
    if (result.batchSize < 0) {
        problems.add("batch_size", ProblemKind::OutOfRange,
                     "batch_size " + std::to_string(result.batchSize) + " is below 0");
    }
    problems.requireOneLine("software", result.software);
    if (!(result.value > 0) || !std::isfinite(result.value)) {
        problems.add("value", ProblemKind::OutOfRange,
                     "value " + number(result.value) + " is not a finite number above 0");
    } else if (result.value > maximumBenchmarkValue) {
        problems.add("value", ProblemKind::OutOfRange,
                     "value " + number(result.value) +
                         " is more than ten trillion a second, beyond any measurement of one machine");
    }
    problems.requireText("unit", result.unit);
    problems.requireDate("measured_on", result.measuredOn, latestAllowed);
    problems.requireText("source", result.source);
    return problems.take();
}

} // namespace gpuadvisor
