#pragma once

// What a buyer must know about a card before buying it where it is recommended (issue 19):
// server-only cards (SXM modules, passive coolers) offered for a desktop, cards sold in one
// market only, prices too old to trust, and cards current software runs on only in old releases.

#include "gpuadvisor/core/advice/livepick.h"
#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/catalog/softwaresupport.h"

#include <optional>
#include <string_view>

namespace gpuadvisor {

struct CardCatches {
    /// An SXM module (sold only inside HGX/DGX servers) or a passive card (needs a server's
    /// airflow, B5), offered for a desktop or workstation case.
    bool serverOnly = false;
    bool sxmModule = false; ///< Of serverOnly: no PCIe card at all.
    /// The one market the card is sold in ("China"); empty when sold everywhere.
    std::string_view regionOnly;
    bool oldPrice = false; ///< The price is older than the stale-price threshold.
    /// Current software's support on the as-of day (softwaresupport.h): legacy cards run only on
    /// an older toolkit line; unsupported ones appear only where the user included them.
    CardSupport software;
    /// No measurement of the task covers any device of its vendor: the estimate rests on the
    /// datasheet alone (PickCandidate::specificationOnly).
    bool specificationOnly = false;
    std::string_view vendor; ///< The device's, for the datasheet-only catch.
    /// The maker publishes no power figure (most Macs): its cost of ownership counts no
    /// electricity, so its per-dollar figure is a little too kind.
    bool noPowerFigure = false;
    /// A language-model pick that reads prompts slowly (a Mac, a unified-memory box): the time to
    /// first token for `promptTokens`, when above slowFirstTokenSeconds; or its prompt speed is
    /// unknown. Chat hardly notices; long prompts (documents, code) do.
    std::optional<double> slowFirstTokenSeconds;
    bool promptSpeedUnknown = false;
    int promptTokens = 0;
    /// A language-model pick that runs only by keeping part of the model in the computer's RAM:
    /// the GB there (0: all on the GPUs). Its speed rests on an assumed CPU share of RAM bandwidth.
    double offloadRamGiB = 0;
    bool any() const {
        return serverOnly || !regionOnly.empty() || oldPrice || software.level != SupportLevel::Current ||
               specificationOnly || noPowerFigure || slowFirstTokenSeconds || promptSpeedUnknown ||
               offloadRamGiB > 0;
    }
};

/// A language-model pick that makes the user wait longer than this for the first token of a
/// full prompt gets a catch: past ten seconds a reply no longer feels interactive.
inline constexpr double slowFirstTokenSeconds = 10;

/// The market a card is made for, when NVIDIA sells it in one country only (the RTX 4090 D was
/// launched for China in December 2023, cut down to meet US export rules); empty otherwise.
std::string_view regionOnlyMarket(const Gpu& gpu);

/// The card's catches at `price` (nullptr: no price, so none is old) for a `chassis`.
CardCatches cardCatches(const Gpu& gpu, const PriceObservation* price, Chassis chassis, Date asOf,
                        int stalePriceMonths);

/// A pick candidate's catches: its card's at its price, whether its estimate rests on the
/// datasheet alone and, for a language model, whether it reads prompts slowly.
CardCatches candidateCatches(const PickCandidate& candidate, Chassis chassis, Date asOf,
                             int stalePriceMonths);

} // namespace gpuadvisor
