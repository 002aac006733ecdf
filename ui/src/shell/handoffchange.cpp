#include "shell/handoffchange.h"

#include "gpuadvisor/text/numbers.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace gpuadvisor {
namespace {

class HandOffText {
    Q_DECLARE_TR_FUNCTIONS(HandOffText)
};

} // namespace

std::optional<HandOffChange> handOffChange(const PurchaseContext& current, const BuildContext& handOff) {
    PurchaseContext wanted = current;
    QStringList changes;
    if (handOff.condition && *handOff.condition != wanted.condition) {
        wanted.condition = *handOff.condition;
        changes << (wanted.condition == Condition::Used ? HandOffText::tr("used prices")
                                                        : HandOffText::tr("new prices"));
    }
    if (handOff.count >= 1 && handOff.count != wanted.gpuCount && !handOff.gpu.isEmpty()) {
        wanted.gpuCount = std::clamp(handOff.count, 1, maxGpusPerMachine);
        changes << HandOffText::tr("%n GPU(s) per machine", nullptr, wanted.gpuCount);
    }
    if (handOff.utilization && std::abs(*handOff.utilization - wanted.ownership.utilization) > 1e-9) {
        wanted.ownership.utilization = *handOff.utilization;
        changes << HandOffText::tr("busy %1 % of the time")
                       .arg(text::trimmedNumber(wanted.ownership.utilization * 100, 1));
    }
    if (changes.isEmpty()) {
        return std::nullopt;
    }
    return HandOffChange{wanted,
                         HandOffText::tr("Set for the wizard's pick, %1: %2. Every page now uses them.")
                             .arg(handOff.gpu, changes.join(HandOffText::tr(", ")))};
}

} // namespace gpuadvisor
