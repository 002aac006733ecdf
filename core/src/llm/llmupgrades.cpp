#include "gpuadvisor/core/llm/llmupgrades.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace gpuadvisor {
namespace {

constexpr double fasterRamStep = 1.5;
constexpr std::array<int, 14> ramSizes{16, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048};

double decodeOf(const LlmPlan& plan) {
    return plan.fits && plan.speed ? plan.speed->decodeTokensPerSecond : 0;
}

} // namespace

std::span<const int> commonRamSizesGb() {
    return ramSizes;
}

std::vector<LlmUpgrade> offloadUpgrades(const LlmWorkload& workload, const Gpu& gpu, int count,
                                        const LlmCalibration& calibration) {
    std::vector<LlmUpgrade> upgrades;
    const LlmPlan now = planLlm(workload, gpu, count, calibration);
    if (!now.offload || !workload.host.known()) {
        return upgrades;
    }
    if (count < maximumLlmGpus && !gpu.isSystem()) {
        LlmUpgrade another{LlmUpgradeKind::AnotherGpu, count + 1, workload.host, nullptr, {}};
        another.plan = planLlm(workload, gpu, count + 1, calibration);
        upgrades.push_back(std::move(another));
    }
    if (now.offload->limit == LlmOffloadLimit::Ram) {
        const double needed = now.offload->ramHeldGiB + hostReservedGb;
        const auto size = std::find_if(ramSizes.begin(), ramSizes.end(),
                                       [&](int gb) { return gb >= needed && gb > workload.host.ramGb; });
        if (size != ramSizes.end()) {
            LlmUpgrade more{LlmUpgradeKind::MoreRam, count, workload.host, nullptr, {}};
            more.host.ramGb = *size;
            LlmWorkload bigger = workload;
            bigger.host = more.host;
            more.plan = planLlm(bigger, gpu, count, calibration);
            upgrades.push_back(std::move(more));
        }
    }
    const auto faster =
        std::find_if(memoryPlatforms().begin(), memoryPlatforms().end(), [&](const MemoryPlatform& p) {
            // A step a buyer notices: half as much bandwidth again (2 channels to 4, DDR4 to DDR5).
            return p.bandwidthGBps() >= fasterRamStep * workload.host.bandwidthGBps;
        });
    if (faster != memoryPlatforms().end() && now.offload->limit != LlmOffloadLimit::GpuMemory) {
        LlmUpgrade quicker{LlmUpgradeKind::FasterRam, count, workload.host, &*faster, {}};
        quicker.host.bandwidthGBps = faster->bandwidthGBps();
        quicker.host.pcieGeneration = faster->pcieGeneration;
        quicker.host.platform = std::string(faster->key);
        LlmWorkload fasterRam = workload;
        fasterRam.host = quicker.host;
        quicker.plan = planLlm(fasterRam, gpu, count, calibration);
        upgrades.push_back(std::move(quicker));
    }
    std::stable_sort(upgrades.begin(), upgrades.end(), [](const LlmUpgrade& a, const LlmUpgrade& b) {
        return decodeOf(a.plan) > decodeOf(b.plan);
    });
    return upgrades;
}

} // namespace gpuadvisor
