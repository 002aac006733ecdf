#pragma once

// Energy and CO2 of running GPUs (seed fact C9: GPU hours emit more than people expect; a
// carbon calculator turns energy into CO2 with the grid's carbon intensity).

#include <span>
#include <string_view>

namespace gpuadvisor {

/// A grid's average carbon intensity.
struct GridIntensity {
    std::string_view
        id; ///< Stable key: "world", "china", "united-states", "european-union", "france", "india".
    double gramsPerKwh;
};

/// Rounded 2023 averages from Ember's Global Electricity Review 2024 (and its country profiles):
/// world 480, China 580, United States 370, European Union 240, France 55, India 710 g CO2/kWh.
/// World first: it is the default.
std::span<const GridIntensity> gridIntensityPresets();
inline constexpr double worldGridGramsPerKwh = 480;

struct EnergyAndCarbon {
    double kwhPerYear = 0;
    double co2KgPerYear = 0;
    double electricityUsdPerYear = 0;
};

/// A machine drawing `watts` while busy `utilization` (0..1) of the year, on a grid of
/// `gramsPerKwh`, paying `kwhPriceUsd`.
EnergyAndCarbon energyAndCarbon(double watts, double utilization, double gramsPerKwh, double kwhPriceUsd);

} // namespace gpuadvisor
