// Upgrading a catalog made by an earlier version: this version's new and changed shipped rows
// arrive, the user's rows and edits stay, in one transaction after a backup.

#include "gpuadvisor/db/catalog.h"

#include "qtprinters.h"
#include "rawsqlite.h"
#include "tempdir.h"

#include <QCryptographicHash>
#include <QFile>

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <set>

using namespace gpuadvisor;

namespace {

using std::chrono::day;
using std::chrono::year;

/// A schema-3 catalog written by the previous version's gpu-advisor-cli, with the user's edits
/// (tests/db/data/README.md says how it was made).
const QString fixture = QStringLiteral(GPUADVISOR_TEST_DATA_DIR "/catalog-v3-with-user-edits.sqlite");

CatalogCsvContent shipped(const QString& file) {
    QFile resource(QStringLiteral(":/catalog/") + file);
    EXPECT_TRUE(resource.open(QIODevice::ReadOnly));
    const QByteArray text = resource.readAll();
    CatalogCsvParse parsed =
        parseCatalogCsv(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                        Date{year{9999}, std::chrono::December, day{31}});
    EXPECT_TRUE(parsed.ok());
    return parsed.content;
}

template <typename Row> std::set<std::string> keysOf(const std::vector<Row>& rows) {
    std::set<std::string> keys;
    for (const Row& row : rows) {
        keys.insert(catalogRowKey(row));
    }
    return keys;
}

const PriceObservation* findPrice(const std::vector<PriceObservation>& prices,
                                  const PriceObservation& wanted) {
    const auto match = std::find_if(prices.begin(), prices.end(), [&](const PriceObservation& price) {
        return catalogRowKey(price) == catalogRowKey(wanted);
    });
    return match == prices.end() ? nullptr : &*match;
}

class ShippedUpdateTest : public TempDirTest {
protected:
    QString file() const { return path(QStringLiteral("catalog.sqlite")); }
    void copyFixture() const { ASSERT_TRUE(QFile::copy(fixture, file())); }
};

/// The user's edits in the fixture.
const PriceObservation editedShippedPrice{"RTX 3090", Condition::Used, 555,
                                          Date{year{2025}, std::chrono::June, day{15}},
                                          "eBay used, mid-2025 (estimate)"};
const PriceObservation usersOwnPrice{"RTX 4090", Condition::Used, 1650,
                                     Date{year{2025}, std::chrono::October, day{1}}, "Our lab purchase"};
const PriceObservation deletedShippedPrice{"RTX 2080 Ti", Condition::New, 1199,
                                           Date{year{2018}, std::chrono::September, day{27}},
                                           "NVIDIA launch MSRP (Founders Edition 1199)"};

} // namespace

TEST_F(ShippedUpdateTest, AVersion3CatalogWithUserEditsGetsTheNewDataWithoutLosingAnEdit) {
    copyFixture();
    const QByteArray before = sha256(file());
    std::vector<PriceObservation> oldPrices;
    std::size_t oldOffers = 0;
    std::size_t oldBenchmarks = 0;
    {
        const Catalog old(fixture, CatalogAccess::ReadOnly);
        ASSERT_EQ(old.gpus().size(), 76u); // 75 shipped and the user's "Lab Prototype X"
        oldPrices = old.prices();
        oldOffers = old.cloudOffers().size();
        oldBenchmarks = old.benchmarks().size();
    }
    ASSERT_EQ(rawQuery(file(), QStringLiteral("PRAGMA user_version")).toInt(), 3);

    const Catalog catalog(file());
    ASSERT_TRUE(catalog.shippedUpdate());
    const ShippedUpdate& update = *catalog.shippedUpdate();
    EXPECT_EQ(rawQuery(file(), QStringLiteral("PRAGMA user_version")).toInt(),
              Catalog::currentSchemaVersion());
    // Schema 6's index, which a ranking reads its benchmark rows through.
    EXPECT_EQ(
        rawQuery(file(), QStringLiteral("SELECT sql FROM sqlite_master WHERE name = "
                                        "'benchmarks_by_task'"))
            .toString()
            .trimmed(),
        QStringLiteral("CREATE INDEX benchmarks_by_task ON benchmarks (task, workload, gpu_count, gpu_id)"));

    // The file as it was is kept beside it, byte for byte.
    EXPECT_EQ(QString::fromStdString(update.backupPath), file() + QStringLiteral(".schema-v3.bak"));
    EXPECT_EQ(sha256(QString::fromStdString(update.backupPath)), before);

    // Every card the user did not touch is now exactly this version's shipped card; the two
    // the user edited keep the user's values, even the A40 whose shipped row changed since.
    const CatalogCsvContent cards = shipped(QStringLiteral("gpus.csv"));
    for (const Gpu& card : cards.gpus) {
        const auto stored = catalog.findGpu(card.name);
        ASSERT_TRUE(stored) << card.name;
        if (card.name == "RTX 3090") {
            EXPECT_EQ(stored->boardPowerWatts, 300);
        } else if (card.name == "A40") {
            EXPECT_EQ(stored->boardPowerWatts, 280);
        } else {
            EXPECT_EQ(catalogRowText(*stored), catalogRowText(card)) << card.name;
        }
    }
    ASSERT_TRUE(catalog.findGpu("Lab Prototype X"));
    EXPECT_EQ(catalog.gpus().size(), cards.gpus.size() + 1);
    EXPECT_EQ(update.of(CatalogTable::Gpus).keptUsers, 2u);
    EXPECT_EQ(update.of(CatalogTable::Gpus).added, 43u); // the 2026 devices of other vendors (issue 34)
    // The fixture's version shipped 13 cards with another launch price or spec; one is the A40.
    EXPECT_EQ(update.of(CatalogTable::Gpus).updated, 12u);

    // Prices: every shipped price the file lacked arrives, except the one the user deleted; the
    // price the user edited keeps the user's value; the user's own prices stay.
    const std::vector<PriceObservation> prices = catalog.prices();
    const std::set<std::string> oldKeys = keysOf(oldPrices);
    std::size_t expectedNew = 0;
    for (const PriceObservation& price : shipped(QStringLiteral("prices.csv")).prices) {
        const PriceObservation* stored = findPrice(prices, price);
        if (catalogRowKey(price) == catalogRowKey(deletedShippedPrice)) {
            EXPECT_EQ(stored, nullptr);
            continue;
        }
        ASSERT_NE(stored, nullptr) << price.gpuName << " " << price.source;
        EXPECT_EQ(stored->priceUsd,
                  catalogRowKey(price) == catalogRowKey(editedShippedPrice) ? 555.0 : price.priceUsd);
        expectedNew += oldKeys.contains(catalogRowKey(price)) ? 0 : 1;
    }
    ASSERT_GT(expectedNew, 40u); // the 2026 refresh
    EXPECT_EQ(update.of(CatalogTable::Prices).added, expectedNew);
    EXPECT_EQ(update.of(CatalogTable::Prices).keptUsers, 1u);
    EXPECT_EQ(update.of(CatalogTable::Prices).keptDeleted, 1u);
    EXPECT_EQ(prices.size(), oldPrices.size() + expectedNew);
    ASSERT_NE(findPrice(prices, usersOwnPrice), nullptr);
    EXPECT_EQ(findPrice(prices, usersOwnPrice)->priceUsd, 1650);
    EXPECT_EQ(catalog.pricesFor("Lab Prototype X").size(), 1u);

    // Cloud offers had no edits: all new ones arrive, and so do the 35 CUDA rows of the 2025 llama.cpp
    // scoreboard and its 56 rows of other backends and 2026 devices (the version-3 catalog had the
    // other benchmarks already).
    const std::size_t shippedOffers = shipped(QStringLiteral("cloud_offers.csv")).cloudOffers.size();
    EXPECT_EQ(update.of(CatalogTable::CloudOffers).added, shippedOffers - oldOffers);
    EXPECT_EQ(catalog.cloudOffers().size(), shippedOffers);
    EXPECT_EQ(update.of(CatalogTable::Benchmarks).added, 91u);
    EXPECT_EQ(catalog.benchmarks().size(), oldBenchmarks + 91);
    EXPECT_TRUE(update.changedRows());
    EXPECT_TRUE(update.keptUsersRows());
}

TEST_F(ShippedUpdateTest, TheUpdateHappensOnceAndLaterOpensChangeNothing) {
    copyFixture();
    { const Catalog first(file()); }
    const QByteArray after = sha256(file());
    {
        const Catalog second(file());
        EXPECT_FALSE(second.shippedUpdate());
    }
    EXPECT_EQ(sha256(file()), after);
    EXPECT_FALSE(QFile::exists(file() + QStringLiteral(".before-update.bak")));
}

TEST_F(ShippedUpdateTest, AFailingUpdateLeavesTheCatalogAsItWas) {
    copyFixture();
    // A catalog whose price table refuses new rows: the merge fails half way through.
    {
        RawConnection raw(file());
        raw.exec(QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON prices BEGIN SELECT RAISE(ABORT, "
                                "'refused'); END"));
    }
    const QByteArray before = sha256(file());
    EXPECT_THROW(Catalog{file()}, CatalogError);
    EXPECT_EQ(sha256(file()), before);
    EXPECT_EQ(rawQuery(file(), QStringLiteral("PRAGMA user_version")).toInt(), 3);
}

TEST_F(ShippedUpdateTest, ANewVersionWithTheSameSchemaMergesItsDataAndKeepsTheUsersRows) {
    // A catalog as an earlier version with the same schema left it: that version shipped the
    // RTX 4090 at 400 W and had no price of the RTX 4080 on 2026-01-20; the user edited the
    // RTX 3060 and deleted one shipped price.
    const PriceObservation notYetShipped = [this] {
        const Catalog fresh(path(QStringLiteral("fresh.sqlite")));
        const auto prices = fresh.pricesFor("RTX 4080");
        EXPECT_FALSE(prices.empty());
        return prices.back();
    }();
    PriceObservation deleted;
    {
        Catalog catalog(file());
        EXPECT_FALSE(catalog.shippedUpdate()); // a new catalog is not an update
        Gpu card = *catalog.findGpu("RTX 3060");
        card.boardPowerWatts = 150;
        catalog.upsertGpu(card);
        deleted = catalog.pricesFor("GTX 1080 Ti").front();
        catalog.removePrice(deleted.gpuName, deleted.condition, deleted.observedOn, deleted.source);
        Gpu olderShipping = *catalog.findGpu("RTX 4090");
        olderShipping.boardPowerWatts = 400;
        RawConnection raw(file());
        raw.exec(QStringLiteral("UPDATE gpus SET board_power_w = 400 WHERE name = 'RTX 4090'"));
        raw.exec(QStringLiteral("UPDATE shipped_rows SET row_text = '%1' WHERE table_name = 'gpus' AND "
                                "row_key = 'rtx 4090'")
                     .arg(QString::fromStdString(catalogRowText(olderShipping))
                              .replace(QLatin1Char('\''), QStringLiteral("''"))));
        raw.exec(QStringLiteral("DELETE FROM shipped_rows WHERE table_name = 'gpus' AND row_key = 'rtx 4090' "
                                "AND row_text NOT LIKE '%,400,%'"));
        const QString key = QString::fromStdString(catalogRowKey(notYetShipped));
        raw.exec(
            QStringLiteral("DELETE FROM prices WHERE observed_on = '%1' AND gpu_id = (SELECT id FROM gpus "
                           "WHERE name = 'RTX 4080') AND source = '%2'")
                .arg(QString::fromStdString(formatIsoDate(notYetShipped.observedOn)),
                     QString::fromStdString(notYetShipped.source)
                         .replace(QLatin1Char('\''), QStringLiteral("''"))));
        raw.exec(QStringLiteral("DELETE FROM shipped_rows WHERE table_name = 'prices' AND row_key = '%1'")
                     .arg(QString(key).replace(QLatin1Char('\''), QStringLiteral("''"))));
        raw.exec(QStringLiteral("UPDATE catalog_info SET value = 'earlier' WHERE name = 'shipped_data'"));
    }
    ASSERT_EQ(
        rawQuery(file(), QStringLiteral("SELECT board_power_w FROM gpus WHERE name = 'RTX 4090'")).toInt(),
        400);
    const QByteArray before = sha256(file());

    const Catalog catalog(file());
    ASSERT_TRUE(catalog.shippedUpdate());
    const ShippedUpdate& update = *catalog.shippedUpdate();
    EXPECT_EQ(QString::fromStdString(update.backupPath), file() + QStringLiteral(".before-update.bak"));
    EXPECT_EQ(sha256(QString::fromStdString(update.backupPath)), before);

    EXPECT_EQ(catalog.findGpu("RTX 4090")->boardPowerWatts, 450); // the shipped row, updated
    EXPECT_EQ(catalog.findGpu("RTX 3060")->boardPowerWatts, 150); // the user's edit, kept
    EXPECT_EQ(update.of(CatalogTable::Gpus).updated, 1u);
    EXPECT_EQ(update.of(CatalogTable::Gpus).keptUsers, 1u);
    EXPECT_EQ(update.of(CatalogTable::Prices).added, 1u);
    EXPECT_EQ(update.of(CatalogTable::Prices).keptDeleted, 1u);
    EXPECT_NE(findPrice(catalog.prices(), notYetShipped), nullptr);
    EXPECT_EQ(findPrice(catalog.prices(), deleted), nullptr);
    EXPECT_EQ(
        describeShippedUpdate(update),
        "1 new price; 1 card updated; kept your own version of 1 row; 1 row you deleted stayed deleted");
}

TEST_F(ShippedUpdateTest, TheShippedDataFingerprintIsTheHashOfTheShippedFiles) {
    // Worked out at build time, it must still be the hash of the files this build ships: a
    // catalog made from other data would otherwise count as up to date and miss the new rows.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const char* name :
         {"gpus.csv", "system_costs.csv", "prices.csv", "cloud_offers.csv", "benchmarks.csv"}) {
        QFile resource(QStringLiteral(":/catalog/") + QLatin1String(name));
        ASSERT_TRUE(resource.open(QIODevice::ReadOnly)) << name;
        hash.addData(resource.readAll());
    }
    const QString expected = QString::fromLatin1(hash.result().toHex().left(16));
    { Catalog catalog(file()); }
    EXPECT_EQ(rawQuery(file(), QStringLiteral("SELECT value FROM catalog_info WHERE name = 'shipped_data'")),
              expected);
    // And a catalog that holds it is not merged again.
    Catalog again(file());
    EXPECT_FALSE(again.shippedUpdate().has_value());
}
