#pragma once

// The advisor's one answer in words: the headline (buy this, rent that, or the ways out), the
// reasoning that sets it against the guide's leaf, each way out with its numbers, and a card's
// catches. Shared by the wizard's result page and `gpu-advisor-cli recommend`.

#include "gpuadvisor/core/advice/advisor.h"
#include "gpuadvisor/core/advice/cardcatches.h"
#include "gpuadvisor/core/build/machineplan.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace gpuadvisor::text {

struct AnswerTextContext {
    Date asOf{};
    int staleMonths = defaultStalePriceMonths;
    std::optional<double> budgetUsd{}; ///< For the cards of one machine.
    Chassis chassis = Chassis::Workstation;
};

/// The context for `answers` as of a day: an organisation's budget is its machine's share of the
/// cluster's and its cards run in a server; an individual's run in a workstation.
AnswerTextContext answerTextContext(const AdvisorAnswers& answers, Date asOf, int staleMonths);

/// "Buy a used RTX 3080 Ti", "Buy 2 x RTX 3090 (used)", "Rent an H100 SXM on vast.ai" or "No
/// card meets all of that: the ways out".
QString answerHeadline(const AdvisorAnswer& answer);
/// One or two sentences: what the guide's flowchart says and why the answer follows (or differs),
/// with the numbers: "The guide's flowchart says “Buy a used RTX 2080 Ti”. At the prices of
/// 2026-11-24 a used RTX 3080 Ti gives 31 % more performance per dollar, so buy that instead."
QString answerReasoning(const Recommendation& recommendation, const AnswerTextContext& context);
/// A way out with its numbers, one sentence.
QString wayOutText(const WayOut& way, const AnswerTextContext& context);
/// The catch of a device rated from its datasheet alone: no measurement of the task covers its
/// vendor, and how far such estimates land (specificationOnlySpread), e.g. "±45 %".
QString specificationOnlyText(const QString& vendor);
/// Why better-looking devices are not the pick: "On their datasheets alone 2 devices rate better
/// per dollar (best: the RX 7900 XTX, 31 % more), but no shipped measurement of this task covers
/// their vendors (AMD), ..." Empty when none does (LivePick::specificationOnlyAhead).
QString specificationOnlyAheadText(const LivePick& pick);
/// The card's catches as sentences ("Sold only in China." ...); empty when it has none.
QStringList cardCatchesText(const CardCatches& catches, const PriceObservation* price,
                            const AnswerTextContext& context);
/// The catches of the card the answer buys (or rents), for the headline; empty when none.
QStringList answerCatchesText(const AdvisorAnswer& answer, const AnswerTextContext& context);

/// The machine the cards need, in one line: "2 x RTX 3090 (used) need 3 x16 slots two slots
/// apart (a free slot under each card), a 1,000 W supply and a 120 V / 15 A outlet." Where no
/// machine of the kind passes, the line says why (the build checker's problems).
QString machinePlanText(const MachinePlan& plan, const PickCandidate& cards);

/// How a job's total memory is split over its cards, as the advisor assumes it: the model split
/// by layers, full fine-tuning with sharded optimizer states, LoRA or QLoRA.
QString memorySplitText(const AdvisorAnswers& answers);

/// The memory line of the wizard and the report: "Memory per GPU: 24.0 GB", or for a job that is
/// split "Memory for the whole job: 260.0 GB, 32.5 GB on each of 8 GPUs (full fine-tuning with
/// the optimizer states sharded over the GPUs)". `gpus` 0: the count is not chosen yet.
QString memoryNeedLine(const AdvisorAnswers& answers, double totalGb, int gpus);

} // namespace gpuadvisor::text
