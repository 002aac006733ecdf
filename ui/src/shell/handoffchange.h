#pragma once

// What a hand-off from the wizard (Compare, Build Checker) changes in the purchase context: the
// condition, the GPUs per machine and the utilisation of its pick, and the words that say so.

#include "gpuadvisor/ui/build/buildcontext.h"
#include "gpuadvisor/ui/shared/purchasecontext.h"

#include <QString>

#include <optional>

namespace gpuadvisor {

struct HandOffChange {
    PurchaseContext context; ///< `current` with what the hand-off needs.
    QString reason;          ///< "Set for the wizard's pick, RTX 3090: used prices. ..."
};

/// The context `handOff` needs instead of `current`, or nothing when `current` already fits it.
std::optional<HandOffChange> handOffChange(const PurchaseContext& current, const BuildContext& handOff);

} // namespace gpuadvisor
