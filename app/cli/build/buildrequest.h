#pragma once

// What check-build reads from its flags: the machine (BuildSpec) with its cards, and the prices,
// day and ownership assumptions its summary uses.

#include "cliapplication.h"
#include "output.h"

#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/enums.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/cost/ownership.h"

namespace gpuadvisor::cli::buildcmd {

inline const QString gpuFlag = QStringLiteral("gpu");
inline const QString coolerFlag = QStringLiteral("cooler");
inline const QString slotWidthFlag = QStringLiteral("slot-width");
inline const QString psuWattsFlag = QStringLiteral("psu-watts");
inline const QString psuEfficiencyFlag = QStringLiteral("psu-efficiency");
inline const QString cpuWattsFlag = QStringLiteral("cpu-watts");
inline const QString cpuCoresFlag = QStringLiteral("cpu-cores");
inline const QString otherWattsFlag = QStringLiteral("other-watts");
inline const QString slotsFlag = QStringLiteral("slots");
inline const QString slotSpacingFlag = QStringLiteral("slot-spacing");
inline const QString lanesFlag = QStringLiteral("lanes");
inline const QString pcieGenFlag = QStringLiteral("pcie-gen");
inline const QString risersFlag = QStringLiteral("risers");
inline const QString mainsVoltsFlag = QStringLiteral("mains-volts");
inline const QString mainsAmpsFlag = QStringLiteral("mains-amps");
inline const QString nodesFlag = QStringLiteral("nodes");
inline const QString networkFlag = QStringLiteral("network-gbps");
inline const QString chassisFlag = QStringLiteral("chassis");
inline const QString caseAirflowFlag = QStringLiteral("case-airflow");
inline const QString displayGpuFlag = QStringLiteral("display-gpu");
inline const QString dataCenterFlag = QStringLiteral("data-center");
inline const QString hostRamFlag = QStringLiteral("host-ram");

struct BuildRequest {
    BuildSpec spec;
    Condition condition = Condition::New;
    Date asOf{};
    OwnershipAssumptions ownership;
    OutputFormat format = OutputFormat::Table;
    bool networkIgnored = false; ///< --network-gbps with one machine.
    bool psuGiven = false;       ///< --psu-watts was given (a whole computer needs none).
};

/// The card called `name`; the error names the flag and its value.
Gpu requireCard(Catalog& catalog, const QString& flag, const QString& value, const QString& name);

/// The GPUs of --gpu, with --cooler and --slot-width applied. Throws a UsageError when the build
/// needs --psu-watts (it holds no whole computer) and the request has none.
void readGpus(Invocation& invocation, BuildRequest& request);

/// Everything but the GPUs: the rest of the machine and the ownership assumptions.
BuildRequest buildRequest(Invocation& invocation);

} // namespace gpuadvisor::cli::buildcmd
