#include "modelcommands.h"

#include "breakevencommand.h"
#include "crossvalidatecommand.h"
#include "explaincommand.h"
#include "rankcommand.h"

namespace gpuadvisor::cli {

std::vector<Command> modelCommands() {
    return {
        modelcmd::rankCommand(),
        modelcmd::explainCommand(),
        modelcmd::crossvalidateCommand(),
        modelcmd::breakevenCommand(),
    };
}

} // namespace gpuadvisor::cli
