#include "gpuadvisor/core/cost/carbon.h"

#include "gpuadvisor/core/cost/electricity.h"

#include <algorithm>
#include <array>

namespace gpuadvisor {
namespace {

const std::array<GridIntensity, 6> gridIntensityTable{{
    {"world", worldGridGramsPerKwh},
    {"china", 580},
    {"united-states", 370},
    {"european-union", 240},
    {"france", 55},
    {"india", 710},
}};

} // namespace

std::span<const GridIntensity> gridIntensityPresets() {
    return gridIntensityTable;
}

EnergyAndCarbon energyAndCarbon(double watts, double utilization, double gramsPerKwh, double kwhPriceUsd) {
    EnergyAndCarbon result;
    result.kwhPerYear = energyKwh(std::max(watts, 0.0), std::clamp(utilization, 0.0, 1.0), hoursPerYear);
    result.co2KgPerYear = result.kwhPerYear * std::max(gramsPerKwh, 0.0) / 1000;
    result.electricityUsdPerYear = result.kwhPerYear * std::max(kwhPriceUsd, 0.0);
    return result;
}

} // namespace gpuadvisor
