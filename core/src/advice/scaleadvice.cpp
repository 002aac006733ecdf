#include "gpuadvisor/core/advice/scaleadvice.h"

#include <algorithm>

namespace gpuadvisor {

int gpusForScale(TrainingScale scale) {
    switch (scale) {
    case TrainingScale::SmallDatasets:
        return 1;
    case TrainingScale::TwoRuns:
        return 2;
    case TrainingScale::MediumDatasets:
        return 4;
    case TrainingScale::ReproducePapers:
        return 8;
    }
    return 1;
}

std::string_view toString(TrainingScale scale) {
    switch (scale) {
    case TrainingScale::SmallDatasets:
        return "small";
    case TrainingScale::TwoRuns:
        return "two-runs";
    case TrainingScale::MediumDatasets:
        return "medium";
    case TrainingScale::ReproducePapers:
        return "papers";
    }
    return "";
}

ClusterAdvice clusterAdvice(int gpus, bool consumerCardsAllowed) {
    ClusterAdvice advice;
    advice.gpus = std::max(gpus, 1);
    advice.servers = (advice.gpus + gpusPerServer - 1) / gpusPerServer;
    advice.consumerCardsAllowed = consumerCardsAllowed;
    // R5's thresholds, largest first.
    if (advice.gpus >= 1024) {
        advice.tier = ClusterTier::Frontier;
    } else if (advice.gpus >= 512) {
        advice.tier = ClusterTier::A100Pod;
    } else if (advice.gpus >= 256) {
        advice.tier = ClusterTier::SuperPod;
    } else if (advice.gpus >= 128) {
        advice.tier = ClusterTier::Large;
    } else {
        advice.tier = ClusterTier::Small;
    }
    // R10: "more than 100 servers" and "10 or more servers".
    if (advice.servers > 100) {
        advice.fleet = ServerFleet::Large;
    } else if (advice.servers >= 10) {
        advice.fleet = ServerFleet::Lab;
    } else {
        advice.fleet = ServerFleet::Few;
    }
    return advice;
}

std::string_view toString(ClusterTier tier) {
    switch (tier) {
    case ClusterTier::Small:
        return "small";
    case ClusterTier::Large:
        return "large";
    case ClusterTier::SuperPod:
        return "superpod";
    case ClusterTier::A100Pod:
        return "a100-superpod";
    case ClusterTier::Frontier:
        return "frontier";
    }
    return "";
}

std::string_view toString(ServerFleet fleet) {
    switch (fleet) {
    case ServerFleet::Few:
        return "few";
    case ServerFleet::Lab:
        return "lab";
    case ServerFleet::Large:
        return "large";
    }
    return "";
}

} // namespace gpuadvisor
