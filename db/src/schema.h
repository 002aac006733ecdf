#pragma once

// The catalog schema and its stepwise migrations. Step N (resource :/schema/000N_*.sql)
// takes a catalog from version N-1 to N; version 0 is an empty file.

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <map>

namespace gpuadvisor::schema {

/// The version this build creates and understands.
constexpr int currentVersion = 6;

/// PRAGMA user_version of the open database.
int version(const QSqlDatabase& database);

/// Whether the file already holds tables (of any application).
bool hasTables(const QSqlDatabase& database);

/// Whether the file holds the tables every catalog version has (gpus and prices).
bool hasCatalogTables(const QSqlDatabase& database);

/// Every table of a catalog file (SQLite's own left out) with its column names in order.
using Shape = std::map<QString, QStringList>;

/// The tables and columns a catalog of schema `version` (1 .. currentVersion) has: what running
/// the migration steps up to `version` on an empty database makes. The current version's is a
/// constant (schemashape.cpp; a db test checks it against the migrations), so opening a catalog
/// runs no migration; an older version's is worked out once per process by migratedShape.
const Shape& expectedShape(int version);

/// The tables and columns of a catalog of currentVersion, written out (schemashape.cpp).
const Shape& currentShape();

/// The shape an empty in-memory database has after the migration steps 1 .. `version`.
Shape migratedShape(int version);

/// The tables and columns of the open database.
Shape shapeOf(const QSqlDatabase& database);

/// How `actual` departs from `expected`, in words ("the table cloud_offers is missing; the table
/// prices has no column source"); empty when every expected table has all its columns. Extra
/// tables and columns are allowed: a migration step that would add one fails and rolls back. `share` receives
/// the fraction of expected columns present, which tells a damaged catalog (most columns there) from another
/// program's file.
QString shapeDifference(const Shape& expected, const Shape& actual, double* share = nullptr);

/// Runs steps fromVersion+1 .. currentVersion, each ending with its version bump, inside the
/// caller's transaction: a migration that fails anywhere leaves the file as it was.
void upgrade(const QSqlDatabase& database, int fromVersion);

/// Turns foreign keys off for its lifetime (when `active`), before a transaction that rebuilds a
/// table; on again afterwards, whether the transaction committed or not.
class ForeignKeysOff {
public:
    ForeignKeysOff(const QSqlDatabase& database, bool active);
    ~ForeignKeysOff();
    ForeignKeysOff(const ForeignKeysOff&) = delete;
    ForeignKeysOff& operator=(const ForeignKeysOff&) = delete;

private:
    QSqlDatabase m_database;
    bool m_active = false;
};

/// Throws CatalogError naming the first row whose reference points nowhere (PRAGMA
/// foreign_key_check), so a migration that broke one rolls back.
void requireForeignKeysHold(const QSqlDatabase& database);

/// Copies `path` to "<path>.<label>.bak" (or a numbered variant if that exists) and returns the
/// copy's path; throws CatalogError if the copy cannot be made.
QString backUp(const QString& path, const QString& label);

} // namespace gpuadvisor::schema
