#include "gpuadvisor/core/model/measured.h"

#include "gpuadvisor/core/catalog/namematch.h"
#include "model/median.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace gpuadvisor {
namespace {

struct GroupKey {
    std::string_view model;
    BenchmarkTask task;
    std::string_view precision;
    std::string_view source;
    BenchmarkOrigin origin;
    auto tie() const { return std::tie(model, task, precision, source, origin); }
    bool operator<(const GroupKey& other) const { return tie() < other.tie(); }
};

GroupKey keyOf(const BenchmarkResult& result) {
    return {result.model, result.task, result.precision, result.source, result.origin};
}

struct Measurement {
    std::vector<double> values;
    int smallestBatch = 0; ///< Of the rows that state one; 0 where none does.
    int largestBatch = 0;
    std::string unit;
    Date newest{};
};

using detail::median;

/// The card's single-GPU rows that measure the metric and workload, grouped by benchmark.
std::map<GroupKey, Measurement> groups(const std::vector<BenchmarkResult>& results,
                                       const std::vector<std::size_t>& indices, Metric metric,
                                       Workload workload) {
    std::map<GroupKey, Measurement> out;
    for (std::size_t index : indices) {
        const BenchmarkResult& result = results[index];
        if (result.gpuCount != 1 || !measures(result, metric, workload)) {
            continue;
        }
        Measurement& measurement = out[keyOf(result)];
        measurement.values.push_back(result.value);
        if (result.batchSize > 0) {
            // Every row's batch, not the last one's: the rows' order must not change what is shown.
            measurement.smallestBatch = measurement.smallestBatch == 0
                                            ? result.batchSize
                                            : std::min(measurement.smallestBatch, result.batchSize);
            measurement.largestBatch = std::max(measurement.largestBatch, result.batchSize);
        }
        measurement.unit = result.unit;
        measurement.newest = std::max(measurement.newest, result.measuredOn);
    }
    return out;
}

int rankOf(const MeasuredComparison& comparison, Workload workload) {
    if (comparison.origin == BenchmarkOrigin::User) {
        return 0;
    }
    const std::string_view preferred = workload == Workload::Transformer ? "bert_large_squad" : "resnet50";
    return comparison.model == preferred ? 1 : 2;
}

} // namespace

std::string displayModelName(std::string_view model) {
    static const std::pair<std::string_view, std::string_view> names[] = {
        {"bert_large_squad", "BERT-large"},
        {"bert_base_squad", "BERT-base"},
        {"resnet50", "ResNet-50"},
        {"ssd", "SSD"},
        {"transformerxlbase", "Transformer-XL base"},
        {"transformerxllarge", "Transformer-XL large"},
        {"gnmt", "GNMT"},
        {"ncf", "NCF"},
        {"tacotron2", "Tacotron 2"},
        {"waveglow", "WaveGlow"},
        {"llama3-8b", "Llama 3 8B"},
        {"llama3-70b", "Llama 3 70B"},
    };
    for (const auto& [key, name] : names) {
        if (key == model) {
            return std::string(name);
        }
    }
    return std::string(model);
}

bool measures(const BenchmarkResult& result, Metric metric, Workload workload) {
    if (result.workload != workload) {
        return false;
    }
    const std::span<const BenchmarkTask> tasks = tasksMeasuring(metric);
    if (std::find(tasks.begin(), tasks.end(), result.task) == tasks.end()) {
        return false;
    }
    return precisionBits(result.precision) == (metric == Metric::Inference8 ? 8 : 16);
}

std::span<const BenchmarkTask> tasksMeasuring(Metric metric) {
    static constexpr BenchmarkTask training[] = {BenchmarkTask::Training};
    static constexpr BenchmarkTask inference[] = {BenchmarkTask::Inference, BenchmarkTask::LlmPrefill};
    switch (metric) {
    case Metric::Training16:
        return training;
    case Metric::Inference16:
    case Metric::Inference8:
        return inference;
    }
    return {};
}

std::vector<std::string> vendorsMeasuring(std::span<const Gpu> gpus, std::span<const BenchmarkResult> results,
                                          Workload workload, bool languageModelInference) {
    std::set<std::string, std::less<>> measuredCards;
    for (const BenchmarkResult& result : results) {
        // The performance model is calibrated on 16-bit training runs: they back its estimate of
        // every metric of the workload. A vendor's llama.cpp prompt rows check no such estimate.
        const bool speaks = languageModelInference ? result.task == BenchmarkTask::LlmDecode
                                                   : measures(result, Metric::Training16, workload);
        if (speaks) {
            measuredCards.insert(normalizedName(result.gpuName));
        }
    }
    std::vector<std::string> vendors;
    for (const Gpu& gpu : gpus) {
        // The vendor first: a name is normalised only for vendors not found yet.
        if (std::find(vendors.begin(), vendors.end(), gpu.vendor) == vendors.end() &&
            measuredCards.contains(normalizedName(gpu.name))) {
            vendors.push_back(gpu.vendor);
        }
    }
    return vendors;
}

MeasuredPerformance::MeasuredPerformance(std::vector<BenchmarkResult> results)
    : m_results(std::move(results)) {
    for (std::size_t i = 0; i < m_results.size(); ++i) {
        m_byCard[m_results[i].gpuName].push_back(i);
    }
}

std::vector<MeasuredComparison> MeasuredPerformance::compare(const Gpu& card, const Gpu& reference,
                                                             Metric metric, Workload workload) const {
    std::vector<MeasuredComparison> comparisons;
    const auto cardRows = m_byCard.find(card.name);
    const auto referenceRows = m_byCard.find(reference.name);
    if (cardRows == m_byCard.end() || referenceRows == m_byCard.end()) {
        return comparisons;
    }
    const auto cardGroups = groups(m_results, cardRows->second, metric, workload);
    const auto referenceGroups = groups(m_results, referenceRows->second, metric, workload);
    for (const auto& [key, measurement] : cardGroups) {
        const auto match = referenceGroups.find(key);
        if (match == referenceGroups.end()) {
            continue;
        }
        MeasuredComparison comparison;
        comparison.model = std::string(key.model);
        comparison.task = key.task;
        comparison.precision = std::string(key.precision);
        comparison.cardValue = median(measurement.values);
        comparison.referenceValue = median(match->second.values);
        comparison.relative = comparison.cardValue / comparison.referenceValue;
        comparison.unit = measurement.unit;
        comparison.cardBatch = measurement.smallestBatch;
        comparison.cardBatchMax = measurement.largestBatch;
        comparison.referenceBatch = match->second.smallestBatch;
        comparison.referenceBatchMax = match->second.largestBatch;
        comparison.source = std::string(key.source);
        comparison.measuredOn = std::max(measurement.newest, match->second.newest);
        comparison.origin = key.origin;
        comparisons.push_back(std::move(comparison));
    }
    std::stable_sort(comparisons.begin(), comparisons.end(),
                     [workload](const MeasuredComparison& a, const MeasuredComparison& b) {
                         const int rankA = rankOf(a, workload);
                         const int rankB = rankOf(b, workload);
                         return rankA != rankB ? rankA < rankB : a.model < b.model;
                     });
    return comparisons;
}

std::optional<MeasuredComparison> MeasuredPerformance::primary(const Gpu& card, const Gpu& reference,
                                                               Metric metric, Workload workload) const {
    std::vector<MeasuredComparison> all = compare(card, reference, metric, workload);
    if (all.empty()) {
        return std::nullopt;
    }
    return std::move(all.front());
}

std::vector<const BenchmarkResult*> MeasuredPerformance::resultsFor(std::string_view gpuName) const {
    std::vector<const BenchmarkResult*> rows;
    const auto found = m_byCard.find(gpuName);
    if (found != m_byCard.end()) {
        for (std::size_t index : found->second) {
            rows.push_back(&m_results[index]);
        }
    }
    return rows;
}

} // namespace gpuadvisor
