#include "gpuadvisor/core/advisor.h"

#include <algorithm>

namespace gpuadvisor {

double defaultMemoryGb(const FlowAnswers& answers) {
    const bool transformers = answers.organization.value_or(false) || answers.transformers.value_or(false) ||
                              answers.llms.value_or(false);
    if (transformers) {
        return useCaseMemory(UseCase::Transformers).gb; // M1
    }
    return useCaseMemory(UseCase::Learning).gb; // M3
}

std::pair<double, MemorySource> memoryNeedGb(const MemoryNeed& need, const FlowAnswers& answers) {
    double gb = 0;
    MemorySource source = MemorySource::PathDefault;
    if (need.gb) {
        gb = std::max(*need.gb, 0.0);
        source = MemorySource::Stated;
    } else if (need.llm) {
        const int gpus = std::clamp(answers.gpuCount, 1, maximumLlmGpus);
        gb = llmMemory(*need.llm, gpus).totalGiB() / gpus;
        source = MemorySource::LanguageModel;
    } else if (need.useCase) {
        gb = useCaseMemory(*need.useCase).gb;
        source = MemorySource::UseCase;
    } else if (need.model) {
        gb = estimateModelMemory(*need.model).totalGb();
        source = MemorySource::Model;
    } else {
        gb = defaultMemoryGb(answers);
    }
    return {gb + (need.displayGpu ? displayGpuExtraGb : 0), source};
}

Recommendation recommend(const AdvisorAnswers& answers, const AdvisorCatalog& catalog, const Gpu& reference,
                         Date asOf, const OwnershipAssumptions& ownership) {
    static const PriceBook noPrices;
    const PriceBook& prices = catalog.prices != nullptr ? *catalog.prices : noPrices;
    Recommendation result;
    result.walk = walkFlowchart(answers.flow, prices, asOf);
    std::tie(result.memoryGb, result.memorySource) = memoryNeedGb(answers.memory, answers.flow);
    if (result.memorySource == MemorySource::Model && answers.memory.model) {
        result.modelEstimate = estimateModelMemory(*answers.memory.model);
    }
    // Running a model quantised to 8 or 4 bits is accepting 8-bit work (R3 step 2).
    const bool quantisedInference = result.memorySource == MemorySource::Model && answers.memory.model &&
                                    !answers.memory.model->training &&
                                    (answers.memory.model->precision == Precision::Int8 ||
                                     answers.memory.model->precision == Precision::Int4);
    result.query = queryForAnswers(answers.flow, answers.accept8Bit || quantisedInference);
    if (!result.walk.complete()) {
        return result;
    }
    const LeafInfo& leaf = leafInfo(*result.walk.leaf);
    const bool organization = answers.flow.organization.value_or(false);
    const PerformanceModel model(reference, result.query);

    PickRequest request;
    request.memoryGb = result.memoryGb;
    request.budgetUsd = answers.flow.budgetUsd;
    request.gpuCount = std::max(answers.flow.gpuCount, 1);
    // Organisations buy new: used cards come without warranty or support contracts.
    request.allowUsed = answers.allowUsed && !organization;
    // Organisations run servers: GeForce only where the licence allows (R7). Individuals run
    // desktops: passive data-centre cards need server airflow (B5), so they are left out.
    request.allowConsumer = !organization || answers.consumerCardsAllowed;
    request.allowDatacenter = organization;
    request.asOf = asOf;
    request.ownership = ownership;
    if (result.memorySource == MemorySource::LanguageModel) {
        request.llm = answers.memory.llm;
        // The reference's speed as if it held the model: a yardstick, not a candidate.
        Gpu roomy = reference;
        roomy.memoryGb = std::max(reference.memoryGb, 1e6);
        const LlmPlan referencePlan = planLlm(*answers.memory.llm, roomy, 1);
        request.llmReferenceTokensPerSecond =
            referencePlan.speed ? referencePlan.speed->decodeTokensPerSecond : 0;
    }
    result.pick = livePick(catalog.gpus, prices, catalog.systemCosts, model, request, leaf.cards);
    if (request.llm && !result.pick.candidates.empty()) {
        result.llmPlan = planLlm(*request.llm, *result.pick.candidates.front().gpu, request.gpuCount);
    }

    if (leaf.action == LeafAction::RentCloud || leaf.action == LeafAction::ReadGuide ||
        leaf.action == LeafAction::DoSomethingElse) {
        result.cloud =
            rankCloudOffers(catalog.gpus, catalog.cloudOffers, model, result.memoryGb, asOf, leaf.providers);
        if (result.cloud.empty() && !leaf.providers.empty()) {
            // The catalog has no offer from the guide's providers: show what it does have.
            result.cloud = rankCloudOffers(catalog.gpus, catalog.cloudOffers, model, result.memoryGb, asOf);
        }
    }
    if (organization && answers.clusterGpus) {
        result.cluster = clusterAdvice(*answers.clusterGpus, answers.consumerCardsAllowed);
    }
    result.fourSteps = leaf.action == LeafAction::ReadGuide;
    return result;
}

} // namespace gpuadvisor
