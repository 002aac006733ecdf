#pragma once

#include "gpuadvisor/core/date.h"
#include "gpuadvisor/core/enums.h"

#include <string>

namespace gpuadvisor {

/// A price seen for a card on a given day; a card has a history of these.
struct PriceObservation {
    std::string gpuName;
    Condition condition = Condition::New;
    double priceUsd = 0;
    Date observedOn{};
    std::string source;
};

/// A cloud instance offering one or more GPUs of one type.
struct CloudOffer {
    std::string provider;
    std::string instance;
    std::string gpuName;
    int gpuCount = 1;
    double usdPerHour = 0; ///< Whole instance, not per GPU.
    Pricing pricing = Pricing::OnDemand;
    Date observedOn{};
    std::string source;
};

/// What the rest of a machine (CPU, board, RAM, PSU, case) costs and draws for a number of GPUs.
struct SystemBaseCost {
    int gpuCount = 1;
    double baseCostUsd = 0;
    double baseWatts = 0;
    std::string source;
};

} // namespace gpuadvisor
