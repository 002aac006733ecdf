#include "gpuadvisor/core/build/machineplan.h"

#include <algorithm>
#include <cmath>
#include <span>

namespace gpuadvisor {
namespace {

/// B11: 4 CPU cores a GPU keep the data loading up.
constexpr int coresPerGpu = 4;

/// x16 positions `count` cards of `width` slots take at `spacing`, with `gap` free slots below
/// each but the bottom one.
int positions(int count, int width, int gap, int spacing) {
    const int blocks = std::max(1, (width + gap + spacing - 1) / spacing);
    return 1 + (count - 1) * blocks;
}

} // namespace

MachinePlan planMachine(const Gpu& gpu, int count, Chassis chassis) {
    count = std::clamp(count, 1, maxGpusPerMachine);
    MachinePlan plan;
    BuildSpec& spec = plan.spec;
    spec.chassis = chassis;
    spec.inDataCenter = chassis == Chassis::Server;
    spec.gpus.assign(static_cast<std::size_t>(count),
                     BuildGpu{gpu, std::nullopt, std::nullopt, std::nullopt});
    spec.cpuCores = std::max(spec.cpuCores, coresPerGpu * count);

    const int width = gpu.slotWidth; // 0 for SXM modules: no slot
    const int gap = gpu.cooler == Cooler::OpenAir && count > 1 ? 1 : 0;
    const int needed = width > 0 ? positions(count, width, gap, spec.slotSpacing) : 0;
    if (chassis == Chassis::Workstation && needed > workstationX16Slots) {
        spec.risers = true; // B4, B5: risers lift both the width and the stacking
        spec.x16Slots = count;
    } else {
        spec.x16Slots = std::max(needed, chassis == Chassis::Server ? count : spec.x16Slots);
    }
    plan.risers = spec.risers;
    plan.x16Slots = width > 0 ? (spec.risers ? count : needed) : 0;

    const PowerBudget power = powerBudget(spec);
    spec.psuWatts = std::max(100.0, std::ceil(power.totalWatts / 100) * 100);
    plan.psuWatts = spec.psuWatts;
    const std::span<const Mains> circuits = chassis == Chassis::Server
                                                ? std::span<const Mains>(dataCentreCircuits)
                                                : std::span<const Mains>(homeCircuits);
    spec.mains = circuits.back();
    for (const Mains& circuit : circuits) {
        if (power.totalWatts / spec.psuEfficiency <= circuit.volts * circuit.amps * continuousMainsShare) {
            spec.mains = circuit;
            break;
        }
    }
    plan.mains = spec.mains;
    for (Finding& finding : checkBuild(spec)) {
        if (finding.severity == Severity::Problem) {
            plan.problems.push_back(std::move(finding));
        }
    }
    return plan;
}

} // namespace gpuadvisor
