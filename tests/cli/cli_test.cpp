// End-to-end tests of the real gpu-advisor-cli executable.

#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <gtest/gtest.h>

TEST_F(CliTest, ListPrintsEveryCardAsTableCsvAndJson) {
    const RunResult table = run({QStringLiteral("catalog"), QStringLiteral("list")});
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_TRUE(table.out.contains(QStringLiteral("RTX 4090")));
    EXPECT_TRUE(table.out.contains(QStringLiteral("Memory (GB)")));

    const RunResult csv = run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--format"),
                               QStringLiteral("csv")});
    ASSERT_EQ(csv.exitCode, 0) << csv.err;
    const QStringList lines = csv.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    EXPECT_TRUE(
        lines.front().startsWith(QStringLiteral("name,vendor,architecture,segment,release_year,memory_gb")));

    const RunResult json =
        run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--format=json")});
    ASSERT_EQ(json.exitCode, 0) << json.err;
    const QJsonArray cards = QJsonDocument::fromJson(json.out.toUtf8()).array();
    EXPECT_EQ(cards.size(), lines.size() - 1);
    EXPECT_GE(cards.size(), 55);
}

// CSV and JSON are written card by card (a big catalog's text would not fit in memory), and must
// stay what they were: the export of the gpus table, and Qt's indented JSON of every card.
TEST_F(CliTest, ListAsCsvIsTheExportAndAsJsonIsQtsIndentedJson) {
    ASSERT_EQ(
        run(args({"catalog", "export", "--table", "gpus"}) << path(QStringLiteral("gpus.csv"))).exitCode, 0);
    // A card whose name needs quoting in CSV and escaping in JSON.
    const QList<QByteArray> exported = readFile(QStringLiteral("gpus.csv")).split('\n');
    QByteArray card;
    for (const QByteArray& line : exported) {
        if (line.startsWith("RTX 4090,")) {
            card = line;
        }
    }
    ASSERT_FALSE(card.isEmpty());
    card.replace(0, 8, "\"Café \"\"Quoted\"\", Card\\1\"");
    const QString added = writeFile(QStringLiteral("added.csv"), exported.front() + '\n' + card + '\n');
    ASSERT_EQ(run(args({"catalog", "import"}) << added).exitCode, 0);
    ASSERT_EQ(
        run(args({"catalog", "export", "--table", "gpus"}) << path(QStringLiteral("gpus.csv"))).exitCode, 0);

    const RunResult csv = run(args({"catalog", "list", "--format", "csv"}));
    ASSERT_EQ(csv.exitCode, 0) << csv.err;
    EXPECT_TRUE(csv.out.contains(QStringLiteral("\"Café \"\"Quoted\"\", Card\\1\"")));
    EXPECT_EQ(csv.out.toUtf8(), readFile(QStringLiteral("gpus.csv")));

    const RunResult json = run(args({"catalog", "list", "--format", "json"}));
    ASSERT_EQ(json.exitCode, 0) << json.err;
    const QJsonArray cards = QJsonDocument::fromJson(json.out.toUtf8()).array();
    EXPECT_EQ(cards.size(), csv.out.count(QLatin1Char('\n')) - 1);
    EXPECT_TRUE(json.out.contains(QStringLiteral("\"name\": \"Café \\\"Quoted\\\", Card\\\\1\"")));
    EXPECT_EQ(json.out.toUtf8(), QJsonDocument(cards).toJson(QJsonDocument::Indented));
}

TEST_F(CliTest, ShowMatchesNamesInAnyCase) {
    const RunResult result =
        run({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("rtx 3090")});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.out.startsWith(QStringLiteral("RTX 3090\n")));
    EXPECT_TRUE(result.out.contains(QStringLiteral("936 GB/s")));
    EXPECT_TRUE(result.out.contains(QStringLiteral("Prices")));
}

TEST_F(CliTest, UnknownNameSaysSoAndSuggestsClosestNames) {
    const RunResult result =
        run({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("RTX 4095")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.out.isEmpty());
    EXPECT_TRUE(result.err.contains(QStringLiteral("no card named 'RTX 4095'"))) << result.err;
    EXPECT_TRUE(result.err.contains(QStringLiteral("RTX 4090"))) << result.err;
}

TEST_F(CliTest, ValidateIsCleanOnTheShippedCatalog) {
    const RunResult result = run({QStringLiteral("catalog"), QStringLiteral("validate")});
    EXPECT_EQ(result.exitCode, 0) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("no problems"))) << result.out;
}

TEST_F(CliTest, ValidateListsEveryProblemAndExitsWith1) {
    ASSERT_EQ(run({QStringLiteral("catalog"), QStringLiteral("list")}).exitCode, 0);
    // Damage the file behind the program's back, as a hand edit in an SQLite browser would.
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("edit"));
        database.setDatabaseName(catalogPath());
        ASSERT_TRUE(database.open());
        QSqlQuery query(database);
        ASSERT_TRUE(query.exec(QStringLiteral("UPDATE gpus SET memory_gb = 2000 WHERE name = 'RTX 4090'")));
        ASSERT_TRUE(
            query.exec(QStringLiteral("UPDATE gpus SET datacenter_use_allowed = 1 WHERE name = 'RTX 3090'")));
        ASSERT_TRUE(query.exec(QStringLiteral("DELETE FROM system_base_costs WHERE gpu_count = 8")));
        database.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("edit"));

    const RunResult result = run({QStringLiteral("catalog"), QStringLiteral("validate")});
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_TRUE(result.out.contains(QStringLiteral("gpus / RTX 4090: memory_gb 2000 is outside")))
        << result.out;
    EXPECT_TRUE(result.out.contains(QStringLiteral("gpus / RTX 3090: datacenter_use_allowed"))) << result.out;
    EXPECT_TRUE(result.out.contains(QStringLiteral("no system base cost for 8 GPUs"))) << result.out;
    EXPECT_TRUE(result.out.contains(QStringLiteral("3 problem(s)"))) << result.out;
}

TEST_F(CliTest, ImportWithOneBadRowChangesNothingAndNamesTheRow) {
    const QString exported = path(QStringLiteral("prices.csv"));
    ASSERT_EQ(run({QStringLiteral("catalog"), QStringLiteral("export"), exported, QStringLiteral("--table"),
                   QStringLiteral("prices")})
                  .exitCode,
              0);
    const QByteArray before = readFile(QStringLiteral("prices.csv"));
    // Append a good row (line N+1) and a bad row (line N+2) with a negative price.
    const int lines = static_cast<int>(before.count('\n'));
    writeFile(QStringLiteral("edit.csv"),
              before +
                  "RTX 3090,used,610,2024-04-01,local shop,,,\nRTX 3080,used,-5,2024-04-01,local shop,,,\n");

    const RunResult result =
        run({QStringLiteral("catalog"), QStringLiteral("import"), path(QStringLiteral("edit.csv"))});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral("nothing was imported"))) << result.err;
    EXPECT_TRUE(result.err.contains(QStringLiteral("line %1, column price_usd").arg(lines + 2)))
        << result.err;

    ASSERT_EQ(run({QStringLiteral("catalog"), QStringLiteral("export"), path(QStringLiteral("after.csv")),
                   QStringLiteral("--table=prices")})
                  .exitCode,
              0);
    EXPECT_EQ(readFile(QStringLiteral("after.csv")), before);
}

TEST_F(CliTest, GoodImportReportsWhatChanged) {
    writeFile(QStringLiteral("new.csv"), "gpu_name,condition,price_usd,observed_on,source\n"
                                         "RTX 3090,used,610,2024-04-01,local shop\n");
    const RunResult result =
        run({QStringLiteral("catalog"), QStringLiteral("import"), path(QStringLiteral("new.csv"))});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.out.contains(QStringLiteral("1 new, 0 replaced"))) << result.out;
}

TEST_F(CliTest, BadInputExitsWithStatus2AndAClearMessage) {
    const struct {
        QStringList arguments;
        QString expected;
    } cases[] = {
        {{QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--format"),
          QStringLiteral("xml")},
         QStringLiteral("--format 'xml'")},
        {{QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--colour")},
         QStringLiteral("colour")},
        {{QStringLiteral("catalog"), QStringLiteral("show")}, QStringLiteral("expects NAME")},
        {{QStringLiteral("catalog"), QStringLiteral("frobnicate")}, QStringLiteral("unknown command")},
        {{QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("x.csv"),
          QStringLiteral("--table"), QStringLiteral("users")},
         QStringLiteral("--table 'users'")},
        {{QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("/no/such/file.csv")},
         QStringLiteral("/no/such/file.csv")},
    };
    for (const auto& testCase : cases) {
        const RunResult result = run(testCase.arguments);
        EXPECT_EQ(result.exitCode, 2) << testCase.arguments.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(result.err.contains(testCase.expected)) << result.err.toStdString();
    }
    EXPECT_FALSE(QFile::exists(QStringLiteral("x.csv")));
}

TEST_F(CliTest, HelpAndVersionSucceed) {
    const RunResult help = run({QStringLiteral("--help")}, false);
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_TRUE(help.out.contains(QStringLiteral("catalog import FILE.csv")));
    const RunResult version = run({QStringLiteral("--version")}, false);
    EXPECT_EQ(version.exitCode, 0);
    EXPECT_TRUE(version.out.startsWith(QStringLiteral("gpu-advisor-cli ")));
}

// The program finds the command from the words that start the line before it makes any command's
// options; that names the same command as reading the whole line only while no command's words
// start another's ("benchmarks" beside "benchmarks list" would break it).
TEST_F(CliTest, NoCommandIsTheStartOfAnother) {
    const RunResult help = run({QStringLiteral("--help")}, false);
    ASSERT_EQ(help.exitCode, 0);
    static const QRegularExpression commandLine(QStringLiteral("^  ([a-z][a-z -]*?)(?: [A-Z\\[].*)?$"));
    std::vector<QStringList> commands;
    for (const QString& line : help.out.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch match = commandLine.match(line);
        if (match.hasMatch()) {
            commands.push_back(match.captured(1).split(QLatin1Char(' ')));
        }
    }
    ASSERT_GE(commands.size(), 15u) << help.out.toStdString();
    for (const QStringList& shorter : commands) {
        for (const QStringList& longer : commands) {
            if (longer.size() > shorter.size()) {
                EXPECT_NE(longer.mid(0, shorter.size()), shorter)
                    << shorter.join(QLatin1Char(' ')).toStdString() << " starts "
                    << longer.join(QLatin1Char(' ')).toStdString();
            }
        }
    }
}

TEST_F(CliTest, OptionsBeforeTheCommandsWordsNameTheSameCommand) {
    const RunResult wordsFirst =
        run({QStringLiteral("rank"), QStringLiteral("--metric"), QStringLiteral("inference16"),
             QStringLiteral("--format"), QStringLiteral("csv")});
    ASSERT_EQ(wordsFirst.exitCode, 0) << wordsFirst.err.toStdString();
    const RunResult optionsFirst =
        run({QStringLiteral("--metric"), QStringLiteral("inference16"), QStringLiteral("--format"),
             QStringLiteral("csv"), QStringLiteral("rank")});
    EXPECT_EQ(optionsFirst.exitCode, 0) << optionsFirst.err.toStdString();
    EXPECT_EQ(optionsFirst.out, wordsFirst.out);
    // An option between the words: its value is not taken for a word.
    const RunResult split = run({QStringLiteral("catalog"), QStringLiteral("--format"), QStringLiteral("csv"),
                                 QStringLiteral("list")});
    EXPECT_EQ(split.exitCode, 0) << split.err.toStdString();
    EXPECT_EQ(split.out, run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--format"),
                              QStringLiteral("csv")})
                             .out);
}

TEST_F(CliTest, ValidateListsOldPricesOldestFirstWithoutFailing) {
    const RunResult result = run({QStringLiteral("catalog"), QStringLiteral("validate")});
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("card prices are old (dated more than 6 months before")));
    // The oldest shipped price comes first: the GTX 580's launch.
    const QStringList lines = result.out.split(QLatin1Char('\n'));
    ASSERT_GT(lines.size(), 4);
    EXPECT_TRUE(lines[3].startsWith(QStringLiteral("2010-11-09    GTX 580"))) << lines[3].toStdString();
    const int sixMonths = result.out.section(QLatin1Char(' '), 0, 0).toInt();

    // A longer threshold lists fewer; a threshold outside 1-120 months is refused by name.
    const RunResult longer = run({QStringLiteral("catalog"), QStringLiteral("validate"),
                                  QStringLiteral("--stale-after"), QStringLiteral("60")});
    EXPECT_EQ(longer.exitCode, 0);
    EXPECT_LT(longer.out.section(QLatin1Char(' '), 0, 0).toInt(), sixMonths);
    const RunResult bad = run({QStringLiteral("catalog"), QStringLiteral("validate"),
                               QStringLiteral("--stale-after"), QStringLiteral("0")});
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_TRUE(bad.err.contains(QStringLiteral("--stale-after 0 is outside 1-120")))
        << bad.err.toStdString();
}

TEST_F(CliTest, RankPerDollarMarksOldPricesInTheTableAndTheJson) {
    const QStringList arguments{QStringLiteral("rank"),       QStringLiteral("--metric"),
                                QStringLiteral("training16"), QStringLiteral("--per-dollar"),
                                QStringLiteral("--as-of"),    QStringLiteral("2026-11-24")};
    const RunResult table = run(arguments);
    ASSERT_EQ(table.exitCode, 0) << table.err.toStdString();
    int old = 0;
    int recent = 0;
    for (const QString& line : table.out.split(QLatin1Char('\n'))) {
        old += line.contains(QStringLiteral(" (old)")) ? 1 : 0;
        recent +=
            line.contains(QStringLiteral(" 2026-0")) && !line.contains(QStringLiteral(" (old)")) ? 1 : 0;
    }
    EXPECT_GT(old, 0);
    EXPECT_GT(recent, 0);
    const RunResult json = run(arguments + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
    ASSERT_EQ(json.exitCode, 0);
    const QJsonArray cards =
        QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("cards")).toArray();
    int oldInJson = 0;
    for (const QJsonValue& card : cards) {
        const QString date = card.toObject().value(QStringLiteral("price_observed_on")).toString();
        const bool isOld = card.toObject().value(QStringLiteral("price_is_old")).toBool();
        EXPECT_EQ(isOld, date < QStringLiteral("2026-05-24")) << date.toStdString();
        oldInJson += isOld ? 1 : 0;
    }
    EXPECT_EQ(oldInJson, old);
}
