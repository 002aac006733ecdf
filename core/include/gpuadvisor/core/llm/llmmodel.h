#pragma once

// What the LLM planner knows of a language model and of the formats its weights and KV cache
// are stored in. The bits per weight are those of the stored file, scales included, so a
// model's weights take parameters x bits / 8 bytes (each format names where its figure comes
// from). Model presets are data (resources/llm/llm-models.csv), parsed by parseLlmModelsCsv; a
// user's own file in the same columns extends them.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

/// How the weights are stored.
enum class WeightFormat {
    F16,
    Bf16,
    Fp8,
    Q8_0,
    Int8,
    Q6_K,
    Q5_K_M,
    Q5_0,
    Q4_1,
    Q4_K_M,
    Q4_0,
    Fp4,
    Mxfp4,
    Iq4_Xs,
    Int4,
    Q3_K_M,
    Q2_K,
};

struct WeightFormatInfo {
    WeightFormat format;
    std::string_view key;   ///< CLI spelling, e.g. "q4_k_m".
    std::string_view label; ///< As people write it, e.g. "Q4_K_M".
    double bitsPerWeight;   ///< Average over the file, scales included.
    /// Bits of the embedding and output matrices when the format keeps them wider (AWQ, GPTQ and
    /// FP8 checkpoints keep them in 16 bits); 0 when bitsPerWeight already averages them in.
    double embeddingBits;
    bool quantizedKernels;   ///< Dequantised on the fly (slower prefill than plain 16-bit).
    std::string_view source; ///< Where bitsPerWeight comes from.
};

/// Every format, widest first.
std::span<const WeightFormatInfo> weightFormats();
const WeightFormatInfo& weightFormatInfo(WeightFormat format);
std::optional<WeightFormat> parseWeightFormat(std::string_view text); ///< By key, ignoring case.
std::string_view allowedWeightFormats();                              ///< The keys, comma separated.

/// How the KV cache is stored (llama.cpp's --cache-type-k/-v, vLLM's --kv-cache-dtype).
enum class KvCacheFormat { F16, Fp8, Q8_0, Q4_0 };

struct KvCacheFormatInfo {
    KvCacheFormat format;
    std::string_view key;
    std::string_view label;
    double bitsPerElement;
};

std::span<const KvCacheFormatInfo> kvCacheFormats();
const KvCacheFormatInfo& kvCacheFormatInfo(KvCacheFormat format);
std::optional<KvCacheFormat> parseKvCacheFormat(std::string_view text);
std::string_view allowedKvCacheFormats();

/// A transformer's public architecture numbers (a Hugging Face config.json and model card).
struct LlmModel {
    std::string key;             ///< Short id for the command line, e.g. "llama3.1-70b"; unique.
    std::string name;            ///< e.g. "Llama 3.1 70B"; unique, matched ignoring case.
    double parameters = 0;       ///< All of them, e.g. 70.55e9.
    double activeParameters = 0; ///< Used per token: fewer than `parameters` for a mixture of experts.
    int layers = 0;              ///< num_hidden_layers
    int hiddenSize = 0;          ///< hidden_size
    int attentionHeads = 0;      ///< num_attention_heads
    int kvHeads = 0;             ///< num_key_value_heads (grouped-query attention)
    int headDim = 0;             ///< head_dim (hidden_size / num_attention_heads when not given)
    /// intermediate_size: the dense feed-forward width, or an expert's for a model with no dense layer.
    int intermediateSize = 0;
    int vocabulary = 0;          ///< vocab_size
    bool tiedEmbeddings = false; ///< The output layer reuses the embedding matrix.
    int maxContext = 0;          ///< max_position_embeddings
    std::string source;          ///< Where the numbers come from.
    bool estimatedShape = false; ///< Shape borrowed from the nearest preset (a custom size).
    // A mixture of experts' routed experts (0 when not given): what an offload keeps in system RAM.
    int moeLayers = 0;              ///< Layers with routed experts.
    int experts = 0;                ///< Routed experts in each of those layers.
    int expertsPerToken = 0;        ///< Of them, used by one token.
    int expertIntermediateSize = 0; ///< One expert's feed-forward width (SwiGLU: 3 matrices).
    // Sliding-window or chunked attention (gpt-oss, Llama 4): only some layers cache the whole context.
    int fullAttentionLayers = 0; ///< Layers that cache every token; 0 = all of them.
    int attentionWindow = 0;     ///< The other layers cache at most this many tokens.

    bool isMixtureOfExperts() const { return activeParameters < parameters; }
    /// Whether the routed experts' shape is known (the offload planner moves them to RAM).
    bool hasExpertShape() const {
        return moeLayers > 0 && experts > 0 && expertsPerToken > 0 && expertIntermediateSize > 0;
    }
    /// Parameters of one routed expert: gate, up and down projections, 3 x hidden x its width.
    double expertParameters() const;
    /// Parameters of all routed experts, every MoE layer; 0 without an expert shape.
    double routedExpertParameters() const;
    /// KV cache elements per token of a layer that caches the whole context: layers x KV heads x
    /// head dimension x 2 (keys and values).
    double kvElementsPerToken() const;
    /// KV cache elements for one sequence of `tokens`: windowed layers stop growing at their window.
    double kvElements(double tokens) const;
    /// Parameters in the token-embedding matrix and, unless tied, the output matrix.
    double embeddingParameters() const;
};

/// "8.03B", "70b", "405 B", "1.5T", "350M", "7e9" or "8030000000" -> parameters; std::nullopt
/// for anything else, zero, negative or more than 1e15.
std::optional<double> parseParameterCount(std::string_view text);

/// The columns of a model-presets file, in the shipped file's order. A file may order them as it
/// likes and leave out the optional ones (an older file has none of them).
const std::vector<std::string_view>& llmModelCsvColumns();
/// moe_layers, experts, experts_per_token, expert_intermediate_size, full_attention_layers and
/// attention_window: empty or left out means none (a dense model, every layer full attention).
bool isOptionalLlmModelCsvColumn(std::string_view column);

struct LlmModelCsvProblem {
    std::size_t line = 0;
    std::string column; ///< Empty for a problem with the whole line.
    std::string message;
};

/// The smallest model a preset or --model-params may describe: below it the planner's shapes and
/// speeds mean nothing (a 1-parameter "model" would prefill trillions of tokens a second).
inline constexpr double minimumLlmParameters = 1e6;

/// A presets file lists at most this many problems; the rest are counted.
inline constexpr std::size_t maximumListedLlmModelProblems = 100;

struct LlmModelCsvParse {
    std::vector<LlmModel> models;
    /// The first maximumListedLlmModelProblems problems; rows with a problem are left out of
    /// `models`.
    std::vector<LlmModelCsvProblem> problems;
    std::size_t unlistedProblems = 0; ///< Problems beyond those listed.
    std::size_t problemCount() const { return problems.size() + unlistedProblems; }
};

/// Parses a presets file (header row first, naming llmModelCsvColumns()). A row with a bad
/// cell, an implausible shape (fewer than a million parameters, more KV heads than attention
/// heads) or a name used before is reported and left out; the others are kept. Linear in the rows.
LlmModelCsvParse parseLlmModelsCsv(std::string_view text);

/// The preset whose key or name is `name` (ignoring case and surrounding spaces), or nullptr.
const LlmModel* findLlmModel(std::span<const LlmModel> models, std::string_view name);

/// A model of `parameters` (dense) with the shape (layers, heads, sizes) of the dense preset nearest
/// in size on a log scale: the KV cache and activations need a shape, and models of one size are
/// shaped alike. Marked estimatedShape; `source` names the preset. A size within 0.5 % of that
/// preset's is the preset itself (8.03B is Llama 3 8B). `presets` must not be empty.
LlmModel customLlmModel(double parameters, std::span<const LlmModel> presets);

} // namespace gpuadvisor
