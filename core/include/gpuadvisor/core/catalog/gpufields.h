#pragma once

// One description per field of a catalog card (struct Gpu): its column name, kind, unit, display
// decimals, plausible range and typed accessors. The CSV codec, the database row codec, validateGpu
// and the catalog page's table, delegate and card dialog all read these descriptions, so a new
// field is one entry in gpuFields() (plus its translated words in text/gpufieldtext).

#include "gpuadvisor/core/catalog/gpu.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

/// How a field's value is held, typed and checked.
enum class GpuFieldKind {
    Text,           ///< Required text on one line ("GDDR6X").
    Number,         ///< A required decimal number.
    OptionalNumber, ///< A decimal number, or empty where the card lacks the capability.
    WholeNumber,    ///< A required integer.
    Choice,         ///< One value of an enum, held as its index (see GpuField::choices).
    Flag,           ///< Yes or no; 1 or 0 in CSV files.
};

/// The part of the card a field describes; the card dialog groups its fields by it.
enum class GpuFieldGroup { Card, Memory, Compute, Board };

/// The plausible values of a number: validateGpu refuses a value outside min..max.
struct FieldRange {
    double min = 0;
    double max = 0;
};

/// Error message of a parse, or std::nullopt when the text was read.
using FieldParseError = std::optional<std::string>;

struct GpuField {
    std::string_view name; ///< CSV header and database column: "memory_gb".
    GpuFieldKind kind = GpuFieldKind::Number;
    GpuFieldGroup group = GpuFieldGroup::Card;
    std::string_view unit;                 ///< "GB/s", "W"; empty for a plain count. Used in messages.
    int decimals = 0;                      ///< Decimals a table shows.
    std::optional<FieldRange> range;       ///< Number kinds: checked by validateGpu (when not empty).
    std::vector<std::string_view> choices; ///< Choice: the canonical spelling of each index.

    /// Canonical text: the CSV cell ("35.58", "Ampere", "1", "" for an empty optional number).
    std::string (*format)(const Gpu&) = nullptr;
    /// Reads canonical text (a CSV cell) into the field; on an error the card is unchanged.
    FieldParseError (*parse)(std::string_view, Gpu&) = nullptr;
    /// The value as a number: a Choice's index, a Flag's 0 or 1; std::nullopt for an empty optional
    /// number and for Text.
    std::optional<double> (*number)(const Gpu&) = nullptr;
    /// Stores a number (a whole number is truncated, a Choice index must be below choices.size());
    /// std::nullopt empties an optional number and is 0 for the other kinds. No effect on Text.
    void (*setNumber)(Gpu&, std::optional<double>) = nullptr;
    /// Stores text as it is (Text only; no effect on the other kinds).
    void (*setText)(Gpu&, std::string) = nullptr;

    /// A Number or WholeNumber the maker may not publish: empty in files and forms, 0 in the Gpu
    /// (number() then gives std::nullopt, so no range applies).
    bool mayBeUnpublished = false;

    bool isNumeric() const { return kind != GpuFieldKind::Text && kind != GpuFieldKind::Choice; }
    /// Whether an empty value is allowed (an optional number or one that may be unpublished; a Flag
    /// is never empty).
    bool isOptional() const { return kind == GpuFieldKind::OptionalNumber || mayBeUnpublished; }
};

/// Every card field, in CSV column order.
const std::vector<GpuField>& gpuFields();

/// The field with that column name, or nullptr.
const GpuField* findGpuField(std::string_view name);

/// The position of a field in gpuFields() (its CSV column), or gpuFields().size() for none.
std::size_t gpuFieldIndex(std::string_view name);

} // namespace gpuadvisor
