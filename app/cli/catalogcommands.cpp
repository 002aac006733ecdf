#include "catalogcommands.h"

#include "commandsupport.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/db/csvdownload.h"
#include "gpuadvisor/db/inputfile.h"
#include "output.h"
#include "streamedoutput.h"
#include "supportoutput.h"

#include "gpuadvisor/core/catalog/csv.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <utility>

namespace gpuadvisor::cli {
namespace {

CatalogTable tableOption(const Invocation& invocation) {
    const QString value = invocation.parser().value(QStringLiteral("table"));
    const auto table = parseCatalogTable(value.toStdString());
    if (!table) {
        throw UsageError(
            QStringLiteral("--table '%1' is not one of: gpus, prices, cloud-offers, system-costs, benchmarks")
                .arg(value));
    }
    return *table;
}

int listCards(Invocation& invocation) {
    const OutputFormat format = outputFormat(invocation, true);
    Catalog& catalog = invocation.catalog();
    const auto gpus = catalog.gpus();
    // CSV and JSON are written card by card: the whole text of 100,000 cards is hundreds of MB.
    if (format == OutputFormat::Csv) {
        StreamedOutput out; // what exportCsvText(CatalogTable::Gpus) holds
        const auto& columns = csvColumns(CatalogTable::Gpus);
        out.write(csvLine(std::vector<std::string>(columns.begin(), columns.end())));
        for (const auto& gpu : gpus) {
            out.write(catalogRowText(gpu));
            out.write(std::string_view("\n"));
        }
        return ExitSuccess;
    }
    if (format == OutputFormat::Json) {
        StreamedOutput out;
        writeJsonArray(out, gpus.size(), [&gpus](std::size_t i) { return toJson(gpus[i]); });
        return ExitSuccess;
    }
    TextTable table({QStringLiteral("Name"), QStringLiteral("Architecture"), QStringLiteral("Segment"),
                     QStringLiteral("Memory (GB)"), QStringLiteral("Bandwidth (GB/s)"),
                     QStringLiteral("FP16 tensor* (TFLOPS)"), QStringLiteral("FP32 (TFLOPS)"),
                     QStringLiteral("Power (W)"), QStringLiteral("Launch (USD)")},
                    {3, 4, 5, 6, 7, 8});
    for (const auto& gpu : gpus) {
        table.addRow({text(gpu.name), text(toString(gpu.architecture)), text(toString(gpu.segment)),
                      numberText(gpu.memoryGb), numberText(gpu.bandwidthGBps),
                      numberText(gpu.fp16TensorFp32AccumulateTflops), numberText(gpu.fp32Tflops),
                      QString::number(gpu.boardPowerWatts), numberText(gpu.launchPriceUsd)});
    }
    printOut(table.render());
    printOut(QStringLiteral("\n%1 cards. *Dense tensor-core rate with FP32 accumulate, what mixed-precision "
                            "training gets; '-' = no tensor cores.\n")
                 .arg(gpus.size()));
    return ExitSuccess;
}

int showCard(Invocation& invocation) {
    const OutputFormat format = outputFormat(invocation, false);
    Catalog& catalog = invocation.catalog();
    const Gpu gpu = requireGpu(catalog, invocation.operands().front());
    const auto prices = catalog.pricesFor(gpu.name);
    std::vector<CloudOffer> offers;
    for (auto& offer : catalog.cloudOffers()) {
        if (offer.gpuName == gpu.name) {
            offers.push_back(std::move(offer));
        }
    }
    if (format == OutputFormat::Json) {
        QJsonObject object = toJson(gpu);
        QJsonArray priceArray;
        for (const auto& price : prices) {
            priceArray.append(toJson(price));
        }
        QJsonArray offerArray;
        for (const auto& offer : offers) {
            offerArray.append(toJson(offer));
        }
        object.insert(QStringLiteral("prices"), priceArray);
        object.insert(QStringLiteral("cloud_offers"), offerArray);
        object.insert(QStringLiteral("software_support"), softwareSupportJson(gpu, todayUtc()));
        printOut(QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented)));
        return ExitSuccess;
    }

    const auto tflops = [](const std::optional<double>& value, const char* unit) {
        return value ? numberText(*value) + QLatin1Char(' ') + QLatin1String(unit) : QStringLiteral("none");
    };
    TextTable specs({QStringLiteral("Specification"), QStringLiteral("Value")});
    specs.addRow({QStringLiteral("Vendor"), text(gpu.vendor)});
    specs.addRow({QStringLiteral("Architecture"), text(toString(gpu.architecture))});
    specs.addRow({QStringLiteral("Segment"), text(toString(gpu.segment))});
    specs.addRow({QStringLiteral("Released"), QString::number(gpu.releaseYear)});
    specs.addRow({QStringLiteral("Memory"),
                  QStringLiteral("%1 GB %2").arg(numberText(gpu.memoryGb), text(gpu.memoryType))});
    specs.addRow({QStringLiteral("Bandwidth"), numberText(gpu.bandwidthGBps) + QStringLiteral(" GB/s")});
    specs.addRow({QStringLiteral("SMs"), QString::number(gpu.smCount)});
    specs.addRow({QStringLiteral("Tensor cores"),
                  gpu.tensorCoreGeneration == 0
                      ? QStringLiteral("none")
                      : QStringLiteral("generation %1").arg(gpu.tensorCoreGeneration)});
    specs.addRow({QStringLiteral("FP16 tensor, FP16 accumulate"), tflops(gpu.fp16TensorTflops, "TFLOPS")});
    specs.addRow({QStringLiteral("FP16 tensor, FP32 accumulate"),
                  tflops(gpu.fp16TensorFp32AccumulateTflops, "TFLOPS")});
    specs.addRow({QStringLiteral("BF16 tensor"), tflops(gpu.bf16TensorTflops, "TFLOPS")});
    specs.addRow({QStringLiteral("INT8 tensor"), tflops(gpu.int8TensorTops, "TOPS")});
    specs.addRow({QStringLiteral("FP8 tensor"), tflops(gpu.fp8TensorTflops, "TFLOPS")});
    specs.addRow({QStringLiteral("FP32"), numberText(gpu.fp32Tflops) + QStringLiteral(" TFLOPS")});
    specs.addRow({QStringLiteral("L2 cache"), numberText(gpu.l2CacheMb) + QStringLiteral(" MB")});
    specs.addRow({QStringLiteral("L1 / shared memory per SM"),
                  numberText(gpu.sharedMemoryPerSmKb) + QStringLiteral(" KB")});
    specs.addRow(
        {QStringLiteral("Board power"), QString::number(gpu.boardPowerWatts) + QStringLiteral(" W")});
    specs.addRow({QStringLiteral("Slot width"), gpu.slotWidth == 0 ? QStringLiteral("socketed module (SXM)")
                                                                   : QString::number(gpu.slotWidth)});
    specs.addRow({QStringLiteral("Cooler"), text(toString(gpu.cooler))});
    specs.addRow({QStringLiteral("Power connectors"), text(gpu.powerConnectors)});
    specs.addRow({QStringLiteral("PCIe generation"), QString::number(gpu.pcieGeneration)});
    specs.addRow({QStringLiteral("NVLink"), yesNo(gpu.nvlink)});
    specs.addRow({QStringLiteral("ECC memory"), yesNo(gpu.ecc)});
    specs.addRow({QStringLiteral("Launch price"),
                  gpu.launchPriceUsd ? numberText(*gpu.launchPriceUsd) + QStringLiteral(" USD")
                                     : QStringLiteral("unknown")});
    specs.addRow({QStringLiteral("Data-centre use allowed"), yesNo(gpu.datacenterUseAllowed)});
    printOut(text(gpu.name) + QStringLiteral("\n\n") + specs.render());
    printOut(softwareSupportSection(gpu, todayUtc()));

    printOut(QStringLiteral("\nPrices\n"));
    if (prices.empty()) {
        printOut(QStringLiteral("(none recorded)\n"));
    } else {
        TextTable table({QStringLiteral("Date"), QStringLiteral("Condition"), QStringLiteral("Price (USD)"),
                         QStringLiteral("Source")},
                        {2});
        for (const auto& price : prices) {
            table.addRow({priceDateCell(price.observedOn, todayUtc()), text(toString(price.condition)),
                          numberText(price.priceUsd), text(price.source)});
        }
        printOut(table.render());
    }
    if (!offers.empty()) {
        printOut(QStringLiteral("\nCloud offers\n"));
        TextTable table({QStringLiteral("Date"), QStringLiteral("Provider"), QStringLiteral("Instance"),
                         QStringLiteral("GPUs"), QStringLiteral("USD/hour"), QStringLiteral("Pricing")},
                        {3, 4});
        for (const auto& offer : offers) {
            table.addRow({priceDateCell(offer.observedOn, todayUtc()), text(offer.provider),
                          text(offer.instance), QString::number(offer.gpuCount), numberText(offer.usdPerHour),
                          text(toString(offer.pricing))});
        }
        printOut(table.render());
    }
    return ExitSuccess;
}

/// The card prices older than --stale-after months, oldest first: not errors, but worth a look.
void printStalePrices(const Catalog& catalog, int months) {
    Catalog::CardsAndPrices read = catalog.cardsAndPrices();
    const std::vector<Gpu> gpus = std::move(read.gpus);
    const PriceBook book(std::move(read.prices));
    const Date today = todayUtc();
    const std::vector<StalePrice> stale = stalePrices(gpus, book, today, months);
    printOut(
        QStringLiteral("%1 card prices are old (dated more than %2 months before %3); look them up again "
                       "before relying on them:\n")
            .arg(stale.size())
            .arg(months)
            .arg(text(formatIsoDate(today))));
    if (stale.empty()) {
        return;
    }
    TextTable table({QStringLiteral("Newest price"), QStringLiteral("Card"), QStringLiteral("Condition"),
                     QStringLiteral("Price (USD)")},
                    {3});
    for (const StalePrice& price : stale) {
        table.addRow({text(formatIsoDate(price.quote->observedOn)), text(price.gpu->name),
                      text(toString(price.condition)), numberText(price.quote->priceUsd)});
    }
    printOut(table.render());
}

int validateCatalog(Invocation& invocation) {
    const int staleMonths = staleAfterOption(invocation);
    Catalog& catalog = invocation.catalog();
    Catalog::verifyIntegrity(catalog.path()); // the full check, which opening skips for speed
    const auto problems = catalog.validate();
    printStalePrices(catalog, staleMonths);
    if (problems.empty()) {
        printOut(
            QStringLiteral("%1: no problems in %2 cards, %3 prices, %4 cloud offers, %5 system base costs "
                           "and %6 benchmark results.\n")
                .arg(catalog.path())
                .arg(catalog.gpuNames().size())
                .arg(catalog.prices().size())
                .arg(catalog.cloudOffers().size())
                .arg(catalog.systemBaseCosts().size())
                .arg(catalog.benchmarks().size()));
        return ExitSuccess;
    }
    for (const auto& problem : problems) {
        printOut(QStringLiteral("%1 / %2: %3\n")
                     .arg(text(toString(problem.table)), text(problem.row), text(problem.problem.message)));
    }
    printOut(QStringLiteral("%1 problem(s) in %2.\n").arg(problems.size()).arg(catalog.path()));
    return ExitProblemsFound;
}

int exportTable(Invocation& invocation) {
    const CatalogTable table = tableOption(invocation);
    const QString file = invocation.operands().front();
    Catalog& catalog = invocation.catalog();
    catalog.exportCsvFile(table, file);
    printOut(QStringLiteral("Exported the %1 table to %2.\n").arg(text(toString(table)), file));
    return ExitSuccess;
}

/// The CSV text of a file or an http(s) address; a message on stderr and std::nullopt when it
/// cannot be read.
std::optional<QByteArray> readCsvSource(const QString& source) {
    if (const auto address = csvAddress(source)) {
        const CsvDownloadResult download = downloadCsv(*address);
        if (!download.ok()) {
            printError(QStringLiteral("gpu-advisor-cli: %1; nothing was imported\n").arg(download.message));
            return std::nullopt;
        }
        return download.text;
    }
    const qint64 limit = CsvDownloadLimits{}.maximumBytes;
    InputFile file = readInputFile(source, limit);
    if (!file.ok()) {
        printError(QStringLiteral("gpu-advisor-cli: %1; nothing was imported\n")
                       .arg(describeInputFileError(*file.error, source, limit)));
        return std::nullopt;
    }
    return std::move(file.bytes);
}

QString changeWord(ImportChange change) {
    switch (change) {
    case ImportChange::New:
        return QStringLiteral("new");
    case ImportChange::Changed:
        return QStringLiteral("changed");
    case ImportChange::Unchanged:
        return QStringLiteral("unchanged");
    }
    return {};
}

void printPreview(const QString& source, const ImportPreview& preview) {
    printOut(QStringLiteral("%1 (%2 table): %3 new, %4 changed, %5 unchanged, %6 rejected\n")
                 .arg(source, text(toString(preview.table)))
                 .arg(preview.count(ImportChange::New))
                 .arg(preview.count(ImportChange::Changed))
                 .arg(preview.count(ImportChange::Unchanged))
                 .arg(countText(preview.rejectedCount())));
    for (const ImportPreviewRow& row : preview.rows) {
        printOut(QStringLiteral("  line %1  %2  %3\n")
                     .arg(row.line)
                     .arg(changeWord(row.change), -9)
                     .arg(text(row.label)));
        if (row.change == ImportChange::Changed) {
            for (const CellChange& cell : changedCells(preview.table, row.before, row.after)) {
                printOut(QStringLiteral("      %1: %2 -> %3\n")
                             .arg(text(cell.column), text(cell.before), text(cell.after)));
            }
        }
    }
    printOut(problemLines(preview.rejected, preview.unlistedRejected, QStringLiteral("  rejected: ")));
}

/// The catalog a dry run compares the rows with, opened without writing anywhere: the catalog
/// itself read-only; a copy upgraded in a temporary folder when it is an older version's (the
/// real import would upgrade it first); the shipped data in a temporary folder when there is no
/// catalog yet (the real import would create it). Says on stderr which.
struct DryRunCatalog {
    QTemporaryDir scratch;
    std::unique_ptr<Catalog> catalog;
};

std::unique_ptr<DryRunCatalog> openForDryRun(const Invocation& invocation) {
    QString path = invocation.parser().value(QStringLiteral("catalog"));
    if (path.isEmpty()) {
        path = Catalog::defaultPath(); // its folder is not made, as catalogPath() would
    }
    auto result = std::make_unique<DryRunCatalog>();
    if (!QFileInfo::exists(path)) {
        printError(
            QStringLiteral("gpu-advisor-cli: note: there is no catalog at %1 yet; the rows are compared "
                           "with the shipped data\n")
                .arg(path));
        result->catalog =
            std::make_unique<Catalog>(result->scratch.filePath(QStringLiteral("catalog.sqlite")));
        return result;
    }
    result->catalog = std::make_unique<Catalog>(path, CatalogAccess::ReadOnly);
    if (result->catalog->isOlderSchema()) {
        printError(QStringLiteral("gpu-advisor-cli: note: %1 is an older version's catalog; the rows are "
                                  "compared with an upgraded copy of it\n")
                       .arg(path));
        result->catalog.reset();
        const QString copy = result->scratch.filePath(QStringLiteral("catalog.sqlite"));
        if (!QFile::copy(path, copy)) {
            throw CatalogError(QStringLiteral("cannot copy %1 for the dry run").arg(path));
        }
        QFile(copy).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
        result->catalog = std::make_unique<Catalog>(copy);
    }
    return result;
}

/// catalog import FILE.csv|URL [--dry-run]: a file keeps the plain all-or-none import; an address,
/// or --dry-run, shows the preview of every row first.
int importTable(Invocation& invocation) {
    const QString source = invocation.operands().front();
    const bool dryRun = invocation.parser().isSet(QStringLiteral("dry-run"));
    if (!dryRun && !csvAddress(source)) {
        return importCsvOperand(invocation);
    }
    const std::optional<QByteArray> csv = readCsvSource(source);
    if (!csv) {
        return ExitBadInput;
    }
    const std::string_view textView(csv->constData(), static_cast<std::size_t>(csv->size()));
    const std::unique_ptr<DryRunCatalog> dryRunCatalog = dryRun ? openForDryRun(invocation) : nullptr;
    Catalog& catalog = dryRun ? *dryRunCatalog->catalog : invocation.catalog();
    const ImportPreview preview = catalog.previewImport(textView);
    printPreview(source, preview);
    if (!preview.rejected.empty()) {
        printError(QStringLiteral("gpu-advisor-cli: %1: nothing was imported, %2 row(s) rejected\n")
                       .arg(source, countText(preview.rejectedCount())));
        return ExitBadInput;
    }
    if (dryRun) {
        printOut(QStringLiteral("Dry run: nothing was changed.\n"));
        return ExitSuccess;
    }
    const ImportResult result = catalog.importCsvText(textView);
    if (!result.ok()) { // the catalog changed between preview and import
        printError(QStringLiteral("gpu-advisor-cli: %1: nothing was imported: %2\n")
                       .arg(source, text(result.errors.front().describe())));
        return ExitBadInput;
    }
    printOut(QStringLiteral("Imported %1 into the %2 table: %3 new, %4 replaced.\n")
                 .arg(source, text(toString(result.table)))
                 .arg(preview.count(ImportChange::New))
                 .arg(preview.count(ImportChange::Changed)));
    return ExitSuccess;
}

/// catalog recover: only a damaged file is touched; a sound catalog or another program's file is not.
int recoverCatalog(Invocation& invocation) {
    const QString path = invocation.catalogPath();
    try {
        Catalog::verifyIntegrity(path);
        printOut(QStringLiteral("%1 is not damaged; nothing was changed.\n").arg(path));
        return ExitSuccess;
    } catch (const CatalogError& error) {
        if (error.kind() != CatalogErrorKind::Damaged) {
            throw;
        }
    }
    const CatalogRecovery recovery = Catalog::recoverDamaged(path);
    printOut(QStringLiteral("Kept the damaged file as %1.\n"
                            "Made a fresh catalog at %2 from the shipped data and copied in %3 rows that "
                            "could still be read: %4 cards, %5 prices, %6 cloud offers, %7 system costs, "
                            "%8 saved builds, %9 of your benchmark results.\n")
                 .arg(recovery.backupPath, path)
                 .arg(recovery.salvagedRows())
                 .arg(recovery.gpus)
                 .arg(recovery.prices)
                 .arg(recovery.cloudOffers)
                 .arg(recovery.systemBaseCosts)
                 .arg(recovery.builds)
                 .arg(recovery.benchmarks));
    if (recovery.invalidRows > 0) {
        printOut(QStringLiteral("Left out %1 rows that could be read but hold invalid values.\n")
                     .arg(recovery.invalidRows));
    }
    if (!recovery.everythingRead) {
        printOut(QStringLiteral("Some tables could not be read to the end: the rows past the damage are only "
                                "in the backup.\n"));
    }
    return ExitSuccess;
}

/// catalog update-shipped: opening the catalog merges this version's shipped rows (Catalog's
/// constructor); this says what that did, one line per table, or that there was nothing to do.
int updateShipped(Invocation& invocation) {
    const Catalog& catalog = invocation.catalog();
    const auto& update = catalog.shippedUpdate();
    if (catalog.isReadOnly()) {
        throw CatalogError(QStringLiteral("cannot update %1 with this version's shipped data: %2")
                               .arg(catalog.path(), catalog.readOnlyExplanation()),
                           CatalogErrorKind::ReadOnly);
    }
    if (!update) {
        printOut(QStringLiteral("%1 already holds this version's shipped data; nothing was changed.\n")
                     .arg(catalog.path()));
        return ExitSuccess;
    }
    // As the note on opening says (cliapplication.cpp): a new schema alone changes no row.
    printOut(
        (update->affectedRows()
             ? QStringLiteral("Updated %1 with this version's shipped data (the catalog as it was is kept "
                              "as %2).\n")
             : QStringLiteral("Brought %1 up to this version; its shipped data was already current (the "
                              "catalog as it was is kept as %2).\n"))
            .arg(catalog.path(), QString::fromStdString(update->backupPath)));
    printOut(QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                 .arg(QStringLiteral("table"), -13)
                 .arg(QStringLiteral("new"), 5)
                 .arg(QStringLiteral("updated"), 7)
                 .arg(QStringLiteral("yours kept"), 10)
                 .arg(QStringLiteral("deleted by you"), 14)
                 .arg(QStringLiteral("card missing"), 12));
    for (const CatalogTable table : allCatalogTables()) {
        const ShippedRowCounts& counts = update->of(table);
        printOut(QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                     .arg(text(toString(table)), -13)
                     .arg(counts.added, 5)
                     .arg(counts.updated, 7)
                     .arg(counts.keptUsers, 10)
                     .arg(counts.keptDeleted, 14)
                     .arg(counts.skipped, 12));
    }
    return ExitSuccess;
}

} // namespace

std::vector<Command> catalogCommands() {
    return {
        {{QStringLiteral("catalog"), QStringLiteral("list")},
         {},
         QStringLiteral("List every card with its key specifications."),
         [] { return QList<QCommandLineOption>{formatOption(QStringLiteral("table, csv or json"))}; },
         &listCards},
        {{QStringLiteral("catalog"), QStringLiteral("show")},
         {QStringLiteral("NAME")},
         QStringLiteral(
             "Show one card (name in any case): every specification, its prices and cloud offers."),
         [] { return QList<QCommandLineOption>{formatOption(QStringLiteral("table or json"))}; },
         &showCard},
        {{QStringLiteral("catalog"), QStringLiteral("validate")},
         {},
         QStringLiteral("Check every row for out-of-range and inconsistent values (exit 1 if any are found), "
                        "and list the card prices that are old."),
         [] { return QList<QCommandLineOption>{staleAfterOptionDefinition()}; },
         &validateCatalog},
        {{QStringLiteral("catalog"), QStringLiteral("export")},
         {QStringLiteral("FILE.csv")},
         QStringLiteral("Write one table of the catalog as CSV."),
         [] {
             return QList<QCommandLineOption>{QCommandLineOption(
                 QStringLiteral("table"),
                 QStringLiteral("Table to export: gpus, prices, cloud-offers, system-costs or benchmarks."),
                 QStringLiteral("TABLE"), QStringLiteral("gpus"))};
         },
         &exportTable},
        {{QStringLiteral("catalog"), QStringLiteral("import")},
         {QStringLiteral("FILE.csv|URL")},
         QStringLiteral("Add or replace rows from a CSV file or an http(s) address with an exported table's "
                        "header; all rows or none. An address, or --dry-run, lists each row as new, changed, "
                        "unchanged or rejected first."),
         [] {
             return QList<QCommandLineOption>{QCommandLineOption(
                 QStringLiteral("dry-run"), QStringLiteral("Only show what would change; write nothing."))};
         },
         &importTable},
        {{QStringLiteral("catalog"), QStringLiteral("update-shipped")},
         {},
         QStringLiteral("Bring the catalog up to this version's shipped cards, prices, cloud offers and "
                        "benchmark results (done whenever a new version first opens it) and say what "
                        "changed; your own rows and edits are kept."),
         [] { return QList<QCommandLineOption>{}; },
         &updateShipped},
        {{QStringLiteral("catalog"), QStringLiteral("recover")},
         {},
         QStringLiteral(
             "Repair a damaged catalog: keep it as a timestamped backup, make a fresh one from the "
             "shipped data and copy in every row that can still be read."),
         [] { return QList<QCommandLineOption>{}; },
         &recoverCatalog},
    };
}

} // namespace gpuadvisor::cli
