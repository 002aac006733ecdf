#include "gpuadvisor/core/llm/llmoffload.h"

#include "catalog/textutil.h"
#include "llm/plannerparts.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

namespace gpuadvisor {
namespace {

// Channels and speeds as the platforms' makers rate them (JEDEC speeds; a board may run faster
// memory): bandwidth is channels x MT/s x 8 bytes.
const std::array<MemoryPlatform, 11> platforms{{
    {"ddr4-3200-2ch", "DDR4-3200, 2 channels", "AM4 and LGA1200 desktops", 2, 3200, 4},
    {"ddr5-4800-2ch", "DDR5-4800, 2 channels", "early DDR5 desktops (LGA1700)", 2, 4800, 5},
    {"ddr5-5600-2ch", "DDR5-5600, 2 channels", "LGA1700 and AM5 desktops", 2, 5600, 5},
    {"ddr5-6000-2ch", "DDR5-6000, 2 channels", "AM5 desktops with EXPO memory", 2, 6000, 5},
    {"ddr5-6400-2ch", "DDR5-6400, 2 channels", "LGA1851 desktops (Core Ultra 200S)", 2, 6400, 5},
    {"ddr5-5200-4ch", "DDR5-5200, 4 channels", "Threadripper 7000 (TRX50)", 4, 5200, 5},
    {"ddr4-3200-8ch", "DDR4-3200, 8 channels", "EPYC 7002/7003 servers (SP3)", 8, 3200, 4},
    {"ddr5-4800-8ch", "DDR5-4800, 8 channels", "Xeon W-3400 workstations", 8, 4800, 5},
    {"ddr5-5200-8ch", "DDR5-5200, 8 channels", "Threadripper PRO 7000 WX (WRX90)", 8, 5200, 5},
    {"ddr5-4800-12ch", "DDR5-4800, 12 channels", "EPYC 9004 servers (SP5)", 12, 4800, 5},
    {"ddr5-6000-12ch", "DDR5-6000, 12 channels", "EPYC 9005 servers (SP5)", 12, 6000, 5},
}};

} // namespace

std::span<const MemoryPlatform> memoryPlatforms() {
    return platforms;
}

const MemoryPlatform* findMemoryPlatform(std::string_view key) {
    for (const MemoryPlatform& platform : platforms) {
        if (equalsIgnoringCase(platform.key, trimmed(key))) {
            return &platform;
        }
    }
    return nullptr;
}

std::string_view allowedMemoryPlatforms() {
    static const std::string keys = [] {
        std::string joined;
        for (const MemoryPlatform& platform : platforms) {
            if (!joined.empty()) {
                joined += ", ";
            }
            joined += platform.key;
        }
        return joined;
    }();
    return keys;
}

std::string_view toString(LlmOffloadMode mode) {
    return mode == LlmOffloadMode::Auto ? "auto" : "none";
}

std::optional<LlmOffloadMode> parseLlmOffloadMode(std::string_view text) {
    for (const LlmOffloadMode mode : {LlmOffloadMode::Auto, LlmOffloadMode::None}) {
        if (equalsIgnoringCase(toString(mode), trimmed(text))) {
            return mode;
        }
    }
    return std::nullopt;
}

std::string llamaCppOffloadFlag(const LlmOffload& offload) {
    return offload.experts ? "--n-cpu-moe " + std::to_string(offload.layers - offload.layersOnGpu)
                           : "-ngl " + std::to_string(offload.layersOnGpu);
}

namespace llmparts {

std::optional<LlmOffload> placeOffload(const LlmWorkload& workload, std::span<const Gpu> gpus,
                                       std::span<const double> freeBytes, const LlmMemory& memory) {
    const LlmModel& model = workload.model;
    const StoredBits bits = storedBits(workload);
    double gpuFree = 0;
    for (const double bytes : freeBytes) {
        gpuFree += std::max(0.0, bytes);
    }
    const double kvBytes = memory.kvCacheGiB * bytesPerGiB;
    const double position = workload.contextTokens / 2.0;
    const double kvReadBytes = workload.sequences * kvCacheBytes(model, workload.kvCache, position);

    LlmOffload offload;
    offload.experts = model.hasExpertShape();
    double heldPerLayer = 0; // what one movable layer puts in RAM
    double readPerLayer = 0; // what a token reads of it
    if (offload.experts) {
        offload.layers = model.moeLayers;
        heldPerLayer = model.experts * model.expertParameters() * bits.body / 8;
        readPerLayer = model.expertsPerToken * model.expertParameters() * bits.body / 8;
        offload.gpuMustHoldGiB =
            (storedWeightBytes(model, bits) - model.moeLayers * heldPerLayer + kvBytes) / bytesPerGiB;
    } else {
        // Whole layers with their KV cache; the embedding and output matrices stay on the GPU.
        offload.layers = model.layers;
        const double embeddings = std::min(model.embeddingParameters(), model.parameters);
        const double body = (model.parameters - embeddings) * bits.body / 8;
        const double activeBody = std::max(0.0, model.activeParameters - embeddings) * bits.body / 8;
        heldPerLayer = (body + kvBytes) / model.layers;
        readPerLayer = (activeBody + kvReadBytes) / model.layers;
        offload.gpuMustHoldGiB = embeddings * bits.embeddings / 8 / bytesPerGiB;
    }
    const double room = gpuFree - offload.gpuMustHoldGiB * bytesPerGiB;
    offload.layersOnGpu =
        room <= 0 ? 0 : static_cast<int>(std::min<double>(offload.layers, std::floor(room / heldPerLayer)));
    if (offload.layersOnGpu >= offload.layers) {
        return std::nullopt;
    }
    const int inRam = offload.layers - offload.layersOnGpu;
    offload.gpuHeldGiB = offload.gpuMustHoldGiB + offload.layersOnGpu * heldPerLayer / bytesPerGiB;
    offload.ramHeldGiB = inRam * heldPerLayer / bytesPerGiB;
    offload.ramUsableGiB = workload.host.usableGb();
    offload.ramBytesPerToken = inRam * readPerLayer;
    offload.gpuBytesPerToken = weightBytesReadPerToken(model, bits) + kvReadBytes - offload.ramBytesPerToken;
    if (room < 0) {
        offload.limit = LlmOffloadLimit::GpuMemory;
    } else if (offload.ramHeldGiB > offload.ramUsableGiB) {
        offload.limit = LlmOffloadLimit::Ram;
    }
    // A token crosses to the CPU and back for each expert layer in RAM; for layers, once.
    offload.hopSecondsPerStep = (offload.experts ? 2.0 * inRam : 2.0) * llmLayerHopSeconds;
    offload.ramSecondsPerStep =
        offload.ramBytesPerToken / (workload.host.bandwidthGBps * 1e9 * workload.host.cpuBandwidthShare);
    int generation = workload.host.pcieGeneration;
    for (const Gpu& gpu : gpus) {
        generation = generation == 0 ? gpu.pcieGeneration : std::min(generation, gpu.pcieGeneration);
    }
    offload.pcieGBps = pcieGBps(generation) * std::clamp(workload.host.pcieLanes, 1, 16) / 16.0;
    // The weights held in RAM cross PCIe once per micro-batch of the prompt.
    const double streamedBytes =
        inRam * (offload.experts ? heldPerLayer : heldPerLayer - kvBytes / model.layers);
    offload.pcieSecondsPerToken = streamedBytes / (offload.pcieGBps * 1e9) / llmMicroBatchTokens;
    return offload;
}

} // namespace llmparts
} // namespace gpuadvisor
