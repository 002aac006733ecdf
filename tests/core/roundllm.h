#pragma once

// A language model, card and calibration of round numbers, so that the planner's arithmetic can
// be worked out by hand in the tests' comments.

#include "gpuadvisor/core/llm/llmplanner.h"

#include "samplegpus.h"

namespace gpuadvisor::testing {

inline constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

/// 1e9 parameters, 10 layers of width 1000, 1 KV head of 100, a 1,000-token vocabulary: small
/// embeddings (2e6 parameters) so the arithmetic stays readable.
inline LlmModel roundModel() {
    LlmModel model;
    model.key = "round";
    model.name = "Round";
    model.parameters = 1e9;
    model.activeParameters = 1e9;
    model.layers = 10;
    model.hiddenSize = 1000;
    model.attentionHeads = 10;
    model.kvHeads = 1;
    model.headDim = 100;
    model.intermediateSize = 4000;
    model.vocabulary = 1000;
    model.maxContext = 4096;
    model.source = "test";
    return model;
}

/// A GDDR card of 1,000 GB/s and 100 dense FP16 TFLOPS.
inline Gpu roundGpu(double memoryGiB = 24) {
    Gpu gpu = gpuadvisor::testing::sampleConsumerGpu();
    gpu.name = "Round card";
    gpu.memoryGb = memoryGiB;
    gpu.memoryType = "GDDR6X";
    gpu.bandwidthGBps = 1000;
    gpu.fp16TensorTflops = 100;
    gpu.fp8TensorTflops.reset();
    gpu.pcieGeneration = 4;
    gpu.nvlink = false;
    return gpu;
}

inline LlmCalibration roundCalibration() {
    LlmCalibration calibration;
    calibration.gddrBandwidthShare = 0.5;
    calibration.hbmBandwidthShare = 0.25;
    calibration.fixedSecondsPerStep = 1e-3;
    calibration.f16TensorShare = 0.5;
    calibration.quantizedTensorShare = 0.25;
    return calibration;
}

inline LlmWorkload roundWorkload(WeightFormat weights = WeightFormat::F16) {
    LlmWorkload workload;
    workload.model = roundModel();
    workload.weights = weights;
    workload.contextTokens = 1000;
    return workload;
}

} // namespace gpuadvisor::testing
