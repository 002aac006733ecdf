#include "llm/llmchartexport.h"

#include "gpuadvisor/core/catalog/csv.h"
#include "llm/llmspeedchart.h"

#include <QCoreApplication>

namespace gpuadvisor {
namespace {

/// The chart as the shared chart export writes it; used only while `shown` and `all` live. The
/// picture draws `shown`, the CSV holds every bar of `all`.
ChartFile llmChartFile(const LlmSpeedChartData& shown, const LlmSpeedChartData& all) {
    return {[&shown] {
                auto* chart = new LlmSpeedChart;
                chart->setData(shown);
                return static_cast<QChart*>(chart);
            },
            shown.title, shown.caption, [&all] { return llmSpeedChartCsv(all); }, shown.assumptions};
}

/// The best bars whose names a picture `height` pixels tall can print (Qt Charts drops category
/// labels that do not fit their row), with the caption saying how many of how many it shows.
LlmSpeedChartData fittingBars(const LlmSpeedChartData& data, int height) {
    std::size_t fitting = 1;
    while (fitting < data.bars.size() &&
           LlmSpeedChart::comfortableHeight(static_cast<int>(fitting + 1)) <= height) {
        ++fitting;
    }
    if (fitting >= data.bars.size()) {
        return data;
    }
    LlmSpeedChartData shown = data;
    shown.bars.resize(fitting);
    shown.caption += QLatin1Char(' ') + QCoreApplication::translate(
                                            "LlmChartExport", "This picture shows the best %1 of %2 builds; "
                                                              "a taller picture shows more.")
                                            .arg(fitting)
                                            .arg(data.bars.size());
    return shown;
}

QString csvText(const QString& text) {
    return QString::fromStdString(csvTextField(text.toStdString()));
}

QString exportNumber(double value) {
    return QString::number(value, 'g', 6);
}

} // namespace

QImage renderLlmSpeedChart(const LlmSpeedChartData& data, QSize size, int dpi) {
    const LlmSpeedChartData shown = fittingBars(data, size.height());
    return renderChartFileImage(llmChartFile(shown, data), size, dpi);
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
            fields << exportNumber(speed.decodeTokensPerSecond)
                   << exportNumber(speed.decodePerSequenceTokensPerSecond)
                   << exportNumber(speed.prefillTokensPerSecond)
                   << exportNumber(speed.timeToFirstTokenSeconds);
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
        fields << (bar.perThousandUsd ? exportNumber(*bar.perThousandUsd) : QString())
               << exportNumber(bar.value);
        text += fields.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return text;
}

QString exportLlmSpeedChart(const LlmSpeedChartData& data, const QString& filePath,
                            const ChartExportOptions& options) {
    const LlmSpeedChartData shown = fittingBars(data, options.size.height());
    return writeChartFile(llmChartFile(shown, data), filePath, options);
}

} // namespace gpuadvisor
