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

/// The most fields a record is split into. No file this program reads has more than about 30
/// columns; the limit keeps a hostile line (megabytes of commas) from costing a string per comma.
constexpr std::size_t maxCsvFields = 256;

/// Reads RFC 4180 CSV one record at a time (the syntax of parseCsv), so that what is held in
/// memory is one record, whatever the size of the text. A record wider than the limit is read to
/// its end but keeps only its first fields, and tooWide() says so.
class CsvReader {
public:
    /// Reads `text`, which must outlive the reader, splitting records into at most `maxFields`.
    explicit CsvReader(std::string_view text, std::size_t maxFields = maxCsvFields);

    /// Reads the next record that is not blank into `record`, reusing its storage. False at the end
    /// of the text or at a syntax error (then error() is set and `record` is unspecified).
    bool next(CsvRecord& record);
    /// Whether the record last read had more than maxFields fields (only those are in it).
    bool tooWide() const { return m_tooWide; }
    /// The limit given to the constructor.
    std::size_t maxFields() const { return m_maxFields; }
    /// Why reading stopped before the end of the text, if it did.
    const std::optional<CsvSyntaxError>& error() const { return m_error; }

private:
    /// Reads one field at m_position into `out` (nullptr: skip it); false on a syntax error.
    bool readField(std::string* out, std::size_t fieldNumber, bool& blank);

    std::string_view m_text;
    std::size_t m_maxFields;
    std::size_t m_position = 0;
    std::size_t m_line = 1;
    bool m_tooWide = false;
    std::optional<CsvSyntaxError> m_error;
};

/// Parse RFC 4180 CSV: comma separated, fields optionally in double quotes with "" for a quote,
/// quoted fields may span lines, LF or CRLF line ends, a leading UTF-8 byte-order mark is ignored.
/// A record of more than maxCsvFields fields is an error (the records before it are kept).
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

/// `value` made safe to open in a spreadsheet (OWASP, "CSV injection"): text a spreadsheet would
/// run as a formula, starting with =, +, -, @, a tab or a carriage return, gets a leading single
/// quote. Text that already is one or more quotes followed by one of those gets one more quote,
/// so that unescapeSpreadsheetText gives back exactly `value`. Only for text cells: -5 in a number
/// column is a number, not a formula.
std::string escapeSpreadsheetText(std::string_view value);
/// The inverse of escapeSpreadsheetText: a cell of one or more single quotes followed by =, +, -,
/// @, a tab or a carriage return loses its first quote; other text is returned as it is.
std::string unescapeSpreadsheetText(std::string_view cell);
/// A text cell as it must be written: escapeSpreadsheetText, and always in double quotes when
/// escaped (as OWASP recommends); otherwise as csvField writes it.
std::string csvTextField(std::string_view value);

/// A whole line of fields, ending in "\n".
std::string csvLine(const std::vector<std::string>& fields);

} // namespace gpuadvisor
