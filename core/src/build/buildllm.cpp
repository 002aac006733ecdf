#include "gpuadvisor/core/build/buildllm.h"

#include <algorithm>

namespace gpuadvisor {

BuildLlmCapacity buildLlmCapacity(std::span<const Gpu> buildGpus, const LlmWorkload& workload) {
    BuildLlmCapacity capacity;
    capacity.workload = workload;
    std::vector<Gpu> largestFirst(buildGpus.begin(),
                                  buildGpus.begin() +
                                      std::min<std::ptrdiff_t>(std::ssize(buildGpus), maximumLlmGpus));
    capacity.buildGpus = static_cast<int>(largestFirst.size());
    capacity.wholeComputer =
        std::any_of(largestFirst.begin(), largestFirst.end(), [](const Gpu& gpu) { return gpu.isSystem(); });
    if (largestFirst.empty()) {
        return capacity;
    }
    std::stable_sort(largestFirst.begin(), largestFirst.end(),
                     [](const Gpu& a, const Gpu& b) { return a.memoryGb > b.memoryGb; });
    for (std::size_t count = 1; count <= largestFirst.size(); ++count) {
        capacity.plan = planLlm(workload, std::span<const Gpu>(largestFirst).first(count));
        if (capacity.plan.fits) {
            capacity.gpusUsed = static_cast<int>(count);
            return capacity;
        }
    }
    return capacity;
}

std::vector<LlmWorkload> buildCheckLlmWorkloads(std::span<const LlmModel> presets) {
    std::vector<LlmWorkload> workloads;
    for (const std::string_view key : buildCheckLlmPresets) {
        if (const LlmModel* model = findLlmModel(presets, key)) {
            LlmWorkload workload;
            workload.model = *model;
            workload.weights = WeightFormat::Q4_K_M;
            workload.contextTokens = 4096;
            workloads.push_back(workload);
        }
    }
    return workloads;
}

} // namespace gpuadvisor
