#pragma once

// The cloud page's units of time: its chart runs in years, its rents are quoted per month.

namespace gpuadvisor {

inline constexpr double daysPerYear = 365.0;
inline constexpr double daysPerMonth = daysPerYear / 12;

} // namespace gpuadvisor
