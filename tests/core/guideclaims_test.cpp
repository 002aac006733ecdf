#include "gpuadvisor/core/advice/guideclaims.h"

#include <gtest/gtest.h>

namespace gpuadvisor {
namespace {

const Date guideClaimsDay{std::chrono::year{2023}, std::chrono::January, std::chrono::day{30}};
const Date guideClaimsDayBefore{std::chrono::year{2023}, std::chrono::January, std::chrono::day{29}};

TEST(GuideConventionPrices, AveragesTheNewAndTheUsedPriceOfTheDay) {
    // seed fact C1: the guide's price is the mean of an Amazon (new) and an eBay (used) price.
    std::vector<Gpu> gpus(3);
    gpus[0].name = "Both";
    gpus[1].name = "Used only";
    gpus[2].name = "Other day";
    const std::vector<PriceObservation> prices{
        {"Both", Condition::New, 1000, guideClaimsDay, "shop"},
        {"Both", Condition::Used, 700, guideClaimsDay, "auction"},
        {"Both", Condition::New, 5, guideClaimsDayBefore, "stale"},
        {"Used only", Condition::Used, 300, guideClaimsDay, "auction"},
        {"Other day", Condition::New, 400, guideClaimsDayBefore, "shop"},
    };
    const std::vector<PriceObservation> result = guideConventionPrices(gpus, prices, guideClaimsDay);
    ASSERT_EQ(result.size(), 2u);
    EXPECT_EQ(result[0].gpuName, "Both");
    EXPECT_DOUBLE_EQ(result[0].priceUsd, 850);
    EXPECT_EQ(result[0].observedOn, guideClaimsDay);
    EXPECT_EQ(result[1].gpuName, "Used only");
    EXPECT_DOUBLE_EQ(result[1].priceUsd, 300);
}

} // namespace
} // namespace gpuadvisor
