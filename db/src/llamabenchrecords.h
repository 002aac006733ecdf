#pragma once

// Reading llama-bench's printers (tools/llama-bench/llama-bench.cpp: json_printer, jsonl_printer,
// csv_printer, markdown_printer) into one form, field by field, before llamabenchoutput.cpp maps
// the fields to benchmark rows.

#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/db/llamabenchoutput.h"

#include <QString>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gpuadvisor::llamabench {

inline QString qtext(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

/// One test of the output, whatever the printer wrote it as: llama-bench's field names (as in
/// -o json) to their values as text.
struct Record {
    std::size_t line = 0;
    std::map<std::string, std::string> fields;

    const std::string* find(const std::string& name) const {
        const auto it = fields.find(name);
        return it == fields.end() || it->second.empty() ? nullptr : &it->second;
    }
};

/// What the text holds: its tests, and for a Markdown table what ggml and llama-bench printed
/// around it.
struct Records {
    std::vector<Record> tests;
    std::vector<std::string> devices; ///< "Device 0: NAME, ..." lines, by device number.
    /// The `build: <commit> (<number>)` line under the table of each test (by index in `tests`).
    std::map<std::size_t, std::pair<std::string, std::string>> builds;
};

/// The problems found, before they are merged into CsvImportErrors.
class Problems {
public:
    void add(std::size_t line, std::string column, std::string message) {
        m_items.push_back({line, std::move(column), std::move(message)});
    }
    bool empty() const { return m_items.empty(); }
    /// One error per distinct problem, at its first line; the other lines are named in it, so a
    /// file of forty tests of an unknown card says so once.
    std::vector<CsvImportError> take(std::size_t& unlisted);

private:
    std::vector<CsvImportError> m_items;
};

/// The Markdown table's headings (markdown_printer::get_field_display_name) and the fields they
/// show. "params", "test" and "t/s" are text of their own, read by the converter.
const std::map<std::string, std::string>& markdownFields();

/// The format of `text` (see detectLlamaBenchFormat).
std::optional<LlamaBenchFormat> detectFormat(std::string_view text);

/// The tests of the text, or the problems that kept them from being read (with their lines).
Records readRecords(std::string_view text, LlamaBenchFormat format, Problems& problems);

} // namespace gpuadvisor::llamabench
