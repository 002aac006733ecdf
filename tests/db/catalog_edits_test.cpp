#include "gpuadvisor/db/catalog.h"

#include "qtprinters.h"
#include "rawsqlite.h"
#include "tempdir.h"

#include <QSqlDatabase>
#include <QSqlQuery>

#include <gtest/gtest.h>

#include <algorithm>

#include <memory>

using namespace gpuadvisor;

namespace {

constexpr Date march1st2024{std::chrono::year{2024}, std::chrono::March, std::chrono::day{1}};

class CatalogEditsTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        m_catalog = std::make_unique<Catalog>(file());
    }
    QString file() const { return path(QStringLiteral("catalog.sqlite")); }
    Catalog& catalog() { return *m_catalog; }

    /// A stored card, failing the test if it is missing.
    Gpu card(std::string_view name) {
        const auto gpu = catalog().findGpu(name);
        EXPECT_TRUE(gpu) << name;
        return gpu.value_or(Gpu{});
    }

    /// Every table as CSV: equal snapshots mean nothing was written.
    std::string snapshot() {
        return catalog().exportCsvText(CatalogTable::Gpus) + catalog().exportCsvText(CatalogTable::Prices) +
               catalog().exportCsvText(CatalogTable::CloudOffers);
    }

    /// Rows of the prices table, counted by a connection of its own, so rows whose card is gone
    /// (which the catalog's joins would hide) are counted too.
    qint64 storedPriceRows() {
        const QString name = QStringLiteral("edits-test-raw-connection");
        qint64 count = -1;
        {
            QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            database.setDatabaseName(file());
            EXPECT_TRUE(database.open());
            QSqlQuery query(database);
            if (query.exec(QStringLiteral("SELECT count(*) FROM prices")) && query.next()) {
                count = query.value(0).toLongLong();
            }
            database.close();
        }
        QSqlDatabase::removeDatabase(name);
        return count;
    }

private:
    std::unique_ptr<Catalog> m_catalog;
};

/// The card's full CSV row, so two cards compare field by field.
std::string row(const Gpu& gpu) {
    return formatCatalogCsv(std::vector<Gpu>{gpu});
}

PriceObservation usedPrice(std::string name, double usd, std::string source = "my local shop") {
    return {std::move(name), Condition::Used, usd, march1st2024, std::move(source)};
}

/// The message of the CatalogError `edit` throws, or a failure if it throws none.
template <typename Edit> QString errorOf(Edit edit) {
    try {
        edit();
    } catch (const CatalogError& error) {
        return error.message();
    }
    ADD_FAILURE() << "no CatalogError was thrown";
    return {};
}

} // namespace

TEST_F(CatalogEditsTest, ANewCardIsAddedAndReadBack) {
    Gpu gpu = card("RTX 3080");
    gpu.name = "RTX 3080 Custom";
    gpu.memoryGb = 20;
    const auto countBefore = catalog().gpus().size();

    catalog().upsertGpu(gpu);

    EXPECT_EQ(catalog().gpus().size(), countBefore + 1);
    EXPECT_EQ(row(card("rtx 3080 custom")), row(gpu));
    EXPECT_EQ(card("RTX 3080").memoryGb, 10); // the original is untouched
}

TEST_F(CatalogEditsTest, UpsertChangesTheSpecsOfTheCardWithThatNameAndKeepsItsPrices) {
    const auto pricesBefore = catalog().pricesFor("RTX 3090");
    const auto countBefore = catalog().gpus().size();
    Gpu gpu = card("RTX 3090");
    gpu.name = "  rtx   3090 "; // matched as import matches names; this spelling is stored tidied
    gpu.bandwidthGBps = 940;

    catalog().upsertGpu(gpu);

    EXPECT_EQ(catalog().gpus().size(), countBefore);
    const Gpu stored = card("RTX 3090");
    EXPECT_EQ(stored.name, "rtx 3090");
    EXPECT_EQ(stored.bandwidthGBps, 940);
    EXPECT_EQ(catalog().pricesFor("RTX 3090").size(), pricesBefore.size());
}

TEST_F(CatalogEditsTest, AnInvalidCardIsRefusedNamingCardAndFieldsAndNothingIsWritten) {
    const std::string before = snapshot();
    Gpu gpu = card("RTX 3090");
    gpu.bandwidthGBps = -936;
    gpu.smCount = 0;

    const QString message = errorOf([&] { catalog().upsertGpu(gpu); });

    EXPECT_TRUE(message.contains(QStringLiteral("'RTX 3090'"))) << message;
    EXPECT_TRUE(message.contains(QStringLiteral("bandwidth_gbps -936"))) << message;
    EXPECT_TRUE(message.contains(QStringLiteral("sm_count"))) << message;
    EXPECT_EQ(snapshot(), before);

    gpu = card("RTX 3090");
    gpu.name = "   ";
    const QString noName = errorOf([&] { catalog().upsertGpu(gpu); });
    EXPECT_TRUE(noName.contains(QStringLiteral("name is empty"))) << noName;
    EXPECT_EQ(snapshot(), before);
}

TEST_F(CatalogEditsTest, RenamingACardKeepsItsPricesAndCloudOffers) {
    const auto prices = catalog().pricesFor("RTX 4090");
    ASSERT_FALSE(prices.empty());
    const auto offersBefore = catalog().cloudOffers();
    const auto offersOf = [&](const std::string& name) {
        return std::count_if(offersBefore.begin(), offersBefore.end(),
                             [&](const CloudOffer& offer) { return offer.gpuName == name; });
    };
    const auto rtx4090Offers = static_cast<std::size_t>(offersOf("RTX 4090"));
    ASSERT_GE(rtx4090Offers, 2u);
    Gpu gpu = card("RTX 4090");
    gpu.name = "RTX 4090 Founders Edition";

    catalog().renameGpu("rtx 4090", gpu);

    EXPECT_FALSE(catalog().findGpu("RTX 4090"));
    EXPECT_EQ(row(card("RTX 4090 Founders Edition")), row(gpu));
    EXPECT_EQ(catalog().pricesFor("RTX 4090 Founders Edition").size(), prices.size());
    std::size_t offers = 0;
    for (const auto& offer : catalog().cloudOffers()) {
        offers += offer.gpuName == "RTX 4090 Founders Edition" ? 1 : 0;
    }
    EXPECT_EQ(offers, rtx4090Offers);
    EXPECT_EQ(catalog().cloudOffers().size(), offersBefore.size());

    // Renaming back is the undo.
    gpu.name = "RTX 4090";
    catalog().renameGpu("RTX 4090 Founders Edition", gpu);
    EXPECT_EQ(catalog().pricesFor("RTX 4090").size(), prices.size());
}

TEST_F(CatalogEditsTest, RenamingOntoAnotherCardOrFromAMissingOneIsRefused) {
    const std::string before = snapshot();
    Gpu gpu = card("RTX 3080");
    gpu.name = "RTX 3090";
    const QString taken = errorOf([&] { catalog().renameGpu("RTX 3080", gpu); });
    EXPECT_TRUE(taken.contains(QStringLiteral("already exists"))) << taken;

    gpu.name = "RTX 3080 Ti Custom";
    const QString missing = errorOf([&] { catalog().renameGpu("RTX 3080 Tie", gpu); });
    EXPECT_TRUE(missing.contains(QStringLiteral("no card named 'RTX 3080 Tie'"))) << missing;
    EXPECT_EQ(snapshot(), before);
}

TEST_F(CatalogEditsTest, RemovingACardRemovesItsPriceHistory) {
    const auto prices = catalog().pricesFor("RTX 3070");
    ASSERT_FALSE(prices.empty());
    const qint64 rowsBefore = storedPriceRows();

    catalog().removeGpu("rtx 3070");

    EXPECT_FALSE(catalog().findGpu("RTX 3070"));
    EXPECT_TRUE(catalog().pricesFor("RTX 3070").empty());
    EXPECT_EQ(storedPriceRows(), rowsBefore - static_cast<qint64>(prices.size()));
}

TEST_F(CatalogEditsTest, RemovingAnUnknownCardOrOneWithCloudOffersIsRefused) {
    const std::string before = snapshot();

    const QString unknown = errorOf([&] { catalog().removeGpu("RTX 3081"); });
    EXPECT_TRUE(unknown.contains(QStringLiteral("no card named 'RTX 3081'"))) << unknown;
    EXPECT_TRUE(unknown.contains(QStringLiteral("did you mean"))) << unknown;

    // The message counts the offers, names the first three (by provider) and says how many more.
    const auto offers = catalog().cloudOffers();
    const auto offersOf = [&](const std::string& name) {
        return static_cast<int>(std::count_if(
            offers.begin(), offers.end(), [&](const CloudOffer& offer) { return offer.gpuName == name; }));
    };
    const QString offered = errorOf([&] { catalog().removeGpu("RTX 4090"); });
    EXPECT_TRUE(offered.contains(QStringLiteral("%1 cloud offer(s)").arg(offersOf("RTX 4090")))) << offered;
    EXPECT_TRUE(offered.contains(QStringLiteral("AutoDL RTX 4090 24GB"))) << offered;
    const int a100Offers = offersOf("A100 SXM4 40GB");
    ASSERT_GT(a100Offers, 3);
    const QString many = errorOf([&] { catalog().removeGpu("A100 SXM4 40GB"); });
    EXPECT_TRUE(many.contains(QStringLiteral("%1 cloud offer(s)").arg(a100Offers))) << many;
    EXPECT_TRUE(many.contains(QStringLiteral("and %1 more").arg(a100Offers - 3))) << many;
    EXPECT_EQ(snapshot(), before);
}

TEST_F(CatalogEditsTest, AnAddedPriceIsListedAndTheSameKeyReplacesIt) {
    const auto countBefore = catalog().prices().size();

    catalog().addPrice(usedPrice("rtx 3090", 612));
    catalog().addPrice(usedPrice("RTX 3090", 650, "My Local Shop")); // same key: source ignores case
    catalog().addPrice(usedPrice("RTX 3090", 700, "eBay"));          // another source: a second row

    EXPECT_EQ(catalog().prices().size(), countBefore + 2);
    std::vector<double> onThatDay;
    for (const auto& price : catalog().pricesFor("RTX 3090")) {
        if (price.observedOn == march1st2024) {
            onThatDay.push_back(price.priceUsd);
        }
    }
    EXPECT_EQ(onThatDay, (std::vector<double>{700, 650}));
}

TEST_F(CatalogEditsTest, EditsFindTheCardIgnoringCaseAndExtraSpaces) {
    const auto pricesBefore = catalog().pricesFor("RTX 3090").size();
    catalog().addPrice(usedPrice("  rtx   3090 ", 612));
    EXPECT_EQ(catalog().pricesFor("RTX 3090").size(), pricesBefore + 1);

    catalog().removePrice(" RTX  3090", Condition::Used, march1st2024, "my local shop");
    EXPECT_EQ(catalog().pricesFor("RTX 3090").size(), pricesBefore);

    Gpu renamed = card("RTX 3070");
    renamed.name = "RTX 3070 (renamed)";
    catalog().renameGpu("  rtx\t3070 ", renamed);
    EXPECT_TRUE(catalog().findGpu("RTX 3070 (renamed)"));

    catalog().removeGpu(" rtx   3070 (RENAMED) ");
    EXPECT_FALSE(catalog().findGpu("RTX 3070 (renamed)"));
}

TEST_F(CatalogEditsTest, AnInvalidPriceOrOneOfAnUnknownCardWritesNothing) {
    const std::string before = snapshot();

    const QString negative = errorOf([&] { catalog().addPrice(usedPrice("RTX 3090", -612)); });
    EXPECT_TRUE(negative.contains(QStringLiteral("'RTX 3090'"))) << negative;
    EXPECT_TRUE(negative.contains(QStringLiteral("price_usd -612"))) << negative;

    PriceObservation future = usedPrice("RTX 3090", 612);
    future.observedOn = Date{std::chrono::year{2999}, std::chrono::January, std::chrono::day{1}};
    const QString late = errorOf([&] { catalog().addPrice(future); });
    EXPECT_TRUE(late.contains(QStringLiteral("observed_on 2999-01-01"))) << late;

    const QString unknown = errorOf([&] { catalog().addPrice(usedPrice("RTX 3091", 612)); });
    EXPECT_TRUE(unknown.contains(QStringLiteral("no card named 'RTX 3091'"))) << unknown;
    EXPECT_EQ(snapshot(), before);
}

TEST_F(CatalogEditsTest, RemovingAPriceRemovesOnlyThatObservation) {
    catalog().addPrice(usedPrice("RTX 3090", 612));
    catalog().addPrice(usedPrice("RTX 3090", 700, "eBay"));
    const auto countBefore = catalog().prices().size();

    catalog().removePrice("rtx 3090", Condition::Used, march1st2024, "MY LOCAL SHOP");

    EXPECT_EQ(catalog().prices().size(), countBefore - 1);
    bool ebayKept = false;
    for (const auto& price : catalog().pricesFor("RTX 3090")) {
        EXPECT_NE(price.source, "my local shop");
        ebayKept = ebayKept || (price.source == "eBay" && price.observedOn == march1st2024);
    }
    EXPECT_TRUE(ebayKept);

    const QString again =
        errorOf([&] { catalog().removePrice("RTX 3090", Condition::Used, march1st2024, "my local shop"); });
    EXPECT_TRUE(again.contains(QStringLiteral("no such price observation"))) << again;
    EXPECT_EQ(catalog().prices().size(), countBefore - 1);
}

// The launch price has one source of truth, the price history: the first new price on record
// up to the year after release. The stored column only counts for a card without one.
TEST_F(CatalogEditsTest, TheLaunchPriceIsTheFirstNewPriceOnRecord) {
    Gpu gpu = card("RTX 3080");
    gpu.name = "RTX 3080 Custom";
    gpu.releaseYear = 2020;
    gpu.launchPriceUsd = 999;
    catalog().upsertGpu(gpu);
    EXPECT_EQ(card("RTX 3080 Custom").launchPriceUsd, 999); // no price yet: the typed one

    const auto newPrice = [](double usd, int year, unsigned month, unsigned day) {
        return PriceObservation{
            "RTX 3080 Custom", Condition::New, usd,
            Date{std::chrono::year{year}, std::chrono::month{month}, std::chrono::day{day}},
            "test shop " + std::to_string(usd)};
    };
    catalog().addPrice(newPrice(1200, 2020, 10, 1));
    EXPECT_EQ(card("RTX 3080 Custom").launchPriceUsd, 1200);
    catalog().addPrice(newPrice(1100, 2020, 10, 1)); // the same day: the cheaper one, whatever the order
    EXPECT_EQ(card("RTX 3080 Custom").launchPriceUsd, 1100);
    catalog().addPrice(newPrice(1500, 2021, 12, 31)); // later: not the launch
    catalog().addPrice(newPrice(500, 2022, 1, 1));    // after the year after release: never the launch
    catalog().addPrice(PriceObservation{"RTX 3080 Custom", Condition::Used, 300, march1st2024, "eBay"});
    EXPECT_EQ(card("RTX 3080 Custom").launchPriceUsd, 1100);
    const auto listed = catalog().gpus();
    const auto found = std::find_if(listed.begin(), listed.end(),
                                    [](const Gpu& listedGpu) { return listedGpu.name == "RTX 3080 Custom"; });
    ASSERT_NE(found, listed.end());
    EXPECT_EQ(found->launchPriceUsd, 1100);
}

// The first new price counts up to the last day of the year after release, not a day later; and
// every reader of a card (the list, one card, the import preview) applies the same rule.
TEST_F(CatalogEditsTest, TheLaunchPriceCountsUpToTheEndOfTheYearAfterRelease) {
    const auto addCard = [&](const std::string& name, double typedLaunchUsd) {
        Gpu gpu = card("RTX 3080");
        gpu.name = name;
        gpu.releaseYear = 2020;
        gpu.launchPriceUsd = typedLaunchUsd;
        catalog().upsertGpu(gpu);
    };
    addCard("Late Launch", 999);
    addCard("Too Late", 888);
    const auto newPrice = [](std::string name, double usd, Date day) {
        return PriceObservation{std::move(name), Condition::New, usd, day, "test shop"};
    };
    catalog().addPrice(newPrice("Late Launch", 1250,
                                Date{std::chrono::year{2021}, std::chrono::December, std::chrono::day{31}}));
    catalog().addPrice(
        newPrice("Too Late", 700, Date{std::chrono::year{2022}, std::chrono::January, std::chrono::day{1}}));
    EXPECT_EQ(card("Late Launch").launchPriceUsd, 1250); // first sold new in the year after release
    EXPECT_EQ(card("Too Late").launchPriceUsd, 888);     // first sold new two years on: the typed price
    // A used price is no launch price, even the card's first and cheapest on its first new day.
    addCard("Used First", 777);
    catalog().addPrice(PriceObservation{
        "Used First", Condition::Used, 400,
        Date{std::chrono::year{2020}, std::chrono::March, std::chrono::day{1}}, "test shop"});
    EXPECT_EQ(card("Used First").launchPriceUsd, 777);
    catalog().addPrice(PriceObservation{
        "Late Launch", Condition::Used, 600,
        Date{std::chrono::year{2021}, std::chrono::December, std::chrono::day{31}}, "test shop"});
    EXPECT_EQ(card("Late Launch").launchPriceUsd, 1250);
    // Every reader gives the same launch prices: the list, one card, the list read with the prices.
    const std::vector<Gpu> listed = catalog().gpus();
    const std::vector<Gpu> withPrices = catalog().cardsAndPrices().gpus;
    ASSERT_EQ(listed.size(), withPrices.size());
    for (std::size_t i = 0; i < listed.size(); ++i) {
        EXPECT_EQ(listed[i].launchPriceUsd, card(listed[i].name).launchPriceUsd) << listed[i].name;
        EXPECT_EQ(withPrices[i].name, listed[i].name);
        EXPECT_EQ(withPrices[i].launchPriceUsd, listed[i].launchPriceUsd) << listed[i].name;
    }
    // An export holds the launch prices the catalog shows; importing it back changes nothing.
    const std::string exported = catalog().exportCsvText(CatalogTable::Gpus);
    EXPECT_NE(exported.find("Late Launch"), std::string::npos);
    const ImportPreview preview = catalog().previewImport(exported);
    ASSERT_TRUE(preview.rejected.empty());
    EXPECT_EQ(preview.count(ImportChange::Unchanged), preview.rows.size());
}

// Shipped gpus.csv and prices.csv cannot drift apart: the stored column of every shipped card
// (from gpus.csv) equals the launch price its price history gives.
TEST_F(CatalogEditsTest, ShippedLaunchPricesAgreeWithTheShippedPriceHistory) {
    int checked = 0;
    for (const Gpu& gpu : catalog().gpus()) {
        const QVariant stored =
            rawQuery(file(), QStringLiteral("SELECT launch_price_usd FROM gpus WHERE name = '%1'")
                                 .arg(QString::fromStdString(gpu.name)));
        // Devices whose maker published no price (AMD's Instinct line) have none in either file.
        EXPECT_EQ(stored.isNull(), !gpu.launchPriceUsd.has_value()) << gpu.name;
        if (gpu.launchPriceUsd) {
            EXPECT_EQ(stored.toDouble(), *gpu.launchPriceUsd) << gpu.name;
        }
        ++checked;
    }
    EXPECT_GT(checked, 50);
}

TEST_F(CatalogEditsTest, AReopenedCatalogSeesTheEdits) {
    Gpu custom = card("RTX 3080");
    custom.name = "RTX 3080 Custom";
    catalog().upsertGpu(custom);
    catalog().addPrice(usedPrice("RTX 3080 Custom", 450));
    catalog().removeGpu("RTX 3070");

    const Catalog reopened(file());

    EXPECT_FALSE(reopened.wasCreated());
    const auto gpu = reopened.findGpu("RTX 3080 Custom");
    ASSERT_TRUE(gpu);
    EXPECT_EQ(row(*gpu), row(custom));
    const auto prices = reopened.pricesFor("RTX 3080 Custom");
    ASSERT_EQ(prices.size(), 1u);
    EXPECT_EQ(prices[0].priceUsd, 450);
    EXPECT_FALSE(reopened.findGpu("RTX 3070"));
}
