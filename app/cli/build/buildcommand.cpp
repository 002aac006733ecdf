#include "buildcommand.h"

#include "buildoutput.h"
#include "buildrequest.h"
#include "commandsupport.h"

#include "gpuadvisor/core/catalog/pricebook.h"
#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/core/cost/ranking.h"
#include "gpuadvisor/core/model/measured.h"

namespace gpuadvisor::cli {
namespace {

using namespace buildcmd;

const QString defaultReference = QStringLiteral("H100 SXM");

int checkBuildCommand(Invocation& invocation) {
    BuildRequest request = buildRequest(invocation);
    readGpus(invocation, request);
    Catalog& catalog = invocation.catalog();
    const Gpu reference = requireCard(catalog, QStringLiteral("reference"),
                                      invocation.parser().value(QStringLiteral("reference")),
                                      invocation.parser().value(QStringLiteral("reference")));
    const PerformanceModel model(reference, summaryQuery);
    if (request.networkIgnored) {
        printError(QStringLiteral("note: --%1 is read only with --%2 2 or more; ignored\n")
                       .arg(networkFlag, nodesFlag));
    }

    const std::vector<Finding> findings = checkBuild(request.spec, &model);
    const PriceBook prices(catalog.pricesByCard());
    const std::vector<SystemBaseCost> systemCosts = catalog.systemBaseCosts();
    const BuildSummary summary = summarizeBuild(request.spec, model, prices, request.condition, request.asOf,
                                                systemCosts, request.ownership);
    SummaryContext context{request, summary, reference,
                           systemBaseCostFor(systemCosts, summary.gpuCount).has_value()};
    const std::vector<Gpu> gpus = catalog.gpus();
    const std::vector<BenchmarkResult> measurements = catalog.benchmarks();
    const std::vector<std::string> measured =
        vendorsMeasuring(gpus, measurements, summaryQuery.workload, false);
    for (const BuildGpu& entry : request.spec.gpus) {
        const QString vendor = text(entry.gpu.vendor);
        if (!isOfVendor(entry.gpu, measured) && !context.specificationOnlyVendors.contains(vendor)) {
            context.specificationOnlyVendors << vendor;
        }
    }
    if (request.format == OutputFormat::Json) {
        printJson(findings, context);
    } else {
        printTable(findings, context);
    }
    return worstSeverity(findings) == Severity::Problem ? ExitProblemsFound : ExitSuccess;
}

QList<QCommandLineOption> checkBuildOptions() {
    const BuildSpec defaults;
    QList<QCommandLineOption> options{
        valueOption(
            gpuFlag,
            QStringLiteral("A card of the build, repeatable: COUNT cards (default 1) limited to LIMIT_W "
                           "watts (default board power), e.g. \"RTX 3090:4:300\" (quote names with spaces). "
                           "1-%1 GPUs in all.")
                .arg(maxGpusPerMachine),
            QStringLiteral("NAME[:COUNT[:LIMIT_W]]")),
        valueOption(psuWattsFlag,
                    QStringLiteral("Power supply rating (required, but for a whole computer such as a Mac "
                                   "Studio: it has its own)."),
                    QStringLiteral("W")),
        valueOption(psuEfficiencyFlag,
                    QStringLiteral("Power supply efficiency, 50-100 (default %1).")
                        .arg(numberText(defaults.psuEfficiency * 100)),
                    QStringLiteral("PCT")),
        valueOption(cpuWattsFlag,
                    QStringLiteral("CPU power (default %1).").arg(numberText(defaults.cpuWatts)),
                    QStringLiteral("W")),
        valueOption(cpuCoresFlag, QStringLiteral("CPU cores (default %1).").arg(defaults.cpuCores),
                    QStringLiteral("N")),
        valueOption(
            otherWattsFlag,
            QStringLiteral("Board, RAM, drives and fans (default %1).").arg(numberText(defaults.otherWatts)),
            QStringLiteral("W")),
        valueOption(slotsFlag,
                    QStringLiteral("x16-size slots on the board (default %1).").arg(defaults.x16Slots),
                    QStringLiteral("N")),
        valueOption(slotSpacingFlag,
                    QStringLiteral("Expansion slots from one x16 slot to the next (default %1).")
                        .arg(defaults.slotSpacing),
                    QStringLiteral("N")),
        valueOption(
            lanesFlag,
            QStringLiteral("PCIe lanes per GPU: 1, 2, 4, 8 or 16 (default %1).").arg(defaults.lanesPerGpu),
            QStringLiteral("N")),
        valueOption(pcieGenFlag,
                    QStringLiteral("PCIe generation, 1-6 (default %1).").arg(defaults.pcieGeneration),
                    QStringLiteral("N")),
        valueOption(risersFlag,
                    QStringLiteral("PCIe risers or extenders move the cards off the board (default no)."),
                    QStringLiteral("yes|no")),
        valueOption(mainsVoltsFlag,
                    QStringLiteral("Voltage of the circuit, with --%1 (default %2).")
                        .arg(mainsAmpsFlag, numberText(defaults.mains.volts)),
                    QStringLiteral("V")),
        valueOption(mainsAmpsFlag,
                    QStringLiteral("Rating of the circuit, with --%1 (default %2).")
                        .arg(mainsVoltsFlag, numberText(defaults.mains.amps)),
                    QStringLiteral("A")),
        valueOption(
            nodesFlag,
            QStringLiteral("Machines like this one training together (default 1); 2 or more need --%1.")
                .arg(networkFlag),
            QStringLiteral("N")),
        valueOption(networkFlag, QStringLiteral("Network speed between the machines, in Gbit/s."),
                    QStringLiteral("GBPS")),
        valueOption(chassisFlag, QStringLiteral("workstation (default) or server."),
                    QStringLiteral("CHASSIS")),
        valueOption(coolerFlag,
                    QStringLiteral("Cooler of every card NAME, overriding the catalog's, repeatable: "
                                   "blower, open-air, water or passive."),
                    QStringLiteral("NAME=TYPE")),
        valueOption(slotWidthFlag,
                    QStringLiteral("Slots every card NAME takes (a 2-slot variant), 1-4, repeatable."),
                    QStringLiteral("NAME=SLOTS")),
        valueOption(caseAirflowFlag, QStringLiteral("Case airflow: standard (default) or high."),
                    QStringLiteral("AIRFLOW")),
        QCommandLineOption(displayGpuFlag, QStringLiteral("The first GPU also drives the display.")),
        QCommandLineOption(dataCenterFlag,
                           QStringLiteral("The machine goes into a data centre (GeForce licence, R7).")),
        valueOption(hostRamFlag, QStringLiteral("Host RAM, checked against the GPUs' memory."),
                    QStringLiteral("GB")),
        valueOption(QStringLiteral("reference"),
                    QStringLiteral("Card the throughput is counted in (default %1).").arg(defaultReference),
                    QStringLiteral("NAME"), defaultReference),
        valueOption(QStringLiteral("condition"), QStringLiteral("Prices of new (default) or used cards."),
                    QStringLiteral("CONDITION")),
        valueOption(QStringLiteral("as-of"),
                    QStringLiteral("Use the newest prices on or before this day (default today)."),
                    QStringLiteral("YYYY-MM-DD")),
        formatOption(QStringLiteral("table or json")),
    };
    options << ownershipOptionDefinitions();
    return options;
}

} // namespace

std::vector<Command> buildCommands() {
    return {
        {{QStringLiteral("check-build")},
         {},
         QStringLiteral("Check a machine with 1-8 GPUs: power supply, outlet, slots, cooling, PCIe, CPU, "
                        "network and licence (seed facts B1-B13). Exit status 1 when there is a problem."),
         &checkBuildOptions,
         &checkBuildCommand},
    };
}

} // namespace gpuadvisor::cli
