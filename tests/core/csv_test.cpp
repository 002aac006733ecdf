#include "gpuadvisor/core/catalog/csv.h"

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
    // A Windows line end ends the last field of its line; it is not part of it.
    EXPECT_EQ(result.records[0].fields, (std::vector<std::string>{"name", "source"}));
    EXPECT_EQ(result.records[2].fields, (std::vector<std::string>{"y", "z"}));
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

// ---- Hostile widths: a line of megabytes of commas costs no string per comma -----------------

TEST(CsvReader, ARecordWiderThanTheLimitIsReadToItsEndKeepingItsFirstFields) {
    // Line 2 has 10 fields, one of them quoted over two lines; the limit is 4.
    CsvReader reader("a,b\n1,2,3,4,5,\"six\nstill six\",7,8,9,10\nlast,row\n", 4);
    CsvRecord record;
    ASSERT_TRUE(reader.next(record));
    EXPECT_FALSE(reader.tooWide());
    ASSERT_TRUE(reader.next(record));
    EXPECT_TRUE(reader.tooWide());
    EXPECT_EQ(record.line, 2u);
    EXPECT_EQ(record.fields, (std::vector<std::string>{"1", "2", "3", "4"}));
    // The skipped quoted field still counts its line break: the next record is on line 4.
    ASSERT_TRUE(reader.next(record));
    EXPECT_FALSE(reader.tooWide());
    EXPECT_EQ(record.line, 4u);
    EXPECT_EQ(record.fields, (std::vector<std::string>{"last", "row"}));
    EXPECT_FALSE(reader.next(record));
    EXPECT_FALSE(reader.error());
}

TEST(CsvReader, ASyntaxErrorPastTheLimitIsStillFound) {
    CsvReader reader("1,2,3,x\"y\n", 2);
    CsvRecord record;
    EXPECT_FALSE(reader.next(record));
    ASSERT_TRUE(reader.error());
    EXPECT_EQ(reader.error()->line, 1u);
    EXPECT_EQ(reader.error()->field, 4u);
}

TEST(Csv, ARecordOfMoreThanTheMaximumFieldsIsAnError) {
    // 256 commas make 257 fields, one more than the documented 256.
    const std::string wide = "a,b\n" + std::string(256, ',') + "\nc,d\n";
    const auto result = parseCsv(wide);
    ASSERT_TRUE(result.error);
    EXPECT_EQ(result.error->line, 2u);
    EXPECT_EQ(result.error->message, "has more than 256 fields");
    EXPECT_EQ(result.records.size(), 1u);
    // Exactly the maximum is fine.
    EXPECT_FALSE(parseCsv(std::string(255, ',') + "\n").error);
}

// ---- Spreadsheet formula injection (OWASP "CSV injection") -----------------------------------

TEST(CsvSpreadsheetText, FormulaStartsAreEscapedAndEveryValueReadsBackExactly) {
    const struct {
        std::string value;
        std::string escaped;
    } cases[] = {
        {"=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"},
        {"+1", "'+1"},
        {"-5 off", "'-5 off"},
        {"@SUM(A1)", "'@SUM(A1)"},
        {"\tcmd", "'\tcmd"},
        {"\rcmd", "'\rcmd"},
        // Already a quote before a formula start: one more quote, so reading back removes one.
        {"'=literal", "''=literal"},
        {"''+x", "'''+x"},
        // Nothing a spreadsheet would run: left alone.
        {"RTX 3090", "RTX 3090"},
        {"'quoted'", "'quoted'"},
        {"'", "'"},
        {"a=b", "a=b"},
        {"", ""},
    };
    for (const auto& c : cases) {
        EXPECT_EQ(escapeSpreadsheetText(c.value), c.escaped) << c.value;
        EXPECT_EQ(unescapeSpreadsheetText(c.escaped), c.value) << c.escaped;
    }
    // A hand-written cell a spreadsheet kept as text loses its quote.
    EXPECT_EQ(unescapeSpreadsheetText("'@home"), "@home");
}

TEST(CsvSpreadsheetText, AnEscapedCellIsAlwaysQuotedAndParsesBack) {
    EXPECT_EQ(csvTextField("=1+1"), "\"'=1+1\"");
    EXPECT_EQ(csvTextField("-x, \"y\""), "\"'-x, \"\"y\"\"\"");
    EXPECT_EQ(csvTextField("plain"), "plain");
    EXPECT_EQ(csvTextField("a,b"), "\"a,b\"");
    const auto parsed = parseCsv(csvTextField("-x, \"y\"") + "\n");
    ASSERT_FALSE(parsed.error);
    EXPECT_EQ(unescapeSpreadsheetText(parsed.records.at(0).fields.at(0)), "-x, \"y\"");
}
