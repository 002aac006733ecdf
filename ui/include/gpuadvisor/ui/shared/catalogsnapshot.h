#pragma once

// What the pages read from the catalog, loaded in one go: the charts recompute from memory on
// every control change and never touch SQLite; an edit or an import reloads the snapshot.

#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/catalog/pricebook.h"
#include "gpuadvisor/core/model/measured.h"
#include "gpuadvisor/core/model/performance.h"
#include "gpuadvisor/core/model/scalingfit.h"

#include <map>
#include <memory>
#include <mutex>
#include <span>
#include <string>
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

    /// Each card's price in `condition` as of `asOf` (PriceBook::latestFor), aligned with gpus,
    /// and its amount in US dollars (0 without a price), for RankingOptions::priceUsd.
    struct CardPrices {
        std::vector<const PriceObservation*> observations;
        std::vector<double> usd;
    };
    /// Kept for the next call with the same condition and day: the charts ask on every control
    /// change, and looking up 100,000 cards took 80 ms.
    std::shared_ptr<const CardPrices> cardPrices(Condition condition, Date asOf) const;
    /// PerformanceModel(reference, query).relative() of each card, aligned with gpus. Kept for
    /// the next call with the same reference and query: a chart redrawn for another price,
    /// condition or GPU count does not rate every card again (10 ms at 100,000 cards).
    std::shared_ptr<const std::vector<double>> relativePerformance(const Gpu& reference,
                                                                   const PerformanceQuery& query) const;
    /// The vendors whose devices back the model's estimates of `workload` (vendorsMeasuring over
    /// gpus and the measured results, not for language-model inference), kept per workload.
    const std::vector<std::string>& measuredVendors(Workload workload) const;

    /// What cardPrices(), relativePerformance() and measuredVendors() worked out. A copy of a snapshot starts
    /// without (its cards may be changed before it is used); a snapshot is not changed after they were called
    /// (the pages hold it const).
    class Memo {
    public:
        Memo() = default;
        Memo(const Memo&) {}
        Memo& operator=(const Memo&) {
            clear();
            return *this;
        }
        Memo(Memo&&) noexcept {}
        Memo& operator=(Memo&&) noexcept {
            clear();
            return *this;
        }
        ~Memo() = default;

    private:
        friend struct CatalogSnapshot;
        void clear();

        struct Prices {
            Condition condition = Condition::New;
            Date asOf{};
            std::shared_ptr<const CardPrices> prices;
        };
        std::mutex m_mutex;
        std::vector<Prices> m_prices; ///< The last few asked for, newest last.
        struct Ratings {
            std::string reference;
            PerformanceQuery query;
            std::shared_ptr<const std::vector<double>> relative;
        };
        std::vector<Ratings> m_ratings; ///< The last few asked for, newest last.
        std::map<Workload, std::unique_ptr<const std::vector<std::string>>> m_vendors;
    };
    mutable Memo memo;
};

} // namespace gpuadvisor
