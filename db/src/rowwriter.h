#pragma once

// Writing parsed CSV rows into the catalog tables: what an import and the shipped data share.

#include "gpuadvisor/db/catalog.h"
#include "rowcodec.h"

#include <QSqlDatabase>

#include <map>
#include <string>
#include <vector>

namespace gpuadvisor::rowwriter {

/// The table's name as the CSV files and messages say it: "prices", "cloud-offers", ...
QString tableWord(CatalogTable table);

/// The error of an import whose header is that of `found`, not of the `expected` table (line 1).
CsvImportError wrongTable(CatalogTable found, CatalogTable expected);

/// Writes parsed rows (new rows inserted, rows with a stored key replaced); the caller owns the
/// transaction. Unknown card names are reported in `result` with their line and nothing is
/// written. Benchmark rows are written as the user's, and set the counts of `result` (see
/// benchmarkstore::writeUserRows).
void writeContent(const QSqlDatabase& database, const CatalogCsvContent& content, ImportResult& result);

/// The errors writeContent would report for rows naming a card the catalog lacks (with close
/// names as suggestions), in row order; empty when every card exists.
std::vector<CsvImportError> unknownCardErrors(const QSqlDatabase& database, const CatalogCsvContent& content);

/// The parse's problems and unknownCardErrors of the rows that parsed, in line order, the first
/// maxListedCsvErrors listed in `errors` and the rest counted in `unlisted`: a file with a bad cell
/// on one line and an unknown card on another names both.
void allRowErrors(const QSqlDatabase& database, const CatalogCsvParse& parsed,
                  std::vector<CsvImportError>& errors, std::size_t& unlisted);

/// Whether a card's launch price is read as its price history gives it (launchprice.h: what the
/// catalog shows and exports) or as the column holds it (what the shipped files wrote).
enum class LaunchPrice { Derived, Stored };
/// Key (catalogRowKey) -> text (catalogRowText) of every stored row of a table, benchmark rows of
/// both origins.
std::map<std::string, std::string> storedRowTexts(const QSqlDatabase& database, CatalogTable table,
                                                  LaunchPrice launchPrice);

} // namespace gpuadvisor::rowwriter
