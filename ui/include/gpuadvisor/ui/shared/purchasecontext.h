#pragma once

// The purchase context: what every page prices and costs a card by. One value, owned by the main
// window, shown and edited in the context line under the tab bar (contextbar.h) and handed to
// every page, so a card has one price and one cost of ownership on the Charts, Compare, Build,
// Cloud and LLM Planner pages and in the wizard.

#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/enums.h"
#include "gpuadvisor/core/cost/ownership.h"

namespace gpuadvisor {

struct PurchaseContext {
    Condition condition = Condition::New; ///< Cards priced new or used.
    Date asOf = todayUtc();               ///< Each card's newest price on or before this day.
    OwnershipAssumptions ownership;       ///< Years, $/kWh and utilisation of the cost of ownership.
    Workload workload = Workload::Transformer;
    int gpuCount = 1; ///< 1-8 cards of one type per machine.

    /// The purchase part of a type that extends the context (ChartSettings), and setting it alone.
    const PurchaseContext& context() const { return *this; }
    void setContext(const PurchaseContext& context) { *this = context; }
};

inline bool operator==(const PurchaseContext& a, const PurchaseContext& b) {
    return a.condition == b.condition && a.asOf == b.asOf && a.ownership.years == b.ownership.years &&
           a.ownership.kwhPriceUsd == b.ownership.kwhPriceUsd &&
           a.ownership.utilization == b.ownership.utilization && a.workload == b.workload &&
           a.gpuCount == b.gpuCount;
}

} // namespace gpuadvisor
