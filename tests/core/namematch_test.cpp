#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/catalog/namematch.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>

using namespace gpuadvisor;

namespace {
const std::vector<std::string> names{"RTX 4090",    "RTX 4090 D",     "RTX 4080",       "RTX 3090",
                                     "GTX 1080 Ti", "A100 SXM4 80GB", "A100 PCIe 40GB", "H100 SXM"};
}

TEST(NameMatch, FindsNamesIgnoringCaseAndSpacing) {
    EXPECT_EQ(findNameIgnoringCase("rtx 4090", names), "RTX 4090");
    EXPECT_EQ(findNameIgnoringCase("  RTX   4090 ", names), "RTX 4090");
    EXPECT_EQ(findNameIgnoringCase("gtx 1080 ti", names), "GTX 1080 Ti");
    EXPECT_FALSE(findNameIgnoringCase("RTX 409", names));
    EXPECT_EQ(normalizedName("  RTX\t  4090 D "), "rtx 4090 d");
}

TEST(NameMatch, PlainAsciiNamesAreCollapsedLikeAnyOther) {
    // A name already in stored form comes back as it is; one with a space too many, a space or a
    // line break at an end, or a tab inside does not (the shortcut for stored names must not
    // take them).
    EXPECT_EQ(collapsedSpaces("GeForce RTX 4090 D"), "GeForce RTX 4090 D");
    EXPECT_EQ(collapsedSpaces("RTX  4090"), "RTX 4090");
    EXPECT_EQ(collapsedSpaces(" RTX 4090"), "RTX 4090");
    EXPECT_EQ(collapsedSpaces("RTX 4090 "), "RTX 4090");
    EXPECT_EQ(collapsedSpaces("RTX 4090\n"), "RTX 4090");
    EXPECT_EQ(collapsedSpaces("RTX\t4090"), "RTX 4090");
    EXPECT_EQ(collapsedSpaces(""), "");
    EXPECT_EQ(normalizedName("GeForce RTX 4090 D"), "geforce rtx 4090 d");
    EXPECT_EQ(normalizedName("RTX 4090\u00A0"), "rtx 4090");

    // Written into a buffer for a lookup: only names in stored form that fit.
    std::array<char, 18> buffer{};
    EXPECT_EQ(normalizedNameInto("GeForce RTX 4090 D", buffer), "geforce rtx 4090 d");
    EXPECT_FALSE(normalizedNameInto("GeForce RTX 4090 Ti", buffer)) << "one character too long";
    EXPECT_FALSE(normalizedNameInto("RTX  4090", buffer));
    EXPECT_FALSE(normalizedNameInto("RTX\u00A04090", buffer));
}

TEST(NameMatch, SuggestsTheClosestNamesForATypo) {
    const auto suggestions = closestNames("rtx 4095", names);
    ASSERT_FALSE(suggestions.empty());
    EXPECT_EQ(suggestions.front(), "RTX 4090");
}

TEST(NameMatch, SuggestsNamesContainingAPartialQuery) {
    const auto suggestions = closestNames("a100", names);
    ASSERT_EQ(suggestions.size(), 2u);
    EXPECT_EQ(suggestions[0].substr(0, 4), "A100");
    EXPECT_EQ(suggestions[1].substr(0, 4), "A100");
}

TEST(NameMatch, NamesContainingTheQueryAreRankedByTheirWholeDistance) {
    // Both contain "a100" but are far more than a typo away; the nearer one comes first.
    const std::vector<std::string> longNames{"A100 PCIe 80GB with a much longer name", "A100 SXM4"};
    EXPECT_EQ(closestNames("a100", longNames),
              (std::vector<std::string>{"A100 SXM4", "A100 PCIe 80GB with a much longer name"}));
}

TEST(NameMatch, ATypoIsAThirdOfTheQueryAtMost) {
    // "abcdefghi" allows 3 changes: "abcxyzghi" is 3 away, "abxxyzghi" 4.
    const std::vector<std::string> candidates{"abxxyzghi", "abcxyzghi"};
    EXPECT_EQ(closestNames("abcdefghi", candidates), std::vector<std::string>{"abcxyzghi"});
}

TEST(NameMatch, AMatcherSuggestsWhatClosestNamesSuggests) {
    const NameMatcher matcher(names);
    for (const char* query : {"rtx 4095", "a100", "radeon instinct mi300x", "GTX 1080", "h100 sxm5"}) {
        EXPECT_EQ(matcher.closest(query), closestNames(query, names)) << query;
        EXPECT_EQ(matcher.closest(query, 1), closestNames(query, names, 1)) << query;
    }
}

TEST(NameMatch, SuggestsNothingForUnrelatedText) {
    EXPECT_TRUE(closestNames("radeon instinct mi300x", names).empty());
}

TEST(NameMatch, NaturalOrderComparesNumbersAsNumbers) {
    std::vector<std::string> sorted{"RTX 4090 D", "GTX 1080 Ti", "gtx 580",        "GTX 980 Ti",
                                    "RTX 4090",   "GTX 1080",    "A100 SXM4 80GB", "A10"};
    std::sort(sorted.begin(), sorted.end(),
              [](const std::string& a, const std::string& b) { return naturalLess(a, b); });
    EXPECT_EQ(sorted, (std::vector<std::string>{"A10", "A100 SXM4 80GB", "gtx 580", "GTX 980 Ti", "GTX 1080",
                                                "GTX 1080 Ti", "RTX 4090", "RTX 4090 D"}));
    EXPECT_FALSE(naturalLess("RTX 4090", "rtx 4090"));
    EXPECT_FALSE(naturalLess("rtx 4090", "RTX 4090"));
}

TEST(NameMatch, SortKeysOrderNamesAsNaturalLessDoes) {
    // The catalog sorts its benchmark rows by these keys (issue 36); a key that disagreed with
    // naturalLess would list the rows in another order than every other list of cards.
    const std::vector<std::string> pieces{
        "a",   "B", "x",  " ",   "-",         ":",          "/",           "0",        "00",
        "7",   "9", "10", "007", "123456789", "1234567890", "99999999999", "\xC3\xA9", "\xE4\xB8\xAD",
        "\x7F"};
    std::mt19937 random(36);
    std::uniform_int_distribution<std::size_t> piece(0, pieces.size() - 1);
    std::uniform_int_distribution<int> length(0, 5);
    std::vector<std::string> names{"", "RTX 4090", "rtx 4090", "RTX 4090 D", "GTX 1080", "A100", "A10"};
    for (int n = 0; n < 400; ++n) {
        std::string name;
        for (int k = length(random); k > 0; --k) {
            name += pieces[piece(random)];
        }
        names.push_back(name);
    }
    for (const std::string& a : names) {
        const std::string keyA = naturalSortKey(a);
        for (const std::string& b : names) {
            const std::string keyB = naturalSortKey(b);
            ASSERT_EQ(keyA < keyB, naturalLess(a, b)) << "'" << a << "' vs '" << b << "'";
            ASSERT_EQ(keyA == keyB, !naturalLess(a, b) && !naturalLess(b, a))
                << "'" << a << "' vs '" << b << "'";
        }
    }
    // Numbers as numbers, leading zeros ignored, case ignored.
    EXPECT_LT(naturalSortKey("GTX 980"), naturalSortKey("GTX 1080"));
    EXPECT_LT(naturalSortKey("run 999999999"), naturalSortKey("run 1000000000"));
    EXPECT_EQ(naturalSortKey("Model 007"), naturalSortKey("model 7"));
    // The longest keys: a length mark before every digit, or five before a long number.
    EXPECT_EQ(naturalSortKey("1a1a1a1a").size(), 12U);
    EXPECT_EQ(naturalSortKey("7").size(), 2U);
    EXPECT_EQ(naturalSortKey("12345678901").size(), 16U);
    EXPECT_LT(naturalSortKey("1a1a1a1a"), naturalSortKey("1a1a1a1b"));
}

TEST(NameMatch, UnicodeSpacesAreSpacesAndInvisibleCharactersAreDropped) {
    // Copied from a web page: no-break, thin, narrow no-break and ideographic spaces, a zero-width
    // space, a word joiner, a byte-order mark and a left-to-right mark.
    for (const char* lookAlike : {"RTX\u00A03090", "RTX\u20093090", "RTX\u202F3090", "RTX\u30003090",
                                  "RTX 3090\u200B", "\uFEFFRTX 3090", "RTX \u20603090", "RTX\u200E 3090",
                                  "\u00A0RTX\u2002\u2003 3090\u00A0", "RTX\u00AD 3090"}) {
        EXPECT_EQ(collapsedSpaces(lookAlike), "RTX 3090") << lookAlike;
        EXPECT_EQ(normalizedName(lookAlike), "rtx 3090") << lookAlike;
        EXPECT_EQ(findNameIgnoringCase(lookAlike, names), "RTX 3090") << lookAlike;
    }
    // Other text is kept as it is: CJK, accents, and bytes that are not UTF-8.
    EXPECT_EQ(collapsedSpaces("显卡\u3000名称"), "显卡 名称");
    EXPECT_EQ(collapsedSpaces("Radeon™ Pro Duo"), "Radeon™ Pro Duo");
    EXPECT_EQ(collapsedSpaces("bad \xE2\x80 byte \xFF"), "bad \xE2\x80 byte \xFF");
    EXPECT_EQ(collapsedSpaces("\u200B\u00A0"), "") << "only invisible characters: an empty name";
}

// A card is found in a list by its name as people type it: any case, extra or Unicode spaces;
// cards whose names are not in stored form (made in memory, or very long) are found too.
TEST(NameMatch, CardsAreFoundInAListByTheirNameAsTyped) {
    std::vector<Gpu> gpus(4);
    gpus[0].name = "RTX 4090";
    gpus[1].name = "RTX  4090 D"; // not in stored form: two spaces
    gpus[2].name = "H100 SXM";
    gpus[3].name = "Card " + std::string(300, 'x'); // longer than the stack buffer
    EXPECT_EQ(findGpu(gpus, "rtx 4090"), &gpus[0]);
    EXPECT_EQ(findGpu(gpus, "  RTX\u00A04090 "), &gpus[0]);
    EXPECT_EQ(findGpu(gpus, "rtx 4090 d"), &gpus[1]);
    EXPECT_EQ(findGpu(gpus, "H100  sxm"), &gpus[2]);
    EXPECT_EQ(findGpu(gpus, "card " + std::string(300, 'X')), &gpus[3]);
    EXPECT_EQ(findGpu(gpus, "RTX 409"), nullptr);
    EXPECT_EQ(findGpu(gpus, "H100 SXM5"), nullptr);
}
