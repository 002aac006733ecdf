#pragma once

// The llm command's input: the model presets (shipped and the user's) and the workload its flags
// describe (model, formats, context, sequences, backend, the computer's RAM).

#include "cliapplication.h"

#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/db/llmdata.h"

namespace gpuadvisor::cli {

/// The presets: shipped plus the user's file (--models FILE, or llm-models.csv beside the catalog
/// in use, if present). Each problem goes to stderr, at most maximumListedLlmModelProblems of them.
LlmPresets presetsFor(const Invocation& invocation);

/// A presets file with refused rows makes the command fail after its output (which uses the good
/// rows): ExitBadInput, else ExitSuccess.
int presetsExitCode(const LlmPresets& presets);

/// The workload of --model or --model-params and the other flags; UsageError naming a bad flag.
LlmWorkload workloadFor(const Invocation& invocation, const LlmPresets& presets);

} // namespace gpuadvisor::cli
