#pragma once

// The 2020 guide's back-of-the-envelope speed estimate between two tensor-core cards: the ratio
// of memory bandwidth (P6), raised by 2-5 % for larger shared memory and 1-3 % for newer tensor
// cores (P7). The explainer page shows it beside the full model.

#include "gpuadvisor/core/catalog/gpu.h"

namespace gpuadvisor {

struct BandwidthEstimate {
    double bandwidthRatio = 0;       ///< first.bandwidth / second.bandwidth (P6).
    bool largerSharedMemory = false; ///< The first card has more shared memory per SM (P7: +2-5 %).
    bool newerTensorCores = false;   ///< The first card has a newer tensor-core generation (P7: +1-3 %).
    double low = 0;                  ///< Ratio with the low end of each gain that applies.
    double high = 0;                 ///< Ratio with the high end.
};

/// How much faster `first` is than `second` by the guide's estimate.
BandwidthEstimate bandwidthEstimate(const Gpu& first, const Gpu& second);

} // namespace gpuadvisor
