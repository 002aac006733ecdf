// Fuzz target: Catalog::importCsvText into a real SQLite catalog (a temporary file created once
// per process with the shipped data, written without fsync). Oracles: no crash; an import that reports errors
// changes no table (all or nothing); a successful one reports as many rows as the text has.

#include "gpuadvisor/db/catalog.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string_view>

using namespace gpuadvisor;

namespace {

struct Fixture {
    std::unique_ptr<QTemporaryDir> dir;
    std::unique_ptr<Catalog> catalog;
};

/// Never destroyed: at exit Qt's SQL connection registry may be gone before a static Catalog.
Fixture& fixture() {
    static Fixture* instance = new Fixture;
    return *instance;
}

struct Counts {
    std::size_t gpus = 0, prices = 0, offers = 0, costs = 0, benchmarks = 0;
    bool operator==(const Counts&) const = default;
};

/// The catalog's own connection (Catalog owns one named connection per file).
QSqlDatabase connectionOf(const Catalog& catalog) {
    for (const QString& name : QSqlDatabase::connectionNames()) {
        QSqlDatabase database = QSqlDatabase::database(name, false);
        if (database.databaseName() == catalog.path()) {
            return database;
        }
    }
    std::fprintf(stderr, "fuzz_catalog_import: the catalog has no connection\n");
    std::abort();
}

qsizetype rowCount(const QSqlDatabase& database, const char* table) {
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table))) || !query.next()) {
        std::abort();
    }
    return query.value(0).toLongLong();
}

// Counted in SQL rather than by reading every row back: the fuzzer runs many times faster.
Counts counts(const Catalog& catalog) {
    const QSqlDatabase database = connectionOf(catalog);
    return {static_cast<std::size_t>(rowCount(database, "gpus")),
            static_cast<std::size_t>(rowCount(database, "prices")),
            static_cast<std::size_t>(rowCount(database, "cloud_offers")),
            static_cast<std::size_t>(rowCount(database, "system_base_costs")),
            static_cast<std::size_t>(rowCount(database, "benchmarks"))};
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    QStandardPaths::setTestModeEnabled(true);
    Fixture& f = fixture();
    new QCoreApplication(*argc, *argv); // never deleted: libFuzzer exits without unwinding
    f.dir = std::make_unique<QTemporaryDir>();
    if (!f.dir->isValid()) {
        std::fprintf(stderr, "fuzz_catalog_import: no temporary directory\n");
        std::abort();
    }
    f.catalog = std::make_unique<Catalog>(f.dir->filePath(QStringLiteral("catalog.sqlite")));
    // Durability is not under test (atomicity is, and the journal stays): skip the fsyncs.
    QSqlQuery(connectionOf(*f.catalog)).exec(QStringLiteral("PRAGMA synchronous = OFF"));
    // Registered after Qt's SQL statics exist, so it runs before they go: close, then delete the
    // temporary directory.
    std::atexit([] {
        fixture().catalog.reset();
        fixture().dir.reset();
    });
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Catalog& catalog = *fixture().catalog;
    const Counts before = counts(catalog);
    ImportResult result;
    try {
        result = catalog.importCsvText(text);
    } catch (const CatalogError& error) {
        std::fprintf(stderr, "fuzz_catalog_import: CatalogError on text input: %s\n",
                     error.message().toUtf8().constData());
        std::abort();
    }
    const Counts after = counts(catalog);
    if (!result.ok()) {
        if (!(after == before)) {
            std::fprintf(stderr, "fuzz_catalog_import: a failed import changed the catalog\n");
            std::abort();
        }
        return 0;
    }
    const std::size_t added = (after.gpus - before.gpus) + (after.prices - before.prices) +
                              (after.offers - before.offers) + (after.costs - before.costs) +
                              (after.benchmarks - before.benchmarks);
    if (after.gpus < before.gpus || after.prices < before.prices || after.offers < before.offers ||
        after.costs < before.costs || after.benchmarks < before.benchmarks || added != result.inserted) {
        std::fprintf(stderr, "fuzz_catalog_import: inserted %zu but the tables grew by %zu\n",
                     result.inserted, added);
        std::abort();
    }
    return 0;
}
