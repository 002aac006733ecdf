#pragma once

// How much GPU memory a task needs: from a use case (seed facts M1-M3) or from a model's size.
//
// Model-size estimate, per GPU, in GB of 10^9 bytes (the unit card makers quote):
//
//   inference: weights + headroom
//       weights   = parameters x bytes per parameter (FP32 4, FP16/BF16 2, 8-bit 1, 4-bit 0.5)
//       headroom  = 20 % of the weights for activations, KV cache and the CUDA context
//   training (full fine-tuning with Adam):
//       weights + gradients (both at the chosen precision)
//       + optimizer state: two Adam moments and, below FP32, a master copy of the weights;
//         FP32 and FP16 keep these in FP32 (8 + 4 bytes a parameter; none of the master copy
//         for FP32), 8-bit and 4-bit use 8-bit Adam moments and a 16-bit master copy (2 + 2)
//       + headroom = 25 % of all that for activations at a moderate batch size
//
// So a 7B model in FP16 needs 14 GB for its weights (16.8 GB with headroom) to run, and 16 bytes
// a parameter before activations to train. Activations grow with batch size and sequence length;
// the headroom is a starting point, and renting a cloud GPU for a while measures it (M4).

#include <optional>
#include <span>
#include <string_view>

namespace gpuadvisor {

/// Tasks the guides give memory figures for.
enum class UseCase {
    Learning,               ///< Learning deep learning: 4 GB minimum, 8 GB better (M3).
    Kaggle,                 ///< Kaggle competitions: 8 GB (M2).
    Prototyping,            ///< Prototyping models: 10 GB (M2).
    ComputerVision,         ///< Computer-vision applications: 10 GB (M2).
    PretrainedTransformers, ///< Using pretrained or training small Transformers: 11 GB (M2).
    ImageGeneration,        ///< Image generation (Stable Diffusion and the like): 12 GB (M1).
    Transformers,           ///< Working with Transformers in 2023: 24 GB (M1).
    Research,    ///< Training large Transformers or conv nets for research or production: 24 GB (M2).
    LargeImages, ///< Medical imaging, very large images, GANs, style transfer: 24 GB and more (M2).
};

struct UseCaseMemory {
    UseCase useCase;
    std::string_view key; ///< CLI spelling, e.g. "image-generation".
    double gb;            ///< The memory the guides ask for.
    std::string_view fact;
};

/// Every use case, smallest need first.
std::span<const UseCaseMemory> useCaseMemoryTable();
const UseCaseMemory& useCaseMemory(UseCase useCase);
std::optional<UseCase> parseUseCase(std::string_view text); ///< By key, ignoring ASCII case.
std::string_view allowedUseCases();                         ///< The keys, comma separated.

/// A GPU that also drives the display loses about this much to the desktop (M3).
inline constexpr double displayGpuExtraGb = 2; // M3

/// Numeric precision of the weights.
enum class Precision { Fp32, Fp16, Int8, Int4 };

double bytesPerParameter(Precision precision);
std::string_view toString(Precision precision); ///< "fp32", "fp16", "int8", "int4"
/// Accepts the canonical spellings and "bf16" (same size as fp16), "8bit", "4bit", ignoring case.
std::optional<Precision> parsePrecision(std::string_view text);
std::string_view allowedPrecisions();

inline constexpr double inferenceHeadroom = 0.20; ///< Of the weights.
inline constexpr double trainingHeadroom = 0.25;  ///< Of weights + gradients + optimizer state.

struct ModelMemoryQuery {
    double parameters = 0; ///< e.g. 7e9
    Precision precision = Precision::Fp16;
    bool training = false;
};

/// The parts of the estimate, in GB (10^9 bytes).
struct ModelMemoryEstimate {
    double weightsGb = 0;
    double gradientsGb = 0; ///< 0 for inference.
    double optimizerGb = 0; ///< 0 for inference.
    double headroomGb = 0;  ///< Activations, caches, context.
    double totalGb() const { return weightsGb + gradientsGb + optimizerGb + headroomGb; }
};

/// Larger counts are clamped to this (a quadrillion parameters), so the estimate stays finite.
inline constexpr double maximumModelParameters = 1e15;

/// The estimate above; a negative or non-finite parameter count counts as 0.
ModelMemoryEstimate estimateModelMemory(const ModelMemoryQuery& query);

} // namespace gpuadvisor
