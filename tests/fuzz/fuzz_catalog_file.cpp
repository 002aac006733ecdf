// Fuzz target: damaged catalog files. The input is a list of patches (and maybe a truncation)
// applied to a real catalog file holding the shipped data plus a user's card, price and build.
// Oracles: no crash; opening either works (and every read and a write then fail cleanly if at
// all) or throws CatalogError; a file reported as damaged is recovered by
// Catalog::recoverDamaged into a catalog that opens writable, passes quick_check, holds at least
// the shipped cards, and keeps the damaged bytes as its backup.

#include "gpuadvisor/db/catalog.h"

#include "third_party/FuzzedDataProvider.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>

using namespace gpuadvisor;

namespace {

struct Fixture {
    std::unique_ptr<QTemporaryDir> dir;
    QByteArray templateBytes;
    std::size_t shippedCards = 0;
    QString workDir;
};

Fixture& fixture() {
    static Fixture* instance = new Fixture; // never destroyed (see fuzz_catalog_import.cpp)
    return *instance;
}

[[noreturn]] void fail(const char* what, const QString& detail = {}) {
    std::fprintf(stderr, "fuzz_catalog_file: %s %s\n", what, detail.toUtf8().constData());
    std::abort();
}

/// Reads everything a user can look at, and tries one edit; CatalogError is a fine answer.
void useCatalog(Catalog& catalog) {
    try {
        catalog.gpus();
        catalog.prices();
        catalog.cloudOffers();
        catalog.systemBaseCosts();
        catalog.benchmarks();
        for (const std::string& name : catalog.buildNames()) {
            try {
                catalog.loadBuild(name);
            } catch (const CatalogError&) {
            }
        }
        catalog.validate();
    } catch (const CatalogError&) {
    }
    try {
        PriceObservation price;
        price.gpuName = "RTX 3090";
        price.priceUsd = 650;
        price.observedOn = Date{std::chrono::year{2024}, std::chrono::June, std::chrono::day{1}};
        price.source = "fuzz";
        catalog.addPrice(price);
    } catch (const CatalogError&) {
    }
}

QString quickCheck(const QString& path) {
    QString result;
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        database.setDatabaseName(path);
        if (database.open()) {
            QSqlQuery query(database);
            if (query.exec(QStringLiteral("PRAGMA quick_check")) && query.next()) {
                result = query.value(0).toString();
            }
        }
        database.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("check"));
    return result;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    QStandardPaths::setTestModeEnabled(true);
    Fixture& f = fixture();
    new QCoreApplication(*argc, *argv); // never deleted: libFuzzer exits without unwinding
    // In memory where the system has it: recovery writes a fresh catalog on every damaged input,
    // and waiting for a disk's fsync would make the fuzzer and its ctest replay crawl.
    f.dir = QDir(QStringLiteral("/dev/shm")).exists()
                ? std::make_unique<QTemporaryDir>(QStringLiteral("/dev/shm/gpu-advisor-fuzz-XXXXXX"))
                : std::make_unique<QTemporaryDir>();
    if (!f.dir->isValid()) {
        fail("no temporary directory");
    }
    const QString templatePath = f.dir->filePath(QStringLiteral("template.sqlite"));
    {
        Catalog catalog(templatePath);
        f.shippedCards = catalog.gpus().size();
        Gpu card = catalog.gpus().front();
        card.name = "My Own Card";
        catalog.upsertGpu(card);
        PriceObservation price;
        price.gpuName = card.name;
        price.priceUsd = 1234;
        price.observedOn = Date{std::chrono::year{2024}, std::chrono::March, std::chrono::day{3}};
        price.source = "my shop";
        catalog.addPrice(price);
        SavedBuild build;
        build.name = "My build";
        build.gpus = {SavedBuildGpu{"RTX 3090", 2, std::nullopt, std::nullopt, std::nullopt}};
        catalog.saveBuild(build);
    }
    QFile file(templatePath);
    if (!file.open(QIODevice::ReadOnly)) {
        fail("cannot read the template");
    }
    f.templateBytes = file.readAll();
    f.workDir = f.dir->filePath(QStringLiteral("run"));
    std::atexit([] { fixture().dir.reset(); });
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Fixture& f = fixture();
    FuzzedDataProvider input(data, size);
    QByteArray bytes = f.templateBytes;
    if (input.ConsumeBool()) {
        bytes.truncate(input.ConsumeIntegralInRange<qsizetype>(0, bytes.size()));
    }
    while (input.remaining_bytes() > 0 && !bytes.isEmpty()) {
        const auto offset = input.ConsumeIntegralInRange<qsizetype>(0, bytes.size() - 1);
        const std::string patch =
            input.ConsumeBytesAsString(input.ConsumeIntegralInRange<std::size_t>(1, 64));
        for (std::size_t i = 0; i < patch.size() && offset + static_cast<qsizetype>(i) < bytes.size(); ++i) {
            bytes[offset + static_cast<qsizetype>(i)] = patch[i];
        }
    }

    QDir(f.workDir).removeRecursively();
    QDir().mkpath(f.workDir);
    const QString path = f.workDir + QStringLiteral("/catalog.sqlite");
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
            fail("cannot write", path);
        }
    }

    try {
        Catalog catalog(path);
        useCatalog(catalog);
        return 0;
    } catch (const CatalogError& error) {
        if (error.kind() != CatalogErrorKind::Damaged) {
            return 0; // another program's file, a newer schema, ...: refused untouched
        }
    }

    CatalogRecovery recovery;
    try {
        recovery = Catalog::recoverDamaged(path);
    } catch (const CatalogError& error) {
        fail("recovery failed:", error.message());
    }
    QFile backup(recovery.backupPath);
    if (!backup.open(QIODevice::ReadOnly) || backup.readAll() != bytes) {
        fail("the backup does not hold the damaged bytes", recovery.backupPath);
    }
    try {
        Catalog recovered(path);
        if (recovered.isReadOnly() || recovered.gpus().size() < f.shippedCards) {
            fail("the recovered catalog is read-only or lacks shipped cards");
        }
        useCatalog(recovered);
    } catch (const CatalogError& error) {
        fail("the recovered catalog does not open:", error.message());
    }
    if (const QString check = quickCheck(path); check != QLatin1String("ok")) {
        fail("the recovered catalog fails quick_check:", check);
    }
    return 0;
}
