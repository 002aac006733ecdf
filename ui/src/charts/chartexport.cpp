#include "gpuadvisor/ui/charts/chartexport.h"

#include "charts/offscreenchart.h"
#include "gpuadvisor/core/catalog/csv.h"
#include "gpuadvisor/text/catalogproblemtext.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/ui/charts/performancechart.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <memory>

namespace gpuadvisor {
namespace {

constexpr double inchesPerMeter = 39.3700787;

ChartFile performanceChartFile(const ChartData& data) {
    // Used only while `data` lives: within one export.
    return {[&data] {
                auto* chart = new PerformanceChart;
                // A picture cannot be hovered: its caption leaves out what hovering shows.
                ChartData printed = data;
                printed.legendNote = data.printedLegendNote;
                chart->setData(printed);
                return static_cast<QChart*>(chart);
            },
            data.title, data.valueTitle, [&data] { return chartDataCsv(data); },
            data.error.isEmpty() ? data.assumptions : QString()};
}

/// Whether every pixel is opaque: the chart's background reaches every edge (renderChartFileImage
/// draws over transparency).
bool isOpaque(const QImage& image) {
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        if (!std::all_of(line, line + image.width(), [](QRgb pixel) { return qAlpha(pixel) == 255; })) {
            return false;
        }
    }
    return true;
}

QString quotedCsvField(const QString& text) {
    return QString::fromStdString(csvTextField(text.toStdString()));
}

} // namespace

std::optional<ChartFileFormat> chartFileFormatFor(const QString& filePath) {
    const QString suffix = QFileInfo(filePath).suffix().toLower();
    if (suffix == QLatin1String("png")) {
        return ChartFileFormat::Png;
    }
    if (suffix == QLatin1String("svg")) {
        return ChartFileFormat::Svg;
    }
    if (suffix == QLatin1String("pdf")) {
        return ChartFileFormat::Pdf;
    }
    if (suffix == QLatin1String("csv")) {
        return ChartFileFormat::Csv;
    }
    return std::nullopt;
}

QImage renderChartFileImage(const ChartFile& chart, QSize size, int dpi) {
    // Transparent until drawn: the chart's own background must reach every edge.
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    const int dotsPerMeter = static_cast<int>(dpi * inchesPerMeter + 0.5);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    OffscreenChart offscreen(chart.make(), size, chart.subtitle);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    offscreen.paint(painter, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

QSize defaultExportSize(const ChartData& data, int width) {
    // Room for the title and the line of assumptions above the chart (two lines each when narrow).
    constexpr int headingHeight = 100;
    const int comfortable =
        PerformanceChart::comfortableHeight(static_cast<int>(data.bars.size())) + headingHeight;
    return {width, std::clamp(comfortable, ChartExportOptions{}.size.height(), maximumExportSide)};
}

QImage renderChartImage(const ChartData& data, QSize size, int dpi) {
    return renderChartFileImage(performanceChartFile(data), size, dpi);
}

QString chartDataCsv(const ChartData& data) {
    QString text = QStringLiteral(
        "name,memory_gb,architecture,relative_performance,value,price_usd,price_date,price_is_old,"
        "total_cost_usd,measured_relative_performance,measured_model,measured_source,"
        "measured_on\n");
    for (const ChartBar& bar : data.bars) {
        QStringList fields{quotedCsvField(QString::fromStdString(bar.gpu->name)),
                           QString::number(bar.gpu->memoryGb), text::architectureLabel(bar.gpu->architecture),
                           QString::number(bar.relativePerformance, 'g', 6),
                           QString::number(bar.value, 'g', 6)};
        fields << (bar.price ? QString::number(bar.price->priceUsd, 'f', 2) : QString())
               << (bar.price ? QString::fromStdString(formatIsoDate(bar.price->observedOn)) : QString())
               << (bar.price == nullptr                         ? QString()
                   : data.priceAge.isOld(bar.price->observedOn) ? QStringLiteral("yes")
                                                                : QStringLiteral("no"))
               << (bar.cost ? QString::number(bar.cost->totalUsd(), 'f', 2) : QString());
        // The measurement beside the estimate (one GPU each), never in relative_performance.
        if (data.measuredComparable && !bar.measured.empty()) {
            const MeasuredComparison& measured = bar.measured.front().comparison;
            fields << QString::number(measured.relative, 'g', 6)
                   << quotedCsvField(QString::fromStdString(displayModelName(measured.model)))
                   << quotedCsvField(QString::fromStdString(measured.source))
                   << QString::fromStdString(formatIsoDate(measured.measuredOn));
        } else {
            fields << QString() << QString() << QString() << QString();
        }

        text += fields.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return text;
}

QString writeChartFile(const ChartFile& chart, const QString& filePath, const ChartExportOptions& options) {
    const auto format = chartFileFormatFor(filePath);
    if (!format) {
        return QCoreApplication::translate("ChartExport",
                                           "Unknown file type for %1: use .png, .svg, .pdf or .csv.")
            .arg(QDir::toNativeSeparators(filePath));
    }
    // Drawn in memory first: the file is then written whole, or not at all (see writeWholeFile).
    QByteArray bytes;
    QBuffer file(&bytes);
    file.open(QIODevice::WriteOnly);
    const QSize size = options.size;
    switch (*format) {
    case ChartFileFormat::Png: {
        QImage image = renderChartFileImage(chart, size, options.dpi);
        // The same pixels without the alpha channel, as the picture is opaque: a quarter less for
        // the PNG encoder to filter and compress (most of an export's time), a smaller file.
        if (isOpaque(image)) {
            image.reinterpretAsFormat(QImage::Format_RGB32);
        }
        if (!image.save(&file, "PNG")) {
            return QCoreApplication::translate("ChartExport", "Could not encode the PNG image.");
        }
        break;
    }
    case ChartFileFormat::Svg: {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setResolution(options.dpi);
        generator.setTitle(chart.title);
        generator.setDescription(chart.description);
        OffscreenChart offscreen(chart.make(), size, chart.subtitle);
        QPainter painter(&generator);
        offscreen.paint(painter, QRectF(QPointF(0, 0), QSizeF(size)));
        break;
    }
    case ChartFileFormat::Pdf: {
        QPdfWriter writer(&file);
        writer.setResolution(options.dpi);
        writer.setTitle(chart.title);
        writer.setCreator(QStringLiteral("GPU Advisor"));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        // A page exactly the chart's size at the chosen resolution.
        writer.setPageSize(
            QPageSize(QSizeF(size.width() * 72.0 / options.dpi, size.height() * 72.0 / options.dpi),
                      QPageSize::Point, QString(), QPageSize::ExactMatch));
        OffscreenChart offscreen(chart.make(), size, chart.subtitle);
        QPainter painter(&writer);
        offscreen.paint(painter, QRectF(QPointF(0, 0), QSizeF(writer.width(), writer.height())));
        break;
    }
    case ChartFileFormat::Csv:
        file.write(chart.csv().toUtf8());
        break;
    }
    file.close();
    if (const auto error = writeWholeFile(filePath, bytes)) {
        return text::wholeFileErrorText(*error, filePath);
    }
    return {};
}

QString exportChart(const ChartData& data, const QString& filePath, const ChartExportOptions& options) {
    return writeChartFile(performanceChartFile(data), filePath, options);
}

} // namespace gpuadvisor
