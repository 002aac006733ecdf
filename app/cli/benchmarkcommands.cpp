#include "benchmarkcommands.h"

#include "commandsupport.h"
#include "output.h"

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

int importBenchmarks(Invocation& invocation) {
    return importCsvOperand(invocation, CatalogTable::Benchmarks);
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
         {QCommandLineOption(QStringLiteral("card"),
                             QStringLiteral("Only the results of this card (any case)."),
                             QStringLiteral("NAME")),
          QCommandLineOption(QStringLiteral("model"),
                             QStringLiteral("Only the results of this model, e.g. resnet50 or llama3-8b."),
                             QStringLiteral("M")),
          QCommandLineOption(originOptionName,
                             QStringLiteral("Only shipped results or only your own (user)."),
                             QStringLiteral("shipped|user")),
          formatOption(QStringLiteral("table, csv or json"))},
         &listBenchmarks},
        {{QStringLiteral("benchmarks"), QStringLiteral("import")},
         {QStringLiteral("FILE.csv")},
         QStringLiteral("Add your own measurements from a CSV file with the header of 'benchmarks export'; "
                        "all rows or none. Rows already in the catalog are left as they are."),
         {},
         &importBenchmarks},
        {{QStringLiteral("benchmarks"), QStringLiteral("export")},
         {QStringLiteral("FILE.csv")},
         QStringLiteral("Write the benchmark results as CSV (all, only the shipped ones, or only yours)."),
         {QCommandLineOption(originOptionName,
                             QStringLiteral("Which results: shipped, user or all (default)."),
                             QStringLiteral("shipped|user|all"), QStringLiteral("all"))},
         &exportBenchmarks},
        {{QStringLiteral("benchmarks"), QStringLiteral("delete")},
         {},
         QStringLiteral("Delete your own results of a card (all, or one model's); shipped results stay."),
         {QCommandLineOption(QStringLiteral("card"), QStringLiteral("The card (any case)."),
                             QStringLiteral("NAME")),
          QCommandLineOption(QStringLiteral("model"), QStringLiteral("Only the results of this model."),
                             QStringLiteral("M"))},
         &deleteBenchmarks},
    };
}

} // namespace gpuadvisor::cli
