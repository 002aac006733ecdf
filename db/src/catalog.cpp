#include "gpuadvisor/db/catalog.h"

#include "gpuadvisor/core/namematch.h"
#include "rowcodec.h"
#include "schema.h"
#include "sqlsupport.h"

#include <QAtomicInt>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QStandardPaths>
#include <algorithm>

namespace gpuadvisor {
namespace {

/// Every row a statement returns, decoded by `read`.
template <typename Read> auto readAll(QSqlQuery& query, Read read) {
    std::vector<decltype(read(query))> rows;
    while (query.next()) {
        rows.push_back(read(query));
    }
    return rows;
}

QString nextConnectionName() {
    static QAtomicInt counter;
    return QStringLiteral("gpuadvisor-catalog-%1").arg(counter.fetchAndAddRelaxed(1));
}

} // namespace

Catalog::Catalog(const QString& path)
    : m_path(path)
    , m_connectionName(nextConnectionName()) {
    const QFileInfo info(path);
    const bool existed = info.exists();
    if (existed && info.isDir()) {
        throw CatalogError(QStringLiteral("%1 is a directory, not a catalog file").arg(path));
    }
    if (!existed && !info.absoluteDir().exists()) {
        throw CatalogError(QStringLiteral("cannot create %1: the directory %2 does not exist")
                               .arg(path, info.absolutePath()));
    }
    try {
        openConnection();
        const QSqlDatabase database = sql::connection(m_connectionName);
        const int version = schema::version(database);
        if (version > schema::currentVersion) {
            throw CatalogError(
                QStringLiteral("%1 was written by a newer GPU Advisor (catalog schema %2; this "
                               "version reads up to %3). The file was not changed.")
                    .arg(path)
                    .arg(version)
                    .arg(schema::currentVersion));
        }
        if (version == 0) {
            if (schema::hasTables(database)) {
                throw CatalogError(
                    QStringLiteral(
                        "%1 is an SQLite database but not a GPU Advisor catalog; it was not changed")
                        .arg(path));
            }
            // A new (or empty) file: schema and shipped data in one transaction, so a crash
            // leaves an empty file that the next start simply fills again.
            sql::Transaction transaction(database);
            schema::upgrade(database, 0, true);
            fillWithShippedData();
            transaction.commit();
            m_wasCreated = true;
        } else if (version < schema::currentVersion) {
            schema::backUp(path, version);
            schema::upgrade(database, version, false);
        }
    } catch (...) {
        {
            QSqlDatabase database = sql::connection(m_connectionName);
            database.close();
        }
        QSqlDatabase::removeDatabase(m_connectionName);
        if (!existed) {
            QFile::remove(path);
        }
        throw;
    }
}

Catalog::~Catalog() {
    {
        QSqlDatabase database = sql::connection(m_connectionName);
        database.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

void Catalog::openConnection() {
    QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    if (!database.isValid()) {
        throw CatalogError(
            QStringLiteral("the Qt SQLite driver (QSQLITE) is not installed; on Debian install "
                           "the package libqt6sql6-sqlite"));
    }
    database.setDatabaseName(m_path);
    database.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=3000"));
    if (!database.open()) {
        throw CatalogError(QStringLiteral("cannot open %1: %2").arg(m_path, database.lastError().text()));
    }
    // Opening a file that is not a database succeeds; the first statement is what fails.
    try {
        const QString check = sql::scalar(database, QStringLiteral("PRAGMA quick_check")).toString();
        if (check != QLatin1String("ok")) {
            throw CatalogError(check);
        }
    } catch (const CatalogError& error) {
        throw CatalogError(QStringLiteral("%1 is not a usable GPU Advisor catalog (%2); it was not changed")
                               .arg(m_path, error.message()));
    }
    sql::exec(database, QStringLiteral("PRAGMA foreign_keys = ON"));
}

QString Catalog::defaultPath() {
    // GenericDataLocation, not AppDataLocation: the latter includes the organisation name, which
    // the desktop app sets and the CLI does not, and both must open the same catalog.
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QStringLiteral("gpu-advisor/catalog.sqlite"));
}

int Catalog::currentSchemaVersion() {
    return schema::currentVersion;
}

std::vector<Gpu> Catalog::gpus() const {
    QSqlQuery query =
        sql::exec(sql::connection(m_connectionName), rowcodec::selectStatement(CatalogTable::Gpus));
    std::vector<Gpu> result = readAll(query, &rowcodec::readGpu);
    std::sort(result.begin(), result.end(),
              [](const Gpu& a, const Gpu& b) { return NaturalLess{}(a.name, b.name); });
    return result;
}

std::vector<std::string> Catalog::gpuNames() const {
    QSqlQuery query = sql::exec(sql::connection(m_connectionName), QStringLiteral("SELECT name FROM gpus"));
    std::vector<std::string> names =
        readAll(query, [](const QSqlQuery& row) { return row.value(0).toString().toStdString(); });
    std::sort(names.begin(), names.end(), NaturalLess{});
    return names;
}

std::optional<Gpu> Catalog::findGpu(std::string_view name) const {
    // The name column compares without case; extra spaces are the only other slack we allow.
    QSqlQuery query =
        sql::prepare(sql::connection(m_connectionName),
                     rowcodec::selectStatement(CatalogTable::Gpus) + QStringLiteral(" WHERE t.name = ?"));
    const std::string wanted = normalizedName(name);
    query.addBindValue(QString::fromStdString(wanted));
    sql::exec(query);
    if (!query.next()) {
        return std::nullopt;
    }
    return rowcodec::readGpu(query);
}

std::vector<PriceObservation> Catalog::prices() const {
    return pricesFor({});
}

std::vector<PriceObservation> Catalog::pricesFor(std::string_view gpuName) const {
    QString statement = rowcodec::selectStatement(CatalogTable::Prices);
    if (!gpuName.empty()) {
        statement += QStringLiteral(" WHERE g.name = ?");
    }
    statement += QStringLiteral(" ORDER BY g.name COLLATE NOCASE, t.observed_on, t.condition, t.source");
    QSqlQuery query = sql::prepare(sql::connection(m_connectionName), statement);
    if (!gpuName.empty()) {
        query.addBindValue(QString::fromUtf8(gpuName.data(), static_cast<qsizetype>(gpuName.size())));
    }
    sql::exec(query);
    return readAll(query, &rowcodec::readPrice);
}

std::vector<CloudOffer> Catalog::cloudOffers() const {
    QSqlQuery query = sql::exec(sql::connection(m_connectionName),
                                rowcodec::selectStatement(CatalogTable::CloudOffers) +
                                    QStringLiteral(" ORDER BY t.provider, t.instance, t.observed_on"));
    return readAll(query, &rowcodec::readCloudOffer);
}

std::vector<SystemBaseCost> Catalog::systemBaseCosts() const {
    QSqlQuery query = sql::exec(sql::connection(m_connectionName),
                                rowcodec::selectStatement(CatalogTable::SystemBaseCosts) +
                                    QStringLiteral(" ORDER BY t.gpu_count"));
    return readAll(query, &rowcodec::readSystemBaseCost);
}

} // namespace gpuadvisor
