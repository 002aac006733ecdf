#pragma once

#include "cliapplication.h"

namespace gpuadvisor::cli::modelcmd {

/// rank: every card by relative performance, or by performance per dollar of ownership.
Command rankCommand();

} // namespace gpuadvisor::cli::modelcmd
