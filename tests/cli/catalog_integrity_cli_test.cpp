// The catalog file itself under attack (issue 20, cases 3, 4, 7, 9 and 10): a recovery killed at
// any point, two first runs racing, paths that are not files, a stale index, schema drift and
// look-alike databases. Each is run through the real gpu-advisor-cli.

#include "clirunner.h"
#include "rawsqlite.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QThread>

#include <gtest/gtest.h>

#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

class CatalogIntegrityCliTest : public CliTest {
protected:
    bool firstRunMakesTheCatalog() const override { return true; } // first runs are the subject
    RunResult list() { return run({u"catalog"_s, u"list"_s, u"--format=csv"_s}); }

    int cardCount() { return rawQuery(catalogPath(), u"SELECT count(*) FROM gpus"_s).toInt(); }

    /// Adds `count` cards of the user's own (copies of a shipped card under new names).
    void addUserCards(int count) {
        RawConnection raw(catalogPath());
        // Every column but the name and the launch price copied from a shipped card.
        const QString columns =
            u"vendor, architecture, segment, release_year, memory_gb, memory_type, bandwidth_gbps, "
            "sm_count, tensor_core_generation, fp16_tensor_tflops, fp16_tensor_fp32acc_tflops, "
            "bf16_tensor_tflops, int8_tensor_tops, fp8_tensor_tflops, fp32_tflops, l2_cache_mb, "
            "shared_memory_per_sm_kb, board_power_w, slot_width, cooler, power_connectors, "
            "pcie_generation, nvlink, ecc, datacenter_use_allowed"_s;
        raw.exec(u"WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < %1) "
                 "INSERT INTO gpus (name, launch_price_usd, %2) SELECT 'My card ' || i, 999, %2 "
                 "FROM gpus, c WHERE name = 'RTX 4090'"_s.arg(count)
                     .arg(columns));
    }

    /// The files next to the catalog, sorted.
    QStringList files() const { return QDir(path({})).entryList(QDir::Files | QDir::Hidden, QDir::Name); }

    /// Changes the last character of `name` where the gpus name index stores it, leaving the table's
    /// row alone: a stale index, which PRAGMA quick_check does not notice. False if the name is not
    /// found exactly once in the index's page.
    bool staleIndexEntry(const QString& name) {
        const int pageSize = rawQuery(catalogPath(), u"PRAGMA page_size"_s).toInt();
        const int rootPage =
            rawQuery(catalogPath(), u"SELECT rootpage FROM sqlite_master WHERE type = 'index' AND tbl_name = "
                                    "'gpus' AND sql IS NULL"_s)
                .toInt();
        QFile file(catalogPath());
        if (rootPage < 1 || !file.open(QIODevice::ReadWrite)) {
            return false;
        }
        QByteArray bytes = file.readAll();
        const qsizetype start = qsizetype(rootPage - 1) * pageSize;
        const QByteArray page = bytes.mid(start, pageSize);
        const QByteArray needle = name.toUtf8();
        const qsizetype at = page.indexOf(needle);
        if (at < 0 || page.indexOf(needle, at + 1) >= 0) {
            return false;
        }
        file.seek(start + at + needle.size() - 1);
        file.write("#");
        return true;
    }
};

// Case 3. Before: recover moved the file aside, committed a fresh catalog, then copied the rows;
// a kill in between (34 of 40 random kills) left only the shipped data and the next recover said
// "not damaged".
TEST_F(CatalogIntegrityCliTest, ARecoveryKilledAtAnyPointLeavesTheDamagedFileOrTheWholeRecovery) {
    ASSERT_EQ(list().exitCode, 0);
    addUserCards(3000);
    const int withUserCards = cardCount();
    rawQuery(catalogPath(), u"DROP TABLE cloud_offers"_s); // drift: damaged, every card still readable
    const QByteArray damaged = sha256(catalogPath());

    int interrupted = 0;
    for (const int delayMs : {0, 5, 10, 20, 30, 40, 60, 80, 120, 160, 240, 400}) {
        QProcess process;
        process.start(cliProgram(), {u"--catalog"_s, catalogPath(), u"catalog"_s, u"recover"_s});
        ASSERT_TRUE(process.waitForStarted());
        QThread::msleep(static_cast<unsigned long>(delayMs));
        const bool wasRunning = process.state() == QProcess::Running;
        ::kill(static_cast<pid_t>(process.processId()), SIGKILL);
        process.waitForFinished(10000);
        if (sha256(catalogPath()) == damaged) {
            interrupted += wasRunning ? 1 : 0;
            continue; // still the damaged file: the next round recovers it again
        }
        // Recovered, whole: every card of the user's is there, and it is not damaged.
        EXPECT_EQ(cardCount(), withUserCards) << "after a kill " << delayMs << " ms into recover";
        const RunResult again = run({u"catalog"_s, u"recover"_s});
        EXPECT_TRUE(again.out.contains(u"is not damaged"_s)) << again.out.toStdString();
        break;
    }
    EXPECT_GE(interrupted, 1) << "no kill landed during the recovery";

    if (sha256(catalogPath()) == damaged) {
        const RunResult recovered = run({u"catalog"_s, u"recover"_s});
        ASSERT_EQ(recovered.exitCode, 0) << recovered.err.toStdString();
    }
    EXPECT_EQ(cardCount(), withUserCards);
    EXPECT_EQ(run({u"catalog"_s, u"validate"_s}).exitCode, 0);
    for (const QString& file : files()) {
        EXPECT_FALSE(file.contains(u".building-"_s)) << "left behind: " << file.toStdString();
    }
}

TEST_F(CatalogIntegrityCliTest, ARecoveryThatCannotWriteChangesNothing) {
    ASSERT_EQ(list().exitCode, 0);
    addUserCards(50);
    rawQuery(catalogPath(), u"DROP TABLE cloud_offers"_s);
    const QByteArray damaged = sha256(catalogPath());
    const QStringList before = files();
    setWrapper(shellWrapper(fileSizeLimit(64 * 1024) + uR"("$0" "$@")"_s)); // the fresh catalog needs more
    const RunResult result = run({u"catalog"_s, u"recover"_s});
    setWrapper({});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(u"Nothing was changed: the damaged file is still at"_s))
        << result.err.toStdString();
    EXPECT_EQ(sha256(catalogPath()), damaged);
    EXPECT_EQ(files(), before);
}

// Case 4. Before: the loser of two first runs deleted the catalog the winner had just made.
TEST_F(CatalogIntegrityCliTest, FirstRunsRacingEachOtherKeepOneWholeCatalog) {
    for (int round = 0; round < 6; ++round) {
        const QString file = path(u"race-%1.sqlite"_s.arg(round));
        std::vector<std::unique_ptr<QProcess>> runs;
        for (int i = 0; i < 3; ++i) {
            runs.push_back(std::make_unique<QProcess>());
            runs.back()->start(cliProgram(), {u"--catalog"_s, file, u"catalog"_s, u"show"_s, u"RTX 3090"_s});
        }
        int created = 0;
        for (auto& process : runs) {
            ASSERT_TRUE(process->waitForFinished(30000));
            const QString err = QString::fromUtf8(process->readAllStandardError());
            EXPECT_EQ(process->exitCode(), 0) << "round " << round << ": " << err.toStdString();
            created += err.contains(u"Created the catalog"_s) ? 1 : 0;
        }
        EXPECT_EQ(created, 1) << "round " << round << ": exactly one run made the catalog";
        ASSERT_TRUE(QFile::exists(file)) << "round " << round << ": the catalog was deleted";
        EXPECT_EQ(rawQuery(file, u"PRAGMA integrity_check"_s).toString(), u"ok"_s);
        EXPECT_GT(rawQuery(file, u"SELECT count(*) FROM gpus"_s).toInt(), 50);
    }
    for (const QString& file : files()) {
        EXPECT_FALSE(file.contains(u".building-"_s)) << "left behind: " << file.toStdString();
    }
}

// Case 7. Before: recover on a FIFO waited forever; /dev/null was "Is the disk full or failing?"
// and got a -journal file beside it.
TEST_F(CatalogIntegrityCliTest, PathsThatAreNotFilesAreRefusedByNameWithoutOpeningThem) {
    const QString fifo = path(u"pipe.sqlite"_s);
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    for (const QStringList& command :
         {QStringList{u"catalog"_s, u"recover"_s}, QStringList{u"catalog"_s, u"list"_s},
          QStringList{u"catalog"_s, u"validate"_s}}) {
        QProcess process;
        process.start(cliProgram(), QStringList{u"--catalog"_s, fifo} + command);
        const bool finished = process.waitForFinished(10000);
        if (!finished) {
            process.kill();
            process.waitForFinished();
        }
        ASSERT_TRUE(finished) << command.join(u' ').toStdString() << " hangs on a FIFO";
        EXPECT_EQ(process.exitCode(), 2);
        const QString err = QString::fromUtf8(process.readAllStandardError());
        EXPECT_TRUE(err.contains(fifo + u" is a FIFO (named pipe), not a catalog file"_s))
            << err.toStdString();
    }
    EXPECT_EQ(files(), QStringList{}); // pipe.sqlite is no file; nothing else appeared

    QFile::remove(u"/dev/null-journal"_s);
    for (const QStringList& command :
         {QStringList{u"catalog"_s, u"recover"_s}, QStringList{u"catalog"_s, u"list"_s}}) {
        const RunResult result = run(QStringList{u"--catalog"_s, u"/dev/null"_s} + command, false);
        EXPECT_EQ(result.exitCode, 2);
        EXPECT_TRUE(result.err.contains(u"/dev/null is a character device, not a catalog file"_s))
            << result.err.toStdString();
        EXPECT_FALSE(result.err.contains(u"disk full"_s)) << result.err.toStdString();
    }
    EXPECT_FALSE(QFile::exists(u"/dev/null-journal"_s));
}

// Issue 32, item 2. Before: `catalog import /dev/zero` (also --dry-run) and `benchmarks import
// /dev/zero` read about 2 GB and aborted with std::bad_alloc (the size cap looked at the file's
// size, 0 for a device); a FIFO with no writer blocked forever. Each is refused by name, quickly,
// and the catalog is left as it was.
TEST_F(CatalogIntegrityCliTest, ImportSourcesThatAreNotFilesAreRefusedByName) {
    ASSERT_EQ(list().exitCode, 0);
    const QByteArray before = sha256(catalogPath());
    const QString fifo = path(u"prices.csv"_s);
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    struct Case {
        QStringList command;
        QString says;
    };
    const QList<Case> cases{
        {{u"catalog"_s, u"import"_s, u"/dev/zero"_s},
         u"/dev/zero is a character device, not a file to read"_s},
        {{u"catalog"_s, u"import"_s, u"--dry-run"_s, u"/dev/zero"_s},
         u"/dev/zero is a character device, not a file to read"_s},
        {{u"benchmarks"_s, u"import"_s, u"/dev/zero"_s},
         u"/dev/zero is a character device, not a file to read"_s},
        {{u"catalog"_s, u"import"_s, fifo}, fifo + u" is a FIFO (named pipe), not a file to read"_s},
        {{u"benchmarks"_s, u"import"_s, fifo}, fifo + u" is a FIFO (named pipe), not a file to read"_s},
        {{u"catalog"_s, u"import"_s, path(u"."_s)}, u"is a folder, not a file to read"_s},
    };
    for (const Case& test : cases) {
        const RunResult result = run(test.command);
        EXPECT_EQ(result.exitCode, 2) << test.command.join(u' ').toStdString() << "\n"
                                      << result.err.toStdString();
        EXPECT_TRUE(result.err.contains(test.says)) << result.err.toStdString();
        EXPECT_FALSE(result.err.contains(u"bad_alloc"_s)) << result.err.toStdString();
    }
    EXPECT_EQ(sha256(catalogPath()), before);
}

// Case 9. Before: a stale UNIQUE index passed quick_check; `catalog show` failed with a suggestion
// found only in the index, validate was clean, recover said "not damaged", and an import made a
// second card of the same name.
TEST_F(CatalogIntegrityCliTest, AStaleNameIndexIsDamageThatValidateFindsAndRecoverRepairs) {
    ASSERT_EQ(list().exitCode, 0);
    const QString card = u"Quadro RTX 8000"_s;
    ASSERT_TRUE(staleIndexEntry(card)) << "the test could not find the card's index entry";
    ASSERT_EQ(rawQuery(catalogPath(), u"PRAGMA quick_check"_s).toString(), u"ok"_s);

    const RunResult show = run({u"catalog"_s, u"show"_s, card});
    EXPECT_EQ(show.exitCode, 2);
    EXPECT_TRUE(show.err.contains(u"is damaged"_s)) << show.err.toStdString();
    EXPECT_TRUE(show.err.contains(u"gpu-advisor-cli catalog recover"_s)) << show.err.toStdString();

    const RunResult listed = list();
    ASSERT_EQ(listed.exitCode, 0);
    const QString header = listed.out.section(u'\n', 0, 0);
    QString row;
    for (const QString& line : listed.out.split(u'\n')) {
        if (line.startsWith(card + u',')) {
            row = line;
        }
    }
    ASSERT_FALSE(row.isEmpty());
    const QString csv = writeFile(u"again.csv"_s, (header + u'\n' + row + u'\n').toUtf8());
    const RunResult import = run({u"catalog"_s, u"import"_s, csv});
    EXPECT_EQ(import.exitCode, 2);
    EXPECT_TRUE(import.err.contains(u"is damaged"_s)) << import.err.toStdString();
    EXPECT_EQ(rawQuery(catalogPath(), u"SELECT count(*) FROM gpus NOT INDEXED WHERE name = '%1'"_s.arg(card))
                  .toInt(),
              1);

    const RunResult validate = run({u"catalog"_s, u"validate"_s});
    EXPECT_EQ(validate.exitCode, 2);
    EXPECT_TRUE(validate.err.contains(u"integrity check"_s)) << validate.err.toStdString();

    const RunResult recover = run({u"catalog"_s, u"recover"_s});
    EXPECT_EQ(recover.exitCode, 0) << recover.err.toStdString();
    EXPECT_TRUE(recover.out.contains(u"Kept the damaged file as"_s)) << recover.out.toStdString();
    EXPECT_EQ(run({u"catalog"_s, u"show"_s, card}).exitCode, 0);
    EXPECT_EQ(run({u"catalog"_s, u"validate"_s}).exitCode, 0);
}

// Case 10. Before: raw SQL errors, "not damaged", a foreign file migrated, an internal error and a
// new backup on every run.
TEST_F(CatalogIntegrityCliTest, ADriftedSchemaIsDamageNamedInWordsAndRecoverable) {
    for (const QString& drift :
         {u"ALTER TABLE prices RENAME COLUMN source TO origin"_s, u"DROP TABLE cloud_offers"_s}) {
        QFile::remove(catalogPath());
        ASSERT_EQ(list().exitCode, 0);
        addUserCards(5);
        rawQuery(catalogPath(), drift);
        const QByteArray before = sha256(catalogPath());
        const RunResult refused = list();
        EXPECT_EQ(refused.exitCode, 2) << drift.toStdString();
        EXPECT_TRUE(refused.err.contains(u"is damaged: its tables are not those of a GPU Advisor catalog"_s))
            << refused.err.toStdString();
        EXPECT_FALSE(refused.err.contains(u"no such"_s)) << refused.err.toStdString();
        EXPECT_EQ(sha256(catalogPath()), before);

        const RunResult recover = run({u"catalog"_s, u"recover"_s});
        EXPECT_EQ(recover.exitCode, 0) << recover.err.toStdString();
        EXPECT_FALSE(recover.out.contains(u"not damaged"_s)) << recover.out.toStdString();
        EXPECT_EQ(rawQuery(catalogPath(), u"SELECT count(*) FROM gpus WHERE name LIKE 'My card %'"_s).toInt(),
                  5);
        EXPECT_EQ(list().exitCode, 0);
    }
}

TEST_F(CatalogIntegrityCliTest, AForeignDatabaseWithLookAlikeTablesIsNeverMigrated) {
    RawConnection raw(catalogPath());
    // Another program's GPU price tracker: several of a catalog's columns, far from all of them.
    raw.exec(u"CREATE TABLE gpus (id INTEGER PRIMARY KEY, name TEXT, vendor TEXT, memory_gb REAL, "
             "release_year INTEGER)"_s);
    raw.exec(
        u"CREATE TABLE prices (id INTEGER PRIMARY KEY, gpu_id INTEGER, price_usd REAL, observed_on TEXT, "
        "source TEXT)"_s);
    raw.exec(u"PRAGMA user_version = 1"_s);
    const QByteArray before = sha256(catalogPath());
    for (const QString& command : {u"list"_s, u"recover"_s, u"validate"_s}) {
        const RunResult result = run({u"catalog"_s, command});
        EXPECT_EQ(result.exitCode, 2) << command.toStdString();
        EXPECT_TRUE(result.err.contains(u"not a GPU Advisor catalog; it was not changed"_s))
            << result.err.toStdString();
    }
    EXPECT_EQ(sha256(catalogPath()), before);
    EXPECT_EQ(files(), QStringList{u"catalog.sqlite"_s}); // no backup of a file that is not ours
}

TEST_F(CatalogIntegrityCliTest, AnImpossibleSchemaVersionIsDamageAndMakesNoBackups) {
    ASSERT_EQ(list().exitCode, 0);
    rawQuery(catalogPath(), u"PRAGMA user_version = -1"_s);
    const QStringList before = files();
    for (int i = 0; i < 2; ++i) {
        const RunResult result = list();
        EXPECT_EQ(result.exitCode, 2);
        EXPECT_TRUE(result.err.contains(u"schema version -1"_s)) << result.err.toStdString();
        EXPECT_FALSE(result.err.contains(u"internal error"_s)) << result.err.toStdString();
    }
    EXPECT_EQ(files(), before);
    EXPECT_EQ(run({u"catalog"_s, u"recover"_s}).exitCode, 0);
    EXPECT_EQ(list().exitCode, 0);
}

// Smaller cases: a one-byte file is not taken for an empty database and written over; a file
// without read permission is named.
TEST_F(CatalogIntegrityCliTest, AOneByteFileIsDamageNotAnEmptyCatalog) {
    writeFile(u"catalog.sqlite"_s, "x");
    const RunResult result = list();
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(u"is damaged"_s)) << result.err.toStdString();
    EXPECT_EQ(readFile(u"catalog.sqlite"_s), QByteArray("x"));
}

TEST_F(CatalogIntegrityCliTest, AFileWithoutReadPermissionIsNamed) {
    ASSERT_EQ(list().exitCode, 0);
    if (geteuid() == 0) { // root reads anything: run as "nobody"
        const QStringList dropRoot{u"--reuid=65534"_s, u"--regid=65534"_s, u"--clear-groups"_s};
        if (QProcess::execute(u"setpriv"_s, dropRoot + QStringList{u"true"_s}) != 0) {
            GTEST_SKIP() << "running as root without a way to drop privileges (setpriv failed)";
        }
        setWrapper(QStringList{u"setpriv"_s} + dropRoot);
    }
    QFile::setPermissions(catalogPath(), QFileDevice::WriteOwner | QFileDevice::WriteOther);
    QFile::setPermissions(path({}), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                                        QFileDevice::ReadOther | QFileDevice::ExeOther);
    const RunResult result = list();
    setWrapper({});
    QFile::setPermissions(path({}), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(u"cannot read "_s + catalogPath() + u": permission denied"_s))
        << result.err.toStdString();
}

} // namespace
