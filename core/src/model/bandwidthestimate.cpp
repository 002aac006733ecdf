#include "gpuadvisor/core/model/bandwidthestimate.h"

#include "gpuadvisor/core/model/modelconstants.h"

namespace gpuadvisor {

BandwidthEstimate bandwidthEstimate(const Gpu& first, const Gpu& second) {
    BandwidthEstimate estimate;
    estimate.bandwidthRatio = first.bandwidthGBps / second.bandwidthGBps;
    estimate.largerSharedMemory = first.sharedMemoryPerSmKb > second.sharedMemoryPerSmKb;
    estimate.newerTensorCores =
        first.tensorCoreGeneration > second.tensorCoreGeneration && second.tensorCoreGeneration > 0;
    estimate.low = estimate.bandwidthRatio;
    estimate.high = estimate.bandwidthRatio;
    if (estimate.largerSharedMemory) {
        estimate.low *= 1 + model::largerSharedMemoryGainLow;
        estimate.high *= 1 + model::largerSharedMemoryGainHigh;
    }
    if (estimate.newerTensorCores) {
        estimate.low *= 1 + model::newerTensorCoreGainLow;
        estimate.high *= 1 + model::newerTensorCoreGainHigh;
    }
    return estimate;
}

} // namespace gpuadvisor
