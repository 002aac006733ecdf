#include "gpuadvisor/core/catalog/pricebook.h"

#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/core/catalog/namematch.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <iterator>
#include <numeric>
#include <unordered_map>

namespace gpuadvisor {

PriceQuote quoteOf(std::span<const PriceObservation> observations) {
    if (observations.size() == 1) { // most quotes: no list of prices to sort
        PriceQuote quote;
        static_cast<PriceObservation&>(quote) = observations.front();
        quote.lowUsd = quote.highUsd = quote.priceUsd;
        quote.oldestOn = quote.observedOn;
        quote.observations = observations;
        return quote;
    }
    std::vector<double> prices;
    prices.reserve(observations.size());
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
    quote.observations = observations;
    return quote;
}

PriceBook::PriceBook(std::span<const PriceObservation> prices)
    : PriceBook(std::vector<PriceObservation>(prices.begin(), prices.end())) {}

PriceBook::PriceBook(std::vector<PriceObservation>&& prices) {
    // Each row's card history, by its normalised name; cards are numbered in the order first seen.
    // Rows of one card mostly come together (Catalog::pricesByCard), so a row spelled as the one
    // before it takes that row's card without normalising and looking up its name again.
    std::vector<History*> historyOfRow;
    historyOfRow.reserve(prices.size());
    std::size_t cards = 0;
    for (std::size_t row = 0; row < prices.size(); ++row) {
        if (row > 0 && prices[row].gpuName == prices[row - 1].gpuName) {
            historyOfRow.push_back(historyOfRow.back());
            continue;
        }
        const auto [entry, added] = m_histories.try_emplace(normalizedName(prices[row].gpuName));
        if (added) {
            entry->second.card = cards++;
        }
        historyOfRow.push_back(&entry->second); // a node's address outlives rehashing
    }
    // The book's order: by card, condition and day, stably (rows of one day keep their order).
    const auto before = [&](std::size_t a, std::size_t b) {
        if (historyOfRow[a]->card != historyOfRow[b]->card) {
            return historyOfRow[a]->card < historyOfRow[b]->card;
        }
        if (prices[a].condition != prices[b].condition) {
            return prices[a].condition < prices[b].condition;
        }
        return prices[a].observedOn < prices[b].observedOn;
    };
    std::vector<std::size_t> order(prices.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    // Rows read in the catalog's order are in the book's already, and stay where they are.
    if (!std::is_sorted(order.begin(), order.end(), before)) {
        std::stable_sort(order.begin(), order.end(), before);
        // Row `at` takes row order[at], in place (the book holds each observation once, even
        // while it is built), one cycle of the permutation at a time.
        std::vector<bool> placed(prices.size());
        for (std::size_t start = 0; start < prices.size(); ++start) {
            if (placed[start]) {
                continue;
            }
            PriceObservation first = std::move(prices[start]);
            std::size_t at = start;
            while (order[at] != start) {
                prices[at] = std::move(prices[order[at]]);
                placed[at] = true;
                at = order[at];
            }
            prices[at] = std::move(first);
            placed[at] = true;
        }
    }
    m_observations = std::move(prices);
    m_quoteOfEnd.assign(m_observations.size() + 1, nullptr);
    for (std::size_t at = 0; at < m_observations.size(); ++at) {
        Range& range = historyOfRow[order[at]]->byCondition[static_cast<int>(m_observations[at].condition)];
        if (range.begin == range.end) {
            range.begin = at;
        }
        range.end = at + 1;
    }
}

PriceBook::PriceBook(const PriceBook& other)
    : m_observations(other.m_observations)
    , m_histories(other.m_histories)
    , m_quoteOfEnd(other.m_quoteOfEnd.size(), nullptr) {}

PriceBook& PriceBook::operator=(const PriceBook& other) {
    if (this != &other) {
        PriceBook copy(other);
        *this = std::move(copy);
    }
    return *this;
}

// The quotes move with the observations: a vector's move keeps its storage, so their spans stay valid.
PriceBook::PriceBook(PriceBook&& other) noexcept
    : m_observations(std::move(other.m_observations))
    , m_histories(std::move(other.m_histories))
    , m_quotes(std::move(other.m_quotes))
    , m_quoteOfEnd(std::move(other.m_quoteOfEnd)) {}

PriceBook& PriceBook::operator=(PriceBook&& other) noexcept {
    if (this != &other) {
        m_observations = std::move(other.m_observations);
        m_histories = std::move(other.m_histories);
        m_quotes = std::move(other.m_quotes);
        m_quoteOfEnd = std::move(other.m_quoteOfEnd);
    }
    return *this;
}

PriceBook::~PriceBook() = default;

const PriceBook::History* PriceBook::find(std::string_view gpuName) const {
    // A name in stored form is normalised on the stack: a lookup per card of a large catalog
    // allocated a string each (issue 36).
    std::array<char, 96> buffer{};
    const std::optional<std::string_view> inBuffer = normalizedNameInto(gpuName, buffer);
    const auto found = inBuffer ? m_histories.find(*inBuffer) : m_histories.find(normalizedName(gpuName));
    return found == m_histories.end() ? nullptr : &found->second;
}

std::span<const PriceObservation> PriceBook::observationsOf(std::string_view gpuName) const {
    const History* history = find(gpuName);
    if (history == nullptr) {
        return {};
    }
    // The two conditions of a card are next to each other; either may be empty.
    std::size_t begin = m_observations.size();
    std::size_t end = 0;
    for (const Range& range : history->byCondition) {
        if (range.begin != range.end) {
            begin = std::min(begin, range.begin);
            end = std::max(end, range.end);
        }
    }
    if (begin >= end) {
        return {};
    }
    return std::span<const PriceObservation>(m_observations).subspan(begin, end - begin);
}

const PriceQuote* PriceBook::latest(std::string_view gpuName, Condition condition, Date asOf) const {
    const History* history = find(gpuName);
    if (history == nullptr) {
        return nullptr;
    }
    const Range& range = history->byCondition[static_cast<int>(condition)];
    const auto first = m_observations.begin() + static_cast<std::ptrdiff_t>(range.begin);
    const auto last = m_observations.begin() + static_cast<std::ptrdiff_t>(range.end);
    // First observation after asOf; the one before it is the newest on or before asOf, and the
    // quote of its day takes all of that day's observations.
    const auto after = std::upper_bound(
        first, last, asOf, [](Date day, const PriceObservation& price) { return day < price.observedOn; });
    if (after == first) {
        return nullptr;
    }
    const auto end = static_cast<std::size_t>(after - m_observations.begin());
    const std::lock_guard lock(m_quotesMutex);
    const PriceQuote*& quote = m_quoteOfEnd[end];
    if (quote == nullptr) {
        const Date day = std::prev(after)->observedOn;
        const Date from{std::chrono::sys_days(day) - std::chrono::days(priceWindowDays)};
        const auto begin =
            std::upper_bound(first, after, from, [](Date limit, const PriceObservation& price) {
                return limit < price.observedOn;
            });
        quote = &m_quotes.emplace_back(
            quoteOf(std::span<const PriceObservation>(m_observations)
                        .subspan(static_cast<std::size_t>(begin - m_observations.begin()),
                                 static_cast<std::size_t>(after - begin))));
    }
    return quote;
}

std::size_t PriceBook::quotesMade() const {
    const std::lock_guard lock(m_quotesMutex);
    return m_quotes.size();
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
