#pragma once

// Writing the LLM planner's tokens/s chart to PNG, SVG or PDF, and its numbers to CSV, as the
// performance charts are written (chartexport.h: the same formats, options and dialog). Every
// file is written through QSaveFile: it is complete or left as it was.

#include "gpuadvisor/ui/charts/chartexport.h"
#include "llm/llmtables.h"

#include <QImage>
#include <QSize>
#include <QString>

namespace gpuadvisor {

/// Draws the chart of `data` at exactly `size` pixels, with no window needed.
QImage renderLlmSpeedChart(const LlmSpeedChartData& data, QSize size, int dpi = 96);

/// The CSV text of the chart's bars, top first: card, count, decode tokens/s (all users and per
/// user), prefill tokens/s, time to first token, memory needed and available, the card price with
/// its date, tokens/s per $1,000 of the cards, and the value the bar shows.
QString llmSpeedChartCsv(const LlmSpeedChartData& data);

/// Writes the chart (or, for .csv, its numbers) to `filePath` in the format of its extension.
/// Returns an empty string on success, else a message naming the file and what went wrong.
QString exportLlmSpeedChart(const LlmSpeedChartData& data, const QString& filePath,
                            const ChartExportOptions& options);

} // namespace gpuadvisor
