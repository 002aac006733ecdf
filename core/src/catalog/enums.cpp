#include "gpuadvisor/core/catalog/enums.h"

#include "catalog/nametable.h"

namespace gpuadvisor {

static_assert(allArchitectures.back() == Architecture::Blackwell &&
                  static_cast<std::size_t>(allArchitectures.back()) + 1 == architectureCount,
              "allArchitectures lists every Architecture in order");
static_assert(static_cast<int>(allSegments.back()) + 1 == static_cast<int>(allSegments.size()));
static_assert(static_cast<int>(allCoolers.back()) + 1 == static_cast<int>(allCoolers.size()));
static_assert(static_cast<int>(allMetrics.back()) + 1 == static_cast<int>(allMetrics.size()));
namespace {

using detail::nameOf;
using detail::NameTable;
using detail::valueOf;

constexpr NameTable<Architecture, 10> architectureNames{{
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
    return "Fermi, Kepler, Maxwell, Pascal, Volta, Turing, Ampere, Ada, Hopper, Blackwell";
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
