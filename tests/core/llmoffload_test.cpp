// Offload to system RAM (issue 35): the split of a dense and of a mixture-of-experts model worked
// out by hand, the limits of both memories, and the directions a buyer relies on (more RAM
// bandwidth is never slower; a model that fits on the GPU is never offloaded).

#include "gpuadvisor/core/llm/llmoffload.h"
#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/core/llm/llmupgrades.h"

#include "roundllm.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace gpuadvisor;
using gpuadvisor::testing::GiB;
using gpuadvisor::testing::roundCalibration;
using gpuadvisor::testing::roundGpu;
using gpuadvisor::testing::roundModel;
using gpuadvisor::testing::roundWorkload;

namespace {

/// What every card holds whatever its share (roundWorkload, 1,000-token context): 0.4 GiB of
/// context and workspaces, a 512-token micro-batch of hidden buffers (512 x 1000 x 16 bytes) and
/// of logits (512 x 1000 x 4 bytes).
constexpr double fixedBytes = 0.4 * GiB + 512 * 1000 * 16 + 512 * 1000 * 4;

/// 100 GB/s of RAM of which the CPU reaches half: 50e9 bytes a second.
HostMemory roundHost(double ramGb = 64) {
    HostMemory host;
    host.ramGb = ramGb;
    host.bandwidthGBps = 100;
    host.cpuBandwidthShare = 0.5;
    return host;
}

/// roundModel turned into a mixture of experts: 10 MoE layers of 10 experts, 2 a token, each
/// 3 x 1000 x 1000 = 3e6 parameters. Routed experts 3e8, the rest (attention, embeddings) 1e8;
/// active 1e8 + 10 x 2 x 3e6 = 1.6e8.
LlmModel roundExperts() {
    LlmModel model = roundModel();
    model.parameters = 4e8;
    model.activeParameters = 1.6e8;
    model.moeLayers = 10;
    model.experts = 10;
    model.expertsPerToken = 2;
    model.expertIntermediateSize = 1000;
    return model;
}

} // namespace

// seed: issue 35, "hand-computed splits for ... an MoE model".
TEST(LlmOffload, AMixtureOfExpertsKeepsSharedWeightsOnTheGpuAndWholeExpertLayersInRam) {
    LlmWorkload workload = roundWorkload(WeightFormat::F16);
    workload.model = roundExperts();
    workload.host = roundHost();
    // F16: one layer's experts hold 10 x 3e6 x 2 = 60e6 bytes; a token reads 2 x 3e6 x 2 = 12e6.
    // The GPU must hold 4e8 x 2 - 10 x 60e6 = 2e8 bytes of shared weights and the 4e6-byte KV
    // cache (1000 tokens x 10 layers x 2 x 100 x 2 bytes); room for 3.5 expert layers more.
    const double gpuBytes = fixedBytes + 2e8 + 4e6 + 3.5 * 60e6;
    const LlmPlan plan = planLlm(workload, roundGpu(gpuBytes / GiB), 1, roundCalibration());
    ASSERT_TRUE(plan.offload);
    EXPECT_TRUE(plan.fits);
    EXPECT_TRUE(plan.offloaded());
    const LlmOffload& split = *plan.offload;
    EXPECT_TRUE(split.experts);
    EXPECT_EQ(split.layers, 10);
    EXPECT_EQ(split.layersOnGpu, 3);
    EXPECT_NEAR(split.gpuMustHoldGiB * GiB, 2e8 + 4e6, 1);
    EXPECT_NEAR(split.gpuHeldGiB * GiB, 2e8 + 4e6 + 3 * 60e6, 1);
    EXPECT_NEAR(split.ramHeldGiB * GiB, 7 * 60e6, 1);
    EXPECT_NEAR(plan.marginGiB * GiB, 0.5 * 60e6, 1);
    // llama.cpp keeps the experts of the other 7 layers on the CPU.
    EXPECT_EQ(llamaCppOffloadFlag(split), "--n-cpu-moe 7");
    // Decode: 7 x 12e6 = 84e6 bytes from RAM at 50e9 B/s = 1.68 ms. From the GPU: the active body
    // (1.6e8 - 2e6 embeddings) x 2 + the 1e6-parameter output x 2 = 3.18e8, plus the KV cache at
    // half the context (2e6), less RAM's 84e6: 2.36e8 bytes at 500e9 B/s = 0.472 ms. Fixed 1 ms;
    // 7 expert layers in RAM cross to the CPU and back: 14 x 30 us = 0.42 ms.
    EXPECT_NEAR(split.ramBytesPerToken, 84e6, 1);
    EXPECT_NEAR(split.gpuBytesPerToken, 2.36e8, 1);
    EXPECT_NEAR(split.ramSecondsPerStep, 1.68e-3, 1e-9);
    EXPECT_NEAR(split.hopSecondsPerStep, 0.42e-3, 1e-12);
    ASSERT_TRUE(plan.speed);
    EXPECT_NEAR(plan.speed->decodeTokensPerSecond, 1 / (0.472e-3 + 1e-3 + 1.68e-3 + 0.42e-3), 0.01);
    // The same step at 45 % and 80 % of the RAM's bandwidth bounds the assumption.
    EXPECT_NEAR(split.decodeTokensPerSecondLow, 1 / (0.472e-3 + 1e-3 + 84e6 / 45e9 + 0.42e-3), 0.01);
    EXPECT_NEAR(split.decodeTokensPerSecondHigh, 1 / (0.472e-3 + 1e-3 + 84e6 / 80e9 + 0.42e-3), 0.01);
    // Prefill: 7 x 60e6 bytes cross PCIe 4.0 x16 (25 GB/s) every 512 tokens: 32.8 us a token, on
    // top of 3.4e8 FLOPs (2 x 1.6e8 + attention 4 x 10 x 500 x 1000) at 50 TFLOPS = 6.8 us.
    EXPECT_NEAR(split.pcieGBps, 25, 1e-12);
    EXPECT_NEAR(split.pcieSecondsPerToken, 4.2e8 / 25e9 / 512, 1e-12);
    EXPECT_NEAR(plan.speed->prefillTokensPerSecond, 1 / (6.8e-6 + 4.2e8 / 25e9 / 512), 0.5);
}

// seed: issue 35, "hand-computed splits for a dense ... model".
TEST(LlmOffload, ADenseModelKeepsWholeLayersWithTheirKvCacheInRam) {
    LlmWorkload workload = roundWorkload(WeightFormat::F16);
    workload.host = roundHost();
    // Embeddings and output, 2e6 x 2 = 4e6 bytes, stay on the GPU. A layer holds (1.996e9 bytes of
    // body + 4e6 of KV cache) / 10 = 2e8; room for 4.5 of them.
    const double gpuBytes = fixedBytes + 4e6 + 4.5 * 2e8;
    const LlmPlan plan = planLlm(workload, roundGpu(gpuBytes / GiB), 1, roundCalibration());
    ASSERT_TRUE(plan.offloaded());
    const LlmOffload& split = *plan.offload;
    EXPECT_FALSE(split.experts);
    EXPECT_EQ(split.layers, 10);
    EXPECT_EQ(split.layersOnGpu, 4);
    EXPECT_EQ(llamaCppOffloadFlag(split), "-ngl 4"); // llama.cpp counts the layers on the GPU
    EXPECT_NEAR(split.ramHeldGiB * GiB, 6 * 2e8, 1);
    // A token reads (1.996e9 + 2e6 of KV at half the context) / 10 = 1.998e8 a layer: 6 in RAM.
    EXPECT_NEAR(split.ramBytesPerToken, 6 * 1.998e8, 1);
    EXPECT_NEAR(split.ramSecondsPerStep, 6 * 1.998e8 / 50e9, 1e-9);
    // One trip to the CPU and back, 30 us each way.
    EXPECT_NEAR(split.hopSecondsPerStep, 2 * 30e-6, 1e-12);
    // Only the weights stream for the prompt: 6 x 1.996e8.
    EXPECT_NEAR(split.pcieSecondsPerToken, 6 * 1.996e8 / 25e9 / 512, 1e-12);
}

TEST(LlmOffload, AModelThatFitsOnTheGpuIsNotOffloaded) {
    LlmWorkload workload = roundWorkload(WeightFormat::F16);
    workload.host = roundHost();
    const LlmPlan roomy = planLlm(workload, roundGpu(24), 1, roundCalibration());
    EXPECT_TRUE(roomy.fits);
    EXPECT_FALSE(roomy.offload);
    // Exactly enough: the whole model on the GPU with nothing to spare is still not an offload.
    const double exact = fixedBytes + 2e9 + 4e6;
    const LlmPlan tight = planLlm(workload, roundGpu(exact / GiB), 1, roundCalibration());
    EXPECT_TRUE(tight.fits);
    EXPECT_FALSE(tight.offload);
    // One byte short of it: the last layer goes to RAM.
    const LlmPlan shortOne = planLlm(workload, roundGpu((exact - 1) / GiB), 1, roundCalibration());
    ASSERT_TRUE(shortOne.offloaded());
    EXPECT_EQ(shortOne.offload->layersOnGpu, 9);
}

TEST(LlmOffload, TheSplitNeverExceedsEitherMemory) {
    for (const bool experts : {false, true}) {
        LlmWorkload workload = roundWorkload(WeightFormat::Q8_0);
        if (experts) {
            workload.model = roundExperts();
        }
        for (double ramGb = 8; ramGb <= 12; ramGb += 0.25) {
            workload.host = roundHost(ramGb);
            for (double gpuGiB = 0.45; gpuGiB <= 1.6; gpuGiB += 0.01) {
                const LlmPlan plan = planLlm(workload, roundGpu(gpuGiB), 1, roundCalibration());
                if (!plan.offload) {
                    EXPECT_TRUE(plan.fits) << gpuGiB;
                    continue;
                }
                const LlmOffload& split = *plan.offload;
                const double gpuFree = (gpuGiB * GiB - fixedBytes) / GiB;
                EXPECT_LE(split.layersOnGpu, split.layers);
                EXPECT_LT(split.layersOnGpu, split.layers) << "nothing to move is no offload";
                if (split.fits()) {
                    EXPECT_LE(split.gpuHeldGiB, gpuFree + 1e-12) << experts << " " << gpuGiB << " " << ramGb;
                    EXPECT_LE(split.ramHeldGiB, ramGb - hostReservedGb + 1e-12) << experts << " " << ramGb;
                    EXPECT_GE(plan.marginGiB, -1e-12);
                    EXPECT_TRUE(plan.fits);
                } else {
                    EXPECT_FALSE(plan.fits);
                    EXPECT_FALSE(plan.speed);
                    if (split.limit == LlmOffloadLimit::Ram) {
                        EXPECT_GT(split.ramHeldGiB, ramGb - hostReservedGb);
                    } else {
                        EXPECT_GT(split.gpuMustHoldGiB, gpuFree);
                    }
                }
            }
        }
    }
}

TEST(LlmOffload, RamThatCannotHoldTheRestIsNamedAsTheLimit) {
    LlmWorkload workload = roundWorkload(WeightFormat::F16);
    workload.host = roundHost(8 + 1.2e9 / GiB); // usable: exactly the 6 layers' 1.2e9 bytes
    const double gpuBytes = fixedBytes + 4e6 + 4.5 * 2e8;
    EXPECT_TRUE(planLlm(workload, roundGpu(gpuBytes / GiB), 1, roundCalibration()).offloaded());
    workload.host.ramGb -= 0.01;
    const LlmPlan shortOfRam = planLlm(workload, roundGpu(gpuBytes / GiB), 1, roundCalibration());
    ASSERT_TRUE(shortOfRam.offload);
    EXPECT_EQ(shortOfRam.offload->limit, LlmOffloadLimit::Ram);
    EXPECT_FALSE(shortOfRam.fits);
}

TEST(LlmOffload, SharedWeightsThatDoNotFitOnTheGpuAreNamedAsTheLimit) {
    LlmWorkload workload = roundWorkload(WeightFormat::F16);
    workload.model = roundExperts();
    workload.host = roundHost(1000);
    // 2e8 bytes of shared weights and 4e6 of KV cache must stay; 1e8 of room is not enough.
    const LlmPlan plan = planLlm(workload, roundGpu((fixedBytes + 1e8) / GiB), 1, roundCalibration());
    ASSERT_TRUE(plan.offload);
    EXPECT_EQ(plan.offload->limit, LlmOffloadLimit::GpuMemory);
    EXPECT_FALSE(plan.fits);
}

TEST(LlmOffload, MoreRamBandwidthOrGpuMemoryIsNeverSlower) {
    for (const bool experts : {false, true}) {
        LlmWorkload workload = roundWorkload(WeightFormat::Q4_K_M);
        if (experts) {
            workload.model = roundExperts();
        }
        workload.host = roundHost(64);
        double previous = 0;
        for (double gbps = 20; gbps <= 800; gbps *= 1.25) {
            workload.host.bandwidthGBps = gbps;
            const LlmPlan plan = planLlm(workload, roundGpu(0.6), 1, roundCalibration());
            ASSERT_TRUE(plan.offloaded()) << gbps;
            EXPECT_GE(plan.speed->decodeTokensPerSecond, previous) << gbps;
            previous = plan.speed->decodeTokensPerSecond;
        }
        workload.host = roundHost(64);
        previous = 0;
        for (double gpuGiB = 0.45; gpuGiB <= 2; gpuGiB += 0.01) {
            const LlmPlan plan = planLlm(workload, roundGpu(gpuGiB), 1, roundCalibration());
            if (!plan.fits) {
                continue;
            }
            EXPECT_GE(plan.speed->decodeTokensPerSecond, previous - 1e-9) << experts << " " << gpuGiB;
            previous = plan.speed->decodeTokensPerSecond;
        }
    }
}

TEST(LlmOffload, NoOffloadWithoutRamOrWhenTurnedOffOrOnAUnifiedMemorySystem) {
    LlmWorkload workload = roundWorkload(WeightFormat::F16);
    const Gpu small = roundGpu(1);
    EXPECT_FALSE(planLlm(workload, small, 1, roundCalibration()).offload) << "RAM not given";
    workload.host = roundHost();
    EXPECT_TRUE(planLlm(workload, small, 1, roundCalibration()).offloaded());
    workload.offload = LlmOffloadMode::None;
    EXPECT_FALSE(planLlm(workload, small, 1, roundCalibration()).fits);
    workload.offload = LlmOffloadMode::Auto;
    Gpu system = small;
    system.deviceKind = DeviceKind::System;
    EXPECT_FALSE(planLlm(workload, system, 1, roundCalibration()).offload) << "one memory";
    workload.split = MultiGpuSplit::Tensor;
    EXPECT_FALSE(planLlm(workload, small, 2, roundCalibration()).offload) << "equal shards";
    workload.split = MultiGpuSplit::Layers;
    EXPECT_TRUE(planLlm(workload, small, 2, roundCalibration()).offloaded());
    workload.task = LlmTask::QLoRA;
    EXPECT_FALSE(planLlm(workload, small, 1, roundCalibration()).offload) << "training";
}

TEST(LlmOffload, ThePcieLinkIsTheSlowerOfSlotAndCardAndScalesWithLanes) {
    LlmWorkload workload = roundWorkload(WeightFormat::F16);
    workload.host = roundHost();
    Gpu card = roundGpu(1); // PCIe 4.0
    EXPECT_DOUBLE_EQ(planLlm(workload, card, 1, roundCalibration()).offload->pcieGBps, 25);
    workload.host.pcieGeneration = 3;
    EXPECT_DOUBLE_EQ(planLlm(workload, card, 1, roundCalibration()).offload->pcieGBps, 12);
    workload.host.pcieGeneration = 5;
    workload.host.pcieLanes = 8;
    EXPECT_DOUBLE_EQ(planLlm(workload, card, 1, roundCalibration()).offload->pcieGBps, 12.5);
}

TEST(MemoryPlatforms, BandwidthIsChannelsTimesTransfersTimesEightBytes) {
    // The examples: dual-channel DDR4-3200 51 GB/s, dual-channel DDR5-6000 96 GB/s.
    ASSERT_TRUE(findMemoryPlatform("ddr4-3200-2ch"));
    EXPECT_NEAR(findMemoryPlatform("ddr4-3200-2ch")->bandwidthGBps(), 51.2, 1e-9);
    EXPECT_NEAR(findMemoryPlatform("DDR5-6000-2CH")->bandwidthGBps(), 96, 1e-9);
    EXPECT_NEAR(findMemoryPlatform("ddr5-4800-12ch")->bandwidthGBps(), 460.8, 1e-9);
    EXPECT_FALSE(findMemoryPlatform("ddr6"));
    for (std::size_t i = 1; i < memoryPlatforms().size(); ++i) {
        EXPECT_GE(memoryPlatforms()[i].bandwidthGBps(), memoryPlatforms()[i - 1].bandwidthGBps())
            << memoryPlatforms()[i].key << ": slowest first";
    }
    EXPECT_EQ(parseLlmOffloadMode(" AUTO "), LlmOffloadMode::Auto);
    EXPECT_EQ(parseLlmOffloadMode("none"), LlmOffloadMode::None);
    EXPECT_FALSE(parseLlmOffloadMode("some"));
}

TEST(LlmModelShape, WindowedLayersStopGrowingTheirKvCacheAtTheirWindow) {
    // gpt-oss-120b: 36 layers of 8 KV heads of 64; 18 full, 18 with a 128-token window.
    LlmModel model = roundModel();
    model.layers = 36;
    model.kvHeads = 8;
    model.headDim = 64;
    model.fullAttentionLayers = 18;
    model.attentionWindow = 128;
    const double perLayerToken = 2 * 8 * 64; // K and V
    EXPECT_DOUBLE_EQ(model.kvElements(100), 36 * perLayerToken * 100);
    EXPECT_DOUBLE_EQ(model.kvElements(4096), perLayerToken * (18 * 4096 + 18 * 128));
    // 36 KiB a token at F16 in the long run, as the model card's shapes give.
    EXPECT_NEAR(
        (kvCacheBytes(model, KvCacheFormat::F16, 1e6) - kvCacheBytes(model, KvCacheFormat::F16, 5e5)) / 5e5 /
            1024,
        36.0, 1e-9);
}

TEST(LlmOffloadUpgrades, EachUpgradeIsPlannedAndTheFastestComesFirst) {
    LlmWorkload workload = roundWorkload(WeightFormat::F16);
    workload.model = roundExperts();
    workload.host = roundHost(); // 100 GB/s: faster RAM is the first preset of at least 150 GB/s
    const Gpu card = roundGpu((fixedBytes + 2e8 + 4e6 + 3.5 * 60e6) / GiB);
    const LlmPlan now = planLlm(workload, card, 1, roundCalibration());
    ASSERT_TRUE(now.offloaded());
    const std::vector<LlmUpgrade> upgrades = offloadUpgrades(workload, card, 1, roundCalibration());
    ASSERT_EQ(upgrades.size(), 2u) << "another card and faster RAM; RAM is not short";
    double previous = 1e300;
    for (const LlmUpgrade& upgrade : upgrades) {
        ASSERT_TRUE(upgrade.plan.fits);
        EXPECT_GT(upgrade.plan.speed->decodeTokensPerSecond, now.speed->decodeTokensPerSecond);
        EXPECT_LE(upgrade.plan.speed->decodeTokensPerSecond, previous);
        previous = upgrade.plan.speed->decodeTokensPerSecond;
        if (upgrade.kind == LlmUpgradeKind::AnotherGpu) {
            EXPECT_EQ(upgrade.gpuCount, 2);
            // Two cards hold all ten expert layers: no offload left.
            EXPECT_FALSE(upgrade.plan.offload);
        } else {
            ASSERT_EQ(upgrade.kind, LlmUpgradeKind::FasterRam);
            ASSERT_TRUE(upgrade.platform);
            EXPECT_GE(upgrade.host.bandwidthGBps, 150);
            // The slowest preset that is at least 1.5x: none between 150 GB/s and it.
            for (const MemoryPlatform& platform : memoryPlatforms()) {
                EXPECT_FALSE(platform.bandwidthGBps() >= 150 &&
                             platform.bandwidthGBps() < upgrade.host.bandwidthGBps)
                    << platform.key;
            }
            EXPECT_EQ(upgrade.host.ramGb, 64);
        }
    }
}

TEST(LlmOffloadUpgrades, WhenRamIsShortTheSmallestCommonSizeThatHoldsTheRestIsOffered) {
    LlmWorkload workload = roundWorkload(WeightFormat::F16);
    workload.host = roundHost(8.5); // 0.5 GB usable; the 6 layers in RAM need 1.2e9 bytes
    const Gpu card = roundGpu((fixedBytes + 4e6 + 4.5 * 2e8) / GiB);
    const std::vector<LlmUpgrade> upgrades = offloadUpgrades(workload, card, 1, roundCalibration());
    const auto more = std::find_if(upgrades.begin(), upgrades.end(),
                                   [](const LlmUpgrade& u) { return u.kind == LlmUpgradeKind::MoreRam; });
    ASSERT_NE(more, upgrades.end());
    EXPECT_EQ(more->host.ramGb, 16); // 1.2e9 bytes = 1.12 GiB + 8 reserved: 16 is the first size
    EXPECT_TRUE(more->plan.offloaded());
    // Faster RAM alone does not make it fit: it comes after those that do.
    EXPECT_TRUE(upgrades.back().kind == LlmUpgradeKind::FasterRam || !upgrades.back().plan.fits);
    // Nothing to upgrade when the model fits on the card.
    EXPECT_TRUE(offloadUpgrades(workload, roundGpu(24), 1, roundCalibration()).empty());
}

TEST(LlmOffloadUpgrades, TheRamOfferedLeavesTheSystemItsShare) {
    // Ten times the round model: 10 layers of about 2e9 bytes each; the card holds 4 of them.
    LlmWorkload workload = roundWorkload(WeightFormat::F16);
    workload.model.parameters = 1e10;
    workload.model.activeParameters = 1e10;
    workload.host = roundHost(10);
    const Gpu card = roundGpu((fixedBytes + 4e6 + 4.5 * 2e9) / GiB);
    const LlmPlan now = planLlm(workload, card, 1, roundCalibration());
    ASSERT_TRUE(now.offload);
    EXPECT_EQ(now.offload->layersOnGpu, 4);
    // A layer holds (1.9996e10 bytes of body + 4e6 of KV cache) / 10 = 2e9: 6 of them are 11.2 GiB.
    // With the 8 GB the system keeps, 16 GB is short and 32 GB is the size.
    EXPECT_NEAR(now.offload->ramHeldGiB, 6 * 2e9 / GiB, 1e-9);
    EXPECT_EQ(now.offload->limit, LlmOffloadLimit::Ram);
    const std::vector<LlmUpgrade> upgrades = offloadUpgrades(workload, card, 1, roundCalibration());
    const auto more = std::find_if(upgrades.begin(), upgrades.end(),
                                   [](const LlmUpgrade& u) { return u.kind == LlmUpgradeKind::MoreRam; });
    ASSERT_NE(more, upgrades.end());
    EXPECT_EQ(more->host.ramGb, 32);
    EXPECT_TRUE(more->plan.offloaded());
}
