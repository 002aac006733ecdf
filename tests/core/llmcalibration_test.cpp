// Fitting the LLM planner to llama.cpp measurements (issue 31): the rows say how they ran (the
// generation length, flash attention, an older build), and the fit recovers every share and factor
// from measurements that a known calibration would produce.

#include "gpuadvisor/core/llm/llmcalibration.h"

#include "samplegpus.h"
#include "testdate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>

using namespace gpuadvisor;
using gpuadvisor::testing::day;

namespace {

BenchmarkResult llamaRow(std::string gpu, BenchmarkTask task, int batch, std::string software, Date day) {
    BenchmarkResult row;
    row.gpuName = std::move(gpu);
    row.gpuCount = 1;
    row.model = "round";
    row.task = task;
    row.precision = "q4_0";
    row.batchSize = batch;
    row.software = std::move(software);
    row.value = 100;
    row.unit = "tokens/s";
    row.measuredOn = day;
    return row;
}

TEST(LlmMeasurementsTest, TheSoftwareColumnSaysTheGenerationLengthFlashAttentionAndTheBuildsAge) {
    const Date august2025 = day(2025, 8, 1);
    const Date may2024 = day(2024, 5, 15);
    const Date september2024 = day(2024, 9, 1);
    std::vector<BenchmarkResult> rows{
        llamaRow("A", BenchmarkTask::LlmDecode, 1,
                 "llama.cpp 2241453, CUDA, llama-bench tg128, flash attention on", august2025),
        llamaRow("A", BenchmarkTask::LlmPrefill, 512,
                 "llama.cpp 2241453, CUDA, llama-bench pp512, Flash Attention Off", august2025),
        llamaRow("B", BenchmarkTask::LlmDecode, 1, "llama.cpp build 2824 (May 2024), llama-bench", may2024),
        llamaRow("C", BenchmarkTask::LlmDecode, 1, "llama.cpp, llama-bench tg", september2024),
        llamaRow("D", BenchmarkTask::LlmDecode, 1, "llama.cpp", day(2024, 8, 1)),
        llamaRow("E", BenchmarkTask::LlmDecode, 1, "llama.cpp", day(2024, 8, 2)),
    };
    BenchmarkResult twoGpus = rows[0];
    twoGpus.gpuCount = 2; // a multi-GPU run is not a one-card measurement
    rows.push_back(twoGpus);
    const std::vector<LlmMeasurement> measurements = llmMeasurements(rows);
    ASSERT_EQ(measurements.size(), 6u);
    EXPECT_EQ(measurements[0].tokens, 128);
    EXPECT_TRUE(measurements[0].flashAttention);
    EXPECT_EQ(measurements[1].tokens, 512); // a prompt's length is its batch size
    EXPECT_FALSE(measurements[1].flashAttention);
    EXPECT_EQ(measurements[2].tokens, 512); // not said: llama-bench's old default
    EXPECT_FALSE(measurements[2].flashAttention);
    EXPECT_EQ(measurements[3].tokens, 512); // "tg" without a number
    // A build is older when it ran a year or more before the newest row: 443 days, 334 days.
    EXPECT_FALSE(measurements[0].olderBuild);
    EXPECT_TRUE(measurements[2].olderBuild);
    EXPECT_FALSE(measurements[3].olderBuild);
    EXPECT_TRUE(measurements[4].olderBuild);  // exactly 365 days
    EXPECT_FALSE(measurements[5].olderBuild); // 364 days
}

LlmModel calibrationModel() {
    LlmModel model;
    model.key = "round";
    model.name = "Round";
    model.parameters = 7e9;
    model.activeParameters = 7e9;
    model.layers = 32;
    model.hiddenSize = 4096;
    model.attentionHeads = 32;
    model.kvHeads = 8;
    model.headDim = 128;
    model.intermediateSize = 11008;
    model.vocabulary = 32000;
    model.maxContext = 4096;
    model.source = "test";
    return model;
}

Gpu card(std::string name, std::string memory, double bandwidth, double tflops) {
    Gpu gpu = gpuadvisor::testing::sampleConsumerGpu();
    gpu.name = std::move(name);
    gpu.memoryGb = 80;
    gpu.memoryType = std::move(memory);
    gpu.bandwidthGBps = bandwidth;
    gpu.fp16TensorTflops = tflops;
    gpu.fp8TensorTflops.reset();
    return gpu;
}

// Measurements made by a known calibration, on GDDR and HBM cards, in 16-bit and Q4_0, with flash
// attention on and off, some by a build two years older: the fit finds every share and factor
// again, and the newest day. A fit that ignored a factor, mixed up the GDDR and HBM shares, or
// scaled the integer kernels by the tensor rate, could not.
TEST(LlmCalibrationFitTest, RecoversTheCalibrationThatMadeTheMeasurements) {
    LlmCalibration truth;
    truth.gddrBandwidthShare = 0.82;
    truth.hbmBandwidthShare = 0.47;
    truth.fixedSecondsPerStep = 1.2e-3;
    truth.f16TensorShare = 0.55;
    truth.quantizedTensorShare = 0.45;
    truth.integerKernelTflopsPerSmGhz = 0.4;
    truth.smallSharedMemoryExponent = 0.9;
    truth.flashAttentionDecodeFactor = 1.04;
    truth.flashAttentionPrefillFactor = 1.12;
    truth.olderBuildDecodeFactor = 0.85;
    truth.olderBuildPrefillFactor = 0.7;
    std::vector<Gpu> gpus{card("G1", "GDDR6X", 1000, 330), card("G2", "GDDR7", 1800, 420),
                          card("G3", "GDDR6", 450, 90),    card("H1", "HBM3", 3350, 990),
                          card("H2", "HBM2e", 2000, 312),  card("V1", "HBM2", 900, 125)};
    // SM-GHz apart from the tensor rates (the integer kernels follow them); one card of 96 KB
    // SMs; one without 8-bit tensor cores (quantised prompts dequantised to 16 bits).
    const double fp32[] = {82.6, 104.8, 13.4, 66.9, 19.5, 15.7};
    for (std::size_t i = 0; i < gpus.size(); ++i) {
        gpus[i].fp32Tflops = fp32[i];
    }
    gpus[2].sharedMemoryPerSmKb = 96;
    gpus[5].tensorCoreGeneration = 1;
    gpus[5].int8TensorTops.reset();
    const std::vector<LlmModel> models{calibrationModel()};
    const Date newest = day(2025, 8, 1);
    const Date older = day(2023, 8, 1);
    std::vector<LlmMeasurement> measurements;
    int index = 0;
    for (const Gpu& gpu : gpus) {
        for (const WeightFormat weights : {WeightFormat::F16, WeightFormat::Q4_0}) {
            for (const LlmTest test : {LlmTest::Decode, LlmTest::Prefill}) {
                for (const bool flash : {false, true}) {
                    LlmMeasurement m;
                    m.gpuName = gpu.name;
                    m.modelKey = "round";
                    m.weights = weights;
                    m.test = test;
                    m.tokens = test == LlmTest::Decode ? 128 : 512;
                    m.flashAttention = flash;
                    // Every third row ran an older build.
                    m.olderBuild = ++index % 3 == 0;
                    m.measuredOn = m.olderBuild ? older : newest;
                    m.tokensPerSecond = estimatedTokensPerSecond(m, models[0], gpu, truth);
                    measurements.push_back(m);
                }
            }
        }
    }
    const LlmCalibration fitted = fitLlmCalibration(measurements, gpus, models);
    EXPECT_NEAR(fitted.gddrBandwidthShare, truth.gddrBandwidthShare, 1e-3);
    EXPECT_NEAR(fitted.hbmBandwidthShare, truth.hbmBandwidthShare, 1e-3);
    EXPECT_NEAR(fitted.fixedSecondsPerStep, truth.fixedSecondsPerStep, 1e-5);
    EXPECT_NEAR(fitted.f16TensorShare, truth.f16TensorShare, 1e-3);
    EXPECT_NEAR(fitted.quantizedTensorShare, truth.quantizedTensorShare, 1e-3);
    EXPECT_NEAR(fitted.integerKernelTflopsPerSmGhz, truth.integerKernelTflopsPerSmGhz, 1e-3);
    EXPECT_NEAR(fitted.smallSharedMemoryExponent, truth.smallSharedMemoryExponent, 1e-3);
    EXPECT_NEAR(fitted.flashAttentionDecodeFactor, truth.flashAttentionDecodeFactor, 1e-3);
    EXPECT_NEAR(fitted.flashAttentionPrefillFactor, truth.flashAttentionPrefillFactor, 1e-3);
    EXPECT_NEAR(fitted.olderBuildDecodeFactor, truth.olderBuildDecodeFactor, 1e-3);
    EXPECT_NEAR(fitted.olderBuildPrefillFactor, truth.olderBuildPrefillFactor, 1e-3);
    EXPECT_EQ(fitted.newestMeasurement, newest);

    // Without runs both with and without flash attention, or without older builds, those
    // factors have nothing to fit and stay 1; without a card of small SMs the exponent stays 0.
    std::vector<LlmMeasurement> plain;
    for (const LlmMeasurement& m : measurements) {
        if (!m.flashAttention && !m.olderBuild && m.gpuName[0] == 'G' && m.gpuName != "G3") {
            plain.push_back(m);
        }
    }
    const LlmCalibration bare = fitLlmCalibration(plain, gpus, models);
    EXPECT_EQ(bare.flashAttentionDecodeFactor, 1);
    EXPECT_EQ(bare.flashAttentionPrefillFactor, 1);
    EXPECT_EQ(bare.olderBuildDecodeFactor, 1);
    EXPECT_EQ(bare.olderBuildPrefillFactor, 1);
    EXPECT_EQ(bare.smallSharedMemoryExponent, 0);
    EXPECT_NEAR(bare.integerKernelTflopsPerSmGhz, truth.integerKernelTflopsPerSmGhz, 1e-3);
    EXPECT_NEAR(bare.quantizedTensorShare, bare.f16TensorShare, 1e-12); // no dequantising card: its sibling
    EXPECT_NEAR(bare.gddrBandwidthShare, truth.gddrBandwidthShare, 1e-3);
    EXPECT_NEAR(bare.hbmBandwidthShare, bare.gddrBandwidthShare, 1e-12); // no HBM card: its sibling

    // And the other way round (issue 37): rows of HBM cards only say nothing of GDDR, so a GDDR
    // card is planned at the HBM share the rows measured, not at wherever the search left a share
    // no row constrains.
    std::vector<LlmMeasurement> hbmOnly;
    for (const LlmMeasurement& m : measurements) {
        if (!m.flashAttention && !m.olderBuild && m.gpuName[0] != 'G') {
            hbmOnly.push_back(m);
        }
    }
    const LlmCalibration hbm = fitLlmCalibration(hbmOnly, gpus, models);
    EXPECT_NEAR(hbm.hbmBandwidthShare, truth.hbmBandwidthShare, 1e-3);
    EXPECT_NEAR(hbm.gddrBandwidthShare, hbm.hbmBandwidthShare, 1e-12); // no GDDR card: its sibling
}

// Leave one card out: every card's rows are estimated by the calibration fitted on the other
// cards' rows alone (issue 37). One card measured 40 % faster than the rest would pull an
// in-sample fit toward itself; the cross-validated estimate must not see it.
TEST(LlmCalibrationFitTest, CrossValidationEstimatesEachCardWithoutItsOwnRows) {
    const LlmCalibration truth = shippedLlmCalibration();
    std::vector<Gpu> gpus{card("G1", "GDDR6X", 1000, 330), card("G2", "GDDR7", 1800, 420),
                          card("G3", "GDDR6", 450, 90), card("H1", "HBM3", 3350, 990)};
    const std::vector<LlmModel> models{calibrationModel()};
    const Date newest = day(2025, 8, 1);
    std::vector<LlmMeasurement> measurements;
    for (const Gpu& gpu : gpus) {
        for (const LlmTest test : {LlmTest::Decode, LlmTest::Prefill}) {
            LlmMeasurement m;
            m.gpuName = gpu.name;
            m.modelKey = "round";
            m.weights = WeightFormat::F16;
            m.test = test;
            m.tokens = test == LlmTest::Decode ? 128 : 512;
            m.measuredOn = newest;
            m.tokensPerSecond =
                estimatedTokensPerSecond(m, models[0], gpu, truth) * (gpu.name == "G2" ? 1.4 : 1);
            measurements.push_back(m);
        }
    }
    const std::vector<LlmValidationRow> rows = crossValidateLlm(measurements, gpus, models);
    ASSERT_EQ(rows.size(), measurements.size());
    for (const LlmValidationRow& row : rows) {
        std::vector<LlmMeasurement> others;
        for (const LlmMeasurement& m : measurements) {
            if (m.gpuName != row.measurement.gpuName) {
                others.push_back(m);
            }
        }
        const LlmCalibration withoutIt = fitLlmCalibration(others, gpus, models);
        const Gpu& gpu = *std::find_if(gpus.begin(), gpus.end(),
                                       [&](const Gpu& g) { return g.name == row.measurement.gpuName; });
        EXPECT_DOUBLE_EQ(row.estimated, estimatedTokensPerSecond(row.measurement, models[0], gpu, withoutIt))
            << row.measurement.gpuName;
        EXPECT_DOUBLE_EQ(row.error, row.estimated / row.measurement.tokensPerSecond - 1);
    }
    // G2's own rows, left out, are estimated as the others run: about 1 / 1.4 of what it measured.
    const auto g2 = std::find_if(rows.begin(), rows.end(), [](const LlmValidationRow& row) {
        return row.measurement.gpuName == "G2" && row.measurement.test == LlmTest::Decode;
    });
    ASSERT_NE(g2, rows.end());
    EXPECT_NEAR(g2->error, 1 / 1.4 - 1, 0.02);
    // The first-order baseline leaves the card out too: for decode it is bandwidth over the
    // weights (the same model everywhere, so they cancel) times the median of the other three
    // cards' measured tokens/s per GB/s (G1 1000, G3 450, H1 3350 GB/s); G2 has 1800 GB/s.
    const auto decodeOf = [&](const char* name) {
        return std::find_if(
                   measurements.begin(), measurements.end(),
                   [&](const LlmMeasurement& m) { return m.gpuName == name && m.test == LlmTest::Decode; })
            ->tokensPerSecond;
    };
    std::vector<double> perGBps{decodeOf("G1") / 1000, decodeOf("G3") / 450, decodeOf("H1") / 3350};
    std::sort(perGBps.begin(), perGBps.end());
    EXPECT_NEAR(g2->baseline, perGBps[1] * 1800, 1e-9 * g2->baseline);
}

} // namespace
