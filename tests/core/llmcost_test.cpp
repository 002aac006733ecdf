// Cost per million tokens, owned and rented, and the daily volume at which buying pays off.

#include "gpuadvisor/core/llm/llmcost.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

OwnershipCost machine() {
    OwnershipCost cost;
    cost.gpuCount = 2;
    cost.cardsUsd = 3000;
    cost.systemUsd = 1000;
    cost.busyWatts = 500;
    cost.electricityUsd = 1000;
    return cost;
}

TEST(LlmCost, OwnedCostSpreadsTheWholeOwnershipOverTheTokensMadeWhileBusy) {
    OwnershipAssumptions assumptions;
    assumptions.years = 1;
    assumptions.utilization = 0.5;
    // 100 tokens/s x 3600 x 8760 h x 0.5 = 1.5768e9 tokens for $5,000.
    EXPECT_NEAR(*ownedUsdPerMillionTokens(machine(), 100, assumptions), 5000 / 1576.8, 1e-9);
    EXPECT_FALSE(ownedUsdPerMillionTokens(machine(), 0, assumptions));
    assumptions.utilization = 0;
    EXPECT_FALSE(ownedUsdPerMillionTokens(machine(), 100, assumptions));
}

TEST(LlmCost, RentedCostIsTheHourlyPriceOverTheTokensAnHour) {
    // $2 an hour at 100 tokens/s: 360,000 tokens an hour.
    EXPECT_NEAR(*rentedUsdPerMillionTokens(2, 100), 2 / 0.36, 1e-9);
    EXPECT_FALSE(rentedUsdPerMillionTokens(2, 0));
    EXPECT_FALSE(rentedUsdPerMillionTokens(-1, 100));
}

// A free offer (a research credit, a lab's own cluster entered at $0) costs nothing a token, and
// buying never pays off against it (issue 37: refusing 0 left buy-versus-rent with no value).
TEST(LlmCost, AFreeOfferCostsNothingAndBuyingNeverBeatsIt) {
    ASSERT_TRUE(rentedUsdPerMillionTokens(0, 100));
    EXPECT_EQ(*rentedUsdPerMillionTokens(0, 100), 0);
    const BuyVersusRent free = buyVersusRent(machine(), 100, 0.20, 2, 0, 100);
    EXPECT_EQ(free.rentedUsdPerMillion, 0);
    EXPECT_FALSE(free.breakEvenTokensPerDay);
}

TEST(LlmCost, BuyingPaysOffAboveTheBreakEvenDailyVolume) {
    // Fixed: $4,000 over 2 years = $5.479 a day. Electricity: 0.5 kW x 2.778 h a million tokens x
    // $0.20 = $0.2778. Renting: $5.556 a million. Break-even: 5.479 / (5.556 - 0.2778) million.
    const BuyVersusRent result = buyVersusRent(machine(), 100, 0.20, 2, 2, 100);
    EXPECT_NEAR(result.ownedFixedUsdPerDay, 4000.0 / 730, 1e-9);
    EXPECT_NEAR(result.ownedElectricityUsdPerMillion, 0.5 * (1e6 / 360000) * 0.20, 1e-9);
    EXPECT_NEAR(result.rentedUsdPerMillion, 2 / 0.36, 1e-9);
    EXPECT_NEAR(result.ownedCapacityTokensPerDay, 8.64e6, 1e-3);
    ASSERT_TRUE(result.breakEvenTokensPerDay);
    EXPECT_NEAR(*result.breakEvenTokensPerDay, 4000.0 / 730 / (2 / 0.36 - 0.5 * (1e6 / 360000) * 0.20) * 1e6,
                1e-3);
}

TEST(LlmCost, NoBreakEvenWhenRentingCostsNoMoreThanTheElectricityOrExceedsCapacity) {
    // Renting at $0.10 an hour costs $0.2778 a million, the same as the owned electricity.
    EXPECT_FALSE(buyVersusRent(machine(), 100, 0.20, 2, 0.10, 100).breakEvenTokensPerDay);
    // Renting just above it: the break-even would need more tokens a day than the machine makes.
    EXPECT_FALSE(buyVersusRent(machine(), 100, 0.20, 2, 0.11, 100).breakEvenTokensPerDay);
}

} // namespace
