// gpu-advisor-cli benchmarks list | import | export, end to end with the real executable.

#include "clirunner.h"
#include "rawsqlite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

namespace {

constexpr int shippedRows = 595;

const QByteArray benchmarkCsvHeader =
    "gpu_name,gpu_count,system,model,workload,task,precision,batch_size,software,value,"
    "unit,measured_on,source\n";
const QByteArray userRows = benchmarkCsvHeader +
                            "RTX 4090,1,My desk,resnet50,cnn,inference,int8,64,TensorRT 10,5120,images/s,"
                            "2024-06-01,my own run\n"
                            "RTX 3090,2,My desk,llama3-8b,transformer,llm-decode,q4_k_m,1,llama.cpp b3000,"
                            "120.5,tokens/s,2024-06-02,my own run\n";

class BenchmarksCliTest : public CliTest {
protected:
    RunResult benchmarks(QStringList arguments) {
        arguments.prepend(QStringLiteral("benchmarks"));
        return run(arguments);
    }

    /// Imports the user's two measurements; a test failure if that fails.
    void importUserRows() {
        const RunResult result =
            benchmarks({QStringLiteral("import"), writeFile(QStringLiteral("mine.csv"), userRows)});
        ASSERT_EQ(result.exitCode, 0) << result.err;
    }

    static int lineCount(const QByteArray& text) { return static_cast<int>(text.count('\n')); }
};

} // namespace

TEST_F(BenchmarksCliTest, ListShowsEveryShippedResultAsATable) {
    const RunResult result = benchmarks({QStringLiteral("list")});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.out.startsWith(QStringLiteral("Card "))) << result.out.left(200);
    EXPECT_TRUE(result.out.contains(QStringLiteral("Measured on"))) << result.out.left(400);
    EXPECT_TRUE(result.out.contains(QStringLiteral("bert_large_squad")));
    EXPECT_TRUE(result.out.contains(QStringLiteral("llm-decode")));
    EXPECT_TRUE(result.out.contains(QStringLiteral("\n%1 result(s) (%1 shipped, 0 yours)").arg(shippedRows)))
        << result.out.right(300);
}

TEST_F(BenchmarksCliTest, ListFiltersByCardModelAndOrigin) {
    const RunResult csv =
        benchmarks({QStringLiteral("list"), QStringLiteral("--card"), QStringLiteral("rtx 4090"),
                    QStringLiteral("--model"), QStringLiteral("BERT_LARGE_SQUAD"), QStringLiteral("--format"),
                    QStringLiteral("csv")});
    ASSERT_EQ(csv.exitCode, 0) << csv.err;
    const QStringList lines = csv.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 3) << csv.out; // header, one RTX 4090, two RTX 4090s
    EXPECT_EQ(lines[0] + QLatin1Char('\n'), QString::fromUtf8(benchmarkCsvHeader));
    EXPECT_TRUE(lines[1].startsWith(QStringLiteral("RTX 4090,1,Lambda: RTX 4090,bert_large_squad,transformer,"
                                                   "training,fp16,28,")))
        << lines[1];
    EXPECT_TRUE(lines[2].startsWith(QStringLiteral("RTX 4090,2,Lambda: 2x RTX 4090,bert_large_squad,")))
        << lines[2];

    importUserRows();
    const RunResult json =
        benchmarks({QStringLiteral("list"), QStringLiteral("--origin"), QStringLiteral("user"),
                    QStringLiteral("--format"), QStringLiteral("json")});
    ASSERT_EQ(json.exitCode, 0) << json.err;
    const QJsonArray rows = QJsonDocument::fromJson(json.out.toUtf8()).array();
    ASSERT_EQ(rows.size(), 2) << json.out;
    EXPECT_EQ(rows[0].toObject()[QStringLiteral("gpu_name")].toString(), QStringLiteral("RTX 3090"));
    EXPECT_EQ(rows[0].toObject()[QStringLiteral("gpu_count")].toInt(), 2);
    EXPECT_EQ(rows[0].toObject()[QStringLiteral("value")].toDouble(), 120.5);
    EXPECT_EQ(rows[0].toObject()[QStringLiteral("task")].toString(), QStringLiteral("llm-decode"));
    for (const auto& row : rows) {
        EXPECT_EQ(row.toObject()[QStringLiteral("origin")].toString(), QStringLiteral("user"));
    }

    const RunResult table =
        benchmarks({QStringLiteral("list"), QStringLiteral("--card"), QStringLiteral("RTX 3090"),
                    QStringLiteral("--origin"), QStringLiteral("user")});
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_TRUE(table.out.contains(QStringLiteral("1 result(s) (0 shipped, 1 yours)"))) << table.out;
    const RunResult none =
        benchmarks({QStringLiteral("list"), QStringLiteral("--model"), QStringLiteral("gpt-5")});
    EXPECT_EQ(none.exitCode, 0) << none.err;
    EXPECT_EQ(none.out, QStringLiteral("No benchmark results match.\n"));
}

TEST_F(BenchmarksCliTest, ImportAddsTheUsersRowsAndAReimportChangesNothing) {
    const QString file = writeFile(QStringLiteral("mine.csv"), userRows);
    const RunResult first = benchmarks({QStringLiteral("import"), file});
    ASSERT_EQ(first.exitCode, 0) << first.err;
    EXPECT_TRUE(
        first.out.contains(QStringLiteral("into the benchmarks table: 2 new, 0 replaced, 0 unchanged")))
        << first.out;

    const RunResult again = benchmarks({QStringLiteral("import"), file});
    ASSERT_EQ(again.exitCode, 0) << again.err;
    EXPECT_TRUE(again.out.contains(QStringLiteral("0 new, 0 replaced, 2 unchanged"))) << again.out;

    // An export of everything goes back in as it is, through either import command.
    const QString all = path(QStringLiteral("all.csv"));
    ASSERT_EQ(benchmarks({QStringLiteral("export"), all}).exitCode, 0);
    const RunResult reimport = run({QStringLiteral("catalog"), QStringLiteral("import"), all});
    ASSERT_EQ(reimport.exitCode, 0) << reimport.err;
    EXPECT_TRUE(reimport.out.contains(QStringLiteral("0 new, 0 replaced, %1 unchanged").arg(shippedRows + 2)))
        << reimport.out;
}

TEST_F(BenchmarksCliTest, ABadRowIsNamedAndNothingIsImported) {
    ASSERT_EQ(benchmarks({QStringLiteral("list")}).exitCode, 0); // creates the catalog
    const QByteArray before = sha256(catalogPath());
    const QString file = writeFile(QStringLiteral("bad.csv"),
                                   userRows + "RTX 4090,1,My desk,ssd,cnn,training,fp16,32,,fast,images/s,"
                                              "2024-06-01,my own run\n"
                                              "RTX 4909,1,My desk,ssd,cnn,training,fp16,32,,90,images/s,"
                                              "2024-06-01,my own run\n");
    const RunResult result = benchmarks({QStringLiteral("import"), file});
    EXPECT_EQ(result.exitCode, 2);
    // Every bad row at once (issue 30): the bad value does not hide the unknown card.
    EXPECT_TRUE(result.err.contains(QStringLiteral("nothing was imported, 2 problem(s)"))) << result.err;
    EXPECT_TRUE(result.err.contains(QStringLiteral("line 4, column value: 'fast' is not a number")))
        << result.err;
    EXPECT_TRUE(result.err.contains(QStringLiteral("line 5, column gpu_name: no card named 'RTX 4909'")))
        << result.err;
    EXPECT_EQ(sha256(catalogPath()), before);

    // With the value fixed, the unknown card on line 5 is still named, with the closest names.
    QByteArray fixed = readFile(QStringLiteral("bad.csv"));
    fixed.replace(",fast,", ",40,");
    const RunResult unknown =
        benchmarks({QStringLiteral("import"), writeFile(QStringLiteral("bad.csv"), fixed)});
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("line 5, column gpu_name: no card named 'RTX 4909'")))
        << unknown.err;
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("did you mean"))) << unknown.err;
    EXPECT_EQ(sha256(catalogPath()), before);
}

TEST_F(BenchmarksCliTest, ImportRefusesAnotherTablesFile) {
    ASSERT_EQ(benchmarks({QStringLiteral("list")}).exitCode, 0);
    const QByteArray before = sha256(catalogPath());
    const QString prices =
        writeFile(QStringLiteral("prices.csv"), "gpu_name,condition,price_usd,observed_on,source\n"
                                                "RTX 3090,used,610,2024-04-01,local shop\n");
    const RunResult result = benchmarks({QStringLiteral("import"), prices});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral(
        "line 1: the header has the columns of the prices table, not of the benchmarks table")))
        << result.err;
    EXPECT_EQ(sha256(catalogPath()), before);
}

TEST_F(BenchmarksCliTest, ExportWritesAllShippedOrOnlyTheUsersRows) {
    importUserRows();
    const struct {
        QString origin;
        int rows;
        QString said;
    } cases[] = {
        {QString(), shippedRows + 2, QStringLiteral("Exported %1 benchmark results to").arg(shippedRows + 2)},
        {QStringLiteral("all"), shippedRows + 2,
         QStringLiteral("Exported %1 benchmark results").arg(shippedRows + 2)},
        {QStringLiteral("shipped"), shippedRows,
         QStringLiteral("Exported %1 shipped benchmark results").arg(shippedRows)},
        {QStringLiteral("user"), 2, QStringLiteral("Exported 2 user benchmark results")},
    };
    for (const auto& testCase : cases) {
        const QString name = QStringLiteral("export-%1.csv").arg(testCase.origin);
        QStringList arguments{QStringLiteral("export"), path(name)};
        if (!testCase.origin.isEmpty()) {
            arguments << QStringLiteral("--origin") << testCase.origin;
        }
        const RunResult result = benchmarks(arguments);
        ASSERT_EQ(result.exitCode, 0) << result.err;
        EXPECT_TRUE(result.out.contains(testCase.said)) << result.out;
        const QByteArray written = readFile(name);
        EXPECT_TRUE(written.startsWith(benchmarkCsvHeader));
        EXPECT_EQ(lineCount(written), testCase.rows + 1) << testCase.origin.toStdString();
    }
    EXPECT_EQ(readFile(QStringLiteral("export-user.csv")),
              userRows.left(benchmarkCsvHeader.size()) +
                  userRows.mid(benchmarkCsvHeader.size()).split('\n')[1] + "\n" +
                  userRows.mid(benchmarkCsvHeader.size()).split('\n')[0] + "\n");

    // catalog export knows the table too.
    ASSERT_EQ(run({QStringLiteral("catalog"), QStringLiteral("export"), path(QStringLiteral("table.csv")),
                   QStringLiteral("--table"), QStringLiteral("benchmarks")})
                  .exitCode,
              0);
    EXPECT_EQ(readFile(QStringLiteral("table.csv")), readFile(QStringLiteral("export-.csv")));
}

TEST_F(BenchmarksCliTest, BadFlagsExitWithStatus2AndNameTheFlag) {
    const struct {
        QStringList arguments;
        QString expected;
    } cases[] = {
        {{QStringLiteral("list"), QStringLiteral("--origin"), QStringLiteral("all")},
         QStringLiteral("--origin 'all'")},
        {{QStringLiteral("list"), QStringLiteral("--origin"), QStringLiteral("USER")},
         QStringLiteral("--origin 'USER' is not one of: shipped, user")},
        {{QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("xml")},
         QStringLiteral("--format 'xml'")},
        {{QStringLiteral("list"), QStringLiteral("--card"), QStringLiteral("RTX 4909")},
         QStringLiteral("no card named 'RTX 4909'")},
        {{QStringLiteral("list"), QStringLiteral("--model"), QStringLiteral(" ")},
         QStringLiteral("--model needs")},
        {{QStringLiteral("list"), QStringLiteral("--colour")}, QStringLiteral("colour")},
        {{QStringLiteral("export")}, QStringLiteral("expects FILE.csv")},
        {{QStringLiteral("export"), path(QStringLiteral("x.csv")), QStringLiteral("--origin"),
          QStringLiteral("mine")},
         QStringLiteral("--origin 'mine' is not one of: shipped, user, all")},
        {{QStringLiteral("import"), QStringLiteral("no-such-file.csv")}, QStringLiteral("no-such-file.csv")},
        {{QStringLiteral("frobnicate")}, QStringLiteral("unknown command")},
    };
    for (const auto& testCase : cases) {
        const RunResult result = benchmarks(testCase.arguments);
        EXPECT_EQ(result.exitCode, 2) << testCase.arguments.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(result.err.contains(testCase.expected)) << result.err.toStdString();
    }
    EXPECT_FALSE(QFile::exists(path(QStringLiteral("x.csv"))));
}

TEST_F(BenchmarksCliTest, AReadOnlyCatalogIsListedButNotImportedInto) {
    ASSERT_EQ(benchmarks({QStringLiteral("list")}).exitCode, 0);
    rawQuery(catalogPath(), QStringLiteral("PRAGMA user_version = 99")); // a newer GPU Advisor's file
    const QByteArray before = sha256(catalogPath());

    const RunResult list = benchmarks({QStringLiteral("list"), QStringLiteral("--format=csv")});
    EXPECT_EQ(list.exitCode, 0) << list.err;
    EXPECT_EQ(list.out.count(QLatin1Char('\n')), shippedRows + 1);
    EXPECT_TRUE(list.err.contains(QStringLiteral("changes cannot be saved"))) << list.err;

    const RunResult import =
        benchmarks({QStringLiteral("import"), writeFile(QStringLiteral("mine.csv"), userRows)});
    EXPECT_EQ(import.exitCode, 2);
    EXPECT_TRUE(import.err.contains(QStringLiteral("cannot import"))) << import.err;
    EXPECT_TRUE(import.err.contains(QStringLiteral("nothing was changed"))) << import.err;
    EXPECT_EQ(sha256(catalogPath()), before);
}

TEST_F(BenchmarksCliTest, HelpListsTheCommands) {
    const RunResult help = run({QStringLiteral("--help")}, false);
    ASSERT_EQ(help.exitCode, 0);
    EXPECT_TRUE(help.out.contains(
        QStringLiteral("benchmarks list [--card NAME] [--model M] [--origin shipped|user]")))
        << help.out;
    EXPECT_TRUE(
        help.out.contains(QStringLiteral("benchmarks import FILE [--gpu NAME] [--measured-on YYYY-MM-DD]")))
        << help.out;
    EXPECT_TRUE(help.out.contains(QStringLiteral("benchmarks export FILE.csv [--origin shipped|user|all]")));
    EXPECT_TRUE(help.out.contains(QStringLiteral("benchmarks delete [--card NAME] [--model M]"))) << help.out;
}

TEST_F(BenchmarksCliTest, DeleteRemovesOnlyTheUsersResultsOfTheCardAndModel) {
    importUserRows();
    // Another run of the same card, another model: stays when only resnet50 goes.
    const QByteArray more = benchmarkCsvHeader +
                            "RTX 4090,1,My desk,bert_large_squad,transformer,training,fp16,28,"
                            "PyTorch 2.3,90,sequences/s,2024-06-03,my own run\n";
    ASSERT_EQ(benchmarks({QStringLiteral("import"), writeFile(QStringLiteral("more.csv"), more)}).exitCode,
              0);
    const auto userRowsOf = [this](const QString& card) {
        const RunResult list =
            benchmarks({QStringLiteral("list"), QStringLiteral("--card"), card, QStringLiteral("--origin"),
                        QStringLiteral("user"), QStringLiteral("--format"), QStringLiteral("csv")});
        EXPECT_EQ(list.exitCode, 0) << list.err;
        return lineCount(list.out.toUtf8()) - 1; // less the header
    };
    const RunResult shippedBefore =
        benchmarks({QStringLiteral("list"), QStringLiteral("--origin"), QStringLiteral("shipped"),
                    QStringLiteral("--format"), QStringLiteral("csv")});
    ASSERT_EQ(userRowsOf(QStringLiteral("RTX 4090")), 2);

    const RunResult one =
        benchmarks({QStringLiteral("delete"), QStringLiteral("--card"), QStringLiteral("rtx 4090"),
                    QStringLiteral("--model"), QStringLiteral("RESNET50")});
    ASSERT_EQ(one.exitCode, 0) << one.err;
    EXPECT_TRUE(
        one.out.contains(QStringLiteral("Deleted 1 of your benchmark result(s) of RTX 4090 (RESNET50)")))
        << one.out;
    EXPECT_EQ(userRowsOf(QStringLiteral("RTX 4090")), 1);
    EXPECT_EQ(userRowsOf(QStringLiteral("RTX 3090")), 1) << "another card's rows stay";

    const RunResult rest =
        benchmarks({QStringLiteral("delete"), QStringLiteral("--card"), QStringLiteral("RTX 4090")});
    ASSERT_EQ(rest.exitCode, 0) << rest.err;
    EXPECT_EQ(userRowsOf(QStringLiteral("RTX 4090")), 0);

    // Nothing of the user's left: an error that says the shipped results stay, and they do.
    const RunResult none =
        benchmarks({QStringLiteral("delete"), QStringLiteral("--card"), QStringLiteral("RTX 4090")});
    EXPECT_EQ(none.exitCode, 2);
    EXPECT_TRUE(
        none.err.contains(QStringLiteral("there are none (the shipped results that match are part of the "
                                         "catalog and stay)")))
        << none.err;
    const RunResult shippedAfter =
        benchmarks({QStringLiteral("list"), QStringLiteral("--origin"), QStringLiteral("shipped"),
                    QStringLiteral("--format"), QStringLiteral("csv")});
    EXPECT_EQ(shippedAfter.out, shippedBefore.out);

    const RunResult noCard = benchmarks({QStringLiteral("delete")});
    EXPECT_EQ(noCard.exitCode, 2);
    EXPECT_TRUE(noCard.err.contains(QStringLiteral("--card"))) << noCard.err;
    const RunResult unknown =
        benchmarks({QStringLiteral("delete"), QStringLiteral("--card"), QStringLiteral("RTX 9999")});
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("RTX 9999"))) << unknown.err;
}
