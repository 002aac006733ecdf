#pragma once

// Throughput of several GPUs training one model (seed facts P10, B7, B9), with the scaling per
// doubling of the GPU count fitted to measured 2-, 4- and 8-GPU systems (scalingfit.h).

#include "gpuadvisor/core/catalog/enums.h"
#include "gpuadvisor/core/catalog/gpu.h"

#include <array>
#include <cstddef>
#include <span>

namespace gpuadvisor {

/// How the GPUs of one machine exchange gradients.
enum class Interconnect {
    Pcie, ///< PCIe cards, with or without a bridge (the measurements cannot tell them apart).
    Sxm,  ///< SXM modules on an NVLink / NVSwitch board.
};
inline constexpr std::size_t interconnectCount = 2;
/// "PCIe", "SXM".
std::string_view toString(Interconnect value);

/// SXM modules have no slot width; every other card sits in a PCIe slot.
Interconnect interconnectOf(const Gpu& gpu);

/// What the scaling of a machine depends on: its interconnect, and whether its cards are of the
/// newer generation of P10 (Ampere and later: PCIe 4 and NVLink 3 onwards).
struct ScalingClass {
    Interconnect interconnect = Interconnect::Pcie;
    bool newer = true;
    friend bool operator==(const ScalingClass&, const ScalingClass&) = default;
};
ScalingClass scalingClassOf(const Gpu& gpu);

/// Share of the ideal speed-up kept per doubling of the GPU count, per interconnect and
/// workload, for the newer generation: n GPUs give n x perDoubling^log2(n).
struct ScalingParameters {
    /// [interconnect][workload], indexed by the enums' values.
    std::array<std::array<double, 2>, interconnectCount> perDoubling{};
    double of(Interconnect interconnect, Workload workload) const {
        return perDoubling[static_cast<std::size_t>(interconnect)][static_cast<std::size_t>(workload)];
    }
};

/// What the app promises for multiGpuSpeedup: the leave-one-card-out median error on the
/// shipped systems is 2.5 % (crossValidateScaling; a test holds it under this).
inline constexpr double typicalScalingError = 0.03;

/// Fitted by fitScaling on the shipped measurements (Lambda's 2/4/8-GPU PyTorch training
/// rows); a test keeps them equal to the fit.
const ScalingParameters& shippedScalingParameters();

/// The older generation (Volta, Turing) loses more per step on its slower links (P10: 8 V100s
/// reach 5 % less than 8 A100s on conv nets, 7 % less on Transformers); measured only on V100
/// SXM2, so the guide's figures are kept and the V100 rows check them.
inline constexpr double olderInterconnectOverheadCnn = 1.05;         // P10
inline constexpr double olderInterconnectOverheadTransformer = 1.07; // P10
/// The guide's 8-GPU speed-up on the newer interconnect (P10, 8x A100), shown next to the
/// measured fit.
inline constexpr double guideEightGpuSpeedup = 7.00; // P10
/// 4 GPUs on x4 lanes each lose 5-10 % when parallelised (B7); the model takes the middle.
inline constexpr double narrowLaneLoss = 0.075; // B7

/// Speed-up of `gpuCount` identical GPUs over one: every doubling keeps the fitted share for
/// the interconnect and workload, less P10's overhead (spread over the three doublings to 8)
/// for the older generation. 1 for one GPU; 0 for fewer.
double multiGpuSpeedup(int gpuCount, ScalingClass scaling, Workload workload,
                       const ScalingParameters& parameters = shippedScalingParameters());

/// Share of throughput kept with `lanesPerGpu` PCIe lanes per card (B7): x8 or more keeps all,
/// x4 keeps all for two cards and loses narrowLaneLoss from three cards on.
double pcieLaneEfficiency(int lanesPerGpu, int gpuCount);

/// Training throughput of a build, in units of the speeds given: mixed cards run at the slowest
/// card's speed (B9), scaled by multiGpuSpeedup and pcieLaneEfficiency. `cardSpeeds` holds one
/// entry per GPU (e.g. relative performance, already power-limited); empty gives 0.
double combinedThroughput(std::span<const double> cardSpeeds, ScalingClass scaling, Workload workload,
                          int lanesPerGpu);

} // namespace gpuadvisor
