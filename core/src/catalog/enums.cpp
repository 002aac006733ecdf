#include "gpuadvisor/core/catalog/enums.h"

#include "catalog/nametable.h"

namespace gpuadvisor {

static_assert(allArchitectures.back() == Architecture::AppleM5 &&
                  static_cast<std::size_t>(allArchitectures.back()) + 1 == architectureCount,
              "allArchitectures lists every Architecture in order");
static_assert(static_cast<int>(allDeviceKinds.back()) + 1 == static_cast<int>(allDeviceKinds.size()));
static_assert(static_cast<int>(allSegments.back()) + 1 == static_cast<int>(allSegments.size()));
static_assert(static_cast<int>(allCoolers.back()) + 1 == static_cast<int>(allCoolers.size()));
static_assert(static_cast<int>(allMetrics.back()) + 1 == static_cast<int>(allMetrics.size()));
namespace {

using detail::nameOf;
using detail::NameTable;
using detail::valueOf;

constexpr NameTable<Architecture, architectureCount> architectureNames{{
    {Architecture::Fermi, "Fermi"},
    {Architecture::Kepler, "Kepler"},
    {Architecture::Maxwell, "Maxwell"},
    {Architecture::Pascal, "Pascal"},
    {Architecture::Volta, "Volta"},
    {Architecture::Turing, "Turing"},
    {Architecture::Ampere, "Ampere"},
    {Architecture::Ada, "Ada"},
    {Architecture::Hopper, "Hopper"},
    {Architecture::Blackwell, "Blackwell"},
    {Architecture::Cdna, "CDNA"},
    {Architecture::Cdna2, "CDNA2"},
    {Architecture::Cdna3, "CDNA3"},
    {Architecture::Cdna4, "CDNA4"},
    {Architecture::Rdna3, "RDNA3"},
    {Architecture::Rdna35, "RDNA3.5"},
    {Architecture::Rdna4, "RDNA4"},
    {Architecture::Alchemist, "Alchemist"},
    {Architecture::Battlemage, "Battlemage"},
    {Architecture::Gaudi3, "Gaudi3"},
    {Architecture::AppleM1, "Apple M1"},
    {Architecture::AppleM2, "Apple M2"},
    {Architecture::AppleM3, "Apple M3"},
    {Architecture::AppleM4, "Apple M4"},
    {Architecture::AppleM5, "Apple M5"},
}};
constexpr NameTable<DeviceKind, 3> deviceKindNames{{
    {DeviceKind::Card, "card"},
    {DeviceKind::Module, "module"},
    {DeviceKind::System, "system"},
}};
constexpr NameTable<Segment, 3> segmentNames{{
    {Segment::Consumer, "consumer"},
    {Segment::Workstation, "workstation"},
    {Segment::Datacenter, "datacenter"},
}};
constexpr NameTable<Cooler, 4> coolerNames{{
    {Cooler::Blower, "blower"},
    {Cooler::OpenAir, "open-air"},
    {Cooler::Passive, "passive"},
    {Cooler::Water, "water"},
}};
constexpr NameTable<Condition, 2> conditionNames{{{Condition::New, "new"}, {Condition::Used, "used"}}};
constexpr NameTable<Pricing, 2> pricingNames{{{Pricing::OnDemand, "on_demand"}, {Pricing::Spot, "spot"}}};
constexpr NameTable<Metric, 3> metricNames{{
    {Metric::Inference8, "inference8"},
    {Metric::Inference16, "inference16"},
    {Metric::Training16, "training16"},
}};
constexpr NameTable<Workload, 2> workloadNames{
    {{Workload::Transformer, "transformer"}, {Workload::Cnn, "cnn"}}};

} // namespace

std::string_view toString(Architecture value) {
    return nameOf(architectureNames, value);
}
std::string_view toString(DeviceKind value) {
    return nameOf(deviceKindNames, value);
}
std::string_view toString(Segment value) {
    return nameOf(segmentNames, value);
}
std::string_view toString(Cooler value) {
    return nameOf(coolerNames, value);
}
std::string_view toString(Condition value) {
    return nameOf(conditionNames, value);
}
std::string_view toString(Pricing value) {
    return nameOf(pricingNames, value);
}

std::string_view toString(Metric value) {
    return nameOf(metricNames, value);
}
std::string_view toString(Workload value) {
    return nameOf(workloadNames, value);
}

std::optional<Architecture> parseArchitecture(std::string_view text) {
    return valueOf(architectureNames, text);
}
std::optional<DeviceKind> parseDeviceKind(std::string_view text) {
    return valueOf(deviceKindNames, text);
}
std::optional<Segment> parseSegment(std::string_view text) {
    return valueOf(segmentNames, text);
}
std::optional<Cooler> parseCooler(std::string_view text) {
    return valueOf(coolerNames, text);
}
std::optional<Condition> parseCondition(std::string_view text) {
    return valueOf(conditionNames, text);
}
std::optional<Pricing> parsePricing(std::string_view text) {
    return valueOf(pricingNames, text);
}

std::optional<Metric> parseMetric(std::string_view text) {
    return valueOf(metricNames, text);
}
std::optional<Workload> parseWorkload(std::string_view text) {
    return valueOf(workloadNames, text);
}

std::string_view allowedArchitectures() {
    return "Fermi, Kepler, Maxwell, Pascal, Volta, Turing, Ampere, Ada, Hopper, Blackwell, CDNA, CDNA2, "
           "CDNA3, "
           "CDNA4, RDNA3, RDNA3.5, RDNA4, Alchemist, Battlemage, Gaudi3, Apple M1, Apple M2, Apple M3, Apple "
           "M4, "
           "Apple M5";
}
std::string_view allowedDeviceKinds() {
    return "card, module, system";
}
std::string_view allowedSegments() {
    return "consumer, workstation, datacenter";
}
std::string_view allowedCoolers() {
    return "blower, open-air, passive, water";
}
std::string_view allowedConditions() {
    return "new, used";
}
std::string_view allowedPricings() {
    return "on_demand, spot";
}
std::string_view allowedMetrics() {
    return "inference8, inference16, training16";
}
std::string_view allowedWorkloads() {
    return "transformer, cnn";
}

} // namespace gpuadvisor
