#include "cliapplication.h"

#include "output.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace gpuadvisor::cli {
namespace {

const QString catalogOptionName = QStringLiteral("catalog");

QCommandLineOption catalogOption() {
    return QCommandLineOption(
        catalogOptionName,
        QStringLiteral("Use the catalog in FILE instead of your own (created with the shipped "
                       "data if it does not exist)."),
        QStringLiteral("FILE"));
}

/// The words of the command line before its first option (--catalog FILE aside): the command's
/// words when they come first, as in "rank --metric training16", found without making any
/// command's options.
QStringList leadingWords(const QStringList& arguments) {
    QStringList words;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& argument = arguments[i];
        if (argument == QLatin1String("--catalog")) {
            ++i; // skip the file name
            continue;
        }
        if (argument.startsWith(QLatin1Char('-'))) {
            break;
        }
        words << argument;
    }
    return words;
}

/// The words of the command line that are not options or option values.
QStringList commandWords(const QStringList& arguments, const std::vector<Command>& commands) {
    QStringList valueOptions{QStringLiteral("--catalog")};
    for (const auto& command : commands) {
        for (const auto& option : command.options()) {
            if (!option.valueName().isEmpty()) {
                for (const auto& name : option.names()) {
                    valueOptions << (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
                }
            }
        }
    }
    QStringList words;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& argument = arguments[i];
        if (argument == QLatin1String("--")) {
            words << arguments.mid(i + 1);
            break;
        }
        if (argument.startsWith(QLatin1Char('-'))) {
            if (valueOptions.contains(argument)) {
                ++i; // skip the option's value
            }
            continue;
        }
        words << argument;
    }
    return words;
}

const Command* findCommand(const QStringList& words, const std::vector<Command>& commands) {
    for (const auto& command : commands) {
        if (words.size() >= command.words.size() && words.mid(0, command.words.size()) == command.words) {
            return &command;
        }
    }
    return nullptr;
}

/// The command the line names. Its words usually come first: then they name it alone, as no
/// command's words start another's (more words after an option could not name a different one).
/// Otherwise every command's value options are made to tell option values from words.
const Command* findCommand(const QStringList& arguments, const std::vector<Command>& commands,
                           QStringList& words) {
    if (const Command* command = findCommand(leadingWords(arguments), commands)) {
        return command;
    }
    words = commandWords(arguments, commands);
    return findCommand(words, commands);
}

/// The command with its operands and options. In the overview (`brief`), a command with many
/// options shows "[options]" so each line stays readable; its own --help lists them all.
QString synopsis(const Command& command, bool brief = false) {
    QString text = command.words.join(QLatin1Char(' '));
    for (const auto& operand : command.operandNames) {
        text += QLatin1Char(' ') + operand;
    }
    const QList<QCommandLineOption> options = command.options();
    constexpr qsizetype briefOptionLimit = 6;
    if (brief && options.size() > briefOptionLimit) {
        return text + QStringLiteral(" [options]");
    }
    for (const auto& option : options) {
        text += QStringLiteral(" [--%1%2]")
                    .arg(option.names().constLast(),
                         option.valueName().isEmpty() ? QString() : QLatin1Char(' ') + option.valueName());
    }
    return text;
}

QString overview(const std::vector<Command>& commands) {
    QString text =
        QStringLiteral("Usage: gpu-advisor-cli [--catalog FILE] COMMAND [options]\n\n"
                       "GPU Advisor: choose GPUs for deep learning from a catalog of specs and prices.\n\n"
                       "Commands:\n");
    for (const auto& command : commands) {
        text += QStringLiteral("  %1\n      %2\n").arg(synopsis(command, true), command.description);
    }
    text += QStringLiteral(
        "\nRun 'gpu-advisor-cli COMMAND --help' for the options of a command.\n"
        "Exit status: 0 success, 1 problems found (catalog validate, check-build), 2 bad input or error.\n");
    return text;
}

/// `text` as one shell word: as it is when that is safe, else in single quotes.
QString shellQuoted(const QString& text) {
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9_./:+=@%-]+$"));
    if (safe.match(text).hasMatch()) {
        return text;
    }
    QString quoted = text;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

/// A Damaged error with the command that repairs the file appended (once).
CatalogError withRecoverHint(const CatalogError& error, const QCommandLineParser& parser) {
    if (error.kind() != CatalogErrorKind::Damaged ||
        error.message().contains(QLatin1String("catalog recover"))) {
        return error;
    }
    const QString option = parser.isSet(catalogOptionName)
                               ? QStringLiteral(" --catalog ") + shellQuoted(parser.value(catalogOptionName))
                               : QString();
    return CatalogError(
        error.message() + QStringLiteral(".\nTo keep it as a backup and make a fresh catalog with every row "
                                         "that can still be read from it, run:\n  "
                                         "gpu-advisor-cli catalog recover%1")
                              .arg(option),
        error.kind());
}

int fail(const QString& message) {
    printError(QStringLiteral("gpu-advisor-cli: %1\n").arg(message));
    return ExitBadInput;
}

/// `status`, unless standard output lost some of what was written to it: then a redirected
/// listing or export is incomplete and must not look like a success.
int withOutputChecked(int status) {
    if (const auto failure = standardOutputFailure()) {
        return fail(
            QStringLiteral("writing the output failed (%1); what was written is incomplete").arg(*failure));
    }
    return status;
}

} // namespace

Invocation::Invocation(const QCommandLineParser& parser, QStringList operands)
    : m_parser(parser)
    , m_operands(std::move(operands)) {}

QString Invocation::catalogPath() const {
    QString path = m_parser.value(catalogOptionName);
    if (path.isEmpty()) {
        path = Catalog::defaultPath();
        QDir().mkpath(QFileInfo(path).absolutePath());
    }
    return path;
}

Catalog& Invocation::catalog() {
    if (m_catalog) {
        return *m_catalog;
    }
    const QString path = catalogPath();
    try {
        m_catalog = std::make_unique<Catalog>(path);
    } catch (const CatalogError& error) {
        if (error.kind() == CatalogErrorKind::NewerSchema) {
            m_catalog = std::make_unique<Catalog>(path, CatalogAccess::ReadOnly);
        } else if (error.kind() == CatalogErrorKind::Damaged) {
            throw withRecoverHint(error, m_parser);
        } else {
            throw;
        }
    }
    if (m_catalog->wasCreated()) {
        printError(QStringLiteral("Created the catalog %1 from the shipped data.\n").arg(path));
    }
    if (const auto& update = m_catalog->shippedUpdate()) {
        const QString backup = QString::fromStdString(update->backupPath);
        if (update->affectedRows()) {
            printError(QStringLiteral("Updated the catalog %1 with this version's shipped data: %2. The "
                                      "catalog as it was is kept as %3.\n")
                           .arg(path, QString::fromStdString(describeShippedUpdate(*update)), backup));
        } else {
            // A new schema alone (an index, say): "updated with the shipped data: nothing new" would
            // leave the reader wondering what changed and why there is a backup.
            printError(
                QStringLiteral("Brought the catalog %1 up to this version; its shipped data was already "
                               "current. The catalog as it was is kept as %2.\n")
                    .arg(path, backup));
        }
    }
    if (m_catalog->isReadOnly()) {
        printError(QStringLiteral("gpu-advisor-cli: note: %1; changes cannot be saved.\n")
                       .arg(m_catalog->readOnlyExplanation()));
    }
    return *m_catalog;
}

int runCli(const QStringList& arguments, const std::vector<Command>& commands) {
    QStringList words;
    const Command* command = findCommand(arguments, commands, words);
    if (!command) {
        if (arguments.contains(QStringLiteral("--version")) || arguments.contains(QStringLiteral("-v"))) {
            printOut(QStringLiteral("gpu-advisor-cli %1\n").arg(QCoreApplication::applicationVersion()));
            return withOutputChecked(ExitSuccess);
        }
        if (arguments.contains(QStringLiteral("--help")) || arguments.contains(QStringLiteral("-h")) ||
            arguments.contains(QStringLiteral("--help-all"))) {
            printOut(overview(commands));
            return withOutputChecked(ExitSuccess);
        }
        if (words.isEmpty()) {
            printError(overview(commands));
            return ExitBadInput;
        }
        return fail(QStringLiteral("unknown command '%1'; run 'gpu-advisor-cli --help' for the list")
                        .arg(words.join(QLatin1Char(' '))));
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(command->description);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption helpOption = parser.addHelpOption();
    parser.addOption(catalogOption());
    parser.addOptions(command->options());
    for (const auto& word : command->words) {
        parser.addPositionalArgument(word, QString(), word);
    }
    for (const auto& operand : command->operandNames) {
        parser.addPositionalArgument(operand, QString(), operand);
    }
    if (!parser.parse(arguments)) {
        return fail(parser.errorText());
    }
    // addHelpOption() also adds --help-all, which QCommandLineParser only acts on in process():
    // a command must print its help for it too, never run.
    if (parser.isSet(helpOption) || parser.isSet(QStringLiteral("help-all"))) {
        printOut(parser.helpText());
        return withOutputChecked(ExitSuccess);
    }
    const QStringList operands = parser.positionalArguments().mid(command->words.size());
    if (operands.size() != command->operandNames.size()) {
        return fail(QStringLiteral("'%1' expects %2, got %3; usage: gpu-advisor-cli %4")
                        .arg(command->words.join(QLatin1Char(' ')),
                             command->operandNames.isEmpty() ? QStringLiteral("no arguments")
                                                             : command->operandNames.join(QLatin1Char(' ')),
                             operands.isEmpty() ? QStringLiteral("none") : operands.join(QLatin1Char(' ')),
                             synopsis(*command)));
    }
    if (parser.isSet(catalogOptionName) && parser.value(catalogOptionName).isEmpty()) {
        return fail(QStringLiteral("--catalog needs a file name"));
    }
    int status = ExitSuccess;
    try {
        Invocation invocation(parser, operands);
        status = command->run(invocation);
    } catch (const UsageError& error) {
        status = fail(error.message());
    } catch (const CatalogError& error) {
        status = fail(withRecoverHint(error, parser).message());
    }
    return withOutputChecked(status);
}

} // namespace gpuadvisor::cli
