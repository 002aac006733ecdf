#pragma once

#include "gpuadvisor/core/catalog/gpu.h"

namespace gpuadvisor::testing {

/// A valid consumer Ampere card with the RTX 3090's datasheet figures.
inline Gpu sampleConsumerGpu() {
    Gpu gpu;
    gpu.name = "RTX 3090";
    gpu.vendor = "NVIDIA";
    gpu.architecture = Architecture::Ampere;
    gpu.segment = Segment::Consumer;
    gpu.releaseYear = 2020;
    gpu.memoryGb = 24;
    gpu.memoryType = "GDDR6X";
    gpu.bandwidthGBps = 936;
    gpu.smCount = 82;
    gpu.tensorCoreGeneration = 3;
    gpu.fp16TensorTflops = 142;
    gpu.fp16TensorFp32AccumulateTflops = 71;
    gpu.bf16TensorTflops = 71;
    gpu.int8TensorTops = 284;
    gpu.fp32Tflops = 35.58;
    gpu.l2CacheMb = 6;
    gpu.sharedMemoryPerSmKb = 128;
    gpu.boardPowerWatts = 350;
    gpu.slotWidth = 3;
    gpu.cooler = Cooler::OpenAir;
    gpu.powerConnectors = "1x 12-pin";
    gpu.pcieGeneration = 4;
    gpu.nvlink = true;
    gpu.launchPriceUsd = 1499;
    return gpu;
}

/// An RX 7900 XTX as the 2026 data gives it: AMD's matrix-core rates in the tensor columns, no
/// BF16 figure.
inline Gpu sampleRadeon() {
    Gpu gpu = sampleConsumerGpu();
    gpu.name = "RX 7900 XTX";
    gpu.vendor = "AMD";
    gpu.architecture = Architecture::Rdna3;
    gpu.memoryType = "GDDR6";
    gpu.bandwidthGBps = 960;
    gpu.smCount = 96;
    gpu.fp16TensorTflops = 122.8;
    gpu.fp16TensorFp32AccumulateTflops = 122.8;
    gpu.bf16TensorTflops.reset();
    gpu.int8TensorTops = 123;
    gpu.fp32Tflops = 61.39;
    gpu.boardPowerWatts = 355;
    gpu.nvlink = false;
    return gpu;
}

} // namespace gpuadvisor::testing
