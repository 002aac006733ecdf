#include "wizard/recommendationreport.h"

#include "gpuadvisor/core/build/machineplan.h"
#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/answertext.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/guideclaimtext.h"
#include "gpuadvisor/text/pricetext.h"
#include "gpuadvisor/text/supporttext.h"
#include "gpuadvisor/ui/charts/chartdata.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace gpuadvisor {
namespace {

/// The translation context of the report's own words (the advisor's prose is AdvisorText's).
class AdvisorReport {
    Q_DECLARE_TR_FUNCTIONS(AdvisorReport)
};

constexpr int shownCloudOffers = 5;
/// Plain-text tables wider than this are written one record per row instead.
constexpr int plainTableWidth = 100;

using text::fromStd;

QString isoDate(const Date& date) {
    return QString::fromStdString(formatIsoDate(date));
}

QString number(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

QString percent(double share) {
    return QLocale().toString(share * 100, 'f', 0) + QLatin1Char('%');
}

QString gigabytes(double gb) {
    return gigabytesText(gb);
}

QString priceText(const PriceObservation& price, const ReportContext& context) {
    return AdvisorReport::tr("%1 on %2")
        .arg(text::money(price.priceUsd),
             text::priceDateText(price.observedOn, {context.asOf, context.stalePriceMonths}));
}

QString candidateName(const PickCandidate& candidate) {
    return text::cardWithCondition(candidate.gpu->name, candidate.condition());
}

/// "2 x RTX 3090 (used)" for a build of several, the card's name for one.
QString buildName(const PickCandidate& candidate) {
    return candidate.gpuCount > 1
               ? AdvisorReport::tr("%1 x %2").arg(candidate.gpuCount).arg(candidateName(candidate))
               : candidateName(candidate);
}

bool isBuyLeaf(LeafAction action) {
    return action == LeafAction::Buy || action == LeafAction::BuyServerMix;
}

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
            CardCatches catches = cardCatches(*rows[index]->gpu, rows[index]->price, context.chassis,
                                              context.asOf, context.stalePriceMonths);
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
    if (plan.passes()) {
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

ReportSection cloudSection(const Recommendation& recommendation, const ReportContext& context) {
    ReportSection section;
    section.key = QStringLiteral("cloud");
    section.title = AdvisorReport::tr("Cloud GPUs to rent");
    const bool together = recommendation.memoryIsTotal;
    if (recommendation.cloud.empty()) {
        section.warning =
            together ? AdvisorReport::tr("The catalog has no cloud offer by %1 whose GPUs hold %2 together.")
                           .arg(isoDate(context.asOf), gigabytes(recommendation.totalMemoryGb))
                     : AdvisorReport::tr("The catalog has no cloud offer by %1 with %2 per GPU.")
                           .arg(isoDate(context.asOf), gigabytes(recommendation.memoryGb));
        return section;
    }
    section.paragraphs << (together
                               ? AdvisorReport::tr("Offers whose GPUs hold %1 together, cheapest per unit "
                                                   "of performance first.")
                                     .arg(gigabytes(recommendation.totalMemoryGb))
                               : AdvisorReport::tr("Offers whose GPUs have at least %1, cheapest per unit "
                                                   "of performance first.")
                                     .arg(gigabytes(recommendation.memoryGb)));
    section.table.header = {AdvisorReport::tr("Provider"), AdvisorReport::tr("Instance"),
                            AdvisorReport::tr("GPU"), AdvisorReport::tr("Per GPU-hour"),
                            AdvisorReport::tr("Performance per %1/hour").arg(text::currencySymbol())};
    const std::size_t shown = std::min<std::size_t>(recommendation.cloud.size(), shownCloudOffers);
    for (std::size_t index = 0; index < shown; ++index) {
        const CloudCandidate& offer = recommendation.cloud[index];
        const bool free = offer.usdPerGpuHour <= 0;
        section.table.rows.append(
            {QString::fromStdString(offer.offer->provider), QString::fromStdString(offer.offer->instance),
             together ? AdvisorReport::tr("%1 x %2")
                            .arg(offer.offer->gpuCount)
                            .arg(QString::fromStdString(offer.gpu->name))
                      : QString::fromStdString(offer.gpu->name),
             free ? AdvisorReport::tr("Free") : text::money(offer.usdPerGpuHour, 2),
             free ? QStringLiteral("—") : number(text::perDisplayUnit(offer.performancePerDollarHour), 2)});
    }
    section.notes << AdvisorReport::tr("Newest offer of each instance by %1.").arg(isoDate(context.asOf));
    if (recommendation.cloud.size() > shown) {
        section.notes << AdvisorReport::tr("Offers not shown: %1.")
                             .arg(static_cast<int>(recommendation.cloud.size() - shown));
    }
    return section;
}

ReportSection clusterSection(const ClusterAdvice& advice, const ClusterCards& cards,
                             const AdvisorAnswers& answers) {
    ReportSection section;
    section.key = QStringLiteral("cluster");
    section.title = AdvisorReport::tr("Scaling up");
    const int perMachine = std::max(answers.flow.gpuCount, 1);
    section.paragraphs << AdvisorReport::tr("GPUs in the cluster: %1.").arg(advice.gpus) + QLatin1Char(' ') +
                              text::clusterAdviceText(advice, text::clusterCardNames(cards));
    QString machine = AdvisorReport::tr("GPUs per machine: %1.").arg(perMachine);
    for (const TrainingScale scale : {TrainingScale::SmallDatasets, TrainingScale::TwoRuns,
                                      TrainingScale::MediumDatasets, TrainingScale::ReproducePapers}) {
        if (gpusForScale(scale) == perMachine) {
            machine += QLatin1Char(' ') + AdvisorReport::tr("%1 (R11).").arg(text::trainingScaleLabel(scale));
        }
    }
    section.paragraphs << machine;
    if (!advice.consumerCardsAllowed) {
        section.notes << AdvisorReport::tr(
            "GeForce cards are left out of the pick: their licence bars them from "
            "data centres (R7).");
    }
    return section;
}

ReportSection memorySection(const Recommendation& recommendation, const AdvisorAnswers& answers) {
    ReportSection section;
    section.key = QStringLiteral("memory");
    section.title = AdvisorReport::tr("Memory");
    // The ranking criterion is stated once, with the live pick.
    section.paragraphs << (recommendation.memoryIsTotal
                               ? text::memoryNeedLine(answers, recommendation.totalMemoryGb,
                                                      recommendation.memoryGpus) +
                                     QLatin1Char('.')
                               : AdvisorReport::tr("%1 per GPU.").arg(gigabytes(recommendation.memoryGb))) +
                              QLatin1Char(' ') +
                              memoryDetails(answers, recommendation.memorySource, recommendation.memoryGpus);
    return section;
}

ReportSection pathSection(const Recommendation& recommendation, const AdvisorAnswers& answers,
                          const text::PriceAgeRule& priceAge) {
    ReportSection section;
    section.key = QStringLiteral("path");
    section.title = AdvisorReport::tr("How the guide got here");
    section.table.header = {AdvisorReport::tr("#"), AdvisorReport::tr("Question"),
                            AdvisorReport::tr("Answer"), AdvisorReport::tr("Why")};
    const auto nodes = flowchartNodes();
    int index = 0;
    const auto add = [&section, &index](const QString& question, const QString& answer, const QString& why) {
        section.table.rows.append({QString::number(++index), question, answer, why});
    };
    for (const FlowStep& step : recommendation.walk.steps) {
        add(text::questionText(nodes[static_cast<std::size_t>(step.node)]), text::yesNo(step.answer),
            text::stepReason(step, priceAge));
    }
    if (!recommendation.walk.complete()) {
        return section;
    }
    if (recommendation.memoryIsTotal) {
        add(AdvisorReport::tr("How much memory does the job need?"),
            AdvisorReport::tr("%1 in all").arg(gigabytes(recommendation.totalMemoryGb)),
            memoryDetails(answers, recommendation.memorySource, recommendation.memoryGpus));
    } else {
        add(AdvisorReport::tr("How much memory does a GPU need?"), gigabytes(recommendation.memoryGb),
            memoryDetails(answers, recommendation.memorySource, recommendation.memoryGpus));
    }
    // A language model to run is rated by its decode speed, whatever the bits.
    const bool llmInference = answers.memory.llm && answers.memory.llm->task == LlmTask::Inference &&
                              recommendation.memorySource == MemorySource::LanguageModel;
    if (asksEightBit(answers) && !llmInference) {
        add(AdvisorReport::tr("Is experimental 8-bit inference acceptable?"), text::yesNo(answers.accept8Bit),
            answers.accept8Bit ? AdvisorReport::tr("Cards are rated by 8-bit inference (R3, step 2).")
                               : AdvisorReport::tr("Cards are rated by 16-bit inference (R3, step 2)."));
    }
    if (answers.flow.organization.value_or(false)) {
        // Organisations buy new (warranty and support): the used-card answer does not apply.
        add(AdvisorReport::tr("Consider used cards?"), text::yesNo(false),
            AdvisorReport::tr("Organisations buy new: only new prices are ranked."));
    } else {
        add(AdvisorReport::tr("Consider used cards?"), text::yesNo(answers.allowUsed),
            answers.allowUsed ? AdvisorReport::tr("Used cards stretch a budget furthest (C8).")
                              : AdvisorReport::tr("Only new cards are ranked."));
    }
    if (answers.flow.organization.value_or(false)) {
        add(AdvisorReport::tr("Are GeForce cards allowed in your machines?"),
            text::yesNo(answers.consumerCardsAllowed),
            answers.consumerCardsAllowed ? AdvisorReport::tr("Your licence or machines allow them (R7).")
                                         : AdvisorReport::tr("Data centres may not run them (R7)."));
    }
    return section;
}

QString rightTrimmed(QString text) {
    while (text.endsWith(QLatin1Char(' '))) {
        text.chop(1);
    }
    return text;
}

QStringList wrapTable(const ReportTable& table) {
    QList<int> widths;
    for (const QString& heading : table.header) {
        widths << static_cast<int>(heading.size());
    }
    for (const QStringList& row : table.rows) {
        for (int column = 0; column < row.size() && column < widths.size(); ++column) {
            widths[column] = std::max(widths[column], static_cast<int>(row[column].size()));
        }
    }
    int total = 0;
    for (const int width : widths) {
        total += width + 2;
    }
    QStringList lines;
    if (total <= plainTableWidth) {
        const auto line = [&widths](const QStringList& cells) {
            QString text;
            for (int column = 0; column < widths.size(); ++column) {
                text += cells.value(column).leftJustified(widths[column] + 2);
            }
            return rightTrimmed(text);
        };
        lines << line(table.header);
        QString rule;
        for (const int width : widths) {
            rule += QString(width, QLatin1Char('-')) + QStringLiteral("  ");
        }
        lines << rightTrimmed(rule);
        for (const QStringList& row : table.rows) {
            lines << line(row);
        }
        return lines;
    }
    // Too wide: one record a row, the first column as its label.
    for (const QStringList& row : table.rows) {
        bool numbered = false;
        row.value(0).toInt(&numbered);
        lines << (numbered ? row.value(0) + QLatin1Char('.') : row.value(0));
        for (int column = 1; column < table.header.size(); ++column) {
            lines << QStringLiteral("   %1: %2").arg(table.header[column], row.value(column));
        }
    }
    return lines;
}

} // namespace

QString gigabytesText(double gb) {
    return AdvisorReport::tr("%1 GB").arg(number(gb, 1));
}

bool asksEightBit(const AdvisorAnswers& answers) {
    return !answers.flow.organization.value_or(false) && answers.flow.train == false;
}

QString memoryDetails(const AdvisorAnswers& answers, MemorySource source, int gpus) {
    QString details;
    switch (source) {
    case MemorySource::Stated:
        details = AdvisorReport::tr("You stated it.");
        break;
    case MemorySource::UseCase: {
        const UseCaseMemory& entry = useCaseMemory(answers.memory.useCase.value_or(UseCase::Learning));
        details = AdvisorReport::tr("The guide's figure for %1 (%2).")
                      .arg(text::useCaseLabel(entry.useCase), fromStd(entry.fact));
        break;
    }
    case MemorySource::Model:
        details = AdvisorReport::tr("Estimated from the model's size: %1.")
                      .arg(text::memoryBreakdown(
                          estimateModelMemory(answers.memory.model.value_or(ModelMemoryQuery{}))));
        break;
    case MemorySource::LanguageModel: {
        const LlmWorkload& workload = *answers.memory.llm;
        gpus = std::clamp(gpus, 1, maximumLlmGpus);
        const QString breakdown = text::llmMemoryBreakdown(llmMemory(workload, gpus));
        details = gpus == 1
                      ? AdvisorReport::tr("The LLM planner's estimate for %1: %2.")
                            .arg(text::llmWorkloadText(workload), breakdown)
                      : AdvisorReport::tr("The LLM planner's estimate for %1 on %2 GPUs, shared equally: %3.")
                            .arg(text::llmWorkloadText(workload))
                            .arg(gpus)
                            .arg(breakdown);
        break;
    }
    case MemorySource::PathDefault:
        details =
            AdvisorReport::tr("The guide's figure for your answers: 24 GB for Transformers and language "
                              "models (M1), 8 GB for other work (M3).");
        break;
    }
    if (answers.memory.displayGpu) {
        details +=
            QLatin1Char(' ') +
            AdvisorReport::tr("Includes %1 for driving the display (M3).").arg(gigabytes(displayGpuExtraGb));
    }
    return details;
}

const ReportSection* RecommendationReport::section(const QString& key) const {
    const auto found = std::find_if(sections.begin(), sections.end(),
                                    [&key](const ReportSection& s) { return s.key == key; });
    return found == sections.end() ? nullptr : &*found;
}

QString RecommendationReport::toPlainText() const {
    QStringList lines;
    const QString heading = AdvisorReport::tr("GPU Advisor recommendation");
    lines << heading << QString(heading.size(), QLatin1Char('=')) << QString();
    lines << title << QString() << reason;
    for (const QString& line : catches) {
        lines << AdvisorReport::tr("Note: %1").arg(line);
    }
    if (!leafReason.isEmpty()) {
        lines << QString() << leafReason;
    }
    if (!facts.isEmpty()) {
        lines << facts;
    }
    if (!factNotes.isEmpty()) {
        lines << factNotes;
    }
    lines << context;
    for (const ReportSection& section : sections) {
        lines << QString() << section.title << QString(section.title.size(), QLatin1Char('-'));
        lines << section.paragraphs;
        if (!section.warning.isEmpty()) {
            lines << AdvisorReport::tr("Note: %1").arg(section.warning);
        }
        if (!section.table.empty()) {
            lines << wrapTable(section.table);
        }
        lines << section.notes;
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

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

text::AnswerTextContext answerContext(const AdvisorAnswers& answers, const ReportContext& context) {
    text::AnswerTextContext result = text::answerTextContext(answers, context.asOf, context.stalePriceMonths);
    result.chassis = context.chassis; // the page's own word for where the cards run
    return result;
}

ReportSection waysOutSection(const Recommendation& recommendation, const text::AnswerTextContext& context) {
    ReportSection section;
    section.key = QStringLiteral("waysOut");
    section.title = AdvisorReport::tr("Ways out");
    const auto& ways = recommendation.answer.waysOut;
    if (ways.empty()) {
        section.warning = AdvisorReport::tr("Nothing in the catalog does it, even on several cards, in fewer "
                                            "bits or in the cloud.");
        return section;
    }
    for (const WayOut& way : ways) {
        section.paragraphs << QStringLiteral("• ") + text::wayOutText(way, context);
    }
    if (recommendation.answer.cardsToOpen() != nullptr) {
        section.notes << AdvisorReport::tr(
            "Compare and Build Checker open the first way out that buys cards.");
    }
    return section;
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
