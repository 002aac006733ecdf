#pragma once

// Reading many rows once, front to back. QtSql's SQLite result otherwise keeps a copy of every
// row it has returned, in case the caller scrolls back: 134 MB of QVariants for 100,000 cards,
// on top of what the caller builds from them.

#include "sqlsupport.h"

namespace gpuadvisor::sql {

/// Prepares `statement` as a forward-only query (QSqlQuery::next() only); bind values, then
/// sql::exec it. Throws CatalogError if SQLite rejects it.
inline QSqlQuery prepareForwardOnly(const QSqlDatabase& database, const QString& statement) {
    QSqlQuery query = prepare(database, statement);
    query.setForwardOnly(true); // before exec, which sizes the result's row cache
    return query;
}

/// Prepares and runs a forward-only statement with no bound values.
inline QSqlQuery execForwardOnly(const QSqlDatabase& database, const QString& statement) {
    QSqlQuery query = prepareForwardOnly(database, statement);
    exec(query);
    return query;
}

} // namespace gpuadvisor::sql
