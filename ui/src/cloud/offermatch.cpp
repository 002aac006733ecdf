#include "cloud/offermatch.h"

#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/model/performance.h"

#include <cmath>
#include <cstdlib>
#include <map>
#include <string>
#include <tuple>

namespace gpuadvisor {

OfferMatch likeForLikeOffer(std::span<const CloudOffer> offers, const Gpu& desktop, int desktopGpus,
                            std::span<const Gpu> gpus, Workload workload) {
    // Offers name cards as their sources write them: match as the rest of the app does.
    std::map<std::string, const Gpu*, std::less<>> byName;
    for (const Gpu& gpu : gpus) {
        byName.emplace(normalizedName(gpu.name), &gpu);
    }
    const std::string desktopName = normalizedName(desktop.name);
    PerformanceQuery query;
    query.metric = Metric::Training16;
    query.workload = workload;
    const PerformanceModel model(desktop, query);

    OfferMatch best;
    std::tuple<double, bool, bool, int, double> bestKey{};
    for (std::size_t index = 0; index < offers.size(); ++index) {
        const CloudOffer& offer = offers[index];
        const std::string name = normalizedName(offer.gpuName);
        const bool sameCard = name == desktopName;
        double speed = 1;
        if (!sameCard) {
            const auto found = byName.find(name);
            if (found == byName.end()) {
                continue;
            }
            speed = model.relative(*found->second);
            if (!(speed > 0)) {
                continue;
            }
        }
        const int offerGpus = std::max(offer.gpuCount, 1);
        // Nearness as a ratio: half as fast is as far as twice as fast.
        const std::tuple<double, bool, bool, int, double> key{
            sameCard ? 0.0 : std::abs(std::log(speed)), !(offer.usdPerHour > 0),
            offer.pricing == Pricing::Spot, std::abs(offerGpus - desktopGpus), offer.usdPerHour / offerGpus};
        if (best.index < 0 || key < bestKey) {
            best = OfferMatch{static_cast<int>(index), sameCard, speed};
            bestKey = key;
        }
    }
    return best;
}

} // namespace gpuadvisor
