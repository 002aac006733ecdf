// llama-bench's own output (-o json, jsonl, csv and the Markdown table) read as benchmark rows,
// mapped to the catalog's cards and LLM presets, and imported through the catalog's CSV import.
// The fixtures in tests/data/llama-bench are one run: an RTX 4090 with llama-2-7b.Q4_0.gguf,
// pp512 and tg128 with -fa 0,1, the settings and numbers of llama.cpp discussion 15013.

#include "gpuadvisor/core/llm/llmcalibration.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/db/llamabenchoutput.h"
#include "gpuadvisor/db/llmdata.h"

#include "catalogfiletest.h"
#include "qtprinters.h"

#include <QFile>

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

const QString fixtures = QStringLiteral(GPUADVISOR_LLAMABENCH_DATA_DIR);

std::string fixture(const QString& name) {
    QFile file(fixtures + QLatin1Char('/') + name);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name.toStdString();
    return file.readAll().toStdString();
}

/// `text` with every `from` replaced by `to`; a test failure if there is none.
std::string replaced(std::string text, const std::string& from, const std::string& to) {
    EXPECT_NE(text.find(from), std::string::npos) << from;
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
        text.replace(at, from.size(), to);
    }
    return text;
}

/// Every message of a conversion that failed, one per line.
std::string messages(const LlamaBenchConversion& conversion) {
    std::string text;
    for (const CsvImportError& error : conversion.errors) {
        text += error.describe() + '\n';
    }
    return text;
}

constexpr Date today{std::chrono::year{2026}, std::chrono::month{1}, std::chrono::day{15}};
constexpr Date runDay{std::chrono::year{2025}, std::chrono::month{8}, std::chrono::day{2}};

class LlamaBenchOutputTest : public CatalogFileTest {
protected:
    LlamaBenchOptions options(const std::string& fileName = "run.json") {
        LlamaBenchOptions result;
        result.gpuNames = catalog().gpuNames();
        result.presets = loadLlmPresets(QString()).models; // the shipped presets only
        result.today = today;
        result.fileName = fileName;
        result.presetsFile = "/home/me/.local/share/gpu-advisor/llm-models.csv";
        return result;
    }

    LlamaBenchConversion convert(const std::string& text, LlamaBenchOptions given) {
        return convertLlamaBenchOutput(text, given);
    }
    LlamaBenchConversion convert(const std::string& text) { return convert(text, options()); }

    /// A conversion that must fail: its one problem's message.
    std::string refusal(const std::string& text, LlamaBenchOptions given) {
        const LlamaBenchConversion conversion = convert(text, std::move(given));
        EXPECT_TRUE(conversion.rows.empty());
        EXPECT_EQ(conversion.errors.size(), 1u) << messages(conversion);
        return conversion.errors.empty() ? std::string() : conversion.errors.front().describe();
    }
    std::string refusal(const std::string& text) { return refusal(text, options()); }

    const std::string json = fixture(QStringLiteral("rtx4090-llama2-7b-q4_0.json"));
};

TEST_F(LlamaBenchOutputTest, RecognisesEachPrinterFromTheContent) {
    EXPECT_EQ(detectLlamaBenchFormat(json), LlamaBenchFormat::Json);
    EXPECT_EQ(detectLlamaBenchFormat(fixture(QStringLiteral("rtx4090-llama2-7b-q4_0.jsonl"))),
              LlamaBenchFormat::JsonLines);
    EXPECT_EQ(detectLlamaBenchFormat(fixture(QStringLiteral("rtx4090-llama2-7b-q4_0.csv"))),
              LlamaBenchFormat::Csv);
    EXPECT_EQ(detectLlamaBenchFormat(fixture(QStringLiteral("rtx4090-llama2-7b-q4_0-table.md"))),
              LlamaBenchFormat::Markdown);
    EXPECT_EQ(detectLlamaBenchFormat(fixture(QStringLiteral("rtx4090-llama2-7b-q4_0-console.txt"))),
              LlamaBenchFormat::Markdown);
    // A byte-order mark and Windows line ends, as an editor may save the table.
    EXPECT_EQ(detectLlamaBenchFormat(
                  "\xEF\xBB\xBF" +
                  replaced(fixture(QStringLiteral("rtx4090-llama2-7b-q4_0-table.md")), "\n", "\r\n")),
              LlamaBenchFormat::Markdown);
    // Not llama-bench: the catalog's own benchmarks CSV, other JSON, other tables, nothing.
    EXPECT_EQ(detectLlamaBenchFormat(catalog().exportCsvText(CatalogTable::Benchmarks)), std::nullopt);
    EXPECT_EQ(detectLlamaBenchFormat(R"([{"name": "RTX 4090"}])"), std::nullopt);
    EXPECT_EQ(detectLlamaBenchFormat("| card | price |\n| --- | --: |\n| RTX 4090 | 1599 |\n"), std::nullopt);
    EXPECT_EQ(detectLlamaBenchFormat(""), std::nullopt);
    EXPECT_EQ(detectLlamaBenchFormat("\x89PNG\r\n\x1a\n garbage"), std::nullopt);
}

TEST_F(LlamaBenchOutputTest, JsonBecomesOneRowPerTestWithTheSoftwareConvention) {
    const LlamaBenchConversion conversion = convert(json, options("rtx4090.json"));
    ASSERT_TRUE(conversion.ok()) << messages(conversion);
    EXPECT_EQ(conversion.format, LlamaBenchFormat::Json);
    EXPECT_FALSE(conversion.datedToday);
    ASSERT_EQ(conversion.rows.size(), 4u);
    EXPECT_EQ(conversion.lines, (std::vector<std::size_t>{2, 41, 80, 119})); // each object's "{" line

    const BenchmarkResult& prefill = conversion.rows[0];
    EXPECT_EQ(prefill.gpuName, "RTX 4090");
    EXPECT_EQ(prefill.gpuCount, 1);
    EXPECT_EQ(prefill.system, "llama-bench: NVIDIA GeForce RTX 4090");
    EXPECT_EQ(prefill.model, "llama2-7b"); // 6,738,415,616 parameters
    EXPECT_EQ(prefill.workload, Workload::Transformer);
    EXPECT_EQ(prefill.task, BenchmarkTask::LlmPrefill);
    EXPECT_EQ(prefill.precision, "q4_0");
    EXPECT_EQ(prefill.batchSize, 512);
    EXPECT_EQ(prefill.software,
              "llama.cpp build 6050 (2241453), CUDA, llama-bench pp512, flash attention off");
    EXPECT_DOUBLE_EQ(prefill.value, 11992.70);
    EXPECT_EQ(prefill.unit, "tokens/s");
    EXPECT_EQ(prefill.measuredOn, runDay); // test_time 2025-08-02T10:14:31Z
    EXPECT_EQ(prefill.source, "llama-bench output, rtx4090.json");
    EXPECT_EQ(prefill.origin, BenchmarkOrigin::User);

    const BenchmarkResult& decode = conversion.rows[1];
    EXPECT_EQ(decode.task, BenchmarkTask::LlmDecode);
    EXPECT_EQ(decode.batchSize, 1); // tg128 generates one token at a time
    EXPECT_EQ(decode.software,
              "llama.cpp build 6050 (2241453), CUDA, llama-bench tg128, flash attention off");
    EXPECT_DOUBLE_EQ(decode.value, 186.21);
    EXPECT_EQ(conversion.rows[2].software,
              "llama.cpp build 6050 (2241453), CUDA, llama-bench pp512, flash attention on");
    EXPECT_DOUBLE_EQ(conversion.rows[2].value, 14770.63);
    EXPECT_EQ(conversion.rows[3].software,
              "llama.cpp build 6050 (2241453), CUDA, llama-bench tg128, flash attention on");
    EXPECT_DOUBLE_EQ(conversion.rows[3].value, 188.96);
}

TEST_F(LlamaBenchOutputTest, EveryFormatOfOneRunGivesTheSameRows) {
    const LlamaBenchConversion reference = convert(json);
    ASSERT_TRUE(reference.ok()) << messages(reference);
    LlamaBenchOptions onTheRunDay = options();
    onTheRunDay.measuredOn = runDay;
    for (const QString& name :
         {QStringLiteral("rtx4090-llama2-7b-q4_0.jsonl"), QStringLiteral("rtx4090-llama2-7b-q4_0.csv"),
          QStringLiteral("rtx4090-llama2-7b-q4_0-console.txt")}) {
        SCOPED_TRACE(name.toStdString());
        // The Markdown table has no date: --measured-on gives it.
        const LlamaBenchConversion conversion = convert(fixture(name), onTheRunDay);
        ASSERT_TRUE(conversion.ok()) << messages(conversion);
        EXPECT_EQ(formatCatalogCsv(conversion.rows), formatCatalogCsv(reference.rows));
    }
    const LlamaBenchConversion jsonl = convert(fixture(QStringLiteral("rtx4090-llama2-7b-q4_0.jsonl")));
    EXPECT_EQ(jsonl.lines, (std::vector<std::size_t>{1, 2, 3, 4}));
    const LlamaBenchConversion csv = convert(fixture(QStringLiteral("rtx4090-llama2-7b-q4_0.csv")));
    EXPECT_EQ(csv.lines, (std::vector<std::size_t>{2, 3, 4, 5}));
}

TEST_F(LlamaBenchOutputTest, MarkdownTableTakesTheCardFromTheDeviceLinesOrFromTheUser) {
    const std::string console = fixture(QStringLiteral("rtx4090-llama2-7b-q4_0-console.txt"));
    const LlamaBenchConversion withDevice = convert(console);
    ASSERT_TRUE(withDevice.ok()) << messages(withDevice);
    EXPECT_EQ(withDevice.lines, (std::vector<std::size_t>{7, 8, 9, 10}));
    EXPECT_EQ(withDevice.rows[0].gpuName, "RTX 4090");
    EXPECT_EQ(withDevice.rows[0].system, "llama-bench: NVIDIA GeForce RTX 4090");
    // The build line under the table; no test_time, so today unless the user gives the day.
    EXPECT_EQ(withDevice.rows[0].software,
              "llama.cpp build 6050 (2241453), CUDA, llama-bench pp512, flash attention off");
    EXPECT_TRUE(withDevice.datedToday);
    EXPECT_EQ(withDevice.rows[0].measuredOn, today);

    // The table alone names no card: the conversion says so and asks for one.
    const std::string table = fixture(QStringLiteral("rtx4090-llama2-7b-q4_0-table.md"));
    const LlamaBenchConversion without = convert(table);
    EXPECT_TRUE(without.rows.empty());
    EXPECT_TRUE(without.needsGpu);
    ASSERT_EQ(without.errors.size(), 1u) << messages(without);
    EXPECT_EQ(without.errors[0].line, 3u);
    EXPECT_NE(without.errors[0].message.find("--gpu NAME"), std::string::npos) << without.errors[0].message;
    EXPECT_NE(without.errors[0].message.find("also lines 4, 5, 6"), std::string::npos)
        << without.errors[0].message;

    LlamaBenchOptions named = options();
    named.gpu = "rtx  4090";
    const LlamaBenchConversion given = convert(table, named);
    ASSERT_TRUE(given.ok()) << messages(given);
    EXPECT_EQ(given.rows[0].gpuName, "RTX 4090");
    EXPECT_EQ(given.rows[0].system, "llama-bench: RTX 4090");

    // Vulkan names its devices in another line.
    const LlamaBenchConversion vulkan =
        convert("ggml_vulkan: Found 1 Vulkan devices:\nggml_vulkan: 0 = NVIDIA GeForce RTX 3090 (NVIDIA) | "
                "uma: 0 | fp16: 1 | "
                "warp size: 32 | shared memory: 49152 | int dot: 1 | matrix cores: NV_coopmat2\n" +
                replaced(table, "| CUDA       |", "| Vulkan     |"));
    ASSERT_TRUE(vulkan.ok()) << messages(vulkan);
    EXPECT_EQ(vulkan.rows[0].gpuName, "RTX 3090");
    EXPECT_EQ(vulkan.rows[0].software,
              "llama.cpp build 6050 (2241453), Vulkan, llama-bench pp512, flash attention off");
}

TEST_F(LlamaBenchOutputTest, MarkdownColumnsFollowTheFlags) {
    // Without -fa the table has no fa column (off, llama-bench's default); threads and n_ubatch
    // columns appear when set; the old "pp 512" spelling of 2023 builds; no build line.
    const std::string table =
        "| model | size | params | backend | ngl | threads | n_ubatch | test | t/s |\n"
        "| --- | ---: | ---: | --- | --: | ---: | ---: | ---: | ---: |\n"
        "| llama 7B Q4_0 | 3.56 GiB | 6.74 B | CUDA,BLAS | 99 | 8 | 256 | pp 512 | 11000.5 ± 9.1 |\n"
        "| llama 7B Q4_0 | 3.56 GiB | 6.74 B | CUDA,BLAS | 99 | 8 | 256 | tg 128 | 180.25 ± 0.5 |\n";
    LlamaBenchOptions named = options();
    named.gpu = "RTX 4090";
    const LlamaBenchConversion conversion = convert(table, named);
    ASSERT_TRUE(conversion.ok()) << messages(conversion);
    ASSERT_EQ(conversion.rows.size(), 2u);
    EXPECT_EQ(conversion.rows[0].software, "llama.cpp, CUDA, llama-bench pp512, flash attention off");
    EXPECT_EQ(conversion.rows[0].batchSize, 512);
    EXPECT_DOUBLE_EQ(conversion.rows[0].value, 11000.5);
    EXPECT_EQ(conversion.rows[1].task, BenchmarkTask::LlmDecode);
    EXPECT_DOUBLE_EQ(conversion.rows[1].value, 180.25);
}

TEST_F(LlamaBenchOutputTest, DeviceNamesAsDriversReportThemFindTheCatalogCard) {
    const std::vector<std::pair<std::string, std::string>> devices{
        {"NVIDIA GeForce RTX 4070 Ti SUPER", "RTX 4070 Ti Super"},
        {"NVIDIA A100-SXM4-80GB", "A100 SXM4 80GB"},
        {"NVIDIA A100 80GB PCIe", "A100 PCIe 80GB"},
        {"NVIDIA H100 80GB HBM3", "H100 SXM"},
        {"NVIDIA H100 PCIe", "H100 PCIe"},
        {"Tesla V100-SXM2-32GB", "Tesla V100 SXM2 32GB"},
        {"NVIDIA RTX 6000 Ada Generation", "RTX 6000 Ada"},
        {"NVIDIA L40S", "L40S"},
    };
    for (const auto& [device, card] : devices) {
        const LlamaBenchConversion conversion = convert(replaced(json, "NVIDIA GeForce RTX 4090", device));
        ASSERT_TRUE(conversion.ok()) << device << ": " << messages(conversion);
        EXPECT_EQ(conversion.rows[0].gpuName, card) << device;
        EXPECT_EQ(conversion.rows[0].system, "llama-bench: " + device);
    }
}

TEST_F(LlamaBenchOutputTest, AnUnknownCardIsRefusedWithSuggestionsAndTheWayOut) {
    const std::string message = refusal(replaced(json, "NVIDIA GeForce RTX 4090", "AMD Radeon RX 7900 XTX"));
    EXPECT_NE(
        message.find(
            "line 2, column gpu_info: the device 'AMD Radeon RX 7900 XTX' is not a card of the catalog"),
        std::string::npos)
        << message;
    EXPECT_NE(message.find("--gpu NAME"), std::string::npos) << message;
    EXPECT_NE(message.find("also lines 41, 80, 119"), std::string::npos) << message;

    LlamaBenchOptions typo = options();
    typo.gpu = "RTX 4909";
    const std::string given = refusal(json, typo);
    EXPECT_NE(given.find("--gpu 'RTX 4909' is not a card of the catalog (did you mean 'RTX 4090'"),
              std::string::npos)
        << given;
}

TEST_F(LlamaBenchOutputTest, SeveralGpusArePickedByTheSplitModeOrRefused) {
    const std::string two =
        replaced(json, "\"NVIDIA GeForce RTX 4090\"", "\"NVIDIA GeForce RTX 4090, NVIDIA GeForce RTX 3090\"");
    const std::string message = refusal(two);
    EXPECT_NE(message.find("the run had 2 GPUs (NVIDIA GeForce RTX 4090, NVIDIA GeForce RTX 3090)"),
              std::string::npos)
        << message;
    EXPECT_NE(message.find("one GPU holding every layer"), std::string::npos) << message;

    // -sm none -mg 1: only the second device ran.
    const LlamaBenchConversion second =
        convert(replaced(replaced(two, "\"split_mode\": \"layer\"", "\"split_mode\": \"none\""),
                         "\"main_gpu\": 0", "\"main_gpu\": 1"));
    ASSERT_TRUE(second.ok()) << messages(second);
    EXPECT_EQ(second.rows[0].gpuName, "RTX 3090");

    // The user names the card: it overrides gpu_info.
    LlamaBenchOptions named = options();
    named.gpu = "RTX 4090";
    const LlamaBenchConversion given = convert(two, named);
    ASSERT_TRUE(given.ok()) << messages(given);
    EXPECT_EQ(given.rows[0].gpuName, "RTX 4090");
}

TEST_F(LlamaBenchOutputTest, PartialOffloadAndTheCpuBackendAreRefused) {
    const std::string partial = refusal(replaced(json, "\"n_gpu_layers\": 99", "\"n_gpu_layers\": 20"));
    EXPECT_NE(
        partial.find("column n_gpu_layers: n_gpu_layers 20 leaves layers of llama2-7b (32 layers) on the CPU "
                     "(partial offload)"),
        std::string::npos)
        << partial;
    EXPECT_NE(partial.find("-ngl 99"), std::string::npos) << partial;
    // Every layer (32) is enough; the output layer may stay on the CPU.
    EXPECT_TRUE(convert(replaced(json, "\"n_gpu_layers\": 99", "\"n_gpu_layers\": 32")).ok());
    const std::string table =
        replaced(fixture(QStringLiteral("rtx4090-llama2-7b-q4_0-console.txt")), "|  99 |", "|  31 |");
    EXPECT_NE(refusal(table).find("column ngl: ngl 31 leaves layers"), std::string::npos);

    const std::string cpu = refusal(replaced(json, "\"backends\": \"CUDA\"", "\"backends\": \"CPU\""));
    EXPECT_NE(cpu.find("column backends: the backend CPU ran on the CPU"), std::string::npos) << cpu;
}

TEST_F(LlamaBenchOutputTest, TheModelIsFoundBySizeAndNamedByTheFileWhenSizesAgree) {
    // Llama 3 8B and Llama 3.1 8B have 8.03 B parameters each: the file name tells them apart.
    const std::string llama3 = replaced(replaced(replaced(json, "6738415616", "8030261248"),
                                                 "\"llama 7B Q4_0\"", "\"llama 8B Q4_K - Medium\""),
                                        "llama-2-7b.Q4_0.gguf", "Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf");
    const LlamaBenchConversion named = convert(llama3);
    ASSERT_TRUE(named.ok()) << messages(named);
    EXPECT_EQ(named.rows[0].model, "llama3.1-8b");
    EXPECT_EQ(named.rows[0].precision, "q4_k_m");
    const LlamaBenchConversion plain = convert(
        replaced(llama3, "Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf", "Meta-Llama-3-8B-Instruct-Q4_K_M.gguf"));
    ASSERT_TRUE(plain.ok()) << messages(plain);
    EXPECT_EQ(plain.rows[0].model, "llama3-8b");

    // A size no preset has (within 0.5 %): refused, naming where a preset is added.
    const std::string unknown = refusal(replaced(json, "6738415616", "6500000000"));
    EXPECT_NE(
        unknown.find(
            "column model_n_params: no LLM preset of 6.50 B parameters ('llama 7B Q4_0', "
            "llama-2-7b.Q4_0.gguf); add one as a row of /home/me/.local/share/gpu-advisor/llm-models.csv"),
        std::string::npos)
        << unknown;
    // 0.4 % off is still the preset.
    EXPECT_TRUE(convert(replaced(json, "6738415616", "6765000000")).ok());
}

TEST_F(LlamaBenchOutputTest, QuantisationComesFromTheModelTypeOrTheFileName) {
    const std::vector<std::pair<std::string, std::string>> types{
        {"llama 7B F16", "f16"},
        {"llama 7B Q8_0", "q8_0"},
        {"llama 7B Q4_K - Medium", "q4_k_m"},
        {"llama 7B IQ4_XS - 4.25 bpw", "iq4_xs"},
        {"llama 7B Q6_K", "q6_k"},
    };
    for (const auto& [type, key] : types) {
        const LlamaBenchConversion conversion =
            convert(replaced(json, "\"llama 7B Q4_0\"", '"' + type + '"'));
        ASSERT_TRUE(conversion.ok()) << type << ": " << messages(conversion);
        EXPECT_EQ(conversion.rows[0].precision, key) << type;
    }
    // An old build without the format in model_type: the file name says it.
    const LlamaBenchConversion fromFile = convert(replaced(json, "\"llama 7B Q4_0\"", "\"llama 7B\""));
    ASSERT_TRUE(fromFile.ok()) << messages(fromFile);
    EXPECT_EQ(fromFile.rows[0].precision, "q4_0");

    const std::string unknown =
        refusal(replaced(json, "\"llama 7B Q4_0\"", "\"llama 7B IQ2_XXS - 2.0625 bpw\""));
    EXPECT_NE(unknown.find("column model_type: the quantisation IQ2_XXS (model_type 'llama 7B IQ2_XXS "
                           "- 2.0625 bpw') is not one GPU Advisor models; it knows: " +
                           std::string(allowedWeightFormats())),
              std::string::npos)
        << unknown;
}

TEST_F(LlamaBenchOutputTest, DepthAndCombinedTestsAreRefusedForNow) {
    // llama-bench -d 4096: every test at that depth, each refused.
    const LlamaBenchConversion depth = convert(replaced(json, "\"n_depth\": 0", "\"n_depth\": 4096"));
    EXPECT_TRUE(depth.rows.empty());
    ASSERT_EQ(depth.errors.size(), 2u) << messages(depth); // pp512 and tg128, each with its lines
    EXPECT_NE(messages(depth).find("line 2, column n_depth: the test pp512 @ d4096 runs at a depth"),
              std::string::npos)
        << messages(depth);
    EXPECT_NE(messages(depth).find("line 41, column n_depth: the test tg128 @ d4096"), std::string::npos)
        << messages(depth);
    EXPECT_NE(messages(depth).find("does not model yet"), std::string::npos) << messages(depth);

    const std::string table = replaced(fixture(QStringLiteral("rtx4090-llama2-7b-q4_0-console.txt")),
                                       "|           pp512 |", "| pp512+tg128     |");
    const std::string combined = refusal(table);
    EXPECT_NE(combined.find("column test: the combined test pp512+tg128"), std::string::npos) << combined;
}

TEST_F(LlamaBenchOutputTest, TheSameTestWithAnotherSettingIsRefused) {
    // -ub 256,512: two pp512 rows that a benchmark row cannot tell apart.
    const std::string jsonl = fixture(QStringLiteral("rtx4090-llama2-7b-q4_0.jsonl"));
    const std::string first = jsonl.substr(0, jsonl.find('\n') + 1);
    const std::string message = refusal(jsonl + replaced(first, "\"n_ubatch\": 512", "\"n_ubatch\": 256"));
    EXPECT_NE(message.find("line 5: the same test as line 1 (pp512, flash attention off)"), std::string::npos)
        << message;
}

TEST_F(LlamaBenchOutputTest, BrokenOutputNamesTheLine) {
    const std::string truncated = json.substr(0, json.size() / 2);
    const LlamaBenchConversion broken = convert(truncated);
    ASSERT_EQ(broken.errors.size(), 1u) << messages(broken);
    EXPECT_NE(broken.errors[0].message.find("not valid JSON"), std::string::npos) << broken.errors[0].message;
    EXPECT_GT(broken.errors[0].line, 1u);

    const std::string badSpeed = refusal(replaced(json, "\"avg_ts\": 186.210000", "\"avg_ts\": 0"));
    EXPECT_NE(badSpeed.find("line 41, column avg_ts: '0' is not a speed in tokens/s above 0"),
              std::string::npos)
        << badSpeed;

    const LlamaBenchConversion garbage = convert("hello\nworld\n");
    ASSERT_EQ(garbage.errors.size(), 1u);
    EXPECT_NE(garbage.errors[0].message.find("not llama-bench output"), std::string::npos);
}

TEST_F(LlamaBenchOutputTest, ImportedRowsAreTheUsersAndFeedTheLlmMeasurements) {
    const std::size_t before = catalog().benchmarks().size();
    const LlamaBenchConversion conversion = convert(json);
    ASSERT_TRUE(conversion.ok()) << messages(conversion);
    const ImportResult result = importLlamaBenchOutput(catalog(), conversion);
    ASSERT_TRUE(result.ok()) << result.errors.front().describe();
    EXPECT_EQ(result.inserted, 4u);
    reopen();
    const std::vector<BenchmarkResult> rows = catalog().benchmarksFor("RTX 4090");
    EXPECT_EQ(catalog().benchmarks().size(), before + 4);
    const std::vector<LlmMeasurement> measurements = llmMeasurements(rows);
    const auto mine = std::find_if(measurements.begin(), measurements.end(), [](const LlmMeasurement& m) {
        return m.source == "llama-bench output, run.json" && m.test == LlmTest::Decode &&
               m.software.find("flash attention off") != std::string::npos;
    });
    ASSERT_NE(mine, measurements.end());
    EXPECT_EQ(mine->modelKey, "llama2-7b");
    EXPECT_DOUBLE_EQ(mine->tokensPerSecond, 186.21);

    // Importing the same output again changes nothing.
    const std::string snapshot = everything();
    const ImportResult again = importLlamaBenchOutput(catalog(), conversion);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.unchanged, 4u);
    EXPECT_EQ(everything(), snapshot);
}

TEST_F(LlamaBenchOutputTest, AProblemTheImportFindsIsReportedAtTheLineOfTheOutput) {
    LlamaBenchOptions future = options();
    future.measuredOn = Date{std::chrono::year{2099}, std::chrono::month{1}, std::chrono::day{1}};
    const LlamaBenchConversion conversion =
        convert(fixture(QStringLiteral("rtx4090-llama2-7b-q4_0-console.txt")), future);
    ASSERT_TRUE(conversion.ok()) << messages(conversion);
    const std::string snapshot = everything();
    const ImportResult result = importLlamaBenchOutput(catalog(), conversion);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.errors.front().line, 7u); // the table's first test, not the CSV's line 2
    EXPECT_EQ(result.errors.front().column, "measured_on");
    EXPECT_EQ(everything(), snapshot);
}

} // namespace
