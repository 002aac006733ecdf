#include "gpuadvisor/core/catalog/pricebook.h"
#include "gpuadvisor/db/catalog.h"

#include "qtprinters.h"
#include "tempdir.h"

#include <QSqlDatabase>
#include <QSqlQuery>

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <tuple>

using namespace gpuadvisor;

namespace {

/// Runs statements on a file through a raw SQLite connection, as another program would.
void runRawSql(const QString& path, const QStringList& statements) {
    const QString name = QStringLiteral("raw-test-connection");
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        database.setDatabaseName(path);
        ASSERT_TRUE(database.open());
        for (const QString& statement : statements) {
            QSqlQuery query(database);
            ASSERT_TRUE(query.exec(statement)) << statement.toStdString();
        }
        database.close();
    }
    QSqlDatabase::removeDatabase(name);
}

class CatalogTest : public TempDirTest {};

} // namespace

TEST_F(CatalogTest, NewFileIsCreatedWithTheShippedData) {
    const QString file = path(QStringLiteral("new.sqlite"));
    Catalog catalog(file);
    EXPECT_TRUE(catalog.wasCreated());
    EXPECT_GE(catalog.gpus().size(), 55u);
    EXPECT_FALSE(catalog.prices().empty());
    EXPECT_FALSE(catalog.cloudOffers().empty());
    EXPECT_EQ(catalog.systemBaseCosts().size(), 4u);
    EXPECT_TRUE(QFile::exists(file));
}

// The quick check on open skips re-evaluating CHECK constraints (issue 36); the connection the
// catalog then writes through must check every write again.
TEST_F(CatalogTest, AnOpenCatalogsConnectionChecksEveryWrite) {
    const Catalog catalog(path(QStringLiteral("catalog.sqlite")));
    int connections = 0;
    for (const QString& name : QSqlDatabase::connectionNames()) {
        if (!name.startsWith(QStringLiteral("gpuadvisor-catalog-"))) {
            continue;
        }
        ++connections;
        QSqlQuery query(QSqlDatabase::database(name, false));
        ASSERT_TRUE(query.exec(QStringLiteral("PRAGMA ignore_check_constraints")) && query.next());
        EXPECT_EQ(query.value(0).toInt(), 0);
        // A price of zero breaks prices' CHECK (price_usd > 0): refused.
        EXPECT_FALSE(query.exec(
            QStringLiteral("UPDATE prices SET price_usd = 0 WHERE id = (SELECT min(id) FROM prices)")));
    }
    EXPECT_EQ(connections, 1);
    EXPECT_GT(catalog.prices().front().priceUsd, 0);
}

// The price book reads the prices in the catalog's own order (issue 36: no sort by name): the same
// rows as the list by name, each card's together, and every price the pages quote unchanged.
TEST_F(CatalogTest, PricesByCardAreTheSamePricesGroupedByCard) {
    const Catalog catalog(path(QStringLiteral("catalog.sqlite")));
    const std::vector<PriceObservation> byName = catalog.prices();
    const std::vector<PriceObservation> byCard = catalog.pricesByCard();
    const auto key = [](const PriceObservation& price) {
        return std::tuple(price.gpuName, price.condition, price.observedOn, price.source, price.priceUsd);
    };
    std::vector<std::tuple<std::string, Condition, Date, std::string, double>> first;
    std::vector<std::tuple<std::string, Condition, Date, std::string, double>> second;
    std::transform(byName.begin(), byName.end(), std::back_inserter(first), key);
    std::transform(byCard.begin(), byCard.end(), std::back_inserter(second), key);
    std::sort(first.begin(), first.end());
    std::sort(second.begin(), second.end());
    ASSERT_FALSE(first.empty());
    EXPECT_EQ(first, second);

    // Read with the cards (matched by id, no join): the same prices in the same order, to the
    // quoted currency, and the same cards as gpus().
    const Catalog::CardsAndPrices both = catalog.cardsAndPrices();
    const auto everything = [](const PriceObservation& price) {
        return std::tuple(price.gpuName, price.condition, price.observedOn, price.source, price.priceUsd,
                          price.currency, price.quotedPrice, price.usdPerUnit);
    };
    ASSERT_EQ(both.prices.size(), byCard.size());
    for (std::size_t row = 0; row < byCard.size(); ++row) {
        EXPECT_EQ(everything(both.prices[row]), everything(byCard[row])) << row << " " << byCard[row].gpuName;
    }
    const std::vector<Gpu> cards = catalog.gpus();
    ASSERT_EQ(both.gpus.size(), cards.size());
    for (std::size_t i = 0; i < cards.size(); ++i) {
        EXPECT_EQ(both.gpus[i].name, cards[i].name);
        EXPECT_EQ(both.gpus[i].launchPriceUsd, cards[i].launchPriceUsd) << cards[i].name;
        EXPECT_EQ(both.gpus[i].deviceKind, cards[i].deviceKind) << cards[i].name;
        EXPECT_EQ(both.gpus[i].cooler, cards[i].cooler) << cards[i].name;
    }

    std::set<std::string> cardsDone;
    for (std::size_t row = 0; row < byCard.size(); ++row) {
        if (row == 0 || byCard[row].gpuName != byCard[row - 1].gpuName) {
            EXPECT_TRUE(cardsDone.insert(byCard[row].gpuName).second)
                << byCard[row].gpuName << "'s prices are not all together";
        } else {
            EXPECT_LE(std::tie(byCard[row - 1].condition, byCard[row - 1].observedOn),
                      std::tie(byCard[row].condition, byCard[row].observedOn))
                << byCard[row].gpuName;
        }
    }

    const PriceBook fromNames(byName);
    const PriceBook fromCards(byCard);
    const Date asOf{std::chrono::year{2026}, std::chrono::month{11}, std::chrono::day{27}};
    std::size_t quoted = 0;
    for (const Gpu& gpu : catalog.gpus()) {
        for (const Condition condition : allConditions) {
            const PriceQuote* a = fromNames.latest(gpu.name, condition, asOf);
            const PriceQuote* b = fromCards.latest(gpu.name, condition, asOf);
            ASSERT_EQ(a == nullptr, b == nullptr) << gpu.name;
            if (a != nullptr) {
                ++quoted;
                EXPECT_EQ(a->priceUsd, b->priceUsd) << gpu.name;
                EXPECT_EQ(a->source, b->source) << gpu.name;
                EXPECT_EQ(a->count(), b->count()) << gpu.name;
            }
        }
    }
    EXPECT_GT(quoted, 50U);
}

TEST_F(CatalogTest, ReopeningKeepsTheUsersChanges) {
    const QString file = path(QStringLiteral("catalog.sqlite"));
    {
        Catalog catalog(file);
        const auto result = catalog.importCsvText("gpu_name,condition,price_usd,observed_on,source\n"
                                                  "RTX 3090,used,612,2024-03-01,my local shop\n");
        ASSERT_TRUE(result.ok());
    }
    Catalog reopened(file);
    EXPECT_FALSE(reopened.wasCreated());
    bool found = false;
    for (const auto& price : reopened.pricesFor("RTX 3090")) {
        found = found || (price.priceUsd == 612 && price.source == "my local shop");
    }
    EXPECT_TRUE(found);
}

TEST_F(CatalogTest, CardsAreFoundIgnoringCase) {
    Catalog catalog(path(QStringLiteral("c.sqlite")));
    const auto gpu = catalog.findGpu("rtx 4090");
    ASSERT_TRUE(gpu);
    EXPECT_EQ(gpu->name, "RTX 4090");
    EXPECT_FALSE(catalog.findGpu("RTX 4095"));
}

TEST_F(CatalogTest, AFileThatIsNotADatabaseIsRefusedAndLeftAlone) {
    const QByteArray garbage("this is a spreadsheet, not a database\n");
    const QString file = writeFile(QStringLiteral("garbage.sqlite"), garbage);
    try {
        Catalog catalog(file);
        FAIL() << "a garbage file was accepted";
    } catch (const CatalogError& error) {
        EXPECT_TRUE(error.message().contains(file)) << error.message();
        EXPECT_TRUE(error.message().contains(QStringLiteral("is damaged and cannot be used as a catalog")))
            << error.message();
    }
    EXPECT_EQ(readFile(QStringLiteral("garbage.sqlite")), garbage);
}

TEST_F(CatalogTest, ACatalogFromANewerVersionIsRefusedAndLeftAlone) {
    const QString file = path(QStringLiteral("newer.sqlite"));
    { Catalog catalog(file); }
    runRawSql(file, {QStringLiteral("PRAGMA user_version = 99")});
    const QByteArray before = readFile(QStringLiteral("newer.sqlite"));
    try {
        Catalog catalog(file);
        FAIL() << "a newer schema was accepted";
    } catch (const CatalogError& error) {
        EXPECT_TRUE(error.message().contains(QStringLiteral("newer"))) << error.message();
        EXPECT_TRUE(error.message().contains(QStringLiteral("99"))) << error.message();
    }
    EXPECT_EQ(readFile(QStringLiteral("newer.sqlite")), before);
}

TEST_F(CatalogTest, AnotherApplicationsDatabaseIsRefused) {
    const QString file = path(QStringLiteral("other.sqlite"));
    runRawSql(file, {QStringLiteral("CREATE TABLE notes (text TEXT)"),
                     QStringLiteral("INSERT INTO notes VALUES ('keep me')")});
    EXPECT_THROW(Catalog{file}, CatalogError);
    runRawSql(file, {QStringLiteral("SELECT text FROM notes")});
}

TEST_F(CatalogTest, AnEmptyFileIsFilledLikeANewOne) {
    const QString file = writeFile(QStringLiteral("empty.sqlite"), QByteArray());
    Catalog catalog(file);
    EXPECT_TRUE(catalog.wasCreated());
    EXPECT_GE(catalog.gpus().size(), 55u);
}

TEST_F(CatalogTest, AMissingDirectoryIsReportedAndNothingIsCreated) {
    const QString file = path(QStringLiteral("no/such/dir/catalog.sqlite"));
    try {
        Catalog catalog(file);
        FAIL() << "opened a catalog in a missing directory";
    } catch (const CatalogError& error) {
        EXPECT_TRUE(error.message().contains(QStringLiteral("does not exist"))) << error.message();
    }
    EXPECT_FALSE(QFile::exists(file));
}

TEST_F(CatalogTest, TwoCatalogsCanBeOpenAtOnce) {
    Catalog first(path(QStringLiteral("a.sqlite")));
    Catalog second(path(QStringLiteral("b.sqlite")));
    ASSERT_TRUE(second
                    .importCsvText("gpu_name,condition,price_usd,observed_on,source\n"
                                   "RTX 3060,new,299,2024-05-01,test\n")
                    .ok());
    EXPECT_EQ(first.prices().size() + 1, second.prices().size());
}
