#pragma once

// Fitting the LLM planner's shares and fixed cost to measured llama.cpp results, and checking the
// fit on cards it did not see. The measurements are the catalog's benchmark rows of tasks
// llm-prefill and llm-decode (the shipped ones: llama-bench pp512 and tg512 on one GPU, with
// their source; a user's own llama-bench rows join them).

#include "gpuadvisor/core/benchmark.h"
#include "gpuadvisor/core/gpu.h"
#include "gpuadvisor/core/llmmodel.h"
#include "gpuadvisor/core/llmplanner.h"

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
};

/// llama-bench's generation length is not in a benchmark row; its tgN runs are taken as this
/// long (the KV cache read at half of it is under 0.5 % of an 8B model's bytes).
inline constexpr int assumedDecodeTokens = 512;

/// The benchmark rows that measure one card running a model's prompt (llm-prefill, its batch size
/// the prompt length) or generation (llm-decode) in a weight format the planner knows.
std::vector<LlmMeasurement> llmMeasurements(std::span<const BenchmarkResult> benchmarks);

/// The workload llama-bench ran for the measurement: one sequence, N tokens of context.
LlmWorkload measurementWorkload(const LlmMeasurement& measurement, const LlmModel& model);

/// What the planner estimates for the measurement on its card.
double estimatedTokensPerSecond(const LlmMeasurement& measurement, const LlmModel& model, const Gpu& gpu,
                                const LlmCalibration& calibration);

/// The shares and fixed cost that minimise the squared log error over the measurements whose card
/// and model are known (others are skipped). A share with no measurement to fit it (no HBM card,
/// say) takes the value of its sibling. The typical errors are left at 0: crossValidateLlm gives them.
LlmCalibration fitLlmCalibration(std::span<const LlmMeasurement> measurements, std::span<const Gpu> gpus,
                                 std::span<const LlmModel> models);

struct LlmValidationRow {
    LlmMeasurement measurement;
    double estimated = 0;
    double error = 0; ///< estimated / measured - 1
};

/// Every usable measurement estimated by the calibration fitted without its card.
std::vector<LlmValidationRow> crossValidateLlm(std::span<const LlmMeasurement> measurements,
                                               std::span<const Gpu> gpus, std::span<const LlmModel> models);

/// The median |error| of the rows of one test (0 for none).
double medianAbsoluteError(std::span<const LlmValidationRow> rows, LlmTest test);

/// The measurement of the card, model, format and test (names ignoring case), or nullptr. It was
/// taken at its own token count, one sequence, on one card: show it beside the estimate.
const LlmMeasurement* matchingMeasurement(std::span<const LlmMeasurement> measurements, const Gpu& gpu,
                                          const LlmModel& model, WeightFormat weights, LlmTest test);

} // namespace gpuadvisor
