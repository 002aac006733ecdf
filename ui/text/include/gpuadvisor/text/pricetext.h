#pragma once

// A price quote (core/pricebook.h) in words: what a price rests on when it is the median of
// several observations, and a tooltip naming the sources.

#include "gpuadvisor/core/catalog/pricebook.h"

#include <QString>

namespace gpuadvisor::text {

/// "median of 3 prices from 2026-06-22 to 2026-06-25, $3,200 to $9,999"; empty for a price that
/// rests on one observation.
QString priceQuoteBasis(const PriceQuote& quote);

/// How old a price may be before it is marked: the user's threshold and the day prices are used
/// for (a chart's "prices as of" day, or today).
struct PriceAgeRule {
    Date asOf = todayUtc();
    int staleMonths = defaultStalePriceMonths;

    bool isOld(Date observedOn) const { return isStalePrice(observedOn, asOf, staleMonths); }
};

/// The mark of an old price: "old".
QString oldPriceMark();
/// The date of a price, with the mark when it is old: "2026-06-25" or "2025-06-15 (old)".
QString priceDateText(Date observedOn, const PriceAgeRule& rule);
/// The same inside parentheses of its own ("price of 2025-06-15, old"): "2026-06-25" or
/// "2025-06-15, old".
QString priceDateInList(Date observedOn, const PriceAgeRule& rule);
/// What the mark means: "more than 6 months before 2026-11-24".
QString oldPriceMeaning(const PriceAgeRule& rule);

/// Several lines: "$3,775 on 2026-06-25", the basis when there is one, then each observation's
/// source (long ones cut), so a tooltip stays readable; a last line says when the price is old.
QString priceQuoteToolTip(const PriceQuote& quote, const PriceAgeRule& rule = {});

} // namespace gpuadvisor::text
