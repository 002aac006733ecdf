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

double LlmModel::kvElements(double tokens) const {
    const int full = fullAttentionLayers > 0 ? std::min(fullAttentionLayers, layers) : layers;
    const double windowed = std::min(tokens, static_cast<double>(attentionWindow));
    return 2.0 * kvHeads * headDim * (full * tokens + (layers - full) * windowed);
}

double LlmModel::expertParameters() const {
    return 3.0 * hiddenSize * expertIntermediateSize;
}

double LlmModel::routedExpertParameters() const {
    return hasExpertShape() ? static_cast<double>(moeLayers) * experts * expertParameters() : 0;
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
                                                       "moe_layers",
                                                       "experts",
                                                       "experts_per_token",
                                                       "expert_intermediate_size",
                                                       "full_attention_layers",
                                                       "attention_window",
                                                       "source"};
    return columns;
}

bool isOptionalLlmModelCsvColumn(std::string_view column) {
    static constexpr std::array<std::string_view, 6> optional{"moe_layers",
                                                              "experts",
                                                              "experts_per_token",
                                                              "expert_intermediate_size",
                                                              "full_attention_layers",
                                                              "attention_window"};
    return std::find(optional.begin(), optional.end(), column) != optional.end();
}

namespace {

/// 'text' for a message. Appended, not "'" + std::string(text): GCC 12 in Release warns
/// (-Wrestrict) on that operator+ overload, a false positive of its own (GCC PR 105329).
std::string inQuotes(std::string_view text) {
    std::string quoted;
    quoted.reserve(text.size() + 2);
    quoted += '\'';
    quoted += text;
    quoted += '\'';
    return quoted;
}

enum Column : std::size_t {
    Key,
    Name,
    Parameters,
    ActiveParameters,
    Layers,
    HiddenSize,
    AttentionHeads,
    KvHeads,
    HeadDim,
    IntermediateSize,
    Vocabulary,
    TiedEmbeddings,
    MaxContext,
    MoeLayers,
    Experts,
    ExpertsPerToken,
    ExpertIntermediateSize,
    FullAttentionLayers,
    AttentionWindow,
    Source,
    ColumnCount,
};

constexpr std::size_t absent = static_cast<std::size_t>(-1);

/// Where each column is in the file (absent for an optional column left out), or a problem.
std::optional<std::string> mapHeader(const CsvRecord& header, std::array<std::size_t, ColumnCount>& at) {
    const auto& columns = llmModelCsvColumns();
    at.fill(absent);
    for (std::size_t cell = 0; cell < header.fields.size(); ++cell) {
        const std::string_view name = trimmed(header.fields[cell]);
        const auto known = std::find_if(columns.begin(), columns.end(), [&](std::string_view column) {
            return equalsIgnoringCase(column, name);
        });
        if (known == columns.end()) {
            return inQuotes(name) + " is not a column";
        }
        const auto index = static_cast<std::size_t>(known - columns.begin());
        if (at[index] != absent) {
            return inQuotes(name) + " is named twice";
        }
        at[index] = cell;
    }
    std::string missing;
    for (std::size_t i = 0; i < ColumnCount; ++i) {
        if (at[i] == absent && !isOptionalLlmModelCsvColumn(columns[i])) {
            // Appended piece by piece: GCC 12 warns (-Wrestrict, a false positive of its
            // optimiser, GCC bug 105329) on "literal" + std::string temporaries here.
            if (!missing.empty()) {
                missing += ", ";
            }
            missing += columns[i];
        }
    }
    if (!missing.empty()) {
        return "the header lacks " + missing;
    }
    return std::nullopt;
}

} // namespace

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
    std::array<std::size_t, ColumnCount> at{};
    if (const std::optional<std::string> problem = mapHeader(header, at)) {
        std::string expected;
        for (std::string_view column : columns) {
            if (!expected.empty()) {
                expected += ',';
            }
            expected += column;
        }
        result.problems.push_back({header.line,
                                   {},
                                   *problem + "; the columns are " + expected +
                                       " (moe_layers to attention_window may be left out)"});
        return result;
    }
    const std::size_t width = header.fields.size();
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
        if (record.fields.size() != width) {
            report({record.line,
                    {},
                    "has " + std::to_string(record.fields.size()) + " cells, not " + std::to_string(width)});
            continue;
        }
        const auto cell = [&](std::size_t i) {
            return at[i] == absent ? std::string_view() : trimmed(record.fields[at[i]]);
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
        // An optional cell: empty (or its column left out) is 0.
        const auto optionalWhole = [&](std::size_t i, int max) {
            return cell(i).empty() ? 0 : whole(i, 1, max);
        };
        LlmModel model;
        model.key = std::string(cell(Key));
        model.name = std::string(cell(Name));
        if (model.key.empty() || model.key.find(' ') != std::string::npos) {
            problem(Key, "the key must be one word, e.g. llama3.1-8b");
        }
        if (model.name.empty()) {
            problem(Name, "the name is empty");
        }
        const std::optional<double> parameters = parseParameterCount(cell(Parameters));
        if (!parameters) {
            problem(Parameters,
                    "'" + std::string(cell(Parameters)) + "' is not a parameter count such as 8.03B");
        } else if (*parameters < minimumLlmParameters) {
            problem(Parameters, "'" + std::string(cell(Parameters)) + "' is fewer than a million parameters");
        }
        model.parameters = parameters.value_or(0);
        if (cell(ActiveParameters).empty()) {
            model.activeParameters = model.parameters;
        } else if (const std::optional<double> active = parseParameterCount(cell(ActiveParameters));
                   active && *active <= model.parameters) {
            model.activeParameters = *active;
        } else {
            problem(ActiveParameters, "'" + std::string(cell(ActiveParameters)) +
                                          "' is not a parameter count no larger than parameters");
        }
        model.layers = whole(Layers, 1, 10000);
        model.hiddenSize = whole(HiddenSize, 1, 1'000'000);
        model.attentionHeads = whole(AttentionHeads, 1, 10000);
        model.kvHeads = whole(KvHeads, 1, 10000);
        if (model.kvHeads > model.attentionHeads && model.attentionHeads > 0) {
            problem(KvHeads, std::to_string(model.kvHeads) + " KV heads is more than the " +
                                 std::to_string(model.attentionHeads) + " attention heads");
        }
        model.headDim = whole(HeadDim, 1, 100000);
        model.intermediateSize = whole(IntermediateSize, 1, 10'000'000);
        model.vocabulary = whole(Vocabulary, 1, 100'000'000);
        if (equalsIgnoringCase(cell(TiedEmbeddings), "yes")) {
            model.tiedEmbeddings = true;
        } else if (!equalsIgnoringCase(cell(TiedEmbeddings), "no")) {
            problem(TiedEmbeddings, inQuotes(cell(TiedEmbeddings)) + " is not yes or no");
        }
        model.maxContext = whole(MaxContext, 1, 100'000'000);
        model.moeLayers = optionalWhole(MoeLayers, 10000);
        model.experts = optionalWhole(Experts, 100000);
        model.expertsPerToken = optionalWhole(ExpertsPerToken, 100000);
        model.expertIntermediateSize = optionalWhole(ExpertIntermediateSize, 10'000'000);
        model.fullAttentionLayers = optionalWhole(FullAttentionLayers, 10000);
        model.attentionWindow = optionalWhole(AttentionWindow, 100'000'000);
        const int expertCells = (model.moeLayers > 0) + (model.experts > 0) + (model.expertsPerToken > 0) +
                                (model.expertIntermediateSize > 0);
        if (rowOk && expertCells > 0 && expertCells < 4) {
            problem(MoeLayers, "moe_layers, experts, experts_per_token and expert_intermediate_size go "
                               "together: give all four or none");
        } else if (rowOk && expertCells == 4) {
            if (model.moeLayers > model.layers) {
                problem(MoeLayers, std::to_string(model.moeLayers) + " MoE layers is more than the " +
                                       std::to_string(model.layers) + " layers");
            } else if (model.expertsPerToken > model.experts) {
                problem(ExpertsPerToken, std::to_string(model.expertsPerToken) +
                                             " experts a token is more than the " +
                                             std::to_string(model.experts) + " experts");
            } else if (model.routedExpertParameters() >= model.parameters) {
                problem(Experts, "the routed experts alone (moe_layers x experts x 3 x hidden_size x "
                                 "expert_intermediate_size) hold as many parameters as the whole model");
            } else if (!model.isMixtureOfExperts()) {
                problem(ActiveParameters,
                        "a model with routed experts uses fewer active_parameters than parameters");
            }
        }
        if (rowOk && model.fullAttentionLayers > model.layers) {
            problem(FullAttentionLayers, std::to_string(model.fullAttentionLayers) +
                                             " full-attention layers is more than the " +
                                             std::to_string(model.layers) + " layers");
        } else if (rowOk && model.fullAttentionLayers > 0 && model.fullAttentionLayers < model.layers &&
                   model.attentionWindow == 0) {
            problem(AttentionWindow, "the layers without full attention need their window in tokens");
        }
        model.source = std::string(cell(Source));
        if (model.source.empty()) {
            problem(Source, "every preset names its source");
        }
        if (rowOk) {
            const std::string key = toLowerAscii(model.key);
            const std::string name = toLowerAscii(model.name);
            if (taken.contains(key) || taken.contains(name)) {
                problem(taken.contains(key) ? Key : Name, "is used by an earlier row");
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
