#include "schema.h"

#include "gpuadvisor/db/catalogerror.h"
#include "sqlsupport.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <mutex>

namespace gpuadvisor::schema {
namespace {

QString stepResource(int step) {
    const QDir directory(QStringLiteral(":/schema"));
    const QStringList matches =
        directory.entryList({QStringLiteral("%1_*.sql").arg(step, 4, 10, QLatin1Char('0'))}, QDir::Files);
    if (matches.size() != 1) {
        throw CatalogError(
            QStringLiteral("internal error: no unique migration script for schema step %1").arg(step));
    }
    return directory.filePath(matches.front());
}

/// The statements of a script, split at lines holding only ';;', comments dropped.
QStringList statementsOf(const QString& resource) {
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        throw CatalogError(QStringLiteral("internal error: cannot read %1").arg(resource));
    }
    QStringList statements;
    QString current;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    for (const QString& line : lines) {
        const QString trimmedLine = line.trimmed();
        if (trimmedLine == QLatin1String(";;")) {
            statements << current;
            current.clear();
        } else if (!trimmedLine.startsWith(QLatin1String("--"))) {
            current += line + QLatin1Char('\n');
        }
    }
    if (!current.trimmed().isEmpty()) {
        statements << current;
    }
    return statements;
}

void runStep(const QSqlDatabase& database, int step) {
    for (const QString& statement : statementsOf(stepResource(step))) {
        sql::exec(database, statement);
    }
    sql::exec(database, QStringLiteral("PRAGMA user_version = %1").arg(step));
}

} // namespace

int version(const QSqlDatabase& database) {
    return sql::scalar(database, QStringLiteral("PRAGMA user_version")).toInt();
}

const Shape& expectedShape(int version) {
    if (version == currentVersion) {
        return currentShape();
    }
    static std::mutex mutex;
    static std::map<int, Shape> shapes;
    const std::lock_guard lock(mutex);
    if (const auto found = shapes.find(version); found != shapes.end()) {
        return found->second;
    }
    return shapes.emplace(version, migratedShape(version)).first->second;
}

Shape migratedShape(int version) {
    const QString name = QStringLiteral("gpuadvisor-schema-shape-%1").arg(version);
    Shape shape;
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        database.setDatabaseName(QStringLiteral(":memory:"));
        if (!database.open()) {
            throw CatalogError(QStringLiteral("internal error: cannot open an in-memory database"));
        }
        for (int step = 1; step <= version; ++step) {
            runStep(database, step);
        }
        shape = shapeOf(database);
        database.close();
    }
    QSqlDatabase::removeDatabase(name);
    return shape;
}

Shape shapeOf(const QSqlDatabase& database) {
    Shape shape;
    QSqlQuery tables =
        sql::exec(database, QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' "
                                           "AND name NOT LIKE 'sqlite_%'"));
    while (tables.next()) {
        const QString table = tables.value(0).toString();
        QSqlQuery columns(database);
        QStringList names;
        if (columns.exec(QStringLiteral("PRAGMA table_info(\"%1\")").arg(table))) {
            while (columns.next()) {
                names << columns.value(1).toString();
            }
        }
        shape.emplace(table, names);
    }
    return shape;
}

QString shapeDifference(const Shape& expected, const Shape& actual, double* share) {
    QStringList differences;
    qsizetype expectedColumns = 0;
    qsizetype presentColumns = 0;
    for (const auto& [table, columns] : expected) {
        expectedColumns += columns.size();
        const auto found = actual.find(table);
        if (found == actual.end()) {
            differences << QStringLiteral("the table %1 is missing").arg(table);
            continue;
        }
        for (const QString& column : columns) {
            if (found->second.contains(column)) {
                ++presentColumns;
            } else {
                differences << QStringLiteral("the table %1 has no column %2").arg(table, column);
            }
        }
    }
    if (share != nullptr) {
        *share = expectedColumns == 0 ? 1.0 : double(presentColumns) / double(expectedColumns);
    }
    constexpr qsizetype listed = 3;
    QString text = differences.mid(0, listed).join(QStringLiteral("; "));
    if (differences.size() > listed) {
        text += QStringLiteral(" and %1 more differences").arg(differences.size() - listed);
    }
    return text;
}

bool hasTables(const QSqlDatabase& database) {
    return sql::scalar(
               database,
               QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                              "'sqlite_%'"))
               .toInt() > 0;
}

bool hasCatalogTables(const QSqlDatabase& database) {
    return sql::scalar(database, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table' "
                                                "AND name IN ('gpus', 'prices')"))
               .toInt() == 2;
}

void upgrade(const QSqlDatabase& database, int fromVersion) {
    for (int step = fromVersion + 1; step <= currentVersion; ++step) {
        runStep(database, step);
    }
}

ForeignKeysOff::ForeignKeysOff(const QSqlDatabase& database, bool active)
    : m_database(database)
    , m_active(active) {
    if (m_active) {
        sql::exec(m_database, QStringLiteral("PRAGMA foreign_keys = OFF"));
    }
}

ForeignKeysOff::~ForeignKeysOff() {
    if (m_active) {
        QSqlQuery on(m_database);
        on.exec(QStringLiteral("PRAGMA foreign_keys = ON")); // a destructor must not throw
    }
}

void requireForeignKeysHold(const QSqlDatabase& database) {
    QSqlQuery check = sql::exec(database, QStringLiteral("PRAGMA foreign_key_check"));
    if (check.next()) {
        throw CatalogError(
            QStringLiteral("internal error: upgrading the catalog would leave a row of %1 "
                           "(row id %2) pointing at no %3; the file was not changed")
                .arg(check.value(0).toString(), check.value(1).toString(), check.value(2).toString()));
    }
}

QString backUp(const QString& path, const QString& label) {
    const QString base = QStringLiteral("%1.%2.bak").arg(path, label);
    QString target = base;
    for (int n = 2; QFile::exists(target); ++n) {
        target = QStringLiteral("%1.%2").arg(base, QString::number(n));
    }
    if (!QFile::copy(path, target)) {
        throw CatalogError(
            QStringLiteral("cannot back up %1 to %2 before upgrading it; the file was not changed")
                .arg(path, target));
    }
    return target;
}

} // namespace gpuadvisor::schema
