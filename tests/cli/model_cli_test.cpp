// End-to-end tests of gpu-advisor-cli rank, explain and breakeven.

#include "clirunner.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include "gpuadvisor/core/catalog/csv.h"

#include <gtest/gtest.h>

TEST_F(CliTest, RankCsvHasTheDocumentedColumnsSortedBestFirst) {
    const RunResult result = run(args({"rank", "--metric", "training16", "--format", "csv"}));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto rows = csvRows(result.out);
    ASSERT_GT(rows.size(), 55);
    // The measured columns come last, so scripts reading the first three keep working.
    EXPECT_EQ(rows.front(), args({"name", "memory_gb", "relative_performance",
                                  "measured_relative_performance", "measured_model", "measured_source",
                                  "software_support", "vendor", "device_kind", "typical_estimate_error"}));
    double previous = 1e9;
    bool sawReference = false;
    for (int i = 1; i < rows.size(); ++i) {
        ASSERT_EQ(rows[i].size(), 10) << rows[i].join(QLatin1Char(',')).toStdString();
        const double value = rows[i][2].toDouble();
        EXPECT_LE(value, previous);
        previous = value;
        if (rows[i][0] == QStringLiteral("H100 SXM")) {
            sawReference = true;
            EXPECT_DOUBLE_EQ(value, 1.0);                 // the default reference, as in the guide's charts
            EXPECT_DOUBLE_EQ(rows[i][3].toDouble(), 1.0); // measured against itself
        }
        if (rows[i][0] == QStringLiteral("RTX 4090")) {
            EXPECT_EQ(rows[i][4], QStringLiteral("bert_large_squad")); // Lambda's rows, shipped
            EXPECT_FALSE(rows[i][5].isEmpty());
        }
        if (rows[i][0] == QStringLiteral("RTX 3080")) {
            EXPECT_TRUE(rows[i][3].isEmpty()); // not measured: no figure, never the estimate
        }
    }
    EXPECT_TRUE(sawReference);
}

TEST_F(CliTest, RankPerDollarAddsCostColumnsAndFiltersByMemory) {
    const RunResult result = run(args({"rank", "--metric", "inference8", "--per-dollar", "--min-memory", "24",
                                       "--as-of", "2023-01-30", "--format", "csv"}));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto rows = csvRows(result.out);
    EXPECT_EQ(rows.front(),
              args({"name", "memory_gb", "relative_performance", "total_cost_usd", "performance_per_dollar",
                    "measured_relative_performance", "measured_model", "measured_source", "software_support",
                    "vendor", "device_kind", "typical_estimate_error", "price_usd", "price_condition",
                    "price_observed_on", "price_is_old", "price_source"}));
    ASSERT_GT(rows.size(), 5);
    double previous = 1e9;
    for (int i = 1; i < rows.size(); ++i) {
        ASSERT_EQ(rows[i].size(), 17);
        // The price each total cost rests on, dated (on or before --as-of) and with its source.
        EXPECT_LE(rows[i][14], QStringLiteral("2023-01-30")) << rows[i][0].toStdString();
        EXPECT_FALSE(rows[i][16].isEmpty()) << rows[i][0].toStdString();
        EXPECT_GE(rows[i][1].toDouble(), 24) << rows[i][0].toStdString();
        const double perDollar = rows[i][4].toDouble();
        EXPECT_NEAR(perDollar, rows[i][2].toDouble() / rows[i][3].toDouble(), perDollar * 1e-4);
        EXPECT_LE(perDollar, previous);
        previous = perDollar;
    }
    // Cards that had no price yet on that day are named on stderr, not silently dropped.
    EXPECT_TRUE(result.err.contains(QStringLiteral("B200"))) << result.err;
}

TEST_F(CliTest, RankPerDollarNamesTwentyUnpricedCardsAndCountsTheRest) {
    // In 2016 most cards had no used price yet (or did not exist): far more than twenty.
    const RunResult result =
        run({QStringLiteral("rank"), QStringLiteral("--metric"), QStringLiteral("training16"),
             QStringLiteral("--per-dollar"), QStringLiteral("--condition"), QStringLiteral("used"),
             QStringLiteral("--as-of"), QStringLiteral("2016-01-01")});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QString note =
        result.err.section(QStringLiteral("are left out: "), 1).section(QLatin1Char('\n'), 0, 0).trimmed();
    const qsizetype total =
        result.err.section(QStringLiteral("note: "), 1).section(QLatin1Char(' '), 0, 0).toLongLong();
    ASSERT_GT(total, 20) << result.err;
    EXPECT_TRUE(note.endsWith(QStringLiteral(" and %1 more").arg(total - 20))) << note;
    EXPECT_EQ(note.section(QStringLiteral(" and "), 0, 0).split(QStringLiteral(", ")).size(), 20) << note;
}

TEST_F(CliTest, RankAssumptionsChangeTheCosts) {
    const auto totalCost = [&](QStringList extra) {
        QStringList arguments = args(
            {"rank", "--metric", "training16", "--per-dollar", "--as-of", "2023-01-30", "--format", "json"});
        arguments << extra;
        const RunResult result = run(arguments);
        EXPECT_EQ(result.exitCode, 0) << result.err;
        const QJsonArray cards =
            QJsonDocument::fromJson(result.out.toUtf8()).object().value(QStringLiteral("cards")).toArray();
        for (const auto& card : cards) {
            if (card.toObject().value(QStringLiteral("name")).toString() == QStringLiteral("RTX 3090")) {
                return card.toObject().value(QStringLiteral("total_cost_usd")).toDouble();
            }
        }
        ADD_FAILURE() << "RTX 3090 missing";
        return 0.0;
    };
    const double guide = totalCost({});
    // 5 years at $0.175 and 15 %: $700 base + $1050 card + 450 W of electricity.
    EXPECT_NEAR(guide, 700 + 1050 + 0.450 * 0.15 * 8760 * 0.175 * 5, 0.01);
    EXPECT_NEAR(totalCost(args({"--years", "1"})), 700 + 1050 + 0.450 * 0.15 * 8760 * 0.175, 0.01);
    EXPECT_NEAR(totalCost(args({"--utilization", "60", "--kwh-price", "0.30"})),
                700 + 1050 + 0.450 * 0.60 * 8760 * 0.30 * 5, 0.01);
    EXPECT_NEAR(totalCost(args({"--condition", "used"})), 700 + 800 + 0.450 * 0.15 * 8760 * 0.175 * 5, 0.01);
    EXPECT_NEAR(totalCost(args({"--count", "2"})), 900 + 2100 + 0.850 * 0.15 * 8760 * 0.175 * 5, 0.01);
}

// The CSV rounds the JSON's numbers, card by card: six significant digits for ratios, cents for
// costs, the memory as stored. Scripts that read one and people who read the other see the same
// ranking.
TEST_F(CliTest, RankCsvIsTheJsonRounded) {
    for (const QStringList& extra : {QStringList{}, args({"--per-dollar", "--condition", "used"})}) {
        const QStringList query = args({"rank", "--metric", "training16"}) + extra;
        const RunResult csv = run(query + args({"--format", "csv"}));
        const RunResult json = run(query + args({"--format", "json"}));
        ASSERT_EQ(csv.exitCode, 0) << csv.err;
        ASSERT_EQ(json.exitCode, 0) << json.err;
        const auto rows = csvRows(csv.out);
        const QJsonArray cards =
            QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("cards")).toArray();
        ASSERT_EQ(rows.size(), cards.size() + 1);
        const QStringList header = rows.front();
        const auto column = [&header](const char* name) {
            return header.indexOf(QLatin1String(name));
        };
        int measured = 0;
        QHash<QString, int> checked; // cards with a typical error, by vendor
        for (qsizetype i = 0; i < cards.size(); ++i) {
            const QJsonObject card = cards[i].toObject();
            const QStringList& row = rows[i + 1];
            const auto g6 = [&card](const char* key) {
                return QString::number(card.value(QLatin1String(key)).toDouble(), 'g', 6);
            };
            ASSERT_EQ(row[column("name")], card.value(QStringLiteral("name")).toString());
            EXPECT_EQ(row[column("memory_gb")].toDouble(),
                      card.value(QStringLiteral("memory_gb")).toDouble());
            EXPECT_EQ(row[column("relative_performance")], g6("relative_performance"))
                << row.front().toStdString();
            EXPECT_EQ(row[column("vendor")], card.value(QStringLiteral("vendor")).toString());
            EXPECT_EQ(row[column("device_kind")], card.value(QStringLiteral("device_kind")).toString());
            EXPECT_EQ(row[column("software_support")],
                      card.value(QStringLiteral("software_support")).toString());
            if (!extra.isEmpty()) {
                EXPECT_EQ(row[column("total_cost_usd")],
                          QString::number(card.value(QStringLiteral("total_cost_usd")).toDouble(), 'f', 2));
                EXPECT_EQ(row[column("performance_per_dollar")], g6("performance_per_dollar"));
            }
            EXPECT_EQ(row[column("measured_relative_performance")],
                      card.contains(QStringLiteral("measured_relative_performance"))
                          ? g6("measured_relative_performance")
                          : QString());
            EXPECT_EQ(row[column("measured_model")], card.value(QStringLiteral("measured_model")).toString());
            measured += card.contains(QStringLiteral("measured_model")) ? 1 : 0;
            // The typical error where the model is checked for the card's vendor, blank where not.
            EXPECT_EQ(row[column("typical_estimate_error")],
                      card.contains(QStringLiteral("typical_estimate_error")) ? g6("typical_estimate_error")
                                                                              : QString())
                << row.front().toStdString();
            checked[card.value(QStringLiteral("vendor")).toString()] +=
                card.contains(QStringLiteral("typical_estimate_error")) ? 1 : 0;
            if (!extra.isEmpty()) {
                EXPECT_EQ(row[column("price_usd")].toDouble(),
                          card.value(QStringLiteral("price_usd")).toDouble());
                for (const char* key : {"price_condition", "price_observed_on", "price_source"}) {
                    EXPECT_EQ(row[column(key)], card.value(QLatin1String(key)).toString()) << key;
                }
                EXPECT_EQ(row[column("price_is_old")], card.value(QStringLiteral("price_is_old")).toBool()
                                                           ? QStringLiteral("yes")
                                                           : QStringLiteral("no"));
            } else {
                EXPECT_EQ(column("price_usd"), -1); // prices only in a ranking per dollar
            }
        }
        EXPECT_GT(measured, 5); // the shipped measurements are in both
        // Training16 is checked on NVIDIA's cards only (tests/cli/vendor_cli_test.cpp's note).
        EXPECT_GT(checked.value(QStringLiteral("NVIDIA")), 20);
        EXPECT_EQ(checked.value(QStringLiteral("AMD")), 0);
    }
}

// The JSON is written card by card into the document (a big catalog's would not fit in memory)
// and must stay Qt's indented JSON of the whole document.
TEST_F(CliTest, RankJsonIsQtsIndentedJsonOfTheWholeRanking) {
    for (const QStringList& extra : {QStringList{}, args({"--per-dollar", "--condition", "used"})}) {
        const RunResult result = run(args({"rank", "--metric", "training16", "--format", "json"}) + extra);
        ASSERT_EQ(result.exitCode, 0) << result.err;
        const QJsonObject ranking = QJsonDocument::fromJson(result.out.toUtf8()).object();
        const QJsonArray cards = ranking.value(QStringLiteral("cards")).toArray();
        EXPECT_GE(cards.size(), 20) << extra.join(QLatin1Char(' '));
        EXPECT_TRUE(cards.first().toObject().contains(QStringLiteral("relative_performance")));
        EXPECT_EQ(ranking.contains(QStringLiteral("unpriced")), !extra.isEmpty());
        EXPECT_EQ(result.out.toUtf8(), QJsonDocument(ranking).toJson(QJsonDocument::Indented))
            << extra.join(QLatin1Char(' '));
    }
}

// Issue 30: rank without --metric failed; it ranks by the charts' default metric (16-bit
// training) and says so, in the table's title, the JSON and (CSV has no line for it) on stderr.
TEST_F(CliTest, RankWithoutAMetricUsesTheChartsDefaultAndSaysSo) {
    const RunResult chosen = run(args({"rank", "--metric", "training16", "--format", "csv"}));
    ASSERT_EQ(chosen.exitCode, 0) << chosen.err;
    const RunResult defaulted = run(args({"rank", "--format", "csv"}));
    ASSERT_EQ(defaulted.exitCode, 0) << defaulted.err;
    EXPECT_EQ(defaulted.out, chosen.out); // the same cards in the same order with the same figures
    EXPECT_TRUE(defaulted.err.contains(QStringLiteral("ranked by training16, the charts' default metric")))
        << defaulted.err;
    EXPECT_FALSE(chosen.err.contains(QStringLiteral("default metric"))) << chosen.err;

    const RunResult table = run(args({"rank"}));
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_TRUE(table.out.startsWith(QStringLiteral("training16 (the charts' default metric; choose with "
                                                    "--metric), transformer, 1x GPU, relative to H100 SXM")))
        << table.out.left(200);
    const RunResult inference = run(args({"rank", "--metric", "inference8"}));
    ASSERT_EQ(inference.exitCode, 0) << inference.err;
    EXPECT_TRUE(inference.out.startsWith(QStringLiteral("inference8, transformer")))
        << inference.out.left(200);

    const RunResult json = run(args({"rank", "--per-dollar", "--format", "json"}));
    ASSERT_EQ(json.exitCode, 0) << json.err;
    const QJsonObject root = QJsonDocument::fromJson(json.out.toUtf8()).object();
    EXPECT_EQ(root.value(QStringLiteral("metric")).toString(), QStringLiteral("training16"));
    EXPECT_TRUE(root.value(QStringLiteral("metric_is_default")).toBool());
    EXPECT_FALSE(root.value(QStringLiteral("cards")).toArray().isEmpty());
}

// Written row by row: every line of the table as wide as its header's rule, in rank order.
TEST_F(CliTest, RankTableColumnsFitTheirWidestCell) {
    const RunResult result = run(args({"rank", "--metric", "training16"}));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QStringList lines = result.out.split(QLatin1Char('\n'));
    const qsizetype header = lines.indexOf(QRegularExpression(QStringLiteral("^\\s*#\\s+Card\\b.*")));
    ASSERT_GE(header, 0) << result.out;
    const QString rule = lines[header + 1];
    ASSERT_TRUE(rule.startsWith(QLatin1Char('-')));
    // Each column's rule segment is as wide as its widest cell; the last column is not padded.
    const QString lastRuleSegment = rule.section(QStringLiteral("  "), -1);
    const qsizetype lastColumnStart = rule.size() - lastRuleSegment.size();
    int rows = 0;
    qsizetype widest = 0;
    for (qsizetype i = header + 2; i < lines.size() && !lines[i].isEmpty(); ++i) {
        ++rows;
        EXPECT_TRUE(lines[i].startsWith(QString::number(rows).rightJustified(rule.indexOf(QLatin1Char(' ')))))
            << lines[i];
        EXPECT_LE(lines[i].size(), rule.size()) << lines[i];
        widest = std::max(widest, lines[i].size());
        EXPECT_EQ(lines[i].left(lastColumnStart).size(), lastColumnStart);
    }
    EXPECT_GE(rows, 20);
    EXPECT_EQ(widest, rule.size()); // the widest measured cell sets the rule
}

TEST_F(CliTest, RankWithAnotherReferenceScoresItOne) {
    const RunResult result = run(args({"rank", "--metric", "inference16", "--workload", "cnn", "--reference",
                                       "rtx 3090", "--format", "json"}));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QJsonObject root = QJsonDocument::fromJson(result.out.toUtf8()).object();
    EXPECT_EQ(root.value(QStringLiteral("reference")).toString(), QStringLiteral("RTX 3090"));
    EXPECT_EQ(root.value(QStringLiteral("workload")).toString(), QStringLiteral("cnn"));
    for (const auto& card : root.value(QStringLiteral("cards")).toArray()) {
        if (card.toObject().value(QStringLiteral("name")).toString() == QStringLiteral("RTX 3090")) {
            EXPECT_DOUBLE_EQ(card.toObject().value(QStringLiteral("relative_performance")).toDouble(), 1.0);
            return;
        }
    }
    ADD_FAILURE() << "RTX 3090 missing";
}

TEST_F(CliTest, RankAtLeast24GbKeepsThe24GbCards) {
    // seed fact M1: at least 24 GB for work with Transformers; the 24 GB cards are what that buys.
    const RunResult result =
        run(args({"rank", "--metric", "training16", "--min-memory", "24", "--format", "csv"}));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    QStringList names;
    for (const QStringList& row : csvRows(result.out).mid(1)) {
        names << row[0];
        EXPECT_GE(row[1].toDouble(), 24) << row[0].toStdString();
    }
    for (const char* card : {"RTX 3090", "RTX 3090 Ti", "RTX 4090", "Titan RTX", "RTX A5000"}) {
        EXPECT_TRUE(names.contains(QString::fromUtf8(card)))
            << card << " missing from " << names.join(QStringLiteral(", "));
    }
    EXPECT_FALSE(names.contains(QStringLiteral("RTX 4080"))) << "16 GB";
    EXPECT_FALSE(names.contains(QStringLiteral("RTX 3080"))) << "10 GB";
}

TEST_F(CliTest, ExplainListsFactorsWhoseProductIsTheFigure) {
    const RunResult json = run(args({"explain", "RTX 4090", "--metric", "inference8", "--format", "json"}));
    ASSERT_EQ(json.exitCode, 0) << json.err;
    const QJsonObject root = QJsonDocument::fromJson(json.out.toUtf8()).object();
    double product = 1;
    QStringList names;
    for (const auto& factor : root.value(QStringLiteral("factors")).toArray()) {
        product *= factor.toObject().value(QStringLiteral("value")).toDouble();
        names << factor.toObject().value(QStringLiteral("factor")).toString();
        EXPECT_FALSE(factor.toObject().value(QStringLiteral("facts")).toString().isEmpty());
    }
    const double relative = root.value(QStringLiteral("relative_performance")).toDouble();
    EXPECT_NEAR(product, relative, 1e-9);
    // seed fact P13 says 0.33 (0.28-0.38 is agreement); crossvalidate prints both numbers.
    EXPECT_NEAR(relative, 0.33, 0.05);
    EXPECT_TRUE(names.contains(QStringLiteral("memory-bandwidth")));
    EXPECT_TRUE(names.contains(QStringLiteral("l2-cache")));

    const RunResult table = run(args({"explain", "rtx 4090", "--metric", "inference8"}));
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_TRUE(table.out.contains(QStringLiteral("661 TFLOPS"))) << table.out; // seed fact P14
    EXPECT_TRUE(table.out.contains(QStringLiteral("Product")));
}

// A user's runs of one card at two batch sizes: explain gives both ends of the range, in the JSON
// and in the table, not the batch of whichever row was read last.
TEST_F(CliTest, ExplainGivesTheBatchRangeOfRunsAtSeveralBatchSizes) {
    const QByteArray rows = "gpu_name,gpu_count,system,model,workload,task,precision,batch_size,software,"
                            "value,unit,measured_on,source\n"
                            "RTX 4090,1,my box,bert_large_squad,transformer,training,fp16,32,PyTorch 2.5,150,"
                            "sequences/s,2026-10-02,my own run\n"
                            "RTX 4090,1,my box,bert_large_squad,transformer,training,fp16,16,PyTorch 2.5,140,"
                            "sequences/s,2026-10-01,my own run\n"
                            "H100 SXM,1,rented,bert_large_squad,transformer,training,fp16,32,PyTorch 2.5,400,"
                            "sequences/s,2026-10-03,my own run\n";
    const RunResult import = run({QStringLiteral("benchmarks"), QStringLiteral("import"),
                                  writeFile(QStringLiteral("runs.csv"), rows)});
    ASSERT_EQ(import.exitCode, 0) << import.err;

    const QStringList query =
        args({"explain", "RTX 4090", "--metric", "training16", "--workload", "transformer"});
    const RunResult json = run(query + args({"--format", "json"}));
    ASSERT_EQ(json.exitCode, 0) << json.err;
    const QJsonArray measured =
        QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("measured")).toArray();
    ASSERT_FALSE(measured.isEmpty()) << json.out;
    const QJsonObject mine = measured.first().toObject(); // the user's own runs come first
    EXPECT_EQ(mine.value(QStringLiteral("origin")).toString(), QStringLiteral("user")) << json.out;
    EXPECT_EQ(mine.value(QStringLiteral("card_batch")).toInt(), 16);
    EXPECT_EQ(mine.value(QStringLiteral("card_batch_max")).toInt(), 32);
    EXPECT_EQ(mine.value(QStringLiteral("reference_batch")).toInt(), 32);
    EXPECT_EQ(mine.value(QStringLiteral("reference_batch_max")).toInt(), 32);
    EXPECT_DOUBLE_EQ(mine.value(QStringLiteral("card_value")).toDouble(), 145); // the median of 140 and 150

    const RunResult table = run(query);
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_TRUE(table.out.contains(QStringLiteral("16-32 / 32"))) << table.out;
}

TEST_F(CliTest, BreakevenReproducesTheGuidesCloudExample) {
    // seed fact C4: $2200 desktop, 350 W + 100 W, $0.12/kWh, V100 at $2.14/h, 15 %: 591 kWh and
    // $71 a year; exact break-even about 293 days.
    const QStringList c4 =
        args({"breakeven", "--desktop-usd", "2200", "--cloud-usd-per-hour", "2.14", "--utilization", "15",
              "--gpu-watts", "350", "--system-watts", "100", "--kwh-price", "0.12"});
    QStringList jsonArgs = c4;
    jsonArgs << QStringLiteral("--format") << QStringLiteral("json");
    const RunResult json = run(jsonArgs, false);
    ASSERT_EQ(json.exitCode, 0) << json.err;
    const QJsonObject root = QJsonDocument::fromJson(json.out.toUtf8()).object();
    EXPECT_NEAR(root.value(QStringLiteral("kwh_per_year")).toDouble(), 591, 1);
    EXPECT_NEAR(root.value(QStringLiteral("electricity_usd_per_year")).toDouble(), 71, 0.5);
    EXPECT_NEAR(root.value(QStringLiteral("break_even_days")).toDouble(), 293, 1);
    EXPECT_GE(root.value(QStringLiteral("curve")).toArray().size(), 2);

    const RunResult table = run(c4, false);
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_TRUE(table.out.contains(QStringLiteral("Break-even: 293."))) << table.out;

    QStringList csvArgs = c4;
    csvArgs << QStringLiteral("--format") << QStringLiteral("csv");
    const RunResult csv = run(csvArgs, false);
    ASSERT_EQ(csv.exitCode, 0);
    EXPECT_TRUE(csv.out.startsWith(QStringLiteral("days,desktop_usd,cloud_usd\n0.0,2200.00,0.00\n")))
        << csv.out;
}

TEST_F(CliTest, ModelCommandsRefuseBadValuesNamingTheFlag) {
    struct Case {
        QStringList arguments;
        QString expected;
    };
    const QStringList breakeven =
        args({"breakeven", "--desktop-usd", "2200", "--cloud-usd-per-hour", "2.14", "--gpu-watts", "350",
              "--system-watts", "100", "--kwh-price", "0.12"});
    const Case cases[] = {
        {args({"rank", "--metric", "training32"}), QStringLiteral("--metric 'training32'")},
        {args({"rank", "--metric", "training16", "--workload", "rnn"}), QStringLiteral("--workload 'rnn'")},
        {args({"rank", "--metric", "training16", "--utilization", "120"}),
         QStringLiteral("--utilization 120 is outside 0.1-100")},
        {args({"rank", "--metric", "training16", "--kwh-price", "-0.1"}),
         QStringLiteral("--kwh-price -0.1 is outside")},
        {args({"rank", "--metric", "training16", "--kwh-price", "nan"}),
         QStringLiteral("--kwh-price 'nan' is not a number")},
        {args({"rank", "--metric", "training16", "--years", "inf"}),
         QStringLiteral("--years 'inf' is not a number")},
        {args({"rank", "--metric", "training16", "--count", "9"}),
         QStringLiteral("--count 9 is outside 1-8")},
        {args({"rank", "--metric", "training16", "--count", "two"}), QStringLiteral("--count 'two'")},
        {args({"rank", "--metric", "training16", "--as-of", "2023-02-30"}),
         QStringLiteral("--as-of '2023-02-30'")},
        {args({"rank", "--metric", "training16", "--condition", "refurbished"}),
         QStringLiteral("--condition 'refurbished'")},
        {args({"rank", "--metric", "training16", "--reference", "RTX 9999"}),
         QStringLiteral("no card named 'RTX 9999'")},
        {args({"explain", "RTX 4090"}), QStringLiteral("--metric is required")},
        {args({"explain", "RTX 4090", "--metric", "training16", "--format", "csv"}),
         QStringLiteral("--format 'csv'")},
        {args({"breakeven"}), QStringLiteral("--desktop-usd is required")},
        {breakeven, QStringLiteral("--utilization is required")},
        {QStringList(breakeven) << QStringLiteral("--utilization") << QStringLiteral("101"),
         QStringLiteral("--utilization 101 is outside 0.1-100")},
        {args({"breakeven", "--desktop-usd", "-5"}), QStringLiteral("--desktop-usd -5 is outside")},
    };
    for (const auto& testCase : cases) {
        const RunResult result = run(testCase.arguments);
        EXPECT_EQ(result.exitCode, 2) << testCase.arguments.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(result.err.contains(testCase.expected))
            << testCase.arguments.join(QLatin1Char(' ')).toStdString() << ": " << result.err.toStdString();
        EXPECT_TRUE(result.out.isEmpty()) << result.out.toStdString();
    }
}

namespace {

/// rank and explain with --format json.
class SparsityCliTest : public CliTest {
protected:
    QJsonObject json(QStringList arguments) {
        arguments << QStringLiteral("--format") << QStringLiteral("json");
        const RunResult result = run(arguments);
        EXPECT_EQ(result.exitCode, 0) << result.err;
        return QJsonDocument::fromJson(result.out.toUtf8()).object();
    }
    /// Each card's relative_performance in `rank` with these arguments.
    QMap<QString, double> ranked(const QStringList& arguments) {
        QMap<QString, double> relative;
        for (const auto& card :
             json(QStringList{QStringLiteral("rank")} + arguments).value(QStringLiteral("cards")).toArray()) {
            relative.insert(card.toObject().value(QStringLiteral("name")).toString(),
                            card.toObject().value(QStringLiteral("relative_performance")).toDouble());
        }
        return relative;
    }
    /// The matrix-throughput factor of `explain`.
    static QJsonObject matrixFactor(const QJsonObject& explanation) {
        for (const auto& factor : explanation.value(QStringLiteral("factors")).toArray()) {
            if (factor.toObject().value(QStringLiteral("factor")).toString() ==
                QStringLiteral("matrix-throughput")) {
                return factor.toObject();
            }
        }
        ADD_FAILURE() << "no matrix-throughput factor";
        return {};
    }
};

} // namespace

TEST_F(SparsityCliTest, SparsityDoublesTheMatrixRateOfAmpereAndLaterCardsOnly) {
    // seed fact P15: 2:4 structured sparsity, up to 2x matmul speed on Ampere and later. Against
    // the RTX 2080 Ti (Turing, no sparse tensor cores) each Ampere or Ada card gains on its own.
    const QStringList query = args({"--metric", "inference16", "--reference", "RTX 2080 Ti"});
    const QJsonObject dense = json(args({"explain", "RTX 3090"}) + query);
    const QJsonObject sparse = json(args({"explain", "RTX 3090"}) + query + args({"--sparsity"}));
    EXPECT_DOUBLE_EQ(matrixFactor(sparse).value(QStringLiteral("card_input")).toDouble(),
                     2 * matrixFactor(dense).value(QStringLiteral("card_input")).toDouble());
    EXPECT_DOUBLE_EQ(matrixFactor(sparse).value(QStringLiteral("reference_input")).toDouble(),
                     matrixFactor(dense).value(QStringLiteral("reference_input")).toDouble());
    const double gain = sparse.value(QStringLiteral("relative_performance")).toDouble() /
                        dense.value(QStringLiteral("relative_performance")).toDouble();
    EXPECT_GT(gain, 1.0);
    EXPECT_LT(gain, 2.0) << "matmuls are not all the work: up to 2x";

    const QMap<QString, double> denseRank = ranked(query);
    const QMap<QString, double> sparseRank = ranked(query + args({"--sparsity"}));
    EXPECT_NEAR(sparseRank.value(QStringLiteral("RTX 3090")),
                sparse.value(QStringLiteral("relative_performance")).toDouble(), 1e-9);
    for (const char* newer : {"RTX 3090", "RTX 4090", "A100 PCIe 80GB"}) {
        EXPECT_GT(sparseRank.value(QString::fromUtf8(newer)),
                  denseRank.value(QString::fromUtf8(newer)) * 1.05)
            << newer;
    }
    for (const char* older : {"RTX 2080 Ti", "RTX 2070", "Titan RTX"}) {
        EXPECT_NEAR(sparseRank.value(QString::fromUtf8(older)), denseRank.value(QString::fromUtf8(older)),
                    1e-9)
            << older;
    }
    EXPECT_DOUBLE_EQ(sparseRank.value(QStringLiteral("RTX 2080 Ti")), 1.0);
}
