#pragma once

// Advice on how many GPUs, and how to build a cluster of them (seed facts R5, R10, R11).

#include <string_view>

namespace gpuadvisor {

/// What one training run should be able to do; sets the GPUs per machine (R11).
enum class TrainingScale {
    SmallDatasets,   ///< Small datasets such as Pascal VOC: 1 GPU.
    TwoRuns,         ///< Two runs at once, or a bigger batch: 2 GPUs.
    MediumDatasets,  ///< Medium datasets such as MS COCO: 4 GPUs.
    ReproducePapers, ///< Reproducing papers: 8 GPUs.
};

/// GPUs for the scale; pick the scale whose runs finish within a day (R11).
int gpusForScale(TrainingScale scale);
std::string_view toString(TrainingScale scale); ///< "small", "two-runs", "medium", "papers"

/// Cluster size tiers of the 2020 guide (R5).
enum class ClusterTier {
    Small,    ///< Under 128 GPUs: 8-GPU nodes of RTX cards (if allowed and cooled), else A100 / RTX 6000.
    Large,    ///< 128 or more: 8x A100 nodes.
    SuperPod, ///< 256 or more: a DGX SuperPOD.
    A100Pod,  ///< 512 or more: a DGX A100 SuperPOD.
    Frontier, ///< 1024 or more: only TPU pods and DGX SuperPODs compete.
};

/// How an organisation should buy, by the number of servers it runs (R10).
enum class ServerFleet {
    Few,   ///< Under 10 servers: workstations or a couple of servers.
    Lab,   ///< 10 to 100 servers: RTX cards in 4-8 GPU Supermicro/ASUS chassis.
    Large, ///< Over 100 servers: data-centre (Tesla-class) cards or the cloud.
};

inline constexpr int gpusPerServer = 8; // R5's nodes

struct ClusterAdvice {
    int gpus = 0;
    int servers = 0; ///< Of gpusPerServer GPUs, rounded up.
    ClusterTier tier = ClusterTier::Small;
    ServerFleet fleet = ServerFleet::Few;
    /// Consumer (RTX/GeForce) cards allowed where the cluster runs; R7 bars them from data
    /// centres unless the licence allows (universities can ask).
    bool consumerCardsAllowed = false;
};

/// Advice for a cluster of `gpus` GPUs (at least 1).
ClusterAdvice clusterAdvice(int gpus, bool consumerCardsAllowed);
std::string_view toString(ClusterTier tier);  ///< "small", "large", "superpod", "a100-superpod", "frontier"
std::string_view toString(ServerFleet fleet); ///< "few", "lab", "large"

} // namespace gpuadvisor
