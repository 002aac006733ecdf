#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace gpuadvisor {

/// A calendar day; prices and cloud offers are dated with one.
using Date = std::chrono::year_month_day;

/// Parse a strict ISO 8601 day, "YYYY-MM-DD"; std::nullopt if malformed or not a real day (2023-02-30).
std::optional<Date> parseIsoDate(std::string_view text);

/// Format as "YYYY-MM-DD".
std::string formatIsoDate(const Date& date);

/// Today's date in UTC.
Date todayUtc();

} // namespace gpuadvisor
