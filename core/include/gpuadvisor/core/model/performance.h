#pragma once

// The relative deep-learning performance model: how fast a card is for a metric and workload,
// relative to a reference card, as a product of named factors (seed facts P1-P21). How each
// factor was set, and where the model is weak, is in core/README.md.

#include "gpuadvisor/core/catalog/enums.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/model/modelparameters.h"

#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

/// One multiplicative factor of a performance figure, in the order the guide ranks them (P1):
/// tensor cores and matrix maths, memory bandwidth, cache hierarchy, architecture features.
enum class FactorKind {
    TensorCores,      ///< Without them a matmul tile takes 504 instead of 235 cycles: P1, P4, R8.
    MatrixThroughput, ///< Tensor-core (or, without them, FP32) rate for the metric: P1, P2, P4, P14, P17.
    MemoryBandwidth,  ///< DRAM bandwidth, the first-order estimate: P6.
    EightBitData, ///< 8-bit data halves DRAM traffic on FP8 cards: P14; Int8 on older cards gains nothing:
                  ///< P17.
    L2Cache,      ///< Large L2 absorbs DRAM traffic: P8, P9.
    SharedMemory, ///< Larger shared memory per SM: P7, P8.
    SmThroughput, ///< SM count x clock for the work outside matmuls ("FLOPs"): P2.
    TensorCoreGeneration,    ///< Newer tensor cores: P7.
    AsyncCopy,               ///< Asynchronous global-to-shared copies, Ampere and later: P4, P21.
    TensorMemoryAccelerator, ///< TMA, Hopper and later, for 8-bit matmuls: P4, P21.
    PowerBudget,             ///< Board power below what the SMs draw at boost clock: P18.
    BatchSize, ///< Training: the batch the card's memory allows, and what a smaller one costs: P10, M1.
    GenerationCalibration, ///< Training: what measured cards of the same generation say (measured data).
};
inline constexpr std::size_t factorKindCount = 13;

/// Stable key, e.g. "memory-bandwidth" (for JSON, settings and translation lookups).
std::string_view toString(FactorKind kind);
/// The seed fact ids behind the factor, e.g. "P8, P9".
std::string_view factIds(FactorKind kind);
/// Unit of the factor's input, e.g. "GB/s"; empty for a yes/no or pure ratio.
std::string_view inputUnit(FactorKind kind);

struct PerformanceFactor {
    FactorKind kind = FactorKind::MemoryBandwidth;
    double value = 1;          ///< The card's term over the reference's; the figure is the product.
    double cardInput = 0;      ///< What the term is computed from for the card (see inputUnit).
    double referenceInput = 0; ///< ... and for the reference card.
};

/// How 8-bit inference runs on cards without FP8 (Turing and Ampere).
enum class OlderEightBit {
    /// Batch inference on INT8 tensor cores (TensorRT and similar): the INT8 rate and half the
    /// bytes. What measured batch inference shows.
    Int8TensorCores,
    /// The 2023 guide's assumption (P17): Int8 on Ampere and older runs at about 16-bit speed
    /// (LLM.int8-style outlier handling, models under 13B). For reproducing the guide's charts.
    SixteenBitSpeed,
};

struct PerformanceQuery {
    Metric metric = Metric::Training16;
    Workload workload = Workload::Transformer;
    /// Count 2:4 structured sparsity (P15) on cards that support it (Ampere and later).
    bool structuredSparsity = false;
    /// Training: compare at one batch size for every card instead of the batch each card's
    /// memory allows, as the guide's debiased figures do (P10, P11, P12).
    bool equalBatch = false;
    OlderEightBit olderEightBit = OlderEightBit::Int8TensorCores;

    bool operator==(const PerformanceQuery&) const = default;
};

struct PerformanceExplanation {
    double relative = 0;                    ///< Product of the factors' values.
    std::vector<PerformanceFactor> factors; ///< Every factor, in FactorKind order.
};

/// The shipped calibration's weights (see modelparameters.h).
FactorWeights factorWeights(Metric metric, Workload workload);

/// The largest training batch of the workload's reference model that fits in `memoryGb`
/// (TrainingBatchProfile), at least 1.
double trainingBatch(const TrainingBatchProfile& profile, double memoryGb);

/// The card's SM count x boost clock in SM-GHz, derived from its FP32 rate (modelconstants.h).
double smGigahertz(const Gpu& gpu);

/// The share of its boost clock the card sustains under the metric's load: 1, or less on boards
/// with less power per SM-GHz than their generation needs (seed fact P18's curve).
double sustainedClockShare(const Gpu& gpu, Metric metric, const ModelParameters& parameters);
double sustainedClockShare(const Gpu& gpu, Metric metric);

/// Relative performance of cards against one reference (the guide's charts use H100 SXM = 1).
/// Cheap to copy; evaluating a card does not allocate.
class PerformanceModel {
public:
    PerformanceModel(const Gpu& reference, PerformanceQuery query);
    /// The same with other calibrated constants (cross-validation refits them).
    PerformanceModel(const Gpu& reference, PerformanceQuery query, const ModelParameters& parameters);

    /// The card's performance as a multiple of the reference's; 0 for a device without an FP32
    /// rate (Gpu::hasComputeFigures), which the model cannot rate.
    double relative(const Gpu& card) const;
    /// The same figure with every factor behind it.
    PerformanceExplanation explain(const Gpu& card) const;

    const PerformanceQuery& query() const { return m_query; }
    const std::string& referenceName() const { return m_referenceName; }

private:
    PerformanceQuery m_query;
    ModelParameters m_parameters;
    FactorWeights m_weights;
    std::string m_referenceName;
    std::array<double, factorKindCount> m_referenceTerms{};
    std::array<double, factorKindCount> m_referenceInputs{};
    double m_referenceScore = 1;
};

/// Slowdown from running a card below its stock power (P18): 1 at or above stock, 0.93 at
/// 0.8x stock (the guide's 4x RTX 2080 Ti measurement: 50 W below 250 W costs 7 %).
double powerLimitSpeedFactor(double limitWatts, double stockWatts);

} // namespace gpuadvisor
