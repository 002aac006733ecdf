#include "gpuadvisor/core/model/numberformat.h"

#include <cmath>

namespace gpuadvisor {

double largestFinite(const FloatFormat& format) {
    const int bias = (1 << (format.exponentBits - 1)) - 1;
    return (2.0 - std::ldexp(1.0, -format.mantissaBits)) * std::ldexp(1.0, bias);
}

bool needsLossScaling(const FloatFormat& format) {
    return format.exponentBits < fp32Format.exponentBits;
}

const FloatFormat& trainingFormat(const Gpu& gpu) {
    return gpu.tensorCoreGeneration > 0 && gpu.bf16TensorTflops ? bf16Format : fp16Format;
}

double mixedPrecisionSpeedup(const Gpu& gpu) {
    if (gpu.tensorCoreGeneration == 0 || gpu.fp32Tflops <= 0) {
        return 1.0;
    }
    const double matmulSpeedup = effectiveHalfPrecisionTflops(gpu) / gpu.fp32Tflops;
    const double bytesSpeedup = 2.0; // 2-byte values instead of 4
    return tensorCoreTimeShare * matmulSpeedup + (1.0 - tensorCoreTimeShare) * bytesSpeedup;
}

} // namespace gpuadvisor
