#include "build/buildreport.h"

#include "build/buildcost.h"
#include "shared/findingsview.h"

#include "gpuadvisor/core/build/buildllm.h"
#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/model/performance.h"
#include "gpuadvisor/core/model/scaling.h"
#include "gpuadvisor/core/model/scalingfit.h"
#include "gpuadvisor/db/llmdata.h"
#include "gpuadvisor/text/buildtext.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/numbers.h"
#include "gpuadvisor/ui/build/buildpage.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <span>

namespace gpuadvisor {
namespace {

/// The LLM presets, read once: the build reports what they need on its cards.
std::span<const LlmModel> llmPresets() {
    static const std::vector<LlmModel> presets = loadLlmPresets().models;
    return presets;
}

QString number(double value, int decimals = 0) {
    return QLocale().toString(value, 'f', decimals);
}

/// Whole units of the display currency: "$2,200", "¥15,840".
} // namespace

QString buildVerdictHtml(const std::vector<Finding>& findings, int gpuCount) {
    // The verdict: problems and warnings in words and colour.
    int problems = 0;
    int warnings = 0;
    for (const Finding& finding : findings) {
        problems += finding.severity == Severity::Problem ? 1 : 0;
        warnings += finding.severity == Severity::Warning ? 1 : 0;
    }
    QString verdict;
    if (gpuCount == 0) {
        verdict = BuildPage::tr("Add cards to check the build.");
    } else {
        const Severity worst = worstSeverity(findings);
        QString words;
        if (problems > 0) {
            words = BuildPage::tr("The build will not work as it is. Problems: %1, warnings: %2.")
                        .arg(problems)
                        .arg(warnings);
        } else if (warnings > 0) {
            words = BuildPage::tr("The build works; read the warnings (%1).").arg(warnings);
        } else {
            words = BuildPage::tr("The build works.");
        }
        verdict = QStringLiteral("<b style=\"color:%1\">%2</b>")
                      .arg(FindingsView::severityColor(worst).name(), words.toHtmlEscaped());
    }
    return verdict;
}

QString buildScalingText(const BuildSummary& summary, const BuildSpec& spec, const CatalogSnapshot& snapshot,
                         Workload workload) {
    const QString link = summary.scaling.interconnect == Interconnect::Sxm ? BuildPage::tr("SXM modules")
                                                                           : BuildPage::tr("PCIe cards");
    QString text =
        BuildPage::tr("%1 GPUs give %2× one (%3%4; fitted to measured 2-, 4- and 8-GPU systems, typically "
                      "within ±%5 %)")
            .arg(summary.gpuCount)
            .arg(text::trimmedNumber(summary.multiGpuSpeedup, 2), link,
                 summary.scaling.newer ? QString()
                                       : BuildPage::tr(", older generation: P10's extra overhead"),
                 QString::number(typicalScalingError * 100, 'f', 0));
    // A measurement of this very machine: the same card, as many of them.
    const std::vector<BuildGpu>& gpus = spec.gpus;
    const bool sameCard = std::all_of(
        gpus.begin(), gpus.end(), [&](const BuildGpu& gpu) { return gpu.gpu.name == gpus.front().gpu.name; });
    if (sameCard) {
        const double measured =
            measuredSpeedup(snapshot.scaling, gpus.front().gpu.name, summary.gpuCount, workload);
        if (measured > 0) {
            text += QLatin1Char(' ') +
                    BuildPage::tr(
                        "Measured on %1 × %2: %3× (benchmark results, median over the workload's models).")
                        .arg(summary.gpuCount)
                        .arg(QString::fromStdString(gpus.front().gpu.name), text::trimmedNumber(measured, 2));
        }
    }
    return text;
}

QString buildSummaryHtml(const BuildSummary& s, const BuildSpec& spec, const std::vector<BuildEntry>& entries,
                         const CatalogSnapshot& snapshot, const ChartSettings& settings,
                         const QString& referenceName, Condition condition) {
    QString summary;
    const auto row = [&summary](const QString& label, const QString& value) {
        summary += QStringLiteral("<tr><td style=\"padding-right:12px\"><b>%1</b></td><td>%2</td></tr>")
                       .arg(label.toHtmlEscaped(), value);
    };
    QStringList cards;
    for (const BuildEntry& entry : entries) {
        cards << BuildPage::tr("%1 × %2").arg(entry.count).arg(QString::fromStdString(entry.gpu.name));
    }
    summary += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">");
    row(BuildPage::tr("GPUs"), cards.join(QStringLiteral(", ")).toHtmlEscaped());
    row(BuildPage::tr("GPU memory"),
        BuildPage::tr("%1 GB").arg(text::trimmedNumber(s.totalGpuMemoryGb, 1)).toHtmlEscaped());
    // A device with no FP32 figure (Apple publishes none for some chips) is not rated, never 0.
    // Training across different cards runs at the slowest one's pace (B9): said only where the
    // build mixes them.
    const bool mixed = std::any_of(entries.begin(), entries.end(), [&entries](const BuildEntry& entry) {
        return entry.gpu.name != entries.front().gpu.name;
    });
    const QString throughput = text::trimmedNumber(s.throughput, 2);
    const QString workloadName = text::workloadLabel(settings.workload).toLower();
    row(BuildPage::tr("Training throughput"),
        (s.throughput <= 0
             ? BuildPage::tr("not rated: the catalog has no FP32 figure for a device of the build")
         : mixed ? BuildPage::tr("%1 × one %2 (16-bit training, %3; mixed cards at the slowest card's speed)")
                       .arg(throughput, referenceName, workloadName)
                 : BuildPage::tr("%1 × one %2 (16-bit training, %3)")
                       .arg(throughput, referenceName, workloadName))
            .toHtmlEscaped());
    if (s.gpuCount > 1) {
        row(BuildPage::tr("Multi-GPU scaling"),
            buildScalingText(s, spec, snapshot, settings.workload).toHtmlEscaped());
    }
    const bool wholeComputer = spec.holdsWholeComputer();
    if (!wholeComputer) {
        row(BuildPage::tr("Power"), BuildPage::tr("%1 W from the supply, %2 W at the wall")
                                        .arg(number(s.power.totalWatts), number(s.power.wallWatts))
                                        .toHtmlEscaped());
    } else if (s.power.totalWatts > 0) {
        row(BuildPage::tr("Power"), BuildPage::tr("%1 W by its power figure, through its own supply")
                                        .arg(number(s.power.totalWatts))
                                        .toHtmlEscaped());
    } else {
        row(BuildPage::tr("Power"), BuildPage::tr("no power figure in the catalog").toHtmlEscaped());
    }
    row(BuildPage::tr("Cost of ownership"), buildCostHtml(s, condition, wholeComputer));
    // Each card's price with its date, so an old price is seen where the total is.
    const QString prices = buildCardPricesHtml(entries, snapshot, settings, condition);
    if (!prices.isEmpty()) {
        row(BuildPage::tr("Card prices"), prices);
    }
    // What the build runs: a few language models of rising size on its cards.
    std::vector<Gpu> cardsInBuild;
    for (const BuildGpu& gpu : spec.gpus) {
        cardsInBuild.push_back(gpu.gpu);
    }
    QStringList llmLines;
    std::string backend;
    for (const LlmWorkload& workload : buildCheckLlmWorkloads(llmPresets())) {
        const BuildLlmCapacity capacity = buildLlmCapacity(cardsInBuild, workload);
        llmLines << text::buildLlmLine(capacity).toHtmlEscaped();
        backend = capacity.plan.backend;
    }
    if (!llmLines.isEmpty()) {
        row(BuildPage::tr("Language models"),
            llmLines.join(QStringLiteral("<br>")) +
                QStringLiteral("<br><small>%1</small>").arg(text::buildLlmNote(backend).toHtmlEscaped()));
    }
    if (spec.nodes > 1) {
        row(BuildPage::tr("All %n machines", nullptr, spec.nodes),
            BuildPage::tr("%1 GB of GPU memory, %2 to own (without the network)")
                .arg(text::trimmedNumber(s.totalGpuMemoryGb * spec.nodes, 1),
                     text::money(s.totalUsd() * spec.nodes, 0))
                .toHtmlEscaped());
    }
    summary += QStringLiteral("</table>");
    return summary;
}

QString buildAssumptionsText(const BuildSummary& s, const ChartSettings& settings, Condition condition,
                             bool wholeComputer) {
    const QString conditionText = condition == Condition::New ? BuildPage::tr("new") : BuildPage::tr("used");
    // A whole computer's price is the machine and its power figure the whole draw.
    const QString format =
        wholeComputer
            ? BuildPage::tr("Prices: the computer's newest %1 price on or before %2 (the whole machine). "
                            "Ownership: %3 years, %4 per kWh, busy %5 % of the time. Electricity while busy: "
                            "the computer's power figure, %6 W.")
            : BuildPage::tr(
                  "Per machine. Prices: each card's newest %1 price on or before %2. Ownership: "
                  "%3 years, %4 per kWh, GPUs busy %5 % of the time (the purchase context, as on "
                  "every page). Electricity while busy: the cards and the catalog's machine, %6 W.");
    return format.arg(conditionText, QString::fromStdString(formatIsoDate(settings.asOf)),
                      text::trimmedNumber(settings.ownership.years, 1),
                      text::moneyRate(settings.ownership.kwhPriceUsd),
                      text::trimmedNumber(settings.ownership.utilization * 100, 1),
                      QLocale().toString(s.busyWatts, 'f', 0));
}

} // namespace gpuadvisor
