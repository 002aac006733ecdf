#pragma once

// Every choice behind a performance chart: the purchase context (condition, as-of day, ownership,
// workload, GPUs per machine: the window's context line sets it for every page), the charts page's
// own controls, and what the headless export takes from the command line.

#include "gpuadvisor/core/catalog/architecture.h"
#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/enums.h"
#include "gpuadvisor/core/cost/ownership.h"

#include "gpuadvisor/text/pricetext.h"
#include "gpuadvisor/ui/shared/purchasecontext.h"

#include <QString>

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

/// The purchase context's fields are the base's (settings.condition, settings.asOf, ...): pages read
/// them as before, and context() / setContext() take or replace them in one go.
struct ChartSettings : PurchaseContext {
    Metric metric = Metric::Training16;
    bool perDollar = false;
    double minMemoryGb = 0;
    std::string referenceName = "H100 SXM"; ///< Scores are relative to one of these.
    /// Which segments to show, indexed by Segment (consumer, workstation, datacenter).
    std::array<bool, 3> segments{true, true, true};
    /// Which vendors to show, indexed as allVendors (NVIDIA, AMD, Intel, Apple). A device of a vendor
    /// the app does not list is always shown.
    std::array<bool, allVendors.size()> vendors{true, true, true, true};
    QString search; ///< Case-insensitive substring of the card name; empty shows all.
    /// Prices older than this many months before asOf are marked old (a preference).
    int stalePriceMonths = defaultStalePriceMonths;
    /// Chart, rank and pick cards that current software no longer runs on (softwaresupport.h);
    /// off by default, a visible switch on the charts page.
    bool includeUnsupported = false;

    text::PriceAgeRule priceAge() const { return {asOf, stalePriceMonths}; }

    bool showsSegment(Segment segment) const { return segments[static_cast<std::size_t>(segment)]; }
    bool showsVendor(std::string_view vendor) const;
    /// The vendors shown, as names for RankingOptions::vendors and PickRequest::vendors; empty when
    /// every vendor is.
    std::vector<std::string> shownVendors() const;
};

} // namespace gpuadvisor
