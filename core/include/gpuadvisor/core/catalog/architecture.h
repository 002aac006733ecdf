#pragma once

// What each architecture is, as data: its vendor, the tensor (matrix-engine) generations its cards
// carry, the formats and memory features the performance model's factors ask about. Every rule that
// depends on the architecture reads this table, so a new vendor or generation is a new row here,
// not a new branch in the models.

#include "gpuadvisor/core/catalog/enums.h"

#include <array>
#include <string_view>

namespace gpuadvisor {

struct ArchitectureTraits {
    Architecture architecture = Architecture::Ampere;
    std::string_view vendor; ///< "NVIDIA", "AMD", "Intel", "Apple"; a card's vendor must match.
    /// tensor_core_generation values its cards may carry, a bit per value (bit 0 = none). NVIDIA's
    /// are its own generations (1 Volta ... 5 Blackwell); for other vendors the column is a
    /// capability marker: 3 = 16-bit and INT8 matrix engines, 4 adds FP8, 5 adds FP4/FP6.
    unsigned tensorGenerations = 1;
    bool fp8Matrix = false; ///< FP8 matrix rates possible (S7).
    bool asyncCopy = false; ///< Asynchronous global-to-shared copies: NVIDIA Ampere and later (P4, P21).
    bool tensorMemoryAccelerator = false; ///< TMA: NVIDIA Hopper and later (P4, P21).
    bool structuredSparsity = false;      ///< 2:4 sparse tensor cores: NVIDIA Ampere and later (P15).
    /// Whether tensor_core_generation counts NVIDIA generations, so the newer-tensor-core gain of
    /// the guide (P7) applies; other vendors' markers claim no such gain.
    bool nvidiaTensorGenerations = false;
    /// FP32 lanes per SM, compute unit or GPU core: turns the datasheet FP32 rate into units x clock.
    int fp32Lanes = 128;
    /// The lanes of the architecture's HBM compute chips where they differ (P100, A100: 64).
    int fp32LanesHbm = 128;
    /// The vendor's driver licence for consumer cards forbids data-centre use (R7: GeForce).
    bool consumerLicenceBarsDatacenter = false;

    bool allowsTensorGeneration(int generation) const {
        return generation >= 0 && generation < 32 && (tensorGenerations >> generation & 1U) != 0;
    }
};

/// The row of `architecture` (every value has one).
const ArchitectureTraits& traitsOf(Architecture architecture);

/// The vendors, in the order the app lists them.
inline constexpr std::array<std::string_view, 4> allVendors{"NVIDIA", "AMD", "Intel", "Apple"};

} // namespace gpuadvisor
