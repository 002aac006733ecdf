#pragma once

#include "cliapplication.h"

#include <vector>

namespace gpuadvisor::cli {

/// catalog list | show | validate | export | import | recover.
std::vector<Command> catalogCommands();

} // namespace gpuadvisor::cli
