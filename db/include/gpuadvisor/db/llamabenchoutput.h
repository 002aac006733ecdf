#pragma once

// llama-bench's own output as benchmark rows: what a user gets from measuring a card with
// llama.cpp's `llama-bench` (`-o json`, `-o jsonl`, `-o csv`, or the default Markdown table),
// mapped to the catalog's card, the LLM presets, the weight formats and the llm-prefill /
// llm-decode tasks, so that the run can be imported as "your run" without hand-editing a CSV.
// The rows then go through the catalog's own CSV import (importLlamaBenchOutput), validated and
// in one transaction like any other benchmark file.

#include "gpuadvisor/core/catalog/benchmark.h"
#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/llm/llmmodel.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

class Catalog;
struct ImportResult;

/// Which of llama-bench's printers wrote the text.
enum class LlamaBenchFormat {
    Json,      ///< `-o json`: one array of objects.
    JsonLines, ///< `-o jsonl`: one object per line.
    Csv,       ///< `-o csv`: a header of llama-bench's field names, every value quoted.
    Markdown,  ///< `-o md`, the default: a table, then `build: <commit> (<number>)`.
};

/// "JSON", "JSON lines", "CSV", "Markdown table".
std::string_view toString(LlamaBenchFormat format);

/// The printer that wrote `text`, recognised from the content (not a file name), or std::nullopt
/// when it is not llama-bench output (a catalog CSV file, for example).
std::optional<LlamaBenchFormat> detectLlamaBenchFormat(std::string_view text);

/// What the conversion needs besides the text.
struct LlamaBenchOptions {
    std::vector<std::string> gpuNames; ///< The catalog's cards (Catalog::gpuNames).
    std::vector<LlmModel> presets;     ///< The LLM presets (loadLlmPresets().models).
    /// The card the run measured, as the user names it (any case); overrides the device llama-bench
    /// reports. Needed for a Markdown table without the device lines above it.
    std::string gpu;
    /// The day of the run; overrides test_time. Without it and without test_time (a Markdown
    /// table), `today` is used and LlamaBenchConversion::datedToday says so.
    std::optional<Date> measuredOn;
    Date today{};
    /// The file's name without its folder, for the rows' source ("llama-bench output, FILE").
    std::string fileName;
    /// Where the user adds a preset (defaultUserLlmModelsPath), named when a model has none.
    std::string presetsFile;
};

/// llama-bench's output as benchmark rows, or why it cannot be: each problem names the line of
/// the text and what was wrong (an unknown card, quantisation or model size, a partial offload,
/// several GPUs, a depth test ...). With any problem `rows` is empty: nothing is half imported.
struct LlamaBenchConversion {
    LlamaBenchFormat format = LlamaBenchFormat::Markdown;
    std::vector<BenchmarkResult> rows;  ///< One per test, in the order of the text.
    std::vector<std::size_t> lines;     ///< The text's line of each row.
    std::vector<CsvImportError> errors; ///< The first maxListedCsvErrors problems.
    std::size_t unlistedErrors = 0;     ///< Problems found beyond those listed.
    /// No card could be found because the text does not name one (a Markdown table alone): the
    /// caller may ask the user for it and convert again with LlamaBenchOptions::gpu.
    bool needsGpu = false;
    bool datedToday = false; ///< measured_on is LlamaBenchOptions::today: the text has no date.

    bool ok() const { return errors.empty(); }
    /// The rows as a benchmarks CSV text (formatCatalogCsv), the form the catalog imports.
    std::string csv() const;
};

/// Converts llama-bench output (any format detectLlamaBenchFormat recognises) to benchmark rows:
/// - card: the options' gpu, else gpu_info (JSON, CSV) or the "Device 0: ..." / "ggml_vulkan: 0 = ..."
///   lines llama-bench prints above its table, matched to a catalog card (vendor words dropped,
///   "A100-SXM4-80GB" read as "A100 SXM4 80GB"); several GPUs are refused unless split_mode is
///   none (then main_gpu's), and so is a run that left layers off the GPU (n_gpu_layers below
///   the model's layers) or ran on the CPU backend;
/// - model: the preset within 0.5 % of model_n_params (the "params" column), the one the file name
///   names when several are; without a size, the preset named in the file name;
/// - precision: the weight format of model_type ("Q4_K - Medium" -> q4_k_m) or the file name;
/// - test: ppN -> llm-prefill at batch N, tgN -> llm-decode at batch 1; depth (`@ dN`) and combined
///   (ppN+tgM) tests are refused;
/// - software: "llama.cpp build 6050 (2241453), CUDA, llama-bench tg128, flash attention on";
///   value avg_ts (tokens/s); measured_on test_time's day; system "llama-bench: <device>".
LlamaBenchConversion convertLlamaBenchOutput(std::string_view text, const LlamaBenchOptions& options);

/// Imports converted rows through Catalog::importCsvText (validated, all or none, as the user's
/// rows); a problem the import finds is reported at the line of llama-bench's text it came from.
/// Throws CatalogError as importCsvText does.
ImportResult importLlamaBenchOutput(Catalog& catalog, const LlamaBenchConversion& conversion);

} // namespace gpuadvisor
