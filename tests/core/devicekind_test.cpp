// Devices of every vendor and kind (issue 34): the architecture table, what validation accepts
// for cards, modules and whole systems, how a file without the device_kind column reads, and
// what a system's cost of ownership and a ranking do with them.

#include "gpuadvisor/core/catalog/architecture.h"
#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/core/catalog/softwaresupport.h"
#include "gpuadvisor/core/catalog/validation.h"
#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/core/cost/ranking.h"

#include "samplegpus.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpuadvisor;
using gpuadvisor::testing::sampleConsumerGpu;
using gpuadvisor::testing::sampleRadeon;

namespace {

const Date deviceKindDay{std::chrono::year{2026}, std::chrono::November, std::chrono::day{27}};

bool hasProblemIn(const std::vector<FieldProblem>& problems, const std::string& field) {
    return std::any_of(problems.begin(), problems.end(),
                       [&](const FieldProblem& problem) { return problem.field == field; });
}

/// A Mac Studio: a whole computer, no matrix units, power and caches not published.
Gpu macStudio() {
    Gpu gpu;
    gpu.name = "Mac Studio M3 Ultra 60C 96GB";
    gpu.vendor = "Apple";
    gpu.architecture = Architecture::AppleM3;
    gpu.segment = Segment::Workstation;
    gpu.releaseYear = 2025;
    gpu.memoryGb = 96;
    gpu.memoryType = "unified";
    gpu.bandwidthGBps = 819;
    gpu.smCount = 60;
    gpu.tensorCoreGeneration = 0;
    gpu.fp32Tflops = 21.47;
    gpu.slotWidth = 0;
    gpu.powerConnectors = "none";
    gpu.deviceKind = DeviceKind::System;
    gpu.datacenterUseAllowed = true;
    return gpu;
}

} // namespace

TEST(ArchitectureTable, EveryArchitectureHasAVendorTheAppListsAndAShippedSoftwareRow) {
    for (const Architecture architecture : allArchitectures) {
        const ArchitectureTraits& traits = traitsOf(architecture);
        EXPECT_EQ(traits.architecture, architecture);
        EXPECT_NE(std::find(allVendors.begin(), allVendors.end(), traits.vendor), allVendors.end())
            << toString(architecture);
        const ArchitectureSupport* row = shippedSoftwareSupport().find(architecture);
        ASSERT_NE(row, nullptr) << toString(architecture);
        EXPECT_EQ(row->vendor, traits.vendor) << toString(architecture);
        EXPECT_EQ(parseArchitecture(toString(architecture)), architecture);
    }
}

TEST(ArchitectureTable, NvidiaMemoryFeaturesStayWhereTheGuidePutThem) {
    // seed facts P4, P21: asynchronous copies from Ampere, TMA from Hopper (Ada has none).
    EXPECT_FALSE(traitsOf(Architecture::Turing).asyncCopy);
    EXPECT_TRUE(traitsOf(Architecture::Ampere).asyncCopy);
    EXPECT_FALSE(traitsOf(Architecture::Ada).tensorMemoryAccelerator);
    EXPECT_TRUE(traitsOf(Architecture::Hopper).tensorMemoryAccelerator);
    // Another vendor's later position in the enum claims none of them.
    for (const Architecture other :
         {Architecture::Cdna3, Architecture::Rdna4, Architecture::Battlemage, Architecture::AppleM4}) {
        EXPECT_FALSE(traitsOf(other).asyncCopy) << toString(other);
        EXPECT_FALSE(traitsOf(other).tensorMemoryAccelerator) << toString(other);
        EXPECT_FALSE(traitsOf(other).structuredSparsity) << toString(other);
        EXPECT_FALSE(traitsOf(other).nvidiaTensorGenerations) << toString(other);
    }
}

TEST(ArchitectureTable, LanesTurnTheDatasheetFp32RateIntoUnitsTimesClock) {
    // RX 7900 XTX: 96 CUs at 2.5 GHz, 61.39 TFLOPS = 96 x 2.5 x 128 lanes x 2 FLOPs.
    EXPECT_EQ(traitsOf(Architecture::Rdna3).fp32Lanes, 128);
    // MI250X: 220 CUs at 1.7 GHz, 47.87 TFLOPS = 220 x 1.7 x 64 x 2.
    EXPECT_EQ(traitsOf(Architecture::Cdna2).fp32Lanes, 64);
    // A100 (HBM, 64 lanes) against the RTX 3090 (128).
    EXPECT_EQ(traitsOf(Architecture::Ampere).fp32LanesHbm, 64);
    EXPECT_EQ(traitsOf(Architecture::Ampere).fp32Lanes, 128);
}

TEST(DeviceValidation, AcceptsARadeonWithItsMatrixCoreRates) {
    EXPECT_TRUE(validateGpu(sampleRadeon()).empty());
}

TEST(DeviceValidation, AcceptsAMacWhosePowerAndCachesAreNotPublished) {
    EXPECT_TRUE(validateGpu(macStudio()).empty());
}

TEST(DeviceValidation, AVendorMustMakeTheArchitecture) {
    Gpu gpu = sampleRadeon();
    gpu.vendor = "NVIDIA";
    EXPECT_TRUE(hasProblemIn(validateGpu(gpu), "vendor"));
    gpu.vendor = "amd"; // any case
    EXPECT_FALSE(hasProblemIn(validateGpu(gpu), "vendor"));
}

TEST(DeviceValidation, AnAppleGpuHasNoMatrixRates) {
    Gpu gpu = macStudio();
    gpu.tensorCoreGeneration = 3;
    gpu.fp16TensorTflops = 40;
    EXPECT_TRUE(hasProblemIn(validateGpu(gpu), "tensor_core_generation"));
}

TEST(DeviceValidation, FP8RatesOnlyOnArchitecturesWithFp8MatrixEngines) {
    Gpu gpu = sampleRadeon(); // RDNA3: FP16/BF16/INT8 only
    gpu.fp8TensorTflops = 200;
    EXPECT_TRUE(hasProblemIn(validateGpu(gpu), "fp8_tensor_tflops"));
    gpu.architecture = Architecture::Rdna4; // adds FP8
    gpu.tensorCoreGeneration = 4;
    EXPECT_FALSE(hasProblemIn(validateGpu(gpu), "fp8_tensor_tflops"));
}

TEST(DeviceValidation, OtherVendorsMayPublishOneOrNoSixteenBitMatrixRate) {
    Gpu gpu = sampleRadeon();
    gpu.fp16TensorFp32AccumulateTflops.reset(); // AMD publishes one FP16 figure
    EXPECT_TRUE(validateGpu(gpu).empty());
    gpu.fp16TensorTflops.reset(); // Intel publishes no XMX FP16 rate: rated by FP32, a floor
    EXPECT_TRUE(validateGpu(gpu).empty());
    EXPECT_EQ(effectiveHalfPrecisionTflops(gpu), gpu.fp32Tflops);
    gpu.bf16TensorTflops = 1835; // Gaudi 3 publishes BF16 only, and trains at it
    EXPECT_EQ(effectiveHalfPrecisionTflops(gpu), 1835);
    // NVIDIA's cards publish both accumulators.
    Gpu nvidia = sampleConsumerGpu();
    nvidia.fp16TensorFp32AccumulateTflops.reset();
    EXPECT_TRUE(hasProblemIn(validateGpu(nvidia), "fp16_tensor_fp32acc_tflops"));
}

TEST(DeviceValidation, SlotsFollowTheKindOfDevice) {
    Gpu card = sampleConsumerGpu();
    card.slotWidth = 0;
    EXPECT_TRUE(hasProblemIn(validateGpu(card), "slot_width"));

    Gpu module = sampleConsumerGpu();
    module.deviceKind = DeviceKind::Module;
    module.segment = Segment::Datacenter;
    module.datacenterUseAllowed = true;
    module.slotWidth = 0;
    EXPECT_TRUE(validateGpu(module).empty());
    module.slotWidth = 2;
    EXPECT_TRUE(hasProblemIn(validateGpu(module), "slot_width"));
    module.slotWidth = 0;
    module.segment = Segment::Workstation;
    EXPECT_TRUE(hasProblemIn(validateGpu(module), "segment"));

    Gpu mac = macStudio();
    mac.slotWidth = 1;
    EXPECT_TRUE(hasProblemIn(validateGpu(mac), "slot_width"));
}

TEST(DeviceValidation, OnlyASystemMayLeaveItsPowerUnpublished) {
    Gpu card = sampleRadeon();
    card.boardPowerWatts = 0;
    EXPECT_TRUE(hasProblemIn(validateGpu(card), "board_power_w"));
    EXPECT_FALSE(hasProblemIn(validateGpu(macStudio()), "board_power_w"));
}

TEST(DeviceCsv, AFileWithoutTheDeviceKindColumnReadsModulesFromTheirSlotWidth) {
    // A catalog export from before device kinds: the SXM card (slot 0) is a module.
    const std::string header =
        "name,vendor,architecture,segment,release_year,memory_gb,memory_type,bandwidth_gbps,sm_count,"
        "tensor_core_generation,fp16_tensor_tflops,fp16_tensor_fp32acc_tflops,bf16_tensor_tflops,"
        "int8_tensor_tops,fp8_tensor_tflops,fp32_tflops,l2_cache_mb,shared_memory_per_sm_kb,board_power_w,"
        "slot_width,cooler,power_connectors,pcie_generation,nvlink,ecc,launch_price_usd,datacenter_use_"
        "allowed\n";
    const std::string rows =
        "A100 SXM4 80GB,NVIDIA,Ampere,datacenter,2020,80,HBM2e,2039,108,3,312,312,312,624,,19.5,40,192,400,0,"
        "passive,none,4,1,1,15000,1\n"
        "RTX 3090,NVIDIA,Ampere,consumer,2020,24,GDDR6X,936,82,3,142,71,71,284,,35.58,6,128,350,3,open-air,"
        "1x 12-pin,4,1,0,1499,0\n";
    const CatalogCsvParse parse = parseCatalogCsv(header + rows, deviceKindDay);
    ASSERT_TRUE(parse.errors.empty()) << parse.errors.front().message;
    ASSERT_EQ(parse.content.gpus.size(), 2u);
    EXPECT_EQ(parse.content.gpus[0].deviceKind, DeviceKind::Module);
    EXPECT_EQ(parse.content.gpus[1].deviceKind, DeviceKind::Card);
}

TEST(DeviceCsv, EmptyUnpublishedFiguresRoundTripAsEmptyCells) {
    const std::string text = formatCatalogCsv(std::vector<Gpu>{macStudio()});
    EXPECT_NE(text.find(",system"), std::string::npos);
    const CatalogCsvParse parse = parseCatalogCsv(text, deviceKindDay);
    ASSERT_TRUE(parse.errors.empty()) << parse.errors.front().message;
    ASSERT_EQ(parse.content.gpus.size(), 1u);
    EXPECT_EQ(parse.content.gpus[0].boardPowerWatts, 0);
    EXPECT_EQ(parse.content.gpus[0].l2CacheMb, 0);
    EXPECT_EQ(parse.content.gpus[0].deviceKind, DeviceKind::System);
    EXPECT_EQ(catalogRowText(parse.content.gpus[0]), catalogRowText(macStudio()));
}

TEST(DeviceCsv, AnUnknownDeviceKindIsRefusedNamingTheAllowedOnes) {
    std::string text = formatCatalogCsv(std::vector<Gpu>{sampleRadeon()});
    const std::size_t at = text.rfind(",card");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 5, ",laptop");
    const CatalogCsvParse parse = parseCatalogCsv(text, deviceKindDay);
    ASSERT_FALSE(parse.errors.empty());
    EXPECT_EQ(parse.errors.front().column, "device_kind");
    EXPECT_NE(parse.errors.front().message.find("card, module, system"), std::string::npos);
}

TEST(SystemOwnership, AWholeComputerAddsNoSystemBaseCost) {
    const SystemBaseCost base{1, 700, 100, "seed fact C4"};
    const OwnershipAssumptions assumptions{};
    Gpu mac = macStudio();
    mac.boardPowerWatts = 270;
    const OwnershipCost system = ownershipCost(mac, 3999, 1, base, assumptions);
    EXPECT_EQ(system.systemUsd, 0);
    EXPECT_EQ(system.busyWatts, 270);
    EXPECT_FALSE(system.powerUnpublished);
    const OwnershipCost card = ownershipCost(sampleRadeon(), 999, 1, base, assumptions);
    EXPECT_EQ(card.systemUsd, 700);
    EXPECT_EQ(card.busyWatts, 355 + 100);
}

TEST(SystemOwnership, AnUnpublishedPowerIsSaidNotCountedAsZeroSilently) {
    const SystemBaseCost base{1, 700, 100, "seed fact C4"};
    const OwnershipCost cost = ownershipCost(macStudio(), 3999, 1, base, OwnershipAssumptions{});
    EXPECT_TRUE(cost.powerUnpublished);
}

TEST(VendorRanking, TheVendorFilterKeepsOnlyTheNamedVendorsInAnyCase) {
    const std::vector<Gpu> gpus{sampleConsumerGpu(), sampleRadeon(), macStudio()};
    const PerformanceModel model(gpus[0], PerformanceQuery{});
    RankingOptions options;
    options.asOf = deviceKindDay;
    options.vendors = {"amd", "Apple"};
    const std::vector<const PriceObservation*> prices(gpus.size(), nullptr);
    const Ranking ranking = rankCards(gpus, prices, model, std::nullopt, options);
    std::vector<std::string> names;
    for (const RankedCard& card : ranking.cards) {
        names.push_back(card.gpu->name);
    }
    EXPECT_EQ(names, (std::vector<std::string>{"RX 7900 XTX", "Mac Studio M3 Ultra 60C 96GB"}));
}

TEST(VendorRanking, ADeviceWithoutAnFp32RateIsListedApartNotRankedAtZero) {
    Gpu unrated = macStudio();
    unrated.name = "Mac Studio M2 Ultra 76C 192GB";
    unrated.architecture = Architecture::AppleM2;
    unrated.fp32Tflops = 0;
    const std::vector<Gpu> gpus{sampleConsumerGpu(), unrated};
    const PerformanceModel model(gpus[0], PerformanceQuery{});
    RankingOptions options;
    options.asOf = deviceKindDay;
    const std::vector<const PriceObservation*> prices(gpus.size(), nullptr);
    const Ranking ranking = rankCards(gpus, prices, model, std::nullopt, options);
    ASSERT_EQ(ranking.cards.size(), 1u);
    ASSERT_EQ(ranking.unrated.size(), 1u);
    EXPECT_EQ(ranking.unrated.front()->name, unrated.name);
    EXPECT_EQ(model.relative(unrated), 0);
}

TEST(VendorPerformance, TheModelRatesOtherVendorsFromTheirRatesWithoutNvidiaOnlyGains) {
    // The same datasheet figures under an AMD architecture lose what only NVIDIA's features earn
    // (async copy, P4 and P21; the newer-tensor-core gain, P7) and nothing else.
    const Gpu reference = sampleConsumerGpu();
    Gpu twin = sampleConsumerGpu();
    twin.vendor = "AMD";
    twin.architecture = Architecture::Rdna3;
    const PerformanceModel model(reference, PerformanceQuery{});
    const PerformanceExplanation explanation = model.explain(twin);
    EXPECT_NEAR(model.relative(twin), explanation.relative, 1e-9);
    for (const PerformanceFactor& factor : explanation.factors) {
        switch (factor.kind) {
        case FactorKind::AsyncCopy:
        case FactorKind::TensorCoreGeneration:
            EXPECT_LT(factor.value, 1.0) << toString(factor.kind);
            break;
        case FactorKind::PowerBudget:           // no measured AMD clocks under a power limit
        case FactorKind::GenerationCalibration: // no measured AMD training run
            EXPECT_GE(factor.value, 1.0 - 1e-9) << toString(factor.kind);
            break;
        default:
            EXPECT_NEAR(factor.value, 1.0, 1e-9) << toString(factor.kind);
        }
    }
}
