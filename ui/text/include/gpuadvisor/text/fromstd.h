#pragma once

// Core's text (card names, ids, units, sources) as QString. Core stores UTF-8 in std::string.

#include <QString>

#include <string_view>

namespace gpuadvisor::text {

inline QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace gpuadvisor::text
