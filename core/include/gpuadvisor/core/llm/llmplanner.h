#pragma once

// The LLM planner: will a language model run on 1-8 GPUs, and how fast.
//
// Memory, in GiB (a "24 GB" card holds 24 GiB: card makers' GB are binary):
//   weights      parameters x bits per weight / 8 (llmmodel.h)
//   KV cache     layers x KV heads x head dimension x 2 (K and V) x bytes per element
//                x context x concurrent sequences
//   activations  inference: llama.cpp-style compute buffers for a 512-token micro-batch, the
//                F32 logits (micro-batch x vocabulary x 4 bytes, on one GPU) plus four hidden-
//                state buffers per GPU; flash attention assumed (no context x context scores).
//                Training: with activation checkpointing, 2 bytes x hidden per token per layer
//                kept, plus one layer recomputed at 34 bytes x hidden per token (Korthikanti et
//                al. 2022, "Reducing Activation Recomputation in Large Transformer Models"), plus
//                the F32 logits of every token.
//   overhead     CUDA context and library workspaces, per GPU.
//   training     full fine-tuning: 16 bytes a parameter with mixed-precision Adam (2 weights,
//                2 gradients, 8 for two FP32 moments, 4 for the FP32 master copy); LoRA: 16-bit
//                frozen weights plus adapters of rank r on every projection at 16 bytes a
//                trainable parameter; QLoRA: the same on 4-bit NF4 weights (4.127 bits with
//                double quantisation, Dettmers et al. 2023).
// Several GPUs: split by layers (llama.cpp's default, in proportion to each card's free memory)
// or by tensors (vLLM's tensor parallelism: equal shards, so the smallest card limits).
//
// Decode (one token for each sequence per step) is bound by memory bandwidth:
//   step = bytes read per step / (bandwidth x share reached by the software, by memory type)
//          + fixed cost per step + communication,
//   where the bytes are the weights used per token (active experts; the token-embedding table is
//   read one row at a time, so it is left out unless the output layer shares it) and the KV cache
//   at half the context (the average over a sequence that fills it), for every sequence. With many
//   sequences the step becomes compute bound; the larger time wins.
// Prefill (the prompt) runs at the rate of the matrix kernels llama.cpp picks:
//   tokens/s = rate / (2 x active parameters + attention FLOPs per token).
//   4- to 8-bit formats on cards with 8-bit tensor cores (Turing and later) run its integer
//   kernels (MMQ), which dequantise tiles in shared memory and feed the same 8-bit MMA
//   instruction on every generation. Their speed follows the SMs, count x sustained clock, not
//   the datasheet tensor rate: the A100 and H100 have tensor cores of two and four times a
//   consumer SM's rate per clock that these kernels do not use (the 2025 scoreboard has an H100
//   SXM below an RTX 4090 at 512-token prompts, as its 132 SMs at 1.98 GHz are below the 4090's
//   128 at 2.52). The sustained clock is the boost clock scaled down on boards with less power
//   per SM-GHz than their generation needs (P18, the L40), and SMs with less than 128 KB of
//   shared memory (Turing) hold smaller tiles, at a fitted cost.
//   16-bit and FP8 weights, and quantised weights on older cards (dequantised to 16 bits first),
//   run dense GEMMs at a fitted share of the FP16-accumulate tensor rate (the FP8 rate for FP8
//   weights on cards with FP8 tensor cores).
//   Flash attention (llama.cpp's -fa, on by default since 2025) speeds both by fitted factors.
//   The shares, factors and the fixed cost are fitted to llama.cpp measurements
//   (llmcalibration.h), which also says how far the estimates typically are from measurements and
//   which llama.cpp they describe (the newest in the data).

#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/llm/llmmodel.h"
#include "gpuadvisor/core/llm/llmoffload.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

enum class LlmTask { Inference, LoRA, QLoRA, FullFineTuning };
std::string_view toString(LlmTask task); ///< "inference", "lora", "qlora", "full"
std::optional<LlmTask> parseLlmTask(std::string_view text);

enum class MultiGpuSplit { Layers, Tensor };
std::string_view toString(MultiGpuSplit split); ///< "layer", "tensor"
std::optional<MultiGpuSplit> parseMultiGpuSplit(std::string_view text);

/// What the user wants to run.
/// macOS lets the GPU wire about 75 % of a Mac's memory by default (issue 34); the same default is
/// used for other unified-memory systems, whose firmware or driver sets the split.
inline constexpr double defaultUnifiedMemoryGpuShare = 0.75;

/// How one llama.cpp backend other than CUDA runs against the CUDA-calibrated estimate, fitted on
/// its measurements (llmcalibration.h): tokens/s = estimate x factor.
struct LlmBackendFactor {
    std::string backend; ///< "ROCm", "Vulkan", "Metal", "SYCL".
    double decode = 1;
    double prefill = 1;
    int devices = 0; ///< Devices measured on it; 0 = no measurement, the factors are 1 and unchecked.
};

struct LlmWorkload {
    LlmModel model;
    WeightFormat weights = WeightFormat::Q4_K_M; ///< Inference only; training sets its own.
    KvCacheFormat kvCache = KvCacheFormat::F16;
    int contextTokens = 4096; ///< Per sequence: prompt and generated tokens.
    int promptTokens = 0;     ///< For the time to first token; 0 means the whole context.
    int sequences = 1;        ///< Served at once (concurrent users), or the training micro-batch.
    LlmTask task = LlmTask::Inference;
    int loraRank = 16;
    MultiGpuSplit split = MultiGpuSplit::Layers;
    bool flashAttention = true; ///< llama.cpp's -fa (its default "auto" turns it on on CUDA).
    /// llama.cpp's GPU backend ("CUDA", "ROCm", "Vulkan", "Metal", "SYCL"); empty = the first
    /// device's usual one (defaultLlmBackend).
    std::string backend;
    /// Of a system's unified memory, the share its GPU may use: macOS wires about three quarters
    /// for the GPU by default (more after the user raises iogpu.wired_limit_mb). Cards and modules
    /// use all of theirs.
    double unifiedMemoryGpuShare = defaultUnifiedMemoryGpuShare;
    /// The computer's RAM: with it known and offload on, inference that does not fit on the GPUs
    /// keeps part of the weights there (llmoffload.h); a layer split only.
    HostMemory host;
    LlmOffloadMode offload = LlmOffloadMode::Auto;
};

/// The most of anything the planner takes: larger inputs are clamped to these.
inline constexpr int maximumLlmContextTokens = 10'000'000;
inline constexpr int maximumLlmSequences = 100'000;
inline constexpr int maximumLlmGpus = 8;

/// The shares and costs fitted to measurements (see llmcalibration.h for the fit).
struct LlmCalibration {
    double gddrBandwidthShare = 0;  ///< Of datasheet bandwidth, GDDR memory, decode.
    double hbmBandwidthShare = 0;   ///< The same for HBM.
    double fixedSecondsPerStep = 0; ///< Kernel launches and synchronisation per decode step.
    double f16TensorShare = 0;      ///< Of the tensor rate, prefill with 16-bit or FP8 weights.
    /// The same with quantised weights dequantised to 16 bits first (cards without 8-bit tensor
    /// cores); f16TensorShare's value when the data has no such card.
    double quantizedTensorShare = 0;
    /// Prefill of quantised weights on cards with 8-bit tensor cores (llama.cpp's integer
    /// kernels): model TFLOPS per SM-GHz of sustained clock.
    double integerKernelTflopsPerSmGhz = 0;
    /// Those kernels on SMs with less than 128 KB of shared memory run at (KB / 128)^this of
    /// the rate; 0 when the data has no such card.
    double smallSharedMemoryExponent = 0;
    double flashAttentionDecodeFactor = 1;  ///< Speed with flash attention on over off.
    double flashAttentionPrefillFactor = 1; ///< The same for the prompt.
    /// Builds a year or more older than the newest measurement ran at these shares of the
    /// estimate (the estimate describes the newest build); 1 when the data has none.
    double olderBuildDecodeFactor = 1;
    double olderBuildPrefillFactor = 1;
    Date newestMeasurement{};      ///< The newest measurement the fit used: the llama.cpp it describes.
    double decodeTypicalError = 0; ///< Median |error| on cards left out of the fit (newest builds).
    double prefillTypicalError = 0;
    /// The same on the other backends' devices (ROCm, Vulkan, Metal; each device left out of its
    /// backend's factor): what an estimate on them is worth.
    double otherBackendsDecodeTypicalError = 0;
    double otherBackendsPrefillTypicalError = 0;
    /// The backends other than CUDA with their fitted factors.
    std::vector<LlmBackendFactor> backends;

    /// The factors of `backend` (any case); CUDA and an unmeasured backend give 1 and 1 (devices 0).
    LlmBackendFactor backendFactor(std::string_view backend) const;
    /// The typical error of a decode (or prompt) estimate on `backend`: CUDA's, or the other
    /// backends' (any case; empty counts as CUDA).
    double typicalError(bool decode, std::string_view backend) const;
};

/// The calibration fitted to the shipped llama.cpp measurements (llmcalibration.h).
const LlmCalibration& shippedLlmCalibration();

/// Per-GPU costs that are assumptions, not fitted (no multi-GPU measurements ship).
inline constexpr double llmGpuOverheadGiB = 0.4;         ///< CUDA context and workspaces.
inline constexpr int llmMicroBatchTokens = 512;          ///< llama.cpp's default n_ubatch.
inline constexpr double llmLayerHopSeconds = 30e-6;      ///< Hand a token's state to the next GPU.
inline constexpr double llmPcieAllReduceSeconds = 30e-6; ///< One small all-reduce over PCIe.
inline constexpr double llmNvlinkAllReduceSeconds = 10e-6;
inline constexpr double qloraBitsPerWeight = 4.127; ///< NF4 with double quantisation.

/// Memory the workload needs on the whole build, in GiB.
struct LlmMemory {
    double weightsGiB = 0;
    double kvCacheGiB = 0;
    double activationsGiB = 0;
    double overheadGiB = 0;
    double trainingStateGiB = 0; ///< Gradients, optimizer state and adapters; 0 for inference.
    double totalGiB() const {
        return weightsGiB + kvCacheGiB + activationsGiB + overheadGiB + trainingStateGiB;
    }
};

/// Why a decode step takes its time (seconds per step, all GPUs together).
struct LlmDecodeBreakdown {
    double bytesPerStep = 0;   ///< Weights and KV cache read for one step.
    double bandwidthShare = 0; ///< Of datasheet bandwidth (the slowest card's, when mixed).
    double memorySeconds = 0;  ///< Reading those bytes.
    double computeSeconds = 0; ///< The step's FLOPs at the prefill rate.
    double fixedSeconds = 0;
    double communicationSeconds = 0;
    bool computeBound = false;
};

struct LlmPrefillBreakdown {
    double flopsPerToken = 0;
    double tensorTflops = 0;     ///< The datasheet tensor rate, summed over GPUs working in parallel.
    double tensorShare = 0;      ///< Of it, what prefill reaches (the slowest card's, flash attention in).
    bool integerKernels = false; ///< Some card runs llama.cpp's integer kernels (SM-bound).
    bool fp8TensorCores = false;
    double communicationSecondsPerToken = 0;
};

/// Speeds of a plan. A device whose maker publishes no compute rate (Gpu::hasComputeFigures and no
/// matrix rate) has decode taken as memory-bound and prefill and the time to first token 0: unknown.
struct LlmSpeed {
    double decodeTokensPerSecond = 0; ///< All sequences together.
    double decodePerSequenceTokensPerSecond = 0;
    double prefillTokensPerSecond = 0;
    double timeToFirstTokenSeconds = 0; ///< Prefill of the prompt plus one decode step.
    LlmDecodeBreakdown decode;
    LlmPrefillBreakdown prefill;
};

/// Why the workload cannot run, apart from memory.
enum class LlmBlocker { None, NeedsFp4TensorCores };

struct LlmPlan {
    int gpuCount = 0;
    std::string backend;           ///< The llama.cpp backend the speeds are for.
    LlmMemory memory;              ///< Needed.
    double memoryAvailableGiB = 0; ///< The cards' memory, summed.
    double marginGiB = 0;          ///< Spare (positive) or missing (negative) memory.
    LlmBlocker blocker = LlmBlocker::None;
    bool fits = false;             ///< Enough memory (GPU, or GPU and RAM when offloaded) and no blocker.
    std::optional<LlmSpeed> speed; ///< Inference that fits.
    /// Set when the model does not fit on the GPUs alone and the workload allows an offload: where
    /// the weights go, and (when it still does not fit) which memory is short.
    std::optional<LlmOffload> offload;
    bool offloaded() const { return offload && offload->fits(); }
};

/// The plan for the workload on `gpus` (1-8 cards, may be mixed; more are ignored).
LlmPlan planLlm(const LlmWorkload& workload, std::span<const Gpu> gpus,
                const LlmCalibration& calibration = shippedLlmCalibration());

/// planLlm on `count` identical cards.
LlmPlan planLlm(const LlmWorkload& workload, const Gpu& gpu, int count,
                const LlmCalibration& calibration = shippedLlmCalibration());

/// The llama.cpp backend a device usually runs: the first of its architecture's backends
/// (softwaresupport.h) that the calibration has measured, CUDA counting as measured; else the first
/// listed; empty when llama.cpp runs on none.
std::string defaultLlmBackend(const Gpu& gpu, const LlmCalibration& calibration = shippedLlmCalibration());

/// The fewest of the card (1 to maxCount) on which the workload fits; std::nullopt if none does.
std::optional<int> fewestGpusThatFit(const LlmWorkload& workload, const Gpu& gpu,
                                     int maxCount = maximumLlmGpus);

/// The parts of planLlm that the explanation shows on their own.
LlmMemory llmMemory(const LlmWorkload& workload, int gpuCount);
double weightBytes(const LlmModel& model, WeightFormat format);
/// The KV cache of one sequence of `tokens`.
double kvCacheBytes(const LlmModel& model, KvCacheFormat format, double tokens);
/// Bandwidth share for the card's memory type: HBM* or else GDDR.
double bandwidthShare(const Gpu& gpu, const LlmCalibration& calibration);
/// Whether the card's memory is HBM (a data-centre chip).
bool hasHbm(const Gpu& gpu);
/// The tensor rate of the datasheet for the format on the card (TFLOPS): FP16-accumulate, or
/// FP8 for FP8 weights on cards with FP8 tensor cores (then *usesFp8 is set).
double prefillTensorTflops(const Gpu& gpu, WeightFormat format, bool* usesFp8 = nullptr);
/// Whether prefill of the format on the card runs llama.cpp's integer kernels (quantised
/// weights, 8-bit tensor cores), whose rate follows the SMs rather than the tensor rate.
bool prefillUsesIntegerKernels(const Gpu& gpu, WeightFormat format);
/// The rate prefill reaches for the format on the card (model TFLOPS), before flash attention.
double prefillTflops(const Gpu& gpu, WeightFormat format, const LlmCalibration& calibration);

} // namespace gpuadvisor
