#include "llm/llmchartexport.h"

#include "gpuadvisor/core/csv.h"
#include "llm/llmspeedchart.h"

#include <QCoreApplication>
#include <QDir>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace gpuadvisor {
namespace {

constexpr double inchesPerMeter = 39.3700787;

/// The chart in its own scene, laid out at `size`: what every export draws from.
class OffscreenLlmChart {
public:
    OffscreenLlmChart(const LlmSpeedChartData& data, QSize size)
        : m_chart(new LlmSpeedChart) {
        m_scene.addItem(m_chart); // the scene owns the chart
        m_chart->setGeometry(QRectF(QPointF(0, 0), QSizeF(size)));
        m_chart->setData(data);
        m_chart->setBackgroundRoundness(0);
        m_scene.setSceneRect(QRectF(QPointF(0, 0), QSizeF(size)));
        // Qt Charts lays out on a posted event: a chart never shown would draw bars without text.
        QCoreApplication::sendPostedEvents();
        if (QGraphicsLayout* layout = m_chart->layout()) {
            layout->invalidate();
            layout->activate();
        }
        QCoreApplication::sendPostedEvents();
    }
    void paint(QPainter& painter, const QRectF& target) {
        m_scene.render(&painter, target, m_scene.sceneRect());
    }

private:
    QGraphicsScene m_scene;
    LlmSpeedChart* m_chart;
};

QString csvText(const QString& text) {
    return QString::fromStdString(csvField(text.toStdString()));
}

QString number(double value) {
    return QString::number(value, 'g', 6);
}

} // namespace

QImage renderLlmSpeedChart(const LlmSpeedChartData& data, QSize size, int dpi) {
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    const int dotsPerMeter = static_cast<int>(dpi * inchesPerMeter + 0.5);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    OffscreenLlmChart chart(data, size);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    chart.paint(painter, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

QString llmSpeedChartCsv(const LlmSpeedChartData& data) {
    QString text = QStringLiteral(
        "name,count,decode_tokens_per_s,decode_tokens_per_s_per_user,prefill_tokens_per_s,"
        "time_to_first_token_s,memory_needed_gb,memory_available_gb,card_price_usd,price_date,price_is_old,"
        "tokens_per_s_per_1000_usd,value\n");
    for (const LlmSpeedBar& bar : data.bars) {
        QStringList fields{csvText(QString::fromStdString(bar.gpu->name)), QString::number(bar.count)};
        if (bar.plan.speed) {
            const LlmSpeed& speed = *bar.plan.speed;
            fields << number(speed.decodeTokensPerSecond) << number(speed.decodePerSequenceTokensPerSecond)
                   << number(speed.prefillTokensPerSecond) << number(speed.timeToFirstTokenSeconds);
        } else {
            fields << QString() << QString() << QString() << QString();
        }
        fields << QString::number(bar.plan.memory.totalGiB(), 'f', 2)
               << QString::number(bar.plan.memoryAvailableGiB, 'f', 2);
        if (bar.price != nullptr) {
            fields << QString::number(bar.price->priceUsd, 'f', 2)
                   << QString::fromStdString(formatIsoDate(bar.price->observedOn))
                   << (data.priceAge.isOld(bar.price->observedOn) ? QStringLiteral("yes")
                                                                  : QStringLiteral("no"));
        } else {
            fields << QString() << QString() << QString();
        }
        fields << (bar.perThousandUsd ? number(*bar.perThousandUsd) : QString()) << number(bar.value);
        text += fields.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return text;
}

QString exportLlmSpeedChart(const LlmSpeedChartData& data, const QString& filePath,
                            const ChartExportOptions& options) {
    // The messages are chartexport.cpp's, in its translation context: translated once.
    const auto format = chartFileFormatFor(filePath);
    if (!format) {
        return QCoreApplication::translate("ChartExport",
                                           "Unknown file type for %1: use .png, .svg, .pdf or .csv.")
            .arg(QDir::toNativeSeparators(filePath));
    }
    QSaveFile file(filePath);
    if (!file.open(QIODevice::WriteOnly)) {
        return QCoreApplication::translate("ChartExport", "Could not create %1: %2")
            .arg(QDir::toNativeSeparators(file.fileName()), file.errorString());
    }
    const QSize size = options.size;
    switch (*format) {
    case ChartFileFormat::Png:
        if (!renderLlmSpeedChart(data, size, options.dpi).save(&file, "PNG")) {
            file.cancelWriting();
            return QCoreApplication::translate("ChartExport", "Could not encode the PNG image.");
        }
        break;
    case ChartFileFormat::Svg: {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setResolution(options.dpi);
        generator.setTitle(data.title);
        generator.setDescription(data.caption);
        OffscreenLlmChart chart(data, size);
        QPainter painter(&generator);
        chart.paint(painter, QRectF(QPointF(0, 0), QSizeF(size)));
        break;
    }
    case ChartFileFormat::Pdf: {
        QPdfWriter writer(&file);
        writer.setResolution(options.dpi);
        writer.setTitle(data.title);
        writer.setCreator(QStringLiteral("GPU Advisor"));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        // A page exactly the chart's size at the chosen resolution.
        writer.setPageSize(
            QPageSize(QSizeF(size.width() * 72.0 / options.dpi, size.height() * 72.0 / options.dpi),
                      QPageSize::Point, QString(), QPageSize::ExactMatch));
        OffscreenLlmChart chart(data, size);
        QPainter painter(&writer);
        chart.paint(painter, QRectF(QPointF(0, 0), QSizeF(writer.width(), writer.height())));
        break;
    }
    case ChartFileFormat::Csv:
        file.write(llmSpeedChartCsv(data).toUtf8());
        break;
    }
    if (!file.commit()) {
        return QCoreApplication::translate("ChartExport", "Could not write %1: %2")
            .arg(QDir::toNativeSeparators(file.fileName()), file.errorString());
    }
    return {};
}

} // namespace gpuadvisor
