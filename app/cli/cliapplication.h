#pragma once

// The command framework of gpu-advisor-cli: each command declares its words, options and
// operands; runCli finds the command, parses with QCommandLineParser and maps errors to exit codes.

#include "gpuadvisor/db/catalog.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <stdexcept>
#include <vector>

namespace gpuadvisor::cli {

/// Exit statuses, stable for scripts.
enum ExitCode : int {
    ExitSuccess = 0,
    ExitProblemsFound = 1, ///< The command ran and found problems (catalog validate).
    ExitBadInput = 2,      ///< Bad flag, unknown name, unreadable file, invalid CSV, catalog error.
};

/// Bad input detected by a command: printed as "gpu-advisor-cli: <message>", exit status 2.
class UsageError : public std::runtime_error {
public:
    explicit UsageError(const QString& message)
        : std::runtime_error(message.toStdString())
        , m_message(message) {}
    const QString& message() const { return m_message; }

private:
    QString m_message;
};

/// What a command's handler gets: the parsed options, its operands, and the catalog (opened
/// on first use from --catalog FILE or the user's default catalog).
class Invocation {
public:
    Invocation(const QCommandLineParser& parser, QStringList operands);

    const QCommandLineParser& parser() const { return m_parser; }
    const QStringList& operands() const { return m_operands; }
    /// The catalog of --catalog or the user's default one, opened on first use. A first use
    /// creates it from the shipped data (said on stderr). A catalog that cannot be written (its
    /// permissions, or a newer GPU Advisor's schema) is opened read-only, also said on stderr;
    /// writing commands then fail naming why. A damaged file throws, pointing at 'catalog recover'.
    Catalog& catalog();
    /// The file catalog() opens, without opening it (its folder is made for the default path).
    QString catalogPath() const;

private:
    const QCommandLineParser& m_parser;
    QStringList m_operands;
    std::unique_ptr<Catalog> m_catalog;
};

struct Command {
    QStringList words;        ///< e.g. {"catalog", "list"}; never the start of another command's
    QStringList operandNames; ///< Required operands, e.g. {"NAME"}
    QString description;
    /// Makes the command's options. Called for the command that runs, for the overview, and for
    /// a command line whose options come before the command's words; a start-up builds no other
    /// command's options and help texts.
    std::function<QList<QCommandLineOption>()> options;
    std::function<int(Invocation&)> run;
};

/// Runs the command named by `arguments` (arguments[0] is the program). Returns the exit status.
int runCli(const QStringList& arguments, const std::vector<Command>& commands);

} // namespace gpuadvisor::cli
