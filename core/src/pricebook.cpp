#include "gpuadvisor/core/pricebook.h"

#include "gpuadvisor/core/catalogcsv.h"
#include "gpuadvisor/core/namematch.h"

#include <algorithm>
#include <chrono>
#include <map>

namespace gpuadvisor {

PriceQuote quoteOf(std::vector<PriceObservation> observations) {
    std::stable_sort(
        observations.begin(), observations.end(),
        [](const PriceObservation& a, const PriceObservation& b) { return a.observedOn < b.observedOn; });
    std::vector<double> prices;
    for (const PriceObservation& observation : observations) {
        prices.push_back(observation.priceUsd);
    }
    std::sort(prices.begin(), prices.end());
    const std::size_t middle = prices.size() / 2;
    const double median = prices.size() % 2 == 1 ? prices[middle] : (prices[middle - 1] + prices[middle]) / 2;

    PriceQuote quote;
    static_cast<PriceObservation&>(quote) = observations.back();
    quote.priceUsd = median;
    quote.lowUsd = prices.front();
    quote.highUsd = prices.back();
    quote.oldestOn = observations.front().observedOn;
    if (observations.size() > 1) {
        quote.source = "median of " + std::to_string(observations.size()) + " prices from " +
                       formatIsoDate(quote.oldestOn) + " to " + formatIsoDate(quote.observedOn) + ", " +
                       formatNumber(quote.lowUsd) + "-" + formatNumber(quote.highUsd) + " USD";
    }
    quote.observations = std::move(observations);
    return quote;
}

PriceBook::PriceBook(std::span<const PriceObservation> prices) {
    std::map<std::string, std::vector<PriceObservation>[2]> byCard;
    for (const auto& price : prices) {
        byCard[normalizedName(price.gpuName)][static_cast<int>(price.condition)].push_back(price);
    }
    for (auto& [name, conditions] : byCard) {
        History& history = m_histories[name];
        for (int condition = 0; condition < 2; ++condition) {
            auto& observations = conditions[condition];
            std::stable_sort(observations.begin(), observations.end(),
                             [](const PriceObservation& a, const PriceObservation& b) {
                                 return a.observedOn < b.observedOn;
                             });
            Quotes& quotes = history.byCondition[condition];
            for (std::size_t end = 0; end < observations.size(); ++end) {
                const Date day = observations[end].observedOn;
                if (end + 1 < observations.size() && observations[end + 1].observedOn == day) {
                    continue; // the quote of a day takes all of that day's observations
                }
                const Date from{std::chrono::sys_days(day) - std::chrono::days(priceWindowDays)};
                std::size_t begin = end;
                while (begin > 0 && observations[begin - 1].observedOn > from) {
                    --begin;
                }
                quotes.days.push_back(day);
                quotes.quotes.push_back(
                    quoteOf({observations.begin() + static_cast<std::ptrdiff_t>(begin),
                             observations.begin() + static_cast<std::ptrdiff_t>(end) + 1}));
            }
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

const PriceQuote* PriceBook::latest(std::string_view gpuName, Condition condition, Date asOf) const {
    const History* history = find(gpuName);
    if (history == nullptr) {
        return nullptr;
    }
    const Quotes& quotes = history->byCondition[static_cast<int>(condition)];
    // First day after asOf; the one before it is the newest on or before asOf.
    const auto after = std::upper_bound(quotes.days.begin(), quotes.days.end(), asOf);
    if (after == quotes.days.begin()) {
        return nullptr;
    }
    return &quotes.quotes[static_cast<std::size_t>(after - quotes.days.begin()) - 1];
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

std::vector<StalePrice> stalePrices(std::span<const Gpu> gpus, const PriceBook& prices, Date asOf,
                                    int months) {
    std::vector<StalePrice> result;
    for (const Gpu& gpu : gpus) {
        for (const Condition condition : allConditions) {
            const PriceQuote* quote = prices.latest(gpu.name, condition, asOf);
            if (quote != nullptr && isStalePrice(quote->observedOn, asOf, months)) {
                result.push_back({&gpu, condition, quote});
            }
        }
    }
    std::stable_sort(result.begin(), result.end(), [](const StalePrice& a, const StalePrice& b) {
        return a.quote->observedOn < b.quote->observedOn;
    });
    return result;
}

bool isStalePrice(Date observedOn, Date asOf, int months) {
    const std::chrono::year_month earlier = asOf.year() / asOf.month() - std::chrono::months{months};
    const std::chrono::day last = (earlier / std::chrono::last).day();
    const Date limit{earlier.year(), earlier.month(), std::min(asOf.day(), last)};
    return observedOn < limit;
}

} // namespace gpuadvisor
