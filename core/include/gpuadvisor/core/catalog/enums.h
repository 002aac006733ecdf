#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace gpuadvisor {

/// GPU micro-architecture, each vendor's oldest first. What an architecture can do (its vendor,
/// tensor or matrix formats, memory features) is a row of architecture.h's table, never a
/// comparison of these values.
enum class Architecture {
    // NVIDIA
    Fermi,
    Kepler,
    Maxwell,
    Pascal,
    Volta,
    Turing,
    Ampere,
    Ada,
    Hopper,
    Blackwell,
    // AMD Instinct (CDNA) and Radeon (RDNA)
    Cdna,
    Cdna2,
    Cdna3,
    Cdna4,
    Rdna3,
    Rdna35,
    Rdna4,
    // Intel Arc (Xe-HPG, Xe2-HPG) and Gaudi
    Alchemist,
    Battlemage,
    Gaudi3,
    // Apple Silicon GPUs
    AppleM1,
    AppleM2,
    AppleM3,
    AppleM4,
    AppleM5,
};
/// Number of Architecture values.
inline constexpr std::size_t architectureCount = 25;

/// What a catalog device is, which decides what its price covers and what the build checker
/// checks: a card goes into a PCIe slot of a machine the user builds; a module (SXM, OAM) comes
/// inside a server; a system with unified memory (a Mac, a Ryzen AI Max desktop, a DGX Spark) is
/// the whole computer, priced as one, its GPU sharing the machine's memory.
enum class DeviceKind { Card, Module, System };

/// Market segment; decides licence rules (seed fact R7) and typical cooling.
enum class Segment { Consumer, Workstation, Datacenter };

/// Cooler design of the reference card.
enum class Cooler { Blower, OpenAir, Passive, Water };

/// Condition of a card in a price observation.
enum class Condition { New, Used };

/// How a cloud offer is billed.
enum class Pricing { OnDemand, Spot };

/// What the performance model rates, as the 2023 guide's charts do: 8-bit inference, 16-bit
/// inference, 16-bit (mixed-precision) training.
enum class Metric { Inference8, Inference16, Training16 };

/// Workload family: Transformers lean on memory bandwidth, conv nets more on SM throughput
/// (seed facts P2, P11).
enum class Workload { Transformer, Cnn };

/// Every value of each enum, in declaration order: what pickers list and loops walk, so a new
/// value is added in one place (a static_assert in enums.cpp keeps the counts honest).
inline constexpr std::array<Architecture, architectureCount> allArchitectures{
    Architecture::Fermi,   Architecture::Kepler,    Architecture::Maxwell,    Architecture::Pascal,
    Architecture::Volta,   Architecture::Turing,    Architecture::Ampere,     Architecture::Ada,
    Architecture::Hopper,  Architecture::Blackwell, Architecture::Cdna,       Architecture::Cdna2,
    Architecture::Cdna3,   Architecture::Cdna4,     Architecture::Rdna3,      Architecture::Rdna35,
    Architecture::Rdna4,   Architecture::Alchemist, Architecture::Battlemage, Architecture::Gaudi3,
    Architecture::AppleM1, Architecture::AppleM2,   Architecture::AppleM3,    Architecture::AppleM4,
    Architecture::AppleM5};
inline constexpr std::array allDeviceKinds{DeviceKind::Card, DeviceKind::Module, DeviceKind::System};
inline constexpr std::array allSegments{Segment::Consumer, Segment::Workstation, Segment::Datacenter};
inline constexpr std::array allCoolers{Cooler::Blower, Cooler::OpenAir, Cooler::Passive, Cooler::Water};
inline constexpr std::array allConditions{Condition::New, Condition::Used};
inline constexpr std::array allMetrics{Metric::Inference8, Metric::Inference16, Metric::Training16};
inline constexpr std::array allWorkloads{Workload::Transformer, Workload::Cnn};

/// The most GPUs one machine takes (B12: workstations up to 4, servers up to 8): the build
/// checker, the GPU-count settings and the CLI's --count all stop here.
inline constexpr int maxGpusPerMachine = 8; // B12
/// A workstation takes up to 4 GPUs (heat, power); more need a server (B12).
inline constexpr int maxWorkstationGpus = 4;

/// Canonical spelling used in CSV files, the database and the CLI ("Ampere", "consumer", "open-air", ...).
std::string_view toString(Architecture value); ///< "Ampere", "RDNA3", "Apple M4", ...
std::string_view toString(DeviceKind value);   ///< "card", "module", "system"
std::string_view toString(Segment value);
std::string_view toString(Cooler value);
std::string_view toString(Condition value);
std::string_view toString(Pricing value);
std::string_view toString(Metric value);   ///< "inference8", "inference16", "training16"
std::string_view toString(Workload value); ///< "transformer", "cnn"

/// Parse the canonical spelling, ignoring ASCII case; std::nullopt if it is none of the values.
std::optional<Architecture> parseArchitecture(std::string_view text);
std::optional<DeviceKind> parseDeviceKind(std::string_view text);
std::optional<Segment> parseSegment(std::string_view text);
std::optional<Cooler> parseCooler(std::string_view text);
std::optional<Condition> parseCondition(std::string_view text);
std::optional<Pricing> parsePricing(std::string_view text);
std::optional<Metric> parseMetric(std::string_view text);
std::optional<Workload> parseWorkload(std::string_view text);

/// The accepted spellings joined for an error message, e.g. "consumer, workstation, datacenter".
std::string_view allowedArchitectures();
std::string_view allowedDeviceKinds();
std::string_view allowedSegments();
std::string_view allowedCoolers();
std::string_view allowedConditions();
std::string_view allowedPricings();
std::string_view allowedMetrics();
std::string_view allowedWorkloads();

} // namespace gpuadvisor
