#pragma once

// The cloud offers the cloud page lists: the newest of each provider and instance on or before
// a day, in order, and how the offer combo names them.

#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/text/pricetext.h"

#include <QString>

#include <span>
#include <vector>

namespace gpuadvisor {

/// Provider and instance: what tells one offer from another across days.
QString offerKey(const CloudOffer& offer);

/// The offer as the offer combo lists it, with its price in the display currency.
QString offerLabel(const CloudOffer& offer, const text::PriceAgeRule& priceAge);

/// The newest offer of each provider and instance on or before `asOf` (of offers of the same
/// day, the one listed last), by provider, then instance, ignoring case.
std::vector<CloudOffer> newestOffers(std::span<const CloudOffer> offers, Date asOf);

} // namespace gpuadvisor
