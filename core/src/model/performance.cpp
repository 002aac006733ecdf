#include "gpuadvisor/core/model/performance.h"

#include "gpuadvisor/core/catalog/architecture.h"
#include "gpuadvisor/core/model/modelconstants.h"

#include <algorithm>
#include <cmath>

namespace gpuadvisor {
namespace model {

double powerLimitExponent() {
    static const double exponent =
        std::log(1.0 - powerLimitSlowdownAtReference) / std::log(powerLimitSlowdownReferenceRatio);
    return exponent;
}

double missingTensorCoreFactor() {
    static const double factor =
        std::pow(cyclesWithTensorCores / cyclesWithoutTensorCores, missingTensorCoreExponent);
    return factor;
}

double flagshipWattsPerSmGhz(Architecture architecture) {
    // Board power / (SM count x boost GHz) of each generation's flagship, rounded down so the
    // flagship itself is not throttled. See the declaration for the cards.
    switch (architecture) {
    case Architecture::Fermi:
        return 9.8;
    case Architecture::Kepler:
        return 13.0;
    case Architecture::Maxwell:
        return 10.5;
    case Architecture::Pascal:
        return 5.6;
    case Architecture::Volta:
        return 2.4;
    case Architecture::Turing:
        return 2.35;
    case Architecture::Ampere:
        return ampereWattsPerSmGhz;
    case Architecture::Ada:
        return shippedModelParameters().adaWattsPerSmGhz;
    case Architecture::Hopper:
        return hopperWattsPerSmGhz;
    case Architecture::Blackwell:
        return 1.4;
    default:
        // No measurement of another vendor's clocks under power limits: no power term (0).
        return 0;
    }
}

int fp32LanesPerSm(Architecture architecture, bool hbmMemory) {
    const ArchitectureTraits& traits = traitsOf(architecture);
    return hbmMemory ? traits.fp32LanesHbm : traits.fp32Lanes;
}

} // namespace model

namespace {

using Terms = std::array<double, factorKindCount>;

constexpr std::size_t index(FactorKind kind) {
    return static_cast<std::size_t>(kind);
}

bool hasHbm(const Gpu& gpu) {
    return gpu.memoryType.starts_with("HBM");
}

/// Whether the card runs the metric on 8-bit tensor cores: FP8 (Ada, Hopper and later), or INT8
/// on Turing and Ampere unless the query follows the guide's P17 assumption.
bool isEightBit(const Gpu& gpu, const PerformanceQuery& query) {
    if (query.metric != Metric::Inference8 || gpu.tensorCoreGeneration == 0) {
        return false;
    }
    if (gpu.fp8TensorTflops) {
        return true;
    }
    return gpu.int8TensorTops.has_value() && query.olderEightBit == OlderEightBit::Int8TensorCores;
}

/// Matrix rate the metric uses: FP8 (or INT8 on Turing and Ampere) for 8-bit; otherwise the
/// FP32-accumulate 16-bit tensor rate; FP32 on cards without tensor cores (P4: the matmul then
/// runs on CUDA cores).
double matrixTflops(const Gpu& gpu, const PerformanceQuery& query) {
    // Inference engines accumulate 16-bit matmuls in FP16, which GeForce cards run at full rate;
    // training accumulates in FP32 (half rate on GeForce).
    double rate = query.metric != Metric::Training16 && gpu.fp16TensorTflops && gpu.tensorCoreGeneration > 0
                      ? *gpu.fp16TensorTflops
                      : effectiveHalfPrecisionTflops(gpu);
    if (isEightBit(gpu, query)) {
        rate = gpu.fp8TensorTflops ? *gpu.fp8TensorTflops : *gpu.int8TensorTops;
    }
    if (query.structuredSparsity && gpu.tensorCoreGeneration > 0 &&
        traitsOf(gpu.architecture).structuredSparsity) {
        rate *= model::structuredSparsityGain;
    }
    return rate;
}

/// DRAM bandwidth as raised by the L2: the absorbed share of traffic moves at the L2's speed. The
/// share saturates once the L2 holds the working set (P9: layers that fit gain, more L2 does not
/// help further).
double l2EffectiveBandwidth(double dramGBps, double l2Mb, double smGhz) {
    const double hitShare = model::l2MaxHitShare * std::min(1.0, l2Mb / model::l2WorkingSetMb);
    const double l2GBps = std::max(model::l2GBpsPerSmGhz * smGhz, dramGBps);
    return 1.0 / ((1.0 - hitShare) / dramGBps + hitShare / l2GBps);
}

/// Share of the unlimited-batch throughput the card reaches at the batch its memory allows
/// (training only; 1 for inference and for equal-batch comparisons). Also returns the batch.
double batchShare(const Gpu& gpu, const PerformanceQuery& query, const ModelParameters& parameters,
                  double& batch) {
    batch = 0;
    if (query.metric != Metric::Training16 || query.equalBatch) {
        return 1.0;
    }
    const TrainingBatchProfile& profile = batchProfile(parameters, query.workload);
    batch = trainingBatch(profile, gpu.memoryGb);
    return batch / (batch + profile.halfThroughputBatch);
}

/// The calibration of the card's generation; none outside training, where nothing is measured.
GenerationCalibration generationCalibration(const Gpu& gpu, const PerformanceQuery& query,
                                            const ModelParameters& parameters) {
    if (query.metric != Metric::Training16) {
        return {};
    }
    return generationCalibrations(parameters, query.workload)[static_cast<std::size_t>(gpu.architecture)];
}

double wattsPerSmGhzAtRatedClock(Architecture architecture, Metric metric,
                                 const ModelParameters& parameters) {
    if (architecture == Architecture::Ada) {
        return metric == Metric::Training16 ? parameters.adaWattsPerSmGhz : model::adaInferenceWattsPerSmGhz;
    }
    return model::flagshipWattsPerSmGhz(architecture);
}

/// Larger shared memory per SM (P7, P8); 1 where the datasheet gives none (Apple, Intel): the
/// model then claims nothing for or against it.
double sharedMemoryTerm(const Gpu& gpu) {
    return gpu.sharedMemoryPerSmKb > 0
               ? std::pow(gpu.sharedMemoryPerSmKb / 128.0, model::sharedMemoryExponent)
               : 1.0;
}

/// Newer NVIDIA tensor cores (P7). Other vendors' generation column is a capability marker, for
/// which the guide measured no gain: 1.
double tensorGenerationTerm(const Gpu& gpu) {
    const int generation = gpu.tensorCoreGeneration;
    if (generation <= 0 || !traitsOf(gpu.architecture).nvidiaTensorGenerations) {
        return 1.0;
    }
    return 1.0 + model::tensorCoreGenerationGain * (generation - 1);
}

/// The card's term for every factor and the input it came from; the score is their product.
void computeTerms(const Gpu& gpu, const PerformanceQuery& query, const ModelParameters& parameters,
                  const FactorWeights& weights, Terms& terms, Terms& inputs) {
    const double smGhz = smGigahertz(gpu);
    const bool eightBit = isEightBit(gpu, query);
    const double dram = gpu.bandwidthGBps;

    const bool tensorCores = gpu.tensorCoreGeneration > 0;
    terms[index(FactorKind::TensorCores)] = tensorCores ? 1.0 : model::missingTensorCoreFactor();
    inputs[index(FactorKind::TensorCores)] = tensorCores ? 1 : 0;

    const double matrix = matrixTflops(gpu, query);
    terms[index(FactorKind::MatrixThroughput)] = std::pow(matrix, weights.matrix);
    inputs[index(FactorKind::MatrixThroughput)] = matrix;

    terms[index(FactorKind::MemoryBandwidth)] = std::pow(dram, weights.bandwidth);
    inputs[index(FactorKind::MemoryBandwidth)] = dram;

    const double effective16 = l2EffectiveBandwidth(dram, gpu.l2CacheMb, smGhz);
    terms[index(FactorKind::L2Cache)] = std::pow(effective16 / dram, weights.bandwidth);
    inputs[index(FactorKind::L2Cache)] = gpu.l2CacheMb;

    // 8-bit data halves the DRAM bytes; the L2 share is left as it is, since the guide could not
    // model Ada and Hopper cache latencies for 8-bit (seed 001).
    const double effective8 =
        eightBit ? l2EffectiveBandwidth(dram * model::eightBitBandwidthGain, gpu.l2CacheMb, smGhz)
                 : effective16;
    terms[index(FactorKind::EightBitData)] = std::pow(effective8 / effective16, weights.bandwidth);
    inputs[index(FactorKind::EightBitData)] = eightBit ? 1 : 0;

    terms[index(FactorKind::SharedMemory)] = sharedMemoryTerm(gpu);
    inputs[index(FactorKind::SharedMemory)] = gpu.sharedMemoryPerSmKb;

    terms[index(FactorKind::SmThroughput)] = std::pow(smGhz, weights.sm);
    inputs[index(FactorKind::SmThroughput)] = smGhz;

    const int generation = gpu.tensorCoreGeneration;
    terms[index(FactorKind::TensorCoreGeneration)] = tensorGenerationTerm(gpu);
    inputs[index(FactorKind::TensorCoreGeneration)] = generation;

    const bool asyncCopy = traitsOf(gpu.architecture).asyncCopy;
    terms[index(FactorKind::AsyncCopy)] = asyncCopy ? model::asyncCopyFactor : 1.0;
    inputs[index(FactorKind::AsyncCopy)] = asyncCopy ? 1 : 0;

    // Hopper and Blackwell; Ada has no TMA (P21).
    const bool tma = eightBit && traitsOf(gpu.architecture).tensorMemoryAccelerator;
    terms[index(FactorKind::TensorMemoryAccelerator)] = tma ? model::tmaEightBitFactor : 1.0;
    inputs[index(FactorKind::TensorMemoryAccelerator)] = tma ? 1 : 0;

    terms[index(FactorKind::PowerBudget)] = sustainedClockShare(gpu, query.metric, parameters);
    inputs[index(FactorKind::PowerBudget)] = gpu.boardPowerWatts / smGhz;

    double batch = 0;
    terms[index(FactorKind::BatchSize)] = batchShare(gpu, query, parameters, batch);
    inputs[index(FactorKind::BatchSize)] = batch;

    const GenerationCalibration calibration = generationCalibration(gpu, query, parameters);
    terms[index(FactorKind::GenerationCalibration)] = calibration.factor;
    inputs[index(FactorKind::GenerationCalibration)] = calibration.measuredCards;
}

/// The same score as the product of computeTerms, in log space with only the work the figure
/// needs: the throughput terms combine into one power of each input.
double fastScore(const Gpu& gpu, const PerformanceQuery& query, const ModelParameters& parameters,
                 const FactorWeights& weights) {
    const double smGhz = smGigahertz(gpu);
    const bool eightBit = isEightBit(gpu, query);
    const double dram = gpu.bandwidthGBps * (eightBit ? model::eightBitBandwidthGain : 1.0);
    // Bandwidth, L2 and 8-bit terms multiply to effective8^bandwidth (see computeTerms).
    const double effective = l2EffectiveBandwidth(dram, gpu.l2CacheMb, smGhz);
    double logScore = weights.bandwidth * std::log(effective) +
                      weights.matrix * std::log(matrixTflops(gpu, query)) + weights.sm * std::log(smGhz);
    double factor = sharedMemoryTerm(gpu) * tensorGenerationTerm(gpu);
    if (gpu.tensorCoreGeneration == 0) {
        factor *= model::missingTensorCoreFactor();
    }
    const ArchitectureTraits& traits = traitsOf(gpu.architecture);
    if (traits.asyncCopy) {
        factor *= model::asyncCopyFactor;
    }
    if (eightBit && traits.tensorMemoryAccelerator) {
        factor *= model::tmaEightBitFactor;
    }
    factor *= sustainedClockShare(gpu, query.metric, parameters);
    double batch = 0;
    factor *= batchShare(gpu, query, parameters, batch);
    factor *= generationCalibration(gpu, query, parameters).factor;
    return factor * std::exp(logScore);
}

} // namespace

std::string_view toString(FactorKind kind) {
    switch (kind) {
    case FactorKind::TensorCores:
        return "tensor-cores";
    case FactorKind::MatrixThroughput:
        return "matrix-throughput";
    case FactorKind::MemoryBandwidth:
        return "memory-bandwidth";
    case FactorKind::EightBitData:
        return "eight-bit-data";
    case FactorKind::L2Cache:
        return "l2-cache";
    case FactorKind::SharedMemory:
        return "shared-memory";
    case FactorKind::SmThroughput:
        return "sm-throughput";
    case FactorKind::TensorCoreGeneration:
        return "tensor-core-generation";
    case FactorKind::AsyncCopy:
        return "async-copy";
    case FactorKind::TensorMemoryAccelerator:
        return "tensor-memory-accelerator";
    case FactorKind::PowerBudget:
        return "power-budget";
    case FactorKind::BatchSize:
        return "batch-size";
    case FactorKind::GenerationCalibration:
        return "generation-calibration";
    }
    return "?";
}

std::string_view factIds(FactorKind kind) {
    switch (kind) {
    case FactorKind::TensorCores:
        return "P1, P4, R8";
    case FactorKind::MatrixThroughput:
        return "P1, P2, P4, P14, P15, P17";
    case FactorKind::MemoryBandwidth:
        return "P6";
    case FactorKind::EightBitData:
        return "P14, P16, P17";
    case FactorKind::L2Cache:
        return "P8, P9";
    case FactorKind::SharedMemory:
        return "P7, P8";
    case FactorKind::SmThroughput:
        return "P2, P11";
    case FactorKind::TensorCoreGeneration:
        return "P7";
    case FactorKind::AsyncCopy:
        return "P4, P21";
    case FactorKind::TensorMemoryAccelerator:
        return "P4, P21";
    case FactorKind::PowerBudget:
        return "P18";
    case FactorKind::BatchSize:
        return "P10, M1";
    case FactorKind::GenerationCalibration:
        return "P11, P12";
    }
    return "";
}

std::string_view inputUnit(FactorKind kind) {
    switch (kind) {
    case FactorKind::MatrixThroughput:
        return "TFLOPS";
    case FactorKind::MemoryBandwidth:
        return "GB/s";
    case FactorKind::L2Cache:
        return "MB";
    case FactorKind::SharedMemory:
        return "KB";
    case FactorKind::SmThroughput:
        return "SM-GHz";
    case FactorKind::PowerBudget:
        return "W per SM-GHz";
    case FactorKind::BatchSize:
        return "samples";
    case FactorKind::GenerationCalibration:
        return "measured cards";
    default:
        return "";
    }
}

FactorWeights factorWeights(Metric metric, Workload workload) {
    return factorWeights(shippedModelParameters(), metric, workload);
}

double trainingBatch(const TrainingBatchProfile& profile, double memoryGb) {
    return std::max(1.0, (memoryGb - profile.fixedGb) / profile.gbPerSample);
}

double smGigahertz(const Gpu& gpu) {
    return gpu.fp32Tflops * 1000.0 / (2.0 * model::fp32LanesPerSm(gpu.architecture, hasHbm(gpu)));
}

double sustainedClockShare(const Gpu& gpu, Metric metric, const ModelParameters& parameters) {
    const double rated = wattsPerSmGhzAtRatedClock(gpu.architecture, metric, parameters);
    if (rated <= 0 || gpu.boardPowerWatts <= 0) {
        return 1.0; // no power figure, or no measured clocks of the architecture under a power limit
    }
    const double powerRatio = gpu.boardPowerWatts / smGigahertz(gpu) / rated;
    return powerRatio < 1.0 ? std::pow(powerRatio, model::powerLimitExponent()) : 1.0;
}

double sustainedClockShare(const Gpu& gpu, Metric metric) {
    return sustainedClockShare(gpu, metric, shippedModelParameters());
}

PerformanceModel::PerformanceModel(const Gpu& reference, PerformanceQuery query)
    : PerformanceModel(reference, query, shippedModelParameters()) {}

PerformanceModel::PerformanceModel(const Gpu& reference, PerformanceQuery query,
                                   const ModelParameters& parameters)
    : m_query(query)
    , m_parameters(parameters)
    , m_weights(factorWeights(parameters, query.metric, query.workload))
    , m_referenceName(reference.name) {
    computeTerms(reference, m_query, m_parameters, m_weights, m_referenceTerms, m_referenceInputs);
    m_referenceScore = fastScore(reference, m_query, m_parameters, m_weights);
}

double PerformanceModel::relative(const Gpu& card) const {
    if (!card.hasComputeFigures()) {
        return 0; // no FP32 rate published: not rated (Ranking::unrated lists such devices)
    }
    return fastScore(card, m_query, m_parameters, m_weights) / m_referenceScore;
}

PerformanceExplanation PerformanceModel::explain(const Gpu& card) const {
    Terms terms{};
    Terms inputs{};
    computeTerms(card, m_query, m_parameters, m_weights, terms, inputs);
    PerformanceExplanation explanation;
    explanation.relative = 1;
    explanation.factors.reserve(factorKindCount);
    for (std::size_t i = 0; i < factorKindCount; ++i) {
        const double value = terms[i] / m_referenceTerms[i];
        explanation.factors.push_back({static_cast<FactorKind>(i), value, inputs[i], m_referenceInputs[i]});
        explanation.relative *= value;
    }
    return explanation;
}

double powerLimitSpeedFactor(double limitWatts, double stockWatts) {
    if (!(limitWatts > 0) || !(stockWatts > 0) || limitWatts >= stockWatts) {
        return limitWatts > 0 ? 1.0 : 0.0;
    }
    return std::pow(limitWatts / stockWatts, model::powerLimitExponent());
}

} // namespace gpuadvisor
