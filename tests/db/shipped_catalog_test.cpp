// The shipped catalog data itself: completeness against the seeds, validity, and the seed
// facts the catalog must agree with (G1, G2, P8, P14, C4, C8).

#include "gpuadvisor/db/catalog.h"

#include "qtprinters.h"
#include "tempdir.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace gpuadvisor;

namespace {

/// One shipped catalog shared by all tests of this file (opening it is the slow part).
class ShippedCatalog : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = new QTemporaryDir;
        s_catalog = new Catalog(s_dir->filePath(QStringLiteral("shipped.sqlite")));
    }
    static void TearDownTestSuite() {
        delete s_catalog;
        delete s_dir;
    }
    static Catalog& catalog() { return *s_catalog; }

    static Gpu card(const std::string& name) {
        const auto gpu = catalog().findGpu(name);
        if (!gpu) {
            ADD_FAILURE() << name << " is not in the catalog";
            return {};
        }
        return *gpu;
    }

private:
    static inline QTemporaryDir* s_dir = nullptr;
    static inline Catalog* s_catalog = nullptr;
};

/// Every card the five seed documents name, under its catalog name.
const char* const seedNamedCards[] = {
    // Data-centre cards (seeds 000, 001, 002, 004)
    "Tesla K80", "Tesla P100 PCIe 16GB", "Tesla T4", "Tesla V100 PCIe 16GB", "Tesla V100 SXM2 16GB",
    "Tesla V100 SXM2 32GB", "A10", "A40", "A100 PCIe 40GB", "A100 PCIe 80GB", "A100 SXM4 40GB",
    "A100 SXM4 80GB", "H100 PCIe", "H100 SXM", "L40",
    // Workstation cards
    "Quadro RTX 6000", "Quadro RTX 8000", "RTX A4000", "RTX A5000", "RTX A6000", "RTX 6000 Ada",
    // Titans
    "Titan X (Pascal)", "Titan Xp", "Titan V", "Titan RTX",
    // GeForce, GTX 580 and GTX 9xx to RTX 30 (seeds 000, 001, 002, 003, 004)
    "GTX 580", "GTX 970", "GTX 980", "GTX 980 Ti", "GTX 1050 Ti", "GTX 1060 6GB", "GTX 1070", "GTX 1070 Ti",
    "GTX 1080", "GTX 1080 Ti", "GTX 1650 Super", "GTX 1660 Ti", "RTX 2060", "RTX 2060 Super", "RTX 2070",
    "RTX 2080", "RTX 2080 Ti", "RTX 3060", "RTX 3070", "RTX 3080", "RTX 3080 Ti", "RTX 3090", "RTX 3090 Ti",
    // The whole RTX 40 line
    "RTX 4060", "RTX 4060 Ti 8GB", "RTX 4060 Ti 16GB", "RTX 4070", "RTX 4070 Super", "RTX 4070 Ti",
    "RTX 4070 Ti Super", "RTX 4080", "RTX 4080 Super", "RTX 4090"};

} // namespace

TEST_F(ShippedCatalog, HoldsEverySeedNamedCardAndAtLeast55) {
    const auto names = catalog().gpuNames();
    EXPECT_GE(names.size(), 55u);
    for (const char* name : seedNamedCards) {
        EXPECT_NE(std::find(names.begin(), names.end(), name), names.end()) << name << " is missing";
    }
}

TEST_F(ShippedCatalog, EveryRowPassesValidation) {
    for (const auto& problem : catalog().validate()) {
        ADD_FAILURE() << toString(problem.table) << " / " << problem.row << ": " << problem.problem.message;
    }
}

TEST_F(ShippedCatalog, EveryCardWithALaunchPriceHasItsLaunchPriceObservation) {
    // Makers that publish no price (AMD's Instinct line; several 2026 devices, resources/README.md)
    // leave the column empty; every card that has one has the observation it comes from.
    for (const auto& gpu : catalog().gpus()) {
        if (!gpu.launchPriceUsd) {
            continue;
        }
        const auto prices = catalog().pricesFor(gpu.name);
        const bool hasLaunchPrice =
            std::any_of(prices.begin(), prices.end(), [&gpu](const PriceObservation& price) {
                const int year = static_cast<int>(price.observedOn.year());
                return price.condition == Condition::New && year >= gpu.releaseYear - 1 &&
                       year <= gpu.releaseYear + 1;
            });
        EXPECT_TRUE(hasLaunchPrice) << gpu.name;
    }
}

// seed fact G1: the GPU-rental platform's spec table (memory; FP32 TFLOPS; FP16 TFLOPS).
// "About" (约) figures are held to 10 %, exact ones to 1 %.
struct G1Row {
    const char* name;
    double memoryGb;
    double fp32Tflops;
    double fp16Tflops;
    bool fp16IsApproximate;
};

void PrintTo(const G1Row& row, std::ostream* stream) {
    *stream << row.name;
}

class SeedFactG1 : public ShippedCatalog, public ::testing::WithParamInterface<G1Row> {};

TEST_P(SeedFactG1, CatalogAgreesWithTheSpecTable) {
    // seed fact G1
    const G1Row row = GetParam();
    const Gpu gpu = card(row.name);
    EXPECT_DOUBLE_EQ(gpu.memoryGb, row.memoryGb);
    EXPECT_NEAR(gpu.fp32Tflops, row.fp32Tflops, row.fp32Tflops * 0.01);
    const double tolerance = row.fp16IsApproximate ? 0.10 : 0.01;
    EXPECT_NEAR(effectiveHalfPrecisionTflops(gpu), row.fp16Tflops, row.fp16Tflops * tolerance);
}

INSTANTIATE_TEST_SUITE_P(
    SpecTable, SeedFactG1,
    ::testing::Values(
        G1Row{"Titan Xp", 12, 12.15, 12.15, false}, G1Row{"GTX 1080 Ti", 11, 11.34, 11.34, false},
        G1Row{"RTX 2080 Ti", 11, 13.45, 53.8, false}, G1Row{"Tesla V100 SXM2 16GB", 16, 15.7, 125, false},
        G1Row{"Tesla V100 SXM2 32GB", 32, 15.7, 125, false}, G1Row{"RTX 3060", 12, 12.74, 24, true},
        G1Row{"RTX A4000", 16, 19.17, 76, true}, G1Row{"RTX 3080 Ti", 12, 34.10, 70, true},
        G1Row{"RTX A5000", 24, 27.77, 117, true}, G1Row{"RTX 3090", 24, 35.58, 71, true},
        G1Row{"A40", 48, 37.42, 149.7, false}, G1Row{"A100 SXM4 40GB", 40, 19.5, 312, false},
        G1Row{"A100 SXM4 80GB", 80, 19.5, 312, false}),
    [](const ::testing::TestParamInfo<G1Row>& testCase) {
        std::string name = testCase.param.name;
        std::replace_if(
            name.begin(), name.end(), [](char c) { return !std::isalnum(c); }, '_');
        return name;
    });

TEST_F(ShippedCatalog, SeedFactG1AmpereCardsAreAmpere) {
    // seed fact G1: "3060, 3090, 3080 Ti, A4000, A40, A100, A5000 are Ampere cards (need CUDA 11.x)"
    for (const char* name :
         {"RTX 3060", "RTX 3090", "RTX 3080 Ti", "RTX A4000", "A40", "A100 SXM4 40GB", "RTX A5000"}) {
        EXPECT_EQ(card(name).architecture, Architecture::Ampere) << name;
    }
}

TEST_F(ShippedCatalog, SeedFactG2BandwidthPowerAndSlots) {
    // seed fact G2
    EXPECT_DOUBLE_EQ(card("A100 SXM4 40GB").bandwidthGBps, 1555);
    EXPECT_DOUBLE_EQ(card("A100 PCIe 40GB").bandwidthGBps, 1555);
    EXPECT_DOUBLE_EQ(card("Tesla V100 SXM2 16GB").bandwidthGBps, 900);
    EXPECT_DOUBLE_EQ(card("Tesla V100 PCIe 16GB").bandwidthGBps, 900);
    EXPECT_EQ(card("RTX 3080").boardPowerWatts, 320);
    EXPECT_EQ(card("RTX 3090").boardPowerWatts, 350);
    EXPECT_EQ(card("RTX 4090").boardPowerWatts, 450);
    EXPECT_EQ(card("RTX 3090").slotWidth, 3);
    EXPECT_EQ(card("RTX 4090").slotWidth, 3);
}

TEST_F(ShippedCatalog, SeedFactP8SharedMemoryAndL2PerArchitecture) {
    // seed fact P8: Volta 128 KB / 6 MB, Turing 96 KB / 5.5 MB, Ampere 128 KB / 6 MB, Ada 128 KB / 72 MB.
    const struct {
        const char* name;
        Architecture architecture;
        double sharedKb;
        double l2Mb;
    } rows[] = {{"Tesla V100 SXM2 16GB", Architecture::Volta, 128, 6},
                {"RTX 2080 Ti", Architecture::Turing, 96, 5.5},
                {"RTX 3090", Architecture::Ampere, 128, 6},
                {"RTX 4090", Architecture::Ada, 128, 72}};
    for (const auto& row : rows) {
        const Gpu gpu = card(row.name);
        EXPECT_EQ(gpu.architecture, row.architecture) << row.name;
        EXPECT_DOUBLE_EQ(gpu.sharedMemoryPerSmKb, row.sharedKb) << row.name;
        EXPECT_DOUBLE_EQ(gpu.l2CacheMb, row.l2Mb) << row.name;
    }
    // Every consumer Ada card shares the 128 KB of the architecture.
    for (const auto& gpu : catalog().gpus()) {
        if (gpu.architecture == Architecture::Ada && gpu.segment == Segment::Consumer) {
            EXPECT_DOUBLE_EQ(gpu.sharedMemoryPerSmKb, 128) << gpu.name;
        }
    }
}

TEST_F(ShippedCatalog, SeedFactP14Rtx4090Fp8Is066Petaflops) {
    // seed fact P14: RTX 4090 FP8 tensor throughput 0.66 PFLOPS.
    const auto fp8 = card("RTX 4090").fp8TensorTflops;
    ASSERT_TRUE(fp8);
    EXPECT_NEAR(*fp8 / 1000.0, 0.66, 0.005);
}

TEST_F(ShippedCatalog, SeedFactG3Fp8OnlyFromAdaAndHopperTensorCoresFromVolta) {
    // seed fact G3: Pascal has no low-precision acceleration, Volta/Turing add tensor cores,
    // Ada and Hopper add FP8.
    // The guide's fact is about NVIDIA's generations; other vendors' rows say theirs (architecture.h).
    for (const auto& gpu : catalog().gpus()) {
        if (gpu.vendor != "NVIDIA") {
            continue;
        }
        if (gpu.architecture <= Architecture::Pascal) {
            EXPECT_EQ(gpu.tensorCoreGeneration, 0) << gpu.name;
        }
        if (gpu.architecture >= Architecture::Ada) {
            EXPECT_TRUE(gpu.fp8TensorTflops) << gpu.name;
        } else {
            EXPECT_FALSE(gpu.fp8TensorTflops) << gpu.name;
        }
    }
}

TEST_F(ShippedCatalog, SeedFactR7ConsumerCardsAreBarredFromDataCentres) {
    // seed fact R7: NVIDIA's GeForce licence. No other vendor's licence clause was looked up, so
    // their consumer cards are not barred (resources/README.md).
    for (const auto& gpu : catalog().gpus()) {
        EXPECT_EQ(gpu.datacenterUseAllowed, gpu.segment != Segment::Consumer || gpu.vendor != "NVIDIA")
            << gpu.name;
    }
}

TEST_F(ShippedCatalog, SeedFactC8UsedPricesOf2020) {
    // seed fact C8
    const struct {
        const char* name;
        double priceUsd;
    } rows[] = {{"RTX 2070", 400},    {"RTX 2060", 300},       {"GTX 1070", 220},
                {"GTX 1070 Ti", 230}, {"GTX 1650 Super", 190}, {"GTX 980 Ti", 150}};
    for (const auto& row : rows) {
        const auto prices = catalog().pricesFor(row.name);
        const bool found = std::any_of(prices.begin(), prices.end(), [&row](const PriceObservation& price) {
            return price.condition == Condition::Used && price.priceUsd == row.priceUsd &&
                   static_cast<int>(price.observedOn.year()) == 2020;
        });
        EXPECT_TRUE(found) << row.name << " used $" << row.priceUsd << " in 2020";
    }
}

TEST_F(ShippedCatalog, SeedFactC4AwsV100OfferAndCardsOfThe2023ChartsHaveJanuary2023Prices) {
    // seed fact C4: AWS V100 instance at $2.14 an hour, as the 2023 guide compares.
    const auto offers = catalog().cloudOffers();
    EXPECT_TRUE(std::any_of(offers.begin(), offers.end(), [](const CloudOffer& offer) {
        return offer.provider == "AWS" && offer.usdPerHour == 2.14 &&
               offer.gpuName.find("V100") != std::string::npos;
    }));
    // Street prices around the 2023 guide (seed 001, 2023-01-30) for the cards of its charts.
    for (const char* name :
         {"RTX 4090", "RTX 4080", "RTX 4070 Ti", "RTX 3090", "RTX 3080", "RTX 3070", "RTX 3060",
          "RTX 2080 Ti", "RTX 6000 Ada", "L40", "H100 SXM", "H100 PCIe", "RTX A6000"}) {
        const auto prices = catalog().pricesFor(name);
        EXPECT_TRUE(std::any_of(prices.begin(), prices.end(), [](const PriceObservation& price) {
            return formatIsoDate(price.observedOn) == "2023-01-30";
        })) << name;
    }
}
