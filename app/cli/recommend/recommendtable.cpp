// recommend's table output: the report for people, prose wrapped to 100 columns.

#include "commandsupport.h"
#include "recommendoutput.h"

#include "gpuadvisor/core/build/machineplan.h"
#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/answertext.h"

#include <QLocale>

#include <algorithm>

namespace gpuadvisor::cli::recommendcmd {
namespace {

/// Lines of prose are wrapped to this many columns.
constexpr qsizetype lineWidth = 100;

// The table is for people: numbers in the locale's way, as the shared advisor text writes them.
QString fixed(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

/// As short as the number can be written exactly: "24", "0.175".
QString localNumber(double value) {
    return QLocale().toString(value, 'g', QLocale::FloatingPointShortest);
}

/// A parameter count as people write it: "7B", "1.5B", "350M".
QString parameterCountText(double parameters) {
    if (parameters >= 1e12) {
        return localNumber(parameters / 1e12) + QLatin1Char('T');
    }
    if (parameters >= 1e9) {
        return localNumber(parameters / 1e9) + QLatin1Char('B');
    }
    if (parameters >= 1e6) {
        return localNumber(parameters / 1e6) + QLatin1Char('M');
    }
    return localNumber(parameters);
}

QString gigabytes(double gb) {
    return fixed(gb, 1) + QStringLiteral(" GB");
}

/// `text` wrapped at word boundaries to lineWidth columns; the first line indented by `indent`
/// spaces, the others by `hanging` (by `indent` when negative).
QString wrapped(const QString& text, int indent, int hanging = -1) {
    QString prefix(indent, QLatin1Char(' '));
    const QString nextPrefix(hanging < 0 ? indent : hanging, QLatin1Char(' '));
    QString result;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && prefix.size() + line.size() + 1 + word.size() > lineWidth) {
            result += prefix + line + QLatin1Char('\n');
            prefix = nextPrefix;
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    if (!line.isEmpty()) {
        result += prefix + line + QLatin1Char('\n');
    }
    return result;
}

/// Every line of `block` indented by `indent` spaces.
QString indented(const QString& block, int indent) {
    const QString prefix(indent, QLatin1Char(' '));
    QString result;
    for (const QString& line : block.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        result += prefix + line + QLatin1Char('\n');
    }
    return result;
}

/// The guide's cards of a leaf: alternatives joined with "or", a server mix with each part's share.
QString leafCardsText(std::span<const GuideCard> cards) {
    if (cards.empty()) {
        return {};
    }
    const bool mix =
        std::any_of(cards.begin(), cards.end(), [](const GuideCard& card) { return card.share < 1; });
    if (!mix) {
        return text::cardAlternatives(cards);
    }
    QStringList parts;
    std::size_t first = 0;
    while (first < cards.size()) {
        std::size_t end = first + 1;
        while (end < cards.size() && cards[end].share == cards[first].share) {
            ++end;
        }
        parts << QStringLiteral("%1 %2").arg(fixed(cards[first].share * 100, 0) + QLatin1Char('%'),
                                             text::cardAlternatives(cards.subspan(first, end - first)));
        first = end;
    }
    return parts.join(QStringLiteral(" + "));
}

/// Where the need came from, as a sentence.
QString memorySourceText(const Recommendation& result, const AdvisorAnswers& answers) {
    switch (result.memorySource) {
    case MemorySource::Stated:
        return QStringLiteral("As given with --%1.").arg(memoryGbFlag);
    case MemorySource::UseCase: {
        const UseCaseMemory& entry = useCaseMemory(*answers.memory.useCase);
        return QStringLiteral("Use case: %1 (%2).").arg(text::useCaseLabel(entry.useCase), text(entry.fact));
    }
    case MemorySource::Model: {
        const ModelMemoryQuery& model = *answers.memory.model;
        return QStringLiteral("A model of %1 parameters in %2, %3:")
            .arg(parameterCountText(model.parameters), text::precisionLabel(model.precision),
                 model.training ? QStringLiteral("to train with Adam") : QStringLiteral("to run"));
    }
    case MemorySource::LanguageModel: {
        // The same words and figures as the wizard's report (ui/src/wizard/report*.cpp).
        const LlmWorkload& workload = *answers.memory.llm;
        // On the pick's cards, so the parts add up to the need printed above them.
        const int gpus = std::clamp(result.memoryGpus, 1, maximumLlmGpus);
        const QString breakdown = text::llmMemoryBreakdown(llmMemory(workload, gpus));
        return gpus == 1 ? QStringLiteral("The LLM planner's estimate for %1: %2.")
                               .arg(text::llmWorkloadText(workload), breakdown)
                         : QStringLiteral("The LLM planner's estimate for %1 on %2 GPUs, shared equally: %3.")
                               .arg(text::llmWorkloadText(workload))
                               .arg(gpus)
                               .arg(breakdown);
    }
    case MemorySource::PathDefault:
        return (defaultMemoryGb(answers.flow) >= useCaseMemory(UseCase::Transformers).gb
                    ? QStringLiteral("The default for Transformers and language models (M1).")
                    : QStringLiteral(
                          "The default for learning and smaller models: 8 GB, better than the 4 GB "
                          "minimum (M3).")) +
               QStringLiteral(" Give your own with --memory-gb, --use-case or --model-params.");
    }
    return {};
}

/// "2 x RTX 3090 (used)" for a build of several, the card for one.
QString buildName(const PickCandidate& candidate) {
    const QString card = text::cardWithCondition(candidate.gpu->name, candidate.condition());
    return candidate.gpuCount > 1 ? QStringLiteral("%1 x %2").arg(candidate.gpuCount).arg(card) : card;
}

QString pickTable(const LivePick& pick, int gpuCount, Date asOf, bool tokens) {
    const bool several = gpuCount > 1 || std::any_of(pick.candidates.begin(), pick.candidates.end(),
                                                     [](const PickCandidate& c) { return c.gpuCount > 1; });
    QStringList header{QStringLiteral("#"),
                       QStringLiteral("Card"),
                       QStringLiteral("Memory (GB)"),
                       several ? QStringLiteral("Price each") : QStringLiteral("Price"),
                       QStringLiteral("Price date"),
                       QStringLiteral("Total cost"),
                       QStringLiteral("Relative perf"),
                       QStringLiteral("Perf per $1000")};
    QList<int> right{0, 2, 3, 5, 6, 7};
    if (tokens) {
        header.insert(6, QStringLiteral("Tokens/s"));
        right = {0, 2, 3, 5, 6, 7, 8};
    }
    TextTable table(header, right);
    for (std::size_t i = 0; i < std::min(shownCandidates, pick.candidates.size()); ++i) {
        const PickCandidate& candidate = pick.candidates[i];
        QStringList row{QString::number(i + 1),
                        buildName(candidate),
                        localNumber(candidate.gpu->memoryGb),
                        text::money(candidate.price->priceUsd),
                        priceDateCell(candidate.price->observedOn, asOf),
                        text::money(candidate.cost.totalUsd()),
                        fixed(candidate.relativePerformance, 3),
                        fixed(candidate.performancePerDollar * 1000, 4)};
        if (tokens) {
            row.insert(6, fixed(candidate.llmTokensPerSecond, 1));
        }
        table.addRow(row);
    }
    return table.render();
}

/// "$0.35", "$6.88"; cheap subscriptions keep their digits: "$0.0137".
QString hourlyRate(double usd) {
    return QLatin1Char('$') + fixed(usd, usd < 0.1 ? 4 : 2);
}

QString cloudTable(const std::vector<CloudCandidate>& cloud, Date asOf) {
    TextTable table({QStringLiteral("Provider"), QStringLiteral("Instance"), QStringLiteral("GPU"),
                     QStringLiteral("Memory (GB)"), QStringLiteral("$/GPU-hour"),
                     QStringLiteral("Perf per $/h"), QStringLiteral("Price date")},
                    {3, 4, 5});
    for (std::size_t i = 0; i < std::min(shownCandidates, cloud.size()); ++i) {
        const CloudCandidate& offer = cloud[i];
        const bool free = offer.usdPerGpuHour <= 0;
        table.addRow({text(offer.offer->provider), text(offer.offer->instance), text(offer.gpu->name),
                      localNumber(offer.gpu->memoryGb),
                      free ? QStringLiteral("free") : hourlyRate(offer.usdPerGpuHour),
                      free ? QStringLiteral("-") : fixed(offer.performancePerDollarHour, 2),
                      priceDateCell(offer.offer->observedOn, asOf)});
    }
    return table.render();
}

/// The one answer first: what to buy or rent, why, its catches, or the ways out.
QString answerBlock(const Recommendation& result, const RecommendRequest& request) {
    const text::AnswerTextContext context = answerContext(request);
    QString out = QStringLiteral("Answer: %1\n").arg(text::answerHeadline(result.answer));
    out += wrapped(text::answerReasoning(result, context), 2);
    for (const QString& line : text::answerCatchesText(result.answer, context)) {
        out += wrapped(QStringLiteral("! ") + line, 2, 4);
    }
    if (const QString ahead = text::specificationOnlyAheadText(result.pick); !ahead.isEmpty()) {
        out += wrapped(QStringLiteral("! ") + ahead + QStringLiteral(" (--spec-only)"), 2, 4);
    }
    if (!result.answer.waysOut.empty()) {
        out += QStringLiteral("  Ways out:\n");
        for (const WayOut& way : result.answer.waysOut) {
            out += wrapped(QStringLiteral("- ") + text::wayOutText(way, context), 4, 6);
        }
    }
    return out + QLatin1Char('\n');
}

} // namespace

void printTable(const Recommendation& result, const RecommendRequest& request, const Gpu& reference) {
    const AdvisorAnswers& answers = request.answers;
    QString out = answerBlock(result, request);
    out += QStringLiteral("Path (the 2023 guide's flowchart, R13)\n");
    int number = 0;
    for (const FlowStep& step : result.walk.steps) {
        const FlowNode& node = flowchartNodes()[static_cast<std::size_t>(step.node)];
        const QString label = QStringLiteral("%1. ").arg(++number);
        out += wrapped(label + text::questionText(node), 2, 2 + static_cast<int>(label.size()));
        out += wrapped(text::stepReason(step, {request.asOf, defaultStalePriceMonths}),
                       2 + static_cast<int>(label.size()));
    }

    const LeafInfo& leaf = leafInfo(*result.walk.leaf);
    out += QStringLiteral("\nThe guide's answer: %1 (%2)\n").arg(text::leafTitle(leaf.leaf), text(leaf.key));
    out += wrapped(text::leafReason(leaf.leaf), 2);
    if (!leaf.cards.empty()) {
        out += wrapped(QStringLiteral("Cards: ") + leafCardsText(leaf.cards), 2);
    }
    if (!leaf.providers.empty()) {
        QStringList providers;
        for (const std::string_view provider : leaf.providers) {
            providers << text(provider);
        }
        out += wrapped(QStringLiteral("Providers: ") + providers.join(QStringLiteral(", ")), 2);
    }
    out += wrapped(QStringLiteral("Seed facts: ") + text::factList(leaf.facts), 2);

    out += result.memoryIsTotal
               ? QStringLiteral("\n") +
                     wrapped(text::memoryNeedLine(answers, result.totalMemoryGb, result.memoryGpus), 0, 2)
               : QStringLiteral("\nMemory need: %1 per GPU\n").arg(gigabytes(result.memoryGb));
    out += wrapped(memorySourceText(result, answers), 2);
    if (result.modelEstimate) {
        out += wrapped(text::memoryBreakdown(*result.modelEstimate), 2);
    }
    if (answers.memory.displayGpu) {
        out += wrapped(QStringLiteral("Plus %1 because the card also drives the display (M3).")
                           .arg(gigabytes(displayGpuExtraGb)),
                       2);
    }

    const int count = std::max(answers.flow.gpuCount, 1);
    // Leaves that do not buy cards still get the pick: what the budget would buy anyway.
    const bool buys = leaf.action == LeafAction::Buy || leaf.action == LeafAction::BuyServerMix;
    out +=
        buys ? QStringLiteral("\nLive pick (R3): the best performance per dollar with the memory\n")
             : QStringLiteral("\nLive pick (R3), if you buy anyway: the best performance per dollar with the "
                              "memory\n");
    const std::optional<int> upTo = upToGpusFor(answers, result.memorySource);
    const bool tokens = result.memorySource == MemorySource::LanguageModel && answers.memory.llm &&
                        answers.memory.llm->task == LlmTask::Inference;
    // One criterion, said once: a language model to run by its decode speed.
    const QString criterion =
        tokens ? QStringLiteral("decode tokens/s of the build (relative to one %1)").arg(text(reference.name))
               : QStringLiteral("%1, %2 workload, against one %3")
                     .arg(text(toString(result.query.metric)), text(toString(result.query.workload)),
                          text(reference.name));
    const QString builds =
        upTo ? QStringLiteral("builds of 1 to %1 GPUs of one type, the count with the best "
                              "value for each card")
                   .arg(*upTo)
             : QStringLiteral("%1 GPU%2").arg(count).arg(count > 1 ? QStringLiteral("s") : QString());
    QString assumptions =
        QStringLiteral("Ranked by %1 per dollar of ownership; %2%3; prices as of %4%5, new%6; cost of "
                       "ownership over %7 years")
            .arg(criterion, builds, QString(), text(formatIsoDate(request.asOf)),
                 answers.flow.budgetUsd
                     ? QStringLiteral(" within %1").arg(text::money(*answers.flow.budgetUsd))
                     : QString(),
                 // Organisations buy new, whatever --no-used says.
                 answers.allowUsed && !answers.flow.organization.value_or(false) ? QStringLiteral(" and used")
                                                                                 : QStringLiteral(" only"),
                 localNumber(request.ownership.years));
    assumptions += QStringLiteral(" at $%1/kWh and %2 % utilisation.")
                       .arg(localNumber(request.ownership.kwhPriceUsd),
                            localNumber(request.ownership.utilization * 100));
    out += wrapped(assumptions, 2);
    if (result.pick.candidates.empty()) {
        out += wrapped(text::noCandidateReason(result.pick), 2);
    } else {
        out += QLatin1Char('\n') + indented(pickTable(result.pick, count, request.asOf, tokens), 2);
    }
    int machineGpus = 1;
    if (const PickCandidate* cards = result.answer.cardsToOpen(&machineGpus)) {
        const Chassis chassis =
            answers.flow.organization.value_or(false) ? Chassis::Server : Chassis::Workstation;
        out += QLatin1Char('\n') +
               wrapped(QStringLiteral("Machine: ") +
                           text::machinePlanText(planMachine(*cards->gpu, machineGpus, chassis), *cards),
                       2, 4);
    }

    if (!result.pick.guide.empty()) {
        out += QStringLiteral("\nThe guide's cards at these prices\n");
        TextTable guide({QStringLiteral("Card"), QStringLiteral("Verdict")});
        for (const GuideAssessment& assessment : result.pick.guide) {
            guide.addRow({text::cardWithCondition(assessment.card.gpu, assessment.card.condition),
                          text::verdictText(assessment)});
        }
        out += indented(guide.render(), 2);
        const QString warning = text::guidePickWarning(result.pick.guide);
        if (!warning.isEmpty()) {
            out += QLatin1Char('\n') + wrapped(warning, 2);
        }
    }

    if (!result.cloud.empty()) {
        out += QStringLiteral("\nCloud offers with the memory (best performance per dollar-hour first)\n");
        out += indented(cloudTable(result.cloud, request.asOf), 2);
    }

    if (result.cluster) {
        out += QStringLiteral("\nCluster of %1 GPUs\n").arg(result.cluster->gpus);
        out +=
            wrapped(text::clusterAdviceText(*result.cluster, text::clusterCardNames(result.clusterCards)), 2);
    }

    if (result.fourSteps) {
        out += QStringLiteral("\nThe four steps (R14)\n");
        for (const QString& step : text::fourStepMethod()) {
            out += wrapped(step, 2, 5);
        }
    }
    printOut(out);
}

} // namespace gpuadvisor::cli::recommendcmd
