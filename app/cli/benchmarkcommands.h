#pragma once

#include "cliapplication.h"

#include <vector>

namespace gpuadvisor::cli {

/// benchmarks list | import | export: the measured results in the catalog, shipped and the user's.
std::vector<Command> benchmarkCommands();

} // namespace gpuadvisor::cli
