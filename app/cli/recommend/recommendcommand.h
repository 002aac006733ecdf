#pragma once

#include "cliapplication.h"

#include <vector>

namespace gpuadvisor::cli {

/// recommend: the 2023 guide's flowchart walked with the answers as flags, the memory need and
/// the live pick (seed facts R3, R13, M1-M4).
std::vector<Command> recommendCommands();

} // namespace gpuadvisor::cli
