#include "wizard/advisorstate.h"

namespace gpuadvisor {

const Gpu* AdvisorState::reference() const {
    if (!hasCards()) {
        return nullptr;
    }
    const Gpu* named = snapshot->find(settings.referenceName);
    return named != nullptr ? named : &snapshot->gpus.front();
}

const PriceBook& AdvisorState::prices() const {
    static const PriceBook noPrices;
    return snapshot ? snapshot->priceBook : noPrices;
}

FlowWalk AdvisorState::walk() const {
    return walkFlowchart(answers.flow, prices(), settings.asOf);
}

Recommendation AdvisorState::recommend() const {
    // An empty catalog has no reference card; the placeholder is never scored, as there is no
    // card to score against it.
    static const Gpu noCard;
    const Gpu* referenceCard = reference();
    AdvisorCatalog catalog;
    if (snapshot) {
        catalog.gpus = snapshot->gpus;
        catalog.prices = &snapshot->priceBook;
        catalog.systemCosts = snapshot->systemCosts;
        catalog.cloudOffers = snapshot->cloudOffers;
        catalog.measurements = snapshot->measured.results();
    }
    catalog.llmPresets = llmPresets;
    // The charts page's switch decides for every page whether unsupported cards are offered.
    AdvisorAnswers asked = answers;
    asked.includeUnsupported = settings.includeUnsupported;
    // So does its vendor filter, unless the wizard's answers name vendors of their own.
    if (asked.vendors.empty()) {
        asked.vendors = settings.shownVendors();
    }
    return gpuadvisor::recommend(asked, catalog, referenceCard != nullptr ? *referenceCard : noCard,
                                 settings.asOf, settings.ownership);
}

} // namespace gpuadvisor
