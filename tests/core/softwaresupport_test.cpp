// The software-support rule (software-support.md, facts S1-S7): the shipped table, its parser, and
// the rule applied where cards are picked and ranked.

#include "gpuadvisor/core/advice/cardcatches.h"
#include "gpuadvisor/core/advice/livepick.h"
#include "gpuadvisor/core/catalog/softwaresupport.h"
#include "gpuadvisor/core/cost/ranking.h"

#include "samplegpus.h"
#include "testdate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace gpuadvisor {
namespace {

using testing::sampleConsumerGpu;

using gpuadvisor::testing::day;

const Date supportDay = day(2026, 11, 27);

Gpu cardOf(std::string name, Architecture architecture) {
    Gpu gpu = sampleConsumerGpu();
    gpu.name = std::move(name);
    gpu.architecture = architecture;
    return gpu;
}

SupportLevel levelOf(Architecture architecture, Date on) {
    return cardSupport(cardOf("card", architecture), on).level;
}

const ArchitectureSupport& shippedRow(Architecture architecture) {
    const ArchitectureSupport* row = shippedSoftwareSupport().find(architecture);
    if (row == nullptr) {
        throw std::runtime_error("no shipped row for " + std::string(toString(architecture)));
    }
    return *row;
}

constexpr std::string_view header =
    "architecture,vendor,compute_capability,legacy_from,unsupported_from,last_cuda,"
    "pytorch_wheels,llamacpp_cuda,bf16,fp8,fp4,flash_attention,facts,source\n";

} // namespace

TEST(ShippedSoftwareSupport, HasOneRowForEveryArchitecture) {
    // Parsing the shipped file throws on any problem, so reaching the rows means it parsed whole.
    for (const Architecture architecture : allArchitectures) {
        const ArchitectureSupport* row = shippedSoftwareSupport().find(architecture);
        ASSERT_NE(row, nullptr) << toString(architecture);
        // NVIDIA's rows rest on the facts S1-S7 of software-support.md; the other vendors' rows
        // have no fact ids yet and name their sources.
        EXPECT_EQ(row->facts.empty(), row->vendor != "NVIDIA") << toString(architecture);
        EXPECT_FALSE(row->source.empty()) << toString(architecture);
        EXPECT_FALSE(row->pytorch.empty()) << toString(architecture);
        EXPECT_FALSE(row->computeCapability.empty()) << toString(architecture);
    }
    EXPECT_EQ(shippedSoftwareSupport().rows().size(), allArchitectures.size());
}

TEST(ShippedSoftwareSupport, SaysWhichStackTrainsAndWhichLlamaCppBackendRunsEachVendor) {
    const auto row = [](Architecture architecture) {
        return shippedSoftwareSupport().find(architecture);
    };
    // Training needs PyTorch, local inference llama.cpp (issue 34): Gaudi 3 trains, no llama.cpp;
    // Kepler runs neither (S1, S3); a Radeon runs both, llama.cpp on ROCm and Vulkan.
    EXPECT_TRUE(row(Architecture::Gaudi3)->runsPyTorch());
    EXPECT_FALSE(row(Architecture::Gaudi3)->runsLlamaCpp());
    EXPECT_FALSE(row(Architecture::Kepler)->runsPyTorch());
    EXPECT_FALSE(row(Architecture::Kepler)->runsLlamaCpp());
    EXPECT_TRUE(row(Architecture::Rdna3)->runsPyTorch());
    EXPECT_EQ(row(Architecture::Rdna3)->llamaCppBackends, (std::vector<std::string>{"ROCm", "Vulkan"}));
    EXPECT_EQ(row(Architecture::AppleM4)->llamaCppBackends, (std::vector<std::string>{"Metal"}));
}

TEST(ShippedSoftwareSupport, KeplerIsUnsupportedSinceCuda12) {
    // seed fact S1: CUDA 12.0 (December 2022) removed compute capability 3.5 and 3.7 (the K80).
    const Gpu k80 = cardOf("Tesla K80", Architecture::Kepler);
    EXPECT_EQ(cardSupport(k80, supportDay).level, SupportLevel::Unsupported);
    EXPECT_EQ(cardSupport(k80, day(2022, 12, 1)).level, SupportLevel::Unsupported);
    EXPECT_EQ(cardSupport(k80, day(2022, 11, 30)).level, SupportLevel::Current);
    EXPECT_EQ(shippedRow(Architecture::Kepler).lastCudaToolkit, "11.8");
    EXPECT_EQ(shippedRow(Architecture::Kepler).pytorchWheels, "none"); // S3: the oldest wheel CC is 5.0
    EXPECT_NE(shippedRow(Architecture::Kepler).computeCapability.find("3.7"), std::string::npos);
    // Older than Kepler is unsupported too.
    EXPECT_EQ(levelOf(Architecture::Fermi, supportDay), SupportLevel::Unsupported);
}

TEST(ShippedSoftwareSupport, MaxwellPascalVoltaAreLegacySinceCuda13) {
    // seed facts S2, S3: CUDA 13.0 (August 2025) dropped them; PyTorch's CUDA 12.6 wheels still run them.
    for (const Architecture architecture :
         {Architecture::Maxwell, Architecture::Pascal, Architecture::Volta}) {
        EXPECT_EQ(levelOf(architecture, supportDay), SupportLevel::Legacy) << toString(architecture);
        // On the 2023 guide's price day they were current.
        EXPECT_EQ(levelOf(architecture, day(2023, 1, 30)), SupportLevel::Current) << toString(architecture);
        EXPECT_EQ(shippedRow(architecture).lastCudaToolkit, "12.9");
        EXPECT_EQ(shippedRow(architecture).pytorchWheels, "cu126");
        EXPECT_EQ(shippedRow(architecture).bf16, Availability::No); // S7: BF16 from Ampere on
        EXPECT_EQ(shippedRow(architecture).flashAttention, 0);      // S5: no FlashAttention 2
    }
}

TEST(ShippedSoftwareSupport, TuringIsTheOldestCurrentArchitectureAndNamesWhatEachLacks) {
    // seed facts S2, S5, S7.
    for (const Architecture architecture : allArchitectures) {
        const bool current = architecture >= Architecture::Turing;
        EXPECT_EQ(levelOf(architecture, supportDay) == SupportLevel::Current, current)
            << toString(architecture);
    }
    EXPECT_EQ(shippedRow(Architecture::Turing).bf16, Availability::No);
    EXPECT_EQ(shippedRow(Architecture::Turing).flashAttention, 1); // FlashAttention 1.x only
    EXPECT_EQ(shippedRow(Architecture::Ampere).bf16, Availability::Yes);
    EXPECT_EQ(shippedRow(Architecture::Ampere).fp8, Availability::No);
    EXPECT_EQ(shippedRow(Architecture::Ampere).flashAttention, 2);
    EXPECT_EQ(shippedRow(Architecture::Ada).fp8, Availability::Yes);
    EXPECT_EQ(shippedRow(Architecture::Ada).fp4, Availability::No);
    EXPECT_EQ(shippedRow(Architecture::Hopper).fp4, Availability::No);
    EXPECT_EQ(shippedRow(Architecture::Blackwell).fp4, Availability::Yes);
    EXPECT_FALSE(shippedRow(Architecture::Blackwell).flashAttention.has_value()); // the sources are silent
}

TEST(SoftwareSupportCsv, ReadsColumnsByNameAndDates) {
    const std::string text =
        "source,architecture,vendor,compute_capability,legacy_from,unsupported_from,"
        "last_cuda,pytorch_wheels,llamacpp_cuda,bf16,fp8,fp4,flash_attention,facts\n"
        "somewhere,Pascal,NVIDIA,6.x,2025-08-01,2030-01-01,12.9,cu126,12,no,no,no,none,S2 S3\n";
    const SoftwareSupportCsvParse parse = parseSoftwareSupportCsv(text);
    ASSERT_TRUE(parse.problems.empty()) << parse.problems.front().message;
    const ArchitectureSupport* row = parse.table.find(Architecture::Pascal);
    ASSERT_NE(row, nullptr);
    EXPECT_EQ(row->source, "somewhere");
    EXPECT_EQ(row->facts, (std::vector<std::string>{"S2", "S3"}));
    EXPECT_EQ(row->levelOn(day(2025, 7, 31)), SupportLevel::Current);
    EXPECT_EQ(row->levelOn(day(2025, 8, 1)), SupportLevel::Legacy);
    EXPECT_EQ(row->levelOn(day(2029, 12, 31)), SupportLevel::Legacy);
    EXPECT_EQ(row->levelOn(day(2030, 1, 1)), SupportLevel::Unsupported);
}

TEST(SoftwareSupportCsv, NamesTheLineAndColumnOfEachBadRowAndKeepsTheRest) {
    const std::string text =
        std::string(header) +
        "Ampere,NVIDIA,8.6,,,,,,yes,no,no,2,S6,ok\n"
        "Volta,NVIDIA,7.0,2025-13-01,,12.9,cu126,12,no,no,no,none,S2,bad month\n"
        "Ada,NVIDIA,8.9,,,,,,maybe,yes,no,2,S7,bad flag\n"
        "Hopper,NVIDIA,9.0,,,,,,yes,yes,no,three,S5,bad version\n"
        "Kepler,NVIDIA,3.7,2024-01-01,2023-01-01,11.8,none,none,no,no,no,none,S1,unsupported before legacy\n"
        "Rubin,NVIDIA,11,,,,,,yes,yes,yes,3,,unknown\n"
        "Ampere,NVIDIA,8.0,,,,,,yes,no,no,2,S6,twice\n";
    const SoftwareSupportCsvParse parse = parseSoftwareSupportCsv(text);
    ASSERT_EQ(parse.problems.size(), 6u);
    const std::vector<std::pair<std::size_t, std::string>> expected{
        {3, "legacy_from"},      {4, "bf16"},         {5, "flash_attention"},
        {6, "unsupported_from"}, {7, "architecture"}, {8, "architecture"}};
    for (std::size_t index = 0; index < expected.size(); ++index) {
        EXPECT_EQ(parse.problems[index].line, expected[index].first) << index;
        EXPECT_EQ(parse.problems[index].column, expected[index].second) << index;
    }
    EXPECT_EQ(parse.table.rows().size(), 1u);
    EXPECT_NE(parse.table.find(Architecture::Ampere), nullptr);
    EXPECT_EQ(parse.table.find(Architecture::Ampere)->computeCapability, "8.6"); // the first row wins
}

TEST(SoftwareSupportCsv, AMissingColumnIsNamed) {
    const SoftwareSupportCsvParse parse = parseSoftwareSupportCsv("architecture,vendor\nAmpere,NVIDIA\n");
    ASSERT_EQ(parse.problems.size(), 1u);
    EXPECT_EQ(parse.problems.front().column, "compute_capability");
    EXPECT_TRUE(parse.table.rows().empty());
}

TEST(SoftwareSupport, ACardWithoutARowIsNotHeldBack) {
    const SoftwareSupportTable empty;
    const CardSupport support = cardSupport(cardOf("Tesla K80", Architecture::Kepler), supportDay, empty);
    EXPECT_EQ(support.level, SupportLevel::Current);
    EXPECT_EQ(support.row, nullptr);
    EXPECT_TRUE(isOffered(cardOf("Tesla K80", Architecture::Kepler), supportDay, false, empty));
}

TEST(SoftwareSupport, TheSwitchOffersUnsupportedCards) {
    const Gpu k80 = cardOf("Tesla K80", Architecture::Kepler);
    EXPECT_FALSE(isOffered(k80, supportDay, false));
    EXPECT_TRUE(isOffered(k80, supportDay, true));
    EXPECT_TRUE(isOffered(cardOf("GTX 1080 Ti", Architecture::Pascal), supportDay, false)); // legacy stays
}

namespace {

/// A catalog of three priced cards: a current one, a legacy one and an unsupported one, the
/// unsupported one the cheapest for its speed (so it would win every ranking if it were let in).
class SupportRuleTest : public ::testing::Test {
protected:
    SupportRuleTest()
        : gpus{sampleConsumerGpu(), cardOf("GTX 1080 Ti", Architecture::Pascal),
               cardOf("Tesla K80", Architecture::Kepler)}
        , prices{price("RTX 3090", 800), price("GTX 1080 Ti", 400), price("Tesla K80", 50)}
        , book(prices)
        , systems{{1, 1000, 100, ""}}
        , model(sampleConsumerGpu(), {Metric::Training16, Workload::Transformer}) {}

    static PriceObservation price(const std::string& name, double usd) {
        PriceObservation observation;
        observation.gpuName = name;
        observation.condition = Condition::Used;
        observation.priceUsd = usd;
        observation.observedOn = day(2026, 10, 1);
        observation.source = "test";
        return observation;
    }

    LivePick pick(bool includeUnsupported, std::span<const GuideCard> guide = {}) const {
        PickRequest request;
        request.asOf = supportDay;
        request.includeUnsupported = includeUnsupported;
        return livePick(gpus, book, systems, model, request, guide);
    }

    Ranking rank(bool includeUnsupported) const {
        RankingOptions options;
        options.perDollar = true;
        options.condition = Condition::Used;
        options.asOf = supportDay;
        options.includeUnsupported = includeUnsupported;
        const auto cardPrices = book.latestFor(gpus, Condition::Used, supportDay);
        return rankCards(gpus, cardPrices, model, systems.front(), options);
    }

    static bool has(const LivePick& result, const std::string& name) {
        return std::any_of(result.candidates.begin(), result.candidates.end(),
                           [&](const PickCandidate& candidate) { return candidate.gpu->name == name; });
    }

    std::vector<Gpu> gpus;
    std::vector<PriceObservation> prices;
    PriceBook book;
    std::vector<SystemBaseCost> systems;
    PerformanceModel model;
};

} // namespace

TEST_F(SupportRuleTest, ThePickLeavesOutUnsupportedCardsAndCountsThem) {
    const LivePick result = pick(false);
    EXPECT_FALSE(has(result, "Tesla K80"));
    EXPECT_TRUE(has(result, "GTX 1080 Ti")); // legacy cards stay, with their catch
    EXPECT_TRUE(has(result, "RTX 3090"));
    EXPECT_EQ(result.unsupported, 1);

    const LivePick included = pick(true);
    EXPECT_TRUE(has(included, "Tesla K80"));
    EXPECT_EQ(included.unsupported, 0);
}

TEST_F(SupportRuleTest, AGuideCardCurrentSoftwareDoesNotRunIsJudgedUnsupported) {
    const GuideCard card{"Tesla K80", Condition::Used};
    const LivePick result = pick(false, std::span<const GuideCard>(&card, 1));
    ASSERT_EQ(result.guide.size(), 1u);
    EXPECT_EQ(result.guide.front().verdict, GuideVerdict::Unsupported);
    EXPECT_NE(pick(true, std::span<const GuideCard>(&card, 1)).guide.front().verdict,
              GuideVerdict::Unsupported);
}

TEST_F(SupportRuleTest, TheRankingLeavesOutUnsupportedCardsAndNamesThem) {
    const Ranking ranking = rank(false);
    ASSERT_EQ(ranking.unsupported.size(), 1u);
    EXPECT_EQ(ranking.unsupported.front()->name, "Tesla K80");
    EXPECT_EQ(ranking.cards.size(), 2u);
    for (const RankedCard& card : ranking.cards) {
        EXPECT_NE(card.gpu->name, "Tesla K80");
    }
    const Ranking included = rank(true);
    EXPECT_EQ(included.cards.size(), 3u);
    EXPECT_TRUE(included.unsupported.empty());
}

TEST_F(SupportRuleTest, CloudOffersOfUnsupportedCardsAreNotRanked) {
    CloudOffer offer;
    offer.provider = "Old cloud";
    offer.instance = "k80";
    offer.gpuName = "Tesla K80";
    offer.gpuCount = 1;
    offer.usdPerHour = 0.1;
    offer.observedOn = day(2026, 6, 1);
    CloudOffer current = offer;
    current.instance = "3090";
    current.gpuName = "RTX 3090";
    const std::vector<CloudOffer> offers{offer, current};
    const std::vector<CloudCandidate> ranked = rankCloudOffers(gpus, offers, model, 0, supportDay);
    ASSERT_EQ(ranked.size(), 1u);
    EXPECT_EQ(ranked.front().gpu->name, "RTX 3090");
}

TEST(CardCatchesSoftware, ALegacyCardCarriesTheCatch) {
    // seed facts S2, S3: a Pascal card runs only an older toolkit line in 2026.
    const Gpu pascal = cardOf("GTX 1080 Ti", Architecture::Pascal);
    const CardCatches catches = cardCatches(pascal, nullptr, Chassis::Workstation, supportDay, 6);
    EXPECT_TRUE(catches.software.legacy());
    EXPECT_TRUE(catches.any());
    const CardCatches ampere = cardCatches(sampleConsumerGpu(), nullptr, Chassis::Workstation, supportDay, 6);
    EXPECT_EQ(ampere.software.level, SupportLevel::Current);
    EXPECT_FALSE(ampere.any());
}

} // namespace gpuadvisor
