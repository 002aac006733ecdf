#include "modelsupport.h"

#include "commandsupport.h"

#include "gpuadvisor/core/model/crossvalidation.h"
#include "gpuadvisor/core/model/measured.h"

#include <cmath>

namespace gpuadvisor::cli::modelcmd {

QList<QCommandLineOption> modelOptions(const QString& metricDefault) {
    return {
        valueOption(QStringLiteral("metric"),
                    QStringLiteral("inference8, inference16 or training16 (%1).")
                        .arg(metricDefault.isEmpty() ? QStringLiteral("required")
                                                     : QStringLiteral("default %1").arg(metricDefault)),
                    QStringLiteral("METRIC")),
        valueOption(QStringLiteral("workload"), QStringLiteral("transformer (default) or cnn."),
                    QStringLiteral("WORKLOAD"), QStringLiteral("transformer")),
        valueOption(
            QStringLiteral("reference"),
            QStringLiteral("Card that scores 1.0 (default %1, as the guide's charts).").arg(defaultReference),
            QStringLiteral("NAME"), defaultReference),
        QCommandLineOption(
            QStringLiteral("sparsity"),
            QStringLiteral("Count 2:4 structured sparsity on Ampere and later (seed fact P15).")),
    };
}

PerformanceQuery performanceQuery(const Invocation& invocation, std::optional<Metric> metricDefault) {
    const auto& parser = invocation.parser();
    if (!parser.isSet(QStringLiteral("metric")) && !metricDefault) {
        throw UsageError(QStringLiteral("--metric is required (one of: %1)").arg(text(allowedMetrics())));
    }
    const QString metricText = parser.isSet(QStringLiteral("metric")) ? parser.value(QStringLiteral("metric"))
                                                                      : text(toString(*metricDefault));
    const auto metric = parseMetric(metricText.toStdString());
    if (!metric) {
        throw UsageError(
            QStringLiteral("--metric '%1' is not one of: %2").arg(metricText, text(allowedMetrics())));
    }
    const QString workloadText = parser.value(QStringLiteral("workload"));
    const auto workload = parseWorkload(workloadText.toStdString());
    if (!workload) {
        throw UsageError(
            QStringLiteral("--workload '%1' is not one of: %2").arg(workloadText, text(allowedWorkloads())));
    }
    return {*metric, *workload, parser.isSet(QStringLiteral("sparsity"))};
}

QString precise(double value) {
    return QString::number(value, 'g', 6);
}

QString measuredLabel(const MeasuredComparison& comparison) {
    const QString source = comparison.origin == BenchmarkOrigin::User
                               ? QStringLiteral("your measurement")
                               : text(comparison.source).section(QLatin1Char(' '), 0, 0);
    return QStringLiteral("%1, %2 %3")
        .arg(text(displayModelName(comparison.model)), source)
        .arg(static_cast<int>(comparison.measuredOn.year()));
}

QString typicalErrorNote(const PerformanceQuery& query) {
    const std::optional<double> error = typicalEstimateError(query.metric, query.workload);
    if (!error) {
        return QStringLiteral("Estimates for %1 are not yet checked against measurements.")
            .arg(text(toString(query.metric)));
    }
    return QStringLiteral("Estimates are typically within +-%1 % of measured throughput (median error on "
                          "cards the model was not fitted to; gpu-advisor-cli crossvalidate).")
        .arg(std::lround(*error * 100));
}

} // namespace gpuadvisor::cli::modelcmd
