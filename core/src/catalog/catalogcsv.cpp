#include "gpuadvisor/core/catalog/catalogcsv.h"

#include "catalog/catalogcolumns.h"
#include "catalog/cellcodec.h"
#include "catalog/textutil.h"
#include "gpuadvisor/core/catalog/benchmarkkey.h"
#include "gpuadvisor/core/catalog/csv.h"
#include "gpuadvisor/core/catalog/gpufields.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/catalog/validation.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <set>

namespace gpuadvisor {
namespace {

using namespace cell;
using namespace catalogcolumns;

std::vector<FieldProblem> validate(const Gpu& gpu, const Date&) {
    return validateGpu(gpu);
}
std::vector<FieldProblem> validate(const PriceObservation& price, const Date& latest) {
    return validatePrice(price, latest);
}
std::vector<FieldProblem> validate(const CloudOffer& offer, const Date& latest) {
    return validateCloudOffer(offer, latest);
}
std::vector<FieldProblem> validate(const SystemBaseCost& cost, const Date&) {
    return validateSystemBaseCost(cost);
}
std::vector<FieldProblem> validate(const BenchmarkResult& result, const Date& latest) {
    return validateBenchmark(result, latest);
}

/// "field 5": names a field the header has no usable name for.
std::string fieldLabel(std::size_t field) {
    return "field " + std::to_string(field);
}

/// The header's name of the 1-based `field` (as matchHeader reads it), or "field N" when the
/// header is shorter or the name is empty or too long to be a column name.
std::string columnName(const CsvRecord& header, std::size_t field) {
    constexpr std::size_t longestName = 40;
    if (field >= 1 && field <= header.fields.size()) {
        std::string name = toLowerAscii(trimmed(header.fields[field - 1]));
        if (!name.empty() && name.size() <= longestName) {
            return name;
        }
    }
    return fieldLabel(field);
}

/// The last line a record spans: line breaks inside its quoted fields advance the line.
std::size_t lastLineOf(const CsvRecord& record) {
    std::size_t line = record.line;
    for (const auto& field : record.fields) {
        line += static_cast<std::size_t>(std::count(field.begin(), field.end(), '\n'));
    }
    return line;
}

/// The position of an optional column the header leaves out.
constexpr std::size_t absentColumn = static_cast<std::size_t>(-1);

/// Fills what a row's cells imply: a price quoted in another currency gets its US dollars.
template <typename Record> void complete(Record&) {}
template <> void complete(PriceObservation& price) {
    price.currency = toUpperAscii(trimmed(price.currency));
    if (price.currency == "USD") {
        price.currency.clear();
    }
    if (!price.currency.empty() && price.priceUsd == 0 && price.quotedPrice && price.usdPerUnit) {
        price.priceUsd = std::round(*price.quotedPrice * *price.usdPerUnit * 100) / 100;
    }
}

/// Lists a problem of the parse, or only counts it once maxListedCsvErrors are listed.
void addError(CatalogCsvParse& result, CsvImportError error) {
    addCsvImportError(result.errors, result.unlistedErrors, std::move(error));
}

/// The cell of a text column as it was before formatCatalogCsv escaped it for spreadsheets;
/// `storage` holds the text when it had to be changed.
std::string_view unescapedText(std::string_view cell, std::string& storage) {
    cell = trimmed(cell);
    if (cell.empty() || cell.front() != '\'') {
        return cell;
    }
    storage = unescapeSpreadsheetText(cell);
    return storage;
}

/// Parses the data rows the reader holds after a header that has been matched to `columns`;
/// `positions[i]` is the CSV field index of columns[i]. A record is dropped once it is parsed, so
/// only the rows are held.
template <typename Record>
void parseRows(CsvReader& reader, const CsvRecord& header, const std::vector<Column<Record>>& columns,
               const std::vector<std::size_t>& positions, const Date& latestAllowed,
               std::vector<Record>& rows, CatalogCsvParse& result) {
    const std::size_t headerWidth = header.fields.size();
    std::map<std::string, std::size_t> firstLineOfKey;
    CsvRecord record;
    std::string unescaped;
    while (reader.next(record)) {
        const std::size_t width = record.fields.size();
        if (reader.tooWide()) {
            addError(result, {record.line, columnName(header, headerWidth + 1),
                              "has more than " + std::to_string(reader.maxFields()) +
                                  " fields but the header has " + std::to_string(headerWidth)});
            continue;
        }
        if (width != headerWidth) {
            // The column named is the first one missing, or the first extra field.
            const std::string column = columnName(header, std::min(width, headerWidth) + 1);
            std::string message =
                "has " + std::to_string(width) + " fields but the header has " + std::to_string(headerWidth);
            if (width < headerWidth) {
                message += ": " + column + " is missing";
            }
            addError(result, {record.line, column, std::move(message)});
            continue;
        }
        Record row;
        bool cellsOk = true;
        for (std::size_t c = 0; c < columns.size(); ++c) {
            std::string_view cell =
                positions[c] == absentColumn ? std::string_view() : record.fields[positions[c]];
            if (columns[c].text) {
                cell = unescapedText(cell, unescaped);
            }
            if (auto error = columns[c].parse(cell, row)) {
                addError(result, {record.line, std::string(columns[c].name), *error});
                cellsOk = false;
            }
        }
        if (!cellsOk) {
            continue;
        }
        complete(row);
        const auto problems = validate(row, latestAllowed);
        for (const auto& problem : problems) {
            addError(result, {record.line, problem.field, problem.message});
        }
        if (!problems.empty()) {
            continue;
        }
        const auto [existing, inserted] = firstLineOfKey.emplace(catalogRowKey(row), record.line);
        if (!inserted) {
            addError(result, {record.line, std::string(columns.front().name),
                              "repeats the row on line " + std::to_string(existing->second)});
            continue;
        }
        rows.push_back(std::move(row));
        result.content.lines.push_back(record.line);
    }
}

template <typename Record>
bool matchHeader(const CsvRecord& header, const std::vector<Column<Record>>& columns,
                 std::vector<std::size_t>& positions, CatalogCsvParse& result) {
    positions.assign(columns.size(), 0);
    std::vector<bool> found(columns.size(), false);
    std::vector<std::string> unknown;
    for (std::size_t f = 0; f < header.fields.size(); ++f) {
        const std::string name = toLowerAscii(trimmed(header.fields[f]));
        const auto match = std::find_if(columns.begin(), columns.end(),
                                        [&](const Column<Record>& column) { return column.name == name; });
        if (match == columns.end()) {
            unknown.push_back(columnName(header, f + 1));
            continue;
        }
        const auto index = static_cast<std::size_t>(match - columns.begin());
        if (found[index]) {
            addError(result, {header.line, name, "the column appears twice in the header"});
            return false;
        }
        found[index] = true;
        positions[index] = f;
    }
    for (const auto& name : unknown) {
        addError(result, {header.line, name, "unknown column in the header"});
    }
    for (std::size_t c = 0; c < columns.size(); ++c) {
        if (!found[c] && columns[c].optional) {
            positions[c] = absentColumn;
        } else if (!found[c]) {
            addError(result, {header.line, std::string(columns[c].name), "the header lacks this column"});
        }
    }
    return result.errors.empty();
}

template <typename Record>
void parseTable(CsvReader& reader, const CsvRecord& header, const std::vector<Column<Record>>& columns,
                const Date& latestAllowed, std::vector<Record>& rows, CatalogCsvParse& result) {
    std::vector<std::size_t> positions;
    if (matchHeader(header, columns, positions, result)) {
        parseRows(reader, header, columns, positions, latestAllowed, rows, result);
    }
}

template <typename Record>
std::string formatTable(const std::vector<Record>& rows, const std::vector<Column<Record>>& columns) {
    std::vector<std::string> names;
    for (const auto& column : columns) {
        names.emplace_back(column.name);
    }
    std::string text = csvLine(names);
    for (const auto& row : rows) {
        text += formatRow(row, columns);
        text.push_back('\n');
    }
    return text;
}

/// Which table a header belongs to, from a column only that table has.
std::optional<CatalogTable> tableOfHeader(const CsvRecord& header) {
    for (const auto& field : header.fields) {
        const std::string name = toLowerAscii(trimmed(field));
        if (name == "name") {
            return CatalogTable::Gpus;
        }
        if (name == "condition") {
            return CatalogTable::Prices;
        }
        if (name == "provider") {
            return CatalogTable::CloudOffers;
        }
        if (name == "base_cost_usd") {
            return CatalogTable::SystemBaseCosts;
        }
        if (name == "model" || name == "measured_on") {
            return CatalogTable::Benchmarks;
        }
    }
    return std::nullopt;
}

} // namespace

std::string_view toString(CatalogTable table) {
    switch (table) {
    case CatalogTable::Gpus:
        return "gpus";
    case CatalogTable::Prices:
        return "prices";
    case CatalogTable::CloudOffers:
        return "cloud-offers";
    case CatalogTable::SystemBaseCosts:
        return "system-costs";
    case CatalogTable::Benchmarks:
        return "benchmarks";
    }
    return "?";
}

const std::vector<CatalogTable>& allCatalogTables() {
    static const std::vector<CatalogTable> tables{CatalogTable::Gpus, CatalogTable::Prices,
                                                  CatalogTable::CloudOffers, CatalogTable::SystemBaseCosts,
                                                  CatalogTable::Benchmarks};
    return tables;
}

std::optional<CatalogTable> parseCatalogTable(std::string_view text) {
    for (const auto table : allCatalogTables()) {
        if (equalsIgnoringCase(text, toString(table))) {
            return table;
        }
    }
    return std::nullopt;
}

const std::vector<std::string_view>& csvColumns(CatalogTable table) {
    static const auto names = perTable([](const auto& columns) { return namesOf(columns); });
    return names.of(table);
}

std::string CsvImportError::describe() const {
    std::string text = "line " + std::to_string(line);
    if (!column.empty()) {
        text += ", column " + column;
    }
    return text + ": " + message;
}

void addCsvImportError(std::vector<CsvImportError>& errors, std::size_t& unlisted, CsvImportError error) {
    if (errors.size() < maxListedCsvErrors) {
        errors.push_back(std::move(error));
    } else {
        ++unlisted;
    }
}

void capCsvImportErrors(std::vector<CsvImportError>& errors, std::size_t& unlisted) {
    if (errors.size() > maxListedCsvErrors) {
        unlisted += errors.size() - maxListedCsvErrors;
        errors.resize(maxListedCsvErrors);
    }
}

std::string moreProblemsText(std::size_t unlisted) {
    std::string digits = std::to_string(unlisted);
    for (std::size_t at = digits.size(); at > 3; at -= 3) {
        digits.insert(at - 3, 1, ',');
    }
    std::string text = "and ";
    text += digits;
    text += unlisted == 1 ? " more problem" : " more problems";
    return text;
}

std::size_t maxCatalogCsvColumns() {
    std::size_t widest = 0;
    for (const CatalogTable table : allCatalogTables()) {
        widest = std::max(widest, csvColumns(table).size());
    }
    return widest;
}

CatalogCsvParse parseCatalogCsv(std::string_view text, const Date& latestAllowed) {
    CatalogCsvParse result;
    CsvReader reader(text);
    CsvRecord header;
    const bool hasHeader = reader.next(header);
    // The header names the column of an encoding or syntax problem in a later row.
    const auto columnAt = [&](std::size_t line, std::size_t field) {
        if (hasHeader && line > lastLineOf(header)) {
            return columnName(header, field);
        }
        return fieldLabel(field);
    };
    if (const auto problem = firstInvalidUtf8(text)) {
        addError(result, {problem->line, columnAt(problem->line, problem->field),
                          "the file is not UTF-8 text (save it as CSV UTF-8)"});
        return result;
    }
    const auto syntaxError = [&] {
        const CsvSyntaxError& error = *reader.error();
        addError(result, {error.line, columnAt(error.line, error.field), error.message});
    };
    if (!hasHeader) {
        if (reader.error()) {
            syntaxError();
        } else {
            addError(result, {1, {}, "the file is empty; expected a header row"});
        }
        return result;
    }
    if (reader.tooWide()) {
        addError(result,
                 {header.line,
                  {},
                  "has more than " + std::to_string(reader.maxFields()) +
                      " fields; a catalog CSV has at most " + std::to_string(maxCatalogCsvColumns())});
        return result;
    }
    const auto table = tableOfHeader(header);
    if (!table) {
        addError(result, {header.line,
                          {},
                          "the header names no known table; the first row must be the column names, "
                          "e.g. those written by 'catalog export'"});
        return result;
    }
    result.content.table = *table;
    switch (*table) {
    case CatalogTable::Gpus:
        parseTable(reader, header, gpuColumns(), latestAllowed, result.content.gpus, result);
        break;
    case CatalogTable::Prices:
        parseTable(reader, header, priceColumns(), latestAllowed, result.content.prices, result);
        break;
    case CatalogTable::CloudOffers:
        parseTable(reader, header, cloudOfferColumns(), latestAllowed, result.content.cloudOffers, result);
        break;
    case CatalogTable::SystemBaseCosts:
        parseTable(reader, header, systemBaseCostColumns(), latestAllowed, result.content.systemBaseCosts,
                   result);
        break;
    case CatalogTable::Benchmarks:
        parseTable(reader, header, benchmarkColumns(), latestAllowed, result.content.benchmarks, result);
        break;
    }
    // A syntax error leaves the rows after it unreadable and those before it suspect (a stray
    // quote swallows lines): it is reported alone.
    if (reader.error()) {
        result = CatalogCsvParse{};
        result.content.table = *table;
        syntaxError();
    }
    return result;
}

std::optional<CatalogTable> catalogCsvTable(std::string_view text) {
    CsvReader reader(text);
    CsvRecord header;
    if (!reader.next(header)) {
        return std::nullopt;
    }
    return tableOfHeader(header);
}

std::string formatCatalogCsv(const std::vector<Gpu>& gpus) {
    return formatTable(gpus, gpuColumns());
}
std::string formatCatalogCsv(const std::vector<PriceObservation>& prices) {
    return formatTable(prices, priceColumns());
}
std::string formatCatalogCsv(const std::vector<CloudOffer>& offers) {
    return formatTable(offers, cloudOfferColumns());
}
std::string formatCatalogCsv(const std::vector<SystemBaseCost>& costs) {
    return formatTable(costs, systemBaseCostColumns());
}
std::string formatCatalogCsv(const std::vector<BenchmarkResult>& benchmarks) {
    return formatTable(benchmarks, benchmarkColumns());
}

std::string formatNumber(double value) {
    char buffer[64];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return error == std::errc{} ? std::string(buffer, end) : std::string();
}

std::string formatSignificant(double value, int digits) {
    char buffer[64];
    const auto [end, error] =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, digits);
    return error == std::errc{} ? std::string(buffer, end) : std::string();
}

std::string formatFixed(double value, int decimals) {
    char buffer[400]; // DBL_MAX has 309 digits before the point
    const auto [end, error] =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
    return error == std::errc{} ? std::string(buffer, end) : std::string();
}

std::optional<double> parseNumber(std::string_view text) {
    text = trimmed(text);
    if (!text.empty() && text.front() == '+') {
        text.remove_prefix(1);
    }
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size() || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

} // namespace gpuadvisor
