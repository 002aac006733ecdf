// Schema 6's index on the benchmarks table (issue 36): the reads a ranking makes go through it.
// SQLite's own plan for the statements the catalog runs is the evidence: a dropped migration, an
// index whose columns no longer cover the query, or a NOT INDEXED put back each change it.

#include "benchmarkstore.h"

#include "catalogfiletest.h"
#include "rawsqlite.h"

#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

class BenchmarkIndexTest : public CatalogFileTest {};

} // namespace

TEST_F(BenchmarkIndexTest, TheRowsOfATaskAreFoundThroughTheTaskIndexNotTheWholeTable) {
    // Before schema 6 (issue 36), a ranking read every page of the table (60 of the shipped
    // catalog's 275) for its 62 rows, and read them again for the vendors its note names.
    const RawConnection raw(file());
    const auto planOf = [&raw](QString statement) {
        // QtSql runs no statement with unbound parameters: each becomes a literal, which SQLite
        // plans as it plans a bound value.
        statement.replace(QRegularExpression(QStringLiteral(":[a-z0-9]+")), QStringLiteral("'x'"));
        return raw.column(QStringLiteral("EXPLAIN QUERY PLAN ") + statement, 3).join(QStringLiteral("; "));
    };
    const BenchmarkTask training[] = {BenchmarkTask::Training};
    benchmarkstore::RowFilter filter;
    filter.tasks = training;
    filter.workload = Workload::Transformer;
    filter.gpuCount = 1;
    const QString rows = planOf(benchmarkstore::rowsStatement(filter));
    EXPECT_TRUE(rows.contains(
        QStringLiteral("USING INDEX benchmarks_by_task (task=? AND workload=? AND gpu_count=?)")))
        << rows.toStdString();
    // Every GPU count: the rows the model's estimates of a workload rest on.
    filter.gpuCount.reset();
    const QString backing = planOf(benchmarkstore::rowsStatement(filter));
    EXPECT_TRUE(backing.contains(QStringLiteral("USING INDEX benchmarks_by_task (task=? AND workload=?)")))
        << backing.toStdString();
}
