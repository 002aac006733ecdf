#pragma once

#include <QStringList>

// What check-build prints: its findings, one a line, and what the build adds up to, as a table
// or as JSON.

#include "buildrequest.h"

#include "gpuadvisor/core/build/buildsummary.h"
#include "gpuadvisor/core/model/performance.h"

#include <vector>

namespace gpuadvisor::cli::buildcmd {

/// The summary's throughput: 16-bit training of Transformers, as the guide's training charts.
inline const PerformanceQuery summaryQuery{Metric::Training16, Workload::Transformer, false};

/// What the table's and JSON's summary need beyond BuildSummary.
struct SummaryContext {
    const BuildRequest& request;
    const BuildSummary& summary;
    const Gpu& reference;
    bool systemPriced = false; ///< The catalog has a system base cost for this many GPUs.
    /// Vendors of the build's GPUs that no training measurement covers: the throughput rests on
    /// their datasheets alone (vendorsMeasuring).
    QStringList specificationOnlyVendors{};
};

void printTable(const std::vector<Finding>& findings, const SummaryContext& context);
void printJson(const std::vector<Finding>& findings, const SummaryContext& context);

} // namespace gpuadvisor::cli::buildcmd
