// How many GPUs, and how to build a cluster of them: seed facts R5, R10, R11.

#include "gpuadvisor/core/advice/scaleadvice.h"

#include <gtest/gtest.h>

#include <set>
#include <string_view>

using namespace gpuadvisor;

TEST(ScaleAdvice, GpusForTheTrainingScale) {
    // seed fact R11: 1 GPU small datasets, 2 two runs, 4 medium datasets, 8 reproducing papers.
    EXPECT_EQ(gpusForScale(TrainingScale::SmallDatasets), 1);
    EXPECT_EQ(gpusForScale(TrainingScale::TwoRuns), 2);
    EXPECT_EQ(gpusForScale(TrainingScale::MediumDatasets), 4);
    EXPECT_EQ(gpusForScale(TrainingScale::ReproducePapers), 8);
}

TEST(ScaleAdvice, ClusterTierThresholds) {
    // seed fact R5: < 128, 128+, 256+, 512+, 1024+.
    struct Case {
        int gpus;
        ClusterTier tier;
    };
    for (const Case& c :
         {Case{1, ClusterTier::Small}, Case{127, ClusterTier::Small}, Case{128, ClusterTier::Large},
          Case{255, ClusterTier::Large}, Case{256, ClusterTier::SuperPod}, Case{511, ClusterTier::SuperPod},
          Case{512, ClusterTier::A100Pod}, Case{1023, ClusterTier::A100Pod},
          Case{1024, ClusterTier::Frontier}, Case{100000, ClusterTier::Frontier}}) {
        EXPECT_EQ(clusterAdvice(c.gpus, false).tier, c.tier) << c.gpus << " GPUs";
    }
}

TEST(ScaleAdvice, FleetByServerCount) {
    // seed fact R10: labs with 10 or more servers buy RTX chassis; over 100 servers Tesla or cloud.
    struct Case {
        int gpus;
        int servers;
        ServerFleet fleet;
    };
    for (const Case& c :
         {Case{8, 1, ServerFleet::Few}, Case{72, 9, ServerFleet::Few}, Case{73, 10, ServerFleet::Lab},
          Case{79, 10, ServerFleet::Lab}, Case{800, 100, ServerFleet::Lab},
          Case{801, 101, ServerFleet::Large}, Case{808, 101, ServerFleet::Large}}) {
        const ClusterAdvice advice = clusterAdvice(c.gpus, false);
        EXPECT_EQ(advice.servers, c.servers) << c.gpus << " GPUs";
        EXPECT_EQ(advice.fleet, c.fleet) << c.gpus << " GPUs";
    }
}

TEST(ScaleAdvice, ServersRoundUp) {
    EXPECT_EQ(gpusPerServer, 8);
    EXPECT_EQ(clusterAdvice(1, false).servers, 1);
    EXPECT_EQ(clusterAdvice(8, false).servers, 1);
    EXPECT_EQ(clusterAdvice(9, false).servers, 2);
    EXPECT_EQ(clusterAdvice(16, false).servers, 2);
    EXPECT_EQ(clusterAdvice(17, false).servers, 3);
}

TEST(ScaleAdvice, FewerThanOneGpuCountsAsOne) {
    for (const int gpus : {0, -1, -1000}) {
        const ClusterAdvice advice = clusterAdvice(gpus, true);
        EXPECT_EQ(advice.gpus, 1) << gpus;
        EXPECT_EQ(advice.servers, 1) << gpus;
        EXPECT_EQ(advice.tier, ClusterTier::Small) << gpus;
        EXPECT_EQ(advice.fleet, ServerFleet::Few) << gpus;
    }
}

TEST(ScaleAdvice, KeepsWhetherConsumerCardsAreAllowed) {
    // seed fact R7: the caller decides; the advice carries it.
    EXPECT_TRUE(clusterAdvice(64, true).consumerCardsAllowed);
    EXPECT_FALSE(clusterAdvice(64, false).consumerCardsAllowed);
    EXPECT_EQ(clusterAdvice(64, true).gpus, 64);
}

TEST(ScaleAdvice, KeysAreUnique) {
    std::set<std::string_view> scales;
    for (const TrainingScale scale : {TrainingScale::SmallDatasets, TrainingScale::TwoRuns,
                                      TrainingScale::MediumDatasets, TrainingScale::ReproducePapers}) {
        EXPECT_FALSE(toString(scale).empty());
        EXPECT_TRUE(scales.insert(toString(scale)).second) << toString(scale);
    }
    std::set<std::string_view> tiers;
    for (const ClusterTier tier : {ClusterTier::Small, ClusterTier::Large, ClusterTier::SuperPod,
                                   ClusterTier::A100Pod, ClusterTier::Frontier}) {
        EXPECT_FALSE(toString(tier).empty());
        EXPECT_TRUE(tiers.insert(toString(tier)).second) << toString(tier);
    }
    std::set<std::string_view> fleets;
    for (const ServerFleet fleet : {ServerFleet::Few, ServerFleet::Lab, ServerFleet::Large}) {
        EXPECT_FALSE(toString(fleet).empty());
        EXPECT_TRUE(fleets.insert(toString(fleet)).second) << toString(fleet);
    }
}
