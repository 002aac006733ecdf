#include "llm/llmspeedchart.h"

#include "llm/llmoffloadtext.h"
#include "llm/llmtext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsSceneResizeEvent>
#include <QGraphicsTextItem>
#include <QHorizontalBarSeries>
#include <QTextDocument>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpuadvisor {
namespace {

constexpr int chartChromeHeight = 120; // title, value axis and margins
constexpr int chartMargin = 8;
const QColor barColor(0x00, 0x72, 0xb2);      // Okabe-Ito blue, as the compare chart's first card
const QColor selectedColor(0xe6, 0x9f, 0x00); // Okabe-Ito orange: the build shown in detail

double roundedTo(double value, int decimals) {
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

} // namespace

LlmSpeedChart::LlmSpeedChart(QGraphicsItem* parent)
    : QChart(parent) {
    setAnimationOptions(QChart::NoAnimation);
    setLocalizeNumbers(true);
    legend()->hide();
    QFont font = titleFont();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    font.setBold(true);
    setTitleFont(font);

    // One series, one set and two axes for the chart's life (see comparechart.cpp): setData only
    // replaces values and labels.
    m_series = new QHorizontalBarSeries;
    m_series->setBarWidth(0.75);
    m_series->setLabelsVisible(true);
    m_series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    m_series->setLabelsFormat(QStringLiteral("@value"));
    m_set = new QBarSet(QString());
    m_set->setColor(barColor);
    m_set->setBorderColor(barColor.darker(130));
    m_set->setSelectedColor(selectedColor);
    m_set->setLabelColor(QColor(0x30, 0x30, 0x30));
    m_series->append(m_set);
    addSeries(m_series);
    m_categories = new QBarCategoryAxis;
    m_categories->setGridLineVisible(false);
    // Qt Charts elides every category label once there are many (70 bars), even with room for
    // them; comfortableHeight() gives each its row, and the 40 % of the width an axis may take.
    m_categories->setTruncateLabels(false);
    addAxis(m_categories, Qt::AlignLeft);
    m_series->attachAxis(m_categories);
    m_valueAxis = new QValueAxis;
    m_valueAxis->setLabelFormat(QStringLiteral("%.3g"));
    addAxis(m_valueAxis, Qt::AlignBottom);
    m_series->attachAxis(m_valueAxis);

    m_caption = new QGraphicsTextItem(this);
    m_caption->setDefaultTextColor(QColor(0x44, 0x44, 0x44));
    QFont captionFont = m_caption->font();
    captionFont.setPointSizeF(captionFont.pointSizeF() * 0.9);
    m_caption->setFont(captionFont);
}

QString LlmSpeedChart::barLabel(const LlmSpeedBar& bar) {
    QString label = llmtext::buildLabel(bar.gpu->name, bar.count);
    if (bar.plan.offloaded()) {
        label += QLatin1Char(' ') + llmtext::offloadMark();
    }
    if (bar.oldPrice) {
        label += QStringLiteral(" †");
    }
    return label;
}

int LlmSpeedChart::comfortableHeight(int barCount) {
    return chartChromeHeight + std::max(barCount, 3) * pixelsPerBar;
}

void LlmSpeedChart::setData(const LlmSpeedChartData& data) {
    setTitle(data.title);
    // Qt 6.4 draws the first category at the bottom (setReverse does nothing for bars): feed the
    // best bar last so that it is drawn on top.
    double maximum = 0;
    for (const LlmSpeedBar& bar : data.bars) {
        maximum = std::max(maximum, bar.value);
    }
    // Every label with the same decimals, the largest with three significant digits.
    const int decimals = llmtext::decimalsFor(maximum);
    QStringList labels;
    QList<qreal> values;
    m_builds.clear();
    for (auto bar = data.bars.rbegin(); bar != data.bars.rend(); ++bar) {
        labels << barLabel(*bar);
        m_builds << llmtext::buildLabel(bar->gpu->name, bar->count);
        values << roundedTo(bar->value, decimals);
    }
    m_set->remove(0, m_set->count());
    m_set->append(values);
    if (m_categories->categories() != labels) {
        m_categories->clear();
        m_categories->append(labels);
    }
    setHighlighted(data.highlighted);
    // Room right of the longest bar for its label.
    m_valueAxis->setRange(0, maximum > 0 ? maximum * 1.15 : 1.0);
    m_valueAxis->applyNiceNumbers();
    m_valueAxis->setTitleText(data.valueTitle);
    m_valueAxis->setVisible(!data.bars.empty());
    m_categories->setVisible(!data.bars.empty());
    m_caption->setPlainText(data.caption);
    placeCaption();
}

void LlmSpeedChart::setHighlighted(const QString& buildLabel) {
    m_set->deselectAllBars();
    if (const qsizetype index = buildLabel.isEmpty() ? -1 : m_builds.indexOf(buildLabel); index >= 0) {
        m_set->selectBar(static_cast<int>(index));
    }
}

QString LlmSpeedChart::highlighted() const {
    const QList<int> selected = m_set->selectedBars();
    return selected.isEmpty() ? QString() : m_builds.value(selected.front());
}

QStringList LlmSpeedChart::barLabels() const {
    QStringList labels = m_categories->categories();
    std::reverse(labels.begin(), labels.end());
    return labels;
}

QList<qreal> LlmSpeedChart::values() const {
    QList<qreal> values;
    for (int index = m_set->count() - 1; index >= 0; --index) {
        values << m_set->at(index);
    }
    return values;
}

QString LlmSpeedChart::caption() const {
    return m_caption->toPlainText();
}

void LlmSpeedChart::setCaptionVisible(bool visible) {
    m_caption->setVisible(visible);
    placeCaption();
}

void LlmSpeedChart::resizeEvent(QGraphicsSceneResizeEvent* event) {
    QChart::resizeEvent(event);
    placeCaption();
}

void LlmSpeedChart::placeCaption() {
    // The caption spans the chart's width under the value axis; the plot ends above it.
    const qreal width = std::max<qreal>(size().width() - 2 * chartMargin, 100);
    m_caption->setTextWidth(width);
    const int captionHeight =
        m_caption->isVisible() ? static_cast<int>(std::ceil(m_caption->document()->size().height())) : 0;
    // Qt Charts gives the card labels at most 40 % of the plot's width and draws longer ones past
    // the chart's left edge ("TX PRO 6000 Blackwell"): a left margin makes up the difference.
    constexpr qreal axisShare = 0.4;
    constexpr qreal labelPadding = 16; // between a label, its tick and the bars
    qreal widest = 0;
    const QFontMetricsF metrics(m_categories->labelsFont());
    for (const QString& label : m_categories->categories()) {
        widest = std::max(widest, metrics.horizontalAdvance(label));
    }
    const qreal over = widest + labelPadding - axisShare * (size().width() - 2 * chartMargin);
    const int left = std::max(chartMargin, static_cast<int>(std::ceil(over / (1 - axisShare))));
    const QMargins wanted(left, chartMargin, 2 * chartMargin, captionHeight + chartMargin);
    if (margins() != wanted) {
        setMargins(wanted);
    }
    m_caption->setPos(chartMargin, size().height() - captionHeight - chartMargin / 2.0);
}

} // namespace gpuadvisor
