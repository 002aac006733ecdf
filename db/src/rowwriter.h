#pragma once

// Writing parsed CSV rows into the catalog tables: what an import and the shipped data share.

#include "gpuadvisor/db/catalog.h"

#include <QSqlDatabase>

namespace gpuadvisor::rowwriter {

/// Writes parsed rows (new rows inserted, rows with a stored key replaced); the caller owns the
/// transaction. Unknown card names are reported in `result` with their line and nothing is
/// written. Benchmark rows are written as the user's, and set the counts of `result` (see
/// benchmarkstore::writeUserRows).
void writeContent(const QSqlDatabase& database, const CatalogCsvContent& content, ImportResult& result);

} // namespace gpuadvisor::rowwriter
