#pragma once

// The words of the build checker: each finding as one translated sentence with its numbers,
// shared by the Build page and `gpu-advisor-cli check-build` (context "BuildText").

#include "gpuadvisor/core/buildcheck.h"

#include <QString>

namespace gpuadvisor::text {

/// "OK", "Warning", "Problem".
QString severityLabel(Severity severity);
/// A short name for the check: "Power supply", "Outlet", "Slots", ...
QString findingTitle(FindingCode code);
/// The finding as a sentence with its numbers, the card it concerns, and what to do.
QString findingMessage(const Finding& finding);

} // namespace gpuadvisor::text
