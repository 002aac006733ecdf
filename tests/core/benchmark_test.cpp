// The benchmark record's words, precisions, validation and identity (benchmark.h,
// benchmarkkey.h, validateBenchmark).

#include "gpuadvisor/core/catalog/benchmark.h"
#include "gpuadvisor/core/catalog/benchmarkkey.h"
#include "gpuadvisor/core/catalog/validation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace gpuadvisor;

namespace {

const Date benchmarkDay{std::chrono::year{2026}, std::chrono::November, std::chrono::day{22}};

/// Lambda's BERT-large training run on one RTX 4090, as shipped.
BenchmarkResult bertLargeOnRtx4090() {
    BenchmarkResult result;
    result.gpuName = "RTX 4090";
    result.gpuCount = 1;
    result.system = "Lambda: RTX 4090";
    result.model = "bert_large_squad";
    result.workload = Workload::Transformer;
    result.task = BenchmarkTask::Training;
    result.precision = "fp16";
    result.batchSize = 28;
    result.software = "PyTorch, NVIDIA DeepLearningExamples";
    result.value = 93;
    result.unit = "sequences/s";
    result.measuredOn = Date{std::chrono::year{2025}, std::chrono::December, std::chrono::day{17}};
    result.source = "Lambda deeplearning-benchmark commit aa5addb6";
    result.origin = BenchmarkOrigin::Shipped;
    return result;
}

std::vector<std::string> fieldsOf(const std::vector<FieldProblem>& problems) {
    std::vector<std::string> fields;
    for (const auto& problem : problems) {
        fields.push_back(problem.field);
    }
    return fields;
}

} // namespace

TEST(BenchmarkWords, TasksAndOriginsRoundTripIgnoringCase) {
    for (const auto task : {BenchmarkTask::Training, BenchmarkTask::Inference, BenchmarkTask::LlmPrefill,
                            BenchmarkTask::LlmDecode}) {
        EXPECT_EQ(parseBenchmarkTask(toString(task)), task);
        EXPECT_NE(allowedBenchmarkTasks().find(toString(task)), std::string_view::npos);
    }
    EXPECT_EQ(toString(BenchmarkTask::LlmPrefill), "llm-prefill");
    EXPECT_EQ(toString(BenchmarkTask::LlmDecode), "llm-decode");
    EXPECT_EQ(parseBenchmarkTask("LLM-Decode"), BenchmarkTask::LlmDecode);
    EXPECT_FALSE(parseBenchmarkTask("pp512"));
    EXPECT_FALSE(parseBenchmarkTask(""));

    EXPECT_EQ(toString(BenchmarkOrigin::Shipped), "shipped");
    EXPECT_EQ(toString(BenchmarkOrigin::User), "user");
    EXPECT_EQ(parseBenchmarkOrigin("USER"), BenchmarkOrigin::User);
    EXPECT_EQ(parseBenchmarkOrigin("shipped"), BenchmarkOrigin::Shipped);
    EXPECT_FALSE(parseBenchmarkOrigin("mine"));
}

TEST(BenchmarkWords, PrecisionBitsOfEveryDocumentedSpelling) {
    const struct {
        std::string_view precision;
        std::optional<int> bits;
    } cases[] = {
        {"fp32", 32}, {"tf32", 32},   {"fp16", 16}, {"bf16", 16},  {"f16", 16},   {"fp8", 8},   {"int8", 8},
        {"q8_0", 8},  {"int4", 4},    {"q4_0", 4},  {"q4_k_m", 4}, {"Q4_K_S", 4}, {"FP16", 16}, {"fp64", {}},
        {"q4_", {}},  {"q5_k_m", {}}, {"half", {}}, {"", {}},      {" fp16", {}}, {"int", {}},
    };
    for (const auto& testCase : cases) {
        EXPECT_EQ(precisionBits(testCase.precision), testCase.bits) << testCase.precision;
    }
}

TEST(BenchmarkValidation, AcceptsAShippedRowAndARowWithoutSystemOrSoftware) {
    EXPECT_TRUE(validateBenchmark(bertLargeOnRtx4090(), benchmarkDay).empty());
    BenchmarkResult sparse = bertLargeOnRtx4090();
    sparse.system.clear();
    sparse.software.clear();
    sparse.batchSize = 0; // the source does not say
    sparse.workload.reset();
    EXPECT_TRUE(validateBenchmark(sparse, benchmarkDay).empty());
}

TEST(BenchmarkValidation, EachBrokenRuleNamesItsField) {
    const Date tomorrow{std::chrono::sys_days{benchmarkDay} + std::chrono::days{1}};
    const struct {
        void (*breakIt)(BenchmarkResult&);
        std::string field;
        ProblemKind kind;
    } cases[] = {
        {[](BenchmarkResult& r) { r.gpuName.clear(); }, "gpu_name", ProblemKind::Missing},
        {[](BenchmarkResult& r) { r.gpuCount = 0; }, "gpu_count", ProblemKind::OutOfRange},
        {[](BenchmarkResult& r) { r.gpuCount = 9; }, "gpu_count", ProblemKind::OutOfRange},
        {[](BenchmarkResult& r) { r.model.clear(); }, "model", ProblemKind::Missing},
        {[](BenchmarkResult& r) { r.precision.clear(); }, "precision", ProblemKind::Missing},
        {[](BenchmarkResult& r) { r.precision = "fp64"; }, "precision", ProblemKind::UnknownValue},
        {[](BenchmarkResult& r) { r.batchSize = -1; }, "batch_size", ProblemKind::OutOfRange},
        {[](BenchmarkResult& r) { r.value = 0; }, "value", ProblemKind::OutOfRange},
        {[](BenchmarkResult& r) { r.value = -3; }, "value", ProblemKind::OutOfRange},
        {[](BenchmarkResult& r) { r.value = std::numeric_limits<double>::quiet_NaN(); }, "value",
         ProblemKind::OutOfRange},
        {[](BenchmarkResult& r) { r.value = std::numeric_limits<double>::infinity(); }, "value",
         ProblemKind::OutOfRange},
        {[](BenchmarkResult& r) { r.unit.clear(); }, "unit", ProblemKind::Missing},
        {[](BenchmarkResult& r) { r.source.clear(); }, "source", ProblemKind::Missing},
        {[](BenchmarkResult& r) { r.gpuName = "RTX\n4090"; }, "gpu_name", ProblemKind::Malformed},
        {[](BenchmarkResult& r) { r.system = "Lambda\tbox"; }, "system", ProblemKind::Malformed},
        {[](BenchmarkResult& r) { r.model = "bert\r"; }, "model", ProblemKind::Malformed},
        {[](BenchmarkResult& r) { r.software = "PyTorch\x7f"; }, "software", ProblemKind::Malformed},
        {[](BenchmarkResult& r) { r.unit = "tokens/s\x01"; }, "unit", ProblemKind::Malformed},
        {[](BenchmarkResult& r) { r.source = "line one\nline two"; }, "source", ProblemKind::Malformed},
        {[](BenchmarkResult& r) {
             r.measuredOn = Date{std::chrono::year{1999}, std::chrono::May, std::chrono::day{1}};
         },
         "measured_on", ProblemKind::OutOfRange},
    };
    for (const auto& testCase : cases) {
        BenchmarkResult result = bertLargeOnRtx4090();
        testCase.breakIt(result);
        const auto problems = validateBenchmark(result, benchmarkDay);
        ASSERT_EQ(problems.size(), 1u) << testCase.field;
        EXPECT_EQ(problems[0].field, testCase.field);
        EXPECT_EQ(problems[0].kind, testCase.kind) << testCase.field;
        EXPECT_EQ(problems[0].message.rfind(testCase.field, 0), 0u) << problems[0].message;
    }
    BenchmarkResult future = bertLargeOnRtx4090();
    future.measuredOn = Date{std::chrono::sys_days{tomorrow} + std::chrono::days{1}};
    EXPECT_EQ(fieldsOf(validateBenchmark(future, tomorrow)), std::vector<std::string>{"measured_on"});
    future.measuredOn = tomorrow;
    EXPECT_TRUE(validateBenchmark(future, tomorrow).empty());
}

TEST(BenchmarkKey, IgnoresCaseSpacesOriginAndTheResult) {
    const BenchmarkResult shipped = bertLargeOnRtx4090();
    BenchmarkResult mine = shipped;
    mine.origin = BenchmarkOrigin::User;
    mine.gpuName = "rtx  4090";
    mine.source = "LAMBDA deeplearning-benchmark commit aa5addb6";
    mine.precision = "FP16";
    EXPECT_EQ(benchmarkKey(mine), benchmarkKey(shipped));
    EXPECT_TRUE(sameMeasurement(mine, shipped));
    EXPECT_EQ(firstDifferentColumn(mine, shipped), "");

    mine.value = 94;
    EXPECT_EQ(benchmarkKey(mine), benchmarkKey(shipped));
    EXPECT_FALSE(sameMeasurement(mine, shipped));
    EXPECT_EQ(firstDifferentColumn(mine, shipped), "value");
    mine.value = shipped.value;
    mine.unit = "samples/s";
    EXPECT_EQ(firstDifferentColumn(mine, shipped), "unit");
    mine.workload.reset();
    EXPECT_EQ(firstDifferentColumn(mine, shipped), "workload");
}

TEST(BenchmarkKey, EveryKeyFieldTellsMeasurementsApart) {
    const BenchmarkResult base = bertLargeOnRtx4090();
    const std::vector<void (*)(BenchmarkResult&)> changes = {
        [](BenchmarkResult& r) { r.gpuName = "RTX 3090"; },
        [](BenchmarkResult& r) { r.gpuCount = 2; },
        [](BenchmarkResult& r) { r.system = "Lambda: 2x RTX 4090"; },
        [](BenchmarkResult& r) { r.model = "bert_base_squad"; },
        [](BenchmarkResult& r) { r.task = BenchmarkTask::Inference; },
        [](BenchmarkResult& r) { r.precision = "bf16"; },
        [](BenchmarkResult& r) { r.batchSize = 32; },
        [](BenchmarkResult& r) { r.software = "PyTorch 2.1"; },
        [](BenchmarkResult& r) {
            r.measuredOn = Date{std::chrono::year{2024}, std::chrono::May, std::chrono::day{1}};
        },
        [](BenchmarkResult& r) { r.source = "my own run"; },
    };
    std::vector<std::string> keys{benchmarkKey(base)};
    for (const auto change : changes) {
        BenchmarkResult changed = base;
        change(changed);
        keys.push_back(benchmarkKey(changed));
        EXPECT_FALSE(sameMeasurement(changed, base)) << keys.size();
    }
    std::sort(keys.begin(), keys.end());
    EXPECT_EQ(std::unique(keys.begin(), keys.end()), keys.end());
}
