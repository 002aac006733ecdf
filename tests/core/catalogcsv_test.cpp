#include "gpuadvisor/core/catalogcsv.h"

#include "samplegpus.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;
using gpuadvisor::testing::sampleConsumerGpu;

namespace {

const Date today{std::chrono::year{2026}, std::chrono::November, std::chrono::day{22}};

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
    const auto parsed = parseCatalogCsv(text, today);
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
        "source,observed_on,price_usd,condition,gpu_name\neBay,2020-09-07,400,used,RTX 2070\n", today);
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
    const auto parsed = parseCatalogCsv(text, today);
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
    const auto parsed =
        parseCatalogCsv(formatCatalogCsv(std::vector<Gpu>{sampleConsumerGpu(), negative, duplicate}), today);
    ASSERT_EQ(parsed.errors.size(), 2u);
    EXPECT_EQ(parsed.errors[0].line, 3u);
    EXPECT_EQ(parsed.errors[0].column, "memory_gb");
    EXPECT_EQ(parsed.errors[1].line, 4u);
    EXPECT_NE(parsed.errors[1].message.find("line 2"), std::string::npos);
}

TEST(CatalogCsv, HeaderProblemsAreNamed) {
    auto parsed = parseCatalogCsv("gpu_name,condition,price_usd,observed_on\n", today);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(parsed.errors[0].column, "source");

    parsed = parseCatalogCsv("gpu_name,condition,price_usd,observed_on,source,colour\n", today);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(parsed.errors[0].column, "colour");

    parsed = parseCatalogCsv("what,is,this\n1,2,3\n", today);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(parsed.errors[0].line, 1u);

    EXPECT_FALSE(parseCatalogCsv("", today).ok());
}

TEST(CatalogCsv, RowWithWrongFieldCountIsRejected) {
    const auto parsed = parseCatalogCsv("gpu_count,base_cost_usd,base_watts,source\n1,700,100\n", today);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(parsed.errors[0].line, 2u);
    EXPECT_TRUE(parsed.errors[0].column.empty());
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
