#include "wizard/recommendationreport.h"

#include "wizard/reportsections.h"

#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/answertext.h"
#include "gpuadvisor/text/guideclaimtext.h"
#include "gpuadvisor/text/pricetext.h"

#include <algorithm>
#include <iterator>

namespace gpuadvisor {

using namespace report;

const ReportSection* RecommendationReport::section(const QString& key) const {
    const auto found = std::find_if(sections.begin(), sections.end(),
                                    [&key](const ReportSection& s) { return s.key == key; });
    return found == sections.end() ? nullptr : &*found;
}

text::AnswerTextContext answerContext(const AdvisorAnswers& answers, const ReportContext& context) {
    text::AnswerTextContext result = text::answerTextContext(answers, context.asOf, context.stalePriceMonths);
    result.chassis = context.chassis; // the page's own word for where the cards run
    return result;
}

RecommendationReport buildReport(const Recommendation& recommendation, const AdvisorAnswers& answers,
                                 const ReportContext& context) {
    RecommendationReport report;
    const OwnershipAssumptions& ownership =
        recommendation.walk.complete() ? recommendation.ownership : context.ownership;
    report.context =
        context.hasCards
            ? AdvisorReport::tr("Prices as of %1; ownership over %2 years at %3 "
                                "utilisation and %4 per kWh; performance relative "
                                "to the %5.")
                  .arg(isoDate(context.asOf), number(ownership.years, 0), percent(ownership.utilization),
                       text::moneyRate(ownership.kwhPriceUsd), context.referenceName)
            : AdvisorReport::tr("Prices as of %1; the catalog has no cards.").arg(isoDate(context.asOf));
    if (!recommendation.walk.complete()) {
        report.title = AdvisorReport::tr("Not finished yet");
        report.reason = AdvisorReport::tr("Answer the remaining questions to get a recommendation.");
        report.sections.push_back(
            pathSection(recommendation, answers, {context.asOf, context.stalePriceMonths}));
        return report;
    }
    const LeafInfo& leaf = leafInfo(*recommendation.walk.leaf);
    const text::AnswerTextContext answerText = answerContext(answers, context);
    if (context.hasCards) {
        report.title = text::answerHeadline(recommendation.answer);
        report.reason = text::answerReasoning(recommendation, answerText);
        report.catches = text::answerCatchesText(recommendation.answer, answerText);
    } else {
        report.title = text::leafTitle(leaf.leaf);
    }
    report.leafReason = text::leafReason(leaf.leaf);
    report.facts = AdvisorReport::tr("Seed facts: %1").arg(text::factList(leaf.facts));
    // Value claims only for what the pick is rated by: R1 on training says nothing of inference.
    std::vector<PerDollarClaimCheck> sameMetric;
    std::copy_if(
        context.perDollarChecks.begin(), context.perDollarChecks.end(), std::back_inserter(sameMetric),
        [&](const PerDollarClaimCheck& check) { return check.metric == recommendation.query.metric; });
    QStringList factNotes;
    for (std::string_view fact : leaf.facts) {
        const QString notes =
            text::claimNotesFor(fact, context.figureChecks, sameMetric, text::ClaimNotes::Disagreements);
        if (!notes.isEmpty()) {
            factNotes << AdvisorReport::tr("%1 — %2").arg(text::factList({&fact, 1}), notes);
        }
    }
    report.factNotes = factNotes.join(QLatin1Char('\n'));
    // The headline's reasoning already says how the guide's pick fares; a second warning would
    // repeat it.

    if (context.hasCards && recommendation.answer.kind == AnswerKind::NothingFits) {
        report.sections.push_back(waysOutSection(recommendation, answerText));
    }
    const bool rent = leaf.action == LeafAction::RentCloud;
    if (rent) {
        report.sections.push_back(cloudSection(recommendation, context));
    }
    report.sections.push_back(pickSection(recommendation, answers, context, leaf.action));
    int machineGpus = 1;
    if (const PickCandidate* cards = cardsToBuild(recommendation, &machineGpus);
        cards != nullptr && context.hasCards) {
        report.sections.push_back(machineSection(*cards, machineGpus, context.chassis));
    }
    if (!recommendation.pick.guide.empty()) {
        report.sections.push_back(
            guideSection(recommendation, context, leaf.action == LeafAction::BuyServerMix));
    }
    if (!rent && !recommendation.cloud.empty()) {
        report.sections.push_back(cloudSection(recommendation, context));
    }
    if (recommendation.cluster) {
        report.sections.push_back(
            clusterSection(*recommendation.cluster, recommendation.clusterCards, answers));
    }
    if (recommendation.fourSteps) {
        ReportSection steps;
        steps.key = QStringLiteral("fourSteps");
        steps.title = AdvisorReport::tr("The four-step method (R14)");
        steps.paragraphs = text::fourStepMethod();
        report.sections.push_back(steps);
    }
    report.sections.push_back(memorySection(recommendation, answers));
    report.sections.push_back(pathSection(recommendation, answers, {context.asOf, context.stalePriceMonths}));
    return report;
}

} // namespace gpuadvisor
