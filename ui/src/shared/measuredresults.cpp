#include "gpuadvisor/ui/shared/measuredresults.h"

#include "gpuadvisor/core/model/crossvalidation.h"
#include "gpuadvisor/text/fromstd.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <cmath>

namespace gpuadvisor {
namespace {

/// The translation context of this file's strings (lupdate reads MeasuredText::tr calls).
class MeasuredText {
    Q_DECLARE_TR_FUNCTIONS(MeasuredText)
};

using text::fromStd;

/// The first whitespace-separated word of `text`, without trailing punctuation.
QString firstWord(const std::string& text) {
    const QString word = fromStd(text).trimmed().section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
    QString trimmed = word;
    while (!trimmed.isEmpty() && QStringLiteral(",;:").contains(trimmed.back())) {
        trimmed.chop(1);
    }
    return trimmed;
}

/// A measured ratio: two decimals, one from 10 up.
QString ratioText(double ratio) {
    return QLocale().toString(ratio, 'f', std::abs(ratio) >= 10 ? 1 : 2);
}

/// A measured throughput with as many decimals as its size calls for.
QString throughputText(double value) {
    const double size = std::abs(value);
    return QLocale().toString(value, 'f', size >= 100 ? 0 : size >= 10 ? 1 : 2);
}

QString taskText(BenchmarkTask task) {
    switch (task) {
    case BenchmarkTask::Training:
        return MeasuredText::tr("training");
    case BenchmarkTask::Inference:
        return MeasuredText::tr("inference");
    case BenchmarkTask::LlmPrefill:
        return MeasuredText::tr("prompt processing");
    case BenchmarkTask::LlmDecode:
        return MeasuredText::tr("text generation");
    }
    return {};
}

QString cardValueText(const QString& card, double value, const std::string& unit, int batch,
                      int largestBatch) {
    if (batch > 0 && largestBatch > batch) {
        return MeasuredText::tr("%1: %2 %3, batch %4-%5 per GPU (runs differ)")
            .arg(card.toHtmlEscaped(), throughputText(value), fromStd(unit).toHtmlEscaped())
            .arg(batch)
            .arg(largestBatch);
    }
    if (batch > 0) {
        return MeasuredText::tr("%1: %2 %3, batch %4 per GPU")
            .arg(card.toHtmlEscaped(), throughputText(value), fromStd(unit).toHtmlEscaped())
            .arg(batch);
    }
    return MeasuredText::tr("%1: %2 %3, batch not stated")
        .arg(card.toHtmlEscaped(), throughputText(value), fromStd(unit).toHtmlEscaped());
}

int yearOf(const Date& date) {
    return static_cast<int>(date.year());
}

} // namespace

std::vector<MeasuredEntry> measuredEntries(const MeasuredPerformance& measured, const Gpu& card,
                                           const Gpu& reference, Metric metric, Workload workload) {
    std::vector<MeasuredEntry> entries;
    const std::vector<const BenchmarkResult*> rows = measured.resultsFor(card.name);
    for (MeasuredComparison& comparison : measured.compare(card, reference, metric, workload)) {
        MeasuredEntry entry;
        for (const BenchmarkResult* row : rows) {
            if (row->model == comparison.model && row->task == comparison.task &&
                row->precision == comparison.precision && row->source == comparison.source &&
                row->origin == comparison.origin) {
                entry.software = row->software;
                break;
            }
        }
        entry.sourceName = measuredSourceName(comparison.source, entry.software, comparison.origin);
        entry.comparison = std::move(comparison);
        entries.push_back(std::move(entry));
    }
    return entries;
}

QString measuredSourceName(const std::string& source, const std::string& software, BenchmarkOrigin origin) {
    if (origin == BenchmarkOrigin::User) {
        return MeasuredText::tr("your run");
    }
    const QString word = firstWord(source);
    if (word.contains(QLatin1Char('/'))) {
        const QString tool = firstWord(software);
        if (!tool.isEmpty()) {
            return tool;
        }
        return word.section(QLatin1Char('/'), -1);
    }
    return word;
}

QString measuredMarkLabel(const MeasuredEntry& entry) {
    const MeasuredComparison& comparison = entry.comparison;
    return MeasuredText::tr("measured: %1 %2x, %3 %4")
        .arg(fromStd(displayModelName(comparison.model)), ratioText(comparison.relative), entry.sourceName)
        .arg(yearOf(comparison.measuredOn));
}

QString measuredMarkShortLabel(const MeasuredEntry& entry) {
    return MeasuredText::tr("%1x").arg(ratioText(entry.comparison.relative));
}

QString measuredCellText(const MeasuredEntry& entry, int decimals) {
    const MeasuredComparison& comparison = entry.comparison;
    return MeasuredText::tr("%1\n%2\n%3 %4")
        .arg(QLocale().toString(comparison.relative, 'f', decimals),
             fromStd(displayModelName(comparison.model)), entry.sourceName)
        .arg(yearOf(comparison.measuredOn));
}

QString measuredOriginText(BenchmarkOrigin origin) {
    return origin == BenchmarkOrigin::User ? MeasuredText::tr("your own measurement")
                                           : MeasuredText::tr("shipped with GPU Advisor");
}

QString measuredDetailsHtml(const std::vector<MeasuredEntry>& entries, const QString& cardName,
                            const QString& referenceName) {
    if (entries.empty()) {
        return {};
    }
    QString html =
        MeasuredText::tr("Measured, one GPU each against the %1:").arg(referenceName.toHtmlEscaped()) +
        QStringLiteral("<ul style=\"margin:0\">");
    for (const MeasuredEntry& entry : entries) {
        const MeasuredComparison& comparison = entry.comparison;
        html += QStringLiteral("<li>");
        html += MeasuredText::tr("<b>%1</b> (%2, %3): %4x")
                    .arg(fromStd(displayModelName(comparison.model)).toHtmlEscaped(),
                         fromStd(comparison.precision).toHtmlEscaped(), taskText(comparison.task),
                         ratioText(comparison.relative));
        html += QStringLiteral("<br>") + cardValueText(cardName, comparison.cardValue, comparison.unit,
                                                       comparison.cardBatch, comparison.cardBatchMax);
        html +=
            QStringLiteral("<br>") + cardValueText(referenceName, comparison.referenceValue, comparison.unit,
                                                   comparison.referenceBatch, comparison.referenceBatchMax);
        html +=
            QStringLiteral("<br>%1 · %2 · %3")
                .arg(fromStd(comparison.source).toHtmlEscaped(),
                     fromStd(formatIsoDate(comparison.measuredOn)), measuredOriginText(comparison.origin));
        html += QStringLiteral("</li>");
    }
    html += QStringLiteral("</ul>");
    return html;
}

QString typicalErrorPercentText(Metric metric, Workload workload) {
    const std::optional<double> error = typicalEstimateError(metric, workload);
    return error ? QString::number(std::lround(*error * 100)) : QString();
}

QString estimateQualityText(Metric metric, Workload workload) {
    const QString percent = typicalErrorPercentText(metric, workload);
    return percent.isEmpty()
               ? MeasuredText::tr("estimate, not yet checked against measurements")
               : MeasuredText::tr("estimate, typically within ±%1 % on measured cards").arg(percent);
}

} // namespace gpuadvisor
