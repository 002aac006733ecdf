// gpu-advisor-cli: the catalog and the models of GPU Advisor from the command line.

#include "benchmarkcommands.h"
#include "build/buildcommand.h"
#include "catalogcommands.h"
#include "cliapplication.h"
#include "llmcommand.h"
#include "model/modelcommands.h"
#include "recommend/recommendcommand.h"

#include <QCoreApplication>

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    // Shares its catalog with the GUI: Catalog::defaultPath() is the same file for both.
    QCoreApplication::setOrganizationName(QString());
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUADVISOR_VERSION));

    std::vector<gpuadvisor::cli::Command> commands = gpuadvisor::cli::catalogCommands();
    for (auto& command : gpuadvisor::cli::modelCommands()) {
        commands.push_back(std::move(command));
    }
    for (auto& command : gpuadvisor::cli::recommendCommands()) {
        commands.push_back(std::move(command));
    }
    for (auto& command : gpuadvisor::cli::buildCommands()) {
        commands.push_back(std::move(command));
    }
    for (auto& command : gpuadvisor::cli::llmCommands()) {
        commands.push_back(std::move(command));
    }
    for (auto& command : gpuadvisor::cli::benchmarkCommands()) {
        commands.push_back(std::move(command));
    }
    return gpuadvisor::cli::runCli(QCoreApplication::arguments(), commands);
}
