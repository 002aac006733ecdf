#pragma once

// The catalog schema and its stepwise migrations. Step N (resource :/schema/000N_*.sql)
// takes a catalog from version N-1 to N; version 0 is an empty file.

#include <QSqlDatabase>
#include <QString>

namespace gpuadvisor::schema {

/// The version this build creates and understands.
constexpr int currentVersion = 4;

/// PRAGMA user_version of the open database.
int version(const QSqlDatabase& database);

/// Whether the file already holds tables (of any application).
bool hasTables(const QSqlDatabase& database);

/// Whether the file holds the tables every catalog version has (gpus and prices).
bool hasCatalogTables(const QSqlDatabase& database);

/// Runs steps fromVersion+1 .. currentVersion, each ending with its version bump, inside the
/// caller's transaction: a migration that fails anywhere leaves the file as it was.
void upgrade(const QSqlDatabase& database, int fromVersion);

/// Copies `path` to "<path>.<label>.bak" (or a numbered variant if that exists) and returns the
/// copy's path; throws CatalogError if the copy cannot be made.
QString backUp(const QString& path, const QString& label);

} // namespace gpuadvisor::schema
