#pragma once

// The fixture of the command-line tests: runs a real executable (gpu-advisor-cli, or
// gpu-advisor in its headless mode) with its own catalog file and data directories in a
// temporary directory.

#include "qtprinters.h"
#include "tempdir.h"

#include "gpuadvisor/core/catalog/csv.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <initializer_list>
#include <optional>

#include <gtest/gtest.h>

/// Command-line arguments from literals.
inline QStringList args(std::initializer_list<const char*> list) {
    QStringList result;
    for (const char* item : list) {
        result << QString::fromUtf8(item);
    }
    return result;
}

/// The output parsed as RFC 4180 CSV (sources may hold quoted commas).
inline QList<QStringList> csvRows(const QString& out) {
    QList<QStringList> rows;
    for (const gpuadvisor::CsvRecord& record : gpuadvisor::parseCsv(out.toStdString()).records) {
        QStringList row;
        for (const std::string& field : record.fields) {
            row << QString::fromStdString(field);
        }
        rows << row;
    }
    return rows;
}

struct RunResult {
    int exitCode = -1;
    QString out;
    QString err;
};

/// The system environment with HOME and the XDG data, config and cache folders inside `directory`, so a
/// program under test never reaches the user's own catalog and settings.
inline QProcessEnvironment isolatedEnvironment(const QDir& directory) {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_DATA_HOME"), directory.filePath(QStringLiteral("xdg-data")));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), directory.filePath(QStringLiteral("xdg-config")));
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), directory.filePath(QStringLiteral("xdg-cache")));
    environment.insert(QStringLiteral("HOME"), directory.filePath(QStringLiteral("home")));
    return environment;
}

/// A file this build made, by its path from the test program's folder (build/tests).
inline QString builtFile(const QString& fromTests) {
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + QLatin1Char('/') + fromTests);
}

#ifdef GPUADVISOR_CLI_FROM_TESTS
/// The gpu-advisor-cli of this build.
inline QString cliProgram() {
    return builtFile(QStringLiteral(GPUADVISOR_CLI_FROM_TESTS));
}

/// A catalog file that gpu-advisor-cli made from the shipped data, once per test program (in a
/// temporary directory removed when it ends).
inline QString shippedCatalogMadeByTheCli() {
    static const QString made = [] {
        static QTemporaryDir directory;
        const QString file = directory.filePath(QStringLiteral("shipped.sqlite"));
        QProcess process;
        process.setProcessEnvironment(isolatedEnvironment(QDir(directory.path())));
        process.start(cliProgram(), {QStringLiteral("--catalog"), file, QStringLiteral("catalog"),
                                     QStringLiteral("show"), QStringLiteral("RTX 3090")});
        EXPECT_TRUE(process.waitForFinished(60000));
        EXPECT_EQ(process.exitCode(), 0) << process.readAllStandardError().toStdString();
        return file;
    }();
    return made;
}
#endif

class ProgramTest : public TempDirTest {
protected:
    /// The executable under test.
    virtual QString program() const = 0;

    /// Whether the first run makes the test's catalog from the shipped data, as a user's first
    /// run does. If not (the default, where the CLI is built), a test that has not written its
    /// catalog file before its first run starts from a copy of one gpu-advisor-cli made once:
    /// the same file, without making it again in every test. Suites about first runs, damaged
    /// files and races return true.
    virtual bool firstRunMakesTheCatalog() const { return false; }

    /// Runs the program with the test's own catalog file unless `useCatalog` is false.
    RunResult run(QStringList arguments, bool useCatalog = true) {
        if (useCatalog) {
#ifdef GPUADVISOR_CLI_FROM_TESTS
            if (!firstRunMakesTheCatalog() && !QFileInfo::exists(catalogPath())) {
                EXPECT_TRUE(QFile::copy(shippedCatalogMadeByTheCli(), catalogPath()))
                    << "cannot copy the catalog";
            }
#endif
            arguments.prepend(catalogPath());
            arguments.prepend(QStringLiteral("--catalog"));
        }
        QProcess process;
        QProcessEnvironment environment = isolatedEnvironment(directory());
        for (auto change = m_environment.cbegin(); change != m_environment.cend(); ++change) {
            if (change.value()) {
                environment.insert(change.key(), *change.value());
            } else {
                environment.remove(change.key());
            }
        }
        process.setProcessEnvironment(environment);
        if (m_wrapper.isEmpty()) {
            process.start(program(), arguments);
        } else {
            process.start(m_wrapper.front(), m_wrapper.mid(1) + QStringList{program()} + arguments);
        }
        EXPECT_TRUE(process.waitForFinished(30000));
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
    }
    QString catalogPath() const {
        return path(QStringLiteral("catalog.sqlite"));
    }

    /// Sets a variable in the environment of the following runs, or removes it (std::nullopt).
    void setEnvironment(const QString& name, std::optional<QString> value) {
        m_environment[name] = value;
    }

    /// Runs the program through another one from now on: {"setpriv", "--reuid=nobody", ...} runs
    /// it as another user, {"bash", "-c", "ulimit -f 100; exec \"$0\" \"$@\""} with a limit.
    void setWrapper(QStringList wrapper) {
        m_wrapper = std::move(wrapper);
    }

    /// Runs the program through `bash -c`, `shell` ending in `"$0" "$@"` plus redirections:
    /// shellWrapper(fileSizeLimit(4096) + "\"$0\" \"$@\" > out.csv").
    static QStringList shellWrapper(const QString& shell) {
        return {QStringLiteral("bash"), QStringLiteral("-c"), shell};
    }
    /// The shell words that run the program with files that stop growing at `bytes`, as on a full
    /// disk: the write that would pass the limit fails (the signal such a write raises is ignored;
    /// a full disk raises none).
    static QString fileSizeLimit(int bytes) {
        return QStringLiteral("trap '' XFSZ; exec prlimit --fsize=%1 -- ").arg(bytes);
    }

private:
    QMap<QString, std::optional<QString>> m_environment;
    QStringList m_wrapper;
};

#ifdef GPUADVISOR_CLI_FROM_TESTS
class CliTest : public ProgramTest {
protected:
    QString program() const override { return cliProgram(); }
};
#endif
