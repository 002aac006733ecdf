#include "gpuadvisor/core/model/modelparameters.h"

#include "gpuadvisor/core/model/modelconstants.h"

#include <initializer_list>
#include <utility>

namespace gpuadvisor {

FactorWeights factorWeights(const ModelParameters& parameters, Metric metric, Workload workload) {
    FactorWeights weights =
        workload == Workload::Transformer ? parameters.transformerTraining : parameters.cnnTraining;
    if (metric != Metric::Training16) {
        const double shift = model::inferenceMatrixShift * weights.bandwidth;
        weights.bandwidth -= shift;
        weights.matrix += shift;
    }
    return weights;
}

const GenerationCalibrations& generationCalibrations(const ModelParameters& parameters, Workload workload) {
    return workload == Workload::Transformer ? parameters.transformerGenerations : parameters.cnnGenerations;
}

const TrainingBatchProfile& batchProfile(const ModelParameters& parameters, Workload workload) {
    return workload == Workload::Transformer ? parameters.transformerBatch : parameters.cnnBatch;
}

namespace {

GenerationCalibrations
generations(std::initializer_list<std::pair<Architecture, GenerationCalibration>> measured) {
    GenerationCalibrations table{};
    for (const auto& [architecture, calibration] : measured) {
        table[static_cast<std::size_t>(architecture)] = calibration;
    }
    return table;
}

} // namespace

const ModelParameters& shippedModelParameters() {
    // Fitted by fitModelParameters (crossvalidation.h) on every shipped single-GPU measurement
    // of BERT-large (Transformers) and ResNet-50 (conv nets); `gpu-advisor-cli benchmarks
    // crossvalidate` prints the fit and its leave-one-card-out errors.
    static const ModelParameters parameters{
        .transformerTraining = {0.7027, 0.1937, 1.0 - 0.7027 - 0.1937},
        .cnnTraining = {0.6030, 0.0, 1.0 - 0.6030},
        .adaWattsPerSmGhz = 3.052,
        .transformerBatch = {"bert_large_squad", model::bertLargeFixedGb, model::bertLargeGbPerSequence,
                             model::transformerHalfThroughputBatch},
        .cnnBatch = {"resnet50", model::resnet50FixedGb, model::resnet50GbPerImage,
                     model::cnnHalfThroughputBatch},
        .transformerGenerations = generations({{Architecture::Volta, {1.0470, 1}},
                                               {Architecture::Turing, {0.9910, 1}},
                                               {Architecture::Ampere, {0.9700, 6}},
                                               {Architecture::Hopper, {1.0292, 2}}}),
        .cnnGenerations = generations({{Architecture::Volta, {1.0542, 1}},
                                       {Architecture::Turing, {0.9729, 1}},
                                       {Architecture::Ampere, {1.0022, 6}},
                                       {Architecture::Hopper, {0.9956, 2}}}),
    };
    return parameters;
}

} // namespace gpuadvisor
