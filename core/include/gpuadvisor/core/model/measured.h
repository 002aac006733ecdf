#pragma once

// Measured performance next to the estimate: a card's measured throughput on a benchmark set
// against the reference card's on the same benchmark, from the same source. Never mixed with
// the model's estimate; the layers above show both.

#include "gpuadvisor/core/catalog/benchmark.h"
#include "gpuadvisor/core/catalog/enums.h"
#include "gpuadvisor/core/catalog/gpu.h"

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

/// A card against the reference on one measured benchmark, one GPU each.
struct MeasuredComparison {
    std::string model; ///< As stored, e.g. "bert_large_squad".
    BenchmarkTask task = BenchmarkTask::Training;
    std::string precision;
    double relative = 0;       ///< cardValue / referenceValue.
    double cardValue = 0;      ///< Median of the card's rows (several hosts can measure one card).
    double referenceValue = 0; ///< Median of the reference's rows.
    std::string unit;
    /// Batch per GPU of the card's rows: the smallest stated, and the largest (above the smallest
    /// where the rows were run at different batch sizes). 0 where no row says.
    int cardBatch = 0;
    int cardBatchMax = 0;
    int referenceBatch = 0; ///< As cardBatch, for the reference's rows.
    int referenceBatchMax = 0;
    std::string source;
    Date measuredOn{}; ///< The newer of the two cards' rows.
    BenchmarkOrigin origin = BenchmarkOrigin::Shipped;
};

/// Readable name of a benchmark model: "BERT-large" for "bert_large_squad", "ResNet-50" for
/// "resnet50", "Llama 3 8B" for "llama3-8b"; other names as they are.
std::string displayModelName(std::string_view model);

/// Whether a measured row speaks for a chart's metric and workload: 16-bit training for
/// Training16; 16-bit (or 8-bit) batch inference or LLM prompt processing for Inference16 (or
/// Inference8); the row's model family must be the workload.
bool measures(const BenchmarkResult& result, Metric metric, Workload workload);

/// The tasks of the rows that can measure `metric` (see measures): a command that shows
/// measurements of one metric reads only the catalog's rows of these tasks.
std::span<const BenchmarkTask> tasksMeasuring(Metric metric);

/// The vendors (as the devices write them, in catalog order) whose devices back the performance
/// model's estimates of the workload: a 16-bit training row of the workload (what the model is
/// calibrated on, for every metric), or, with `languageModelInference`, a llama.cpp generation row
/// (the planner's backend calibration rests on them). A pick may rest on such a vendor's estimate;
/// any other vendor's device is rated from its datasheet alone. Rows of devices not in `gpus` are
/// skipped.
std::vector<std::string> vendorsMeasuring(std::span<const Gpu> gpus, std::span<const BenchmarkResult> results,
                                          Workload workload, bool languageModelInference);

/// An index of measured results by card, built once per catalog load.
class MeasuredPerformance {
public:
    MeasuredPerformance() = default;
    explicit MeasuredPerformance(std::vector<BenchmarkResult> results);

    /// Every comparison of `card` with `reference` for the metric and workload, the one to show
    /// first: the user's own measurements, then the workload's reference model (BERT-large,
    /// ResNet-50), then the rest by model name. Empty when either card lacks a measurement of
    /// the same benchmark from the same source.
    std::vector<MeasuredComparison> compare(const Gpu& card, const Gpu& reference, Metric metric,
                                            Workload workload) const;
    /// The first of compare(), if any.
    std::optional<MeasuredComparison> primary(const Gpu& card, const Gpu& reference, Metric metric,
                                              Workload workload) const;
    /// Every stored row of the card (any GPU count), in stored order.
    std::vector<const BenchmarkResult*> resultsFor(std::string_view gpuName) const;
    bool empty() const { return m_results.empty(); }
    const std::vector<BenchmarkResult>& results() const { return m_results; }
    std::size_t size() const { return m_results.size(); }

private:
    std::vector<BenchmarkResult> m_results;
    std::map<std::string, std::vector<std::size_t>, std::less<>> m_byCard; ///< Row indices per card name.
};

} // namespace gpuadvisor
