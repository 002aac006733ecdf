#pragma once

// The guide's own speed-up figures (seed facts P11, P12, P13) checked against the calibrated
// model, so that the app can say where measured data and the guide disagree, with the numbers.

#include "gpuadvisor/core/catalog/benchmark.h"
#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/llm/llmmodel.h"
#include "gpuadvisor/core/model/modelparameters.h"
#include "gpuadvisor/core/model/performance.h"

#include <optional>
#include <span>
#include <string>
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

/// The guide's card price on `day` (seed fact C1): it averaged a new price (Amazon) and a used
/// one (eBay), so a card with both observed on that day gets their mean, one with only one of
/// them gets that one, and a card with neither gets nothing. One observation per card, in the
/// order of `gpus`, marked Condition::New.
std::vector<PriceObservation> guideConventionPrices(std::span<const Gpu> gpus,
                                                    std::span<const PriceObservation> prices, Date day);

/// A performance-per-dollar claim of the guide under its own cost convention (C1: prices of
/// 2023-01-30 by guideConventionPrices, the one-GPU desktop, 5 years of power at its rates),
/// with the guide's conventions for the figures (equal batch, P10; Int8 on Ampere and older at
/// 16-bit speed, P17), checked against the calibrated model.
struct PerDollarClaimCheck {
    std::string_view factId;
    Metric metric = Metric::Training16;
    std::string_view card;      ///< The guide's winner (R1) or the card it compares (C3).
    std::string_view reference; ///< C3: the card it is compared with; empty for R1.
    double guideValue = 0;      ///< R1: 1 (the best perf/$); C3: 2 ("about 2x").
    double low = 0;             ///< Accepted range of `model`.
    double high = 0;
    double model = 0;      ///< R1: the card's perf/$ over the best one; C3: the ratio.
    std::string modelBest; ///< The card with the best perf/$ in the model.
    bool found = false;
    bool agrees() const { return found && model >= low && model <= high; }
};

/// R1 (2023: the RTX 4070 Ti has the best 8-bit and 16-bit inference perf/$, the RTX 3080 the
/// best 16-bit training perf/$) and C3 (an RTX 4070 Ti desktop gives about 2x the 8-bit
/// inference perf/$ of an RTX 3090 one; accepted 1.7-2.3), over the desktop cards (not SXM
/// modules) priced that day.
std::vector<PerDollarClaimCheck>
checkPerDollarClaims(std::span<const Gpu> gpus, std::span<const PriceObservation> prices,
                     std::span<const SystemBaseCost> systemCosts,
                     const ModelParameters& parameters = shippedModelParameters());

/// R12 against data: the guide (2023) expected AMD not to catch up within one or two years. Today's
/// llama.cpp scoreboards measure an AMD card on ROCm and an NVIDIA card on CUDA with the same test
/// (model, weight format, flash attention off): their generation and prompt speeds, side by side.
struct MeasuredVendorComparison {
    std::string card;      ///< e.g. "RX 7900 XTX".
    std::string backend;   ///< e.g. "ROCm".
    std::string reference; ///< e.g. "RTX 4090".
    std::string referenceBackend = "CUDA";
    std::string modelKey; ///< e.g. "llama2-7b".
    WeightFormat weights = WeightFormat::Q4_0;
    double cardDecode = 0; ///< tokens/s
    double referenceDecode = 0;
    double cardPrefill = 0;
    double referencePrefill = 0;
    Date measuredOn{};  ///< The newer of the rows.
    std::string source; ///< The card's row's.
    double decodeRatio() const { return referenceDecode > 0 ? cardDecode / referenceDecode : 0; }
    double prefillRatio() const { return referencePrefill > 0 ? cardPrefill / referencePrefill : 0; }
};

/// The measured comparison of `card` on `backend` with `reference` on CUDA, from rows of the same
/// model, weight format and flash attention setting, both tests measured for both; std::nullopt
/// without such rows. Of several, the newest.
std::optional<MeasuredVendorComparison> compareMeasuredVendors(std::span<const BenchmarkResult> benchmarks,
                                                               std::string_view card,
                                                               std::string_view backend,
                                                               std::string_view reference);

} // namespace gpuadvisor
