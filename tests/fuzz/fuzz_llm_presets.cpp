// Fuzz target: the LLM model-presets reader (a user's llm-models.csv) on arbitrary bytes.
// Oracles: no crash; every preset it keeps has the plausible shape the reader promises (at least a
// million parameters, active ones no more than all, KV heads no more than attention heads, every
// count in its range, a source), keys and names are unique ignoring case and each finds its own
// preset; at most maximumListedLlmModelProblems problems are listed and the rest counted; a model
// of a custom size shaped after the presets has finite, positive figures (and that size, or a
// preset's within 0.5 % of it).

#include "gpuadvisor/core/llm/llmmodel.h"

#include <cctype>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>

using namespace gpuadvisor;

namespace {

[[noreturn]] void fail(const char* what, std::string_view detail = {}) {
    std::fprintf(stderr, "fuzz_llm_presets: %s\n%.*s\n", what, static_cast<int>(detail.size()),
                 detail.data());
    std::abort();
}

std::string lower(std::string_view text) {
    std::string result(text);
    for (char& c : result) {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return result;
}

bool within(int value, int low, int high) {
    return value >= low && value <= high;
}

void checkModel(const LlmModel& model) {
    if (!(model.parameters >= minimumLlmParameters && model.parameters <= 1e15)) {
        fail("a kept preset has an implausible parameter count", model.key);
    }
    if (!(model.activeParameters > 0 && model.activeParameters <= model.parameters)) {
        fail("a kept preset uses more parameters per token than it has", model.key);
    }
    if (!within(model.layers, 1, 10000) || !within(model.hiddenSize, 1, 1'000'000) ||
        !within(model.attentionHeads, 1, 10000) || !within(model.kvHeads, 1, model.attentionHeads) ||
        !within(model.headDim, 1, 100000) || !within(model.intermediateSize, 1, 10'000'000) ||
        !within(model.vocabulary, 1, 100'000'000) || !within(model.maxContext, 1, 100'000'000)) {
        fail("a kept preset has a count out of its range", model.key);
    }
    if (model.key.empty() || model.key.find(' ') != std::string::npos || model.name.empty() ||
        model.source.empty()) {
        fail("a kept preset lacks a one-word key, a name or a source", model.key);
    }
    const double kv = model.kvElementsPerToken();
    const double embedding = model.embeddingParameters();
    if (!std::isfinite(kv) || kv <= 0 || !std::isfinite(embedding) || embedding <= 0) {
        fail("a kept preset gives a non-finite KV cache or embedding size", model.key);
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const LlmModelCsvParse parse = parseLlmModelsCsv(text);
    if (parse.problems.size() > maximumListedLlmModelProblems) {
        fail("more problems listed than the limit");
    }
    if (parse.unlistedProblems > 0 && parse.problems.size() != maximumListedLlmModelProblems) {
        fail("problems counted as unlisted while the list has room");
    }
    for (const LlmModelCsvProblem& problem : parse.problems) {
        if (problem.line == 0 || problem.message.empty()) {
            fail("a problem without a line or a message", problem.message);
        }
    }
    std::set<std::string> taken;
    for (const LlmModel& model : parse.models) {
        checkModel(model);
        if (!taken.insert(lower(model.key)).second ||
            (lower(model.name) != lower(model.key) && !taken.insert(lower(model.name)).second)) {
            fail("two kept presets share a key or a name", model.key);
        }
        const LlmModel* found = findLlmModel(parse.models, model.key);
        if (found == nullptr || lower(found->key) != lower(model.key)) {
            fail("a kept preset is not found by its key", model.key);
        }
    }
    if (!parse.models.empty()) {
        for (const double parameters : {minimumLlmParameters, 7e9, 1e15}) {
            const LlmModel custom = customLlmModel(parameters, parse.models);
            if (std::abs(custom.parameters / parameters - 1) > 0.005 ||
                !std::isfinite(custom.kvElementsPerToken()) || custom.kvElementsPerToken() <= 0 ||
                custom.layers < 1) {
                fail("a custom-size model shaped after the presets has impossible figures", custom.source);
            }
        }
    }
    return 0;
}
