#include "buildcommand.h"

#include "gpuadvisor/core/build/buildllm.h"
#include "gpuadvisor/db/llmdata.h"

#include "commandsupport.h"

#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/core/build/buildsummary.h"
#include "gpuadvisor/core/catalog/pricebook.h"
#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/core/model/performance.h"
#include "gpuadvisor/text/buildtext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpuadvisor::cli {
namespace {

const QString defaultReference = QStringLiteral("H100 SXM");
/// The summary's throughput: 16-bit training of Transformers, as the guide's training charts.
const PerformanceQuery summaryQuery{Metric::Training16, Workload::Transformer, false};

const QString gpuFlag = QStringLiteral("gpu");
const QString coolerFlag = QStringLiteral("cooler");
const QString slotWidthFlag = QStringLiteral("slot-width");
const QString psuWattsFlag = QStringLiteral("psu-watts");
const QString psuEfficiencyFlag = QStringLiteral("psu-efficiency");
const QString cpuWattsFlag = QStringLiteral("cpu-watts");
const QString cpuCoresFlag = QStringLiteral("cpu-cores");
const QString otherWattsFlag = QStringLiteral("other-watts");
const QString slotsFlag = QStringLiteral("slots");
const QString slotSpacingFlag = QStringLiteral("slot-spacing");
const QString lanesFlag = QStringLiteral("lanes");
const QString pcieGenFlag = QStringLiteral("pcie-gen");
const QString risersFlag = QStringLiteral("risers");
const QString mainsVoltsFlag = QStringLiteral("mains-volts");
const QString mainsAmpsFlag = QStringLiteral("mains-amps");
const QString nodesFlag = QStringLiteral("nodes");
const QString networkFlag = QStringLiteral("network-gbps");
const QString chassisFlag = QStringLiteral("chassis");
const QString caseAirflowFlag = QStringLiteral("case-airflow");
const QString displayGpuFlag = QStringLiteral("display-gpu");
const QString dataCenterFlag = QStringLiteral("data-center");
const QString hostRamFlag = QStringLiteral("host-ram");

/// PCIe link widths a slot can run at.
constexpr int laneWidths[] = {1, 2, 4, 8, 16};

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

// ---------------------------------------------------------------------------------------------
// The request

/// One --gpu NAME[:COUNT[:LIMIT_W]] as written.
struct GpuRequest {
    QString value; ///< The flag's value, for error messages.
    QString name;
    int count = 1;
    std::optional<double> limitWatts;
};

/// Splits --gpu's value from the end, so the name may hold spaces: "RTX 3090:4:300".
GpuRequest parseGpuValue(const QString& value) {
    GpuRequest request;
    request.value = value;
    const auto malformed = [&value](const QString& what) {
        return UsageError(
            QStringLiteral("--%1 '%2' %3; write NAME[:COUNT[:LIMIT_W]], e.g. --%1 \"RTX 3090:4:300\"")
                .arg(gpuFlag, value, what));
    };
    QStringList parts = value.split(QLatin1Char(':'));
    QString countText;
    QString limitText;
    const bool hasLimit = parts.size() >= 3;
    const bool hasCount = parts.size() >= 2;
    if (hasLimit) {
        limitText = parts.takeLast().trimmed();
    }
    if (hasCount) {
        countText = parts.takeLast().trimmed();
    }
    request.name = parts.join(QLatin1Char(':')).trimmed();
    if (request.name.isEmpty()) {
        throw malformed(QStringLiteral("names no card"));
    }
    // A colon promises what follows it: "RTX 3090:" or "RTX 3090::" is a typo, not one card.
    if (hasCount && countText.isEmpty()) {
        throw malformed(QStringLiteral("has an empty COUNT"));
    }
    if (hasLimit && limitText.isEmpty()) {
        throw malformed(QStringLiteral("has an empty LIMIT_W"));
    }
    if (!countText.isEmpty()) {
        bool ok = false;
        request.count = countText.toInt(&ok);
        if (!ok) {
            throw UsageError(
                QStringLiteral("--%1 '%2': COUNT '%3' is not a whole number").arg(gpuFlag, value, countText));
        }
        if (request.count < 1 || request.count > maxGpusPerMachine) {
            throw UsageError(QStringLiteral("--%1 '%2': COUNT %3 is outside 1-%4")
                                 .arg(gpuFlag, value, countText, QString::number(maxGpusPerMachine)));
        }
    }
    if (!limitText.isEmpty()) {
        bool ok = false;
        const double limit = limitText.toDouble(&ok);
        if (!ok || !std::isfinite(limit)) {
            throw UsageError(QStringLiteral("--%1 '%2': LIMIT_W '%3' is not a number of watts")
                                 .arg(gpuFlag, value, limitText));
        }
        if (limit <= 0) {
            throw UsageError(
                QStringLiteral("--%1 '%2': LIMIT_W %3 must be more than 0 W").arg(gpuFlag, value, limitText));
        }
        request.limitWatts = limit;
    }
    return request;
}

/// The card called `name`; the error names the flag and its value.
Gpu requireCard(Catalog& catalog, const QString& flag, const QString& value, const QString& name) {
    try {
        return requireGpu(catalog, name);
    } catch (const UsageError& error) {
        throw UsageError(QStringLiteral("--%1 '%2': %3").arg(flag, value, error.message()));
    }
}

/// --`name` as yes or no (also y/n, true/false, any case); `fallback` when not given.
bool yesNoOption(const Invocation& invocation, const QString& name, bool fallback) {
    if (!invocation.parser().isSet(name)) {
        return fallback;
    }
    const QString value = invocation.parser().value(name).trimmed();
    const QString lower = value.toLower();
    if (lower == QLatin1String("yes") || lower == QLatin1String("y") || lower == QLatin1String("true")) {
        return true;
    }
    if (lower == QLatin1String("no") || lower == QLatin1String("n") || lower == QLatin1String("false")) {
        return false;
    }
    throw UsageError(QStringLiteral("--%1 '%2' is not yes or no").arg(name, value));
}

/// A NAME=VALUE flag (--cooler, --slot-width): the card named in the build and the value text.
struct CardSetting {
    QString value; ///< The flag's value, for error messages.
    Gpu gpu;
    QString setting;
};

/// Every --`flag` NAME=VALUE; the card must be one of the build's, and named once.
std::vector<CardSetting> cardSettings(Invocation& invocation, const QString& flag, const QString& valueName,
                                      const BuildSpec& spec) {
    std::vector<CardSetting> settings;
    for (const QString& value : invocation.parser().values(flag)) {
        const qsizetype equals = value.lastIndexOf(QLatin1Char('='));
        if (equals <= 0 || value.mid(equals + 1).trimmed().isEmpty()) {
            throw UsageError(QStringLiteral("--%1 '%2' is not NAME=%3").arg(flag, value, valueName));
        }
        const Gpu gpu = requireCard(invocation.catalog(), flag, value, value.left(equals).trimmed());
        const bool inBuild = std::any_of(spec.gpus.begin(), spec.gpus.end(),
                                         [&](const BuildGpu& entry) { return entry.gpu.name == gpu.name; });
        if (!inBuild) {
            throw UsageError(QStringLiteral("--%1 '%2': the build has no %3; add it with --%4")
                                 .arg(flag, value, text(gpu.name), gpuFlag));
        }
        const bool repeated = std::any_of(settings.begin(), settings.end(), [&](const CardSetting& setting) {
            return setting.gpu.name == gpu.name;
        });
        if (repeated) {
            throw UsageError(QStringLiteral("--%1 is given twice for the %2").arg(flag, text(gpu.name)));
        }
        settings.push_back({value, gpu, value.mid(equals + 1).trimmed()});
    }
    return settings;
}

struct BuildRequest {
    BuildSpec spec;
    Condition condition = Condition::New;
    Date asOf{};
    OwnershipAssumptions ownership;
    OutputFormat format = OutputFormat::Table;
    bool networkIgnored = false; ///< --network-gbps with one machine.
};

/// The GPUs of --gpu, with --cooler and --slot-width applied.
void readGpus(Invocation& invocation, BuildSpec& spec) {
    const QStringList values = invocation.parser().values(gpuFlag);
    if (values.isEmpty()) {
        throw UsageError(
            QStringLiteral("--%1 is required: NAME[:COUNT[:LIMIT_W]], once per kind of card, e.g. "
                           "--%1 \"RTX 3090:4\"")
                .arg(gpuFlag));
    }
    std::vector<GpuRequest> requests;
    int total = 0;
    for (const QString& value : values) {
        requests.push_back(parseGpuValue(value));
        total += requests.back().count;
    }
    if (total > maxGpusPerMachine) {
        throw UsageError(QStringLiteral("--%1 adds up to %2 GPUs; a build takes 1-%3")
                             .arg(gpuFlag)
                             .arg(total)
                             .arg(maxGpusPerMachine));
    }
    for (const GpuRequest& request : requests) {
        const Gpu gpu = requireCard(invocation.catalog(), gpuFlag, request.value, request.name);
        if (request.limitWatts && gpu.boardPowerWatts > 0 && *request.limitWatts > gpu.boardPowerWatts) {
            throw UsageError(QStringLiteral("--%1 '%2': LIMIT_W %3 is above the %4's board power of %5 W")
                                 .arg(gpuFlag, request.value, numberText(*request.limitWatts), text(gpu.name),
                                      QString::number(gpu.boardPowerWatts)));
        }
        for (int i = 0; i < request.count; ++i) {
            spec.gpus.push_back(BuildGpu{gpu, request.limitWatts, std::nullopt, std::nullopt});
        }
    }

    for (const CardSetting& setting :
         cardSettings(invocation, coolerFlag, QStringLiteral("blower|open-air|water|passive"), spec)) {
        const auto cooler = parseCooler(setting.setting.toStdString());
        if (!cooler) {
            throw UsageError(QStringLiteral("--%1 '%2': '%3' is not one of: %4")
                                 .arg(coolerFlag, setting.value, setting.setting, text(allowedCoolers())));
        }
        for (BuildGpu& entry : spec.gpus) {
            if (entry.gpu.name == setting.gpu.name) {
                entry.cooler = *cooler;
            }
        }
    }
    for (const CardSetting& setting :
         cardSettings(invocation, slotWidthFlag, QStringLiteral("SLOTS"), spec)) {
        bool ok = false;
        const int width = setting.setting.toInt(&ok);
        if (!ok || width < 1 || width > 4) {
            throw UsageError(QStringLiteral("--%1 '%2': SLOTS '%3' is not a whole number in 1-4")
                                 .arg(slotWidthFlag, setting.value, setting.setting));
        }
        for (BuildGpu& entry : spec.gpus) {
            if (entry.gpu.name == setting.gpu.name) {
                entry.slotWidth = width;
            }
        }
    }
}

/// Everything but the GPUs: the rest of the machine and the ownership assumptions.
BuildRequest buildRequest(Invocation& invocation) {
    const auto& parser = invocation.parser();
    BuildRequest request;
    request.format = outputFormat(invocation, false);
    BuildSpec& spec = request.spec;

    spec.psuWatts = requiredNumberOption(invocation, psuWattsFlag, 100, 20000, QStringLiteral("W"));
    spec.psuEfficiency = numberOption(invocation, psuEfficiencyFlag, 50, 100, QStringLiteral("percent"))
                             .value_or(spec.psuEfficiency * 100) /
                         100.0;
    spec.cpuWatts =
        numberOption(invocation, cpuWattsFlag, 0, 2000, QStringLiteral("W")).value_or(spec.cpuWatts);
    spec.cpuCores = integerOption(invocation, cpuCoresFlag, 1, 1024).value_or(spec.cpuCores);
    spec.otherWatts =
        numberOption(invocation, otherWattsFlag, 0, 5000, QStringLiteral("W")).value_or(spec.otherWatts);
    spec.x16Slots = integerOption(invocation, slotsFlag, 1, 16).value_or(spec.x16Slots);
    spec.slotSpacing = integerOption(invocation, slotSpacingFlag, 1, 8).value_or(spec.slotSpacing);
    spec.lanesPerGpu = integerOption(invocation, lanesFlag, 1, 16).value_or(spec.lanesPerGpu);
    if (std::find(std::begin(laneWidths), std::end(laneWidths), spec.lanesPerGpu) == std::end(laneWidths)) {
        throw UsageError(
            QStringLiteral("--%1 %2 is not one of 1, 2, 4, 8, 16").arg(lanesFlag).arg(spec.lanesPerGpu));
    }
    spec.pcieGeneration = integerOption(invocation, pcieGenFlag, 1, 6).value_or(spec.pcieGeneration);
    spec.risers = yesNoOption(invocation, risersFlag, spec.risers);

    const auto volts = numberOption(invocation, mainsVoltsFlag, 90, 480, QStringLiteral("V"));
    const auto amps = numberOption(invocation, mainsAmpsFlag, 1, 125, QStringLiteral("A"));
    if (volts.has_value() != amps.has_value()) {
        throw UsageError(QStringLiteral("--%1 and --%2 go together: give both (without them %3 V / %4 A)")
                             .arg(mainsVoltsFlag, mainsAmpsFlag, numberText(spec.mains.volts),
                                  numberText(spec.mains.amps)));
    }
    if (volts) {
        spec.mains = Mains{*volts, *amps};
    }

    spec.nodes = integerOption(invocation, nodesFlag, 1, 1024).value_or(spec.nodes);
    const auto network = numberOption(invocation, networkFlag, 0, 10000, QStringLiteral("Gbit/s"));
    if (spec.nodes > 1 && !network) {
        throw UsageError(QStringLiteral("--%1 %2 needs --%3 (the link between the machines)")
                             .arg(nodesFlag)
                             .arg(spec.nodes)
                             .arg(networkFlag));
    }
    request.networkIgnored = network && spec.nodes == 1;
    spec.networkGbps = network.value_or(0);

    if (parser.isSet(chassisFlag)) {
        const QString value = parser.value(chassisFlag);
        const auto chassis = parseChassis(value.toStdString());
        if (!chassis) {
            throw UsageError(
                QStringLiteral("--%1 '%2' is not one of: workstation, server").arg(chassisFlag, value));
        }
        spec.chassis = *chassis;
    }
    if (parser.isSet(caseAirflowFlag)) {
        const QString value = parser.value(caseAirflowFlag).trimmed().toLower();
        if (value == QLatin1String("standard")) {
            spec.caseCooling = CaseCooling::Standard;
        } else if (value == QLatin1String("high")) {
            spec.caseCooling = CaseCooling::HighAirflow;
        } else {
            throw UsageError(QStringLiteral("--%1 '%2' is not one of: standard, high")
                                 .arg(caseAirflowFlag, parser.value(caseAirflowFlag)));
        }
    }
    spec.gpuDrivesDisplay = parser.isSet(displayGpuFlag);
    spec.inDataCenter = parser.isSet(dataCenterFlag);
    spec.hostRamGb = numberOption(invocation, hostRamFlag, 1, 100000, QStringLiteral("GB")).value_or(0);

    request.condition = conditionOption(invocation, request.condition);
    request.asOf = asOfOption(invocation);
    request.ownership = ownershipOptions(invocation);
    return request;
}

// ---------------------------------------------------------------------------------------------
// Output

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

/// "4x RTX 3090 (limited to 300 W)", "2x RTX 4090 (water cooler) + 1x RTX 3090".
QString gpusText(const BuildSpec& spec) {
    QStringList groups;
    std::size_t first = 0;
    while (first < spec.gpus.size()) {
        std::size_t end = first + 1;
        while (end < spec.gpus.size() && sameSetup(spec.gpus[end], spec.gpus[first])) {
            ++end;
        }
        const BuildGpu& entry = spec.gpus[first];
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
                      .arg(end - first)
                      .arg(text(entry.gpu.name),
                           notes.isEmpty() ? QString()
                                           : QStringLiteral(" (%1)").arg(notes.join(QStringLiteral(", "))));
        first = end;
    }
    return groups.join(QStringLiteral(" + "));
}

/// What the table's and JSON's summary need beyond BuildSummary.
struct SummaryContext {
    const BuildRequest& request;
    const BuildSummary& summary;
    const Gpu& reference;
    bool systemPriced = false; ///< The catalog has a system base cost for this many GPUs.
};

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
    rows.append(
        {QStringLiteral("Power"), QStringLiteral("GPUs %1; the build %2 on a %3 supply; %4 at the wall")
                                      .arg(watts(summary.power.gpuWatts), watts(summary.power.totalWatts),
                                           watts(spec.psuWatts), watts(summary.power.wallWatts))});
    rows.append({QStringLiteral("Throughput"),
                 QStringLiteral("%1x one %2 in 16-bit training (%3 workload)")
                     .arg(localNumber(summary.throughput, 2), text(context.reference.name),
                          text(toString(summaryQuery.workload)))});
    rows.append(
        {QStringLiteral("Ownership"),
         QStringLiteral("%1 over %2 years: cards %3 + system %4 + electricity %5")
             .arg(dollars(summary.totalUsd()), numberText(ownership.years), dollars(summary.cardsUsd),
                  context.systemPriced ? dollars(summary.systemUsd) : QStringLiteral("(not in the catalog)"),
                  dollars(summary.electricityUsd))});
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
        out += QStringLiteral("  (%1)\n").arg(text::buildLlmNote());
    }
    printOut(out);
}

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
    std::size_t first = 0;
    while (first < spec.gpus.size()) {
        std::size_t end = first + 1;
        while (end < spec.gpus.size() && sameSetup(spec.gpus[end], spec.gpus[first])) {
            ++end;
        }
        const BuildGpu& entry = spec.gpus[first];
        gpus.append(QJsonObject{
            {QStringLiteral("name"), text(entry.gpu.name)},
            {QStringLiteral("count"), static_cast<int>(end - first)},
            {QStringLiteral("board_power_w"), entry.gpu.boardPowerWatts},
            {QStringLiteral("power_limit_w"),
             entry.powerLimitWatts ? QJsonValue(*entry.powerLimitWatts) : QJsonValue()},
            {QStringLiteral("draw_w"), entry.drawWatts()},
            {QStringLiteral("cooler"), text(toString(entry.effectiveCooler()))},
            {QStringLiteral("slot_width"), entry.effectiveSlotWidth()},
            {QStringLiteral("memory_gb"), entry.gpu.memoryGb},
        });
        first = end;
    }
    QJsonArray unpriced;
    for (const std::string& name : summary.unpricedCards) {
        unpriced.append(text(name));
    }
    return QJsonObject{
        {QStringLiteral("gpu_count"), summary.gpuCount},
        {QStringLiteral("nodes"), spec.nodes},
        {QStringLiteral("gpus"), gpus},
        {QStringLiteral("total_gpu_memory_gb"), summary.totalGpuMemoryGb},
        {QStringLiteral("power"),
         QJsonObject{{QStringLiteral("gpu_w"), summary.power.gpuWatts},
                     {QStringLiteral("total_w"), summary.power.totalWatts},
                     {QStringLiteral("wall_w"), summary.power.wallWatts},
                     {QStringLiteral("psu_w"), spec.psuWatts},
                     {QStringLiteral("psu_headroom_w"), summary.power.psuHeadroomWatts},
                     {QStringLiteral("mains_continuous_w"), summary.power.mainsContinuousWatts}}},
        {QStringLiteral("throughput"),
         QJsonObject{{QStringLiteral("reference_cards"), summary.throughput},
                     {QStringLiteral("reference"), text(context.reference.name)},
                     {QStringLiteral("metric"), text(toString(summaryQuery.metric))},
                     {QStringLiteral("workload"), text(toString(summaryQuery.workload))}}},
        {QStringLiteral("cost"),
         QJsonObject{{QStringLiteral("condition"), text(toString(context.request.condition))},
                     {QStringLiteral("as_of"), text(formatIsoDate(context.request.asOf))},
                     {QStringLiteral("years"), ownership.years},
                     {QStringLiteral("kwh_price_usd"), ownership.kwhPriceUsd},
                     {QStringLiteral("utilization_percent"), ownership.utilization * 100},
                     {QStringLiteral("cards_usd"), summary.cardsUsd},
                     {QStringLiteral("system_usd"),
                      context.systemPriced ? QJsonValue(summary.systemUsd) : QJsonValue()},
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

int checkBuildCommand(Invocation& invocation) {
    BuildRequest request = buildRequest(invocation);
    readGpus(invocation, request.spec);
    Catalog& catalog = invocation.catalog();
    const Gpu reference = requireCard(catalog, QStringLiteral("reference"),
                                      invocation.parser().value(QStringLiteral("reference")),
                                      invocation.parser().value(QStringLiteral("reference")));
    const PerformanceModel model(reference, summaryQuery);
    if (request.networkIgnored) {
        printError(QStringLiteral("note: --%1 is read only with --%2 2 or more; ignored\n")
                       .arg(networkFlag, nodesFlag));
    }

    const std::vector<Finding> findings = checkBuild(request.spec, &model);
    const std::vector<PriceObservation> priceList = catalog.prices();
    const PriceBook prices(priceList);
    const std::vector<SystemBaseCost> systemCosts = catalog.systemBaseCosts();
    const BuildSummary summary = summarizeBuild(request.spec, model, prices, request.condition, request.asOf,
                                                systemCosts, request.ownership);
    const SummaryContext context{request, summary, reference,
                                 systemBaseCostFor(systemCosts, summary.gpuCount).has_value()};
    if (request.format == OutputFormat::Json) {
        printJson(findings, context);
    } else {
        printTable(findings, context);
    }
    return worstSeverity(findings) == Severity::Problem ? ExitProblemsFound : ExitSuccess;
}

QCommandLineOption valueOption(const QString& name, const QString& description, const QString& valueName,
                               const QString& defaultValue = {}) {
    return QCommandLineOption(name, description, valueName, defaultValue);
}

} // namespace

std::vector<Command> buildCommands() {
    const BuildSpec defaults;
    QList<QCommandLineOption> options{
        valueOption(
            gpuFlag,
            QStringLiteral("A card of the build, repeatable: COUNT cards (default 1) limited to LIMIT_W "
                           "watts (default board power), e.g. \"RTX 3090:4:300\" (quote names with spaces). "
                           "1-%1 GPUs in all.")
                .arg(maxGpusPerMachine),
            QStringLiteral("NAME[:COUNT[:LIMIT_W]]")),
        valueOption(psuWattsFlag, QStringLiteral("Power supply rating (required)."), QStringLiteral("W")),
        valueOption(psuEfficiencyFlag,
                    QStringLiteral("Power supply efficiency, 50-100 (default %1).")
                        .arg(numberText(defaults.psuEfficiency * 100)),
                    QStringLiteral("PCT")),
        valueOption(cpuWattsFlag,
                    QStringLiteral("CPU power (default %1).").arg(numberText(defaults.cpuWatts)),
                    QStringLiteral("W")),
        valueOption(cpuCoresFlag, QStringLiteral("CPU cores (default %1).").arg(defaults.cpuCores),
                    QStringLiteral("N")),
        valueOption(
            otherWattsFlag,
            QStringLiteral("Board, RAM, drives and fans (default %1).").arg(numberText(defaults.otherWatts)),
            QStringLiteral("W")),
        valueOption(slotsFlag,
                    QStringLiteral("x16-size slots on the board (default %1).").arg(defaults.x16Slots),
                    QStringLiteral("N")),
        valueOption(slotSpacingFlag,
                    QStringLiteral("Expansion slots from one x16 slot to the next (default %1).")
                        .arg(defaults.slotSpacing),
                    QStringLiteral("N")),
        valueOption(
            lanesFlag,
            QStringLiteral("PCIe lanes per GPU: 1, 2, 4, 8 or 16 (default %1).").arg(defaults.lanesPerGpu),
            QStringLiteral("N")),
        valueOption(pcieGenFlag,
                    QStringLiteral("PCIe generation, 1-6 (default %1).").arg(defaults.pcieGeneration),
                    QStringLiteral("N")),
        valueOption(risersFlag,
                    QStringLiteral("PCIe risers or extenders move the cards off the board (default no)."),
                    QStringLiteral("yes|no")),
        valueOption(mainsVoltsFlag,
                    QStringLiteral("Voltage of the circuit, with --%1 (default %2).")
                        .arg(mainsAmpsFlag, numberText(defaults.mains.volts)),
                    QStringLiteral("V")),
        valueOption(mainsAmpsFlag,
                    QStringLiteral("Rating of the circuit, with --%1 (default %2).")
                        .arg(mainsVoltsFlag, numberText(defaults.mains.amps)),
                    QStringLiteral("A")),
        valueOption(
            nodesFlag,
            QStringLiteral("Machines like this one training together (default 1); 2 or more need --%1.")
                .arg(networkFlag),
            QStringLiteral("N")),
        valueOption(networkFlag, QStringLiteral("Network speed between the machines, in Gbit/s."),
                    QStringLiteral("GBPS")),
        valueOption(chassisFlag, QStringLiteral("workstation (default) or server."),
                    QStringLiteral("CHASSIS")),
        valueOption(coolerFlag,
                    QStringLiteral("Cooler of every card NAME, overriding the catalog's, repeatable: "
                                   "blower, open-air, water or passive."),
                    QStringLiteral("NAME=TYPE")),
        valueOption(slotWidthFlag,
                    QStringLiteral("Slots every card NAME takes (a 2-slot variant), 1-4, repeatable."),
                    QStringLiteral("NAME=SLOTS")),
        valueOption(caseAirflowFlag, QStringLiteral("Case airflow: standard (default) or high."),
                    QStringLiteral("AIRFLOW")),
        QCommandLineOption(displayGpuFlag, QStringLiteral("The first GPU also drives the display.")),
        QCommandLineOption(dataCenterFlag,
                           QStringLiteral("The machine goes into a data centre (GeForce licence, R7).")),
        valueOption(hostRamFlag, QStringLiteral("Host RAM, checked against the GPUs' memory."),
                    QStringLiteral("GB")),
        valueOption(QStringLiteral("reference"),
                    QStringLiteral("Card the throughput is counted in (default %1).").arg(defaultReference),
                    QStringLiteral("NAME"), defaultReference),
        valueOption(QStringLiteral("condition"), QStringLiteral("Prices of new (default) or used cards."),
                    QStringLiteral("CONDITION")),
        valueOption(QStringLiteral("as-of"),
                    QStringLiteral("Use the newest prices on or before this day (default today)."),
                    QStringLiteral("YYYY-MM-DD")),
        formatOption(QStringLiteral("table or json")),
    };
    options << ownershipOptionDefinitions();
    return {
        {{QStringLiteral("check-build")},
         {},
         QStringLiteral("Check a machine with 1-8 GPUs: power supply, outlet, slots, cooling, PCIe, CPU, "
                        "network and licence (seed facts B1-B13). Exit status 1 when there is a problem."),
         options,
         &checkBuildCommand},
    };
}

} // namespace gpuadvisor::cli
