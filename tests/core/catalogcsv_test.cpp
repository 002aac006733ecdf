#include "gpuadvisor/core/catalog/catalogcsv.h"

#include "samplegpus.h"

#include <gtest/gtest.h>

#include <cstdio>

using namespace gpuadvisor;
using gpuadvisor::testing::sampleConsumerGpu;

namespace {

const Date catalogCsvDay{std::chrono::year{2026}, std::chrono::November, std::chrono::day{22}};

std::string replaceFirst(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) {
        text.replace(at, from.size(), to);
    }
    return text;
}

} // namespace

TEST(CatalogCsv, GpuRowsRoundTripThroughCsv) {
    Gpu second = sampleConsumerGpu();
    second.name = "RTX 3090, \"special\" edition";
    second.launchPriceUsd.reset();
    const std::string text = formatCatalogCsv(std::vector<Gpu>{sampleConsumerGpu(), second});
    const auto parsed = parseCatalogCsv(text, catalogCsvDay);
    ASSERT_TRUE(parsed.ok()) << parsed.errors.front().describe();
    EXPECT_EQ(parsed.content.table, CatalogTable::Gpus);
    ASSERT_EQ(parsed.content.gpus.size(), 2u);
    const Gpu& back = parsed.content.gpus[1];
    EXPECT_EQ(back.name, second.name);
    EXPECT_EQ(back.fp16TensorFp32AccumulateTflops, 71);
    EXPECT_FALSE(back.fp8TensorTflops);
    EXPECT_FALSE(back.launchPriceUsd);
    EXPECT_EQ(back.cooler, Cooler::OpenAir);
    EXPECT_EQ(parsed.content.lines, (std::vector<std::size_t>{2, 3}));
}

TEST(CatalogCsv, TableIsRecognisedFromTheHeaderInAnyColumnOrder) {
    const auto parsed = parseCatalogCsv(
        "source,observed_on,price_usd,condition,gpu_name\neBay,2020-09-07,400,used,RTX 2070\n",
        catalogCsvDay);
    ASSERT_TRUE(parsed.ok()) << parsed.errors.front().describe();
    EXPECT_EQ(parsed.content.table, CatalogTable::Prices);
    ASSERT_EQ(parsed.content.prices.size(), 1u);
    EXPECT_EQ(parsed.content.prices[0].priceUsd, 400);
    EXPECT_EQ(parsed.content.prices[0].condition, Condition::Used);
}

TEST(CatalogCsv, EveryBadCellIsReportedWithLineAndColumn) {
    const std::string valid = formatCatalogCsv(std::vector<Gpu>{sampleConsumerGpu()});
    const std::string row = valid.substr(valid.find('\n') + 1);
    std::string text = valid;
    text += replaceFirst(row, ",24,", ",lots,");     // line 3: memory_gb not a number
    text += replaceFirst(row, "consumer", "gaming"); // line 4: unknown segment
    const auto parsed = parseCatalogCsv(text, catalogCsvDay);
    ASSERT_FALSE(parsed.ok());
    ASSERT_EQ(parsed.errors.size(), 2u);
    EXPECT_EQ(parsed.errors[0].line, 3u);
    EXPECT_EQ(parsed.errors[0].column, "memory_gb");
    EXPECT_NE(parsed.errors[0].message.find("'lots' is not a number"), std::string::npos);
    EXPECT_EQ(parsed.errors[1].line, 4u);
    EXPECT_EQ(parsed.errors[1].column, "segment");
    EXPECT_EQ(parsed.errors[1].describe().substr(0, 24), "line 4, column segment: ");
}

TEST(CatalogCsv, ValidationProblemsAndDuplicateKeysAreReported) {
    Gpu negative = sampleConsumerGpu();
    negative.name = "Broken";
    negative.memoryGb = -1;
    Gpu duplicate = sampleConsumerGpu();
    duplicate.name = "rtx 3090"; // same key as RTX 3090, ignoring case
    const auto parsed = parseCatalogCsv(
        formatCatalogCsv(std::vector<Gpu>{sampleConsumerGpu(), negative, duplicate}), catalogCsvDay);
    ASSERT_EQ(parsed.errors.size(), 2u);
    EXPECT_EQ(parsed.errors[0].line, 3u);
    EXPECT_EQ(parsed.errors[0].column, "memory_gb");
    EXPECT_EQ(parsed.errors[1].line, 4u);
    EXPECT_NE(parsed.errors[1].message.find("line 2"), std::string::npos);
}

TEST(CatalogCsv, HeaderProblemsAreNamed) {
    auto parsed = parseCatalogCsv("gpu_name,condition,price_usd,observed_on\n", catalogCsvDay);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(parsed.errors[0].column, "source");

    parsed = parseCatalogCsv("gpu_name,condition,price_usd,observed_on,source,colour\n", catalogCsvDay);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(parsed.errors[0].column, "colour");

    parsed = parseCatalogCsv("what,is,this\n1,2,3\n", catalogCsvDay);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(parsed.errors[0].line, 1u);

    EXPECT_FALSE(parseCatalogCsv("", catalogCsvDay).ok());
}

TEST(CatalogCsv, RowWithTooFewFieldsNamesTheFirstMissingColumn) {
    const auto parsed =
        parseCatalogCsv("gpu_count,base_cost_usd,base_watts,source\n1,700,100\n", catalogCsvDay);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(parsed.errors[0].line, 2u);
    EXPECT_EQ(parsed.errors[0].column, "source");
    EXPECT_EQ(parsed.errors[0].message, "has 3 fields but the header has 4: source is missing");
}

TEST(CatalogCsv, RowWithTooManyFieldsNamesTheFirstExtraField) {
    const auto parsed = parseCatalogCsv(
        "gpu_count,base_cost_usd,base_watts,source\n1,700,100,x\n2,800,120,y,z,w\n", catalogCsvDay);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(parsed.errors[0].line, 3u);
    EXPECT_EQ(parsed.errors[0].column, "field 5");
    EXPECT_EQ(parsed.errors[0].message, "has 6 fields but the header has 4");
    EXPECT_EQ(parsed.errors[0].describe(), "line 3, column field 5: has 6 fields but the header has 4");
}

TEST(CatalogCsv, SyntaxErrorsAreNamedByLineAndHeaderColumn) {
    const std::string header = "gpu_name,condition,price_usd,observed_on,source\n";
    const std::string good = "RTX 3090,used,700,2024-02-01,eBay\n";
    const struct {
        std::string text;
        std::size_t line;
        std::string column;
    } cases[] = {
        {header + good + "RTX 3090,used,700,2024-02-02,\"eBay\n", 3, "source"},       // never closed
        {header + good + "RTX 3090,us\"ed,700,2024-02-02,eBay\n", 3, "condition"},    // quote inside
        {header + good + "RTX 3090,used,\"700\"0,2024-02-02,eBay\n", 3, "price_usd"}, // after quote
        // A quoted field spanning lines 2-3: the next record starts on line 4.
        {header + "RTX 3090,used,700,2024-02-01,\"eBay\nsecond line\"\nRTX 3090,\"used\"x,1,2,3\n", 4,
         "condition"},
        // In the header the header cannot name the field.
        {"gpu_name,\"condition\n", 1, "field 2"},
    };
    for (const auto& c : cases) {
        const auto parsed = parseCatalogCsv(c.text, catalogCsvDay);
        ASSERT_EQ(parsed.errors.size(), 1u) << c.text;
        EXPECT_EQ(parsed.errors[0].line, c.line) << c.text;
        EXPECT_EQ(parsed.errors[0].column, c.column) << c.text;
        EXPECT_TRUE(parsed.content.prices.empty());
    }
}

TEST(CatalogCsv, InvalidUtf8IsNamedByLineAndHeaderColumn) {
    auto parsed = parseCatalogCsv("gpu_name,condition,price_usd,observed_on,source\n"
                                  "RTX 3090,used,700,2024-02-01,eBay\n"
                                  "RTX 3090,used,700,2024-02-02,\"e,\nB\xFF"
                                  "ay\"\n",
                                  catalogCsvDay);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(parsed.errors[0].line, 4u);
    EXPECT_EQ(parsed.errors[0].column, "source");
    EXPECT_NE(parsed.errors[0].message.find("UTF-8"), std::string::npos);

    parsed = parseCatalogCsv("gpu_name,condi\xC0\xAFtion\n", catalogCsvDay);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(parsed.errors[0].line, 1u);
    EXPECT_EQ(parsed.errors[0].column, "field 2");
}

TEST(CatalogCsv, AHugeCellIsRefusedQuicklyWithAShortMessage) {
    const std::string huge(1 << 20, 'x');
    const std::string text =
        "gpu_count,base_cost_usd,base_watts,source\n1,700,100," + huge + "\n2," + huge + ",100,x\n";
    const auto parsed = parseCatalogCsv(text, catalogCsvDay);
    ASSERT_EQ(parsed.errors.size(), 2u);
    EXPECT_EQ(parsed.errors[0].line, 2u);
    EXPECT_EQ(parsed.errors[0].column, "source");
    EXPECT_EQ(parsed.errors[0].message, "is 1048576 characters long; at most 1000 are allowed");
    EXPECT_EQ(parsed.errors[1].line, 3u);
    EXPECT_EQ(parsed.errors[1].column, "base_cost_usd");
    // The value is quoted cut short, not whole.
    EXPECT_LT(parsed.errors[1].message.size(), 80u) << parsed.errors[1].message.substr(0, 100);
}

TEST(CatalogCsv, CardNamesDifferingInCaseOrSpacesAreDuplicates) {
    Gpu spaced = sampleConsumerGpu();
    spaced.name = "  rtx   3090 ";
    auto parsed =
        parseCatalogCsv(formatCatalogCsv(std::vector<Gpu>{sampleConsumerGpu(), spaced}), catalogCsvDay);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(parsed.errors[0].line, 3u);
    EXPECT_EQ(parsed.errors[0].column, "name");
    EXPECT_EQ(parsed.errors[0].message, "repeats the row on line 2");

    // Alone it is read as the catalog stores names: spaces collapsed, case kept.
    parsed = parseCatalogCsv(formatCatalogCsv(std::vector<Gpu>{spaced}), catalogCsvDay);
    ASSERT_TRUE(parsed.ok()) << parsed.errors.front().describe();
    EXPECT_EQ(parsed.content.gpus[0].name, "rtx 3090");

    parsed = parseCatalogCsv("gpu_name,condition,price_usd,observed_on,source\n"
                             "RTX 3090,used,700,2024-02-01,eBay\n"
                             "rtx  3090,used,710,2024-02-01,EBAY\n",
                             catalogCsvDay);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(parsed.errors[0].line, 3u);
}

TEST(CatalogCsv, NumbersAreStrict) {
    EXPECT_EQ(parseNumber(" 35.58 "), 35.58);
    EXPECT_EQ(parseNumber("+2"), 2);
    for (const char* text : {"", "1,5", "nan", "inf", "12abc", "0x10", "--1"}) {
        EXPECT_FALSE(parseNumber(text)) << text;
    }
    EXPECT_EQ(formatNumber(1555), "1555");
    EXPECT_EQ(formatNumber(0.1 + 0.2), "0.30000000000000004");
    EXPECT_EQ(formatNumber(35.58), "35.58");
}

// Ranked values are written to six significant digits and costs to the cent, in the forms
// scripts read back: no trailing zeros, an exponent only for very small or large values.
TEST(CatalogCsv, RoundedNumbersAreWrittenAsPrintfWritesThem) {
    EXPECT_EQ(formatSignificant(0.5, 6), "0.5");
    EXPECT_EQ(formatSignificant(1, 6), "1");
    EXPECT_EQ(formatSignificant(2.0 / 3.0, 6), "0.666667");
    EXPECT_EQ(formatSignificant(123456.4, 6), "123456");
    EXPECT_EQ(formatSignificant(1234567, 6), "1.23457e+06");
    EXPECT_EQ(formatSignificant(0.0001234, 6), "0.0001234");
    EXPECT_EQ(formatSignificant(0.00001234, 6), "1.234e-05");
    EXPECT_EQ(formatSignificant(-0.25, 6), "-0.25");
    EXPECT_EQ(formatSignificant(0, 6), "0");
    EXPECT_EQ(formatFixed(1299, 2), "1299.00");
    EXPECT_EQ(formatFixed(0.125, 2), "0.12"); // exactly half: to even, as printf
    EXPECT_EQ(formatFixed(2.675, 2), "2.67"); // 2.675 is stored a little below
    EXPECT_EQ(formatFixed(1e21, 0), "1000000000000000000000");
    char expected[64];
    for (const double value : {3.14159265, 1e-7, 987654.321, 4.4e15, 0.000999999}) {
        std::snprintf(expected, sizeof expected, "%.6g", value);
        EXPECT_EQ(formatSignificant(value, 6), expected) << value;
        std::snprintf(expected, sizeof expected, "%.2f", value);
        EXPECT_EQ(formatFixed(value, 2), expected) << value;
    }
}

TEST(CatalogCsvQuotedPrices, APriceInYuanOrEurosIsStoredInDollarsWithTheQuoteKept) {
    const Date latest{std::chrono::year{2030}, std::chrono::January, std::chrono::day{1}};
    const std::string text =
        "gpu_name,condition,price_usd,observed_on,source,currency,quoted_price,usd_per_unit\n"
        "RTX 4090,new,,2026-11-20,JD.com,CNY,12999,0.1381\n"
        "RTX 4090,used,1450,2026-11-20,Kleinanzeigen,eur,1350,1.0741\n"
        "RTX 4080,new,999,2026-11-20,Newegg,,,\n";
    const CatalogCsvParse parsed = parseCatalogCsv(text, latest);
    ASSERT_TRUE(parsed.ok()) << parsed.errors.front().describe();
    const auto& prices = parsed.content.prices;
    ASSERT_EQ(prices.size(), 3u);
    EXPECT_DOUBLE_EQ(prices[0].priceUsd, 1795.16); // 12999 x 0.1381, to the cent
    EXPECT_EQ(prices[0].currency, "CNY");
    EXPECT_EQ(prices[0].quotedPrice, 12999);
    EXPECT_EQ(prices[0].usdPerUnit, 0.1381);
    EXPECT_EQ(prices[1].currency, "EUR");       // any case
    EXPECT_DOUBLE_EQ(prices[1].priceUsd, 1450); // given, and within 1 % of 1350 x 1.0741
    EXPECT_TRUE(prices[2].currency.empty());
    EXPECT_FALSE(prices[2].quotedPrice);
    // What is written reads back the same.
    const CatalogCsvParse again = parseCatalogCsv(formatCatalogCsv(prices), latest);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(catalogRowText(again.content.prices[0]), catalogRowText(prices[0]));
}

TEST(CatalogCsvQuotedPrices, AQuoteThatDoesNotAddUpIsRefusedNamingTheCell) {
    const Date latest{std::chrono::year{2030}, std::chrono::January, std::chrono::day{1}};
    const std::string header =
        "gpu_name,condition,price_usd,observed_on,source,currency,quoted_price,usd_per_unit\n";
    const auto firstError = [&](const std::string& row) {
        const CatalogCsvParse parsed = parseCatalogCsv(header + row + "\n", latest);
        return parsed.errors.empty() ? CsvImportError{} : parsed.errors.front();
    };
    EXPECT_EQ(firstError("RTX 4090,new,,2026-11-20,Shop,GBP,1000,1.27").column, "currency");
    EXPECT_EQ(firstError("RTX 4090,new,,2026-11-20,Shop,CNY,12999,").column, "usd_per_unit");
    EXPECT_EQ(firstError("RTX 4090,new,,2026-11-20,Shop,CNY,,0.1381").column, "quoted_price");
    EXPECT_EQ(firstError("RTX 4090,new,1000,2026-11-20,Shop,,12999,").column, "quoted_price");
    const CsvImportError mismatch = firstError("RTX 4090,new,2000,2026-11-20,Shop,CNY,12999,0.1381");
    EXPECT_EQ(mismatch.column, "price_usd");
    EXPECT_NE(mismatch.message.find("1795.16"), std::string::npos) << mismatch.message;
    EXPECT_EQ(firstError("RTX 4090,new,,2026-11-20,Shop,,,").column, "price_usd"); // dollars, but none given
}

TEST(CatalogCsvChangedCells, NameOnlyTheCellsThatDiffer) {
    PriceObservation before{"RTX 3090", Condition::Used, 800,
                            Date{std::chrono::year{2025}, std::chrono::June, std::chrono::day{15}},
                            "eBay used, mid-2025 (estimate)"};
    PriceObservation after = before;
    after.priceUsd = 640;
    const auto changes = changedCells(CatalogTable::Prices, catalogRowText(before), catalogRowText(after));
    ASSERT_EQ(changes.size(), 1u);
    EXPECT_EQ(changes[0].column, "price_usd");
    EXPECT_EQ(changes[0].before, "800");
    EXPECT_EQ(changes[0].after, "640");
    after.currency = "CNY";
    after.quotedPrice = 4634;
    after.usdPerUnit = 0.1381;
    EXPECT_EQ(changedCells(CatalogTable::Prices, catalogRowText(before), catalogRowText(after)).size(), 4u);
    EXPECT_TRUE(changedCells(CatalogTable::Prices, catalogRowText(before), catalogRowText(before)).empty());
}

// ---- Hostile sizes: one error for a too-wide line, at most 100 listed ------------------------

TEST(CatalogCsvHostile, AHeaderOfAMegabyteOfCommasIsOneShortError) {
    const std::string text = "name" + std::string(1 << 20, ',') + "\n";
    const auto parsed = parseCatalogCsv(text, catalogCsvDay);
    ASSERT_EQ(parsed.errorCount(), 1u);
    EXPECT_EQ(parsed.errors[0].describe(), "line 1: has more than 256 fields; a catalog CSV has at most 28");
    EXPECT_EQ(catalogCsvTable(text), CatalogTable::Gpus) << "the header's first fields are still read";
}

TEST(CatalogCsvHostile, ATooWideRowIsOneErrorAndTheRowsAfterItAreStillRead) {
    const std::string header = "gpu_name,condition,price_usd,observed_on,source\n";
    const std::string text = header + "RTX 3090,used,700,2024-02-01,eBay" + std::string(100000, ',') + "\n" +
                             "RTX 3090,used,abc,2024-02-02,eBay\n";
    const auto parsed = parseCatalogCsv(text, catalogCsvDay);
    ASSERT_EQ(parsed.errors.size(), 2u);
    EXPECT_EQ(parsed.errors[0].describe(),
              "line 2, column field 6: has more than 256 fields but the header has 5");
    EXPECT_EQ(parsed.errors[1].line, 3u);
    EXPECT_EQ(parsed.errors[1].column, "price_usd");
}

TEST(CatalogCsvHostile, TenThousandBadRowsListTheFirstHundredAndCountTheRest) {
    std::string text = "gpu_count,base_cost_usd,base_watts,source\n";
    for (int i = 0; i < 10000; ++i) {
        text += "1,lots,100,x\n";
    }
    const auto parsed = parseCatalogCsv(text, catalogCsvDay);
    ASSERT_EQ(parsed.errors.size(), 100u);
    EXPECT_EQ(parsed.unlistedErrors, 9900u);
    EXPECT_EQ(parsed.errorCount(), 10000u);
    EXPECT_EQ(parsed.errors.front().line, 2u);
    EXPECT_EQ(parsed.errors.back().line, 101u) << "the first ones in line order";
    EXPECT_FALSE(parsed.ok());
    EXPECT_EQ(moreProblemsText(parsed.unlistedErrors), "and 9,900 more problems");
}

TEST(CatalogCsvHostile, MoreProblemsAreCountedWithGroupedDigits) {
    EXPECT_EQ(moreProblemsText(1), "and 1 more problem");
    EXPECT_EQ(moreProblemsText(999), "and 999 more problems");
    EXPECT_EQ(moreProblemsText(1000), "and 1,000 more problems");
    EXPECT_EQ(moreProblemsText(12345678), "and 12,345,678 more problems");

    std::vector<CsvImportError> errors(150, CsvImportError{2, "x", "bad"});
    std::size_t unlisted = 7;
    capCsvImportErrors(errors, unlisted);
    EXPECT_EQ(errors.size(), 100u);
    EXPECT_EQ(unlisted, 57u);
}

// ---- Whole numbers name their range -----------------------------------------------------------

TEST(CatalogCsv, AWholeNumberOutOfRangeNamesTheRange) {
    const std::string header =
        "provider,instance,gpu_name,gpu_count,usd_per_hour,pricing,observed_on,source\n";
    const auto messageFor = [&](const std::string& count) {
        const auto parsed = parseCatalogCsv(
            header + "Lambda,gpu_8x,RTX 3090," + count + ",1,on_demand,2024-02-01,web\n", catalogCsvDay);
        return parsed.ok() ? std::string("accepted") : parsed.errors.front().describe();
    };
    // An int: the field's own range, the number as typed.
    EXPECT_EQ(messageFor("2000000000"), "line 2, column gpu_count: gpu_count 2000000000 is outside 1-64");
    // Beyond an int: the range a whole number can have.
    EXPECT_EQ(messageFor("3000000000"),
              "line 2, column gpu_count: '3000000000' is not a whole number from -2147483648 to 2147483647");
    EXPECT_EQ(messageFor("1.5"), "line 2, column gpu_count: '1.5' is not a whole number");
    EXPECT_EQ(messageFor("8"), "accepted");
}

// ---- Spreadsheet formula injection --------------------------------------------------------------

TEST(CatalogCsvFormulas, TextCellsAreEscapedOnExportAndReadBackExactly) {
    Gpu formula = sampleConsumerGpu();
    formula.name = "=HYPERLINK(\"http://evil\",\"RTX\")";
    formula.vendor = "+NVIDIA";
    formula.memoryType = "@GDDR6X";
    formula.powerConnectors = "-1x 12VHPWR";
    Gpu quoted = sampleConsumerGpu();
    quoted.name = "'=not a formula"; // a name that really starts with a quote
    const std::string text = formatCatalogCsv(std::vector<Gpu>{formula, quoted});
    EXPECT_NE(text.find("\"'=HYPERLINK(\"\"http://evil\"\",\"\"RTX\"\")\",\"'+NVIDIA\""), std::string::npos)
        << text;
    EXPECT_NE(text.find("\"'@GDDR6X\""), std::string::npos) << text;
    EXPECT_NE(text.find("\"'-1x 12VHPWR\""), std::string::npos) << text;
    EXPECT_NE(text.find("\"''=not a formula\""), std::string::npos) << text;
    for (const char* start : {"\n=", ",=", "\n+", ",+", "\n@", ",@", ",-1x"}) {
        EXPECT_EQ(text.find(start), std::string::npos) << "a bare formula start " << start << " in\n" << text;
    }

    const auto parsed = parseCatalogCsv(text, catalogCsvDay);
    ASSERT_TRUE(parsed.ok()) << parsed.errors.front().describe();
    ASSERT_EQ(parsed.content.gpus.size(), 2u);
    EXPECT_EQ(parsed.content.gpus[0].name, formula.name);
    EXPECT_EQ(parsed.content.gpus[0].vendor, formula.vendor);
    EXPECT_EQ(parsed.content.gpus[0].memoryType, formula.memoryType);
    EXPECT_EQ(parsed.content.gpus[0].powerConnectors, formula.powerConnectors);
    EXPECT_EQ(parsed.content.gpus[1].name, quoted.name);
    EXPECT_EQ(formatCatalogCsv(parsed.content.gpus), text) << "export, import, export changes nothing";
}

TEST(CatalogCsvFormulas, NumbersAreNotTextAndAHandEscapedCellLosesItsQuote) {
    Gpu negative = sampleConsumerGpu();
    negative.memoryGb = -5;
    const std::string row = catalogRowText(negative);
    EXPECT_NE(row.find(",-5,"), std::string::npos) << row;
    EXPECT_EQ(row.find("'-5"), std::string::npos) << row;

    // A sheet saved by a spreadsheet, where the user typed '@home as text: the quote goes.
    const auto parsed = parseCatalogCsv("gpu_name,condition,price_usd,observed_on,source\n"
                                        "RTX 3090,used,700,2024-02-01,'@home\n"
                                        "RTX 3090,used,-5,2024-02-02,'-5\n",
                                        catalogCsvDay);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(parsed.errors[0].describe(), "line 3, column price_usd: price_usd -5 is outside 1-1000000 USD");
    const auto good = parseCatalogCsv("gpu_name,condition,price_usd,observed_on,source\n"
                                      "RTX 3090,used,700,2024-02-01,'@home\n",
                                      catalogCsvDay);
    ASSERT_TRUE(good.ok()) << good.errors.front().describe();
    EXPECT_EQ(good.content.prices[0].source, "@home");
}

TEST(CatalogCsvFormulas, ChangedCellsShowTheValuesNotTheirEscapes) {
    PriceObservation before{"RTX 3090", Condition::Used, 800,
                            Date{std::chrono::year{2025}, std::chrono::June, std::chrono::day{15}}, "=old"};
    PriceObservation after = before;
    after.source = "@new";
    const auto changes = changedCells(CatalogTable::Prices, catalogRowText(before), catalogRowText(after));
    ASSERT_EQ(changes.size(), 1u);
    EXPECT_EQ(changes[0].before, "=old");
    EXPECT_EQ(changes[0].after, "@new");
}
