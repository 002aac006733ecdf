// Programs racing each other for the same catalog file (issue 32, items 1 and 6), each run through
// the real gpu-advisor-cli. The window is held open by the test-only library of
// tests/common/holdatname.cpp, preloaded into one of them: it stops that program inside the
// system call that would give a finished file its name, until the test lets it go.

#include "clirunner.h"
#include "rawsqlite.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QSysInfo>
#include <QThread>

#include <gtest/gtest.h>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

/// A schema-3 catalog with the user's edits (tests/db/data/README.md).
const QString oldCatalog = QStringLiteral(GPUADVISOR_TEST_DATA_DIR "/catalog-v3-with-user-edits.sqlite");
/// The schema this version writes (db/src/schema.h): the one a migrated catalog ends at.
constexpr int currentSchema = 6;

class CatalogRaceCliTest : public CliTest {
protected:
    bool firstRunMakesTheCatalog() const override { return true; } // first runs are the subject
    /// Starts gpu-advisor-cli on the test's catalog in the background, with the test's own home
    /// folders. With `holdAt`, it stops when it first names a file ending in `holdAt` (see
    /// holdatname.cpp) until release().
    std::unique_ptr<QProcess> start(const QStringList& arguments, const QString& holdAt = {},
                                    const QStringList& moreEnvironment = {}) {
        auto process = std::make_unique<QProcess>();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"XDG_DATA_HOME"_s, path(u"xdg-data"_s));
        environment.insert(u"XDG_CONFIG_HOME"_s, path(u"xdg-config"_s));
        environment.insert(u"HOME"_s, path(u"home"_s));
        if (!holdAt.isEmpty()) {
            environment.insert(u"LD_PRELOAD"_s, builtFile(QStringLiteral(GPUADVISOR_HOLD_AT_NAME_LIBRARY)));
            // AddressSanitizer wants to come first; the library intercepts nothing it does.
            const QString asan = environment.value(u"ASAN_OPTIONS"_s);
            environment.insert(u"ASAN_OPTIONS"_s,
                               (asan.isEmpty() ? asan : asan + u':') + u"verify_asan_link_order=0"_s);
            environment.insert(u"GPUADVISOR_TEST_HOLD_TARGET"_s, holdAt);
            environment.insert(u"GPUADVISOR_TEST_HOLD_MARK"_s, heldMark());
            environment.insert(u"GPUADVISOR_TEST_HOLD_RELEASE"_s, releaseMark());
        }
        for (const QString& variable : moreEnvironment) {
            environment.insert(variable.section(u'=', 0, 0), variable.section(u'=', 1));
        }
        process->setProcessEnvironment(environment);
        process->start(program(), QStringList{u"--catalog"_s, catalogPath()} + arguments);
        EXPECT_TRUE(process->waitForStarted());
        return process;
    }

    /// Waits until the held program stops at the name; false if it ended (or took a minute) first.
    bool waitUntilHeld(const QProcess& process) const {
        const QDeadlineTimer deadline(60000);
        while (!QFileInfo::exists(heldMark())) {
            if (process.state() == QProcess::NotRunning || deadline.hasExpired()) {
                return false;
            }
            QThread::msleep(10);
        }
        return true;
    }

    /// Lets the held program go on.
    void release() const { writeFile(u"release"_s, {}); }

    struct Finished {
        int exitCode = -1;
        QString out;
        QString err;
    };
    static Finished finish(QProcess& process) {
        if (process.state() != QProcess::NotRunning) {
            EXPECT_TRUE(process.waitForFinished(60000));
        }
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
    }

    /// The files beside the catalog, sorted.
    QStringList catalogFiles() const {
        return QDir(path({})).entryList({u"catalog.sqlite*"_s}, QDir::Files | QDir::Hidden, QDir::Name);
    }

    /// Item 1: the loser of a first-run race is held with its catalog built, while the winner
    /// creates the catalog and imports 300 prices; then it goes on. `loserEnvironment` is added to
    /// the loser's.
    void loseAFirstRunRace(const QStringList& loserEnvironment) {
        QByteArray csv = "gpu_name,condition,price_usd,observed_on,source\n";
        constexpr int importedPrices = 300;
        for (int i = 1; i <= importedPrices; ++i) {
            csv += QStringLiteral("RTX 4090,used,%1,2026-10-01,Race lab quote %2\n")
                       .arg(1000 + i)
                       .arg(i)
                       .toUtf8();
        }
        const QString prices = writeFile(u"prices.csv"_s, csv);

        // The loser has built its catalog beside the path and is about to name it: the path is free.
        const auto loser =
            start({u"catalog"_s, u"show"_s, u"RTX 4090"_s}, u"/catalog.sqlite"_s, loserEnvironment);
        ASSERT_TRUE(waitUntilHeld(*loser)) << finish(*loser).err.toStdString();
        ASSERT_FALSE(QFile::exists(catalogPath()));

        // Meanwhile the winner creates the catalog and imports into it.
        const RunResult winner = run({u"catalog"_s, u"import"_s, prices});
        ASSERT_EQ(winner.exitCode, 0) << winner.err.toStdString();
        EXPECT_TRUE(winner.err.contains(u"Created the catalog"_s)) << winner.err.toStdString();
        const QString countImported = u"SELECT count(*) FROM prices WHERE source LIKE 'Race lab quote %'"_s;
        ASSERT_EQ(rawQuery(catalogPath(), countImported).toInt(), importedPrices);

        release();
        const Finished lost = finish(*loser);
        EXPECT_EQ(lost.exitCode, 0) << lost.err.toStdString();
        EXPECT_FALSE(lost.err.contains(u"Created the catalog"_s)) << lost.err.toStdString();
        EXPECT_TRUE(lost.out.contains(u"Race lab quote 300"_s))
            << "the loser did not read the winner's catalog";

        EXPECT_EQ(rawQuery(catalogPath(), u"PRAGMA integrity_check"_s).toString(), u"ok"_s);
        EXPECT_EQ(rawQuery(catalogPath(), countImported).toInt(), importedPrices);
        EXPECT_EQ(catalogFiles(), QStringList{u"catalog.sqlite"_s}); // the loser's file is gone, not left
    }

    /// Item 6: two programs open the catalog, which needs an upgrade, at once; the first is held
    /// where it names its backup `backupName` while the second starts. Both must carry on, with
    /// one backup of the file as it was.
    void openTogetherWhileTheFirstBacksUp(const QString& backupName) {
        const QByteArray before = sha256(catalogPath());
        const QStringList show{u"catalog"_s, u"show"_s, u"RTX 3090"_s};

        // The first has copied the catalog and is about to name the copy as the backup.
        const auto first = start(show, backupName);
        ASSERT_TRUE(waitUntilHeld(*first)) << finish(*first).err.toStdString();
        const auto second = start(show);
        // Before the fix the second made the same backup and upgraded within this wait; now it
        // waits for the first. Either way the wait is no assertion: the result below is the same.
        second->waitForFinished(4000);
        release();

        const Finished one = finish(*first);
        const Finished two = finish(*second);
        EXPECT_EQ(one.exitCode, 0) << one.err.toStdString();
        EXPECT_EQ(two.exitCode, 0) << two.err.toStdString();
        // Only the first says it kept the file as it was (with or without new shipped rows).
        const QString keptBackup = u"The catalog as it was is kept as "_s + catalogPath() + backupName;
        EXPECT_TRUE(one.err.contains(keptBackup)) << one.err.toStdString();
        EXPECT_FALSE(two.err.contains(u"The catalog as it was is kept"_s)) << two.err.toStdString();
        for (const Finished* result : {&one, &two}) {
            EXPECT_TRUE(result->out.contains(u"RTX 3090"_s)) << result->out.toStdString();
        }

        EXPECT_EQ(catalogFiles(), (QStringList{u"catalog.sqlite"_s, u"catalog.sqlite"_s + backupName}));
        EXPECT_EQ(sha256(catalogPath() + backupName), before); // the catalog as it was
        EXPECT_EQ(rawQuery(catalogPath(), u"PRAGMA integrity_check"_s).toString(), u"ok"_s);
        EXPECT_EQ(rawQuery(catalogPath(), u"PRAGMA user_version"_s).toInt(), currentSchema);
        const RunResult again = run({u"catalog"_s, u"update-shipped"_s});
        EXPECT_EQ(again.exitCode, 0) << again.err.toStdString();
        EXPECT_TRUE(again.out.contains(u"already holds this version's shipped data"_s))
            << again.out.toStdString();
    }

private:
    QString heldMark() const { return path(u"held"_s); }
    QString releaseMark() const { return path(u"release"_s); }
};

// Item 1. Before: the loser's rename failed with EEXIST inside QFile::rename, which then copied
// the loser's fresh catalog over the winner's (truncate and write): the 300 prices the winner had
// just imported, and reported as imported, were gone.
TEST_F(CatalogRaceCliTest, TheLoserOfAFirstRunRaceUsesTheWinnersCatalogAndNeverWritesOverIt) {
    loseAFirstRunRace({});
}

// The same where the file system has no RENAME_NOREPLACE: link then unlink, never a copy.
TEST_F(CatalogRaceCliTest, TheLoserNeverWritesOverTheWinnerWhereRenameCannotRefuseToReplace) {
    loseAFirstRunRace({u"GPUADVISOR_TEST_NO_RENAME_NOREPLACE=1"_s});
}

// Item 6. Before: both programs chose the same backup name; the one that came second failed with
// "cannot back up ... before upgrading it" (exit 2). Now the second waits for the first's upgrade
// and finds the catalog up to date.
TEST_F(CatalogRaceCliTest, TwoProgramsOpeningAnOldCatalogAtOnceBackItUpOnceAndBothCarryOn) {
    ASSERT_TRUE(QFile::copy(oldCatalog, catalogPath()));
    openTogetherWhileTheFirstBacksUp(u".schema-v3.bak"_s);
    EXPECT_EQ(rawQuery(catalogPath(), u"SELECT count(*) FROM gpus WHERE name = 'Lab Prototype X'"_s).toInt(),
              1);
}

// The same for a catalog of this schema holding an earlier version's shipped data.
TEST_F(CatalogRaceCliTest, TwoProgramsUpdatingTheShippedDataAtOnceBackItUpOnceAndBothCarryOn) {
    ASSERT_EQ(run({u"catalog"_s, u"list"_s}).exitCode, 0);
    rawQuery(catalogPath(),
             u"UPDATE catalog_info SET value = 'an earlier version' WHERE name = 'shipped_data'"_s);
    openTogetherWhileTheFirstBacksUp(u".before-update.bak"_s);
}

// The lock of item 6 left by a program killed during an upgrade holds up no one: its process is gone.
TEST_F(CatalogRaceCliTest, AnUpgradeLockLeftByAKilledProgramIsTakenOver) {
    ASSERT_TRUE(QFile::copy(oldCatalog, catalogPath()));
    QProcess killed; // stands in for the upgrading program, killed with SIGKILL
    killed.start(u"sleep"_s, {u"60"_s});
    ASSERT_TRUE(killed.waitForStarted());
    const qint64 pid = killed.processId();
    killed.kill();
    ASSERT_TRUE(killed.waitForFinished());
    // What QLockFile writes: process id, program name, host name.
    writeFile(u"catalog.sqlite.upgrade.lock"_s,
              u"%1\ngpu-advisor-cli\n%2\n"_s.arg(pid).arg(QSysInfo::machineHostName()).toUtf8());

    const RunResult result = run({u"catalog"_s, u"show"_s, u"Lab Prototype X"_s});
    EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(u"Updated the catalog"_s)) << result.err.toStdString();
    EXPECT_EQ(catalogFiles(), (QStringList{u"catalog.sqlite"_s, u"catalog.sqlite.schema-v3.bak"_s}));
}

// Item 6 without a held window: programs started together on an old catalog, a few rounds.
TEST_F(CatalogRaceCliTest, ProgramsStartedTogetherOnAnOldCatalogAllSucceedWithOneBackup) {
    for (int round = 0; round < 4; ++round) {
        for (const QString& file : catalogFiles()) {
            QFile::remove(path(file));
        }
        ASSERT_TRUE(QFile::copy(oldCatalog, catalogPath()));
        std::vector<std::unique_ptr<QProcess>> runs;
        for (int i = 0; i < 3; ++i) {
            runs.push_back(start({u"catalog"_s, u"show"_s, u"RTX 3090"_s}));
        }
        int updated = 0;
        for (auto& process : runs) {
            const Finished result = finish(*process);
            EXPECT_EQ(result.exitCode, 0) << "round " << round << ": " << result.err.toStdString();
            updated += result.err.contains(u"Updated the catalog"_s) ? 1 : 0;
        }
        EXPECT_EQ(updated, 1) << "round " << round;
        EXPECT_EQ(catalogFiles(), (QStringList{u"catalog.sqlite"_s, u"catalog.sqlite.schema-v3.bak"_s}))
            << "round " << round;
        EXPECT_EQ(rawQuery(catalogPath(), u"PRAGMA user_version"_s).toInt(), currentSchema);
    }
}

} // namespace
