#include "gpuadvisor/core/guideclaims.h"

#include <algorithm>

namespace gpuadvisor {
namespace {

PerformanceQuery equalBatchTraining(Workload workload) {
    PerformanceQuery query{Metric::Training16, workload};
    query.equalBatch = true; // the guide's figures are debiased to one batch size (P10)
    return query;
}

const Gpu* find(std::span<const Gpu> gpus, std::string_view name) {
    const auto found =
        std::find_if(gpus.begin(), gpus.end(), [&](const Gpu& gpu) { return gpu.name == name; });
    return found == gpus.end() ? nullptr : &*found;
}

} // namespace

const std::vector<GuideClaim>& guideClaims() {
    static const std::vector<GuideClaim> claims{
        {"P11", "A100 SXM4 40GB", "Tesla V100 SXM2 16GB", equalBatchTraining(Workload::Transformer), 1.70,
         1.70 * 0.95, 1.70 * 1.05},
        {"P11", "A100 SXM4 40GB", "Tesla V100 SXM2 16GB", equalBatchTraining(Workload::Cnn), 1.45,
         1.43 * 0.92, 1.47 * 1.08},
        {"P12", "RTX 3090", "RTX 2080 Ti", equalBatchTraining(Workload::Cnn), 1.57, 1.57 * 0.90, 1.57 * 1.10},
        {"P12", "RTX 3090", "RTX 2080 Ti", equalBatchTraining(Workload::Transformer), 1.5, 1.5 * 0.90,
         1.5 * 1.10},
        {"P13", "RTX 4090", "H100 SXM", {Metric::Inference8, Workload::Transformer}, 0.33, 0.28, 0.38},
    };
    return claims;
}

std::vector<GuideClaimCheck> checkGuideClaims(std::span<const Gpu> gpus, const ModelParameters& parameters) {
    std::vector<GuideClaimCheck> checks;
    for (const GuideClaim& claim : guideClaims()) {
        GuideClaimCheck check{claim, 0, false};
        const Gpu* card = find(gpus, claim.card);
        const Gpu* reference = find(gpus, claim.reference);
        if (card && reference) {
            check.model = PerformanceModel(*reference, claim.query, parameters).relative(*card);
            check.found = true;
        }
        checks.push_back(check);
    }
    return checks;
}

} // namespace gpuadvisor
