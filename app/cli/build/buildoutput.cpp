#include "buildoutput.h"

#include "commandsupport.h"

#include "gpuadvisor/core/build/buildllm.h"
#include "gpuadvisor/db/llmdata.h"
#include "gpuadvisor/text/buildtext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>

namespace gpuadvisor::cli::buildcmd {
namespace {

/// A number in the user's locale, as the findings' messages write them.
QString localNumber(double value, int decimals = 0) {
    return QLocale().toString(value, 'f', decimals);
}

QString watts(double value) {
    return localNumber(value) + QStringLiteral(" W");
}

QString dollars(double value) {
    return QLatin1Char('$') + localNumber(value);
}

/// "[B3, P18]", or nothing for a finding without seed facts.
QString factsText(const Finding& finding) {
    if (finding.facts.empty()) {
        return {};
    }
    QStringList ids;
    for (const std::string_view fact : finding.facts) {
        ids << text(fact);
    }
    return QStringLiteral(" [%1]").arg(ids.join(QStringLiteral(", ")));
}

/// Whether two GPUs of the build are set up alike (one group in the summary).
bool sameSetup(const BuildGpu& a, const BuildGpu& b) {
    return a.gpu.name == b.gpu.name && a.powerLimitWatts == b.powerLimitWatts && a.cooler == b.cooler &&
           a.slotWidth == b.slotWidth;
}

/// One run of neighbouring GPUs set up alike: the first of them and how many.
struct GpuGroup {
    const BuildGpu* first;
    int count;
};

/// The build's GPUs as the summary lists them, neighbours set up alike in one group.
std::vector<GpuGroup> gpuGroups(const BuildSpec& spec) {
    std::vector<GpuGroup> groups;
    for (const BuildGpu& gpu : spec.gpus) {
        if (!groups.empty() && sameSetup(gpu, *groups.back().first)) {
            ++groups.back().count;
        } else {
            groups.push_back({&gpu, 1});
        }
    }
    return groups;
}

/// "4x RTX 3090 (limited to 300 W)", "2x RTX 4090 (water cooler) + 1x RTX 3090".
QString gpusText(const BuildSpec& spec) {
    QStringList groups;
    for (const GpuGroup& group : gpuGroups(spec)) {
        const BuildGpu& entry = *group.first;
        QStringList notes;
        if (entry.powerLimitWatts && *entry.powerLimitWatts < entry.gpu.boardPowerWatts) {
            notes << QStringLiteral("limited to %1 of %2")
                         .arg(watts(entry.drawWatts()), watts(entry.gpu.boardPowerWatts));
        }
        if (entry.cooler) {
            notes << QStringLiteral("%1 cooler").arg(text(toString(*entry.cooler)));
        }
        if (entry.slotWidth) {
            notes << QStringLiteral("%1-slot").arg(*entry.slotWidth);
        }
        groups << QStringLiteral("%1x %2%3")
                      .arg(group.count)
                      .arg(text(entry.gpu.name),
                           notes.isEmpty() ? QString()
                                           : QStringLiteral(" (%1)").arg(notes.join(QStringLiteral(", "))));
    }
    return groups.join(QStringLiteral(" + "));
}

QString summaryTable(const SummaryContext& context) {
    const BuildSpec& spec = context.request.spec;
    const BuildSummary& summary = context.summary;
    const OwnershipAssumptions& ownership = context.request.ownership;
    const QString condition = text(toString(context.request.condition));
    const QString asOf = text(formatIsoDate(context.request.asOf));

    QList<QPair<QString, QString>> rows;
    rows.append({QStringLiteral("GPUs"), gpusText(spec)});
    rows.append({QStringLiteral("GPU memory"),
                 localNumber(summary.totalGpuMemoryGb, 0) + QStringLiteral(" GB in all")});
    const bool wholeComputer = spec.holdsWholeComputer();
    if (!wholeComputer) {
        rows.append(
            {QStringLiteral("Power"), QStringLiteral("GPUs %1; the build %2 on a %3 supply; %4 at the wall")
                                          .arg(watts(summary.power.gpuWatts), watts(summary.power.totalWatts),
                                               watts(spec.psuWatts), watts(summary.power.wallWatts))});
    } else if (summary.power.totalWatts > 0) {
        rows.append({QStringLiteral("Power"), QStringLiteral("%1 by its power figure, through its own supply")
                                                  .arg(watts(summary.power.totalWatts))});
    } else {
        rows.append({QStringLiteral("Power"), QStringLiteral("not published; electricity is not counted")});
    }
    rows.append(
        {QStringLiteral("Throughput"),
         summary.throughput <= 0
             ? QStringLiteral("not rated: the catalog has no FP32 figure for a device of the build")
             : QStringLiteral("%1x one %2 in 16-bit training (%3 workload)%4")
                   .arg(localNumber(summary.throughput, 2), text(context.reference.name),
                        text(toString(summaryQuery.workload)),
                        context.specificationOnlyVendors.isEmpty()
                            ? QString()
                            : QStringLiteral("; %1 GPUs rated from their datasheets alone (no training "
                                             "measurement of that vendor)")
                                  .arg(context.specificationOnlyVendors.join(QStringLiteral(", "))))});
    if (wholeComputer) {
        rows.append({QStringLiteral("Ownership"),
                     QStringLiteral("%1 over %2 years: the computer %3 + electricity %4")
                         .arg(dollars(summary.totalUsd()), numberText(ownership.years),
                              dollars(summary.cardsUsd), dollars(summary.electricityUsd))});
    } else {
        rows.append(
            {QStringLiteral("Ownership"),
             QStringLiteral("%1 over %2 years: cards %3 + system %4 + electricity %5")
                 .arg(dollars(summary.totalUsd()), numberText(ownership.years), dollars(summary.cardsUsd),
                      context.systemPriced ? dollars(summary.systemUsd)
                                           : QStringLiteral("(not in the catalog)"),
                      dollars(summary.electricityUsd))});
    }
    rows.append({QString(), QStringLiteral("%1 prices as of %2; electricity at $%3/kWh, %4% utilisation")
                                .arg(condition, asOf, numberText(ownership.kwhPriceUsd),
                                     numberText(ownership.utilization * 100))});
    if (!summary.unpricedCards.empty()) {
        QStringList names;
        for (const std::string& name : summary.unpricedCards) {
            names << text(name);
        }
        rows.append({QStringLiteral("Unpriced"),
                     QStringLiteral("%1: no %2 price on or before %3; the total leaves %4 out")
                         .arg(names.join(QStringLiteral(", ")), condition, asOf,
                              names.size() > 1 ? QStringLiteral("them") : QStringLiteral("it"))});
    }

    qsizetype labelWidth = 0;
    for (const auto& row : rows) {
        labelWidth = std::max(labelWidth, row.first.size());
    }
    QString out = spec.nodes > 1 ? QStringLiteral("Summary of one machine (of %1)\n").arg(spec.nodes)
                                 : QStringLiteral("Summary\n");
    for (const auto& row : rows) {
        out +=
            QStringLiteral("  ") + row.first.leftJustified(labelWidth + 2) + row.second + QLatin1Char('\n');
    }
    return out;
}

/// What the build's cards run: the build checker's language-model presets on them.
std::vector<BuildLlmCapacity> languageModels(const BuildSpec& spec) {
    std::vector<Gpu> cards;
    for (const BuildGpu& gpu : spec.gpus) {
        cards.push_back(gpu.gpu);
    }
    std::vector<BuildLlmCapacity> result;
    for (const LlmWorkload& workload : buildCheckLlmWorkloads(loadLlmPresets().models)) {
        result.push_back(buildLlmCapacity(cards, workload));
    }
    return result;
}

} // namespace

void printTable(const std::vector<Finding>& findings, const SummaryContext& context) {
    QString out;
    for (const Finding& finding : findings) {
        out += QStringLiteral("%1 %2 %3%4\n")
                   .arg(text(toString(finding.severity)).toUpper(), text(toString(finding.code)),
                        text::findingMessage(finding), factsText(finding));
    }
    out += QLatin1Char('\n') + summaryTable(context);
    const std::vector<BuildLlmCapacity> models = languageModels(context.request.spec);
    if (!models.empty()) {
        out += QStringLiteral("\nLanguage models:\n");
        for (const BuildLlmCapacity& capacity : models) {
            out += QStringLiteral("  ") + text::buildLlmLine(capacity) + QLatin1Char('\n');
        }
        out += QStringLiteral("  (%1)\n").arg(text::buildLlmNote(models.front().plan.backend));
    }
    printOut(out);
}

namespace {

QJsonObject findingJson(const Finding& finding) {
    QJsonObject values;
    QJsonObject units;
    for (const FindingValue& value : finding.values) {
        values.insert(text(value.key), value.value);
        if (!value.unit.empty()) {
            units.insert(text(value.key), text(value.unit));
        }
    }
    QJsonArray facts;
    for (const std::string_view fact : finding.facts) {
        facts.append(text(fact));
    }
    return QJsonObject{
        {QStringLiteral("severity"), text(toString(finding.severity))},
        {QStringLiteral("code"), text(toString(finding.code))},
        {QStringLiteral("title"), text::findingTitle(finding.code)},
        {QStringLiteral("message"), text::findingMessage(finding)},
        {QStringLiteral("facts"), facts},
        {QStringLiteral("values"), values},
        {QStringLiteral("units"), units},
        {QStringLiteral("subject"),
         finding.subject.empty() ? QJsonValue() : QJsonValue(text(finding.subject))},
    };
}

QJsonObject summaryJson(const SummaryContext& context) {
    const BuildSpec& spec = context.request.spec;
    const BuildSummary& summary = context.summary;
    const OwnershipAssumptions& ownership = context.request.ownership;

    QJsonArray gpus;
    for (const GpuGroup& group : gpuGroups(spec)) {
        const BuildGpu& entry = *group.first;
        gpus.append(QJsonObject{
            {QStringLiteral("name"), text(entry.gpu.name)},
            {QStringLiteral("count"), group.count},
            {QStringLiteral("board_power_w"), entry.gpu.boardPowerWatts},
            {QStringLiteral("power_limit_w"),
             entry.powerLimitWatts ? QJsonValue(*entry.powerLimitWatts) : QJsonValue()},
            {QStringLiteral("draw_w"), entry.drawWatts()},
            {QStringLiteral("cooler"), text(toString(entry.effectiveCooler()))},
            {QStringLiteral("slot_width"), entry.effectiveSlotWidth()},
            {QStringLiteral("memory_gb"), entry.gpu.memoryGb},
        });
    }
    QJsonArray unpriced;
    for (const std::string& name : summary.unpricedCards) {
        unpriced.append(text(name));
    }
    const bool wholeComputer = spec.holdsWholeComputer();
    return QJsonObject{
        {QStringLiteral("gpu_count"), summary.gpuCount},
        {QStringLiteral("nodes"), spec.nodes},
        {QStringLiteral("gpus"), gpus},
        {QStringLiteral("total_gpu_memory_gb"), summary.totalGpuMemoryGb},
        {QStringLiteral("whole_computer"), wholeComputer},
        {QStringLiteral("power"),
         QJsonObject{{QStringLiteral("gpu_w"), summary.power.gpuWatts},
                     {QStringLiteral("total_w"), summary.power.totalWatts},
                     {QStringLiteral("wall_w"), summary.power.wallWatts},
                     // A whole computer has its own supply: the fields of a supply are null.
                     {QStringLiteral("psu_w"), wholeComputer ? QJsonValue() : QJsonValue(spec.psuWatts)},
                     {QStringLiteral("psu_headroom_w"),
                      wholeComputer ? QJsonValue() : QJsonValue(summary.power.psuHeadroomWatts)},
                     {QStringLiteral("mains_continuous_w"), summary.power.mainsContinuousWatts}}},
        {QStringLiteral("throughput"),
         QJsonObject{{QStringLiteral("reference_cards"),
                      summary.throughput > 0 ? QJsonValue(summary.throughput) : QJsonValue()},
                     {QStringLiteral("reference"), text(context.reference.name)},
                     {QStringLiteral("metric"), text(toString(summaryQuery.metric))},
                     {QStringLiteral("workload"), text(toString(summaryQuery.workload))},
                     {QStringLiteral("specification_only_vendors"),
                      QJsonArray::fromStringList(context.specificationOnlyVendors)}}},
        {QStringLiteral("cost"),
         QJsonObject{{QStringLiteral("condition"), text(toString(context.request.condition))},
                     {QStringLiteral("as_of"), text(formatIsoDate(context.request.asOf))},
                     {QStringLiteral("years"), ownership.years},
                     {QStringLiteral("kwh_price_usd"), ownership.kwhPriceUsd},
                     {QStringLiteral("utilization_percent"), ownership.utilization * 100},
                     {QStringLiteral("cards_usd"), summary.cardsUsd},
                     {QStringLiteral("system_usd"),
                      context.systemPriced || wholeComputer ? QJsonValue(summary.systemUsd) : QJsonValue()},
                     {QStringLiteral("electricity_usd"), summary.electricityUsd},
                     {QStringLiteral("total_usd"), summary.totalUsd()},
                     {QStringLiteral("unpriced"), unpriced}}},
    };
}

QJsonArray languageModelsJson(const BuildSpec& spec) {
    QJsonArray array;
    for (const BuildLlmCapacity& capacity : languageModels(spec)) {
        const LlmPlan& plan = capacity.plan;
        array.append(QJsonObject{
            {QStringLiteral("model"), text(capacity.workload.model.key)},
            {QStringLiteral("weights"), text(weightFormatInfo(capacity.workload.weights).key)},
            {QStringLiteral("context"), capacity.workload.contextTokens},
            {QStringLiteral("gpus_used"), capacity.gpusUsed ? QJsonValue(*capacity.gpusUsed) : QJsonValue()},
            {QStringLiteral("margin_gb"), plan.marginGiB},
            {QStringLiteral("decode_tokens_per_s"),
             plan.speed ? QJsonValue(plan.speed->decodeTokensPerSecond) : QJsonValue()},
            {QStringLiteral("text"), text::buildLlmLine(capacity)}});
    }
    return array;
}

} // namespace

void printJson(const std::vector<Finding>& findings, const SummaryContext& context) {
    QJsonArray array;
    for (const Finding& finding : findings) {
        array.append(findingJson(finding));
    }
    const QJsonObject root{
        {QStringLiteral("findings"), array},
        {QStringLiteral("summary"), summaryJson(context)},
        {QStringLiteral("worst"), text(toString(worstSeverity(findings)))},
        {QStringLiteral("language_models"), languageModelsJson(context.request.spec)},
    };
    printOut(QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)));
}

} // namespace gpuadvisor::cli::buildcmd
