// How much GPU memory a task needs: the guides' use-case figures (seed facts M1-M3) and the
// model-size estimate.

#include "gpuadvisor/core/advice/memoryneed.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <string>
#include <string_view>

using namespace gpuadvisor;

namespace {

ModelMemoryEstimate estimate(double parameters, Precision precision, bool training) {
    return estimateModelMemory(ModelMemoryQuery{parameters, precision, training});
}

/// Splits "a, b, c" into its items.
std::set<std::string> listItems(std::string_view list) {
    std::set<std::string> items;
    while (!list.empty()) {
        const std::size_t comma = list.find(',');
        std::string_view item = list.substr(0, comma);
        while (!item.empty() && item.front() == ' ') {
            item.remove_prefix(1);
        }
        items.emplace(item);
        list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
    }
    return items;
}

} // namespace

TEST(ModelMemory, SevenBillionFp16InferenceNeedsFourteenGbOfWeights) {
    // The worked example: 7e9 x 2 bytes = 14 GB, plus 20 % headroom = 16.8 GB.
    const ModelMemoryEstimate need = estimate(7e9, Precision::Fp16, false);
    EXPECT_DOUBLE_EQ(need.weightsGb, 14);
    EXPECT_DOUBLE_EQ(need.gradientsGb, 0);
    EXPECT_DOUBLE_EQ(need.optimizerGb, 0);
    EXPECT_NEAR(need.headroomGb, 2.8, 1e-9);
    EXPECT_NEAR(need.totalGb(), 16.8, 1e-9);
}

TEST(ModelMemory, SevenBillionFp16TrainingNeedsSixteenBytesAParameter) {
    // weights 2 + gradients 2 + FP32 Adam moments 8 + FP32 master copy 4 = 16 bytes a parameter.
    const ModelMemoryEstimate need = estimate(7e9, Precision::Fp16, true);
    EXPECT_DOUBLE_EQ(need.weightsGb, 14);
    EXPECT_DOUBLE_EQ(need.gradientsGb, 14);
    EXPECT_DOUBLE_EQ(need.optimizerGb, 84);
    const double beforeHeadroom = need.weightsGb + need.gradientsGb + need.optimizerGb;
    EXPECT_DOUBLE_EQ(beforeHeadroom, 112);
    EXPECT_DOUBLE_EQ(beforeHeadroom * 1e9 / 7e9, 16);
    EXPECT_NEAR(need.headroomGb, 28, 1e-9);
    EXPECT_NEAR(need.totalGb(), 140, 1e-9);
}

TEST(ModelMemory, Fp32TrainingAlsoNeedsSixteenBytesAParameter) {
    // weights 4 + gradients 4 + Adam moments 8; no master copy.
    const ModelMemoryEstimate need = estimate(1e9, Precision::Fp32, true);
    EXPECT_DOUBLE_EQ(need.weightsGb, 4);
    EXPECT_DOUBLE_EQ(need.gradientsGb, 4);
    EXPECT_DOUBLE_EQ(need.optimizerGb, 8);
    EXPECT_DOUBLE_EQ(need.weightsGb + need.gradientsGb + need.optimizerGb, 16);
    EXPECT_NEAR(need.totalGb(), 20, 1e-9);
}

TEST(ModelMemory, LowPrecisionTrainingUsesEightBitAdamAndASixteenBitMasterCopy) {
    // 8-bit: weights 1 + gradients 1 + moments 2 + master 2 = 6 bytes; 4-bit: 0.5 + 0.5 + 4 = 5.
    const ModelMemoryEstimate int8 = estimate(1e9, Precision::Int8, true);
    EXPECT_DOUBLE_EQ(int8.weightsGb + int8.gradientsGb + int8.optimizerGb, 6);
    const ModelMemoryEstimate int4 = estimate(1e9, Precision::Int4, true);
    EXPECT_DOUBLE_EQ(int4.weightsGb + int4.gradientsGb + int4.optimizerGb, 5);
    EXPECT_NEAR(int4.totalGb(), 5 * 1.25, 1e-9);
}

TEST(ModelMemory, QuantisedInferenceShrinksTheWeights) {
    EXPECT_DOUBLE_EQ(estimate(7e9, Precision::Int8, false).weightsGb, 7);
    EXPECT_NEAR(estimate(7e9, Precision::Int8, false).totalGb(), 8.4, 1e-9);
    EXPECT_DOUBLE_EQ(estimate(70e9, Precision::Int4, false).weightsGb, 35);
    EXPECT_NEAR(estimate(70e9, Precision::Int4, false).totalGb(), 42, 1e-9);
    EXPECT_DOUBLE_EQ(estimate(7e9, Precision::Fp32, false).weightsGb, 28);
}

TEST(ModelMemory, BytesPerParameterFollowThePrecision) {
    EXPECT_DOUBLE_EQ(bytesPerParameter(Precision::Fp32), 4);
    EXPECT_DOUBLE_EQ(bytesPerParameter(Precision::Fp16), 2);
    EXPECT_DOUBLE_EQ(bytesPerParameter(Precision::Int8), 1);
    EXPECT_DOUBLE_EQ(bytesPerParameter(Precision::Int4), 0.5);
}

TEST(ModelMemory, NoUsableParameterCountNeedsNothing) {
    for (const double parameters :
         {0.0, -7e9, std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
          -std::numeric_limits<double>::infinity()}) {
        for (const bool training : {false, true}) {
            const ModelMemoryEstimate need = estimate(parameters, Precision::Fp16, training);
            EXPECT_EQ(need.totalGb(), 0) << parameters << (training ? " training" : " inference");
            EXPECT_EQ(need.weightsGb, 0) << parameters;
        }
    }
}

TEST(ModelMemory, TrainingAlwaysNeedsMoreThanInference) {
    for (const Precision precision : {Precision::Fp32, Precision::Fp16, Precision::Int8, Precision::Int4}) {
        EXPECT_GT(estimate(1e9, precision, true).totalGb(), estimate(1e9, precision, false).totalGb())
            << toString(precision);
    }
}

TEST(UseCaseMemory, Guide2023Figures) {
    // seed fact M1: image generation 12 GB, Transformers 24 GB.
    EXPECT_EQ(useCaseMemory(UseCase::ImageGeneration).gb, 12);
    EXPECT_EQ(useCaseMemory(UseCase::ImageGeneration).fact, "M1");
    EXPECT_EQ(useCaseMemory(UseCase::Transformers).gb, 24);
    EXPECT_EQ(useCaseMemory(UseCase::Transformers).fact, "M1");
}

TEST(UseCaseMemory, Guide2020Figures) {
    // seed fact M2.
    EXPECT_EQ(useCaseMemory(UseCase::Kaggle).gb, 8);
    EXPECT_EQ(useCaseMemory(UseCase::Prototyping).gb, 10);
    EXPECT_EQ(useCaseMemory(UseCase::ComputerVision).gb, 10);
    EXPECT_EQ(useCaseMemory(UseCase::PretrainedTransformers).gb, 11);
    EXPECT_EQ(useCaseMemory(UseCase::Research).gb, 24);
    EXPECT_GE(useCaseMemory(UseCase::LargeImages).gb, 24);
    for (const UseCase useCase : {UseCase::Kaggle, UseCase::Prototyping, UseCase::ComputerVision,
                                  UseCase::PretrainedTransformers, UseCase::Research, UseCase::LargeImages}) {
        EXPECT_EQ(useCaseMemory(useCase).fact, "M2") << useCaseMemory(useCase).key;
    }
}

TEST(UseCaseMemory, TextbookFigures) {
    // seed fact M3: 8 GB is better than the 4 GB minimum; add 2 GB for a GPU that drives the display.
    EXPECT_EQ(useCaseMemory(UseCase::Learning).gb, 8);
    EXPECT_EQ(useCaseMemory(UseCase::Learning).fact, "M3");
    EXPECT_EQ(displayGpuExtraGb, 2);
}

TEST(UseCaseMemory, TableIsSortedAndComplete) {
    const auto table = useCaseMemoryTable();
    EXPECT_EQ(table.size(), 9u);
    EXPECT_TRUE(std::is_sorted(table.begin(), table.end(),
                               [](const UseCaseMemory& a, const UseCaseMemory& b) { return a.gb < b.gb; }));
    std::set<UseCase> cases;
    std::set<std::string_view> keys;
    for (const UseCaseMemory& entry : table) {
        EXPECT_TRUE(cases.insert(entry.useCase).second) << entry.key;
        EXPECT_TRUE(keys.insert(entry.key).second) << entry.key;
        EXPECT_EQ(&useCaseMemory(entry.useCase), &entry) << entry.key;
        EXPECT_GT(entry.gb, 0) << entry.key;
    }
}

TEST(UseCaseMemory, ParsesKeysIgnoringCase) {
    EXPECT_EQ(parseUseCase("image-generation"), UseCase::ImageGeneration);
    EXPECT_EQ(parseUseCase("Image-Generation"), UseCase::ImageGeneration);
    EXPECT_EQ(parseUseCase("TRANSFORMERS"), UseCase::Transformers);
    EXPECT_EQ(parseUseCase(" kaggle "), UseCase::Kaggle);
    EXPECT_EQ(parseUseCase("pretrained-transformers"), UseCase::PretrainedTransformers);
    EXPECT_FALSE(parseUseCase(""));
    EXPECT_FALSE(parseUseCase("image generation"));
    EXPECT_FALSE(parseUseCase("gaming"));
    for (const UseCaseMemory& entry : useCaseMemoryTable()) {
        EXPECT_EQ(parseUseCase(entry.key), entry.useCase) << entry.key;
    }
}

TEST(UseCaseMemory, AllowedListNamesEveryKey) {
    std::set<std::string> keys;
    for (const UseCaseMemory& entry : useCaseMemoryTable()) {
        keys.emplace(entry.key);
    }
    EXPECT_EQ(listItems(allowedUseCases()), keys);
}

TEST(Precision, ParsesSpellingsIgnoringCase) {
    EXPECT_EQ(parsePrecision("fp32"), Precision::Fp32);
    EXPECT_EQ(parsePrecision("FP16"), Precision::Fp16);
    EXPECT_EQ(parsePrecision("bf16"), Precision::Fp16);
    EXPECT_EQ(parsePrecision("BF16"), Precision::Fp16);
    EXPECT_EQ(parsePrecision("Int8"), Precision::Int8);
    EXPECT_EQ(parsePrecision("8bit"), Precision::Int8);
    EXPECT_EQ(parsePrecision("fp8"), Precision::Int8); // seed fact P16: FP8 is an 8-bit format
    EXPECT_EQ(parsePrecision("FP8"), Precision::Int8);
    EXPECT_EQ(parsePrecision("int4"), Precision::Int4);
    EXPECT_EQ(parsePrecision("4BIT"), Precision::Int4);
    EXPECT_EQ(parsePrecision(" fp16 "), Precision::Fp16);
    EXPECT_FALSE(parsePrecision("fp12"));
    EXPECT_FALSE(parsePrecision(""));
    EXPECT_FALSE(parsePrecision("int2"));
    for (const Precision precision : {Precision::Fp32, Precision::Fp16, Precision::Int8, Precision::Int4}) {
        EXPECT_EQ(parsePrecision(toString(precision)), precision) << toString(precision);
        EXPECT_NE(allowedPrecisions().find(toString(precision)), std::string_view::npos)
            << toString(precision);
    }
}

TEST(ModelMemory, HugeParameterCountsStayFinite) {
    // Found by fuzz_model: 1e308 parameters x 16 bytes overflowed to infinity.
    const ModelMemoryEstimate estimate = estimateModelMemory(ModelMemoryQuery{1e308, Precision::Fp32, true});
    EXPECT_TRUE(std::isfinite(estimate.totalGb()));
    EXPECT_DOUBLE_EQ(
        estimate.totalGb(),
        estimateModelMemory(ModelMemoryQuery{maximumModelParameters, Precision::Fp32, true}).totalGb());
}
