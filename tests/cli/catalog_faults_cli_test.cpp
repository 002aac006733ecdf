// The catalog faults as the real gpu-advisor-cli reports them on stderr (issue "Reliability"),
// and an import killed at the worst moment.

#include "clirunner.h"
#include "localhttpserver.h"
#include "rawsqlite.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QThread>

#include <gtest/gtest.h>

namespace {

class CatalogFaultsCliTest : public CliTest {
protected:
    bool firstRunMakesTheCatalog() const override { return true; } // first runs are the subject
    RunResult list() {
        return run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--format=csv")});
    }

    /// A CSV of `count` new cards, each a copy of a shipped one under a new name.
    QString writeBulkCards(int count) {
        const RunResult shipped = list();
        EXPECT_EQ(shipped.exitCode, 0) << shipped.err;
        const QStringList lines = shipped.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QString row;
        for (const QString& line : lines.mid(1)) {
            if (!line.startsWith(QLatin1Char('"'))) {
                row = line.mid(line.indexOf(QLatin1Char(',')));
                break;
            }
        }
        QString csv = lines.front() + QLatin1Char('\n');
        for (int i = 0; i < count; ++i) {
            csv += QStringLiteral("Bulk card %1").arg(i) + row + QLatin1Char('\n');
        }
        return writeFile(QStringLiteral("bulk.csv"), csv.toUtf8());
    }

    int cardCount() { return rawQuery(catalogPath(), QStringLiteral("SELECT count(*) FROM gpus")).toInt(); }
};

} // namespace

TEST_F(CatalogFaultsCliTest, FirstRunCreatesTheCatalogAndSaysSo) {
    const RunResult result = run({QStringLiteral("catalog"), QStringLiteral("validate")});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.err.contains(QStringLiteral("Created the catalog"))) << result.err;
    EXPECT_TRUE(QFile::exists(catalogPath()));
}

TEST_F(CatalogFaultsCliTest, DamagedCatalogIsReportedUntouchedAndRecoveredOnRequest) {
    const QByteArray garbage("not a database at all, just some bytes\n");
    writeFile(QStringLiteral("catalog.sqlite"), garbage);
    const RunResult refused = list();
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_TRUE(refused.out.isEmpty());
    EXPECT_TRUE(refused.err.contains(QStringLiteral("is damaged"))) << refused.err;
    EXPECT_TRUE(refused.err.contains(QStringLiteral("gpu-advisor-cli catalog recover --catalog ")))
        << refused.err;
    EXPECT_EQ(readFile(QStringLiteral("catalog.sqlite")), garbage);

    const RunResult recovered = run({QStringLiteral("catalog"), QStringLiteral("recover")});
    ASSERT_EQ(recovered.exitCode, 0) << recovered.err;
    EXPECT_TRUE(recovered.out.contains(QStringLiteral("Kept the damaged file as"))) << recovered.out;
    EXPECT_TRUE(recovered.out.contains(QStringLiteral("could not be read to the end"))) << recovered.out;
    const QStringList backups = QDir(path({})).entryList({QStringLiteral("catalog.sqlite.damaged-*.bak")});
    ASSERT_EQ(backups.size(), 1) << backups.join(u' ');
    EXPECT_EQ(readFile(backups.front()), garbage);

    const RunResult after = list();
    EXPECT_EQ(after.exitCode, 0) << after.err;
    EXPECT_TRUE(after.out.contains(QStringLiteral("RTX 4090")));
    // A sound catalog is never "recovered".
    const RunResult again = run({QStringLiteral("catalog"), QStringLiteral("recover")});
    EXPECT_EQ(again.exitCode, 0);
    EXPECT_TRUE(again.out.contains(QStringLiteral("is not damaged; nothing was changed"))) << again.out;
}

TEST_F(CatalogFaultsCliTest, AnotherProgramsDatabaseIsRefusedEvenByRecover) {
    rawQuery(catalogPath(), QStringLiteral("CREATE TABLE songs (title TEXT)"));
    const QByteArray before = sha256(catalogPath());
    for (const QString& command : {QStringLiteral("list"), QStringLiteral("recover")}) {
        const RunResult result = run({QStringLiteral("catalog"), command});
        EXPECT_EQ(result.exitCode, 2) << command.toStdString();
        EXPECT_TRUE(result.err.contains(QStringLiteral("not a GPU Advisor catalog; it was not changed")))
            << result.err;
    }
    EXPECT_EQ(sha256(catalogPath()), before);
}

TEST_F(CatalogFaultsCliTest, NewerCatalogIsReadButNeverWritten) {
    ASSERT_EQ(list().exitCode, 0);
    rawQuery(catalogPath(), QStringLiteral("PRAGMA user_version = 99"));
    const QByteArray before = sha256(catalogPath());

    const RunResult read =
        run({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("RTX 3090")});
    EXPECT_EQ(read.exitCode, 0) << read.err;
    EXPECT_TRUE(read.err.contains(QStringLiteral("newer GPU Advisor"))) << read.err;
    EXPECT_TRUE(read.err.contains(QStringLiteral("changes cannot be saved"))) << read.err;

    const QString csv =
        writeFile(QStringLiteral("cost.csv"), "gpu_count,base_cost_usd,base_watts,source\n1,777,90,quote\n");
    const RunResult write = run({QStringLiteral("catalog"), QStringLiteral("import"), csv});
    EXPECT_EQ(write.exitCode, 2);
    EXPECT_TRUE(write.err.contains(QStringLiteral("cannot import"))) << write.err;
    EXPECT_TRUE(write.err.contains(QStringLiteral("nothing was changed"))) << write.err;
    EXPECT_EQ(sha256(catalogPath()), before);
}

TEST_F(CatalogFaultsCliTest, ReadOnlyFolderIsReadAndWritesAreRefused) {
    ASSERT_EQ(list().exitCode, 0);
    const QString csv =
        writeFile(QStringLiteral("cost.csv"), "gpu_count,base_cost_usd,base_watts,source\n1,777,90,quote\n");
    const QByteArray before = sha256(catalogPath());
    // Root ignores permissions: run the CLI as "nobody" then.
    if (geteuid() == 0) {
        const QStringList dropRoot{QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                                   QStringLiteral("--clear-groups")};
        if (QProcess::execute(QStringLiteral("setpriv"), dropRoot + QStringList{QStringLiteral("true")}) !=
            0) {
            GTEST_SKIP() << "running as root without a way to drop privileges (setpriv failed)";
        }
        setWrapper(QStringList{QStringLiteral("setpriv")} + dropRoot);
    }
    QFile::setPermissions(catalogPath(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                             QFileDevice::ReadOther | QFileDevice::WriteOther);
    QFile::setPermissions(csv, QFileDevice::ReadOwner | QFileDevice::ReadOther);
    QFile::setPermissions(path({}), QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                        QFileDevice::ExeOther);

    const RunResult read = list();
    const RunResult write = run({QStringLiteral("catalog"), QStringLiteral("import"), csv});
    QFile::setPermissions(path({}), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);

    EXPECT_EQ(read.exitCode, 0) << read.err;
    EXPECT_TRUE(read.out.contains(QStringLiteral("RTX 3090")));
    EXPECT_TRUE(read.err.contains(QStringLiteral("cannot be written"))) << read.err;
    EXPECT_EQ(write.exitCode, 2);
    EXPECT_TRUE(write.err.contains(QStringLiteral("cannot import"))) << write.err;
    EXPECT_TRUE(write.err.contains(QStringLiteral("read-only"))) << write.err;
    EXPECT_EQ(sha256(catalogPath()), before);
}

TEST_F(CatalogFaultsCliTest, LockedCatalogIsReportedAfterAShortWait) {
    ASSERT_EQ(list().exitCode, 0);
    {
        const RawConnection other(catalogPath());
        other.exec(QStringLiteral("BEGIN EXCLUSIVE"));
        QElapsedTimer timer;
        timer.start();
        const RunResult result = list();
        EXPECT_GE(timer.elapsed(), 2000);
        EXPECT_EQ(result.exitCode, 2);
        EXPECT_TRUE(result.err.contains(QStringLiteral("in use by another program"))) << result.err;
        EXPECT_TRUE(result.err.contains(QStringLiteral("try again"))) << result.err;
        other.exec(QStringLiteral("ROLLBACK"));
    }
    EXPECT_EQ(list().exitCode, 0);
}

TEST_F(CatalogFaultsCliTest, ImportThatCannotGrowTheFileChangesNothing) {
    ASSERT_EQ(list().exitCode, 0);
    const QString csv = writeBulkCards(400);
    const int before = cardCount();
    const QByteArray hash = sha256(catalogPath());
    // The operating system refuses to grow files past the current size, as a full disk does (the
    // signal such a write raises is ignored: a full disk raises none).
    const qint64 blocks = QFileInfo(catalogPath()).size() / 1024;
    setWrapper({QStringLiteral("bash"), QStringLiteral("-c"),
                QStringLiteral("trap '' XFSZ; ulimit -f %1 && exec \"$0\" \"$@\"").arg(blocks)});
    const RunResult result = run({QStringLiteral("catalog"), QStringLiteral("import"), csv});
    setWrapper({});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral("nothing was changed"))) << result.err;
    EXPECT_EQ(cardCount(), before);
    EXPECT_EQ(sha256(catalogPath()), hash);
}

// Two writers at once (issue 20, case 6). Before: the import's deferred transaction read first
// and SQLite refused its first write at once (after 0.05 s, "gave up after waiting 3 seconds"),
// and the counts taken outside the transaction printed "18446744073709546616 replaced" when the
// other program's rows landed in between.
TEST_F(CatalogFaultsCliTest, AnImportWaitsForAnotherWriterAndCountsOnlyItsOwnRows) {
    ASSERT_EQ(list().exitCode, 0);
    const QString csv = writeBulkCards(3);
    const int before = cardCount();
    RawConnection other(catalogPath());
    other.exec(QStringLiteral("BEGIN IMMEDIATE"));
    other.exec(
        QStringLiteral("WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 50) "
                       "INSERT INTO gpus (name, vendor, architecture, segment, release_year, memory_gb, "
                       "memory_type, bandwidth_gbps, sm_count, tensor_core_generation, fp32_tflops, "
                       "l2_cache_mb, shared_memory_per_sm_kb, board_power_w, slot_width, cooler, "
                       "power_connectors, pcie_generation, nvlink, ecc, datacenter_use_allowed) "
                       "SELECT name || ' other ' || i, vendor, architecture, segment, release_year, "
                       "memory_gb, memory_type, bandwidth_gbps, sm_count, tensor_core_generation, "
                       "fp32_tflops, l2_cache_mb, shared_memory_per_sm_kb, board_power_w, slot_width, "
                       "cooler, power_connectors, pcie_generation, nvlink, ecc, datacenter_use_allowed "
                       "FROM gpus, c WHERE name = 'RTX 4090'"));

    QProcess import;
    import.start(cliProgram(), {QStringLiteral("--catalog"), catalogPath(), QStringLiteral("catalog"),
                                QStringLiteral("import"), csv});
    ASSERT_TRUE(import.waitForStarted());
    QThread::msleep(1000); // the other program keeps the write lock for a second, then commits
    other.exec(QStringLiteral("COMMIT"));
    ASSERT_TRUE(import.waitForFinished(30000));
    const QString out = QString::fromUtf8(import.readAllStandardOutput());
    const QString err = QString::fromUtf8(import.readAllStandardError());
    EXPECT_EQ(import.exitCode(), 0) << err.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral(": 3 new, 0 replaced."))) << out.toStdString();
    EXPECT_EQ(cardCount(), before + 50 + 3);
}

TEST_F(CatalogFaultsCliTest, AWriterThatWaitedTheWholeTimeoutSaysSo) {
    ASSERT_EQ(list().exitCode, 0);
    // A price import reads (the cards' ids) before it writes: the case SQLite refused at once.
    const QString csv =
        writeFile(QStringLiteral("prices.csv"), "gpu_name,condition,price_usd,observed_on,source\n"
                                                "RTX 4090,used,1234,2024-05-01,a local listing\n");
    const QByteArray before = sha256(catalogPath());
    RawConnection other(catalogPath());
    other.exec(QStringLiteral("BEGIN IMMEDIATE")); // holds the write lock; reading stays possible
    QElapsedTimer timer;
    timer.start();
    const RunResult result = run({QStringLiteral("catalog"), QStringLiteral("import"), csv});
    EXPECT_GE(timer.elapsed(), 2900) << "the message says it waited 3 seconds";
    other.exec(QStringLiteral("ROLLBACK"));
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral("gave up after waiting 3 seconds"))) << result.err;
    EXPECT_EQ(sha256(catalogPath()), before);
}

// A process killed during an import leaves the catalog as it was: SQLite's journal of the open
// transaction rolls it back on the next open. The kill is placed by counting the writes, not by a
// clock, so it lands where it is meant to on a busy machine too.
TEST_F(CatalogFaultsCliTest, ImportKilledAtAnyPointLeavesTheCatalogWholeOrUnchanged) {
    ASSERT_EQ(list().exitCode, 0);
    const int newCards = 3000;
    const QString csv = writeBulkCards(newCards);
    const int before = cardCount();
    const QString journal = catalogPath() + QStringLiteral("-journal");

    // The import is killed before its 1st, 2nd, 4th, 7th ... write to the catalog or its journal
    // (common/killatwrite.cpp), until it is let finish: every phase of the transaction is hit,
    // however slow the machine, from the journal's first page to the catalog's last.
    int killedInsideTheTransaction = 0;
    bool finished = false;
    for (long killAt = 1; !finished && killAt < 100000; killAt = killAt * 3 / 2 + 1) {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("LD_PRELOAD"),
                           builtFile(QStringLiteral(GPUADVISOR_KILL_AT_WRITE_LIBRARY)));
        const QString asan = environment.value(QStringLiteral("ASAN_OPTIONS"));
        environment.insert(QStringLiteral("ASAN_OPTIONS"), (asan.isEmpty() ? asan : asan + QLatin1Char(':')) +
                                                               QStringLiteral("verify_asan_link_order=0"));
        environment.insert(QStringLiteral("GPUADVISOR_TEST_KILL_PATH"), QFileInfo(catalogPath()).fileName());
        environment.insert(QStringLiteral("GPUADVISOR_TEST_KILL_AT_WRITE"), QString::number(killAt));
        process.setProcessEnvironment(environment);
        process.start(cliProgram(), {QStringLiteral("--catalog"), catalogPath(), QStringLiteral("catalog"),
                                     QStringLiteral("import"), csv});
        ASSERT_TRUE(process.waitForStarted());
        ASSERT_TRUE(process.waitForFinished(60000));
        const bool killed = process.exitStatus() == QProcess::CrashExit;
        finished = !killed;
        const bool hotJournal = QFileInfo(journal).size() > 0;

        // Reopened by the app itself, as a user would.
        const RunResult check = run({QStringLiteral("catalog"), QStringLiteral("validate")});
        EXPECT_EQ(check.exitCode, 0) << "killed at write " << killAt << ": " << check.err.toStdString()
                                     << check.out.toStdString();
        const int after = cardCount();
        EXPECT_EQ(rawQuery(catalogPath(), QStringLiteral("PRAGMA quick_check")).toString(),
                  QStringLiteral("ok"));
        if (killed) {
            EXPECT_TRUE(after == before || after == before + newCards)
                << "killed at write " << killAt << ": " << after << " cards, " << before << " before";
            if (hotJournal) {
                EXPECT_EQ(after, before)
                    << "a kill inside the transaction (write " << killAt << ") must roll it back";
                ++killedInsideTheTransaction;
            }
        } else {
            EXPECT_EQ(process.exitCode(), 0) << process.readAllStandardError().toStdString();
            EXPECT_EQ(after, before + newCards) << "the import ran to its end";
        }
        if (after != before) {
            // Take the cards out again for the next round.
            rawQuery(catalogPath(), QStringLiteral("DELETE FROM gpus WHERE name LIKE 'Bulk card %'"));
        }
    }
    EXPECT_TRUE(finished) << "the import never ran to its end";
    EXPECT_GE(killedInsideTheTransaction, 3) << "too few kills landed inside the import's transaction";

    // And left alone, the same import goes through whole.
    const RunResult complete = run({QStringLiteral("catalog"), QStringLiteral("import"), csv});
    EXPECT_EQ(complete.exitCode, 0) << complete.err;
    EXPECT_EQ(cardCount(), before + newCards);
}

TEST_F(CatalogFaultsCliTest, AnEarlierVersionsCatalogIsUpdatedOnceAndUpdateShippedSaysWhatChanged) {
    ASSERT_TRUE(QFile::copy(QStringLiteral(GPUADVISOR_TEST_DATA_DIR "/catalog-v3-with-user-edits.sqlite"),
                            catalogPath()));
    // The first command to open it merges this version's data and says so on stderr.
    const RunResult show =
        run({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("RTX 3090")});
    ASSERT_EQ(show.exitCode, 0) << show.err.toStdString();
    EXPECT_TRUE(show.err.contains(QStringLiteral("Updated the catalog")));
    EXPECT_TRUE(show.err.contains(QStringLiteral("new prices")));
    EXPECT_TRUE(show.err.contains(QStringLiteral("kept your own version of 3 rows")));
    EXPECT_TRUE(show.err.contains(catalogPath() + QStringLiteral(".schema-v3.bak")));
    EXPECT_TRUE(QFile::exists(catalogPath() + QStringLiteral(".schema-v3.bak")));
    EXPECT_TRUE(show.out.contains(QStringLiteral("300"))); // the user's board power stays

    // Already up to date: update-shipped changes nothing and says so.
    const RunResult again = run({QStringLiteral("catalog"), QStringLiteral("update-shipped")});
    EXPECT_EQ(again.exitCode, 0);
    EXPECT_TRUE(again.out.contains(QStringLiteral("already holds this version's shipped data")));
    EXPECT_TRUE(again.err.isEmpty()) << again.err.toStdString();
}

TEST_F(CatalogFaultsCliTest, ACatalogOfTheLastSchemaWithCurrentDataIsUpgradedAndSaysNoDataChanged) {
    // The previous version's catalog (schema 5: no benchmarks_by_task) holding today's shipped data.
    const auto backToSchema5 = [this] {
        rawQuery(catalogPath(), QStringLiteral("DROP INDEX benchmarks_by_task"));
        rawQuery(catalogPath(), QStringLiteral("PRAGMA user_version = 5"));
    };
    ASSERT_EQ(run({QStringLiteral("rank")}).exitCode, 0);
    backToSchema5();

    const RunResult upgraded = run({QStringLiteral("rank")});
    ASSERT_EQ(upgraded.exitCode, 0) << upgraded.err.toStdString();
    EXPECT_TRUE(upgraded.err.contains(QStringLiteral("Brought the catalog %1 up to this version; its shipped "
                                                     "data was already current")
                                          .arg(catalogPath())))
        << upgraded.err.toStdString();
    EXPECT_FALSE(upgraded.err.contains(QStringLiteral("nothing new"))) << upgraded.err.toStdString();
    EXPECT_TRUE(upgraded.err.contains(catalogPath() + QStringLiteral(".schema-v5.bak")));
    EXPECT_TRUE(QFile::exists(catalogPath() + QStringLiteral(".schema-v5.bak")));
    EXPECT_EQ(rawQuery(catalogPath(), QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = "
                                                     "'benchmarks_by_task'"))
                  .toInt(),
              1);

    // Once only.
    const RunResult again = run({QStringLiteral("rank")});
    EXPECT_FALSE(again.err.contains(QStringLiteral("Brought the catalog"))) << again.err.toStdString();

    // update-shipped, the command asked for the update, tells the same story on its output.
    QFile::remove(catalogPath() + QStringLiteral(".schema-v5.bak"));
    backToSchema5();
    const RunResult update = run({QStringLiteral("catalog"), QStringLiteral("update-shipped")});
    ASSERT_EQ(update.exitCode, 0) << update.err.toStdString();
    EXPECT_TRUE(update.out.startsWith(
        QStringLiteral("Brought %1 up to this version; its shipped data was already current")
            .arg(catalogPath())))
        << update.out.toStdString();
    EXPECT_FALSE(update.out.contains(QStringLiteral("Updated"))) << update.out.toStdString();
}

TEST_F(CatalogFaultsCliTest, UpdateShippedOnAnEarlierCatalogPrintsTheCountsPerTable) {
    ASSERT_TRUE(QFile::copy(QStringLiteral(GPUADVISOR_TEST_DATA_DIR "/catalog-v3-with-user-edits.sqlite"),
                            catalogPath()));
    const RunResult update = run({QStringLiteral("catalog"), QStringLiteral("update-shipped")});
    ASSERT_EQ(update.exitCode, 0) << update.err.toStdString();
    const QStringList lines = update.out.split(QLatin1Char('\n'));
    const auto row = [&lines](const QString& table) {
        for (const QString& line : lines) {
            if (line.startsWith(table + QLatin1Char(' '))) {
                return line.simplified().section(QLatin1Char(' '), 1);
            }
        }
        return QString();
    };
    // new, updated, yours kept, deleted by you, card missing
    EXPECT_EQ(row(QStringLiteral("gpus")), QStringLiteral("43 12 2 0 0")); // 43: the 2026 devices
    EXPECT_GT(row(QStringLiteral("prices")).section(QLatin1Char(' '), 0, 0).toInt(), 40);
    EXPECT_EQ(row(QStringLiteral("prices")).section(QLatin1Char(' '), 1), QStringLiteral("0 1 1 0"));
    // The 91 rows of the 2025 llama.cpp scoreboards (35 CUDA rows, 56 of other backends and the
    // 2026 devices) are new to that catalog.
    EXPECT_EQ(row(QStringLiteral("benchmarks")), QStringLiteral("91 0 0 0 0"));
}

TEST_F(CatalogFaultsCliTest, ImportFromAnAddressPreviewsWithDryRunThenApplies) {
    LocalHttpServer server;
    const QByteArray sheet = "gpu_name,condition,price_usd,observed_on,source\n"
                             "RTX 4090,used,1500,2026-11-20,Lab sheet\n"
                             "RTX 4080,new,999,2026-11-21,Lab sheet\n";
    server.route("/prices.csv", LocalHttpServer::ok(sheet));
    const QString url = server.url(QStringLiteral("/prices.csv")).toString();
    ASSERT_EQ(run({QStringLiteral("catalog"), QStringLiteral("validate")}).exitCode, 0);
    const QByteArray before = sha256(catalogPath());

    const RunResult dry =
        run({QStringLiteral("catalog"), QStringLiteral("import"), url, QStringLiteral("--dry-run")});
    ASSERT_EQ(dry.exitCode, 0) << dry.err.toStdString();
    EXPECT_TRUE(dry.out.contains(QStringLiteral("(prices table): 2 new, 0 changed, 0 unchanged, 0 rejected")))
        << dry.out.toStdString();
    EXPECT_TRUE(
        dry.out.contains(QStringLiteral("line 2  new        RTX 4090 / used / 2026-11-20 / Lab sheet")))
        << dry.out.toStdString();
    EXPECT_TRUE(dry.out.contains(QStringLiteral("Dry run: nothing was changed.")));
    EXPECT_EQ(sha256(catalogPath()), before);

    const RunResult applied = run({QStringLiteral("catalog"), QStringLiteral("import"), url});
    ASSERT_EQ(applied.exitCode, 0) << applied.err.toStdString();
    EXPECT_TRUE(applied.out.contains(
        QStringLiteral("Imported %1 into the prices table: 2 new, 0 replaced.").arg(url)))
        << applied.out.toStdString();
    const RunResult again =
        run({QStringLiteral("catalog"), QStringLiteral("import"), url, QStringLiteral("--dry-run")});
    EXPECT_TRUE(again.out.contains(QStringLiteral("0 new, 0 changed, 2 unchanged, 0 rejected")))
        << again.out.toStdString();
}

TEST_F(CatalogFaultsCliTest, ImportFromABadAddressSaysWhyAndChangesNothing) {
    LocalHttpServer server;
    server.route("/page", LocalHttpServer::ok("<html><body>not here</body></html>", "text/html"));
    server.route("/bad.csv", LocalHttpServer::ok("gpu_name,condition,price_usd,observed_on,source\n"
                                                 "RTX 4090,used,abc,2026-11-20,Lab sheet\n"));
    ASSERT_EQ(run({QStringLiteral("catalog"), QStringLiteral("validate")}).exitCode, 0);
    const QByteArray before = sha256(catalogPath());
    const RunResult missing = run({QStringLiteral("catalog"), QStringLiteral("import"),
                                   server.url(QStringLiteral("/gone.csv")).toString()});
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_TRUE(missing.err.contains(QStringLiteral("answered HTTP 404 Not Found; nothing was imported")))
        << missing.err.toStdString();
    const RunResult page = run({QStringLiteral("catalog"), QStringLiteral("import"),
                                server.url(QStringLiteral("/page")).toString()});
    EXPECT_EQ(page.exitCode, 2);
    EXPECT_TRUE(page.err.contains(QStringLiteral("an HTML page, not a CSV file"))) << page.err.toStdString();
    const RunResult bad = run({QStringLiteral("catalog"), QStringLiteral("import"),
                               server.url(QStringLiteral("/bad.csv")).toString()});
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_TRUE(bad.out.contains(QStringLiteral("rejected: line 2, column price_usd")))
        << bad.out.toStdString();
    EXPECT_EQ(sha256(catalogPath()), before);
}

/// gpu-advisor-cli copied to a folder of its own, without the network module installed beside it
/// (../lib/gpu-advisor/ from bin/): an installation missing a file.
class WithoutNetworkModuleCliTest : public CatalogFaultsCliTest {
protected:
    void SetUp() override {
        CatalogFaultsCliTest::SetUp();
        ASSERT_TRUE(directory().mkpath(QStringLiteral("bin")));
        ASSERT_TRUE(QFile::copy(cliProgram(), path(QStringLiteral("bin/gpu-advisor-cli"))));
    }
    QString program() const override { return path(QStringLiteral("bin/gpu-advisor-cli")); }
};

TEST_F(WithoutNetworkModuleCliTest, ImportFromAnAddressNamesTheMissingModuleAndChangesNothing) {
    // Qt Network is loaded for a download only (issue 36): every other command runs without it.
    LocalHttpServer server;
    server.route("/prices.csv", LocalHttpServer::ok("gpu_name,condition,price_usd,observed_on,source\n"
                                                    "RTX 4090,used,1500,2026-11-20,Lab sheet\n"));
    const RunResult ranked = run({QStringLiteral("rank"), QStringLiteral("--format=csv")});
    ASSERT_EQ(ranked.exitCode, 0) << ranked.err.toStdString();
    EXPECT_TRUE(ranked.out.startsWith(QStringLiteral("name,memory_gb,relative_performance")))
        << ranked.out.toStdString();
    const QByteArray before = sha256(catalogPath());

    const QString url = server.url(QStringLiteral("/prices.csv")).toString();
    const RunResult import = run({QStringLiteral("catalog"), QStringLiteral("import"), url});
    EXPECT_EQ(import.exitCode, 2);
    const QString module =
        QDir::cleanPath(path(QStringLiteral("bin/" GPUADVISOR_NETWORK_MODULE_FROM_PROGRAM)));
    EXPECT_TRUE(import.err.contains(
        QStringLiteral("cannot read %1: the network module of this installation, %2, is missing; nothing was "
                       "imported")
            .arg(url, module)))
        << import.err.toStdString();
    // A damaged one is named too, with the loader's reason.
    ASSERT_TRUE(QDir().mkpath(QFileInfo(module).absolutePath()));
    QFile damagedModule(module);
    ASSERT_TRUE(damagedModule.open(QIODevice::WriteOnly));
    damagedModule.write("not a library");
    damagedModule.close();
    const RunResult damaged = run({QStringLiteral("catalog"), QStringLiteral("import"), url});
    EXPECT_EQ(damaged.exitCode, 2);
    EXPECT_TRUE(damaged.err.contains(
        QStringLiteral("cannot read %1: the network module of this installation, %2, did not load (")
            .arg(url, module)))
        << damaged.err.toStdString();
    EXPECT_EQ(sha256(catalogPath()), before);
}
