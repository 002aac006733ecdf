#pragma once

// Price history lookups: the newest price of a card in a condition on or before a day.

#include "gpuadvisor/core/catalogrecords.h"
#include "gpuadvisor/core/gpu.h"

#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gpuadvisor {

class PriceBook {
public:
    PriceBook() = default;
    /// Indexes the observations (copied); names match as namematch.h's normalizedName does.
    explicit PriceBook(std::span<const PriceObservation> prices);

    /// The newest observation of the card in that condition dated on or before `asOf`, or
    /// nullptr. Among observations of the same day the one listed last wins. The pointer is valid
    /// as long as this PriceBook.
    const PriceObservation* latest(std::string_view gpuName, Condition condition, Date asOf) const;

    /// latest() for every card, in the cards' order (what a ranking needs once per price setting).
    /// The pointers point into this PriceBook: keep it alive while they are used.
    std::vector<const PriceObservation*> latestFor(std::span<const Gpu> gpus, Condition condition,
                                                   Date asOf) const;

private:
    struct History {
        std::vector<PriceObservation> byCondition[2]; ///< Indexed by Condition, oldest first.
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
