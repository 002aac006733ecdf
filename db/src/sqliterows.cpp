#include "sqliterows.h"

#include "sqlsupport.h"

#include <QSqlDriver>
#include <QSqlError>
#include <QVariant>

#include <sqlite3.h>

#include <cstring>

namespace gpuadvisor::sql {
namespace {

/// The sqlite3 handle of a QSQLITE connection (QSqlDriver::handle(), as Qt documents it).
sqlite3* handleOf(const QSqlDatabase& database) {
    const QVariant handle = database.driver() != nullptr ? database.driver()->handle() : QVariant();
    if (!handle.isValid() || std::strcmp(handle.typeName(), "sqlite3*") != 0) {
        throw CatalogError(
            QStringLiteral("internal error: the catalog's connection is not an open SQLite one"));
    }
    sqlite3* const raw = *static_cast<sqlite3* const*>(handle.constData());
    if (raw == nullptr) {
        throw CatalogError(QStringLiteral("internal error: the catalog's connection is closed"));
    }
    return raw;
}

} // namespace

SqliteRows::SqliteRows(const QSqlDatabase& database, const QString& statement)
    : m_database(database)
    , m_handle(handleOf(database)) {
    const QByteArray text = statement.toUtf8();
    const int result =
        sqlite3_prepare_v2(m_handle, text.constData(), static_cast<int>(text.size()), &m_statement, nullptr);
    if (result != SQLITE_OK) {
        fail(result);
    }
}

SqliteRows::~SqliteRows() {
    sqlite3_finalize(m_statement);
}

void SqliteRows::bind(const char* parameter, std::string_view text) {
    const int index = sqlite3_bind_parameter_index(m_statement, parameter);
    if (index == 0) {
        throw CatalogError(QStringLiteral("internal error: no parameter %1").arg(QLatin1String(parameter)));
    }
    const int result =
        sqlite3_bind_text(m_statement, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
    if (result != SQLITE_OK) {
        fail(result);
    }
}

bool SqliteRows::next() {
    const int result = sqlite3_step(m_statement);
    if (result == SQLITE_ROW) {
        return true;
    }
    if (result == SQLITE_DONE) {
        return false;
    }
    fail(result);
}

std::string SqliteRows::text(int column) const {
    return std::string(view(column));
}

std::string_view SqliteRows::view(int column) const {
    const auto* const bytes = sqlite3_column_text(m_statement, column);
    if (bytes == nullptr) {
        return {};
    }
    return {reinterpret_cast<const char*>(bytes),
            static_cast<std::size_t>(sqlite3_column_bytes(m_statement, column))};
}

double SqliteRows::number(int column) const {
    return sqlite3_column_double(m_statement, column);
}

int SqliteRows::whole(int column) const {
    return sqlite3_column_int(m_statement, column);
}

std::int64_t SqliteRows::rowId(int column) const {
    return sqlite3_column_int64(m_statement, column);
}

bool SqliteRows::isNull(int column) const {
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

void SqliteRows::fail(int resultCode) const {
    // Reported as the QtSql driver reports a failed statement: SQLite's message and its extended
    // result code, which sql::failure turns into the error's kind and words.
    const int code = m_handle != nullptr ? sqlite3_extended_errcode(m_handle) : resultCode;
    const QString message =
        QString::fromUtf8(m_handle != nullptr ? sqlite3_errmsg(m_handle) : sqlite3_errstr(resultCode));
    throw failure(m_database, QSqlError(QStringLiteral("Unable to execute statement"), message,
                                        QSqlError::StatementError, QString::number(code)));
}

} // namespace gpuadvisor::sql
