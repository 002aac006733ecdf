#include "gpuadvisor/ui/shared/catalogsnapshot.h"

#include "gpuadvisor/db/catalog.h"

#include <algorithm>

namespace gpuadvisor {

CatalogSnapshot CatalogSnapshot::load(const Catalog& catalog) {
    CatalogSnapshot snapshot;
    snapshot.gpus = catalog.gpus();
    snapshot.systemCosts = catalog.systemBaseCosts();
    snapshot.cloudOffers = catalog.cloudOffers();
    snapshot.priceBook = PriceBook(catalog.prices()); // taken over, not copied
    const std::vector<BenchmarkResult> benchmarks = catalog.benchmarks();
    snapshot.measured = MeasuredPerformance(benchmarks);
    snapshot.scaling = scalingObservations(benchmarks);
    return snapshot;
}

const Gpu* CatalogSnapshot::find(std::string_view name) const {
    const auto found =
        std::find_if(gpus.begin(), gpus.end(), [&](const Gpu& gpu) { return gpu.name == name; });
    return found == gpus.end() ? nullptr : &*found;
}

} // namespace gpuadvisor
