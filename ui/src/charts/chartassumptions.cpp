#include "gpuadvisor/ui/charts/chartassumptions.h"

#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/numbers.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpuadvisor {
namespace {

/// The translation context of this file's strings (lupdate reads ChartAssumptions::tr calls).
class ChartAssumptions {
    Q_DECLARE_TR_FUNCTIONS(ChartAssumptions)
};

} // namespace

QString priceBasisText(Condition condition, const Date& asOf) {
    const QString day = QString::fromStdString(formatIsoDate(asOf));
    return condition == Condition::New ? ChartAssumptions::tr("new prices as of %1").arg(day)
                                       : ChartAssumptions::tr("used prices as of %1").arg(day);
}

QString assumptionsLine(const QStringList& parts) {
    if (parts.isEmpty()) {
        return {};
    }
    return ChartAssumptions::tr("Assumptions: %1").arg(parts.join(ChartAssumptions::tr("; ")));
}

QStringList chartAssumptionParts(const ChartSettings& settings) {
    QStringList parts;
    parts << (settings.minMemoryGb > 0 ? ChartAssumptions::tr("at least %1 GB of memory")
                                             .arg(QLocale().toString(settings.minMemoryGb))
                                       : ChartAssumptions::tr("any memory size"));
    QStringList segments;
    for (Segment segment : allSegments) {
        if (settings.showsSegment(segment)) {
            segments << text::segmentLabel(segment);
        }
    }
    if (segments.size() != static_cast<qsizetype>(allSegments.size())) {
        parts << ChartAssumptions::tr("segments: %1").arg(segments.join(QStringLiteral(", ")));
    }
    if (const std::vector<std::string> vendors = settings.shownVendors(); !vendors.empty()) {
        QStringList names;
        for (const std::string& vendor : vendors) {
            names << QString::fromStdString(vendor);
        }
        parts << ChartAssumptions::tr("vendors: %1").arg(names.join(QStringLiteral(", ")));
    }
    if (!settings.search.trimmed().isEmpty()) {
        parts << ChartAssumptions::tr("names containing “%1”").arg(settings.search.trimmed());
    }
    parts << ChartAssumptions::tr("GPUs per machine: %1").arg(settings.gpuCount);
    if (settings.perDollar) {
        parts << priceBasisText(settings.condition, settings.asOf)
              << ChartAssumptions::tr("years of ownership: %1")
                     .arg(text::trimmedNumber(settings.ownership.years, 1))
              << ChartAssumptions::tr("electricity: %1")
                     .arg(text::moneyPerUnit(settings.ownership.kwhPriceUsd, QStringLiteral("kWh")))
              << ChartAssumptions::tr("utilisation: %1 %")
                     .arg(text::trimmedNumber(settings.ownership.utilization * 100, 1));
    }
    return parts;
}

} // namespace gpuadvisor
