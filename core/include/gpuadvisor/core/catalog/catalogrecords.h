#pragma once

#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/enums.h"

#include <optional>
#include <string>
#include <string_view>

namespace gpuadvisor {

/// A price seen for a card on a given day; a card has a history of these.
struct PriceObservation {
    std::string gpuName;
    Condition condition = Condition::New;
    double priceUsd =
        0; ///< What the app uses: quotedPrice x usdPerUnit for a price quoted in another currency.
    Date observedOn{};
    std::string source;
    /// For a price quoted in another currency: "CNY" or "EUR", the amount in it and the US dollars
    /// one unit was worth on observedOn (as the user gave them). Empty for a price in US dollars.
    std::string currency{};
    std::optional<double> quotedPrice{};
    std::optional<double> usdPerUnit{};
};

/// The currencies a price may be quoted in besides US dollars.
inline constexpr std::string_view quoteCurrencies[] = {"CNY", "EUR"};

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
