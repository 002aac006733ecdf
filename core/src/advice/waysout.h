#pragma once

// The search behind AdvisorAnswer::waysOut: the live pick and the cloud ranking run again with
// the work changed one way at a time (more cards, fewer bits, adapters, no budget, a rented
// instance), keeping each change that finds something.

#include "gpuadvisor/core/advice/advisor.h"
#include "gpuadvisor/core/advice/advisoranswer.h"

#include <vector>

namespace gpuadvisor {

struct WayOutSearch {
    const AdvisorAnswers& answers;
    const AdvisorCatalog& catalog;
    const PriceBook& prices;
    const Gpu& reference;
    const PerformanceModel& model;
    const PickRequest& request; ///< The request as asked, which found nothing.
    Date asOf{};
};

/// Every way out that finds a card or an offer, best first (see AdvisorAnswer::waysOut).
std::vector<WayOut> findWaysOut(const WayOutSearch& search);

/// The reference card's decode speed on the workload, as if it held the model: the yardstick that
/// makes a language model's tokens/s relative.
double llmReferenceTokensPerSecond(const LlmWorkload& workload, const Gpu& reference);

} // namespace gpuadvisor
