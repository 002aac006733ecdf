#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace gpuadvisor {

/// Hours in a (non-leap) year, as the guide's arithmetic uses (seed facts C2, C4).
inline constexpr double hoursPerYear = 24.0 * 365.0;

/// The 2023 guide's ownership assumptions (seed fact C1).
inline constexpr double guideOwnershipYears = 5.0; // seed fact C1
inline constexpr double guideKwhPriceUsd = 0.175;  // seed fact C1
inline constexpr double guideUtilization = 0.15;   // seed fact C1

/// Energy a load of `watts` draws over `hours` when busy `utilization` (0..1) of the time, in kWh.
double energyKwh(double watts, double utilization, double hours);

/// What that energy costs per year at `kwhPriceUsd`.
double electricityCostPerYearUsd(double watts, double utilization, double kwhPriceUsd);

/// A typical utilisation with the seed fact it comes from (seed fact C5).
struct UtilizationPreset {
    std::string_view id; ///< Stable key for settings and translations, e.g. "phd-desktop".
    double utilization;  ///< 0..1
    std::string_view factId;
};

/// The C5 presets, lowest first: most personal systems (7.5 %, middle of 5-10 %), a PhD
/// student's desktop (15 %), a PhD slurm cluster (35 %), a company-wide research cluster (60 %).
std::span<const UtilizationPreset> utilizationPresets();

/// A desktop bought once and run at a utilisation, against renting a cloud instance for the
/// same busy hours (seed fact C4).
struct DesktopVersusCloud {
    double desktopUsd = 0;      ///< Purchase price of the whole desktop.
    double cloudUsdPerHour = 0; ///< Instance price per busy hour.
    double utilization = 0;     ///< 0..1, the share of each day the GPU is busy.
    double gpuWatts = 0;
    double systemWatts = 0; ///< CPU and the rest of the desktop while busy.
    double kwhPriceUsd = 0;
};

/// Cumulative cost of owning the desktop after `days`: price plus electricity pro-rated per day.
double desktopCostAfterDaysUsd(const DesktopVersusCloud& input, double days);

/// Cumulative cost of renting for the same busy hours after `days`.
double cloudCostAfterDaysUsd(const DesktopVersusCloud& input, double days);

/// The exact day from which the desktop is cheaper than the cloud (both costs are linear in
/// time); std::nullopt if the cloud's daily cost does not exceed the desktop's electricity, so
/// the desktop never pays off.
std::optional<double> breakEvenDays(const DesktopVersusCloud& input);

/// Both cumulative costs on one day, a point of the two cost curves.
struct CostCurvePoint {
    double days = 0;
    double desktopUsd = 0;
    double cloudUsd = 0;
};

/// The two cost curves at `points` evenly spaced days from 0 to `lastDay` inclusive (at least
/// two points).
std::vector<CostCurvePoint> costCurves(const DesktopVersusCloud& input, double lastDay, int points);

} // namespace gpuadvisor
