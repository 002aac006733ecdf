#include "gpuadvisor/core/llmcalibration.h"

#include "gpuadvisor/core/namematch.h"

#include "median.h"
#include "neldermead.h"
#include "textutil.h"

#include <cmath>

namespace gpuadvisor {
namespace {

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

bool isHbm(const Gpu& gpu) {
    LlmCalibration probe;
    probe.hbmBandwidthShare = 1;
    return bandwidthShare(gpu, probe) == 1;
}

bool quantized(const LlmMeasurement& measurement) {
    return weightFormatInfo(measurement.weights).quantizedKernels;
}

double squaredLogError(const std::vector<Usable>& rows, LlmTest test, const LlmCalibration& calibration) {
    double sum = 0;
    for (const Usable& row : rows) {
        if (row.measurement->test == test) {
            const double estimate =
                estimatedTokensPerSecond(*row.measurement, *row.model, *row.gpu, calibration);
            const double error = std::log(estimate / row.measurement->tokensPerSecond);
            sum += std::isfinite(error) ? error * error : 1e6;
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
        measurement.tokens = prefill ? result.batchSize : assumedDecodeTokens;
        measurement.tokensPerSecond = result.value;
        measurement.software = result.software;
        measurement.source = result.source;
        measurements.push_back(std::move(measurement));
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
    return workload;
}

double estimatedTokensPerSecond(const LlmMeasurement& measurement, const LlmModel& model, const Gpu& gpu,
                                const LlmCalibration& calibration) {
    // The measurement ran, so memory is not in question: plan on a card large enough to hold it.
    Gpu roomy = gpu;
    roomy.memoryGb = std::max(gpu.memoryGb, 1e6);
    const LlmPlan plan =
        planLlm(measurementWorkload(measurement, model), std::span<const Gpu>(&roomy, 1), calibration);
    if (!plan.speed) {
        return 0;
    }
    return measurement.test == LlmTest::Prefill ? plan.speed->prefillTokensPerSecond
                                                : plan.speed->decodeTokensPerSecond;
}

LlmCalibration fitLlmCalibration(std::span<const LlmMeasurement> measurements, std::span<const Gpu> gpus,
                                 std::span<const LlmModel> models) {
    const std::vector<Usable> rows = usable(measurements, gpus, models);
    bool anyHbm = false;
    bool anyGddr = false;
    bool anyQuantizedPrefill = false;
    bool anyPlainPrefill = false;
    for (const Usable& row : rows) {
        if (row.measurement->test == LlmTest::Decode) {
            (isHbm(*row.gpu) ? anyHbm : anyGddr) = true;
        } else {
            (quantized(*row.measurement) ? anyQuantizedPrefill : anyPlainPrefill) = true;
        }
    }
    // Decode: GDDR share, HBM share, fixed milliseconds. A share no row constrains follows its sibling.
    const auto decodeCalibration = [&](const std::vector<double>& x) {
        LlmCalibration c;
        c.gddrBandwidthShare = anyGddr ? x[0] : x[1];
        c.hbmBandwidthShare = anyHbm ? x[1] : x[0];
        c.fixedSecondsPerStep = x[2] * 1e-3;
        c.f16TensorShare = c.quantizedTensorShare = 0.5;
        return c;
    };
    const std::vector<double> decode = detail::nelderMead(
        [&](const std::vector<double>& x) {
            if (x[0] <= 0 || x[1] <= 0 || x[2] < 0) {
                return 1e12;
            }
            return squaredLogError(rows, LlmTest::Decode, decodeCalibration(x));
        },
        {0.8, 0.6, 2.0}, {0.1, 0.1, 0.5}, 6000, 1e-14);
    LlmCalibration calibration = decodeCalibration(decode);
    const std::vector<double> prefill = detail::nelderMead(
        [&](const std::vector<double>& x) {
            if (x[0] <= 0 || x[1] <= 0) {
                return 1e12;
            }
            LlmCalibration c = calibration;
            c.f16TensorShare = anyPlainPrefill ? x[0] : x[1];
            c.quantizedTensorShare = anyQuantizedPrefill ? x[1] : x[0];
            return squaredLogError(rows, LlmTest::Prefill, c);
        },
        {0.5, 0.4}, {0.1, 0.1}, 4000, 1e-14);
    calibration.f16TensorShare = anyPlainPrefill ? prefill[0] : prefill[1];
    calibration.quantizedTensorShare = anyQuantizedPrefill ? prefill[1] : prefill[0];
    return calibration;
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
        for (const Usable& row : rows) {
            if (row.gpu->name == card) {
                const double estimate =
                    estimatedTokensPerSecond(*row.measurement, *row.model, *row.gpu, fitted);
                result.push_back(
                    {*row.measurement, estimate, estimate / row.measurement->tokensPerSecond - 1});
            }
        }
    }
    return result;
}

double medianAbsoluteError(std::span<const LlmValidationRow> rows, LlmTest test) {
    std::vector<double> errors;
    for (const LlmValidationRow& row : rows) {
        if (row.measurement.test == test) {
            errors.push_back(std::abs(row.error));
        }
    }
    return detail::median(std::move(errors));
}

const LlmMeasurement* matchingMeasurement(std::span<const LlmMeasurement> measurements, const Gpu& gpu,
                                          const LlmModel& model, WeightFormat weights, LlmTest test) {
    for (const LlmMeasurement& measurement : measurements) {
        if (measurement.test == test && measurement.weights == weights &&
            normalizedName(measurement.gpuName) == normalizedName(gpu.name) &&
            (equalsIgnoringCase(measurement.modelKey, model.key))) {
            return &measurement;
        }
    }
    return nullptr;
}

const LlmCalibration& shippedLlmCalibration() {
    // fitLlmCalibration on the shipped catalog's llama.cpp rows, rounded; the typical errors are
    // crossValidateLlm's medians. LlmCalibrationTest refits and fails if these drift from the data.
    static const LlmCalibration calibration{
        .gddrBandwidthShare = 0.903,
        .hbmBandwidthShare = 0.518,
        .fixedSecondsPerStep = 2.757e-3,
        .f16TensorShare = 0.454,
        .quantizedTensorShare = 0.360,
        .decodeTypicalError = 0.10,
        .prefillTypicalError = 0.185,
    };
    return calibration;
}

} // namespace gpuadvisor
