#pragma once

#include "gpuadvisor/core/catalog/enums.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace gpuadvisor {

/// One GPU model with the datasheet figures the performance, cost and build models need.
/// Tensor-core rates are dense (not the 2:4 sparse marketing figure) at boost clock;
/// std::nullopt means the card lacks that capability.
struct Gpu {
    std::string name; ///< Unique, e.g. "RTX 4090"; matched case-insensitively.
    std::string vendor;
    Architecture architecture = Architecture::Ampere;
    Segment segment = Segment::Consumer;
    int releaseYear = 0;

    double memoryGb = 0;
    std::string memoryType; ///< "GDDR6X", "HBM3", ...
    double bandwidthGBps = 0;
    int smCount = 0;
    int tensorCoreGeneration = 0; ///< 0 = none, 1 Volta, 2 Turing, 3 Ampere, 4 Ada/Hopper, 5 Blackwell.

    std::optional<double> fp16TensorTflops;               ///< FP16 inputs, FP16 accumulate.
    std::optional<double> fp16TensorFp32AccumulateTflops; ///< Halved on GeForce cards.
    std::optional<double> bf16TensorTflops;
    std::optional<double> int8TensorTops;
    std::optional<double> fp8TensorTflops; ///< FP16 accumulate; Ada, Hopper and later.
    double fp32Tflops = 0; ///< 0 where the maker publishes none (some Apple chips): the card is not rated.

    double l2CacheMb = 0; ///< 0 where not published.
    double sharedMemoryPerSmKb =
        0; ///< Combined L1 / shared memory per SM, as the 2023 guide counts it; 0 = not published.

    int boardPowerWatts = 0; ///< 0 where not published (some systems).
    int slotWidth = 0;       ///< Slots taken by the reference card; 0 for SXM modules.
    Cooler cooler = Cooler::OpenAir;
    std::string powerConnectors; ///< e.g. "1x 12VHPWR", "2x 8-pin", "none".
    int pcieGeneration = 0;      ///< 0 where not published (a system's GPU sits on no PCIe slot).
    bool nvlink = false;
    bool ecc = false;
    std::optional<double> launchPriceUsd;
    bool datacenterUseAllowed = false; ///< Whether the driver licence allows data-centre deployment (R7).
    /// A card, a module or a whole system with unified memory (enums.h). A catalog file without the
    /// column reads slot width 0 as a module and anything else as a card.
    DeviceKind deviceKind = DeviceKind::Card;

    bool isSystem() const { return deviceKind == DeviceKind::System; }
    /// Whether the datasheet gives what the performance model rates a card by (its FP32 rate).
    bool hasComputeFigures() const { return fp32Tflops > 0; }
};

/// The 16-bit matrix throughput a framework gets for mixed-precision training: the FP32-accumulate
/// tensor rate where the card has tensor cores, otherwise the FP32 rate (older cards gain no speed
/// from FP16 storage). This is the "FP16" column of the GPU-rental spec table (seed fact G1).
double effectiveHalfPrecisionTflops(const Gpu& gpu);

/// The card called `name` (compared as namematch.h's normalizedName does), or nullptr.
const Gpu* findGpu(std::span<const Gpu> gpus, std::string_view name);

} // namespace gpuadvisor
