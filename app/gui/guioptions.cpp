#include "guioptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cmath>
#include <cstring>

namespace gpuadvisor::gui {
namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("GuiOptions", text);
}

/// --name as a finite number in [min, max]; sets `error` naming the flag otherwise.
std::optional<double> number(const QCommandLineParser& parser, const QString& name, double min, double max,
                             QString& error) {
    if (!parser.isSet(name) || !error.isEmpty()) {
        return std::nullopt;
    }
    bool ok = false;
    const QString value = parser.value(name);
    const double number = value.toDouble(&ok);
    if (!ok || !std::isfinite(number) || number < min || number > max) {
        error = tr("--%1: '%2' is not a number from %3 to %4.").arg(name, value).arg(min).arg(max);
        return std::nullopt;
    }
    return number;
}

std::optional<int> integer(const QCommandLineParser& parser, const QString& name, int min, int max,
                           QString& error) {
    if (!parser.isSet(name) || !error.isEmpty()) {
        return std::nullopt;
    }
    bool ok = false;
    const QString value = parser.value(name);
    const int number = value.toInt(&ok);
    if (!ok || number < min || number > max) {
        error = tr("--%1: '%2' is not a whole number from %3 to %4.").arg(name, value).arg(min).arg(max);
        return std::nullopt;
    }
    return number;
}

QString allowed(std::string_view list) {
    return QString::fromUtf8(list.data(), static_cast<qsizetype>(list.size()));
}

} // namespace

bool asksForHeadlessExport(int argc, char** argv) {
    for (int index = 1; index < argc; ++index) {
        if (std::strcmp(argv[index], "--export-chart") == 0 ||
            std::strncmp(argv[index], "--export-chart=", 15) == 0) {
            return true;
        }
    }
    return false;
}

GuiOptionsResult parseGuiOptions(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("GPU Advisor: choose GPUs for deep learning."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    parser.addOptions({
        {QStringLiteral("catalog"), tr("Open this catalog file (default: your own catalog)."), tr("file")},
        {QStringLiteral("export-chart"),
         tr("Write the chart to this file (.png, .svg, .pdf or .csv) with no window, then exit."),
         tr("file")},
        {QStringLiteral("metric"), tr("Chart metric: %1.").arg(allowed(allowedMetrics())), tr("metric")},
        {QStringLiteral("workload"), tr("Workload: %1.").arg(allowed(allowedWorkloads())), tr("workload")},
        {QStringLiteral("per-dollar"), tr("Chart performance per dollar of ownership.")},
        {QStringLiteral("min-memory"), tr("Leave out cards with less memory."), tr("GB")},
        {QStringLiteral("count"), tr("GPUs per machine, 1-8."), tr("n")},
        {QStringLiteral("reference"), tr("Reference card (default H100 SXM)."), tr("name")},
        {QStringLiteral("condition"), tr("Prices of new or used cards."), tr("new|used")},
        {QStringLiteral("as-of"), tr("Use prices on or before this day."), tr("YYYY-MM-DD")},
        {QStringLiteral("width"), tr("Exported width in pixels."), tr("px")},
        {QStringLiteral("height"), tr("Exported height in pixels."), tr("px")},
        {QStringLiteral("dpi"), tr("Exported resolution."), tr("dpi")},
    });

    GuiOptionsResult result;
    if (!parser.parse(arguments)) {
        result.error = parser.errorText();
        return result;
    }
    if (parser.isSet(help)) {
        result.helpOrVersion = parser.helpText();
        return result;
    }
    if (parser.isSet(version)) {
        result.helpOrVersion = QCoreApplication::applicationName() + QLatin1Char(' ') +
                               QCoreApplication::applicationVersion() + QLatin1Char('\n');
        return result;
    }
    if (!parser.positionalArguments().isEmpty()) {
        result.error = tr("Unexpected argument: %1").arg(parser.positionalArguments().first());
        return result;
    }

    GuiOptions options;
    QString& error = result.error;
    options.catalogPath = parser.value(QStringLiteral("catalog"));
    options.exportChartPath = parser.value(QStringLiteral("export-chart"));
    if (parser.isSet(QStringLiteral("export-chart")) && !chartFileFormatFor(options.exportChartPath)) {
        error = tr("--export-chart: '%1' must end in .png, .svg, .pdf or .csv.").arg(options.exportChartPath);
    }
    ChartSettings& settings = options.settings;
    if (parser.isSet(QStringLiteral("metric")) && error.isEmpty()) {
        const auto metric = parseMetric(parser.value(QStringLiteral("metric")).toStdString());
        if (!metric) {
            error = tr("--metric: '%1' is not one of %2.")
                        .arg(parser.value(QStringLiteral("metric")), allowed(allowedMetrics()));
        } else {
            settings.metric = *metric;
        }
    }
    if (parser.isSet(QStringLiteral("workload")) && error.isEmpty()) {
        const auto workload = parseWorkload(parser.value(QStringLiteral("workload")).toStdString());
        if (!workload) {
            error = tr("--workload: '%1' is not one of %2.")
                        .arg(parser.value(QStringLiteral("workload")), allowed(allowedWorkloads()));
        } else {
            settings.workload = *workload;
        }
    }
    if (parser.isSet(QStringLiteral("condition")) && error.isEmpty()) {
        const auto condition = parseCondition(parser.value(QStringLiteral("condition")).toStdString());
        if (!condition) {
            error = tr("--condition: '%1' is not one of %2.")
                        .arg(parser.value(QStringLiteral("condition")), allowed(allowedConditions()));
        } else {
            settings.condition = *condition;
        }
    }
    if (parser.isSet(QStringLiteral("as-of")) && error.isEmpty()) {
        const auto day = parseIsoDate(parser.value(QStringLiteral("as-of")).toStdString());
        if (!day) {
            error = tr("--as-of: '%1' is not a day written YYYY-MM-DD.")
                        .arg(parser.value(QStringLiteral("as-of")));
        } else {
            settings.asOf = *day;
        }
    }
    settings.perDollar = parser.isSet(QStringLiteral("per-dollar"));
    if (parser.isSet(QStringLiteral("reference"))) {
        settings.referenceName = parser.value(QStringLiteral("reference")).toStdString();
    }
    if (const auto memory = number(parser, QStringLiteral("min-memory"), 0, 4096, error)) {
        settings.minMemoryGb = *memory;
    }
    if (const auto count = integer(parser, QStringLiteral("count"), 1, 8, error)) {
        settings.gpuCount = *count;
    }
    if (const auto width =
            integer(parser, QStringLiteral("width"), minimumExportSide, maximumExportSide, error)) {
        options.exportOptions.size.setWidth(*width);
    }
    if (const auto height =
            integer(parser, QStringLiteral("height"), minimumExportSide, maximumExportSide, error)) {
        options.exportOptions.size.setHeight(*height);
    }
    if (const auto dpi = integer(parser, QStringLiteral("dpi"), minimumExportDpi, maximumExportDpi, error)) {
        options.exportOptions.dpi = *dpi;
    }
    if (error.isEmpty()) {
        result.options = options;
    }
    return result;
}

} // namespace gpuadvisor::gui
