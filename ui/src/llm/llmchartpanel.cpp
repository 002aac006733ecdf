#include "llm/llmchartpanel.h"

#include "gpuadvisor/core/llm/llmcalibration.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/pricetext.h"
#include "gpuadvisor/text/supporttext.h"
#include "gpuadvisor/ui/charts/chartassumptions.h"
#include "gpuadvisor/ui/charts/chartdata.h"
#include "gpuadvisor/ui/charts/exportdialog.h"
#include "gpuadvisor/ui/shell/appsettings.h"
#include "llm/llmchartexport.h"
#include "llm/llmoffloadtext.h"
#include "llm/llmspeedchart.h"
#include "llm/llmtext.h"
#include "llm/llmwidgets.h"

#include <QChartView>
#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <cmath>

namespace gpuadvisor {
namespace {

using llmwidgets::resultLabel;
using text::fromStd;

} // namespace

LlmChartPanel::LlmChartPanel(QWidget* parent)
    : QWidget(parent) {
    m_perPrice = new QCheckBox; // its text names money: set by refreshChart()
    m_perPrice->setObjectName(QStringLiteral("llmPerPriceCheck"));
    m_exportButton = new QPushButton(tr("Export…"));
    m_exportButton->setObjectName(QStringLiteral("llmExportButton"));
    m_exportButton->setToolTip(tr("Save the chart as PNG, SVG or PDF, or its numbers as CSV."));

    m_speedChart = new LlmSpeedChart;
    m_speedChart->setCaptionVisible(false); // the label under the scrolling chart shows it
    m_speedView = new QChartView(m_speedChart);
    m_speedView->setObjectName(QStringLiteral("llmSpeedChartView"));
    m_speedView->setRenderHint(QPainter::Antialiasing);
    m_speedScroll = new QScrollArea;
    m_speedScroll->setWidgetResizable(true);
    m_speedScroll->setFrameShape(QFrame::NoFrame);
    m_speedScroll->setWidget(m_speedView);

    auto* header = new QHBoxLayout;
    header->addWidget(m_perPrice, 1);
    header->addWidget(m_exportButton);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    // The chart takes the height it needs (up to the pane's, then it scrolls), its caption right under it.
    layout->addWidget(m_speedScroll, 100);
    m_chartCaption = resultLabel("llmChartCaption");
    m_chartCaption->setStyleSheet(QStringLiteral("color: #444;"));
    layout->addWidget(m_chartCaption);
    layout->addStretch(1);
    setMinimumWidth(380);

    connect(m_perPrice, &QCheckBox::toggled, this, &LlmChartPanel::perPriceToggled);
    connect(m_exportButton, &QPushButton::clicked, this, &LlmChartPanel::exportWithDialog);
}

void LlmChartPanel::showPlan(const LlmCatalogPlan& plan, const LlmWorkload& workload,
                             const ChartSettings& settings) {
    const QString thousand = text::displayMoney(perMoneyUnit);
    // Alt+1: the "1" of the amount carries the mnemonic (the page's letters are all taken).
    QString perPriceText = tr("Per %1 of card price").arg(thousand);
    if (const qsizetype one = thousand.indexOf(QLatin1Char('1'));
        one >= 0 && perPriceText.contains(thousand)) {
        perPriceText.insert(perPriceText.indexOf(thousand) + one, QLatin1Char('&'));
    }
    m_perPrice->setText(perPriceText);
    m_perPrice->setToolTip(tr("Show decode tokens/s per %1 of the cards' %2 price instead of tokens/s.")
                               .arg(thousand, llmtext::conditionWord(settings.condition)));

    LlmSpeedChartData& chart = m_chart;
    chart = speedChartData(plan, m_perPrice->isChecked(), settings.priceAge());
    const QLocale locale;
    const QString users =
        workload.sequences == 1 ? tr("1 user") : tr("%1 users").arg(locale.toString(workload.sequences));
    // Short enough for the chart's width: the model, its format and the use.
    chart.title =
        workload.task == LlmTask::Inference
            ? tr("%1 %2 · %3 tokens · %4")
                  .arg(llmtext::shortModelName(workload.model), llmtext::weightFormatLabel(workload.weights),
                       locale.toString(workload.contextTokens), users)
            : tr("%1 · %2").arg(llmtext::shortModelName(workload.model), llmtext::taskLabel(workload.task));
    chart.valueTitle = chart.perPrice ? tr("Decode tokens/s per %1 of cards").arg(thousand)
                                      : tr("Decode tokens/s, all users together");

    QStringList caption;
    if (chart.inference) {
        caption << tr("Estimates from the planner for llama.cpp as of %2, typically within ±%1 % for decode "
                      "on CUDA and ±%3 % on ROCm, Vulkan and Metal (cross-validated on llama.cpp "
                      "measurements); multi-GPU overheads are assumptions. Each card on the fewest GPUs that "
                      "hold the model.")
                       .arg(std::lround(shippedLlmCalibration().decodeTypicalError * 100))
                       .arg(fromStd(formatIsoDate(shippedLlmCalibration().newestMeasurement).substr(0, 7)))
                       .arg(std::lround(shippedLlmCalibration().otherBackendsDecodeTypicalError * 100));
    } else {
        const int holding =
            static_cast<int>(plan.cards.size()) - chart.cardsThatDoNotFit - chart.cardsLackingFp4;
        caption << (chart.maxGpus == 1
                        ? tr("Fine-tuning is planned for memory only: no tokens/s to chart. Cards "
                             "that hold it on one GPU: %1; pick one under Your build to see its "
                             "memory.")
                              .arg(holding)
                        : tr("Fine-tuning is planned for memory only: no tokens/s to chart. Cards "
                             "that hold it on up to %1 GPUs: %2; pick one under Your build to see "
                             "its memory.")
                              .arg(chart.maxGpus)
                              .arg(holding));
    }
    if (chart.cardsThatDoNotFit > 0) {
        caption << (chart.maxGpus == 1
                        ? tr("Cards that cannot hold it on one GPU: %1.").arg(chart.cardsThatDoNotFit)
                        : tr("Cards that cannot hold it on up to %1 GPUs: %2.")
                              .arg(chart.maxGpus)
                              .arg(chart.cardsThatDoNotFit));
    }
    if (chart.cardsLackingFp4 > 0) {
        caption << tr("Cards without the FP4 tensor cores FP4 weights need: %1.").arg(chart.cardsLackingFp4);
    }
    if (chart.perPrice && chart.inference) {
        caption << tr("Cards at their %1 price as of %2.")
                       .arg(llmtext::conditionWord(settings.condition),
                            fromStd(formatIsoDate(settings.asOf)));
    }
    if (!chart.unpricedCards.isEmpty()) {
        caption << tr("Cards without a %1 price on %2, left out: %3.")
                       .arg(llmtext::conditionWord(settings.condition), fromStd(formatIsoDate(settings.asOf)))
                       .arg(chart.unpricedCards.size());
    }
    if (chart.chartedCards > chart.bars.size()) {
        caption << tr("The chart shows the best %1 of %2 cards.")
                       .arg(locale.toString(static_cast<qulonglong>(chart.bars.size())),
                            locale.toString(static_cast<qulonglong>(chart.chartedCards)));
    }
    if (chart.offloadedBars > 0) {
        caption << tr("Builds marked “%1” keep part of the model in the computer's RAM (%2): the CPU's share "
                      "of the RAM's bandwidth in their speed is an assumption.")
                       .arg(llmtext::offloadMark(), llmtext::hostMemory(workload.host));
    }
    if (chart.oldPricedBars > 0) {
        caption << tr("† price %1.").arg(text::oldPriceMeaning(chart.priceAge));
    }
    if (!chart.unsupportedCards.isEmpty()) {
        caption << text::unsupportedLeftOut(chart.unsupportedCards) + QLatin1Char('.');
    }
    if (!chart.withoutSoftwareCards.isEmpty()) {
        caption << (chart.inference ? tr("Left out, as no llama.cpp backend runs on them: %1.")
                                    : tr("Left out, as no maintained PyTorch build runs on them: %1."))
                       .arg(chart.withoutSoftwareCards.join(QStringLiteral(", ")));
    }
    if (chart.otherVendorCards > 0) {
        QStringList vendors;
        for (const std::string& vendor : settings.shownVendors()) {
            vendors << QString::fromStdString(vendor);
        }
        caption << tr("Vendors shown: %1 (the Charts page's vendor boxes); %n device(s) of the others left "
                      "out.",
                      nullptr, static_cast<int>(chart.otherVendorCards))
                       .arg(vendors.join(QStringLiteral(", ")));
    }
    chart.caption = caption.join(QLatin1Char(' '));
    // The line under the exported chart's title: the build limit, and per price the prices.
    QStringList assumptions{tr("GPUs per build: up to %1").arg(chart.maxGpus)};
    if (chart.perPrice) {
        assumptions << priceBasisText(settings.condition, settings.asOf);
    }
    chart.assumptions = assumptionsLine(assumptions);
    m_speedChart->setData(chart); // refreshBuild() marks the build's bar
    m_chartCaption->setText(chart.caption);
    // Every label has room: the chart scrolls when the bars need more than the pane's height, and a
    // few bars do not swell to fill it.
    const int bars = static_cast<int>(chart.bars.size());
    const int maximumHeight = LlmSpeedChart::comfortableHeight(bars) + bars * LlmSpeedChart::pixelsPerBar;
    m_speedView->setMinimumHeight(LlmSpeedChart::comfortableHeight(bars));
    m_speedView->setMaximumHeight(maximumHeight);
    m_speedScroll->setMaximumHeight(maximumHeight + 2 * m_speedScroll->frameWidth());
    m_speedScroll->setVisible(!chart.bars.empty()); // fine-tuning: the caption says why
    m_exportButton->setEnabled(!chart.bars.empty());
}

void LlmChartPanel::setHighlighted(const QString& label) {
    m_chart.highlighted = label;
    m_speedChart->setHighlighted(label);
}

QString LlmChartPanel::exportChart(const QString& filePath, const ChartExportOptions& options) const {
    return exportLlmSpeedChart(m_chart, filePath, options);
}

void LlmChartPanel::exportWithDialog() {
    QString selectedFilter;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export LLM Chart"),
        QDir(settings::exportFolder()).filePath(QStringLiteral("llm-chart.png")),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;CSV file (*.csv)"),
        &selectedFilter);
    if (path.isEmpty()) {
        return;
    }
    settings::setValue(settings::lastExportFolder, QFileInfo(path).absolutePath());
    ChartExportOptions options;
    if (chartFileFormatFor(path) != ChartFileFormat::Csv) {
        ExportDialog dialog(this);
        if (dialog.exec() != QDialog::Accepted) {
            return;
        }
        options = dialog.options();
    }
    if (const QString error = exportChart(path, options); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Export failed"), error);
    }
}

} // namespace gpuadvisor
