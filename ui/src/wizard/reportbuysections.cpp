// What to buy: the live pick with its alternatives, the machine the cards need and the guide's
// own cards at today's prices; and which cards Compare and the Build Checker open.

#include "wizard/reportsections.h"

#include "gpuadvisor/core/build/machineplan.h"
#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/answertext.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/pricetext.h"
#include "gpuadvisor/text/supporttext.h"
#include "gpuadvisor/ui/charts/chartdata.h"

#include <algorithm>
#include <cmath>

namespace gpuadvisor {

using text::fromStd;

namespace report {
namespace {

bool isBuyLeaf(LeafAction action) {
    return action == LeafAction::Buy || action == LeafAction::BuyServerMix;
}

} // namespace

ReportSection pickSection(const Recommendation& recommendation, const AdvisorAnswers& answers,
                          const ReportContext& context, LeafAction action) {
    ReportSection section;
    section.key = QStringLiteral("pick");
    section.title = isBuyLeaf(action)
                        ? AdvisorReport::tr("The live pick at the prices of %1").arg(isoDate(context.asOf))
                        : AdvisorReport::tr("If you buy a card anyway");
    if (!context.hasCards) {
        section.paragraphs << AdvisorReport::tr("The catalog has no cards: open or import a catalog to see "
                                                "which cards fit.");
        return section;
    }
    const LivePick& pick = recommendation.pick;
    const int gpus = std::max(answers.flow.gpuCount, 1);
    const QString metric = text::metricLabel(recommendation.query.metric);
    const QString workload = text::workloadLabel(recommendation.query.workload);
    // A language model: the planner decides which cards hold it and ranks them by tokens/s.
    const bool llm = recommendation.memorySource == MemorySource::LanguageModel && answers.memory.llm;
    const std::optional<int> upTo = upToGpusFor(answers, recommendation.memorySource);
    if (llm) {
        const QString budget =
            answers.flow.budgetUsd
                ? AdvisorReport::tr(" within your budget of %1").arg(text::money(*answers.flow.budgetUsd))
                : QString();
        const QString builds = upTo ? AdvisorReport::tr("Builds of 1 to %1 cards of one type").arg(*upTo)
                                    : AdvisorReport::tr("Builds of %n card(s) of one type", nullptr, gpus);
        // The one criterion of the page: fine-tuning has no decode speed and is rated by training.
        const QString ranking =
            answers.memory.llm->task == LlmTask::Inference
                ? AdvisorReport::tr("ranked by decode tokens per second per dollar of ownership")
                : AdvisorReport::tr("ranked by %1 performance (%2) per dollar of ownership")
                      .arg(metric, workload);
        section.paragraphs << AdvisorReport::tr("%1 that hold %2, priced by %3%4, %5. Speeds are the LLM "
                                                "planner's estimates, typically within %6 of llama.cpp "
                                                "measurements.")
                                  .arg(builds, text::llmWorkloadText(*answers.memory.llm),
                                       isoDate(context.asOf), budget, ranking,
                                       QStringLiteral("±%1 %").arg(
                                           std::lround(shippedLlmCalibration().decodeTypicalError * 100)));
    } else if (recommendation.memoryIsTotal) {
        const QString hold =
            AdvisorReport::tr("Machines of %1 cards that hold %2 together (%3), with a price by %4")
                .arg(gpus)
                .arg(gigabytes(recommendation.totalMemoryGb), text::memorySplitText(answers),
                     isoDate(context.asOf));
        section.paragraphs << (answers.flow.budgetUsd
                                   ? AdvisorReport::tr(
                                         "%1 and within %2 for the machine's cards, ranked by %3 "
                                         "performance (%4) per dollar of ownership (R3).")
                                         .arg(hold,
                                              text::money(machineBudgetUsd(*answers.flow.budgetUsd, gpus,
                                                                           answers.clusterGpus)),
                                              metric, workload)
                                   : AdvisorReport::tr("%1, ranked by %2 performance (%3) per dollar of "
                                                       "ownership (R3).")
                                         .arg(hold, metric, workload));
    } else if (answers.flow.budgetUsd && gpus == 1) {
        section.paragraphs << AdvisorReport::tr("Cards with at least %1 that have a price by %2 and fit your "
                                                "budget of %3, ranked by %4 performance (%5) per dollar of "
                                                "ownership (R3).")
                                  .arg(gigabytes(recommendation.memoryGb), isoDate(context.asOf),
                                       text::money(*answers.flow.budgetUsd), metric, workload);
    } else if (answers.flow.budgetUsd) {
        section.paragraphs << AdvisorReport::tr("Cards with at least %1 that have a price by %2 and fit your "
                                                "budget of %3 for %4 GPUs, ranked by %5 performance (%6) "
                                                "per dollar of ownership (R3).")
                                  .arg(gigabytes(recommendation.memoryGb), isoDate(context.asOf),
                                       text::money(*answers.flow.budgetUsd), QString::number(gpus), metric,
                                       workload);
    } else {
        section.paragraphs << AdvisorReport::tr(
                                  "Cards with at least %1 that have a price by %2, ranked by %3 "
                                  "performance (%4) per dollar of ownership (R3).")
                                  .arg(gigabytes(recommendation.memoryGb), isoDate(context.asOf), metric,
                                       workload);
    }
    const std::vector<const PickCandidate*> rows = pickAndAlternatives(pick);
    if (rows.empty()) {
        section.warning = AdvisorReport::tr("No card in the catalog meets all of that.");
    } else {
        section.table.header = {
            QString(),
            AdvisorReport::tr("Card"),
            AdvisorReport::tr("Price per card"),
            llm ? AdvisorReport::tr("Tokens/s")
                : AdvisorReport::tr("Performance (%1 = 1)").arg(context.referenceName),
            llm ? AdvisorReport::tr("Tokens/s per %1 of ownership").arg(text::displayMoney(perMoneyUnit))
                : AdvisorReport::tr("Per %1 of ownership").arg(text::displayMoney(perMoneyUnit)),
            AdvisorReport::tr("Cost over %1 years").arg(number(context.ownership.years, 0))};
        for (std::size_t index = 0; index < rows.size(); ++index) {
            const PickCandidate& candidate = *rows[index];
            const QString role = index == 0
                                     ? AdvisorReport::tr("Pick")
                                     : AdvisorReport::tr("Alternative %1").arg(static_cast<int>(index));
            const double total = candidate.cost.totalUsd();
            const double tokensPerDollar = total > 0 ? candidate.llmTokensPerSecond / total : 0;
            section.table.rows.append(
                {role, buildName(candidate), priceText(*candidate.price, context),
                 llm ? number(candidate.llmTokensPerSecond, 1) : number(candidate.relativePerformance, 2),
                 number(text::perDisplayUnit(llm ? tokensPerDollar : candidate.performancePerDollar) *
                            perMoneyUnit,
                        3),
                 text::money(total)});
        }
        if (upTo) {
            section.notes << AdvisorReport::tr(
                "Speed and cost are for the whole build; the price is per card.");
        } else if (gpus > 1) {
            section.notes
                << AdvisorReport::tr("Performance and cost are for all %1 GPUs of the machine.").arg(gpus);
        }
        // The alternatives' catches (the pick's stand under the headline); old prices are marked
        // in the table already.
        for (std::size_t index = 1; index < rows.size(); ++index) {
            CardCatches catches =
                candidateCatches(*rows[index], context.chassis, context.asOf, context.stalePriceMonths);
            catches.oldPrice = false;
            const QStringList lines = text::cardCatchesText(catches, rows[index]->price, {});
            if (!lines.isEmpty()) {
                section.notes << AdvisorReport::tr("%1: %2").arg(candidateName(*rows[index]),
                                                                 lines.join(QLatin1Char(' ')));
            }
        }
    }
    section.notes
        << (llm ? AdvisorReport::tr("Left out: %1 cards that cannot hold the model, %2 prices over "
                                    "your budget, %3 cards without a price.")
                : AdvisorReport::tr(
                      "Left out: %1 cards with too little memory, %2 prices over your budget, %3 cards "
                      "without a price."))
               .arg(pick.tooLittleMemory)
               .arg(pick.overBudget)
               .arg(pick.unpriced);
    if (const QString ahead = text::specificationOnlyAheadText(pick); !ahead.isEmpty()) {
        section.notes << ahead;
    }
    if (pick.unsupported > 0) {
        section.notes << AdvisorReport::tr("Also left out: %n card(s) that current software (CUDA, PyTorch, "
                                           "llama.cpp) no longer runs on; the Charts page's switch “%1” "
                                           "offers them too.",
                                           nullptr, pick.unsupported)
                             .arg(text::includeUnsupportedLabel());
    }
    return section;
}

/// The machine the answer's cards need (slots, supply, outlet), as the Build Checker opens it.
ReportSection machineSection(const PickCandidate& cards, int count, Chassis chassis) {
    ReportSection section;
    section.key = QStringLiteral("machine");
    section.title = AdvisorReport::tr("The machine");
    const MachinePlan plan = planMachine(*cards.gpu, count, chassis);
    const QString line = text::machinePlanText(plan, cards);
    if (cards.gpu->isSystem()) {
        section.paragraphs << line; // a whole computer: no slots, supply or circuit to plan
    } else if (plan.passes()) {
        section.paragraphs << line;
        section.notes << AdvisorReport::tr("Open in Build Checker opens this machine.");
    } else {
        section.warning = line;
    }
    return section;
}

ReportSection guideSection(const Recommendation& recommendation, const ReportContext& context,
                           bool serverMix) {
    ReportSection section;
    section.key = QStringLiteral("guide");
    section.title = AdvisorReport::tr("The guide's pick at the prices of %1").arg(isoDate(context.asOf));
    section.table.header << AdvisorReport::tr("Card");
    if (serverMix) {
        section.table.header << AdvisorReport::tr("Share of the servers");
    }
    section.table.header << AdvisorReport::tr("Price per card") << AdvisorReport::tr("Verdict");
    for (const GuideAssessment& assessment : recommendation.pick.guide) {
        QStringList row{text::cardWithCondition(assessment.card.gpu, assessment.card.condition)};
        if (serverMix) {
            row << percent(assessment.card.share);
        }
        row << (assessment.candidate ? priceText(*assessment.candidate->price, context)
                                     : QStringLiteral("—"));
        row << text::verdictText(assessment);
        section.table.rows.append(row);
    }
    return section;
}

} // namespace report

const PickCandidate* cardsToBuild(const Recommendation& recommendation, int* count) {
    if (const PickCandidate* cards = recommendation.answer.cardsToOpen(count)) {
        return cards;
    }
    if (recommendation.answer.kind != AnswerKind::Rent || recommendation.pick.candidates.empty()) {
        return nullptr;
    }
    const PickCandidate& first = recommendation.pick.candidates.front();
    *count = first.gpuCount;
    return &first;
}

std::vector<const PickCandidate*> pickAndAlternatives(const LivePick& pick) {
    constexpr std::size_t shown = 3; // the pick and two alternatives
    std::vector<const PickCandidate*> rows;
    for (const PickCandidate& candidate : pick.candidates) {
        const bool sameCard = std::any_of(rows.begin(), rows.end(), [&candidate](const PickCandidate* row) {
            return row->gpu == candidate.gpu;
        });
        if (!sameCard) {
            rows.push_back(&candidate);
        }
        if (rows.size() == shown) {
            break;
        }
    }
    return rows;
}

QStringList compareCardNames(const Recommendation& recommendation) {
    constexpr int maximumCards = 4; // as many as the compare page shows
    QStringList names;
    for (const PickCandidate* candidate : pickAndAlternatives(recommendation.pick)) {
        names << QString::fromStdString(candidate->gpu->name);
    }
    // Nothing fits: the cards of the ways out that buy some.
    for (const WayOut& way : recommendation.answer.waysOut) {
        const QString name = way.buy ? QString::fromStdString(way.buy->gpu->name) : QString();
        if (!name.isEmpty() && !names.contains(name) && names.size() < maximumCards) {
            names << name;
        }
    }
    // The guide's card: the first one the catalog prices, else the first it has.
    const auto& guide = recommendation.pick.guide;
    auto card =
        std::find_if(guide.begin(), guide.end(), [](const GuideAssessment& a) { return a.candidate; });
    if (card == guide.end()) {
        card = std::find_if(guide.begin(), guide.end(),
                            [](const GuideAssessment& a) { return a.verdict != GuideVerdict::NotInCatalog; });
    }
    if (card != guide.end()) {
        const QString name =
            card->candidate ? QString::fromStdString(card->candidate->gpu->name) : fromStd(card->card.gpu);
        if (!names.contains(name)) {
            if (names.size() == maximumCards) {
                names.removeLast();
            }
            names << name;
        }
    }
    names = names.mid(0, maximumCards);
    return names.size() >= 2 ? names : QStringList();
}

} // namespace gpuadvisor
