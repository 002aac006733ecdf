#pragma once

// The build checker: power, mains, fit, cooling, PCIe, CPU, network and licence checks for a
// machine (or several) with 1 to 8 GPUs (seed facts B1-B13, P18, R7). The core reports findings
// as codes with the numbers behind them; the words are made by the layer above.

#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/enums.h"
#include "gpuadvisor/core/catalog/gpu.h"

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace gpuadvisor {

/// One GPU of the build.
struct BuildGpu {
    Gpu gpu;
    std::optional<double> powerLimitWatts; ///< Set with nvidia-smi -pl; none = board power.
    std::optional<Cooler> cooler;          ///< Overrides the catalog's cooler (e.g. a water block).
    std::optional<int> slotWidth;          ///< Overrides the catalog's width (a 2-slot variant).

    Cooler effectiveCooler() const { return cooler.value_or(gpu.cooler); }
    /// Slots the card takes: the override; else 1 for water-cooled cards (a block is one slot);
    /// else the catalog's width (0 for SXM modules).
    int effectiveSlotWidth() const;
    /// What the card draws under load: its power limit, capped at board power.
    double drawWatts() const;
};

enum class Chassis { Workstation, Server };
/// Case airflow. Case design moves temperatures by only 1-3 C (B5): it is reported, not relied on.
enum class CaseCooling { Standard, HighAirflow };

struct Mains {
    double volts = 120;
    double amps = 15;
};
/// Continuous loads may use 80 % of a circuit's rating (the US electrical code's rule; a
/// prudent margin elsewhere): 120 V x 15 A = 1800 W, 1440 W continuous (B2).
inline constexpr double continuousMainsShare = 0.8;

struct BuildSpec {
    std::vector<BuildGpu> gpus; ///< One entry per GPU, 1 to maxGpusPerMachine.
    double psuWatts = 1600;
    double psuEfficiency = 0.92; ///< 0..1; 80 PLUS Platinum is about 0.92 at half load.
    double cpuWatts = 150;
    int cpuCores = 16;
    double otherWatts = 100; ///< Board, RAM, drives, fans.
    int x16Slots = 4;        ///< x16-size slots on the board.
    int slotSpacing = 2;     ///< Expansion slots from one x16 slot to the next.
    int lanesPerGpu = 16;
    int pcieGeneration = 4;
    bool risers = false; ///< PCIe risers/extenders move cards away from the board.
    CaseCooling caseCooling = CaseCooling::Standard;
    Mains mains;
    int nodes = 1;          ///< Machines like this one, for multi-node training.
    double networkGbps = 0; ///< Between the machines; only read when nodes > 1.
    Chassis chassis = Chassis::Workstation;
    bool inDataCenter = false; ///< Deployed in a data centre (the licence rule R7).
    bool gpuDrivesDisplay = false;
    double hostRamGb = 0; ///< 0 = not stated (the RAM check is skipped).
    /// The day software support is judged on (softwaresupport.h); unset means today.
    Date softwareAsOf{};

    /// True when a device of the build is a whole computer (a Mac Studio, a DGX Spark): it has its
    /// own power supply, CPU and cooling, so only its outlet (and its software) are checked, and
    /// the machine fields above (supply, CPU, slots, PCIe) do not apply.
    bool holdsWholeComputer() const;
};

enum class Severity { Ok, Warning, Problem };

enum class FindingCode {
    PsuCapacity,      ///< B1: total draw against the PSU rating.
    MainsCapacity,    ///< B2: wall draw against the circuit.
    PowerLimitAdvice, ///< B3, P18: the limit that makes the build fit and its speed cost.
    PowerLimitSet,    ///< P18: the limits the user set and their speed cost.
    SlotFit,          ///< B4: card widths against slots and spacing.
    SxmModule,        ///< SXM modules need an HGX/DGX baseboard.
    StackedCooling,   ///< B5: open-air cards without a gap.
    PassiveCooling,   ///< Passive data-centre cards in a workstation.
    CaseAirflow,      ///< B5: case design helps only 1-3 C.
    Connector12Vhpwr, ///< B6: seat the 12VHPWR plug fully.
    PcieLanes,        ///< B7.
    PcieGeneration,   ///< B7.
    NvLink,           ///< B8.
    MixedCards,       ///< B9.
    Network,          ///< B10.
    CpuCores,         ///< B11.
    DisplayGpu,       ///< B12, M3.
    WorkstationGpus,  ///< B12: a workstation takes up to 4 GPUs.
    HostRam,          ///< B13: host RAM at least the total GPU memory.
    Licence,          ///< R7: GeForce cards in a data centre.
    Software,         ///< S1-S7: a card current CUDA, PyTorch and llama.cpp no longer run (or soon).
    WholeComputer,    ///< A system runs alone: no other GPU goes with it, two are two machines.
    SystemOutlet,     ///< B2: a whole computer's published power against the circuit.
};

/// A number behind a finding, e.g. {"draw", 1650, "W"}.
struct FindingValue {
    std::string_view key;
    double value;
    std::string_view unit;
};

struct Finding {
    FindingCode code;
    Severity severity;
    std::vector<FindingValue> values;
    std::vector<std::string_view> facts;
    std::string subject; ///< The card concerned, where there is one.

    /// The value with that key, or std::nullopt.
    std::optional<double> value(std::string_view key) const;
};

std::string_view toString(Severity severity); ///< "ok", "warning", "problem"
std::string_view toString(FindingCode code);  ///< "psu-capacity", "mains-capacity", ...
std::string_view toString(Chassis chassis);   ///< "workstation", "server"
std::optional<Chassis> parseChassis(std::string_view text);

/// The power figures every power finding uses. For a whole computer, gpuWatts and totalWatts are
/// its published power (0 when unpublished): its CPU and the rest are inside that figure.
struct PowerBudget {
    double gpuWatts = 0;   ///< The GPUs at their limits (or board power).
    double totalWatts = 0; ///< GPUs + CPU + the rest: what the PSU delivers.
    double wallWatts = 0;  ///< totalWatts through the PSU's efficiency.
    double mainsContinuousWatts = 0;
    double psuHeadroomWatts = 0; ///< Rating minus total; negative when over.
};
PowerBudget powerBudget(const BuildSpec& spec);

/// The advised power limits stay this share under what the PSU and the outlet can deliver
/// (B3), so a build with them applied passes the checker with room for load spikes.
inline constexpr double powerLimitMargin = 0.03;
/// Drivers let most cards go down to about 60 % of board power; below that a power limit
/// cannot rescue the build.
inline constexpr double minimumPowerLimitShare = 0.6;

/// The power limits that make a build fit its PSU and outlet (B3, P18).
struct PowerLimitAdvice {
    /// Share of board power, in whole percent rounded down (0.73 for 73 %), aimed
    /// powerLimitMargin under what the PSU and the outlet deliver.
    double share = 0;
    /// Each GPU's limit in whole watts rounded down (share x board power), in build order;
    /// never above a limit the GPU has already.
    std::vector<double> limits;
    bool feasible = false;      ///< share >= minimumPowerLimitShare.
    bool outletLimited = false; ///< The outlet, not the PSU, sets what the GPUs may draw.
};
/// The advice when the GPUs draw more than the PSU and the outlet allow; std::nullopt when the
/// build fits as it is (or has no cards with a board power, or holds a whole computer).
std::optional<PowerLimitAdvice> advisePowerLimits(const BuildSpec& spec);
/// `spec` with the advised limits set (as it is when none are advised, or they are not feasible).
BuildSpec withAdvisedPowerLimits(const BuildSpec& spec);

class PerformanceModel;

/// Every check, most severe first (within a severity: power, fit and cooling, connectors, PCIe,
/// mix and scale, host). With a model, mixed builds name their slowest card (B9). A build holding
/// a whole computer is checked for what applies to one: that it runs alone, its outlet, its
/// software and licence. An empty build or one with more than maxGpusPerMachine GPUs gives no
/// findings; validate first.
std::vector<Finding> checkBuild(const BuildSpec& spec, const PerformanceModel* model = nullptr);

/// The worst severity among the findings (Ok when there are none).
Severity worstSeverity(std::span<const Finding> findings);

} // namespace gpuadvisor
