// seed fact P16: the ranges of the 16-bit training formats, and which one a card trains in.

#include "gpuadvisor/core/model/numberformat.h"

#include "samplegpus.h"

#include <gtest/gtest.h>

#include <limits>

using namespace gpuadvisor;

TEST(NumberFormat, Fp16TopsOutAt65504AndNeedsLossScaling) { // seed fact P16
    EXPECT_EQ(largestFinite(fp16Format), 65504.0);
    EXPECT_TRUE(needsLossScaling(fp16Format));
}

TEST(NumberFormat, Bf16AndTf32HaveFp32sRangeAndNeedNoLossScaling) { // seed fact P16
    // "about ±3e38": the same exponent as FP32, whose largest float the computation reproduces.
    EXPECT_DOUBLE_EQ(largestFinite(fp32Format), static_cast<double>(std::numeric_limits<float>::max()));
    EXPECT_NEAR(largestFinite(bf16Format), 3.39e38, 0.01e38);
    EXPECT_GT(largestFinite(bf16Format) / largestFinite(fp32Format), 0.99);
    EXPECT_FALSE(needsLossScaling(bf16Format));
    EXPECT_FALSE(needsLossScaling(tf32Format));
    EXPECT_FALSE(needsLossScaling(fp32Format));
    // TF32 trades precision, not range: FP16's mantissa inside FP32's exponent.
    EXPECT_EQ(tf32Format.mantissaBits, fp16Format.mantissaBits);
    EXPECT_EQ(tf32Format.exponentBits, fp32Format.exponentBits);
}

TEST(NumberFormat, CardsWithBf16TensorCoresTrainInBf16OthersInFp16) { // seed fact P16
    Gpu ampere = gpuadvisor::testing::sampleConsumerGpu();
    ampere.tensorCoreGeneration = 3;
    ampere.bf16TensorTflops = 71;
    EXPECT_EQ(trainingFormat(ampere).name, "BF16");

    Gpu turing = ampere;
    turing.tensorCoreGeneration = 2;
    turing.bf16TensorTflops.reset();
    EXPECT_EQ(trainingFormat(turing).name, "FP16");

    Gpu pascal = turing;
    pascal.tensorCoreGeneration = 0;
    EXPECT_EQ(trainingFormat(pascal).name, "FP16");
}

// seed facts P19, P5: Amdahl's law over a step, 30 % of it on tensor-core matmuls.
TEST(NumberFormat, MixedPrecisionSpeedsUpTheMatmulShareByTheRateRatioAndTheRestByHalfTheBytes) {
    Gpu turing = gpuadvisor::testing::sampleConsumerGpu();
    turing.tensorCoreGeneration = 2;
    turing.fp32Tflops = 10;
    turing.fp16TensorFp32AccumulateTflops = 40; // 4x FP32
    EXPECT_NEAR(mixedPrecisionSpeedup(turing), 0.3 * 4 + 0.7 * 2, 1e-12);
    Gpu faster = turing;
    faster.fp16TensorFp32AccumulateTflops = 80;
    EXPECT_GT(mixedPrecisionSpeedup(faster), mixedPrecisionSpeedup(turing));

    Gpu pascal = turing;
    pascal.tensorCoreGeneration = 0;
    pascal.fp16TensorFp32AccumulateTflops.reset();
    EXPECT_EQ(mixedPrecisionSpeedup(pascal), 1.0); // G3: no low-precision speed-up
}
