#include "gpuadvisor/core/advice/advisor.h"

#include "advice/waysout.h"

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

bool memoryIsTotal(const AdvisorAnswers& answers, MemorySource source) {
    if (source == MemorySource::LanguageModel) {
        return true;
    }
    return answers.flow.organization.value_or(false) && source == MemorySource::Model &&
           answers.memory.model && answers.memory.model->training;
}

std::optional<int> upToGpusFor(const AdvisorAnswers& answers, MemorySource source) {
    if (answers.flow.organization.value_or(false) || !answers.chooseGpuCount ||
        source != MemorySource::LanguageModel) {
        return std::nullopt; // organisations size their servers on the cluster page
    }
    return maxWorkstationGpus;
}

double machineBudgetUsd(double budgetUsd, int gpuCount, std::optional<int> clusterGpus) {
    const int perMachine = std::max(gpuCount, 1);
    if (!clusterGpus || *clusterGpus <= perMachine) {
        return budgetUsd;
    }
    return budgetUsd * perMachine / *clusterGpus;
}

namespace {

/// The guide's card the reasoning compares with: of the leaf's cards, the one placed best at
/// these prices (a priced card before an unpriced one), else the first.
std::optional<GuideAssessment> guideToCompare(const LivePick& pick) {
    std::optional<GuideAssessment> chosen;
    for (const GuideAssessment& assessment : pick.guide) {
        if (!chosen || (assessment.candidate && !chosen->candidate) ||
            (assessment.candidate && chosen->candidate && assessment.shareOfBest > chosen->shareOfBest)) {
            chosen = assessment;
        }
    }
    return chosen;
}

AdvisorAnswer decideAnswer(const Recommendation& result, LeafAction action, const WayOutSearch& search) {
    AdvisorAnswer answer;
    answer.gpuCount = candidateCounts(search.request).front();
    answer.guide = guideToCompare(result.pick);
    const bool buyFirst =
        action == LeafAction::Buy || action == LeafAction::BuyServerMix || action == LeafAction::ReadGuide;
    const bool rentFirst = action == LeafAction::RentCloud || action == LeafAction::DoSomethingElse;
    if (buyFirst && !result.pick.candidates.empty()) {
        answer.kind = AnswerKind::Buy;
        answer.buy = result.pick.candidates.front();
        answer.gpuCount = answer.buy->gpuCount;
    } else if ((rentFirst || action == LeafAction::ReadGuide) && !result.cloud.empty()) {
        answer.kind = AnswerKind::Rent;
        answer.rent = result.cloud.front();
    } else {
        answer.kind = AnswerKind::NothingFits;
        answer.waysOut = findWaysOut(search);
        return answer;
    }
    if (answer.buy && answer.guide && answer.guide->candidate) {
        const PickCandidate& guide = *answer.guide->candidate;
        answer.guideCardIsAnswer =
            guide.gpu == answer.buy->gpu && guide.condition() == answer.buy->condition();
        if (!answer.guideCardIsAnswer && guide.performancePerDollar > 0) {
            answer.advantageOverGuide = answer.buy->performancePerDollar / guide.performancePerDollar - 1;
        }
    }
    return answer;
}

/// The best new card of each kind for the cluster's nodes.
ClusterCards clusterCards(const AdvisorCatalog& catalog, const PriceBook& prices,
                          const PerformanceModel& model, PickRequest request) {
    ClusterCards cards;
    request.allowUsed = false;
    request.budgetUsd.reset(); // the tier's card, whatever this budget buys
    request.allowConsumer = true;
    request.allowDatacenter = false;
    request.serverCoolingOnly = false; // R5's 8x RTX 3080/3090 nodes "if cooled"
    LivePick consumer = livePick(catalog.gpus, prices, catalog.systemCosts, model, request, {});
    const auto geforce =
        std::find_if(consumer.candidates.begin(), consumer.candidates.end(),
                     [](const PickCandidate& c) { return c.gpu->segment == Segment::Consumer; });
    if (geforce != consumer.candidates.end()) {
        cards.consumer = *geforce;
    }
    request.allowConsumer = false;
    request.allowDatacenter = true;
    LivePick server = livePick(catalog.gpus, prices, catalog.systemCosts, model, request, {});
    if (!server.candidates.empty()) {
        cards.server = server.candidates.front();
    }
    return cards;
}

} // namespace

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
    result.ownership = ownership;
    if (organization && answers.clusterUtilization) {
        result.ownership.utilization = std::clamp(*answers.clusterUtilization, 0.0, 1.0);
    }

    PickRequest request;
    result.memoryIsTotal = memoryIsTotal(answers, result.memorySource);
    request.memoryIsTotal = result.memoryIsTotal;
    request.upToGpus = upToGpusFor(answers, result.memorySource);
    request.memoryGb = result.memoryGb;
    request.budgetUsd = answers.flow.budgetUsd;
    if (organization && request.budgetUsd) {
        request.budgetUsd = machineBudgetUsd(*request.budgetUsd, answers.flow.gpuCount, answers.clusterGpus);
    }
    request.gpuCount = std::max(answers.flow.gpuCount, 1);
    // Organisations buy new: used cards come without warranty or support contracts.
    request.allowUsed = answers.allowUsed && !organization;
    // Organisations run servers: GeForce only where the licence allows (R7), and only cards a
    // packed server can cool (blower, passive, SXM; B5). Individuals run desktops: passive
    // data-centre cards need server airflow (B5), so they are left out.
    request.allowConsumer = !organization || answers.consumerCardsAllowed;
    request.allowDatacenter = organization;
    request.includeUnsupported = answers.includeUnsupported;
    request.serverCoolingOnly = organization;
    request.asOf = asOf;
    request.ownership = result.ownership;
    if (result.memorySource == MemorySource::LanguageModel) {
        request.llm = answers.memory.llm;
        request.llmReferenceTokensPerSecond = llmReferenceTokensPerSecond(*answers.memory.llm, reference);
    }
    request.vendors = answers.vendors;
    request.allowSpecificationOnly = answers.allowSpecificationOnly;
    request.measuredVendors = vendorsMeasuring(catalog.gpus, catalog.measurements, result.query.workload,
                                               softwareNeedOf(request) == SoftwareNeed::LlamaCpp);
    result.pick = livePick(catalog.gpus, prices, catalog.systemCosts, model, request, leaf.cards);
    const int pickedGpus = result.pick.candidates.empty() ? candidateCounts(request).front()
                                                          : result.pick.candidates.front().gpuCount;
    if (request.llm && !result.pick.candidates.empty()) {
        result.llmPlan = planLlm(*request.llm, *result.pick.candidates.front().gpu, pickedGpus);
    }
    result.memoryGpus = result.memoryIsTotal ? pickedGpus : 1;
    if (request.llm) {
        result.totalMemoryGb = llmMemory(*request.llm, pickedGpus).totalGiB();
        result.memoryGb = result.totalMemoryGb / pickedGpus;
    } else {
        result.totalMemoryGb = result.memoryGb;
        result.memoryGb /= result.memoryGpus;
    }

    if (leaf.action == LeafAction::RentCloud || leaf.action == LeafAction::ReadGuide ||
        leaf.action == LeafAction::DoSomethingElse) {
        // The same need as the cards': an instance qualifies when its GPUs hold a split job together.
        const double cloudNeed = result.memoryIsTotal ? result.totalMemoryGb : result.memoryGb;
        result.cloud = rankCloudOffers(catalog.gpus, catalog.cloudOffers, model, cloudNeed, asOf,
                                       leaf.providers, result.memoryIsTotal, &request);
        if (result.cloud.empty() && !leaf.providers.empty()) {
            // The catalog has no offer from the guide's providers: show what it does have.
            result.cloud = rankCloudOffers(catalog.gpus, catalog.cloudOffers, model, cloudNeed, asOf, {},
                                           result.memoryIsTotal, &request);
        }
    }
    if (organization && answers.clusterGpus) {
        result.cluster = clusterAdvice(*answers.clusterGpus, answers.consumerCardsAllowed);
        result.clusterCards = clusterCards(catalog, prices, model, request);
    }
    result.fourSteps = leaf.action == LeafAction::ReadGuide;
    const WayOutSearch search{answers, catalog, prices, reference, model, request, asOf};
    result.answer = decideAnswer(result, leaf.action, search);
    return result;
}

} // namespace gpuadvisor
