#include "gpuadvisor/core/pricebook.h"

#include "gpuadvisor/core/namematch.h"

#include <algorithm>

namespace gpuadvisor {

PriceBook::PriceBook(std::span<const PriceObservation> prices) {
    for (const auto& price : prices) {
        m_histories[normalizedName(price.gpuName)].byCondition[static_cast<int>(price.condition)].push_back(
            price);
    }
    for (auto& [name, history] : m_histories) {
        for (auto& observations : history.byCondition) {
            std::stable_sort(observations.begin(), observations.end(),
                             [](const PriceObservation& a, const PriceObservation& b) {
                                 return a.observedOn < b.observedOn;
                             });
        }
    }
}

const PriceBook::History* PriceBook::find(std::string_view gpuName) const {
    if (const auto exact = m_exactNames.find(gpuName); exact != m_exactNames.end()) {
        return exact->second;
    }
    const auto found = m_histories.find(normalizedName(gpuName));
    return found == m_histories.end() ? nullptr : &found->second;
}

const PriceObservation* PriceBook::latest(std::string_view gpuName, Condition condition, Date asOf) const {
    const History* history = find(gpuName);
    if (history == nullptr) {
        return nullptr;
    }
    const auto& observations = history->byCondition[static_cast<int>(condition)];
    // First observation after asOf; the one before it is the newest on or before asOf.
    const auto after = std::upper_bound(
        observations.begin(), observations.end(), asOf,
        [](const Date& day, const PriceObservation& price) { return day < price.observedOn; });
    return after == observations.begin() ? nullptr : &*std::prev(after);
}

std::vector<const PriceObservation*> PriceBook::latestFor(std::span<const Gpu> gpus, Condition condition,
                                                          Date asOf) const {
    std::vector<const PriceObservation*> result;
    result.reserve(gpus.size());
    for (const Gpu& gpu : gpus) {
        result.push_back(latest(gpu.name, condition, asOf));
    }
    return result;
}

} // namespace gpuadvisor
