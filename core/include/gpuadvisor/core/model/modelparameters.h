#pragma once

// The constants of the performance model that are calibrated on measured benchmarks, gathered in
// one struct so that the cross-validation (crossvalidation.h) can refit them without the card
// it holds out. shippedModelParameters() is the calibration on every shipped measurement.

#include "gpuadvisor/core/catalog/enums.h"

#include <array>
#include <string_view>

namespace gpuadvisor {

/// Exponents of the three throughput terms for a metric and workload; they sum to 1, so a card
/// with every resource doubled is exactly twice as fast.
struct FactorWeights {
    double bandwidth = 0;
    double matrix = 0;
    double sm = 0;
};

/// How much memory a training step of the metric's reference model needs and what a smaller
/// batch costs. Batch that fits = (memory - fixedGb) / gbPerSample (at least 1); throughput
/// relative to an unlimited batch = batch / (batch + halfThroughputBatch): the fixed cost of a
/// step (launches, weight update, all-reduce) is spread over fewer samples.
struct TrainingBatchProfile {
    std::string_view referenceModel; ///< The measured model the profile follows, e.g. "bert_large_squad".
    double fixedGb = 0;              ///< Weights, optimizer state and workspace.
    double gbPerSample = 1;          ///< Activations of one sample.
    double halfThroughputBatch = 0;  ///< Batch at which the step overhead halves throughput.
};

/// What the measured cards of one GPU generation say about the rest of it: the fitted model's
/// mean log error on them, shrunk toward none as if model::generationShrinkageCards more cards
/// had matched exactly. 1 (and no cards) for generations without measurements.
struct GenerationCalibration {
    double factor = 1.0;
    int measuredCards = 0;
};
using GenerationCalibrations = std::array<GenerationCalibration, architectureCount>;

/// The calibrated constants. Every other constant of the model is in modelconstants.h.
struct ModelParameters {
    FactorWeights transformerTraining;
    FactorWeights cnnTraining;
    /// Board power per SM-GHz at which an Ada card holds its rated boost clock under sustained
    /// tensor load. Fitted on the measured RTX 4090 and RTX 6000 Ada (P18's curve below it).
    double adaWattsPerSmGhz = 0;
    TrainingBatchProfile transformerBatch;
    TrainingBatchProfile cnnBatch;
    /// Training only, indexed by Architecture. Ada gets none: its level is already fitted
    /// through adaWattsPerSmGhz.
    GenerationCalibrations transformerGenerations{};
    GenerationCalibrations cnnGenerations{};
};

/// The weights of a metric and workload under `parameters`: the training weights as fitted;
/// inference moves inferenceMatrixShift of the bandwidth weight to the matrix rate (no backward
/// pass, larger batches keep the tensor cores busier: P9).
FactorWeights factorWeights(const ModelParameters& parameters, Metric metric, Workload workload);

/// The generation calibration of a workload.
const GenerationCalibrations& generationCalibrations(const ModelParameters& parameters, Workload workload);

/// The batch profile of a workload.
const TrainingBatchProfile& batchProfile(const ModelParameters& parameters, Workload workload);

/// The calibration shipped with GPU Advisor: fitted to every shipped measurement (Lambda's
/// PyTorch FP16 training throughput, 12 cards; core/README.md) by fitModelParameters.
const ModelParameters& shippedModelParameters();

} // namespace gpuadvisor
