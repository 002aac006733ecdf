#include "gpuadvisor/core/catalog/benchmarkkey.h"

#include "catalog/textutil.h"
#include "gpuadvisor/core/catalog/namematch.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace gpuadvisor {
namespace {

/// A row's place in the catalog's order. The names compared (card, model, precision, system,
/// software) are naturalLess sort keys made once per row, not parsed again in each comparison
/// (issue 36: rows of one card and model differ mostly by system and software, and comparing
/// those as names was most of `rank`'s sort); the source, reached only when everything else
/// ties, is compared as a name.
struct SortKey {
    const BenchmarkResult* row;
    std::string gpuName;
    std::string model;
    std::string precision;
    std::string system;
    std::string software;

    explicit SortKey(const BenchmarkResult& result)
        : row(&result)
        , gpuName(naturalSortKey(result.gpuName))
        , model(naturalSortKey(result.model))
        , precision(naturalSortKey(result.precision))
        , system(naturalSortKey(result.system))
        , software(naturalSortKey(result.software)) {}

    bool operator<(const SortKey& other) const {
        const BenchmarkResult& a = *row;
        const BenchmarkResult& b = *other.row;
        const auto first = std::tie(gpuName, model, a.gpuCount, a.origin, a.task, precision, a.batchSize,
                                    system, software, a.measuredOn);
        const auto second =
            std::tie(other.gpuName, other.model, b.gpuCount, b.origin, b.task, other.precision, b.batchSize,
                     other.system, other.software, b.measuredOn);
        if (first != second) {
            return first < second;
        }
        return naturalLess(a.source, b.source);
    }
};

} // namespace

std::string benchmarkKey(const BenchmarkResult& result) {
    constexpr char separator = '\x1f';
    std::string key = normalizedName(result.gpuName);
    for (const std::string& part :
         {std::to_string(result.gpuCount), toLowerAscii(result.system), toLowerAscii(result.model),
          std::string(toString(result.task)), toLowerAscii(result.precision),
          std::to_string(result.batchSize), toLowerAscii(result.software), formatIsoDate(result.measuredOn),
          toLowerAscii(result.source)}) {
        key += separator;
        key += part;
    }
    return key;
}

std::string firstDifferentColumn(const BenchmarkResult& a, const BenchmarkResult& b) {
    if (a.workload != b.workload) {
        return "workload";
    }
    if (a.value != b.value) {
        return "value";
    }
    if (a.unit != b.unit) {
        return "unit";
    }
    return {};
}

bool sameMeasurement(const BenchmarkResult& a, const BenchmarkResult& b) {
    return benchmarkKey(a) == benchmarkKey(b) && firstDifferentColumn(a, b).empty();
}

void sortBenchmarkRows(std::vector<BenchmarkResult>& rows) {
    std::vector<SortKey> keys;
    keys.reserve(rows.size());
    for (const BenchmarkResult& row : rows) {
        keys.emplace_back(row);
    }
    // Indices are sorted, not the keys: a swap moves a number instead of six strings.
    std::vector<std::size_t> order(rows.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(),
              [&keys](std::size_t a, std::size_t b) { return keys[a] < keys[b]; });
    std::vector<BenchmarkResult> sorted;
    sorted.reserve(rows.size());
    for (const std::size_t index : order) {
        sorted.push_back(std::move(rows[index]));
    }
    rows = std::move(sorted);
}

} // namespace gpuadvisor
