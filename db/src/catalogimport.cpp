#include "gpuadvisor/db/catalog.h"

#include "benchmarkstore.h"
#include "datelimits.h"
#include "gpuadvisor/core/namematch.h"
#include "rowcodec.h"
#include "sqlsupport.h"

#include <QFile>
#include <QSaveFile>

#include <chrono>
#include <unordered_map>

namespace gpuadvisor {
namespace {

/// Larger files are surely not a catalog; refuse them before reading them into memory.
constexpr qint64 maximumImportBytes = 64 * 1024 * 1024;

QString tableName(CatalogTable table) {
    const auto name = toString(table);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

qint64 rowCount(const QSqlDatabase& database, CatalogTable table) {
    static const std::unordered_map<CatalogTable, QString> statements{
        {CatalogTable::Gpus, QStringLiteral("SELECT count(*) FROM gpus")},
        {CatalogTable::Prices, QStringLiteral("SELECT count(*) FROM prices")},
        {CatalogTable::CloudOffers, QStringLiteral("SELECT count(*) FROM cloud_offers")},
        {CatalogTable::SystemBaseCosts, QStringLiteral("SELECT count(*) FROM system_base_costs")},
        {CatalogTable::Benchmarks, QStringLiteral("SELECT count(*) FROM benchmarks")},
    };
    return sql::scalar(database, statements.at(table)).toLongLong();
}

/// Card ids of the rows that reference a card by name, in row order; an error per unknown name.
template <typename Record>
std::vector<qint64> resolveCards(const QSqlDatabase& database, const std::vector<Record>& rows,
                                 const std::vector<std::size_t>& lines, ImportResult& result) {
    std::vector<std::string> names;
    std::unordered_map<std::string, qint64> idOfNormalizedName;
    QSqlQuery query = sql::exec(database, QStringLiteral("SELECT id, name FROM gpus"));
    while (query.next()) {
        names.push_back(query.value(1).toString().toStdString());
        idOfNormalizedName.emplace(normalizedName(names.back()), query.value(0).toLongLong());
    }
    std::vector<qint64> ids;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto match = idOfNormalizedName.find(normalizedName(rows[i].gpuName));
        if (match != idOfNormalizedName.end()) {
            ids.push_back(match->second);
            continue;
        }
        std::string message = "no card named '" + rows[i].gpuName + "' in the catalog";
        const auto suggestions = closestNames(rows[i].gpuName, names);
        if (!suggestions.empty()) {
            message += "; did you mean ";
            for (std::size_t s = 0; s < suggestions.size(); ++s) {
                message += (s > 0 ? ", " : "") + suggestions[s];
            }
            message += "?";
        }
        result.errors.push_back({lines[i], "gpu_name", message});
        ids.push_back(-1);
    }
    return ids;
}

template <typename Record>
void writeRows(const QSqlDatabase& database, CatalogTable table, const std::vector<Record>& rows,
               const std::vector<qint64>& gpuIds, const std::vector<std::size_t>& lines) {
    QSqlQuery query = sql::prepare(database, rowcodec::upsertStatement(table));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if constexpr (requires { rows[i].gpuName; }) {
            rowcodec::bind(query, rows[i], gpuIds[i]);
        } else {
            rowcodec::bind(query, rows[i]);
        }
        try {
            sql::exec(query);
        } catch (const CatalogError& error) {
            if (error.kind() != CatalogErrorKind::Other) {
                throw; // a full disk or a lock is about the file, not the row
            }
            throw CatalogError(QStringLiteral("line %1: %2").arg(lines[i]).arg(error.message()));
        }
    }
}

/// Writes parsed rows; the caller owns the transaction. Unknown card names are reported in
/// `result` and nothing is written. Benchmark rows are written as the user's, and set the
/// counts of `result` (see benchmarkstore::writeUserRows).
void writeContent(const QSqlDatabase& database, const CatalogCsvContent& content, ImportResult& result) {
    switch (content.table) {
    case CatalogTable::Gpus:
        writeRows(database, content.table, content.gpus, {}, content.lines);
        break;
    case CatalogTable::Prices: {
        const auto ids = resolveCards(database, content.prices, content.lines, result);
        if (result.ok()) {
            writeRows(database, content.table, content.prices, ids, content.lines);
        }
        break;
    }
    case CatalogTable::CloudOffers: {
        const auto ids = resolveCards(database, content.cloudOffers, content.lines, result);
        if (result.ok()) {
            writeRows(database, content.table, content.cloudOffers, ids, content.lines);
        }
        break;
    }
    case CatalogTable::SystemBaseCosts:
        writeRows(database, content.table, content.systemBaseCosts, {}, content.lines);
        break;
    case CatalogTable::Benchmarks: {
        const auto ids = resolveCards(database, content.benchmarks, content.lines, result);
        if (result.ok()) {
            benchmarkstore::writeUserRows(database, content.benchmarks, ids, content.lines, result);
        }
        break;
    }
    }
}

QByteArray readResource(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        throw CatalogError(
            QStringLiteral("internal error: the shipped catalog file %1 is missing").arg(path));
    }
    return file.readAll();
}

/// The shipped rows of one resource file, e.g. "gpus.csv"; throws if they do not parse.
CatalogCsvContent parseShippedFile(const QString& file) {
    const QByteArray text = readResource(QStringLiteral(":/catalog/") + file);
    // Shipped rows are dated when they were true; the user's clock may be behind them.
    const Date noLimit{std::chrono::year{9999}, std::chrono::December, std::chrono::day{31}};
    CatalogCsvParse parsed = parseCatalogCsv(std::string_view(text.constData(), text.size()), noLimit);
    if (!parsed.ok()) {
        throw CatalogError(QStringLiteral("internal error: the shipped catalog file %1 is invalid: %2")
                               .arg(file, QString::fromStdString(parsed.errors.front().describe())));
    }
    return std::move(parsed.content);
}

/// The error of an import whose header is not that of `expected`.
CsvImportError wrongTable(CatalogTable found, CatalogTable expected) {
    return {1,
            {},
            "the header has the columns of the " + std::string(toString(found)) + " table, not of the " +
                std::string(toString(expected)) + " table"};
}

} // namespace

void Catalog::fillWithShippedData() {
    const QSqlDatabase database = sql::connection(m_connectionName);
    // Cards first: prices, cloud offers and benchmarks refer to them by name.
    for (const QString& file : {QStringLiteral("gpus.csv"), QStringLiteral("system_costs.csv"),
                                QStringLiteral("prices.csv"), QStringLiteral("cloud_offers.csv")}) {
        const CatalogCsvContent content = parseShippedFile(file);
        ImportResult result;
        writeContent(database, content, result);
        if (!result.ok()) {
            throw CatalogError(QStringLiteral("internal error: the shipped catalog file %1 is invalid: %2")
                                   .arg(file, QString::fromStdString(result.errors.front().describe())));
        }
    }
    loadShippedBenchmarks(true);
}

void Catalog::loadShippedBenchmarks(bool everyCardMustExist) {
    const QString file = QStringLiteral("benchmarks.csv");
    const CatalogCsvContent content = parseShippedFile(file);
    const auto missing =
        benchmarkstore::writeShippedRows(sql::connection(m_connectionName), content.benchmarks);
    if (everyCardMustExist && !missing.empty()) {
        throw CatalogError(
            QStringLiteral("internal error: the shipped catalog file %1 names a card that is not shipped: %2")
                .arg(file, QString::fromStdString(missing.front())));
    }
}

ImportResult Catalog::importCsvText(std::string_view text, std::optional<CatalogTable> expectedTable) {
    requireWritable(QStringLiteral("import"));
    ImportResult result;
    if (expectedTable) {
        result.table = *expectedTable;
        if (const auto found = catalogCsvTable(text); found && *found != *expectedTable) {
            result.errors.push_back(wrongTable(*found, *expectedTable));
            return result;
        }
    }
    const CatalogCsvParse parsed = parseCatalogCsv(text, latestAllowedDate());
    result.table = parsed.content.table;
    result.errors = parsed.errors;
    if (!result.ok()) {
        return result;
    }
    const QSqlDatabase database = sql::connection(m_connectionName);
    const qint64 before = rowCount(database, result.table);
    sql::Transaction transaction = beginWrite();
    writeContent(database, parsed.content, result);
    if (!result.ok()) {
        return result; // the transaction rolls back
    }
    transaction.commit();
    if (result.table != CatalogTable::Benchmarks) { // writeContent counted those itself
        const qint64 after = rowCount(database, result.table);
        result.inserted = static_cast<std::size_t>(after - before);
        result.updated = parsed.content.rowCount() - result.inserted;
    }
    return result;
}

ImportResult Catalog::importCsvFile(const QString& filePath, std::optional<CatalogTable> expectedTable) {
    QFile file(filePath);
    if (!file.open(QIODevice::ReadOnly)) {
        throw CatalogError(QStringLiteral("cannot read %1: %2").arg(filePath, file.errorString()));
    }
    if (file.size() > maximumImportBytes) {
        throw CatalogError(QStringLiteral("%1 is %2 MB, too large for a catalog CSV file")
                               .arg(filePath)
                               .arg(file.size() / (1024 * 1024)));
    }
    const QByteArray bytes = file.readAll();
    return importCsvText(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                         expectedTable);
}

std::string Catalog::exportCsvText(CatalogTable table) const {
    switch (table) {
    case CatalogTable::Gpus:
        return formatCatalogCsv(gpus());
    case CatalogTable::Prices:
        return formatCatalogCsv(prices());
    case CatalogTable::CloudOffers:
        return formatCatalogCsv(cloudOffers());
    case CatalogTable::SystemBaseCosts:
        return formatCatalogCsv(systemBaseCosts());
    case CatalogTable::Benchmarks:
        return formatCatalogCsv(benchmarks());
    }
    return {};
}

std::string Catalog::exportBenchmarksCsvText(BenchmarkOrigin origin) const {
    if (!hasBenchmarksTable()) {
        return formatCatalogCsv(std::vector<BenchmarkResult>{});
    }
    return formatCatalogCsv(benchmarkstore::readRows(sql::connection(m_connectionName), {}, origin));
}

void Catalog::exportCsvFile(CatalogTable table, const QString& filePath) const {
    writeCsvFile(exportCsvText(table), filePath, QStringLiteral("the %1 table").arg(tableName(table)));
}

void Catalog::exportBenchmarksCsvFile(BenchmarkOrigin origin, const QString& filePath) const {
    const auto originName = toString(origin);
    writeCsvFile(exportBenchmarksCsvText(origin), filePath,
                 QStringLiteral("the %1 rows of the benchmarks table")
                     .arg(QString::fromLatin1(originName.data(), static_cast<qsizetype>(originName.size()))));
}

void Catalog::writeCsvFile(const std::string& text, const QString& filePath, const QString& what) {
    QSaveFile file(filePath);
    if (!file.open(QIODevice::WriteOnly)) {
        throw CatalogError(QStringLiteral("cannot write %1: %2").arg(filePath, file.errorString()));
    }
    file.write(text.data(), static_cast<qint64>(text.size()));
    if (!file.commit()) {
        throw CatalogError(QStringLiteral("cannot write %1: %2 (%3 was not exported)")
                               .arg(filePath, file.errorString(), what));
    }
}

} // namespace gpuadvisor
