#pragma once

// The rows of one SELECT read through SQLite's own C API, on the catalog's QtSql connection.
// QtSql's SQLite driver turns every cell into a QVariant holding a UTF-16 QString, and the catalog
// turned those back into UTF-8: about 30,000 instructions a card row, most of a command's time
// (issue 36). Here a cell is read as SQLite stores it. Statements and failures are reported as
// QtSql's are (sql::failure), so a lock, a full disk or a damaged page reads the same either way.

#include <QSqlDatabase>
#include <QString>

#include <cstdint>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace gpuadvisor::sql {

class SqliteRows {
public:
    /// Prepares `statement` on the open connection `database`; throws CatalogError if SQLite
    /// rejects it.
    SqliteRows(const QSqlDatabase& database, const QString& statement);
    ~SqliteRows();
    SqliteRows(const SqliteRows&) = delete;
    SqliteRows& operator=(const SqliteRows&) = delete;

    /// Binds text (UTF-8) to the named parameter, e.g. ":name".
    void bind(const char* parameter, std::string_view text);

    /// Steps to the next row: false after the last; throws CatalogError if reading fails.
    bool next();

    /// The cells of the current row, by column (0-based), converted as SQLite converts them.
    std::string text(int column) const;
    /// The cell as text without a copy: valid until the next call of next() or the destructor.
    std::string_view view(int column) const;
    double number(int column) const;
    int whole(int column) const;
    std::int64_t rowId(int column) const; ///< A 64-bit integer cell, as row ids are.
    bool isNull(int column) const;

private:
    [[noreturn]] void fail(int resultCode) const;

    QSqlDatabase m_database;
    sqlite3* m_handle = nullptr;
    sqlite3_stmt* m_statement = nullptr;
};

} // namespace gpuadvisor::sql
