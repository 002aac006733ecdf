// The LLM planner's formulas, each on a case worked out by hand (the arithmetic is in the
// comments), with a calibration chosen for round numbers.

#include "gpuadvisor/core/build/buildllm.h"
#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/core/model/performance.h"

#include "roundllm.h"
#include "samplegpus.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace gpuadvisor;

namespace {

using gpuadvisor::testing::GiB;
using gpuadvisor::testing::roundCalibration;
using gpuadvisor::testing::roundGpu;
using gpuadvisor::testing::roundModel;
using gpuadvisor::testing::roundWorkload;

TEST(LlmWeightFormats, BitsPerWeightFollowTheBlockLayouts) {
    EXPECT_DOUBLE_EQ(weightFormatInfo(WeightFormat::Q8_0).bitsPerWeight,
                     34.0 * 8 / 32); // 32 int8 + FP16 scale
    EXPECT_DOUBLE_EQ(weightFormatInfo(WeightFormat::Q6_K).bitsPerWeight, 210.0 * 8 / 256); // ggml super-block
    EXPECT_DOUBLE_EQ(weightFormatInfo(WeightFormat::F16).bitsPerWeight, 16);
    // Q4_K_M: the mean of llama-bench's Llama 3 8B (4.58 GiB) and 70B (39.59 GiB) files.
    const double eightB = 4.58 * GiB * 8 / 8.03e9;
    const double seventyB = 39.59 * GiB * 8 / 70.55e9;
    EXPECT_NEAR(weightFormatInfo(WeightFormat::Q4_K_M).bitsPerWeight, (eightB + seventyB) / 2, 0.01);
    // The scoreboards' formats (issue 31), from ggml-common.h's blocks: bytes x 8 over weights.
    EXPECT_DOUBLE_EQ(weightFormatInfo(WeightFormat::Q4_0).bitsPerWeight, 18.0 * 8 / 32);
    EXPECT_DOUBLE_EQ(weightFormatInfo(WeightFormat::Q4_1).bitsPerWeight, 20.0 * 8 / 32);
    EXPECT_DOUBLE_EQ(weightFormatInfo(WeightFormat::Q5_0).bitsPerWeight, 22.0 * 8 / 32);
    EXPECT_DOUBLE_EQ(weightFormatInfo(WeightFormat::Iq4_Xs).bitsPerWeight, 136.0 * 8 / 256);
    EXPECT_DOUBLE_EQ(weightFormatInfo(WeightFormat::Mxfp4).bitsPerWeight, 17.0 * 8 / 32);
    // The K-quant mixes from llama.cpp's quantize table for Llama 3 8B (Q3_K_M 3.74 GiB, Q2_K
    // 2.96 GiB); both above their own blocks (Q3_K 110 bytes, Q2_K 84 bytes per 256 weights).
    EXPECT_NEAR(weightFormatInfo(WeightFormat::Q3_K_M).bitsPerWeight, 3.74 * GiB * 8 / 8.03e9, 0.01);
    EXPECT_NEAR(weightFormatInfo(WeightFormat::Q2_K).bitsPerWeight, 2.96 * GiB * 8 / 8.03e9, 0.01);
    EXPECT_GT(weightFormatInfo(WeightFormat::Q3_K_M).bitsPerWeight, 110.0 * 8 / 256);
    EXPECT_GT(weightFormatInfo(WeightFormat::Q2_K).bitsPerWeight, 84.0 * 8 / 256);
    // The scoreboard's Llama 2 7B Q4_0 file is 3.56 GiB: 6.74 B weights at 4.5 bits within 1 %.
    EXPECT_NEAR(6.74e9 * weightFormatInfo(WeightFormat::Q4_0).bitsPerWeight / 8 / GiB, 3.56, 0.036);
    // Widest first, as the menus list them.
    for (std::size_t i = 1; i < weightFormats().size(); ++i) {
        EXPECT_GE(weightFormats()[i - 1].bitsPerWeight, weightFormats()[i].bitsPerWeight)
            << weightFormats()[i].key;
    }
    for (const WeightFormatInfo& info : weightFormats()) {
        EXPECT_EQ(parseWeightFormat(info.key), info.format) << info.key;
        EXPECT_FALSE(info.source.empty()) << info.key;
    }
    EXPECT_EQ(parseWeightFormat(" Q4_K_M "), WeightFormat::Q4_K_M);
    EXPECT_FALSE(parseWeightFormat("q4"));
    EXPECT_FALSE(parseWeightFormat(""));
}

TEST(LlmMemoryTest, WeightsAreParametersTimesBitsWithWideEmbeddingsWhereTheFormatKeepsThem) {
    const LlmModel model = roundModel();
    EXPECT_DOUBLE_EQ(weightBytes(model, WeightFormat::Q8_0), 1e9 * 8.5 / 8);
    // INT4 keeps the 2e6 embedding and output parameters in 16 bits: 998e6 x 4.16 / 8 + 2e6 x 2.
    EXPECT_DOUBLE_EQ(weightBytes(model, WeightFormat::Int4), 998e6 * 4.16 / 8 + 2e6 * 2);
    LlmModel tied = model;
    tied.tiedEmbeddings = true; // one 1e6 matrix
    EXPECT_DOUBLE_EQ(weightBytes(tied, WeightFormat::Int4), 999e6 * 4.16 / 8 + 1e6 * 2);
}

TEST(LlmMemoryTest, KvCacheIsLayersTimesHeadsTimesDimTimesTwoTimesBytesTimesTokens) {
    // Llama 3 8B's shape: 32 layers x 8 KV heads x 128 x 2 x 2 bytes x 8,192 tokens = 1 GiB exactly.
    LlmModel llama = roundModel();
    llama.layers = 32;
    llama.kvHeads = 8;
    llama.headDim = 128;
    EXPECT_DOUBLE_EQ(kvCacheBytes(llama, KvCacheFormat::F16, 8192), GiB);
    EXPECT_DOUBLE_EQ(kvCacheBytes(llama, KvCacheFormat::Q8_0, 8192), GiB * 8.5 / 16);
    EXPECT_DOUBLE_EQ(kvCacheBytes(llama, KvCacheFormat::Fp8, 8192), GiB / 2);

    // Concurrent sequences each keep their own cache.
    LlmWorkload workload = roundWorkload();
    workload.model = llama;
    workload.contextTokens = 8192;
    workload.sequences = 3;
    EXPECT_DOUBLE_EQ(llmMemory(workload, 1).kvCacheGiB, 3);
}

TEST(LlmMemoryTest, InferenceAddsComputeBuffersAndAContextPerGpu) {
    const LlmWorkload workload = roundWorkload();
    const LlmMemory one = llmMemory(workload, 1);
    // 512-token micro-batch: 512 x 1000 x 16 bytes of hidden buffers + 512 x 1000 x 4 of logits.
    EXPECT_DOUBLE_EQ(one.activationsGiB, (512.0 * 1000 * 16 + 512.0 * 1000 * 4) / GiB);
    EXPECT_DOUBLE_EQ(one.overheadGiB, 0.4); // a CUDA context and workspaces: 0.4 GiB a card
    // A second card repeats the hidden buffers and the context, not the logits.
    const LlmMemory two = llmMemory(workload, 2);
    EXPECT_DOUBLE_EQ(two.activationsGiB, (2 * 512.0 * 1000 * 16 + 512.0 * 1000 * 4) / GiB);
    EXPECT_DOUBLE_EQ(two.overheadGiB, 2 * 0.4);
    EXPECT_DOUBLE_EQ(one.totalGiB(), one.weightsGiB + one.kvCacheGiB + one.activationsGiB + one.overheadGiB);
}

TEST(LlmMemoryTest, FullFineTuningCostsSixteenBytesAParameterBeforeActivations) {
    LlmWorkload workload = roundWorkload();
    workload.task = LlmTask::FullFineTuning;
    const LlmMemory memory = llmMemory(workload, 1);
    EXPECT_DOUBLE_EQ((memory.weightsGiB + memory.trainingStateGiB) * GiB, 1e9 * 16);
    EXPECT_DOUBLE_EQ(memory.kvCacheGiB, 0);
    // Checkpointed activations: 1,000 tokens x 1000 x (2 x 10 layers + 34) + logits 1,000 x 1,000 x 4.
    EXPECT_DOUBLE_EQ(memory.activationsGiB * GiB, 1000.0 * 1000 * (2 * 10 + 34) + 1000.0 * 1000 * 4);
}

TEST(LlmMemoryTest, LoraTrainsAdaptersOnSixteenBitWeightsAndQloraOnFourBit) {
    LlmWorkload workload = roundWorkload();
    workload.task = LlmTask::LoRA;
    workload.loraRank = 8;
    const LlmMemory lora = llmMemory(workload, 1);
    EXPECT_DOUBLE_EQ(lora.weightsGiB * GiB, 1e9 * 2);
    // Per layer: q (1000 + 1000), k and v (1000 + 100 each), o (1000 + 1000), three FFN (1000 + 4000).
    const double perLayer = 2000 + 2 * 1100 + 2000 + 3 * 5000;
    EXPECT_DOUBLE_EQ(lora.trainingStateGiB * GiB, 8 * perLayer * 10 * 16);
    workload.task = LlmTask::QLoRA;
    const LlmMemory qlora = llmMemory(workload, 1);
    EXPECT_DOUBLE_EQ(qlora.weightsGiB * GiB, 998e6 * 4.127 / 8 + 2e6 * 2);
    EXPECT_DOUBLE_EQ(qlora.trainingStateGiB, lora.trainingStateGiB);
}

TEST(LlmFitTest, FitsExactlyWhenTheCardHoldsEverythingAndNotAByteLess) {
    const LlmWorkload workload = roundWorkload();
    const double needed = llmMemory(workload, 1).totalGiB();
    EXPECT_TRUE(planLlm(workload, roundGpu(needed), 1, roundCalibration()).fits);
    const LlmPlan tight = planLlm(workload, roundGpu(needed - 0.01), 1, roundCalibration());
    EXPECT_FALSE(tight.fits);
    EXPECT_NEAR(tight.marginGiB, -0.01, 1e-9);
    const LlmPlan roomy = planLlm(workload, roundGpu(needed + 2), 1, roundCalibration());
    EXPECT_NEAR(roomy.marginGiB, 2, 1e-9);
    EXPECT_DOUBLE_EQ(roomy.memoryAvailableGiB, needed + 2);
}

TEST(LlmFitTest, TensorSplitIsLimitedByTheSmallestCardLayerSplitByTheirSum) {
    LlmWorkload workload = roundWorkload();
    workload.contextTokens = 100000; // 2000 x 2 bytes x 1e5 = 0.4e9 bytes of KV cache
    const std::vector<Gpu> mixed{roundGpu(2.4), roundGpu(1.0)};
    workload.split = MultiGpuSplit::Layers;
    EXPECT_TRUE(planLlm(workload, mixed, roundCalibration()).fits);
    workload.split = MultiGpuSplit::Tensor;
    EXPECT_FALSE(planLlm(workload, mixed, roundCalibration()).fits);
    EXPECT_TRUE(planLlm(workload, std::vector<Gpu>{roundGpu(2.4), roundGpu(2.4)}, roundCalibration()).fits);
}

TEST(LlmFitTest, Fp4NeedsBlackwellTensorCores) {
    const LlmWorkload workload = roundWorkload(WeightFormat::Fp4);
    Gpu ada = roundGpu();
    ada.tensorCoreGeneration = 4;
    const LlmPlan onAda = planLlm(workload, ada, 1, roundCalibration());
    EXPECT_EQ(onAda.blocker, LlmBlocker::NeedsFp4TensorCores);
    EXPECT_FALSE(onAda.fits);
    Gpu blackwell = roundGpu();
    blackwell.tensorCoreGeneration = 5;
    EXPECT_TRUE(planLlm(workload, blackwell, 1, roundCalibration()).fits);
}

TEST(LlmSpeedTest, DecodeIsBytesOverReachedBandwidthPlusTheFixedCost) {
    const LlmPlan plan = planLlm(roundWorkload(), roundGpu(), 1, roundCalibration());
    ASSERT_TRUE(plan.speed);
    // Read per token: 998e6 body x 2 bytes + the 1e6 output matrix x 2 = 1.998e9, plus the KV
    // cache at half the 1,000-token context: 2,000 elements x 2 bytes x 500 = 2e6. 2.0e9 bytes at
    // 1,000 GB/s x 0.5 = 4 ms, plus 1 ms fixed: 5 ms a token, 200 tokens/s.
    EXPECT_DOUBLE_EQ(plan.speed->decode.bytesPerStep, 2.0e9);
    EXPECT_NEAR(plan.speed->decodeTokensPerSecond, 200, 1e-9);
    EXPECT_NEAR(plan.speed->decodePerSequenceTokensPerSecond, 200, 1e-9);
    EXPECT_FALSE(plan.speed->decode.computeBound);

    Gpu hbm = roundGpu();
    hbm.memoryType = "HBM3";
    // 2e9 bytes at 1,000 GB/s x 0.25 = 8 ms + 1 ms.
    EXPECT_NEAR(planLlm(roundWorkload(), hbm, 1, roundCalibration()).speed->decodeTokensPerSecond, 1 / 9e-3,
                1e-9);
}

TEST(LlmSpeedTest, MixtureOfExpertsReadsOnlyItsActiveWeights) {
    LlmWorkload workload = roundWorkload();
    workload.model.parameters = 4e9;
    workload.model.activeParameters = 1e9;
    const LlmPlan plan = planLlm(workload, roundGpu(), 1, roundCalibration());
    EXPECT_DOUBLE_EQ(plan.memory.weightsGiB * GiB, 4e9 * 2);  // all experts are held
    EXPECT_DOUBLE_EQ(plan.speed->decode.bytesPerStep, 2.0e9); // one expert's worth is read
}

TEST(LlmSpeedTest, ManySequencesShareTheWeightsUntilComputeBinds) {
    LlmWorkload workload = roundWorkload();
    workload.sequences = 100;
    // 1.998e9 + 100 x 2e6 = 2.198e9 bytes: 4.396 ms; compute 100 x 2.02e9 FLOPs at 50 TFLOPS
    // = 4.04 ms, less, so memory bound: 5.396 ms a step for 100 tokens.
    const LlmPlan hundred = planLlm(workload, roundGpu(), 1, roundCalibration());
    EXPECT_NEAR(hundred.speed->decodeTokensPerSecond, 100 / 5.396e-3, 1e-6);
    EXPECT_NEAR(hundred.speed->decodePerSequenceTokensPerSecond, 1 / 5.396e-3, 1e-9);
    EXPECT_FALSE(hundred.speed->decode.computeBound);
    // 200 sequences: 4.796 ms of memory, 8.08 ms of compute: compute bound, 9.08 ms a step.
    workload.sequences = 200;
    const LlmPlan twoHundred = planLlm(workload, roundGpu(), 1, roundCalibration());
    EXPECT_TRUE(twoHundred.speed->decode.computeBound);
    EXPECT_NEAR(twoHundred.speed->decodeTokensPerSecond, 200 / 9.08e-3, 1e-6);
}

TEST(LlmSpeedTest, PrefillIsFlopsOverTheTensorRateReachedAndSetsTheTimeToFirstToken) {
    // 2 x 1e9 + attention 4 x 10 layers x 500 x 1000 = 2.02e9 FLOPs a token at 100 TFLOPS x 0.5.
    const LlmPlan plan = planLlm(roundWorkload(), roundGpu(), 1, roundCalibration());
    EXPECT_DOUBLE_EQ(plan.speed->prefill.flopsPerToken, 2.02e9);
    EXPECT_NEAR(plan.speed->prefillTokensPerSecond, 50e12 / 2.02e9, 1e-6);
    // 1,000 prompt tokens at 40.4 us each, then one 5 ms decode step.
    EXPECT_NEAR(plan.speed->timeToFirstTokenSeconds, 1000 * 2.02e9 / 50e12 + 5e-3, 1e-12);
    // On a card without 8-bit tensor cores quantised weights are dequantised to 16 bits and
    // reach the lower share: half the rate here.
    Gpu volta = roundGpu();
    volta.tensorCoreGeneration = 1;
    volta.int8TensorTops.reset();
    const LlmPlan quantized = planLlm(roundWorkload(WeightFormat::Q8_0), volta, 1, roundCalibration());
    EXPECT_NEAR(quantized.speed->prefillTokensPerSecond, 25e12 / 2.02e9, 1e-6);
    EXPECT_FALSE(quantized.speed->prefill.integerKernels);
}

// Issue 31: quantised prompts on cards with 8-bit tensor cores run llama.cpp's integer kernels,
// whose rate follows SM count x sustained clock: a data-centre chip with four times the tensor
// rate per SM prefills no faster than a consumer card of the same SM-GHz (the H100 SXM below the
// RTX 4090 on the 2025 scoreboard), while 16-bit prompts (dense GEMMs) still follow the tensor
// rate. A board short of power runs at the P18 share of its clock, and an SM with 96 KB of
// shared memory at (96 / 128)^exponent.
TEST(LlmSpeedTest, IntegerKernelsFollowTheSmsNotTheDatasheetTensorRate) {
    LlmCalibration calibration = roundCalibration();
    calibration.integerKernelTflopsPerSmGhz = 0.4;
    calibration.smallSharedMemoryExponent = 1;
    Gpu consumer = roundGpu();
    consumer.fp32Tflops = 25.6; // 128 lanes x 2 FLOPs: 100 SM-GHz
    Gpu datacentre = consumer;
    datacentre.fp16TensorTflops = 400;
    datacentre.int8TensorTops = 800;
    LlmWorkload q4 = roundWorkload(WeightFormat::Q4_0);
    q4.flashAttention = false;
    const LlmPlan slow = planLlm(q4, consumer, 1, calibration);
    const LlmPlan big = planLlm(q4, datacentre, 1, calibration);
    EXPECT_TRUE(slow.speed->prefill.integerKernels);
    // 100 SM-GHz x 0.4 TFLOPS = 40 TFLOPS over 2.02 GFLOPs a token.
    EXPECT_NEAR(slow.speed->prefillTokensPerSecond, 40e12 / 2.02e9, 1e-6);
    EXPECT_NEAR(big.speed->prefillTokensPerSecond, slow.speed->prefillTokensPerSecond, 1e-6);
    // Below its datasheet ratio: 40 of 400 TFLOPS reached, against 40 of 100.
    EXPECT_NEAR(big.speed->prefill.tensorShare, 0.1, 1e-12);
    EXPECT_NEAR(slow.speed->prefill.tensorShare, 0.4, 1e-12);
    EXPECT_DOUBLE_EQ(big.speed->prefill.tensorTflops, 400); // the datasheet rate, as shown
    LlmWorkload f16 = roundWorkload(WeightFormat::F16);
    f16.flashAttention = false;
    EXPECT_NEAR(planLlm(f16, datacentre, 1, calibration).speed->prefillTokensPerSecond,
                4 * planLlm(f16, consumer, 1, calibration).speed->prefillTokensPerSecond, 1e-6);
    // 350 W over 100 SM-GHz of Ampere (1.23 W needed): the clock holds; at 100 W it does not.
    Gpu starved = consumer;
    starved.boardPowerWatts = 100;
    const double clock = sustainedClockShare(starved, Metric::Inference8);
    EXPECT_LT(clock, 0.95);
    EXPECT_NEAR(planLlm(q4, starved, 1, calibration).speed->prefillTokensPerSecond, clock * 40e12 / 2.02e9,
                1e-6);
    Gpu turing = consumer;
    turing.sharedMemoryPerSmKb = 96;
    EXPECT_NEAR(planLlm(q4, turing, 1, calibration).speed->prefillTokensPerSecond, 0.75 * 40e12 / 2.02e9,
                1e-6);
}

// Flash attention speeds the step and the prompt by their fitted factors.
TEST(LlmSpeedTest, FlashAttentionTakesItsFittedFactors) {
    LlmCalibration calibration = roundCalibration();
    calibration.flashAttentionDecodeFactor = 1.25;
    calibration.flashAttentionPrefillFactor = 1.5;
    LlmWorkload off = roundWorkload();
    off.flashAttention = false;
    const LlmPlan gddr = planLlm(off, roundGpu(), 1, calibration);
    EXPECT_NEAR(gddr.speed->prefillTokensPerSecond, 50e12 / 2.02e9, 1e-6);
    // Flash attention on: 5 ms a step / 1.25 = 4 ms (250 tokens/s); prompts 1.5 x as fast.
    const LlmPlan on = planLlm(roundWorkload(), roundGpu(), 1, calibration);
    EXPECT_NEAR(on.speed->decodeTokensPerSecond, 250, 1e-9);
    EXPECT_NEAR(on.speed->prefillTokensPerSecond, 1.5 * 50e12 / 2.02e9, 1e-6);
    EXPECT_NEAR(gddr.speed->decodeTokensPerSecond, 200, 1e-9);
}

TEST(LlmSpeedTest, Fp8WeightsUseFp8TensorCoresWhereTheCardHasThem) {
    Gpu ada = roundGpu();
    ada.fp8TensorTflops = 200;
    const LlmPlan plan = planLlm(roundWorkload(WeightFormat::Fp8), ada, 1, roundCalibration());
    EXPECT_TRUE(plan.speed->prefill.fp8TensorCores);
    EXPECT_NEAR(plan.speed->prefill.tensorTflops, 200, 1e-9);
    const LlmPlan ampere = planLlm(roundWorkload(WeightFormat::Fp8), roundGpu(), 1, roundCalibration());
    EXPECT_FALSE(ampere.speed->prefill.fp8TensorCores);
    EXPECT_NEAR(ampere.speed->prefill.tensorTflops, 100, 1e-9);
}

TEST(LlmSpeedTest, LayerSplitAddsAHopTensorSplitDividesTheReadsAndPaysAllReduces) {
    const LlmWorkload workload = roundWorkload();
    // Layers: each card reads its half in turn, 4 ms together, + 1 ms fixed + one 30 us hop.
    const LlmPlan layers = planLlm(workload, roundGpu(), 2, roundCalibration());
    EXPECT_NEAR(1 / layers.speed->decodeTokensPerSecond, 5e-3 + 30e-6, 1e-12);
    // Tensors over PCIe 4 (25 GB/s): 2 ms + 1 ms + 2 all-reduces x 10 layers x (30 us + 2,000
    // bytes x 2(n-1)/n / 25 GB/s).
    LlmWorkload tensor = workload;
    tensor.split = MultiGpuSplit::Tensor;
    const LlmPlan split = planLlm(tensor, roundGpu(), 2, roundCalibration());
    EXPECT_NEAR(1 / split.speed->decodeTokensPerSecond, 3e-3 + 20 * (30e-6 + 2000.0 / 25e9), 1e-12);
    // NVLink between two bridged cards: 10 us all-reduces.
    Gpu bridged = roundGpu();
    bridged.nvlink = true;
    const LlmPlan nvlink = planLlm(tensor, bridged, 2, roundCalibration());
    EXPECT_NEAR(1 / nvlink.speed->decodeTokensPerSecond, 3e-3 + 20 * (10e-6 + 2000.0 / 50e9), 1e-12);
}

TEST(LlmSpeedTest, TrainingAndWhatDoesNotFitHaveNoSpeed) {
    LlmWorkload workload = roundWorkload();
    workload.task = LlmTask::LoRA;
    EXPECT_FALSE(planLlm(workload, roundGpu(), 1, roundCalibration()).speed);
    EXPECT_FALSE(planLlm(roundWorkload(), roundGpu(0.5), 1, roundCalibration()).speed);
}

TEST(LlmFitTest, FewestGpusThatFitCountsUpToTheLimit) {
    LlmWorkload workload = roundWorkload();
    workload.model.parameters = workload.model.activeParameters = 5e9; // 10e9 bytes in F16
    EXPECT_EQ(fewestGpusThatFit(workload, roundGpu(24)), 1);
    EXPECT_EQ(fewestGpusThatFit(workload, roundGpu(4)), 3); // 9.3 GiB + 3 x ~0.42 on 12 GiB
    EXPECT_EQ(fewestGpusThatFit(workload, roundGpu(1)), std::nullopt);
}

TEST(LlmFitTest, OutOfRangeInputsAreClampedNotTrusted) {
    LlmWorkload workload = roundWorkload();
    workload.contextTokens = -5;
    workload.sequences = 0;
    const LlmPlan plan = planLlm(workload, roundGpu(), 1, roundCalibration());
    EXPECT_TRUE(std::isfinite(plan.memory.totalGiB()));
    ASSERT_TRUE(plan.speed);
    EXPECT_GT(plan.speed->decodeTokensPerSecond, 0);
    EXPECT_EQ(planLlm(workload, std::vector<Gpu>{}, roundCalibration()).fits, false);
}

TEST(LlmTaskNames, ParseTheirOwnSpellings) {
    for (const LlmTask task : {LlmTask::Inference, LlmTask::LoRA, LlmTask::QLoRA, LlmTask::FullFineTuning}) {
        EXPECT_EQ(parseLlmTask(toString(task)), task);
    }
    EXPECT_EQ(parseMultiGpuSplit("TENSOR"), MultiGpuSplit::Tensor);
    EXPECT_FALSE(parseMultiGpuSplit("pipeline"));
}

} // namespace

namespace {

TEST(BuildLlmCapacity, UsesTheFewestLargestCardsThatHoldTheModel) {
    LlmWorkload workload = roundWorkload();
    workload.model.parameters = workload.model.activeParameters = 5e9; // 9.3 GiB in F16
    // Mixed build: 4, 12 and 4 GiB cards. The 12 GiB card alone holds it.
    const std::vector<Gpu> build{roundGpu(4), roundGpu(12), roundGpu(4)};
    const BuildLlmCapacity capacity = buildLlmCapacity(build, workload);
    EXPECT_EQ(capacity.buildGpus, 3);
    ASSERT_TRUE(capacity.gpusUsed);
    EXPECT_EQ(*capacity.gpusUsed, 1);
    EXPECT_DOUBLE_EQ(capacity.plan.memoryAvailableGiB, 12);
    // Three 4 GiB cards: all three are needed (see FewestGpusThatFitCountsUpToTheLimit).
    const std::vector<Gpu> small(3, roundGpu(4));
    EXPECT_EQ(buildLlmCapacity(small, workload).gpusUsed, 3);
    // Two of them are not enough: no count, and the plan on both says by how much.
    const BuildLlmCapacity tooSmall = buildLlmCapacity(std::vector<Gpu>(2, roundGpu(4)), workload);
    EXPECT_FALSE(tooSmall.gpusUsed);
    EXPECT_EQ(tooSmall.plan.gpuCount, 2);
    EXPECT_LT(tooSmall.plan.marginGiB, 0);
    EXPECT_FALSE(buildLlmCapacity(std::vector<Gpu>{}, workload).gpusUsed);
}

TEST(BuildLlmCapacity, ReportsThePresetsItNamesInFourBits) {
    std::vector<LlmModel> presets;
    for (const std::string_view key : {"llama3.1-70b", "llama3.1-8b", "other"}) {
        LlmModel model = roundModel();
        model.key = std::string(key);
        model.name = std::string(key);
        presets.push_back(model);
    }
    const std::vector<LlmWorkload> workloads = buildCheckLlmWorkloads(presets);
    ASSERT_EQ(workloads.size(), 2u);
    EXPECT_EQ(workloads[0].model.key, "llama3.1-8b"); // smallest first, as listed
    EXPECT_EQ(workloads[1].model.key, "llama3.1-70b");
    EXPECT_EQ(workloads[0].weights, WeightFormat::Q4_K_M);
    EXPECT_EQ(workloads[0].contextTokens, 4096);
}

} // namespace

// Issue 37: the planner at its edges.
namespace {

LlmWorkload tensorSplit() {
    LlmWorkload workload = roundWorkload();
    workload.split = MultiGpuSplit::Tensor;
    return workload;
}

} // namespace

// An NVLink bridge joins two cards: four bridged PCIe cards talk over PCIe like unbridged ones,
// while SXM modules share an NVSwitch however many there are.
TEST(LlmSpeedTest, NvlinkBridgesPairTwoCardsOnly) {
    Gpu bridged = roundGpu();
    bridged.nvlink = true;
    for (const int cards : {3, 4}) {
        const LlmPlan withBridges = planLlm(tensorSplit(), bridged, cards, roundCalibration());
        const LlmPlan without = planLlm(tensorSplit(), roundGpu(), cards, roundCalibration());
        ASSERT_TRUE(withBridges.speed && without.speed) << cards;
        EXPECT_DOUBLE_EQ(withBridges.speed->decodeTokensPerSecond, without.speed->decodeTokensPerSecond)
            << cards;
    }
    Gpu module = bridged;
    module.slotWidth = 0; // SXM
    const LlmPlan sxm = planLlm(tensorSplit(), module, 4, roundCalibration());
    const LlmPlan pcie = planLlm(tensorSplit(), roundGpu(), 4, roundCalibration());
    EXPECT_GT(sxm.speed->decodeTokensPerSecond, pcie.speed->decodeTokensPerSecond);
}

// Blackwell's tensor cores run FP4 at twice their FP8 rate; FP8 weights run at the FP8 rate.
TEST(LlmSpeedTest, Fp4PrefillOnBlackwellRunsAtTwiceTheFp8Rate) {
    Gpu blackwell = roundGpu();
    blackwell.tensorCoreGeneration = 5;
    blackwell.fp8TensorTflops = 200;
    EXPECT_DOUBLE_EQ(prefillTensorTflops(blackwell, WeightFormat::Fp4), 400);
    EXPECT_DOUBLE_EQ(prefillTensorTflops(blackwell, WeightFormat::Fp8), 200);
    Gpu ada = blackwell;
    ada.tensorCoreGeneration = 4;
    EXPECT_DOUBLE_EQ(prefillTensorTflops(ada, WeightFormat::Fp4), 200);
}

// A card left with no free memory once its own overhead is paid takes no layers and leaves the
// plan no margin; one with less than that overhead makes the plan not fit.
TEST(LlmFitTest, ACardWithNoFreeMemoryLeavesNoMargin) {
    LlmWorkload lora = roundWorkload();
    lora.task = LlmTask::LoRA; // a fixed overhead of exactly llmGpuOverheadGiB on the second card
    const LlmPlan full = planLlm(lora, std::vector<Gpu>{roundGpu(48), roundGpu(0.4)}, roundCalibration());
    EXPECT_TRUE(full.fits);
    EXPECT_EQ(full.marginGiB, 0) << "the empty card caps the margin, whatever the first card has spare";
    const LlmPlan over = planLlm(lora, std::vector<Gpu>{roundGpu(48), roundGpu(0.3)}, roundCalibration());
    EXPECT_FALSE(over.fits);
    EXPECT_NEAR(over.marginGiB, -0.1, 1e-9);
}
