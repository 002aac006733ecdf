#pragma once

// Writing a chart to PNG, SVG or PDF, and the numbers behind it to CSV. Every file is written
// through QSaveFile: it is complete or left as it was.

#include "gpuadvisor/ui/charts/chartdata.h"

#include <QImage>
#include <QSize>
#include <QString>

#include <functional>
#include <optional>

class QChart;

namespace gpuadvisor {

enum class ChartFileFormat { Png, Svg, Pdf, Csv };

/// The format a file name asks for, by its extension (case-insensitive); std::nullopt if unknown.
std::optional<ChartFileFormat> chartFileFormatFor(const QString& filePath);

struct ChartExportOptions {
    QSize size{1200, 900}; ///< Pixels (PNG) or points at `dpi` (SVG, PDF page).
    int dpi = 96;
};

/// Limits the export dialog and the command line enforce.
inline constexpr int minimumExportSide = 200;
inline constexpr int maximumExportSide = 10000;
inline constexpr int minimumExportDpi = 48;
inline constexpr int maximumExportDpi = 1200;

/// Any chart as the export writes it: `make` returns a new chart holding its data (the export
/// lays it out offscreen and deletes it); `csv` returns its numbers.
struct ChartFile {
    std::function<QChart*()> make;
    QString title;
    QString description; ///< The SVG's description.
    std::function<QString()> csv;
    /// The line under the title: what the numbers assume ("Assumptions: ..."). When set, the
    /// export draws the chart's title and this line above the chart, wrapped to its width.
    QString subtitle{};
};

/// Draws the chart at exactly `size` pixels, with no window needed.
QImage renderChartFileImage(const ChartFile& chart, QSize size, int dpi = 96);

/// Writes the chart (or with Csv its numbers) to `filePath` in the format of its extension.
/// Returns an empty string on success, else a message naming the file and what went wrong.
QString writeChartFile(const ChartFile& chart, const QString& filePath, const ChartExportOptions& options);

/// The size of an export of `data` `width` pixels wide when no height is asked for (the headless
/// --export-chart without --height): tall enough for a comfortable row per bar under the title and
/// the assumptions, never below ChartExportOptions' default, at most maximumExportSide.
QSize defaultExportSize(const ChartData& data, int width);

/// Draws `data` as a PerformanceChart of exactly `size` pixels, with no window needed.
QImage renderChartImage(const ChartData& data, QSize size, int dpi = 96);

/// Writes the chart (or with Csv the data) to `filePath` in the format of its extension.
/// Returns an empty string on success, else a message naming the file and what went wrong.
QString exportChart(const ChartData& data, const QString& filePath, const ChartExportOptions& options);

/// The CSV text of a chart's data: name, memory, architecture, relative performance, value,
/// price, total cost of ownership, then the first measured comparison with the reference card
/// (measured relative performance, model, source citation, day; empty without one, and with more
/// than one GPU per machine, where a one-GPU measurement is not comparable).
QString chartDataCsv(const ChartData& data);

} // namespace gpuadvisor
