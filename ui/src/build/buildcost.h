#pragma once

// What the build page says the build costs: the cost of ownership with what it leaves out, and
// each card's price in the condition the page prices cards in (new or used), or that the
// catalog has none, so a missing price never reads as free.

#include "build/buildgpulist.h"

#include "gpuadvisor/core/build/buildsummary.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shared/chartsettings.h"

#include <QString>

#include <vector>

namespace gpuadvisor {

/// The "Cost of ownership" cell (rich text): the total and its parts, marked incomplete and
/// followed by what it leaves out when a card has no price or the system cost is unknown. A
/// whole computer's price is the machine: it shows no system part.
QString buildCostHtml(const BuildSummary& summary, Condition condition, bool wholeComputer);
/// The "Card prices" cell (rich text): each card's price with its date (old ones in colour), or
/// "no new price in the catalog"; empty without cards.
QString buildCardPricesHtml(const std::vector<BuildEntry>& entries, const CatalogSnapshot& snapshot,
                            const ChartSettings& settings, Condition condition);
/// "no new price in the catalog" / "no used price in the catalog".
QString noPriceText(Condition condition);

} // namespace gpuadvisor
