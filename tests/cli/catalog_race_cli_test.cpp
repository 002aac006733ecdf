// Programs racing each other for the same catalog file (issue 32, item 1), each run through
// the real gpu-advisor-cli. The window is held open by the test-only library of
// tests/common/holdatname.cpp, preloaded into one of them: it stops that program inside the
// system call that would give a finished file its name, until the test lets it go.

#include "clirunner.h"
#include "rawsqlite.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QThread>

#include <gtest/gtest.h>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

class CatalogRaceCliTest : public CliTest {
protected:
    /// Starts gpu-advisor-cli on the test's catalog in the background, with the test's own home
    /// folders. With `holdAt`, it stops when it first names a file ending in `holdAt` (see
    /// holdatname.cpp) until release().
    std::unique_ptr<QProcess> start(const QStringList& arguments, const QString& holdAt = {}) {
        auto process = std::make_unique<QProcess>();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"XDG_DATA_HOME"_s, path(u"xdg-data"_s));
        environment.insert(u"XDG_CONFIG_HOME"_s, path(u"xdg-config"_s));
        environment.insert(u"HOME"_s, path(u"home"_s));
        if (!holdAt.isEmpty()) {
            environment.insert(u"LD_PRELOAD"_s, QStringLiteral(GPUADVISOR_HOLD_AT_NAME_LIBRARY));
            // AddressSanitizer wants to come first; the library intercepts nothing it does.
            const QString asan = environment.value(u"ASAN_OPTIONS"_s);
            environment.insert(u"ASAN_OPTIONS"_s,
                               (asan.isEmpty() ? asan : asan + u':') + u"verify_asan_link_order=0"_s);
            environment.insert(u"GPUADVISOR_TEST_HOLD_TARGET"_s, holdAt);
            environment.insert(u"GPUADVISOR_TEST_HOLD_MARK"_s, heldMark());
            environment.insert(u"GPUADVISOR_TEST_HOLD_RELEASE"_s, releaseMark());
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

private:
    QString heldMark() const { return path(u"held"_s); }
    QString releaseMark() const { return path(u"release"_s); }
};

// Item 1. Before: the loser's rename failed with EEXIST inside QFile::rename, which then copied
// the loser's fresh catalog over the winner's (truncate and write): the 300 prices the winner had
// just imported, and reported as imported, were gone.
TEST_F(CatalogRaceCliTest, TheLoserOfAFirstRunRaceUsesTheWinnersCatalogAndNeverWritesOverIt) {
    QByteArray csv = "gpu_name,condition,price_usd,observed_on,source\n";
    constexpr int importedPrices = 300;
    for (int i = 1; i <= importedPrices; ++i) {
        csv +=
            QStringLiteral("RTX 4090,used,%1,2026-10-01,Race lab quote %2\n").arg(1000 + i).arg(i).toUtf8();
    }
    const QString prices = writeFile(u"prices.csv"_s, csv);

    // The loser has built its catalog beside the path and is about to name it: the path is free.
    const auto loser = start({u"catalog"_s, u"show"_s, u"RTX 4090"_s}, u"/catalog.sqlite"_s);
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
    EXPECT_TRUE(lost.out.contains(u"Race lab quote 300"_s)) << "the loser did not read the winner's catalog";

    EXPECT_EQ(rawQuery(catalogPath(), u"PRAGMA integrity_check"_s).toString(), u"ok"_s);
    EXPECT_EQ(rawQuery(catalogPath(), countImported).toInt(), importedPrices);
    EXPECT_EQ(catalogFiles(), QStringList{u"catalog.sqlite"_s}); // the loser's file is gone, not left
}

} // namespace
