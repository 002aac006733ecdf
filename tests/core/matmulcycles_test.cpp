// The guide's 32x32 matmul cycle example (seed facts P3, P4).

#include "gpuadvisor/core/model/matmulcycles.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

TEST(MatmulCycles, AmpereLatenciesGive504And235And200) {
    // seed fact P4: 200 + 8x34 + 8x4 = 504; 200 + 34 + 1 = 235; 165 + 34 + 1 = 200.
    const MatmulCycles cycles = matmulCycles(ampereLatencies());
    EXPECT_DOUBLE_EQ(cycles.withoutTensorCores, 504);
    EXPECT_DOUBLE_EQ(cycles.withTensorCores, 235);
    EXPECT_DOUBLE_EQ(cycles.withAsyncCopy, 200);
    // "about 15 % faster again"
    EXPECT_NEAR(cycles.asyncSpeedup(), 1.175, 0.001);
    EXPECT_NEAR(cycles.tensorCoreSpeedup(), 504.0 / 235.0, 1e-12);
}

TEST(MatmulCycles, Edition2020LatenciesGive392And221) {
    // seed facts P3, P4: the 2020 edition's 392 vs 221 cycles.
    const MatmulCycles cycles = matmulCycles(edition2020Latencies());
    EXPECT_DOUBLE_EQ(cycles.withoutTensorCores, 392);
    EXPECT_DOUBLE_EQ(cycles.withTensorCores, 221);
}

TEST(MatmulCycles, EditedLatenciesRecompute) {
    MatmulLatencies latencies = ampereLatencies();
    latencies.sharedMemory = 20;
    latencies.globalMemory = 380; // P3's global-memory latency instead of the example's 200
    const MatmulCycles cycles = matmulCycles(latencies);
    EXPECT_DOUBLE_EQ(cycles.withoutTensorCores, 380 + 8 * 20 + 8 * 4);
    EXPECT_DOUBLE_EQ(cycles.withTensorCores, 380 + 20 + 1);
    EXPECT_DOUBLE_EQ(cycles.withAsyncCopy, (380 - 20 - 1) + 20 + 1);
}

TEST(MatmulCycles, NegativeLatenciesCountAsZeroAndTheOverlapNeverGoesNegative) {
    const MatmulCycles cycles = matmulCycles(MatmulLatencies{10, 34, -4, 1});
    EXPECT_DOUBLE_EQ(cycles.withoutTensorCores, 10 + 8 * 34);
    EXPECT_DOUBLE_EQ(cycles.withAsyncCopy, 0 + 34 + 1);
}
