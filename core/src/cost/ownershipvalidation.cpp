#include "gpuadvisor/core/cost/ownershipvalidation.h"

#include "catalog/problemlist.h"

namespace gpuadvisor {

using problems::ProblemList;

std::vector<FieldProblem> validateOwnershipAssumptions(const OwnershipAssumptions& assumptions) {
    ProblemList problems;
    problems.requireRange("years", assumptions.years, 0, 30, "years");
    problems.requireRange("kwh_price_usd", assumptions.kwhPriceUsd, 0, 10, "USD");
    problems.requireRange("utilization", assumptions.utilization, 0, 1, "");
    return problems.take();
}

std::vector<FieldProblem> validateDesktopVersusCloud(const DesktopVersusCloud& input) {
    ProblemList problems;
    problems.requireRange("desktop_usd", input.desktopUsd, 0, 10000000, "USD");
    problems.requireRange("cloud_usd_per_hour", input.cloudUsdPerHour, 0, 1000, "USD");
    problems.requireRange("utilization", input.utilization, 0, 1, "");
    problems.requireRange("gpu_watts", input.gpuWatts, 0, 20000, "W");
    problems.requireRange("system_watts", input.systemWatts, 0, 20000, "W");
    problems.requireRange("kwh_price_usd", input.kwhPriceUsd, 0, 10, "USD");
    return problems.take();
}

} // namespace gpuadvisor
