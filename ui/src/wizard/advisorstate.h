#pragma once

// What every page of the advisor wizard shares: the answers, the catalog and the charts page's
// settings, and the core calls over them.

#include "gpuadvisor/core/advice/advisor.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shared/chartsettings.h"

#include <memory>

namespace gpuadvisor {

struct AdvisorState {
    AdvisorAnswers answers;
    std::shared_ptr<const CatalogSnapshot> snapshot;
    ChartSettings settings; ///< asOf, ownership and referenceName are used.
    /// Language-model shapes (shipped and the user's), for the memory page and the ways out.
    std::vector<LlmModel> llmPresets;

    bool hasCards() const { return snapshot && !snapshot->gpus.empty(); }
    /// The settings' reference card, else the catalog's first; nullptr for an empty catalog.
    const Gpu* reference() const;
    const PriceBook& prices() const;
    FlowWalk walk() const;
    /// recommend() over the snapshot. The result points into the snapshot: keep it alive.
    Recommendation recommend() const;
    bool organization() const { return answers.flow.organization.value_or(false); }
};

} // namespace gpuadvisor
