#pragma once

// The guide's own speed-up figures (seed facts P11, P12, P13) checked against the calibrated
// model, so that the app can say where measured data and the guide disagree, with the numbers.

#include "gpuadvisor/core/gpu.h"
#include "gpuadvisor/core/modelparameters.h"
#include "gpuadvisor/core/performance.h"

#include <span>
#include <string_view>
#include <vector>

namespace gpuadvisor {

/// One figure of the guide: `card` over `reference` for a query, within [low, high] (the
/// figure with the tolerance its test keeps).
struct GuideClaim {
    std::string_view factId;
    std::string_view card;
    std::string_view reference;
    PerformanceQuery query;
    double guideValue = 0;
    double low = 0;
    double high = 0;
};

struct GuideClaimCheck {
    GuideClaim claim;
    double model = 0; ///< What the calibrated model gives; 0 when a card is missing.
    bool found = false;
    bool agrees() const { return found && model >= claim.low && model <= claim.high; }
};

/// P11 (A100 over V100 at equal batch: Transformer 1.70 within 5 %, vision 1.43-1.47 within
/// 8 %), P12 (RTX 3090 over RTX 2080 Ti: conv nets 1.57, Transformers 1.5, within 10 %), P13
/// (RTX 4090 over H100 SXM in 8-bit inference: 0.33 within 0.05).
const std::vector<GuideClaim>& guideClaims();

/// Each claim checked on the cards in `gpus` (matched by exact name).
std::vector<GuideClaimCheck> checkGuideClaims(std::span<const Gpu> gpus,
                                              const ModelParameters& parameters = shippedModelParameters());

} // namespace gpuadvisor
