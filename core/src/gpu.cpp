#include "gpuadvisor/core/gpu.h"

namespace gpuadvisor {

double effectiveHalfPrecisionTflops(const Gpu& gpu) {
    if (gpu.fp16TensorFp32AccumulateTflops) {
        return *gpu.fp16TensorFp32AccumulateTflops;
    }
    return gpu.fp32Tflops;
}

} // namespace gpuadvisor
