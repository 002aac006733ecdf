#include "gpuadvisor/ui/charts/chartdata.h"

#include "gpuadvisor/core/cost/ranking.h"
#include "gpuadvisor/text/answertext.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/namelist.h"
#include "gpuadvisor/text/supporttext.h"
#include "gpuadvisor/ui/charts/chartassumptions.h"
#include "gpuadvisor/ui/shared/measuredresults.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>

namespace gpuadvisor {
namespace {

/// The translation context of this file's strings (lupdate reads ChartDataText::tr calls).
class ChartDataText {
    Q_DECLARE_TR_FUNCTIONS(ChartDataText)
};

std::vector<PerformanceFactor> strongestFactors(const PerformanceExplanation& explanation,
                                                std::size_t count) {
    std::vector<PerformanceFactor> factors = explanation.factors;
    // Strongest in either direction: the largest |log value|; factors of exactly 1 say nothing.
    std::erase_if(factors,
                  [](const PerformanceFactor& factor) { return std::abs(factor.value - 1.0) < 0.005; });
    std::sort(factors.begin(), factors.end(), [](const PerformanceFactor& a, const PerformanceFactor& b) {
        return std::abs(std::log(a.value)) > std::abs(std::log(b.value));
    });
    factors.resize(std::min(count, factors.size()));
    return factors;
}

/// Where a caption is read: in the window, where hovering a bar shows its measurements, or in an
/// exported picture, which cannot be hovered.
enum class CaptionMedium { Window, Picture };

/// The caption's sentence on the measured marks: where they are, or why there are none.
QString measuredSentence(const ChartData& data, const ChartSettings& settings, const QString& reference,
                         CaptionMedium medium) {
    const bool anyMeasured = std::any_of(data.bars.begin(), data.bars.end(),
                                         [](const ChartBar& bar) { return !bar.measured.empty(); });
    const bool window = medium == CaptionMedium::Window;
    if (settings.perDollar) {
        if (!anyMeasured) {
            return {};
        }
        return window ? ChartDataText::tr("Measured results (◆) are marked on the performance chart, "
                                          "not per dollar; hover a bar for them.")
                      : ChartDataText::tr("Measured results (◆) are marked on the performance chart, "
                                          "not per dollar.");
    }
    if (settings.gpuCount != 1) {
        if (!anyMeasured) {
            return {};
        }
        return window ? ChartDataText::tr("Measured results (◆) are marked with 1 GPU per machine "
                                          "only; hover a bar for them.")
                      : ChartDataText::tr("Measured results (◆) are marked with 1 GPU per machine only.");
    }
    if (anyMeasured) {
        return ChartDataText::tr("◆ measured: one GPU each against the %1 on the same benchmark.")
            .arg(reference);
    }
    return ChartDataText::tr("No measured results against the %1 for this metric and workload.")
        .arg(reference);
}

/// The caption under a chart: what the bars are and how good they are (the measured marks'
/// sentence, measuredSentence, goes at its end).
QString legendNote(const ChartData& data, const ChartSettings& settings) {
    const QString percent = typicalErrorPercentText(settings.metric, settings.workload);
    QString note =
        percent.isEmpty()
            ? ChartDataText::tr("Bars: estimated by the model (not yet checked against measurements).")
            : ChartDataText::tr("Bars: estimated by the model (typically within ±%1 % on measured cards).")
                  .arg(percent);
    if (data.oldPricedBars > 0) {
        note += QLatin1Char(' ') + ChartDataText::tr("† old price (%1): %2 of %3 bars.")
                                       .arg(text::oldPriceMeaning(settings.priceAge()))
                                       .arg(data.oldPricedBars)
                                       .arg(data.bars.size());
    }
    if (data.legacyBars > 0) {
        note += QLatin1Char(' ') + ChartDataText::tr("‡ legacy software only (an older CUDA and PyTorch).");
    }
    if (data.unsupportedBars > 0) {
        note += QLatin1Char(' ') + ChartDataText::tr("⊘ grey: current software no longer runs on it.");
    }
    if (data.specificationOnlyBars > 0) {
        note += QLatin1Char(' ') + ChartDataText::tr("§ %1").arg(text::specificationOnlyText(
                                       data.specificationOnlyVendors.join(QStringLiteral(", "))));
    }
    if (!data.noPowerFigureCards.isEmpty()) {
        note += QLatin1Char(' ') +
                ChartDataText::tr("No power figure is published for %1: their cost counts no electricity.")
                    .arg(text::shortNameList(data.noPowerFigureCards));
    }
    if (!data.unratedCards.isEmpty()) {
        note += QLatin1Char(' ') + ChartDataText::tr("Not rated, as their makers publish no FP32 rate: %1.")
                                       .arg(text::shortNameList(data.unratedCards));
    }
    if (!data.unsupportedCards.isEmpty()) {
        note += QLatin1Char(' ') + text::unsupportedLeftOut(data.unsupportedCards) + QLatin1Char('.');
    }
    return note;
}

/// The chart's segment, vendor and name filters, for RankingOptions::accepts; empty when they
/// let every card through (as by default), so that nothing is asked per card.
std::function<bool(const Gpu&)> chartFilters(const ChartSettings& settings) {
    const bool everySegment =
        std::all_of(settings.segments.begin(), settings.segments.end(), [](bool shown) { return shown; });
    const bool everyVendor =
        std::all_of(settings.vendors.begin(), settings.vendors.end(), [](bool shown) { return shown; });
    if (everySegment && everyVendor && settings.search.isEmpty()) {
        return {};
    }
    return [&settings, search = settings.search.trimmed()](const Gpu& gpu) {
        if (!settings.showsSegment(gpu.segment) || !settings.showsVendor(gpu.vendor)) {
            return false;
        }
        return settings.search.isEmpty() ||
               QString::fromStdString(gpu.name).contains(search, Qt::CaseInsensitive);
    };
}

} // namespace

ChartData computeChartData(const CatalogSnapshot& snapshot, const ChartSettings& settings,
                           std::size_t maxBars) {
    ChartData data;
    const QString reference = QString::fromStdString(settings.referenceName);
    data.metric = settings.metric;
    data.workload = settings.workload;
    data.referenceName = reference;
    data.title = QStringLiteral("%1, %2").arg(text::metricLabel(settings.metric),
                                              text::workloadLabel(settings.workload));
    if (settings.perDollar) {
        data.title = ChartDataText::tr("Performance per dollar: %1").arg(data.title);
        data.valueTitle = ChartDataText::tr("Relative performance per %1 of ownership (%2 = 1)")
                              .arg(text::displayMoney(perMoneyUnit), reference);
    } else {
        data.title = ChartDataText::tr("Performance: %1").arg(data.title);
        data.valueTitle = ChartDataText::tr("Relative performance (%1 = 1)").arg(reference);
    }
    if (settings.gpuCount > 1) {
        data.title += ChartDataText::tr(", %1 GPUs per machine").arg(settings.gpuCount);
    }
    data.assumptions = assumptionsLine(chartAssumptionParts(settings));

    const Gpu* referenceGpu = snapshot.find(settings.referenceName);
    if (referenceGpu == nullptr) {
        data.error = ChartDataText::tr("The reference card \"%1\" is not in the catalog.").arg(reference);
        return data;
    }
    const PerformanceModel model(*referenceGpu, {settings.metric, settings.workload});
    const auto cardPrices = snapshot.cardPrices(settings.condition, settings.asOf);
    RankingOptions options;
    options.perDollar = settings.perDollar;
    options.minMemoryGb = settings.minMemoryGb;
    options.gpuCount = settings.gpuCount;
    options.condition = settings.condition;
    options.asOf = settings.asOf;
    options.ownership = settings.ownership;
    options.includeUnsupported = settings.includeUnsupported;
    options.accepts = chartFilters(settings);
    // Bars (their explanation, their measured results) only for the best maxBars; the rest are
    // counted, not sorted.
    options.sortedCards = maxBars;
    const auto relative = snapshot.relativePerformance(*referenceGpu, model.query());
    options.relativePerformance = *relative;
    options.priceUsd = cardPrices->usd;
    const Ranking ranking = rankCards(snapshot.gpus, cardPrices->observations, model,
                                      systemBaseCostFor(snapshot.systemCosts, settings.gpuCount), options);

    const std::vector<std::string>& measuredVendors = snapshot.measuredVendors(settings.workload);
    data.measuredMarks = !settings.perDollar && settings.gpuCount == 1;
    data.measuredComparable = settings.gpuCount == 1;
    data.matchingCards = ranking.cards.size();
    for (std::size_t index = 0; index < std::min(maxBars, ranking.cards.size()); ++index) {
        const RankedCard& ranked = ranking.cards[index];
        ChartBar bar;
        bar.gpu = ranked.gpu;
        bar.relativePerformance = ranked.relativePerformance;
        bar.value = settings.perDollar ? text::perDisplayUnit(ranked.performancePerDollar) * perMoneyUnit
                                       : ranked.relativePerformance;
        // The quote the ranking priced the card with (the same object), with what it rests on.
        bar.price = snapshot.priceBook.latest(ranked.gpu->name, settings.condition, settings.asOf);
        bar.cost = ranked.cost;
        bar.oldPrice =
            settings.perDollar && bar.price != nullptr && settings.priceAge().isOld(bar.price->observedOn);
        data.oldPricedBars += bar.oldPrice ? 1 : 0;
        bar.software = cardSupport(*ranked.gpu, settings.asOf);
        data.legacyBars += bar.software.legacy() ? 1 : 0;
        data.unsupportedBars += bar.software.unsupported() ? 1 : 0;
        bar.specificationOnly = !isOfVendor(*ranked.gpu, measuredVendors);
        if (bar.specificationOnly) {
            ++data.specificationOnlyBars;
            const QString vendor = QString::fromStdString(ranked.gpu->vendor);
            if (!data.specificationOnlyVendors.contains(vendor)) {
                data.specificationOnlyVendors << vendor;
            }
        }
        if (settings.perDollar && ranked.gpu->boardPowerWatts <= 0) {
            data.noPowerFigureCards << QString::fromStdString(ranked.gpu->name);
        }
        bar.topFactors = strongestFactors(model.explain(*ranked.gpu), 3);
        if (ranked.gpu != referenceGpu) {
            bar.measured = measuredEntries(snapshot.measured, *ranked.gpu, *referenceGpu, settings.metric,
                                           settings.workload);
        }
        if (data.measuredMarks && !bar.measured.empty()) {
            bar.measuredValue = bar.measured.front().comparison.relative;
        }
        data.bars.push_back(std::move(bar));
    }
    // The ranking lists only cards that pass the filters.
    for (const auto& [cards, names] : {std::pair{&ranking.unpriced, &data.unpricedCards},
                                       std::pair{&ranking.unsupported, &data.unsupportedCards},
                                       std::pair{&ranking.unrated, &data.unratedCards}}) {
        names->reserve(static_cast<qsizetype>(cards->size()));
        for (const Gpu* gpu : *cards) {
            *names << QString::fromStdString(gpu->name);
        }
    }
    data.priceAge = settings.priceAge();
    const QString note = legendNote(data, settings);
    const auto withMeasured = [&note](const QString& sentence) {
        return sentence.isEmpty() ? note : note + QLatin1Char(' ') + sentence;
    };
    data.legendNote = withMeasured(measuredSentence(data, settings, reference, CaptionMedium::Window));
    data.printedLegendNote =
        withMeasured(measuredSentence(data, settings, reference, CaptionMedium::Picture));
    data.legendNoteToolTip = ChartDataText::tr(
        "The bars are the performance model's estimates. A diamond marks a measurement: the card's "
        "measured throughput over the reference card's on the same benchmark from the same source, one "
        "GPU each, with the model, the source and the year beside it. Hover a bar for every measurement.");
    return data;
}

} // namespace gpuadvisor
