#pragma once

// A card's launch price has one source of truth, its price history: the first new price on
// record, if it is no later than the end of the year after the card's release (the cheapest, when
// that day has several). The stored launch_price_usd counts only for a card without one, e.g. one
// just added with a launch price typed in. Every reader of cards (the card list, one card by name,
// the import preview, the check of another program's edits) applies it here, so the desktop app
// and the CLI cannot show two launch prices for one card.
//
// It was a correlated SQL subquery per card: about 4,200 SQLite instructions a card, 0.4 G at
// 100,000 cards. Here it is one pass over the prices in their unique key's order (issue 36), read
// for it or, when the caller reads every price anyway (Catalog::cardsAndPrices), those.

#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/gpu.h"

#include <QSqlDatabase>

#include <cstdint>
#include <span>

namespace gpuadvisor::launchprice {

/// Sets each card's launchPriceUsd from its price history where that gives one.
void applyPriceHistory(const QSqlDatabase& database, std::span<Gpu> gpus);

/// The same for one card: reads only its prices.
void applyPriceHistory(const QSqlDatabase& database, Gpu& gpu);

/// The same from prices read already, grouped by card in the order Catalog::pricesByCard gives.
void applyPriceHistory(std::span<Gpu> gpus, std::span<const PriceObservation> pricesByCard);

/// The same for a caller that knows each price's card: cardOfPrice[i] is the index in `gpus` of
/// the card of pricesByCard[i] (no lookup by name, a hash of 100,000 names, issue 36).
void applyPriceHistory(std::span<Gpu> gpus, std::span<const PriceObservation> pricesByCard,
                       std::span<const std::uint32_t> cardOfPrice);

} // namespace gpuadvisor::launchprice
