#include "modelcommands.h"

#include "commandsupport.h"

#include "gpuadvisor/core/csv.h"
#include "gpuadvisor/core/electricity.h"
#include "gpuadvisor/core/ranking.h"

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

QList<QCommandLineOption> modelOptions() {
    return {
        valueOption(QStringLiteral("metric"),
                    QStringLiteral("inference8, inference16 or training16 (required)."),
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

/// --metric, --workload and --sparsity as a query.
PerformanceQuery performanceQuery(const Invocation& invocation) {
    const auto& parser = invocation.parser();
    if (!parser.isSet(QStringLiteral("metric"))) {
        throw UsageError(QStringLiteral("--metric is required (one of: %1)").arg(text(allowedMetrics())));
    }
    const QString metricText = parser.value(QStringLiteral("metric"));
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

// ---------------------------------------------------------------------------------------------
// rank

/// What rank needs beyond the core's ranking options: which prices to use.
struct RankRequest : RankingOptions {
    Condition condition = Condition::New;
    Date asOf{};
};

RankRequest rankRequest(const Invocation& invocation) {
    const auto& parser = invocation.parser();
    RankRequest options;
    options.perDollar = parser.isSet(QStringLiteral("per-dollar"));
    options.minMemoryGb =
        numberOption(invocation, QStringLiteral("min-memory"), 0, 10000, QStringLiteral("GB")).value_or(0);
    options.gpuCount = integerOption(invocation, QStringLiteral("count"), 1, 8).value_or(1);
    options.condition = conditionOption(invocation, options.condition);
    options.asOf = asOfOption(invocation);
    options.ownership = ownershipOptions(invocation);
    return options;
}

QJsonObject costJson(const RankedCard& card) {
    QJsonObject object;
    object.insert(QStringLiteral("price_usd"), card.price->priceUsd);
    object.insert(QStringLiteral("price_condition"), text(toString(card.price->condition)));
    object.insert(QStringLiteral("price_observed_on"), text(formatIsoDate(card.price->observedOn)));
    object.insert(QStringLiteral("price_source"), text(card.price->source));
    object.insert(QStringLiteral("cards_usd"), card.cost->cardsUsd);
    object.insert(QStringLiteral("system_usd"), card.cost->systemUsd);
    object.insert(QStringLiteral("electricity_usd"), card.cost->electricityUsd);
    object.insert(QStringLiteral("total_cost_usd"), card.cost->totalUsd());
    object.insert(QStringLiteral("performance_per_dollar"), card.performancePerDollar);
    return object;
}

void printRanking(const Ranking& ranking, const RankRequest& options, const PerformanceModel& model,
                  OutputFormat format) {
    const bool perDollar = options.perDollar;
    if (format == OutputFormat::Csv) {
        QString out = perDollar
                          ? QStringLiteral(
                                "name,memory_gb,relative_performance,total_cost_usd,performance_per_dollar\n")
                          : QStringLiteral("name,memory_gb,relative_performance\n");
        for (const auto& card : ranking.cards) {
            QStringList cells{text(csvField(card.gpu->name)), numberText(card.gpu->memoryGb),
                              precise(card.relativePerformance)};
            if (perDollar) {
                cells << fixed(card.cost->totalUsd(), 2) << precise(card.performancePerDollar);
            }
            out += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
        }
        printOut(out);
        return;
    }
    if (format == OutputFormat::Json) {
        QJsonArray cards;
        for (const auto& card : ranking.cards) {
            QJsonObject object;
            object.insert(QStringLiteral("name"), text(card.gpu->name));
            object.insert(QStringLiteral("memory_gb"), card.gpu->memoryGb);
            object.insert(QStringLiteral("relative_performance"), card.relativePerformance);
            if (card.cost) {
                const QJsonObject cost = costJson(card);
                for (auto it = cost.begin(); it != cost.end(); ++it) {
                    object.insert(it.key(), it.value());
                }
            }
            cards.append(object);
        }
        QJsonArray unpriced;
        for (const Gpu* gpu : ranking.unpriced) {
            unpriced.append(text(gpu->name));
        }
        QJsonObject root;
        root.insert(QStringLiteral("metric"), text(toString(model.query().metric)));
        root.insert(QStringLiteral("workload"), text(toString(model.query().workload)));
        root.insert(QStringLiteral("reference"), text(model.referenceName()));
        root.insert(QStringLiteral("gpu_count"), options.gpuCount);
        root.insert(QStringLiteral("as_of"), text(formatIsoDate(options.asOf)));
        root.insert(QStringLiteral("cards"), cards);
        if (perDollar) {
            root.insert(QStringLiteral("unpriced"), unpriced);
        }
        printOut(QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)));
        return;
    }
    QStringList header{QStringLiteral("#"), QStringLiteral("Card"), QStringLiteral("Memory (GB)"),
                       QStringLiteral("Relative perf")};
    QList<int> right{0, 2, 3};
    if (perDollar) {
        header << QStringLiteral("Price (USD)") << QStringLiteral("Price date")
               << QStringLiteral("Total cost (USD)") << QStringLiteral("Perf per $1000");
        right << 4 << 6 << 7;
    }
    TextTable table(header, right);
    int rank = 0;
    for (const auto& card : ranking.cards) {
        QStringList cells{QString::number(++rank), text(card.gpu->name), numberText(card.gpu->memoryGb),
                          fixed(card.relativePerformance, 3)};
        if (perDollar) {
            cells << fixed(card.price->priceUsd, 0) << text(formatIsoDate(card.price->observedOn))
                  << fixed(card.cost->totalUsd(), 0) << fixed(card.performancePerDollar * 1000, 4);
        }
        table.addRow(cells);
    }
    QString title = QStringLiteral("%1, %2, %3x GPU, relative to %4")
                        .arg(text(toString(model.query().metric)), text(toString(model.query().workload)))
                        .arg(options.gpuCount)
                        .arg(text(model.referenceName()));
    if (perDollar) {
        title += QStringLiteral("; %1 prices as of %2, %3 years at $%4/kWh and %5 % utilisation")
                     .arg(text(toString(options.condition)), text(formatIsoDate(options.asOf)),
                          numberText(options.ownership.years), numberText(options.ownership.kwhPriceUsd),
                          numberText(options.ownership.utilization * 100));
    }
    printOut(title + QStringLiteral("\n\n") + table.render());
}

int rank(Invocation& invocation) {
    const OutputFormat format = outputFormat(invocation, true);
    const PerformanceQuery query = performanceQuery(invocation);
    const RankRequest options = rankRequest(invocation);
    Catalog& catalog = invocation.catalog();
    const Gpu reference = requireGpu(catalog, invocation.parser().value(QStringLiteral("reference")));

    const std::vector<Gpu> gpus = catalog.gpus();
    const std::vector<PriceObservation> priceList = catalog.prices();
    const PriceBook priceBook(priceList);
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
    printRanking(ranking, options, model, format);
    if (options.perDollar && !ranking.unpriced.empty()) {
        QStringList names;
        for (const Gpu* gpu : ranking.unpriced) {
            names << text(gpu->name);
        }
        printError(QStringLiteral("note: %1 card(s) have no %2 price on or before %3 and are left out: %4\n")
                       .arg(names.size())
                       .arg(text(toString(options.condition)), text(formatIsoDate(options.asOf)),
                            names.join(QStringLiteral(", "))));
    }
    return ExitSuccess;
}

// ---------------------------------------------------------------------------------------------
// explain

QString factorLabel(FactorKind kind) {
    switch (kind) {
    case FactorKind::TensorCores:
        return QStringLiteral("Tensor cores");
    case FactorKind::MatrixThroughput:
        return QStringLiteral("Matrix throughput");
    case FactorKind::MemoryBandwidth:
        return QStringLiteral("Memory bandwidth");
    case FactorKind::EightBitData:
        return QStringLiteral("8-bit data (FP8)");
    case FactorKind::L2Cache:
        return QStringLiteral("L2 cache");
    case FactorKind::SharedMemory:
        return QStringLiteral("Shared memory per SM");
    case FactorKind::SmThroughput:
        return QStringLiteral("SM count x clock");
    case FactorKind::TensorCoreGeneration:
        return QStringLiteral("Tensor-core generation");
    case FactorKind::AsyncCopy:
        return QStringLiteral("Asynchronous copy");
    case FactorKind::TensorMemoryAccelerator:
        return QStringLiteral("Tensor Memory Accelerator");
    case FactorKind::PowerBudget:
        return QStringLiteral("Power budget");
    }
    return {};
}

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
        printOut(QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)));
        return ExitSuccess;
    }
    TextTable table({QStringLiteral("Factor"), text(card.name), text(reference.name), QStringLiteral("x"),
                     QStringLiteral("Seed facts")},
                    {1, 2, 3});
    for (const auto& factor : explanation.factors) {
        table.addRow({factorLabel(factor.kind), inputText(factor.kind, factor.cardInput),
                      inputText(factor.kind, factor.referenceInput), fixed(factor.value, 3),
                      text(factIds(factor.kind))});
    }
    table.addRow(
        {QStringLiteral("Product"), QString(), QString(), fixed(explanation.relative, 3), QString()});
    printOut(QStringLiteral("%1 relative to %2, %3, %4: %5\n\n")
                 .arg(text(card.name), text(reference.name), text(toString(query.metric)),
                      text(toString(query.workload)), fixed(explanation.relative, 3)) +
             table.render());
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
        requiredNumberOption(invocation, QStringLiteral("utilization"), 0, 100, QStringLiteral("percent")) /
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

} // namespace

std::vector<Command> modelCommands() {
    QList<QCommandLineOption> rankOptions = modelOptions();
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
                << ownershipOptionDefinitions() << formatOption(QStringLiteral("table, csv or json"));
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
        {{QStringLiteral("breakeven")},
         {},
         QStringLiteral("Days after which a desktop is cheaper than renting a cloud GPU (seed fact C4)."),
         breakevenOptions,
         &breakeven},
    };
}

} // namespace gpuadvisor::cli
