#pragma once

// Checks of the catalog's rows (cards, prices, cloud offers, system base costs, benchmarks)
// before they are stored; the checks of a user's ownership inputs live in cost/ownershipvalidation.h.

#include "gpuadvisor/core/catalog/benchmark.h"
#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/gpu.h"

#include <string>
#include <vector>

namespace gpuadvisor {

/// What kind of rule a value broke; lets a UI word the message in its own language.
enum class ProblemKind {
    Missing,      ///< A required value is empty.
    OutOfRange,   ///< A number outside its plausible range.
    Inconsistent, ///< Values that contradict each other or a seed fact.
    UnknownValue, ///< Not one of the allowed words, or a reference to a card that does not exist.
    Malformed,    ///< Not a number, date or boolean where one is expected.
    Duplicate,    ///< A second row with the same key.
};

/// One broken rule, naming the field (the CSV column / database column) it is about.
struct FieldProblem {
    std::string field;
    ProblemKind kind = ProblemKind::OutOfRange;
    std::string message; ///< English, for the CLI and logs.
};

/// Range and consistency checks of one card (tensor rates against the architecture,
/// the FP32-accumulate rate against the FP16 one, the licence rule of seed fact R7, ...).
std::vector<FieldProblem> validateGpu(const Gpu& gpu);

/// Checks of one price observation; `latestAllowed` is the newest acceptable date (normally today).
std::vector<FieldProblem> validatePrice(const PriceObservation& price, const Date& latestAllowed);

/// Checks of one cloud offer.
std::vector<FieldProblem> validateCloudOffer(const CloudOffer& offer, const Date& latestAllowed);

/// Checks of one system base cost row.
std::vector<FieldProblem> validateSystemBaseCost(const SystemBaseCost& cost);

/// The largest benchmark value accepted: ten trillion items a second, a thousand times the fastest
/// shipped row (Lambda's NCF training, 1.3e10 samples/s on four H100s), so a typo or a hostile
/// row of 1e308 is refused.
inline constexpr double maximumBenchmarkValue = 1e13;

/// Checks of one measured benchmark result (fields named as its CSV columns): gpu_name, model,
/// unit and source not empty; gpu_count 1 to maxGpusPerMachine; precision known to precisionBits;
/// batch_size not negative; value above 0 and at most maximumBenchmarkValue; measured_on from 2000-01-01 to
/// `latestAllowed`; no text field holding a line break or control character.
std::vector<FieldProblem> validateBenchmark(const BenchmarkResult& result, const Date& latestAllowed);

} // namespace gpuadvisor
