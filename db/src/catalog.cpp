#include "gpuadvisor/db/catalog.h"

#include "benchmarkstore.h"
#include "catalogfile.h"
#include "checkedfiles.h"
#include "forwardquery.h"
#include "gpuadvisor/core/catalog/gpufields.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/model/measured.h"
#include "gpuadvisor/db/atomicfile.h"
#include "launchprice.h"
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
#include <cstdint>

namespace gpuadvisor {
namespace {

/// The order of the prices' unique key (gpu_id, condition, observed_on, source): SQLite walks
/// that index instead of sorting, and each card's prices come together in day order.
QString pricesByCardOrder() {
    return QStringLiteral(" ORDER BY t.gpu_id, t.condition, t.observed_on, t.source");
}

/// Every row a statement returns, decoded by `read`.
template <typename Read> auto readAll(QSqlQuery& query, Read read) {
    std::vector<decltype(read(query))> rows;
    while (query.next()) {
        rows.push_back(read(query));
    }
    return rows;
}

/// The same through SQLite's C API: the path of the big reads (sqliterows.h).
template <typename Read> auto readAll(sql::SqliteRows& statement, Read read) {
    std::vector<decltype(read(statement))> rows;
    while (statement.next()) {
        rows.push_back(read(statement));
    }
    return rows;
}

/// Sorts `items` by name as people read it (naturalLess), each name's sort key made once: a
/// comparison of two keys is a plain string compare (issue 36: 10,000 cards sorted in a tenth of
/// the time).
template <typename Item, typename Name> void sortByName(std::vector<Item>& items, Name nameOf) {
    std::vector<std::pair<std::string, std::size_t>> order;
    order.reserve(items.size());
    for (std::size_t i = 0; i < items.size(); ++i) {
        order.emplace_back(naturalSortKey(nameOf(items[i])), i);
    }
    std::sort(order.begin(), order.end());
    std::vector<Item> sorted;
    sorted.reserve(items.size());
    for (const auto& entry : order) {
        sorted.push_back(std::move(items[entry.second]));
    }
    items = std::move(sorted);
}

QString nextConnectionName() {
    static QAtomicInt counter;
    return QStringLiteral("gpuadvisor-catalog-%1").arg(counter.fetchAndAddRelaxed(1));
}

/// Throws Damaged unless SQLite's quick check of the open file at `path` passes. Opening a file
/// that is not a database succeeds; the first statement is what fails. quick_check reads every
/// page, but without re-evaluating each row's CHECK constraints, seven eighths of its time (issue
/// 36): SQLite enforced them when the rows were written, and reading a row (rowcodec) and
/// validate() judge its values.
void checkEveryPage(const QSqlDatabase& database, const QString& path) {
    QString check;
    QSqlQuery quickCheck(database);
    const bool checksSkipped = quickCheck.exec(QStringLiteral("PRAGMA ignore_check_constraints = ON"));
    if (quickCheck.exec(QStringLiteral("PRAGMA quick_check"))) {
        check = quickCheck.next() ? quickCheck.value(0).toString() : QStringLiteral("no result");
    } else {
        const CatalogError error = sql::failure(database, quickCheck.lastError());
        if (error.kind() != CatalogErrorKind::Damaged) {
            throw error; // locked, say: the file may be fine
        }
        check = quickCheck.lastError().databaseText();
    }
    quickCheck.finish();
    if (checksSkipped && check == QLatin1String("ok")) {
        sql::exec(database, QStringLiteral("PRAGMA ignore_check_constraints = OFF")); // every write checked
    }
    if (check != QLatin1String("ok")) {
        throw CatalogError(QStringLiteral("%1 is damaged and cannot be used as a catalog (%2); it was not "
                                          "changed")
                               .arg(path, check.section(QLatin1Char('\n'), 0, 0)),
                           CatalogErrorKind::Damaged);
    }
}

} // namespace

Catalog::Catalog(const QString& path, CatalogAccess access)
    : Catalog(path, access, Creation::BesideThenRename) {}

Catalog::Catalog(const QString& path, CatalogAccess access, Creation creation)
    : m_path(path)
    , m_connectionName(nextConnectionName()) {
    const QFileInfo info(path);
    bool existed = info.exists();
    if (existed && info.isDir()) {
        throw CatalogError(QStringLiteral("%1 is a folder, not a catalog file").arg(path));
    }
    if (existed) {
        catalogfile::requireReadableRegularFile(path);
    }
    if (!existed && !info.absoluteDir().exists()) {
        throw CatalogError(
            QStringLiteral("cannot create %1: the folder %2 does not exist").arg(path, info.absolutePath()),
            CatalogErrorKind::MissingDirectory);
    }
    if (access == CatalogAccess::ReadOnly) {
        m_readOnlyReason = ReadOnlyReason::Requested;
    } else if (existed && !info.isWritable()) {
        m_readOnlyReason = ReadOnlyReason::FileNotWritable;
    } else if (!QFileInfo(info.absolutePath()).isWritable()) {
        m_readOnlyReason = ReadOnlyReason::DirectoryNotWritable;
    }
    if (!existed && isReadOnly()) {
        throw CatalogError(
            access == CatalogAccess::ReadOnly ? QStringLiteral("%1 does not exist").arg(path)
                                              : QStringLiteral("cannot create %1: the folder %2 is read-only")
                                                    .arg(path, info.absolutePath()),
            access == CatalogAccess::ReadOnly ? CatalogErrorKind::Other : CatalogErrorKind::ReadOnly);
    }
    if (existed && !catalogfile::isEmptyOrSqlite(path)) {
        // SQLite would take a short file (one byte, say) for an empty database and write over it.
        throw CatalogError(
            QStringLiteral("%1 is damaged and cannot be used as a catalog (it is not an SQLite "
                           "database: its first bytes are not SQLite's header); it was not changed")
                .arg(path),
            CatalogErrorKind::Damaged);
    }
    if (!existed && creation == Creation::InPlace) {
        // The catalog the build made from the same shipped files (a program without it builds
        // one from them in open()): a copy, not some 2,700 rows imported one by one.
        catalogfile::writeShippedTemplate(path);
    }
    if (!existed && creation == Creation::BesideThenRename) {
        // Built under another name and renamed into place when complete: a kill leaves no
        // half-made catalog, and two programs creating it at once never delete each other's file.
        m_wasCreated = createBeside(path);
        existed = true;
    }
    try {
        open(access);
    } catch (...) {
        {
            QSqlDatabase database = sql::connection(m_connectionName);
            database.close();
        }
        QSqlDatabase::removeDatabase(m_connectionName);
        if (!existed) {
            catalogfile::removeWithCompanions(path); // the file being built, which this object made
        }
        throw;
    }
}

bool Catalog::createBeside(const QString& path) {
    catalogfile::removeAbandonedBuildingFiles(path);
    const QString building = catalogfile::buildingPathFor(path);
    try {
        const Catalog fresh(building, CatalogAccess::ReadWrite, Creation::InPlace);
    } catch (const CatalogError& error) {
        QString message = error.message();
        message.replace(building, path).replace(QFileInfo(building).fileName(), QFileInfo(path).fileName());
        throw CatalogError(message, error.kind());
    }
    // Never replaces a file: if another program made the catalog meanwhile, this one is dropped
    // and the other's is opened (QFile::rename would have copied this one over it).
    const NoReplaceMove move = moveWithoutReplacing(building, path);
    if (move.outcome == NoReplaceMove::Outcome::Moved) {
        return true;
    }
    catalogfile::removeWithCompanions(building);
    if (move.outcome == NoReplaceMove::Outcome::DestinationExists) {
        return false;
    }
    throw CatalogError(QStringLiteral("cannot create %1: the new catalog could not be moved into place (%2)")
                           .arg(path, move.detail),
                       CatalogErrorKind::WriteFailed);
}

bool Catalog::isOlderSchema() const {
    return m_schemaVersion > 0 && m_schemaVersion < schema::currentVersion;
}

void Catalog::requireCatalogShape(const QSqlDatabase& database) const {
    const QString notACatalog =
        QStringLiteral("%1 is an SQLite database but not a GPU Advisor catalog; it was not changed")
            .arg(m_path);
    if (m_schemaVersion == 0) {
        if (schema::hasTables(database)) {
            throw CatalogError(notACatalog, CatalogErrorKind::NotACatalog);
        }
        return; // an empty file: a catalog can be made in it
    }
    if (m_schemaVersion > schema::currentVersion) {
        if (!schema::hasCatalogTables(database)) {
            throw CatalogError(notACatalog, CatalogErrorKind::NotACatalog);
        }
        return; // a newer version's tables cannot be checked here; it is only read
    }
    // The version says which tables and columns the file must have; an old or unknown version
    // (a negative one, say) is compared with this version's.
    const int version = m_schemaVersion > 0 ? m_schemaVersion : schema::currentVersion;
    double share = 0;
    const QString difference =
        schema::shapeDifference(schema::expectedShape(version), schema::shapeOf(database), &share);
    // Another program's file may share a table name or two, but not most of the columns.
    constexpr double ownCatalogShare = 0.75;
    if (share < ownCatalogShare) {
        throw CatalogError(notACatalog, CatalogErrorKind::NotACatalog);
    }
    if (m_schemaVersion < 0) {
        throw CatalogError(
            QStringLiteral("%1 is damaged: its catalog schema version %2 is not one GPU Advisor "
                           "ever wrote; it was not changed")
                .arg(m_path)
                .arg(m_schemaVersion),
            CatalogErrorKind::Damaged);
    }
    if (!difference.isEmpty()) {
        throw CatalogError(
            QStringLiteral("%1 is damaged: its tables are not those of a GPU Advisor catalog of "
                           "schema %2 (%3); it was not changed")
                .arg(m_path)
                .arg(m_schemaVersion)
                .arg(difference),
            CatalogErrorKind::Damaged);
    }
}

void Catalog::open(CatalogAccess access) {
    openConnection(isReadOnly());
    const QSqlDatabase database = sql::connection(m_connectionName);
    // A file unchanged since it last passed the quick check and the shape check is not read again
    // (checkedfiles.h): the checks read every page and every table's columns on every open.
    const std::optional<checkedfiles::FileState> state = checkedfiles::stateOf(m_path);
    m_checkedOnOpen = !state || !checkedfiles::passedIn(m_path, *state);
    if (m_checkedOnOpen) {
        checkEveryPage(database, m_path);
    }
    // Another program may create or migrate the same file at the same moment: each writer checks
    // the version again under the write lock, and starts over if it changed.
    constexpr int attempts = 3;
    for (int attempt = 1; attempt <= attempts; ++attempt) {
        m_schemaVersion = schema::version(database);
        if (m_checkedOnOpen || attempt > 1) {
            requireCatalogShape(database);
        }
        if (bringUpToDate(access)) {
            if (m_checkedOnOpen && state) {
                checkedfiles::rememberPassed(m_path, *state);
            }
            return;
        }
    }
    throw CatalogError(
        QStringLiteral("%1 is being changed by another program (another GPU Advisor?) while this one "
                       "opens it; nothing was changed. Try again.")
            .arg(m_path),
        CatalogErrorKind::Locked);
}

bool Catalog::bringUpToDate(CatalogAccess access) {
    const QSqlDatabase database = sql::connection(m_connectionName);
    if (m_schemaVersion > schema::currentVersion) {
        if (access == CatalogAccess::ReadWrite) {
            throw CatalogError(
                QStringLiteral("%1 was written by a newer GPU Advisor (catalog schema %2; this version "
                               "writes schema %3). It was not changed; it can be opened read-only.")
                    .arg(m_path)
                    .arg(m_schemaVersion)
                    .arg(schema::currentVersion),
                CatalogErrorKind::NewerSchema);
        }
        m_readOnlyReason = ReadOnlyReason::NewerSchema;
        return true;
    }
    if (isReadOnly()) {
        if (m_schemaVersion == 0) {
            throw CatalogError(QStringLiteral("%1 is an empty file and cannot be written, so no catalog "
                                              "can be made in it")
                                   .arg(m_path),
                               CatalogErrorKind::ReadOnly);
        }
        return true; // an older schema is read as it is; hasBuildsTable() and the like cover what it lacks
    }
    const int seenVersion = m_schemaVersion;
    if (m_schemaVersion == 0) {
        // An empty file (or one being built beside the catalog): schema and shipped data in one
        // transaction, so a crash leaves an empty file that the next start simply fills again.
        sql::Transaction transaction(database);
        if (schema::version(database) != seenVersion) {
            return false;
        }
        schema::upgrade(database, 0);
        mergeShippedData(true);
        rememberEarlierShippedRows(); // after: an empty catalog has deleted nothing
        transaction.commit();
        m_wasCreated = true;
    } else {
        const bool migrate = m_schemaVersion < schema::currentVersion;
        if (!migrate && hasCurrentShippedData()) {
            return true;
        }
        // One program at a time backs up and upgrades the file (another one opening it at the
        // same moment would choose the same backup name): the second waits here, then finds the
        // work done and goes round again.
        const auto upgradeLock = catalogfile::lockForUpgrade(m_path);
        if (schema::version(database) != seenVersion || (!migrate && hasCurrentShippedData())) {
            return false;
        }
        // Both a migration and a data update keep the file as it was, next to it, first.
        const QString backup =
            schema::backUp(m_path, migrate ? QStringLiteral("schema-v%1").arg(m_schemaVersion)
                                           : QStringLiteral("before-update"));
        // Schema 5 rebuilds the cards' table under the same ids: foreign keys stay off for the
        // migration (PRAGMA foreign_keys cannot change inside a transaction) and are checked before
        // the commit.
        const schema::ForeignKeysOff foreignKeysOff(database, migrate);
        sql::Transaction transaction(database);
        if (schema::version(database) != seenVersion || (!migrate && hasCurrentShippedData())) {
            QFile::remove(backup); // this process's copy; another program did the work meanwhile
            return false;
        }
        if (migrate) {
            schema::upgrade(database, m_schemaVersion);
            schema::requireForeignKeysHold(database);
        }
        if (m_schemaVersion < 4) {
            rememberEarlierShippedRows(); // shipped_rows is new: earlier versions' rows go in first
        }
        m_schemaVersion = schema::currentVersion;
        ShippedUpdate update = mergeShippedData(false);
        update.backupPath = backup.toStdString();
        transaction.commit();
        m_shippedUpdate = std::move(update);
    }
    m_schemaVersion = schema::currentVersion;
    return true;
}

Catalog::~Catalog() {
    {
        QSqlDatabase database = sql::connection(m_connectionName);
        database.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

void Catalog::openConnection(bool readOnly) {
    QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    if (!database.isValid()) {
        throw CatalogError(
            QStringLiteral("the Qt SQLite driver (QSQLITE) is not installed; on Debian install "
                           "the package libqt6sql6-sqlite"));
    }
    database.setDatabaseName(m_path);
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(sql::busyTimeoutMilliseconds);
    if (readOnly) {
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    }
    database.setConnectOptions(options);
    if (!database.open()) {
        throw sql::failure(database, database.lastError());
    }
    if (!readOnly) {
        sql::exec(database, QStringLiteral("PRAGMA foreign_keys = ON"));
    }
}

QString Catalog::readOnlyExplanation() const {
    switch (m_readOnlyReason) {
    case ReadOnlyReason::None:
        return {};
    case ReadOnlyReason::Requested:
        return QStringLiteral("%1 was opened read-only").arg(m_path);
    case ReadOnlyReason::FileNotWritable:
        return QStringLiteral("%1 is read-only (file permissions)").arg(m_path);
    case ReadOnlyReason::DirectoryNotWritable:
        return QStringLiteral("%1 is read-only: its folder %2 cannot be written")
            .arg(m_path, QFileInfo(m_path).absolutePath());
    case ReadOnlyReason::NewerSchema:
        return QStringLiteral("%1 was written by a newer GPU Advisor and is only read").arg(m_path);
    }
    return {};
}

sql::Transaction Catalog::beginWrite() const {
    return sql::Transaction(sql::connection(m_connectionName), m_atomicDepth > 0);
}

void Catalog::writeAtomically(const std::function<void()>& changes) {
    if (m_atomicDepth > 0) {
        changes();
        return;
    }
    sql::Transaction transaction(sql::connection(m_connectionName));
    ++m_atomicDepth;
    try {
        changes();
    } catch (...) {
        --m_atomicDepth;
        throw; // the transaction rolls back every change made so far
    }
    --m_atomicDepth;
    transaction.commit();
}

void Catalog::requireWritable(const QString& action) const {
    if (isReadOnly()) {
        throw CatalogError(
            QStringLiteral("cannot %1: %2; nothing was changed").arg(action, readOnlyExplanation()),
            CatalogErrorKind::ReadOnly);
    }
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
    std::vector<Gpu> result = storedGpus();
    launchprice::applyPriceHistory(sql::connection(m_connectionName), result);
    sortByName(result, [](const Gpu& gpu) -> const std::string& { return gpu.name; });
    return result;
}

Catalog::CardsAndPrices Catalog::cardsAndPrices() const {
    const QSqlDatabase database = sql::connection(m_connectionName);
    CardsAndPrices result;
    // The cards with their row ids, in id order (a rowid table's own order: no sort) ...
    std::vector<std::int64_t> ids;
    {
        sql::SqliteRows rows(database, rowcodec::selectStatement(CatalogTable::Gpus, m_schemaVersion,
                                                                 rowcodec::CardColumn::Id) +
                                           QStringLiteral(" ORDER BY t.id"));
        const int idColumn = static_cast<int>(gpuFields().size());
        while (rows.next()) {
            result.gpus.push_back(rowcodec::readGpu(rows));
            ids.push_back(rows.rowId(idColumn));
        }
    }
    std::vector<std::uint32_t> cardOfPrice; // each price's place in result.gpus
    // ... then the prices in the order of their unique key, which starts with the card's id: each
    // price is matched to its card by walking both lists, not by a join that looked the card up
    // again for every price (a fifth of reading the prices at 100,000 cards, issue 36). As the
    // join, a price of no stored card is not read.
    {
        sql::SqliteRows rows(database, rowcodec::selectStatement(CatalogTable::Prices, m_schemaVersion,
                                                                 rowcodec::CardColumn::Id) +
                                           pricesByCardOrder());
        std::size_t card = 0;
        while (rows.next()) {
            const std::int64_t id = rows.rowId(0);
            while (card < ids.size() && ids[card] < id) {
                ++card;
            }
            if (card < ids.size() && ids[card] == id) {
                result.prices.push_back(rowcodec::readPrice(rows, result.gpus[card].name));
                cardOfPrice.push_back(static_cast<std::uint32_t>(card));
            }
        }
    }
    launchprice::applyPriceHistory(result.gpus, result.prices, cardOfPrice);
    sortByName(result.gpus, [](const Gpu& gpu) -> const std::string& { return gpu.name; });
    return result;
}

std::vector<Gpu> Catalog::storedGpus() const {
    sql::SqliteRows rows(sql::connection(m_connectionName),
                         rowcodec::selectStatement(CatalogTable::Gpus, m_schemaVersion));
    return readAll(rows, [](const sql::SqliteRows& row) { return rowcodec::readGpu(row); });
}

std::vector<std::string> Catalog::gpuNames() const {
    sql::SqliteRows rows(sql::connection(m_connectionName), QStringLiteral("SELECT name FROM gpus"));
    std::vector<std::string> names = readAll(rows, [](const sql::SqliteRows& row) { return row.text(0); });
    sortByName(names, [](const std::string& name) -> const std::string& { return name; });
    return names;
}

std::optional<Gpu> Catalog::findGpu(std::string_view name) const {
    // The name column compares without case; extra spaces are the only other slack we allow.
    QSqlQuery query = sql::prepare(sql::connection(m_connectionName),
                                   rowcodec::selectStatement(CatalogTable::Gpus, m_schemaVersion) +
                                       QStringLiteral(" WHERE t.name = ?"));
    const std::string wanted = normalizedName(name);
    query.addBindValue(QString::fromStdString(wanted));
    sql::exec(query);
    if (!query.next()) {
        // The lookup went through the name index. A stale index (it passes quick_check) hides a
        // card that is there: read the table itself before saying there is none.
        QSqlQuery table =
            sql::prepare(sql::connection(m_connectionName),
                         QStringLiteral("SELECT count(*) FROM gpus NOT INDEXED WHERE name = ?"));
        table.addBindValue(QString::fromStdString(wanted));
        sql::exec(table);
        if (table.next() && table.value(0).toInt() > 0) {
            throw CatalogError(
                QStringLiteral("%1 is damaged: its index of card names has lost '%2', which is in "
                               "the table")
                    .arg(m_path, QString::fromStdString(wanted)),
                CatalogErrorKind::Damaged);
        }
        return std::nullopt;
    }
    Gpu gpu = rowcodec::readGpu(query);
    launchprice::applyPriceHistory(sql::connection(m_connectionName), gpu);
    return gpu;
}

std::vector<PriceObservation> Catalog::prices() const {
    return pricesFor({});
}

std::vector<PriceObservation> Catalog::pricesByCard() const {
    sql::SqliteRows rows(sql::connection(m_connectionName),
                         rowcodec::selectStatement(CatalogTable::Prices, m_schemaVersion) +
                             pricesByCardOrder());
    return readAll(rows, [](const sql::SqliteRows& row) { return rowcodec::readPrice(row); });
}

std::vector<PriceObservation> Catalog::pricesFor(std::string_view gpuName) const {
    QString statement = rowcodec::selectStatement(CatalogTable::Prices, m_schemaVersion);
    if (!gpuName.empty()) {
        statement += QStringLiteral(" WHERE g.name = :name");
    }
    statement += QStringLiteral(" ORDER BY g.name COLLATE NOCASE, t.observed_on, t.condition, t.source");
    sql::SqliteRows rows(sql::connection(m_connectionName), statement);
    if (!gpuName.empty()) {
        rows.bind(":name", gpuName);
    }
    return readAll(rows, [](const sql::SqliteRows& row) { return rowcodec::readPrice(row); });
}

std::vector<CloudOffer> Catalog::cloudOffers() const {
    sql::SqliteRows rows(sql::connection(m_connectionName),
                         rowcodec::selectStatement(CatalogTable::CloudOffers) +
                             QStringLiteral(" ORDER BY t.provider, t.instance, t.observed_on"));
    return readAll(rows, [](const sql::SqliteRows& row) { return rowcodec::readCloudOffer(row); });
}

std::vector<SystemBaseCost> Catalog::systemBaseCosts() const {
    QSqlQuery query = sql::exec(sql::connection(m_connectionName),
                                rowcodec::selectStatement(CatalogTable::SystemBaseCosts) +
                                    QStringLiteral(" ORDER BY t.gpu_count"));
    return readAll(query, &rowcodec::readSystemBaseCost);
}

std::vector<BenchmarkResult> Catalog::benchmarks() const {
    if (!hasBenchmarksTable()) {
        return {};
    }
    return benchmarkstore::readRows(sql::connection(m_connectionName));
}

std::vector<BenchmarkResult> Catalog::benchmarksMeasuring(Metric metric, Workload workload) const {
    if (!hasBenchmarksTable()) {
        return {};
    }
    // The table's columns narrow the rows; the precision (fp16, bf16, int8 ...) is read by measures().
    benchmarkstore::RowFilter filter;
    filter.tasks = tasksMeasuring(metric);
    filter.workload = workload;
    filter.gpuCount = 1;
    std::vector<BenchmarkResult> rows = benchmarkstore::readRows(sql::connection(m_connectionName), filter);
    std::erase_if(rows, [&](const BenchmarkResult& row) { return !measures(row, metric, workload); });
    return rows;
}

std::vector<BenchmarkResult> Catalog::benchmarksBackingEstimates(Workload workload) const {
    if (!hasBenchmarksTable()) {
        return {};
    }
    benchmarkstore::RowFilter filter;
    filter.tasks = tasksMeasuring(Metric::Training16);
    filter.workload = workload;
    std::vector<BenchmarkResult> rows =
        benchmarkstore::readRows(sql::connection(m_connectionName), filter, benchmarkstore::RowOrder::Any);
    std::erase_if(rows,
                  [&](const BenchmarkResult& row) { return !measures(row, Metric::Training16, workload); });
    return rows;
}

std::vector<BenchmarkResult> Catalog::benchmarksFor(std::string_view gpuName) const {
    if (!hasBenchmarksTable() || normalizedName(gpuName).empty()) {
        return {};
    }
    benchmarkstore::RowFilter filter;
    filter.gpuName = gpuName;
    return benchmarkstore::readRows(sql::connection(m_connectionName), filter);
}

} // namespace gpuadvisor
