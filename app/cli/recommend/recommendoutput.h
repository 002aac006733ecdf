#pragma once

// What recommend prints: the answer, the flowchart's path, the memory need, the live pick, the
// guide's cards, cloud offers and cluster advice, as a table for people or as JSON.

#include "recommendrequest.h"

#include "gpuadvisor/core/advice/advisor.h"
#include "gpuadvisor/core/catalog/gpu.h"

#include <cstddef>

namespace gpuadvisor::cli::recommendcmd {

/// The pick and two alternatives; the best three cloud offers.
constexpr std::size_t shownCandidates = 3;

void printTable(const Recommendation& result, const RecommendRequest& request, const Gpu& reference);
void printJson(const Recommendation& result, const RecommendRequest& request, const Gpu& reference);

} // namespace gpuadvisor::cli::recommendcmd
