#include "gpuadvisor/text/answertext.h"

#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/buildtext.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/pricetext.h"
#include "gpuadvisor/text/supporttext.h"

#include "gpuadvisor/core/llm/llmcalibration.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpuadvisor::text {
namespace {

class AnswerText {
    Q_DECLARE_TR_FUNCTIONS(AnswerText)
};

QString gb(double value) {
    return AnswerText::tr("%1 GB").arg(QLocale().toString(value, 'f', 1));
}

QString cardName(const PickCandidate& candidate) {
    return cardWithCondition(candidate.gpu->name, candidate.condition());
}

/// "RTX 3090 (used)" or "2 x RTX 3090 (used)".
QString cards(const PickCandidate& candidate, int count) {
    return count > 1 ? AnswerText::tr("%1 x %2").arg(count).arg(cardName(candidate)) : cardName(candidate);
}

/// "$700 each, $1,400 in all, price of 2023-01-30" or "$700, price of 2025-06-15 (old)": every
/// price printed carries its date, marked when it is old.
QString cost(const PickCandidate& candidate, int count, const AnswerTextContext& context) {
    const double unit = candidate.price->priceUsd;
    const QString date =
        priceDateInList(candidate.price->observedOn, PriceAgeRule{context.asOf, context.staleMonths});
    return count > 1 ? AnswerText::tr("%1 each, %2 in all, price of %3")
                           .arg(moneyEach(unit, count), money(unit * count), date)
                     : AnswerText::tr("%1, price of %2").arg(money(unit), date);
}

QString offerText(const CloudCandidate& rent) {
    return AnswerText::tr("%1 %2 (%3 x %4)")
        .arg(fromStd(rent.offer->provider), fromStd(rent.offer->instance))
        .arg(rent.offer->gpuCount)
        .arg(fromStd(rent.gpu->name));
}

/// Two sentences one after the other: a space in English, none after a Chinese full stop.
QString sentences(const QString& first, const QString& second) {
    return AnswerText::tr("%1 %2", "two sentences in a row").arg(first, second);
}

QString percentMore(double share) {
    return QLocale().toString(std::round(share * 100), 'f', 0) + QStringLiteral(" %");
}

/// Why the guide's card is not the answer, or that it is.
QString verdictReason(const AdvisorAnswer& answer, const AnswerTextContext& context) {
    const GuideAssessment& guide = *answer.guide;
    const QString guideCard = cardWithCondition(guide.card.gpu, guide.card.condition);
    const QString buy = cards(*answer.buy, answer.gpuCount);
    if (answer.guideCardIsAnswer) {
        return AnswerText::tr("At the prices of %1 it is still the best buy.").arg(isoDate(context.asOf));
    }
    switch (guide.verdict) {
    case GuideVerdict::TooLittleMemory:
        return AnswerText::tr("%1 has too little memory for what you asked, so buy %2.").arg(guideCard, buy);
    case GuideVerdict::OverBudget: {
        // Named at the count that holds the work: the flowchart's budget step priced one card,
        // and "over your budget" must not read as a contradiction of it.
        if (!guide.candidate || !context.budgetUsd) {
            return AnswerText::tr("%1 is over your budget, so buy %2.").arg(guideCard, buy);
        }
        const int count = guide.candidate->gpuCount;
        const QString price = cost(*guide.candidate, count, context);
        if (count > 1) {
            return AnswerText::tr("What you asked needs %1 (%2), over your budget of %3, so buy %4.")
                .arg(cards(*guide.candidate, count), price, money(*context.budgetUsd), buy);
        }
        return AnswerText::tr("%1 (%2) is over your budget of %3, so buy %4.")
            .arg(guideCard, price, money(*context.budgetUsd), buy);
    }
    case GuideVerdict::Excluded:
        return AnswerText::tr("%1 is left out by your answers, so buy %2.").arg(guideCard, buy);
    case GuideVerdict::Unsupported:
        return AnswerText::tr("Current software no longer runs on %1, so buy %2.").arg(guideCard, buy);
    case GuideVerdict::NoPrice:
        return AnswerText::tr("The catalog has no price for %1 by %2, so buy %3.")
            .arg(guideCard, isoDate(context.asOf), buy);
    case GuideVerdict::NotInCatalog:
        return AnswerText::tr("The catalog has no %1, so buy %2.").arg(guideCard, buy);
    case GuideVerdict::GoodDeal:
    case GuideVerdict::PoorDeal:
        break;
    }
    if (answer.advantageOverGuide <= 0) {
        return AnswerText::tr("At the prices of %1, %2 gives as much performance per dollar, so buy it.")
            .arg(isoDate(context.asOf), buy);
    }
    return AnswerText::tr("At the prices of %1, %2 gives %3 more performance per dollar than %4, so buy it "
                          "instead.")
        .arg(isoDate(context.asOf), buy, percentMore(answer.advantageOverGuide), guideCard);
}

} // namespace

AnswerTextContext answerTextContext(const AdvisorAnswers& answers, Date asOf, int staleMonths) {
    AnswerTextContext context;
    context.asOf = asOf;
    context.staleMonths = staleMonths;
    const bool organization = answers.flow.organization.value_or(false);
    if (answers.flow.budgetUsd) {
        context.budgetUsd = organization ? machineBudgetUsd(*answers.flow.budgetUsd, answers.flow.gpuCount,
                                                            answers.clusterGpus)
                                         : *answers.flow.budgetUsd;
    }
    context.chassis = organization ? Chassis::Server : Chassis::Workstation;
    return context;
}

QString answerHeadline(const AdvisorAnswer& answer) {
    switch (answer.kind) {
    case AnswerKind::Buy:
        return AnswerText::tr("Buy %1").arg(cards(*answer.buy, answer.gpuCount));
    case AnswerKind::Rent:
        return answer.rent->usdPerGpuHour > 0
                   ? AnswerText::tr("Rent %1 at %2 per GPU-hour")
                         .arg(offerText(*answer.rent), money(answer.rent->usdPerGpuHour, 2))
                   : AnswerText::tr("Use %1, free").arg(offerText(*answer.rent));
    case AnswerKind::NothingFits:
        return answer.waysOut.empty() ? AnswerText::tr("No card or cloud offer meets all of that")
                                      : AnswerText::tr("No single card meets all of that: the ways out");
    }
    return {};
}

QString answerReasoning(const Recommendation& recommendation, const AnswerTextContext& context) {
    if (!recommendation.walk.complete()) {
        return {};
    }
    const AdvisorAnswer& answer = recommendation.answer;
    const LeafInfo& leaf = leafInfo(*recommendation.walk.leaf);
    const QString says = AnswerText::tr("The guide's flowchart says “%1”.").arg(leafTitle(leaf.leaf));
    switch (answer.kind) {
    case AnswerKind::Buy:
        if (answer.guide) {
            return sentences(says, verdictReason(answer, context));
        }
        return sentences(says,
                         AnswerText::tr("Of the cards that meet your needs, %1 gives the most performance "
                                        "per dollar at the prices of %2.")
                             .arg(cards(*answer.buy, answer.gpuCount), isoDate(context.asOf)));
    case AnswerKind::Rent:
        return sentences(says,
                         AnswerText::tr("Of the cloud offers with the memory, it gives the most performance "
                                        "per dollar an hour (newest offers by %1).")
                             .arg(isoDate(context.asOf)));
    case AnswerKind::NothingFits:
        return sentences(says, noCandidateReason(recommendation.pick));
    }
    return {};
}

QString wayOutText(const WayOut& way, const AnswerTextContext& context) {
    switch (way.kind) {
    case WayOutKind::MoreGpus:
        return AnswerText::tr("Several GPUs in one machine: %1 (%2) hold %3 together, %4 on each card, with "
                              "the model split across them.")
            .arg(cards(*way.buy, way.gpuCount), cost(*way.buy, way.gpuCount, context), gb(way.totalMemoryGb),
                 gb(way.memoryGb));
    case WayOutKind::Cloud:
        return AnswerText::tr("Rent it: %1 holds %2 for %3 an hour (offer of %4).")
            .arg(offerText(*way.rent), gb(way.totalMemoryGb), money(way.rent->offer->usdPerHour, 2),
                 isoDate(way.rent->offer->observedOn));
    case WayOutKind::LowerPrecision: {
        const QString format = way.weights ? fromStd(weightFormatInfo(*way.weights).label)
                                           : precisionLabel(way.precision.value_or(Precision::Fp16));
        return AnswerText::tr("A lower precision: in %1 it needs %2 a card, and %3 (%4) holds it.")
            .arg(format, gb(way.memoryGb), cards(*way.buy, way.gpuCount),
                 cost(*way.buy, way.gpuCount, context));
    }
    case WayOutKind::Adapters:
        return AnswerText::tr(
                   "Fine-tune adapters instead of every weight: with %1 it needs %2 a card, and %3 "
                   "(%4) holds it.")
            .arg(way.task == LlmTask::QLoRA ? QStringLiteral("QLoRA") : QStringLiteral("LoRA"),
                 gb(way.memoryGb), cards(*way.buy, way.gpuCount), cost(*way.buy, way.gpuCount, context));
    case WayOutKind::BiggerBudget: {
        const double total = way.buy->price->priceUsd * way.gpuCount;
        const double over = context.budgetUsd ? total - *context.budgetUsd : 0;
        return AnswerText::tr("A bigger budget: %1 (%2) is the cheapest that holds it, %3 over your budget.")
            .arg(cards(*way.buy, way.gpuCount), cost(*way.buy, way.gpuCount, context),
                 money(std::max(over, 0.0)));
    }
    }
    return {};
}

QStringList cardCatchesText(const CardCatches& catches, const PriceObservation* price,
                            const AnswerTextContext& context) {
    QStringList lines;
    if (catches.serverOnly) {
        lines << (catches.sxmModule
                      ? AnswerText::tr(
                            "Server only: an SXM module, sold inside HGX or DGX servers, not as a card "
                            "for a desktop.")
                      : AnswerText::tr("Server only: a passive card that needs a server's airflow to stay "
                                       "cool (B5)."));
    }
    if (!catches.regionOnly.empty()) {
        lines << AnswerText::tr("Sold only in %1: elsewhere you may not find it, or only through importers.")
                     .arg(catches.regionOnly == "China" ? AnswerText::tr("China")
                                                        : fromStd(catches.regionOnly));
    }
    if (catches.oldPrice && price != nullptr) {
        lines << AnswerText::tr("Its newest price is from %1, more than %2 months before %3: check today's "
                                "price before you buy.")
                     .arg(isoDate(price->observedOn))
                     .arg(context.staleMonths)
                     .arg(isoDate(context.asOf));
    }
    if (catches.software.level != SupportLevel::Current) {
        lines << AnswerText::tr("%1: %2").arg(supportLevelLabel(catches.software.level),
                                              supportReason(catches.software));
    }
    if (catches.specificationOnly) {
        lines << specificationOnlyText(fromStd(catches.vendor));
    }
    if (catches.slowFirstTokenSeconds) {
        lines << AnswerText::tr("Slow to read prompts: a %1-token prompt takes about %2 s before the first "
                                "token (an estimate). Chat hardly notices; long documents and code do.")
                     .arg(QLocale().toString(catches.promptTokens))
                     .arg(QLocale().toString(*catches.slowFirstTokenSeconds, 'f', 0));
    } else if (catches.promptSpeedUnknown) {
        lines << AnswerText::tr("Its prompt speed is unknown (no FP32 figure is published): for long "
                                "documents or code, find a measured prompt speed before you buy.");
    }
    if (catches.offloadRamGiB > 0) {
        lines << AnswerText::tr(
                     "It runs only by keeping %1 GB of the model in the computer's RAM (one GPU + "
                     "RAM): its speed rests on an assumed share of the RAM's bandwidth that the CPU "
                     "reaches, not on a measurement.")
                     .arg(QLocale().toString(catches.offloadRamGiB, 'f', 1));
    }
    if (catches.noPowerFigure) {
        lines << AnswerText::tr("No power figure is published for it: its cost of ownership counts no "
                                "electricity, so its value per dollar is a little better than it will be.");
    }
    return lines;
}

QString specificationOnlyAheadText(const LivePick& pick) {
    if (pick.specificationOnlyAhead <= 0 || pick.candidates.empty()) {
        return {};
    }
    const PickCandidate& chosen = pick.candidates.front();
    const PickCandidate* best = nullptr;
    QStringList vendors;
    for (const PickCandidate& candidate : pick.candidates) {
        if (!candidate.specificationOnly || candidate.performancePerDollar <= chosen.performancePerDollar) {
            continue;
        }
        if (best == nullptr || candidate.performancePerDollar > best->performancePerDollar) {
            best = &candidate;
        }
        if (!vendors.contains(fromStd(candidate.gpu->vendor))) {
            vendors << fromStd(candidate.gpu->vendor);
        }
    }
    if (best == nullptr || chosen.performancePerDollar <= 0) {
        return {};
    }
    const SpecificationOnlySpread spread = specificationOnlySpread();
    return AnswerText::
        tr("On their datasheets alone %n device(s) rate better per dollar (best: %1, %2 % more), "
           "but no measurement of this task, shipped or imported, covers %3, and such estimates may be off "
           "by about ±%4 %, so the pick rests on measured cards. Allow datasheet-only "
           "estimates to rank them with the rest.",
           nullptr, pick.specificationOnlyAhead)
            .arg(fromStd(best->gpu->name))
            .arg(std::lround((best->performancePerDollar / chosen.performancePerDollar - 1) * 100))
            .arg(vendors.join(QStringLiteral(", ")))
            .arg(std::lround(spread.error() * 100));
}

QString specificationOnlyText(const QString& vendor) {
    const SpecificationOnlySpread spread = specificationOnlySpread();
    return AnswerText::tr("Estimate from specifications: no measurement of this task, shipped or imported, "
                          "covers any %1 device, so it may be off by about ±%2 % (other vendors' measured "
                          "compute-bound speeds ran %3x to %4x their datasheet estimates).")
        .arg(vendor)
        .arg(std::lround(spread.error() * 100))
        .arg(QLocale().toString(spread.lowest, 'f', 2), QLocale().toString(spread.highest, 'f', 2));
}

QStringList answerCatchesText(const AdvisorAnswer& answer, const AnswerTextContext& context) {
    if (answer.buy) {
        const CardCatches catches =
            candidateCatches(*answer.buy, context.chassis, context.asOf, context.staleMonths);
        return cardCatchesText(catches, answer.buy->price, context);
    }
    if (answer.rent && isStalePrice(answer.rent->offer->observedOn, context.asOf, context.staleMonths)) {
        return {
            AnswerText::tr("The offer was seen on %1, more than %2 months before %3: check today's price.")
                .arg(isoDate(answer.rent->offer->observedOn))
                .arg(context.staleMonths)
                .arg(isoDate(context.asOf))};
    }
    return {};
}

QString machinePlanText(const MachinePlan& plan, const PickCandidate& candidate) {
    const int count = static_cast<int>(plan.spec.gpus.size());
    const QString build = cards(candidate, count);
    const bool server = plan.spec.chassis == Chassis::Server;
    if (candidate.gpu->isSystem()) {
        // A Mac Studio or a Ryzen AI Max box: its price is the computer, its supply built in.
        return AnswerText::tr("%1: a whole computer with its own power supply; nothing to build, and an "
                              "ordinary outlet runs it.")
            .arg(build);
    }
    if (!plan.passes()) {
        QStringList problems;
        for (const Finding& finding : plan.problems) {
            problems << findingTitle(finding.code);
        }
        return (server ? AnswerText::tr("No server passes the build checker with %1: %2.")
                       : AnswerText::tr("No workstation passes the build checker with %1: %2."))
            .arg(build, problems.join(AnswerText::tr(", ")));
    }
    QString board;
    if (candidate.gpu->deviceKind == DeviceKind::Module) {
        board = AnswerText::tr("an HGX or OAM baseboard");
    } else if (plan.risers) {
        board = AnswerText::tr("PCIe risers (the cards are too wide to sit side by side, B4)");
    } else if (candidate.gpu->cooler == Cooler::OpenAir && count > 1) {
        board = AnswerText::tr("%1 x16 slots two slots apart (a free slot under each card, B5)")
                    .arg(plan.x16Slots);
    } else {
        board = AnswerText::tr("%n x16 slot(s)", nullptr, plan.x16Slots);
    }
    const QString watts = QLocale().toString(plan.psuWatts, 'f', 0);
    const QString supply = server ? AnswerText::tr("%1 W of power supplies").arg(watts)
                                  : AnswerText::tr("a %1 W power supply").arg(watts);
    const QString volts = QLocale().toString(plan.mains.volts, 'f', 0);
    const QString amps = QLocale().toString(plan.mains.amps, 'f', 0);
    QString outlet;
    if (server && plan.mains.amps > 32) {
        outlet = AnswerText::tr("a three-phase data-centre feed (%1 V x %2 A)").arg(volts, amps);
    } else if (server) {
        outlet = AnswerText::tr("a %1 V / %2 A data-centre circuit").arg(volts, amps);
    } else {
        outlet = AnswerText::tr("a %1 V / %2 A outlet").arg(volts, amps);
    }
    return (count > 1 ? AnswerText::tr("%1 need %2, %3 and %4 (B1, B2).")
                      : AnswerText::tr("%1 needs %2, %3 and %4 (B1, B2)."))
        .arg(build, board, supply, outlet);
}

QString memorySplitText(const AdvisorAnswers& answers) {
    std::optional<LlmTask> task;
    if (answers.memory.llm) {
        task = answers.memory.llm->task;
    } else if (answers.memory.model && answers.memory.model->training) {
        task = LlmTask::FullFineTuning;
    }
    if (!task) {
        return {};
    }
    switch (*task) {
    case LlmTask::Inference:
        return AnswerText::tr("the model split over the GPUs by layers");
    case LlmTask::FullFineTuning:
        return AnswerText::tr(
            "full fine-tuning with the weights, gradients and optimizer states sharded over "
            "the GPUs");
    case LlmTask::LoRA:
        return AnswerText::tr("LoRA: the frozen 16-bit weights split over the GPUs, small adapters trained");
    case LlmTask::QLoRA:
        return AnswerText::tr("QLoRA: the frozen 4-bit weights split over the GPUs, small adapters trained");
    }
    return {};
}

QString memoryNeedLine(const AdvisorAnswers& answers, double totalGb, int gpus) {
    const MemorySource source = memoryNeedGb(answers.memory, answers.flow).second;
    if (!memoryIsTotal(answers, source)) {
        return AnswerText::tr("Memory per GPU: %1").arg(gb(totalGb));
    }
    if (gpus <= 0) {
        return AnswerText::tr("Memory for the whole job: %1, split over the machine's GPUs (%2); the result "
                              "says how many.")
            .arg(gb(totalGb), memorySplitText(answers));
    }
    if (gpus == 1) {
        return AnswerText::tr("Memory for the whole job: %1, on one GPU.").arg(gb(totalGb));
    }
    return AnswerText::tr("Memory for the whole job: %1, %2 on each of %3 GPUs (%4).")
        .arg(gb(totalGb), gb(totalGb / gpus))
        .arg(gpus)
        .arg(memorySplitText(answers));
}

} // namespace gpuadvisor::text
