#pragma once

// What the model commands (rank, explain, breakeven, crossvalidate) share: the performance
// model's options, and how their numbers and measurements are written.

#include "cliapplication.h"
#include "commandsupport.h"

#include "gpuadvisor/core/model/measured.h"
#include "gpuadvisor/core/model/performance.h"

#include <optional>

namespace gpuadvisor::cli::modelcmd {

inline const QString defaultReference = QStringLiteral("H100 SXM");

/// The model options; `metricDefault` says what --metric's help names as its default (empty:
/// the option is required).
QList<QCommandLineOption> modelOptions(const QString& metricDefault = {});

/// --metric, --workload and --sparsity as a query. Without --metric: `metricDefault`, or a usage
/// error when there is none.
PerformanceQuery performanceQuery(const Invocation& invocation, std::optional<Metric> metricDefault = {});

/// Enough significant digits for a per-dollar figure in CSV and JSON.
QString precise(double value);

/// "BERT-large, Lambda 2025" for a measured comparison: model, source's first word, year.
QString measuredLabel(const MeasuredComparison& comparison);

/// "estimate, typically within +-9 % of measured throughput" or why there is no figure.
QString typicalErrorNote(const PerformanceQuery& query);

} // namespace gpuadvisor::cli::modelcmd
