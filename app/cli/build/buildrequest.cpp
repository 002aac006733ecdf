#include "buildrequest.h"

#include "commandsupport.h"

#include <algorithm>
#include <cmath>

namespace gpuadvisor::cli::buildcmd {
namespace {

/// PCIe link widths a slot can run at.
constexpr int laneWidths[] = {1, 2, 4, 8, 16};

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

} // namespace

Gpu requireCard(Catalog& catalog, const QString& flag, const QString& value, const QString& name) {
    try {
        return requireGpu(catalog, name);
    } catch (const UsageError& error) {
        throw UsageError(QStringLiteral("--%1 '%2': %3").arg(flag, value, error.message()));
    }
}

namespace {

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

} // namespace

void readGpus(Invocation& invocation, BuildRequest& buildRequest) {
    BuildSpec& spec = buildRequest.spec;
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
    if (!buildRequest.psuGiven && !spec.holdsWholeComputer()) {
        throw UsageError(QStringLiteral("--%1 is required: the power supply's rating in watts (only a whole "
                                        "computer, such as a Mac Studio, needs none)")
                             .arg(psuWattsFlag));
    }
}

BuildRequest buildRequest(Invocation& invocation) {
    const auto& parser = invocation.parser();
    BuildRequest request;
    request.format = outputFormat(invocation, false);
    BuildSpec& spec = request.spec;

    // Required once the GPUs are known, unless the build is a whole computer (readGpus).
    const auto psu = numberOption(invocation, psuWattsFlag, 100, 20000, QStringLiteral("W"));
    request.psuGiven = psu.has_value();
    spec.psuWatts = psu.value_or(spec.psuWatts);
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
    spec.risers = yesNoOption(invocation, risersFlag).value_or(spec.risers);

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

} // namespace gpuadvisor::cli::buildcmd
