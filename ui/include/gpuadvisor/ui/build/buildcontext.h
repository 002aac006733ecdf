#pragma once

// What a page hands the Build Checker when it opens it with cards: the cards, and the context
// they were chosen in (the condition they were priced in, an organisation's server), so the
// build is checked and costed as the advice assumed.

#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/core/catalog/enums.h"

#include <QMetaType>
#include <QString>

#include <optional>

namespace gpuadvisor {

struct BuildContext {
    QString gpu;
    int count = 1;
    /// The condition the cards were priced in; none keeps the Build page's own.
    std::optional<Condition> condition{};
    /// An organisation's machine: a server chassis in a data centre, on a data-centre circuit.
    bool server = false;
    /// The whole machine the advice sized for the cards (supply, slots, outlet, chassis; the
    /// cards included): the Build Checker opens exactly this build instead of its own machine.
    std::optional<BuildSpec> machine{};
    /// The share of time the GPUs are busy that the advice was costed at (an organisation's
    /// cluster); none keeps the Build page's own.
    std::optional<double> utilization{};
};

/// A data-centre rack circuit: 230 V at 32 A (7.4 kW, 5.9 kW continuous), what a server of
/// 8 GPUs is planned on; a household outlet cannot feed one.
inline constexpr Mains dataCenterCircuit{230, 32};

/// `spec` made fit for the context's machine: for a server, its chassis, the data-centre circuit
/// and licence rule, and as many x16 slots as cards. The cards themselves are not touched.
BuildSpec withContext(BuildSpec spec, const BuildContext& context);

} // namespace gpuadvisor

Q_DECLARE_METATYPE(gpuadvisor::BuildContext)
