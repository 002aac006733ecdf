#pragma once

#include "cliapplication.h"

namespace gpuadvisor::cli::modelcmd {

/// crossvalidate: the performance model, the multi-GPU scaling and the LLM planner checked on the
/// catalog's measurements, and the guide's own figures against the model.
Command crossvalidateCommand();

} // namespace gpuadvisor::cli::modelcmd
