#pragma once

// The cards and builds the build checker's tests share (buildcheck_test.cpp, buildcheck_power_test.cpp):
// Ampere cards with the catalog's board power and widths, in a machine roomy in everything else.

#include "gpuadvisor/core/build/buildcheck.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <vector>

namespace gpuadvisor::buildtest {

struct CardSpec {
    const char* name;
    int watts;
    int slots;
    Cooler cooler = Cooler::OpenAir;
    const char* connectors = "2x 8-pin";
    Segment segment = Segment::Consumer;
    double memoryGb = 24;
    bool nvlink = false;
};

inline Gpu card(const CardSpec& spec) {
    Gpu gpu;
    gpu.name = spec.name;
    gpu.vendor = "NVIDIA";
    gpu.architecture = Architecture::Ampere;
    gpu.segment = spec.segment;
    gpu.memoryGb = spec.memoryGb;
    gpu.bandwidthGBps = 900;
    gpu.smCount = 80;
    gpu.tensorCoreGeneration = 3;
    gpu.fp16TensorFp32AccumulateTflops = 70;
    gpu.fp32Tflops = 30;
    gpu.l2CacheMb = 6;
    gpu.sharedMemoryPerSmKb = 128;
    gpu.boardPowerWatts = spec.watts;
    gpu.slotWidth = spec.slots;
    gpu.cooler = spec.cooler;
    gpu.powerConnectors = spec.connectors;
    gpu.pcieGeneration = 4;
    gpu.nvlink = spec.nvlink;
    gpu.datacenterUseAllowed = spec.segment != Segment::Consumer;
    return gpu;
}

// Board power and widths as in the catalog (G2).
inline const CardSpec rtx3090{"RTX 3090", 350, 3, Cooler::OpenAir, "1x 12-pin", Segment::Consumer, 24, true};
inline const CardSpec rtx3080{"RTX 3080", 320, 2, Cooler::OpenAir, "1x 12-pin", Segment::Consumer, 10};
inline const CardSpec rtx4090{"RTX 4090", 450, 3, Cooler::OpenAir, "1x 12VHPWR"};
inline const CardSpec rtx2080TiFe{"RTX 2080 Ti", 250, 2, Cooler::OpenAir, "2x 8-pin", Segment::Consumer, 11};
inline const CardSpec blowerCard{"RTX A5000", 230, 2, Cooler::Blower, "1x 8-pin EPS", Segment::Workstation};
inline const CardSpec a100Pcie{"A100 PCIe 80GB",    300, 2, Cooler::Passive, "1x 8-pin EPS",
                               Segment::Datacenter, 80};

/// `count` of the card in a machine whose PSU and circuit are otherwise roomy (230 V / 16 A),
/// so each test isolates the rule it is about.
inline BuildSpec build(const CardSpec& spec, int count, double psuWatts = 1600) {
    BuildSpec build;
    for (int i = 0; i < count; ++i) {
        build.gpus.push_back(BuildGpu{card(spec), std::nullopt, std::nullopt, std::nullopt});
    }
    build.psuWatts = psuWatts;
    build.mains = Mains{230, 16};
    build.cpuCores = 32;
    return build;
}

inline std::optional<Finding> findingFor(const std::vector<Finding>& findings, FindingCode code) {
    const auto found =
        std::find_if(findings.begin(), findings.end(), [code](const Finding& f) { return f.code == code; });
    return found == findings.end() ? std::nullopt : std::optional<Finding>(*found);
}

/// `spec` with `change` applied.
inline BuildSpec with(BuildSpec spec, const std::function<void(BuildSpec&)>& change) {
    change(spec);
    return spec;
}

} // namespace gpuadvisor::buildtest
