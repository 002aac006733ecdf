#pragma once

// The cloud offer a desktop is compared with when the user has not picked one: an offer of the
// same card, or else the offer whose card is nearest in performance, so the page opens like for
// like (not a V100 instance against an RTX 3090).

#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/enums.h"
#include "gpuadvisor/core/catalog/gpu.h"

#include <span>
#include <vector>

namespace gpuadvisor {

struct OfferMatch {
    int index = -1;           ///< Into the offers; -1 when none has a card the catalog knows.
    bool sameCard = false;    ///< The offer's card is the desktop's.
    double relativeSpeed = 1; ///< One of the offer's GPUs against one of the desktop's.
};

/// Among `offers`, the one of the desktop's card, else the one whose card (looked up in `gpus`
/// by name, as written by the source) is nearest in 16-bit training speed for `workload`. Of
/// equally near offers: a priced one before a free tier, on demand before spot, the GPU count
/// nearest `desktopGpus`, then the lowest price per GPU-hour.
OfferMatch likeForLikeOffer(std::span<const CloudOffer> offers, const Gpu& desktop, int desktopGpus,
                            std::span<const Gpu> gpus, Workload workload);

} // namespace gpuadvisor
