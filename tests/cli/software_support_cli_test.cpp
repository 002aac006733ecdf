// End-to-end tests of the software-support rule (software-support.md, facts S1-S7) through
// gpu-advisor-cli on the shipped catalog: cards no current CUDA or PyTorch runs on are left out of
// `llm` and `rank` unless --include-unsupported asks for them, and `catalog show` and `explain`
// print the support row.

#include "clirunner.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

namespace {

/// The names in the first column of a CSV output (header skipped).
QStringList firstColumn(const QString& out) {
    QStringList names;
    const QList<QStringList> rows = csvRows(out);
    for (qsizetype index = 1; index < rows.size(); ++index) {
        names << rows[index].front();
    }
    return names;
}

/// The value of `column` in the row of `name`, or a null string.
QString cell(const QString& out, const QString& name, const QString& column) {
    const QList<QStringList> rows = csvRows(out);
    if (rows.isEmpty()) {
        return {};
    }
    const qsizetype at = rows.front().indexOf(column);
    for (const QStringList& row : rows.mid(1)) {
        if (row.front() == name && at >= 0 && at < row.size()) {
            return row[at];
        }
    }
    return {};
}

} // namespace

TEST_F(CliTest, LlmLeavesOutCardsCurrentSoftwareNoLongerRunsUnlessAsked) {
    // seed fact S1: CUDA 12 dropped Kepler, so no current llama.cpp CUDA build runs a Tesla K80.
    const RunResult result =
        run(args({"llm", "--model", "Llama 3.1 8B", "--weights", "q4_k_m", "--format", "csv"}));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QStringList names = firstColumn(result.out);
    EXPECT_FALSE(names.contains(QStringLiteral("Tesla K80")));
    EXPECT_FALSE(names.contains(QStringLiteral("GTX 580")));
    EXPECT_TRUE(names.contains(QStringLiteral("RTX 3090")));
    EXPECT_TRUE(result.err.contains(QStringLiteral("Tesla K80"))) << result.err;
    EXPECT_TRUE(result.err.contains(QStringLiteral("--include-unsupported"))) << result.err;
    // Pascal runs on the older toolkit line only: kept, and marked.
    EXPECT_EQ(cell(result.out, QStringLiteral("GTX 1080 Ti"), QStringLiteral("software_support")),
              QStringLiteral("legacy"));
    EXPECT_EQ(cell(result.out, QStringLiteral("RTX 3090"), QStringLiteral("software_support")),
              QStringLiteral("current"));

    const RunResult included = run(args({"llm", "--model", "Llama 3.1 8B", "--weights", "q4_k_m", "--format",
                                         "csv", "--include-unsupported"}));
    ASSERT_EQ(included.exitCode, 0) << included.err;
    EXPECT_TRUE(firstColumn(included.out).contains(QStringLiteral("Tesla K80")));
    EXPECT_EQ(cell(included.out, QStringLiteral("Tesla K80"), QStringLiteral("software_support")),
              QStringLiteral("unsupported"));
    EXPECT_EQ(firstColumn(included.out).size(), names.size() + 2);
}

TEST_F(CliTest, LlmForAnUnsupportedCardByNameSaysWhy) {
    const RunResult result = run(args({"llm", "--model", "Llama 3.1 8B", "--gpu", "Tesla K80"}));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.err.contains(QStringLiteral("Tesla K80"))) << result.err;
    EXPECT_TRUE(result.err.contains(QStringLiteral("11.8"))) << result.err; // the last CUDA for Kepler (S1)
    EXPECT_TRUE(result.out.contains(QStringLiteral("current software no longer runs on it"))) << result.out;
}

TEST_F(CliTest, RankLeavesOutUnsupportedCardsAndMarksLegacyOnes) {
    const RunResult result = run(args({"rank", "--metric", "training16", "--format", "csv"}));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QStringList names = firstColumn(result.out);
    EXPECT_FALSE(names.contains(QStringLiteral("Tesla K80")));
    EXPECT_FALSE(names.contains(QStringLiteral("GTX 580")));
    EXPECT_TRUE(result.err.contains(QStringLiteral("GTX 580"))) << result.err;
    // seed fact S2: CUDA 13 dropped Volta; the V100 runs on the CUDA 12 line only.
    EXPECT_EQ(cell(result.out, QStringLiteral("Tesla V100 SXM2 16GB"), QStringLiteral("software_support")),
              QStringLiteral("legacy"));
    EXPECT_EQ(cell(result.out, QStringLiteral("RTX 2080 Ti"), QStringLiteral("software_support")),
              QStringLiteral("current"));

    const RunResult included =
        run(args({"rank", "--metric", "training16", "--format", "csv", "--include-unsupported"}));
    ASSERT_EQ(included.exitCode, 0) << included.err;
    EXPECT_TRUE(firstColumn(included.out).contains(QStringLiteral("Tesla K80")));
    EXPECT_EQ(firstColumn(included.out).size(), names.size() + 2);
    EXPECT_FALSE(included.err.contains(QStringLiteral("Tesla K80"))) << included.err;
}

TEST_F(CliTest, CatalogShowAndExplainPrintTheSupportRow) {
    const RunResult k80 = run(args({"catalog", "show", "tesla k80"}));
    ASSERT_EQ(k80.exitCode, 0) << k80.err;
    EXPECT_TRUE(k80.out.contains(QStringLiteral("Software support"))) << k80.out;
    EXPECT_TRUE(k80.out.contains(QStringLiteral("Unsupported by current software"))) << k80.out;
    EXPECT_TRUE(k80.out.contains(QStringLiteral("Last CUDA toolkit: 11.8"))) << k80.out;
    EXPECT_TRUE(k80.out.contains(QStringLiteral("3.7"))) << k80.out;

    const RunResult json = run(args({"catalog", "show", "Tesla K80", "--format", "json"}));
    ASSERT_EQ(json.exitCode, 0) << json.err;
    const QJsonObject support = QJsonDocument::fromJson(json.out.toUtf8())
                                    .object()
                                    .value(QStringLiteral("software_support"))
                                    .toObject();
    EXPECT_EQ(support.value(QStringLiteral("level")).toString(), QStringLiteral("unsupported"));
    EXPECT_EQ(support.value(QStringLiteral("last_cuda")).toString(), QStringLiteral("11.8"));
    EXPECT_EQ(support.value(QStringLiteral("facts")).toString(), QStringLiteral("S1 S3"));

    // seed facts S2, S3, S5: Pascal runs CUDA up to 12.9, PyTorch's CUDA 12.6 wheels, no FlashAttention 2.
    const RunResult pascal = run(args({"explain", "GTX 1080 Ti", "--metric", "training16"}));
    ASSERT_EQ(pascal.exitCode, 0) << pascal.err;
    EXPECT_TRUE(pascal.out.contains(QStringLiteral("Legacy software only"))) << pascal.out;
    EXPECT_TRUE(pascal.out.contains(QStringLiteral("CUDA 12.6 wheels"))) << pascal.out;
    EXPECT_TRUE(pascal.out.contains(QStringLiteral("no FlashAttention"))) << pascal.out;

    const RunResult ada = run(args({"explain", "RTX 4090", "--metric", "inference8", "--format", "json"}));
    ASSERT_EQ(ada.exitCode, 0) << ada.err;
    const QJsonObject adaSupport = QJsonDocument::fromJson(ada.out.toUtf8())
                                       .object()
                                       .value(QStringLiteral("software_support"))
                                       .toObject();
    EXPECT_EQ(adaSupport.value(QStringLiteral("level")).toString(), QStringLiteral("current"));
    EXPECT_EQ(adaSupport.value(QStringLiteral("fp8")).toString(), QStringLiteral("yes")); // S7
    EXPECT_EQ(adaSupport.value(QStringLiteral("fp4")).toString(), QStringLiteral("no"));
}
