#pragma once

// What a build can run: for each of a few language models, the fewest of the build's GPUs that
// hold it and the speed on them (the LLM planner), so the build checker can say "Llama 3.1 70B
// Q4_K_M: fits on 2 of your 4 GPUs, about 19 tokens/s".

#include "gpuadvisor/core/llm/llmplanner.h"

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace gpuadvisor {

struct BuildLlmCapacity {
    LlmWorkload workload;
    int buildGpus = 0;           ///< GPUs in the build.
    bool wholeComputer = false;  ///< The build is a system: the model goes into its unified memory.
    std::optional<int> gpusUsed; ///< The fewest that hold the model, largest memory first.
    LlmPlan plan;                ///< On gpusUsed cards; on all of them when it does not fit.
};

/// The capacity of the build (1-8 cards, may be mixed) for the workload. Cards are taken largest
/// memory first, so "fits on 2 of 4" uses the two largest.
BuildLlmCapacity buildLlmCapacity(std::span<const Gpu> buildGpus, const LlmWorkload& workload);

/// The presets the build checker reports, smallest first: an 8B, a 32B, a 70B and a 405B model
/// span what people run at home and in a lab.
inline constexpr std::string_view buildCheckLlmPresets[] = {"llama3.1-8b", "qwen2.5-32b", "llama3.1-70b",
                                                            "llama3.1-405b"};

/// Those presets found in `presets`, each in Q4_K_M with a 4,096-token context and one sequence.
std::vector<LlmWorkload> buildCheckLlmWorkloads(std::span<const LlmModel> presets);

} // namespace gpuadvisor
