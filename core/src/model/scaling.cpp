#include "gpuadvisor/core/model/scaling.h"

#include <algorithm>
#include <cmath>

namespace gpuadvisor {

std::string_view toString(Interconnect value) {
    return value == Interconnect::Sxm ? "SXM" : "PCIe";
}

Interconnect interconnectOf(const Gpu& gpu) {
    return gpu.slotWidth > 0 ? Interconnect::Pcie : Interconnect::Sxm;
}

ScalingClass scalingClassOf(const Gpu& gpu) {
    return {interconnectOf(gpu), gpu.architecture >= Architecture::Ampere};
}

const ScalingParameters& shippedScalingParameters() {
    // fitScaling on the shipped benchmarks (tests/db/shipped_scaling_test.cpp keeps them equal).
    static const ScalingParameters parameters{{{
        {0.97265, 0.97282}, // PCIe: Transformer, conv nets
        {0.98767, 0.98137}, // SXM
    }}};
    return parameters;
}

double multiGpuSpeedup(int gpuCount, ScalingClass scaling, Workload workload,
                       const ScalingParameters& parameters) {
    if (gpuCount <= 1) {
        return gpuCount == 1 ? 1.0 : 0.0;
    }
    double perDoubling = parameters.of(scaling.interconnect, workload);
    if (!scaling.newer) {
        const double overhead =
            workload == Workload::Cnn ? olderInterconnectOverheadCnn : olderInterconnectOverheadTransformer;
        perDoubling /= std::cbrt(overhead); // P10's 8-GPU overhead over three doublings
    }
    return gpuCount * std::pow(perDoubling, std::log2(static_cast<double>(gpuCount)));
}

double pcieLaneEfficiency(int lanesPerGpu, int gpuCount) {
    if (lanesPerGpu >= 8 || gpuCount <= 2) {
        return 1.0;
    }
    return 1.0 - narrowLaneLoss;
}

double combinedThroughput(std::span<const double> cardSpeeds, ScalingClass scaling, Workload workload,
                          int lanesPerGpu) {
    if (cardSpeeds.empty()) {
        return 0.0;
    }
    const int count = static_cast<int>(cardSpeeds.size());
    const double slowest = *std::min_element(cardSpeeds.begin(), cardSpeeds.end());
    return slowest * multiGpuSpeedup(count, scaling, workload) * pcieLaneEfficiency(lanesPerGpu, count);
}

} // namespace gpuadvisor
