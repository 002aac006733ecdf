#include "gpuadvisor/core/catalog/benchmark.h"

#include "catalog/nametable.h"
#include "catalog/textutil.h"

#include <array>
#include <utility>

namespace gpuadvisor {
namespace {

constexpr detail::NameTable<BenchmarkTask, 4> taskNames{{
    {BenchmarkTask::Training, "training"},
    {BenchmarkTask::Inference, "inference"},
    {BenchmarkTask::LlmPrefill, "llm-prefill"},
    {BenchmarkTask::LlmDecode, "llm-decode"},
}};

constexpr detail::NameTable<BenchmarkOrigin, 2> originNames{{
    {BenchmarkOrigin::Shipped, "shipped"},
    {BenchmarkOrigin::User, "user"},
}};

/// Precisions spelled out in full, with the bits of their matrix inputs. TF32 runs 19-bit
/// tensor-core inputs but moves 32-bit values, so it counts as 32.
constexpr std::array<std::pair<std::string_view, int>, 9> precisionTable{{
    {"fp32", 32},
    {"tf32", 32},
    {"fp16", 16},
    {"bf16", 16},
    {"f16", 16},
    {"fp8", 8},
    {"int8", 8},
    {"q8_0", 8},
    {"int4", 4},
}};

/// llama.cpp's 4-bit weight formats: q4_0, q4_1, q4_k_m, q4_k_s, ...
constexpr std::string_view fourBitWeightPrefix = "q4_";

} // namespace

std::string_view toString(BenchmarkTask value) {
    return detail::nameOf(taskNames, value);
}

std::string_view toString(BenchmarkOrigin value) {
    return detail::nameOf(originNames, value);
}

std::optional<BenchmarkTask> parseBenchmarkTask(std::string_view text) {
    return detail::valueOf(taskNames, text);
}

std::optional<BenchmarkOrigin> parseBenchmarkOrigin(std::string_view text) {
    return detail::valueOf(originNames, text);
}

std::string_view allowedBenchmarkTasks() {
    return "training, inference, llm-prefill, llm-decode";
}

std::optional<int> precisionBits(std::string_view precision) {
    const std::string lower = toLowerAscii(precision);
    for (const auto& [name, bits] : precisionTable) {
        if (lower == name) {
            return bits;
        }
    }
    if (lower.size() > fourBitWeightPrefix.size() && lower.starts_with(fourBitWeightPrefix)) {
        return 4;
    }
    return std::nullopt;
}

} // namespace gpuadvisor
