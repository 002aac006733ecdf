// Multi-GPU throughput: seed facts P10, B7, B9.

#include "gpuadvisor/core/scaling.h"

#include <gtest/gtest.h>

#include <vector>

using namespace gpuadvisor;

TEST(Scaling, EightGpusMatchTheGuidesFigures) {
    // seed fact P10: 8x A100 = 7.00x one A100; 8x V100 = 6.67x one V100 (conv nets, 5 % more
    // overhead on the older interconnect); Transformers carry 7 % more overhead there.
    EXPECT_NEAR(multiGpuSpeedup(8, true, Workload::Cnn), 7.00, 1e-9);
    EXPECT_NEAR(multiGpuSpeedup(8, true, Workload::Transformer), 7.00, 1e-9);
    EXPECT_NEAR(multiGpuSpeedup(8, false, Workload::Cnn), 6.67, 0.005);
    EXPECT_NEAR(multiGpuSpeedup(8, false, Workload::Transformer), 7.00 / 1.07, 1e-9);
}

TEST(Scaling, SpeedupGrowsWithEveryGpuButLessThanLinearly) {
    EXPECT_DOUBLE_EQ(multiGpuSpeedup(1, true, Workload::Transformer), 1.0);
    EXPECT_DOUBLE_EQ(multiGpuSpeedup(0, true, Workload::Transformer), 0.0);
    double previous = 1.0;
    for (int count = 2; count <= 8; ++count) {
        const double speedup = multiGpuSpeedup(count, false, Workload::Transformer);
        EXPECT_GT(speedup, previous) << count;
        EXPECT_LT(speedup, count) << count;
        EXPECT_GT(multiGpuSpeedup(count, true, Workload::Transformer), speedup) << count;
        previous = speedup;
    }
}

TEST(Scaling, MixedCardsRunAtTheSlowestCardsSpeed) {
    // seed fact B9.
    const std::vector<double> mixed{1.0, 0.5, 0.8, 1.0};
    const std::vector<double> slowest(4, 0.5);
    EXPECT_DOUBLE_EQ(combinedThroughput(mixed, true, Workload::Cnn, 16),
                     combinedThroughput(slowest, true, Workload::Cnn, 16));
    EXPECT_DOUBLE_EQ(combinedThroughput(mixed, true, Workload::Cnn, 16),
                     0.5 * multiGpuSpeedup(4, true, Workload::Cnn));
    EXPECT_DOUBLE_EQ(combinedThroughput({}, true, Workload::Cnn, 16), 0.0);
}

TEST(Scaling, FourLanesCostFourGpusButNotTwo) {
    // seed fact B7: x4 is fine for 2 GPUs; 4 GPUs on x4 lose 5-10 %; x8 preferred.
    EXPECT_DOUBLE_EQ(pcieLaneEfficiency(4, 2), 1.0);
    EXPECT_GE(pcieLaneEfficiency(4, 4), 0.90);
    EXPECT_LE(pcieLaneEfficiency(4, 4), 0.95);
    EXPECT_DOUBLE_EQ(pcieLaneEfficiency(8, 4), 1.0);
    EXPECT_DOUBLE_EQ(pcieLaneEfficiency(16, 8), 1.0);
    const std::vector<double> four(4, 1.0);
    EXPECT_LT(combinedThroughput(four, true, Workload::Transformer, 4),
              combinedThroughput(four, true, Workload::Transformer, 8));
}
