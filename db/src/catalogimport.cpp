#include "gpuadvisor/db/catalog.h"

#include "benchmarkstore.h"
#include "datelimits.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/db/inputfile.h"
#include "gpuadvisor/db/wholefile.h"
#include "rowcodec.h"
#include "rowwriter.h"
#include "sqlsupport.h"

#include <QFile>

#include <chrono>
#include <unordered_map>

namespace gpuadvisor {
namespace {

/// Larger files are surely not a catalog; refuse them before reading them into memory.
constexpr qint64 maximumImportBytes = 64 * 1024 * 1024;

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

} // namespace

ImportResult Catalog::importCsvText(std::string_view text, std::optional<CatalogTable> expectedTable) {
    requireWritable(QStringLiteral("import"));
    ImportResult result;
    if (expectedTable) {
        result.table = *expectedTable;
        if (const auto found = catalogCsvTable(text); found && *found != *expectedTable) {
            result.errors.push_back(rowwriter::wrongTable(*found, *expectedTable));
            return result;
        }
    }
    const CatalogCsvParse parsed = parseCatalogCsv(text, latestAllowedDate());
    result.table = parsed.content.table;
    const QSqlDatabase database = sql::connection(m_connectionName);
    if (!parsed.ok()) {
        // Every rejected row, as the preview lists them: unknown cards on other lines too.
        rowwriter::allRowErrors(database, parsed, result.errors, result.unlistedErrors);
        return result;
    }
    // Counted inside the transaction, which holds the write lock: no other program's rows can
    // come or go between the two counts.
    sql::Transaction transaction = beginWrite();
    const qint64 before = rowCount(database, result.table);
    rowwriter::writeContent(database, parsed.content, result);
    if (!result.ok()) {
        capCsvImportErrors(result.errors, result.unlistedErrors);
        return result; // the transaction rolls back
    }
    if (result.table == CatalogTable::Gpus) {
        requireUniqueCardNames(); // a stale name index would let a second "A40" in
    }
    if (result.table != CatalogTable::Benchmarks) { // writeContent counted those itself
        const qint64 after = rowCount(database, result.table);
        result.inserted = static_cast<std::size_t>(after - before);
        result.updated = parsed.content.rowCount() - result.inserted;
    }
    transaction.commit();
    return result;
}

ImportResult Catalog::importCsvFile(const QString& filePath, std::optional<CatalogTable> expectedTable) {
    const InputFile file = readInputFile(filePath, maximumImportBytes);
    if (!file.ok()) {
        throw CatalogError(describeInputFileError(*file.error, filePath, maximumImportBytes));
    }
    const QByteArray& bytes = file.bytes;
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
    benchmarkstore::RowFilter filter;
    filter.origin = origin;
    return formatCatalogCsv(benchmarkstore::readRows(sql::connection(m_connectionName), filter));
}

void Catalog::exportCsvFile(CatalogTable table, const QString& filePath) const {
    writeCsvFile(exportCsvText(table), filePath,
                 QStringLiteral("the %1 table").arg(rowwriter::tableWord(table)));
}

void Catalog::exportBenchmarksCsvFile(BenchmarkOrigin origin, const QString& filePath) const {
    const auto originName = toString(origin);
    writeCsvFile(exportBenchmarksCsvText(origin), filePath,
                 QStringLiteral("the %1 rows of the benchmarks table")
                     .arg(QString::fromLatin1(originName.data(), static_cast<qsizetype>(originName.size()))));
}

void Catalog::writeCsvFile(const std::string& text, const QString& filePath, const QString& what) {
    const auto error = writeWholeFile(filePath, QByteArray(text.data(), static_cast<qsizetype>(text.size())));
    if (error) {
        throw CatalogError(
            QStringLiteral("%1 (%2 was not exported)").arg(describeWholeFileError(*error, filePath), what),
            error->kind == WholeFileError::Kind::DiskFull ? CatalogErrorKind::DiskFull
                                                          : CatalogErrorKind::WriteFailed);
    }
}

} // namespace gpuadvisor
