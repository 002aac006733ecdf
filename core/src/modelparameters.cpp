#include "gpuadvisor/core/modelparameters.h"

#include "gpuadvisor/core/modelconstants.h"

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

const TrainingBatchProfile& batchProfile(const ModelParameters& parameters, Workload workload) {
    return workload == Workload::Transformer ? parameters.transformerBatch : parameters.cnnBatch;
}

const ModelParameters& shippedModelParameters() {
    // Fitted by fitModelParameters (crossvalidation.h) on every shipped single-GPU measurement
    // of BERT-large (Transformers) and ResNet-50 (conv nets); `gpu-advisor-cli benchmarks
    // crossvalidate` prints the fit and its leave-one-card-out errors.
    static const ModelParameters parameters{
        .transformerTraining = {0.7190, 0.1870, 1.0 - 0.7190 - 0.1870},
        .cnnTraining = {0.6104, 0.0, 1.0 - 0.6104},
        .adaWattsPerSmGhz = 3.186,
        .transformerBatch = {"bert_large_squad", model::bertLargeFixedGb, model::bertLargeGbPerSequence,
                             model::transformerHalfThroughputBatch},
        .cnnBatch = {"resnet50", model::resnet50FixedGb, model::resnet50GbPerImage,
                     model::cnnHalfThroughputBatch},
    };
    return parameters;
}

} // namespace gpuadvisor
