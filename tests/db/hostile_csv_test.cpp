// Hostile input at the database level: broken CSV files are refused with a line and a column and
// change nothing, and card or build names full of SQL syntax are stored as plain text (every
// statement binds its values).

#include "gpuadvisor/core/catalog/csv.h"
#include "gpuadvisor/db/catalog.h"

#include "catalogfiletest.h"
#include "qtprinters.h"
#include "tempdir.h"

#include <QSqlDatabase>
#include <QSqlQuery>

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>

using namespace gpuadvisor;

namespace {

/// Exported rows the hostile files are made from: each header and one valid row (with "\n").
struct Rows {
    std::string gpuHeader;
    std::string gpuRow; ///< RTX 3090.
    std::string priceHeader;
    std::string priceRow; ///< A used RTX 3090.
};

/// The first line of `csv` starting with `prefix`, with its "\n".
std::string lineStartingWith(const std::string& csv, const std::string& prefix) {
    const auto at = csv.find("\n" + prefix);
    EXPECT_NE(at, std::string::npos) << prefix;
    if (at == std::string::npos) {
        return {};
    }
    return csv.substr(at + 1, csv.find('\n', at + 1) - at);
}

/// `row` (one CSV line of `table`) with the named cells replaced, written as export writes it.
std::string withCells(CatalogTable table, const std::string& row,
                      const std::map<std::string, std::string>& cells) {
    const CsvParseResult parsed = parseCsv(row);
    EXPECT_TRUE(!parsed.error && parsed.records.size() == 1) << row;
    if (parsed.error || parsed.records.size() != 1) {
        return {};
    }
    std::vector<std::string> fields = parsed.records.front().fields;
    const auto& columns = csvColumns(table);
    for (const auto& [column, value] : cells) {
        const auto at = std::find(columns.begin(), columns.end(), column);
        EXPECT_NE(at, columns.end()) << column;
        if (at != columns.end()) {
            fields[static_cast<std::size_t>(at - columns.begin())] = value;
        }
    }
    return csvLine(fields);
}

std::string card(const Rows& rows, const std::map<std::string, std::string>& cells) {
    return withCells(CatalogTable::Gpus, rows.gpuRow, cells);
}
/// A new card (not in the catalog) with the named cells replaced.
std::string newCard(const Rows& rows, std::map<std::string, std::string> cells) {
    cells.emplace("name", "RTX 3090 Hostile");
    return card(rows, cells);
}
std::string price(const Rows& rows, const std::map<std::string, std::string>& cells) {
    return withCells(CatalogTable::Prices, rows.priceRow, cells);
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

/// `line` without its "\n".
std::string chomped(std::string line) {
    if (!line.empty() && line.back() == '\n') {
        line.pop_back();
    }
    return line;
}

/// A file of the header, the valid row (line 2) and `bad` (line 3).
std::string gpuFile(const Rows& r, const std::string& bad) {
    return r.gpuHeader + r.gpuRow + bad;
}
std::string priceFile(const Rows& r, const std::string& bad) {
    return r.priceHeader + r.priceRow + bad;
}

struct HostileCase {
    const char* name;
    std::string (*text)(const Rows&);
    std::size_t line;
    const char* column;
    const char* messagePart = ""; ///< Text the first error's message must hold.
};

const HostileCase hostileCases[] = {
    {"UnclosedQuote", [](const Rows& r) { return gpuFile(r, replaced(newCard(r, {}), ",24,", ",\"24,")); }, 3,
     "memory_gb", "never closed"},
    {"QuoteInUnquotedField",
     [](const Rows& r) { return gpuFile(r, replaced(newCard(r, {}), "NVIDIA", "NV\"IDIA")); }, 3, "vendor",
     "quote inside"},
    {"TextAfterClosingQuote",
     [](const Rows& r) { return gpuFile(r, replaced(newCard(r, {}), "RTX", "\"RTX\"")); }, 3, "name",
     "after a closing quote"},
    // A quoted name with a line break (lines 2-3) is valid CSV but no valid name.
    {"EmbeddedNewlineInAName",
     [](const Rows& r) {
         return r.gpuHeader + card(r, {{"name", "RTX 3090\nHostile"}});
     },
     2, "name", "line break"},
    // A stray quote opening line 2 swallows line 3 and closes at the quote starting line 4.
    {"StrayQuoteSwallowsLines",
     [](const Rows& r) {
         return r.gpuHeader + "\"" + newCard(r, {}) + card(r, {{"name", "RTX 3090 B"}}) +
                replaced(r.gpuRow, "RTX 3090,", "\"RTX 3090\" C,");
     },
     4, "name", "opens on line 2"},
    {"ByteOrderMarkThenBadRow",
     [](const Rows& r) {
         return "\xEF\xBB\xBF" + gpuFile(r, newCard(r, {{"memory_gb", "24 GB"}}));
     },
     3, "memory_gb", "'24 GB' is not a number"},
    {"TooFewFields", [](const Rows& r) { return gpuFile(r, r.gpuRow.substr(0, r.gpuRow.rfind(',')) + "\n"); },
     3, "device_kind", "has 27 fields but the header has 28: device_kind is missing"},
    {"TooManyFields", [](const Rows& r) { return gpuFile(r, chomped(r.gpuRow) + ",extra,more\n"); }, 3,
     "field 29", "has 30 fields but the header has 28"},
    {"NotANumber",
     [](const Rows& r) {
         return gpuFile(r, newCard(r, {{"memory_gb", "twenty"}}));
     },
     3, "memory_gb", "'twenty' is not a number"},
    {"LowerCaseNan",
     [](const Rows& r) {
         return gpuFile(r, newCard(r, {{"memory_gb", "nan"}}));
     },
     3, "memory_gb", "'nan' is not a number"},
    {"MixedCaseNaN",
     [](const Rows& r) {
         return gpuFile(r, newCard(r, {{"bandwidth_gbps", "NaN"}}));
     },
     3, "bandwidth_gbps", "'NaN' is not a number"},
    {"Infinity",
     [](const Rows& r) {
         return gpuFile(r, newCard(r, {{"fp32_tflops", "inf"}}));
     },
     3, "fp32_tflops", "'inf' is not a number"},
    {"NegativeInfinity",
     [](const Rows& r) {
         return gpuFile(r, newCard(r, {{"l2_cache_mb", "-inf"}}));
     },
     3, "l2_cache_mb", "'-inf' is not a number"},
    {"Overflow",
     [](const Rows& r) {
         return gpuFile(r, newCard(r, {{"launch_price_usd", "1e999"}}));
     },
     3, "launch_price_usd", "'1e999' is not a number"},
    {"NegativeMemory",
     [](const Rows& r) {
         return gpuFile(r, newCard(r, {{"memory_gb", "-24"}}));
     },
     3, "memory_gb", "-24 is outside"},
    {"TenTerabyteCard",
     [](const Rows& r) {
         return gpuFile(r, newCard(r, {{"memory_gb", "10240"}}));
     },
     3, "memory_gb", "10240 is outside"},
    {"NegativePrice",
     [](const Rows& r) {
         return priceFile(r, price(r, {{"price_usd", "-5"}}));
     },
     3, "price_usd", "-5 is outside"},
    {"TrillionDollarPrice",
     [](const Rows& r) {
         return priceFile(r, price(r, {{"price_usd", "1e12"}}));
     },
     3, "price_usd", "1000000000000 is outside"},
    {"DuplicateName", [](const Rows& r) { return r.gpuHeader + newCard(r, {}) + r.gpuRow + newCard(r, {}); },
     4, "name", "line 2"},
    {"DuplicateNameOtherCaseAndSpaces",
     [](const Rows& r) {
         return gpuFile(r, card(r, {{"name", " rtx  3090"}}));
     },
     3, "name", "line 2"},
    {"MegabyteName",
     [](const Rows& r) {
         return gpuFile(r, card(r, {{"name", std::string(1 << 20, 'R')}}));
     },
     3, "name", "1048576 characters long"},
    // An unknown card name gets suggestions by edit distance: a huge one must not get that far.
    {"MegabyteCardNameInAPrice",
     [](const Rows& r) {
         return priceFile(r, price(r, {{"gpu_name", std::string(1 << 20, 'R')}}));
     },
     3, "gpu_name", "1048576 characters long"},
    {"LoneFfByte",
     [](const Rows& r) {
         return gpuFile(r, newCard(r, {{"name", "RTX \xFF"}}));
     },
     3, "name", "not UTF-8"},
    {"OverlongSlash",
     [](const Rows& r) {
         return gpuFile(r, newCard(r, {{"vendor", "NVIDIA \xC0\xAF"}}));
     },
     3, "vendor", "not UTF-8"},
    {"Utf16Surrogate",
     [](const Rows& r) {
         return gpuFile(r, newCard(r, {{"memory_type", "GDDR6X \xED\xA0\x80"}}));
     },
     3, "memory_type", "not UTF-8"},
    {"TruncatedSequenceAtEndOfFile",
     [](const Rows& r) {
         return priceFile(r, chomped(price(r, {{"source", "eBay \xE4\xB8"}})));
     },
     3, "source", "not UTF-8"},
    {"InvalidUtf8InTheHeader",
     [](const Rows& r) { return replaced(r.gpuHeader, "vendor", "vend\xFFor") + r.gpuRow; }, 1, "field 2",
     "not UTF-8"},
    {"DateInTheFuture",
     [](const Rows& r) {
         return priceFile(r, price(r, {{"observed_on", "2099-01-01"}}));
     },
     3, "observed_on", "2099-01-01 is outside"},
    {"NoSuchDay",
     [](const Rows& r) {
         return priceFile(r, price(r, {{"observed_on", "2023-02-30"}}));
     },
     3, "observed_on", "'2023-02-30' is not a date"},
    // 50 good new cards on lines 2-51, then one bad row: none of the 50 is imported.
    {"BadRowAfterFiftyGoodNewOnes",
     [](const Rows& r) {
         std::string text = r.gpuHeader;
         for (int i = 1; i <= 50; ++i) {
             text += card(r, {{"name", "Hostile Card " + std::to_string(i)}});
         }
         return text + card(r, {{"name", "Hostile Card 51"}, {"release_year", "1999"}});
     },
     52, "release_year", "1999 is outside"},
    // A header of a megabyte of commas: one short error, not a million.
    {"HeaderOfAMegabyteOfCommas",
     [](const Rows& r) { return chomped(r.gpuHeader) + std::string(1 << 20, ',') + "\n" + r.gpuRow; }, 1, "",
     "has more than 256 fields; a catalog CSV has at most 28"},
    {"RowOfAMegabyteOfCommas",
     [](const Rows& r) { return gpuFile(r, chomped(newCard(r, {})) + std::string(1 << 20, ',') + "\n"); }, 3,
     "field 29", "has more than 256 fields but the header has 28"},
    // The same where the bad row is only found against the database (a card it does not hold).
    {"UnknownCardAfterFiftyGoodPrices",
     [](const Rows& r) {
         std::string text = r.priceHeader;
         for (int i = 1; i <= 50; ++i) {
             text += price(r, {{"source", "Hostile shop " + std::to_string(i)}});
         }
         return text + price(r, {{"gpu_name", "RTX 3090 Hostile"}});
     },
     52, "gpu_name", "no card named 'RTX 3090 Hostile'"},
};

class HostileCsvFixture : public CatalogFileTest {
protected:
    Rows rows() {
        const std::string gpus = catalog().exportCsvText(CatalogTable::Gpus);
        const std::string prices = catalog().exportCsvText(CatalogTable::Prices);
        return {gpus.substr(0, gpus.find('\n') + 1), lineStartingWith(gpus, "RTX 3090,"),
                prices.substr(0, prices.find('\n') + 1), lineStartingWith(prices, "RTX 3090,used,")};
    }
};

class HostileCsvTest : public HostileCsvFixture, public ::testing::WithParamInterface<HostileCase> {};

} // namespace

TEST_P(HostileCsvTest, IsRefusedWithLineAndColumnAndNothingIsImported) {
    const HostileCase& c = GetParam();
    const std::string text = c.text(rows());
    const std::string before = everything();

    const ImportResult result = catalog().importCsvText(text);

    ASSERT_FALSE(result.ok());
    const CsvImportError& first = result.errors.front();
    EXPECT_EQ(first.line, c.line) << first.describe().substr(0, 200);
    EXPECT_EQ(first.column, c.column) << first.describe().substr(0, 200);
    EXPECT_NE(first.message.find(c.messagePart), std::string::npos) << first.describe().substr(0, 200);
    EXPECT_LT(first.message.size(), 200u) << "messages quote values cut short";
    EXPECT_EQ(result.inserted + result.updated, 0u);
    EXPECT_TRUE(everything() == before) << "an import with errors changed the catalog";
}

INSTANTIATE_TEST_SUITE_P(Cases, HostileCsvTest, ::testing::ValuesIn(hostileCases),
                         [](const ::testing::TestParamInfo<HostileCase>& testCase) {
                             return testCase.param.name;
                         });

using HostileCsvAccepted = HostileCsvFixture;

TEST_F(HostileCsvAccepted, AByteOrderMarkIsIgnored) {
    const Rows r = rows();
    const std::size_t cards = catalog().gpuNames().size();
    const ImportResult result =
        catalog().importCsvText("\xEF\xBB\xBF" + r.gpuHeader + r.gpuRow + newCard(r, {{"memory_gb", "48"}}));
    ASSERT_TRUE(result.ok()) << result.errors.front().describe();
    EXPECT_EQ(result.inserted, 1u);
    EXPECT_EQ(result.updated, 1u);
    EXPECT_EQ(catalog().gpuNames().size(), cards + 1);
    const auto added = catalog().findGpu("RTX 3090 Hostile");
    ASSERT_TRUE(added);
    EXPECT_EQ(added->memoryGb, 48);
}

TEST_F(HostileCsvAccepted, ANameDifferingOnlyInCaseAndSpacesUpdatesTheCard) {
    const Rows r = rows();
    const std::size_t cards = catalog().gpuNames().size();
    const ImportResult result =
        catalog().importCsvText(r.gpuHeader + card(r, {{"name", "  rtx   3090 "}, {"board_power_w", "360"}}));
    ASSERT_TRUE(result.ok()) << result.errors.front().describe();
    EXPECT_EQ(result.inserted, 0u);
    EXPECT_EQ(result.updated, 1u);
    EXPECT_EQ(catalog().gpuNames().size(), cards) << "no second RTX 3090";
    const auto updated = catalog().findGpu("RTX 3090");
    ASSERT_TRUE(updated);
    EXPECT_EQ(updated->name, "rtx 3090");
    EXPECT_EQ(updated->boardPowerWatts, 360);
}

// Names pasted from a web page carry no-break and zero-width spaces: the import, the editor and
// findGpu all read them as the card they look like, never as a second look-alike card.
TEST_F(HostileCsvAccepted, UnicodeSpacesInANameUpdateTheCardItLooksLike) {
    const Rows r = rows();
    const std::size_t cards = catalog().gpuNames().size();
    const ImportResult result = catalog().importCsvText(
        r.gpuHeader + card(r, {{"name", "RTX\u00A03090\u200B"}, {"board_power_w", "360"}}));
    ASSERT_TRUE(result.ok()) << result.errors.front().describe();
    EXPECT_EQ(result.inserted, 0u);
    EXPECT_EQ(result.updated, 1u);
    EXPECT_EQ(catalog().gpuNames().size(), cards) << "no look-alike second RTX 3090";
    const auto found = catalog().findGpu("rtx\u20093090");
    ASSERT_TRUE(found);
    EXPECT_EQ(found->name, "RTX 3090") << "stored without the invisible characters";
    EXPECT_EQ(found->boardPowerWatts, 360);

    // A price naming the card with a narrow no-break space belongs to it.
    const std::size_t prices = catalog().pricesFor("RTX 3090").size();
    const ImportResult price = catalog().importCsvText(
        r.priceHeader + withCells(CatalogTable::Prices, r.priceRow,
                                  {{"gpu_name", "\uFEFFRTX\u202F3090"}, {"source", "Look-alike shop"}}));
    ASSERT_TRUE(price.ok()) << price.errors.front().describe();
    EXPECT_EQ(catalog().pricesFor("RTX 3090").size(), prices + 1);

    // The editor: saving "RTX 3090" typed with a no-break space edits the card.
    Gpu edited = *found;
    edited.name = "RTX\u00A03090 ";
    edited.boardPowerWatts = 370;
    catalog().upsertGpu(edited);
    EXPECT_EQ(catalog().gpuNames().size(), cards);
    const auto again = catalog().findGpu("RTX 3090");
    ASSERT_TRUE(again);
    EXPECT_EQ(again->name, "RTX 3090");
    EXPECT_EQ(again->boardPowerWatts, 370);
}

TEST_F(HostileCsvAccepted, TenThousandBadRowsListAHundredAndCountTheRest) {
    const Rows r = rows();
    std::string text = r.gpuHeader;
    for (int i = 0; i < 10000; ++i) {
        text += newCard(r, {{"memory_gb", "lots"}});
    }
    const std::string before = everything();
    const ImportResult result = catalog().importCsvText(text);
    EXPECT_EQ(result.errors.size(), 100u);
    EXPECT_EQ(result.unlistedErrors, 9900u);
    EXPECT_EQ(result.errorCount(), 10000u);
    EXPECT_EQ(result.errors.back().line, 101u);
    const ImportPreview preview = catalog().previewImport(text);
    EXPECT_EQ(preview.rejected.size(), 100u);
    EXPECT_EQ(preview.rejectedCount(), 10000u);
    EXPECT_FALSE(preview.canApply());
    EXPECT_TRUE(everything() == before);
}

TEST_F(HostileCsvAccepted, UnknownCardsFoundAgainstTheCatalogAreCappedToo) {
    const Rows r = rows();
    std::string text = r.priceHeader;
    for (int i = 0; i < 250; ++i) {
        text += price(r, {{"gpu_name", "No Such Card " + std::to_string(i)}});
    }
    const ImportResult result = catalog().importCsvText(text);
    EXPECT_EQ(result.errors.size(), 100u);
    EXPECT_EQ(result.unlistedErrors, 150u);
    EXPECT_NE(result.errors.front().message.find("no card named 'No Such Card 0'"), std::string::npos);
    const ImportPreview preview = catalog().previewImport(text);
    EXPECT_EQ(preview.rejected.size(), 100u);
    EXPECT_EQ(preview.unlistedRejected, 150u);
}

// ---- SQL only through bound parameters ---------------------------------------------------------

namespace {

const std::string robert = "Robert'); DELETE FROM prices;--";
const std::string obrien = "O'Brien \"Turbo\"; DROP TABLE gpus; --";
const std::string buildName = "Lab'; DROP TABLE builds; --";

/// The tables of a catalog file, read through a connection of its own.
std::vector<std::string> tablesOf(const QString& file) {
    const QString name = QStringLiteral("hostile-csv-test-raw-connection");
    std::vector<std::string> tables;
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        database.setDatabaseName(file);
        EXPECT_TRUE(database.open());
        QSqlQuery query(database);
        EXPECT_TRUE(
            query.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")));
        while (query.next()) {
            tables.push_back(query.value(0).toString().toStdString());
        }
        database.close();
    }
    QSqlDatabase::removeDatabase(name);
    return tables;
}

} // namespace

class HostileNamesTest : public HostileCsvFixture {
protected:
    void SetUp() override {
        HostileCsvFixture::SetUp();
        m_tables = tablesOf(file());
        m_cards = catalog().gpuNames().size();
        m_prices = catalog().prices().size();
    }

    QString file() const { return path(QStringLiteral("catalog.sqlite")); }

    /// The tables are all there and hold the shipped rows plus `extraCards` and `extraPrices`.
    void expectIntact(std::size_t extraCards, std::size_t extraPrices, const char* after) {
        EXPECT_EQ(tablesOf(file()), m_tables) << after;
        EXPECT_EQ(catalog().gpuNames().size(), m_cards + extraCards) << after;
        EXPECT_EQ(catalog().prices().size(), m_prices + extraPrices) << after;
    }

    /// A copy of a shipped card (one no cloud offer uses) under another name.
    Gpu cardNamed(const std::string& name) {
        auto gpu = catalog().findGpu("RTX 3060");
        EXPECT_TRUE(gpu);
        Gpu copy = gpu.value_or(Gpu{});
        copy.name = name;
        return copy;
    }

private:
    std::vector<std::string> m_tables;
    std::size_t m_cards = 0;
    std::size_t m_prices = 0;
};

// Names and sources a spreadsheet would run as formulas are exported escaped (the README's price
// workflow edits exports in a spreadsheet) and come back exactly as they were.
TEST_F(HostileNamesTest, FormulaLikeNamesAreEscapedOnExportAndRoundTripExactly) {
    const std::vector<std::string> names{"=HYPERLINK(\"http://evil\")", "+1 Card", "-Card", "@Card",
                                         "'=Card quoted by its maker"};
    for (const auto& name : names) {
        catalog().upsertGpu(cardNamed(name));
    }
    catalog().addPrice({"@Card", Condition::Used, 321,
                        Date{std::chrono::year{2024}, std::chrono::May, std::chrono::day{1}}, "=SUM(A1:A9)"});
    expectIntact(names.size(), 1, "upsertGpu");

    const std::string cards = catalog().exportCsvText(CatalogTable::Gpus);
    const std::string prices = catalog().exportCsvText(CatalogTable::Prices);
    EXPECT_NE(cards.find("\n\"'=HYPERLINK(\"\"http://evil\"\")\","), std::string::npos);
    EXPECT_NE(cards.find("\n\"'-Card\","), std::string::npos);
    EXPECT_NE(cards.find("\n\"''=Card quoted by its maker\","), std::string::npos);
    EXPECT_NE(prices.find(",\"'=SUM(A1:A9)\""), std::string::npos) << prices;

    // Into a fresh catalog and back out: the same text, the same names.
    Catalog other(path(QStringLiteral("other.sqlite")));
    for (const auto& [table, text] :
         {std::pair{CatalogTable::Gpus, cards}, std::pair{CatalogTable::Prices, prices}}) {
        const ImportResult result = other.importCsvText(text);
        ASSERT_TRUE(result.ok()) << result.errors.front().describe();
        EXPECT_EQ(other.exportCsvText(table), text) << toString(table);
    }
    for (const auto& name : names) {
        const auto found = other.findGpu(name);
        ASSERT_TRUE(found) << name;
        EXPECT_EQ(found->name, name);
    }
    ASSERT_EQ(other.pricesFor("@Card").size(), 1u);
    EXPECT_EQ(other.pricesFor("@Card")[0].source, "=SUM(A1:A9)");
    // Importing the export into the catalog it came from changes nothing.
    const ImportPreview preview = catalog().previewImport(cards);
    EXPECT_EQ(preview.count(ImportChange::Unchanged), preview.rows.size());
}

TEST_F(HostileNamesTest, CardAndBuildNamesWithQuotesAndSemicolonsRoundTrip) {
    ASSERT_LE(obrien.size(), 80u);
    ASSERT_LE(robert.size(), 80u);

    catalog().upsertGpu(cardNamed(obrien));
    catalog().upsertGpu(cardNamed(robert));
    expectIntact(2, 0, "upsertGpu");
    for (const auto& name : {obrien, robert}) {
        const auto found = catalog().findGpu(name);
        ASSERT_TRUE(found) << name;
        EXPECT_EQ(found->name, name);
    }

    const PriceObservation observation{obrien, Condition::Used, 321,
                                       Date{std::chrono::year{2024}, std::chrono::May, std::chrono::day{1}},
                                       "eBay'; DROP TABLE prices; --"};
    catalog().addPrice(observation);
    expectIntact(2, 1, "addPrice");
    auto history = catalog().pricesFor(obrien);
    ASSERT_EQ(history.size(), 1u);
    EXPECT_EQ(history[0].source, observation.source);
    EXPECT_EQ(history[0].priceUsd, 321);

    // Export, then import into a fresh catalog: the same rows come back.
    {
        const QString otherFile = path(QStringLiteral("other.sqlite"));
        Catalog other(otherFile);
        for (const auto table : {CatalogTable::Gpus, CatalogTable::Prices}) {
            const ImportResult result = other.importCsvText(catalog().exportCsvText(table));
            ASSERT_TRUE(result.ok()) << result.errors.front().describe();
            EXPECT_EQ(other.exportCsvText(table), catalog().exportCsvText(table)) << toString(table);
        }
        EXPECT_EQ(tablesOf(otherFile), tablesOf(file()));
        ASSERT_TRUE(other.findGpu(robert));
        EXPECT_EQ(other.pricesFor(obrien).size(), 1u);
    }

    SavedBuild build;
    build.name = buildName;
    build.gpus = {SavedBuildGpu{obrien, 2, std::nullopt, std::nullopt, std::nullopt},
                  SavedBuildGpu{robert, 1, std::nullopt, std::nullopt, std::nullopt}};
    build.machine.psuWatts = 2000;
    catalog().saveBuild(build);
    const auto names = catalog().buildNames();
    EXPECT_NE(std::find(names.begin(), names.end(), buildName), names.end());
    const auto loaded = catalog().loadBuild(buildName);
    ASSERT_TRUE(loaded);
    EXPECT_EQ(loaded->name, buildName);
    ASSERT_EQ(loaded->gpus.size(), 2u);
    EXPECT_EQ(loaded->gpus[0].gpuName, obrien);
    EXPECT_EQ(loaded->gpus[1].gpuName, robert);
    expectIntact(2, 1, "saveBuild");

    const std::string renamed = "x' OR '1'='1";
    catalog().renameGpu(obrien, cardNamed(renamed));
    EXPECT_FALSE(catalog().findGpu(obrien));
    ASSERT_TRUE(catalog().findGpu(renamed));
    history = catalog().pricesFor(renamed);
    ASSERT_EQ(history.size(), 1u) << "the price moved with the card";
    EXPECT_EQ(history[0].source, observation.source);
    expectIntact(2, 1, "renameGpu");

    catalog().removeGpu(renamed);
    expectIntact(1, 0, "removeGpu");
    catalog().removeGpu(robert);
    expectIntact(0, 0, "removeGpu");
    ASSERT_TRUE(catalog().findGpu("RTX 3060")) << "the other cards are untouched";

    catalog().removeBuild(buildName);
    const auto left = catalog().buildNames();
    EXPECT_EQ(std::find(left.begin(), left.end(), buildName), left.end());
    expectIntact(0, 0, "removeBuild");
}
