#pragma once

// Fitting the LLM planner's shares and fixed cost to measured llama.cpp results, and checking the
// fit on cards it did not see. The measurements are the catalog's benchmark rows of tasks
// llm-prefill and llm-decode (the shipped ones: llama-bench pp512 and tg512 on one GPU, with
// their source; a user's own llama-bench rows join them).

#include "gpuadvisor/core/catalog/benchmark.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/llm/llmmodel.h"
#include "gpuadvisor/core/llm/llmplanner.h"

#include <algorithm>
#include <span>
#include <string>
#include <vector>

namespace gpuadvisor {

enum class LlmTest {
    Prefill, ///< llama-bench ppN: a prompt of N tokens, tokens/s.
    Decode,  ///< llama-bench tgN: N generated tokens at batch 1, tokens/s.
};

struct LlmMeasurement {
    std::string gpuName;
    std::string modelKey; ///< A preset's key, e.g. "llama3-8b".
    WeightFormat weights = WeightFormat::F16;
    LlmTest test = LlmTest::Decode;
    int tokens = 512;
    double tokensPerSecond = 0;
    std::string software;
    std::string source; ///< Repository, commit and file.
    Date measuredOn{};
    bool flashAttention = false; ///< "flash attention on" in the software column (llama-bench -fa 1).
    /// The llama.cpp backend the software column names (", ROCm,"), CUDA where it names none.
    std::string backend = "CUDA";
    /// Measured a year or more before the newest measurement of the set: an older llama.cpp,
    /// which the fit allows its own speed (LlmCalibration::olderBuild*Factor).
    bool olderBuild = false;
};

/// llama-bench's generation length, when the software column does not name the test
/// ("llama-bench tg128"): its tgN runs are taken as this long.
inline constexpr int assumedDecodeTokens = 512;
/// A measurement this many days or more before the newest one ran an older build.
inline constexpr int olderBuildDays = 365;

/// The benchmark rows that measure one card running a model's prompt (llm-prefill, its batch size
/// the prompt length) or generation (llm-decode) in a weight format the planner knows. The
/// software column may say how: "llama-bench tg128" (128 tokens generated) and "flash attention
/// on" or "off" (off when not said: llama-bench's default before 2025).
std::vector<LlmMeasurement> llmMeasurements(std::span<const BenchmarkResult> benchmarks);

/// The workload llama-bench ran for the measurement: one sequence, N tokens of context.
LlmWorkload measurementWorkload(const LlmMeasurement& measurement, const LlmModel& model);

/// What the planner estimates for the measurement on its card.
double estimatedTokensPerSecond(const LlmMeasurement& measurement, const LlmModel& model, const Gpu& gpu,
                                const LlmCalibration& calibration);

/// The shares, factors and fixed cost that minimise the squared log error over the measurements
/// whose card and model are known (others are skipped). A share with no measurement to fit it (no
/// HBM card, say) takes the value of its sibling; a factor with nothing to fit it (no older build,
/// no run with flash attention both on and off, no HBM card's prompt) stays 1. The typical errors
/// are left at 0: crossValidateLlm gives them.
LlmCalibration fitLlmCalibration(std::span<const LlmMeasurement> measurements, std::span<const Gpu> gpus,
                                 std::span<const LlmModel> models);

struct LlmValidationRow {
    LlmMeasurement measurement;
    double estimated = 0;
    double error = 0; ///< estimated / measured - 1
    /// The first-order estimate, scaled on the other cards' rows of the test: bandwidth over the
    /// weights read for decode (the guide's P6), datasheet tensor rate over 2 FLOPs a parameter
    /// for prefill.
    double baseline = 0;
    double baselineError() const { return baseline / measurement.tokensPerSecond - 1; }
};

/// Every usable measurement estimated by the calibration fitted without its card.
std::vector<LlmValidationRow> crossValidateLlm(std::span<const LlmMeasurement> measurements,
                                               std::span<const Gpu> gpus, std::span<const LlmModel> models);

/// The median |error| of the rows of one test (0 for none); with `newestOnly`, of the rows of
/// the newest builds (what the estimates claim to describe).
double medianAbsoluteError(std::span<const LlmValidationRow> rows, LlmTest test, bool newestOnly = false);
/// How the estimates of one test did on cards left out, against the baseline.
struct LlmErrorSummary {
    int rows = 0;
    double medianAbsError = 0;
    double largestAbsError = 0;
    double spearman = 0; ///< Rank correlation of estimate and measurement.
    double baselineMedianAbsError = 0;
    double baselineLargestAbsError = 0;
    double baselineSpearman = 0;
};
LlmErrorSummary summarizeLlmValidation(std::span<const LlmValidationRow> rows, LlmTest test, bool newestOnly);

/// The row of one test with the largest |error| (nullptr for none); `newestOnly` as above.
const LlmValidationRow* largestError(std::span<const LlmValidationRow> rows, LlmTest test,
                                     bool newestOnly = false);

/// The measurement of the card, model, format and test (names ignoring case), or nullptr: of
/// several, one with the same flash attention setting first, then the newest. It was taken at its
/// own token count, one sequence, on one card: show it beside the estimate.
const LlmMeasurement* matchingMeasurement(std::span<const LlmMeasurement> measurements, const Gpu& gpu,
                                          const LlmModel& model, WeightFormat weights, LlmTest test,
                                          bool flashAttention);

/// How far an estimate from the datasheet alone can land for a vendor no shipped measurement of
/// the metric covers: the range of the other llama.cpp backends' prompt factors (compute-bound
/// speed measured over the CUDA-calibrated estimate, llmcalibration.h). The ROCm devices came out
/// at 0.55x their datasheet estimate, the Apple ones at 1.40x.
struct SpecificationOnlySpread {
    double lowest = 1;  ///< The smallest measured-over-estimate factor.
    double highest = 1; ///< The largest.
    /// The error to state: the larger distance of the two from 1 (0.45 for 0.55x).
    double error() const { return std::max(1 - lowest, highest - 1); }
};
SpecificationOnlySpread specificationOnlySpread(const LlmCalibration& calibration = shippedLlmCalibration());

} // namespace gpuadvisor
