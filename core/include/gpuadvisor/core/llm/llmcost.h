#pragma once

// What a million generated tokens cost: on a machine you own (cards, system and electricity over
// the years of ownership, producing tokens only while busy) or rented by the hour; and the daily
// token volume above which buying is cheaper than renting.
//
//   owned  $/Mtok = total cost of ownership / (tokens/s x 3600 x hours a year x years x utilisation) x 1e6
//   rented $/Mtok = instance $/h / (tokens/s x 3600) x 1e6      (you pay only the hours you use)
//   break-even tokens a day = (cards + system) / (years x 365)
//                             / (rented $ a token - owned electricity $ a token)
// The break-even is reported only when renting costs more a token than the owned machine's
// electricity and the machine can make that many tokens a day.

#include "gpuadvisor/core/cost/ownership.h"

#include <optional>

namespace gpuadvisor {

/// US dollars per million tokens on an owned machine; std::nullopt when it makes no tokens.
std::optional<double> ownedUsdPerMillionTokens(const OwnershipCost& cost, double tokensPerSecond,
                                               const OwnershipAssumptions& assumptions);

/// US dollars per million tokens on a rented instance; std::nullopt when it makes no tokens.
std::optional<double> rentedUsdPerMillionTokens(double usdPerHour, double tokensPerSecond);

struct BuyVersusRent {
    double ownedFixedUsdPerDay = 0;           ///< Cards and system spread over the years.
    double ownedElectricityUsdPerMillion = 0; ///< Energy for a million tokens while busy.
    double rentedUsdPerMillion = 0;
    double ownedCapacityTokensPerDay = 0;        ///< The owned machine busy all day.
    std::optional<double> breakEvenTokensPerDay; ///< Above it, buying is cheaper.
};

/// The comparison; both token rates must be positive.
BuyVersusRent buyVersusRent(const OwnershipCost& owned, double ownedTokensPerSecond, double kwhPriceUsd,
                            double years, double rentedUsdPerHour, double rentedTokensPerSecond);

} // namespace gpuadvisor
