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

TEST(Csv, UnclosedQuoteIsAnErrorNamingItsLineAndField) {
    const auto result = parseCsv("a,b\n1,\"open\n2,3\n");
    ASSERT_TRUE(result.error);
    EXPECT_EQ(result.error->line, 2u);
    EXPECT_EQ(result.error->field, 2u);
    // The records before the bad one are kept (the catalog parser names columns from the header).
    ASSERT_EQ(result.records.size(), 1u);
}

TEST(Csv, StrayQuoteInUnquotedFieldIsAnError) {
    const auto result = parseCsv("a,b,c\n1,2\"3,4\n");
    ASSERT_TRUE(result.error);
    EXPECT_EQ(result.error->line, 2u);
    EXPECT_EQ(result.error->field, 2u);
}

TEST(Csv, TextAfterAClosingQuoteIsAnErrorNamingWhereTheQuoteOpened) {
    auto result = parseCsv("a,b,c\n1,\"x\"y,3\n");
    ASSERT_TRUE(result.error);
    EXPECT_EQ(result.error->line, 2u);
    EXPECT_EQ(result.error->field, 2u);

    // A stray quote on line 2 runs to the first quote of line 4: the fault shows on line 4.
    result = parseCsv("a,b\n\"1,2\n3,4\n\"5\",6\n");
    ASSERT_TRUE(result.error);
    EXPECT_EQ(result.error->line, 4u);
    EXPECT_EQ(result.error->field, 1u);
    EXPECT_NE(result.error->message.find("opens on line 2"), std::string::npos) << result.error->message;
}

TEST(Csv, WrittenFieldsReadBackUnchanged) {
    const std::vector<std::string> fields{"plain", "with, comma", "with \"quote\"", "two\nlines", ""};
    const auto result = parseCsv(csvLine(fields));
    ASSERT_FALSE(result.error);
    ASSERT_EQ(result.records.size(), 1u);
    EXPECT_EQ(result.records[0].fields, fields);
}

namespace {

/// "line:field" of the first invalid UTF-8, or "none".
std::string utf8ProblemAt(std::string_view text) {
    const auto problem = firstInvalidUtf8(text);
    return problem ? std::to_string(problem->line) + ":" + std::to_string(problem->field) : "none";
}

} // namespace

TEST(Csv, InvalidUtf8IsFoundWithItsLineAndField) {
    EXPECT_EQ(utf8ProblemAt("名称,显存\nRTX 4090,24\n"), "none");
    EXPECT_EQ(utf8ProblemAt("\xEF\xBB\xBF"
                            "a,b\n"),
              "none");
    EXPECT_EQ(utf8ProblemAt("ok\nbad \xFF byte\n"), "2:1");
    EXPECT_EQ(utf8ProblemAt("a,b\noverlong,\xC0\xAF"), "2:2");
    EXPECT_EQ(utf8ProblemAt("a,b,c\n1,2,surrogate \xED\xA0\x80\n"), "2:3");
    EXPECT_EQ(utf8ProblemAt("a,b\n1,truncated \xE4\xB8"), "2:2");
}

TEST(Csv, InvalidUtf8FieldsCountAsParseCsvCountsThem) {
    // Commas, quotes and line breaks inside a quoted field do not start a field or a record.
    EXPECT_EQ(utf8ProblemAt("a,b,c\n\"x, \"\"y\"\", z\nw\",\xFF\n"), "3:2");
    // CRLF is one line end, a lone CR one too (as in parseCsv); a quoted CR is text.
    EXPECT_EQ(utf8ProblemAt("a,b\r\n1,2\r3,\xFF"), "3:2");
    EXPECT_EQ(utf8ProblemAt("a,b\n\"1\r\",\xFF"), "2:2");
    // A quote that does not open a field does not hide the commas after it.
    EXPECT_EQ(utf8ProblemAt("a,b,c\n1\"2,3,\xFF"), "2:3");
}

TEST(Csv, ARecordOfOneEmptyFieldSurvivesARoundTrip) {
    // Found by fuzz_catalog_csv: written bare it was an empty line, which parsing skips.
    const std::string line = csvLine({""});
    const auto result = parseCsv("a\n" + line);
    ASSERT_FALSE(result.error);
    ASSERT_EQ(result.records.size(), 2u);
    EXPECT_EQ(result.records[1].fields, (std::vector<std::string>{""}));
}
