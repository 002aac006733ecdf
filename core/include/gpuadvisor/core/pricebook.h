#pragma once

// Price history lookups: the price of a card in a condition as of a day. Several shops and
// guides often price a card within days of each other and disagree, so the price of a day is the
// median of the observations in a short window ending at the newest one: robust to one outlier
// source, and never decided by the order rows happen to be listed in.

#include "gpuadvisor/core/catalogrecords.h"
#include "gpuadvisor/core/gpu.h"

#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gpuadvisor {

/// Observations this many days before the newest one (on or before the day asked) still count
/// towards the price of that day.
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
    std::vector<PriceObservation> observations; ///< What the median rests on, oldest first.
    double lowUsd = 0;
    double highUsd = 0;
    Date oldestOn; ///< The oldest observation's date (observedOn is the newest).

    std::size_t count() const { return observations.size(); }
};

/// The median of the observations' prices (the mean of the middle two for an even count), and the
/// quote's other fields. `observations` must not be empty; they may be in any order.
PriceQuote quoteOf(std::vector<PriceObservation> observations);

class PriceBook {
public:
    PriceBook() = default;
    /// Indexes the observations (copied); names match as namematch.h's normalizedName does.
    explicit PriceBook(std::span<const PriceObservation> prices);

    /// The price of the card in that condition as of `asOf`: the quote of the observations dated
    /// from priceWindowDays before the newest one on or before `asOf` up to that one; nullptr when
    /// there is none. The pointer is valid as long as this PriceBook.
    const PriceQuote* latest(std::string_view gpuName, Condition condition, Date asOf) const;

    /// latest() for every card, in the cards' order (what a ranking needs once per price setting).
    /// The pointers point into this PriceBook: keep it alive while they are used.
    std::vector<const PriceObservation*> latestFor(std::span<const Gpu> gpus, Condition condition,
                                                   Date asOf) const;

private:
    /// The quotes of one card in one condition, one per distinct observation day, oldest first.
    struct Quotes {
        std::vector<Date> days;
        std::vector<PriceQuote> quotes;
    };
    struct History {
        Quotes byCondition[2]; ///< Indexed by Condition.
    };
    /// Lets find() take a string_view, so the common exact-name lookup does not allocate.
    struct NameHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view name) const { return std::hash<std::string_view>{}(name); }
    };
    using HistoryMap = std::unordered_map<std::string, History, NameHash, std::equal_to<>>;
    const History* find(std::string_view gpuName) const;

    HistoryMap m_histories; ///< By normalised name.
    /// Name as written in the observations -> its history (pointers into m_histories, which
    /// does not move its nodes).
    std::unordered_map<std::string, const History*, NameHash, std::equal_to<>> m_exactNames;
};

} // namespace gpuadvisor
