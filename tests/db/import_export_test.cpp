#include "gpuadvisor/db/catalog.h"

#include "qtprinters.h"
#include "shippedcatalogfile.h"
#include "tempdir.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpuadvisor;

namespace {

class ImportExportTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        m_catalog = std::make_unique<Catalog>(
            gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite"))));
    }
    Catalog& catalog() { return *m_catalog; }

private:
    std::unique_ptr<Catalog> m_catalog;
};

std::string replaceOnce(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

std::size_t lineOf(const std::string& text, const std::string& needle) {
    const auto at = text.find(needle);
    return static_cast<std::size_t>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n')) + 1;
}

} // namespace

TEST_F(ImportExportTest, OneBadRowMeansNothingIsImportedAndTheRowIsNamed) {
    const std::string before = catalog().exportCsvText(CatalogTable::Gpus);
    // A good edit (RTX 3060 launch price), a bad one (RTX 4090 memory), and a new card.
    std::string edited = replaceOnce(before, "RTX 3060,NVIDIA,Ampere,consumer,2021,12,",
                                     "RTX 3060,NVIDIA,Ampere,consumer,2021,16,");
    edited = replaceOnce(edited, "RTX 4090,NVIDIA,Ada,consumer,2022,24,",
                         "RTX 4090,NVIDIA,Ada,consumer,2022,-24,");
    const std::string newCard =
        replaceOnce(edited.substr(edited.find("RTX 3060,")), "RTX 3060,", "RTX 3060 Custom,");
    edited += newCard.substr(0, newCard.find('\n') + 1);
    const QString file = writeFile(QStringLiteral("edited.csv"), QByteArray::fromStdString(edited));

    const ImportResult result = catalog().importCsvFile(file);

    ASSERT_EQ(result.errors.size(), 1u);
    EXPECT_EQ(result.errors[0].line, lineOf(edited, "RTX 4090,"));
    EXPECT_EQ(result.errors[0].column, "memory_gb");
    EXPECT_EQ(catalog().exportCsvText(CatalogTable::Gpus), before);
    EXPECT_FALSE(catalog().findGpu("RTX 3060 Custom"));
}

TEST_F(ImportExportTest, GoodRowsAreAddedOrReplaceRowsWithTheSameKey) {
    const std::string prices = "gpu_name,condition,price_usd,observed_on,source\n"
                               "rtx 3090,used,700,2024-02-01,eBay\n"
                               "RTX 3090,used,650,2024-03-01,eBay\n";
    ASSERT_TRUE(catalog().importCsvText(prices).ok());
    const ImportResult again = catalog().importCsvText("gpu_name,condition,price_usd,observed_on,source\n"
                                                       "RTX 3090,used,690,2024-02-01,eBay\n"
                                                       "RTX 3090,new,999,2024-02-01,Amazon\n");
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.inserted, 1u);
    EXPECT_EQ(again.updated, 1u);
    const auto history = catalog().pricesFor("RTX 3090");
    const auto feb = std::find_if(history.begin(), history.end(), [](const PriceObservation& p) {
        return formatIsoDate(p.observedOn) == "2024-02-01" && p.condition == Condition::Used;
    });
    ASSERT_NE(feb, history.end());
    EXPECT_EQ(feb->priceUsd, 690);
}

TEST_F(ImportExportTest, PricesForUnknownCardsAreRefusedWithASuggestion) {
    const std::size_t before = catalog().prices().size();
    const ImportResult result = catalog().importCsvText("gpu_name,condition,price_usd,observed_on,source\n"
                                                        "RTX 3090,used,700,2024-02-01,eBay\n"
                                                        "RTX 4095,new,1599,2024-02-01,Amazon\n");
    ASSERT_EQ(result.errors.size(), 1u);
    EXPECT_EQ(result.errors[0].line, 3u);
    EXPECT_EQ(result.errors[0].column, "gpu_name");
    EXPECT_NE(result.errors[0].message.find("RTX 4090"), std::string::npos) << result.errors[0].message;
    EXPECT_EQ(catalog().prices().size(), before);
}

// Suggestions compare a name with every card: on a big catalog a file of unknown names would
// take minutes, so only the first 20 unknown names get them. Every unknown name is still reported.
TEST_F(ImportExportTest, OnlyTheFirstTwentyUnknownCardsGetSuggestions) {
    std::string text = "gpu_name,condition,price_usd,observed_on,source\n";
    for (int i = 0; i < 25; ++i) {
        text += "RTX 409" + std::string(1, static_cast<char>('A' + i)) + ",new,1599,2024-02-01,Shop\n";
    }
    const ImportResult result = catalog().importCsvText(text);
    ASSERT_EQ(result.errors.size(), 25u);
    for (std::size_t i = 0; i < result.errors.size(); ++i) {
        const CsvImportError& error = result.errors[i];
        EXPECT_EQ(error.line, i + 2);
        EXPECT_EQ(error.column, "gpu_name");
        const std::string name = "RTX 409" + std::string(1, static_cast<char>('A' + i));
        EXPECT_NE(error.message.find("no card named '" + name + "'"), std::string::npos) << error.message;
        const bool suggested = error.message.find("did you mean RTX 4090") != std::string::npos;
        EXPECT_EQ(suggested, i < 20) << error.message;
    }
}

TEST_F(ImportExportTest, EveryTableSurvivesExportAndImportUnchanged) {
    for (const auto table : allCatalogTables()) {
        const QString file = path(QString::fromLatin1(toString(table).data()) + QStringLiteral(".csv"));
        catalog().exportCsvFile(table, file);
        Catalog other(path(QStringLiteral("other-") + QString::fromLatin1(toString(table).data()) +
                           QStringLiteral(".sqlite")));
        const std::string before = other.exportCsvText(table);
        const ImportResult result = other.importCsvFile(file);
        ASSERT_TRUE(result.ok()) << result.errors.front().describe();
        EXPECT_EQ(result.inserted, 0u) << toString(table);
        EXPECT_EQ(other.exportCsvText(table), before) << toString(table);
    }
}

TEST_F(ImportExportTest, ExportToAMissingDirectoryFailsCleanly) {
    EXPECT_THROW(catalog().exportCsvFile(CatalogTable::Gpus, path(QStringLiteral("missing/dir/gpus.csv"))),
                 CatalogError);
}

TEST_F(ImportExportTest, ExportReplacesAnExistingFileWhole) {
    const QString file = writeFile(QStringLiteral("gpus.csv"), QByteArray(100000, 'x'));
    catalog().exportCsvFile(CatalogTable::Gpus, file);
    EXPECT_EQ(readFile(QStringLiteral("gpus.csv")).toStdString(),
              catalog().exportCsvText(CatalogTable::Gpus));
}

TEST_F(ImportExportTest, UnreadableImportFileIsAnError) {
    EXPECT_THROW(catalog().importCsvFile(path(QStringLiteral("absent.csv"))), CatalogError);
}
