// gpu-advisor-cli: the catalog and (later) the models of GPU Advisor from the command line.

#include "catalogcommands.h"
#include "cliapplication.h"

#include <QCoreApplication>

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    // Shares its catalog with the GUI: both use AppDataLocation of "gpu-advisor".
    QCoreApplication::setOrganizationName(QString());
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUADVISOR_VERSION));

    std::vector<gpuadvisor::cli::Command> commands = gpuadvisor::cli::catalogCommands();
    return gpuadvisor::cli::runCli(QCoreApplication::arguments(), commands);
}
