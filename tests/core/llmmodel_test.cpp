// Model presets as data: parameter counts as people write them, the presets file and its bad
// rows, and the shape a custom size borrows.

#include "gpuadvisor/core/llm/llmmodel.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

TEST(ParameterCount, ReadsTheWaysPeopleWriteIt) {
    EXPECT_DOUBLE_EQ(*parseParameterCount("8.03B"), 8.03e9);
    EXPECT_DOUBLE_EQ(*parseParameterCount(" 70b "), 70e9);
    EXPECT_DOUBLE_EQ(*parseParameterCount("405 B"), 405e9);
    EXPECT_DOUBLE_EQ(*parseParameterCount("1.5T"), 1.5e12);
    EXPECT_DOUBLE_EQ(*parseParameterCount("350M"), 350e6);
    EXPECT_DOUBLE_EQ(*parseParameterCount("7e9"), 7e9);
    EXPECT_DOUBLE_EQ(*parseParameterCount("8030000000"), 8.03e9);
    for (const char* bad : {"", "B", "abc", "0", "0B", "-1B", "2e15", "8.03 billion", "nan", "inf"}) {
        EXPECT_FALSE(parseParameterCount(bad)) << bad;
    }
}

constexpr const char* header =
    "key,name,parameters,active_parameters,layers,hidden_size,attention_heads,kv_heads,"
    "head_dim,intermediate_size,vocabulary,tied_embeddings,max_context,source\n";

TEST(LlmModelsCsv, ReadsGoodRowsAndNamesTheLineAndColumnOfBadOnes) {
    const std::string text = std::string(header) +
                             "small,Small 1B,1.2B,,16,2048,32,8,64,8192,128256,yes,131072,config.json\n"
                             "moe,Some MoE,46.7B,12.9B,32,4096,32,8,128,14336,32000,no,32768,announcement\n"
                             "bad,Bad,1B,2B,16,2048,32,8,64,8192,1000,no,4096,x\n"
                             "worse,Worse,1B,,zero,2048,32,8,64,8192,1000,maybe,4096,\n"
                             "small,Again,1B,,16,2048,32,8,64,8192,1000,no,4096,x\n";
    const LlmModelCsvParse parse = parseLlmModelsCsv(text);
    ASSERT_EQ(parse.models.size(), 2u);
    EXPECT_EQ(parse.models[0].name, "Small 1B");
    EXPECT_TRUE(parse.models[0].tiedEmbeddings);
    EXPECT_FALSE(parse.models[0].isMixtureOfExperts());
    EXPECT_DOUBLE_EQ(parse.models[0].activeParameters, 1.2e9); // empty: all of them
    EXPECT_TRUE(parse.models[1].isMixtureOfExperts());
    ASSERT_EQ(parse.problems.size(), 5u);
    EXPECT_EQ(parse.problems[0].line, 4u);
    EXPECT_EQ(parse.problems[0].column, "active_parameters"); // more active than total
    EXPECT_EQ(parse.problems[1].line, 5u);
    EXPECT_EQ(parse.problems[1].column, "layers");
    EXPECT_EQ(parse.problems[2].column, "tied_embeddings");
    EXPECT_EQ(parse.problems[3].column, "source"); // every preset names its source
    EXPECT_EQ(parse.problems[4].line, 6u);
    EXPECT_EQ(parse.problems[4].column, "key");
    EXPECT_NE(parse.problems[4].message.find("earlier row"), std::string::npos);
}

TEST(LlmModelsCsv, RefusesAWrongHeaderWhole) {
    const LlmModelCsvParse parse = parseLlmModelsCsv("name,parameters\nX,1B\n");
    EXPECT_TRUE(parse.models.empty());
    ASSERT_EQ(parse.problems.size(), 1u);
    EXPECT_NE(parse.problems[0].message.find("key,name,parameters"), std::string::npos);
}

// Issue 35: the expert and attention-window columns are optional, so an older presets file (the
// header above) still reads; a file may order its columns as it likes.
TEST(LlmModelsCsv, ReadsExpertShapesAndAttentionWindowsInAnyColumnOrder) {
    const std::string text =
        "source,key,name,parameters,active_parameters,layers,hidden_size,attention_heads,kv_heads,head_dim,"
        "intermediate_size,vocabulary,tied_embeddings,max_context,experts,moe_layers,experts_per_token,"
        "expert_intermediate_size,full_attention_layers,attention_window\n"
        "model "
        "card,oss,gpt-oss-120b,116.83B,5.13B,36,2880,64,8,64,2880,201088,no,131072,128,36,4,2880,18,128\n"
        "x,dense,Dense,8B,,32,4096,32,8,128,14336,128256,no,8192,,,,,,\n"
        "x,half,Half,47B,13B,32,4096,32,8,128,14336,32000,no,32768,8,32,,14336,,\n"
        "x,deep,Deep,47B,13B,32,4096,32,8,128,14336,32000,no,32768,8,33,2,14336,,\n"
        "x,many,Many,47B,13B,32,4096,32,8,128,14336,32000,no,32768,8,32,9,14336,,\n"
        "x,huge,Huge,4.7B,1.3B,32,4096,32,8,128,14336,32000,no,32768,8,32,2,14336,,\n"
        "x,nowindow,No window,8B,,32,4096,32,8,128,14336,128256,no,8192,,,,,16,\n";
    const LlmModelCsvParse parse = parseLlmModelsCsv(text);
    ASSERT_EQ(parse.models.size(), 2u);
    const LlmModel& oss = parse.models[0];
    EXPECT_EQ(oss.source, "model card");
    EXPECT_TRUE(oss.hasExpertShape());
    EXPECT_EQ(oss.moeLayers, 36);
    EXPECT_EQ(oss.experts, 128);
    EXPECT_EQ(oss.expertsPerToken, 4);
    // 36 x 128 x 3 x 2880 x 2880 = 114.66e9: the model card's 114.71B of MLP less its biases.
    EXPECT_NEAR(oss.routedExpertParameters(), 114.66e9, 0.01e9);
    EXPECT_EQ(oss.fullAttentionLayers, 18);
    EXPECT_EQ(oss.attentionWindow, 128);
    EXPECT_FALSE(parse.models[1].hasExpertShape());
    ASSERT_EQ(parse.problems.size(), 5u);
    EXPECT_EQ(parse.problems[0].line, 4u);
    EXPECT_NE(parse.problems[0].message.find("all four or none"), std::string::npos);
    EXPECT_EQ(parse.problems[1].column, "moe_layers");        // 33 of 32 layers
    EXPECT_EQ(parse.problems[2].column, "experts_per_token"); // 9 of 8
    EXPECT_EQ(parse.problems[3].column, "experts");           // 32 x 8 x 3 x 4096 x 14336 > 4.7B
    EXPECT_EQ(parse.problems[4].column, "attention_window");
}

TEST(LlmModelsCsv, AnUnknownOrRepeatedColumnIsNamed) {
    const LlmModelCsvParse unknown = parseLlmModelsCsv(std::string("key,nom,") + (header + 9));
    ASSERT_EQ(unknown.problems.size(), 1u);
    EXPECT_NE(unknown.problems[0].message.find("'nom' is not a column"), std::string::npos);
    const LlmModelCsvParse twice = parseLlmModelsCsv(std::string("key,") + header);
    ASSERT_EQ(twice.problems.size(), 1u);
    EXPECT_NE(twice.problems[0].message.find("'key' is named twice"), std::string::npos);
}

TEST(LlmModelsCsv, FindsByKeyOrNameIgnoringCase) {
    const LlmModelCsvParse parse = parseLlmModelsCsv(
        std::string(header) + "llama3-8b,Llama 3 8B,8.03B,,32,4096,32,8,128,14336,128256,no,8192,x\n");
    ASSERT_EQ(parse.models.size(), 1u);
    EXPECT_EQ(findLlmModel(parse.models, "LLAMA3-8B"), &parse.models[0]);
    EXPECT_EQ(findLlmModel(parse.models, " llama 3 8b "), &parse.models[0]);
    EXPECT_EQ(findLlmModel(parse.models, "llama3"), nullptr);
}

TEST(CustomLlmModel, BorrowsTheShapeOfTheNearestDensePreset) {
    LlmModel small;
    small.key = "s";
    small.name = "Small";
    small.parameters = small.activeParameters = 8e9;
    small.layers = 32;
    LlmModel large = small;
    large.key = "l";
    large.name = "Large";
    large.parameters = large.activeParameters = 70e9;
    large.layers = 80;
    LlmModel moe = small;
    moe.key = "m";
    moe.name = "MoE";
    moe.parameters = 30e9; // nearest to 30B by total, but a mixture of experts
    moe.activeParameters = 3e9;
    const std::vector<LlmModel> presets{small, large, moe};
    const LlmModel custom = customLlmModel(30e9, presets);
    EXPECT_EQ(custom.layers, 80); // log distance: 30B is nearer 70B (0.85) than 8B (1.32)
    EXPECT_DOUBLE_EQ(custom.parameters, 30e9);
    EXPECT_DOUBLE_EQ(custom.activeParameters, 30e9);
    EXPECT_TRUE(custom.estimatedShape);
    EXPECT_EQ(custom.source, "Large");
    EXPECT_EQ(customLlmModel(10e9, presets).layers, 32);
    // The size of a preset, give or take half a percent, is that preset.
    EXPECT_EQ(customLlmModel(8.03e9, presets).name, "Small");
    EXPECT_FALSE(customLlmModel(8.03e9, presets).estimatedShape);
    EXPECT_TRUE(customLlmModel(8.1e9, presets).estimatedShape);
}

} // namespace
