#pragma once

#include "gpuadvisor/core/catalog/benchmark.h"
#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/gpu.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

/// The kinds of rows a catalog holds; each has its own CSV layout.
enum class CatalogTable { Gpus, Prices, CloudOffers, SystemBaseCosts, Benchmarks };

/// "gpus", "prices", "cloud-offers", "system-costs", "benchmarks".
std::string_view toString(CatalogTable table);
std::optional<CatalogTable> parseCatalogTable(std::string_view text);
/// Every table, in the order above.
const std::vector<CatalogTable>& allCatalogTables();

/// The CSV header of a table, in the order export writes it. Database columns use the same names.
const std::vector<std::string_view>& csvColumns(CatalogTable table);

/// A problem with one CSV cell or line. `column` is the header's name of the field at fault, or
/// "field N" (1-based) where the header has no name for it (a problem in the header itself, an
/// extra field); it is empty when the problem is the whole line (a header too wide to read) or the
/// file has no usable header (empty file, unknown table).
struct CsvImportError {
    std::size_t line = 0;
    std::string column;
    std::string message;

    /// "line 7, column memory_gb: 'abc' is not a number".
    std::string describe() const;
};

/// The parsed rows of one CSV file (only the vector of its table is filled) and their line numbers.
struct CatalogCsvContent {
    CatalogTable table = CatalogTable::Gpus;
    std::vector<Gpu> gpus;
    std::vector<PriceObservation> prices;
    std::vector<CloudOffer> cloudOffers;
    std::vector<SystemBaseCost> systemBaseCosts;
    std::vector<BenchmarkResult> benchmarks; ///< Parsed with origin User (the CSV has no origin column).
    std::vector<std::size_t> lines;          ///< Source line of each row, in row order.

    std::size_t rowCount() const { return lines.size(); }
};

/// The most problems a parse or an import lists. The others are only counted ("and 12,345 more
/// problems"): a file of a million bad rows costs neither a million messages in memory nor a
/// million lines on the screen.
constexpr std::size_t maxListedCsvErrors = 100;

/// Lists `error` in `errors` while fewer than maxListedCsvErrors are listed, else counts it in
/// `unlisted`.
void addCsvImportError(std::vector<CsvImportError>& errors, std::size_t& unlisted, CsvImportError error);
/// Keeps the first maxListedCsvErrors of `errors` and adds the number of the others to `unlisted`.
void capCsvImportErrors(std::vector<CsvImportError>& errors, std::size_t& unlisted);
/// "and 12,345 more problems" (English, digits grouped by commas; "and 1 more problem"): the line
/// that ends a list of problems cut by maxListedCsvErrors.
std::string moreProblemsText(std::size_t unlisted);

/// The widest table's number of columns (the cards', 27): a catalog CSV has no more.
std::size_t maxCatalogCsvColumns();

struct CatalogCsvParse {
    CatalogCsvContent content;          ///< Valid only when errors is empty.
    std::vector<CsvImportError> errors; ///< The first maxListedCsvErrors problems, in line order.
    std::size_t unlistedErrors = 0;     ///< Problems found beyond those listed.
    bool ok() const { return errors.empty(); }
    /// Every problem found, listed or not.
    std::size_t errorCount() const { return errors.size() + unlistedErrors; }
};

/// Parse a catalog CSV file's text: the table is recognised from the header (columns in any order,
/// none missing, none unknown), every cell is parsed and every row validated (validation.h),
/// duplicate keys within the file are reported (for benchmarks the key of benchmarkKey(), so a
/// file holds one row per measurement). Cross-table references (does a price's card
/// exist?) are left to the caller, which knows the catalog. Text cells are read back as
/// formatCatalogCsv escapes them for spreadsheets (unescapeSpreadsheetText, csv.h). The text is
/// read a record at a time and a line wider than maxCsvFields is one problem: what is held besides
/// the rows read is bounded by the longest line.
CatalogCsvParse parseCatalogCsv(std::string_view text, const Date& latestAllowed);

/// The table whose columns the first row of a CSV text names (as parseCatalogCsv recognises
/// it), or std::nullopt when it names none or the text has no row. Only the header is looked at.
std::optional<CatalogTable> catalogCsvTable(std::string_view text);

/// CSV text (header and rows) for each table, in csvColumns() order. Text cells a spreadsheet
/// would run as a formula are escaped (csvTextField, csv.h); parseCatalogCsv undoes that.
std::string formatCatalogCsv(const std::vector<Gpu>& gpus);
std::string formatCatalogCsv(const std::vector<PriceObservation>& prices);
std::string formatCatalogCsv(const std::vector<CloudOffer>& offers);
std::string formatCatalogCsv(const std::vector<SystemBaseCost>& costs);
/// Benchmarks without their origin, which the CSV does not carry.
std::string formatCatalogCsv(const std::vector<BenchmarkResult>& benchmarks);

/// What makes a row that row within its table, compared as the catalog's unique keys compare
/// (card names as normalizedName, sources, providers and instances without case): a card's name; a
/// price's card, condition, date and source; a cloud offer's provider, instance, card, pricing and
/// date; a system cost's GPU count; a benchmark's benchmarkKey().
std::string catalogRowKey(const Gpu& gpu);
std::string catalogRowKey(const PriceObservation& price);
std::string catalogRowKey(const CloudOffer& offer);
std::string catalogRowKey(const SystemBaseCost& cost);
std::string catalogRowKey(const BenchmarkResult& result);
/// The row as formatCatalogCsv writes it, one line without its line end: two rows with the same
/// text hold the same values.
std::string catalogRowText(const Gpu& gpu);
std::string catalogRowText(const PriceObservation& price);
std::string catalogRowText(const CloudOffer& offer);
std::string catalogRowText(const SystemBaseCost& cost);
std::string catalogRowText(const BenchmarkResult& result); ///< Without the origin.
/// The row's key for people: "RTX 4090", "RTX 4090 / used / 2026-10-01 / eBay", "Lambda / gpu_1x_h100 /
/// H100 SXM / on_demand / 2026-11-01", "4 GPUs", "RTX 4090 x1 / resnet50 / training fp16 / 2025-12-17".
std::string catalogRowLabel(const Gpu& gpu);
std::string catalogRowLabel(const PriceObservation& price);
std::string catalogRowLabel(const CloudOffer& offer);
std::string catalogRowLabel(const SystemBaseCost& cost);
std::string catalogRowLabel(const BenchmarkResult& result);

/// One cell that differs between two rows of a table.
struct CellChange {
    std::string_view column;
    std::string before;
    std::string after;
};
/// The cells that differ between two catalogRowText lines of `table`, in column order:
/// "price_usd: 800 -> 640" rather than two long lines.
std::vector<CellChange> changedCells(CatalogTable table, std::string_view before, std::string_view after);

/// Shortest text that reads back as the same double ("35.58", "1555", "0.5").
std::string formatNumber(double value);

/// `value` to `digits` significant digits as printf's "%.*g" writes it: trailing zeros dropped,
/// an exponent below 1e-4 and from 10^digits up ("0.5", "1.23457e+06"). The same text as Qt's
/// QString::number(value, 'g', digits), without a QString per number.
std::string formatSignificant(double value, int digits);

/// `value` with exactly `decimals` decimals, as printf's "%.*f" ("1299.00").
std::string formatFixed(double value, int decimals);

/// Strict number parsing for user input: optional surrounding spaces, no trailing text, finite.
std::optional<double> parseNumber(std::string_view text);

} // namespace gpuadvisor
