#pragma once

// What helps a model that spills into system RAM most: another GPU, more RAM or faster RAM,
// each with the plan it gives, so that a buyer sees the speed each one buys (issue 35).

#include "gpuadvisor/core/llm/llmoffload.h"
#include "gpuadvisor/core/llm/llmplanner.h"

#include <vector>

namespace gpuadvisor {

enum class LlmUpgradeKind { AnotherGpu, MoreRam, FasterRam };

struct LlmUpgrade {
    LlmUpgradeKind kind = LlmUpgradeKind::AnotherGpu;
    int gpuCount = 1;                         ///< Cards with the upgrade.
    HostMemory host;                          ///< The computer's memory with the upgrade.
    const MemoryPlatform* platform = nullptr; ///< FasterRam: the platform it moves to.
    LlmPlan plan;
};

/// RAM sizes a desktop, workstation or server is commonly filled to (GB).
std::span<const int> commonRamSizesGb();

/// The upgrades of an offloaded (or not yet fitting) plan of `count` of `gpu` with the workload's
/// host memory: one more of the card (up to maximumLlmGpus), the smallest common RAM size that
/// holds what spills (only when RAM is what is short) and the slowest memory platform preset with
/// at least 1.5 times the RAM's bandwidth (2 channels to 4, DDR4 to DDR5).
/// Fastest decode first; upgrades that still do not fit last. Empty when the workload fits on the
/// GPUs or has no host memory.
std::vector<LlmUpgrade> offloadUpgrades(const LlmWorkload& workload, const Gpu& gpu, int count,
                                        const LlmCalibration& calibration = shippedLlmCalibration());

} // namespace gpuadvisor
