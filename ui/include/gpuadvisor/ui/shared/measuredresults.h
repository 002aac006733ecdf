#pragma once

// Measured results as the pages show them next to the model's estimates: a card's measured
// throughput against the reference card's on the same benchmark (core/measured.h), with the short
// name of its source and the words that keep a measurement and an estimate apart.

#include "gpuadvisor/core/catalog/enums.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/model/measured.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace gpuadvisor {

/// One measured comparison of a card with the reference card, ready to show.
struct MeasuredEntry {
    MeasuredComparison comparison;
    /// Who measured it, in a word or two: "Lambda", "llama.cpp", or "your run" (translated) for
    /// the user's own measurements.
    QString sourceName;
    std::string software; ///< As stored with the card's row ("llama.cpp build 2824 ...").
};

/// Every measured comparison of `card` with `reference` for the metric and workload, the one to
/// show first at the front (the user's own, then the workload's reference model; see
/// MeasuredPerformance::compare). Empty when either card lacks a comparable measurement.
std::vector<MeasuredEntry> measuredEntries(const MeasuredPerformance& measured, const Gpu& card,
                                           const Gpu& reference, Metric metric, Workload workload);

/// The short name of a source: "your run" for the user's rows; otherwise the first word of the
/// source ("Lambda deeplearning-benchmark ..." gives "Lambda"), or, where that word is a
/// repository ("owner/name"), the first word of the software, which names the tool that ran
/// ("llama.cpp build 2824" gives "llama.cpp").
QString measuredSourceName(const std::string& source, const std::string& software, BenchmarkOrigin origin);

/// The label next to a mark: "measured: BERT-large 1.84x, Lambda 2025".
QString measuredMarkLabel(const MeasuredEntry& entry);
/// The ratio alone, for a mark in a narrow chart: "1.84x".
QString measuredMarkShortLabel(const MeasuredEntry& entry);
/// A compare-page cell in three lines: "1.84\nBERT-large\nLambda 2025", the ratio to `decimals`
/// decimals.
QString measuredCellText(const MeasuredEntry& entry, int decimals);
/// Where a row comes from, in words: "shipped with GPU Advisor" or "your own measurement".
QString measuredOriginText(BenchmarkOrigin origin);
/// Rich-text details of every comparison of `card` for a tooltip: model, precision and task, the
/// ratio, both cards' measured values with the unit and batch sizes per GPU, source, date and
/// origin. Empty for no entries.
QString measuredDetailsHtml(const std::vector<MeasuredEntry>& entries, const QString& cardName,
                            const QString& referenceName);

/// What the estimate of a metric is worth: "estimate, typically within ±10 % on measured cards",
/// or "estimate, not yet checked against measurements" (crossvalidation.h's
/// typicalEstimateError is std::nullopt for it).
QString estimateQualityText(Metric metric, Workload workload);
/// The typical error in whole percent ("10"), or an empty string when not checked.
QString typicalErrorPercentText(Metric metric, Workload workload);

} // namespace gpuadvisor
