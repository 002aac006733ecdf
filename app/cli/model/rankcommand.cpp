#include "rankcommand.h"

#include "commandsupport.h"
#include "modelsupport.h"
#include "streamedoutput.h"
#include "supportoutput.h"

#include "gpuadvisor/core/catalog/benchmarkkey.h"
#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/core/catalog/csv.h"
#include "gpuadvisor/core/cost/ranking.h"
#include "gpuadvisor/core/llm/llmcalibration.h"
#include "gpuadvisor/core/model/crossvalidation.h"
#include "gpuadvisor/text/supporttext.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <set>
#include <utility>

namespace gpuadvisor::cli::modelcmd {
namespace {

/// What rank ranks by: the core's options (which prices, which day, which cards), and whether the
/// metric was the default.
struct RankRequest : RankingOptions {
    bool metricDefaulted = false; ///< No --metric: the charts' default, which the output names.
};

RankRequest rankRequest(const Invocation& invocation) {
    const auto& parser = invocation.parser();
    RankRequest options;
    options.perDollar = parser.isSet(QStringLiteral("per-dollar"));
    options.minMemoryGb =
        numberOption(invocation, QStringLiteral("min-memory"), 0, 10000, QStringLiteral("GB")).value_or(0);
    options.gpuCount = integerOption(invocation, QStringLiteral("count"), 1, maxGpusPerMachine).value_or(1);
    options.condition = conditionOption(invocation, options.condition);
    options.asOf = asOfOption(invocation);
    options.ownership = ownershipOptions(invocation);
    options.includeUnsupported = includeUnsupported(invocation);
    options.vendors = vendorOption(invocation);
    options.metricDefaulted = !parser.isSet(QStringLiteral("metric"));
    return options;
}

QJsonObject costJson(const RankedCard& card, Date asOf) {
    QJsonObject object;
    object.insert(QStringLiteral("price_usd"), card.price->priceUsd);
    object.insert(QStringLiteral("price_condition"), text(toString(card.price->condition)));
    object.insert(QStringLiteral("price_observed_on"), text(formatIsoDate(card.price->observedOn)));
    object.insert(QStringLiteral("price_is_old"),
                  isStalePrice(card.price->observedOn, asOf, defaultStalePriceMonths));
    object.insert(QStringLiteral("price_source"), text(card.price->source));
    object.insert(QStringLiteral("cards_usd"), card.cost->cardsUsd);
    object.insert(QStringLiteral("system_usd"), card.cost->systemUsd);
    object.insert(QStringLiteral("electricity_usd"), card.cost->electricityUsd);
    object.insert(QStringLiteral("total_cost_usd"), card.cost->totalUsd());
    object.insert(QStringLiteral("performance_per_dollar"), card.performancePerDollar);
    return object;
}

/// The vendors of ranked devices whose figures rest on specifications alone: those not among
/// `measuredVendors` (vendorsMeasuring, the definition the charts and the advisor use).
QStringList vendorsWithoutMeasurements(const Ranking& ranking,
                                       const std::vector<std::string>& measuredVendors) {
    std::set<std::string> missing;
    for (const RankedCard& card : ranking.cards) {
        if (!isOfVendor(*card.gpu, measuredVendors)) {
            missing.insert(card.gpu->vendor);
        }
    }
    QStringList vendors;
    for (const std::string& vendor : missing) {
        vendors << text(vendor);
    }
    return vendors;
}

/// The figure is the one the desktop app's charts and wizard state (text::specificationOnlyText);
/// the runs named are those vendorsMeasuring counts, the catalog's own and the user's alike.
QString specOnlyNote(const QStringList& vendors, Workload workload) {
    const SpecificationOnlySpread spread = specificationOnlySpread();
    return QStringLiteral(
               "%1: estimates from specifications only; no 16-bit %2 training run on these vendors' "
               "devices, shipped or imported, checks them, so they may be off by about +-%3 % (other "
               "vendors' measured compute-bound speeds ran %4x to %5x their datasheet estimates).")
        .arg(vendors.join(QStringLiteral(", ")), text(toString(workload)))
        .arg(std::lround(spread.error() * 100))
        .arg(fixed(spread.lowest, 2), fixed(spread.highest, 2));
}

void printRanking(const Ranking& ranking, const RankRequest& options, const PerformanceModel& model,
                  const Gpu& reference, const MeasuredPerformance& measuredIndex,
                  const QStringList& specOnlyVendors, OutputFormat format) {
    const bool perDollar = options.perDollar;
    const PerformanceQuery& query = model.query();
    // Measured results are of one GPU against one GPU: shown for single-GPU rankings only.
    const auto measured = [&](const Gpu& gpu) -> std::optional<MeasuredComparison> {
        if (options.gpuCount != 1) {
            return std::nullopt;
        }
        return measuredIndex.primary(gpu, reference, query.metric, query.workload);
    };
    // The typical error of a card's estimate: the metric's, where measurements of its vendor's
    // devices check the model; none where they do not, or where the metric has none.
    const std::optional<double> metricError = typicalEstimateError(query.metric, query.workload);
    std::set<std::string> uncheckedVendors;
    for (const QString& vendor : specOnlyVendors) {
        uncheckedVendors.insert(vendor.toStdString());
    }
    const auto estimateError = [&](const Gpu& gpu) {
        return uncheckedVendors.contains(gpu.vendor) ? std::nullopt : metricError;
    };
    // Written card by card: a catalog of 100,000 cards makes an output of tens of MB.
    StreamedOutput out;
    if (format == OutputFormat::Csv) {
        QString header =
            perDollar ? QStringLiteral(
                            "name,memory_gb,relative_performance,total_cost_usd,performance_per_dollar\n")
                      : QStringLiteral("name,memory_gb,relative_performance\n");
        // New columns go at the end, so scripts reading the old ones keep working.
        header.insert(
            header.size() - 1,
            QStringLiteral(
                ",measured_relative_performance,measured_model,measured_source,software_support,vendor,"
                "device_kind,typical_estimate_error") +
                (perDollar ? QStringLiteral(",price_usd,price_condition,price_observed_on,price_is_old,"
                                            "price_source")
                           : QString()));
        out.write(header);
        // One line's UTF-8 is built in place and reused from card to card: a QString per cell
        // (and Qt's number formatting) was a quarter of the command at 10,000 cards (issue 36).
        // The numbers are as Qt's QString::number(value, 'g', 6) and (value, 'f', 2) wrote them.
        std::string line;
        const auto cell = [&line](std::string_view value) {
            line += ',';
            line += value;
        };
        for (const auto& card : ranking.cards) {
            line = csvTextField(card.gpu->name);
            cell(formatNumber(card.gpu->memoryGb));
            cell(formatSignificant(card.relativePerformance, 6));
            if (perDollar) {
                cell(formatFixed(card.cost->totalUsd(), 2));
                cell(formatSignificant(card.performancePerDollar, 6));
            }
            if (const auto comparison = measured(*card.gpu)) {
                cell(formatSignificant(comparison->relative, 6));
                cell(csvTextField(comparison->model));
                cell(csvTextField(comparison->source));
            } else {
                line += ",,,";
            }
            cell(toString(cardSupport(*card.gpu, options.asOf).level));
            cell(csvTextField(card.gpu->vendor));
            cell(toString(card.gpu->deviceKind));
            const std::optional<double> error = estimateError(*card.gpu);
            cell(error ? formatSignificant(*error, 6) : std::string());
            if (perDollar) {
                const PriceObservation& price = *card.price;
                cell(formatNumber(price.priceUsd));
                cell(toString(price.condition));
                cell(formatIsoDate(price.observedOn));
                cell(isStalePrice(price.observedOn, options.asOf, defaultStalePriceMonths) ? "yes" : "no");
                cell(csvTextField(price.source));
            }
            line += '\n';
            out.write(line);
        }
        return;
    }
    if (format == OutputFormat::Json) {
        const auto cardJson = [&](const RankedCard& card) {
            QJsonObject object;
            object.insert(QStringLiteral("name"), text(card.gpu->name));
            object.insert(QStringLiteral("vendor"), text(card.gpu->vendor));
            object.insert(QStringLiteral("device_kind"), text(toString(card.gpu->deviceKind)));
            object.insert(QStringLiteral("memory_gb"), card.gpu->memoryGb);
            object.insert(QStringLiteral("relative_performance"), card.relativePerformance);
            object.insert(QStringLiteral("software_support"),
                          text(toString(cardSupport(*card.gpu, options.asOf).level)));
            if (const auto error = estimateError(*card.gpu)) {
                object.insert(QStringLiteral("typical_estimate_error"), *error);
            }
            if (const auto comparison = measured(*card.gpu)) {
                object.insert(QStringLiteral("measured_relative_performance"), comparison->relative);
                object.insert(QStringLiteral("measured_model"), text(comparison->model));
                object.insert(QStringLiteral("measured_source"), text(comparison->source));
            }
            if (card.cost) {
                const QJsonObject cost = costJson(card, options.asOf);
                for (auto it = cost.begin(); it != cost.end(); ++it) {
                    object.insert(it.key(), it.value());
                }
            }
            return object;
        };
        QJsonArray unpriced;
        for (const Gpu* gpu : ranking.unpriced) {
            unpriced.append(text(gpu->name));
        }
        QJsonObject root;
        root.insert(QStringLiteral("metric"), text(toString(model.query().metric)));
        root.insert(QStringLiteral("metric_is_default"), options.metricDefaulted);
        root.insert(QStringLiteral("workload"), text(toString(model.query().workload)));
        root.insert(QStringLiteral("reference"), text(model.referenceName()));
        root.insert(QStringLiteral("gpu_count"), options.gpuCount);
        root.insert(QStringLiteral("as_of"), text(formatIsoDate(options.asOf)));
        root.insert(QStringLiteral("cards"), QJsonArray());
        if (const auto error = typicalEstimateError(query.metric, query.workload)) {
            root.insert(QStringLiteral("typical_estimate_error"), *error);
        }
        if (perDollar) {
            root.insert(QStringLiteral("unpriced"), unpriced);
        }
        QJsonArray unsupported;
        for (const Gpu* gpu : ranking.unsupported) {
            unsupported.append(text(gpu->name));
        }
        root.insert(QStringLiteral("left_out_unsupported"), unsupported);
        QJsonArray unrated;
        for (const Gpu* gpu : ranking.unrated) {
            unrated.append(text(gpu->name));
        }
        root.insert(QStringLiteral("left_out_unrated"), unrated);
        QJsonArray specOnly;
        for (const QString& vendor : specOnlyVendors) {
            specOnly.append(vendor);
        }
        root.insert(QStringLiteral("vendors_without_measurements"), specOnly);
        // The document with no cards, and the cards written into its empty array one by one.
        const QByteArray document = QJsonDocument(root).toJson(QJsonDocument::Indented);
        const QByteArray noCards = "\"cards\": [\n    ]";
        const qsizetype at = document.indexOf(noCards);
        if (ranking.cards.empty() || at < 0) {
            out.write(document);
            return;
        }
        out.write(document.left(at) + "\"cards\": [\n");
        JsonArrayWriter cards(out, 1);
        for (const auto& card : ranking.cards) {
            cards.append(cardJson(card));
        }
        out.write(QByteArray("\n    ]") + document.mid(at + noCards.size()));
        return;
    }
    QStringList header{QStringLiteral("#"), QStringLiteral("Card"), QStringLiteral("Vendor"),
                       QStringLiteral("Memory (GB)"), QStringLiteral("Estimated perf")};
    QList<int> right{0, 3, 4};
    if (perDollar) {
        header << QStringLiteral("Price (USD)") << QStringLiteral("Price date")
               << QStringLiteral("Total cost (USD)") << QStringLiteral("Perf per $1000");
        right << 5 << 7 << 8;
    }
    header << QStringLiteral("Measured perf") << QStringLiteral("Software");
    TextTable table(header, right);
    const auto cellsOf = [&](int rank, const RankedCard& card) {
        QStringList cells{QString::number(rank), text(card.gpu->name), text(card.gpu->vendor),
                          numberText(card.gpu->memoryGb), fixed(card.relativePerformance, 3)};
        if (perDollar) {
            cells << fixed(card.price->priceUsd, 0) << priceDateCell(card.price->observedOn, options.asOf)
                  << fixed(card.cost->totalUsd(), 0) << fixed(card.performancePerDollar * 1000, 4);
        }
        const auto comparison = measured(*card.gpu);
        cells << (comparison ? QStringLiteral("%1 (%2)").arg(fixed(comparison->relative, 3),
                                                             measuredLabel(*comparison))
                             : QString());
        cells << text::supportCatch(cardSupport(*card.gpu, options.asOf));
        return cells;
    };
    // The columns are as wide as their widest cell: measured first, then written row by row.
    int rank = 0;
    for (const auto& card : ranking.cards) {
        table.widen(cellsOf(++rank, card));
    }
    const QString metric = text(toString(model.query().metric));
    QString title =
        QStringLiteral("%1, %2, %3x GPU, relative to %4")
            .arg(options.metricDefaulted
                     ? QStringLiteral("%1 (the charts' default metric; choose with --metric)").arg(metric)
                     : metric,
                 text(toString(model.query().workload)))
            .arg(options.gpuCount)
            .arg(text(model.referenceName()));
    if (perDollar) {
        title += QStringLiteral("; %1 prices as of %2, %3 years at $%4/kWh and %5 % utilisation")
                     .arg(text(toString(options.condition)), text(formatIsoDate(options.asOf)),
                          numberText(options.ownership.years), numberText(options.ownership.kwhPriceUsd),
                          numberText(options.ownership.utilization * 100));
    }
    out.write(title + QStringLiteral("\n\n") + table.headerLines());
    rank = 0;
    for (const auto& card : ranking.cards) {
        out.write(table.rowLine(cellsOf(++rank, card)));
    }
    out.write(QLatin1Char('\n') + typicalErrorNote(query) + QLatin1Char('\n'));
    // The vendors' note qualifies a typical error. Without one (no shipped measurement checks the
    // metric, for any vendor) the line above already says so, and naming every vendor again, the
    // ones the model is fitted on among them, would read as a warning about those alone.
    if (!specOnlyVendors.isEmpty() && metricError) {
        out.write(specOnlyNote(specOnlyVendors, query.workload) + QLatin1Char('\n'));
    }
}

int rank(Invocation& invocation) {
    const OutputFormat format = outputFormat(invocation, true);
    // As the charts: a ranking without --metric is of their default metric, and says so.
    const PerformanceQuery query = performanceQuery(invocation, defaultChartMetric);
    const RankRequest options = rankRequest(invocation);
    Catalog& catalog = invocation.catalog();
    Catalog::CardsAndPrices read = catalog.cardsAndPrices();
    // The reference from the cards read (its launch price as the catalog gives it); asked of the
    // catalog only to name the card that is not there.
    const QString referenceName = invocation.parser().value(QStringLiteral("reference"));
    const Gpu* listed = findGpu(read.gpus, referenceName.toStdString());
    const Gpu reference = listed != nullptr ? *listed : requireGpu(catalog, referenceName);

    const std::vector<Gpu> gpus = std::move(read.gpus);
    // Only the prices this ranking can use: of its condition, on or before its day. The price
    // list itself is let go once indexed.
    const PriceBook priceBook = [&] {
        std::vector<PriceObservation> prices = std::move(read.prices);
        std::erase_if(prices, [&options](const PriceObservation& price) {
            return price.condition != options.condition || options.asOf < price.observedOn;
        });
        return PriceBook(std::move(prices));
    }();
    const auto cardPrices = priceBook.latestFor(gpus, options.condition, options.asOf);
    const std::vector<SystemBaseCost> systemCosts = catalog.systemBaseCosts();
    const auto system = systemBaseCostFor(systemCosts, options.gpuCount);
    if (options.perDollar && !system) {
        throw UsageError(QStringLiteral("the catalog has no system base cost for %1 GPUs; add one with "
                                        "'gpu-advisor-cli catalog import' (table system-costs)")
                             .arg(options.gpuCount));
    }
    const PerformanceModel model(reference, query);
    const Ranking ranking = rankCards(gpus, cardPrices, model, system, options);
    // The rows the model's estimates of the workload rest on say which vendors' estimates are
    // checked, as on the charts; a ranking by 16-bit training shows the single-GPU ones among
    // them, any other metric its own rows (one read of the table either way for training).
    std::vector<BenchmarkResult> backing = catalog.benchmarksBackingEstimates(query.workload);
    const QStringList specOnlyVendors =
        vendorsWithoutMeasurements(ranking, vendorsMeasuring(gpus, backing, query.workload, false));
    if (query.metric == Metric::Training16) {
        std::erase_if(backing, [](const BenchmarkResult& row) { return row.gpuCount != 1; });
        sortBenchmarkRows(backing); // the order benchmarksMeasuring gives, which ties follow
    } else {
        backing = catalog.benchmarksMeasuring(query.metric, query.workload);
    }
    const MeasuredPerformance measured(std::move(backing));
    if (options.metricDefaulted && format == OutputFormat::Csv) {
        // CSV has no line for it (the table's title and the JSON's "metric" name it).
        printError(QStringLiteral("note: ranked by %1, the charts' default metric; choose with --metric\n")
                       .arg(text(toString(query.metric))));
    }
    printRanking(ranking, options, model, reference, measured, specOnlyVendors, format);
    if (options.perDollar && !ranking.unpriced.empty()) {
        // Named up to a screenful; a big catalog may have thousands without a price.
        constexpr std::size_t namedCards = 20;
        QStringList names;
        for (std::size_t i = 0; i < ranking.unpriced.size() && i < namedCards; ++i) {
            names << text(ranking.unpriced[i]->name);
        }
        QString list = names.join(QStringLiteral(", "));
        if (ranking.unpriced.size() > namedCards) {
            list += QStringLiteral(" and %1 more").arg(ranking.unpriced.size() - namedCards);
        }
        printError(QStringLiteral("note: %1 card(s) have no %2 price on or before %3 and are left out: %4\n")
                       .arg(ranking.unpriced.size())
                       .arg(text(toString(options.condition)), text(formatIsoDate(options.asOf)), list));
    }
    if (!ranking.unrated.empty()) {
        QStringList names;
        for (const Gpu* gpu : ranking.unrated) {
            names << text(gpu->name);
        }
        printError(QStringLiteral("note: not rated, as their makers publish no FP32 rate: %1\n")
                       .arg(names.join(QStringLiteral(", "))));
    }
    if (const QString note = unsupportedNote(ranking.unsupported); !note.isEmpty()) {
        printError(QStringLiteral("note: ") + note);
    }

    return ExitSuccess;
}

QList<QCommandLineOption> rankOptions() {
    QList<QCommandLineOption> options = modelOptions(text(toString(defaultChartMetric)));
    options << QCommandLineOption(
                   QStringLiteral("per-dollar"),
                   QStringLiteral("Rank by performance per dollar of ownership (seed fact C1)."))
            << valueOption(QStringLiteral("min-memory"), QStringLiteral("Leave out cards with less memory."),
                           QStringLiteral("GB"))
            << valueOption(QStringLiteral("count"), QStringLiteral("GPUs per machine, 1-8 (default 1)."),
                           QStringLiteral("N"))
            << valueOption(QStringLiteral("condition"),
                           QStringLiteral("Prices of new (default) or used cards."),
                           QStringLiteral("CONDITION"))
            << valueOption(QStringLiteral("as-of"),
                           QStringLiteral("Use the newest prices on or before this day (default today)."),
                           QStringLiteral("YYYY-MM-DD"))
            << vendorOptionDefinition() << ownershipOptionDefinitions() << includeUnsupportedOption()
            << formatOption(QStringLiteral("table, csv or json"));
    return options;
}

} // namespace

Command rankCommand() {
    return {
        {QStringLiteral("rank")},
        {},
        QStringLiteral("Rank every card by relative performance, or by performance per dollar of ownership."),
        &rankOptions,
        &rank};
}

} // namespace gpuadvisor::cli::modelcmd
