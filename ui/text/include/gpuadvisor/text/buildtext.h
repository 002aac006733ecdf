#pragma once

// The words of the build checker: each finding as one translated sentence with its numbers,
// shared by the Build page and `gpu-advisor-cli check-build` (context "BuildText").

#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/core/build/buildllm.h"

#include <QString>

#include <string_view>

namespace gpuadvisor::text {

/// "OK", "Warning", "Problem".
QString severityLabel(Severity severity);
/// A short name for the check: "Power supply", "Outlet", "Slots", ...
QString findingTitle(FindingCode code);
/// The finding as a sentence with its numbers, the card it concerns, and what to do.
QString findingMessage(const Finding& finding);
/// "Llama 3.1 70B in Q4_K_M, 4,096-token context: fits on 2 of your 4 GPUs, about 19 tokens/s", or
/// why it does not fit.
QString buildLlmLine(const BuildLlmCapacity& capacity);
/// The assumptions behind those lines and the typical error of the planner on `backend` (the
/// plans' llama.cpp backend; empty counts as CUDA).
QString buildLlmNote(std::string_view backend);

} // namespace gpuadvisor::text
