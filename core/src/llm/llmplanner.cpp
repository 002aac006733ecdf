#include "gpuadvisor/core/llm/llmplanner.h"

#include "gpuadvisor/core/catalog/architecture.h"
#include "gpuadvisor/core/catalog/softwaresupport.h"

#include "gpuadvisor/core/model/performance.h"

#include "catalog/textutil.h"
#include "llm/plannerparts.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>

namespace gpuadvisor {
namespace {

using llmparts::bytesPerGiB;
using llmparts::pcieGBps;
using llmparts::StoredBits;
using llmparts::storedBits;
using llmparts::storedWeightBytes;
using llmparts::weightBytesReadPerToken;

/// Mixed-precision Adam beyond the 16-bit weights: 2 bytes of gradients, 8 of FP32 moments and 4
/// of FP32 master weights (the 16-bytes-a-parameter rule).
constexpr double fullFineTuningStateBytes = 2 + 8 + 4;
/// A trainable adapter parameter: FP32 weight, gradient and two Adam moments.
constexpr double adapterBytesPerParameter = 16;
/// Activation checkpointing keeps 2 bytes x hidden per token per layer and recomputes one layer,
/// which holds 34 bytes x hidden per token (Korthikanti et al. 2022, flash attention).
constexpr double checkpointBytesPerLayer = 2;
constexpr double recomputedLayerBytes = 34;
/// F32 logits.
constexpr double logitBytes = 4;
/// Hidden-state buffers an inference engine keeps per micro-batch token (residual, norm, two
/// feed-forward halves), F32.
constexpr double inferenceHiddenBuffers = 4 * 4;

/// NVLink on SXM modules (NVSwitch), one way: V100 150, A100 300, H100 450, B200 900 GB/s.
double sxmNvlinkGBps(int tensorCoreGeneration) {
    switch (tensorCoreGeneration) {
    case 1:
    case 2:
        return 150;
    case 3:
        return 300;
    case 4:
        return 450;
    default:
        return 900;
    }
}
/// A two-card NVLink bridge (RTX 3090, RTX A6000): 112.5 GB/s both ways, about 50 usable one way.
constexpr double nvlinkBridgeGBps = 50;

struct Link {
    double gbps = 0;
    double allReduceSeconds = 0;
    bool nvlink = false;
};

Link linkBetween(std::span<const Gpu> gpus) {
    const bool allNvlink = std::all_of(gpus.begin(), gpus.end(), [](const Gpu& g) { return g.nvlink; });
    const bool allSxm = std::all_of(gpus.begin(), gpus.end(), [](const Gpu& g) { return g.slotWidth == 0; });
    if (allNvlink && (allSxm || gpus.size() == 2)) {
        const int generation = std::min_element(gpus.begin(), gpus.end(), [](const Gpu& a, const Gpu& b) {
                                   return a.tensorCoreGeneration < b.tensorCoreGeneration;
                               })->tensorCoreGeneration;
        return {allSxm ? sxmNvlinkGBps(generation) : nvlinkBridgeGBps, llmNvlinkAllReduceSeconds, true};
    }
    const int generation = std::min_element(gpus.begin(), gpus.end(), [](const Gpu& a, const Gpu& b) {
                               return a.pcieGeneration < b.pcieGeneration;
                           })->pcieGeneration;
    return {pcieGBps(generation), llmPcieAllReduceSeconds, false};
}

double loraAdapterParameters(const LlmModel& model, int rank) {
    const double hidden = model.hiddenSize;
    const double query = static_cast<double>(model.attentionHeads) * model.headDim;
    const double keyValue = static_cast<double>(model.kvHeads) * model.headDim;
    const double inter = model.intermediateSize;
    // r x (inputs + outputs) for q, k, v, o and the three feed-forward projections, every layer.
    const double perLayer =
        (hidden + query) + 2 * (hidden + keyValue) + (query + hidden) + 3 * (hidden + inter);
    return static_cast<double>(rank) * perLayer * model.layers;
}

/// FLOPs for one token at `position` tokens of context: 2 per active weight, and attention's
/// QK^T and AV products, 2 x position x query width each, every layer.
double flopsPerToken(const LlmModel& model, double position) {
    const double query = static_cast<double>(model.attentionHeads) * model.headDim;
    return 2 * model.activeParameters + 4 * model.layers * position * query;
}

int clamped(int value, int low, int high) {
    return std::clamp(value, low, high);
}

LlmWorkload sanitized(const LlmWorkload& in) {
    LlmWorkload workload = in;
    workload.contextTokens = clamped(workload.contextTokens, 1, maximumLlmContextTokens);
    workload.promptTokens = workload.promptTokens <= 0
                                ? workload.contextTokens
                                : clamped(workload.promptTokens, 1, workload.contextTokens);
    workload.sequences = clamped(workload.sequences, 1, maximumLlmSequences);
    workload.loraRank = clamped(workload.loraRank, 1, 4096);
    HostMemory& host = workload.host;
    host.cpuBandwidthShare =
        std::clamp(std::isfinite(host.cpuBandwidthShare) ? host.cpuBandwidthShare : 0, 0.05, 1.0);
    host.pcieLanes = clamped(host.pcieLanes, 1, 16);
    if (!std::isfinite(host.ramGb) || !std::isfinite(host.bandwidthGBps)) {
        host.ramGb = 0;
        host.bandwidthGBps = 0;
    }
    return workload;
}

/// Memory each card needs whatever share of the model it holds.
double perGpuFixedBytes(const LlmWorkload& workload, bool holdsLogits) {
    double bytes = llmGpuOverheadGiB * bytesPerGiB;
    if (workload.task == LlmTask::Inference) {
        const double microBatch = std::min<double>(
            llmMicroBatchTokens, static_cast<double>(workload.contextTokens) * workload.sequences);
        bytes += microBatch * workload.model.hiddenSize * inferenceHiddenBuffers;
        if (holdsLogits) {
            bytes += microBatch * workload.model.vocabulary * logitBytes;
        }
    }
    return bytes;
}

} // namespace

namespace llmparts {

double pcieGBps(int generation) {
    switch (generation) {
    case 0:
    case 1:
    case 2:
        return 6;
    case 3:
        return 12;
    case 4:
        return 25;
    default:
        return 50;
    }
}

StoredBits storedBits(const LlmWorkload& workload) {
    switch (workload.task) {
    case LlmTask::Inference: {
        const WeightFormatInfo& info = weightFormatInfo(workload.weights);
        return {info.bitsPerWeight, info.embeddingBits > 0 ? info.embeddingBits : info.bitsPerWeight};
    }
    case LlmTask::QLoRA:
        return {qloraBitsPerWeight, 16};
    case LlmTask::LoRA:
    case LlmTask::FullFineTuning:
        return {16, 16};
    }
    return {};
}

double storedWeightBytes(const LlmModel& model, StoredBits bits) {
    const double embeddings = std::min(model.embeddingParameters(), model.parameters);
    return (model.parameters - embeddings) * bits.body / 8 + embeddings * bits.embeddings / 8;
}

double weightBytesReadPerToken(const LlmModel& model, StoredBits bits) {
    const double output = static_cast<double>(model.vocabulary) * model.hiddenSize;
    const double body =
        std::max(0.0, model.activeParameters - std::min(model.embeddingParameters(), model.parameters));
    return body * bits.body / 8 + output * bits.embeddings / 8;
}

} // namespace llmparts

std::string_view toString(LlmTask task) {
    switch (task) {
    case LlmTask::Inference:
        return "inference";
    case LlmTask::LoRA:
        return "lora";
    case LlmTask::QLoRA:
        return "qlora";
    case LlmTask::FullFineTuning:
        return "full";
    }
    return "";
}

std::optional<LlmTask> parseLlmTask(std::string_view text) {
    for (const LlmTask task : {LlmTask::Inference, LlmTask::LoRA, LlmTask::QLoRA, LlmTask::FullFineTuning}) {
        if (equalsIgnoringCase(toString(task), trimmed(text))) {
            return task;
        }
    }
    return std::nullopt;
}

std::string_view toString(MultiGpuSplit split) {
    return split == MultiGpuSplit::Layers ? "layer" : "tensor";
}

std::optional<MultiGpuSplit> parseMultiGpuSplit(std::string_view text) {
    for (const MultiGpuSplit split : {MultiGpuSplit::Layers, MultiGpuSplit::Tensor}) {
        if (equalsIgnoringCase(toString(split), trimmed(text))) {
            return split;
        }
    }
    return std::nullopt;
}

double weightBytes(const LlmModel& model, WeightFormat format) {
    LlmWorkload workload;
    workload.weights = format;
    return storedWeightBytes(model, storedBits(workload));
}

double kvCacheBytes(const LlmModel& model, KvCacheFormat format, double tokens) {
    return model.kvElements(tokens) * kvCacheFormatInfo(format).bitsPerElement / 8;
}

LlmMemory llmMemory(const LlmWorkload& in, int gpuCount) {
    const LlmWorkload workload = sanitized(in);
    const LlmModel& model = workload.model;
    gpuCount = clamped(gpuCount, 1, maximumLlmGpus);
    LlmMemory memory;
    memory.weightsGiB = storedWeightBytes(model, storedBits(workload)) / bytesPerGiB;
    const double tokens = static_cast<double>(workload.contextTokens) * workload.sequences;
    double fixedBytes = 0;
    for (int i = 0; i < gpuCount; ++i) {
        fixedBytes += perGpuFixedBytes(workload, i == 0);
    }
    memory.overheadGiB = gpuCount * llmGpuOverheadGiB;
    memory.activationsGiB = fixedBytes / bytesPerGiB - memory.overheadGiB;
    switch (workload.task) {
    case LlmTask::Inference:
        // Each sequence has its own cache; a windowed layer's stops growing at its window.
        memory.kvCacheGiB =
            kvCacheBytes(model, workload.kvCache, workload.contextTokens) * workload.sequences / bytesPerGiB;
        break;
    case LlmTask::FullFineTuning:
        memory.trainingStateGiB = model.parameters * fullFineTuningStateBytes / bytesPerGiB;
        break;
    case LlmTask::LoRA:
    case LlmTask::QLoRA:
        memory.trainingStateGiB =
            loraAdapterParameters(model, workload.loraRank) * adapterBytesPerParameter / bytesPerGiB;
        break;
    }
    if (workload.task != LlmTask::Inference) {
        memory.activationsGiB =
            (tokens * model.hiddenSize * (checkpointBytesPerLayer * model.layers + recomputedLayerBytes) +
             tokens * model.vocabulary * logitBytes) /
            bytesPerGiB;
    }
    return memory;
}

bool hasHbm(const Gpu& gpu) {
    return gpu.memoryType.size() >= 3 &&
           equalsIgnoringCase(std::string_view(gpu.memoryType).substr(0, 3), "hbm");
}

double bandwidthShare(const Gpu& gpu, const LlmCalibration& calibration) {
    return hasHbm(gpu) ? calibration.hbmBandwidthShare : calibration.gddrBandwidthShare;
}

double prefillTensorTflops(const Gpu& gpu, WeightFormat format, bool* usesFp8) {
    if (usesFp8) {
        *usesFp8 = false;
    }
    if ((format == WeightFormat::Fp8 || format == WeightFormat::Fp4) && gpu.fp8TensorTflops) {
        if (usesFp8) {
            *usesFp8 = true;
        }
        // Blackwell runs FP4 at twice its FP8 rate.
        return *gpu.fp8TensorTflops * (format == WeightFormat::Fp4 && gpu.tensorCoreGeneration >= 5 ? 2 : 1);
    }
    return gpu.fp16TensorTflops ? *gpu.fp16TensorTflops : effectiveHalfPrecisionTflops(gpu);
}

bool prefillUsesIntegerKernels(const Gpu& gpu, WeightFormat format) {
    // llama.cpp's integer kernels use the 8-bit MMA instructions of NVIDIA's Turing and later, and
    // their speed follows NVIDIA's SMs. Other vendors' matrix engines differ per generation (RDNA4
    // doubles RDNA3's rate per compute unit): their prompts follow the datasheet matrix rate.
    return weightFormatInfo(format).quantizedKernels && gpu.int8TensorTops && gpu.tensorCoreGeneration >= 2 &&
           traitsOf(gpu.architecture).nvidiaTensorGenerations;
}

double prefillTflops(const Gpu& gpu, WeightFormat format, const LlmCalibration& calibration) {
    if (prefillUsesIntegerKernels(gpu, format)) {
        // An unpublished shared-memory size (0) claims no penalty.
        const double sharedMemory = gpu.sharedMemoryPerSmKb > 0
                                        ? std::pow(std::min(1.0, gpu.sharedMemoryPerSmKb / 128.0),
                                                   calibration.smallSharedMemoryExponent)
                                        : 1.0;
        return smGigahertz(gpu) * sustainedClockShare(gpu, Metric::Inference8) *
               calibration.integerKernelTflopsPerSmGhz * sharedMemory;
    }
    const double share = weightFormatInfo(format).quantizedKernels ? calibration.quantizedTensorShare
                                                                   : calibration.f16TensorShare;
    return prefillTensorTflops(gpu, format) * share;
}

LlmBackendFactor LlmCalibration::backendFactor(std::string_view backend) const {
    for (const LlmBackendFactor& factor : backends) {
        if (equalsIgnoringCase(factor.backend, backend)) {
            return factor;
        }
    }
    return LlmBackendFactor{std::string(backend), 1, 1, 0};
}

double LlmCalibration::typicalError(bool decode, std::string_view backend) const {
    if (backend.empty() || equalsIgnoringCase(backend, "CUDA")) {
        return decode ? decodeTypicalError : prefillTypicalError;
    }
    return decode ? otherBackendsDecodeTypicalError : otherBackendsPrefillTypicalError;
}

std::string defaultLlmBackend(const Gpu& gpu, const LlmCalibration& calibration) {
    const CardSupport support = cardSupport(gpu, Date{});
    if (support.row == nullptr || support.row->llamaCppBackends.empty()) {
        return support.row == nullptr ? "CUDA" : std::string();
    }
    for (const std::string& backend : support.row->llamaCppBackends) {
        if (equalsIgnoringCase(backend, "CUDA") || calibration.backendFactor(backend).devices > 0) {
            return backend;
        }
    }
    return support.row->llamaCppBackends.front();
}

LlmPlan planLlm(const LlmWorkload& in, std::span<const Gpu> allGpus, const LlmCalibration& calibration) {
    const LlmWorkload workload = sanitized(in);
    const LlmModel& model = workload.model;
    // A system's GPU may use only its share of the unified memory (macOS: about three quarters).
    std::vector<Gpu> devices(
        allGpus.begin(),
        allGpus.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(allGpus.size(), maximumLlmGpus)));
    for (Gpu& device : devices) {
        if (device.isSystem()) {
            device.memoryGb *= std::clamp(workload.unifiedMemoryGpuShare, 0.05, 1.0);
        }
    }
    const std::span<const Gpu> gpus(devices);
    LlmPlan plan;
    plan.gpuCount = static_cast<int>(gpus.size());
    if (gpus.empty()) {
        return plan;
    }
    plan.backend = workload.backend.empty() ? defaultLlmBackend(gpus.front(), calibration) : workload.backend;
    const LlmBackendFactor backend = calibration.backendFactor(plan.backend);
    const std::size_t n = gpus.size();
    plan.memory = llmMemory(workload, plan.gpuCount);
    if (workload.task == LlmTask::Inference && workload.weights == WeightFormat::Fp4 &&
        std::any_of(gpus.begin(), gpus.end(), [](const Gpu& g) { return g.tensorCoreGeneration < 5; })) {
        plan.blocker = LlmBlocker::NeedsFp4TensorCores;
    }

    // What every card must hold whatever its share, and the shared part split between them.
    std::vector<double> freeBytes(n);
    for (std::size_t i = 0; i < n; ++i) {
        plan.memoryAvailableGiB += gpus[i].memoryGb;
        freeBytes[i] = gpus[i].memoryGb * bytesPerGiB - perGpuFixedBytes(workload, i == 0);
    }
    const double sharedBytes =
        (plan.memory.weightsGiB + plan.memory.kvCacheGiB + plan.memory.trainingStateGiB +
         (workload.task == LlmTask::Inference ? 0 : plan.memory.activationsGiB)) *
        bytesPerGiB;
    std::vector<double> shares(n, 1.0 / static_cast<double>(n));
    double spareBytes = 0;
    if (workload.split == MultiGpuSplit::Tensor || n == 1) {
        spareBytes =
            static_cast<double>(n) * *std::min_element(freeBytes.begin(), freeBytes.end()) - sharedBytes;
    } else {
        // llama.cpp splits layers in proportion to each card's free memory.
        double totalFree = 0;
        for (const double bytes : freeBytes) {
            totalFree += std::max(0.0, bytes);
        }
        spareBytes = totalFree - sharedBytes;
        if (std::any_of(freeBytes.begin(), freeBytes.end(), [](double b) { return b <= 0; })) {
            spareBytes = std::min(spareBytes, *std::min_element(freeBytes.begin(), freeBytes.end()));
        }
        for (std::size_t i = 0; i < n && totalFree > 0; ++i) {
            shares[i] = std::max(0.0, freeBytes[i]) / totalFree;
        }
    }
    plan.marginGiB = spareBytes / bytesPerGiB;
    plan.fits = spareBytes >= 0 && plan.blocker == LlmBlocker::None;
    // A unified-memory system has no second memory to spill into, and a tensor split keeps equal
    // shards on every card: only a layer split of cards offloads.
    if (!plan.fits && plan.blocker == LlmBlocker::None && workload.task == LlmTask::Inference &&
        workload.offload == LlmOffloadMode::Auto && workload.host.known() &&
        (n == 1 || workload.split == MultiGpuSplit::Layers) &&
        std::none_of(gpus.begin(), gpus.end(), [](const Gpu& g) { return g.isSystem(); })) {
        plan.offload = llmparts::placeOffload(workload, gpus, freeBytes, plan.memory);
        if (plan.offloaded()) {
            plan.fits = true;
            double gpuFree = 0;
            for (const double bytes : freeBytes) {
                gpuFree += std::max(0.0, bytes);
            }
            plan.marginGiB = gpuFree / bytesPerGiB - plan.offload->gpuHeldGiB;
        }
    }
    if (!plan.fits || workload.task != LlmTask::Inference) {
        return plan;
    }

    const StoredBits bits = storedBits(workload);
    const bool tensorSplit = workload.split == MultiGpuSplit::Tensor && n > 1;
    const Link link = n > 1 ? linkBetween(gpus) : Link{};
    // Flash attention speeds the whole step, as measured (llama-bench -fa 0,1).
    const double decodeFlash = workload.flashAttention ? calibration.flashAttentionDecodeFactor : 1;
    const double prefillFlash = workload.flashAttention ? calibration.flashAttentionPrefillFactor : 1;
    // Time for work split across the cards: summed along a layer split (the cards take turns),
    // the slowest card's along a tensor split (they work at once).
    const auto splitTime = [&](double amount, auto rateOf) {
        double total = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const double t = amount * shares[i] / rateOf(gpus[i]);
            total = tensorSplit ? std::max(total, t) : total + t;
        }
        return total;
    };
    const auto tensorRate = [&](const Gpu& gpu) {
        return prefillTflops(gpu, workload.weights, calibration) * 1e12 * prefillFlash;
    };

    LlmSpeed speed;
    LlmDecodeBreakdown& decode = speed.decode;
    const double position = workload.contextTokens / 2.0;
    decode.bytesPerStep = weightBytesReadPerToken(model, bits) +
                          workload.sequences * kvCacheBytes(model, workload.kvCache, position);
    decode.bandwidthShare = 1;
    for (const Gpu& gpu : gpus) {
        decode.bandwidthShare = std::min(decode.bandwidthShare, bandwidthShare(gpu, calibration));
    }
    // Offloaded, the GPUs read only their part; the CPU reads the rest from RAM (added below).
    const double gpuBytesPerStep =
        plan.offload ? decode.bytesPerStep - plan.offload->ramBytesPerToken : decode.bytesPerStep;
    decode.memorySeconds = splitTime(gpuBytesPerStep, [&](const Gpu& gpu) {
        return gpu.bandwidthGBps * 1e9 * bandwidthShare(gpu, calibration);
    });
    // A device without a published compute rate (some Apple chips) is taken as bound by memory in
    // decode; its prompt speed is unknown (0).
    const bool computeKnown = std::all_of(gpus.begin(), gpus.end(), [](const Gpu& gpu) {
        return gpu.hasComputeFigures() || gpu.fp16TensorTflops || gpu.bf16TensorTflops;
    });
    decode.computeSeconds =
        computeKnown ? splitTime(workload.sequences * flopsPerToken(model, position), tensorRate) : 0;
    decode.computeBound = decode.computeSeconds > decode.memorySeconds;
    decode.fixedSeconds = calibration.fixedSecondsPerStep;
    const double hiddenBytesPerToken = model.hiddenSize * 2.0; // 16-bit activations cross the link
    if (tensorSplit) {
        const double ringShare = 2.0 * static_cast<double>(n - 1) / static_cast<double>(n);
        decode.communicationSeconds = 2.0 * model.layers *
                                      (link.allReduceSeconds + workload.sequences * hiddenBytesPerToken *
                                                                   ringShare / (link.gbps * 1e9));
        speed.prefill.communicationSecondsPerToken = 2.0 * model.layers *
                                                     (hiddenBytesPerToken * ringShare / (link.gbps * 1e9) +
                                                      link.allReduceSeconds / llmMicroBatchTokens);
    } else if (n > 1) {
        decode.communicationSeconds = static_cast<double>(n - 1) * llmLayerHopSeconds;
        speed.prefill.communicationSecondsPerToken =
            static_cast<double>(n - 1) *
            (llmLayerHopSeconds / llmMicroBatchTokens + hiddenBytesPerToken / (link.gbps * 1e9));
    }
    const double gpuStep =
        ((std::max(decode.memorySeconds, decode.computeSeconds) + decode.fixedSeconds) / decodeFlash +
         decode.communicationSeconds) /
        backend.decode;
    double step = gpuStep;
    if (plan.offload) {
        LlmOffload& offload = *plan.offload;
        step += offload.ramSecondsPerStep + offload.hopSecondsPerStep;
        const auto stepAt = [&](double cpuShare) {
            return gpuStep + offload.hopSecondsPerStep +
                   offload.ramBytesPerToken / (workload.host.bandwidthGBps * 1e9 * cpuShare);
        };
        offload.decodeTokensPerSecondLow = workload.sequences / stepAt(lowCpuBandwidthShare);
        offload.decodeTokensPerSecondHigh = workload.sequences / stepAt(highCpuBandwidthShare);
    }
    speed.decodePerSequenceTokensPerSecond = 1 / step;
    speed.decodeTokensPerSecond = workload.sequences / step;

    LlmPrefillBreakdown& prefill = speed.prefill;
    prefill.flopsPerToken = flopsPerToken(model, workload.promptTokens / 2.0);
    const double computePerToken = splitTime(prefill.flopsPerToken, tensorRate);
    // The slowest card's share of its datasheet rate (mixed builds), flash attention included.
    prefill.tensorShare = std::numeric_limits<double>::max();
    double datasheetSecondsPerToken = 0; // the same work at the datasheet rates
    for (std::size_t i = 0; i < n; ++i) {
        bool fp8 = false;
        const double datasheet = prefillTensorTflops(gpus[i], workload.weights, &fp8);
        prefill.fp8TensorCores = prefill.fp8TensorCores || fp8;
        prefill.integerKernels =
            prefill.integerKernels || prefillUsesIntegerKernels(gpus[i], workload.weights);
        prefill.tensorShare =
            std::min(prefill.tensorShare,
                     prefillTflops(gpus[i], workload.weights, calibration) * prefillFlash / datasheet);
        const double t = prefill.flopsPerToken * shares[i] / (datasheet * 1e12);
        datasheetSecondsPerToken =
            tensorSplit ? std::max(datasheetSecondsPerToken, t) : datasheetSecondsPerToken + t;
    }
    prefill.tensorTflops = prefill.flopsPerToken / datasheetSecondsPerToken / 1e12;
    // Offloaded, the RAM-held weights stream to the GPU for every micro-batch of the prompt.
    const double streamPerToken = plan.offload ? plan.offload->pcieSecondsPerToken : 0;
    speed.prefillTokensPerSecond =
        computeKnown ? 1 / ((computePerToken + prefill.communicationSecondsPerToken) / backend.prefill +
                            streamPerToken)
                     : 0;
    speed.timeToFirstTokenSeconds = computeKnown ? workload.promptTokens / speed.prefillTokensPerSecond +
                                                       1 / speed.decodePerSequenceTokensPerSecond
                                                 : 0;
    plan.speed = speed;
    return plan;
}

LlmPlan planLlm(const LlmWorkload& workload, const Gpu& gpu, int count, const LlmCalibration& calibration) {
    const std::vector<Gpu> gpus(static_cast<std::size_t>(clamped(count, 1, maximumLlmGpus)), gpu);
    LlmPlan plan = planLlm(workload, gpus, calibration);
    if (gpu.isSystem() && count > 1) {
        // A whole computer (a Mac Studio) is one machine: two are a cluster over a network, which
        // the planner does not model, not two cards in one box.
        plan.fits = false;
    }
    return plan;
}

std::optional<int> fewestGpusThatFit(const LlmWorkload& workload, const Gpu& gpu, int maxCount) {
    for (int count = 1; count <= clamped(maxCount, 1, maximumLlmGpus); ++count) {
        if (planLlm(workload, gpu, count).fits) {
            return count;
        }
    }
    return std::nullopt;
}

} // namespace gpuadvisor
