#pragma once

// Core's text (card names, ids, units, sources) and days as QString. Core stores UTF-8 in
// std::string.

#include "gpuadvisor/core/catalog/date.h"

#include <QString>

#include <string_view>

namespace gpuadvisor::text {

inline QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

/// A day as "YYYY-MM-DD", the form every page and report dates prices with.
inline QString isoDate(const Date& date) {
    return fromStd(formatIsoDate(date));
}

} // namespace gpuadvisor::text
