#include "gpuadvisor/db/catalog.h"

#include "datelimits.h"

#include <map>
#include <set>

namespace gpuadvisor {
namespace {

/// The GPU counts the cost model prices a machine for (1, 2, 4 and 8 GPUs).
constexpr int requiredSystemGpuCounts[] = {1, 2, 4, 8};

std::string priceKey(const PriceObservation& price) {
    return price.gpuName + " / " + std::string(toString(price.condition)) + " / " +
           formatIsoDate(price.observedOn);
}

} // namespace

std::vector<CatalogProblem> Catalog::validate() const {
    std::vector<CatalogProblem> problems;
    const Date latest = latestAllowedDate();

    const auto cards = gpus();
    std::map<std::string, const Gpu*> cardByName;
    for (const auto& gpu : cards) {
        cardByName.emplace(gpu.name, &gpu);
        for (auto& problem : validateGpu(gpu)) {
            problems.push_back({CatalogTable::Gpus, gpu.name, std::move(problem)});
        }
    }

    std::set<std::string> pricedCards;
    for (const auto& price : prices()) {
        pricedCards.insert(price.gpuName);
        for (auto& problem : validatePrice(price, latest)) {
            problems.push_back({CatalogTable::Prices, priceKey(price), std::move(problem)});
        }
        const auto card = cardByName.find(price.gpuName);
        // Announcements precede shipping by months, so allow the year before release.
        if (card != cardByName.end() &&
            static_cast<int>(price.observedOn.year()) < card->second->releaseYear - 1) {
            problems.push_back(
                {CatalogTable::Prices,
                 priceKey(price),
                 {"observed_on", ProblemKind::Inconsistent,
                  "observed_on " + formatIsoDate(price.observedOn) + " is before the card's release in " +
                      std::to_string(card->second->releaseYear)}});
        }
    }
    for (const auto& gpu : cards) {
        if (!gpu.launchPriceUsd && !pricedCards.contains(gpu.name)) {
            problems.push_back(
                {CatalogTable::Gpus,
                 gpu.name,
                 {"launch_price_usd", ProblemKind::Missing,
                  "the card has no launch price and no price observation, so it cannot be costed"}});
        }
    }

    for (const auto& offer : cloudOffers()) {
        for (auto& problem : validateCloudOffer(offer, latest)) {
            problems.push_back(
                {CatalogTable::CloudOffers, offer.provider + " / " + offer.instance, std::move(problem)});
        }
    }

    std::set<int> counts;
    for (const auto& cost : systemBaseCosts()) {
        counts.insert(cost.gpuCount);
        for (auto& problem : validateSystemBaseCost(cost)) {
            problems.push_back(
                {CatalogTable::SystemBaseCosts, std::to_string(cost.gpuCount) + " GPUs", std::move(problem)});
        }
    }
    for (const int count : requiredSystemGpuCounts) {
        if (!counts.contains(count)) {
            problems.push_back({CatalogTable::SystemBaseCosts,
                                std::to_string(count) + " GPUs",
                                {"gpu_count", ProblemKind::Missing,
                                 "no system base cost for " + std::to_string(count) + " GPUs"}});
        }
    }
    return problems;
}

} // namespace gpuadvisor
