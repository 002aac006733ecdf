#pragma once

// The numbers behind the LLM planner page, computed from a CatalogSnapshot in memory on every
// input change (no SQLite): every card planned on 1 to maxGpus of it, the bars of the tokens/s
// chart, the cheapest build that reaches a target speed, and one build against the cloud offers.
// No text here: the page words it.

#include "gpuadvisor/core/catalog/softwaresupport.h"
#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/core/llm/llmcost.h"
#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/text/pricetext.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shared/chartsettings.h"

#include <QStringList>

#include <optional>
#include <string_view>
#include <vector>

namespace gpuadvisor {

/// One card planned on 1, 2, ... maxGpus of it.
struct LlmCardPlans {
    const Gpu* gpu = nullptr;          ///< Points into the snapshot.
    const PriceQuote* price = nullptr; ///< One card, in the chosen condition as of the day; or none.
    std::vector<LlmPlan> plans;        ///< plans[n - 1] is on n cards.
    CardSupport software;              ///< Current software's support as of the day.
    /// Of a vendor the Charts page shows (ChartSettings::vendors): the chart and the cheapest way
    /// leave the others out; a device chosen by name is planned either way.
    bool vendorShown = true;

    /// The fewest cards that hold the workload, if any of the counts does.
    std::optional<int> fewestThatFit() const;
    /// The plan on `count` cards, or nullptr outside 1..plans.size().
    const LlmPlan* planOn(int count) const;
};

/// The whole catalog planned for one workload.
struct LlmCatalogPlan {
    LlmWorkload workload;
    int maxGpus = 1;
    std::vector<LlmCardPlans> cards; ///< In the snapshot's order.
    /// Chart and pick cards current software no longer runs on (they are planned either way, so a
    /// card chosen by name still shows its plan).
    bool includeUnsupported = false;

    /// The card of that exact name, or nullptr.
    const LlmCardPlans* find(std::string_view name) const;
};

/// Plans every card of the snapshot on 1..maxGpus (clamped to 1..maximumLlmGpus) of it, prices
/// in `condition` as of `asOf`; the chart and the cheapest way leave out cards current software
/// no longer runs on unless `includeUnsupported`.
LlmCatalogPlan planCatalog(const CatalogSnapshot& snapshot, const LlmWorkload& workload, int maxGpus,
                           Condition condition, Date asOf, bool includeUnsupported = false);
/// The same for the vendors `settings` shows (its condition, day and unsupported rule too).
LlmCatalogPlan planCatalog(const CatalogSnapshot& snapshot, const LlmWorkload& workload, int maxGpus,
                           const ChartSettings& settings);

/// Decode tokens/s for every `perMoneyUnit` US dollars of the cards' price.
double tokensPerSecondPerThousandUsd(double tokensPerSecond, double cardPriceUsd, int count);

/// A bar of the tokens/s chart: a card on the fewest of it that hold the workload.
struct LlmSpeedBar {
    const Gpu* gpu = nullptr; ///< Points into the snapshot.
    int count = 1;
    LlmPlan plan;
    const PriceQuote* price = nullptr;
    bool oldPrice = false;                ///< The price is old by the chart's rule.
    std::optional<double> perThousandUsd; ///< Decode tokens/s per $1,000 of the cards; none unpriced.
    /// What the bar shows: tokens/s, or tokens/s per 1,000 of the display currency.
    double value = 0;

    double tokensPerSecond() const; ///< Decode, all users together.
};

/// The tokens/s chart: its bars and what it leaves out, in numbers and words.
struct LlmSpeedChartData {
    std::vector<LlmSpeedBar> bars; ///< Best first: the best maxLlmSpeedBars of the chartedCards.
    /// The cards with a bar to show, before the best maxLlmSpeedBars are kept.
    std::size_t chartedCards = 0;
    bool perPrice = false;
    bool inference = true; ///< Fine-tuning is planned for memory only: no bars.
    int maxGpus = 1;
    int cardsThatDoNotFit = 0;    ///< Not enough memory on up to maxGpus.
    int cardsLackingFp4 = 0;      ///< FP4 weights need FP4 tensor cores.
    QStringList unpricedCards;    ///< Left out of the per-price view.
    QStringList unsupportedCards; ///< Left out: current software no longer runs on them.
    /// Left out: the task's software does not run on them (no llama.cpp backend for inference,
    /// no PyTorch build for fine-tuning; runsSoftwareFor).
    QStringList withoutSoftwareCards;
    /// Left out: of a vendor the Charts page's vendor boxes hide (LlmCardPlans::vendorShown).
    std::size_t otherVendorCards = 0;
    std::size_t oldPricedBars = 0; ///< Per-price bars on an old price.
    std::size_t offloadedBars = 0; ///< Bars of builds that keep part of the model in RAM.
    text::PriceAgeRule priceAge;

    // Set by the page, in the user's language; the export draws the same.
    QString title;
    QString valueTitle;
    QString caption;     ///< Where the numbers come from and what is left out.
    QString assumptions; ///< The exported chart's line under the title (chartassumptions.h).
    QString highlighted; ///< The bar label of the build shown in detail, or empty.
};

/// The most bars the tokens/s chart shows: the best of a bigger catalog (a chart of 100,000 cards
/// can be neither drawn quickly nor read). More than the shipped catalog holds.
inline constexpr std::size_t maxLlmSpeedBars = 100;

/// The bars over every card: the fewest count that holds the workload, best first (ties by name),
/// the best `maxBars` of them.
LlmSpeedChartData speedChartData(const LlmCatalogPlan& plan, bool perPrice,
                                 const text::PriceAgeRule& priceAge, std::size_t maxBars = maxLlmSpeedBars);

/// A build of `count` of one card.
struct LlmBuildChoice {
    const Gpu* gpu = nullptr;
    int count = 1;
    const PriceQuote* price = nullptr;
    double cardsUsd = 0;
    double tokensPerSecond = 0;
    /// Held partly in the computer's RAM (LlmPlan::offloaded): GB there, 0 when all on the GPUs.
    double ramHeldGiB = 0;
};

/// The answer to "how do I reach this speed for the least money".
struct LlmTargetSearch {
    /// The build whose cards cost least and reach the target (ties: fewer cards, then faster).
    std::optional<LlmBuildChoice> cheapest;
    int reachingUnpriced = 0; ///< Cards that reach it on some count but have no price.
    /// Cards left out because current software no longer runs on them (unless included).
    QStringList unsupportedCards;
    std::optional<LlmBuildChoice> fastest; ///< The fastest build of all, priced or not.
};

/// Over every card and count of `plan` that holds the workload and decodes at least
/// `targetTokensPerSecond` (all users together); unsupported cards only when the plan includes them.
LlmTargetSearch cheapestToReach(const LlmCatalogPlan& plan, double targetTokensPerSecond);

/// A cloud offer running the workload.
struct LlmCloudRow {
    const CloudOffer* offer = nullptr; ///< Points into the snapshot.
    const Gpu* gpu = nullptr;
    LlmPlan plan; ///< On the offer's GPUs.
    double usdPerMillionTokens = 0;
};

/// One owned build against the cloud, per million decoded tokens.
struct LlmCloudComparison {
    std::optional<OwnershipCost> ownedCost; ///< Needs a card price and a system base cost.
    std::optional<double> ownedUsdPerMillionTokens;
    std::vector<LlmCloudRow> offers; ///< Current offers that hold the workload, cheapest a token first.
    int offersThatDoNotFit = 0;
    int offersOfUnknownCards = 0;
    /// The build against offers.front(), when both make tokens and the build has a cost.
    std::optional<BuyVersusRent> versusCheapest;
};

/// `count` of `card` (owned over `ownership`) against every current cloud offer as of `asOf`.
LlmCloudComparison compareWithCloud(const CatalogSnapshot& snapshot, const LlmCatalogPlan& plan,
                                    const LlmCardPlans& card, int count,
                                    const OwnershipAssumptions& ownership, Date asOf);

} // namespace gpuadvisor
