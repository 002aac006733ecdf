#include "gpuadvisor/core/csv.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

TEST(Csv, SplitsFieldsAndRecordsWithTheirLines) {
    const auto result = parseCsv("a,b,c\n1,2,3\n");
    ASSERT_FALSE(result.error);
    ASSERT_EQ(result.records.size(), 2u);
    EXPECT_EQ(result.records[1].fields, (std::vector<std::string>{"1", "2", "3"}));
    EXPECT_EQ(result.records[1].line, 2u);
}

TEST(Csv, QuotedFieldsKeepCommasQuotesAndLineBreaks) {
    const auto result = parseCsv("name,source\r\nx,\"Amazon, \"\"new\"\"\nsecond line\"\r\ny,z\r\n");
    ASSERT_FALSE(result.error);
    ASSERT_EQ(result.records.size(), 3u);
    EXPECT_EQ(result.records[1].fields[1], "Amazon, \"new\"\nsecond line");
    // The record after a multi-line field starts on the right line.
    EXPECT_EQ(result.records[2].line, 4u);
}

TEST(Csv, EmptyFieldsAndBlankLinesAndByteOrderMark) {
    const auto result = parseCsv("\xEF\xBB\xBFh1,h2\n\n,\nlast,\n");
    ASSERT_FALSE(result.error);
    ASSERT_EQ(result.records.size(), 3u);
    EXPECT_EQ(result.records[0].fields[0], "h1");
    EXPECT_EQ(result.records[1].fields, (std::vector<std::string>{"", ""}));
    EXPECT_EQ(result.records[2].line, 4u);
}

TEST(Csv, UnclosedQuoteIsAnErrorNamingItsLine) {
    const auto result = parseCsv("a,b\n1,\"open\n2,3\n");
    ASSERT_TRUE(result.error);
    EXPECT_EQ(result.error->line, 2u);
}

TEST(Csv, StrayQuoteInUnquotedFieldIsAnError) {
    const auto result = parseCsv("a,b\n1,2\"3\n");
    ASSERT_TRUE(result.error);
    EXPECT_EQ(result.error->line, 2u);
}

TEST(Csv, WrittenFieldsReadBackUnchanged) {
    const std::vector<std::string> fields{"plain", "with, comma", "with \"quote\"", "two\nlines", ""};
    const auto result = parseCsv(csvLine(fields));
    ASSERT_FALSE(result.error);
    ASSERT_EQ(result.records.size(), 1u);
    EXPECT_EQ(result.records[0].fields, fields);
}

TEST(Csv, InvalidUtf8IsFoundWithItsLine) {
    EXPECT_FALSE(firstInvalidUtf8Line("名称,显存\nRTX 4090,24\n"));
    EXPECT_EQ(firstInvalidUtf8Line("ok\nbad \xFF byte\n"), 2u);
    EXPECT_EQ(firstInvalidUtf8Line("overlong \xC0\xAF"), 1u);
    EXPECT_EQ(firstInvalidUtf8Line("truncated \xE4\xB8"), 1u);
}

TEST(Csv, ARecordOfOneEmptyFieldSurvivesARoundTrip) {
    // Found by fuzz_catalog_csv: written bare it was an empty line, which parsing skips.
    const std::string line = csvLine({""});
    const auto result = parseCsv("a\n" + line);
    ASSERT_FALSE(result.error);
    ASSERT_EQ(result.records.size(), 2u);
    EXPECT_EQ(result.records[1].fields, (std::vector<std::string>{""}));
}
