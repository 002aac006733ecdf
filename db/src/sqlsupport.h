#pragma once

// Thin helpers over QtSql that turn failures into CatalogError with SQLite's own words.

#include "gpuadvisor/db/catalogerror.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

namespace gpuadvisor::sql {

/// How long a statement waits for a lock another connection holds before it fails (Locked).
constexpr int busyTimeoutMilliseconds = 3000;

/// The CatalogError for a failed statement: its kind from SQLite's result code, and for a lock,
/// a full disk, a read-only file or a damaged one a message naming the file and what to do.
CatalogError failure(const QSqlDatabase& database, const QSqlError& error);

/// The open connection registered under `connectionName`.
QSqlDatabase connection(const QString& connectionName);

/// A prepared statement; throws CatalogError if SQLite rejects it.
QSqlQuery prepare(const QSqlDatabase& database, const QString& statement);

/// Runs a prepared statement; throws CatalogError with the driver's message if it fails.
void exec(QSqlQuery& query);

/// Prepares and runs one statement with no bound values.
QSqlQuery exec(const QSqlDatabase& database, const QString& statement);

/// The first column of the first row of a one-value query ("PRAGMA user_version").
QVariant scalar(const QSqlDatabase& database, const QString& statement);

/// Begins a writing transaction (BEGIN IMMEDIATE: it holds the write lock from the start, so what
/// it reads cannot change under it, and a busy file is waited for); rolls it back on destruction unless
/// commit() was called. One made with `joinOuter` does nothing itself: it is part of a transaction the caller
/// already opened, which commits or rolls back the whole (see Catalog::writeAtomically).
class Transaction {
public:
    explicit Transaction(const QSqlDatabase& database, bool joinOuter = false);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    void commit();

private:
    void rollBack();

    QSqlDatabase m_database;
    bool m_done = false;
};

} // namespace gpuadvisor::sql
