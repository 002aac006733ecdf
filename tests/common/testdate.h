#pragma once

// The calendar day tests write their dates with: day(2026, 11, 28).

#include "gpuadvisor/core/catalog/date.h"

namespace gpuadvisor::testing {

constexpr Date day(int year, unsigned month, unsigned dayOfMonth) {
    return Date{std::chrono::year{year}, std::chrono::month{month}, std::chrono::day{dayOfMonth}};
}

} // namespace gpuadvisor::testing
