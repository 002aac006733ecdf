#include "manyprices.h"

#include "benchsupport.h"
#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/db/catalog.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace gpuadvisor::bench {
namespace {

constexpr int moreFiles = 5;
constexpr int morePricesPerFile = 1000;

[[noreturn]] void fail(const std::string& message) {
    std::fprintf(stderr, "many prices: %s\n", message.c_str());
    std::exit(1);
}

Date daysAgo(int days) {
    const auto today = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
    return Date{today - std::chrono::days(days)};
}

/// A price that wanders by day and card between 0.85 and 1.15 of the launch price (0.6 of that
/// used), to the cent.
PriceObservation price(const Gpu& card, std::size_t cardIndex, Condition condition, int day,
                       std::string source) {
    const double base = card.launchPriceUsd.value_or(1000);
    const double wander =
        0.85 + 0.3 * static_cast<double>((day * 37 + static_cast<int>(cardIndex) * 11) % 101) / 100;
    const double usd = base * wander * (condition == Condition::Used ? 0.6 : 1.0);
    PriceObservation observation;
    observation.gpuName = card.name;
    observation.condition = condition;
    observation.priceUsd = std::round(usd * 100) / 100;
    observation.observedOn = daysAgo(day);
    observation.source = std::move(source);
    return observation;
}

void import(Catalog& catalog, const std::string& csv) {
    const ImportResult result = catalog.importCsvText(csv);
    if (!result.ok()) {
        fail("the generated CSV was refused: " + result.errors.front().describe());
    }
}

QString& givenDirectory() {
    static QString directory;
    return directory;
}

} // namespace

ManyPricesFiles manyPricesFilesIn(const QString& directory) {
    const QDir dir(directory);
    ManyPricesFiles files{dir.filePath(QStringLiteral("many-prices.sqlite")), {}};
    for (int file = 1; file <= moreFiles; ++file) {
        files.morePrices << dir.filePath(QStringLiteral("more-prices-%1.csv").arg(file));
    }
    return files;
}

ManyPricesFiles makeManyPricesCatalog(const QString& directory, int rows) {
    const ManyPricesFiles files = manyPricesFilesIn(directory);
    QFile::remove(files.catalog);
    Catalog catalog(files.catalog);
    const std::vector<Gpu> cards = catalog.gpus();

    // Newest first, one day at a time, every card new and used: 1,600 days for 75 cards.
    std::vector<PriceObservation> prices;
    prices.reserve(static_cast<std::size_t>(rows));
    for (int day = 2; static_cast<int>(prices.size()) < rows; ++day) {
        for (std::size_t card = 0; card < cards.size() && static_cast<int>(prices.size()) < rows; ++card) {
            for (const Condition condition : {Condition::New, Condition::Used}) {
                if (static_cast<int>(prices.size()) < rows) {
                    prices.push_back(
                        price(cards[card], card, condition, day, "Shop " + std::to_string(day % 3 + 1)));
                }
            }
        }
    }
    import(catalog, formatCatalogCsv(prices));

    // Yesterday's prices from another shop per file: each import adds 1,000 rows.
    for (int file = 0; file < moreFiles; ++file) {
        std::vector<PriceObservation> more;
        for (std::size_t card = 0; static_cast<int>(more.size()) < morePricesPerFile; ++card) {
            const std::size_t index = card % cards.size();
            const Condition condition = (card / cards.size()) % 2 == 0 ? Condition::New : Condition::Used;
            more.push_back(
                price(cards[index], index, condition, 1,
                      "Shop " + std::to_string(10 + file) + "-" + std::to_string(card / (2 * cards.size()))));
        }
        QFile out(files.morePrices[file]);
        const std::string text = formatCatalogCsv(more);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            out.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())) {
            fail("cannot write " + files.morePrices[file].toStdString());
        }
    }
    return files;
}

bool parseManyPricesOptions(int& argc, char** argv) {
    const QString writeTo =
        takeCatalogDirectoryOptions(argc, argv, "--many-prices=", "--write-many-prices=", givenDirectory());
    if (writeTo.isEmpty()) {
        return false;
    }
    QDir().mkpath(writeTo);
    const ManyPricesFiles files = makeManyPricesCatalog(writeTo);
    std::printf("%s\n%s\n", qPrintable(files.catalog), qPrintable(files.morePrices.join(QLatin1Char('\n'))));
    return true;
}

const ManyPricesFiles& manyPricesCatalog() {
    static std::unique_ptr<QTemporaryDir> temporary;
    static const ManyPricesFiles files = [] {
        if (!givenDirectory().isEmpty()) {
            const ManyPricesFiles existing = manyPricesFilesIn(givenDirectory());
            if (!QFile::exists(existing.catalog)) {
                fail(existing.catalog.toStdString() + " does not exist (make it with --write-many-prices)");
            }
            return existing;
        }
        temporary = std::make_unique<QTemporaryDir>();
        if (!temporary->isValid()) {
            fail("no temporary directory");
        }
        std::fprintf(stderr, "many prices: making %d prices in %s ...\n", manyPricesRows,
                     qPrintable(temporary->path()));
        return makeManyPricesCatalog(temporary->path());
    }();
    return files;
}

} // namespace gpuadvisor::bench
