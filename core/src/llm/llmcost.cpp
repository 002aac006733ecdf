#include "gpuadvisor/core/llm/llmcost.h"

#include "gpuadvisor/core/cost/electricity.h"

#include <cmath>

namespace gpuadvisor {
namespace {

constexpr double secondsPerHour = 3600;
constexpr double tokensPerMillion = 1e6;
constexpr double daysPerYear = 365;

bool positive(double value) {
    return std::isfinite(value) && value > 0;
}

} // namespace

std::optional<double> ownedUsdPerMillionTokens(const OwnershipCost& cost, double tokensPerSecond,
                                               const OwnershipAssumptions& assumptions) {
    const double busySeconds = secondsPerHour * hoursPerYear * assumptions.years * assumptions.utilization;
    if (!positive(tokensPerSecond) || !positive(busySeconds)) {
        return std::nullopt;
    }
    return cost.totalUsd() / (tokensPerSecond * busySeconds) * tokensPerMillion;
}

std::optional<double> rentedUsdPerMillionTokens(double usdPerHour, double tokensPerSecond) {
    if (!positive(tokensPerSecond) || !std::isfinite(usdPerHour) || usdPerHour < 0) {
        return std::nullopt;
    }
    return usdPerHour / (tokensPerSecond * secondsPerHour) * tokensPerMillion;
}

BuyVersusRent buyVersusRent(const OwnershipCost& owned, double ownedTokensPerSecond, double kwhPriceUsd,
                            double years, double rentedUsdPerHour, double rentedTokensPerSecond) {
    BuyVersusRent result;
    if (!positive(ownedTokensPerSecond) || !positive(rentedTokensPerSecond) || !positive(years)) {
        return result;
    }
    result.ownedFixedUsdPerDay = (owned.cardsUsd + owned.systemUsd) / (years * daysPerYear);
    const double busyHoursPerMillion = tokensPerMillion / (ownedTokensPerSecond * secondsPerHour);
    result.ownedElectricityUsdPerMillion = owned.busyWatts / 1000 * busyHoursPerMillion * kwhPriceUsd;
    result.rentedUsdPerMillion = *rentedUsdPerMillionTokens(rentedUsdPerHour, rentedTokensPerSecond);
    result.ownedCapacityTokensPerDay = ownedTokensPerSecond * secondsPerHour * 24;
    const double savedPerMillion = result.rentedUsdPerMillion - result.ownedElectricityUsdPerMillion;
    if (savedPerMillion > 0) {
        const double tokensPerDay = result.ownedFixedUsdPerDay / savedPerMillion * tokensPerMillion;
        if (tokensPerDay <= result.ownedCapacityTokensPerDay) {
            result.breakEvenTokensPerDay = tokensPerDay;
        }
    }
    return result;
}

} // namespace gpuadvisor
