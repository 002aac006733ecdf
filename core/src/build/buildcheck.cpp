#include "gpuadvisor/core/build/buildcheck.h"

#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/catalog/softwaresupport.h"
#include "gpuadvisor/core/model/performance.h"

#include "catalog/textutil.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

namespace gpuadvisor {
namespace {

/// B11: data loading wants 4-8 CPU cores a GPU.
constexpr int minimumCoresPerGpu = 4;
/// B10: multi-node training wants 50 Gbit/s; 10 Gbit/s suits only some conv nets / DeepSpeed.
constexpr double goodNetworkGbps = 50;
constexpr double minimumNetworkGbps = 10;
/// B12: a workstation takes up to 4 GPUs.
constexpr int workstationGpuLimit = 4;
/// B7: lanes per GPU below which 3+ GPUs lose 5-10 %, and below which training suffers outright.
constexpr int preferredLanes = 8;
constexpr int minimumLanes = 4;

Finding finding(FindingCode code, Severity severity, std::vector<FindingValue> values,
                std::vector<std::string_view> facts, std::string subject = {}) {
    return Finding{code, severity, std::move(values), std::move(facts), std::move(subject)};
}

bool uses12Vhpwr(const Gpu& gpu) {
    const std::string connectors = toLowerAscii(gpu.powerConnectors);
    return connectors.find("12vhpwr") != std::string::npos || connectors.find("12v-2x6") != std::string::npos;
}

/// Distinct card names in build order.
std::vector<const Gpu*> distinctCards(const BuildSpec& spec) {
    std::vector<const Gpu*> cards;
    std::set<std::string> seen;
    for (const BuildGpu& entry : spec.gpus) {
        if (seen.insert(normalizedName(entry.gpu.name)).second) {
            cards.push_back(&entry.gpu);
        }
    }
    return cards;
}

/// Board positions (x16 slots) the PCIe cards take when each card's slot is `extra` slots wider
/// than the card: every card but the last blocks ceil((width + extra) / spacing) slots; the
/// widest goes in the bottom slot, where it blocks nothing below.
int positionsNeeded(const std::vector<int>& widths, int spacing, const std::vector<int>& extras) {
    if (widths.empty()) {
        return 0;
    }
    std::vector<int> blocks;
    for (std::size_t i = 0; i < widths.size(); ++i) {
        blocks.push_back(std::max(1, (widths[i] + extras[i] + spacing - 1) / spacing));
    }
    std::sort(blocks.begin(), blocks.end());
    int total = 1; // the bottom card
    for (std::size_t i = 0; i + 1 < blocks.size(); ++i) {
        total += blocks[i];
    }
    return total;
}

void checkPower(const BuildSpec& spec, std::vector<Finding>& out) {
    const PowerBudget power = powerBudget(spec);
    const double recommendedPsu = std::ceil(power.totalWatts / 100) * 100;
    const bool outletLimited = power.wallWatts > power.mainsContinuousWatts;
    out.push_back(finding(
        FindingCode::PsuCapacity, power.totalWatts > spec.psuWatts ? Severity::Problem : Severity::Ok,
        {{"gpu-draw", power.gpuWatts, "W"},
         {"total-draw", power.totalWatts, "W"},
         {"psu", spec.psuWatts, "W"},
         {"headroom", power.psuHeadroomWatts, "W"},
         {"recommended-psu", recommendedPsu, "W"},
         // A bigger PSU draws the same load through the outlet: when that is
         // more than the circuit carries, the outlet is the limit (B2).
         {"outlet-limited", outletLimited ? 1.0 : 0.0, ""},
         {"outlet-dc", power.mainsContinuousWatts * spec.psuEfficiency, "W"},
         {"volts", spec.mains.volts, "V"}},
        outletLimited ? std::vector<std::string_view>{"B1", "B2"} : std::vector<std::string_view>{"B1"}));
    const double mainsPeak = spec.mains.volts * spec.mains.amps;
    out.push_back(finding(FindingCode::MainsCapacity,
                          power.wallWatts > power.mainsContinuousWatts ? Severity::Problem : Severity::Ok,
                          {{"wall-draw", power.wallWatts, "W"},
                           {"continuous", power.mainsContinuousWatts, "W"},
                           {"peak", mainsPeak, "W"},
                           {"volts", spec.mains.volts, "V"},
                           {"amps", spec.mains.amps, "A"},
                           {"efficiency", spec.psuEfficiency * 100, "%"}},
                          {"B2"}));

    // What the GPUs may draw so that both the PSU and the circuit cope (B3).
    if (const std::optional<PowerLimitAdvice> advice = advisePowerLimits(spec)) {
        double limitedWatts = 0;
        for (const double watts : advice->limits) {
            limitedWatts += watts;
        }
        // The card the advice names ("N W for the X"): the first one it lowers. A card the user
        // already holds below the advice keeps its own limit, which is not the advised share.
        std::size_t named = 0;
        for (std::size_t i = 0; i < spec.gpus.size(); ++i) {
            if (advice->limits[i] < std::floor(spec.gpus[i].drawWatts())) {
                named = i;
                break;
            }
        }
        const BuildGpu& example = spec.gpus[named];
        const double limit = advice->limits[named];
        const double speed = powerLimitSpeedFactor(limit, example.gpu.boardPowerWatts);
        out.push_back(finding(FindingCode::PowerLimitAdvice,
                              advice->feasible ? Severity::Warning : Severity::Problem,
                              {{"limit-share", advice->share * 100, "%"},
                               {"limit", limit, "W"},
                               {"saved", power.gpuWatts - limitedWatts, "W"},
                               {"speed-cost", (1 - speed) * 100, "%"},
                               {"minimum-share", minimumPowerLimitShare * 100, "%"},
                               {"margin", powerLimitMargin * 100, "%"},
                               {"outlet-limited", advice->outletLimited ? 1.0 : 0.0, ""},
                               {"volts", spec.mains.volts, "V"}},
                              {"B3", "P18"}, example.gpu.name));
    }
    for (const Gpu* card : distinctCards(spec)) {
        for (const BuildGpu& entry : spec.gpus) {
            if (entry.gpu.name != card->name || !entry.powerLimitWatts ||
                *entry.powerLimitWatts >= entry.gpu.boardPowerWatts) {
                continue;
            }
            const double speed = powerLimitSpeedFactor(*entry.powerLimitWatts, entry.gpu.boardPowerWatts);
            out.push_back(finding(FindingCode::PowerLimitSet, Severity::Ok,
                                  {{"limit", *entry.powerLimitWatts, "W"},
                                   {"board-power", static_cast<double>(entry.gpu.boardPowerWatts), "W"},
                                   {"speed-cost", (1 - speed) * 100, "%"}},
                                  {"P18"}, card->name));
            break;
        }
    }
}

void checkFitAndCooling(const BuildSpec& spec, std::vector<Finding>& out) {
    std::vector<int> widths;
    std::vector<int> noGap;
    std::vector<int> gapForAir;
    int openAir = 0;
    int passive = 0;
    int sxm = 0;
    for (const BuildGpu& entry : spec.gpus) {
        const int width = entry.effectiveSlotWidth();
        if (width == 0) {
            ++sxm;
            continue;
        }
        const Cooler cooler = entry.effectiveCooler();
        widths.push_back(width);
        noGap.push_back(0);
        gapForAir.push_back(cooler == Cooler::OpenAir ? 1 : 0); // B5: one free slot below
        openAir += cooler == Cooler::OpenAir ? 1 : 0;
        passive += cooler == Cooler::Passive ? 1 : 0;
    }
    if (sxm > 0) {
        out.push_back(finding(FindingCode::SxmModule,
                              spec.chassis == Chassis::Server ? Severity::Ok : Severity::Problem,
                              {{"modules", static_cast<double>(sxm), ""}}, {}));
    }
    const int cards = static_cast<int>(widths.size());
    if (cards == 0) {
        return;
    }
    const int spacing = std::max(spec.slotSpacing, 1);
    const int needed = spec.risers ? cards : positionsNeeded(widths, spacing, noGap);
    const int widest = *std::max_element(widths.begin(), widths.end());
    out.push_back(finding(FindingCode::SlotFit, needed > spec.x16Slots ? Severity::Problem : Severity::Ok,
                          {{"slots-needed", static_cast<double>(needed), ""},
                           {"x16-slots", static_cast<double>(spec.x16Slots), ""},
                           {"widest", static_cast<double>(widest), "slots"},
                           {"spacing", static_cast<double>(spacing), "slots"},
                           {"risers", spec.risers ? 1.0 : 0.0, ""}},
                          {"B4"}));

    if (openAir > 0 && cards > 1 && !spec.risers) {
        const bool roomForGaps = positionsNeeded(widths, spacing, gapForAir) <= spec.x16Slots;
        const Severity severity =
            roomForGaps ? Severity::Ok : (cards >= 3 ? Severity::Problem : Severity::Warning);
        out.push_back(finding(FindingCode::StackedCooling, severity,
                              {{"open-air", static_cast<double>(openAir), ""},
                               {"cards", static_cast<double>(cards), ""},
                               {"throttle", 80, "C"},
                               {"gap-gain-min", 10, "C"},
                               {"gap-gain-max", 30, "C"}},
                              {"B5"}));
        if (!roomForGaps && spec.caseCooling == CaseCooling::HighAirflow) {
            out.push_back(finding(FindingCode::CaseAirflow, Severity::Warning,
                                  {{"case-gain-min", 1, "C"}, {"case-gain-max", 3, "C"}}, {"B5"}));
        }
    }
    if (passive > 0) {
        out.push_back(finding(
            FindingCode::PassiveCooling, spec.chassis == Chassis::Server ? Severity::Ok : Severity::Problem,
            {{"passive", static_cast<double>(passive), ""}, {"throttle", 80, "C"}}, {"B5", "C7"}));
    }
}

void checkConnectors(const BuildSpec& spec, std::vector<Finding>& out) {
    for (const Gpu* card : distinctCards(spec)) {
        if (uses12Vhpwr(*card)) {
            out.push_back(finding(FindingCode::Connector12Vhpwr, Severity::Warning,
                                  {{"failure-rate", 0.1, "%"}}, {"B6"}, card->name));
        }
    }
}

void checkPcie(const BuildSpec& spec, std::vector<Finding>& out) {
    const int gpus = static_cast<int>(spec.gpus.size());
    Severity lanes = Severity::Ok;
    if (spec.lanesPerGpu < minimumLanes) {
        lanes = Severity::Problem;
    } else if (spec.lanesPerGpu < preferredLanes && gpus >= 3) {
        lanes = Severity::Warning;
    }
    out.push_back(finding(FindingCode::PcieLanes, lanes,
                          {{"lanes", static_cast<double>(spec.lanesPerGpu), ""},
                           {"gpus", static_cast<double>(gpus), ""},
                           {"loss-min", 5, "%"},
                           {"loss-max", 10, "%"}},
                          {"B7"}));
    out.push_back(
        finding(FindingCode::PcieGeneration,
                spec.pcieGeneration < 4 && gpus >= maxGpusPerMachine ? Severity::Warning : Severity::Ok,
                {{"generation", static_cast<double>(spec.pcieGeneration), ""},
                 {"gpus", static_cast<double>(gpus), ""},
                 {"gain-min", 1, "%"},
                 {"gain-max", 7, "%"}},
                {"B7"}));
    const bool anyNvlink = std::any_of(spec.gpus.begin(), spec.gpus.end(),
                                       [](const BuildGpu& entry) { return entry.gpu.nvlink; });
    if (anyNvlink && gpus > 1) {
        out.push_back(finding(FindingCode::NvLink, Severity::Ok,
                              {{"total-gpus", static_cast<double>(gpus * std::max(spec.nodes, 1)), ""},
                               {"useful-from", 128, ""}},
                              {"B8"}));
    }
}

void checkMixAndScale(const BuildSpec& spec, const PerformanceModel* model, std::vector<Finding>& out) {
    const std::vector<const Gpu*> cards = distinctCards(spec);
    if (cards.size() > 1) {
        std::vector<FindingValue> values{{"types", static_cast<double>(cards.size()), ""}};
        std::string slowest;
        if (model != nullptr) {
            double slowSpeed = 0;
            double fastSpeed = 0;
            for (const BuildGpu& entry : spec.gpus) {
                double speed = model->relative(entry.gpu);
                if (entry.powerLimitWatts) {
                    speed *= powerLimitSpeedFactor(*entry.powerLimitWatts, entry.gpu.boardPowerWatts);
                }
                if (slowest.empty() || speed < slowSpeed) {
                    slowSpeed = speed;
                    slowest = entry.gpu.name;
                }
                fastSpeed = std::max(fastSpeed, speed);
            }
            if (fastSpeed > 0) {
                values.push_back({"slowest-share", slowSpeed / fastSpeed * 100, "%"});
            }
        }
        out.push_back(
            finding(FindingCode::MixedCards, Severity::Warning, std::move(values), {"B9"}, slowest));
    }
    if (spec.nodes > 1) {
        Severity severity = Severity::Ok;
        if (spec.networkGbps < minimumNetworkGbps) {
            severity = Severity::Problem;
        } else if (spec.networkGbps < goodNetworkGbps) {
            severity = Severity::Warning;
        }
        out.push_back(finding(FindingCode::Network, severity,
                              {{"network", spec.networkGbps, "Gbit/s"},
                               {"wanted", goodNetworkGbps, "Gbit/s"},
                               {"nodes", static_cast<double>(spec.nodes), ""},
                               {"infiniband-cost", 500, "USD"}},
                              {"B10"}));
    }
    const int gpus = static_cast<int>(spec.gpus.size());
    const double coresPerGpu = static_cast<double>(spec.cpuCores) / gpus;
    out.push_back(finding(FindingCode::CpuCores,
                          coresPerGpu < minimumCoresPerGpu ? Severity::Warning : Severity::Ok,
                          {{"cores", static_cast<double>(spec.cpuCores), ""},
                           {"cores-per-gpu", coresPerGpu, ""},
                           {"wanted-min", minimumCoresPerGpu, ""},
                           {"wanted-max", 8, ""},
                           {"gpus", static_cast<double>(gpus), ""}},
                          {"B11"}));
    if (spec.chassis == Chassis::Workstation && gpus > workstationGpuLimit) {
        out.push_back(finding(FindingCode::WorkstationGpus, Severity::Warning,
                              {{"gpus", static_cast<double>(gpus), ""}, {"limit", workstationGpuLimit, ""}},
                              {"B12"}));
    }
}

void checkHost(const BuildSpec& spec, std::vector<Finding>& out) {
    if (spec.gpuDrivesDisplay) {
        out.push_back(finding(FindingCode::DisplayGpu, Severity::Warning, {{"display-memory", 2, "GB"}},
                              {"B12", "M3"}, spec.gpus.front().gpu.name));
    }
    double gpuMemory = 0;
    for (const BuildGpu& entry : spec.gpus) {
        gpuMemory += entry.gpu.memoryGb;
    }
    if (spec.hostRamGb > 0) {
        out.push_back(
            finding(FindingCode::HostRam, spec.hostRamGb < gpuMemory ? Severity::Warning : Severity::Ok,
                    {{"host-ram", spec.hostRamGb, "GB"}, {"gpu-memory", gpuMemory, "GB"}}, {"B13"}));
    }
}

void checkLicence(const BuildSpec& spec, std::vector<Finding>& out) {
    if (spec.inDataCenter) {
        for (const Gpu* card : distinctCards(spec)) {
            if (!card->datacenterUseAllowed) {
                out.push_back(finding(FindingCode::Licence, Severity::Problem, {}, {"R7"}, card->name));
            }
        }
    }
}

/// A whole computer brings its own supply, CPU, slots and cooling: what can go wrong is pairing
/// it with other devices (it runs alone; two are two machines) and its outlet (B2).
void checkWholeComputer(const BuildSpec& spec, std::vector<Finding>& out) {
    const auto system = std::find_if(spec.gpus.begin(), spec.gpus.end(),
                                     [](const BuildGpu& entry) { return entry.gpu.isSystem(); });
    const std::string name = system == spec.gpus.end() ? std::string() : system->gpu.name;
    const auto devices = static_cast<double>(spec.gpus.size());
    out.push_back(finding(FindingCode::WholeComputer, devices > 1 ? Severity::Problem : Severity::Ok,
                          {{"devices", devices, ""}}, {}, name));

    const PowerBudget power = powerBudget(spec);
    std::vector<FindingValue> values{{"continuous", power.mainsContinuousWatts, "W"},
                                     {"volts", spec.mains.volts, "V"},
                                     {"amps", spec.mains.amps, "A"}};
    // Only a figure the catalog has is compared; an unpublished one is said to be unknown.
    const bool published = std::all_of(spec.gpus.begin(), spec.gpus.end(),
                                       [](const BuildGpu& entry) { return entry.gpu.boardPowerWatts > 0; });
    if (published) {
        values.push_back({"system-power", power.totalWatts, "W"});
    }
    const bool over = published && power.totalWatts > power.mainsContinuousWatts;
    out.push_back(finding(FindingCode::SystemOutlet, over ? Severity::Problem : Severity::Ok,
                          std::move(values), {"B2"}, name));
}

} // namespace

bool BuildSpec::holdsWholeComputer() const {
    return std::any_of(gpus.begin(), gpus.end(), [](const BuildGpu& entry) { return entry.gpu.isSystem(); });
}

int BuildGpu::effectiveSlotWidth() const {
    if (slotWidth) {
        return std::max(*slotWidth, 0);
    }
    if (cooler == Cooler::Water && gpu.slotWidth > 0) {
        return 1;
    }
    return gpu.slotWidth;
}

double BuildGpu::drawWatts() const {
    const double board = gpu.boardPowerWatts;
    if (powerLimitWatts && *powerLimitWatts > 0) {
        return std::min(*powerLimitWatts, board);
    }
    return board;
}

std::optional<double> Finding::value(std::string_view key) const {
    for (const FindingValue& entry : values) {
        if (entry.key == key) {
            return entry.value;
        }
    }
    return std::nullopt;
}

std::string_view toString(Severity severity) {
    switch (severity) {
    case Severity::Ok:
        return "ok";
    case Severity::Warning:
        return "warning";
    case Severity::Problem:
        return "problem";
    }
    return "";
}

std::string_view toString(FindingCode code) {
    switch (code) {
    case FindingCode::PsuCapacity:
        return "psu-capacity";
    case FindingCode::MainsCapacity:
        return "mains-capacity";
    case FindingCode::PowerLimitAdvice:
        return "power-limit-advice";
    case FindingCode::PowerLimitSet:
        return "power-limit-set";
    case FindingCode::SlotFit:
        return "slot-fit";
    case FindingCode::SxmModule:
        return "sxm-module";
    case FindingCode::StackedCooling:
        return "stacked-cooling";
    case FindingCode::PassiveCooling:
        return "passive-cooling";
    case FindingCode::CaseAirflow:
        return "case-airflow";
    case FindingCode::Connector12Vhpwr:
        return "connector-12vhpwr";
    case FindingCode::PcieLanes:
        return "pcie-lanes";
    case FindingCode::PcieGeneration:
        return "pcie-generation";
    case FindingCode::NvLink:
        return "nvlink";
    case FindingCode::MixedCards:
        return "mixed-cards";
    case FindingCode::Network:
        return "network";
    case FindingCode::CpuCores:
        return "cpu-cores";
    case FindingCode::DisplayGpu:
        return "display-gpu";
    case FindingCode::WorkstationGpus:
        return "workstation-gpus";
    case FindingCode::HostRam:
        return "host-ram";
    case FindingCode::Licence:
        return "licence";
    case FindingCode::Software:
        return "software";
    case FindingCode::WholeComputer:
        return "whole-computer";
    case FindingCode::SystemOutlet:
        return "system-outlet";
    }
    return "";
}

std::string_view toString(Chassis chassis) {
    return chassis == Chassis::Server ? "server" : "workstation";
}

std::optional<Chassis> parseChassis(std::string_view text) {
    if (equalsIgnoringCase(trimmed(text), "workstation")) {
        return Chassis::Workstation;
    }
    if (equalsIgnoringCase(trimmed(text), "server")) {
        return Chassis::Server;
    }
    return std::nullopt;
}

std::optional<PowerLimitAdvice> advisePowerLimits(const BuildSpec& spec) {
    const PowerBudget power = powerBudget(spec);
    const double outletDc = power.mainsContinuousWatts * spec.psuEfficiency;
    const double deliverable = std::min(spec.psuWatts, outletDc);
    double boardWatts = 0;
    for (const BuildGpu& entry : spec.gpus) {
        boardWatts += std::max(entry.gpu.boardPowerWatts, 0);
    }
    if (spec.holdsWholeComputer() || boardWatts <= 0 ||
        power.gpuWatts <= deliverable - spec.cpuWatts - spec.otherWatts) {
        return std::nullopt;
    }
    // Aim a margin under the limit and round down (whole percent, whole watts), so the build
    // with the limits applied passes both checks.
    const double target = deliverable * (1 - powerLimitMargin) - spec.cpuWatts - spec.otherWatts;
    PowerLimitAdvice advice;
    advice.share = std::floor(std::max(target, 0.0) / boardWatts * 100) / 100;
    advice.feasible = advice.share >= minimumPowerLimitShare;
    advice.outletLimited = outletDc < spec.psuWatts;
    for (const BuildGpu& entry : spec.gpus) {
        advice.limits.push_back(
            std::min(std::floor(advice.share * entry.gpu.boardPowerWatts), std::floor(entry.drawWatts())));
    }
    return advice;
}

BuildSpec withAdvisedPowerLimits(const BuildSpec& spec) {
    BuildSpec limited = spec;
    const std::optional<PowerLimitAdvice> advice = advisePowerLimits(spec);
    if (!advice || !advice->feasible) {
        return limited;
    }
    for (std::size_t i = 0; i < limited.gpus.size(); ++i) {
        BuildGpu& entry = limited.gpus[i];
        if (advice->limits[i] < entry.gpu.boardPowerWatts) {
            entry.powerLimitWatts = advice->limits[i];
        }
    }
    return limited;
}

PowerBudget powerBudget(const BuildSpec& spec) {
    PowerBudget power;
    for (const BuildGpu& entry : spec.gpus) {
        power.gpuWatts += entry.drawWatts();
    }
    power.mainsContinuousWatts = spec.mains.volts * spec.mains.amps * continuousMainsShare;
    if (spec.holdsWholeComputer()) {
        // The system's figure covers its CPU and the rest; it has its own supply.
        power.totalWatts = power.gpuWatts;
        power.wallWatts = power.gpuWatts;
        return power;
    }
    power.totalWatts = power.gpuWatts + spec.cpuWatts + spec.otherWatts;
    power.wallWatts = spec.psuEfficiency > 0 ? power.totalWatts / spec.psuEfficiency : power.totalWatts;
    power.psuHeadroomWatts = spec.psuWatts - power.totalWatts;
    return power;
}

/// A card current frameworks no longer run is a problem for a deep-learning build (S1, S2); one
/// on its last supported releases is a warning (legacy: no new CUDA, PyTorch or llama.cpp).
void checkSoftware(const BuildSpec& spec, std::vector<Finding>& out) {
    const Date day = spec.softwareAsOf.ok() ? spec.softwareAsOf : todayUtc();
    for (const Gpu* card : distinctCards(spec)) {
        const CardSupport support = cardSupport(*card, day);
        if (support.level == SupportLevel::Current || support.row == nullptr) {
            continue;
        }
        std::vector<std::string_view> facts(support.row->facts.begin(), support.row->facts.end());
        out.push_back(finding(FindingCode::Software,
                              support.unsupported() ? Severity::Problem : Severity::Warning,
                              {{"level", static_cast<double>(support.level), ""},
                               {"architecture", static_cast<double>(support.architecture), ""}},
                              std::move(facts), card->name));
    }
}

std::vector<Finding> checkBuild(const BuildSpec& spec, const PerformanceModel* model) {
    std::vector<Finding> findings;
    if (spec.gpus.empty() || spec.gpus.size() > static_cast<std::size_t>(maxGpusPerMachine)) {
        return findings;
    }
    if (spec.holdsWholeComputer()) {
        checkWholeComputer(spec, findings);
    } else {
        checkPower(spec, findings);
        checkFitAndCooling(spec, findings);
        checkConnectors(spec, findings);
        checkPcie(spec, findings);
        checkMixAndScale(spec, model, findings);
        checkHost(spec, findings);
    }
    checkLicence(spec, findings);
    checkSoftware(spec, findings);
    std::stable_sort(findings.begin(), findings.end(), [](const Finding& a, const Finding& b) {
        return static_cast<int>(a.severity) > static_cast<int>(b.severity);
    });
    return findings;
}

Severity worstSeverity(std::span<const Finding> findings) {
    Severity worst = Severity::Ok;
    for (const Finding& entry : findings) {
        worst = std::max(worst, entry.severity);
    }
    return worst;
}

} // namespace gpuadvisor
