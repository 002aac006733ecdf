#pragma once

// The names of core's enums as the user reads them, translated (context "EnumLabels"): the
// metrics, workloads, segments, architectures and the performance model's factors. Pickers,
// titles, tables, the explainer and gpu-advisor-cli all take them from here.

#include "gpuadvisor/core/catalog/enums.h"
#include "gpuadvisor/core/model/performance.h"

#include <QString>

namespace gpuadvisor::text {

/// "8-bit inference", "16-bit training".
QString metricLabel(Metric metric);
/// "Transformers", "conv nets".
QString workloadLabel(Workload workload);
/// "Consumer", "Workstation", "Data centre".
QString segmentLabel(Segment segment);
/// "Card", "Module (SXM, OAM)", "Whole computer" (unified memory: a Mac Studio).
QString deviceKindLabel(DeviceKind kind);
/// "Blower", "Open air", "Passive", "Water".
QString coolerLabel(Cooler cooler);
/// "Ampere": product names are the same in every language.
QString architectureLabel(Architecture architecture);
/// "Memory bandwidth", "Measured cards of its generation".
QString factorLabel(FactorKind kind);

} // namespace gpuadvisor::text
