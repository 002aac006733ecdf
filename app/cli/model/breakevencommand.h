#pragma once

#include "cliapplication.h"

namespace gpuadvisor::cli::modelcmd {

/// breakeven: the days after which a desktop is cheaper than renting a cloud GPU (C4).
Command breakevenCommand();

} // namespace gpuadvisor::cli::modelcmd
