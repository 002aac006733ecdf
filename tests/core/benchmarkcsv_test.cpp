// The CSV layout of the benchmarks table (catalogcsv.h): columns, round trip, and every problem
// named by line and column.

#include "gpuadvisor/core/catalog/catalogcsv.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

const Date benchmarkCsvDay{std::chrono::year{2026}, std::chrono::November, std::chrono::day{22}};

const std::string header = "gpu_name,gpu_count,system,model,workload,task,precision,batch_size,software,"
                           "value,unit,measured_on,source\n";

/// A good row; the cell of `column` (if any) is `replacement` instead.
std::string row(const std::string& column = {}, const std::string& replacement = {}) {
    const std::vector<std::pair<std::string, std::string>> cells = {
        {"gpu_name", "RTX 4090"},
        {"gpu_count", "2"},
        {"system", "Lambda: 2x RTX 4090"},
        {"model", "bert_large_squad"},
        {"workload", "transformer"},
        {"task", "training"},
        {"precision", "fp16"},
        {"batch_size", "56"},
        {"software", "\"PyTorch, NGC\""},
        {"value", "139"},
        {"unit", "sequences/s"},
        {"measured_on", "2025-12-17"},
        {"source", "Lambda deeplearning-benchmark commit aa5addb6"},
    };
    std::string text;
    for (const auto& [name, value] : cells) {
        text += (name == cells.front().first ? "" : ",") + (name == column ? replacement : value);
    }
    return text + "\n";
}

BenchmarkResult llamaDecode() {
    BenchmarkResult result;
    result.gpuName = "A100 PCIe 80GB";
    result.system = "GPU-Benchmarks-on-LLM-Inference: 1x A100 PCIe 80GB";
    result.model = "llama3-70b";
    result.workload = Workload::Transformer;
    result.task = BenchmarkTask::LlmDecode;
    result.precision = "q4_k_m";
    result.batchSize = 1;
    result.software = "llama.cpp build 2824-2843 (May 2024), llama-bench, 1 GPU, all layers offloaded";
    result.value = 22.31;
    result.unit = "tokens/s";
    result.measuredOn = Date{std::chrono::year{2024}, std::chrono::May, std::chrono::day{15}};
    result.source = "XiongjieDai/GPU-Benchmarks-on-LLM-Inference commit aa72e0ec; \"May 2024\"";
    return result;
}

} // namespace

TEST(BenchmarkCsv, ColumnsAreInTheDocumentedOrder) {
    const std::vector<std::string_view> expected{
        "gpu_name",   "gpu_count", "system", "model", "workload",    "task",  "precision",
        "batch_size", "software",  "value",  "unit",  "measured_on", "source"};
    EXPECT_EQ(csvColumns(CatalogTable::Benchmarks), expected);
    EXPECT_EQ(formatCatalogCsv(std::vector<BenchmarkResult>{}), header);
    EXPECT_EQ(toString(CatalogTable::Benchmarks), "benchmarks");
    EXPECT_EQ(parseCatalogTable("Benchmarks"), CatalogTable::Benchmarks);
    EXPECT_EQ(allCatalogTables().size(), 5u);
    EXPECT_EQ(allCatalogTables().back(), CatalogTable::Benchmarks);
}

TEST(BenchmarkCsv, RowsRoundTripWithoutTheirOrigin) {
    BenchmarkResult other = llamaDecode();
    other.gpuName = "RTX 3090";
    other.model = "ncf";
    other.workload.reset();
    other.task = BenchmarkTask::Inference;
    other.batchSize = 0;
    other.value = 1e7;
    other.origin = BenchmarkOrigin::Shipped; // not written: a file's rows are imported as the user's
    const std::string text = formatCatalogCsv(std::vector<BenchmarkResult>{llamaDecode(), other});
    EXPECT_NE(text.find(",other,inference,"), std::string::npos) << text;
    const auto parsed = parseCatalogCsv(text, benchmarkCsvDay);
    ASSERT_TRUE(parsed.ok()) << parsed.errors.front().describe();
    EXPECT_EQ(parsed.content.table, CatalogTable::Benchmarks);
    ASSERT_EQ(parsed.content.benchmarks.size(), 2u);
    EXPECT_EQ(parsed.content.lines, (std::vector<std::size_t>{2, 3}));
    const BenchmarkResult& first = parsed.content.benchmarks[0];
    const BenchmarkResult expected = llamaDecode();
    EXPECT_EQ(first.gpuName, expected.gpuName);
    EXPECT_EQ(first.gpuCount, 1);
    EXPECT_EQ(first.system, expected.system);
    EXPECT_EQ(first.model, expected.model);
    EXPECT_EQ(first.workload, Workload::Transformer);
    EXPECT_EQ(first.task, BenchmarkTask::LlmDecode);
    EXPECT_EQ(first.precision, "q4_k_m");
    EXPECT_EQ(first.batchSize, 1);
    EXPECT_EQ(first.software, expected.software);
    EXPECT_EQ(first.value, 22.31);
    EXPECT_EQ(first.unit, "tokens/s");
    EXPECT_EQ(first.measuredOn, expected.measuredOn);
    EXPECT_EQ(first.source, expected.source);
    EXPECT_EQ(first.origin, BenchmarkOrigin::User);
    const BenchmarkResult& second = parsed.content.benchmarks[1];
    EXPECT_FALSE(second.workload);
    EXPECT_EQ(second.batchSize, 0);
    EXPECT_EQ(second.value, 1e7);
    EXPECT_EQ(second.origin, BenchmarkOrigin::User);
    EXPECT_EQ(formatCatalogCsv(parsed.content.benchmarks), text);
}

TEST(BenchmarkCsv, HeaderInAnyOrderAndWordsInAnyCase) {
    const auto parsed =
        parseCatalogCsv("source,measured_on,unit,value,software,batch_size,precision,task,workload,"
                        "model,system,gpu_count,gpu_name\n"
                        "my run,2024-03-01,images/s,1200.5,,256,FP16,Training,CNN,resnet50,,1,"
                        "rtx   4090\n",
                        benchmarkCsvDay);
    ASSERT_TRUE(parsed.ok()) << parsed.errors.front().describe();
    EXPECT_EQ(parsed.content.table, CatalogTable::Benchmarks);
    ASSERT_EQ(parsed.content.benchmarks.size(), 1u);
    const BenchmarkResult& result = parsed.content.benchmarks[0];
    EXPECT_EQ(result.gpuName, "rtx 4090"); // runs of spaces collapsed, as card names are stored
    EXPECT_EQ(result.precision, "fp16");   // stored in lower case
    EXPECT_EQ(result.workload, Workload::Cnn);
    EXPECT_EQ(result.task, BenchmarkTask::Training);
    EXPECT_TRUE(result.system.empty());
    EXPECT_TRUE(result.software.empty());
}

TEST(BenchmarkCsv, EveryBadCellIsNamedByLineAndColumn) {
    const Date tomorrow{std::chrono::sys_days{benchmarkCsvDay} + std::chrono::days{1}};
    const std::vector<std::tuple<std::string, std::string, std::string>> cases = {
        {"gpu_name", "", "gpu_name is empty"},
        {"gpu_count", "9", "gpu_count 9 is outside 1-8"},
        {"gpu_count", "two", "'two' is not a number"},
        {"gpu_count", "1.5", "'1.5' is not a whole number"},
        {"system", "\"Lambda\nbox\"", "system holds a line break or control character"},
        {"model", "", "model is empty"},
        {"workload", "rnn", "'rnn' is not one of: transformer, cnn, other"},
        {"task", "pp512", "'pp512' is not one of: training, inference, llm-prefill, llm-decode"},
        {"precision", "fp64", "precision 'fp64' is not one of"},
        {"precision", "", "precision is empty"},
        {"batch_size", "-1", "batch_size -1 is below 0"},
        {"software", "\"a\tb\"", "software holds a line break or control character"},
        {"value", "0", "value 0 is not a finite number above 0"},
        {"value", "-3", "value -3 is not a finite number above 0"},
        {"value", "1e308", "is more than ten trillion a second"}, // issue 32, item 9
        {"value", "inf", "'inf' is not a number"},
        {"value", "fast", "'fast' is not a number"},
        {"unit", "", "unit is empty"},
        {"measured_on", "May 2024", "'May 2024' is not a date in the form YYYY-MM-DD"},
        {"measured_on", formatIsoDate(Date{std::chrono::sys_days{tomorrow}}), "is outside 2000-01-01 to"},
        {"source", "", "source is empty"},
    };
    std::string text = header;
    for (const auto& [column, cell, message] : cases) {
        text += row(column, cell);
    }
    const auto parsed = parseCatalogCsv(text, benchmarkCsvDay);
    ASSERT_EQ(parsed.errors.size(), cases.size());
    std::size_t line = 2;
    for (std::size_t i = 0; i < cases.size(); ++i, ++line) {
        const auto& [column, cell, message] = cases[i];
        const CsvImportError& error = parsed.errors[i];
        EXPECT_EQ(error.line, line) << column;
        EXPECT_EQ(error.column, column) << error.describe();
        EXPECT_NE(error.message.find(message), std::string::npos) << error.describe();
        if (cell.find('\n') != std::string::npos) {
            ++line; // the quoted line break moves the next row down a line
        }
    }
    EXPECT_TRUE(parsed.content.benchmarks.empty());
}

TEST(BenchmarkCsv, ARepeatedKeyIsReportedButAnotherBatchSizeIsNot) {
    const std::string repeated =
        "rtx 4090,2,LAMBDA: 2x RTX 4090,BERT_LARGE_SQUAD,transformer,training,FP16,56,"
        "\"pytorch, ngc\",140,sequences/s,2025-12-17,"
        "lambda deeplearning-benchmark commit aa5addb6\n";
    const auto parsed = parseCatalogCsv(header + row() + row("batch_size", "64") + repeated, benchmarkCsvDay);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(parsed.errors[0].line, 4u);
    EXPECT_EQ(parsed.errors[0].column, "gpu_name");
    EXPECT_EQ(parsed.errors[0].message, "repeats the row on line 2");
}

TEST(BenchmarkCsv, TheTableOfAHeaderIsRecognisedWithoutParsingTheRows) {
    EXPECT_EQ(catalogCsvTable(header + "not,even,close\n"), CatalogTable::Benchmarks);
    EXPECT_EQ(catalogCsvTable("gpu_name,condition,price_usd,observed_on,source\n"), CatalogTable::Prices);
    EXPECT_EQ(catalogCsvTable("gpu_count,base_cost_usd,base_watts,source\n"), CatalogTable::SystemBaseCosts);
    EXPECT_EQ(catalogCsvTable(formatCatalogCsv(std::vector<Gpu>{})), CatalogTable::Gpus);
    EXPECT_EQ(catalogCsvTable(formatCatalogCsv(std::vector<CloudOffer>{})), CatalogTable::CloudOffers);
    EXPECT_FALSE(catalogCsvTable("a,b,c\n1,2,3\n"));
    EXPECT_FALSE(catalogCsvTable(""));
}
