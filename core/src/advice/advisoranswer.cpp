#include "gpuadvisor/core/advice/advisoranswer.h"

namespace gpuadvisor {

std::string_view toString(AnswerKind kind) {
    switch (kind) {
    case AnswerKind::Buy:
        return "buy";
    case AnswerKind::Rent:
        return "rent";
    case AnswerKind::NothingFits:
        return "nothing-fits";
    }
    return "";
}

std::string_view toString(WayOutKind kind) {
    switch (kind) {
    case WayOutKind::MoreGpus:
        return "more-gpus";
    case WayOutKind::LowerPrecision:
        return "lower-precision";
    case WayOutKind::Adapters:
        return "adapters";
    case WayOutKind::BiggerBudget:
        return "bigger-budget";
    case WayOutKind::Cloud:
        return "cloud";
    }
    return "";
}

const PickCandidate* AdvisorAnswer::cardsToOpen(int* count) const {
    if (buy) {
        if (count != nullptr) {
            *count = gpuCount;
        }
        return &*buy;
    }
    for (const WayOut& way : waysOut) {
        if (way.buy) {
            if (count != nullptr) {
                *count = way.gpuCount;
            }
            return &*way.buy;
        }
    }
    return nullptr;
}

} // namespace gpuadvisor
