#include "gpuadvisor/core/build/savedbuild.h"

#include "gpuadvisor/core/catalog/namematch.h"

#include <algorithm>

namespace gpuadvisor {

BuildSpec resolveBuild(const SavedBuild& saved, std::span<const Gpu> catalog,
                       std::vector<std::string>* missing) {
    BuildSpec spec = saved.machine;
    spec.gpus.clear();
    for (const SavedBuildGpu& entry : saved.gpus) {
        const std::string wanted = normalizedName(entry.gpuName);
        const auto found = std::find_if(catalog.begin(), catalog.end(), [&wanted](const Gpu& gpu) {
            return normalizedName(gpu.name) == wanted;
        });
        if (found == catalog.end()) {
            if (missing != nullptr) {
                missing->push_back(entry.gpuName);
            }
            continue;
        }
        for (int i = 0; i < entry.count; ++i) {
            spec.gpus.push_back(BuildGpu{*found, entry.powerLimitWatts, entry.cooler, entry.slotWidth});
        }
    }
    return spec;
}

SavedBuild toSavedBuild(std::string name, const BuildSpec& spec) {
    SavedBuild saved;
    saved.name = std::move(name);
    saved.machine = spec;
    saved.machine.gpus.clear();
    for (const BuildGpu& gpu : spec.gpus) {
        if (!saved.gpus.empty()) {
            SavedBuildGpu& last = saved.gpus.back();
            if (last.gpuName == gpu.gpu.name && last.powerLimitWatts == gpu.powerLimitWatts &&
                last.cooler == gpu.cooler && last.slotWidth == gpu.slotWidth) {
                ++last.count;
                continue;
            }
        }
        saved.gpus.push_back(SavedBuildGpu{gpu.gpu.name, 1, gpu.powerLimitWatts, gpu.cooler, gpu.slotWidth});
    }
    return saved;
}

} // namespace gpuadvisor
