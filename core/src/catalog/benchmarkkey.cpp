#include "gpuadvisor/core/catalog/benchmarkkey.h"

#include "catalog/textutil.h"
#include "gpuadvisor/core/catalog/namematch.h"

namespace gpuadvisor {

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

} // namespace gpuadvisor
