#include "llmoffloadoutput.h"

#include "commandsupport.h"

#include "gpuadvisor/core/llm/llmupgrades.h"

#include <QJsonArray>

#include <cmath>

namespace gpuadvisor::cli {
namespace {

QString platformLabel(const HostMemory& host) {
    const MemoryPlatform* platform = findMemoryPlatform(host.platform);
    return platform ? text(platform->label) : QStringLiteral("RAM");
}

QString upgradeName(const LlmUpgrade& upgrade, const Gpu& gpu) {
    switch (upgrade.kind) {
    case LlmUpgradeKind::AnotherGpu:
        return QStringLiteral("another %1 (%2 in all)").arg(text(gpu.name)).arg(upgrade.gpuCount);
    case LlmUpgradeKind::MoreRam:
        return QStringLiteral("%1 GB of RAM").arg(upgrade.host.ramGb);
    case LlmUpgradeKind::FasterRam:
        return QStringLiteral("%1 (%2 GB/s, %3)")
            .arg(text(upgrade.platform->label), fixed(upgrade.host.bandwidthGBps, 0),
                 text(upgrade.platform->example));
    }
    return {};
}

QString upgradeKey(LlmUpgradeKind kind) {
    switch (kind) {
    case LlmUpgradeKind::AnotherGpu:
        return QStringLiteral("another_gpu");
    case LlmUpgradeKind::MoreRam:
        return QStringLiteral("more_ram");
    case LlmUpgradeKind::FasterRam:
        return QStringLiteral("faster_ram");
    }
    return {};
}

QString limitText(const LlmOffload& offload) {
    switch (offload.limit) {
    case LlmOffloadLimit::None:
        return {};
    case LlmOffloadLimit::GpuMemory:
        return QStringLiteral("does not run: what must stay on the GPU (%1 GB: %2) is more than its free "
                              "memory")
            .arg(fixed(offload.gpuMustHoldGiB, 1),
                 offload.experts ? QStringLiteral("attention, shared weights and the KV cache")
                                 : QStringLiteral("embeddings and output layer"));
    case LlmOffloadLimit::Ram:
        return QStringLiteral("does not run: RAM would hold %1 GB but %2 GB is usable")
            .arg(fixed(offload.ramHeldGiB, 1), fixed(offload.ramUsableGiB, 0));
    }
    return {};
}

} // namespace

QList<QCommandLineOption> offloadOptionDefinitions() {
    return {
        QCommandLineOption(QStringLiteral("ram-gb"),
                           QStringLiteral("The computer's RAM in GB: a model too big for the GPUs keeps part "
                                          "of its weights there (needs --platform or --ram-gbps)."),
                           QStringLiteral("GB")),
        QCommandLineOption(QStringLiteral("platform"),
                           QStringLiteral("The RAM's platform, for its bandwidth and PCIe: %1.")
                               .arg(text(allowedMemoryPlatforms())),
                           QStringLiteral("NAME")),
        QCommandLineOption(
            QStringLiteral("ram-gbps"),
            QStringLiteral("Or the RAM's datasheet bandwidth in GB/s (channels x MT/s x 8 / 1000)."),
            QStringLiteral("GBPS")),
        QCommandLineOption(
            QStringLiteral("ram-share"),
            QStringLiteral("Percent of that bandwidth the CPU reaches in decode (default %1, an "
                           "assumption).")
                .arg(std::lround(defaultCpuBandwidthShare * 100)),
            QStringLiteral("PERCENT")),
        QCommandLineOption(
            QStringLiteral("pcie-gen"),
            QStringLiteral("The slot's PCIe generation (default: the platform's, or the card's)."),
            QStringLiteral("N")),
        QCommandLineOption(QStringLiteral("pcie-lanes"),
                           QStringLiteral("The slot's PCIe lanes (default 16)."), QStringLiteral("N")),
        QCommandLineOption(QStringLiteral("offload"),
                           QStringLiteral("auto (default with --ram-gb: spill into RAM what the GPUs cannot "
                                          "hold) or none."),
                           QStringLiteral("auto|none")),
    };
}

void readHostMemory(const Invocation& invocation, LlmWorkload& workload) {
    workload.offload = enumOption(invocation, QStringLiteral("offload"), &parseLlmOffloadMode, "auto, none",
                                  LlmOffloadMode::Auto);
    HostMemory& host = workload.host;
    const QCommandLineParser& parser = invocation.parser();
    if (parser.isSet(QStringLiteral("platform"))) {
        const QString name = parser.value(QStringLiteral("platform")).trimmed();
        const MemoryPlatform* platform = findMemoryPlatform(name.toStdString());
        if (!platform) {
            throw UsageError(QStringLiteral("--platform '%1' is not a platform; the platforms are: %2")
                                 .arg(name, text(allowedMemoryPlatforms())));
        }
        host.platform = std::string(platform->key);
        host.bandwidthGBps = platform->bandwidthGBps();
        host.pcieGeneration = platform->pcieGeneration;
    }
    if (const auto gbps =
            numberOption(invocation, QStringLiteral("ram-gbps"), 1, 10000, QStringLiteral(" GB/s"))) {
        host.bandwidthGBps = *gbps;
    }
    host.ramGb =
        numberOption(invocation, QStringLiteral("ram-gb"), 1, 65536, QStringLiteral(" GB")).value_or(0);
    if (const auto share =
            numberOption(invocation, QStringLiteral("ram-share"), 5, 100, QStringLiteral("%"))) {
        host.cpuBandwidthShare = *share / 100;
    }
    host.pcieGeneration =
        integerOption(invocation, QStringLiteral("pcie-gen"), 1, 6).value_or(host.pcieGeneration);
    host.pcieLanes = integerOption(invocation, QStringLiteral("pcie-lanes"), 1, 16).value_or(16);
    if (host.ramGb > 0 && host.bandwidthGBps <= 0) {
        throw UsageError(
            QStringLiteral("--ram-gb needs the RAM's speed: --platform NAME (%1) or --ram-gbps GBPS")
                .arg(text(allowedMemoryPlatforms())));
    }
    if (host.ramGb <= 0 && host.bandwidthGBps > 0) {
        throw UsageError(
            QStringLiteral("--platform and --ram-gbps need --ram-gb: how much RAM the computer has"));
    }
}

QString hostMemoryLine(const HostMemory& host) {
    if (!host.known()) {
        return {};
    }
    return QStringLiteral("%1 GB of %2 (%3 GB/s; the CPU is taken to reach %4 % of it, an assumption)")
        .arg(fixed(host.ramGb, 0), platformLabel(host), fixed(host.bandwidthGBps, 1))
        .arg(std::lround(host.cpuBandwidthShare * 100));
}

QString offloadText(const Gpu& gpu, int count, const LlmWorkload& workload, const LlmPlan& plan) {
    if (!plan.offload) {
        return {};
    }
    const LlmOffload& split = *plan.offload;
    QString out = QStringLiteral("\nOffload: %1 x%2 with %3\n")
                      .arg(text(gpu.name))
                      .arg(count)
                      .arg(hostMemoryLine(workload.host));
    const QString moving = split.experts ? QStringLiteral("the experts of %1 of %2 layers")
                                         : QStringLiteral("%1 of %2 layers with their KV cache");
    const QString staying = split.experts ? QStringLiteral("attention, shared weights and KV cache")
                                          : QStringLiteral("embeddings and output layer");
    out += QStringLiteral("  GPU:     %1 (%2 GB) and %3: %4 GB\n")
               .arg(staying, fixed(split.gpuMustHoldGiB, 1), moving.arg(split.layersOnGpu).arg(split.layers),
                    fixed(split.gpuHeldGiB, 1));
    out += QStringLiteral("  RAM:     %1: %2 GB of %3 usable (%4 GB left to the system)\n")
               .arg(moving.arg(split.layers - split.layersOnGpu).arg(split.layers),
                    fixed(split.ramHeldGiB, 1), fixed(split.ramUsableGiB, 0), fixed(hostReservedGb, 0));
    if (!split.fits()) {
        out += QStringLiteral("  It %1.\n").arg(limitText(split));
    } else if (plan.speed) {
        const LlmCalibration& calibration = shippedLlmCalibration();
        out += QStringLiteral("  Decode:  a token reads %1 GB from GPU memory and %2 GB from RAM (%3 ms of "
                              "the step): %4 tokens/s, %5-%6 if the CPU reaches %7-%8 % of the RAM's "
                              "bandwidth\n")
                   .arg(fixed(split.gpuBytesPerToken / 1e9, 2), fixed(split.ramBytesPerToken / 1e9, 2),
                        fixed(split.ramSecondsPerStep * 1000, 1), fixed(plan.speed->decodeTokensPerSecond, 1),
                        fixed(split.decodeTokensPerSecondLow, 1), fixed(split.decodeTokensPerSecondHigh, 1))
                   .arg(std::lround(lowCpuBandwidthShare * 100))
                   .arg(std::lround(highCpuBandwidthShare * 100));
        if (plan.speed->prefillTokensPerSecond > 0) {
            out += QStringLiteral("  Prefill: the RAM-held weights cross PCIe (%1 GB/s) once per %2 prompt "
                                  "tokens: %3 tokens/s\n")
                       .arg(fixed(split.pcieGBps, 1))
                       .arg(llmMicroBatchTokens)
                       .arg(fixed(plan.speed->prefillTokensPerSecond, 0));
        }
        out += QStringLiteral("  llama.cpp: %1\n").arg(text(llamaCppOffloadFlag(split)));
        // The catalog's machine costs are of a desktop with ordinary RAM (system_costs.csv).
        out += QStringLiteral("  $/M tokens counts the cards and the catalog's machine, not the %1 GB of RAM "
                              "this needs.\n")
                   .arg(fixed(workload.host.ramGb, 0));
        out += QStringLiteral("  An estimate: the GPU part as the planner's other estimates (typically "
                              "+-%1 %); the RAM part rests on the assumed CPU share above, which no "
                              "shipped measurement checks (none is offloaded).\n")
                   .arg(std::lround(calibration.typicalError(true, plan.backend) * 100));
    }
    const std::vector<LlmUpgrade> upgrades = offloadUpgrades(workload, gpu, count);
    QStringList helps;
    for (const LlmUpgrade& upgrade : upgrades) {
        const LlmPlan& after = upgrade.plan;
        helps << QStringLiteral("%1: %2").arg(
            upgradeName(upgrade, gpu),
            !after.fits || !after.speed
                ? QStringLiteral("still does not run")
                : QStringLiteral("%1 tokens/s%2")
                      .arg(fixed(after.speed->decodeTokensPerSecond, 1),
                           after.offload ? QString() : QStringLiteral(" (all on the GPUs)")));
    }
    if (split.fits() && split.limit != LlmOffloadLimit::Ram) {
        helps << QStringLiteral("more RAM: no faster (%1 GB already holds the rest)")
                     .arg(fixed(workload.host.ramGb, 0));
    }
    if (!helps.isEmpty()) {
        out += QStringLiteral("  What helps most: %1\n").arg(helps.join(QStringLiteral("; ")));
    }
    return out;
}

QJsonObject hostMemoryJson(const HostMemory& host) {
    return {
        {QStringLiteral("ram_gb"), host.ramGb},
        {QStringLiteral("platform"), host.platform.empty() ? QJsonValue() : QJsonValue(text(host.platform))},
        {QStringLiteral("bandwidth_gbps"), host.bandwidthGBps},
        {QStringLiteral("cpu_bandwidth_share"), host.cpuBandwidthShare},
        {QStringLiteral("usable_gb"), host.usableGb()}};
}

QJsonObject offloadJson(const Gpu& gpu, int count, const LlmWorkload& workload, const LlmPlan& plan) {
    const LlmOffload& split = *plan.offload;
    QJsonObject object{
        {QStringLiteral("moves"), split.experts ? QStringLiteral("experts") : QStringLiteral("layers")},
        {QStringLiteral("layers"), split.layers},
        {QStringLiteral("layers_on_gpu"), split.layersOnGpu},
        {QStringLiteral("gpu_must_hold_gb"), split.gpuMustHoldGiB},
        {QStringLiteral("gpu_gb"), split.gpuHeldGiB},
        {QStringLiteral("ram_gb"), split.ramHeldGiB},
        {QStringLiteral("ram_usable_gb"), split.ramUsableGiB},
        {QStringLiteral("limit"), split.limit == LlmOffloadLimit::None  ? QJsonValue()
                                  : split.limit == LlmOffloadLimit::Ram ? QJsonValue(QStringLiteral("ram"))
                                                                        : QJsonValue(QStringLiteral("gpu"))},
        {QStringLiteral("gpu_bytes_per_token"), split.gpuBytesPerToken},
        {QStringLiteral("ram_bytes_per_token"), split.ramBytesPerToken},
        {QStringLiteral("pcie_gbps"), split.pcieGBps},
        {QStringLiteral("llama_cpp"), text(llamaCppOffloadFlag(split))},
    };
    if (split.fits()) {
        object.insert(QStringLiteral("decode_tokens_per_s_range"),
                      QJsonArray{split.decodeTokensPerSecondLow, split.decodeTokensPerSecondHigh});
    }
    QJsonArray upgrades;
    for (const LlmUpgrade& upgrade : offloadUpgrades(workload, gpu, count)) {
        upgrades.append(QJsonObject{
            {QStringLiteral("kind"), upgradeKey(upgrade.kind)},
            {QStringLiteral("gpus"), upgrade.gpuCount},
            {QStringLiteral("ram_gb"), upgrade.host.ramGb},
            {QStringLiteral("ram_gbps"), upgrade.host.bandwidthGBps},
            {QStringLiteral("platform"),
             upgrade.platform ? QJsonValue(text(upgrade.platform->key)) : QJsonValue()},
            {QStringLiteral("fits"), upgrade.plan.fits},
            {QStringLiteral("offloaded"), upgrade.plan.offloaded()},
            {QStringLiteral("decode_tokens_per_s"),
             upgrade.plan.speed ? QJsonValue(upgrade.plan.speed->decodeTokensPerSecond) : QJsonValue()}});
    }
    object.insert(QStringLiteral("upgrades"), upgrades);
    return object;
}

} // namespace gpuadvisor::cli
