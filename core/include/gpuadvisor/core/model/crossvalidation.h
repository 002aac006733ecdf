#pragma once

// Calibrating the performance model on measured benchmarks, and checking it honestly: every
// measured card is predicted by a model fitted without it (leave-one-card-out), next to the
// first-order estimate of the guide, the ratio of memory bandwidths (P6).

#include "gpuadvisor/core/catalog/benchmark.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/model/modelparameters.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gpuadvisor {

/// One card's measured throughput on a workload's reference model (one GPU, 16-bit training;
/// the median where several rows measure it).
struct CalibrationPoint {
    const Gpu* gpu = nullptr;
    double measured = 0;
    std::string unit;
};

/// The single-GPU 16-bit training measurements of the workload's reference model
/// (TrainingBatchProfile::referenceModel) of every card in `gpus`, in the order of `gpus`.
std::vector<CalibrationPoint> calibrationPoints(std::span<const Gpu> gpus,
                                                std::span<const BenchmarkResult> benchmarks,
                                                const ModelParameters& parameters, Workload workload);

/// Fits the calibrated constants (both workloads' training weights and Ada's power per SM-GHz)
/// to the points, leaving out the card named `excluded` if given, by minimising the variance of
/// log(measured / estimated) (the scale is free: only ratios between cards matter). Starts from
/// and keeps everything else of `start`.
ModelParameters fitModelParameters(std::span<const CalibrationPoint> transformer,
                                   std::span<const CalibrationPoint> cnn, const ModelParameters& start,
                                   const std::string* excluded = nullptr);

struct CrossValidationRow {
    std::string card;
    double measured = 0;
    double estimated = 0; ///< By the model fitted without this card, scaled on the other cards.
    double baseline = 0;  ///< Bandwidth ratio, scaled on the other cards.
    double error() const { return estimated / measured - 1; }
    double baselineError() const { return baseline / measured - 1; }
};

struct ErrorSummary {
    double medianAbsError = 0;
    double largestAbsError = 0;
    double spearman = 0; ///< Rank correlation of estimate and measurement.
};

struct CrossValidation {
    Workload workload = Workload::Transformer;
    std::string referenceModel; ///< e.g. "bert_large_squad"
    std::string unit;
    std::vector<CrossValidationRow> rows;
    ErrorSummary model;
    ErrorSummary baseline;
};

/// Leave-one-card-out cross-validation of both training workloads.
std::vector<CrossValidation> crossValidate(std::span<const Gpu> gpus,
                                           std::span<const BenchmarkResult> benchmarks,
                                           const ModelParameters& start = shippedModelParameters());

/// Spearman rank correlation (ties get their mean rank); 0 for fewer than two values.
double spearmanCorrelation(std::span<const double> a, std::span<const double> b);

/// The typical error of an estimate, as a fraction, that the app shows next to it: the median
/// leave-one-card-out error of the shipped calibration (tests keep it true). std::nullopt where
/// no shipped measurement checks the metric (inference).
std::optional<double> typicalEstimateError(Metric metric, Workload workload);

} // namespace gpuadvisor
