#pragma once

// Pieces of the LLM planner that the offload placement (llmoffload.cpp) shares with it
// (llmplanner.cpp). Internal to the core library.

#include "gpuadvisor/core/llm/llmoffload.h"
#include "gpuadvisor/core/llm/llmplanner.h"

#include <span>

namespace gpuadvisor::llmparts {

inline constexpr double bytesPerGiB = 1024.0 * 1024.0 * 1024.0;

/// Bits of the body and of the embedding/output matrices as the task stores them.
struct StoredBits {
    double body = 16;
    double embeddings = 16;
};

StoredBits storedBits(const LlmWorkload& workload);
double storedWeightBytes(const LlmModel& model, StoredBits bits);
/// Weights read to make one token: the active body, and the output matrix (the input embedding
/// is read one row at a time).
double weightBytesReadPerToken(const LlmModel& model, StoredBits bits);
/// Usable PCIe bandwidth of a x16 link, GB/s one way.
double pcieGBps(int generation);

/// Where the weights go when the model does not fit on `gpus` (layer split; `freeBytes` is each
/// card's memory less what it holds whatever its share), or std::nullopt when nothing needs to
/// move. Speeds are left for the planner.
std::optional<LlmOffload> placeOffload(const LlmWorkload& workload, std::span<const Gpu> gpus,
                                       std::span<const double> freeBytes, const LlmMemory& memory);

} // namespace gpuadvisor::llmparts
