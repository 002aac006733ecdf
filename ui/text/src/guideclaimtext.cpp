#include "gpuadvisor/text/guideclaimtext.h"

#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/fromstd.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <cmath>

namespace gpuadvisor::text {
namespace {

struct GuideClaimText {
    Q_DECLARE_TR_FUNCTIONS(GuideClaimText)
};

/// "1.82x": what the model gives, two decimals.
QString times(double ratio) {
    return GuideClaimText::tr("%1x").arg(QLocale().toString(ratio, 'f', 2));
}

/// "2x", "1.70x", "0.33x": a figure of the guide, two decimals unless it is a whole number.
QString guideTimes(double ratio) {
    const bool whole = std::abs(ratio - std::round(ratio)) < 1e-9;
    return GuideClaimText::tr("%1x").arg(QLocale().toString(ratio, 'f', whole ? 0 : 2));
}

/// What a figure compares: the workload for training figures, the metric otherwise.
QString claimSubject(const GuideClaim& claim) {
    if (claim.query.metric != Metric::Training16) {
        return metricLabel(claim.query.metric);
    }
    return claim.query.workload == Workload::Cnn ? GuideClaimText::tr("conv-net training")
                                                 : GuideClaimText::tr("Transformer training");
}

/// The guide's cost convention, said once in every value-for-money note.
QString costConvention() {
    return GuideClaimText::tr(
        "with the guide's own costs (C1: prices of 2023-01-30, a desktop and 5 years of "
        "power)");
}

} // namespace

QString guideClaimNote(const GuideClaimCheck& check) {
    const GuideClaim& claim = check.claim;
    if (!check.found) {
        return GuideClaimText::tr("Not checked: the catalog lacks the %1 or the %2.")
            .arg(fromStd(claim.card), fromStd(claim.reference));
    }
    if (check.agrees()) {
        return GuideClaimText::tr(
                   "Measured data agree: the model calibrated on measured benchmarks gives the "
                   "%1 %2 the %3 in %4 (the guide says %5).")
            .arg(fromStd(claim.card), times(check.model), fromStd(claim.reference), claimSubject(claim),
                 guideTimes(claim.guideValue));
    }
    return GuideClaimText::tr("Measured data disagree: the model calibrated on measured benchmarks gives the "
                              "%1 %2 the %3 in %4, where the guide says %5 (within its tolerance: %6 to %7).")
        .arg(fromStd(claim.card), times(check.model), fromStd(claim.reference), claimSubject(claim),
             guideTimes(claim.guideValue), times(claim.low), times(claim.high));
}

QString perDollarClaimNote(const PerDollarClaimCheck& check) {
    if (!check.found) {
        if (check.reference.empty()) {
            return GuideClaimText::tr("Not checked: the catalog lacks the %1 or its price of 2023-01-30.")
                .arg(fromStd(check.card));
        }
        return GuideClaimText::tr(
                   "Not checked: the catalog lacks the %1, the %2 or their prices of 2023-01-30.")
            .arg(fromStd(check.card), fromStd(check.reference));
    }
    if (check.reference.empty()) { // R1: is the card the best value?
        if (check.agrees()) {
            return GuideClaimText::tr("Measured data agree: %1, the model calibrated on measured benchmarks "
                                      "gives the %2 the best %3 performance per dollar.")
                .arg(costConvention(), fromStd(check.card), metricLabel(check.metric));
        }
        return GuideClaimText::tr("Measured data disagree: %1, the model calibrated on measured benchmarks "
                                  "gives the %2 the best %3 performance per dollar; the %4 reaches %5 of "
                                  "it.")
            .arg(costConvention(), fromStd(check.modelBest), metricLabel(check.metric), fromStd(check.card),
                 times(check.model));
    }
    if (check.agrees()) { // C3: the card's perf/$ over the reference's
        return GuideClaimText::tr(
                   "Measured data agree: %1, the model calibrated on measured benchmarks gives "
                   "the %2 desktop %3 the %4 performance per dollar of the %5 one (the guide "
                   "says about %6).")
            .arg(costConvention(), fromStd(check.card), times(check.model), metricLabel(check.metric),
                 fromStd(check.reference), guideTimes(check.guideValue));
    }
    return GuideClaimText::tr(
               "Measured data disagree: %1, the model calibrated on measured benchmarks gives "
               "the %2 desktop %3 the %4 performance per dollar of the %5 one, where the guide "
               "says about %6 (%7 to %8 would count).")
        .arg(costConvention(), fromStd(check.card), times(check.model), metricLabel(check.metric),
             fromStd(check.reference), guideTimes(check.guideValue), times(check.low), times(check.high));
}

QString claimNotesFor(std::string_view factId, std::span<const GuideClaimCheck> figures,
                      std::span<const PerDollarClaimCheck> perDollar, ClaimNotes which) {
    const bool all = which == ClaimNotes::All;
    QStringList notes;
    for (const GuideClaimCheck& check : figures) {
        if (check.claim.factId == factId && (all || (check.found && !check.agrees()))) {
            notes << guideClaimNote(check);
        }
    }
    for (const PerDollarClaimCheck& check : perDollar) {
        if (check.factId == factId && (all || (check.found && !check.agrees()))) {
            notes << perDollarClaimNote(check);
        }
    }
    return notes.join(QLatin1Char('\n'));
}

QString measuredVendorNote(const MeasuredVendorComparison& comparison) {
    const QLocale locale;
    const auto ratio = [&locale](double value) {
        return locale.toString(value, 'f', 2);
    };
    const auto speed = [&locale](double value) {
        return locale.toString(value, 'f', 0);
    };
    return GuideClaimText::tr("Measured %1 (llama.cpp scoreboards, %2 %3): the %4 on %5 generates at %6x the "
                              "%7's speed on %8 (%9 against %10 tokens/s) and reads prompts at %11x (%12 "
                              "against %13 tokens/s).")
        .arg(fromStd(formatIsoDate(comparison.measuredOn)).left(7), fromStd(comparison.modelKey),
             fromStd(weightFormatInfo(comparison.weights).label), QString::fromStdString(comparison.card),
             QString::fromStdString(comparison.backend), ratio(comparison.decodeRatio()),
             QString::fromStdString(comparison.reference),
             QString::fromStdString(comparison.referenceBackend), speed(comparison.cardDecode))
        .arg(speed(comparison.referenceDecode), ratio(comparison.prefillRatio()),
             speed(comparison.cardPrefill), speed(comparison.referencePrefill));
}

} // namespace gpuadvisor::text
