#pragma once

// Multi-GPU scaling measured: each n-GPU training result over the same card's one-GPU result on
// the same model, and the per-doubling share fitted from them per interconnect and workload.

#include "gpuadvisor/core/catalog/benchmark.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/model/scaling.h"

#include <span>
#include <string>
#include <vector>

namespace gpuadvisor {

/// One measured multi-GPU system against one GPU of its card.
struct ScalingObservation {
    std::string gpuName;
    std::string system;
    std::string model;
    Workload workload = Workload::Transformer;
    int gpuCount = 2;
    double speedup = 0; ///< The system's throughput over the median one-GPU throughput.
    /// speedup / gpuCount taken to the power 1 / log2(gpuCount): the share kept per doubling.
    double perDoubling = 0;
};

/// Every multi-GPU training result with a one-GPU result of the same card and model (Transformer
/// and conv-net models only).
std::vector<ScalingObservation> scalingObservations(std::span<const BenchmarkResult> results);

/// The per-doubling share for each interconnect and workload: each newer-generation card's
/// median over its observations, then the median over the cards, so a card measured in many
/// systems counts once. A class without observations keeps `fallback`'s value.
ScalingParameters fitScaling(std::span<const ScalingObservation> observations, std::span<const Gpu> gpus,
                             const ScalingParameters& fallback);

/// The measured speed-up of `gpuCount` cards named `gpuName` on `workload`: the median over the
/// observations; 0 when there is none.
double measuredSpeedup(std::span<const ScalingObservation> observations, std::string_view gpuName,
                       int gpuCount, Workload workload);

/// A measured multi-GPU speed-up against the one estimated by the fit without that card.
struct ScalingValidationRow {
    std::string gpuName;
    ScalingClass scaling;
    Workload workload = Workload::Transformer;
    int gpuCount = 2;
    double measured = 0;  ///< measuredSpeedup
    double estimated = 0; ///< multiGpuSpeedup with the shares fitted on the other cards
    double error() const { return estimated / measured - 1; }
};

/// Leave-one-card-out: every card, GPU count and workload measured, estimated by the fit on
/// the other cards' observations (`fallback` where no other card of its class was measured).
/// Ordered by card name, workload and count.
std::vector<ScalingValidationRow> crossValidateScaling(std::span<const ScalingObservation> observations,
                                                       std::span<const Gpu> gpus,
                                                       const ScalingParameters& fallback);

} // namespace gpuadvisor
