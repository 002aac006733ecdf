#include "benchmarkstore.h"

#include "gpuadvisor/core/catalog/benchmarkkey.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "rowcodec.h"
#include "sqlsupport.h"

#include <algorithm>
#include <unordered_map>

namespace gpuadvisor::benchmarkstore {
namespace {

/// The stored rows of each key: at most one shipped and one user row.
struct StoredRows {
    std::optional<BenchmarkResult> shipped;
    std::optional<BenchmarkResult> user;
};

void upsert(QSqlQuery& query, const BenchmarkResult& row, qint64 gpuId, std::size_t line) {
    rowcodec::bind(query, row, gpuId);
    try {
        sql::exec(query);
    } catch (const CatalogError& error) {
        if (error.kind() != CatalogErrorKind::Other) {
            throw; // a full disk or a lock is about the file, not the row
        }
        throw CatalogError(QStringLiteral("line %1: %2").arg(line).arg(error.message()));
    }
}

} // namespace

QString rowsStatement(const RowFilter& filter) {
    QString statement = rowcodec::selectStatement(CatalogTable::Benchmarks);
    QStringList conditions;
    if (!filter.gpuName.empty()) {
        conditions << QStringLiteral("g.name = :name"); // NOCASE; stored names have single spaces
    }
    if (filter.origin) {
        conditions << QStringLiteral("t.origin = :origin");
    }
    if (!filter.tasks.empty()) {
        QStringList taskNames;
        for (std::size_t i = 0; i < filter.tasks.size(); ++i) {
            taskNames << QStringLiteral(":task%1").arg(i);
        }
        conditions << QStringLiteral("t.task IN (%1)").arg(taskNames.join(QStringLiteral(", ")));
    }
    if (filter.workload) {
        conditions << QStringLiteral("t.workload = :workload");
    }
    if (filter.gpuCount) {
        conditions << QStringLiteral("t.gpu_count = %1").arg(*filter.gpuCount); // a number, not text
    }
    if (!conditions.isEmpty()) {
        statement += QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
    }
    return statement;
}

std::vector<BenchmarkResult> readRows(const QSqlDatabase& database, const RowFilter& filter, RowOrder order) {
    sql::SqliteRows query(database, rowsStatement(filter));
    if (!filter.gpuName.empty()) {
        query.bind(":name", normalizedName(filter.gpuName));
    }
    if (filter.origin) {
        query.bind(":origin", toString(*filter.origin));
    }
    for (std::size_t i = 0; i < filter.tasks.size(); ++i) {
        query.bind(QStringLiteral(":task%1").arg(i).toLatin1().constData(), toString(filter.tasks[i]));
    }
    if (filter.workload) {
        query.bind(":workload", toString(*filter.workload));
    }
    std::vector<BenchmarkResult> rows;
    while (query.next()) {
        rows.push_back(rowcodec::readBenchmark(query));
    }
    if (order == RowOrder::Catalog) {
        sortBenchmarkRows(rows);
    }
    return rows;
}

void writeUserRows(const QSqlDatabase& database, const std::vector<BenchmarkResult>& rows,
                   const std::vector<qint64>& gpuIds, const std::vector<std::size_t>& lines,
                   ImportResult& result) {
    std::unordered_map<std::string, StoredRows> stored;
    for (auto& row : readRows(database)) {
        StoredRows& entry = stored[benchmarkKey(row)];
        (row.origin == BenchmarkOrigin::Shipped ? entry.shipped : entry.user) = std::move(row);
    }
    enum class Action { Insert, Replace, Keep };
    std::vector<Action> actions;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        BenchmarkResult row = rows[i];
        row.origin = BenchmarkOrigin::User;
        const auto match = stored.find(benchmarkKey(row));
        if (match == stored.end()) {
            actions.push_back(Action::Insert);
            continue;
        }
        const StoredRows& existing = match->second;
        if (existing.shipped) {
            const std::string column = firstDifferentColumn(row, *existing.shipped);
            if (!column.empty()) {
                const BenchmarkResult& shipped = *existing.shipped;
                result.errors.push_back(
                    {lines[i], column,
                     "a shipped measurement has the same card, GPU count, system, model, task, precision, "
                     "batch size, software, date and source but records " +
                         (shipped.workload ? std::string(toString(*shipped.workload))
                                           : std::string("other")) +
                         ", " + formatNumber(shipped.value) + " " + shipped.unit +
                         "; shipped rows cannot be changed by an import, so give your own measurement its "
                         "own "
                         "source or measured_on"});
            }
            actions.push_back(Action::Keep);
        } else if (existing.user && sameMeasurement(row, *existing.user)) {
            actions.push_back(Action::Keep);
        } else {
            actions.push_back(Action::Replace);
        }
    }
    if (!result.ok()) {
        return;
    }
    QSqlQuery query = sql::prepare(database, rowcodec::upsertStatement(CatalogTable::Benchmarks));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        switch (actions[i]) {
        case Action::Keep:
            ++result.unchanged;
            continue;
        case Action::Insert:
            ++result.inserted;
            break;
        case Action::Replace:
            ++result.updated;
            break;
        }
        BenchmarkResult row = rows[i];
        row.origin = BenchmarkOrigin::User;
        upsert(query, row, gpuIds[i], lines[i]);
    }
}

std::vector<std::string> writeShippedRows(const QSqlDatabase& database,
                                          const std::vector<BenchmarkResult>& rows) {
    std::unordered_map<std::string, qint64> idOfCard;
    QSqlQuery cards = sql::exec(database, QStringLiteral("SELECT id, name FROM gpus"));
    while (cards.next()) {
        idOfCard.emplace(normalizedName(cards.value(1).toString().toStdString()),
                         cards.value(0).toLongLong());
    }
    std::vector<std::string> missing;
    QSqlQuery query = sql::prepare(database, rowcodec::upsertStatement(CatalogTable::Benchmarks));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto card = idOfCard.find(normalizedName(rows[i].gpuName));
        if (card == idOfCard.end()) {
            if (std::find(missing.begin(), missing.end(), rows[i].gpuName) == missing.end()) {
                missing.push_back(rows[i].gpuName);
            }
            continue;
        }
        BenchmarkResult row = rows[i];
        row.origin = BenchmarkOrigin::Shipped;
        upsert(query, row, card->second, i + 2); // line of the row in the shipped file
    }
    return missing;
}

QStringList rowsOfCard(const QSqlDatabase& database, qint64 gpuId) {
    QSqlQuery query = sql::prepare(database, QStringLiteral("SELECT model, system, origin FROM benchmarks "
                                                            "WHERE gpu_id = ? ORDER BY origin DESC, model, "
                                                            "gpu_count, system"));
    query.addBindValue(gpuId);
    sql::exec(query);
    QStringList rows;
    while (query.next()) {
        const QString model = query.value(0).toString();
        const QString system = query.value(1).toString();
        const QString origin = query.value(2).toString();
        rows << (system.isEmpty() ? QStringLiteral("%1 (%2)").arg(model, origin)
                                  : QStringLiteral("%1 on %2 (%3)").arg(model, system, origin));
    }
    return rows;
}

} // namespace gpuadvisor::benchmarkstore
