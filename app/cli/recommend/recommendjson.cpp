// recommend's JSON output: the same report as the table, for scripts.

#include "commandsupport.h"
#include "recommendoutput.h"

#include "gpuadvisor/core/build/machineplan.h"
#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/answertext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace gpuadvisor::cli::recommendcmd {
namespace {

QJsonArray stringArray(std::span<const std::string_view> values) {
    QJsonArray array;
    for (const std::string_view value : values) {
        array.append(text(value));
    }
    return array;
}

QJsonObject candidateJson(const PickCandidate& candidate, Date asOf) {
    return QJsonObject{
        {QStringLiteral("gpu"), text(candidate.gpu->name)},
        {QStringLiteral("condition"), text(toString(candidate.condition()))},
        {QStringLiteral("segment"), text(toString(candidate.gpu->segment))},
        {QStringLiteral("memory_gb"), candidate.gpu->memoryGb},
        {QStringLiteral("price_usd"), candidate.price->priceUsd},
        {QStringLiteral("price_observed_on"), text(formatIsoDate(candidate.price->observedOn))},
        {QStringLiteral("price_is_old"),
         isStalePrice(candidate.price->observedOn, asOf, defaultStalePriceMonths)},
        {QStringLiteral("price_source"), text(candidate.price->source)},
        {QStringLiteral("gpu_count"), candidate.cost.gpuCount},
        {QStringLiteral("cards_usd"), candidate.cost.cardsUsd},
        {QStringLiteral("system_usd"), candidate.cost.systemUsd},
        {QStringLiteral("electricity_usd"), candidate.cost.electricityUsd},
        {QStringLiteral("total_cost_usd"), candidate.cost.totalUsd()},
        {QStringLiteral("relative_performance"), candidate.relativePerformance},
        {QStringLiteral("performance_per_dollar"), candidate.performancePerDollar},
        {QStringLiteral("tokens_per_second"), candidate.llmTokensPerSecond},
        {QStringLiteral("offload_ram_gb"), candidate.llmOffloadRamGiB},
        {QStringLiteral("vendor"), text(candidate.gpu->vendor)},
        {QStringLiteral("specification_only"), candidate.specificationOnly},
    };
}

QString memorySourceKey(MemorySource source) {
    switch (source) {
    case MemorySource::Stated:
        return QStringLiteral("stated");
    case MemorySource::UseCase:
        return QStringLiteral("use-case");
    case MemorySource::Model:
        return QStringLiteral("model");
    case MemorySource::LanguageModel:
        return QStringLiteral("language-model");
    case MemorySource::PathDefault:
        return QStringLiteral("path-default");
    }
    return {};
}

QJsonObject answerJson(const Recommendation& result, const RecommendRequest& request) {
    const text::AnswerTextContext context = answerContext(request);
    const AdvisorAnswer& answer = result.answer;
    QJsonObject object{
        {QStringLiteral("kind"), text(toString(answer.kind))},
        {QStringLiteral("headline"), text::answerHeadline(answer)},
        {QStringLiteral("reasoning"), text::answerReasoning(result, context)},
        {QStringLiteral("catches"), QJsonArray::fromStringList(text::answerCatchesText(answer, context))},
        {QStringLiteral("gpu_count"), answer.gpuCount},
        {QStringLiteral("guide_card_is_answer"), answer.guideCardIsAnswer},
        {QStringLiteral("advantage_over_guide"), answer.advantageOverGuide},
    };
    if (answer.buy) {
        object.insert(QStringLiteral("buy"), candidateJson(*answer.buy, request.asOf));
    }
    int machineGpus = 1;
    if (const PickCandidate* cards = answer.cardsToOpen(&machineGpus)) {
        const MachinePlan plan = planMachine(*cards->gpu, machineGpus, context.chassis);
        object.insert(
            QStringLiteral("machine"),
            QJsonObject{{QStringLiteral("gpu"), text(cards->gpu->name)},
                        {QStringLiteral("gpu_count"), machineGpus},
                        {QStringLiteral("psu_watts"), plan.psuWatts},
                        {QStringLiteral("x16_slots"), plan.x16Slots},
                        {QStringLiteral("risers"), plan.risers},
                        {QStringLiteral("volts"), plan.mains.volts},
                        {QStringLiteral("amps"), plan.mains.amps},
                        // A whole computer has no slots, supply or circuit to plan.
                        {QStringLiteral("whole_computer"), cards->gpu->isSystem()},
                        {QStringLiteral("passes_build_check"), cards->gpu->isSystem() || plan.passes()},
                        {QStringLiteral("text"), text::machinePlanText(plan, *cards)}});
    }
    if (answer.rent) {
        object.insert(QStringLiteral("rent"),
                      QJsonObject{{QStringLiteral("provider"), text(answer.rent->offer->provider)},
                                  {QStringLiteral("instance"), text(answer.rent->offer->instance)},
                                  {QStringLiteral("gpu"), text(answer.rent->gpu->name)},
                                  {QStringLiteral("usd_per_gpu_hour"), answer.rent->usdPerGpuHour}});
    }
    QJsonArray ways;
    for (const WayOut& way : answer.waysOut) {
        QJsonObject entry{{QStringLiteral("kind"), text(toString(way.kind))},
                          {QStringLiteral("gpu_count"), way.gpuCount},
                          {QStringLiteral("memory_gb_per_gpu"), way.memoryGb},
                          {QStringLiteral("total_memory_gb"), way.totalMemoryGb},
                          {QStringLiteral("text"), text::wayOutText(way, context)}};
        if (way.buy) {
            entry.insert(QStringLiteral("buy"), candidateJson(*way.buy, request.asOf));
        }
        if (way.rent) {
            entry.insert(QStringLiteral("rent"),
                         QJsonObject{{QStringLiteral("provider"), text(way.rent->offer->provider)},
                                     {QStringLiteral("instance"), text(way.rent->offer->instance)},
                                     {QStringLiteral("gpu"), text(way.rent->gpu->name)},
                                     {QStringLiteral("gpu_count"), way.rent->offer->gpuCount},
                                     {QStringLiteral("usd_per_hour"), way.rent->offer->usdPerHour}});
        }
        ways.append(entry);
    }
    object.insert(QStringLiteral("ways_out"), ways);
    return object;
}

} // namespace

void printJson(const Recommendation& result, const RecommendRequest& request, const Gpu& reference) {
    const AdvisorAnswers& answers = request.answers;
    QJsonArray path;
    for (const FlowStep& step : result.walk.steps) {
        const FlowNode& node = flowchartNodes()[static_cast<std::size_t>(step.node)];
        QJsonObject object{
            {QStringLiteral("node"), step.node},
            {QStringLiteral("question"), text(toString(step.question))},
            {QStringLiteral("text"), text::questionText(node)},
            {QStringLiteral("answer"), step.answer},
            {QStringLiteral("source"),
             step.source == AnswerSource::Budget ? QStringLiteral("budget") : QStringLiteral("user")},
            {QStringLiteral("reason"), text::stepReason(step, {request.asOf, defaultStalePriceMonths})},
        };
        if (step.budget) {
            const BudgetCheck& check = *step.budget;
            object.insert(
                QStringLiteral("budget"),
                QJsonObject{{QStringLiteral("gpu"), text(check.gpu)},
                            {QStringLiteral("condition"), text(toString(check.condition))},
                            {QStringLiteral("unit_price_usd"), check.unitPriceUsd},
                            {QStringLiteral("price_observed_on"), text(formatIsoDate(check.priceDate))},
                            {QStringLiteral("gpu_count"), check.gpuCount},
                            {QStringLiteral("total_usd"), check.totalUsd()},
                            {QStringLiteral("budget_usd"), check.budgetUsd}});
        }
        path.append(object);
    }

    const LeafInfo& leaf = leafInfo(*result.walk.leaf);
    QJsonArray leafCards;
    for (const GuideCard& card : leaf.cards) {
        leafCards.append(QJsonObject{{QStringLiteral("gpu"), text(card.gpu)},
                                     {QStringLiteral("condition"), text(toString(card.condition))},
                                     {QStringLiteral("share"), card.share}});
    }
    const QJsonObject leafObject{
        {QStringLiteral("key"), text(leaf.key)},
        {QStringLiteral("action"), text(toString(leaf.action))},
        {QStringLiteral("title"), text::leafTitle(leaf.leaf)},
        {QStringLiteral("reason"), text::leafReason(leaf.leaf)},
        {QStringLiteral("facts"), stringArray(leaf.facts)},
        {QStringLiteral("cards"), leafCards},
        {QStringLiteral("providers"), stringArray(leaf.providers)},
    };

    QJsonObject memory{
        {QStringLiteral("gb"), result.memoryGb},
        {QStringLiteral("total_gb"), result.totalMemoryGb},
        {QStringLiteral("split_over_gpus"), result.memoryIsTotal ? result.memoryGpus : 0},
        {QStringLiteral("source"), memorySourceKey(result.memorySource)},
        {QStringLiteral("display_gpu"), answers.memory.displayGpu},
    };
    if (result.memorySource == MemorySource::UseCase) {
        memory.insert(QStringLiteral("use_case"), text(useCaseMemory(*answers.memory.useCase).key));
    }
    if (result.modelEstimate && answers.memory.model) {
        const ModelMemoryEstimate& estimate = *result.modelEstimate;
        memory.insert(
            QStringLiteral("breakdown"),
            QJsonObject{{QStringLiteral("parameters"), answers.memory.model->parameters},
                        {QStringLiteral("precision"), text(toString(answers.memory.model->precision))},
                        {QStringLiteral("training"), answers.memory.model->training},
                        {QStringLiteral("weights_gb"), estimate.weightsGb},
                        {QStringLiteral("gradients_gb"), estimate.gradientsGb},
                        {QStringLiteral("optimizer_gb"), estimate.optimizerGb},
                        {QStringLiteral("headroom_gb"), estimate.headroomGb},
                        {QStringLiteral("total_gb"), estimate.totalGb()},
                        {QStringLiteral("text"), text::memoryBreakdown(estimate)}});
    }

    const QJsonObject query{
        {QStringLiteral("metric"), text(toString(result.query.metric))},
        {QStringLiteral("workload"), text(toString(result.query.workload))},
        {QStringLiteral("reference"), text(reference.name)},
        {QStringLiteral("gpu_count"), std::max(answers.flow.gpuCount, 1)},
        {QStringLiteral("as_of"), text(formatIsoDate(request.asOf))},
        {QStringLiteral("budget_usd"),
         answers.flow.budgetUsd ? QJsonValue(*answers.flow.budgetUsd) : QJsonValue()},
        {QStringLiteral("allow_used"), answers.allowUsed && !answers.flow.organization.value_or(false)},
        {QStringLiteral("years"), request.ownership.years},
        {QStringLiteral("kwh_price_usd"), request.ownership.kwhPriceUsd},
        {QStringLiteral("utilization_percent"), request.ownership.utilization * 100},
    };

    QJsonArray pick;
    for (std::size_t i = 0; i < std::min(shownCandidates, result.pick.candidates.size()); ++i) {
        pick.append(candidateJson(result.pick.candidates[i], request.asOf));
    }
    QJsonArray guide;
    for (const GuideAssessment& assessment : result.pick.guide) {
        QJsonObject object{
            {QStringLiteral("gpu"), text(assessment.card.gpu)},
            {QStringLiteral("condition"), text(toString(assessment.card.condition))},
            {QStringLiteral("share"), assessment.card.share},
            {QStringLiteral("verdict"), text(toString(assessment.verdict))},
            {QStringLiteral("verdict_text"), text::verdictText(assessment)},
            {QStringLiteral("share_of_best"), assessment.shareOfBest},
        };
        if (assessment.candidate) {
            object.insert(QStringLiteral("price_usd"), assessment.candidate->price->priceUsd);
            object.insert(QStringLiteral("price_date"),
                          QString::fromStdString(formatIsoDate(assessment.candidate->price->observedOn)));
            // The count it was judged at: its best, or the fewest that hold the work.
            object.insert(QStringLiteral("gpu_count"), assessment.candidate->gpuCount);
            object.insert(QStringLiteral("performance_per_dollar"),
                          assessment.candidate->performancePerDollar);
        }
        guide.append(object);
    }
    const QString warning = text::guidePickWarning(result.pick.guide);

    QJsonArray cloud;
    for (std::size_t i = 0; i < std::min(shownCandidates, result.cloud.size()); ++i) {
        const CloudCandidate& offer = result.cloud[i];
        cloud.append(
            QJsonObject{{QStringLiteral("provider"), text(offer.offer->provider)},
                        {QStringLiteral("instance"), text(offer.offer->instance)},
                        {QStringLiteral("gpu"), text(offer.gpu->name)},
                        {QStringLiteral("gpu_count"), offer.offer->gpuCount},
                        {QStringLiteral("memory_gb"), offer.gpu->memoryGb},
                        {QStringLiteral("usd_per_gpu_hour"), offer.usdPerGpuHour},
                        {QStringLiteral("relative_performance"), offer.relativePerformance},
                        {QStringLiteral("performance_per_dollar_hour"), offer.performancePerDollarHour},
                        {QStringLiteral("observed_on"), text(formatIsoDate(offer.offer->observedOn))},
                        {QStringLiteral("price_is_old"),
                         isStalePrice(offer.offer->observedOn, request.asOf, defaultStalePriceMonths)}});
    }

    QJsonValue cluster;
    if (result.cluster) {
        cluster = QJsonObject{
            {QStringLiteral("gpus"), result.cluster->gpus},
            {QStringLiteral("servers"), result.cluster->servers},
            {QStringLiteral("tier"), text(toString(result.cluster->tier))},
            {QStringLiteral("fleet"), text(toString(result.cluster->fleet))},
            {QStringLiteral("consumer_cards_allowed"), result.cluster->consumerCardsAllowed},
            {QStringLiteral("text"),
             text::clusterAdviceText(*result.cluster, text::clusterCardNames(result.clusterCards))}};
    }

    QJsonObject root{
        {QStringLiteral("answer"), answerJson(result, request)},
        {QStringLiteral("path"), path},
        {QStringLiteral("leaf"), leafObject},
        {QStringLiteral("memory"), memory},
        {QStringLiteral("query"), query},
        {QStringLiteral("pick"), pick},
        {QStringLiteral("left_out"),
         QJsonObject{{QStringLiteral("too_little_memory"), result.pick.tooLittleMemory},
                     {QStringLiteral("over_budget"), result.pick.overBudget},
                     {QStringLiteral("unpriced"), result.pick.unpriced},
                     {QStringLiteral("unsupported_software"), result.pick.unsupported},
                     {QStringLiteral("without_task_software"), result.pick.withoutTaskSoftware},
                     {QStringLiteral("other_vendors"), result.pick.otherVendors},
                     {QStringLiteral("unrated"), result.pick.unrated}}},
        {QStringLiteral("specification_only_ahead"), result.pick.specificationOnlyAhead},
        {QStringLiteral("guide"), guide},
        {QStringLiteral("warning"), warning.isEmpty() ? QJsonValue() : QJsonValue(warning)},
        {QStringLiteral("cloud"), cloud},
        {QStringLiteral("cluster"), cluster},
        {QStringLiteral("four_steps"),
         result.fourSteps ? QJsonArray::fromStringList(text::fourStepMethod()) : QJsonArray()},
    };
    if (result.pick.candidates.empty()) {
        root.insert(QStringLiteral("no_pick_reason"), text::noCandidateReason(result.pick));
    }
    printOut(QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)));
}

} // namespace gpuadvisor::cli::recommendcmd
