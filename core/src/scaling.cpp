#include "gpuadvisor/core/scaling.h"

#include <algorithm>
#include <cmath>

namespace gpuadvisor {

bool hasNewerInterconnect(const Gpu& gpu) {
    return gpu.architecture >= Architecture::Ampere;
}

double multiGpuSpeedup(int gpuCount, bool newerInterconnect, Workload workload) {
    if (gpuCount <= 1) {
        return gpuCount == 1 ? 1.0 : 0.0;
    }
    double eightGpus = eightGpuSpeedupNewer;
    if (!newerInterconnect) {
        eightGpus /=
            workload == Workload::Cnn ? olderInterconnectOverheadCnn : olderInterconnectOverheadTransformer;
    }
    // Efficiency per doubling e with 8 * e^3 = eightGpus; n GPUs keep e^log2(n).
    const double perDoubling = std::cbrt(eightGpus / 8.0);
    return gpuCount * std::pow(perDoubling, std::log2(static_cast<double>(gpuCount)));
}

double pcieLaneEfficiency(int lanesPerGpu, int gpuCount) {
    if (lanesPerGpu >= 8 || gpuCount <= 2) {
        return 1.0;
    }
    return 1.0 - narrowLaneLoss;
}

double combinedThroughput(std::span<const double> cardSpeeds, bool newerInterconnect, Workload workload,
                          int lanesPerGpu) {
    if (cardSpeeds.empty()) {
        return 0.0;
    }
    const int count = static_cast<int>(cardSpeeds.size());
    const double slowest = *std::min_element(cardSpeeds.begin(), cardSpeeds.end());
    return slowest * multiGpuSpeedup(count, newerInterconnect, workload) *
           pcieLaneEfficiency(lanesPerGpu, count);
}

} // namespace gpuadvisor
