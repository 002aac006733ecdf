#pragma once

// What measured data say about the guide's own figures (P11-P13) and value-for-money claims (R1,
// C3), in a sentence each, with the numbers: shown where the app shows the claim, so that a user
// reads "the guide said X; the model calibrated on measurements says Y" side by side. Translated
// (context "GuideClaimText"); Qt Core only.

#include "gpuadvisor/core/advice/guideclaims.h"

#include <QString>

#include <span>
#include <string_view>

namespace gpuadvisor::text {

/// One figure checked, e.g. "Measured data disagree: the model calibrated on measured benchmarks
/// gives A100 SXM4 40GB over Tesla V100 SXM2 16GB 1.82x on Transformers; the guide says 1.70x
/// (accepted 1.62x to 1.79x)."
QString guideClaimNote(const GuideClaimCheck& check);
/// One value-for-money claim checked under the guide's cost convention (C1).
QString perDollarClaimNote(const PerDollarClaimCheck& check);
/// R12 against data: "Measured 2025-08 (llama.cpp scoreboards, llama2-7b Q4_0): the RX 7900 XTX on
/// ROCm generates at 0.90x the RTX 4090's speed on CUDA (167 against 186 tokens/s) and reads
/// prompts at 0.30x (3,552 against 11,993 tokens/s)."
QString measuredVendorNote(const MeasuredVendorComparison& comparison);
enum class ClaimNotes { All, Disagreements };

/// Every note about fact `factId` (or only those where measured data disagree), one per line;
/// empty when none.
QString claimNotesFor(std::string_view factId, std::span<const GuideClaimCheck> figures,
                      std::span<const PerDollarClaimCheck> perDollar, ClaimNotes which = ClaimNotes::All);

} // namespace gpuadvisor::text
