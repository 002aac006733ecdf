#pragma once

#include "gpuadvisor/core/catalog/date.h"

#include <chrono>

namespace gpuadvisor {

/// The newest date a user's price or cloud offer may carry: today (UTC) plus a day for time
/// zones. Import, the editing methods and Catalog::validate() all use this one rule.
inline Date latestAllowedDate() {
    return Date{std::chrono::sys_days{todayUtc()} + std::chrono::days{1}};
}

} // namespace gpuadvisor
