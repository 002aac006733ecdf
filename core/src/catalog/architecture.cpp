#include "gpuadvisor/core/catalog/architecture.h"

#include <array>
#include <cstddef>
#include <initializer_list>

namespace gpuadvisor {
namespace {

constexpr unsigned generations(std::initializer_list<int> values) {
    unsigned mask = 0;
    for (const int value : values) {
        mask |= 1U << value;
    }
    return mask;
}

using A = Architecture;
using T = ArchitectureTraits;

// Columns: architecture, vendor, tensor generations, FP8, async copy, TMA, 2:4 sparsity,
// NVIDIA generations, FP32 lanes, FP32 lanes on HBM chips, consumer licence bars data centres (R7:
// NVIDIA's GeForce driver licence; no such clause of another vendor was looked up).
// Turing's GTX 16 cards have no tensor cores (R8), hence {0, 2}. AMD's RDNA3/3.5 and CDNA/CDNA2
// matrix cores carry FP16/BF16/INT8 (marker 3), RDNA4, CDNA3 and Gaudi 3 add FP8 (4), CDNA4 adds
// FP4/FP6 (5); Intel's XMX engines carry FP16/BF16/INT8 (3); Apple's GPUs publish no matrix rates.
// Lanes: CDNA and CDNA2 count 64 FP32 lanes per compute unit; RDNA3 and later, CDNA3, Intel's Xe
// cores and Apple's GPU cores 128 (their datasheet FP32 counts dual issue or packed FP32).
constexpr std::array<T, architectureCount> table{{
    {A::Fermi, "NVIDIA", generations({0}), false, false, false, false, true, 32, 32, true},
    {A::Kepler, "NVIDIA", generations({0}), false, false, false, false, true, 192, 192, true},
    {A::Maxwell, "NVIDIA", generations({0}), false, false, false, false, true, 128, 128, true},
    {A::Pascal, "NVIDIA", generations({0}), false, false, false, false, true, 128, 64, true},
    {A::Volta, "NVIDIA", generations({1}), false, false, false, false, true, 64, 64, true},
    {A::Turing, "NVIDIA", generations({0, 2}), false, false, false, false, true, 64, 64, true},
    {A::Ampere, "NVIDIA", generations({3}), false, true, false, true, true, 128, 64, true},
    {A::Ada, "NVIDIA", generations({4}), true, true, false, true, true, 128, 128, true},
    {A::Hopper, "NVIDIA", generations({4}), true, true, true, true, true, 128, 128, true},
    {A::Blackwell, "NVIDIA", generations({5}), true, true, true, true, true, 128, 128, true},
    {A::Cdna, "AMD", generations({3}), false, false, false, false, false, 64, 64},
    {A::Cdna2, "AMD", generations({3}), false, false, false, false, false, 64, 64},
    {A::Cdna3, "AMD", generations({4}), true, false, false, false, false, 128, 128},
    {A::Cdna4, "AMD", generations({5}), true, false, false, false, false, 128, 128},
    {A::Rdna3, "AMD", generations({3}), false, false, false, false, false, 128, 128},
    {A::Rdna35, "AMD", generations({3}), false, false, false, false, false, 128, 128},
    {A::Rdna4, "AMD", generations({4}), true, false, false, false, false, 128, 128},
    {A::Alchemist, "Intel", generations({3}), false, false, false, false, false, 128, 128},
    {A::Battlemage, "Intel", generations({3}), false, false, false, false, false, 128, 128},
    {A::Gaudi3, "Intel", generations({4}), true, false, false, false, false, 128, 128},
    {A::AppleM1, "Apple", generations({0}), false, false, false, false, false, 128, 128},
    {A::AppleM2, "Apple", generations({0}), false, false, false, false, false, 128, 128},
    {A::AppleM3, "Apple", generations({0}), false, false, false, false, false, 128, 128},
    {A::AppleM4, "Apple", generations({0}), false, false, false, false, false, 128, 128},
    {A::AppleM5, "Apple", generations({0}), false, false, false, false, false, 128, 128},
}};

constexpr bool tableIsInEnumOrder() {
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (static_cast<std::size_t>(table[i].architecture) != i) {
            return false;
        }
    }
    return true;
}
static_assert(tableIsInEnumOrder(), "one row per Architecture, in declaration order");

} // namespace

const ArchitectureTraits& traitsOf(Architecture architecture) {
    return table[static_cast<std::size_t>(architecture)];
}

} // namespace gpuadvisor
