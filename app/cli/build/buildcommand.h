#pragma once

#include "cliapplication.h"

#include <vector>

namespace gpuadvisor::cli {

/// check-build: power, mains, fit, cooling, PCIe, CPU, network and licence checks of a machine
/// with 1 to 8 GPUs, one finding a line, and what the build adds up to (seed facts B1-B13).
std::vector<Command> buildCommands();

} // namespace gpuadvisor::cli
