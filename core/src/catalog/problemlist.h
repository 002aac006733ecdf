#pragma once

// The checks' shared wording: one place says how a missing, out-of-range or badly dated value
// reads, so the catalog's row checks and the ownership inputs' checks speak alike.

#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/validation.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor::problems {

inline std::string number(double value) {
    char buffer[32];
    // Whole numbers in full ("2000000000", not "2e+09": the figure the user typed).
    const bool whole = value == std::floor(value) && std::abs(value) < 1e15;
    std::snprintf(buffer, sizeof buffer, whole ? "%.0f" : "%g", value);
    return buffer;
}

class ProblemList {
public:
    void add(std::string_view field, ProblemKind kind, std::string message) {
        m_problems.push_back({std::string(field), kind, std::move(message)});
    }

    /// Non-empty, on one line: a line break or control character in a name breaks tables,
    /// menus and the CLI's output.
    void requireText(std::string_view field, const std::string& value) {
        if (value.empty()) {
            add(field, ProblemKind::Missing, std::string(field) + " is empty");
        } else if (std::any_of(value.begin(), value.end(),
                               [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7F; })) {
            add(field, ProblemKind::Malformed,
                std::string(field) + " holds a line break or control character");
        }
    }

    /// Records a problem unless min <= value <= max (NaN always fails).
    void requireRange(std::string_view field, double value, double min, double max, std::string_view unit) {
        if (!(value >= min && value <= max)) {
            add(field, ProblemKind::OutOfRange,
                std::string(field) + " " + number(value) + " is outside " + number(min) + "-" + number(max) +
                    (unit.empty() ? "" : " ") + std::string(unit));
        }
    }

    void requireDate(std::string_view field, const Date& date, const Date& latestAllowed) {
        constexpr Date earliest{std::chrono::year{2000}, std::chrono::January, std::chrono::day{1}};
        if (!date.ok() || date < earliest || date > latestAllowed) {
            add(field, ProblemKind::OutOfRange,
                std::string(field) + " " + (date.ok() ? formatIsoDate(date) : std::string("(invalid)")) +
                    " is outside 2000-01-01 to " + formatIsoDate(latestAllowed));
        }
    }

    /// May be empty, but on one line (see requireText).
    void requireOneLine(std::string_view field, const std::string& value) {
        if (!value.empty()) {
            requireText(field, value);
        }
    }

    std::vector<FieldProblem> take() { return std::move(m_problems); }

private:
    std::vector<FieldProblem> m_problems;
};

} // namespace gpuadvisor::problems
