#include "gpuadvisor/core/cost/electricity.h"

#include <array>

namespace gpuadvisor {
namespace {

constexpr std::array<UtilizationPreset, 4> utilizationPresetTable{{
    {"personal-typical", 0.075, "C5"}, // "most personal systems 5-10 %"
    {"phd-desktop", 0.15, "C5"},       // "personal PhD desktop < 15 %"
    {"phd-cluster", 0.35, "C5"},       // "PhD slurm cluster > 35 %"
    {"company-cluster", 0.60, "C5"},   // "company-wide slurm research cluster > 60 %"
}};

double electricityPerDayUsd(const DesktopVersusCloud& input) {
    return energyKwh(input.gpuWatts + input.systemWatts, input.utilization, 24.0) * input.kwhPriceUsd;
}

double cloudPerDayUsd(const DesktopVersusCloud& input) {
    return input.cloudUsdPerHour * input.utilization * 24.0;
}

} // namespace

double energyKwh(double watts, double utilization, double hours) {
    return watts * utilization * hours / 1000.0;
}

double electricityCostPerYearUsd(double watts, double utilization, double kwhPriceUsd) {
    return energyKwh(watts, utilization, hoursPerYear) * kwhPriceUsd;
}

std::span<const UtilizationPreset> utilizationPresets() {
    return utilizationPresetTable;
}

double desktopCostAfterDaysUsd(const DesktopVersusCloud& input, double days) {
    return input.desktopUsd + electricityPerDayUsd(input) * days;
}

double cloudCostAfterDaysUsd(const DesktopVersusCloud& input, double days) {
    return cloudPerDayUsd(input) * days;
}

std::optional<double> breakEvenDays(const DesktopVersusCloud& input) {
    const double savingPerDay = cloudPerDayUsd(input) - electricityPerDayUsd(input);
    if (!(savingPerDay > 0)) {
        return std::nullopt;
    }
    return input.desktopUsd / savingPerDay;
}

std::vector<CostCurvePoint> costCurves(const DesktopVersusCloud& input, double lastDay, int points) {
    const int count = points < 2 ? 2 : points;
    std::vector<CostCurvePoint> curve;
    curve.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        const double day = lastDay * i / (count - 1);
        curve.push_back({day, desktopCostAfterDaysUsd(input, day), cloudCostAfterDaysUsd(input, day)});
    }
    return curve;
}

} // namespace gpuadvisor
