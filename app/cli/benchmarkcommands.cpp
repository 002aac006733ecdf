#include "benchmarkcommands.h"

#include "commandsupport.h"
#include "output.h"

#include "gpuadvisor/db/inputfile.h"
#include "gpuadvisor/db/llamabenchoutput.h"
#include "gpuadvisor/db/llmdata.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace gpuadvisor::cli {
namespace {

const QString originOptionName = QStringLiteral("origin");

/// --origin shipped|user, or std::nullopt when not given; with `allowAll`, "all" is std::nullopt too.
std::optional<BenchmarkOrigin> originOption(const Invocation& invocation, bool allowAll) {
    const auto& parser = invocation.parser();
    if (!parser.isSet(originOptionName)) {
        return std::nullopt;
    }
    const QString value = parser.value(originOptionName);
    if (allowAll && value == QLatin1String("all")) {
        return std::nullopt;
    }
    const auto origin = parseBenchmarkOrigin(value.toStdString());
    if (!origin || value != text(toString(*origin))) {
        throw UsageError(QStringLiteral("--origin '%1' is not one of: %2")
                             .arg(value, allowAll ? QStringLiteral("shipped, user, all")
                                                  : QStringLiteral("shipped, user")));
    }
    return origin;
}

QString workloadText(const std::optional<Workload>& workload) {
    return workload ? text(toString(*workload)) : QStringLiteral("other");
}

void printTable(const std::vector<BenchmarkResult>& rows) {
    if (rows.empty()) {
        printOut(QStringLiteral("No benchmark results match.\n"));
        return;
    }
    TextTable table({QStringLiteral("Card"), QStringLiteral("GPUs"), QStringLiteral("Model"),
                     QStringLiteral("Workload"), QStringLiteral("Task"), QStringLiteral("Precision"),
                     QStringLiteral("Batch"), QStringLiteral("Value"), QStringLiteral("Unit"),
                     QStringLiteral("Measured on"), QStringLiteral("Origin")},
                    {1, 6, 7});
    for (const auto& row : rows) {
        table.addRow({text(row.gpuName), QString::number(row.gpuCount), text(row.model),
                      workloadText(row.workload), text(toString(row.task)), text(row.precision),
                      row.batchSize > 0 ? QString::number(row.batchSize) : QStringLiteral("-"),
                      numberText(row.value), text(row.unit), text(formatIsoDate(row.measuredOn)),
                      text(toString(row.origin))});
    }
    const auto user = std::count_if(rows.begin(), rows.end(), [](const BenchmarkResult& row) {
        return row.origin == BenchmarkOrigin::User;
    });
    printOut(table.render());
    printOut(QStringLiteral("\n%1 result(s) (%2 shipped, %3 yours). Values are for the whole system;\n"
                            "--format csv or json adds each result's system, software and source.\n")
                 .arg(rows.size())
                 .arg(static_cast<qsizetype>(rows.size()) - user)
                 .arg(user));
}

int listBenchmarks(Invocation& invocation) {
    const OutputFormat format = outputFormat(invocation, true);
    const auto origin = originOption(invocation, false);
    Catalog& catalog = invocation.catalog();
    const auto& parser = invocation.parser();
    std::vector<BenchmarkResult> rows;
    if (parser.isSet(QStringLiteral("card"))) {
        rows = catalog.benchmarksFor(requireGpu(catalog, parser.value(QStringLiteral("card"))).name);
    } else {
        rows = catalog.benchmarks();
    }
    const QString model = parser.value(QStringLiteral("model")).trimmed();
    if (parser.isSet(QStringLiteral("model")) && model.isEmpty()) {
        throw UsageError(QStringLiteral("--model needs a model name, such as resnet50 or llama3-8b"));
    }
    std::erase_if(rows, [&](const BenchmarkResult& row) {
        return (origin && row.origin != *origin) ||
               (!model.isEmpty() && text(row.model).compare(model, Qt::CaseInsensitive) != 0);
    });

    switch (format) {
    case OutputFormat::Csv:
        printOut(text(formatCatalogCsv(rows)));
        break;
    case OutputFormat::Json: {
        QJsonArray array;
        for (const auto& row : rows) {
            array.append(toJson(row));
        }
        printOut(QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented)));
        break;
    }
    case OutputFormat::Table:
        printTable(rows);
        break;
    }
    return ExitSuccess;
}

/// Larger files are neither a benchmarks CSV nor llama-bench output (Catalog::importCsvFile's limit).
constexpr qint64 maximumImportBytes = 64 * 1024 * 1024;

/// benchmarks import of llama-bench's own output: converted to benchmark rows, then imported
/// through the catalog's CSV import (validated, all or none).
int importLlamaBench(Invocation& invocation, const QString& file, const QByteArray& bytes) {
    const auto& parser = invocation.parser();
    Catalog& catalog = invocation.catalog();
    LlamaBenchOptions options;
    options.gpuNames = catalog.gpuNames();
    const QString presetsFile = userLlmModelsPathBeside(invocation.catalogPath());
    options.presets = loadLlmPresets(presetsFile).models;
    options.presetsFile = presetsFile.toStdString();
    options.gpu = parser.value(QStringLiteral("gpu")).trimmed().toStdString();
    options.today = todayUtc();
    options.fileName = QFileInfo(file).fileName().toStdString();
    if (parser.isSet(QStringLiteral("measured-on"))) {
        const QString day = parser.value(QStringLiteral("measured-on")).trimmed();
        options.measuredOn = parseIsoDate(day.toStdString());
        if (!options.measuredOn) {
            throw UsageError(QStringLiteral("--measured-on '%1' is not a day such as 2025-08-02").arg(day));
        }
    }
    const std::string_view textView(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    const LlamaBenchConversion conversion = convertLlamaBenchOutput(textView, options);
    const QString what = QStringLiteral("%1 (llama-bench %2)").arg(file, text(toString(conversion.format)));
    const auto failed = [&](const std::vector<CsvImportError>& errors, std::size_t unlisted) {
        printError(QStringLiteral("%1: nothing was imported, %2 problem(s):\n")
                       .arg(what, countText(errors.size() + unlisted)) +
                   problemLines(errors, unlisted, QStringLiteral("  ")));
        return ExitBadInput;
    };
    if (!conversion.ok()) {
        return failed(conversion.errors, conversion.unlistedErrors);
    }
    const ImportResult result = importLlamaBenchOutput(catalog, conversion);
    if (!result.ok()) {
        return failed(result.errors, result.unlistedErrors);
    }
    printOut(
        QStringLiteral("Imported %1 test(s) from %2 as your runs of %3: %4 new, %5 replaced, %6 unchanged "
                       "(already in the catalog).\n")
            .arg(conversion.rows.size())
            .arg(what, text(conversion.rows.front().gpuName))
            .arg(result.inserted)
            .arg(result.updated)
            .arg(result.unchanged));
    for (std::size_t i = 0; i < conversion.rows.size(); ++i) {
        const BenchmarkResult& row = conversion.rows[i];
        printOut(QStringLiteral("  line %1  %2 %3  %4 %5  %6 tokens/s  %7\n")
                     .arg(conversion.lines[i])
                     .arg(text(row.model), text(row.precision), text(toString(row.task)))
                     .arg(row.batchSize)
                     .arg(numberText(row.value), text(row.software)));
    }
    if (conversion.datedToday) {
        printOut(
            QStringLiteral("Dated today (%1): the Markdown table has no date; give --measured-on YYYY-MM-DD "
                           "for the day of the run.\n")
                .arg(text(formatIsoDate(options.today))));
    }
    const BenchmarkResult& first = conversion.rows.front();
    printOut(QStringLiteral(
                 "See it beside the estimate: gpu-advisor-cli llm --model %1 --weights %2 --gpu \"%3\"\n")
                 .arg(text(first.model), text(first.precision), text(first.gpuName)));
    return ExitSuccess;
}

int importBenchmarks(Invocation& invocation) {
    const QString file = invocation.operands().front();
    const auto& parser = invocation.parser();
    const InputFile input = readInputFile(file, maximumImportBytes);
    if (!input.ok()) {
        printError(QStringLiteral("gpu-advisor-cli: %1; nothing was imported\n")
                       .arg(describeInputFileError(*input.error, file, maximumImportBytes)));
        return ExitBadInput;
    }
    const QByteArray& bytes = input.bytes;
    const std::string_view textView(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    if (detectLlamaBenchFormat(textView)) {
        return importLlamaBench(invocation, file, bytes);
    }
    if (parser.isSet(QStringLiteral("gpu")) || parser.isSet(QStringLiteral("measured-on"))) {
        throw UsageError(QStringLiteral("--gpu and --measured-on are for llama-bench output; %1 is not "
                                        "(-o json, jsonl, csv or its Markdown table)")
                             .arg(file));
    }
    if (!catalogCsvTable(textView)) {
        printError(
            QStringLiteral("%1: nothing was imported: it is neither a benchmarks CSV file (the header of "
                           "'benchmarks export') nor llama-bench output (-o json, jsonl, csv or its "
                           "Markdown table)\n")
                .arg(file));
        return ExitBadInput;
    }
    return importCsvOperand(invocation, CatalogTable::Benchmarks); // also says why a file cannot be read
}

int exportBenchmarks(Invocation& invocation) {
    const auto origin = originOption(invocation, true);
    const QString file = invocation.operands().front();
    Catalog& catalog = invocation.catalog();
    std::size_t rows = 0;
    if (origin) {
        catalog.exportBenchmarksCsvFile(*origin, file);
        const auto all = catalog.benchmarks();
        rows = static_cast<std::size_t>(std::count_if(
            all.begin(), all.end(), [&origin](const BenchmarkResult& row) { return row.origin == *origin; }));
    } else {
        catalog.exportCsvFile(CatalogTable::Benchmarks, file);
        rows = catalog.benchmarks().size();
    }
    printOut(QStringLiteral("Exported %1 %2benchmark results to %3.\n")
                 .arg(rows)
                 .arg(origin ? text(toString(*origin)) + QLatin1Char(' ') : QString(), file));
    return ExitSuccess;
}

int deleteBenchmarks(Invocation& invocation) {
    const auto& parser = invocation.parser();
    if (!parser.isSet(QStringLiteral("card"))) {
        throw UsageError(QStringLiteral("benchmarks delete needs --card NAME (and --model M to delete only "
                                        "that model's results)"));
    }
    const QString model = parser.value(QStringLiteral("model")).trimmed();
    if (parser.isSet(QStringLiteral("model")) && model.isEmpty()) {
        throw UsageError(QStringLiteral("--model needs a model name, such as resnet50 or llama3-8b"));
    }
    Catalog& catalog = invocation.catalog();
    const std::string card = requireGpu(catalog, parser.value(QStringLiteral("card"))).name;
    const std::size_t deleted = catalog.removeUserBenchmarks(card, model.toStdString());
    printOut(QStringLiteral("Deleted %1 of your benchmark result(s) of %2%3; shipped results stay.\n")
                 .arg(deleted)
                 .arg(text(card), model.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(model)));
    return ExitSuccess;
}

} // namespace

std::vector<Command> benchmarkCommands() {
    return {
        {{QStringLiteral("benchmarks"), QStringLiteral("list")},
         {},
         QStringLiteral(
             "List measured benchmark results (shipped and your own) by card, model and GPU count."),
         [] {
             return QList<QCommandLineOption>{
                 QCommandLineOption(QStringLiteral("card"),
                                    QStringLiteral("Only the results of this card (any case)."),
                                    QStringLiteral("NAME")),
                 QCommandLineOption(
                     QStringLiteral("model"),
                     QStringLiteral("Only the results of this model, e.g. resnet50 or llama3-8b."),
                     QStringLiteral("M")),
                 QCommandLineOption(originOptionName,
                                    QStringLiteral("Only shipped results or only your own (user)."),
                                    QStringLiteral("shipped|user")),
                 formatOption(QStringLiteral("table, csv or json"))};
         },
         &listBenchmarks},
        {{QStringLiteral("benchmarks"), QStringLiteral("import")},
         {QStringLiteral("FILE")},
         QStringLiteral("Add your own measurements from a CSV file with the header of 'benchmarks export', "
                        "or from llama-bench's own output (-o json, jsonl, csv or its Markdown table); all "
                        "rows or none. Rows already in the catalog are left as they are."),
         [] {
             return QList<QCommandLineOption>{
                 QCommandLineOption(
                     QStringLiteral("gpu"),
                     QStringLiteral("llama-bench output: the card it ran on (needed for a Markdown "
                                    "table without its 'Device 0' line; overrides gpu_info)."),
                     QStringLiteral("NAME")),
                 QCommandLineOption(
                     QStringLiteral("measured-on"),
                     QStringLiteral("llama-bench output: the day of the run (default: its test_time, or "
                                    "today for a Markdown table)."),
                     QStringLiteral("YYYY-MM-DD"))};
         },
         &importBenchmarks},
        {{QStringLiteral("benchmarks"), QStringLiteral("export")},
         {QStringLiteral("FILE.csv")},
         QStringLiteral("Write the benchmark results as CSV (all, only the shipped ones, or only yours)."),
         [] {
             return QList<QCommandLineOption>{QCommandLineOption(
                 originOptionName, QStringLiteral("Which results: shipped, user or all (default)."),
                 QStringLiteral("shipped|user|all"), QStringLiteral("all"))};
         },
         &exportBenchmarks},
        {{QStringLiteral("benchmarks"), QStringLiteral("delete")},
         {},
         QStringLiteral("Delete your own results of a card (all, or one model's); shipped results stay."),
         [] {
             return QList<QCommandLineOption>{
                 QCommandLineOption(QStringLiteral("card"), QStringLiteral("The card (any case)."),
                                    QStringLiteral("NAME")),
                 QCommandLineOption(QStringLiteral("model"),
                                    QStringLiteral("Only the results of this model."), QStringLiteral("M"))};
         },
         &deleteBenchmarks},
    };
}

} // namespace gpuadvisor::cli
