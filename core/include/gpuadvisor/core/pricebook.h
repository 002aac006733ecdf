#pragma once

// Price history lookups: the newest price of a card in a condition on or before a day.

#include "gpuadvisor/core/catalogrecords.h"

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
    /// nullptr. Among observations of the same day the one listed last wins.
    const PriceObservation* latest(std::string_view gpuName, Condition condition, Date asOf) const;

private:
    struct History {
        std::vector<PriceObservation> byCondition[2]; ///< Indexed by Condition, oldest first.
    };
    std::unordered_map<std::string, History> m_histories;
};

} // namespace gpuadvisor
