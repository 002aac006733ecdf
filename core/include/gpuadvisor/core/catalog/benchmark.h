#pragma once

// A measured benchmark result: what one system of one or more identical cards did on one
// workload, with the software and the source it comes from. The catalog ships public
// measurements (Lambda's PyTorch training throughput, llama.cpp) and keeps the user's own
// measurements apart from them (origin).

#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/enums.h"

#include <optional>
#include <string>
#include <string_view>

namespace gpuadvisor {

/// What was measured.
enum class BenchmarkTask {
    Training,   ///< Training throughput (samples, images, sequences or tokens per second).
    Inference,  ///< Batch inference throughput.
    LlmPrefill, ///< Prompt processing of a language model, tokens/s (compute bound).
    LlmDecode,  ///< Text generation at batch 1, tokens/s (bound by memory bandwidth).
};

/// Whose row it is: shipped with GPU Advisor, or entered or imported by the user. User rows
/// are never replaced by shipped data, and shipped rows are never changed by an import.
enum class BenchmarkOrigin { Shipped, User };

/// "training", "inference", "llm-prefill", "llm-decode".
std::string_view toString(BenchmarkTask value);
/// "shipped", "user".
std::string_view toString(BenchmarkOrigin value);
std::optional<BenchmarkTask> parseBenchmarkTask(std::string_view text);
std::optional<BenchmarkOrigin> parseBenchmarkOrigin(std::string_view text);
std::string_view allowedBenchmarkTasks();

struct BenchmarkResult {
    std::string gpuName; ///< The catalog card, e.g. "H100 SXM".
    int gpuCount = 1;    ///< Cards in the measured system; value is the whole system's.
    std::string system;  ///< The machine as the source names it, e.g. "Lambda 8x H100 80GB SXM5 (Dell)".
    std::string model;   ///< The workload's model, e.g. "bert_large_squad", "resnet50", "llama3-8b".
    /// Model family, deciding which chart the row measures; std::nullopt for other families
    /// (recurrent nets, recommenders, speech).
    std::optional<Workload> workload;
    BenchmarkTask task = BenchmarkTask::Training;
    /// Number format of the run in lower case: "fp16" (mixed precision), "bf16", "tf32",
    /// "fp32", "fp8", "int8", or a weight format such as "q4_k_m" or "f16" (llama.cpp).
    std::string precision;
    int batchSize = 0; ///< Summed over the GPUs; 0 where the source does not say.
    std::string software;
    double value = 0;   ///< The measured throughput of the whole system.
    std::string unit;   ///< "samples/s", "images/s", "sequences/s", "tokens/s".
    Date measuredOn{};  ///< Day of the measurement or, where the source gives none, of its publication.
    std::string source; ///< Citation: repository, commit and file, or the user's own note.
    BenchmarkOrigin origin = BenchmarkOrigin::User;
};

/// Bits of the matrix inputs of a precision: 16 for fp16, bf16 and f16; 8 for fp8, int8 and
/// q8_0; 4 for int4 and q4_*; 32 for fp32 and tf32; std::nullopt for an unknown spelling.
std::optional<int> precisionBits(std::string_view precision);

} // namespace gpuadvisor
