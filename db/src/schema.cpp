#include "schema.h"

#include "gpuadvisor/db/catalogerror.h"
#include "sqlsupport.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

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
