#include "catalog/cellcodec.h"

#include "catalog/textutil.h"
#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/core/catalog/namematch.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuadvisor::cell {
namespace {

/// Longest text cell accepted. The longest shipped one has about 100 characters; the limit keeps
/// a runaway cell (a stray quote, a binary file) out of messages and name matching.
constexpr std::size_t maxTextCharacters = 1000;

bool isContinuationByte(char c) {
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

/// Characters of UTF-8 text (the file is checked to be UTF-8 before cells are read).
std::size_t characterCount(std::string_view text) {
    return static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return !isContinuationByte(c); }));
}

template <typename Enum>
CellError parseEnumCell(std::string_view text, Enum& out, std::optional<Enum> (*parse)(std::string_view),
                        std::string_view allowed) {
    text = trimmed(text);
    const auto value = parse(text);
    if (!value) {
        return quoted(text) + " is not one of: " + std::string(allowed);
    }
    out = *value;
    return std::nullopt;
}

} // namespace

/// 'text' for a message; long text is cut (at a character boundary) so a message stays short.
std::string quoted(std::string_view text) {
    constexpr std::size_t shownBytes = 40;
    std::string result = "'";
    if (text.size() <= shownBytes) {
        result.append(text);
    } else {
        std::size_t cut = shownBytes;
        while (cut > 0 && isContinuationByte(text[cut])) {
            --cut;
        }
        result.append(text.substr(0, cut));
        result.append("...");
    }
    result.push_back('\'');
    return result;
}

CellError parseCell(std::string_view text, std::string& out) {
    text = trimmed(text);
    if (const std::size_t characters = characterCount(text); characters > maxTextCharacters) {
        return "is " + std::to_string(characters) + " characters long; at most " +
               std::to_string(maxTextCharacters) + " are allowed";
    }
    out = std::string(text);
    return std::nullopt;
}

/// Card names are stored as Catalog::upsertGpu stores them: runs of spaces collapsed, so
/// "rtx  3090" is the same card as "RTX 3090" and not a second one.
CellError parseCardName(std::string_view text, std::string& out) {
    if (auto error = parseCell(text, out)) {
        return error;
    }
    out = collapsedSpaces(out);
    return std::nullopt;
}

CellError parseCell(std::string_view text, double& out) {
    text = trimmed(text);
    if (text.empty()) {
        return std::string("is empty");
    }
    const auto value = parseNumber(text);
    if (!value) {
        return quoted(text) + " is not a number";
    }
    out = *value;
    return std::nullopt;
}

CellError parseCell(std::string_view text, std::optional<double>& out) {
    if (trimmed(text).empty()) {
        out.reset();
        return std::nullopt;
    }
    double value = 0;
    if (auto error = parseCell(text, value)) {
        return error;
    }
    out = value;
    return std::nullopt;
}

CellError parseCell(std::string_view text, int& out) {
    double value = 0;
    if (auto error = parseCell(text, value)) {
        return error;
    }
    if (value != std::floor(value)) {
        return quoted(trimmed(text)) + " is not a whole number";
    }
    // Whole numbers an int holds are read; validation then names the field's own range.
    constexpr double lowest = std::numeric_limits<int>::min();
    constexpr double highest = std::numeric_limits<int>::max();
    if (value < lowest || value > highest) {
        return quoted(trimmed(text)) + " is not a whole number from " + formatNumber(lowest) + " to " +
               formatNumber(highest);
    }
    out = static_cast<int>(value);
    return std::nullopt;
}

CellError parseCell(std::string_view text, bool& out) {
    text = trimmed(text);
    if (text == "1" || equalsIgnoringCase(text, "true") || equalsIgnoringCase(text, "yes")) {
        out = true;
    } else if (text == "0" || equalsIgnoringCase(text, "false") || equalsIgnoringCase(text, "no")) {
        out = false;
    } else {
        return quoted(text) + " is not 0 or 1";
    }
    return std::nullopt;
}

CellError parseCell(std::string_view text, Date& out) {
    text = trimmed(text);
    const auto date = parseIsoDate(text);
    if (!date) {
        return quoted(text) + " is not a date in the form YYYY-MM-DD";
    }
    out = *date;
    return std::nullopt;
}

CellError parseCell(std::string_view text, Architecture& out) {
    return parseEnumCell(text, out, &parseArchitecture, allowedArchitectures());
}
CellError parseCell(std::string_view text, DeviceKind& out) {
    return parseEnumCell(text, out, &parseDeviceKind, allowedDeviceKinds());
}
CellError parseCell(std::string_view text, Segment& out) {
    return parseEnumCell(text, out, &parseSegment, allowedSegments());
}
CellError parseCell(std::string_view text, Cooler& out) {
    return parseEnumCell(text, out, &parseCooler, allowedCoolers());
}
CellError parseCell(std::string_view text, Condition& out) {
    return parseEnumCell(text, out, &parseCondition, allowedConditions());
}
CellError parseCell(std::string_view text, Pricing& out) {
    return parseEnumCell(text, out, &parsePricing, allowedPricings());
}
CellError parseCell(std::string_view text, BenchmarkTask& out) {
    return parseEnumCell(text, out, &parseBenchmarkTask, allowedBenchmarkTasks());
}

CellError parseCell(std::string_view text, std::optional<Workload>& out) {
    text = trimmed(text);
    if (equalsIgnoringCase(text, otherWorkload)) {
        out.reset();
        return std::nullopt;
    }
    const auto workload = parseWorkload(text);
    if (!workload) {
        return quoted(text) + " is not one of: " + std::string(allowedWorkloads()) + ", " +
               std::string(otherWorkload);
    }
    out = *workload;
    return std::nullopt;
}

/// Precisions are stored in lower case ("FP16" -> "fp16"), as benchmark.h spells them.
CellError parseLowerCaseCell(std::string_view text, std::string& out) {
    if (auto error = parseCell(text, out)) {
        return error;
    }
    out = toLowerAscii(out);
    return std::nullopt;
}

std::string formatCell(const std::string& value) {
    return value;
}
std::string formatCell(double value) {
    return formatNumber(value);
}
std::string formatCell(const std::optional<double>& value) {
    return value ? formatNumber(*value) : std::string();
}
std::string formatCell(int value) {
    return std::to_string(value);
}
std::string formatCell(bool value) {
    return value ? "1" : "0";
}
std::string formatCell(const Date& value) {
    return formatIsoDate(value);
}
std::string formatCell(const std::optional<Workload>& value) {
    return value ? std::string(toString(*value)) : std::string(otherWorkload);
}

} // namespace gpuadvisor::cell
