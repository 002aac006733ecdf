#pragma once

// Numbers as the pages show them, in the current locale (QLocale()): one formatter for every
// table, label and editor, so the same value never reads two ways.

#include <QString>

namespace gpuadvisor::text {

/// Up to `decimals` decimals, trailing zeros dropped, grouped as the locale does: "24", "1.5",
/// "0.25", "1,200".
QString trimmedNumber(double value, int decimals);

/// Every significant digit and no grouping, as an editor shows a stored value: "35.58", "1200".
QString editableNumber(double value);

} // namespace gpuadvisor::text
