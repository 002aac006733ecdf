#include "sqlsupport.h"

#include <QFileInfo>

namespace gpuadvisor::sql {
namespace {

QString describe(const QSqlError& error) {
    const QString text = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    return text.isEmpty() ? QStringLiteral("unknown database error") : text;
}

/// SQLite's primary result code (the driver reports extended codes, e.g. 1544 for a read-only
/// directory, whose low byte is the primary code).
int primaryResultCode(const QSqlError& error) {
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xFF) : -1;
}

CatalogErrorKind kindOf(int resultCode) {
    switch (resultCode) {
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return CatalogErrorKind::Locked;
    case 8: // SQLITE_READONLY
        return CatalogErrorKind::ReadOnly;
    case 10: // SQLITE_IOERR
        return CatalogErrorKind::WriteFailed;
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return CatalogErrorKind::Damaged;
    case 13: // SQLITE_FULL
        return CatalogErrorKind::DiskFull;
    default:
        return CatalogErrorKind::Other;
    }
}

} // namespace

CatalogError failure(const QSqlDatabase& database, const QSqlError& error) {
    const CatalogErrorKind kind = kindOf(primaryResultCode(error));
    const QString file = database.databaseName().isEmpty() ? QStringLiteral("the catalog")
                                                           : QFileInfo(database.databaseName()).fileName();
    const QString cause = describe(error);
    switch (kind) {
    case CatalogErrorKind::Locked:
        return CatalogError(QStringLiteral("%1 is in use by another program (another GPU Advisor?): gave up "
                                           "after waiting %2 seconds. Close it and try again; nothing was "
                                           "changed (%3)")
                                .arg(file)
                                .arg(busyTimeoutMilliseconds / 1000)
                                .arg(cause),
                            kind);
    case CatalogErrorKind::DiskFull:
        return CatalogError(QStringLiteral("the disk holding %1 is full: nothing was changed. Free some "
                                           "space and try again (%2)")
                                .arg(file, cause),
                            kind);
    case CatalogErrorKind::ReadOnly:
        return CatalogError(
            QStringLiteral(
                "%1 cannot be written (the file or its folder is read-only): nothing was changed (%2)")
                .arg(file, cause),
            kind);
    case CatalogErrorKind::WriteFailed:
        return CatalogError(QStringLiteral("writing %1 failed (%2): nothing was changed. Is the disk full or "
                                           "failing?")
                                .arg(file, cause),
                            kind);
    case CatalogErrorKind::Damaged:
        return CatalogError(QStringLiteral("%1 is damaged (%2)").arg(file, cause), kind);
    default:
        return CatalogError(cause, kind);
    }
}

QSqlDatabase connection(const QString& connectionName) {
    return QSqlDatabase::database(connectionName, false);
}

QSqlQuery prepare(const QSqlDatabase& database, const QString& statement) {
    QSqlQuery query(database);
    if (!query.prepare(statement)) {
        throw failure(database, query.lastError());
    }
    return query;
}

void exec(QSqlQuery& query) {
    if (!query.exec()) {
        // A query does not tell its connection, so the message says "the catalog".
        throw failure(QSqlDatabase(), query.lastError());
    }
}

QSqlQuery exec(const QSqlDatabase& database, const QString& statement) {
    QSqlQuery query = prepare(database, statement);
    if (!query.exec()) {
        throw failure(database, query.lastError());
    }
    return query;
}

QVariant scalar(const QSqlDatabase& database, const QString& statement) {
    QSqlQuery query = exec(database, statement);
    return query.next() ? query.value(0) : QVariant();
}

// BEGIN and COMMIT run as statements, not through QSqlDatabase::transaction()/commit(): the
// driver drops SQLite's result code from those errors, and a full disk must be told from a lock.
// IMMEDIATE takes the write lock at once, waiting for it as long as the busy timeout allows. A
// plain (deferred) BEGIN reads first and asks for the write lock at its first write, and SQLite
// then fails at once instead of waiting, since waiting with a read lock held could deadlock.
Transaction::Transaction(const QSqlDatabase& database, bool joinOuter)
    : m_database(database)
    , m_done(joinOuter) {
    if (!joinOuter) {
        exec(m_database, QStringLiteral("BEGIN IMMEDIATE"));
    }
}

Transaction::~Transaction() {
    if (!m_done) {
        rollBack();
    }
}

void Transaction::rollBack() {
    m_done = true;
    QSqlQuery query(m_database);
    query.exec(QStringLiteral("ROLLBACK")); // fails harmlessly if SQLite rolled back already
}

void Transaction::commit() {
    if (m_done) {
        return; // joined an outer transaction, which commits
    }
    QSqlQuery query(m_database);
    if (!query.exec(QStringLiteral("COMMIT"))) {
        const CatalogError error = failure(m_database, query.lastError());
        rollBack();
        throw error;
    }
    m_done = true;
}

} // namespace gpuadvisor::sql
