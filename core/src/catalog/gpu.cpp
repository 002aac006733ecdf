#include "gpuadvisor/core/catalog/gpu.h"

#include "gpuadvisor/core/catalog/namematch.h"

#include <array>
#include <optional>

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
    // Stored names are compared from a stack buffer: no string made per card (10,000 cards).
    std::array<char, 256> buffer{};
    for (const Gpu& gpu : gpus) {
        const std::optional<std::string_view> stored = normalizedNameInto(gpu.name, buffer);
        if (stored ? *stored == wanted : normalizedName(gpu.name) == wanted) {
            return &gpu;
        }
    }
    return nullptr;
}

} // namespace gpuadvisor
