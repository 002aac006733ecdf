// End-to-end tests of gpu-advisor-cli recommend: the flowchart walked with the answers as flags,
// the memory need and the live pick, against a catalog made from the shipped data.

#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

#include <gtest/gtest.h>

namespace {

/// An individual training Transformers, on the day of the 2023 guide's prices.
QStringList transformersTrainer() {
    return args({"recommend", "--organization", "no", "--train", "yes", "--transformers", "yes", "--as-of",
                 "2023-01-30"});
}

class RecommendCliTest : public CliTest {
protected:
    /// Runs recommend with --format json; fails the test unless it exits 0 with a JSON object.
    QJsonObject runJson(QStringList arguments) {
        arguments << QStringLiteral("--format") << QStringLiteral("json");
        const RunResult result = run(arguments);
        EXPECT_EQ(result.exitCode, 0) << result.err;
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(result.out.toUtf8(), &error);
        EXPECT_EQ(error.error, QJsonParseError::NoError) << error.errorString() << "\n" << result.out;
        return document.object();
    }

    /// Runs recommend expecting exit status 2 and nothing on standard output; returns stderr.
    QString runRefused(const QStringList& arguments) {
        const RunResult result = run(arguments);
        EXPECT_EQ(result.exitCode, 2) << result.out;
        EXPECT_TRUE(result.out.isEmpty()) << result.out;
        return result.err;
    }
};

/// Whether `text`, its lines joined as one, matches `pattern`. Numbers are written in the locale's
/// way, so patterns allow "$2,000", "$2.000" and "$2000", "16.8" and "16,8"; long lines wrap, so
/// the text is read as one line.
bool containsMatch(const QString& text, const char* pattern) {
    return text.simplified().contains(QRegularExpression(QString::fromUtf8(pattern)));
}

} // namespace

TEST_F(RecommendCliTest, TightBudgetForTransformersLeadsToAUsedRtx3090WithTheBudgetReasoning) {
    QStringList arguments = transformersTrainer();
    arguments << QStringLiteral("--budget-usd") << QStringLiteral("1000");
    const RunResult result = run(arguments);
    ASSERT_EQ(result.exitCode, 0) << result.err;
    // The path: three answers, then the budget chain of R13 decided from the 2023-01-30 prices.
    EXPECT_TRUE(result.out.contains(QStringLiteral("Will you mostly train Transformers?"))) << result.out;
    EXPECT_TRUE(result.out.contains(QStringLiteral("RTX 4090 (new)"))) << result.out;
    EXPECT_TRUE(
        containsMatch(result.out, R"(\$2[,.]?000 \(price of 2023-01-30\).*over your budget of \$1[,.]?000)"))
        << result.out;
    EXPECT_TRUE(
        containsMatch(result.out, R"(RTX 3090 \(used\) at \$800 .*within your budget of \$1[,.]?000)"))
        << result.out;
    // The leaf, and the live pick beside it.
    EXPECT_TRUE(result.out.contains(QStringLiteral("Buy a used RTX 3090 or RTX 3090 Ti"))) << result.out;
    EXPECT_TRUE(result.out.contains(QStringLiteral("train-transformers-used-rtx3090"))) << result.out;
    EXPECT_TRUE(result.out.contains(QStringLiteral("Live pick (R3)"))) << result.out;
    EXPECT_TRUE(result.out.contains(QStringLiteral("Good deal"))) << result.out;

    arguments << QStringLiteral("--format") << QStringLiteral("json");
    const QJsonObject root = runJson(arguments);
    const QJsonArray path = root[QStringLiteral("path")].toArray();
    ASSERT_EQ(path.size(), 5);
    const QJsonObject newCard = path[3].toObject();
    EXPECT_EQ(newCard[QStringLiteral("question")].toString(), QStringLiteral("within-budget"));
    EXPECT_EQ(newCard[QStringLiteral("source")].toString(), QStringLiteral("budget"));
    EXPECT_FALSE(newCard[QStringLiteral("answer")].toBool());
    EXPECT_EQ(newCard[QStringLiteral("budget")].toObject()[QStringLiteral("unit_price_usd")].toDouble(),
              2000);
    const QJsonObject usedCard = path[4].toObject();
    EXPECT_TRUE(usedCard[QStringLiteral("answer")].toBool());
    EXPECT_EQ(usedCard[QStringLiteral("budget")].toObject()[QStringLiteral("gpu")].toString(),
              QStringLiteral("RTX 3090"));
    EXPECT_EQ(usedCard[QStringLiteral("budget")].toObject()[QStringLiteral("unit_price_usd")].toDouble(),
              800);
    // Every card of the pick fits the budget and has the 24 GB Transformers need (M1).
    const QJsonArray pick = root[QStringLiteral("pick")].toArray();
    ASSERT_FALSE(pick.isEmpty());
    for (const auto& card : pick) {
        EXPECT_LE(card[QStringLiteral("price_usd")].toDouble(), 1000);
        EXPECT_GE(card[QStringLiteral("memory_gb")].toDouble(), 24);
    }
}

TEST_F(RecommendCliTest, BudgetForAnRtx4090LeadsToIt) {
    QStringList arguments = transformersTrainer();
    arguments << QStringLiteral("--budget-usd") << QStringLiteral("2500");
    const RunResult result = run(arguments);
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.out.contains(QStringLiteral("Buy an RTX 4090"))) << result.out;
    EXPECT_TRUE(containsMatch(result.out, R"(within your budget of \$2[,.]?500)")) << result.out;

    arguments << QStringLiteral("--format") << QStringLiteral("json");
    const QJsonObject root = runJson(arguments);
    EXPECT_EQ(root[QStringLiteral("leaf")].toObject()[QStringLiteral("key")].toString(),
              QStringLiteral("train-transformers-rtx4090"));
    EXPECT_EQ(root[QStringLiteral("path")].toArray().size(), 4);
}

TEST_F(RecommendCliTest, CountMultipliesTheBudgetCheck) {
    QStringList arguments = transformersTrainer();
    arguments << QStringLiteral("--budget-usd") << QStringLiteral("2500") << QStringLiteral("--count")
              << QStringLiteral("2");
    const QJsonObject root = runJson(arguments);
    // Two RTX 4090 at $2000 are over $2500; two used RTX 3090 at $800 are not.
    const QJsonArray path = root[QStringLiteral("path")].toArray();
    ASSERT_EQ(path.size(), 5);
    const QJsonObject check = path[3].toObject()[QStringLiteral("budget")].toObject();
    EXPECT_EQ(check[QStringLiteral("gpu_count")].toInt(), 2);
    EXPECT_EQ(check[QStringLiteral("total_usd")].toDouble(),
              2 * check[QStringLiteral("unit_price_usd")].toDouble());
    EXPECT_FALSE(path[3].toObject()[QStringLiteral("answer")].toBool());
    EXPECT_EQ(root[QStringLiteral("leaf")].toObject()[QStringLiteral("key")].toString(),
              QStringLiteral("train-transformers-used-rtx3090"));
    EXPECT_EQ(root[QStringLiteral("query")].toObject()[QStringLiteral("gpu_count")].toInt(), 2);
    for (const auto& card : root[QStringLiteral("pick")].toArray()) {
        EXPECT_EQ(card[QStringLiteral("gpu_count")].toInt(), 2);
        EXPECT_LE(2 * card[QStringLiteral("price_usd")].toDouble(), 2500);
    }
}

TEST_F(RecommendCliTest, AMissingAnswerNamesItsFlag) {
    const QString transformers =
        runRefused(args({"recommend", "--organization", "no", "--train", "yes", "--as-of", "2023-01-30"}));
    EXPECT_TRUE(transformers.contains(QStringLiteral("--transformers yes|no"))) << transformers;
    EXPECT_TRUE(transformers.contains(QStringLiteral("Will you mostly train Transformers?"))) << transformers;

    const QString budget = runRefused(transformersTrainer());
    EXPECT_TRUE(budget.contains(QStringLiteral("--budget-usd N"))) << budget;
    EXPECT_TRUE(budget.contains(QStringLiteral("RTX 4090"))) << budget;

    const QString first = runRefused(args({"recommend"}));
    EXPECT_TRUE(first.contains(QStringLiteral("--organization yes|no"))) << first;

    const QString middle =
        runRefused(args({"recommend", "--organization", "yes", "--llm-13b", "yes", "--rich", "no"}));
    EXPECT_TRUE(middle.contains(QStringLiteral("--middle-budget yes|no"))) << middle;
}

TEST_F(RecommendCliTest, ABudgetWithoutPricesNamesTheCardsAndTheDay) {
    QStringList arguments = args({"recommend", "--organization", "no", "--train", "yes", "--transformers",
                                  "yes", "--budget-usd", "1000", "--as-of", "2010-01-01"});
    const QString error = runRefused(arguments);
    EXPECT_TRUE(error.contains(QStringLiteral("RTX 4090 (new)"))) << error;
    EXPECT_TRUE(error.contains(QStringLiteral("2010-01-01"))) << error;
}

TEST_F(RecommendCliTest, YesNoAnswersAcceptTheUsualSpellingsAndRefuseOthers) {
    const QJsonObject root =
        runJson(args({"recommend", "--organization", "N", "--train", "TRUE", "--transformers", "y",
                      "--budget-usd", "1000", "--as-of", "2023-01-30"}));
    EXPECT_EQ(root[QStringLiteral("leaf")].toObject()[QStringLiteral("key")].toString(),
              QStringLiteral("train-transformers-used-rtx3090"));

    const QString error = runRefused(args({"recommend", "--organization", "no", "--train", "maybe"}));
    EXPECT_TRUE(error.contains(QStringLiteral("--train"))) << error;
    EXPECT_TRUE(error.contains(QStringLiteral("maybe"))) << error;
}

TEST_F(RecommendCliTest, ModelSizeGivesTheMemoryNeedAndItsBreakdown) {
    QStringList arguments =
        args({"recommend", "--organization", "no", "--train", "no", "--llm", "yes", "--budget-usd", "2500",
              "--as-of", "2023-01-30", "--model-params", "7B", "--precision", "fp16", "--training", "no"});
    const RunResult result = run(arguments);
    ASSERT_EQ(result.exitCode, 0) << result.err;
    // 7e9 parameters x 2 bytes = 14 GB of weights, plus 20 % headroom to run.
    EXPECT_TRUE(containsMatch(result.out, R"(Memory need: 16[.,]8 GB per GPU)")) << result.out;
    EXPECT_TRUE(containsMatch(result.out, R"(weights 14[.,]0 GB)")) << result.out;

    arguments << QStringLiteral("--format") << QStringLiteral("json");
    const QJsonObject root = runJson(arguments);
    const QJsonObject memory = root[QStringLiteral("memory")].toObject();
    EXPECT_EQ(memory[QStringLiteral("source")].toString(), QStringLiteral("model"));
    EXPECT_NEAR(memory[QStringLiteral("gb")].toDouble(), 16.8, 1e-9);
    const QJsonObject breakdown = memory[QStringLiteral("breakdown")].toObject();
    EXPECT_NEAR(breakdown[QStringLiteral("weights_gb")].toDouble(), 14, 1e-9);
    EXPECT_FALSE(breakdown[QStringLiteral("training")].toBool());
    const QJsonArray pick = root[QStringLiteral("pick")].toArray();
    ASSERT_FALSE(pick.isEmpty());
    for (const auto& card : pick) {
        EXPECT_GE(card[QStringLiteral("memory_gb")].toDouble(), 16.8);
    }
}

TEST_F(RecommendCliTest, ModelSizesTakeSuffixesAndTrainingFollowsTheTrainAnswer) {
    const auto breakdownFor = [&](const char* params, QStringList extra) {
        QStringList arguments = transformersTrainer();
        arguments << QStringLiteral("--budget-usd") << QStringLiteral("5000")
                  << QStringLiteral("--model-params") << QString::fromUtf8(params) << extra;
        return runJson(arguments)[QStringLiteral("memory")]
            .toObject()[QStringLiteral("breakdown")]
            .toObject();
    };
    EXPECT_DOUBLE_EQ(breakdownFor("13b", {})[QStringLiteral("parameters")].toDouble(), 13e9);
    EXPECT_DOUBLE_EQ(breakdownFor("1.5B", {})[QStringLiteral("parameters")].toDouble(), 1.5e9);
    EXPECT_DOUBLE_EQ(breakdownFor("350M", {})[QStringLiteral("parameters")].toDouble(), 350e6);
    EXPECT_DOUBLE_EQ(breakdownFor("125000", {})[QStringLiteral("parameters")].toDouble(), 125000);

    // --train yes and no --training: memory to train, fp16 by default.
    const QJsonObject trained = breakdownFor("1B", {});
    EXPECT_TRUE(trained[QStringLiteral("training")].toBool());
    EXPECT_EQ(trained[QStringLiteral("precision")].toString(), QStringLiteral("fp16"));
    EXPECT_GT(trained[QStringLiteral("optimizer_gb")].toDouble(), 0);
    const QJsonObject run8bit = breakdownFor("1B", args({"--training", "no", "--precision", "8bit"}));
    EXPECT_FALSE(run8bit[QStringLiteral("training")].toBool());
    EXPECT_EQ(run8bit[QStringLiteral("precision")].toString(), QStringLiteral("int8"));
    EXPECT_NEAR(run8bit[QStringLiteral("weights_gb")].toDouble(), 1, 1e-9);

    const QString error = runRefused(args({"recommend", "--model-params", "7X"}));
    EXPECT_TRUE(error.contains(QStringLiteral("--model-params"))) << error;
    const QString precision = runRefused(args({"recommend", "--model-params", "7B", "--precision", "fp12"}));
    EXPECT_TRUE(precision.contains(QStringLiteral("--precision"))) << precision;
}

TEST_F(RecommendCliTest, Fp8IsAnEightBitPrecision) {
    // seed facts P14, P16: FP8 is an 8-bit format: one byte a weight, and a model run in it is
    // ranked by 8-bit inference, like int8 (R3 step 2: running quantised is accepting 8-bit).
    const auto runModel = [&](const char* precision) {
        QStringList arguments = args({"recommend", "--organization", "no", "--train", "no", "--llm", "yes",
                                      "--budget-usd", "2500", "--as-of", "2023-01-30", "--model-params", "7B",
                                      "--training", "no", "--precision"});
        arguments << QString::fromUtf8(precision);
        return runJson(arguments);
    };
    const QJsonObject fp8 = runModel("fp8");
    const QJsonObject memory = fp8[QStringLiteral("memory")].toObject();
    const QJsonObject breakdown = memory[QStringLiteral("breakdown")].toObject();
    EXPECT_EQ(breakdown[QStringLiteral("precision")].toString(), QStringLiteral("int8"));
    // 7e9 parameters x 1 byte = 7 GB of weights, plus 20 % headroom to run: 8.4 GB.
    EXPECT_NEAR(breakdown[QStringLiteral("weights_gb")].toDouble(), 7, 1e-9);
    EXPECT_NEAR(memory[QStringLiteral("gb")].toDouble(), 8.4, 1e-9);
    EXPECT_EQ(fp8[QStringLiteral("query")].toObject()[QStringLiteral("metric")].toString(),
              QStringLiteral("inference8"));
    // The same model in fp16 needs twice the weights and is ranked by 16-bit inference.
    const QJsonObject fp16 = runModel("fp16");
    EXPECT_NEAR(fp16[QStringLiteral("memory")].toObject()[QStringLiteral("gb")].toDouble(), 16.8, 1e-9);
    EXPECT_EQ(fp16[QStringLiteral("query")].toObject()[QStringLiteral("metric")].toString(),
              QStringLiteral("inference16"));
}

TEST_F(RecommendCliTest, OnlyOneWayOfStatingTheMemoryNeed) {
    QStringList arguments = transformersTrainer();
    arguments << QStringLiteral("--budget-usd") << QStringLiteral("1000");
    const QString both = runRefused(arguments + args({"--memory-gb", "12", "--use-case", "kaggle"}));
    EXPECT_TRUE(both.contains(QStringLiteral("--memory-gb"))) << both;
    EXPECT_TRUE(both.contains(QStringLiteral("--use-case"))) << both;
    const QString model = runRefused(arguments + args({"--memory-gb", "12", "--model-params", "7B"}));
    EXPECT_TRUE(model.contains(QStringLiteral("--model-params"))) << model;

    // Each one alone sets the need; --display-gpu adds 2 GB (M3).
    const QJsonObject stated = runJson(arguments + args({"--memory-gb", "12", "--display-gpu"}));
    EXPECT_DOUBLE_EQ(stated[QStringLiteral("memory")].toObject()[QStringLiteral("gb")].toDouble(), 14);
    const QJsonObject useCase = runJson(arguments + args({"--use-case", "image-generation"}));
    EXPECT_DOUBLE_EQ(useCase[QStringLiteral("memory")].toObject()[QStringLiteral("gb")].toDouble(), 12);
}

TEST_F(RecommendCliTest, BadValuesAreRefusedNamingTheFlag) {
    QStringList arguments = transformersTrainer();
    for (const auto& [flag, value] :
         {std::pair{"--budget-usd", "0"}, std::pair{"--budget-usd", "lots"}, std::pair{"--count", "9"},
          std::pair{"--memory-gb", "2000"}, std::pair{"--use-case", "chess"},
          std::pair{"--as-of", "2023-13-01"}, std::pair{"--utilization", "150"}}) {
        const QString error = runRefused(arguments + args({flag, value}));
        EXPECT_TRUE(error.contains(QString::fromUtf8(flag))) << flag << ": " << error.toStdString();
    }
}

TEST_F(RecommendCliTest, JsonHasThePathTheLeafAndAPickWithTheMemory) {
    QStringList arguments = transformersTrainer();
    arguments << QStringLiteral("--budget-usd") << QStringLiteral("1000");
    const QJsonObject root = runJson(arguments);
    for (const char* key : {"path", "leaf", "memory", "query", "pick", "guide", "cloud", "four_steps"}) {
        EXPECT_TRUE(root.contains(QString::fromUtf8(key))) << key;
    }
    const QJsonObject leaf = root[QStringLiteral("leaf")].toObject();
    EXPECT_EQ(leaf[QStringLiteral("action")].toString(), QStringLiteral("buy"));
    EXPECT_FALSE(leaf[QStringLiteral("title")].toString().isEmpty());
    EXPECT_FALSE(leaf[QStringLiteral("reason")].toString().isEmpty());
    EXPECT_TRUE(leaf[QStringLiteral("facts")].toArray().contains(QStringLiteral("R13")));
    const QJsonArray pick = root[QStringLiteral("pick")].toArray();
    ASSERT_FALSE(pick.isEmpty());
    EXPECT_LE(pick.size(), 3);
    EXPECT_GE(pick[0].toObject()[QStringLiteral("memory_gb")].toDouble(),
              root[QStringLiteral("memory")].toObject()[QStringLiteral("gb")].toDouble());
    // Best per dollar first, a datasheet-only estimate after every measured card (issue 34).
    for (qsizetype i = 1; i < pick.size(); ++i) {
        const QJsonObject row = pick[i].toObject();
        const QJsonObject before = pick[i - 1].toObject();
        const bool rowSpecOnly = row[QStringLiteral("specification_only")].toBool();
        const bool beforeSpecOnly = before[QStringLiteral("specification_only")].toBool();
        EXPECT_TRUE(rowSpecOnly || !beforeSpecOnly) << i;
        if (rowSpecOnly == beforeSpecOnly) {
            EXPECT_LE(row[QStringLiteral("performance_per_dollar")].toDouble(),
                      before[QStringLiteral("performance_per_dollar")].toDouble());
        }
    }
    // The guide's two cards are judged against the pick.
    const QJsonArray guide = root[QStringLiteral("guide")].toArray();
    ASSERT_EQ(guide.size(), 2);
    for (const auto& card : guide) {
        EXPECT_FALSE(card[QStringLiteral("verdict")].toString().isEmpty());
        EXPECT_GT(card[QStringLiteral("share_of_best")].toDouble(), 0);
        EXPECT_LE(card[QStringLiteral("share_of_best")].toDouble(), 1 + 1e-9);
    }
    const QJsonObject query = root[QStringLiteral("query")].toObject();
    EXPECT_EQ(query[QStringLiteral("metric")].toString(), QStringLiteral("training16"));
    EXPECT_EQ(query[QStringLiteral("reference")].toString(), QStringLiteral("H100 SXM"));
    EXPECT_EQ(query[QStringLiteral("as_of")].toString(), QStringLiteral("2023-01-30"));
}

TEST_F(RecommendCliTest, OrganisationServersGetTheMixAndNoGeForceCards) {
    const QJsonObject root = runJson(args(
        {"recommend", "--organization", "yes", "--llm-13b", "no", "--rich", "no", "--as-of", "2025-06-20"}));
    const QJsonObject leaf = root[QStringLiteral("leaf")].toObject();
    EXPECT_EQ(leaf[QStringLiteral("key")].toString(), QStringLiteral("org-server-mix"));
    EXPECT_EQ(leaf[QStringLiteral("action")].toString(), QStringLiteral("buy-server-mix"));
    const QJsonArray pick = root[QStringLiteral("pick")].toArray();
    ASSERT_FALSE(pick.isEmpty());
    for (const auto& card : pick) {
        // R7: GeForce cards stay out of organisations' machines unless --consumer-allowed.
        EXPECT_NE(card[QStringLiteral("segment")].toString(), QStringLiteral("consumer"))
            << card[QStringLiteral("gpu")].toString().toStdString();
    }
    EXPECT_EQ(root[QStringLiteral("guide")].toArray().size(), leaf[QStringLiteral("cards")].toArray().size());
    EXPECT_TRUE(root[QStringLiteral("cluster")].isNull());
}

TEST_F(RecommendCliTest, ClusterSizePrintsTheClusterAdvice) {
    const QStringList arguments = args({"recommend", "--organization", "yes", "--llm-13b", "no", "--rich",
                                        "no", "--as-of", "2025-06-20", "--cluster-gpus", "200"});
    const RunResult result = run(arguments);
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.out.contains(QStringLiteral("Cluster of 200 GPUs"))) << result.out;
    EXPECT_TRUE(result.out.contains(QStringLiteral("(R5)"))) << result.out;

    const QJsonObject cluster = runJson(arguments)[QStringLiteral("cluster")].toObject();
    EXPECT_EQ(cluster[QStringLiteral("gpus")].toInt(), 200);
    EXPECT_EQ(cluster[QStringLiteral("servers")].toInt(), 25);                      // 8 GPUs a server
    EXPECT_EQ(cluster[QStringLiteral("tier")].toString(), QStringLiteral("large")); // 128 or more (R5)

    // Individuals have no cluster: the flag is ignored with a note.
    QStringList individual = transformersTrainer();
    individual << QStringLiteral("--budget-usd") << QStringLiteral("1000") << QStringLiteral("--cluster-gpus")
               << QStringLiteral("200");
    const RunResult note = run(individual);
    ASSERT_EQ(note.exitCode, 0) << note.err;
    EXPECT_TRUE(note.err.contains(QStringLiteral("--cluster-gpus"))) << note.err;
    EXPECT_FALSE(note.out.contains(QStringLiteral("Cluster of"))) << note.out;
}

TEST_F(RecommendCliTest, ARentLeafListsCloudOffers) {
    // Below a used RTX 3060 with data that streams: rent on vast.ai or Lambda (R13).
    const QStringList arguments =
        args({"recommend", "--organization", "no", "--train", "yes", "--transformers", "no", "--budget-usd",
              "150", "--small-datasets", "yes", "--as-of", "2025-06-20"});
    const RunResult result = run(arguments);
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.out.contains(QStringLiteral("Cloud offers"))) << result.out;

    const QJsonObject root = runJson(arguments);
    EXPECT_EQ(root[QStringLiteral("leaf")].toObject()[QStringLiteral("key")].toString(),
              QStringLiteral("train-other-rent"));
    const QJsonArray cloud = root[QStringLiteral("cloud")].toArray();
    ASSERT_FALSE(cloud.isEmpty());
    EXPECT_LE(cloud.size(), 3);
    const double need = root[QStringLiteral("memory")].toObject()[QStringLiteral("gb")].toDouble();
    for (const auto& offer : cloud) {
        const QString provider = offer[QStringLiteral("provider")].toString();
        EXPECT_TRUE(provider == QStringLiteral("vast.ai") || provider == QStringLiteral("Lambda"))
            << provider.toStdString();
        EXPECT_GE(offer[QStringLiteral("memory_gb")].toDouble(), need);
        EXPECT_TRUE(result.out.contains(offer[QStringLiteral("instance")].toString())) << result.out;
    }
}

TEST_F(RecommendCliTest, NoSimpleAnswerShowsTheFourSteps) {
    const QStringList arguments =
        args({"recommend", "--organization", "no", "--train", "no", "--llm", "no", "--budget-usd", "100",
              "--small-datasets", "no", "--as-of", "2023-01-30"});
    const RunResult result = run(arguments);
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.out.contains(QStringLiteral("The four steps (R14)"))) << result.out;
    const QJsonObject root = runJson(arguments);
    EXPECT_EQ(root[QStringLiteral("leaf")].toObject()[QStringLiteral("key")].toString(),
              QStringLiteral("inference-read-guide"));
    EXPECT_EQ(root[QStringLiteral("four_steps")].toArray().size(), 4);
}

TEST_F(RecommendCliTest, PickOptionsChangeWhatIsRanked) {
    const QStringList base = args({"recommend", "--organization", "no", "--train", "no", "--llm", "yes",
                                   "--budget-usd", "1000", "--as-of", "2023-01-30"});
    EXPECT_EQ(runJson(base)[QStringLiteral("query")].toObject()[QStringLiteral("metric")].toString(),
              QStringLiteral("inference16"));
    EXPECT_EQ(runJson(base + args({"--accept-8bit"}))[QStringLiteral("query")]
                  .toObject()[QStringLiteral("metric")]
                  .toString(),
              QStringLiteral("inference8"));

    const QJsonObject newOnly = runJson(base + args({"--no-used"}));
    for (const auto& card : newOnly[QStringLiteral("pick")].toArray()) {
        EXPECT_EQ(card[QStringLiteral("condition")].toString(), QStringLiteral("new"));
    }
    // The guide's used cards are left out rather than judged.
    for (const auto& card : newOnly[QStringLiteral("guide")].toArray()) {
        EXPECT_EQ(card[QStringLiteral("verdict")].toString(), QStringLiteral("excluded"));
    }
}

TEST_F(RecommendCliTest, HelpListsTheFlags) {
    const RunResult result = run(args({"recommend", "--help"}));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    for (const char* flag : {"--organization",     "--train",      "--transformers", "--llm",
                             "--llm-13b",          "--budget-usd", "--rich",         "--middle-budget",
                             "--small-datasets",   "--memory-gb",  "--use-case",     "--model-params",
                             "--precision",        "--training",   "--count",        "--format",
                             "--accept-8bit",      "--no-used",    "--display-gpu",  "--cluster-gpus",
                             "--consumer-allowed", "--as-of",      "--reference",    "--years",
                             "--kwh-price",        "--utilization"}) {
        EXPECT_TRUE(result.out.contains(QString::fromUtf8(flag))) << flag;
    }
    const RunResult overview = run(args({"--help"}), false);
    EXPECT_TRUE(overview.out.contains(QStringLiteral("recommend"))) << overview.out;
}

// Issue 19: one answer. The table opens with it and the JSON carries it: the card the live pick
// ranks first, with the guide's leaf as its reasoning.
TEST_F(RecommendCliTest, TheAnswerIsTheFirstOfTheLivePickWithTheGuidesLeafAsItsReason) {
    QStringList arguments =
        args({"recommend", "--organization", "no", "--train", "yes", "--transformers", "no", "--budget-usd",
              "500", "--use-case", "kaggle", "--as-of", "2026-11-24"});
    const RunResult table = run(arguments);
    ASSERT_EQ(table.exitCode, 0) << table.err;
    const QJsonObject root = runJson(arguments);
    const QJsonObject answer = root.value(QStringLiteral("answer")).toObject();
    EXPECT_EQ(answer.value(QStringLiteral("kind")).toString(), QStringLiteral("buy"));
    const QJsonObject first = root.value(QStringLiteral("pick")).toArray().first().toObject();
    EXPECT_EQ(answer.value(QStringLiteral("buy")).toObject().value(QStringLiteral("gpu")),
              first.value(QStringLiteral("gpu")));
    EXPECT_EQ(answer.value(QStringLiteral("buy")).toObject().value(QStringLiteral("condition")),
              first.value(QStringLiteral("condition")));
    const QString headline = answer.value(QStringLiteral("headline")).toString();
    EXPECT_TRUE(headline.contains(first.value(QStringLiteral("gpu")).toString())) << headline;
    EXPECT_TRUE(table.out.startsWith(QStringLiteral("Answer: ") + headline)) << table.out;
    const QString reasoning = answer.value(QStringLiteral("reasoning")).toString();
    EXPECT_TRUE(reasoning.contains(
        root.value(QStringLiteral("leaf")).toObject().value(QStringLiteral("title")).toString()))
        << reasoning;
    EXPECT_TRUE(containsMatch(reasoning, "gives \\d+ % more performance per dollar")) << reasoning;
    EXPECT_TRUE(answer.value(QStringLiteral("ways_out")).toArray().isEmpty());
}

// Nothing holds 140 GB on one card: the ways out, each with its numbers, instead of a dead end.
TEST_F(RecommendCliTest, NothingFitsListsTheWaysOut) {
    QStringList arguments = transformersTrainer();
    arguments.replace(arguments.indexOf(QStringLiteral("2023-01-30")), QStringLiteral("2026-11-24"));
    arguments << QStringLiteral("--budget-usd") << QStringLiteral("3000") << QStringLiteral("--model-params")
              << QStringLiteral("7B") << QStringLiteral("--training") << QStringLiteral("yes");
    const QJsonObject answer = runJson(arguments).value(QStringLiteral("answer")).toObject();
    EXPECT_EQ(answer.value(QStringLiteral("kind")).toString(), QStringLiteral("nothing-fits"));
    const QJsonArray ways = answer.value(QStringLiteral("ways_out")).toArray();
    QStringList kinds;
    for (const QJsonValue& way : ways) {
        kinds << way.toObject().value(QStringLiteral("kind")).toString();
        EXPECT_FALSE(way.toObject().value(QStringLiteral("text")).toString().isEmpty());
    }
    EXPECT_TRUE(kinds.contains(QStringLiteral("cloud"))) << kinds.join(QLatin1Char(','));
    EXPECT_TRUE(kinds.contains(QStringLiteral("adapters"))) << "LoRA, sized with the shipped model shapes";
    const RunResult table = run(arguments);
    EXPECT_TRUE(table.out.contains(QStringLiteral("Ways out:"))) << table.out;
}

// Issue 30: running Llama 3.1 70B in Q4_K_M on $2,500 without a GPU count weighs 1 to 4 cards of
// each type (B12): two used RTX 3090 (or better) beat one 48 GB card, and the count is printed.
TEST_F(RecommendCliTest, ASeventyBillionModelOnTwentyFiveHundredDollarsGetsSeveralCardsAndSaysTheCount) {
    const QStringList arguments =
        args({"recommend", "--organization", "no", "--train", "no", "--llm", "yes", "--budget-usd", "2500",
              "--as-of", "2026-11-24", "--llm-model", "llama3.1-70b", "--weights", "q4_k_m", "--vendor",
              "nvidia"}); // cards in one machine; a unified-memory Mac is the next test's
    const QJsonObject root = runJson(arguments);
    const QJsonObject answer = root.value(QStringLiteral("answer")).toObject();
    ASSERT_EQ(answer.value(QStringLiteral("kind")).toString(), QStringLiteral("buy"))
        << answer.value(QStringLiteral("headline")).toString();
    const int count = answer.value(QStringLiteral("gpu_count")).toInt();
    EXPECT_GE(count, 2);
    const QJsonObject buy = answer.value(QStringLiteral("buy")).toObject();
    EXPECT_EQ(buy.value(QStringLiteral("gpu_count")).toInt(), count);
    EXPECT_LE(buy.value(QStringLiteral("price_usd")).toDouble() * count, 2500);
    // The 2 x RTX 3090 (used) build is among the pick, and the answer is it or better per dollar.
    const QJsonArray pick = root.value(QStringLiteral("pick")).toArray();
    double twoRtx3090 = 0;
    double bestSingle = 0;
    for (const QJsonValue& value : pick) {
        const QJsonObject row = value.toObject();
        if (row.value(QStringLiteral("gpu")).toString() == QStringLiteral("RTX 3090") &&
            row.value(QStringLiteral("condition")).toString() == QStringLiteral("used")) {
            EXPECT_EQ(row.value(QStringLiteral("gpu_count")).toInt(), 2);
            twoRtx3090 = row.value(QStringLiteral("performance_per_dollar")).toDouble();
        }
        if (row.value(QStringLiteral("gpu_count")).toInt() == 1) {
            bestSingle = std::max(bestSingle, row.value(QStringLiteral("performance_per_dollar")).toDouble());
        }
    }
    const double answerPerDollar = buy.value(QStringLiteral("performance_per_dollar")).toDouble();
    EXPECT_GE(answerPerDollar, twoRtx3090);
    EXPECT_GT(answerPerDollar, bestSingle);
    EXPECT_GT(buy.value(QStringLiteral("tokens_per_second")).toDouble(), 0);
    const QJsonObject machine = answer.value(QStringLiteral("machine")).toObject();
    EXPECT_EQ(machine.value(QStringLiteral("gpu_count")).toInt(), count);
    EXPECT_TRUE(machine.value(QStringLiteral("passes_build_check")).toBool());

    const RunResult table = run(arguments);
    ASSERT_EQ(table.exitCode, 0) << table.err;
    const QString gpu = buy.value(QStringLiteral("gpu")).toString();
    EXPECT_TRUE(table.out.startsWith(QStringLiteral("Answer: Buy %1 x %2").arg(count).arg(gpu))) << table.out;
    EXPECT_TRUE(
        containsMatch(table.out, "Machine: \\d x .* need .* W power supply and a 1\\d0 V / \\d+ A outlet"))
        << table.out;
    EXPECT_TRUE(containsMatch(table.out, "Ranked by decode tokens/s of the build")) << table.out;

    // The guide's RTX 4090 fits the budget alone (the flowchart's step says so) but the model needs
    // two: the reason names the two and their price with its date, so the steps do not contradict
    // the headline.
    const QJsonObject guide = root.value(QStringLiteral("guide")).toArray().at(0).toObject();
    ASSERT_EQ(guide.value(QStringLiteral("verdict")).toString(), QStringLiteral("over-budget"));
    const int guideCount = guide.value(QStringLiteral("gpu_count")).toInt();
    const double guidePrice = guide.value(QStringLiteral("price_usd")).toDouble();
    EXPECT_EQ(guideCount, 2) << "24 GB cards hold 42 GB two at a time";
    EXPECT_LE(guidePrice, 2500);
    EXPECT_GT(guidePrice * guideCount, 2500);
    const QString reason = answer.value(QStringLiteral("reasoning")).toString();
    EXPECT_TRUE(reason.contains(QStringLiteral("needs 2 x RTX 4090 (new)"))) << reason;
    EXPECT_TRUE(reason.contains(
        QStringLiteral("in all, price of %1").arg(guide.value(QStringLiteral("price_date")).toString())))
        << reason;
    EXPECT_TRUE(reason.contains(QStringLiteral("over your budget of $2,500"))) << reason;
    // The planner's breakdown under the need adds up to the need it explains (two runtimes).
    const QRegularExpressionMatch need =
        QRegularExpression(QStringLiteral(R"(Memory for the whole job: ([\d.]+) GB)")).match(table.out);
    const QRegularExpressionMatch parts =
        QRegularExpression(QStringLiteral(R"(shared equally: .*= ([\d.]+) GB)"))
            .match(table.out.simplified());
    ASSERT_TRUE(need.hasMatch() && parts.hasMatch()) << table.out;
    EXPECT_EQ(need.captured(1), parts.captured(1));

    // With --count 1 the user asked for one card: the count is theirs.
    QStringList one = arguments;
    one << QStringLiteral("--count") << QStringLiteral("1");
    const QJsonObject single = runJson(one).value(QStringLiteral("answer")).toObject();
    EXPECT_EQ(single.value(QStringLiteral("gpu_count")).toInt(), 1);
}

TEST_F(RecommendCliTest, ASeventyBillionModelOnTwentyFiveHundredDollarsWeighsAUnifiedMemoryMacToo) {
    // Every vendor whose llama.cpp backend runs it: a used Mac Studio with 192 GB holds Llama 3.1 70B
    // alone. Whatever wins, it is ranked by measured-backend decode speed per dollar, and a whole
    // computer comes as one machine with nothing to build.
    const QJsonObject root = runJson(
        args({"recommend", "--organization", "no", "--train", "no", "--llm", "yes", "--budget-usd", "2500",
              "--as-of", "2026-11-24", "--llm-model", "llama3.1-70b", "--weights", "q4_k_m"}));
    bool macWeighed = false;
    for (const QJsonValue& value : root.value(QStringLiteral("pick")).toArray()) {
        const QJsonObject row = value.toObject();
        if (row.value(QStringLiteral("vendor")).toString() == QStringLiteral("Apple")) {
            macWeighed = true;
            EXPECT_EQ(row.value(QStringLiteral("gpu_count")).toInt(), 1) << "a computer is not a card";
            EXPECT_FALSE(row.value(QStringLiteral("specification_only")).toBool())
                << "llama.cpp's Metal rows measure Apple";
        }
    }
    EXPECT_TRUE(macWeighed);
    const QJsonObject answer = root.value(QStringLiteral("answer")).toObject();
    const QJsonObject machine = answer.value(QStringLiteral("machine")).toObject();
    if (answer.value(QStringLiteral("buy")).toObject().value(QStringLiteral("vendor")).toString() ==
        QStringLiteral("Apple")) {
        EXPECT_TRUE(machine.value(QStringLiteral("whole_computer")).toBool());
        EXPECT_TRUE(
            machine.value(QStringLiteral("text")).toString().contains(QStringLiteral("whole computer")));
    }
}

TEST_F(RecommendCliTest, LanguageModelFlagsAreCheckedByName) {
    const QString unknown = runRefused(args({"recommend", "--llm-model", "llama9-1t"}));
    EXPECT_TRUE(unknown.contains(QStringLiteral("--llm-model 'llama9-1t'"))) << unknown;
    const QString alone = runRefused(args({"recommend", "--weights", "q8_0"}));
    EXPECT_TRUE(alone.contains(QStringLiteral("--weights needs --llm-model"))) << alone;
    const QString both = runRefused(args({"recommend", "--llm-model", "llama3.1-8b", "--memory-gb", "12"}));
    EXPECT_TRUE(both.contains(QStringLiteral("--llm-model"))) << both;
}
