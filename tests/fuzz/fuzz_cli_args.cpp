// Fuzz target: gpu-advisor-cli's argument handling, in process. The input is split into
// arguments at NUL bytes and line feeds; every run gets a fresh copy of a temporary catalog
// (created once per process with the shipped data) and runs in a temporary working directory.
// Oracles: no crash, exit status 0, 1 or 2. Arguments that could name files outside the working
// directory (a '/' or '\', "..", another --catalog) make the input uninteresting.

#include "benchmarkcommands.h"
#include "build/buildcommand.h"
#include "catalogcommands.h"
#include "cliapplication.h"
#include "model/modelcommands.h"
#include "recommend/recommendcommand.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

using namespace gpuadvisor;

namespace {

struct Fixture {
    std::unique_ptr<QTemporaryDir> dir;
    QString startDir; ///< libFuzzer reads corpus files relative to it.
    QString templateCatalog;
    QString workDir;
    std::vector<cli::Command> commands;
};

Fixture& fixture() {
    static Fixture instance;
    return instance;
}

bool allowed(const QString& argument) {
    if (argument.contains(QLatin1Char('/')) || argument.contains(QLatin1Char('\\')) ||
        argument == QLatin1String("..")) {
        return false;
    }
    QString name = argument;
    if (!name.startsWith(QLatin1Char('-'))) {
        return true;
    }
    while (name.startsWith(QLatin1Char('-'))) {
        name.remove(0, 1);
    }
    return !name.startsWith(QLatin1String("catalog"));
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    QStandardPaths::setTestModeEnabled(true);
    Fixture& f = fixture();
    new QCoreApplication(*argc, *argv); // never deleted: libFuzzer exits without unwinding
    f.startDir = QDir::currentPath();
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor-fuzz"));
    QCoreApplication::setApplicationVersion(QStringLiteral("0.0.0"));
    f.dir = std::make_unique<QTemporaryDir>();
    if (!f.dir->isValid()) {
        std::fprintf(stderr, "fuzz_cli_args: no temporary directory\n");
        std::abort();
    }
    f.templateCatalog = f.dir->filePath(QStringLiteral("template.sqlite"));
    f.workDir = f.dir->filePath(QStringLiteral("run"));
    f.commands = cli::catalogCommands();
    for (auto* group :
         {&cli::modelCommands, &cli::recommendCommands, &cli::buildCommands, &cli::benchmarkCommands}) {
        for (auto& command : (*group)()) {
            f.commands.push_back(std::move(command));
        }
    }
    // Create the template catalog with the shipped data through the CLI itself.
    if (cli::runCli({QStringLiteral("gpu-advisor-cli"), QStringLiteral("--catalog"), f.templateCatalog,
                     QStringLiteral("catalog"), QStringLiteral("validate")},
                    f.commands) != cli::ExitSuccess) {
        std::fprintf(stderr, "fuzz_cli_args: the shipped catalog does not validate\n");
        std::abort();
    }
    // What the commands print is not checked; keep it out of the fuzzer's log.
    const int devNull = ::open("/dev/null", O_WRONLY);
    if (devNull >= 0) {
        std::fflush(stdout);
        ::dup2(devNull, STDOUT_FILENO);
        ::close(devNull);
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Fixture& f = fixture();
    QStringList arguments{QStringLiteral("gpu-advisor-cli"), QStringLiteral("--catalog"),
                          QStringLiteral("catalog.sqlite")};
    std::size_t start = 0;
    for (std::size_t i = 0; i <= size; ++i) {
        if (i == size || data[i] == '\0' || data[i] == '\n') {
            if (i > start || i < size) {
                arguments << QString::fromUtf8(reinterpret_cast<const char*>(data + start),
                                               static_cast<qsizetype>(i - start));
            }
            start = i + 1;
        }
    }
    if (arguments.size() > 64) {
        return 0;
    }
    for (qsizetype i = 3; i < arguments.size(); ++i) {
        if (!allowed(arguments[i])) {
            return 0;
        }
    }

    QDir(f.workDir).removeRecursively();
    QDir().mkpath(f.workDir);
    if (!QFile::copy(f.templateCatalog, f.workDir + QStringLiteral("/catalog.sqlite")) ||
        !QDir::setCurrent(f.workDir)) {
        std::fprintf(stderr, "fuzz_cli_args: cannot prepare %s\n", f.workDir.toUtf8().constData());
        std::abort();
    }
    const int status = cli::runCli(arguments, f.commands);
    QDir::setCurrent(f.startDir);
    if (status != cli::ExitSuccess && status != cli::ExitProblemsFound && status != cli::ExitBadInput) {
        std::fprintf(stderr, "fuzz_cli_args: exit status %d\n", status);
        std::abort();
    }
    return 0;
}
