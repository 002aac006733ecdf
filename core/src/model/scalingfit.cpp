#include "gpuadvisor/core/model/scalingfit.h"

#include "model/median.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>
#include <tuple>
#include <utility>

namespace gpuadvisor {

std::vector<ScalingObservation> scalingObservations(std::span<const BenchmarkResult> results) {
    // One-GPU throughputs of each card and model; several systems measured it, so take their median.
    std::map<std::pair<std::string, std::string>, std::vector<double>> single;
    for (const BenchmarkResult& result : results) {
        if (result.task == BenchmarkTask::Training && result.gpuCount == 1 && result.workload &&
            result.value > 0) {
            single[{result.gpuName, result.model}].push_back(result.value);
        }
    }
    std::vector<ScalingObservation> observations;
    for (const BenchmarkResult& result : results) {
        if (result.task != BenchmarkTask::Training || result.gpuCount < 2 || !result.workload ||
            result.value <= 0) {
            continue;
        }
        const auto one = single.find({result.gpuName, result.model});
        if (one == single.end()) {
            continue;
        }
        ScalingObservation observation{result.gpuName, result.system, result.model, *result.workload,
                                       result.gpuCount};
        observation.speedup = result.value / detail::median(one->second);
        observation.perDoubling = std::pow(observation.speedup / result.gpuCount,
                                           1.0 / std::log2(static_cast<double>(result.gpuCount)));
        observations.push_back(std::move(observation));
    }
    return observations;
}

ScalingParameters fitScaling(std::span<const ScalingObservation> observations, std::span<const Gpu> gpus,
                             const ScalingParameters& fallback) {
    ScalingParameters fitted = fallback;
    for (std::size_t link = 0; link < interconnectCount; ++link) {
        for (Workload workload : allWorkloads) {
            std::vector<double> cardMedians;
            for (const Gpu& gpu : gpus) {
                const ScalingClass scaling = scalingClassOf(gpu);
                if (!scaling.newer || static_cast<std::size_t>(scaling.interconnect) != link) {
                    continue;
                }
                std::vector<double> shares;
                for (const ScalingObservation& observation : observations) {
                    if (observation.gpuName == gpu.name && observation.workload == workload) {
                        shares.push_back(observation.perDoubling);
                    }
                }
                if (!shares.empty()) {
                    cardMedians.push_back(detail::median(std::move(shares)));
                }
            }
            if (!cardMedians.empty()) {
                fitted.perDoubling[link][static_cast<std::size_t>(workload)] =
                    detail::median(std::move(cardMedians));
            }
        }
    }
    return fitted;
}

double measuredSpeedup(std::span<const ScalingObservation> observations, std::string_view gpuName,
                       int gpuCount, Workload workload) {
    std::vector<double> speedups;
    for (const ScalingObservation& observation : observations) {
        if (observation.gpuName == gpuName && observation.gpuCount == gpuCount &&
            observation.workload == workload) {
            speedups.push_back(observation.speedup);
        }
    }
    return detail::median(std::move(speedups));
}

std::vector<ScalingValidationRow> crossValidateScaling(std::span<const ScalingObservation> observations,
                                                       std::span<const Gpu> gpus,
                                                       const ScalingParameters& fallback) {
    std::vector<ScalingValidationRow> rows;
    for (const Gpu& gpu : gpus) {
        std::vector<ScalingObservation> others;
        std::copy_if(observations.begin(), observations.end(), std::back_inserter(others),
                     [&](const ScalingObservation& observation) { return observation.gpuName != gpu.name; });
        const ScalingParameters fitted = fitScaling(others, gpus, fallback);
        for (Workload workload : allWorkloads) {
            for (int count = 2; count <= maxGpusPerMachine; ++count) {
                const double measured = measuredSpeedup(observations, gpu.name, count, workload);
                if (measured <= 0) {
                    continue;
                }
                const ScalingClass scaling = scalingClassOf(gpu);
                rows.push_back({gpu.name, scaling, workload, count, measured,
                                multiGpuSpeedup(count, scaling, workload, fitted)});
            }
        }
    }
    std::sort(rows.begin(), rows.end(), [](const ScalingValidationRow& a, const ScalingValidationRow& b) {
        return std::tie(a.gpuName, a.workload, a.gpuCount) < std::tie(b.gpuName, b.workload, b.gpuCount);
    });
    return rows;
}

} // namespace gpuadvisor
