#include "gpuadvisor/core/llm/llmcalibration.h"

#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/model/crossvalidation.h"

#include "catalog/textutil.h"
#include "model/median.h"
#include "model/neldermead.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <iterator>
#include <map>

namespace gpuadvisor {
namespace {

/// N of "llama-bench tgN" in a software column, else assumedDecodeTokens.
int decodeTokens(std::string_view software) {
    const std::string text = toLowerAscii(software);
    const std::size_t at = text.find("llama-bench tg");
    if (at == std::string::npos) {
        return assumedDecodeTokens;
    }
    int tokens = 0;
    const char* first = text.data() + at + std::string_view("llama-bench tg").size();
    const auto [end, error] = std::from_chars(first, text.data() + text.size(), tokens);
    return error == std::errc{} && end != first && tokens > 0 ? tokens : assumedDecodeTokens;
}

/// The llama.cpp backend a software column names ("llama.cpp 8cf6b42, ROCm, llama-bench pp512"):
/// CUDA where it names none (the 2024 measurements ran CUDA builds).
std::string_view backendOf(std::string_view software) {
    for (const std::string_view backend : {"ROCm", "Vulkan", "Metal", "SYCL"}) {
        const std::string needle = ", " + std::string(backend) + ",";
        if (software.find(needle) != std::string_view::npos) {
            return backend;
        }
    }
    return "CUDA";
}

struct Usable {
    const LlmMeasurement* measurement;
    const LlmModel* model;
    const Gpu* gpu;
};

std::vector<Usable> usable(std::span<const LlmMeasurement> measurements, std::span<const Gpu> gpus,
                           std::span<const LlmModel> models) {
    std::vector<Usable> rows;
    for (const LlmMeasurement& measurement : measurements) {
        const LlmModel* model = findLlmModel(models, measurement.modelKey);
        const Gpu* gpu = findGpu(gpus, measurement.gpuName);
        if (model && gpu && measurement.tokensPerSecond > 0) {
            rows.push_back({&measurement, model, gpu});
        }
    }
    return rows;
}

bool quantized(const LlmMeasurement& measurement) {
    return weightFormatInfo(measurement.weights).quantizedKernels;
}

/// The guide's first-order speed of a row, up to a scale: bandwidth over the weight bytes for
/// decode, the datasheet tensor rate over 2 FLOPs a parameter for prefill.
double firstOrder(const Usable& row) {
    if (row.measurement->test == LlmTest::Decode) {
        return row.gpu->bandwidthGBps / weightBytes(*row.model, row.measurement->weights);
    }
    return prefillTensorTflops(*row.gpu, row.measurement->weights) / (2 * row.model->activeParameters);
}

/// Rows of older builds count this much in the fit: the estimate describes the newest llama.cpp,
/// and where old and new disagree beyond one speed factor (the A100 of 2024 reached more of its
/// tensor rate than the H100 of 2025) the new rows decide.
constexpr double olderBuildWeight = 0.25;

double squaredLogError(const std::vector<Usable>& rows, LlmTest test, const LlmCalibration& calibration) {
    double sum = 0;
    for (const Usable& row : rows) {
        if (row.measurement->test == test) {
            const double estimate =
                estimatedTokensPerSecond(*row.measurement, *row.model, *row.gpu, calibration);
            const double error = std::log(estimate / row.measurement->tokensPerSecond);
            const double weight = row.measurement->olderBuild ? olderBuildWeight : 1;
            sum += std::isfinite(error) ? weight * error * error : 1e6;
        }
    }
    return sum;
}

} // namespace

std::vector<LlmMeasurement> llmMeasurements(std::span<const BenchmarkResult> benchmarks) {
    std::vector<LlmMeasurement> measurements;
    for (const BenchmarkResult& result : benchmarks) {
        const bool prefill = result.task == BenchmarkTask::LlmPrefill;
        const std::optional<WeightFormat> weights = parseWeightFormat(result.precision);
        if ((!prefill && result.task != BenchmarkTask::LlmDecode) || result.gpuCount != 1 || !weights ||
            !(result.value > 0) || (prefill && result.batchSize <= 0)) {
            continue;
        }
        LlmMeasurement measurement;
        measurement.gpuName = result.gpuName;
        measurement.modelKey = result.model;
        measurement.weights = *weights;
        measurement.test = prefill ? LlmTest::Prefill : LlmTest::Decode;
        measurement.tokens = prefill ? result.batchSize : decodeTokens(result.software);
        measurement.tokensPerSecond = result.value;
        measurement.software = result.software;
        measurement.source = result.source;
        measurement.measuredOn = result.measuredOn;
        measurement.flashAttention =
            toLowerAscii(result.software).find("flash attention on") != std::string::npos;
        measurement.backend = std::string(backendOf(result.software));
        measurements.push_back(std::move(measurement));
    }
    std::optional<std::chrono::sys_days> newest;
    for (const LlmMeasurement& measurement : measurements) {
        if (measurement.measuredOn.ok()) {
            newest = std::max(newest.value_or(std::chrono::sys_days{}),
                              std::chrono::sys_days{measurement.measuredOn});
        }
    }
    for (LlmMeasurement& measurement : measurements) {
        measurement.olderBuild =
            newest && measurement.measuredOn.ok() &&
            (*newest - std::chrono::sys_days{measurement.measuredOn}).count() >= olderBuildDays;
    }
    return measurements;
}

LlmWorkload measurementWorkload(const LlmMeasurement& measurement, const LlmModel& model) {
    LlmWorkload workload;
    workload.model = model;
    workload.weights = measurement.weights;
    workload.contextTokens = measurement.tokens;
    workload.promptTokens = measurement.tokens;
    workload.sequences = 1;
    workload.flashAttention = measurement.flashAttention;
    return workload;
}

double estimatedTokensPerSecond(const LlmMeasurement& measurement, const LlmModel& model, const Gpu& gpu,
                                const LlmCalibration& calibration) {
    // The measurement ran, so memory is not in question: plan on a card large enough to hold it.
    Gpu roomy = gpu;
    roomy.memoryGb = std::max(gpu.memoryGb, 1e6);
    LlmWorkload workload = measurementWorkload(measurement, model);
    workload.backend = measurement.backend.empty() ? std::string("CUDA") : measurement.backend;
    const LlmPlan plan = planLlm(workload, std::span<const Gpu>(&roomy, 1), calibration);
    if (!plan.speed) {
        return 0;
    }
    if (measurement.test == LlmTest::Prefill) {
        return plan.speed->prefillTokensPerSecond *
               (measurement.olderBuild ? calibration.olderBuildPrefillFactor : 1);
    }
    return plan.speed->decodeTokensPerSecond *
           (measurement.olderBuild ? calibration.olderBuildDecodeFactor : 1);
}

namespace {

/// The factor of each backend other than CUDA: the geometric mean of measured over estimated on
/// its rows, the estimate being the CUDA calibration's. A backend with no row of a test keeps 1.
std::vector<LlmBackendFactor> fitBackendFactors(const std::vector<Usable>& rows, const LlmCalibration& cuda) {
    struct Sums {
        double logs[2] = {0, 0};
        int counts[2] = {0, 0};
        std::vector<std::string> devices;
    };
    std::map<std::string, Sums> sums;
    for (const Usable& row : rows) {
        const LlmMeasurement& m = *row.measurement;
        if (m.backend.empty() || m.backend == "CUDA") {
            continue;
        }
        const double estimate = estimatedTokensPerSecond(m, *row.model, *row.gpu, cuda);
        if (!(estimate > 0)) {
            continue;
        }
        Sums& backend = sums[m.backend];
        const int test = m.test == LlmTest::Decode ? 0 : 1;
        backend.logs[test] += std::log(m.tokensPerSecond / estimate);
        ++backend.counts[test];
        if (std::find(backend.devices.begin(), backend.devices.end(), row.gpu->name) ==
            backend.devices.end()) {
            backend.devices.push_back(row.gpu->name);
        }
    }
    std::vector<LlmBackendFactor> factors;
    for (const auto& [name, backend] : sums) {
        LlmBackendFactor factor{name, 1, 1, static_cast<int>(backend.devices.size())};
        if (backend.counts[0] > 0) {
            factor.decode = std::exp(backend.logs[0] / backend.counts[0]);
        }
        if (backend.counts[1] > 0) {
            factor.prefill = std::exp(backend.logs[1] / backend.counts[1]);
        }
        factors.push_back(std::move(factor));
    }
    return factors;
}

} // namespace

LlmCalibration fitLlmCalibration(std::span<const LlmMeasurement> measurements, std::span<const Gpu> gpus,
                                 std::span<const LlmModel> models) {
    const std::vector<Usable> allRows = usable(measurements, gpus, models);
    // The shares describe CUDA builds; every other backend then gets its own factors on top.
    std::vector<Usable> rows;
    std::copy_if(allRows.begin(), allRows.end(), std::back_inserter(rows), [](const Usable& row) {
        return row.measurement->backend.empty() || row.measurement->backend == "CUDA";
    });
    // What the rows can tell apart; a factor nothing constrains stays 1.
    bool anyHbm = false;
    bool anyGddr = false;
    bool anyDequantizedPrefill = false; // quantised weights on cards without 8-bit tensor cores
    bool anyPlainPrefill = false;
    bool anyIntegerPrefill = false;
    bool smallSharedMemory = false; // an integer-kernel row on an SM of less than 128 KB
    bool flash[2][2] = {};          // [test][on]
    bool older[2][2] = {};          // [test][older]
    LlmCalibration calibration;
    for (const Usable& row : rows) {
        const LlmMeasurement& m = *row.measurement;
        const int test = m.test == LlmTest::Decode ? 0 : 1;
        flash[test][m.flashAttention ? 1 : 0] = true;
        older[test][m.olderBuild ? 1 : 0] = true;
        if (m.test == LlmTest::Decode) {
            (hasHbm(*row.gpu) ? anyHbm : anyGddr) = true;
        } else {
            if (prefillUsesIntegerKernels(*row.gpu, m.weights)) {
                anyIntegerPrefill = true;
                smallSharedMemory = smallSharedMemory ||
                                    (row.gpu->sharedMemoryPerSmKb > 0 && row.gpu->sharedMemoryPerSmKb < 128);
            } else {
                (quantized(m) ? anyDequantizedPrefill : anyPlainPrefill) = true;
            }
        }
        if (m.measuredOn.ok() &&
            (!calibration.newestMeasurement.ok() ||
             std::chrono::sys_days{m.measuredOn} > std::chrono::sys_days{calibration.newestMeasurement})) {
            calibration.newestMeasurement = m.measuredOn;
        }
    }
    const auto both = [](const bool(&seen)[2]) {
        return seen[0] && seen[1];
    };
    // Decode: GDDR share, HBM share, fixed milliseconds, flash attention and older-build factors.
    const auto decodeCalibration = [&](const std::vector<double>& x) {
        LlmCalibration c = calibration;
        c.gddrBandwidthShare = anyGddr ? x[0] : x[1];
        c.hbmBandwidthShare = anyHbm ? x[1] : x[0];
        c.fixedSecondsPerStep = x[2] * 1e-3;
        c.flashAttentionDecodeFactor = both(flash[0]) ? x[3] : 1;
        c.olderBuildDecodeFactor = both(older[0]) ? x[4] : 1;
        c.f16TensorShare = c.quantizedTensorShare = 0.5;
        c.integerKernelTflopsPerSmGhz = 0.4946;
        return c;
    };
    const std::vector<double> decode = detail::nelderMead(
        [&](const std::vector<double>& x) {
            if (std::any_of(x.begin(), x.end(), [](double v) { return v <= 0; })) {
                return 1e12;
            }
            return squaredLogError(rows, LlmTest::Decode, decodeCalibration(x));
        },
        {0.8, 0.6, 2.0, 1.0, 1.0}, {0.1, 0.1, 0.5, 0.1, 0.1}, 8000, 1e-14);
    calibration = decodeCalibration(decode);
    // Prefill: the integer kernels' rate per SM-GHz and their small-shared-memory exponent, the
    // 16-bit and dequantised shares, flash attention, older builds.
    const auto prefillCalibration = [&](const std::vector<double>& x) {
        LlmCalibration c = calibration;
        c.integerKernelTflopsPerSmGhz = anyIntegerPrefill ? x[0] : 0.5;
        c.smallSharedMemoryExponent = smallSharedMemory ? x[1] - 1 : 0;
        c.f16TensorShare = anyPlainPrefill || !anyDequantizedPrefill ? x[2] : x[3];
        c.quantizedTensorShare = anyDequantizedPrefill ? x[3] : c.f16TensorShare;
        c.flashAttentionPrefillFactor = both(flash[1]) ? x[4] : 1;
        c.olderBuildPrefillFactor = both(older[1]) ? x[5] : 1;
        return c;
    };
    // x[1] is the exponent plus one, so the search stays among positive values.
    const std::vector<double> prefill = detail::nelderMead(
        [&](const std::vector<double>& x) {
            if (std::any_of(x.begin(), x.end(), [](double v) { return v <= 0; })) {
                return 1e12;
            }
            return squaredLogError(rows, LlmTest::Prefill, prefillCalibration(x));
        },
        {0.5, 1.5, 0.5, 0.4, 1.0, 1.0}, {0.1, 0.2, 0.1, 0.1, 0.1, 0.1}, 12000, 1e-14);
    LlmCalibration fitted = prefillCalibration(prefill);
    fitted.backends = fitBackendFactors(allRows, fitted);
    return fitted;
}

std::vector<LlmValidationRow> crossValidateLlm(std::span<const LlmMeasurement> measurements,
                                               std::span<const Gpu> gpus, std::span<const LlmModel> models) {
    std::vector<LlmValidationRow> result;
    const std::vector<Usable> rows = usable(measurements, gpus, models);
    std::vector<std::string> cards;
    for (const Usable& row : rows) {
        if (std::find(cards.begin(), cards.end(), row.gpu->name) == cards.end()) {
            cards.push_back(row.gpu->name);
        }
    }
    for (const std::string& card : cards) {
        std::vector<LlmMeasurement> others;
        for (const Usable& row : rows) {
            if (row.gpu->name != card) {
                others.push_back(*row.measurement);
            }
        }
        const LlmCalibration fitted = fitLlmCalibration(others, gpus, models);
        // The baseline's scale: the median measured / first-order ratio of the other cards' rows.
        std::vector<double> scale[2];
        for (const Usable& row : rows) {
            if (row.gpu->name != card) {
                scale[row.measurement->test == LlmTest::Decode ? 0 : 1].push_back(
                    row.measurement->tokensPerSecond / firstOrder(row));
            }
        }
        for (const Usable& row : rows) {
            if (row.gpu->name == card) {
                const double estimate =
                    estimatedTokensPerSecond(*row.measurement, *row.model, *row.gpu, fitted);
                if (!(estimate > 0)) {
                    continue; // no compute figure to estimate the prompt from: nothing to check
                }
                LlmValidationRow validation{*row.measurement, estimate,
                                            estimate / row.measurement->tokensPerSecond - 1};
                validation.baseline =
                    detail::median(scale[row.measurement->test == LlmTest::Decode ? 0 : 1]) * firstOrder(row);
                result.push_back(std::move(validation));
            }
        }
    }
    return result;
}

double medianAbsoluteError(std::span<const LlmValidationRow> rows, LlmTest test, bool newestOnly) {
    std::vector<double> errors;
    for (const LlmValidationRow& row : rows) {
        if (row.measurement.test == test && !(newestOnly && row.measurement.olderBuild)) {
            errors.push_back(std::abs(row.error));
        }
    }
    return detail::median(std::move(errors));
}

LlmErrorSummary summarizeLlmValidation(std::span<const LlmValidationRow> rows, LlmTest test,
                                       bool newestOnly) {
    LlmErrorSummary summary;
    std::vector<double> errors;
    std::vector<double> baselineErrors;
    std::vector<double> measured;
    std::vector<double> estimated;
    std::vector<double> baseline;
    for (const LlmValidationRow& row : rows) {
        if (row.measurement.test != test || (newestOnly && row.measurement.olderBuild)) {
            continue;
        }
        errors.push_back(std::abs(row.error));
        baselineErrors.push_back(std::abs(row.baselineError()));
        measured.push_back(row.measurement.tokensPerSecond);
        estimated.push_back(row.estimated);
        baseline.push_back(row.baseline);
    }
    summary.rows = static_cast<int>(errors.size());
    if (errors.empty()) {
        return summary;
    }
    summary.largestAbsError = *std::max_element(errors.begin(), errors.end());
    summary.baselineLargestAbsError = *std::max_element(baselineErrors.begin(), baselineErrors.end());
    summary.medianAbsError = detail::median(std::move(errors));
    summary.baselineMedianAbsError = detail::median(std::move(baselineErrors));
    summary.spearman = spearmanCorrelation(estimated, measured);
    summary.baselineSpearman = spearmanCorrelation(baseline, measured);
    return summary;
}

const LlmValidationRow* largestError(std::span<const LlmValidationRow> rows, LlmTest test, bool newestOnly) {
    const LlmValidationRow* largest = nullptr;
    for (const LlmValidationRow& row : rows) {
        if (row.measurement.test == test && !(newestOnly && row.measurement.olderBuild) &&
            (!largest || std::abs(row.error) > std::abs(largest->error))) {
            largest = &row;
        }
    }
    return largest;
}

const LlmMeasurement* matchingMeasurement(std::span<const LlmMeasurement> measurements, const Gpu& gpu,
                                          const LlmModel& model, WeightFormat weights, LlmTest test,
                                          bool flashAttention) {
    const LlmMeasurement* best = nullptr;
    const auto rank = [flashAttention](const LlmMeasurement& m) {
        return std::pair{m.flashAttention == flashAttention, std::chrono::sys_days{m.measuredOn}};
    };
    for (const LlmMeasurement& measurement : measurements) {
        if (measurement.test == test && measurement.weights == weights &&
            normalizedName(measurement.gpuName) == normalizedName(gpu.name) &&
            equalsIgnoringCase(measurement.modelKey, model.key) &&
            (!best || rank(measurement) > rank(*best))) {
            best = &measurement;
        }
    }
    return best;
}

const LlmCalibration& shippedLlmCalibration() {
    // fitLlmCalibration on the shipped catalog's llama.cpp rows (May 2024 builds on three cards and
    // the 2025 scoreboards: CUDA for the shares, ROCm, Vulkan and Metal for their backend factors),
    // rounded; the typical errors are crossValidateLlm's medians on the
    // newest rows. ShippedLlmTest refits and fails if these drift from the data.
    static const LlmCalibration calibration{
        .gddrBandwidthShare = 0.741,
        .hbmBandwidthShare = 0.390,
        .fixedSecondsPerStep = 0.755e-3,
        .f16TensorShare = 0.419,
        .quantizedTensorShare = 0.563,
        .integerKernelTflopsPerSmGhz = 0.4814,
        .smallSharedMemoryExponent = 1.070,
        .flashAttentionDecodeFactor = 1.059,
        .flashAttentionPrefillFactor = 1.205,
        .olderBuildDecodeFactor = 1.038,
        .olderBuildPrefillFactor = 1.084,
        .newestMeasurement = Date{std::chrono::year{2025}, std::chrono::month{8}, std::chrono::day{1}},
        .decodeTypicalError = 0.077,
        .prefillTypicalError = 0.131,
        .otherBackendsDecodeTypicalError = 0.118,
        .otherBackendsPrefillTypicalError = 0.164,
        .backends = {{"Metal", 0.889, 1.399, 4}, {"ROCm", 0.909, 0.545, 4}, {"Vulkan", 1.065, 0.810, 9}},
    };
    return calibration;
}

SpecificationOnlySpread specificationOnlySpread(const LlmCalibration& calibration) {
    SpecificationOnlySpread spread;
    for (const LlmBackendFactor& backend : calibration.backends) {
        if (backend.devices > 0) {
            spread.lowest = std::min(spread.lowest, backend.prefill);
            spread.highest = std::max(spread.highest, backend.prefill);
        }
    }
    return spread;
}

} // namespace gpuadvisor
