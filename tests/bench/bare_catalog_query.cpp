// The yardstick of `gpu-advisor-cli rank` (issue 36): a bare QtSql program that opens a catalog
// through Qt's SQLite driver, reads every card with its newest new price in one query and prints
// one CSV line per card, then exits. No checks of the file, no shipped-data update, no model, no
// ranking: what any program on this stack (Qt Core, QtSql and its SQLite driver plugin, the
// catalog's schema) pays to start, open the file, read it and write a line per card.
// command_times.sh times both whole processes.
//
// Usage: bare_catalog_query CATALOG.sqlite

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <cstdio>

namespace {

int readAndPrint(const QString& path) {
    QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
    database.setDatabaseName(path);
    database.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!database.open()) {
        std::fprintf(stderr, "bare_catalog_query: %s\n", qPrintable(database.lastError().text()));
        return 2;
    }
    QSqlQuery query(database);
    query.setForwardOnly(true);
    // The newest new price of each card (SQLite takes the bare column from the row of the max).
    if (!query.exec(QStringLiteral("SELECT g.name, p.price_usd, max(p.observed_on) FROM gpus g "
                                   "LEFT JOIN prices p ON p.gpu_id = g.id AND p.condition = 'new' "
                                   "GROUP BY g.id ORDER BY g.name"))) {
        std::fprintf(stderr, "bare_catalog_query: %s\n", qPrintable(query.lastError().text()));
        return 2;
    }
    std::puts("name,price_usd,price_observed_on");
    while (query.next()) {
        std::printf("\"%s\",%s,%s\n", query.value(0).toString().toUtf8().constData(),
                    query.value(1).toString().toUtf8().constData(),
                    query.value(2).toString().toUtf8().constData());
    }
    return 0;
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    if (argc != 2) {
        std::fputs("usage: bare_catalog_query CATALOG.sqlite\n", stderr);
        return 2;
    }
    const int status = readAndPrint(QString::fromLocal8Bit(argv[1]));
    QSqlDatabase::removeDatabase(QLatin1String(QSqlDatabase::defaultConnection));
    return status;
}
