#include "gpuadvisor/ui/shell/appsettings.h"

#include <QStandardPaths>

namespace gpuadvisor::settings {

ChartSettings restoredChartSettings(ChartSettings base) {
    const QSettings store;
    if (const auto metric = parseMetric(value(store, defaultMetric).toStdString())) {
        base.metric = *metric;
    }
    base.ownership.kwhPriceUsd = value(store, kwhPriceUsd);
    base.ownership.utilization = value(store, utilization);
    base.ownership.years = value(store, years);
    if (const auto condition = parseCondition(value(store, contextCondition).toStdString())) {
        base.condition = *condition;
    }
    if (const auto workload = parseWorkload(value(store, contextWorkload).toStdString())) {
        base.workload = *workload;
    }
    base.gpuCount = value(store, contextGpuCount);
    base.stalePriceMonths = value(store, stalePriceMonths);
    base.includeUnsupported = value(store, includeUnsupported);
    return base;
}

void saveChartSettings(const ChartSettings& chart) {
    QSettings store;
    const std::string_view metric = toString(chart.metric);
    setValue(store, defaultMetric, QString::fromLatin1(metric.data(), static_cast<qsizetype>(metric.size())));
    setValue(store, kwhPriceUsd, chart.ownership.kwhPriceUsd);
    setValue(store, utilization, chart.ownership.utilization);
    setValue(store, years, chart.ownership.years);
    const auto text = [](std::string_view name) {
        return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
    };
    setValue(store, contextCondition, text(toString(chart.condition)));
    setValue(store, contextWorkload, text(toString(chart.workload)));
    setValue(store, contextGpuCount, chart.gpuCount);
    setValue(store, includeUnsupported, chart.includeUnsupported);
}

text::Currency currencyFor(const QString& code) {
    if (code == QLatin1String("CNY")) {
        return text::Currency::Cny;
    }
    if (code == QLatin1String("EUR")) {
        return text::Currency::Eur;
    }
    return text::Currency::Usd;
}

text::DisplayCurrency storedDisplayCurrency() {
    const QSettings store;
    const text::Currency chosen = currencyFor(value(store, currency));
    switch (chosen) {
    case text::Currency::Cny:
        return {chosen, value(store, cnyPerUsd)};
    case text::Currency::Eur:
        return {chosen, value(store, eurPerUsd)};
    case text::Currency::Usd:
        break;
    }
    return {};
}

QString exportFolder() {
    const QString folder = value(lastExportFolder);
    return folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::PicturesLocation) : folder;
}

} // namespace gpuadvisor::settings
