#include "gpuadvisor/core/llm/llmmodel.h"

#include "gpuadvisor/core/catalog/csv.h"

#include "catalog/textutil.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <unordered_set>

namespace gpuadvisor {
namespace {

// Bits per weight of each format, scales included. The ggml figures are the block layouts of
// ggml-common.h (github.com/ggml-org/ggml, src/ggml-common.h: block_q4_0 and the others); the
// K-quant mixes (Q4_K_M, Q5_K_M, Q3_K_M, Q2_K) put some tensors in a wider type, so their files
// average above their blocks and are taken from file sizes.
const std::array<WeightFormatInfo, 17> formats{{
    {WeightFormat::F16, "f16", "F16", 16, 0, false, "IEEE half precision: 2 bytes a weight"},
    {WeightFormat::Bf16, "bf16", "BF16", 16, 0, false, "bfloat16: 2 bytes a weight"},
    {WeightFormat::Q8_0, "q8_0", "Q8_0", 8.5, 0, true,
     "ggml Q8_0 block: 32 int8 weights and one FP16 scale, 34 bytes"},
    {WeightFormat::Fp8, "fp8", "FP8", 8, 16, false,
     "FP8 E4M3 with per-tensor scales (vLLM, TensorRT-LLM); embeddings and output layer kept in 16 bits"},
    {WeightFormat::Int8, "int8", "INT8", 8, 16, true,
     "8-bit integer weights with per-channel scales (LLM.int8(), SmoothQuant); embeddings and output "
     "layer kept in 16 bits"},
    {WeightFormat::Q6_K, "q6_k", "Q6_K", 6.5625, 0, true, "ggml Q6_K super-block: 256 weights in 210 bytes"},
    {WeightFormat::Q5_K_M, "q5_k_m", "Q5_K_M", 5.69, 0, true,
     "ggml Q5_K (256 weights in 176 bytes, 5.5 bits) with the share of Q6_K tensors that lifts Q4_K "
     "(4.5 bits) to Q4_K_M's 4.86"},
    {WeightFormat::Q5_0, "q5_0", "Q5_0", 5.5, 0, true,
     "ggml block_q5_0: 32 weights in 22 bytes (an FP16 scale, 4 bytes of high bits, 16 of low nibbles)"},
    {WeightFormat::Q4_1, "q4_1", "Q4_1", 5.0, 0, true,
     "ggml block_q4_1: 32 weights in 20 bytes (FP16 scale and minimum, 16 bytes of nibbles)"},
    {WeightFormat::Q4_K_M, "q4_k_m", "Q4_K_M", 4.86, 0, true,
     "llama-bench file sizes: Llama 3 8B 4.58 GiB (4.90 bits), 70B 39.59 GiB (4.82 bits); their mean"},
    {WeightFormat::Q4_0, "q4_0", "Q4_0", 4.5, 0, true,
     "ggml block_q4_0: 32 weights in 18 bytes (an FP16 scale, 16 bytes of nibbles); Llama 2 7B Q4_0 "
     "is a 3.56 GiB file (4.54 bits with its Q6_K output layer)"},
    {WeightFormat::Fp4, "fp4", "FP4 (NVFP4)", 4.5, 16, false,
     "NVFP4: 4-bit E2M1 values with an FP8 scale per 16; Blackwell tensor cores; embeddings and output "
     "layer kept in 16 bits"},
    {WeightFormat::Mxfp4, "mxfp4", "MXFP4", 4.25, 16, true,
     "OCP microscaling MXFP4 (gpt-oss): 32 E2M1 values in 16 bytes and one E8M0 scale byte; "
     "attention, embeddings and output layer kept in 16 bits"},
    {WeightFormat::Iq4_Xs, "iq4_xs", "IQ4_XS", 4.25, 0, true,
     "ggml block_iq4_xs: 256 weights in 136 bytes (FP16 scale, 6-bit sub-block scales, non-linear "
     "4-bit values)"},
    {WeightFormat::Int4, "int4", "INT4 (AWQ/GPTQ)", 4.16, 16, true,
     "AWQ/GPTQ 4-bit, groups of 128 with an FP16 scale and a 4-bit zero point; embeddings and output "
     "layer kept in 16 bits"},
    {WeightFormat::Q3_K_M, "q3_k_m", "Q3_K_M", 4.0, 0, true,
     "ggml Q3_K (256 weights in 110 bytes, 3.44 bits) with Q4_K/Q5_K for the sensitive tensors; "
     "llama.cpp's quantize table: Llama 3 8B Q3_K_M 3.74 GiB (4.0 bits)"},
    {WeightFormat::Q2_K, "q2_k", "Q2_K", 3.17, 0, true,
     "ggml Q2_K (256 weights in 84 bytes, 2.63 bits) with Q3_K/Q4_K for the sensitive tensors; "
     "llama.cpp's quantize table: Llama 3 8B Q2_K 2.96 GiB (3.17 bits)"},
}};

const std::array<KvCacheFormatInfo, 4> kvFormats{{
    {KvCacheFormat::F16, "f16", "F16", 16},
    {KvCacheFormat::Fp8, "fp8", "FP8", 8},
    {KvCacheFormat::Q8_0, "q8_0", "Q8_0", 8.5},
    {KvCacheFormat::Q4_0, "q4_0", "Q4_0", 4.5},
}};

template <typename Table> std::string joinedKeys(const Table& table) {
    std::string keys;
    for (const auto& entry : table) {
        keys += (keys.empty() ? "" : ", ") + std::string(entry.key);
    }
    return keys;
}

constexpr double largestParameterCount = 1e15;

std::optional<double> parseNumber(std::string_view text) {
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

std::optional<int> parseWhole(std::string_view text, int min, int max) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || value < min || value > max) {
        return std::nullopt;
    }
    return value;
}

} // namespace

std::span<const WeightFormatInfo> weightFormats() {
    return formats;
}

const WeightFormatInfo& weightFormatInfo(WeightFormat format) {
    for (const WeightFormatInfo& info : formats) {
        if (info.format == format) {
            return info;
        }
    }
    return formats.front();
}

std::optional<WeightFormat> parseWeightFormat(std::string_view text) {
    for (const WeightFormatInfo& info : formats) {
        if (equalsIgnoringCase(info.key, trimmed(text))) {
            return info.format;
        }
    }
    return std::nullopt;
}

std::string_view allowedWeightFormats() {
    static const std::string keys = joinedKeys(formats);
    return keys;
}

std::span<const KvCacheFormatInfo> kvCacheFormats() {
    return kvFormats;
}

const KvCacheFormatInfo& kvCacheFormatInfo(KvCacheFormat format) {
    for (const KvCacheFormatInfo& info : kvFormats) {
        if (info.format == format) {
            return info;
        }
    }
    return kvFormats.front();
}

std::optional<KvCacheFormat> parseKvCacheFormat(std::string_view text) {
    for (const KvCacheFormatInfo& info : kvFormats) {
        if (equalsIgnoringCase(info.key, trimmed(text))) {
            return info.format;
        }
    }
    return std::nullopt;
}

std::string_view allowedKvCacheFormats() {
    static const std::string keys = joinedKeys(kvFormats);
    return keys;
}

double LlmModel::kvElementsPerToken() const {
    return 2.0 * layers * kvHeads * headDim;
}

double LlmModel::embeddingParameters() const {
    return static_cast<double>(vocabulary) * hiddenSize * (tiedEmbeddings ? 1 : 2);
}

std::optional<double> parseParameterCount(std::string_view text) {
    std::string_view value = trimmed(text);
    double scale = 1;
    if (!value.empty()) {
        switch (asciiLower(value.back())) {
        case 'k':
            scale = 1e3;
            break;
        case 'm':
            scale = 1e6;
            break;
        case 'b':
            scale = 1e9;
            break;
        case 't':
            scale = 1e12;
            break;
        default:
            break;
        }
        if (scale != 1) {
            value = trimmed(value.substr(0, value.size() - 1));
        }
    }
    const std::optional<double> number = parseNumber(value);
    if (!number || *number <= 0 || *number * scale > largestParameterCount) {
        return std::nullopt;
    }
    return *number * scale;
}

const std::vector<std::string_view>& llmModelCsvColumns() {
    static const std::vector<std::string_view> columns{"key",
                                                       "name",
                                                       "parameters",
                                                       "active_parameters",
                                                       "layers",
                                                       "hidden_size",
                                                       "attention_heads",
                                                       "kv_heads",
                                                       "head_dim",
                                                       "intermediate_size",
                                                       "vocabulary",
                                                       "tied_embeddings",
                                                       "max_context",
                                                       "source"};
    return columns;
}

LlmModelCsvParse parseLlmModelsCsv(std::string_view text) {
    LlmModelCsvParse result;
    const CsvParseResult csv = parseCsv(text);
    if (csv.error) {
        result.problems.push_back({csv.error->line, {}, csv.error->message});
        return result;
    }
    const auto& columns = llmModelCsvColumns();
    if (csv.records.empty()) {
        result.problems.push_back({1, {}, "the file is empty; it needs a header row"});
        return result;
    }
    const CsvRecord& header = csv.records.front();
    if (header.fields.size() != columns.size() ||
        !std::equal(columns.begin(), columns.end(), header.fields.begin(),
                    [](std::string_view want, const std::string& got) {
                        return equalsIgnoringCase(want, trimmed(got));
                    })) {
        std::string expected;
        for (std::string_view column : columns) {
            // Appended piece by piece: GCC 12 warns (-Wrestrict, a false positive of its
            // optimiser, GCC bug 105329) on "literal" + std::string temporaries here.
            if (!expected.empty()) {
                expected += ',';
            }
            expected += column;
        }
        result.problems.push_back({header.line, {}, "the header must be: " + expected});
        return result;
    }
    const auto report = [&result](LlmModelCsvProblem problem) {
        if (result.problems.size() < maximumListedLlmModelProblems) {
            result.problems.push_back(std::move(problem));
        } else {
            ++result.unlistedProblems;
        }
    };
    // Keys and names taken so far, lower-cased: a set keeps the duplicate check linear.
    std::unordered_set<std::string> taken;
    for (std::size_t r = 1; r < csv.records.size(); ++r) {
        const CsvRecord& record = csv.records[r];
        if (record.fields.size() != columns.size()) {
            report({record.line,
                    {},
                    "has " + std::to_string(record.fields.size()) + " cells, not " +
                        std::to_string(columns.size())});
            continue;
        }
        const auto cell = [&](std::size_t i) {
            return trimmed(record.fields[i]);
        };
        bool rowOk = true;
        const auto problem = [&](std::size_t i, std::string message) {
            rowOk = false;
            report({record.line, std::string(columns[i]), std::move(message)});
        };
        const auto whole = [&](std::size_t i, int min, int max) {
            const std::optional<int> value = parseWhole(cell(i), min, max);
            if (!value) {
                std::string message = "'";
                message.append(cell(i)).append("' is not a whole number from ");
                message.append(std::to_string(min)).append(" to ").append(std::to_string(max));
                problem(i, std::move(message));
            }
            return value.value_or(0);
        };
        LlmModel model;
        model.key = std::string(cell(0));
        model.name = std::string(cell(1));
        if (model.key.empty() || model.key.find(' ') != std::string::npos) {
            problem(0, "the key must be one word, e.g. llama3.1-8b");
        }
        if (model.name.empty()) {
            problem(1, "the name is empty");
        }
        const std::optional<double> parameters = parseParameterCount(cell(2));
        if (!parameters) {
            problem(2, "'" + std::string(cell(2)) + "' is not a parameter count such as 8.03B");
        } else if (*parameters < minimumLlmParameters) {
            problem(2, "'" + std::string(cell(2)) + "' is fewer than a million parameters");
        }
        model.parameters = parameters.value_or(0);
        if (cell(3).empty()) {
            model.activeParameters = model.parameters;
        } else if (const std::optional<double> active = parseParameterCount(cell(3));
                   active && *active <= model.parameters) {
            model.activeParameters = *active;
        } else {
            problem(3, "'" + std::string(cell(3)) + "' is not a parameter count no larger than parameters");
        }
        model.layers = whole(4, 1, 10000);
        model.hiddenSize = whole(5, 1, 1'000'000);
        model.attentionHeads = whole(6, 1, 10000);
        model.kvHeads = whole(7, 1, 10000);
        if (model.kvHeads > model.attentionHeads && model.attentionHeads > 0) {
            problem(7, std::to_string(model.kvHeads) + " KV heads is more than the " +
                           std::to_string(model.attentionHeads) + " attention heads");
        }
        model.headDim = whole(8, 1, 100000);
        model.intermediateSize = whole(9, 1, 10'000'000);
        model.vocabulary = whole(10, 1, 100'000'000);
        if (equalsIgnoringCase(cell(11), "yes")) {
            model.tiedEmbeddings = true;
        } else if (!equalsIgnoringCase(cell(11), "no")) {
            problem(11, "'" + std::string(cell(11)) + "' is not yes or no");
        }
        model.maxContext = whole(12, 1, 100'000'000);
        model.source = std::string(cell(13));
        if (model.source.empty()) {
            problem(13, "every preset names its source");
        }
        if (rowOk) {
            const std::string key = toLowerAscii(model.key);
            const std::string name = toLowerAscii(model.name);
            if (taken.contains(key) || taken.contains(name)) {
                problem(taken.contains(key) ? 0 : 1, "is used by an earlier row");
                continue;
            }
            taken.insert(key);
            taken.insert(name);
            result.models.push_back(std::move(model));
        }
    }
    return result;
}

const LlmModel* findLlmModel(std::span<const LlmModel> models, std::string_view name) {
    const std::string_view wanted = trimmed(name);
    for (const LlmModel& model : models) {
        if (equalsIgnoringCase(model.key, wanted) || equalsIgnoringCase(model.name, wanted)) {
            return &model;
        }
    }
    return nullptr;
}

LlmModel customLlmModel(double parameters, std::span<const LlmModel> presets) {
    // Dense presets first: a mixture of experts is shaped for its active parameters, not its total.
    const LlmModel* nearest = nullptr;
    for (const bool dense : {true, false}) {
        for (const LlmModel& preset : presets) {
            if (dense == preset.isMixtureOfExperts()) {
                continue;
            }
            const auto distance = [&](const LlmModel& m) {
                return std::abs(std::log(m.parameters / parameters));
            };
            if (!nearest || distance(preset) < distance(*nearest)) {
                nearest = &preset;
            }
        }
        if (nearest) {
            break;
        }
    }
    // A size that is a preset's (within half a percent) is that preset: its name says which shape.
    if (nearest && std::abs(nearest->parameters / parameters - 1) <= 0.005) {
        return *nearest;
    }
    LlmModel model = nearest ? *nearest : LlmModel{};
    model.key = "custom";
    model.name = "Custom";
    model.parameters = parameters;
    model.activeParameters = parameters;
    model.estimatedShape = true;
    model.source = nearest ? nearest->name : std::string();
    return model;
}

} // namespace gpuadvisor
