#include "gpuadvisor/core/advice/memoryneed.h"

#include "catalog/textutil.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace gpuadvisor {
namespace {

// Smallest need first (M1-M3). LargeImages is "a lot" in M2; the research tier is its floor.
const std::array<UseCaseMemory, 9> useCases{{
    {UseCase::Learning, "learning", 8, "M3"},
    {UseCase::Kaggle, "kaggle", 8, "M2"},
    {UseCase::Prototyping, "prototyping", 10, "M2"},
    {UseCase::ComputerVision, "computer-vision", 10, "M2"},
    {UseCase::PretrainedTransformers, "pretrained-transformers", 11, "M2"},
    {UseCase::ImageGeneration, "image-generation", 12, "M1"},
    {UseCase::Transformers, "transformers", 24, "M1"},
    {UseCase::Research, "research", 24, "M2"},
    {UseCase::LargeImages, "large-images", 24, "M2"},
}};

constexpr double bytesPerGb = 1e9;
/// Adam keeps two moments a parameter.
constexpr double adamMoments = 2;

} // namespace

std::span<const UseCaseMemory> useCaseMemoryTable() {
    return useCases;
}

const UseCaseMemory& useCaseMemory(UseCase useCase) {
    for (const UseCaseMemory& entry : useCases) {
        if (entry.useCase == useCase) {
            return entry;
        }
    }
    return useCases.front();
}

std::optional<UseCase> parseUseCase(std::string_view text) {
    for (const UseCaseMemory& entry : useCases) {
        if (equalsIgnoringCase(entry.key, trimmed(text))) {
            return entry.useCase;
        }
    }
    return std::nullopt;
}

std::string_view allowedUseCases() {
    return "learning, kaggle, prototyping, computer-vision, pretrained-transformers, image-generation, "
           "transformers, research, large-images";
}

double bytesPerParameter(Precision precision) {
    switch (precision) {
    case Precision::Fp32:
        return 4;
    case Precision::Fp16:
        return 2;
    case Precision::Int8:
        return 1;
    case Precision::Int4:
        return 0.5;
    }
    return 4;
}

std::string_view toString(Precision precision) {
    switch (precision) {
    case Precision::Fp32:
        return "fp32";
    case Precision::Fp16:
        return "fp16";
    case Precision::Int8:
        return "int8";
    case Precision::Int4:
        return "int4";
    }
    return "";
}

std::optional<Precision> parsePrecision(std::string_view text) {
    const std::string_view value = trimmed(text);
    for (const auto& [name, precision] : std::array<std::pair<std::string_view, Precision>, 8>{{
             {"fp32", Precision::Fp32},
             {"fp16", Precision::Fp16},
             {"bf16", Precision::Fp16},
             {"int8", Precision::Int8},
             {"8bit", Precision::Int8},
             {"int4", Precision::Int4},
             {"4bit", Precision::Int4},
             {"fp8", Precision::Int8},
         }}) {
        if (equalsIgnoringCase(name, value)) {
            return precision;
        }
    }
    return std::nullopt;
}

std::string_view allowedPrecisions() {
    return "fp32, fp16 (or bf16), int8 (or fp8, 8bit), int4 (or 4bit)";
}

ModelMemoryEstimate estimateModelMemory(const ModelMemoryQuery& query) {
    const double parameters = std::isfinite(query.parameters) && query.parameters > 0
                                  ? std::min(query.parameters, maximumModelParameters)
                                  : 0;
    const double weightBytes = bytesPerParameter(query.precision);
    ModelMemoryEstimate estimate;
    estimate.weightsGb = parameters * weightBytes / bytesPerGb;
    if (!query.training) {
        estimate.headroomGb = estimate.weightsGb * inferenceHeadroom;
        return estimate;
    }
    estimate.gradientsGb = estimate.weightsGb;
    // FP32 and FP16: FP32 Adam moments, plus an FP32 master copy below FP32. 8-bit and 4-bit:
    // 8-bit Adam moments (2 bytes for both) and a 16-bit master copy.
    double optimizerBytes = 0;
    switch (query.precision) {
    case Precision::Fp32:
        optimizerBytes = adamMoments * 4;
        break;
    case Precision::Fp16:
        optimizerBytes = adamMoments * 4 + 4;
        break;
    case Precision::Int8:
    case Precision::Int4:
        optimizerBytes = adamMoments * 1 + 2;
        break;
    }
    estimate.optimizerGb = parameters * optimizerBytes / bytesPerGb;
    estimate.headroomGb =
        (estimate.weightsGb + estimate.gradientsGb + estimate.optimizerGb) * trainingHeadroom;
    return estimate;
}

} // namespace gpuadvisor
