#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/core/catalog/gpufields.h"
#include "gpuadvisor/core/catalog/validation.h"

#include "samplegpus.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpuadvisor;
using gpuadvisor::testing::sampleConsumerGpu;

namespace {

bool namesField(const std::vector<FieldProblem>& problems, std::string_view field) {
    return std::any_of(problems.begin(), problems.end(),
                       [&](const FieldProblem& problem) { return problem.field == field; });
}

/// Every field of `a` and `b` reads the same.
void expectSameCard(const Gpu& a, const Gpu& b) {
    for (const GpuField& field : gpuFields()) {
        EXPECT_EQ(field.format(a), field.format(b)) << field.name;
    }
}

} // namespace

TEST(GpuFields, AreTheCsvColumnsInOrder) {
    const std::vector<std::string_view>& columns = csvColumns(CatalogTable::Gpus);
    ASSERT_EQ(gpuFields().size(), columns.size());
    for (std::size_t i = 0; i < columns.size(); ++i) {
        EXPECT_EQ(gpuFields()[i].name, columns[i]);
        EXPECT_EQ(gpuFieldIndex(columns[i]), i);
        EXPECT_EQ(findGpuField(columns[i]), &gpuFields()[i]);
    }
    EXPECT_EQ(findGpuField("price_usd"), nullptr);
    EXPECT_EQ(gpuFieldIndex("price_usd"), gpuFields().size());
}

TEST(GpuFields, KindsFollowTheMembersTypes) {
    const auto kindOf = [](std::string_view name) {
        return findGpuField(name)->kind;
    };
    EXPECT_EQ(kindOf("name"), GpuFieldKind::Text);
    EXPECT_EQ(kindOf("architecture"), GpuFieldKind::Choice);
    EXPECT_EQ(kindOf("memory_gb"), GpuFieldKind::Number);
    EXPECT_EQ(kindOf("sm_count"), GpuFieldKind::WholeNumber);
    EXPECT_EQ(kindOf("fp8_tensor_tflops"), GpuFieldKind::OptionalNumber);
    EXPECT_EQ(kindOf("launch_price_usd"), GpuFieldKind::OptionalNumber);
    EXPECT_EQ(kindOf("nvlink"), GpuFieldKind::Flag);
    const GpuField& segment = *findGpuField("segment");
    ASSERT_EQ(segment.choices.size(), allSegments.size());
    for (const Segment value : allSegments) {
        EXPECT_EQ(segment.choices[static_cast<std::size_t>(value)], toString(value));
    }
    EXPECT_EQ(findGpuField("cooler")->choices.size(), allCoolers.size());
    EXPECT_EQ(findGpuField("architecture")->choices.size(), allArchitectures.size());
}

TEST(GpuFields, FormatThenParseGivesTheSameCard) {
    const Gpu original = sampleConsumerGpu();
    Gpu copy;
    for (const GpuField& field : gpuFields()) {
        EXPECT_FALSE(field.parse(field.format(original), copy)) << field.name;
    }
    expectSameCard(copy, original);
    EXPECT_EQ(copy.fp8TensorTflops, std::nullopt); // an empty optional stays empty
    EXPECT_EQ(copy.cooler, original.cooler);
    EXPECT_EQ(copy.releaseYear, original.releaseYear);
}

TEST(GpuFields, NumbersReadAndWriteTheirMember) {
    const Gpu original = sampleConsumerGpu();
    Gpu copy;
    for (const GpuField& field : gpuFields()) {
        if (field.kind == GpuFieldKind::Text) {
            EXPECT_EQ(field.number(original), std::nullopt) << field.name;
            field.setText(copy, field.format(original));
        } else {
            field.setNumber(copy, field.number(original));
        }
    }
    expectSameCard(copy, original);

    Gpu gpu = original;
    findGpuField("segment")->setNumber(gpu, 2);
    EXPECT_EQ(gpu.segment, Segment::Datacenter);
    findGpuField("sm_count")->setNumber(gpu, 100.0);
    EXPECT_EQ(gpu.smCount, 100);
    findGpuField("bf16_tensor_tflops")->setNumber(gpu, std::nullopt);
    EXPECT_EQ(gpu.bf16TensorTflops, std::nullopt);
    findGpuField("ecc")->setNumber(gpu, 1);
    EXPECT_TRUE(gpu.ecc);
    EXPECT_EQ(findGpuField("ecc")->number(gpu), 1.0);
    EXPECT_EQ(findGpuField("memory_gb")->number(gpu), 24.0);
}

TEST(GpuFields, ParseRefusesBadTextAndLeavesTheCardAlone) {
    Gpu gpu = sampleConsumerGpu();
    const FieldParseError notNumber = findGpuField("memory_gb")->parse("lots", gpu);
    ASSERT_TRUE(notNumber.has_value());
    EXPECT_NE(notNumber->find("is not a number"), std::string::npos) << *notNumber;
    EXPECT_TRUE(findGpuField("sm_count")->parse("82.5", gpu).has_value());
    EXPECT_TRUE(findGpuField("architecture")->parse("Rubin", gpu).has_value());
    EXPECT_TRUE(findGpuField("nvlink")->parse("maybe", gpu).has_value());
    expectSameCard(gpu, sampleConsumerGpu());
    // The name's runs of spaces collapse, as the catalog stores names.
    EXPECT_FALSE(findGpuField("name")->parse("  RTX   3090  Ti ", gpu));
    EXPECT_EQ(gpu.name, "RTX 3090 Ti");
}

// The range a field describes is the one validateGpu enforces: both ends are allowed, a step
// beyond either end is refused naming the field.
TEST(GpuFields, ValidationEnforcesEachDescribedRangeInclusively) {
    int checked = 0;
    for (const GpuField& field : gpuFields()) {
        if (!field.range) {
            continue;
        }
        for (const double edge : {field.range->min, field.range->max}) {
            Gpu gpu = sampleConsumerGpu();
            gpu.segment = Segment::Datacenter; // so that slot_width 0 (an SXM module) is consistent
            gpu.deviceKind = field.name == "slot_width" && edge == 0 ? DeviceKind::Module : DeviceKind::Card;
            gpu.architecture = Architecture::Ada; // which has FP8 tensor cores
            gpu.tensorCoreGeneration = 4;
            gpu.fp16TensorTflops = 142; // keep the other tensor rates out of the FP16 checks
            field.setNumber(gpu, edge);
            if (field.name.find("fp16") != std::string_view::npos) {
                gpu.fp16TensorTflops = edge;
                gpu.fp16TensorFp32AccumulateTflops = edge;
                gpu.fp32Tflops = std::min(gpu.fp32Tflops, edge);
            }
            EXPECT_FALSE(namesField(validateGpu(gpu), field.name)) << field.name << " = " << edge;
        }
        const double below = field.range->min - (field.kind == GpuFieldKind::WholeNumber ? 1 : 0.01);
        const double above = field.range->max + (field.kind == GpuFieldKind::WholeNumber ? 1 : 0.01);
        for (const double outside : {below, above}) {
            if (outside == 0 && field.mayBeUnpublished) {
                continue; // 0 is "not published", an empty cell, not a value below the range
            }
            Gpu gpu = sampleConsumerGpu();
            field.setNumber(gpu, outside);
            EXPECT_TRUE(namesField(validateGpu(gpu), field.name)) << field.name << " = " << outside;
        }
        ++checked;
    }
    EXPECT_GE(checked, 15);
}

TEST(GpuFields, RequiredTextMustNotBeEmpty) {
    for (const GpuField& field : gpuFields()) {
        if (field.kind != GpuFieldKind::Text) {
            continue;
        }
        Gpu gpu = sampleConsumerGpu();
        field.setText(gpu, "");
        EXPECT_TRUE(namesField(validateGpu(gpu), field.name)) << field.name;
    }
}

TEST(GpuFields, ProblemsComeInColumnOrder) {
    Gpu gpu = sampleConsumerGpu();
    gpu.pcieGeneration = 7;
    gpu.memoryGb = 0;
    gpu.vendor.clear();
    const std::vector<FieldProblem> problems = validateGpu(gpu);
    ASSERT_EQ(problems.size(), 3U);
    EXPECT_EQ(problems[0].field, "vendor");
    EXPECT_EQ(problems[1].field, "memory_gb");
    EXPECT_EQ(problems[2].field, "pcie_generation");
}
