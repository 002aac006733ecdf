#pragma once

// What the pages read from the catalog, loaded in one go: the charts recompute from memory on
// every control change and never touch SQLite; an edit or an import reloads the snapshot.

#include "gpuadvisor/core/catalogrecords.h"
#include "gpuadvisor/core/gpu.h"
#include "gpuadvisor/core/measured.h"
#include "gpuadvisor/core/pricebook.h"
#include "gpuadvisor/core/scalingfit.h"

#include <string_view>
#include <vector>

namespace gpuadvisor {

class Catalog;

struct CatalogSnapshot {
    std::vector<Gpu> gpus; ///< Natural name order, as Catalog::gpus().
    std::vector<PriceObservation> prices;
    std::vector<SystemBaseCost> systemCosts;
    std::vector<CloudOffer> cloudOffers;
    PriceBook priceBook; ///< Over `prices`.
    /// The measured benchmark results, shipped and the user's (Catalog::benchmarks()), indexed
    /// by card: what the pages show next to the model's estimates, never mixed into them.
    MeasuredPerformance measured;
    /// The measured multi-GPU systems against one GPU of their card (scalingObservations).
    std::vector<ScalingObservation> scaling;

    static CatalogSnapshot load(const Catalog& catalog);
    /// The card with that exact name, or nullptr.
    const Gpu* find(std::string_view name) const;
};

} // namespace gpuadvisor
