// Recovering from a damaged catalog file: keep it as a backup, start a fresh catalog, and copy
// in whatever rows SQLite can still read from the backup.

#include "gpuadvisor/db/catalog.h"

#include "catalogfile.h"
#include "datelimits.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "rowcodec.h"
#include "schema.h"
#include "sqlsupport.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <unistd.h>
#include <unordered_map>

namespace gpuadvisor {
namespace {

/// The files SQLite may keep beside a database; they belong to it and move with it.
const QStringList& companionSuffixes() {
    static const QStringList suffixes{QStringLiteral("-journal"), QStringLiteral("-wal"),
                                      QStringLiteral("-shm")};
    return suffixes;
}

/// "<path>.damaged-20261122-143005.bak", numbered if several recoveries happen in one second.
QString backupPathFor(const QString& path) {
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString base = QStringLiteral("%1.damaged-%2").arg(path, stamp);
    QString candidate = base + QStringLiteral(".bak");
    for (int n = 2; QFile::exists(candidate); ++n) {
        candidate = QStringLiteral("%1-%2.bak").arg(base).arg(n);
    }
    return candidate;
}

/// Gives the file at `from` the second name `to` (a hard link; a copy where links are not
/// possible), leaving `from` as it is.
void keepAs(const QString& from, const QString& to) {
    if (::link(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0) {
        return;
    }
    if (!QFile::copy(from, to)) {
        throw CatalogError(QStringLiteral("cannot keep the damaged catalog %1 as %2").arg(from, to),
                           CatalogErrorKind::WriteFailed);
    }
}

/// Puts the finished catalog `built` at `path` and keeps the damaged file as `backup`. The damaged
/// file stays at `path` until the last step, an atomic rename over it: a kill at any point
/// leaves either the damaged file (and a recover can run again) or the recovered catalog.
void swapIn(const QString& path, const QString& built, const QString& backup) {
    for (const QString& suffix : companionSuffixes()) {
        if (QFile::exists(path + suffix)) {
            keepAs(path + suffix, backup + suffix);
        }
    }
    keepAs(path, backup);
    // A journal left beside the path would be played back into the recovered catalog: it is
    // kept with the backup, so it goes before the rename.
    for (const QString& suffix : companionSuffixes()) {
        QFile::remove(path + suffix);
    }
    if (std::rename(QFile::encodeName(built).constData(), QFile::encodeName(path).constData()) != 0) {
        throw CatalogError(QStringLiteral("cannot move the recovered catalog %1 to %2 (%3)")
                               .arg(built, path, QString::fromLocal8Bit(std::strerror(errno))),
                           CatalogErrorKind::WriteFailed);
    }
}

/// A read-only connection to the damaged file that closes itself.
class DamagedFile {
public:
    explicit DamagedFile(const QString& path)
        : m_name(QStringLiteral("gpuadvisor-salvage-%1").arg(reinterpret_cast<quintptr>(this))) {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        database.setDatabaseName(path);
        database.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (database.open()) { // failures show up as unreadable tables
            // Lets SQLite read a file shorter than its header says (truncated) instead of refusing
            // it whole; the connection is read-only, so nothing is written.
            QSqlQuery(database).exec(QStringLiteral("PRAGMA writable_schema = ON"));
        }
    }
    ~DamagedFile() {
        {
            QSqlDatabase database = QSqlDatabase::database(m_name, false);
            database.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    DamagedFile(const DamagedFile&) = delete;
    DamagedFile& operator=(const DamagedFile&) = delete;

    QSqlDatabase database() const { return QSqlDatabase::database(m_name, false); }

private:
    QString m_name;
};

/// Every row of one table SQLite hands out before it hits the damage; `read` decodes a row and
/// may throw (an unknown enum word) to skip it. Returns false if the table was not read to its end.
template <typename Record, typename Read>
bool readRows(const QSqlDatabase& database, const QString& statement, Read read, std::vector<Record>& rows,
              std::size_t& invalidRows) {
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (!query.exec(statement)) {
        return false;
    }
    while (query.next()) {
        try {
            rows.push_back(read(query));
        } catch (const CatalogError&) {
            ++invalidRows;
        }
    }
    return !query.lastError().isValid();
}

/// The same with one of rowcodec's readers, picked by its QSqlQuery overload.
template <typename Record>
bool readRows(const QSqlDatabase& database, const QString& statement, Record (*read)(const QSqlQuery&),
              std::vector<Record>& rows, std::size_t& invalidRows) {
    return readRows<Record, Record (*)(const QSqlQuery&)>(database, statement, read, rows, invalidRows);
}

/// Writes the rows that pass `validate` with `bind`; returns how many were written.
template <typename Record, typename Validate, typename Bind>
std::size_t writeValidRows(const QSqlDatabase& database, CatalogTable table, const std::vector<Record>& rows,
                           Validate validate, Bind bind, std::size_t& invalidRows) {
    QSqlQuery query = sql::prepare(database, rowcodec::upsertStatement(table));
    std::size_t written = 0;
    for (const Record& row : rows) {
        if (!validate(row) || !bind(query, row)) {
            ++invalidRows;
            continue;
        }
        sql::exec(query);
        ++written;
    }
    return written;
}

struct SavedBuildRow {
    QString name;
    QString nameKey;
    QString specJson;
    QString savedAt;
};

} // namespace

CatalogRecovery Catalog::recoverDamaged(const QString& path) {
    catalogfile::requireReadableRegularFile(path); // a FIFO would block, a device is no catalog
    catalogfile::removeAbandonedBuildingFiles(path);
    CatalogRecovery recovery;
    recovery.backupPath = backupPathFor(path);
    const QString building = catalogfile::buildingPathFor(path);
    try {
        {
            const Catalog fresh(building, CatalogAccess::ReadWrite, Creation::InPlace);
            salvageInto(fresh, path, recovery);
        }
        swapIn(path, building, recovery.backupPath);
    } catch (const CatalogError& error) {
        catalogfile::removeWithCompanions(building);
        QFile::remove(recovery.backupPath); // a second name of the damaged file, if made
        QString message = error.message();
        message.replace(building, path).replace(QFileInfo(building).fileName(), QFileInfo(path).fileName());
        throw CatalogError(
            QStringLiteral("recovering %1 failed: %2. Nothing was changed: the damaged file is "
                           "still at %1, and the recovery can be run again.")
                .arg(path, message),
            error.kind());
    }
    return recovery;
}

void Catalog::salvageInto(const Catalog& fresh, const QString& path, CatalogRecovery& recovery) {
    // Read everything first, then write it in one transaction.
    const DamagedFile damaged(path);
    const QSqlDatabase source = damaged.database();
    std::vector<Gpu> gpus;
    std::vector<PriceObservation> prices;
    std::vector<CloudOffer> offers;
    std::vector<SystemBaseCost> costs;
    std::vector<SavedBuildRow> builds;
    std::vector<BenchmarkResult> benchmarks;
    bool complete = true;
    // A damaged file of schema 4 or older has no device kinds (read from the slot width).
    QSqlQuery gpuColumns(source);
    bool deviceKinds = false;
    if (gpuColumns.exec(QStringLiteral("PRAGMA table_info(gpus)"))) {
        while (gpuColumns.next()) {
            deviceKinds |= gpuColumns.value(1).toString() == QLatin1String("device_kind");
        }
    }
    complete &= readRows(
        source, rowcodec::selectStatement(CatalogTable::Gpus, deviceKinds ? schema::currentVersion : 4),
        &rowcodec::readGpu, gpus, recovery.invalidRows);
    complete &= readRows(source, rowcodec::selectStatement(CatalogTable::SystemBaseCosts),
                         &rowcodec::readSystemBaseCost, costs, recovery.invalidRows);
    // A damaged file of schema 3 or older has no quoted prices (its user_version may be unreadable:
    // look at the columns).
    QSqlQuery priceColumns(source);
    bool quoted = false;
    if (priceColumns.exec(QStringLiteral("PRAGMA table_info(prices)"))) {
        while (priceColumns.next()) {
            quoted = quoted || priceColumns.value(1).toString() == QLatin1String("quoted_price");
        }
    }
    complete &= readRows(source, rowcodec::selectStatement(CatalogTable::Prices, quoted ? 4 : 3),
                         &rowcodec::readPrice, prices, recovery.invalidRows);
    complete &= readRows(source, rowcodec::selectStatement(CatalogTable::CloudOffers),
                         &rowcodec::readCloudOffer, offers, recovery.invalidRows);
    if (source.tables().contains(QStringLiteral("builds"))) {
        complete &= readRows(
            source, QStringLiteral("SELECT name, name_key, spec_json, saved_at FROM builds"),
            [](const QSqlQuery& row) {
                return SavedBuildRow{row.value(0).toString(), row.value(1).toString(),
                                     row.value(2).toString(), row.value(3).toString()};
            },
            builds, recovery.invalidRows);
    }
    if (source.tables().contains(QStringLiteral("benchmarks"))) {
        // Only the user's rows: the fresh catalog has the shipped ones.
        complete &= readRows(source,
                             rowcodec::selectStatement(CatalogTable::Benchmarks) +
                                 QStringLiteral(" WHERE t.origin = 'user'"),
                             &rowcodec::readBenchmark, benchmarks, recovery.invalidRows);
    }
    recovery.everythingRead = complete;

    {
        const QSqlDatabase target = sql::connection(fresh.m_connectionName);
        sql::Transaction transaction(target);
        const Date latest = latestAllowedDate();
        recovery.gpus = writeValidRows(
            target, CatalogTable::Gpus, gpus, [](const Gpu& gpu) { return validateGpu(gpu).empty(); },
            [](QSqlQuery& query, const Gpu& gpu) {
                rowcodec::bind(query, gpu);
                return true;
            },
            recovery.invalidRows);
        recovery.systemBaseCosts = writeValidRows(
            target, CatalogTable::SystemBaseCosts, costs,
            [](const SystemBaseCost& cost) { return validateSystemBaseCost(cost).empty(); },
            [](QSqlQuery& query, const SystemBaseCost& cost) {
                rowcodec::bind(query, cost);
                return true;
            },
            recovery.invalidRows);

        // Prices and offers refer to cards by id, which differ between the two files: go by name.
        std::unordered_map<std::string, qint64> idOfCard;
        QSqlQuery cards = sql::exec(target, QStringLiteral("SELECT id, name FROM gpus"));
        while (cards.next()) {
            idOfCard.emplace(normalizedName(cards.value(1).toString().toStdString()),
                             cards.value(0).toLongLong());
        }
        const auto bindWithCard = [&idOfCard](QSqlQuery& query, const auto& row) {
            const auto card = idOfCard.find(normalizedName(row.gpuName));
            if (card == idOfCard.end()) {
                return false; // its card was lost to the damage
            }
            rowcodec::bind(query, row, card->second);
            return true;
        };
        recovery.prices = writeValidRows(
            target, CatalogTable::Prices, prices,
            [&latest](const PriceObservation& price) { return validatePrice(price, latest).empty(); },
            bindWithCard, recovery.invalidRows);
        recovery.cloudOffers = writeValidRows(
            target, CatalogTable::CloudOffers, offers,
            [&latest](const CloudOffer& offer) { return validateCloudOffer(offer, latest).empty(); },
            bindWithCard, recovery.invalidRows);
        recovery.benchmarks = writeValidRows(
            target, CatalogTable::Benchmarks, benchmarks,
            [&latest](const BenchmarkResult& result) {
                return result.origin == BenchmarkOrigin::User && validateBenchmark(result, latest).empty();
            },
            bindWithCard, recovery.invalidRows);

        QSqlQuery insertBuild = sql::prepare(
            target,
            QStringLiteral("INSERT INTO builds (name, name_key, spec_json, saved_at) VALUES (?, ?, ?, ?) "
                           "ON CONFLICT (name_key) DO UPDATE SET name = excluded.name, "
                           "spec_json = excluded.spec_json, saved_at = excluded.saved_at"));
        for (const SavedBuildRow& build : builds) {
            if (build.name.isEmpty() || build.nameKey.isEmpty() || build.specJson.isEmpty()) {
                ++recovery.invalidRows;
                continue;
            }
            insertBuild.addBindValue(build.name);
            insertBuild.addBindValue(build.nameKey);
            insertBuild.addBindValue(build.specJson);
            insertBuild.addBindValue(build.savedAt);
            sql::exec(insertBuild);
            ++recovery.builds;
        }
        transaction.commit();
    }
}

} // namespace gpuadvisor
