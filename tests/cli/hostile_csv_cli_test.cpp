// Hostile CSV files as the real gpu-advisor-cli reports them (issue 20, case 5): a header of
// megabytes of commas is one short error, not hundreds of megabytes of them and gigabytes of
// memory; a file of thousands of bad rows lists the first hundred and counts the rest.

#include "clirunner.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <gtest/gtest.h>

#include <sys/resource.h>

namespace {

class HostileCsvCliTest : public CliTest {
protected:
    void SetUp() override {
        CliTest::SetUp();
        // Creates the catalog, so that the runs below only import.
        const RunResult created = run({QStringLiteral("catalog"), QStringLiteral("validate")});
        ASSERT_EQ(created.exitCode, 0) << created.err;
        m_before = sha256(catalogPath());
    }

    RunResult import(const QString& file, bool dryRun = false) {
        QStringList arguments{QStringLiteral("catalog"), QStringLiteral("import"), file};
        if (dryRun) {
            arguments << QStringLiteral("--dry-run");
        }
        return run(arguments);
    }

    /// The first line of `catalog export` of a table: its header.
    QByteArray header(const char* table) {
        const QString file = path(QStringLiteral("export.csv"));
        const RunResult exported = run({QStringLiteral("catalog"), QStringLiteral("export"), file,
                                        QStringLiteral("--table"), QString::fromLatin1(table)});
        EXPECT_EQ(exported.exitCode, 0) << exported.err;
        const QByteArray text = readFile(QStringLiteral("export.csv"));
        return text.left(text.indexOf('\n'));
    }

    void expectUnchanged() { EXPECT_EQ(sha256(catalogPath()), m_before) << "a refused import wrote"; }

private:
    QByteArray m_before;
};

/// The peak resident memory of the largest child process waited for so far, in megabytes.
long peakChildMegabytes() {
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    return usage.ru_maxrss / 1024;
}

} // namespace

TEST_F(HostileCsvCliTest, AHeaderOfEightMegabytesOfCommasIsOneShortError) {
    // Before: 8,388,608 "unknown column" errors, 510 MB on stderr, 2.9 GB of memory, 47 s.
    const QString file =
        writeFile(QStringLiteral("commas.csv"), header("gpus") + QByteArray(8 * 1024 * 1024, ',') + '\n');
    const RunResult result = import(file);
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_LT(result.err.size(), 2048) << result.err.left(2048).toStdString();
    EXPECT_TRUE(result.err.contains(QStringLiteral("nothing was imported, 1 problem(s):\n  line 1: has more "
                                                   "than 256 fields; a catalog CSV has at most 28\n")))
        << result.err.left(2048).toStdString();
    EXPECT_TRUE(result.out.isEmpty());
    // The file (8 MB) is held once; nothing is allocated per comma.
    EXPECT_LT(peakChildMegabytes(), 1024);
    expectUnchanged();
}

TEST_F(HostileCsvCliTest, TenThousandBadRowsListAHundredAndCountTheRest) {
    QByteArray text = "gpu_count,base_cost_usd,base_watts,source\n";
    for (int i = 0; i < 10000; ++i) {
        text += "1,lots,100,quote\n";
    }
    const QString file = writeFile(QStringLiteral("costs.csv"), text);
    const RunResult result = import(file);
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral("nothing was imported, 10,000 problem(s):\n")))
        << result.err.left(300).toStdString();
    EXPECT_EQ(result.err.count(QRegularExpression(QStringLiteral("\n  line \\d+, column base_cost_usd: "))),
              100);
    EXPECT_TRUE(
        result.err.contains(QStringLiteral("  line 101, column base_cost_usd: 'lots' is not a number\n")));
    EXPECT_FALSE(result.err.contains(QStringLiteral("line 102,")));
    EXPECT_TRUE(result.err.endsWith(QStringLiteral("\n  and 9,900 more problems\n")))
        << result.err.right(300).toStdString();
    EXPECT_LT(result.err.size(), 16 * 1024);

    // The preview (--dry-run) says the same.
    const RunResult preview = import(file, true);
    EXPECT_EQ(preview.exitCode, 2);
    EXPECT_TRUE(preview.out.contains(QStringLiteral("0 new, 0 changed, 0 unchanged, 10,000 rejected\n")))
        << preview.out.left(300).toStdString();
    EXPECT_EQ(preview.out.count(QStringLiteral("  rejected: line ")), 100);
    EXPECT_TRUE(preview.out.endsWith(QStringLiteral("  and 9,900 more problems\n")))
        << preview.out.right(300).toStdString();
    EXPECT_TRUE(preview.err.contains(QStringLiteral("nothing was imported, 10,000 row(s) rejected")))
        << preview.err.toStdString();
    expectUnchanged();
}

// Issue 32, item 5. Before: rank, llm and llm --cloud wrote names a spreadsheet runs as formulas
// (=HYPERLINK(...)) unescaped in their CSV. Every CSV output escapes text cells as the catalog
// export does: a leading quote, in double quotes.
TEST_F(HostileCsvCliTest, RankAndLlmCsvEscapeNamesASpreadsheetWouldRun) {
    const QString exported = path(QStringLiteral("gpus.csv"));
    ASSERT_EQ(run({QStringLiteral("catalog"), QStringLiteral("export"), exported, QStringLiteral("--table"),
                   QStringLiteral("gpus")})
                  .exitCode,
              0);
    const QByteArray cards = readFile(QStringLiteral("gpus.csv"));
    const qsizetype at = cards.indexOf("\nRTX 4090,");
    ASSERT_GE(at, 0);
    const QByteArray row = cards.mid(at + 1, cards.indexOf('\n', at + 1) - at);
    const QByteArray evil = "\"'=HYPERLINK(\"\"http://evil\"\")\"";
    const QByteArray renamed = evil + row.mid(QByteArrayLiteral("RTX 4090").size());
    const QString gpus = writeFile(QStringLiteral("evil-gpus.csv"), header("gpus") + '\n' + renamed);
    const RunResult cardImport = import(gpus);
    ASSERT_EQ(cardImport.exitCode, 0) << cardImport.err.toStdString();
    const QString offers =
        writeFile(QStringLiteral("evil-offers.csv"), header("cloud-offers") + "\n\"'@cmd\",\"'-instance\"," +
                                                         evil + ",1,0.50,on_demand,2026-11-01,test\n");
    const RunResult offerImport = import(offers);
    ASSERT_EQ(offerImport.exitCode, 0) << offerImport.err.toStdString();

    const QList<QStringList> commands{
        {QStringLiteral("rank"), QStringLiteral("--metric"), QStringLiteral("training16"),
         QStringLiteral("--format"), QStringLiteral("csv")},
        {QStringLiteral("llm"), QStringLiteral("--model-params"), QStringLiteral("8B"),
         QStringLiteral("--format"), QStringLiteral("csv")},
        {QStringLiteral("llm"), QStringLiteral("--model-params"), QStringLiteral("8B"),
         QStringLiteral("--cloud"), QStringLiteral("--format"), QStringLiteral("csv")},
    };
    for (const QStringList& command : commands) {
        const RunResult result = run(command);
        ASSERT_EQ(result.exitCode, 0)
            << command.join(QLatin1Char(' ')).toStdString() << result.err.toStdString();
        EXPECT_TRUE(result.out.contains(QString::fromUtf8(evil)))
            << command.join(QLatin1Char(' ')).toStdString();
        for (const QString& line : result.out.split(QLatin1Char('\n'))) {
            for (const QString& cell : line.split(QLatin1Char(','))) {
                const QString bare = cell.startsWith(QLatin1Char('"')) ? cell.mid(1) : cell;
                const bool formula =
                    bare.startsWith(QLatin1Char('=')) || bare.startsWith(QLatin1Char('@')) ||
                    bare.startsWith(QLatin1Char('+')) ||
                    (bare.startsWith(QLatin1Char('-')) && (bare.size() < 2 || !bare.at(1).isDigit()));
                EXPECT_FALSE(formula)
                    << command.join(QLatin1Char(' ')).toStdString() << ": " << line.toStdString();
            }
        }
    }
    const RunResult cloud = run(commands[2]);
    EXPECT_TRUE(cloud.out.contains(QStringLiteral("\"'@cmd\",\"'-instance\"")))
        << cloud.out.left(600).toStdString();
}

// Issue 32, item 7. Before: a quote that rounds below a cent passed --dry-run ("1 new", exit 0)
// and then failed the real import with SQLite's raw CHECK message; --dry-run created a missing
// catalog and upgraded an old one while saying "nothing was changed". The dry run validates what
// the import validates and writes nothing, anywhere.
TEST_F(HostileCsvCliTest, ADryRunRefusesWhatTheImportRefusesAndWritesNothing) {
    const QString quote =
        writeFile(QStringLiteral("quote.csv"),
                  "gpu_name,condition,price_usd,observed_on,source,currency,quoted_price,usd_per_unit\n"
                  "RTX 4090,used,,2026-11-20,Tiny quote,CNY,0.01,0.14\n");
    const RunResult dry = import(quote, true);
    const RunResult real = import(quote);
    for (const RunResult& result : {dry, real}) {
        EXPECT_EQ(result.exitCode, 2) << result.out.toStdString() << result.err.toStdString();
        EXPECT_TRUE((result.out + result.err).contains(QStringLiteral("below the 1 USD a price may be")))
            << result.out.toStdString() << result.err.toStdString();
        EXPECT_FALSE(result.err.contains(QStringLiteral("CHECK constraint"))) << result.err.toStdString();
    }
    expectUnchanged();

    // No catalog yet: compared with the shipped data, and none is made.
    const QString good =
        writeFile(QStringLiteral("good.csv"), "gpu_name,condition,price_usd,observed_on,source\n"
                                              "RTX 4090,used,1500,2026-11-20,Lab sheet\n");
    const QString missing = path(QStringLiteral("nowhere/catalog.sqlite"));
    RunResult result = run({QStringLiteral("--catalog"), missing, QStringLiteral("catalog"),
                            QStringLiteral("import"), good, QStringLiteral("--dry-run")},
                           false);
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(QStringLiteral("there is no catalog at"))) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("Dry run: nothing was changed.")))
        << result.out.toStdString();
    EXPECT_FALSE(QFileInfo::exists(path(QStringLiteral("nowhere"))));

    // An older version's catalog: compared with an upgraded copy; the file, byte for byte, and no backup.
    const QString old = path(QStringLiteral("old.sqlite"));
    ASSERT_TRUE(
        QFile::copy(QStringLiteral(GPUADVISOR_TEST_DATA_DIR "/catalog-v3-with-user-edits.sqlite"), old));
    QFile(old).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray before = sha256(old);
    const QStringList filesBefore = QDir(path({})).entryList(QDir::Files);
    result = run({QStringLiteral("--catalog"), old, QStringLiteral("catalog"), QStringLiteral("import"), good,
                  QStringLiteral("--dry-run")},
                 false);
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(QStringLiteral("is an older version's catalog")))
        << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("1 new"))) << result.out.toStdString();
    EXPECT_EQ(sha256(old), before);
    EXPECT_EQ(QDir(path({})).entryList(QDir::Files), filesBefore);
}
