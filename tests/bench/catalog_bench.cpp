// Benchmarks of the catalog: parsing and validating the shipped CSV, creating a user's catalog
// on first run (the build's copy, and from the shipped files), and reading every card back (what each start
// of the app and the CLI does); recovering a damaged file, and an import of a thousand cards in one
// transaction.

#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/db/catalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace gpuadvisor;

namespace {

std::string shippedText(const char* file) {
    QFile input(QStringLiteral(GPUADVISOR_SHIPPED_CATALOG_DIR "/") + QLatin1String(file));
    if (!input.open(QIODevice::ReadOnly)) {
        return {};
    }
    return input.readAll().toStdString();
}

const Date farFuture{std::chrono::year{9999}, std::chrono::December, std::chrono::day{31}};

void parseShippedGpuCsv(benchmark::State& state) {
    const std::string text = shippedText("gpus.csv");
    for (auto _ : state) {
        auto parsed = parseCatalogCsv(text, farFuture);
        benchmark::DoNotOptimize(parsed);
    }
    state.SetItemsProcessed(state.iterations() * 75);
}
BENCHMARK(parseShippedGpuCsv)->Unit(benchmark::kMicrosecond);

void parseShippedPriceCsv(benchmark::State& state) {
    const std::string text = shippedText("prices.csv");
    for (auto _ : state) {
        auto parsed = parseCatalogCsv(text, farFuture);
        benchmark::DoNotOptimize(parsed);
    }
}
BENCHMARK(parseShippedPriceCsv)->Unit(benchmark::kMicrosecond);

void createCatalogOnFirstRun(benchmark::State& state) {
    QTemporaryDir directory;
    int n = 0;
    for (auto _ : state) {
        Catalog catalog(directory.filePath(QStringLiteral("catalog-%1.sqlite").arg(n++)));
        benchmark::DoNotOptimize(catalog.wasCreated());
    }
}
BENCHMARK(createCatalogOnFirstRun)->Unit(benchmark::kMillisecond);

// What createCatalogOnFirstRun did before new catalogs started as the build's copy (issue 36),
// and what the program that makes that copy still does: every shipped row imported into an empty
// file.
void createCatalogFromShippedFiles(benchmark::State& state) {
    QTemporaryDir directory;
    int n = 0;
    for (auto _ : state) {
        const QString file = directory.filePath(QStringLiteral("catalog-%1.sqlite").arg(n++));
        QFile empty(file);
        empty.open(QIODevice::WriteOnly);
        empty.close();
        Catalog catalog(file);
        benchmark::DoNotOptimize(catalog.gpus().size());
    }
}
BENCHMARK(createCatalogFromShippedFiles)->Unit(benchmark::kMillisecond);

void openExistingCatalog(benchmark::State& state) {
    QTemporaryDir directory;
    const QString file = directory.filePath(QStringLiteral("catalog.sqlite"));
    { Catalog created(file); }
    for (auto _ : state) {
        Catalog catalog(file);
        benchmark::DoNotOptimize(catalog.wasCreated());
    }
}
BENCHMARK(openExistingCatalog)->Unit(benchmark::kMicrosecond);

void readAllCardsAndPrices(benchmark::State& state) {
    QTemporaryDir directory;
    Catalog catalog(directory.filePath(QStringLiteral("catalog.sqlite")));
    for (auto _ : state) {
        auto gpus = catalog.gpus();
        auto prices = catalog.prices();
        benchmark::DoNotOptimize(gpus);
        benchmark::DoNotOptimize(prices);
    }
}
BENCHMARK(readAllCardsAndPrices)->Unit(benchmark::kMicrosecond);

// The first open of a schema-3 catalog by this version: backup, migration, and the merge of this
// version's shipped rows (tests/db/data/README.md describes the file).
void upgradeVersion3Catalog(benchmark::State& state) {
    QTemporaryDir directory;
    int n = 0;
    for (auto _ : state) {
        state.PauseTiming();
        const QString file = directory.filePath(QStringLiteral("v3-%1.sqlite").arg(n++));
        QFile::copy(QStringLiteral(GPUADVISOR_TEST_DATA_DIR "/catalog-v3-with-user-edits.sqlite"), file);
        state.ResumeTiming();
        Catalog catalog(file);
        benchmark::DoNotOptimize(catalog.shippedUpdate());
    }
}
BENCHMARK(upgradeVersion3Catalog)->Unit(benchmark::kMillisecond);

// The preview of importing the whole prices table back (every row unchanged).
void previewPriceImport(benchmark::State& state) {
    QTemporaryDir directory;
    Catalog catalog(directory.filePath(QStringLiteral("catalog.sqlite")));
    const std::string prices = catalog.exportCsvText(CatalogTable::Prices);
    for (auto _ : state) {
        const ImportPreview preview = catalog.previewImport(prices);
        benchmark::DoNotOptimize(preview.rows.size());
    }
}
BENCHMARK(previewPriceImport)->Unit(benchmark::kMicrosecond);

void validateWholeCatalog(benchmark::State& state) {
    QTemporaryDir directory;
    Catalog catalog(directory.filePath(QStringLiteral("catalog.sqlite")));
    for (auto _ : state) {
        auto problems = catalog.validate();
        benchmark::DoNotOptimize(problems);
    }
}
BENCHMARK(validateWholeCatalog)->Unit(benchmark::kMicrosecond);

void recoverTruncatedCatalog(benchmark::State& state) {
    QTemporaryDir directory;
    const QString file = directory.filePath(QStringLiteral("catalog.sqlite"));
    QByteArray truncated;
    {
        { Catalog created(file); }
        QFile original(file);
        original.open(QIODevice::ReadOnly);
        truncated = original.readAll();
        truncated.truncate(truncated.size() / 2);
    }
    for (auto _ : state) {
        state.PauseTiming();
        QDir(directory.path()).removeRecursively();
        QDir().mkpath(directory.path());
        QFile damaged(file);
        damaged.open(QIODevice::WriteOnly);
        damaged.write(truncated);
        damaged.close();
        state.ResumeTiming();
        const CatalogRecovery recovery = Catalog::recoverDamaged(file);
        benchmark::DoNotOptimize(recovery.salvagedRows());
    }
}
BENCHMARK(recoverTruncatedCatalog)->Unit(benchmark::kMillisecond);

void importThousandCards(benchmark::State& state) {
    QTemporaryDir directory;
    Catalog catalog(directory.filePath(QStringLiteral("catalog.sqlite")));
    std::vector<Gpu> cards;
    for (int i = 0; i < 1000; ++i) {
        Gpu card = catalog.gpus().front();
        card.name = "Imported card " + std::to_string(i);
        cards.push_back(card);
    }
    const std::string csv = formatCatalogCsv(cards);
    for (auto _ : state) {
        const ImportResult result = catalog.importCsvText(csv); // the second run updates them all
        benchmark::DoNotOptimize(result.inserted);
    }
    state.SetItemsProcessed(state.iterations() * 1000);
}
BENCHMARK(importThousandCards)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    QCoreApplication application(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
