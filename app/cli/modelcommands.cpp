#include "modelcommands.h"

#include "commandsupport.h"
#include "streamedoutput.h"
#include "supportoutput.h"

#include "gpuadvisor/core/advice/guideclaims.h"
#include "gpuadvisor/core/catalog/csv.h"
#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/core/cost/ranking.h"
#include "gpuadvisor/core/llm/llmcalibration.h"
#include "gpuadvisor/core/model/crossvalidation.h"
#include "gpuadvisor/core/model/measured.h"
#include "gpuadvisor/core/model/scaling.h"
#include "gpuadvisor/core/model/scalingfit.h"
#include "gpuadvisor/db/llmdata.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/supporttext.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace gpuadvisor::cli {
namespace {

const QString defaultReference = QStringLiteral("H100 SXM");

QCommandLineOption valueOption(const QString& name, const QString& description, const QString& valueName,
                               const QString& defaultValue = {}) {
    return QCommandLineOption(name, description, valueName, defaultValue);
}

/// The model options; `metricDefault` says what --metric's help names as its default (empty:
/// the option is required).
QList<QCommandLineOption> modelOptions(const QString& metricDefault = {}) {
    return {
        valueOption(QStringLiteral("metric"),
                    QStringLiteral("inference8, inference16 or training16 (%1).")
                        .arg(metricDefault.isEmpty() ? QStringLiteral("required")
                                                     : QStringLiteral("default %1").arg(metricDefault)),
                    QStringLiteral("METRIC")),
        valueOption(QStringLiteral("workload"), QStringLiteral("transformer (default) or cnn."),
                    QStringLiteral("WORKLOAD"), QStringLiteral("transformer")),
        valueOption(
            QStringLiteral("reference"),
            QStringLiteral("Card that scores 1.0 (default %1, as the guide's charts).").arg(defaultReference),
            QStringLiteral("NAME"), defaultReference),
        QCommandLineOption(
            QStringLiteral("sparsity"),
            QStringLiteral("Count 2:4 structured sparsity on Ampere and later (seed fact P15).")),
    };
}

/// --metric, --workload and --sparsity as a query. Without --metric: `metricDefault`, or a usage
/// error when there is none.
PerformanceQuery performanceQuery(const Invocation& invocation, std::optional<Metric> metricDefault = {}) {
    const auto& parser = invocation.parser();
    if (!parser.isSet(QStringLiteral("metric")) && !metricDefault) {
        throw UsageError(QStringLiteral("--metric is required (one of: %1)").arg(text(allowedMetrics())));
    }
    const QString metricText = parser.isSet(QStringLiteral("metric")) ? parser.value(QStringLiteral("metric"))
                                                                      : text(toString(*metricDefault));
    const auto metric = parseMetric(metricText.toStdString());
    if (!metric) {
        throw UsageError(
            QStringLiteral("--metric '%1' is not one of: %2").arg(metricText, text(allowedMetrics())));
    }
    const QString workloadText = parser.value(QStringLiteral("workload"));
    const auto workload = parseWorkload(workloadText.toStdString());
    if (!workload) {
        throw UsageError(
            QStringLiteral("--workload '%1' is not one of: %2").arg(workloadText, text(allowedWorkloads())));
    }
    return {*metric, *workload, parser.isSet(QStringLiteral("sparsity"))};
}

QString fixed(double value, int decimals) {
    return QString::number(value, 'f', decimals);
}

/// Enough significant digits for a per-dollar figure in CSV and JSON.
QString precise(double value) {
    return QString::number(value, 'g', 6);
}

/// "BERT-large, Lambda 2025" for a measured comparison: model, source's first word, year.
QString measuredLabel(const MeasuredComparison& comparison) {
    const QString source = comparison.origin == BenchmarkOrigin::User
                               ? QStringLiteral("your measurement")
                               : text(comparison.source).section(QLatin1Char(' '), 0, 0);
    return QStringLiteral("%1, %2 %3")
        .arg(text(displayModelName(comparison.model)), source)
        .arg(static_cast<int>(comparison.measuredOn.year()));
}

/// "estimate, typically within +-9 % of measured training throughput" or why there is no figure.
QString typicalErrorNote(const PerformanceQuery& query) {
    const std::optional<double> error = typicalEstimateError(query.metric, query.workload);
    if (!error) {
        return QStringLiteral("Estimates for %1 are not yet checked against measurements.")
            .arg(text(toString(query.metric)));
    }
    return QStringLiteral("Estimates are typically within +-%1 % of measured throughput (median error on "
                          "cards the model was not fitted to; gpu-advisor-cli crossvalidate).")
        .arg(std::lround(*error * 100));
}

// ---------------------------------------------------------------------------------------------
// rank

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

void printRanking(const Ranking& ranking, const RankRequest& options, const PerformanceModel& model,
                  const Gpu& reference, const MeasuredPerformance& measuredIndex, OutputFormat format) {
    const bool perDollar = options.perDollar;
    const PerformanceQuery& query = model.query();
    // Measured results are of one GPU against one GPU: shown for single-GPU rankings only.
    const auto measured = [&](const Gpu& gpu) -> std::optional<MeasuredComparison> {
        if (options.gpuCount != 1) {
            return std::nullopt;
        }
        return measuredIndex.primary(gpu, reference, query.metric, query.workload);
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
            QStringLiteral(",measured_relative_performance,measured_model,measured_source,software_support"));
        out.write(header);
        for (const auto& card : ranking.cards) {
            QStringList cells{text(csvTextField(card.gpu->name)), numberText(card.gpu->memoryGb),
                              precise(card.relativePerformance)};
            if (perDollar) {
                cells << fixed(card.cost->totalUsd(), 2) << precise(card.performancePerDollar);
            }
            const auto comparison = measured(*card.gpu);
            cells << (comparison ? precise(comparison->relative) : QString())
                  << (comparison ? text(csvTextField(comparison->model)) : QString())
                  << (comparison ? text(csvTextField(comparison->source)) : QString())
                  << text(toString(cardSupport(*card.gpu, options.asOf).level));
            out.write(cells.join(QLatin1Char(',')) + QLatin1Char('\n'));
        }
        return;
    }
    if (format == OutputFormat::Json) {
        const auto cardJson = [&](const RankedCard& card) {
            QJsonObject object;
            object.insert(QStringLiteral("name"), text(card.gpu->name));
            object.insert(QStringLiteral("memory_gb"), card.gpu->memoryGb);
            object.insert(QStringLiteral("relative_performance"), card.relativePerformance);
            object.insert(QStringLiteral("software_support"),
                          text(toString(cardSupport(*card.gpu, options.asOf).level)));
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
    QStringList header{QStringLiteral("#"), QStringLiteral("Card"), QStringLiteral("Memory (GB)"),
                       QStringLiteral("Estimated perf")};
    QList<int> right{0, 2, 3};
    if (perDollar) {
        header << QStringLiteral("Price (USD)") << QStringLiteral("Price date")
               << QStringLiteral("Total cost (USD)") << QStringLiteral("Perf per $1000");
        right << 4 << 6 << 7;
    }
    header << QStringLiteral("Measured perf") << QStringLiteral("Software");
    TextTable table(header, right);
    const auto cellsOf = [&](int rank, const RankedCard& card) {
        QStringList cells{QString::number(rank), text(card.gpu->name), numberText(card.gpu->memoryGb),
                          fixed(card.relativePerformance, 3)};
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
}

int rank(Invocation& invocation) {
    const OutputFormat format = outputFormat(invocation, true);
    // As the charts: a ranking without --metric is of their default metric, and says so.
    const PerformanceQuery query = performanceQuery(invocation, defaultChartMetric);
    const RankRequest options = rankRequest(invocation);
    Catalog& catalog = invocation.catalog();
    const Gpu reference = requireGpu(catalog, invocation.parser().value(QStringLiteral("reference")));

    const std::vector<Gpu> gpus = catalog.gpus();
    // Only the prices this ranking can use: of its condition, on or before its day. The price
    // list itself is let go once indexed.
    const PriceBook priceBook = [&] {
        std::vector<PriceObservation> prices = catalog.prices();
        std::erase_if(prices, [&options](const PriceObservation& price) {
            return price.condition != options.condition || options.asOf < price.observedOn;
        });
        return PriceBook(prices);
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
    const MeasuredPerformance measured(catalog.benchmarks());
    if (options.metricDefaulted && format == OutputFormat::Csv) {
        // CSV has no line for it (the table's title and the JSON's "metric" name it).
        printError(QStringLiteral("note: ranked by %1, the charts' default metric; choose with --metric\n")
                       .arg(text(toString(query.metric))));
    }
    printRanking(ranking, options, model, reference, measured, format);
    if (const QString note = unsupportedNote(ranking.unsupported); !note.isEmpty()) {
        printError(QStringLiteral("note: ") + note);
    }
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
    return ExitSuccess;
}

// ---------------------------------------------------------------------------------------------
// explain

/// An input as the user reads it: yes/no for flags, a number with its unit otherwise.
QString inputText(FactorKind kind, double value) {
    switch (kind) {
    case FactorKind::TensorCores:
    case FactorKind::EightBitData:
    case FactorKind::AsyncCopy:
    case FactorKind::TensorMemoryAccelerator:
        return value != 0 ? QStringLiteral("yes") : QStringLiteral("no");
    case FactorKind::TensorCoreGeneration:
        return value != 0 ? QStringLiteral("gen %1").arg(value) : QStringLiteral("none");
    case FactorKind::GenerationCalibration:
        return value != 0 ? QStringLiteral("%1 measured").arg(value) : QStringLiteral("none");
    default:
        break;
    }
    const int decimals = value >= 100 ? 0 : (value >= 10 ? 1 : 2);
    return fixed(value, decimals) + QLatin1Char(' ') + text(inputUnit(kind));
}

int explain(Invocation& invocation) {
    const OutputFormat format = outputFormat(invocation, false);
    const PerformanceQuery query = performanceQuery(invocation);
    Catalog& catalog = invocation.catalog();
    const Gpu card = requireGpu(catalog, invocation.operands().front());
    const Gpu reference = requireGpu(catalog, invocation.parser().value(QStringLiteral("reference")));
    const PerformanceModel model(reference, query);
    const PerformanceExplanation explanation = model.explain(card);
    const MeasuredPerformance measuredIndex(catalog.benchmarks());
    const std::vector<MeasuredComparison> measured =
        measuredIndex.compare(card, reference, query.metric, query.workload);

    if (format == OutputFormat::Json) {
        QJsonArray factors;
        for (const auto& factor : explanation.factors) {
            QJsonObject object;
            object.insert(QStringLiteral("factor"), text(toString(factor.kind)));
            object.insert(QStringLiteral("value"), factor.value);
            object.insert(QStringLiteral("card_input"), factor.cardInput);
            object.insert(QStringLiteral("reference_input"), factor.referenceInput);
            object.insert(QStringLiteral("unit"), text(inputUnit(factor.kind)));
            object.insert(QStringLiteral("facts"), text(factIds(factor.kind)));
            factors.append(object);
        }
        QJsonObject root;
        root.insert(QStringLiteral("name"), text(card.name));
        root.insert(QStringLiteral("reference"), text(reference.name));
        root.insert(QStringLiteral("metric"), text(toString(query.metric)));
        root.insert(QStringLiteral("workload"), text(toString(query.workload)));
        root.insert(QStringLiteral("relative_performance"), explanation.relative);
        root.insert(QStringLiteral("factors"), factors);
        if (const auto error = typicalEstimateError(query.metric, query.workload)) {
            root.insert(QStringLiteral("typical_estimate_error"), *error);
        }
        QJsonArray measuredArray;
        for (const MeasuredComparison& comparison : measured) {
            QJsonObject object;
            object.insert(QStringLiteral("model"), text(comparison.model));
            object.insert(QStringLiteral("relative_performance"), comparison.relative);
            object.insert(QStringLiteral("card_value"), comparison.cardValue);
            object.insert(QStringLiteral("reference_value"), comparison.referenceValue);
            object.insert(QStringLiteral("unit"), text(comparison.unit));
            object.insert(QStringLiteral("card_batch"), comparison.cardBatch);
            object.insert(QStringLiteral("reference_batch"), comparison.referenceBatch);
            object.insert(QStringLiteral("source"), text(comparison.source));
            object.insert(QStringLiteral("measured_on"), text(formatIsoDate(comparison.measuredOn)));
            object.insert(QStringLiteral("origin"), text(toString(comparison.origin)));
            measuredArray.append(object);
        }
        root.insert(QStringLiteral("measured_relative_performance"),
                    measured.empty() ? QJsonValue() : QJsonValue(measured.front().relative));
        root.insert(QStringLiteral("measured"), measuredArray);
        root.insert(QStringLiteral("software_support"), softwareSupportJson(card, todayUtc()));
        printOut(QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)));
        return ExitSuccess;
    }
    TextTable table({QStringLiteral("Factor"), text(card.name), text(reference.name), QStringLiteral("x"),
                     QStringLiteral("Seed facts")},
                    {1, 2, 3});
    for (const auto& factor : explanation.factors) {
        table.addRow({text::factorLabel(factor.kind), inputText(factor.kind, factor.cardInput),
                      inputText(factor.kind, factor.referenceInput), fixed(factor.value, 3),
                      text(factIds(factor.kind))});
    }
    table.addRow(
        {QStringLiteral("Product"), QString(), QString(), fixed(explanation.relative, 3), QString()});
    QString measuredText;
    if (measured.empty()) {
        measuredText =
            QStringLiteral("\nMeasured: none of the catalog's benchmarks measures both cards for this "
                           "metric and workload.\n");
    } else {
        TextTable measuredTable({QStringLiteral("Measured"), text(card.name), text(reference.name),
                                 QStringLiteral("x"), QStringLiteral("Batch/GPU"), QStringLiteral("Source")},
                                {1, 2, 3});
        for (const MeasuredComparison& comparison : measured) {
            measuredTable.addRow(
                {text(displayModelName(comparison.model)),
                 QStringLiteral("%1 %2").arg(numberText(comparison.cardValue), text(comparison.unit)),
                 numberText(comparison.referenceValue), fixed(comparison.relative, 3),
                 QStringLiteral("%1 / %2").arg(comparison.cardBatch).arg(comparison.referenceBatch),
                 measuredLabel(comparison)});
        }
        measuredText = QLatin1Char('\n') + measuredTable.render();
    }
    printOut(QStringLiteral("%1 relative to %2, %3, %4: %5 (estimated)\n\n")
                 .arg(text(card.name), text(reference.name), text(toString(query.metric)),
                      text(toString(query.workload)), fixed(explanation.relative, 3)) +
             table.render() + measuredText + QLatin1Char('\n') + typicalErrorNote(query) + QLatin1Char('\n') +
             softwareSupportSection(card, todayUtc()));
    return ExitSuccess;
}

// ---------------------------------------------------------------------------------------------
// breakeven

int breakeven(Invocation& invocation) {
    const OutputFormat format = outputFormat(invocation, true);
    DesktopVersusCloud input;
    input.desktopUsd =
        requiredNumberOption(invocation, QStringLiteral("desktop-usd"), 0, 10000000, QStringLiteral("USD"));
    input.cloudUsdPerHour = requiredNumberOption(invocation, QStringLiteral("cloud-usd-per-hour"), 0, 1000,
                                                 QStringLiteral("USD"));
    input.utilization =
        requiredNumberOption(invocation, QStringLiteral("utilization"), 0.1, 100, QStringLiteral("percent")) /
        100.0;
    input.gpuWatts =
        requiredNumberOption(invocation, QStringLiteral("gpu-watts"), 0, 20000, QStringLiteral("W"));
    input.systemWatts =
        requiredNumberOption(invocation, QStringLiteral("system-watts"), 0, 20000, QStringLiteral("W"));
    input.kwhPriceUsd =
        requiredNumberOption(invocation, QStringLiteral("kwh-price"), 0, 10, QStringLiteral("USD"));

    const auto days = breakEvenDays(input);
    const double kwhPerYear = energyKwh(input.gpuWatts + input.systemWatts, input.utilization, hoursPerYear);
    const double electricityPerYear = kwhPerYear * input.kwhPriceUsd;
    const double cloudPerYear = cloudCostAfterDaysUsd(input, 365);
    // The curve runs to twice the break-even (or five years when there is none), at least a year.
    const double lastDay = std::max(365.0, days ? std::ceil(*days * 2 / 30) * 30 : 5 * 365.0);
    const auto curve = costCurves(input, lastDay, 13);

    if (format == OutputFormat::Csv) {
        QString out = QStringLiteral("days,desktop_usd,cloud_usd\n");
        for (const auto& point : curve) {
            out += QStringLiteral("%1,%2,%3\n")
                       .arg(fixed(point.days, 1), fixed(point.desktopUsd, 2), fixed(point.cloudUsd, 2));
        }
        printOut(out);
        return ExitSuccess;
    }
    if (format == OutputFormat::Json) {
        QJsonArray points;
        for (const auto& point : curve) {
            points.append(QJsonObject{{QStringLiteral("days"), point.days},
                                      {QStringLiteral("desktop_usd"), point.desktopUsd},
                                      {QStringLiteral("cloud_usd"), point.cloudUsd}});
        }
        QJsonObject root;
        root.insert(QStringLiteral("break_even_days"), days ? QJsonValue(*days) : QJsonValue());
        root.insert(QStringLiteral("kwh_per_year"), kwhPerYear);
        root.insert(QStringLiteral("electricity_usd_per_year"), electricityPerYear);
        root.insert(QStringLiteral("cloud_usd_per_year"), cloudPerYear);
        root.insert(QStringLiteral("curve"), points);
        printOut(QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)));
        return ExitSuccess;
    }
    QString out;
    out += QStringLiteral("Desktop electricity: %1 kWh a year, $%2 a year\n")
               .arg(fixed(kwhPerYear, 0), fixed(electricityPerYear, 2));
    out += QStringLiteral("Cloud for the same busy hours: $%1 a year\n").arg(fixed(cloudPerYear, 2));
    if (days) {
        out += QStringLiteral("Break-even: %1 days (%2 years); after that the desktop is cheaper.\n")
                   .arg(fixed(*days, 1), fixed(*days / 365.0, 2));
    } else {
        out += QStringLiteral(
            "No break-even: the cloud costs no more per day than the desktop's electricity.\n");
    }
    TextTable table({QStringLiteral("Day"), QStringLiteral("Desktop (USD)"), QStringLiteral("Cloud (USD)")},
                    {0, 1, 2});
    for (const auto& point : curve) {
        table.addRow({fixed(point.days, 0), fixed(point.desktopUsd, 0), fixed(point.cloudUsd, 0)});
    }
    printOut(out + QLatin1Char('\n') + table.render());
    return ExitSuccess;
}

// ---------------------------------------------------------------------------------------------
// crossvalidate

QString percent(double fraction) {
    return QStringLiteral("%1%2 %").arg(fraction >= 0 ? QStringLiteral("+") : QString(),
                                        fixed(fraction * 100, 1));
}

QString claimLabel(const GuideClaim& claim) {
    return QStringLiteral("%1 %2 / %3, %4 %5%6")
        .arg(text(claim.factId), text(claim.card), text(claim.reference), text(toString(claim.query.metric)),
             text(toString(claim.query.workload)),
             claim.query.equalBatch ? QStringLiteral(", equal batch") : QString());
}

/// Multi-GPU scaling: the fitted share kept per doubling, and each measured system against the
/// fit without its card (leave-one-card-out).
QString scalingReport(const std::vector<Gpu>& gpus, const std::vector<BenchmarkResult>& benchmarks) {
    const std::vector<ScalingObservation> observations = scalingObservations(benchmarks);
    const ScalingParameters fitted = fitScaling(observations, gpus, shippedScalingParameters());
    TextTable shares({QStringLiteral("Interconnect"), QStringLiteral("Workload"),
                      QStringLiteral("Per doubling"), QStringLiteral("2 GPUs"), QStringLiteral("4 GPUs"),
                      QStringLiteral("8 GPUs")},
                     {2, 3, 4, 5});
    for (Interconnect link : {Interconnect::Pcie, Interconnect::Sxm}) {
        for (Workload workload : allWorkloads) {
            const ScalingClass scaling{link, true};
            shares.addRow({text(toString(link)), text(toString(workload)),
                           fixed(fitted.of(link, workload), 4),
                           fixed(multiGpuSpeedup(2, scaling, workload, fitted), 2),
                           fixed(multiGpuSpeedup(4, scaling, workload, fitted), 2),
                           fixed(multiGpuSpeedup(8, scaling, workload, fitted), 2)});
        }
    }
    QString out =
        QStringLiteral(
            "\nMulti-GPU training scaling, fitted to the measured 2/4/8-GPU systems of Ampere and later\n"
            "cards (each card's median, then the median over cards). The guide's P10 has 8 A100s at\n"
            "%1x; Volta and Turing lose P10's 5 % (conv nets) or 7 % (Transformers) more.\n\n")
            .arg(fixed(guideEightGpuSpeedup, 2)) +
        shares.render();
    TextTable rows({QStringLiteral("Card"), QStringLiteral("Interconnect"), QStringLiteral("Workload"),
                    QStringLiteral("GPUs"), QStringLiteral("Measured"), QStringLiteral("Estimated"),
                    QStringLiteral("Error")},
                   {3, 4, 5, 6});
    std::vector<double> errors;
    for (const ScalingValidationRow& row :
         crossValidateScaling(observations, gpus, shippedScalingParameters())) {
        rows.addRow({text(row.gpuName),
                     text(toString(row.scaling.interconnect)) +
                         (row.scaling.newer ? QString() : QStringLiteral(" (older)")),
                     text(toString(row.workload)), QString::number(row.gpuCount), fixed(row.measured, 2),
                     fixed(row.estimated, 2), fixed(row.error() * 100, 1) + QStringLiteral(" %")});
        errors.push_back(std::abs(row.error()));
    }
    std::sort(errors.begin(), errors.end());
    const double medianError = errors.empty() ? 0
                               : errors.size() % 2
                                   ? errors[errors.size() / 2]
                                   : (errors[errors.size() / 2 - 1] + errors[errors.size() / 2]) / 2;
    out += QStringLiteral("\nEach measured system against the fit without its card (median over the\n"
                          "workload's models):\n\n") +
           rows.render() +
           QStringLiteral("\nMedian error %1 %, largest %2 %.\n")
               .arg(fixed(medianError * 100, 1), fixed(errors.empty() ? 0 : errors.back() * 100, 1));
    return out;
}

/// The LLM planner's decode and prefill estimates for each measured card, fitted without it,
/// against the first-order baseline; the summary is over the newest builds (what the estimates
/// describe), older builds are listed for the record.
QString llmReport(const std::vector<Gpu>& gpus, const std::vector<BenchmarkResult>& benchmarks) {
    const std::vector<LlmMeasurement> measurements = llmMeasurements(benchmarks);
    const LlmPresets presets = loadLlmPresets(QString());
    const std::vector<LlmValidationRow> rows = crossValidateLlm(measurements, gpus, presets.models);
    const LlmCalibration& shipped = shippedLlmCalibration();
    TextTable table({QStringLiteral("Card"), QStringLiteral("Model"), QStringLiteral("Weights"),
                     QStringLiteral("Test"), QStringLiteral("Flash attn."), QStringLiteral("Build"),
                     QStringLiteral("Measured"), QStringLiteral("Estimated"), QStringLiteral("Error"),
                     QStringLiteral("Baseline"), QStringLiteral("Error")},
                    {6, 7, 8, 9, 10});
    for (const LlmValidationRow& row : rows) {
        const LlmMeasurement& m = row.measurement;
        table.addRow({text(m.gpuName), text(m.modelKey), text(weightFormatInfo(m.weights).label),
                      QStringLiteral("%1%2")
                          .arg(m.test == LlmTest::Decode ? QStringLiteral("tg") : QStringLiteral("pp"))
                          .arg(m.tokens),
                      m.flashAttention ? QStringLiteral("on") : QStringLiteral("off"),
                      m.olderBuild ? QStringLiteral("older") : QStringLiteral("newest"),
                      fixed(m.tokensPerSecond, 1), fixed(row.estimated, 1), percent(row.error),
                      fixed(row.baseline, 1), percent(row.baselineError())});
    }
    TextTable summary({QStringLiteral("Newest builds"), QStringLiteral("Rows"),
                       QStringLiteral("Median error"), QStringLiteral("Largest error"),
                       QStringLiteral("Spearman"), QStringLiteral("Baseline median"),
                       QStringLiteral("Baseline largest"), QStringLiteral("Baseline Spearman")},
                      {1, 2, 3, 4, 5, 6, 7});
    for (const LlmTest test : {LlmTest::Decode, LlmTest::Prefill}) {
        const LlmErrorSummary errors = summarizeLlmValidation(rows, test, true);
        const LlmValidationRow* worst = largestError(rows, test, true);
        summary.addRow(
            {test == LlmTest::Decode ? QStringLiteral("Decode") : QStringLiteral("Prefill"),
             QString::number(errors.rows), fixed(errors.medianAbsError * 100, 1) + QStringLiteral(" %"),
             fixed(errors.largestAbsError * 100, 1) + QStringLiteral(" %") +
                 (worst ? QStringLiteral(" (%1)").arg(text(worst->measurement.gpuName)) : QString()),
             fixed(errors.spearman, 3), fixed(errors.baselineMedianAbsError * 100, 1) + QStringLiteral(" %"),
             fixed(errors.baselineLargestAbsError * 100, 1) + QStringLiteral(" %"),
             fixed(errors.baselineSpearman, 3)});
    }
    return QStringLiteral(
               "\nLLM speeds (llama.cpp, one GPU): each measurement against the planner fitted without its "
               "card,\nand against the first-order baseline (bandwidth for decode, datasheet tensor rate "
               "for prefill)\nscaled on the other cards. Estimates describe llama.cpp as of %1; rows of "
               "builds a year older\ncount a quarter in the fit and ran at %2 (decode) and %3 (prefill) of "
               "today's estimate.\nFlash attention on: x%4 decode, x%5 prefill. Prompts in quantised formats "
               "run "
               "at %6 TFLOPS\nper SM-GHz of sustained clock (the integer kernels), x%7 on Turing's 96 KB "
               "SMs.\n\n")
               .arg(text(formatIsoDate(shipped.newestMeasurement).substr(0, 7)),
                    fixed(shipped.olderBuildDecodeFactor, 2), fixed(shipped.olderBuildPrefillFactor, 2),
                    fixed(shipped.flashAttentionDecodeFactor, 3),
                    fixed(shipped.flashAttentionPrefillFactor, 3),
                    fixed(shipped.integerKernelTflopsPerSmGhz, 3),
                    fixed(std::pow(96.0 / 128.0, shipped.smallSharedMemoryExponent), 2)) +
           table.render() + QLatin1Char('\n') + summary.render();
}

int crossvalidate(Invocation& invocation) {
    const OutputFormat format = outputFormat(invocation, true);
    Catalog& catalog = invocation.catalog();
    const std::vector<Gpu> gpus = catalog.gpus();
    const std::vector<BenchmarkResult> benchmarks = catalog.benchmarks();
    const std::vector<CrossValidation> validations = crossValidate(gpus, benchmarks);

    if (format == OutputFormat::Csv) {
        QString out = QStringLiteral("workload,model,card,measured,unit,estimated,error,bandwidth_baseline,"
                                     "baseline_error\n");
        for (const CrossValidation& validation : validations) {
            for (const CrossValidationRow& row : validation.rows) {
                out += QStringList{text(toString(validation.workload)),
                                   text(validation.referenceModel),
                                   text(csvTextField(row.card)),
                                   precise(row.measured),
                                   text(csvTextField(validation.unit)),
                                   precise(row.estimated),
                                   precise(row.error()),
                                   precise(row.baseline),
                                   precise(row.baselineError())}
                           .join(QLatin1Char(',')) +
                       QLatin1Char('\n');
            }
        }
        printOut(out);
        return ExitSuccess;
    }
    if (format == OutputFormat::Json) {
        QJsonArray array;
        for (const CrossValidation& validation : validations) {
            QJsonObject object;
            object.insert(QStringLiteral("workload"), text(toString(validation.workload)));
            object.insert(QStringLiteral("model"), text(validation.referenceModel));
            QJsonArray rows;
            for (const CrossValidationRow& row : validation.rows) {
                rows.append(QJsonObject{{QStringLiteral("card"), text(row.card)},
                                        {QStringLiteral("measured"), row.measured},
                                        {QStringLiteral("estimated"), row.estimated},
                                        {QStringLiteral("bandwidth_baseline"), row.baseline}});
            }
            object.insert(QStringLiteral("rows"), rows);
            const auto summary = [](const ErrorSummary& errors) {
                return QJsonObject{{QStringLiteral("median_abs_error"), errors.medianAbsError},
                                   {QStringLiteral("largest_abs_error"), errors.largestAbsError},
                                   {QStringLiteral("spearman"), errors.spearman}};
            };
            object.insert(QStringLiteral("model_errors"), summary(validation.model));
            object.insert(QStringLiteral("baseline_errors"), summary(validation.baseline));
            array.append(object);
        }
        printOut(QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented)));
        return ExitSuccess;
    }
    QString out = QStringLiteral(
        "Leave-one-card-out cross-validation: each card is estimated by the model fitted without it, and\n"
        "by the bandwidth ratio (the guide's first-order estimate, P6); both are scaled on the other "
        "cards.\n");
    for (const CrossValidation& validation : validations) {
        TextTable table({QStringLiteral("Card"), QStringLiteral("Measured"), QStringLiteral("Estimated"),
                         QStringLiteral("Error"), QStringLiteral("Bandwidth ratio"), QStringLiteral("Error")},
                        {1, 2, 3, 4, 5});
        for (const CrossValidationRow& row : validation.rows) {
            table.addRow({text(row.card), fixed(row.measured, 1), fixed(row.estimated, 1),
                          percent(row.error()), fixed(row.baseline, 1), percent(row.baselineError())});
        }
        out += QStringLiteral("\n%1 training, %2 (%3, one GPU):\n\n")
                   .arg(text(toString(validation.workload)),
                        text(displayModelName(validation.referenceModel)), text(validation.unit)) +
               table.render();
        TextTable summary({QStringLiteral(""), QStringLiteral("Median error"),
                           QStringLiteral("Largest error"), QStringLiteral("Spearman")},
                          {1, 2, 3});
        summary.addRow({QStringLiteral("Model"),
                        fixed(validation.model.medianAbsError * 100, 1) + QStringLiteral(" %"),
                        fixed(validation.model.largestAbsError * 100, 1) + QStringLiteral(" %"),
                        fixed(validation.model.spearman, 3)});
        summary.addRow({QStringLiteral("Bandwidth ratio"),
                        fixed(validation.baseline.medianAbsError * 100, 1) + QStringLiteral(" %"),
                        fixed(validation.baseline.largestAbsError * 100, 1) + QStringLiteral(" %"),
                        fixed(validation.baseline.spearman, 3)});
        out += QLatin1Char('\n') + summary.render();
    }
    TextTable claims({QStringLiteral("Guide's figure"), QStringLiteral("Guide"), QStringLiteral("Model"),
                      QStringLiteral("Agrees")},
                     {1, 2});
    for (const GuideClaimCheck& check : checkGuideClaims(gpus)) {
        claims.addRow(
            {claimLabel(check.claim), fixed(check.claim.guideValue, 2),
             check.found ? fixed(check.model, 2) : QStringLiteral("-"),
             check.agrees()
                 ? QStringLiteral("yes")
                 : QStringLiteral("no (%1-%2)").arg(fixed(check.claim.low, 2), fixed(check.claim.high, 2))});
    }
    out += QStringLiteral("\nThe guide's own figures against the calibrated model:\n\n") + claims.render();

    TextTable perDollar({QStringLiteral("Guide's claim (C1 costs, prices of 2023-01-30)"),
                         QStringLiteral("Guide"), QStringLiteral("Model"),
                         QStringLiteral("Best in the model"), QStringLiteral("Agrees")},
                        {1, 2});
    for (const PerDollarClaimCheck& check :
         checkPerDollarClaims(gpus, catalog.prices(), catalog.systemBaseCosts())) {
        const QString subject =
            check.reference.empty()
                ? QStringLiteral("%1 best perf/$, %2").arg(text(check.card), text(toString(check.metric)))
                : QStringLiteral("%1 / %2 perf/$, %3")
                      .arg(text(check.card), text(check.reference), text(toString(check.metric)));
        perDollar.addRow({text(check.factId) + QLatin1Char(' ') + subject, fixed(check.guideValue, 2),
                          check.found ? fixed(check.model, 2) : QStringLiteral("-"), text(check.modelBest),
                          check.agrees()
                              ? QStringLiteral("yes")
                              : QStringLiteral("no (%1-%2)").arg(fixed(check.low, 2), fixed(check.high, 2))});
    }
    out += QStringLiteral(
               "\nThe guide's value-for-money claims (R1: the card's perf/$ over the best card's):\n\n") +
           perDollar.render();
    out += scalingReport(gpus, benchmarks);
    out += llmReport(gpus, benchmarks);
    printOut(out);
    return ExitSuccess;
}

} // namespace

std::vector<Command> modelCommands() {
    QList<QCommandLineOption> rankOptions = modelOptions(text(toString(defaultChartMetric)));
    rankOptions << QCommandLineOption(
                       QStringLiteral("per-dollar"),
                       QStringLiteral("Rank by performance per dollar of ownership (seed fact C1)."))
                << valueOption(QStringLiteral("min-memory"),
                               QStringLiteral("Leave out cards with less memory."), QStringLiteral("GB"))
                << valueOption(QStringLiteral("count"), QStringLiteral("GPUs per machine, 1-8 (default 1)."),
                               QStringLiteral("N"))
                << valueOption(QStringLiteral("condition"),
                               QStringLiteral("Prices of new (default) or used cards."),
                               QStringLiteral("CONDITION"))
                << valueOption(QStringLiteral("as-of"),
                               QStringLiteral("Use the newest prices on or before this day (default today)."),
                               QStringLiteral("YYYY-MM-DD"))
                << ownershipOptionDefinitions() << includeUnsupportedOption()
                << formatOption(QStringLiteral("table, csv or json"));
    QList<QCommandLineOption> explainOptions = modelOptions();
    explainOptions << formatOption(QStringLiteral("table or json"));
    const QList<QCommandLineOption> breakevenOptions{
        valueOption(QStringLiteral("desktop-usd"), QStringLiteral("Price of the desktop."),
                    QStringLiteral("USD")),
        valueOption(QStringLiteral("cloud-usd-per-hour"),
                    QStringLiteral("Price of the cloud instance per hour."), QStringLiteral("USD")),
        valueOption(QStringLiteral("utilization"),
                    QStringLiteral("Share of each day the GPU is busy, 0-100."), QStringLiteral("PCT")),
        valueOption(QStringLiteral("gpu-watts"), QStringLiteral("GPU power while busy."),
                    QStringLiteral("W")),
        valueOption(QStringLiteral("system-watts"),
                    QStringLiteral("Power of the rest of the desktop while busy."), QStringLiteral("W")),
        valueOption(QStringLiteral("kwh-price"), QStringLiteral("Electricity price."), QStringLiteral("USD")),
        formatOption(QStringLiteral("table, csv (the cost curves) or json")),
    };
    return {
        {{QStringLiteral("rank")},
         {},
         QStringLiteral(
             "Rank every card by relative performance, or by performance per dollar of ownership."),
         rankOptions,
         &rank},
        {{QStringLiteral("explain")},
         {QStringLiteral("NAME")},
         QStringLiteral("Show the factors whose product is a card's relative performance."),
         explainOptions,
         &explain},
        {{QStringLiteral("crossvalidate")},
         {},
         QStringLiteral("Check the performance model on the catalog's measurements: each card estimated by "
                        "the model fitted without it, next to the bandwidth ratio."),
         {formatOption(QStringLiteral("table, csv or json"))},
         &crossvalidate},
        {{QStringLiteral("breakeven")},
         {},
         QStringLiteral("Days after which a desktop is cheaper than renting a cloud GPU (seed fact C4)."),
         breakevenOptions,
         &breakeven},
    };
}

} // namespace gpuadvisor::cli
