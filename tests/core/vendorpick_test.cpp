// Advice across vendors (issue 34): the live pick considers the vendors the user allows and only
// devices whose software runs the task; a device whose vendor has no measurement of the task is
// rated from its datasheet alone, marked so, and never the pick while a measured vendor's device
// qualifies, unless the user allows it.

#include "gpuadvisor/core/advice/guideclaims.h"
#include "gpuadvisor/core/advice/livepick.h"
#include "gpuadvisor/core/llm/llmcalibration.h"
#include "gpuadvisor/core/model/measured.h"

#include "samplegpus.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace gpuadvisor;
using gpuadvisor::testing::sampleConsumerGpu;
using gpuadvisor::testing::sampleRadeon;

namespace {

const Date vendorPickDay{std::chrono::year{2026}, std::chrono::November, std::chrono::day{27}};

/// A Gaudi 3 accelerator: PyTorch runs on it through Intel's bridge, llama.cpp does not.
Gpu gaudi() {
    Gpu gpu = sampleConsumerGpu();
    gpu.name = "Gaudi 3";
    gpu.vendor = "Intel";
    gpu.architecture = Architecture::Gaudi3;
    gpu.segment = Segment::Workstation; // so that the sample request's segments keep it
    gpu.memoryGb = 128;
    gpu.memoryType = "HBM2e";
    gpu.bandwidthGBps = 3700;
    gpu.fp32Tflops = 28.7;
    return gpu;
}

/// A Llama-3-shaped model (8 KV heads of 128, a 128k vocabulary) to run with the default settings.
LlmWorkload llamaShaped(double parameters, int layers, int hiddenSize, int heads, int feedForward) {
    LlmWorkload workload;
    workload.model.key = "test";
    workload.model.name = "Test";
    workload.model.parameters = parameters;
    workload.model.activeParameters = parameters;
    workload.model.layers = layers;
    workload.model.hiddenSize = hiddenSize;
    workload.model.attentionHeads = heads;
    workload.model.kvHeads = 8;
    workload.model.headDim = 128;
    workload.model.intermediateSize = feedForward;
    workload.model.vocabulary = 128256;
    return workload;
}

PriceObservation newPrice(std::string name, double usd) {
    return {std::move(name), Condition::New, usd, vendorPickDay, "test"};
}

BenchmarkResult row(std::string gpu, BenchmarkTask task, std::string precision, Workload workload) {
    BenchmarkResult result;
    result.gpuName = std::move(gpu);
    result.model = "bert_large_squad";
    result.workload = workload;
    result.task = task;
    result.precision = std::move(precision);
    result.value = 100;
    result.unit = "sequences/s";
    result.measuredOn = vendorPickDay;
    result.source = "test";
    return result;
}

class VendorPickTest : public ::testing::Test {
protected:
    VendorPickTest()
        : gpus{sampleConsumerGpu(), sampleRadeon(), gaudi()}
        // The Radeon costs half as much, so its datasheet estimate wins per dollar by far.
        , book(std::vector<PriceObservation>{newPrice("RTX 3090", 1600), newPrice("RX 7900 XTX", 800),
                                             newPrice("Gaudi 3", 15000)})
        , model(sampleConsumerGpu(), {Metric::Training16, Workload::Transformer}) {}

    PickRequest request() const {
        PickRequest r;
        r.asOf = vendorPickDay;
        r.memoryGb = 20;
        r.measuredVendors = std::vector<std::string>{"NVIDIA"};
        return r;
    }

    LivePick pick(const PickRequest& r, std::span<const GuideCard> guide = {}) const {
        return livePick(gpus, book, {}, model, r, guide);
    }

    static std::vector<std::string> names(const LivePick& result) {
        std::vector<std::string> out;
        for (const PickCandidate& candidate : result.candidates) {
            out.push_back(candidate.gpu->name);
        }
        return out;
    }

    std::vector<Gpu> gpus;
    PriceBook book;
    PerformanceModel model;
};

} // namespace

TEST_F(VendorPickTest, ADatasheetOnlyDeviceIsListedAfterTheMeasuredPickEvenWhenItRatesBetterPerDollar) {
    const LivePick result = pick(request());
    ASSERT_EQ(names(result), (std::vector<std::string>{"RTX 3090", "RX 7900 XTX", "Gaudi 3"}));
    const PickCandidate& radeonCandidate = result.candidates[1];
    // The premise: on paper the Radeon is the better buy.
    ASSERT_GT(radeonCandidate.performancePerDollar, result.candidates.front().performancePerDollar);
    EXPECT_FALSE(result.candidates.front().specificationOnly);
    EXPECT_TRUE(radeonCandidate.specificationOnly);
    EXPECT_TRUE(result.candidates[2].specificationOnly);
    EXPECT_EQ(result.specificationOnlyAhead, 1); // the Radeon; the Gaudi 3 rates worse per dollar
}

TEST_F(VendorPickTest, AllowingDatasheetEstimatesRanksEveryDeviceByItsEstimateAlone) {
    PickRequest r = request();
    r.allowSpecificationOnly = true;
    const LivePick result = pick(r);
    EXPECT_EQ(names(result).front(), "RX 7900 XTX");
    EXPECT_TRUE(result.candidates.front().specificationOnly); // still said, though allowed
    EXPECT_EQ(result.specificationOnlyAhead, 0);
}

TEST_F(VendorPickTest, WithoutMeasurementDataNothingIsMarkedAndPerDollarDecides) {
    PickRequest r = request();
    r.measuredVendors.reset();
    const LivePick result = pick(r);
    EXPECT_EQ(names(result).front(), "RX 7900 XTX");
    EXPECT_TRUE(std::none_of(result.candidates.begin(), result.candidates.end(),
                             [](const PickCandidate& c) { return c.specificationOnly; }));
}

TEST_F(VendorPickTest, AVendorMeasuredForTheTaskCompetesOnEqualTerms) {
    PickRequest r = request();
    r.measuredVendors = std::vector<std::string>{"nvidia", "amd"}; // any case
    const LivePick result = pick(r);
    EXPECT_EQ(names(result).front(), "RX 7900 XTX");
    EXPECT_FALSE(result.candidates.front().specificationOnly);
}

TEST_F(VendorPickTest, TheVendorFilterLeavesOtherVendorsOutAndCountsThem) {
    PickRequest r = request();
    r.vendors = {"amd"};
    const GuideCard guideCard{"RTX 3090", Condition::New, 1};
    const LivePick result = pick(r, std::span(&guideCard, 1));
    EXPECT_EQ(names(result), (std::vector<std::string>{"RX 7900 XTX"}));
    EXPECT_EQ(result.otherVendors, 2);
    // Asked for AMD, the user gets the AMD card as the pick, still marked as a datasheet estimate.
    EXPECT_TRUE(result.candidates.front().specificationOnly);
    ASSERT_EQ(result.guide.size(), 1u);
    EXPECT_EQ(result.guide.front().verdict, GuideVerdict::Excluded);
}

TEST_F(VendorPickTest, LocalInferenceLeavesOutDevicesLlamaCppDoesNotRun) {
    PickRequest r = request();
    r.measuredVendors.reset();
    r.llm = llamaShaped(8e9, 32, 4096, 32, 14336);
    r.llmReferenceTokensPerSecond = 100;
    EXPECT_EQ(softwareNeedOf(r), SoftwareNeed::LlamaCpp);
    const LivePick inference = pick(r);
    EXPECT_EQ(inference.withoutTaskSoftware, 1);
    const std::vector<std::string> inferenceNames = names(inference);
    EXPECT_EQ(std::count(inferenceNames.begin(), inferenceNames.end(), "Gaudi 3"), 0);

    // Training needs PyTorch, which runs on it.
    const LivePick training = pick(request());
    EXPECT_EQ(training.withoutTaskSoftware, 0);
    const std::vector<std::string> trainingNames = names(training);
    EXPECT_EQ(std::count(trainingNames.begin(), trainingNames.end(), "Gaudi 3"), 1);
}

TEST_F(VendorPickTest, ADeviceWithoutComputeFiguresIsNotRankedAtZero) {
    gpus[2].fp32Tflops = 0;
    const LivePick result = pick(request());
    EXPECT_EQ(result.unrated, 1);
    EXPECT_EQ(names(result), (std::vector<std::string>{"RTX 3090", "RX 7900 XTX"}));
}

TEST_F(VendorPickTest, CloudOffersOfUnmeasuredVendorsComeAfterTheMeasuredOnes) {
    const std::vector<CloudOffer> offers{
        {"cloud", "amd-1", "RX 7900 XTX", 1, 0.30, Pricing::OnDemand, vendorPickDay, "test"},
        {"cloud", "nv-1", "RTX 3090", 1, 0.60, Pricing::OnDemand, vendorPickDay, "test"},
        {"cloud", "gaudi-1", "Gaudi 3", 1, 0.10, Pricing::OnDemand, vendorPickDay, "test"}};
    PickRequest r = request();
    const std::vector<CloudCandidate> ranked =
        rankCloudOffers(gpus, offers, model, 20, vendorPickDay, {}, false, &r);
    ASSERT_EQ(ranked.size(), 3u);
    EXPECT_EQ(ranked.front().gpu->name, "RTX 3090");
    EXPECT_TRUE(ranked[1].specificationOnly);
    r.allowSpecificationOnly = true;
    EXPECT_NE(rankCloudOffers(gpus, offers, model, 20, vendorPickDay, {}, false, &r).front().gpu->name,
              "RTX 3090");
    r.vendors = {"NVIDIA"};
    EXPECT_EQ(rankCloudOffers(gpus, offers, model, 20, vendorPickDay, {}, false, &r).size(), 1u);
}

TEST(VendorsMeasuring, AVendorCountsWhenOneOfItsDevicesHasARowOfTheMetric) {
    const std::vector<Gpu> gpus{sampleConsumerGpu(), sampleRadeon(), gaudi()};
    const std::vector<BenchmarkResult> rows{
        row("RTX 3090", BenchmarkTask::Training, "fp16", Workload::Transformer),
        row("rx 7900 xtx", BenchmarkTask::LlmDecode, "q4_0", Workload::Transformer),
        row("RX 7900 XTX", BenchmarkTask::LlmPrefill, "q4_0", Workload::Transformer),
        row("Unknown card", BenchmarkTask::Training, "fp16", Workload::Transformer)};
    EXPECT_EQ(vendorsMeasuring(gpus, rows, Workload::Transformer, false),
              (std::vector<std::string>{"NVIDIA"}));
    // A training row of the other workload does not speak for this one.
    EXPECT_TRUE(vendorsMeasuring(gpus, rows, Workload::Cnn, false).empty());
    // Local inference rests on the llama.cpp generation rows.
    EXPECT_EQ(vendorsMeasuring(gpus, rows, Workload::Transformer, true), (std::vector<std::string>{"AMD"}));
    // A vendor's llama.cpp prompt rows check none of the model's estimates; the training rows the
    // model is calibrated on back its inference estimates too.
    std::vector<BenchmarkResult> withF16Prompt = rows;
    withF16Prompt.push_back(row("RX 7900 XTX", BenchmarkTask::LlmPrefill, "f16", Workload::Transformer));
    EXPECT_EQ(vendorsMeasuring(gpus, withF16Prompt, Workload::Transformer, false),
              (std::vector<std::string>{"NVIDIA"}));
    EXPECT_EQ(vendorsMeasuring(gpus, rows, Workload::Transformer, false),
              (std::vector<std::string>{"NVIDIA"}));
    EXPECT_EQ(vendorsMeasuring(gpus, rows, Workload::Transformer, false),
              (std::vector<std::string>{"NVIDIA"}));
}

TEST(SpecificationOnlySpread, SpansTheOtherBackendsPromptFactors) {
    LlmCalibration calibration;
    calibration.backends = {{"ROCm", 0.9, 0.55, 4}, {"Metal", 0.9, 1.40, 4}, {"SYCL", 1, 0.2, 0}};
    const SpecificationOnlySpread spread = specificationOnlySpread(calibration);
    EXPECT_DOUBLE_EQ(spread.lowest, 0.55);
    EXPECT_DOUBLE_EQ(spread.highest, 1.40);   // a backend nothing measured (SYCL) does not count
    EXPECT_NEAR(spread.error(), 0.45, 1e-12); // the larger of 0.45 and 0.40
    calibration.backends[0].prefill = 0.8;
    EXPECT_NEAR(specificationOnlySpread(calibration).error(), 0.40, 1e-12);
}

TEST(SystemPlanning, AWholeComputerHoldsAModelAloneOrNotAtAll) {
    // Two 36 GB Mac Studios are no 72 GB machine: the planner says what one holds.
    Gpu mac = sampleConsumerGpu();
    mac.name = "Mac Studio M4 Max 32C 36GB";
    mac.vendor = "Apple";
    mac.architecture = Architecture::AppleM4;
    mac.memoryGb = 36;
    mac.slotWidth = 0;
    mac.deviceKind = DeviceKind::System;
    const LlmWorkload workload = llamaShaped(70e9, 80, 8192, 64, 28672);
    EXPECT_FALSE(planLlm(workload, mac, 1).fits);
    EXPECT_FALSE(planLlm(workload, mac, 2).fits);
    EXPECT_FALSE(fewestGpusThatFit(workload, mac, 8).has_value());
    Gpu card = mac;
    card.deviceKind = DeviceKind::Card;
    card.slotWidth = 2;
    EXPECT_TRUE(planLlm(workload, card, 2).fits) << "the same memory on two cards in one box holds it";
}

namespace {

BenchmarkResult llamaRow(std::string gpu, BenchmarkTask task, std::string software, double tokensPerSecond) {
    BenchmarkResult result;
    result.gpuName = std::move(gpu);
    result.model = "llama2-7b";
    result.workload = Workload::Transformer;
    result.task = task;
    result.precision = "q4_0";
    result.batchSize = task == BenchmarkTask::LlmPrefill ? 512 : 1;
    result.software = std::move(software);
    result.value = tokensPerSecond;
    result.unit = "tokens/s";
    result.measuredOn = vendorPickDay;
    result.source = "test";
    return result;
}

} // namespace

TEST(MeasuredVendorComparison, ComparesLikeWithLikeOnTheNamedBackends) {
    // seed fact R12 against data: the same test, flash attention off on both sides, the reference
    // on CUDA; a flash-attention run listed first is not mixed in.
    const std::vector<BenchmarkResult> rows{
        llamaRow("RTX 4090", BenchmarkTask::LlmDecode,
                 "llama.cpp a, CUDA, llama-bench tg128, flash attention on", 300),
        llamaRow("RTX 4090", BenchmarkTask::LlmDecode,
                 "llama.cpp a, CUDA, llama-bench tg128, flash attention off", 200),
        llamaRow("RTX 4090", BenchmarkTask::LlmPrefill,
                 "llama.cpp a, CUDA, llama-bench pp512, flash attention off", 10000),
        llamaRow("RTX 4090", BenchmarkTask::LlmDecode,
                 "llama.cpp b, Vulkan, llama-bench tg128, flash attention off", 50),
        llamaRow("RX 7900 XTX", BenchmarkTask::LlmDecode,
                 "llama.cpp c, ROCm, llama-bench tg128, flash attention off", 180),
        llamaRow("RX 7900 XTX", BenchmarkTask::LlmPrefill,
                 "llama.cpp c, ROCm, llama-bench pp512, flash attention off", 3000)};
    const std::optional<MeasuredVendorComparison> comparison =
        compareMeasuredVendors(rows, "RX 7900 XTX", "ROCm", "RTX 4090");
    ASSERT_TRUE(comparison.has_value());
    EXPECT_DOUBLE_EQ(comparison->decodeRatio(), 180.0 / 200);
    EXPECT_DOUBLE_EQ(comparison->prefillRatio(), 3000.0 / 10000);
    EXPECT_FALSE(compareMeasuredVendors(rows, "RX 7900 XTX", "Vulkan", "RTX 4090").has_value());
}
