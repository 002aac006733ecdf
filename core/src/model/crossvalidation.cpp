#include "gpuadvisor/core/model/crossvalidation.h"

#include "gpuadvisor/core/model/modelconstants.h"
#include "gpuadvisor/core/model/performance.h"
#include "model/median.h"
#include "model/neldermead.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gpuadvisor {
namespace {

using detail::median;

bool isSixteenBit(const std::string& precision) {
    return precisionBits(precision) == 16;
}

/// log(estimate) of every point under `parameters`, up to one constant per workload.
std::vector<double> logScores(std::span<const CalibrationPoint> points, const ModelParameters& parameters,
                              Workload workload) {
    std::vector<double> scores;
    if (points.empty()) {
        return scores;
    }
    const PerformanceModel model(*points.front().gpu, {Metric::Training16, workload}, parameters);
    scores.reserve(points.size());
    for (const CalibrationPoint& point : points) {
        scores.push_back(std::log(model.relative(*point.gpu)));
    }
    return scores;
}

/// Variance of log(measured) - log(estimate) over the points not named `excluded`.
double logResidualVariance(std::span<const CalibrationPoint> points, const std::vector<double>& scores,
                           const std::string* excluded) {
    double sum = 0;
    double sumSquares = 0;
    int count = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (excluded && points[i].gpu->name == *excluded) {
            continue;
        }
        const double residual = std::log(points[i].measured) - scores[i];
        sum += residual;
        sumSquares += residual * residual;
        ++count;
    }
    if (count == 0) {
        return 0;
    }
    const double mean = sum / count;
    return sumSquares / count - mean * mean;
}

/// What each generation's measured cards (not `excluded`) say about the model under
/// `parameters`: their mean log error against the mean over all cards, shrunk
/// (model::generationShrinkageCards). Ada is left out: adaWattsPerSmGhz already fits its level.
GenerationCalibrations fitGenerations(std::span<const CalibrationPoint> points,
                                      const ModelParameters& parameters, Workload workload,
                                      const std::string* excluded) {
    const std::vector<double> scores = logScores(points, parameters, workload);
    std::vector<double> residuals;
    double sum = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        residuals.push_back(std::log(points[i].measured) - scores[i]);
        if (!(excluded && points[i].gpu->name == *excluded)) {
            sum += residuals.back();
        }
    }
    const std::size_t used =
        points.size() - static_cast<std::size_t>(
                            std::count_if(points.begin(), points.end(), [&](const CalibrationPoint& point) {
                                return excluded && point.gpu->name == *excluded;
                            }));
    const double mean = used ? sum / static_cast<double>(used) : 0;
    std::array<double, architectureCount> logSums{};
    GenerationCalibrations generations{};
    for (std::size_t i = 0; i < points.size(); ++i) {
        const Architecture architecture = points[i].gpu->architecture;
        if ((excluded && points[i].gpu->name == *excluded) || architecture == Architecture::Ada) {
            continue;
        }
        const auto index = static_cast<std::size_t>(architecture);
        logSums[index] += residuals[i] - mean;
        ++generations[index].measuredCards;
    }
    for (std::size_t index = 0; index < architectureCount; ++index) {
        const int cards = generations[index].measuredCards;
        generations[index].factor = std::exp(logSums[index] / (cards + model::generationShrinkageCards));
    }
    return generations;
}

ModelParameters withFree(const ModelParameters& start, const std::vector<double>& x) {
    ModelParameters parameters = start;
    // The generation calibration is fitted after the factors, on what they leave unexplained.
    parameters.transformerGenerations = {};
    parameters.cnnGenerations = {};
    parameters.transformerTraining = {x[0], x[1], 1.0 - x[0] - x[1]};
    parameters.cnnTraining = {x[2], x[3], 1.0 - x[2] - x[3]};
    parameters.adaWattsPerSmGhz = x[4];
    return parameters;
}

bool feasible(const std::vector<double>& x) {
    return x[0] >= 0 && x[1] >= 0 && x[0] + x[1] <= 1 && x[2] >= 0 && x[3] >= 0 && x[2] + x[3] <= 1 &&
           x[4] >= 0.5 && x[4] <= 6.0;
}

ErrorSummary summarise(const std::vector<CrossValidationRow>& rows, bool baseline) {
    ErrorSummary summary;
    std::vector<double> errors;
    std::vector<double> measured;
    std::vector<double> estimated;
    for (const CrossValidationRow& row : rows) {
        errors.push_back(std::abs(baseline ? row.baselineError() : row.error()));
        measured.push_back(row.measured);
        estimated.push_back(baseline ? row.baseline : row.estimated);
    }
    summary.medianAbsError = median(errors);
    summary.largestAbsError = errors.empty() ? 0 : *std::max_element(errors.begin(), errors.end());
    summary.spearman = spearmanCorrelation(measured, estimated);
    return summary;
}

/// Mean of log(measured) - log(estimate) over the points other than `held`: the scale that turns
/// a relative estimate into the workload's unit.
double logScale(std::span<const CalibrationPoint> points, const std::vector<double>& scores,
                std::size_t held) {
    double sum = 0;
    int count = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (i != held) {
            sum += std::log(points[i].measured) - scores[i];
            ++count;
        }
    }
    return count ? sum / count : 0;
}

} // namespace

std::vector<CalibrationPoint> calibrationPoints(std::span<const Gpu> gpus,
                                                std::span<const BenchmarkResult> benchmarks,
                                                const ModelParameters& parameters, Workload workload) {
    const std::string_view model = batchProfile(parameters, workload).referenceModel;
    std::vector<CalibrationPoint> points;
    for (const Gpu& gpu : gpus) {
        std::vector<double> values;
        std::string unit;
        for (const BenchmarkResult& result : benchmarks) {
            if (result.gpuName == gpu.name && result.gpuCount == 1 && result.model == model &&
                result.task == BenchmarkTask::Training && isSixteenBit(result.precision) &&
                result.value > 0) {
                values.push_back(result.value);
                unit = result.unit;
            }
        }
        if (!values.empty()) {
            points.push_back({&gpu, median(values), unit});
        }
    }
    return points;
}

ModelParameters fitModelParameters(std::span<const CalibrationPoint> transformer,
                                   std::span<const CalibrationPoint> cnn, const ModelParameters& start,
                                   const std::string* excluded) {
    const auto objective = [&](const std::vector<double>& x) {
        if (!feasible(x)) {
            return 1e9;
        }
        const ModelParameters parameters = withFree(start, x);
        return logResidualVariance(transformer, logScores(transformer, parameters, Workload::Transformer),
                                   excluded) +
               logResidualVariance(cnn, logScores(cnn, parameters, Workload::Cnn), excluded);
    };
    // Nelder-Mead finds a local minimum: start from the given parameters and from a spread of
    // Ada thresholds, and keep the best fit, so that the result does not depend on where the
    // search began.
    std::vector<std::vector<double>> starts{{start.transformerTraining.bandwidth,
                                             start.transformerTraining.matrix, start.cnnTraining.bandwidth,
                                             start.cnnTraining.matrix, start.adaWattsPerSmGhz}};
    for (const double adaWatts : {1.4, 2.2, 3.0, 4.0}) {
        starts.push_back({0.6, 0.2, 0.6, 0.1, adaWatts});
    }
    const std::vector<double> step{0.05, 0.05, 0.05, 0.05, 0.3};
    std::vector<double> best;
    double bestValue = 0;
    for (std::vector<double> x : starts) {
        // Restarting from the result lets the simplex escape a collapsed shape.
        for (int round = 0; round < 3; ++round) {
            x = detail::nelderMead(objective, x, step);
        }
        const double value = objective(x);
        if (best.empty() || value < bestValue) {
            best = x;
            bestValue = value;
        }
    }
    ModelParameters fitted = withFree(start, best);
    fitted.transformerGenerations = fitGenerations(transformer, fitted, Workload::Transformer, excluded);
    fitted.cnnGenerations = fitGenerations(cnn, fitted, Workload::Cnn, excluded);
    return fitted;
}

std::vector<CrossValidation> crossValidate(std::span<const Gpu> gpus,
                                           std::span<const BenchmarkResult> benchmarks,
                                           const ModelParameters& start) {
    const std::vector<CalibrationPoint> transformer =
        calibrationPoints(gpus, benchmarks, start, Workload::Transformer);
    const std::vector<CalibrationPoint> cnn = calibrationPoints(gpus, benchmarks, start, Workload::Cnn);
    std::vector<CrossValidation> results;
    for (Workload workload : allWorkloads) {
        const std::vector<CalibrationPoint>& points = workload == Workload::Transformer ? transformer : cnn;
        CrossValidation validation;
        validation.workload = workload;
        validation.referenceModel = std::string(batchProfile(start, workload).referenceModel);
        validation.unit = points.empty() ? std::string() : points.front().unit;
        std::vector<double> bandwidthLogs;
        for (const CalibrationPoint& point : points) {
            bandwidthLogs.push_back(std::log(point.gpu->bandwidthGBps));
        }
        for (std::size_t held = 0; held < points.size(); ++held) {
            const std::string& name = points[held].gpu->name;
            const ModelParameters fitted = fitModelParameters(transformer, cnn, start, &name);
            const std::vector<double> scores = logScores(points, fitted, workload);
            CrossValidationRow row;
            row.card = name;
            row.measured = points[held].measured;
            row.estimated = std::exp(scores[held] + logScale(points, scores, held));
            row.baseline = std::exp(bandwidthLogs[held] + logScale(points, bandwidthLogs, held));
            validation.rows.push_back(row);
        }
        validation.model = summarise(validation.rows, false);
        validation.baseline = summarise(validation.rows, true);
        results.push_back(std::move(validation));
    }
    return results;
}

double spearmanCorrelation(std::span<const double> a, std::span<const double> b) {
    const std::size_t n = std::min(a.size(), b.size());
    if (n < 2) {
        return 0;
    }
    const auto ranks = [n](std::span<const double> values) {
        std::vector<std::size_t> order(n);
        std::iota(order.begin(), order.end(), std::size_t{0});
        std::sort(order.begin(), order.end(),
                  [&](std::size_t x, std::size_t y) { return values[x] < values[y]; });
        std::vector<double> rank(n);
        for (std::size_t i = 0; i < n;) {
            std::size_t j = i;
            while (j + 1 < n && values[order[j + 1]] == values[order[i]]) {
                ++j;
            }
            const double mean = (static_cast<double>(i) + static_cast<double>(j)) / 2.0 + 1.0;
            for (std::size_t k = i; k <= j; ++k) {
                rank[order[k]] = mean;
            }
            i = j + 1;
        }
        return rank;
    };
    const std::vector<double> ra = ranks(a);
    const std::vector<double> rb = ranks(b);
    const double meanRank = (static_cast<double>(n) + 1.0) / 2.0;
    double covariance = 0;
    double varianceA = 0;
    double varianceB = 0;
    for (std::size_t i = 0; i < n; ++i) {
        covariance += (ra[i] - meanRank) * (rb[i] - meanRank);
        varianceA += (ra[i] - meanRank) * (ra[i] - meanRank);
        varianceB += (rb[i] - meanRank) * (rb[i] - meanRank);
    }
    if (varianceA == 0 || varianceB == 0) {
        return 0;
    }
    return covariance / std::sqrt(varianceA * varianceB);
}

std::optional<double> typicalEstimateError(Metric metric, Workload workload) {
    if (metric != Metric::Training16) {
        return std::nullopt;
    }
    // The median leave-one-card-out errors printed by `gpu-advisor-cli benchmarks crossvalidate`
    // (docs/model.md); tests/db/crossvalidation_test.cpp fails if the cross-validation grows past them.
    return workload == Workload::Transformer ? 0.08 : 0.05;
}

} // namespace gpuadvisor
