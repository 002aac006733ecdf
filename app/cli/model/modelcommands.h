#pragma once

#include "cliapplication.h"

#include <vector>

namespace gpuadvisor::cli {

/// rank, explain, breakeven: the performance and cost models from the command line.
std::vector<Command> modelCommands();

} // namespace gpuadvisor::cli
