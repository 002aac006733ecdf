#include "gpuadvisor/core/catalogcsv.h"

#include "cellcodec.h"
#include "gpuadvisor/core/benchmarkkey.h"
#include "gpuadvisor/core/csv.h"
#include "gpuadvisor/core/gpufields.h"
#include "gpuadvisor/core/namematch.h"
#include "gpuadvisor/core/validation.h"
#include "textutil.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <set>

namespace gpuadvisor {
namespace {

using namespace cell;

// ---- Column tables: one entry per CSV column, bound to a struct member ---------------------

template <typename Record> struct Column {
    std::string_view name;
    std::string (*format)(const Record&);
    CellError (*parse)(std::string_view, Record&);
    /// A file may leave the column out; its cells are then read as empty.
    bool optional = false;
};

template <typename T> struct MemberOf;
template <typename Record, typename Field> struct MemberOf<Field Record::*> { using RecordType = Record; };

template <auto Member> Column<typename MemberOf<decltype(Member)>::RecordType> column(std::string_view name) {
    using Record = typename MemberOf<decltype(Member)>::RecordType;
    return {name, [](const Record& record) { return formatCell(record.*Member); },
            [](std::string_view text, Record& record) {
                return parseCell(text, record.*Member);
            }};
}

template <auto Member>
Column<typename MemberOf<decltype(Member)>::RecordType> optionalColumn(std::string_view name) {
    auto result = column<Member>(name);
    result.optional = true;
    return result;
}

/// The card columns are the card field descriptions (gpufields.h).
const std::vector<Column<Gpu>>& gpuColumns() {
    static const std::vector<Column<Gpu>> columns = [] {
        std::vector<Column<Gpu>> result;
        for (const GpuField& field : gpuFields()) {
            result.push_back({field.name, field.format, field.parse});
        }
        return result;
    }();
    return columns;
}

const std::vector<Column<PriceObservation>>& priceColumns() {
    static const std::vector<Column<PriceObservation>> columns{
        column<&PriceObservation::gpuName>("gpu_name"),
        column<&PriceObservation::condition>("condition"),
        // Empty for a price quoted in another currency: then it is quoted_price x usd_per_unit.
        {"price_usd", [](const PriceObservation& price) { return formatCell(price.priceUsd); },
         [](std::string_view text, PriceObservation& price) -> CellError {
             if (trimmed(text).empty()) {
                 price.priceUsd = 0;
                 return std::nullopt;
             }
             return parseCell(text, price.priceUsd);
         }},
        column<&PriceObservation::observedOn>("observed_on"),
        column<&PriceObservation::source>("source"),
        optionalColumn<&PriceObservation::currency>("currency"),
        optionalColumn<&PriceObservation::quotedPrice>("quoted_price"),
        optionalColumn<&PriceObservation::usdPerUnit>("usd_per_unit"),
    };
    return columns;
}

const std::vector<Column<CloudOffer>>& cloudOfferColumns() {
    static const std::vector<Column<CloudOffer>> columns{
        column<&CloudOffer::provider>("provider"),       column<&CloudOffer::instance>("instance"),
        column<&CloudOffer::gpuName>("gpu_name"),        column<&CloudOffer::gpuCount>("gpu_count"),
        column<&CloudOffer::usdPerHour>("usd_per_hour"), column<&CloudOffer::pricing>("pricing"),
        column<&CloudOffer::observedOn>("observed_on"),  column<&CloudOffer::source>("source"),
    };
    return columns;
}

const std::vector<Column<SystemBaseCost>>& systemBaseCostColumns() {
    static const std::vector<Column<SystemBaseCost>> columns{
        column<&SystemBaseCost::gpuCount>("gpu_count"),
        column<&SystemBaseCost::baseCostUsd>("base_cost_usd"),
        column<&SystemBaseCost::baseWatts>("base_watts"),
        column<&SystemBaseCost::source>("source"),
    };
    return columns;
}

const std::vector<Column<BenchmarkResult>>& benchmarkColumns() {
    static const std::vector<Column<BenchmarkResult>> columns{
        {"gpu_name", [](const BenchmarkResult& row) { return row.gpuName; },
         [](std::string_view text, BenchmarkResult& row) {
             return parseCardName(text, row.gpuName);
         }},
        column<&BenchmarkResult::gpuCount>("gpu_count"),
        column<&BenchmarkResult::system>("system"),
        column<&BenchmarkResult::model>("model"),
        column<&BenchmarkResult::workload>("workload"),
        column<&BenchmarkResult::task>("task"),
        {"precision", [](const BenchmarkResult& row) { return row.precision; },
         [](std::string_view text, BenchmarkResult& row) {
             return parseLowerCaseCell(text, row.precision);
         }},
        column<&BenchmarkResult::batchSize>("batch_size"),
        column<&BenchmarkResult::software>("software"),
        column<&BenchmarkResult::value>("value"),
        column<&BenchmarkResult::unit>("unit"),
        column<&BenchmarkResult::measuredOn>("measured_on"),
        column<&BenchmarkResult::source>("source"),
    };
    return columns;
}

template <typename Record> std::vector<std::string_view> namesOf(const std::vector<Column<Record>>& columns) {
    std::vector<std::string_view> names;
    for (const auto& column : columns) {
        names.push_back(column.name);
    }
    return names;
}

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

/// Parses the data rows of a file whose header has been matched to `columns`;
/// `positions[i]` is the CSV field index of columns[i].
template <typename Record>
void parseRows(const std::vector<CsvRecord>& records, const std::vector<Column<Record>>& columns,
               const std::vector<std::size_t>& positions, const Date& latestAllowed,
               std::vector<Record>& rows, CatalogCsvParse& result) {
    const CsvRecord& header = records.front();
    const std::size_t headerWidth = header.fields.size();
    std::map<std::string, std::size_t> firstLineOfKey;
    for (std::size_t r = 1; r < records.size(); ++r) {
        const CsvRecord& record = records[r];
        const std::size_t width = record.fields.size();
        if (width != headerWidth) {
            // The column named is the first one missing, or the first extra field.
            const std::string column = columnName(header, std::min(width, headerWidth) + 1);
            std::string message =
                "has " + std::to_string(width) + " fields but the header has " + std::to_string(headerWidth);
            if (width < headerWidth) {
                message += ": " + column + " is missing";
            }
            result.errors.push_back({record.line, column, std::move(message)});
            continue;
        }
        Record row;
        bool cellsOk = true;
        for (std::size_t c = 0; c < columns.size(); ++c) {
            const std::string_view cell =
                positions[c] == absentColumn ? std::string_view() : record.fields[positions[c]];
            if (auto error = columns[c].parse(cell, row)) {
                result.errors.push_back({record.line, std::string(columns[c].name), *error});
                cellsOk = false;
            }
        }
        if (!cellsOk) {
            continue;
        }
        complete(row);
        const auto problems = validate(row, latestAllowed);
        for (const auto& problem : problems) {
            result.errors.push_back({record.line, problem.field, problem.message});
        }
        if (!problems.empty()) {
            continue;
        }
        const auto [existing, inserted] = firstLineOfKey.emplace(catalogRowKey(row), record.line);
        if (!inserted) {
            result.errors.push_back({record.line, std::string(columns.front().name),
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
            result.errors.push_back({header.line, name, "the column appears twice in the header"});
            return false;
        }
        found[index] = true;
        positions[index] = f;
    }
    for (const auto& name : unknown) {
        result.errors.push_back({header.line, name, "unknown column in the header"});
    }
    for (std::size_t c = 0; c < columns.size(); ++c) {
        if (!found[c] && columns[c].optional) {
            positions[c] = absentColumn;
        } else if (!found[c]) {
            result.errors.push_back(
                {header.line, std::string(columns[c].name), "the header lacks this column"});
        }
    }
    return result.errors.empty();
}

template <typename Record>
void parseTable(const std::vector<CsvRecord>& records, const std::vector<Column<Record>>& columns,
                const Date& latestAllowed, std::vector<Record>& rows, CatalogCsvParse& result) {
    std::vector<std::size_t> positions;
    if (matchHeader(records.front(), columns, positions, result)) {
        parseRows(records, columns, positions, latestAllowed, rows, result);
    }
}

template <typename Record>
std::string formatRow(const Record& row, const std::vector<Column<Record>>& columns) {
    std::vector<std::string> fields;
    for (const auto& column : columns) {
        fields.push_back(column.format(row));
    }
    std::string line = csvLine(fields);
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) {
        line.pop_back();
    }
    return line;
}

template <typename Record>
std::string formatTable(const std::vector<Record>& rows, const std::vector<Column<Record>>& columns) {
    std::vector<std::string> fields;
    for (const auto& column : columns) {
        fields.emplace_back(column.name);
    }
    std::string text = csvLine(fields);
    for (const auto& row : rows) {
        fields.clear();
        for (const auto& column : columns) {
            fields.push_back(column.format(row));
        }
        text += csvLine(fields);
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
    static const auto gpus = namesOf(gpuColumns());
    static const auto prices = namesOf(priceColumns());
    static const auto offers = namesOf(cloudOfferColumns());
    static const auto costs = namesOf(systemBaseCostColumns());
    static const auto benchmarks = namesOf(benchmarkColumns());
    switch (table) {
    case CatalogTable::Gpus:
        return gpus;
    case CatalogTable::Prices:
        return prices;
    case CatalogTable::CloudOffers:
        return offers;
    case CatalogTable::SystemBaseCosts:
        return costs;
    case CatalogTable::Benchmarks:
        return benchmarks;
    }
    return gpus;
}

std::string CsvImportError::describe() const {
    std::string text = "line " + std::to_string(line);
    if (!column.empty()) {
        text += ", column " + column;
    }
    return text + ": " + message;
}

CatalogCsvParse parseCatalogCsv(std::string_view text, const Date& latestAllowed) {
    CatalogCsvParse result;
    // Parsed first (parseCsv does not care about encoding) so the header can name the column of
    // an encoding or syntax problem in a later row.
    const CsvParseResult csv = parseCsv(text);
    const auto columnAt = [&csv](std::size_t line, std::size_t field) {
        if (!csv.records.empty() && line > lastLineOf(csv.records.front())) {
            return columnName(csv.records.front(), field);
        }
        return fieldLabel(field);
    };
    if (const auto problem = firstInvalidUtf8(text)) {
        result.errors.push_back({problem->line, columnAt(problem->line, problem->field),
                                 "the file is not UTF-8 text (save it as CSV UTF-8)"});
        return result;
    }
    if (csv.error) {
        result.errors.push_back(
            {csv.error->line, columnAt(csv.error->line, csv.error->field), csv.error->message});
        return result;
    }
    if (csv.records.empty()) {
        result.errors.push_back({1, {}, "the file is empty; expected a header row"});
        return result;
    }
    const auto table = tableOfHeader(csv.records.front());
    if (!table) {
        result.errors.push_back({csv.records.front().line,
                                 {},
                                 "the header names no known table; the first row must be the column names, "
                                 "e.g. those written by 'catalog export'"});
        return result;
    }
    result.content.table = *table;
    switch (*table) {
    case CatalogTable::Gpus:
        parseTable(csv.records, gpuColumns(), latestAllowed, result.content.gpus, result);
        break;
    case CatalogTable::Prices:
        parseTable(csv.records, priceColumns(), latestAllowed, result.content.prices, result);
        break;
    case CatalogTable::CloudOffers:
        parseTable(csv.records, cloudOfferColumns(), latestAllowed, result.content.cloudOffers, result);
        break;
    case CatalogTable::SystemBaseCosts:
        parseTable(csv.records, systemBaseCostColumns(), latestAllowed, result.content.systemBaseCosts,
                   result);
        break;
    case CatalogTable::Benchmarks:
        parseTable(csv.records, benchmarkColumns(), latestAllowed, result.content.benchmarks, result);
        break;
    }
    return result;
}

std::optional<CatalogTable> catalogCsvTable(std::string_view text) {
    const CsvParseResult csv = parseCsv(text);
    if (csv.records.empty()) {
        return std::nullopt;
    }
    return tableOfHeader(csv.records.front());
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

// Card names compare as the catalog matches them (normalizedName): ignoring case and spaces.
std::string catalogRowKey(const Gpu& gpu) {
    return normalizedName(gpu.name);
}
std::string catalogRowKey(const PriceObservation& price) {
    return normalizedName(price.gpuName) + '\x1f' + std::string(toString(price.condition)) + '\x1f' +
           formatIsoDate(price.observedOn) + '\x1f' + toLowerAscii(price.source);
}
std::string catalogRowKey(const CloudOffer& offer) {
    return toLowerAscii(offer.provider) + '\x1f' + toLowerAscii(offer.instance) + '\x1f' +
           normalizedName(offer.gpuName) + '\x1f' + std::string(toString(offer.pricing)) + '\x1f' +
           formatIsoDate(offer.observedOn);
}
std::string catalogRowKey(const SystemBaseCost& cost) {
    return std::to_string(cost.gpuCount);
}
std::string catalogRowKey(const BenchmarkResult& result) {
    return benchmarkKey(result);
}

std::string catalogRowText(const Gpu& gpu) {
    return formatRow(gpu, gpuColumns());
}
std::string catalogRowText(const PriceObservation& price) {
    return formatRow(price, priceColumns());
}
std::string catalogRowText(const CloudOffer& offer) {
    return formatRow(offer, cloudOfferColumns());
}
std::string catalogRowText(const SystemBaseCost& cost) {
    return formatRow(cost, systemBaseCostColumns());
}
std::string catalogRowText(const BenchmarkResult& result) {
    return formatRow(result, benchmarkColumns());
}

std::vector<CellChange> changedCells(CatalogTable table, std::string_view before, std::string_view after) {
    const auto fieldsOf = [](std::string_view line) {
        const CsvParseResult parsed = parseCsv(line);
        return parsed.records.empty() ? std::vector<std::string>() : parsed.records.front().fields;
    };
    const std::vector<std::string> old = fieldsOf(before);
    const std::vector<std::string> now = fieldsOf(after);
    const auto& columns = csvColumns(table);
    std::vector<CellChange> changes;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        const std::string a = c < old.size() ? old[c] : std::string();
        const std::string b = c < now.size() ? now[c] : std::string();
        if (a != b) {
            changes.push_back({columns[c], a, b});
        }
    }
    return changes;
}

std::string catalogRowLabel(const Gpu& gpu) {
    return gpu.name;
}
std::string catalogRowLabel(const PriceObservation& price) {
    return price.gpuName + " / " + std::string(toString(price.condition)) + " / " +
           formatIsoDate(price.observedOn) + " / " + price.source;
}
std::string catalogRowLabel(const CloudOffer& offer) {
    return offer.provider + " / " + offer.instance + " / " + offer.gpuName + " / " +
           std::string(toString(offer.pricing)) + " / " + formatIsoDate(offer.observedOn);
}
std::string catalogRowLabel(const SystemBaseCost& cost) {
    return std::to_string(cost.gpuCount) + (cost.gpuCount == 1 ? " GPU" : " GPUs");
}
std::string catalogRowLabel(const BenchmarkResult& result) {
    return result.gpuName + " x" + std::to_string(result.gpuCount) + " / " + result.model + " / " +
           std::string(toString(result.task)) + " " + result.precision + " / " +
           formatIsoDate(result.measuredOn);
}

std::string formatNumber(double value) {
    char buffer[64];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
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
