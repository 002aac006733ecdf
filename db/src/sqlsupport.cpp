#include "sqlsupport.h"

#include "gpuadvisor/db/catalogerror.h"

#include <QSqlError>

namespace gpuadvisor::sql {
namespace {

QString describe(const QSqlError& error) {
    const QString text = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    return text.isEmpty() ? QStringLiteral("unknown database error") : text;
}

} // namespace

QSqlDatabase connection(const QString& connectionName) {
    return QSqlDatabase::database(connectionName, false);
}

QSqlQuery prepare(const QSqlDatabase& database, const QString& statement) {
    QSqlQuery query(database);
    if (!query.prepare(statement)) {
        throw CatalogError(
            QStringLiteral("%1: %2").arg(database.databaseName(), describe(query.lastError())));
    }
    return query;
}

void exec(QSqlQuery& query) {
    if (!query.exec()) {
        throw CatalogError(describe(query.lastError()));
    }
}

QSqlQuery exec(const QSqlDatabase& database, const QString& statement) {
    QSqlQuery query = prepare(database, statement);
    exec(query);
    return query;
}

QVariant scalar(const QSqlDatabase& database, const QString& statement) {
    QSqlQuery query = exec(database, statement);
    return query.next() ? query.value(0) : QVariant();
}

Transaction::Transaction(const QSqlDatabase& database)
    : m_database(database) {
    if (!m_database.transaction()) {
        throw CatalogError(
            QStringLiteral("cannot start a transaction: %1").arg(describe(m_database.lastError())));
    }
}

Transaction::~Transaction() {
    if (!m_done) {
        m_database.rollback();
    }
}

void Transaction::commit() {
    if (!m_database.commit()) {
        const QString message = describe(m_database.lastError());
        m_database.rollback();
        m_done = true;
        throw CatalogError(QStringLiteral("cannot save the change: %1").arg(message));
    }
    m_done = true;
}

} // namespace gpuadvisor::sql
