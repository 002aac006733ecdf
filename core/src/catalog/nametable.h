#pragma once

// Canonical spellings of an enum as a table of (value, name) pairs, looked up both ways.

#include "catalog/textutil.h"

#include <array>
#include <optional>
#include <string_view>
#include <utility>

namespace gpuadvisor::detail {

template <typename Enum, std::size_t N> using NameTable = std::array<std::pair<Enum, std::string_view>, N>;

/// The value's name; "?" for a value the table lacks.
template <typename Enum, std::size_t N> std::string_view nameOf(const NameTable<Enum, N>& table, Enum value) {
    for (const auto& [candidate, name] : table) {
        if (candidate == value) {
            return name;
        }
    }
    return "?";
}

/// The value whose name equals `text` ignoring ASCII case.
template <typename Enum, std::size_t N>
std::optional<Enum> valueOf(const NameTable<Enum, N>& table, std::string_view text) {
    for (const auto& [value, name] : table) {
        if (equalsIgnoringCase(name, text)) {
            return value;
        }
    }
    return std::nullopt;
}

} // namespace gpuadvisor::detail
