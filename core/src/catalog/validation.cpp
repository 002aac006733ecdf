#include "gpuadvisor/core/catalog/validation.h"

#include "catalog/problemlist.h"
#include "catalog/textutil.h"
#include "gpuadvisor/core/catalog/architecture.h"
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
        {"fp8_tensor_tflops", gpu.fp8TensorTflops, traitsOf(gpu.architecture).fp8Matrix},
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
    if (!traitsOf(gpu.architecture).nvidiaTensorGenerations) {
        // Other vendors publish one 16-bit matrix figure (FP16, or BF16 on Gaudi 3) or none (Intel's
        // XMX): without one the model rates the device by its FP32 rate, a floor.
    } else if (!gpu.fp16TensorTflops) {
        problems.add("fp16_tensor_tflops", ProblemKind::Missing,
                     "fp16_tensor_tflops is empty but the card has tensor cores");
    }
    if (!gpu.fp16TensorFp32AccumulateTflops && traitsOf(gpu.architecture).nvidiaTensorGenerations) {
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

/// What each kind of device implies for its slots and segment, and which figures only a whole
/// system may leave unpublished.
void checkDeviceKind(const Gpu& gpu, ProblemList& problems) {
    switch (gpu.deviceKind) {
    case DeviceKind::Card:
        if (gpu.slotWidth == 0) {
            problems.add("slot_width", ProblemKind::Inconsistent,
                         "slot_width 0 is a socketed module or a whole system, not a card: set device_kind "
                         "to module or system, or give the slots the card takes");
        }
        break;
    case DeviceKind::Module:
        if (gpu.slotWidth != 0) {
            problems.add("slot_width", ProblemKind::Inconsistent,
                         "a module (SXM, OAM) takes no PCIe slot: slot_width must be 0");
        }
        if (gpu.segment != Segment::Datacenter) {
            problems.add(
                "segment", ProblemKind::Inconsistent,
                "a module (SXM, OAM) is only made for data-centre servers: segment must be datacenter");
        }
        break;
    case DeviceKind::System:
        if (gpu.slotWidth != 0) {
            problems.add("slot_width", ProblemKind::Inconsistent,
                         "a system with unified memory takes no PCIe slot: slot_width must be 0");
        }
        break;
    }
    if (gpu.isSystem()) {
        return;
    }
    // A card or module has a datasheet power, which the build checker and running costs need; a
    // maker may leave out FP32 (the card is then not rated), cache sizes or the PCIe generation.
    if (gpu.boardPowerWatts == 0) {
        problems.add(
            "board_power_w", ProblemKind::Missing,
            "board_power_w is empty; only a whole system (device_kind system) may leave it unpublished");
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
    const ArchitectureTraits& traits = traitsOf(gpu.architecture);
    if (!traits.allowsTensorGeneration(gpu.tensorCoreGeneration)) {
        problems.add("tensor_core_generation", ProblemKind::Inconsistent,
                     "tensor_core_generation " + std::to_string(gpu.tensorCoreGeneration) +
                         " does not exist on " + std::string(toString(gpu.architecture)) + " cards");
    }
    checkTensorRates(gpu, problems);
    // A vendor the app knows must be the architecture's; other text (a lab's own label) is the user's.
    const bool knownVendor = std::any_of(allVendors.begin(), allVendors.end(), [&](std::string_view vendor) {
        return equalsIgnoringCase(gpu.vendor, vendor);
    });
    if (knownVendor && !equalsIgnoringCase(gpu.vendor, traits.vendor)) {
        problems.add("vendor", ProblemKind::Inconsistent,
                     "vendor " + gpu.vendor + " does not make " + std::string(toString(gpu.architecture)) +
                         " chips (" + std::string(traits.vendor) + " does)");
    }
    checkDeviceKind(gpu, problems);
    // Seed fact R7: the GeForce licence bars consumer cards from data centres.
    if (gpu.segment == Segment::Consumer && gpu.datacenterUseAllowed &&
        traits.consumerLicenceBarsDatacenter) {
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
