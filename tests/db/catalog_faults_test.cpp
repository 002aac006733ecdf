// The catalog file in trouble (issue "Reliability: database faults"): missing, garbage,
// truncated, someone else's database, a newer schema, read-only, locked, a full disk. Each case
// gives a CatalogError of the right kind, or a working catalog, and loses nothing the user wrote.

#include "gpuadvisor/db/catalog.h"

#include "qtprinters.h"
#include "rawsqlite.h"
#include "tempdir.h"

#include <QDir>
#include <QElapsedTimer>

#include <gtest/gtest.h>

#include <csignal>
#include <functional>
#include <grp.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace gpuadvisor;

namespace {

/// The CatalogError `open` throws; fails the test if it throws nothing.
template <typename Open> std::optional<CatalogError> catalogErrorOf(Open open) {
    try {
        open();
    } catch (const CatalogError& error) {
        return error;
    }
    ADD_FAILURE() << "no CatalogError was thrown";
    return std::nullopt;
}

Gpu userCard(const Catalog& catalog) {
    Gpu card = catalog.gpus().front();
    card.name = "My Water-Cooled Card";
    return card;
}

SavedBuild userBuild() {
    SavedBuild build;
    build.name = "Home rig";
    SavedBuildGpu gpu;
    gpu.gpuName = "RTX 3090";
    gpu.count = 2;
    build.gpus = {gpu};
    return build;
}

class CatalogFaultsTest : public TempDirTest {
protected:
    QString catalogPath() const { return path(QStringLiteral("catalog.sqlite")); }

    /// Files in the test directory other than the catalog itself (backups, journals).
    QStringList otherFiles() const {
        QStringList names = QDir(path({})).entryList(QDir::Files);
        names.removeAll(QStringLiteral("catalog.sqlite"));
        return names;
    }
};

} // namespace

// Fault 1: first run.
TEST_F(CatalogFaultsTest, MissingFileIsCreatedFromTheShippedData) {
    ASSERT_FALSE(QFile::exists(catalogPath()));
    const Catalog catalog(catalogPath());
    EXPECT_TRUE(catalog.wasCreated());
    EXPECT_FALSE(catalog.isReadOnly());
    EXPECT_GT(catalog.gpus().size(), 50u);
    EXPECT_FALSE(catalog.prices().empty());
}

// Fault 2: a file of garbage is refused untouched, then recovery keeps it as a backup.
TEST_F(CatalogFaultsTest, GarbageFileIsRefusedThenKeptAsABackupWhenRecovered) {
    const QByteArray garbage = QByteArray("this is not a database\n").repeated(300);
    writeFile(QStringLiteral("catalog.sqlite"), garbage);

    const auto error = catalogErrorOf([&] { Catalog catalog(catalogPath()); });
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind(), CatalogErrorKind::Damaged);
    EXPECT_TRUE(error->message().contains(catalogPath())) << error->message();
    EXPECT_EQ(readFile(QStringLiteral("catalog.sqlite")), garbage);
    EXPECT_TRUE(otherFiles().isEmpty()) << otherFiles().join(u' ');

    const CatalogRecovery recovery = Catalog::recoverDamaged(catalogPath());
    EXPECT_TRUE(
        QFileInfo(recovery.backupPath).fileName().startsWith(QStringLiteral("catalog.sqlite.damaged-")))
        << recovery.backupPath;
    EXPECT_TRUE(recovery.backupPath.endsWith(QStringLiteral(".bak")));
    EXPECT_EQ(QFileInfo(recovery.backupPath).absolutePath(), QFileInfo(catalogPath()).absolutePath());
    QFile backup(recovery.backupPath);
    ASSERT_TRUE(backup.open(QIODevice::ReadOnly));
    EXPECT_EQ(backup.readAll(), garbage);
    EXPECT_EQ(recovery.salvagedRows(), 0u);
    EXPECT_FALSE(recovery.everythingRead);

    const Catalog fresh(catalogPath());
    EXPECT_FALSE(fresh.wasCreated()); // recovery made it already
    EXPECT_GT(fresh.gpus().size(), 50u);
}

// Fault 3: a truncated file. The saved build and the edited system cost live on pages near the
// start of the file (their tables' root pages), so they survive losing the second half.
TEST_F(CatalogFaultsTest, TruncatedFileIsRecoveredWithTheRowsSQLiteCanStillRead) {
    {
        Catalog catalog(catalogPath());
        catalog.saveBuild(userBuild());
        const ImportResult imported =
            catalog.importCsvText("gpu_count,base_cost_usd,base_watts,source\n1,777,90,my own quote\n");
        ASSERT_TRUE(imported.ok());
    }
    QFile file(catalogPath());
    const qint64 fullSize = file.size();
    ASSERT_TRUE(file.resize(fullSize / 2));
    const QByteArray truncated = readFile(QStringLiteral("catalog.sqlite"));

    const auto error = catalogErrorOf([&] { Catalog catalog(catalogPath()); });
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind(), CatalogErrorKind::Damaged) << error->message();
    EXPECT_EQ(readFile(QStringLiteral("catalog.sqlite")), truncated);

    const CatalogRecovery recovery = Catalog::recoverDamaged(catalogPath());
    EXPECT_EQ(sha256(recovery.backupPath), QCryptographicHash::hash(truncated, QCryptographicHash::Sha256));
    EXPECT_FALSE(recovery.everythingRead);
    EXPECT_EQ(recovery.builds, 1u);
    EXPECT_GE(recovery.systemBaseCosts, 1u);

    const Catalog recovered(catalogPath());
    EXPECT_GT(recovered.gpus().size(), 50u); // the shipped cards are all back
    const auto build = recovered.loadBuild("home rig");
    ASSERT_TRUE(build);
    EXPECT_EQ(build->gpus.front().gpuName, "RTX 3090");
    const auto costs = recovered.systemBaseCosts();
    ASSERT_FALSE(costs.empty());
    EXPECT_EQ(costs.front().gpuCount, 1);
    EXPECT_EQ(costs.front().baseCostUsd, 777);
}

// A damaged page inside an intact-looking file: only quick_check notices it.
TEST_F(CatalogFaultsTest, FileWithADamagedPageIsRecoveredWithItsReadableRows) {
    {
        Catalog catalog(catalogPath());
        catalog.saveBuild(userBuild());
    }
    QFile file(catalogPath());
    const qint64 size = file.size();
    ASSERT_TRUE(file.open(QIODevice::ReadWrite));
    ASSERT_TRUE(file.seek(size - 4096)); // the last page: the newest rows' leaf, or an index
    file.write(QByteArray(4096, '\xFF'));
    file.close();

    const auto error = catalogErrorOf([&] { Catalog catalog(catalogPath()); });
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind(), CatalogErrorKind::Damaged) << error->message();
    const CatalogRecovery recovery = Catalog::recoverDamaged(catalogPath());
    EXPECT_EQ(recovery.builds, 1u);
    EXPECT_GT(recovery.salvagedRows(), 1u);
    const Catalog recovered(catalogPath());
    EXPECT_GT(recovered.gpus().size(), 50u);
    EXPECT_TRUE(recovered.loadBuild("Home rig"));
}

// Fault 4: a database of another program is not ours to change.
TEST_F(CatalogFaultsTest, AnotherProgramsDatabaseIsRefusedAndLeftUntouched) {
    for (const int userVersion : {0, 1, 7}) {
        QFile::remove(catalogPath());
        {
            RawConnection raw(catalogPath());
            raw.exec(QStringLiteral("CREATE TABLE photos (id INTEGER PRIMARY KEY, file TEXT)"));
            raw.exec(QStringLiteral("INSERT INTO photos (file) VALUES ('beach.jpg')"));
            raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(userVersion));
        }
        const QByteArray before = sha256(catalogPath());
        for (const CatalogAccess access : {CatalogAccess::ReadWrite, CatalogAccess::ReadOnly}) {
            const auto error = catalogErrorOf([&] { Catalog catalog(catalogPath(), access); });
            ASSERT_TRUE(error);
            EXPECT_EQ(error->kind(), CatalogErrorKind::NotACatalog) << userVersion << error->message();
            EXPECT_TRUE(error->message().contains(QStringLiteral("not a GPU Advisor catalog")));
        }
        EXPECT_EQ(sha256(catalogPath()), before) << userVersion;
        EXPECT_TRUE(otherFiles().isEmpty()) << otherFiles().join(u' ');
    }
}

// Fault 5: a newer schema is never written, but can be read.
TEST_F(CatalogFaultsTest, NewerSchemaIsRefusedForWritingAndOpensReadOnly) {
    {
        Catalog catalog(catalogPath());
        catalog.upsertGpu(userCard(catalog));
    }
    {
        RawConnection raw(catalogPath());
        raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(Catalog::currentSchemaVersion() + 1));
    }
    const QByteArray before = sha256(catalogPath());

    const auto error = catalogErrorOf([&] { Catalog catalog(catalogPath()); });
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind(), CatalogErrorKind::NewerSchema);
    EXPECT_TRUE(error->message().contains(QStringLiteral("read-only"))) << error->message();

    Catalog readOnly(catalogPath(), CatalogAccess::ReadOnly);
    EXPECT_TRUE(readOnly.isReadOnly());
    EXPECT_EQ(readOnly.readOnlyReason(), ReadOnlyReason::NewerSchema);
    EXPECT_TRUE(readOnly.findGpu("My Water-Cooled Card"));
    const auto writeError = catalogErrorOf([&] { readOnly.upsertGpu(userCard(readOnly)); });
    ASSERT_TRUE(writeError);
    EXPECT_EQ(writeError->kind(), CatalogErrorKind::ReadOnly);
    EXPECT_TRUE(writeError->message().contains(QStringLiteral("newer GPU Advisor"))) << writeError->message();
    EXPECT_EQ(sha256(catalogPath()), before);
    EXPECT_TRUE(otherFiles().isEmpty()) << otherFiles().join(u' ');
}

// Every writing call of a read-only catalog is refused before it touches the file.
TEST_F(CatalogFaultsTest, EveryWriteOfAReadOnlyCatalogIsRefused) {
    {
        Catalog catalog(catalogPath());
        catalog.saveBuild(userBuild());
    }
    const QByteArray before = sha256(catalogPath());
    Catalog catalog(catalogPath(), CatalogAccess::ReadOnly);
    EXPECT_EQ(catalog.readOnlyReason(), ReadOnlyReason::Requested);
    const Gpu card = userCard(catalog);
    PriceObservation price;
    price.gpuName = "RTX 3090";
    price.priceUsd = 700;
    price.observedOn = Date{std::chrono::year{2024}, std::chrono::March, std::chrono::day{1}};
    price.source = "eBay";
    const std::vector<std::function<void()>> writes = {
        [&] { catalog.upsertGpu(card); },
        [&] { catalog.renameGpu("RTX 3090", card); },
        [&] { catalog.removeGpu("RTX 3090"); },
        [&] { catalog.addPrice(price); },
        [&] { catalog.removePrice("RTX 3090", Condition::New, price.observedOn, "eBay"); },
        [&] { catalog.saveBuild(userBuild()); },
        [&] { catalog.removeBuild("Home rig"); },
        [&] { catalog.importCsvText("gpu_count,base_cost_usd,base_watts,source\n1,777,90,quote\n"); },
    };
    for (std::size_t i = 0; i < writes.size(); ++i) {
        const auto error = catalogErrorOf(writes[i]);
        ASSERT_TRUE(error) << i;
        EXPECT_EQ(error->kind(), CatalogErrorKind::ReadOnly) << i;
        EXPECT_TRUE(error->message().contains(QStringLiteral("nothing was changed"))) << error->message();
    }
    EXPECT_EQ(catalog.buildNames(), std::vector<std::string>{"Home rig"});
    EXPECT_EQ(sha256(catalogPath()), before);
}

namespace {

/// The exit code of a child that could not drop root privileges.
constexpr int cannotDropRoot = 90;

/// Runs `check` as an unprivileged user (root ignores file permissions): in a child process
/// that drops to "nobody" when the tests run as root, else right here. Returns its exit code.
int runUnprivileged(const std::function<int()>& check) {
    if (geteuid() != 0) {
        return check();
    }
    std::fflush(nullptr);
    const pid_t child = fork();
    if (child == 0) {
        const gid_t nobodyGroup = 65534;
        const uid_t nobody = 65534;
        if (setgroups(0, nullptr) != 0 || setgid(nobodyGroup) != 0 || setuid(nobody) != 0) {
            std::_Exit(cannotDropRoot);
        }
        std::_Exit(check());
    }
    int status = 0;
    waitpid(child, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 100 + WTERMSIG(status);
}

/// The read-only checks of fault 6, as an exit code: 0 when all hold.
int readOnlyCatalogWorks(const QString& path, ReadOnlyReason expected) {
    try {
        Catalog catalog(path);
        if (catalog.readOnlyReason() != expected) {
            std::fprintf(stderr, "reason %d, expected %d\n", static_cast<int>(catalog.readOnlyReason()),
                         static_cast<int>(expected));
            return 1;
        }
        if (!catalog.findGpu("RTX 3090") || catalog.loadBuild("Home rig") == std::nullopt) {
            return 2;
        }
        try {
            catalog.saveBuild(userBuild());
            return 3;
        } catch (const CatalogError& error) {
            if (error.kind() != CatalogErrorKind::ReadOnly ||
                !error.message().contains(QStringLiteral("read-only"))) {
                std::fprintf(stderr, "%s\n", error.what());
                return 4;
            }
        }
        return 0;
    } catch (const CatalogError& error) {
        std::fprintf(stderr, "%s\n", error.what());
        return 5;
    }
}

} // namespace

// Fault 6a: the file is write-protected.
TEST_F(CatalogFaultsTest, WriteProtectedFileOpensReadOnly) {
    {
        Catalog catalog(catalogPath());
        catalog.saveBuild(userBuild());
    }
    const QByteArray before = sha256(catalogPath());
    QFile::setPermissions(path({}), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                                        QFileDevice::ReadOther | QFileDevice::WriteOther |
                                        QFileDevice::ExeOther);
    QFile::setPermissions(catalogPath(), QFileDevice::ReadOwner | QFileDevice::ReadOther);
    const int result =
        runUnprivileged([&] { return readOnlyCatalogWorks(catalogPath(), ReadOnlyReason::FileNotWritable); });
    QFile::setPermissions(catalogPath(), QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    if (result == cannotDropRoot) {
        GTEST_SKIP() << "running as root without a way to drop privileges";
    }
    EXPECT_EQ(result, 0);
    EXPECT_EQ(sha256(catalogPath()), before);
}

// Fault 6b: the folder is read-only, so SQLite could not write its journal.
TEST_F(CatalogFaultsTest, FileInAReadOnlyFolderOpensReadOnly) {
    {
        Catalog catalog(catalogPath());
        catalog.saveBuild(userBuild());
    }
    const QByteArray before = sha256(catalogPath());
    QFile::setPermissions(catalogPath(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                             QFileDevice::ReadOther | QFileDevice::WriteOther);
    QFile::setPermissions(path({}), QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                        QFileDevice::ExeOther);
    const int result = runUnprivileged(
        [&] { return readOnlyCatalogWorks(catalogPath(), ReadOnlyReason::DirectoryNotWritable); });
    if (result == cannotDropRoot) {
        QFile::setPermissions(path({}),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        GTEST_SKIP() << "running as root without a way to drop privileges";
    }
    EXPECT_EQ(result, 0);
    // A new catalog cannot be made there at all.
    EXPECT_EQ(runUnprivileged([&] {
                  try {
                      Catalog catalog(path(QStringLiteral("new.sqlite")));
                      return 1;
                  } catch (const CatalogError& error) {
                      return error.kind() == CatalogErrorKind::ReadOnly ? 0 : 2;
                  }
              }),
              0);
    QFile::setPermissions(path({}), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    EXPECT_EQ(sha256(catalogPath()), before);
}

// Fault 7: another program holds the file; opening waits, then says so.
TEST_F(CatalogFaultsTest, LockedFileIsReportedAfterAShortWait) {
    { Catalog catalog(catalogPath()); }
    RawConnection other(catalogPath());
    other.exec(QStringLiteral("BEGIN EXCLUSIVE"));
    QElapsedTimer timer;
    timer.start();
    const auto error = catalogErrorOf([&] { Catalog catalog(catalogPath()); });
    const qint64 waited = timer.elapsed();
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind(), CatalogErrorKind::Locked) << error->message();
    EXPECT_TRUE(error->message().contains(QStringLiteral("in use by another program"))) << error->message();
    EXPECT_GE(waited, 2000); // it waited rather than failing at once
    other.exec(QStringLiteral("ROLLBACK"));
    const Catalog catalog(catalogPath()); // and works once the other program lets go
    EXPECT_FALSE(catalog.isReadOnly());
}

// The big reads go through SQLite's C API (issue 36): a lock met there is the same error, in the
// same words, as one met through QtSql.
TEST_F(CatalogFaultsTest, AReadBlockedByALockSaysTheFileIsInUse) {
    const Catalog catalog(catalogPath());
    const std::size_t cards = catalog.gpus().size();
    {
        RawConnection other(catalogPath());
        other.exec(QStringLiteral("BEGIN EXCLUSIVE"));
        const auto error = catalogErrorOf([&] { catalog.gpus(); });
        ASSERT_TRUE(error);
        EXPECT_EQ(error->kind(), CatalogErrorKind::Locked) << error->message();
        EXPECT_TRUE(
            error->message().startsWith(QStringLiteral("catalog.sqlite is in use by another program")))
            << error->message();
        other.exec(QStringLiteral("ROLLBACK"));
    }
    EXPECT_EQ(catalog.gpus().size(), cards); // and reads again once the other program lets go
}

TEST_F(CatalogFaultsTest, EditBlockedByALockChangesNothing) {
    Catalog catalog(catalogPath());
    const std::string before = catalog.exportCsvText(CatalogTable::Gpus);
    {
        RawConnection other(catalogPath());
        other.exec(QStringLiteral("BEGIN EXCLUSIVE"));
        const auto error = catalogErrorOf([&] { catalog.upsertGpu(userCard(catalog)); });
        ASSERT_TRUE(error);
        EXPECT_EQ(error->kind(), CatalogErrorKind::Locked) << error->message();
        other.exec(QStringLiteral("ROLLBACK"));
    }
    EXPECT_EQ(catalog.exportCsvText(CatalogTable::Gpus), before);
    catalog.upsertGpu(userCard(catalog)); // the next try succeeds
    EXPECT_TRUE(catalog.findGpu("My Water-Cooled Card"));
}

namespace {

/// A CSV of `count` new valid cards, made from a stored one.
std::string manyNewCards(const Catalog& catalog, int count) {
    std::vector<Gpu> cards;
    for (int i = 0; i < count; ++i) {
        Gpu card = catalog.gpus().front();
        card.name = "Bulk card " + std::to_string(i);
        cards.push_back(card);
    }
    return formatCatalogCsv(cards);
}

} // namespace

// Fault 8: the disk fills up during an import; the transaction rolls back whole.
TEST_F(CatalogFaultsTest, FullDiskDuringAnImportRollsBackEverything) {
    Catalog catalog(catalogPath());
    const std::string before = catalog.exportCsvText(CatalogTable::Gpus);
    const std::string csv = manyNewCards(catalog, 400);
    capCatalogGrowth(catalog.path());
    const auto error = catalogErrorOf([&] { catalog.importCsvText(csv); });
    ASSERT_TRUE(error);
    EXPECT_EQ(error->kind(), CatalogErrorKind::DiskFull) << error->message();
    EXPECT_TRUE(error->message().contains(QStringLiteral("is full"))) << error->message();
    EXPECT_TRUE(error->message().contains(QStringLiteral("nothing was changed")));
    EXPECT_EQ(catalog.exportCsvText(CatalogTable::Gpus), before);
    const Catalog reopened(catalogPath());
    EXPECT_EQ(reopened.exportCsvText(CatalogTable::Gpus), before);
}

// The same with the operating system refusing the write (a file-size limit, as a full disk does).
TEST_F(CatalogFaultsTest, FailedWritesToTheFileRollBackEverything) {
    Catalog catalog(catalogPath());
    const std::string before = catalog.exportCsvText(CatalogTable::Gpus);
    const std::string csv = manyNewCards(catalog, 400);
    const qint64 size = QFileInfo(catalogPath()).size();

    rlimit original{};
    ASSERT_EQ(getrlimit(RLIMIT_FSIZE, &original), 0);
    const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit capped = original;
    capped.rlim_cur = static_cast<rlim_t>(size);
    ASSERT_EQ(setrlimit(RLIMIT_FSIZE, &capped), 0);
    std::optional<CatalogError> error;
    try {
        catalog.importCsvText(csv);
    } catch (const CatalogError& caught) {
        error = caught;
    }
    setrlimit(RLIMIT_FSIZE, &original);
    std::signal(SIGXFSZ, previousHandler);

    ASSERT_TRUE(error) << "the import grew the file past the limit without an error";
    EXPECT_TRUE(error->kind() == CatalogErrorKind::DiskFull || error->kind() == CatalogErrorKind::WriteFailed)
        << error->message();
    EXPECT_TRUE(error->message().contains(QStringLiteral("nothing was changed"))) << error->message();
    EXPECT_EQ(catalog.exportCsvText(CatalogTable::Gpus), before);
    const Catalog reopened(catalogPath());
    EXPECT_EQ(reopened.exportCsvText(CatalogTable::Gpus), before);
    EXPECT_FALSE(reopened.findGpu("Bulk card 0"));
}

// Migrations: a backup first, then every step in one transaction.
TEST_F(CatalogFaultsTest, FailedMigrationLeavesTheOldVersionAndItsBackup) {
    {
        Catalog catalog(catalogPath());
        catalog.upsertGpu(userCard(catalog));
    }
    {
        // A version-1 file whose builds table already exists (made by hand): step 2 fails.
        RawConnection raw(catalogPath());
        raw.exec(QStringLiteral("PRAGMA user_version = 1"));
    }
    const QByteArray before = sha256(catalogPath());
    const auto error = catalogErrorOf([&] { Catalog catalog(catalogPath()); });
    ASSERT_TRUE(error);
    EXPECT_EQ(sha256(catalogPath()), before); // rolled back: still version 1, nothing half-done
    EXPECT_TRUE(QFile::exists(catalogPath() + QStringLiteral(".schema-v1.bak")));
    EXPECT_EQ(sha256(catalogPath() + QStringLiteral(".schema-v1.bak")), before);
}

// Several writing calls as one user action: all or nothing.
TEST_F(CatalogFaultsTest, WriteAtomicallyKeepsAllOrNothing) {
    Catalog catalog(catalogPath());
    const Gpu card = userCard(catalog);
    const auto failing = catalogErrorOf([&] {
        catalog.writeAtomically([&] {
            catalog.upsertGpu(card);
            catalog.saveBuild(userBuild());
            catalog.removeGpu("No Such Card"); // throws
        });
    });
    ASSERT_TRUE(failing);
    EXPECT_FALSE(catalog.findGpu(card.name));
    EXPECT_TRUE(catalog.buildNames().empty());

    catalog.writeAtomically([&] {
        catalog.upsertGpu(card);
        catalog.writeAtomically([&] { catalog.saveBuild(userBuild()); }); // nested: joins
    });
    const Catalog reopened(catalogPath());
    EXPECT_TRUE(reopened.findGpu(card.name));
    EXPECT_EQ(reopened.buildNames(), std::vector<std::string>{"Home rig"});
}
