// The LLM planner on the shipped catalog, presets and llama.cpp measurements: the shipped
// calibration is the fit of the shipped data, the three calibration cards come out close, and
// the error on cards left out of the fit is within what the product promises.

#include "shippedcatalogtest.h"

#include "gpuadvisor/core/llm/llmcalibration.h"
#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/db/llmdata.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <iostream>

using namespace gpuadvisor;

namespace {

class ShippedLlmTest : public ShippedCatalogTest {
protected:
    static const LlmPresets& data() {
        static const LlmPresets loaded = loadLlmPresets(QString());
        return loaded;
    }
    static const std::vector<LlmMeasurement>& measurements() {
        static const std::vector<LlmMeasurement> shipped = llmMeasurements(*s_benchmarks);
        return shipped;
    }
    /// Every measured device estimated by the fit without it: computed once for the suite.
    static const std::vector<LlmValidationRow>& crossValidated() {
        static const std::vector<LlmValidationRow> rows =
            crossValidateLlm(measurements(), *s_gpus, data().models);
        return rows;
    }
    static const LlmModel& model(std::string_view key) {
        const LlmModel* found = findLlmModel(data().models, key);
        if (!found) {
            ADD_FAILURE() << key << " is not a preset";
            static const LlmModel none;
            return none;
        }
        return *found;
    }
    static LlmWorkload workload(std::string_view key, WeightFormat weights, int context) {
        LlmWorkload w;
        w.model = model(key);
        w.weights = weights;
        w.contextTokens = context;
        return w;
    }
};

TEST_F(ShippedLlmTest, ShippedPresetsAndMeasurementsParseAndEveryPresetNamesItsSource) {
    EXPECT_GE(data().models.size(), 20u);
    // 14 rows of May 2024 (three cards) and 35 of the 2025 CUDA scoreboard (15 catalog cards).
    EXPECT_EQ(measurements().size(), 105u);
    for (const LlmModel& preset : data().models) {
        EXPECT_FALSE(preset.source.empty()) << preset.name;
        EXPECT_LE(preset.activeParameters, preset.parameters) << preset.name;
    }
    // Every measurement's card is in the catalog and its model is a preset.
    for (const LlmMeasurement& measurement : measurements()) {
        card(measurement.gpuName);
        model(measurement.modelKey);
    }
}

TEST_F(ShippedLlmTest, ShippedCalibrationIsTheFitOfTheShippedMeasurements) {
    const LlmCalibration fitted = fitLlmCalibration(measurements(), *s_gpus, data().models);
    const LlmCalibration& shipped = shippedLlmCalibration();
    EXPECT_NEAR(shipped.gddrBandwidthShare, fitted.gddrBandwidthShare, 0.005);
    EXPECT_NEAR(shipped.hbmBandwidthShare, fitted.hbmBandwidthShare, 0.005);
    EXPECT_NEAR(shipped.fixedSecondsPerStep, fitted.fixedSecondsPerStep, 0.02e-3);
    EXPECT_NEAR(shipped.f16TensorShare, fitted.f16TensorShare, 0.005);
    EXPECT_NEAR(shipped.quantizedTensorShare, fitted.quantizedTensorShare, 0.005);
    EXPECT_NEAR(shipped.integerKernelTflopsPerSmGhz, fitted.integerKernelTflopsPerSmGhz, 0.0005);
    EXPECT_NEAR(shipped.smallSharedMemoryExponent, fitted.smallSharedMemoryExponent, 0.005);
    EXPECT_NEAR(shipped.flashAttentionDecodeFactor, fitted.flashAttentionDecodeFactor, 0.005);
    EXPECT_NEAR(shipped.flashAttentionPrefillFactor, fitted.flashAttentionPrefillFactor, 0.005);
    EXPECT_NEAR(shipped.olderBuildDecodeFactor, fitted.olderBuildDecodeFactor, 0.005);
    EXPECT_NEAR(shipped.olderBuildPrefillFactor, fitted.olderBuildPrefillFactor, 0.005);
    EXPECT_EQ(shipped.newestMeasurement, fitted.newestMeasurement);
    // Each backend other than CUDA with its factors over the CUDA estimate (issue 34).
    ASSERT_EQ(shipped.backends.size(), fitted.backends.size());
    for (std::size_t i = 0; i < fitted.backends.size(); ++i) {
        const LlmBackendFactor& backend = fitted.backends[i];
        std::cout << "backend " << backend.backend << ": decode " << backend.decode << " prefill "
                  << backend.prefill << " on " << backend.devices << " devices\n";
        EXPECT_EQ(shipped.backends[i].backend, backend.backend);
        EXPECT_NEAR(shipped.backends[i].decode, backend.decode, 0.005) << backend.backend;
        EXPECT_NEAR(shipped.backends[i].prefill, backend.prefill, 0.005) << backend.backend;
        EXPECT_EQ(shipped.backends[i].devices, backend.devices) << backend.backend;
    }
    std::cout << "fit: gddr " << fitted.gddrBandwidthShare << " hbm " << fitted.hbmBandwidthShare << " fixed "
              << fitted.fixedSecondsPerStep * 1e3 << " ms, f16 " << fitted.f16TensorShare << " quantized "
              << fitted.quantizedTensorShare << " integer " << fitted.integerKernelTflopsPerSmGhz
              << " small smem " << fitted.smallSharedMemoryExponent << " flash "
              << fitted.flashAttentionDecodeFactor << "/" << fitted.flashAttentionPrefillFactor << " older "
              << fitted.olderBuildDecodeFactor << "/" << fitted.olderBuildPrefillFactor << " newest "
              << formatIsoDate(fitted.newestMeasurement) << "\n";
}

// What the fit learnt from the 2025 scoreboard, each a fact a buyer would notice: current
// llama.cpp reaches far less of an H100's datasheet tensor rate than of a consumer card's (9,918
// tokens/s against an RTX 4090's 11,993 at 512-token prompts), flash attention speeds prompts more
// than generation, and the decode estimate is no longer 20 % low on current cards.
TEST_F(ShippedLlmTest, TheFitFollowsTheCurrentScoreboard) {
    const LlmCalibration& shipped = shippedLlmCalibration();
    EXPECT_LT(std::pow(96.0 / 128.0, shipped.smallSharedMemoryExponent), 0.9); // Turing's 2080 Ti
    EXPECT_GT(shipped.flashAttentionPrefillFactor, shipped.flashAttentionDecodeFactor);
    EXPECT_GT(shipped.flashAttentionDecodeFactor, 1.0);
    LlmWorkload prompt = workload("llama2-7b", WeightFormat::Q4_0, 512);
    prompt.flashAttention = false;
    const double h100 = planLlm(prompt, card("H100 SXM"), 1).speed->prefillTokensPerSecond;
    const double rtx4090 = planLlm(prompt, card("RTX 4090"), 1).speed->prefillTokensPerSecond;
    EXPECT_LT(h100 / rtx4090,
              card("H100 SXM").fp16TensorTflops.value() / card("RTX 4090").fp16TensorTflops.value());
    // Current decode on the newest rows: no longer low on every card.
    std::vector<double> signedErrors;
    for (const LlmMeasurement& measurement : measurements()) {
        if (measurement.test == LlmTest::Decode && !measurement.olderBuild) {
            signedErrors.push_back(estimatedTokensPerSecond(measurement, model(measurement.modelKey),
                                                            card(measurement.gpuName), shipped) /
                                       measurement.tokensPerSecond -
                                   1);
        }
    }
    ASSERT_GE(signedErrors.size(), 10u);
    std::sort(signedErrors.begin(), signedErrors.end());
    EXPECT_LT(std::abs(signedErrors[signedErrors.size() / 2]), 0.08);
}

TEST_F(ShippedLlmTest, CrossValidatedTypicalErrorsAreTheOnesTheAppQuotes) {
    const std::vector<LlmValidationRow>& rows = crossValidated();
    // Every measurement is checked but the M2 Ultra's prompts: Apple publishes no compute rate for it.
    ASSERT_EQ(rows.size(), measurements().size() - 3);
    for (const LlmValidationRow& row : rows) {
        std::cout << row.measurement.gpuName << " " << row.measurement.modelKey << " "
                  << weightFormatInfo(row.measurement.weights).key << " "
                  << (row.measurement.test == LlmTest::Decode ? "tg" : "pp") << row.measurement.tokens
                  << ": measured " << row.measurement.tokensPerSecond << ", estimated without the card "
                  << row.estimated << " (" << std::round(row.error * 1000) / 10 << " %)\n";
    }
    // The quoted errors are those of the newest builds, which the estimates describe; a change that
    // makes them grow fails here (and must be quoted).
    EXPECT_NEAR(shippedLlmCalibration().decodeTypicalError, medianAbsoluteError(rows, LlmTest::Decode, true),
                0.005);
    EXPECT_NEAR(shippedLlmCalibration().prefillTypicalError,
                medianAbsoluteError(rows, LlmTest::Prefill, true), 0.005);
}

// Issue 34's target for devices the fit has not seen, on every vendor: decode median within 12 %,
// prefill within 20 %, leaving each device out (its backend factor refitted without it).
TEST_F(ShippedLlmTest, OtherVendorsDevicesLeftOutComeWithinTheFidelityTargets) {
    const std::vector<LlmValidationRow>& rows = crossValidated();
    std::vector<LlmValidationRow> otherVendors;
    for (const LlmValidationRow& row : rows) {
        if (card(row.measurement.gpuName).vendor != "NVIDIA" || row.measurement.backend != "CUDA") {
            otherVendors.push_back(row);
            std::cout << row.measurement.gpuName << " " << row.measurement.backend << " "
                      << (row.measurement.test == LlmTest::Decode ? "tg" : "pp") << ": measured "
                      << row.measurement.tokensPerSecond << ", estimated " << row.estimated << " ("
                      << std::round(row.error * 1000) / 10 << " %)\n";
        }
    }
    ASSERT_GE(otherVendors.size(), 20u);
    const double decode = medianAbsoluteError(otherVendors, LlmTest::Decode);
    const double prefill = medianAbsoluteError(otherVendors, LlmTest::Prefill);
    std::cout << "other backends and vendors, left out: decode median " << decode * 100 << " %, prefill "
              << prefill * 100 << " %\n";
    EXPECT_LE(decode, 0.12);
    EXPECT_LE(prefill, 0.20);
    // The errors the app states for estimates on those backends are these medians.
    EXPECT_NEAR(shippedLlmCalibration().otherBackendsDecodeTypicalError, decode, 0.005);
    EXPECT_NEAR(shippedLlmCalibration().otherBackendsPrefillTypicalError, prefill, 0.005);
    EXPECT_DOUBLE_EQ(shippedLlmCalibration().typicalError(true, "Metal"), 0.118);
    EXPECT_DOUBLE_EQ(shippedLlmCalibration().typicalError(false, "rocm"), 0.164);
    EXPECT_DOUBLE_EQ(shippedLlmCalibration().typicalError(true, "CUDA"), 0.077);
}

// The calibration cards with the shipped calibration: decode within 15 % and prefill within 35 %
// of every measurement of the newest builds (those the estimates describe). The prefill outliers
// are real: an L40 runs prompts about 28 % faster than its datasheet rate predicts, an RTX 2080 Ti
// about 33 % slower, and one share per format cannot follow both.
TEST_F(ShippedLlmTest, CalibrationCardsComeOutCloseToTheirMeasurements) {
    // The CUDA rows the shares are fitted on; the other backends, one factor each over many devices,
    // are held to the fidelity targets above instead.
    for (const LlmMeasurement& measurement : measurements()) {
        // The Tesla M40 (Maxwell, on CUDA's legacy line since 2025-08, S2) is the one Maxwell card:
        // its generation comes out 44 % high, which the fidelity figures above include.
        const Gpu& gpu = card(measurement.gpuName);
        if (measurement.olderBuild || measurement.backend != "CUDA" || !gpu.hasComputeFigures() ||
            gpu.architecture == Architecture::Maxwell) {
            continue;
        }
        const double estimate = estimatedTokensPerSecond(measurement, model(measurement.modelKey),
                                                         card(measurement.gpuName), shippedLlmCalibration());
        EXPECT_NEAR(estimate / measurement.tokensPerSecond, 1.0,
                    measurement.test == LlmTest::Decode ? 0.15 : 0.35)
            << measurement.gpuName << " " << measurement.modelKey << " tokens/s "
            << measurement.tokensPerSecond;
    }
}

// The example: llama.cpp runs Llama 3 8B F16 (14.96 GiB) on a 16 GB RTX 4080, whose
// memory is binary; it does not fit on a 12 GB card.
TEST_F(ShippedLlmTest, Llama3EightBInF16FitsOnSixteenGbRtx4080) {
    const LlmPlan plan = planLlm(workload("llama3-8b", WeightFormat::F16, 512), card("RTX 4080"), 1);
    EXPECT_TRUE(plan.fits) << plan.memory.totalGiB();
    EXPECT_NEAR(plan.memory.weightsGiB, 14.96, 0.05);
    EXPECT_FALSE(planLlm(workload("llama3-8b", WeightFormat::F16, 512), card("RTX 4070 Ti"), 1).fits);
}

// "Does Llama 3 70B at 4-bit fit on two RTX 3090s?" Yes at a 4,096-token context; not on one.
TEST_F(ShippedLlmTest, Llama70BQ4FitsOnTwoRtx3090sNotOne) {
    const LlmWorkload w = workload("llama3-70b", WeightFormat::Q4_K_M, 4096);
    EXPECT_FALSE(planLlm(w, card("RTX 3090"), 1).fits);
    const LlmPlan two = planLlm(w, card("RTX 3090"), 2);
    ASSERT_TRUE(two.fits);
    ASSERT_TRUE(two.speed);
    EXPECT_EQ(fewestGpusThatFit(w, card("RTX 3090")), 2);
    // A layer split reads each half in turn: slower than one card with twice the memory would be
    // only by the hop, and in the range llama.cpp users report (10-25 tokens/s).
    EXPECT_GT(two.speed->decodeTokensPerSecond, 10);
    EXPECT_LT(two.speed->decodeTokensPerSecond, 25);
}

} // namespace

namespace {

// A user's presets file adds models, replaces a shipped one by key, and names the file, line
// and column of a bad row while keeping the good ones.
TEST(UserLlmPresets, ExtendAndReplaceTheShippedOnesAndReportBadRowsByLine) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("llm-models.csv"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("key,name,parameters,active_parameters,layers,hidden_size,attention_heads,kv_heads,head_dim,"
               "intermediate_size,vocabulary,tied_embeddings,max_context,source\n"
               "our-13b,Our 13B,13B,,40,5120,40,40,128,13824,32000,no,4096,our lab's config.json\n"
               "llama3-8b,Llama 3 8B (ours),8.03B,,32,4096,32,8,128,14336,128256,no,16384,our fine-tune\n"
               "broken,Broken,ten,,40,5120,40,40,128,13824,32000,no,4096,x\n");
    file.close();
    const LlmPresets shipped = loadLlmPresets(QString());
    const LlmPresets presets = loadLlmPresets(path);
    EXPECT_EQ(presets.userModels, 2);
    EXPECT_EQ(presets.models.size(), shipped.models.size() + 1);
    ASSERT_TRUE(findLlmModel(presets.models, "our-13b"));
    EXPECT_EQ(findLlmModel(presets.models, "llama3-8b")->maxContext, 16384);
    ASSERT_EQ(presets.problems.size(), 1);
    EXPECT_TRUE(
        presets.problems.front().contains(QStringLiteral("llm-models.csv, line 4, column parameters")))
        << presets.problems.front().toStdString();
    // No file: the shipped presets and no problem.
    EXPECT_TRUE(loadLlmPresets(dir.filePath(QStringLiteral("absent.csv"))).problems.isEmpty());
}

} // namespace
