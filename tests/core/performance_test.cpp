// The performance model's mechanics on hand-made cards; the seed checks against the shipped
// catalog are in tests/db/shipped_model_test.cpp.

#include "gpuadvisor/core/model/modelconstants.h"
#include "gpuadvisor/core/model/performance.h"

#include "samplegpus.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace gpuadvisor;
using gpuadvisor::testing::sampleConsumerGpu;

namespace {

/// An Ada card like the RTX 4090, with FP8.
Gpu sampleAdaGpu() {
    Gpu gpu = sampleConsumerGpu();
    gpu.name = "RTX 4090";
    gpu.architecture = Architecture::Ada;
    gpu.tensorCoreGeneration = 4;
    gpu.bandwidthGBps = 1008;
    gpu.fp16TensorTflops = 330.3;
    gpu.fp16TensorFp32AccumulateTflops = 165.2;
    gpu.fp8TensorTflops = 660.6;
    gpu.fp32Tflops = 82.58;
    gpu.l2CacheMb = 72;
    gpu.boardPowerWatts = 450;
    return gpu;
}

/// The same card with every throughput and the power doubled.
Gpu doubled(Gpu gpu) {
    gpu.name += " x2";
    gpu.bandwidthGBps *= 2;
    gpu.fp32Tflops *= 2;
    gpu.boardPowerWatts *= 2;
    for (auto* rate : {&gpu.fp16TensorTflops, &gpu.fp16TensorFp32AccumulateTflops, &gpu.bf16TensorTflops,
                       &gpu.int8TensorTops, &gpu.fp8TensorTflops}) {
        if (*rate) {
            **rate *= 2;
        }
    }
    return gpu;
}

double factorValue(const PerformanceExplanation& explanation, FactorKind kind) {
    for (const auto& factor : explanation.factors) {
        if (factor.kind == kind) {
            return factor.value;
        }
    }
    ADD_FAILURE() << "no factor " << toString(kind);
    return 0;
}

} // namespace

TEST(PerformanceModel, TheReferenceScoresOneForEveryMetricAndWorkload) {
    for (const Gpu& reference : {sampleConsumerGpu(), sampleAdaGpu()}) {
        for (Metric metric : allMetrics) {
            for (Workload workload : allWorkloads) {
                EXPECT_DOUBLE_EQ(PerformanceModel(reference, {metric, workload}).relative(reference), 1.0)
                    << reference.name << " " << toString(metric) << " " << toString(workload);
            }
        }
    }
}

TEST(PerformanceModel, TheExplanationsFactorsMultiplyToTheFigure) {
    const PerformanceModel model(sampleAdaGpu(), {Metric::Inference8, Workload::Transformer});
    const Gpu card = sampleConsumerGpu();
    const PerformanceExplanation explanation = model.explain(card);
    ASSERT_EQ(explanation.factors.size(), factorKindCount);
    double product = 1;
    for (const auto& factor : explanation.factors) {
        EXPECT_GT(factor.value, 0) << toString(factor.kind);
        EXPECT_FALSE(factIds(factor.kind).empty()) << toString(factor.kind);
        product *= factor.value;
    }
    EXPECT_NEAR(product, explanation.relative, 1e-12);
    EXPECT_NEAR(explanation.relative, model.relative(card), 1e-12);
    // The inputs are the datasheet figures the factors came from.
    EXPECT_DOUBLE_EQ(explanation.factors[static_cast<int>(FactorKind::MemoryBandwidth)].cardInput, 936);
    EXPECT_DOUBLE_EQ(explanation.factors[static_cast<int>(FactorKind::MemoryBandwidth)].referenceInput, 1008);
}

TEST(PerformanceModel, AnyCardCanBeTheReferenceWithoutChangingTheRatios) {
    const Gpu ampere = sampleConsumerGpu();
    const Gpu ada = sampleAdaGpu();
    for (Metric metric : allMetrics) {
        const double adaOverAmpere = PerformanceModel(ampere, {metric, Workload::Cnn}).relative(ada);
        const double ampereOverAda = PerformanceModel(ada, {metric, Workload::Cnn}).relative(ampere);
        EXPECT_NEAR(adaOverAmpere * ampereOverAda, 1.0, 1e-12) << toString(metric);
    }
}

TEST(PerformanceModel, ACardWithEveryResourceDoubledIsTwiceAsFast) {
    // The three throughput weights sum to 1 and every other factor is a ratio.
    for (Metric metric : allMetrics) {
        for (Workload workload : allWorkloads) {
            const FactorWeights weights = factorWeights(metric, workload);
            EXPECT_NEAR(weights.bandwidth + weights.matrix + weights.sm, 1.0, 1e-12);
            const Gpu card = sampleAdaGpu();
            EXPECT_NEAR(PerformanceModel(card, {metric, workload}).relative(doubled(card)), 2.0, 1e-9)
                << toString(metric) << " " << toString(workload);
        }
    }
}

TEST(PerformanceModel, MoreBandwidthAloneIsFasterAndMoreSoForTransformers) {
    // seed facts P2, P6: bandwidth is the first-order term, weighted more for Transformers.
    const Gpu card = sampleConsumerGpu();
    Gpu faster = card;
    faster.bandwidthGBps *= 1.5;
    const double transformer =
        PerformanceModel(card, {Metric::Training16, Workload::Transformer}).relative(faster);
    const double cnn = PerformanceModel(card, {Metric::Training16, Workload::Cnn}).relative(faster);
    EXPECT_GT(cnn, 1.0);
    EXPECT_GT(transformer, cnn);
    EXPECT_LT(transformer, 1.5);
}

TEST(PerformanceModel, ACardWithoutTensorCoresIsFarBehindItsBandwidthPeer) {
    // seed facts P1, P4, R8: a GTX 16-style card with the same bandwidth and FP32 rate. P4's tile
    // is 504 / 235 cycles; the model applies it to the matmul share of a step (modelconstants.h),
    // which leaves a card well behind: measured, a GTX 1080 Ti trains at 0.76 of an RTX 2080.
    const Gpu withTensorCores = sampleConsumerGpu();
    Gpu without = withTensorCores;
    without.name = "no tensor cores";
    without.architecture = Architecture::Turing;
    without.tensorCoreGeneration = 0;
    without.fp16TensorTflops.reset();
    without.fp16TensorFp32AccumulateTflops.reset();
    without.bf16TensorTflops.reset();
    without.int8TensorTops.reset();
    const PerformanceModel model(withTensorCores, {Metric::Training16, Workload::Transformer});
    const PerformanceExplanation explanation = model.explain(without);
    EXPECT_DOUBLE_EQ(factorValue(explanation, FactorKind::TensorCores), std::pow(235.0 / 504.0, 0.15));
    EXPECT_LT(explanation.relative, 0.85);
}

TEST(PerformanceModel, CycleExampleConstantsAreTheGuides) {
    // seed fact P4: 504, 235 and 200 cycles for a 32x32 matmul tile on Ampere latencies.
    EXPECT_DOUBLE_EQ(model::cyclesWithoutTensorCores, 504);
    EXPECT_DOUBLE_EQ(model::cyclesWithTensorCores, 235);
    EXPECT_DOUBLE_EQ(model::cyclesWithAsyncCopy, 200);
    EXPECT_NEAR(model::tmaEightBitFactor, 1.175, 1e-12);
}

TEST(PerformanceModel, EightBitOnOlderCardsUsesInt8TensorCoresUnlessFollowingTheGuide) {
    // seed facts P14, P17: FP8 cards gain from 8-bit. The guide says Int8 on Ampere runs at about
    // 16-bit speed (P17, for LLM.int8-style inference); batch inference on INT8 tensor cores
    // (TensorRT) runs at the INT8 rate with half the bytes, which is what the model uses by default.
    const Gpu ampere = sampleConsumerGpu();
    const Gpu ada = sampleAdaGpu();
    ASSERT_TRUE(ampere.int8TensorTops);
    PerformanceQuery guide8{Metric::Inference8, Workload::Transformer};
    guide8.olderEightBit = OlderEightBit::SixteenBitSpeed;
    const PerformanceQuery measured8{Metric::Inference8, Workload::Transformer};
    const PerformanceQuery sixteen{Metric::Inference16, Workload::Transformer};

    // Following P17, the Ampere card falls behind the FP8 card in 8-bit.
    EXPECT_LT(PerformanceModel(ada, guide8).relative(ampere),
              PerformanceModel(ada, sixteen).relative(ampere));
    const PerformanceExplanation guideAmpere = PerformanceModel(ampere, guide8).explain(ampere);
    // Inference accumulates in FP16, at full rate on GeForce.
    EXPECT_DOUBLE_EQ(guideAmpere.factors[static_cast<int>(FactorKind::MatrixThroughput)].cardInput,
                     *ampere.fp16TensorTflops);

    // With INT8 tensor cores it runs at its INT8 rate and moves half the bytes.
    const PerformanceExplanation int8Ampere = PerformanceModel(ada, measured8).explain(ampere);
    EXPECT_DOUBLE_EQ(int8Ampere.factors[static_cast<int>(FactorKind::MatrixThroughput)].cardInput,
                     *ampere.int8TensorTops);
    EXPECT_DOUBLE_EQ(int8Ampere.factors[static_cast<int>(FactorKind::EightBitData)].cardInput, 1);
    EXPECT_GT(PerformanceModel(ada, measured8).relative(ampere),
              PerformanceModel(ada, guide8).relative(ampere));

    const PerformanceExplanation onAda = PerformanceModel(ampere, guide8).explain(ada);
    EXPECT_DOUBLE_EQ(onAda.factors[static_cast<int>(FactorKind::MatrixThroughput)].cardInput, 660.6);
    EXPECT_GT(factorValue(onAda, FactorKind::EightBitData), 1.0);
    // Ada has no Tensor Memory Accelerator (P21).
    EXPECT_DOUBLE_EQ(factorValue(onAda, FactorKind::TensorMemoryAccelerator), 1.0);
}

TEST(PerformanceModel, StructuredSparsityDoublesTheMatrixRateOnAmpereAndLaterOnly) {
    // seed fact P15: up to 2x matmul speed from 2:4 sparsity, Ampere and later.
    const Gpu ampere = sampleConsumerGpu();
    Gpu turing = ampere;
    turing.name = "Turing";
    turing.architecture = Architecture::Turing;
    turing.tensorCoreGeneration = 2;
    const PerformanceQuery dense{Metric::Inference16, Workload::Transformer, false};
    const PerformanceQuery sparse{Metric::Inference16, Workload::Transformer, true};
    // Turing as the reference: it does not gain, so each ratio shows the card's own gain.
    const PerformanceModel denseModel(turing, dense);
    const PerformanceModel sparseModel(turing, sparse);
    const auto matrixRate = [](const PerformanceModel& model, const Gpu& card) {
        return model.explain(card).factors[static_cast<int>(FactorKind::MatrixThroughput)].cardInput;
    };
    EXPECT_DOUBLE_EQ(matrixRate(sparseModel, ampere) / matrixRate(denseModel, ampere), 2.0);
    EXPECT_DOUBLE_EQ(matrixRate(sparseModel, turing) / matrixRate(denseModel, turing), 1.0);
    // End to end the gain is below 2x: matmuls are not the only work ("up to").
    const double gain = sparseModel.relative(ampere) / denseModel.relative(ampere);
    EXPECT_GT(gain, 1.0);
    EXPECT_LT(gain, 1.6);
}

TEST(PerformanceModel, PowerLimitCurveCostsSevenPercentForFiftyWattsOnA2080Ti) {
    // seed fact P18: 4x RTX 2080 Ti (250 W) limited by 50 W lose about 7 %.
    EXPECT_NEAR(powerLimitSpeedFactor(200, 250), 0.93, 1e-9);
    // A 300 W limit on a 350 W RTX 3090 (the guide's 4-GPU example) costs about 5 %.
    EXPECT_NEAR(powerLimitSpeedFactor(300, 350), 0.951, 0.002);
    EXPECT_DOUBLE_EQ(powerLimitSpeedFactor(350, 350), 1.0);
    EXPECT_DOUBLE_EQ(powerLimitSpeedFactor(400, 350), 1.0);
    double previous = 0;
    for (double limit = 100; limit <= 350; limit += 10) {
        const double factor = powerLimitSpeedFactor(limit, 350);
        EXPECT_GT(factor, previous);
        previous = factor;
    }
    EXPECT_EQ(powerLimitSpeedFactor(0, 350), 0.0);
    EXPECT_EQ(powerLimitSpeedFactor(std::nan(""), 350), 0.0);
}

TEST(PerformanceModel, ALowPowerVersionOfACardIsSlowerAlongThePowerCurve) {
    // seed fact P18 applied to datasheets: the same chip on a smaller power budget (a workstation
    // or low-profile variant) clocks lower.
    const Gpu card = sampleAdaGpu();
    Gpu lowPower = card;
    lowPower.boardPowerWatts = 300;
    const PerformanceExplanation explanation =
        PerformanceModel(card, {Metric::Training16, Workload::Transformer}).explain(lowPower);
    EXPECT_NEAR(factorValue(explanation, FactorKind::PowerBudget), powerLimitSpeedFactor(300, 450), 0.02);
    EXPECT_LT(explanation.relative, 1.0);
}

TEST(PerformanceModel, ModelEnumsRoundTrip) {
    for (Metric metric : allMetrics) {
        EXPECT_EQ(parseMetric(toString(metric)), metric);
    }
    for (Workload workload : allWorkloads) {
        EXPECT_EQ(parseWorkload(toString(workload)), workload);
    }
    EXPECT_EQ(parseMetric("TRAINING16"), Metric::Training16);
    EXPECT_FALSE(parseMetric("training32"));
    EXPECT_FALSE(parseWorkload("rnn"));
}

TEST(PerformanceModel, LessMemoryMeansASmallerTrainingBatchAndLowerThroughput) {
    // Lambda's BERT-large batch sizes (28 on 24 GB, 112 on 80 GB) and seed fact P10 (+13.5 % per
    // doubling of the batch): a card with less memory trains slower, and only in training.
    Gpu large = sampleConsumerGpu();
    Gpu small = large;
    small.name = "Small";
    small.memoryGb = 10;
    const TrainingBatchProfile& profile = batchProfile(shippedModelParameters(), Workload::Transformer);
    EXPECT_NEAR(trainingBatch(profile, 24), 28, 0.5);
    EXPECT_NEAR(trainingBatch(profile, 80), 106, 7); // Lambda ran 112
    EXPECT_DOUBLE_EQ(trainingBatch(profile, 2), 1);  // at least one sample
    const PerformanceModel training(large, {Metric::Training16, Workload::Transformer});
    const double batch10 = trainingBatch(profile, 10);
    const double batch24 = trainingBatch(profile, 24);
    const double expected = batch10 / (batch10 + profile.halfThroughputBatch) /
                            (batch24 / (batch24 + profile.halfThroughputBatch));
    EXPECT_NEAR(training.relative(small), expected, 1e-12);
    EXPECT_NEAR(factorValue(training.explain(small), FactorKind::BatchSize), expected, 1e-12);
    // A doubling at V100's 16 sequences gains P10's 13.5 %.
    const double b0 = profile.halfThroughputBatch;
    EXPECT_NEAR((32 / (32 + b0)) / (16 / (16 + b0)), 1.135, 0.002);
    // Compared at one batch size, and in inference, memory does not matter.
    PerformanceQuery equal{Metric::Training16, Workload::Transformer};
    equal.equalBatch = true;
    EXPECT_DOUBLE_EQ(PerformanceModel(large, equal).relative(small), 1.0);
    EXPECT_DOUBLE_EQ(PerformanceModel(large, {Metric::Inference16, Workload::Transformer}).relative(small),
                     1.0);
}

// seed fact P9: an L2 that holds the working set (BERT-large in Ada's 72 MB) helps, more L2 than
// that adds nothing, less helps less, and large-batch inference gains too. (The 1.5-2.0x itself
// is checked on the shipped RTX 4090 in tests/db/shipped_model_test.cpp.)
TEST(PerformanceModel, AnL2HelpsUntilItHoldsTheWorkingSetAndInInferenceToo) {
    const Gpu ada = sampleAdaGpu();
    Gpu noL2 = ada;
    noL2.name = "RTX 4090 without L2";
    noL2.l2CacheMb = 0;
    const PerformanceQuery training{Metric::Training16, Workload::Transformer};
    EXPECT_GT(PerformanceModel(noL2, training).relative(ada), 1.0);

    Gpu moreL2 = ada;
    moreL2.name = "RTX 4090 with 128 MB L2";
    moreL2.l2CacheMb = 128;
    EXPECT_DOUBLE_EQ(PerformanceModel(ada, training).relative(moreL2), 1.0) << "the working set already fits";
    Gpu lessL2 = ada;
    lessL2.name = "RTX 4090 with 36 MB L2";
    lessL2.l2CacheMb = 36;
    EXPECT_LT(PerformanceModel(ada, training).relative(lessL2), 1.0);

    for (Metric metric : {Metric::Inference16, Metric::Inference8}) {
        EXPECT_GT(factorValue(PerformanceModel(noL2, {metric, Workload::Transformer}).explain(ada),
                              FactorKind::L2Cache),
                  1.0)
            << toString(metric);
    }
}
