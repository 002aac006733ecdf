#pragma once

// Checks of what a user types into the cost pages: the ownership assumptions and a
// desktop-versus-cloud comparison. Problems are worded as the catalog's row checks are.

#include "gpuadvisor/core/catalog/validation.h"
#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/core/cost/ownership.h"

#include <vector>

namespace gpuadvisor {

/// Checks of ownership assumptions (fields "years" 0-30, "kwh_price_usd" 0-10,
/// "utilization" 0-1). NaN and infinity always fail.
std::vector<FieldProblem> validateOwnershipAssumptions(const OwnershipAssumptions& assumptions);

/// Checks of a desktop-versus-cloud comparison (fields named as the struct's members in
/// snake case: "desktop_usd", "cloud_usd_per_hour", "utilization", "gpu_watts", "system_watts",
/// "kwh_price_usd").
std::vector<FieldProblem> validateDesktopVersusCloud(const DesktopVersusCloud& input);

} // namespace gpuadvisor
