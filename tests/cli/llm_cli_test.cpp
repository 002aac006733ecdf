// End-to-end tests of gpu-advisor-cli llm: the documented CSV, the calibration cards next to
// their measurements, the cloud rows, the user's presets, and bad input refused with the option
// named.

#include "clirunner.h"

#include "gpuadvisor/core/catalog/csv.h"
#include "gpuadvisor/core/llm/llmplanner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <string_view>

namespace {

const QString documentedColumns = QStringLiteral(
    "name,count,weights,fits,memory_needed_gb,memory_available_gb,decode_tokens_per_s,prefill_tokens_per_s,"
    "time_to_first_token_s,usd_per_million_tokens");

} // namespace

TEST_F(CliTest, LlmCsvHasTheDocumentedColumnsAndOneRowPerCard) {
    const RunResult result = run(args({"llm", "--model-params", "8.03B", "--weights", "q4_k_m", "--context",
                                       "512", "--format", "csv", "--include-unsupported"}));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QList<QStringList> rows = csvRows(result.out);
    ASSERT_GT(rows.size(), 40);
    EXPECT_TRUE(rows.front().join(QLatin1Char(',')).startsWith(documentedColumns));
    const RunResult list = run(args({"catalog", "list", "--format", "csv"}));
    // One row per device llama.cpp runs on, plus the header each: Gaudi 3 has no llama.cpp backend.
    EXPECT_EQ(rows.size(), csvRows(list.out).size() - 1);
    EXPECT_TRUE(result.err.contains(QStringLiteral("llama.cpp does not run on them: Gaudi 3"))) << result.err;
    bool sawNo = false;
    for (const QStringList& row : rows.mid(1)) {
        EXPECT_TRUE(row[3] == QStringLiteral("yes") || row[3] == QStringLiteral("no"))
            << row.join(QLatin1Char(',')).toStdString();
        if (row[3] == QStringLiteral("no")) {
            sawNo = true;
            EXPECT_TRUE(row[6].isEmpty() && row[7].isEmpty() && row[8].isEmpty())
                << row.join(QLatin1Char(',')).toStdString();
        } else {
            EXPECT_FALSE(sawNo) << "cards that fit come first";
            EXPECT_LE(row[4].toDouble(), row[5].toDouble()) << row.join(QLatin1Char(',')).toStdString();
            EXPECT_GT(row[6].toDouble(), 0);
        }
    }
}

// The check: Llama 2 7B in Q4_0 at 512 tokens on cards of the 2025 llama.cpp scoreboard,
// one at a time: the estimate beside the scoreboard's row for the same flash attention setting,
// and the build named. Decode within twice the quoted typical error; prefill on the RTX 4090 (the
// issue's example) within the quoted error itself, on the others within three times it (the
// RTX 5090 gains less from flash attention than the fitted 17.5 %: +17 % with it on).
TEST_F(CliTest, LlmScoreboardCardsShowTheirMeasurementsBesideCloseEstimatesAndTheBuild) {
    struct Case {
        const char* card;
        const char* flash;
        double decode;
        double prefill;
        const char* build;
    };
    const double decodeError = gpuadvisor::shippedLlmCalibration().decodeTypicalError;
    const double prefillError = gpuadvisor::shippedLlmCalibration().prefillTypicalError;
    for (const Case& c : {Case{"RTX 4090", "on", 188.96, 14770.63, "llama.cpp 2241453"},
                          Case{"RTX 4090", "off", 186.21, 11992.70, "llama.cpp 2241453"},
                          Case{"RTX 3090", "off", 158.16, 5174.69, "llama.cpp c76b420"},
                          Case{"RTX 5090", "on", 300.40, 14970.15, "llama.cpp 8cf6b42"}}) {
        const QStringList common =
            args({"llm", "--model-params", "6.74B", "--weights", "q4_0", "--context", "512", "--gpu", c.card,
                  "--count", "1", "--flash-attention", c.flash});
        QStringList csv = common;
        csv << QStringLiteral("--format") << QStringLiteral("csv");
        const RunResult result = run(csv);
        ASSERT_EQ(result.exitCode, 0) << result.err;
        const QList<QStringList> rows = csvRows(result.out);
        ASSERT_EQ(rows.size(), 2) << result.out;
        const QStringList& row = rows[1];
        EXPECT_EQ(row[1], QStringLiteral("1"));
        EXPECT_EQ(row[3], QStringLiteral("yes"));
        EXPECT_NEAR(row[6].toDouble() / c.decode, 1, 2 * decodeError) << c.card << " " << c.flash;
        const double prefillTolerance = (std::string_view(c.card) == "RTX 4090" ? 1 : 3) * prefillError;
        EXPECT_NEAR(row[7].toDouble() / c.prefill, 1, prefillTolerance) << c.card << " " << c.flash;
        EXPECT_DOUBLE_EQ(row[10].toDouble(), c.decode) << c.card << " " << c.flash;
        EXPECT_DOUBLE_EQ(row[11].toDouble(), c.prefill) << c.card << " " << c.flash;
        const RunResult table = run(common);
        EXPECT_TRUE(table.out.contains(
            QStringLiteral("%1 tg128: %2, CUDA, llama-bench tg128, flash attention %3")
                .arg(QLatin1String(c.card), QLatin1String(c.build), QLatin1String(c.flash))))
            << table.out;
        EXPECT_TRUE(table.out.contains(QStringLiteral("llama.cpp as of 2025-08"))) << table.out;
    }
    // Flash attention off is slower at the prompt, as measured.
    const RunResult off = run(args({"llm", "--model-params", "6.74B", "--weights", "q4_0", "--gpu",
                                    "RTX 4090", "--flash-attention", "off", "--format", "csv"}));
    const RunResult on = run(args(
        {"llm", "--model-params", "6.74B", "--weights", "q4_0", "--gpu", "RTX 4090", "--format", "csv"}));
    EXPECT_LT(csvRows(off.out)[1][7].toDouble(), csvRows(on.out)[1][7].toDouble());
    const RunResult bad = run(args({"llm", "--model", "llama2-7b", "--flash-attention", "maybe"}));
    EXPECT_NE(bad.exitCode, 0);
    EXPECT_TRUE(bad.err.contains(QStringLiteral("--flash-attention 'maybe' is not one of: on, off")))
        << bad.err;
}

TEST_F(CliTest, LlmCountAndFitFollowMemory) {
    // 70B at 4 bits needs two 24 GB cards, and one 80 GB card.
    const RunResult one =
        run(args({"llm", "--model", "llama3-70b", "--gpu", "RTX 3090", "--count", "1", "--format", "csv"}));
    ASSERT_EQ(one.exitCode, 0) << one.err;
    EXPECT_EQ(csvRows(one.out)[1][3], QStringLiteral("no"));
    const RunResult fewest =
        run(args({"llm", "--model", "llama3-70b", "--gpu", "RTX 3090", "--format", "csv"}));
    EXPECT_EQ(csvRows(fewest.out)[1][1], QStringLiteral("2"));
    EXPECT_EQ(csvRows(fewest.out)[1][3], QStringLiteral("yes"));
    // F16 of the 70B model (131 GB of weights) needs six of them.
    const RunResult f16 = run(
        args({"llm", "--model", "llama3-70b", "--weights", "f16", "--gpu", "RTX 3090", "--format", "csv"}));
    EXPECT_EQ(csvRows(f16.out)[1][1], QStringLiteral("6"));
}

TEST_F(CliTest, LlmJsonCarriesTheMemoryBreakdownTheErrorAndThePriceDate) {
    const RunResult result =
        run(args({"llm", "--model", "llama3.1-8b", "--context", "8192", "--sequences", "4", "--gpu",
                  "RTX 4090", "--format", "json", "--as-of", "2026-11-24"}));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QJsonObject root = QJsonDocument::fromJson(result.out.toUtf8()).object();
    EXPECT_NEAR(root[QStringLiteral("typical_error")][QStringLiteral("decode")].toDouble(),
                gpuadvisor::shippedLlmCalibration().decodeTypicalError, 1e-12);
    const QJsonObject card = root[QStringLiteral("cards")].toArray().first().toObject();
    const QJsonObject memory = card[QStringLiteral("memory")].toObject();
    // 4 sequences of 8,192 tokens: 4 GiB of F16 KV cache (1 GiB each for Llama 3.1 8B's shape).
    EXPECT_DOUBLE_EQ(memory[QStringLiteral("kv_cache_gb")].toDouble(), 4);
    double sum = 0;
    for (const QJsonValue value : memory) {
        sum += value.toDouble();
    }
    EXPECT_NEAR(sum, card[QStringLiteral("memory_needed_gb")].toDouble(), 1e-9);
    EXPECT_NEAR(card[QStringLiteral("decode_tokens_per_s")].toDouble(),
                4 * card[QStringLiteral("decode_tokens_per_s_per_sequence")].toDouble(), 1e-6);
    EXPECT_FALSE(card[QStringLiteral("price")][QStringLiteral("observed_on")].toString().isEmpty());
}

TEST_F(CliTest, LlmCloudRowsAreSortedByCostPerMillionTokensWithABreakEvenForTheNamedCard) {
    const RunResult result = run(args({"llm", "--model", "llama3-70b", "--cloud", "--gpu", "RTX 3090",
                                       "--condition", "used", "--format", "csv", "--as-of", "2026-11-24"}));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QList<QStringList> rows = csvRows(result.out);
    ASSERT_GT(rows.size(), 5);
    EXPECT_TRUE(rows.front()
                    .join(QLatin1Char(','))
                    .startsWith(QStringLiteral("provider,instance,") + documentedColumns));
    double previous = 0;
    QSet<QString> offers;
    for (const QStringList& row : rows.mid(1)) {
        if (row[5] != QStringLiteral("yes")) {
            continue;
        }
        const double cost = row[11].toDouble();
        EXPECT_GE(cost, previous);
        previous = cost;
        // $/M tokens is the hourly price over an hour of tokens.
        EXPECT_NEAR(cost, row[12].toDouble() / (row[8].toDouble() * 3600) * 1e6, 0.01 * cost + 0.005);
        EXPECT_FALSE(offers.contains(row[0] + row[1])) << "one row per offer: its newest price";
        offers.insert(row[0] + row[1]);
    }
}

TEST_F(CliTest, LlmReadsTheUsersPresetsAndNamesABadRow) {
    const QString file = path(QStringLiteral("models.csv"));
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write("key,name,parameters,active_parameters,layers,hidden_size,attention_heads,kv_heads,head_dim,"
              "intermediate_size,vocabulary,tied_embeddings,max_context,source\n"
              "lab-20b,Lab 20B,20B,,48,6144,48,8,128,16384,64000,no,8192,our config.json\n"
              "bad,Bad,x,,48,6144,48,8,128,16384,64000,no,8192,here\n");
    out.close();
    const RunResult result =
        run(QStringList{QStringLiteral("llm"), QStringLiteral("--models"), file, QStringLiteral("--model"),
                        QStringLiteral("lab-20b"), QStringLiteral("--gpu"), QStringLiteral("RTX 4090")});
    // The good row is used; the refused one is named and makes the command fail (issue 32).
    EXPECT_EQ(result.exitCode, 1) << result.err;
    EXPECT_TRUE(result.out.contains(QStringLiteral("Lab 20B"))) << result.out;
    EXPECT_TRUE(result.err.contains(QStringLiteral("line 3, column parameters"))) << result.err;
}

// Issue 32, item 4. Before: every refused row printed a line (a million bad rows, 147 MB on
// stderr, exit 0), an unknown --model listed every key of a large file, `--catalog X` ignored the
// presets beside X, and implausible shapes (1 parameter, more KV heads than heads) were accepted.
TEST_F(CliTest, LlmPresetsBesideTheCatalogInUseWithAtMostAHundredProblemsListed) {
    QByteArray csv =
        "key,name,parameters,active_parameters,layers,hidden_size,attention_heads,kv_heads,head_dim,"
        "intermediate_size,vocabulary,tied_embeddings,max_context,source\n"
        "lab-20b,Lab 20B,20B,,48,6144,48,8,128,16384,64000,no,8192,our config.json\n"
        "tiny,Tiny,1,,2,8,1,1,8,16,100,no,512,a joke\n"
        "wide-kv,Wide KV,8B,,32,4096,8,32,128,14336,128256,no,8192,typo\n";
    for (int i = 0; i < 150; ++i) {
        csv += "bad-" + QByteArray::number(i) + ",Bad " + QByteArray::number(i) +
               ",x,,48,6144,48,8,128,16384,64000,no,8192,here\n";
    }
    for (int i = 0; i < 300; ++i) {
        csv += "mine-" + QByteArray::number(i) + ",Mine " + QByteArray::number(i) +
               ",7B,,32,4096,32,8,128,11008,32000,no,4096,ours\n";
    }
    // Beside the catalog that --catalog names (run() passes it), not the default one.
    QFile out(path(QStringLiteral("llm-models.csv")));
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(csv);
    out.close();
    const RunResult result = run(args({"llm", "--model", "lab-20b", "--gpu", "RTX 4090"}));
    EXPECT_EQ(result.exitCode, 1) << result.err;
    EXPECT_TRUE(result.out.contains(QStringLiteral("Lab 20B"))) << result.out;
    EXPECT_EQ(result.err.count(QStringLiteral("skipped a model preset")), 100) << result.err;
    EXPECT_TRUE(result.err.contains(QStringLiteral("and 52 more problem(s) in "))) << result.err.right(300);
    EXPECT_TRUE(result.err.contains(QStringLiteral("line 3, column parameters: '1' is fewer than a million")))
        << result.err.left(600);
    EXPECT_TRUE(
        result.err.contains(QStringLiteral("line 4, column kv_heads: 32 KV heads is more than the 8")))
        << result.err.left(600);
    // An unknown model names the shipped presets and counts the user's, rather than listing 301.
    const RunResult unknown = run(args({"llm", "--model", "gpt-5"}));
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("llama3-70b"))) << unknown.err.right(400);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("and 301 of yours"))) << unknown.err.right(400);
    EXPECT_FALSE(unknown.err.contains(QStringLiteral("mine-299"))) << unknown.err.right(400);
    const QString refusal = unknown.err.section(QStringLiteral("--model 'gpt-5'"), 1);
    EXPECT_LT(refusal.size(), 1500) << refusal.toStdString();
}

TEST_F(CliTest, LlmRefusesBadInputNamingTheOption) {
    struct Case {
        std::initializer_list<const char*> arguments;
        const char* named;
    };
    for (const Case& c :
         {Case{{"llm", "--model-params", "0"}, "--model-params"},
          Case{{"llm", "--model-params", "-8B"}, "--model-params"},
          Case{{"llm", "--model-params", "1"}, "--model-params"},
          Case{{"llm", "--model-params", "8B", "--years", "4.9e-324"}, "--years 4.9e-324 is outside 0.5-30"},
          Case{{"llm", "--model-params", "8B", "--utilization", "0"}, "--utilization 0 is outside 0.1-100"},
          Case{{"llm", "--model-params", "8B", "--weights", "q3_k"}, "--weights"},
          Case{{"llm", "--model-params", "8B", "--context", "0"}, "--context"},
          Case{{"llm", "--model-params", "8B", "--count", "-1"}, "--count"},
          Case{{"llm", "--model-params", "8B", "--count", "9"}, "--count"},
          Case{{"llm", "--model-params", "8B", "--sequences", "-3"}, "--sequences"},
          Case{{"llm", "--model-params", "8B", "--format", "xml"}, "--format"},
          Case{{"llm", "--model-params", "8B", "--split", "pipeline"}, "--split"},
          Case{{"llm", "--model", "gpt-5"}, "--model"}, Case{{"llm"}, "--model"},
          Case{{"llm", "--model-params", "8B", "--gpu", "RTX 9999"}, "RTX 9999"}}) {
        const RunResult result = run(args(c.arguments));
        EXPECT_EQ(result.exitCode, 2) << args(c.arguments).join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(result.err.contains(QString::fromUtf8(c.named))) << result.err.toStdString();
        EXPECT_TRUE(result.out.isEmpty());
    }
}

TEST_F(CliTest, CheckBuildSaysWhichLanguageModelsTheBuildRuns) {
    const RunResult result =
        run(args({"check-build", "--gpu", "RTX 3090:4", "--psu-watts", "2000", "--format", "json"}));
    ASSERT_TRUE(result.exitCode == 0 || result.exitCode == 1) << result.err;
    const QJsonArray models =
        QJsonDocument::fromJson(result.out.toUtf8()).object()[QStringLiteral("language_models")].toArray();
    ASSERT_EQ(models.size(), 4);
    QMap<QString, QJsonValue> used;
    for (const QJsonValue model : models) {
        used.insert(model[QStringLiteral("model")].toString(), model[QStringLiteral("gpus_used")]);
    }
    EXPECT_EQ(used[QStringLiteral("llama3.1-8b")].toInt(), 1);
    EXPECT_EQ(used[QStringLiteral("llama3.1-70b")].toInt(), 2);
    EXPECT_TRUE(used[QStringLiteral("llama3.1-405b")].isNull());
    const RunResult table = run(args({"check-build", "--gpu", "RTX 3090:4", "--psu-watts", "2000"}));
    EXPECT_TRUE(table.out.contains(
        QStringLiteral("Llama 3.1 70B in Q4_K_M, 4,096-token context: fits on 2 of your 4 GPUs")))
        << table.out.toStdString();
}
