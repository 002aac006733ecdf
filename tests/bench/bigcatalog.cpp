#include "bigcatalog.h"

#include "benchsupport.h"
#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/db/catalog.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace gpuadvisor::bench {
namespace {

[[noreturn]] void fail(const std::string& message) {
    std::fprintf(stderr, "big catalog: %s\n", message.c_str());
    std::exit(1);
}

/// "RTX 4090 X000042": the shipped card's name with a number, unique per copy.
std::string copyName(const std::string& shippedName, int number, char letter = 'X') {
    char digits[16];
    std::snprintf(digits, sizeof digits, "%06d", number);
    return shippedName + ' ' + letter + digits;
}

void writeFile(const QString& path, const std::string& text) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())) {
        fail("cannot write " + path.toStdString());
    }
}

void import(Catalog& catalog, const std::string& csv) {
    const ImportResult result = catalog.importCsvText(csv);
    if (!result.ok()) {
        fail("the generated CSV was refused: " + result.errors.front().describe());
    }
}

PriceObservation price(std::string name, double usd, int month) {
    PriceObservation observation;
    observation.gpuName = std::move(name);
    observation.condition = Condition::New;
    observation.priceUsd = usd;
    observation.observedOn =
        Date{std::chrono::year{2024}, std::chrono::month{static_cast<unsigned>(month)}, std::chrono::day{15}};
    observation.source = "bench";
    return observation;
}

} // namespace

BigCatalogFiles bigCatalogFilesIn(const QString& directory) {
    const QDir dir(directory);
    return {dir.filePath(QStringLiteral("big.sqlite")), dir.filePath(QStringLiteral("prices-unknown.csv")),
            dir.filePath(QStringLiteral("prices-known.csv"))};
}

BigCatalogFiles makeBigCatalog(const QString& directory, int cards) {
    const BigCatalogFiles files = bigCatalogFilesIn(directory);
    QFile::remove(files.catalog);
    Catalog catalog(files.catalog);
    const std::vector<Gpu> shipped = catalog.gpus();

    std::vector<Gpu> copies;
    std::vector<PriceObservation> prices;
    copies.reserve(static_cast<std::size_t>(cards));
    prices.reserve(static_cast<std::size_t>(cards));
    for (int i = 0; i < cards; ++i) {
        Gpu card = shipped[static_cast<std::size_t>(i) % shipped.size()];
        card.name = copyName(card.name, i);
        prices.push_back(price(card.name, card.launchPriceUsd.value_or(1000) * 0.9, 1));
        copies.push_back(std::move(card));
    }
    import(catalog, formatCatalogCsv(copies));
    import(catalog, formatCatalogCsv(prices));

    // Every 100th card: mistyped (X -> Z, a card the catalog lacks) and as it is.
    std::vector<PriceObservation> unknown;
    std::vector<PriceObservation> known;
    for (int i = 0; i < cards && known.size() < 1000; i += std::max(1, cards / 1000)) {
        const Gpu& original = shipped[static_cast<std::size_t>(i) % shipped.size()];
        unknown.push_back(price(copyName(original.name, i, 'Z'), 999, 2));
        known.push_back(price(copyName(original.name, i), 999, 2));
    }
    writeFile(files.unknownPrices, formatCatalogCsv(unknown));
    writeFile(files.knownPrices, formatCatalogCsv(known));
    // Stored already, so that every import of the known file replaces the same 1,000 rows.
    import(catalog, formatCatalogCsv(known));
    return files;
}

namespace {

QString& givenDirectory() {
    static QString directory;
    return directory;
}

} // namespace

const BigCatalogFiles& bigCatalog() {
    static std::unique_ptr<QTemporaryDir> temporary;
    static const BigCatalogFiles files = [] {
        if (!givenDirectory().isEmpty()) {
            const BigCatalogFiles existing = bigCatalogFilesIn(givenDirectory());
            if (!QFile::exists(existing.catalog)) {
                fail(existing.catalog.toStdString() + " does not exist (make it with --write-big-catalog)");
            }
            return existing;
        }
        temporary = std::make_unique<QTemporaryDir>();
        if (!temporary->isValid()) {
            fail("no temporary directory");
        }
        std::fprintf(stderr, "big catalog: making %d cards in %s ...\n", bigCatalogCards,
                     qPrintable(temporary->path()));
        return makeBigCatalog(temporary->path());
    }();
    return files;
}

bool parseBigCatalogOptions(int& argc, char** argv) {
    const QString writeTo =
        takeCatalogDirectoryOptions(argc, argv, "--big-catalog=", "--write-big-catalog=", givenDirectory());
    if (writeTo.isEmpty()) {
        return false;
    }
    QDir().mkpath(writeTo);
    const BigCatalogFiles files = makeBigCatalog(writeTo);
    std::printf("%s\n%s\n%s\n", qPrintable(files.catalog), qPrintable(files.unknownPrices),
                qPrintable(files.knownPrices));
    return true;
}

int runBigCatalogBenchmarks(int argc, char** argv) {
    if (parseBigCatalogOptions(argc, argv)) {
        return 0;
    }
    benchmark::Initialize(&argc, argv);
    bigCatalog(); // made before the first timing
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

} // namespace gpuadvisor::bench
