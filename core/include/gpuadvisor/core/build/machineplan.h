#pragma once

// The machine a pick of n cards needs (B1, B2, B4, B5, B12): the slots on the board, a supply
// that carries the load and the outlet that feeds it, sized so that the build checker passes it,
// or the checker's remaining problems when no machine of that kind can carry the cards. The
// advisor names this machine in one line and hands exactly this build to the build checker.

#include "gpuadvisor/core/build/buildcheck.h"

#include <vector>

namespace gpuadvisor {

/// The circuits a machine is planned on, smallest first. Homes: a US 15 A and 20 A outlet, a
/// European 16 A one. Data centres: a single-phase 32 A rack feed (7.4 kW) and a three-phase one
/// (three 230 V phases of 32 A), what an 8-GPU server of 700 W modules needs.
inline constexpr Mains homeCircuits[] = {{120, 15}, {120, 20}, {230, 16}};
inline constexpr Mains dataCentreCircuits[] = {{230, 32}, {230, 96}};

/// Workstation boards put at most this many x16 slots two slots apart; wider stacks need risers.
inline constexpr int workstationX16Slots = 4;

struct MachinePlan {
    BuildSpec spec;                ///< The cards in the machine sized for them.
    double psuWatts = 0;           ///< The supply (all of a server's supplies together).
    int x16Slots = 0;              ///< Slots the cards need, two slots apart.
    bool risers = false;           ///< The cards need risers (or 2-slot variants, B4).
    Mains mains;                   ///< The smallest circuit that carries the machine.
    std::vector<Finding> problems; ///< What the build checker still finds wrong; empty: it passes.
    bool passes() const { return problems.empty(); }
};

/// The machine for `count` of `gpu` (1 to maxGpusPerMachine) in a workstation or a server: the
/// supply rounded up to the next 100 W above the load (B1), the smallest circuit of the chassis'
/// kind whose continuous 80 % carries the wall draw (B2), a free slot under each open-air card
/// (B5) or risers when a workstation board has too few slots for that, CPU cores for 4 a GPU (B11)
/// and, for a server, a data centre.
MachinePlan planMachine(const Gpu& gpu, int count, Chassis chassis);

} // namespace gpuadvisor
