#pragma once

// Offload: a model bigger than the GPUs keeps part of its weights in the computer's own RAM, as
// llama.cpp does with -ngl N (whole layers of a dense model stay on the CPU, with their KV cache)
// or --n-cpu-moe N / -ot exps=CPU (a mixture of experts keeps the routed experts of some layers in
// RAM and everything else, attention, shared experts and the KV cache, on the GPU).
//
// Placement (maximises decode speed): what a token reads per byte held is highest for the shared
// weights (read in full every token), then for the experts (experts per token / experts of the
// layer) or the layers of a dense model; so the GPUs take the shared weights and the KV cache
// first, then as many whole expert layers (or layers) as fit, and RAM the rest.
//
// Decode, per step: GPU bytes / (GPU bandwidth x calibrated share), as without offload, plus
// RAM bytes / (RAM bandwidth x the share a CPU reaches: an assumption, defaultCpuBandwidthShare),
// plus a hand-over between GPU and CPU each time a token crosses (llmLayerHopSeconds).
// Prefill: llama.cpp runs big batches on the GPU and streams the RAM-held weights over PCIe once
// per 512-token micro-batch, so each prompt token adds RAM-held bytes / (PCIe rate x 512).
// A unified-memory system is the limiting case with one memory: it never offloads.

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace gpuadvisor {

/// A memory platform: channels x MT/s x 8 bytes is its datasheet bandwidth.
struct MemoryPlatform {
    std::string_view key;     ///< "ddr5-6000-2ch"
    std::string_view label;   ///< "DDR5-6000, 2 channels"
    std::string_view example; ///< Boards that have it, e.g. "AM5 and LGA1700 desktops".
    int channels = 0;         ///< 64-bit channels.
    int megatransfers = 0;    ///< MT/s.
    int pcieGeneration = 0;   ///< Of the platform's first x16 slot.
    double bandwidthGBps() const { return channels * megatransfers * 8.0 / 1000.0; }
};

/// Every preset, slowest first.
std::span<const MemoryPlatform> memoryPlatforms();
const MemoryPlatform* findMemoryPlatform(std::string_view key); ///< By key, ignoring case.
std::string_view allowedMemoryPlatforms();                      ///< The keys, comma separated.

/// Of the RAM's datasheet bandwidth, what llama.cpp's CPU kernels reach in decode. An assumption,
/// not fitted (no shipped measurement runs partly on a CPU): STREAM-style reads reach 70-85 % of
/// dual-channel DDR5's datasheet and llama.cpp's quantised dot products less; the offloaded speed
/// is also shown at lowCpuBandwidthShare and highCpuBandwidthShare so the range is in view.
inline constexpr double defaultCpuBandwidthShare = 0.6;
inline constexpr double lowCpuBandwidthShare = 0.45;
inline constexpr double highCpuBandwidthShare = 0.8;
/// RAM left to the operating system, the desktop and llama.cpp's own CPU buffers (GB).
inline constexpr double hostReservedGb = 8;

/// The computer the GPUs sit in, as far as offload needs it.
struct HostMemory {
    double ramGb = 0;         ///< Installed RAM, GB as sold (binary, like a card's); 0 = unknown.
    double bandwidthGBps = 0; ///< Datasheet bandwidth of that RAM.
    double cpuBandwidthShare = defaultCpuBandwidthShare;
    int pcieGeneration = 0; ///< The slot's; 0 = the card's own. The slower of the two counts.
    int pcieLanes = 16;
    std::string platform; ///< The preset's key, or empty when given by hand.

    bool known() const { return ramGb > 0 && bandwidthGBps > 0; }
    double usableGb() const { return ramGb > hostReservedGb ? ramGb - hostReservedGb : 0; }
};

enum class LlmOffloadMode { None, Auto };
std::string_view toString(LlmOffloadMode mode); ///< "none", "auto"
std::optional<LlmOffloadMode> parseLlmOffloadMode(std::string_view text);

/// What an offload places where, and why a model still does not run.
enum class LlmOffloadLimit {
    None,      ///< It runs.
    GpuMemory, ///< The GPUs cannot even hold what must stay on them (shared weights, KV cache).
    Ram,       ///< The RAM cannot hold the rest.
};

struct LlmOffload {
    bool experts = false;      ///< Routed experts of some layers in RAM (else whole layers).
    int layers = 0;            ///< Layers that can move: MoE layers, or all layers of a dense model.
    int layersOnGpu = 0;       ///< Of them, on the GPUs.
    double gpuHeldGiB = 0;     ///< Weights and KV cache on the GPUs.
    double ramHeldGiB = 0;     ///< Weights (and, for layers, their KV cache) in RAM.
    double ramUsableGiB = 0;   ///< HostMemory::usableGb.
    double gpuMustHoldGiB = 0; ///< What cannot move (shared weights, KV cache, embeddings).
    LlmOffloadLimit limit = LlmOffloadLimit::None;
    double gpuBytesPerToken = 0; ///< Read from GPU memory per decode step.
    double ramBytesPerToken = 0; ///< Read from RAM per decode step.
    double ramSecondsPerStep = 0;
    double hopSecondsPerStep = 0; ///< GPU-CPU hand-overs.
    double pcieGBps = 0;          ///< What streams the RAM-held weights during prefill.
    double pcieSecondsPerToken = 0;
    /// Decode at lowCpuBandwidthShare and highCpuBandwidthShare (all sequences): the assumption's range.
    double decodeTokensPerSecondLow = 0;
    double decodeTokensPerSecondHigh = 0;

    bool fits() const { return limit == LlmOffloadLimit::None; }
};

/// llama.cpp's flag for the split: "--n-cpu-moe N" keeps the experts of N layers on the CPU,
/// "-ngl N" puts N layers on the GPUs.
std::string llamaCppOffloadFlag(const LlmOffload& offload);

} // namespace gpuadvisor
