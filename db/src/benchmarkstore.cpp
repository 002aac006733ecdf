#include "benchmarkstore.h"

#include "gpuadvisor/core/catalog/benchmarkkey.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "rowcodec.h"
#include "sqlsupport.h"

#include <algorithm>
#include <numeric>
#include <tuple>
#include <unordered_map>

namespace gpuadvisor::benchmarkstore {
namespace {

/// A row's place in the catalog's order. The names compared (card, model, precision, system,
/// software) are naturalLess sort keys made once per row, not parsed again in each comparison
/// (issue 36: rows of one card and model differ mostly by system and software, and comparing
/// those as names was most of `rank`'s sort); the source, reached only when everything else
/// ties, is compared as a name.
struct SortKey {
    const BenchmarkResult* row;
    std::string gpuName;
    std::string model;
    std::string precision;
    std::string system;
    std::string software;

    explicit SortKey(const BenchmarkResult& result)
        : row(&result)
        , gpuName(naturalSortKey(result.gpuName))
        , model(naturalSortKey(result.model))
        , precision(naturalSortKey(result.precision))
        , system(naturalSortKey(result.system))
        , software(naturalSortKey(result.software)) {}

    bool operator<(const SortKey& other) const {
        const BenchmarkResult& a = *row;
        const BenchmarkResult& b = *other.row;
        const auto first = std::tie(gpuName, model, a.gpuCount, a.origin, a.task, precision, a.batchSize,
                                    system, software, a.measuredOn);
        const auto second =
            std::tie(other.gpuName, other.model, b.gpuCount, b.origin, b.task, other.precision, b.batchSize,
                     other.system, other.software, b.measuredOn);
        if (first != second) {
            return first < second;
        }
        return naturalLess(a.source, b.source);
    }
};

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

void sortRows(std::vector<BenchmarkResult>& rows) {
    std::vector<SortKey> keys;
    keys.reserve(rows.size());
    for (const BenchmarkResult& row : rows) {
        keys.emplace_back(row);
    }
    // Indices are sorted, not the keys: a swap moves a number instead of six strings.
    std::vector<std::size_t> order(rows.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(),
              [&keys](std::size_t a, std::size_t b) { return keys[a] < keys[b]; });
    std::vector<BenchmarkResult> sorted;
    sorted.reserve(rows.size());
    for (const std::size_t index : order) {
        sorted.push_back(std::move(rows[index]));
    }
    rows = std::move(sorted);
}

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

std::vector<BenchmarkResult> readRows(const QSqlDatabase& database, const RowFilter& filter) {
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
    sortRows(rows);
    return rows;
}

QString cardsMeasuredStatement() {
    // The card ids come from the pages of benchmarks_by_task (schema 6) alone; an older catalog
    // opened read-only reads the table instead.
    return QStringLiteral("SELECT name FROM gpus WHERE id IN (SELECT gpu_id FROM benchmarks WHERE task = "
                          ":task) ORDER BY id");
}

std::vector<std::string> cardsMeasured(const QSqlDatabase& database, BenchmarkTask task) {
    sql::SqliteRows query(database, cardsMeasuredStatement());
    query.bind(":task", toString(task));
    std::vector<std::string> names;
    while (query.next()) {
        names.push_back(query.text(0));
    }
    return names;
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
