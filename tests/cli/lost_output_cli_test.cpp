// No silent loss (issue 20, case 1): output that cannot be written whole is an error, and a good
// file that was there stays. A file-size limit (ulimit -f) makes writes stop short as a full disk
// does; a tiny tmpfs gives a real "No space left on device" where mounting is allowed.

#include "clirunner.h"
#include "rawsqlite.h"
#include "smalldisk.h"

#include <QDir>
#include <QFileInfo>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class LostOutputCliTest : public CliTest {
protected:
    void SetUp() override {
        CliTest::SetUp();
        ASSERT_EQ(run({u"catalog"_s, u"validate"_s}).exitCode, 0); // creates the catalog
    }

    /// The directory's file names: a failed write leaves no temporary file behind.
    QStringList filesIn(const QString& directory) const {
        return QDir(directory).entryList(QDir::Files | QDir::Hidden, QDir::Name);
    }
};

// Before: with 4 KB free, `catalog export` said "Exported", exited 0 and left 4,096 of 14,128 bytes.
TEST_F(LostOutputCliTest, CatalogExportThatStopsShortFailsAndKeepsTheOldFile) {
    const QByteArray old("gpu_name,condition,price_usd,observed_on,source\nthe user's good file\n");
    const QString target = writeFile(u"prices.csv"_s, old);
    const QStringList before = filesIn(path({}));

    setWrapper(shellWrapper(fileSizeLimit(4096) + uR"("$0" "$@")"_s));
    const RunResult result = run({u"catalog"_s, u"export"_s, target, u"--table"_s, u"prices"_s});
    setWrapper({});
    EXPECT_EQ(result.exitCode, 2) << result.out.toStdString();
    EXPECT_FALSE(result.out.contains(u"Exported"_s)) << result.out.toStdString();
    EXPECT_TRUE(result.err.contains(u"cannot write "_s + target)) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(u"the file was not changed"_s)) << result.err.toStdString();
    EXPECT_EQ(readFile(u"prices.csv"_s), old);
    EXPECT_EQ(filesIn(path({})), before);

    // Without the limit the same export is whole: more than the 4 KB the limit allowed.
    const RunResult whole = run({u"catalog"_s, u"export"_s, target, u"--table"_s, u"prices"_s});
    EXPECT_EQ(whole.exitCode, 0) << whole.err.toStdString();
    EXPECT_GT(readFile(u"prices.csv"_s).size(), 4096);
}

TEST_F(LostOutputCliTest, ListingRedirectedToAFileThatStopsGrowingExitsWithAnError) {
    const QString out = path(u"cards.csv"_s);
    setWrapper(shellWrapper(fileSizeLimit(4096) + uR"("$0" "$@" > ")"_s + out + u"\""_s));
    const RunResult cut = run({u"catalog"_s, u"list"_s, u"--format"_s, u"csv"_s});
    setWrapper({});
    EXPECT_EQ(cut.exitCode, 2);
    EXPECT_TRUE(cut.err.contains(u"writing the output failed"_s)) << cut.err.toStdString();
    EXPECT_TRUE(cut.err.contains(u"incomplete"_s)) << cut.err.toStdString();

    // The same listing without the limit is longer than what the limit let through, so the
    // failure above was real truncation.
    const RunResult whole = run({u"catalog"_s, u"list"_s, u"--format"_s, u"csv"_s});
    ASSERT_EQ(whole.exitCode, 0);
    EXPECT_GT(whole.out.toUtf8().size(), QFileInfo(out).size());
}

TEST_F(LostOutputCliTest, OutputToDevFullExitsWithAnError) {
    for (const QStringList& command :
         {QStringList{u"catalog"_s, u"list"_s, u"--format"_s, u"csv"_s},
          QStringList{u"catalog"_s, u"list"_s, u"--format"_s, u"json"_s},
          QStringList{u"rank"_s, u"--metric"_s, u"training16"_s}, QStringList{u"--help"_s}}) {
        setWrapper(shellWrapper(uR"(exec "$0" "$@" > /dev/full)"_s));
        const RunResult result = run(command);
        setWrapper({});
        EXPECT_EQ(result.exitCode, 2) << command.join(u' ').toStdString();
        EXPECT_TRUE(result.err.contains(u"No space left on device"_s)) << result.err.toStdString();
    }
}

TEST_F(LostOutputCliTest, CatalogExportOnAFullDiskSaysTheDiskIsFull) {
    SmallDisk disk(path(u"small"_s), 64);
    if (!disk.available()) {
        GTEST_SKIP() << "cannot mount a tmpfs here (needs root)";
    }
    const QByteArray old("gpu_name,condition,price_usd,observed_on,source\nthe user's good file\n");
    QFile file(disk.filePath(u"prices.csv"_s));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(old);
    file.close();
    disk.fill(4096);

    const RunResult result = run({u"catalog"_s, u"export"_s, file.fileName(), u"--table"_s, u"prices"_s});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(u"the disk is full"_s)) << result.err.toStdString();
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), old);
    EXPECT_EQ(filesIn(path(u"small"_s)), (QStringList{u"filler"_s, u"prices.csv"_s}));
}

// Before: --help-all ran the command (`catalog recover --help-all` moved the file aside,
// `catalog import f.csv --help-all` imported the rows).
TEST_F(LostOutputCliTest, HelpAllPrintsHelpAndRunsNothing) {
    const QString csv =
        writeFile(u"cost.csv"_s, "gpu_count,base_cost_usd,base_watts,source\n1,777,90,quote\n");
    const QByteArray before = sha256(catalogPath());
    for (const QStringList& command :
         {QStringList{u"catalog"_s, u"import"_s, csv, u"--help-all"_s},
          QStringList{u"catalog"_s, u"recover"_s, u"--help-all"_s}, QStringList{u"--help-all"_s}}) {
        const RunResult result = run(command);
        EXPECT_EQ(result.exitCode, 0) << command.join(u' ').toStdString() << result.err.toStdString();
        EXPECT_TRUE(result.out.contains(u"Usage:"_s)) << result.out.toStdString();
        EXPECT_FALSE(result.out.contains(u"Imported"_s)) << result.out.toStdString();
    }
    EXPECT_EQ(sha256(catalogPath()), before);
    EXPECT_EQ(filesIn(path({})), (QStringList{u"catalog.sqlite"_s, u"cost.csv"_s}));
}

} // namespace
