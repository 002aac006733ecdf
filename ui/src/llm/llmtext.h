#pragma once

// The LLM planner page's numbers and phrases in the user's language (context "LlmText"): one
// place for how a build, a speed, an amount of memory and an estimate's error read, so the
// chart, the build details, the cheapest-way answer and the cloud table say them alike.

#include "gpuadvisor/core/catalog/enums.h"
#include "gpuadvisor/core/llm/llmcalibration.h"
#include "gpuadvisor/core/llm/llmplanner.h"

#include <QString>

#include <string_view>

namespace gpuadvisor::llmtext {

/// "RTX 3090 ×2": `count` of the card.
QString buildLabel(std::string_view gpuName, int count);
/// "18.7 tokens/s", "30 tokens/s", "1,029 tokens/s" (at least three significant digits).
QString tokensPerSecond(double value);
/// A number of tokens/s without the unit, as tokensPerSecond() rounds it.
QString tokensPerSecondNumber(double value);
/// Decimals that give `maximum` three significant digits (0 to 3), for numbers shown together.
int decimalsFor(double maximum);
/// "41.9 GB" (memory in GB as card makers count it: 1 GB = 2^30 bytes, as the planner does).
QString gigabytes(double gib);
/// "0.75 s", "11.8 s", "6.4 min".
QString duration(double seconds);
/// "2.3 million", "850,000": a number of tokens.
QString tokenCount(double tokens);
/// "estimate, typically within ±10 %": the error of the decode or the prefill estimate on the
/// llama.cpp backend (CUDA's, or the other backends' cross-validated error).
QString estimateNote(LlmTest test, std::string_view backend = "CUDA");
/// A measurement's source cut to its first part: "XiongjieDai/GPU-Benchmarks-on-LLM-Inference".
QString shortSource(std::string_view source);
/// "measured: 22.3 tokens/s (llama-bench tg512, SHORT SOURCE)"; the whole source goes in a tooltip.
QString measuredNote(const LlmMeasurement& measurement);
/// "Llama 3 70B", or "Custom 12B": for titles.
QString shortModelName(const LlmModel& model);
/// "Q4_K_M", the format as people write it.
QString weightFormatLabel(WeightFormat format);
/// "Inference", "LoRA fine-tuning", ...
QString taskLabel(LlmTask task);
/// "new" or "used".
QString conditionWord(Condition condition);

} // namespace gpuadvisor::llmtext
