#include "gpuadvisor/ui/shared/catalogsnapshot.h"

#include "gpuadvisor/db/catalog.h"

#include <algorithm>
#include <utility>

namespace gpuadvisor {

CatalogSnapshot CatalogSnapshot::load(const Catalog& catalog) {
    CatalogSnapshot snapshot;
    Catalog::CardsAndPrices read = catalog.cardsAndPrices();
    snapshot.gpus = std::move(read.gpus);
    snapshot.priceBook = PriceBook(std::move(read.prices)); // taken over, not copied
    snapshot.systemCosts = catalog.systemBaseCosts();
    snapshot.cloudOffers = catalog.cloudOffers();
    const std::vector<BenchmarkResult> benchmarks = catalog.benchmarks();
    snapshot.measured = MeasuredPerformance(benchmarks);
    snapshot.scaling = scalingObservations(benchmarks);
    return snapshot;
}

std::shared_ptr<const CatalogSnapshot::CardPrices> CatalogSnapshot::cardPrices(Condition condition,
                                                                               Date asOf) const {
    const std::lock_guard lock(memo.m_mutex);
    for (const Memo::Prices& kept : memo.m_prices) {
        if (kept.condition == condition && kept.asOf == asOf) {
            return kept.prices;
        }
    }
    // New and used prices of one day, and one other day: what the pages switch between. A caller
    // holds on to what it was given, so dropping the oldest here frees nothing still in use.
    constexpr std::size_t kept = 4;
    if (memo.m_prices.size() >= kept) {
        memo.m_prices.erase(memo.m_prices.begin());
    }
    auto found = std::make_shared<CardPrices>();
    found->observations = priceBook.latestFor(gpus, condition, asOf);
    found->usd.reserve(found->observations.size());
    for (const PriceObservation* price : found->observations) {
        found->usd.push_back(price != nullptr ? price->priceUsd : 0.0);
    }
    std::shared_ptr<const CardPrices> prices = std::move(found);
    memo.m_prices.push_back({condition, asOf, prices});
    return prices;
}

std::shared_ptr<const std::vector<double>>
CatalogSnapshot::relativePerformance(const Gpu& reference, const PerformanceQuery& query) const {
    const std::lock_guard lock(memo.m_mutex);
    for (const Memo::Ratings& kept : memo.m_ratings) {
        if (kept.reference == reference.name && kept.query == query) {
            return kept.relative;
        }
    }
    constexpr std::size_t kept = 4;
    if (memo.m_ratings.size() >= kept) {
        memo.m_ratings.erase(memo.m_ratings.begin());
    }
    const PerformanceModel model(reference, query);
    auto relative = std::make_shared<std::vector<double>>();
    relative->reserve(gpus.size());
    for (const Gpu& gpu : gpus) {
        relative->push_back(model.relative(gpu));
    }
    memo.m_ratings.push_back({reference.name, query, relative});
    return relative;
}

const std::vector<std::string>& CatalogSnapshot::measuredVendors(Workload workload) const {
    const std::lock_guard lock(memo.m_mutex);
    auto& vendors = memo.m_vendors[workload];
    if (!vendors) {
        vendors = std::make_unique<const std::vector<std::string>>(
            vendorsMeasuring(gpus, measured.results(), workload, false));
    }
    return *vendors;
}

void CatalogSnapshot::Memo::clear() {
    const std::lock_guard lock(m_mutex);
    m_prices.clear();
    m_ratings.clear();
    m_vendors.clear();
}

const Gpu* CatalogSnapshot::find(std::string_view name) const {
    const auto found =
        std::find_if(gpus.begin(), gpus.end(), [&](const Gpu& gpu) { return gpu.name == name; });
    return found == gpus.end() ? nullptr : &*found;
}

} // namespace gpuadvisor
