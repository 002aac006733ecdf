#pragma once

// What the build page says about a build in words: the verdict over the findings, and what the
// build adds up to (the summary table, with what the build runs, and its assumptions).

#include "build/buildgpulist.h"

#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/core/build/buildsummary.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shared/chartsettings.h"

#include <QString>

#include <vector>

namespace gpuadvisor {

/// The verdict (rich text): "Add cards to check the build." without cards, else whether the
/// build works with its problems and warnings counted, in the worst finding's colour.
QString buildVerdictHtml(const std::vector<Finding>& findings, int gpuCount);

/// "8 GPUs give 7.71× one (SXM modules; fitted ...)", and the measured speed-up of the same
/// machine where the catalog has one.
QString buildScalingText(const BuildSummary& summary, const BuildSpec& spec, const CatalogSnapshot& snapshot,
                         Workload workload);

/// The "What the build adds up to" table (rich text): the cards, GPU memory, training throughput
/// against `referenceName`, multi-GPU scaling, power, cost of ownership, card prices, the
/// language models it runs and, for several machines, all of them.
QString buildSummaryHtml(const BuildSummary& summary, const BuildSpec& spec,
                         const std::vector<BuildEntry>& entries, const CatalogSnapshot& snapshot,
                         const ChartSettings& settings, const QString& referenceName, Condition condition);

/// The line under the summary: per machine, which prices, the ownership and the busy watts.
QString buildAssumptionsText(const BuildSummary& summary, const ChartSettings& settings, Condition condition,
                             bool wholeComputer);

} // namespace gpuadvisor
