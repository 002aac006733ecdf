// A card's measured throughput against the reference card's on the same benchmark from the same
// source: medians of repeated runs, one GPU only, the chart's metric and workload, and the date the
// comparison carries (issue 37: each of these had a mutation no test noticed).

#include "gpuadvisor/core/model/measured.h"

#include "samplegpus.h"
#include "testdate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <vector>

using namespace gpuadvisor;
using gpuadvisor::testing::day;

namespace {

Gpu named(std::string name) {
    Gpu gpu = gpuadvisor::testing::sampleConsumerGpu();
    gpu.name = std::move(name);
    return gpu;
}

BenchmarkResult run(std::string gpu, double value, Date day, std::string model = "bert_large_squad") {
    BenchmarkResult row;
    row.gpuName = std::move(gpu);
    row.model = std::move(model);
    row.workload = Workload::Transformer;
    row.task = BenchmarkTask::Training;
    row.precision = "fp16";
    row.batchSize = 32;
    row.value = value;
    row.unit = "sequences/s";
    row.measuredOn = day;
    row.source = "Lab";
    row.origin = BenchmarkOrigin::Shipped;
    return row;
}

const Date day2022 = day(2022, 3, 1);
const Date day2025 = day(2025, 6, 1);

} // namespace

TEST(MeasuredPerformanceTest, ARatioIsTheMedianOfEachCardsRunsOnOneGpu) {
    std::vector<BenchmarkResult> rows{run("A", 90, day2025), run("A", 100, day2025), run("A", 400, day2025),
                                      run("R", 50, day2025)};
    BenchmarkResult eightCards = run("A", 800, day2025);
    eightCards.gpuCount = 8; // a system of eight cards is no single-card measurement
    rows.push_back(eightCards);
    BenchmarkResult inference = run("A", 1000, day2025);
    inference.task = BenchmarkTask::Inference; // another metric
    rows.push_back(inference);
    const MeasuredPerformance measured(rows);
    const std::vector<MeasuredComparison> comparisons =
        measured.compare(named("A"), named("R"), Metric::Training16, Workload::Transformer);
    ASSERT_EQ(comparisons.size(), 1u);
    EXPECT_EQ(comparisons[0].cardValue, 100); // median of 90, 100, 400 (not the mean, 196.7)
    EXPECT_EQ(comparisons[0].referenceValue, 50);
    EXPECT_DOUBLE_EQ(comparisons[0].relative, 2.0);
    EXPECT_EQ(comparisons[0].source, "Lab");
    // The conv-net chart has no transformer rows to show.
    EXPECT_TRUE(measured.compare(named("A"), named("R"), Metric::Training16, Workload::Cnn).empty());
}

TEST(MeasuredPerformanceTest, AComparisonCarriesTheNewerDayOfItsTwoCards) {
    // Whichever card ran later, the comparison's day is that later run; a comparison that took
    // only the card's own day would date a ratio by half of what it rests on.
    const MeasuredPerformance cardNewer({run("A", 100, day2025), run("R", 50, day2022)});
    const MeasuredPerformance referenceNewer({run("A", 100, day2022), run("R", 50, day2025)});
    for (const MeasuredPerformance* measured : {&cardNewer, &referenceNewer}) {
        const std::optional<MeasuredComparison> comparison =
            measured->primary(named("A"), named("R"), Metric::Training16, Workload::Transformer);
        ASSERT_TRUE(comparison.has_value());
        EXPECT_EQ(comparison->measuredOn, day2025);
    }
    // A card run on both days, its newer run listed first: still the newer day, not the last row's.
    const MeasuredPerformance rerun({run("A", 100, day2025), run("A", 110, day2022), run("R", 50, day2022)});
    const std::optional<MeasuredComparison> comparison =
        rerun.primary(named("A"), named("R"), Metric::Training16, Workload::Transformer);
    ASSERT_TRUE(comparison.has_value());
    EXPECT_EQ(comparison->measuredOn, day2025);
}

TEST(MeasuredPerformanceTest, TheBatchShownIsEveryRunsNotTheLastRows) {
    // One card run at two batch sizes (and once without saying): the comparison gives both ends,
    // whatever order the rows come in; a reference whose rows state no batch gives 0.
    std::vector<BenchmarkResult> rows{run("A", 100, day2025), run("A", 120, day2025), run("A", 110, day2025),
                                      run("R", 50, day2025)};
    rows[0].batchSize = 128;
    rows[1].batchSize = 0;
    rows[2].batchSize = 64;
    rows[3].batchSize = 0;
    for (int order = 0; order < 2; ++order) {
        if (order == 1) {
            std::reverse(rows.begin(), rows.end());
        }
        const std::optional<MeasuredComparison> comparison = MeasuredPerformance(rows).primary(
            named("A"), named("R"), Metric::Training16, Workload::Transformer);
        ASSERT_TRUE(comparison.has_value());
        EXPECT_EQ(comparison->cardBatch, 64) << order;
        EXPECT_EQ(comparison->cardBatchMax, 128) << order;
        EXPECT_EQ(comparison->referenceBatch, 0) << order;
        EXPECT_EQ(comparison->referenceBatchMax, 0) << order;
    }
    // Rows that agree give one batch.
    const std::optional<MeasuredComparison> agreeing =
        MeasuredPerformance({run("A", 100, day2025), run("A", 90, day2025), run("R", 50, day2025)})
            .primary(named("A"), named("R"), Metric::Training16, Workload::Transformer);
    ASSERT_TRUE(agreeing.has_value());
    EXPECT_EQ(agreeing->cardBatch, 32);
    EXPECT_EQ(agreeing->cardBatchMax, 32);
    EXPECT_EQ(agreeing->referenceBatchMax, 32);
}

TEST(MeasuredPerformanceTest, OnlyTheSameBenchmarkFromTheSameSourceIsCompared) {
    BenchmarkResult otherSource = run("R", 50, day2025);
    otherSource.source = "Other lab";
    const MeasuredPerformance measured(
        {run("A", 100, day2025), otherSource, run("R", 40, day2025, "resnet50")});
    EXPECT_TRUE(measured.compare(named("A"), named("R"), Metric::Training16, Workload::Transformer).empty());
}

TEST(MeasuredPerformanceTest, TheUsersOwnRunsComeFirstThenTheWorkloadsReferenceModel) {
    std::vector<BenchmarkResult> rows;
    for (const std::string model : {"gnmt", "bert_large_squad", "transformerxlbase"}) {
        rows.push_back(run("A", 100, day2025, model));
        rows.push_back(run("R", 50, day2025, model));
    }
    BenchmarkResult mine = run("A", 120, day2025, "my_model");
    mine.origin = BenchmarkOrigin::User;
    mine.source = "My bench";
    BenchmarkResult mineReference = mine;
    mineReference.gpuName = "R";
    mineReference.value = 40;
    rows.push_back(mine);
    rows.push_back(mineReference);
    const MeasuredPerformance measured(rows);
    const std::vector<MeasuredComparison> comparisons =
        measured.compare(named("A"), named("R"), Metric::Training16, Workload::Transformer);
    ASSERT_EQ(comparisons.size(), 4u);
    EXPECT_EQ(comparisons[0].model, "my_model");
    EXPECT_EQ(comparisons[1].model, "bert_large_squad");
    EXPECT_EQ(comparisons[2].model, "gnmt");
    EXPECT_EQ(comparisons[3].model, "transformerxlbase");
}

namespace {

TEST(MeasuredPerformanceTest, EachMetricIsMeasuredByTheTasksItsDocumentationNames) {
    // rank reads only the rows of these tasks (issue 36): 16-bit training measures Training16;
    // batch inference and LLM prompt processing measure both inference metrics.
    using Tasks = std::vector<BenchmarkTask>;
    const auto tasksOf = [](Metric metric) {
        const auto tasks = tasksMeasuring(metric);
        return Tasks(tasks.begin(), tasks.end());
    };
    EXPECT_EQ(tasksOf(Metric::Training16), (Tasks{BenchmarkTask::Training}));
    EXPECT_EQ(tasksOf(Metric::Inference16), (Tasks{BenchmarkTask::Inference, BenchmarkTask::LlmPrefill}));
    EXPECT_EQ(tasksOf(Metric::Inference8), (Tasks{BenchmarkTask::Inference, BenchmarkTask::LlmPrefill}));
    // And a row of any other task never measures the metric.
    for (const Metric metric : {Metric::Training16, Metric::Inference16, Metric::Inference8}) {
        for (const BenchmarkTask task : {BenchmarkTask::Training, BenchmarkTask::Inference,
                                         BenchmarkTask::LlmPrefill, BenchmarkTask::LlmDecode}) {
            BenchmarkResult row;
            row.task = task;
            row.workload = Workload::Transformer;
            row.precision = metric == Metric::Inference8 ? "int8" : "fp16";
            const auto tasks = tasksOf(metric);
            EXPECT_EQ(measures(row, metric, Workload::Transformer),
                      std::find(tasks.begin(), tasks.end(), task) != tasks.end())
                << toString(task);
        }
    }
}

} // namespace
