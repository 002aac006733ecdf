#pragma once

// A price quote (core/pricebook.h) in words: what a price rests on when it is the median of
// several observations, and a tooltip naming the sources.

#include "gpuadvisor/core/pricebook.h"

#include <QString>

namespace gpuadvisor::text {

/// "median of 3 prices from 2026-06-22 to 2026-06-25, $3,200 to $9,999"; empty for a price that
/// rests on one observation.
QString priceQuoteBasis(const PriceQuote& quote);

/// Several lines: "$3,775 on 2026-06-25", the basis when there is one, then each observation's
/// source (long ones cut), so a tooltip stays readable.
QString priceQuoteToolTip(const PriceQuote& quote);

} // namespace gpuadvisor::text
