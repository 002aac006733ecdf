#pragma once

// Throughput of several GPUs training one model (seed facts P10, B7, B9).

#include "gpuadvisor/core/enums.h"
#include "gpuadvisor/core/gpu.h"

#include <span>

namespace gpuadvisor {

/// 8 GPUs on the newer interconnect (Ampere and later: PCIe 4, NVLink 3) reach 7.00x one GPU
/// (P10, 8x A100); on the older one 6.67x for conv nets (8x V100, 5 % more overhead) and
/// 6.54x for Transformers (7 % more overhead).
inline constexpr double eightGpuSpeedupNewer = 7.00;                 // P10
inline constexpr double olderInterconnectOverheadCnn = 1.05;         // P10
inline constexpr double olderInterconnectOverheadTransformer = 1.07; // P10
/// 4 GPUs on x4 lanes each lose 5-10 % when parallelised (B7); the model takes the middle.
inline constexpr double narrowLaneLoss = 0.075; // B7

/// Whether the card sits on the newer interconnect generation of P10.
bool hasNewerInterconnect(const Gpu& gpu);

/// Speed-up of `gpuCount` identical GPUs over one: every doubling keeps the same efficiency, so
/// 8 GPUs give exactly P10's figure. 1 for one GPU; 0 for fewer.
double multiGpuSpeedup(int gpuCount, bool newerInterconnect, Workload workload);

/// Share of throughput kept with `lanesPerGpu` PCIe lanes per card (B7): x8 or more keeps all,
/// x4 keeps all for two cards and loses narrowLaneLoss from three cards on.
double pcieLaneEfficiency(int lanesPerGpu, int gpuCount);

/// Training throughput of a build, in units of the speeds given: mixed cards run at the slowest
/// card's speed (B9), scaled by multiGpuSpeedup and pcieLaneEfficiency. `cardSpeeds` holds one
/// entry per GPU (e.g. relative performance, already power-limited); empty gives 0.
double combinedThroughput(std::span<const double> cardSpeeds, bool newerInterconnect, Workload workload,
                          int lanesPerGpu);

} // namespace gpuadvisor
