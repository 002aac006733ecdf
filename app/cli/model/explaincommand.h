#pragma once

#include "cliapplication.h"

namespace gpuadvisor::cli::modelcmd {

/// explain: the factors whose product is a card's relative performance, next to measurements.
Command explainCommand();

} // namespace gpuadvisor::cli::modelcmd
