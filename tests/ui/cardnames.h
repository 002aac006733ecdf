#pragma once

// Shipped cards the page tests pick by name.

#include <QString>

namespace gpuadvisor::testing {

inline const QString rtx4090 = QStringLiteral("RTX 4090");
inline const QString rtx3090 = QStringLiteral("RTX 3090");
inline const QString rtx3080 = QStringLiteral("RTX 3080");

} // namespace gpuadvisor::testing
