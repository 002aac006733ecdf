#include "gpuadvisor/core/namematch.h"

#include <gtest/gtest.h>

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

TEST(NameMatch, SuggestsNothingForUnrelatedText) {
    EXPECT_TRUE(closestNames("radeon instinct mi300x", names).empty());
}
