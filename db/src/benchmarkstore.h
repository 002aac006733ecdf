#pragma once

// The benchmarks table: reading it in the catalog's order, writing the user's imported rows
// beside the shipped ones, and loading the shipped rows.

#include "gpuadvisor/core/catalog/benchmark.h"
#include "gpuadvisor/db/catalog.h"

#include <QSqlDatabase>
#include <QStringList>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor::benchmarkstore {

/// Which stored rows readRows reads: each field left empty takes them all.
struct RowFilter {
    std::string_view gpuName; ///< The card so named (matched as Catalog::findGpu matches).
    std::optional<BenchmarkOrigin> origin;
    std::span<const BenchmarkTask> tasks; ///< Rows of these tasks.
    std::optional<Workload> workload;
    std::optional<int> gpuCount;
};

/// The SELECT readRows runs for `filter` (parameters :name, :origin, :task0 ..., :workload).
/// A filter on task, workload and GPU count is answered through the index benchmarks_by_task.
QString rowsStatement(const RowFilter& filter);

/// In what order readRows returns the rows.
enum class RowOrder {
    Catalog, ///< As Catalog::benchmarks() lists them (sortBenchmarkRows).
    Any,     ///< As SQLite finds them: for a caller that needs no order, without the sort's cost.
};

/// The stored rows `filter` takes.
std::vector<BenchmarkResult> readRows(const QSqlDatabase& database, const RowFilter& filter = {},
                                      RowOrder order = RowOrder::Catalog);

/// Writes imported rows as the user's; `gpuIds[i]` is the card of rows[i], `lines[i]` its line.
/// A row identical to a stored row of the same key (see sameMeasurement) is counted as
/// unchanged and not written; one whose key matches another user row replaces it; one whose key
/// matches a shipped row but records another result is an error (an import never changes a
/// shipped row). Errors are added to `result` and then nothing is written; otherwise the
/// inserted, updated and unchanged counts are set. The caller owns the transaction.
void writeUserRows(const QSqlDatabase& database, const std::vector<BenchmarkResult>& rows,
                   const std::vector<qint64>& gpuIds, const std::vector<std::size_t>& lines,
                   ImportResult& result);

/// Inserts `rows` as shipped rows (a shipped row with the same key is replaced) and returns the
/// card names, in row order and without repeats, of the rows left out because the catalog has no
/// such card (a user's catalog from which the card was deleted or renamed).
std::vector<std::string> writeShippedRows(const QSqlDatabase& database,
                                          const std::vector<BenchmarkResult>& rows);

/// The benchmark rows of the card with id `gpuId` in words, "resnet50 on Lambda: RTX 4090
/// (shipped)", for the message that refuses to delete the card.
QStringList rowsOfCard(const QSqlDatabase& database, qint64 gpuId);

} // namespace gpuadvisor::benchmarkstore
