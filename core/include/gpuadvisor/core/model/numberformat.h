#pragma once

// Floating-point formats for training (seed fact P16): FP16 tops out at 65504, so mixed-precision
// training in FP16 scales the loss to keep small gradients from vanishing and large ones from
// overflowing; BF16 keeps FP32's 8 exponent bits (largest value about 3.4e38) and needs no
// scaling; TF32 keeps them too, with FP16's 10 mantissa bits. The ranges follow from the bit
// layouts, so they are computed, not typed in. Mixed precision on Volta and Turing trains 2x or
// more as fast as FP32 (P19).

#include "gpuadvisor/core/catalog/gpu.h"

#include <string_view>

namespace gpuadvisor {

/// An IEEE-754-style binary format: exponent bias 2^(exponentBits - 1) - 1, the top exponent
/// reserved for infinities and NaNs.
struct FloatFormat {
    std::string_view name;
    int exponentBits = 0;
    int mantissaBits = 0; ///< Stored fraction bits, without the implicit leading 1.
};

inline constexpr FloatFormat fp32Format{"FP32", 8, 23};
inline constexpr FloatFormat tf32Format{"TF32", 8, 10};
inline constexpr FloatFormat bf16Format{"BF16", 8, 7};
inline constexpr FloatFormat fp16Format{"FP16", 5, 10};

/// The largest finite value: (2 - 2^-mantissaBits) x 2^bias. FP16 65504, BF16 3.39e38.
double largestFinite(const FloatFormat& format);

/// Training in the format needs loss scaling when its range is narrower than FP32's (P16).
bool needsLossScaling(const FloatFormat& format);

/// The 16-bit format a card trains in (P16): BF16 where its tensor cores run it (Ampere and
/// later); FP16 with loss scaling on older cards.
const FloatFormat& trainingFormat(const Gpu& gpu);

/// Share of a mixed-precision training step spent in tensor-core matmuls: P5's 30 % for
/// BERT-large (the 2023 guide's 45-65 % is for GPT-3-sized models, which few users train).
inline constexpr double tensorCoreTimeShare = 0.30; // P5

/// How much faster a card trains in mixed precision (its trainingFormat) than in FP32 (P19), by
/// Amdahl's law over a step: the tensor-core share (tensorCoreTimeShare) runs at the 16-bit
/// tensor rate (FP32 accumulate) over the FP32 rate, the rest moves half the bytes, so twice as
/// fast. 1 on cards without tensor cores, where 16-bit brings no speed (G3).
double mixedPrecisionSpeedup(const Gpu& gpu);

} // namespace gpuadvisor
