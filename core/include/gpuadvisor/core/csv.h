#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

/// One CSV record with the 1-based line it starts on (for error messages).
struct CsvRecord {
    std::size_t line = 0;
    std::vector<std::string> fields;
};

/// A syntax error: where it is and what is wrong.
struct CsvSyntaxError {
    std::size_t line = 0;  ///< 1-based line of the fault.
    std::size_t field = 0; ///< 1-based index of the field within its record.
    std::string message;
};

struct CsvParseResult {
    std::vector<CsvRecord> records;      ///< Empty lines are skipped.
    std::optional<CsvSyntaxError> error; ///< Set if the text is not valid CSV; records are then incomplete.
};

/// Parse RFC 4180 CSV: comma separated, fields optionally in double quotes with "" for a quote,
/// quoted fields may span lines, LF or CRLF line ends, a leading UTF-8 byte-order mark is ignored.
CsvParseResult parseCsv(std::string_view text);

/// Where a byte sequence that is not valid UTF-8 is: its 1-based line and the 1-based index of
/// the CSV field it is in, both counted as parseCsv counts them.
struct Utf8Problem {
    std::size_t line = 0;
    std::size_t field = 0;
};

/// The first byte sequence that is not valid UTF-8 (overlong forms and surrogates count as
/// invalid), or std::nullopt if the whole text is valid UTF-8.
std::optional<Utf8Problem> firstInvalidUtf8(std::string_view text);

/// One field as it must be written: quoted when it holds a comma, quote, or line break.
std::string csvField(std::string_view value);

/// A whole line of fields, ending in "\n".
std::string csvLine(const std::vector<std::string>& fields);

} // namespace gpuadvisor
