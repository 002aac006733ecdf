#pragma once

// When two benchmark rows are the same measurement. The catalog keeps one row per key and
// origin; a CSV file may hold each key once.

#include "gpuadvisor/core/catalog/benchmark.h"

#include <string>
#include <vector>

namespace gpuadvisor {

/// The identity of a measurement: card, GPU count, system, model, task, precision, batch size,
/// software, day and source. Card names compare as the catalog matches them (normalizedName);
/// the other text compares ignoring ASCII case, as the database's NOCASE columns do. Workload,
/// value, unit and origin are not part of it. Use the result as a map key.
std::string benchmarkKey(const BenchmarkResult& result);

/// True when both rows have the same key and record the same result: the same workload, value
/// and unit. Origin is ignored.
bool sameMeasurement(const BenchmarkResult& a, const BenchmarkResult& b);

/// The first column whose value differs between two rows of the same key ("workload", "value"
/// or "unit"), or an empty string when they are the same measurement.
std::string firstDifferentColumn(const BenchmarkResult& a, const BenchmarkResult& b);

/// Orders rows as the catalog lists them (Catalog::benchmarks): card name (naturalLess), model,
/// GPU count, origin (shipped first), then the rest of the key, so the order is total.
void sortBenchmarkRows(std::vector<BenchmarkResult>& rows);

} // namespace gpuadvisor
