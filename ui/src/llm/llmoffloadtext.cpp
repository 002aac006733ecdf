#include "llm/llmoffloadtext.h"

#include "gpuadvisor/core/llm/llmcalibration.h"
#include "gpuadvisor/text/fromstd.h"
#include "llm/llmtext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <array>
#include <cmath>
#include <utility>

namespace gpuadvisor::llmtext {
namespace {

/// The translation context of this file's strings.
class LlmOffloadText {
    Q_DECLARE_TR_FUNCTIONS(LlmOffloadText)
};

using text::fromStd;

QString percent(double share) {
    return QLocale().toString(static_cast<int>(std::lround(share * 100)));
}

} // namespace

QString platformLabel(const MemoryPlatform& platform) {
    const std::string_view label = platform.label;
    const std::string_view memory = label.substr(0, label.find(','));
    return LlmOffloadText::tr("%1, %2 channels").arg(fromStd(memory)).arg(platform.channels);
}

QString platformExample(const MemoryPlatform& platform) {
    // The core's English names, keyed so that each has its translation.
    static const std::array<std::pair<std::string_view, const char*>, 11> examples{{
        {"ddr4-3200-2ch", QT_TRANSLATE_NOOP("LlmOffloadText", "AM4 and LGA1200 desktops")},
        {"ddr5-4800-2ch", QT_TRANSLATE_NOOP("LlmOffloadText", "early DDR5 desktops (LGA1700)")},
        {"ddr5-5600-2ch", QT_TRANSLATE_NOOP("LlmOffloadText", "LGA1700 and AM5 desktops")},
        {"ddr5-6000-2ch", QT_TRANSLATE_NOOP("LlmOffloadText", "AM5 desktops with EXPO memory")},
        {"ddr5-6400-2ch", QT_TRANSLATE_NOOP("LlmOffloadText", "LGA1851 desktops (Core Ultra 200S)")},
        {"ddr5-5200-4ch", QT_TRANSLATE_NOOP("LlmOffloadText", "Threadripper 7000 (TRX50)")},
        {"ddr4-3200-8ch", QT_TRANSLATE_NOOP("LlmOffloadText", "EPYC 7002/7003 servers (SP3)")},
        {"ddr5-4800-8ch", QT_TRANSLATE_NOOP("LlmOffloadText", "Xeon W-3400 workstations")},
        {"ddr5-5200-8ch", QT_TRANSLATE_NOOP("LlmOffloadText", "Threadripper PRO 7000 WX (WRX90)")},
        {"ddr5-4800-12ch", QT_TRANSLATE_NOOP("LlmOffloadText", "EPYC 9004 servers (SP5)")},
        {"ddr5-6000-12ch", QT_TRANSLATE_NOOP("LlmOffloadText", "EPYC 9005 servers (SP5)")},
    }};
    for (const auto& [key, example] : examples) {
        if (key == platform.key) {
            return LlmOffloadText::tr(example);
        }
    }
    return fromStd(platform.example);
}

QString platformChoice(const MemoryPlatform& platform) {
    return LlmOffloadText::tr("%1 (%2 GB/s)")
        .arg(platformLabel(platform), QLocale().toString(platform.bandwidthGBps(), 'f', 0));
}

QString offloadMark() {
    return LlmOffloadText::tr("+ RAM");
}

QString hostMemory(const HostMemory& host) {
    const MemoryPlatform* platform = findMemoryPlatform(host.platform);
    const QString bandwidth = QLocale().toString(host.bandwidthGBps, 'f', 0);
    return platform ? LlmOffloadText::tr("%1 of %2 (%3 GB/s)")
                          .arg(gigabytes(host.ramGb), platformLabel(*platform), bandwidth)
                    : LlmOffloadText::tr("%1 of RAM (%2 GB/s)").arg(gigabytes(host.ramGb), bandwidth);
}

QString offloadSplit(const LlmOffload& offload) {
    const int inRam = offload.layers - offload.layersOnGpu;
    QString gpu;
    QString ram;
    if (offload.experts) {
        gpu =
            LlmOffloadText::tr("GPU: attention, shared weights and KV cache (%1) and the experts of %2 of %3 "
                               "layers.")
                .arg(gigabytes(offload.gpuMustHoldGiB))
                .arg(offload.layersOnGpu)
                .arg(offload.layers);
        ram = LlmOffloadText::tr("RAM: the experts of %1 layers, %2 of %3 usable.")
                  .arg(inRam)
                  .arg(gigabytes(offload.ramHeldGiB), gigabytes(offload.ramUsableGiB));
    } else {
        gpu = LlmOffloadText::tr("GPU: embeddings and output layer (%1) and %2 of %3 layers.")
                  .arg(gigabytes(offload.gpuMustHoldGiB))
                  .arg(offload.layersOnGpu)
                  .arg(offload.layers);
        ram = LlmOffloadText::tr("RAM: %1 layers with their KV cache, %2 of %3 usable.")
                  .arg(inRam)
                  .arg(gigabytes(offload.ramHeldGiB), gigabytes(offload.ramUsableGiB));
    }
    return gpu + QLatin1Char(' ') + ram + QLatin1Char(' ') +
           LlmOffloadText::tr("llama.cpp: %1.").arg(fromStd(gpuadvisor::llamaCppOffloadFlag(offload)));
}

QString offloadLimit(const LlmOffload& offload) {
    switch (offload.limit) {
    case LlmOffloadLimit::None:
        return {};
    case LlmOffloadLimit::GpuMemory:
        return LlmOffloadText::tr(
                   "Does not run even with RAM: what must stay on the GPU (%1) is more than its "
                   "free memory.")
            .arg(gigabytes(offload.gpuMustHoldGiB));
    case LlmOffloadLimit::Ram:
        return LlmOffloadText::tr("Does not run: the RAM would have to hold %1, and %2 is usable.")
            .arg(gigabytes(offload.ramHeldGiB), gigabytes(offload.ramUsableGiB));
    }
    return {};
}

QString offloadDecodeNote(const LlmOffload& offload, std::string_view backend) {
    return LlmOffloadText::tr("estimate: %1 to %2 if the CPU reaches %3 to %4 % of the RAM's bandwidth "
                              "instead of the assumed %5 %; the GPU part typically within ±%6 %; no shipped "
                              "measurement is offloaded")
        .arg(tokensPerSecond(offload.decodeTokensPerSecondLow),
             tokensPerSecond(offload.decodeTokensPerSecondHigh), percent(lowCpuBandwidthShare),
             percent(highCpuBandwidthShare), percent(defaultCpuBandwidthShare),
             percent(shippedLlmCalibration().typicalError(true, backend)));
}

QString offloadUpgrades(std::span<const LlmUpgrade> upgrades, const Gpu& gpu, const LlmOffload& offload,
                        const HostMemory& host) {
    QStringList helps;
    for (const LlmUpgrade& upgrade : upgrades) {
        QString what;
        switch (upgrade.kind) {
        case LlmUpgradeKind::AnotherGpu:
            what = LlmOffloadText::tr("another %1 (%2 in all)").arg(fromStd(gpu.name)).arg(upgrade.gpuCount);
            break;
        case LlmUpgradeKind::MoreRam:
            what = LlmOffloadText::tr("%1 of RAM").arg(gigabytes(upgrade.host.ramGb));
            break;
        case LlmUpgradeKind::FasterRam:
            what = LlmOffloadText::tr("%1 (%2 GB/s, %3)")
                       .arg(platformLabel(*upgrade.platform),
                            QLocale().toString(upgrade.host.bandwidthGBps, 'f', 0),
                            platformExample(*upgrade.platform));
            break;
        }
        const LlmPlan& after = upgrade.plan;
        if (!after.fits || !after.speed) {
            helps << LlmOffloadText::tr("%1: still does not run").arg(what);
        } else if (after.offload) {
            helps << LlmOffloadText::tr("%1: %2").arg(what,
                                                      tokensPerSecond(after.speed->decodeTokensPerSecond));
        } else {
            helps << LlmOffloadText::tr("%1: %2, all on the GPUs")
                         .arg(what, tokensPerSecond(after.speed->decodeTokensPerSecond));
        }
    }
    if (offload.fits()) {
        helps << LlmOffloadText::tr("more RAM: no faster (%1 already holds the rest)")
                     .arg(gigabytes(host.ramGb));
    }
    return helps.isEmpty() ? QString()
                           : LlmOffloadText::tr("What helps most: %1.").arg(helps.join(QStringLiteral("; ")));
}

} // namespace gpuadvisor::llmtext
