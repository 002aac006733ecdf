#pragma once

// Lists of card names in a sentence, short enough to read at any catalog size.

#include <QString>
#include <QStringList>

namespace gpuadvisor::text {

/// How many names a sentence lists before it counts the rest.
inline constexpr qsizetype listedNames = 10;

/// The names joined with commas: all of them up to `listedNames`, else the first `listedNames`
/// and a count of the rest ("A, B, ... and 4,234 more"). A catalog of 100,000 cards can leave
/// thousands out of a chart; a caption naming them all would be unreadable and slow to lay out.
QString shortNameList(const QStringList& names);

} // namespace gpuadvisor::text
