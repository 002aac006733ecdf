#include "gpuadvisor/core/catalog/gpu.h"

#include "gpuadvisor/core/catalog/namematch.h"

namespace gpuadvisor {

double effectiveHalfPrecisionTflops(const Gpu& gpu) {
    if (gpu.fp16TensorFp32AccumulateTflops) {
        return *gpu.fp16TensorFp32AccumulateTflops;
    }
    // A matrix engine with a BF16 figure only (Gaudi 3) trains at that rate.
    if (gpu.tensorCoreGeneration > 0 && gpu.bf16TensorTflops) {
        return *gpu.bf16TensorTflops;
    }
    return gpu.fp32Tflops;
}

const Gpu* findGpu(std::span<const Gpu> gpus, std::string_view name) {
    const std::string wanted = normalizedName(name);
    for (const Gpu& gpu : gpus) {
        if (normalizedName(gpu.name) == wanted) {
            return &gpu;
        }
    }
    return nullptr;
}

} // namespace gpuadvisor
