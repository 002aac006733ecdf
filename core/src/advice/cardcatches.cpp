#include "gpuadvisor/core/advice/cardcatches.h"

#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/catalog/pricebook.h"

#include <array>
#include <utility>

namespace gpuadvisor {

std::string_view regionOnlyMarket(const Gpu& gpu) {
    // Cards NVIDIA made for one market; the catalog's price rows cite the launch (prices.csv).
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 1> markets{{
        {"RTX 4090 D", "China"},
    }};
    const std::string name = normalizedName(gpu.name);
    for (const auto& [card, market] : markets) {
        if (normalizedName(card) == name) {
            return market;
        }
    }
    return {};
}

CardCatches cardCatches(const Gpu& gpu, const PriceObservation* price, Chassis chassis, Date asOf,
                        int stalePriceMonths) {
    CardCatches catches;
    // A whole computer (a Mac Studio) has no slot either, and needs no server.
    catches.sxmModule = gpu.deviceKind == DeviceKind::Module;
    catches.serverOnly =
        chassis == Chassis::Workstation && (catches.sxmModule || gpu.cooler == Cooler::Passive);
    catches.regionOnly = regionOnlyMarket(gpu);
    catches.oldPrice = price != nullptr && isStalePrice(price->observedOn, asOf, stalePriceMonths);
    catches.software = cardSupport(gpu, asOf);
    catches.vendor = gpu.vendor;
    catches.noPowerFigure = gpu.boardPowerWatts <= 0;
    return catches;
}

CardCatches candidateCatches(const PickCandidate& candidate, Chassis chassis, Date asOf,
                             int stalePriceMonths) {
    CardCatches catches = cardCatches(*candidate.gpu, candidate.price, chassis, asOf, stalePriceMonths);
    catches.specificationOnly = candidate.specificationOnly;
    if (candidate.llmTokensPerSecond > 0) {
        catches.promptTokens = candidate.llmPromptTokens;
        catches.promptSpeedUnknown = candidate.llmTimeToFirstTokenSeconds <= 0;
        if (candidate.llmTimeToFirstTokenSeconds > slowFirstTokenSeconds) {
            catches.slowFirstTokenSeconds = candidate.llmTimeToFirstTokenSeconds;
        }
        catches.offloadRamGiB = candidate.llmOffloadRamGiB;
    }
    return catches;
}

} // namespace gpuadvisor
