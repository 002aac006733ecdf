#pragma once

// What the pages read from the catalog, loaded in one go: the charts recompute from memory on
// every control change and never touch SQLite; an edit or an import reloads the snapshot.

#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/catalog/pricebook.h"
#include "gpuadvisor/core/model/measured.h"
#include "gpuadvisor/core/model/scalingfit.h"

#include <span>
#include <string_view>
#include <vector>

namespace gpuadvisor {

class Catalog;

struct CatalogSnapshot {
    std::vector<Gpu> gpus; ///< Natural name order, as Catalog::gpus().
    std::vector<SystemBaseCost> systemCosts;
    std::vector<CloudOffer> cloudOffers;
    /// Every price observation, held once (a catalog may have hundreds of thousands); the price
    /// of a day is worked out when a page first asks for it.
    PriceBook priceBook;
    /// The measured benchmark results, shipped and the user's (Catalog::benchmarks()), indexed
    /// by card: what the pages show next to the model's estimates, never mixed into them.
    MeasuredPerformance measured;
    /// The measured multi-GPU systems against one GPU of their card (scalingObservations).
    std::vector<ScalingObservation> scaling;

    /// Every price observation (the price book's, grouped by card, condition and day).
    std::span<const PriceObservation> prices() const { return priceBook.observations(); }

    static CatalogSnapshot load(const Catalog& catalog);
    /// The card with that exact name, or nullptr.
    const Gpu* find(std::string_view name) const;
};

} // namespace gpuadvisor
