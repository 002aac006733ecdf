#pragma once

// Price history lookups: the price of a card in a condition as of a day. Several shops and
// guides often price a card within days of each other and disagree, so the price of a day is the
// median of the observations in a short window ending at the newest one: robust to one outlier
// source, and never decided by the order rows happen to be listed in.

#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/gpu.h"

#include <deque>
#include <functional>
#include <mutex>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gpuadvisor {

/// The length of the window of observations behind a price: the newest one on or before the day
/// asked and those of the 29 days before it. One exactly 30 days older is left out.
inline constexpr int priceWindowDays = 30;

/// Prices more than this many calendar months older than the day they are used for are marked
/// as old, unless the user sets another threshold.
inline constexpr int defaultStalePriceMonths = 6;

/// Whether a price dated `observedOn` is old as of `asOf`: dated before the same day `months`
/// calendar months earlier (as of 2026-11-24 with 6 months, 2026-05-24 is not old and
/// 2026-05-23 is; a day the earlier month lacks counts as its last day).
bool isStalePrice(Date observedOn, Date asOf, int months);

struct PriceQuote;
class PriceBook;

/// A card's price in one condition that is old as of a day.
struct StalePrice {
    const Gpu* gpu = nullptr;
    Condition condition = Condition::New;
    const PriceQuote* quote = nullptr; ///< Points into the PriceBook.
};

/// The card prices (each card's price in each condition as of `asOf`, see PriceBook::latest) that
/// are old by isStalePrice, oldest first (then by card order); cards without a price in a condition
/// are not listed for it.
std::vector<StalePrice> stalePrices(std::span<const Gpu> gpus, const PriceBook& prices, Date asOf,
                                    int months);

/// The price of a card in one condition as of a day. As a PriceObservation: priceUsd is the
/// median of `observations`, observedOn the newest of their dates, source the single observation's
/// source or, for several, a summary ("median of 3 prices from 2026-05-15 to 2026-06-25,
/// 2550-3775 USD").
struct PriceQuote : PriceObservation {
    /// What the median rests on, oldest first. Points into the PriceBook's one copy of the
    /// observations (a quote of the next day shares most of them): valid as long as the book.
    std::span<const PriceObservation> observations;
    double lowUsd = 0;
    double highUsd = 0;
    Date oldestOn; ///< The oldest observation's date (observedOn is the newest).

    std::size_t count() const { return observations.size(); }
};

/// The median of the observations' prices (the mean of the middle two for an even count), and the
/// quote's other fields. `observations` must not be empty and must be sorted oldest first; the
/// quote refers to them, so they must outlive it.
PriceQuote quoteOf(std::span<const PriceObservation> observations);

/// Every card's price history, indexed for "the price as of a day". It holds each observation
/// once; the quote of a day (a median over a 30-day window) is made when it is first asked for
/// and kept, so memory follows the prices the pages show, not the number of days times the
/// window (240,000 daily prices held 7 million copies in quotes made in advance: 1.2 GB).
class PriceBook {
public:
    PriceBook() = default;
    /// Indexes the observations (copied); names match as namematch.h's normalizedName does.
    explicit PriceBook(std::span<const PriceObservation> prices);
    /// Indexes the observations, taking them over (no copy while a catalog is loaded).
    explicit PriceBook(std::vector<PriceObservation>&& prices);
    /// A copy holds the same observations; its quotes are made again as they are asked for.
    PriceBook(const PriceBook& other);
    PriceBook& operator=(const PriceBook& other);
    PriceBook(PriceBook&& other) noexcept;
    PriceBook& operator=(PriceBook&& other) noexcept;
    ~PriceBook();

    /// The price of the card in that condition as of `asOf`: the quote of the observations dated
    /// from priceWindowDays before the newest one on or before `asOf` up to that one; nullptr when
    /// there is none. The pointer is valid as long as this PriceBook.
    const PriceQuote* latest(std::string_view gpuName, Condition condition, Date asOf) const;

    /// latest() for every card, in the cards' order (what a ranking needs once per price setting).
    /// The pointers point into this PriceBook: keep it alive while they are used.
    std::vector<const PriceObservation*> latestFor(std::span<const Gpu> gpus, Condition condition,
                                                   Date asOf) const;

    /// Every observation, each once: grouped by card (normalised name) and condition, oldest
    /// first within a group, rows of one day in the order they were given.
    std::span<const PriceObservation> observations() const { return m_observations; }
    /// The observations of one card (any spelling normalizedName matches), both conditions.
    std::span<const PriceObservation> observationsOf(std::string_view gpuName) const;

    /// How many quotes have been made so far (one per card, condition and day asked for).
    std::size_t quotesMade() const;

private:
    /// A range of m_observations: one card in one condition, oldest first.
    struct Range {
        std::size_t begin = 0;
        std::size_t end = 0;
    };
    struct History {
        Range byCondition[2]; ///< Indexed by Condition.
        std::size_t card = 0; ///< Which card first seen this is (0, 1, ...): the book's order.
    };
    /// Hashes a std::string key and a std::string_view looked up alike (no string made to look up).
    struct NameHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view name) const { return std::hash<std::string_view>{}(name); }
    };
    /// The card's history under any spelling normalizedName matches (one lookup by the normalised
    /// name: every name is normalised first, so no second, exact-name index is kept).
    const History* find(std::string_view gpuName) const;

    std::vector<PriceObservation> m_observations;
    std::unordered_map<std::string, History, NameHash, std::equal_to<>> m_histories; ///< By normalised name.
    /// The quotes made so far; a deque keeps each where it was made while more are added.
    mutable std::deque<PriceQuote> m_quotes;
    /// The quote of each window end (one past its newest observation in m_observations, unique
    /// per card, condition and day), nullptr until made: m_observations.size() + 1 entries. Both
    /// behind a mutex: latest() is const and may be called from several threads.
    mutable std::vector<const PriceQuote*> m_quoteOfEnd;
    mutable std::mutex m_quotesMutex;
};

} // namespace gpuadvisor
