#pragma once

// How the LLM planner page words a build that spills into the computer's RAM (issue 35), in the
// user's language (context "LlmOffloadText"): the split, the basis of the offloaded speed and
// what helps most. The command line says the same in English (app/cli/llmoffloadoutput.cpp).

#include "gpuadvisor/core/llm/llmoffload.h"
#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/core/llm/llmupgrades.h"

#include <QString>

#include <span>

namespace gpuadvisor::llmtext {

/// "DDR5-6000, 2 channels", in the user's language.
QString platformLabel(const MemoryPlatform& platform);
/// "AM5 desktops with EXPO memory": boards that have the platform, in the user's language.
QString platformExample(const MemoryPlatform& platform);
/// "DDR5-6000, 2 channels (96 GB/s)": for the platform menus.
QString platformChoice(const MemoryPlatform& platform);
/// "+ RAM": marks a chart bar whose build keeps part of the model in RAM.
QString offloadMark();
/// "128 GB of DDR5-6000, 2 channels (96 GB/s)".
QString hostMemory(const HostMemory& host);
/// "GPU: attention, shared weights and KV cache (2.8 GB) and the experts of 12 of 36 layers. RAM:
/// the experts of 24 layers, 37.8 GB of 120 GB usable. llama.cpp: --n-cpu-moe 24."
QString offloadSplit(const LlmOffload& offload);
/// Why an offload still does not run, or empty when it does.
QString offloadLimit(const LlmOffload& offload);
/// The offloaded decode's basis: the range over the CPU's share of RAM bandwidth and the GPU
/// part's typical error.
QString offloadDecodeNote(const LlmOffload& offload, std::string_view backend);
/// "What helps most: another RTX 3090 (2 in all): 74.3 tokens/s; DDR5-5200, 4 channels: 56.5
/// tokens/s; more RAM: no faster."; empty without upgrades.
QString offloadUpgrades(std::span<const LlmUpgrade> upgrades, const Gpu& gpu, const LlmOffload& offload,
                        const HostMemory& host);

} // namespace gpuadvisor::llmtext
