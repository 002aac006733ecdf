#pragma once

#include "cliapplication.h"

#include <vector>

namespace gpuadvisor::cli {

/// llm: will a language model run on each card (or a named one), how fast, at what cost per
/// million tokens; with --cloud, the same for every cloud offer.
std::vector<Command> llmCommands();

} // namespace gpuadvisor::cli
