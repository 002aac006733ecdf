#pragma once

// A build as the user saves it: card names (not specs, which the catalog may update) with their
// counts and overrides, and the rest of the machine. Resolved against the catalog to check it.

#include "gpuadvisor/core/build/buildcheck.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gpuadvisor {

struct SavedBuildGpu {
    std::string gpuName;
    int count = 1;
    std::optional<double> powerLimitWatts;
    std::optional<Cooler> cooler;
    std::optional<int> slotWidth;
};

struct SavedBuild {
    std::string name;                ///< Unique among the user's builds (ignoring case).
    std::vector<SavedBuildGpu> gpus; ///< In the order the user added them.
    BuildSpec machine;               ///< Everything but the GPUs (its `gpus` is ignored).
};

/// The build with its cards looked up in `catalog` by name (ignoring case and spaces). Names not
/// found are appended to `missing` (when given) and left out.
BuildSpec resolveBuild(const SavedBuild& saved, std::span<const Gpu> catalog,
                       std::vector<std::string>* missing = nullptr);

/// The saved form of a checked build: consecutive GPUs with the same card and overrides become
/// one entry with a count.
SavedBuild toSavedBuild(std::string name, const BuildSpec& spec);

} // namespace gpuadvisor
