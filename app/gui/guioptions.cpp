#include "guioptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cmath>
#include <cstring>

namespace gpuadvisor::gui {
namespace {

/// The translation context of this file's strings (lupdate reads GuiOptionsText::tr calls).
class GuiOptionsText {
    Q_DECLARE_TR_FUNCTIONS(GuiOptionsText)
};

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
        error = GuiOptionsText::tr("--%1: '%2' is not a number from %3 to %4.")
                    .arg(name, value)
                    .arg(min)
                    .arg(max);
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
        error = GuiOptionsText::tr("--%1: '%2' is not a whole number from %3 to %4.")
                    .arg(name, value)
                    .arg(min)
                    .arg(max);
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
            std::strncmp(argv[index], "--export-chart=", 15) == 0 ||
            std::strcmp(argv[index], "--print-menus") == 0 || std::strcmp(argv[index], "--help") == 0 ||
            std::strcmp(argv[index], "-h") == 0 || std::strcmp(argv[index], "--help-all") == 0 ||
            std::strcmp(argv[index], "--version") == 0 || std::strcmp(argv[index], "-v") == 0) {
            return true;
        }
    }
    return false;
}

GuiOptionsResult parseGuiOptions(const QStringList& arguments, const ChartSettings& defaults) {
    QCommandLineParser parser;
    parser.setApplicationDescription(GuiOptionsText::tr("GPU Advisor: choose GPUs for deep learning."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    parser.addOptions({
        {QStringLiteral("catalog"), GuiOptionsText::tr("Open this catalog file (default: your own catalog)."),
         GuiOptionsText::tr("file")},
        {QStringLiteral("export-chart"),
         GuiOptionsText::tr(
             "Write the chart to this file (.png, .svg, .pdf or .csv) with no window, then exit."),
         GuiOptionsText::tr("file")},
        {QStringLiteral("metric"), GuiOptionsText::tr("Chart metric: %1.").arg(allowed(allowedMetrics())),
         GuiOptionsText::tr("metric")},
        {QStringLiteral("workload"), GuiOptionsText::tr("Workload: %1.").arg(allowed(allowedWorkloads())),
         GuiOptionsText::tr("workload")},
        {QStringLiteral("per-dollar"), GuiOptionsText::tr("Chart performance per dollar of ownership.")},
        {QStringLiteral("include-unsupported"),
         GuiOptionsText::tr("Chart cards current software (CUDA, PyTorch) no longer runs on too, in grey.")},
        {QStringLiteral("min-memory"), GuiOptionsText::tr("Leave out cards with less memory."),
         GuiOptionsText::tr("GB")},
        {QStringLiteral("count"), GuiOptionsText::tr("GPUs per machine, 1-8."), GuiOptionsText::tr("n")},
        {QStringLiteral("reference"), GuiOptionsText::tr("Reference card (default H100 SXM)."),
         GuiOptionsText::tr("name")},
        {QStringLiteral("condition"), GuiOptionsText::tr("Prices of new or used cards."),
         GuiOptionsText::tr("new|used")},
        {QStringLiteral("as-of"), GuiOptionsText::tr("Use prices on or before this day."),
         GuiOptionsText::tr("YYYY-MM-DD")},
        {QStringLiteral("width"), GuiOptionsText::tr("Exported width in pixels."), GuiOptionsText::tr("px")},
        {QStringLiteral("height"),
         GuiOptionsText::tr("Exported height in pixels (default: a row for every bar)."),
         GuiOptionsText::tr("px")},
        {QStringLiteral("dpi"), GuiOptionsText::tr("Exported resolution."), GuiOptionsText::tr("dpi")},
        {QStringLiteral("print-menus"),
         GuiOptionsText::tr("Print the main window's menu titles in the user's language, then exit (a check "
                            "that needs no display).")},
    });

    GuiOptionsResult result;
    if (!parser.parse(arguments)) {
        result.error = parser.errorText();
        return result;
    }
    if (parser.isSet(help) || parser.isSet(QStringLiteral("help-all"))) {
        result.helpOrVersion = parser.helpText();
        return result;
    }
    if (parser.isSet(version)) {
        result.helpOrVersion = QCoreApplication::applicationName() + QLatin1Char(' ') +
                               QCoreApplication::applicationVersion() + QLatin1Char('\n');
        return result;
    }
    if (!parser.positionalArguments().isEmpty()) {
        result.error =
            GuiOptionsText::tr("Unexpected argument: %1").arg(parser.positionalArguments().first());
        return result;
    }

    GuiOptions options;
    options.settings = defaults;
    options.printMenus = parser.isSet(QStringLiteral("print-menus"));
    QString& error = result.error;
    options.catalogPath = parser.value(QStringLiteral("catalog"));
    options.exportChartPath = parser.value(QStringLiteral("export-chart"));
    if (parser.isSet(QStringLiteral("export-chart")) && !chartFileFormatFor(options.exportChartPath)) {
        error = GuiOptionsText::tr("--export-chart: '%1' must end in .png, .svg, .pdf or .csv.")
                    .arg(options.exportChartPath);
    }
    ChartSettings& settings = options.settings;
    if (parser.isSet(QStringLiteral("metric")) && error.isEmpty()) {
        const auto metric = parseMetric(parser.value(QStringLiteral("metric")).toStdString());
        if (!metric) {
            error = GuiOptionsText::tr("--metric: '%1' is not one of %2.")
                        .arg(parser.value(QStringLiteral("metric")), allowed(allowedMetrics()));
        } else {
            settings.metric = *metric;
        }
    }
    if (parser.isSet(QStringLiteral("workload")) && error.isEmpty()) {
        const auto workload = parseWorkload(parser.value(QStringLiteral("workload")).toStdString());
        if (!workload) {
            error = GuiOptionsText::tr("--workload: '%1' is not one of %2.")
                        .arg(parser.value(QStringLiteral("workload")), allowed(allowedWorkloads()));
        } else {
            settings.workload = *workload;
        }
    }
    if (parser.isSet(QStringLiteral("condition")) && error.isEmpty()) {
        const auto condition = parseCondition(parser.value(QStringLiteral("condition")).toStdString());
        if (!condition) {
            error = GuiOptionsText::tr("--condition: '%1' is not one of %2.")
                        .arg(parser.value(QStringLiteral("condition")), allowed(allowedConditions()));
        } else {
            settings.condition = *condition;
        }
    }
    if (parser.isSet(QStringLiteral("as-of")) && error.isEmpty()) {
        const auto day = parseIsoDate(parser.value(QStringLiteral("as-of")).toStdString());
        if (!day) {
            error = GuiOptionsText::tr("--as-of: '%1' is not a day written YYYY-MM-DD.")
                        .arg(parser.value(QStringLiteral("as-of")));
        } else {
            settings.asOf = *day;
        }
    }
    if (parser.isSet(QStringLiteral("per-dollar"))) {
        settings.perDollar = true;
    }
    if (parser.isSet(QStringLiteral("include-unsupported"))) {
        settings.includeUnsupported = true;
    }
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
        options.heightGiven = true;
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
