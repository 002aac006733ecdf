#pragma once

// Reading and writing one CSV cell of each field type, shared by the catalog CSV codec and the card
// field descriptions (gpufields.h). Internal to the core: not part of its public API.
// Each parseCell overload returns an error message, or std::nullopt on success.

#include "gpuadvisor/core/catalog/benchmark.h"
#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/enums.h"

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

namespace gpuadvisor::cell {

using CellError = std::optional<std::string>;

/// A benchmark's workload family: "transformer", "cnn", or "other" (std::nullopt).
constexpr std::string_view otherWorkload = "other";

/// 'text' for a message; long text is cut (at a character boundary) so a message stays short.
std::string quoted(std::string_view text);

/// Trimmed text of at most 1000 characters.
CellError parseCell(std::string_view text, std::string& out);
/// Card names are stored as Catalog::upsertGpu stores them: runs of spaces collapsed.
CellError parseCardName(std::string_view text, std::string& out);
CellError parseCell(std::string_view text, double& out);
/// An empty cell is std::nullopt.
CellError parseCell(std::string_view text, std::optional<double>& out);
CellError parseCell(std::string_view text, int& out);
/// 1/0, true/false, yes/no.
CellError parseCell(std::string_view text, bool& out);
CellError parseCell(std::string_view text, Date& out);
CellError parseCell(std::string_view text, Architecture& out);
CellError parseCell(std::string_view text, Segment& out);
CellError parseCell(std::string_view text, DeviceKind& out);
CellError parseCell(std::string_view text, Cooler& out);
CellError parseCell(std::string_view text, Condition& out);
CellError parseCell(std::string_view text, Pricing& out);
CellError parseCell(std::string_view text, BenchmarkTask& out);
CellError parseCell(std::string_view text, std::optional<Workload>& out);
/// Precisions are stored in lower case ("FP16" -> "fp16"), as benchmark.h spells them.
CellError parseLowerCaseCell(std::string_view text, std::string& out);

std::string formatCell(const std::string& value);
std::string formatCell(double value);
std::string formatCell(const std::optional<double>& value);
std::string formatCell(int value);
std::string formatCell(bool value);
std::string formatCell(const Date& value);
std::string formatCell(const std::optional<Workload>& value);
template <typename Enum>
requires std::is_enum_v<Enum> std::string formatCell(Enum value) {
    return std::string(toString(value));
}

} // namespace gpuadvisor::cell
