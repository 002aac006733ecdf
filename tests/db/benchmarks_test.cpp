// The benchmarks table of a catalog: the shipped measurements, the user's imported ones kept
// apart from them, export and re-import, and the rules that keep a measurement from vanishing.

#include "gpuadvisor/core/catalog/benchmarkkey.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/model/measured.h"
#include "gpuadvisor/db/catalog.h"

#include "catalogfiletest.h"
#include "qtprinters.h"
#include "rawsqlite.h"
#include "tempdir.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <set>

using namespace gpuadvisor;

namespace {

/// Rows in resources/catalog/benchmarks.csv: 490 from Lambda, 14 from llama.cpp of May 2024 and 35
/// from the 2025 llama.cpp CUDA scoreboard.
constexpr std::size_t shippedRows = 595;
constexpr std::size_t lambdaRows = 490;

const std::string benchmarkCsvHeader =
    "gpu_name,gpu_count,system,model,workload,task,precision,batch_size,software,"
    "value,unit,measured_on,source\n";

/// Two measurements of the user's own: a card the shipped data has, a model it has not.
const std::string userRows = benchmarkCsvHeader +
                             "RTX 4090,1,My desk,resnet50,cnn,inference,int8,64,TensorRT 10,5120,images/s,"
                             "2024-06-01,my own run\n"
                             "rtx 3090,2,My desk,llama3-8b,transformer,llm-decode,q4_k_m,1,"
                             "\"llama.cpp b3000, 2 GPUs\",120.5,tokens/s,2024-06-02,my own run\n";

QString benchmarkErrorOf(const std::function<void()>& action) {
    try {
        action();
    } catch (const CatalogError& error) {
        return error.message();
    }
    ADD_FAILURE() << "no CatalogError was thrown";
    return {};
}

std::size_t countOf(const std::vector<BenchmarkResult>& rows, BenchmarkOrigin origin) {
    return static_cast<std::size_t>(std::count_if(
        rows.begin(), rows.end(), [origin](const BenchmarkResult& row) { return row.origin == origin; }));
}

/// The one row of `rows` with this card, system and model; a test failure if not exactly one.
const BenchmarkResult* findRow(const std::vector<BenchmarkResult>& rows, const std::string& card,
                               const std::string& system, const std::string& model) {
    const BenchmarkResult* found = nullptr;
    for (const auto& row : rows) {
        if (row.gpuName == card && row.system == system && row.model == model) {
            EXPECT_EQ(found, nullptr) << card << " / " << system << " / " << model << " twice";
            found = &row;
        }
    }
    EXPECT_NE(found, nullptr) << card << " / " << system << " / " << model << " missing";
    return found;
}

class BenchmarksTest : public CatalogFileTest {};

} // namespace

// ---- The shipped measurements ------------------------------------------------------------------

TEST_F(BenchmarksTest, ShippedRowsLoadAsShippedWithTheExpectedCount) {
    const auto rows = catalog().benchmarks();
    EXPECT_EQ(rows.size(), shippedRows);
    EXPECT_EQ(countOf(rows, BenchmarkOrigin::Shipped), shippedRows);
    EXPECT_EQ(std::count_if(rows.begin(), rows.end(),
                            [](const BenchmarkResult& row) { return row.system.starts_with("Lambda: "); }),
              static_cast<long>(lambdaRows));
    EXPECT_EQ(
        rawQuery(file(), QStringLiteral("SELECT count(*) FROM benchmarks WHERE origin = 'shipped'")).toInt(),
        static_cast<int>(shippedRows));
}

TEST_F(BenchmarksTest, EveryShippedBenchmarkNamesAShippedCardAndPassesValidation) {
    const auto names = catalog().gpuNames();
    const Date farFuture{std::chrono::year{9999}, std::chrono::January, std::chrono::day{1}};
    for (const auto& row : catalog().benchmarks()) {
        EXPECT_NE(std::find(names.begin(), names.end(), row.gpuName), names.end()) << row.gpuName;
        EXPECT_TRUE(validateBenchmark(row, farFuture).empty()) << row.gpuName << " / " << row.model;
    }
    for (const auto& problem : catalog().validate()) {
        EXPECT_NE(problem.table, CatalogTable::Benchmarks) << problem.row << ": " << problem.problem.message;
    }
}

TEST_F(BenchmarksTest, LambdaBertLargeBatchSizesFollowMemory) {
    const auto rows = catalog().benchmarks();
    const BenchmarkResult* rtx4090 = findRow(rows, "RTX 4090", "Lambda: RTX 4090", "bert_large_squad");
    ASSERT_NE(rtx4090, nullptr);
    EXPECT_EQ(rtx4090->gpuCount, 1);
    EXPECT_EQ(rtx4090->batchSize, 28);
    EXPECT_EQ(rtx4090->value, 93);
    EXPECT_EQ(rtx4090->unit, "sequences/s");
    EXPECT_EQ(rtx4090->workload, Workload::Transformer);
    EXPECT_EQ(rtx4090->task, BenchmarkTask::Training);
    EXPECT_EQ(rtx4090->precision, "fp16");
    EXPECT_EQ(formatIsoDate(rtx4090->measuredOn), "2025-12-17");
    EXPECT_NE(rtx4090->source.find("commit aa5addb6"), std::string::npos) << rtx4090->source;

    const BenchmarkResult* h100 = findRow(rows, "H100 SXM", "Lambda: H100 80GB SXM5", "bert_large_squad");
    ASSERT_NE(h100, nullptr);
    EXPECT_EQ(h100->batchSize, 112);
    EXPECT_EQ(h100->value, 301);

    // Multi-GPU systems: the count comes from the name, the batch and the value are the system's.
    const BenchmarkResult* dell = findRow(rows, "H100 SXM", "Lambda: Dell 8x H100 80GB SXM5", "resnet50");
    ASSERT_NE(dell, nullptr);
    EXPECT_EQ(dell->gpuCount, 8);
    const BenchmarkResult* v100 =
        findRow(rows, "Tesla V100 SXM2 16GB", "Lambda: LambdaCloud 4xV100 16GB", "ncf");
    ASSERT_NE(v100, nullptr);
    EXPECT_EQ(v100->gpuCount, 4);
    EXPECT_FALSE(v100->workload);
    EXPECT_EQ(v100->unit, "samples/s");
}

TEST_F(BenchmarksTest, LlamaCppRowsArePrefillAndDecodeAtTheirBatchSizes) {
    const auto rows = catalog().benchmarksFor("a100 pcie 80gb");
    const auto llama = std::count_if(
        rows.begin(), rows.end(), [](const BenchmarkResult& row) { return row.model.starts_with("llama3"); });
    EXPECT_EQ(llama, 6);
    for (const auto& row : rows) {
        if (row.model == "llama3-70b" && row.task == BenchmarkTask::LlmDecode) {
            EXPECT_EQ(row.precision, "q4_k_m");
            EXPECT_EQ(row.batchSize, 1);
            EXPECT_EQ(row.value, 22.31);
            EXPECT_EQ(row.unit, "tokens/s");
            EXPECT_EQ(formatIsoDate(row.measuredOn), "2024-05-15");
            EXPECT_NE(row.source.find("approximate"), std::string::npos) << row.source;
        }
        if (row.model.starts_with("llama3") && row.task == BenchmarkTask::LlmPrefill) {
            EXPECT_EQ(row.batchSize, 512);
        }
    }
}

TEST_F(BenchmarksTest, RowsAreSortedByCardNaturallyThenModelCountAndOrigin) {
    ASSERT_TRUE(catalog().importCsvText(userRows).ok());
    // Two runs apart only in batch size, the smaller on the system that sorts last: batch size
    // comes before the system in the order.
    ASSERT_TRUE(
        catalog()
            .importCsvText(benchmarkCsvHeader +
                           "RTX 4090,1,Z desk,resnet50,cnn,inference,fp16,8,TensorRT 10,900,images/s,"
                           "2024-06-01,batch runs\n"
                           "RTX 4090,1,A desk,resnet50,cnn,inference,fp16,64,TensorRT 10,2400,images/s,"
                           "2024-06-01,batch runs\n")
            .ok());
    const auto rows = catalog().benchmarks();
    for (std::size_t i = 1; i < rows.size(); ++i) {
        const BenchmarkResult& a = rows[i - 1];
        const BenchmarkResult& b = rows[i];
        EXPECT_FALSE(naturalLess(b.gpuName, a.gpuName)) << a.gpuName << " before " << b.gpuName;
        if (a.gpuName == b.gpuName) {
            EXPECT_FALSE(naturalLess(b.model, a.model)) << a.model << " before " << b.model;
            if (a.model == b.model) {
                EXPECT_LE(a.gpuCount, b.gpuCount);
                if (a.gpuCount == b.gpuCount) {
                    EXPECT_LE(a.origin, b.origin);
                }
            }
        }
    }
    // The whole key, in the documented order: a list that is the same on every read.
    const auto notAfter = [](const BenchmarkResult& a, const BenchmarkResult& b) {
        const auto natural = [](const std::string& x, const std::string& y) {
            return naturalLess(x, y) ? -1 : (naturalLess(y, x) ? 1 : 0);
        };
        const int order[] = {natural(a.gpuName, b.gpuName),
                             natural(a.model, b.model),
                             a.gpuCount < b.gpuCount ? -1 : (a.gpuCount > b.gpuCount ? 1 : 0),
                             a.origin < b.origin ? -1 : (b.origin < a.origin ? 1 : 0),
                             a.task < b.task ? -1 : (b.task < a.task ? 1 : 0),
                             natural(a.precision, b.precision),
                             a.batchSize < b.batchSize ? -1 : (a.batchSize > b.batchSize ? 1 : 0),
                             natural(a.system, b.system),
                             natural(a.software, b.software),
                             a.measuredOn < b.measuredOn ? -1 : (b.measuredOn < a.measuredOn ? 1 : 0),
                             natural(a.source, b.source)};
        for (const int comparison : order) {
            if (comparison != 0) {
                return comparison < 0;
            }
        }
        return true;
    };
    for (std::size_t i = 1; i < rows.size(); ++i) {
        EXPECT_TRUE(notAfter(rows[i - 1], rows[i]))
            << rows[i - 1].gpuName << " " << rows[i - 1].model << " " << rows[i - 1].system << " before "
            << rows[i].gpuName << " " << rows[i].model << " " << rows[i].system;
    }
    EXPECT_EQ(rows.front().gpuName, "A10"); // then A100 ...: 10 before 100
    EXPECT_EQ(rows.back().gpuName, "Tesla V100 SXM2 16GB");
    const auto rtx4090 = catalog().benchmarksFor("  RTX   4090 ");
    EXPECT_TRUE(std::all_of(rtx4090.begin(), rtx4090.end(),
                            [](const BenchmarkResult& row) { return row.gpuName == "RTX 4090"; }));
    EXPECT_EQ(countOf(rtx4090, BenchmarkOrigin::User), 3u); // my own run and the two batch runs
    EXPECT_TRUE(catalog().benchmarksFor("RTX 9999").empty());
    EXPECT_TRUE(catalog().benchmarksFor("").empty());
}

TEST_F(BenchmarksTest, RowsMeasuringAMetricAreTheSingleGpuRowsMeasuresTakesInTheSameOrder) {
    // rank reads only the rows its measured column can compare (issue 36): it must not lose one,
    // read one of another GPU count, workload, task or precision, nor list them in another order.
    ASSERT_TRUE(catalog().importCsvText(userRows).ok());
    const auto all = catalog().benchmarks();
    const auto keyOf = [](const BenchmarkResult& row) {
        return benchmarkKey(row) + "|" + std::string(toString(row.origin));
    };
    std::size_t read = 0;
    for (const Metric metric : allMetrics) {
        for (const Workload workload : allWorkloads) {
            std::vector<std::string> expected;
            for (const BenchmarkResult& row : all) {
                if (row.gpuCount == 1 && measures(row, metric, workload)) {
                    expected.push_back(keyOf(row));
                }
            }
            std::vector<std::string> measuring;
            for (const BenchmarkResult& row : catalog().benchmarksMeasuring(metric, workload)) {
                measuring.push_back(keyOf(row));
            }
            EXPECT_EQ(measuring, expected) << toString(metric) << " " << toString(workload);
            read += measuring.size();
        }
    }
    EXPECT_GT(read, 100u);
    EXPECT_LT(read, all.size()); // multi-GPU and llama.cpp generation rows measure no metric
}

TEST_F(BenchmarksTest, TheRowsBackingEstimatesAreTheSixteenBitTrainingRowsOfTheWorkloadAtEveryCount) {
    // What the charts call measured vendors (vendorsMeasuring over every row) must come out the
    // same from these rows alone: `rank` reads only them.
    ASSERT_TRUE(catalog().importCsvText(userRows).ok());
    // An 8-bit training run of each workload: read by no estimate of 16-bit training.
    ASSERT_TRUE(catalog()
                    .importCsvText(benchmarkCsvHeader +
                                   "RX 7900 XTX,1,My desk,resnet50,cnn,training,int8,64,ROCm 6.2,1500,"
                                   "images/s,2024-06-01,my own run\n"
                                   "RX 7900 XTX,1,My desk,bert_base,transformer,training,int8,32,ROCm 6.2,"
                                   "700,sequences/s,2024-06-01,my own run\n")
                    .ok());
    const auto all = catalog().benchmarks();
    const auto keyOf = [](const BenchmarkResult& row) {
        return benchmarkKey(row) + "|" + std::string(toString(row.origin));
    };
    const std::vector<Gpu> gpus = catalog().gpus();
    for (const Workload workload : allWorkloads) {
        std::vector<std::string> expected;
        for (const BenchmarkResult& row : all) {
            if (measures(row, Metric::Training16, workload)) {
                expected.push_back(keyOf(row));
            }
        }
        const std::vector<BenchmarkResult> backing = catalog().benchmarksBackingEstimates(workload);
        std::vector<std::string> read;
        for (const BenchmarkResult& row : backing) {
            read.push_back(keyOf(row));
        }
        std::sort(read.begin(), read.end()); // in no particular order
        std::sort(expected.begin(), expected.end());
        EXPECT_EQ(read, expected) << toString(workload);
        EXPECT_TRUE(std::any_of(backing.begin(), backing.end(), [](const BenchmarkResult& row) {
            return row.gpuCount > 1;
        })) << toString(workload);
        EXPECT_EQ(vendorsMeasuring(gpus, backing, workload, false),
                  vendorsMeasuring(gpus, all, workload, false))
            << toString(workload);
    }
}

// ---- The user's measurements -------------------------------------------------------------------

TEST_F(BenchmarksTest, ImportedRowsAreTheUsersAndKeptApartFromTheShippedOnes) {
    const ImportResult result = catalog().importCsvText(userRows);
    ASSERT_TRUE(result.ok()) << result.errors.front().describe();
    EXPECT_EQ(result.table, CatalogTable::Benchmarks);
    EXPECT_EQ(result.inserted, 2u);
    EXPECT_EQ(result.updated, 0u);
    EXPECT_EQ(result.unchanged, 0u);

    const auto rows = catalog().benchmarks();
    EXPECT_EQ(countOf(rows, BenchmarkOrigin::Shipped), shippedRows);
    EXPECT_EQ(countOf(rows, BenchmarkOrigin::User), 2u);
    const BenchmarkResult* mine = findRow(rows, "RTX 3090", "My desk", "llama3-8b");
    ASSERT_NE(mine, nullptr);
    EXPECT_EQ(mine->origin, BenchmarkOrigin::User);
    EXPECT_EQ(mine->gpuCount, 2);
    EXPECT_EQ(mine->software, "llama.cpp b3000, 2 GPUs");
    EXPECT_EQ(mine->value, 120.5);

    // Only the user's rows, and only the shipped ones.
    const std::string userExport = catalog().exportBenchmarksCsvText(BenchmarkOrigin::User);
    EXPECT_EQ(std::count(userExport.begin(), userExport.end(), '\n'), 3);
    EXPECT_NE(userExport.find("my own run"), std::string::npos);
    const std::string shippedExport = catalog().exportBenchmarksCsvText(BenchmarkOrigin::Shipped);
    EXPECT_EQ(static_cast<std::size_t>(std::count(shippedExport.begin(), shippedExport.end(), '\n')),
              shippedRows + 1);
    EXPECT_EQ(shippedExport.find("my own run"), std::string::npos);
}

TEST_F(BenchmarksTest, ReimportingAnExportChangesNothing) {
    ASSERT_TRUE(catalog().importCsvText(userRows).ok());
    const QString exported = path(QStringLiteral("benchmarks.csv"));
    catalog().exportCsvFile(CatalogTable::Benchmarks, exported);
    EXPECT_EQ(readFile(QStringLiteral("benchmarks.csv")).toStdString(),
              catalog().exportCsvText(CatalogTable::Benchmarks));
    const std::string before = everything();

    const ImportResult again = catalog().importCsvFile(exported);
    ASSERT_TRUE(again.ok()) << again.errors.front().describe();
    EXPECT_EQ(again.inserted, 0u);
    EXPECT_EQ(again.updated, 0u);
    EXPECT_EQ(again.unchanged, shippedRows + 2);
    EXPECT_EQ(everything(), before);
    EXPECT_EQ(rawQuery(file(), QStringLiteral("SELECT count(*) FROM benchmarks")).toInt(),
              static_cast<int>(shippedRows + 2));

    // The user's own export goes back in unchanged too.
    const ImportResult mine =
        catalog().importCsvText(catalog().exportBenchmarksCsvText(BenchmarkOrigin::User));
    ASSERT_TRUE(mine.ok());
    EXPECT_EQ(mine.unchanged, 2u);
    EXPECT_EQ(everything(), before);
}

TEST_F(BenchmarksTest, AUserRowWithTheKeyOfAnotherUserRowReplacesIt) {
    ASSERT_TRUE(catalog().importCsvText(userRows).ok());
    const std::string faster = benchmarkCsvHeader +
                               "RTX 4090,1,my desk,RESNET50,cnn,inference,INT8,64,TensorRT 10,5400,"
                               "images/s,2024-06-01,My Own Run\n";
    const ImportResult result = catalog().importCsvText(faster);
    ASSERT_TRUE(result.ok()) << result.errors.front().describe();
    EXPECT_EQ(result.inserted, 0u);
    EXPECT_EQ(result.updated, 1u);
    const auto mine = catalog().exportBenchmarksCsvText(BenchmarkOrigin::User);
    EXPECT_NE(mine.find(",5400,"), std::string::npos) << mine;
    EXPECT_EQ(mine.find(",5120,"), std::string::npos) << mine;
    EXPECT_EQ(countOf(catalog().benchmarks(), BenchmarkOrigin::User), 2u);
}

TEST_F(BenchmarksTest, AShippedRowIsNeverChangedByAnImport) {
    const std::string shipped = catalog().exportBenchmarksCsvText(BenchmarkOrigin::Shipped);
    const auto lineStart = shipped.find("RTX 4090,1,Lambda: RTX 4090,bert_large_squad,");
    ASSERT_NE(lineStart, std::string::npos);
    const std::string row = shipped.substr(lineStart, shipped.find('\n', lineStart) - lineStart + 1);
    std::string changed = row;
    changed.replace(changed.find(",93,"), 4, ",95,");

    const std::string before = everything();
    // An identical row is counted as unchanged; a changed value of a shipped row is refused.
    const ImportResult same = catalog().importCsvText(benchmarkCsvHeader + row);
    ASSERT_TRUE(same.ok()) << same.errors.front().describe();
    EXPECT_EQ(same.unchanged, 1u);
    EXPECT_EQ(same.inserted, 0u);
    EXPECT_EQ(everything(), before);

    const std::string text = benchmarkCsvHeader + userRows.substr(benchmarkCsvHeader.size()) + changed;
    const ImportResult refused = catalog().importCsvText(text);
    ASSERT_EQ(refused.errors.size(), 1u);
    EXPECT_EQ(refused.errors[0].line, 4u);
    EXPECT_EQ(refused.errors[0].column, "value");
    EXPECT_NE(refused.errors[0].message.find("93 sequences/s"), std::string::npos)
        << refused.errors[0].message;
    EXPECT_NE(refused.errors[0].message.find("shipped rows cannot be changed"), std::string::npos);
    EXPECT_EQ(everything(), before); // the good rows on lines 2 and 3 were not written either
}

TEST_F(BenchmarksTest, AnUnknownCardIsNamedWithItsLineAndCloseNames) {
    const std::string before = everything();
    const std::string text = userRows + "RTX 4909,1,My desk,resnet50,cnn,training,fp16,256,,1800,images/s,"
                                        "2024-06-01,my own run\n";
    const ImportResult result = catalog().importCsvText(text);
    ASSERT_EQ(result.errors.size(), 1u);
    EXPECT_EQ(result.errors[0].line, 4u);
    EXPECT_EQ(result.errors[0].column, "gpu_name");
    EXPECT_NE(result.errors[0].message.find("no card named 'RTX 4909'"), std::string::npos);
    EXPECT_NE(result.errors[0].message.find("did you mean"), std::string::npos) << result.errors[0].message;
    EXPECT_NE(result.errors[0].message.find("RTX 4090"), std::string::npos) << result.errors[0].message;
    EXPECT_EQ(everything(), before);
}

// Issue 30: a bad cell on one line hid an unknown card on another; both are named, in line
// order, by the import and by its preview.
TEST_F(BenchmarksTest, ABadCellDoesNotHideAnUnknownCard) {
    const std::string before = everything();
    const std::string text =
        userRows + "RTX 4909,1,My desk,resnet50,cnn,training,fp16,256,,1800,images/s,2024-06-01,my own run\n"
                   "RTX 4090,1,My desk,resnet50,cnn,training,fp16,128,,lots,images/s,2024-06-01,my own run\n";
    const ImportResult result = catalog().importCsvText(text);
    const ImportPreview preview = catalog().previewImport(text);
    for (const std::vector<CsvImportError>& errors : {result.errors, preview.rejected}) {
        ASSERT_EQ(errors.size(), 2u);
        EXPECT_EQ(errors[0].line, 4u);
        EXPECT_EQ(errors[0].column, "gpu_name");
        EXPECT_NE(errors[0].message.find("no card named 'RTX 4909'"), std::string::npos) << errors[0].message;
        EXPECT_EQ(errors[1].line, 5u);
        EXPECT_EQ(errors[1].column, "value");
    }
    EXPECT_TRUE(preview.rows.empty());
    EXPECT_EQ(everything(), before);
}

TEST_F(BenchmarksTest, ABadRowWritesNothing) {
    const std::string before = everything();
    const QString bad =
        writeFile(QStringLiteral("bad.csv"),
                  QByteArray::fromStdString(userRows + "RTX 4090,1,My desk,ssd,cnn,training,fp16,32,,"
                                                       "-7,images/s,2024-06-01,my own run\n"));
    const ImportResult result = catalog().importCsvFile(bad);
    ASSERT_EQ(result.errors.size(), 1u);
    EXPECT_EQ(result.errors[0].describe().substr(0, 25), "line 4, column value: val");
    EXPECT_EQ(result.inserted, 0u);
    EXPECT_EQ(everything(), before);
}

TEST_F(BenchmarksTest, AnImportExpectingBenchmarksRefusesAnotherTable) {
    const std::string before = everything();
    const ImportResult result = catalog().importCsvText(
        "gpu_name,condition,price_usd,observed_on,source\nRTX 3090,used,610,2024-04-01,local shop\n",
        CatalogTable::Benchmarks);
    ASSERT_EQ(result.errors.size(), 1u);
    EXPECT_EQ(result.errors[0].line, 1u);
    EXPECT_EQ(result.errors[0].message,
              "the header has the columns of the prices table, not of the benchmarks table");
    EXPECT_EQ(everything(), before);
    EXPECT_TRUE(catalog().importCsvText(userRows, CatalogTable::Benchmarks).ok());
}

TEST_F(BenchmarksTest, ExportingWritesTheFileAtomically) {
    const QString target = path(QStringLiteral("mine.csv"));
    catalog().exportBenchmarksCsvFile(BenchmarkOrigin::User, target);
    EXPECT_EQ(readFile(QStringLiteral("mine.csv")).toStdString(), benchmarkCsvHeader);
    EXPECT_THROW(
        catalog().exportBenchmarksCsvFile(BenchmarkOrigin::Shipped, path(QStringLiteral("no/such/dir.csv"))),
        CatalogError);
}

// ---- Keeping measurements from vanishing -------------------------------------------------------

TEST_F(BenchmarksTest, ACardWithBenchmarksCannotBeDeletedButCanBeRenamed) {
    // No cloud offer uses the A100 PCIe 40GB; Lambda measured it.
    const QString shipped = benchmarkErrorOf([&] { catalog().removeGpu("A100 PCIe 40GB"); });
    EXPECT_TRUE(shipped.contains(QStringLiteral("benchmark result(s) use it"))) << shipped;
    EXPECT_TRUE(shipped.contains(QStringLiteral("(shipped)"))) << shipped;
    EXPECT_TRUE(catalog().findGpu("A100 PCIe 40GB"));

    // A card of the user's own with one measurement of the user's.
    Gpu card = *catalog().findGpu("RTX 3060");
    card.name = "RTX 3060 Custom";
    catalog().upsertGpu(card);
    ASSERT_TRUE(catalog()
                    .importCsvText(benchmarkCsvHeader +
                                   "RTX 3060 Custom,1,,resnet50,cnn,training,fp16,0,,400,images/s,"
                                   "2024-06-01,my own run\n")
                    .ok());
    const QString mine = benchmarkErrorOf([&] { catalog().removeGpu("rtx 3060 custom"); });
    EXPECT_TRUE(mine.contains(QStringLiteral("1 benchmark result(s) use it: resnet50 (user)"))) << mine;
    EXPECT_EQ(catalog().benchmarksFor("RTX 3060 Custom").size(), 1u);

    // The measurements follow a renamed card.
    Gpu renamed = card;
    renamed.name = "RTX 3060 Water";
    catalog().renameGpu("RTX 3060 Custom", renamed);
    const auto moved = catalog().benchmarksFor("RTX 3060 Water");
    ASSERT_EQ(moved.size(), 1u);
    EXPECT_EQ(moved[0].gpuName, "RTX 3060 Water");
}

TEST_F(BenchmarksTest, ValidateNamesABenchmarkWhoseCardIsGone) {
    {
        RawConnection raw(file()); // foreign keys are off on this connection, as in another program
        raw.exec(QStringLiteral("INSERT INTO benchmarks (gpu_id, gpu_count, system, model, workload, task, "
                                "precision, batch_size, software, value, unit, measured_on, source, origin) "
                                "VALUES (99999, 1, '', 'resnet50', 'cnn', 'training', 'fp16', 0, '', 10, "
                                "'images/s', '2024-01-01', 'by hand', 'user')"));
    }
    const auto problems = catalog().validate();
    const auto orphan = std::find_if(problems.begin(), problems.end(), [](const CatalogProblem& problem) {
        return problem.table == CatalogTable::Benchmarks;
    });
    ASSERT_NE(orphan, problems.end());
    EXPECT_EQ(orphan->problem.field, "gpu_name");
    EXPECT_EQ(orphan->problem.kind, ProblemKind::UnknownValue);
    EXPECT_NE(orphan->problem.message.find("card id 99999"), std::string::npos) << orphan->problem.message;
    EXPECT_NE(orphan->row.find("resnet50"), std::string::npos) << orphan->row;
    EXPECT_EQ(catalog().benchmarks().size(), shippedRows); // listed rows always have their card
}

TEST_F(BenchmarksTest, ValidateReportsABadStoredValue) {
    rawQuery(file(),
             QStringLiteral("UPDATE benchmarks SET precision = 'fp64' WHERE model = 'ssd' AND system = "
                            "'Lambda: RTX 4090'"));
    const auto problems = catalog().validate();
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].table, CatalogTable::Benchmarks);
    EXPECT_EQ(problems[0].row, "RTX 4090 x1 / ssd / training fp64 / batch 140 / 2025-12-17 / shipped");
    EXPECT_EQ(problems[0].problem.field, "precision");
}
