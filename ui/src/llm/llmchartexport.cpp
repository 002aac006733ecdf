#include "llm/llmchartexport.h"

#include "gpuadvisor/core/catalog/csv.h"
#include "llm/llmspeedchart.h"

namespace gpuadvisor {
namespace {

/// The chart as the shared chart export writes it; used only while `data` lives.
ChartFile llmChartFile(const LlmSpeedChartData& data) {
    return {[&data] {
                auto* chart = new LlmSpeedChart;
                chart->setData(data);
                return static_cast<QChart*>(chart);
            },
            data.title, data.caption, [&data] { return llmSpeedChartCsv(data); }, data.assumptions};
}

QString csvText(const QString& text) {
    return QString::fromStdString(csvTextField(text.toStdString()));
}

QString number(double value) {
    return QString::number(value, 'g', 6);
}

} // namespace

QImage renderLlmSpeedChart(const LlmSpeedChartData& data, QSize size, int dpi) {
    return renderChartFileImage(llmChartFile(data), size, dpi);
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
    return writeChartFile(llmChartFile(data), filePath, options);
}

} // namespace gpuadvisor
