#pragma once

// The line under an exported chart's title that says what its numbers assume: the filters that
// pick the cards, and for charts over prices the price basis and the ownership assumptions.

#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/enums.h"
#include "gpuadvisor/ui/shared/chartsettings.h"

#include <QString>
#include <QStringList>

namespace gpuadvisor {

/// "new prices as of 2024-01-01" (or used).
QString priceBasisText(Condition condition, const Date& asOf);

/// "Assumptions: a; b; c", or an empty string without parts.
QString assumptionsLine(const QStringList& parts);

/// The parts that apply to a performance chart drawn with `settings`: the memory filter, the
/// segments and name filter where they leave cards out, the GPUs per machine; per dollar also the
/// prices, the years of ownership, the electricity price and the utilisation.
QStringList chartAssumptionParts(const ChartSettings& settings);

} // namespace gpuadvisor
