// gpu-advisor-cli benchmarks import with llama-bench's own output, end to end with the real
// executable: every format of one run imported as the user's rows and shown by `llm` beside the
// estimate; refusals name what was wrong and import nothing.

#include "clirunner.h"

#include <QFile>

#include <gtest/gtest.h>

namespace {

QByteArray fixture(const QString& name) {
    QFile file(QStringLiteral(GPUADVISOR_LLAMABENCH_DATA_DIR "/") + name);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    return file.readAll();
}

class LlamaBenchCliTest : public CliTest {
protected:
    RunResult import(const QString& file, QStringList options = {}) {
        return run(QStringList{QStringLiteral("benchmarks"), QStringLiteral("import"), file} + options);
    }

    /// The user's benchmark rows as CSV records, header first.
    QList<QStringList> userRows() {
        const RunResult list = run(args({"benchmarks", "list", "--origin", "user", "--format", "csv"}));
        EXPECT_EQ(list.exitCode, 0) << list.err;
        return csvRows(list.out);
    }

    /// Imports `contents` as FILE and expects a refusal on stderr that contains every `expected`.
    void expectRefused(const QString& name, const QByteArray& contents, const QStringList& expected,
                       const QStringList& options = {}) {
        const RunResult result = import(writeFile(name, contents), options);
        EXPECT_EQ(result.exitCode, 2) << result.out;
        EXPECT_TRUE(result.err.contains(QStringLiteral("nothing was imported"))) << result.err;
        for (const QString& text : expected) {
            EXPECT_TRUE(result.err.contains(text)) << text << "\nmissing from: " << result.err;
        }
        EXPECT_EQ(userRows().size(), 1) << "rows were written"; // the header alone
    }
};

} // namespace

TEST_F(LlamaBenchCliTest, EveryFormatImportsTheRunAndLlmShowsItBesideTheEstimate) {
    const QStringList files{
        QStringLiteral("rtx4090-llama2-7b-q4_0.json"), QStringLiteral("rtx4090-llama2-7b-q4_0.jsonl"),
        QStringLiteral("rtx4090-llama2-7b-q4_0.csv"), QStringLiteral("rtx4090-llama2-7b-q4_0-console.txt")};
    for (const QString& name : files) {
        SCOPED_TRACE(name.toStdString());
        QFile::remove(catalogPath());
        // Another card than the run's, through --gpu (which overrides gpu_info): one the shipped
        // scoreboards do not have, so the measurement `llm` shows is this run.
        const RunResult result = import(writeFile(name, fixture(name)), args({"--gpu", "RTX 4080"}));
        ASSERT_EQ(result.exitCode, 0) << result.err;
        EXPECT_TRUE(result.out.contains(QStringLiteral("Imported 4 test(s) from "))) << result.out;
        EXPECT_TRUE(result.out.contains(QStringLiteral("as your runs of RTX 4080: 4 new, 0 replaced")))
            << result.out;
        EXPECT_TRUE(result.out.contains(
            QStringLiteral("llama2-7b q4_0  llm-decode 1  186.21 tokens/s  llama.cpp build "
                           "6050 (2241453), CUDA, llama-bench tg128, flash attention off")))
            << result.out;
        EXPECT_EQ(result.out.contains(QStringLiteral("Dated today")), name.endsWith(QStringLiteral(".txt")))
            << result.out;

        const QList<QStringList> rows = userRows();
        ASSERT_EQ(rows.size(), 5);
        EXPECT_EQ(rows[1].mid(0, 8),
                  (QStringList{QStringLiteral("RTX 4080"), QStringLiteral("1"),
                               QStringLiteral("llama-bench: RTX 4080"), QStringLiteral("llama2-7b"),
                               QStringLiteral("transformer"), QStringLiteral("llm-prefill"),
                               QStringLiteral("q4_0"), QStringLiteral("512")}))
            << rows[1].join(QLatin1Char(','));
        EXPECT_EQ(rows[1][12], QStringLiteral("llama-bench output, ") + name);

        const RunResult llm = run(args(
            {"llm", "--model", "llama2-7b", "--weights", "q4_0", "--gpu", "RTX 4080", "--context", "512"}));
        ASSERT_EQ(llm.exitCode, 0) << llm.err;
        EXPECT_TRUE(llm.out.contains(QStringLiteral("186.21")) || llm.out.contains(QStringLiteral("188.96")))
            << llm.out;
        EXPECT_TRUE(llm.out.contains(QStringLiteral("11992.7")) ||
                    llm.out.contains(QStringLiteral("14770.63")))
            << llm.out;
    }
}

TEST_F(LlamaBenchCliTest, TheTableAloneNeedsTheCardAndTakesTheDay) {
    const QString table =
        writeFile(QStringLiteral("table.md"), fixture(QStringLiteral("rtx4090-llama2-7b-q4_0-table.md")));
    const RunResult without = import(table);
    EXPECT_EQ(without.exitCode, 2);
    EXPECT_TRUE(
        without.err.contains(QStringLiteral("line 3, column gpu_info: the table does not name the card")))
        << without.err;
    EXPECT_TRUE(without.err.contains(QStringLiteral("--gpu NAME"))) << without.err;

    const RunResult given = import(table, args({"--gpu", "rtx 4090", "--measured-on", "2025-08-02"}));
    ASSERT_EQ(given.exitCode, 0) << given.err;
    EXPECT_FALSE(given.out.contains(QStringLiteral("Dated today"))) << given.out;
    const QList<QStringList> rows = userRows();
    ASSERT_EQ(rows.size(), 5);
    EXPECT_EQ(rows[1][0], QStringLiteral("RTX 4090"));
    EXPECT_EQ(rows[1][11], QStringLiteral("2025-08-02"));

    // Imported again: nothing changes.
    const RunResult again = import(table, args({"--gpu", "RTX 4090", "--measured-on", "2025-08-02"}));
    ASSERT_EQ(again.exitCode, 0) << again.err;
    EXPECT_TRUE(again.out.contains(QStringLiteral("0 new, 0 replaced, 4 unchanged"))) << again.out;
}

TEST_F(LlamaBenchCliTest, RefusalsNameWhatWasWrongAndImportNothing) {
    const QByteArray json = fixture(QStringLiteral("rtx4090-llama2-7b-q4_0.json"));
    expectRefused(
        QStringLiteral("amd.json"),
        QByteArray(json).replace("NVIDIA GeForce RTX 4090", "AMD Radeon RX 7900 XTX"),
        {QStringLiteral("line 2, column gpu_info: the device 'AMD Radeon RX 7900 XTX' is not a card of "
                        "the catalog"),
         QStringLiteral("--gpu NAME")});
    expectRefused(QStringLiteral("typo.json"), json,
                  {QStringLiteral("--gpu 'RTX 4909' is not a card of the catalog")},
                  args({"--gpu", "RTX 4909"}));
    expectRefused(
        QStringLiteral("iq2.json"),
        QByteArray(json).replace("llama 7B Q4_0", "llama 7B IQ2_XXS - 2.0625 bpw"),
        {QStringLiteral("column model_type: the quantisation IQ2_XXS (model_type 'llama 7B IQ2_XXS"),
         QStringLiteral("it knows: f16")});
    expectRefused(
        QStringLiteral("partial.json"),
        QByteArray(json).replace("\"n_gpu_layers\": 99", "\"n_gpu_layers\": 16"),
        {QStringLiteral("n_gpu_layers 16 leaves layers of llama2-7b (32 layers) on the CPU (partial "
                        "offload)")});
    expectRefused(QStringLiteral("depth.json"),
                  QByteArray(json).replace("\"n_depth\": 0", "\"n_depth\": 4096"),
                  {QStringLiteral("pp512 @ d4096 runs at a depth")});
    expectRefused(QStringLiteral("size.json"), QByteArray(json).replace("6738415616", "13015864320"),
                  {QStringLiteral("no LLM preset of 13.02 B parameters"), QStringLiteral("llm-models.csv")});
    expectRefused(QStringLiteral("cut.json"), json.left(json.size() / 2), {QStringLiteral("not valid JSON")});
    // Neither llama-bench output nor a benchmarks CSV.
    expectRefused(
        QStringLiteral("garbage.txt"), QByteArray("\x89PNG\r\n\x1a\nnot text at all"),
        {QStringLiteral("neither a benchmarks CSV file"), QStringLiteral("nor llama-bench output")});
}

TEST_F(LlamaBenchCliTest, LlamaBenchOptionsAreRefusedForACatalogCsvAndCheckedForllamaBench) {
    const QByteArray csv =
        "gpu_name,gpu_count,system,model,workload,task,precision,batch_size,software,value,"
        "unit,measured_on,source\n"
        "RTX 4090,1,My desk,llama3-8b,transformer,llm-decode,q4_k_m,1,llama.cpp b3000,120.5,"
        "tokens/s,2024-06-02,my own run\n";
    const RunResult flagged = import(writeFile(QStringLiteral("mine.csv"), csv), args({"--gpu", "RTX 4090"}));
    EXPECT_EQ(flagged.exitCode, 2);
    EXPECT_TRUE(flagged.err.contains(QStringLiteral("--gpu and --measured-on are for llama-bench output")))
        << flagged.err;
    // The catalog's own CSV still imports as before.
    EXPECT_EQ(import(path(QStringLiteral("mine.csv"))).exitCode, 0);

    const RunResult badDay =
        import(writeFile(QStringLiteral("run.json"), fixture(QStringLiteral("rtx4090-llama2-7b-q4_0.json"))),
               args({"--measured-on", "2025-02-30"}));
    EXPECT_EQ(badDay.exitCode, 2);
    EXPECT_TRUE(badDay.err.contains(QStringLiteral("--measured-on '2025-02-30' is not a day"))) << badDay.err;
}
