#include "gpuadvisor/ui/charts/performancechart.h"

#include "gpuadvisor/text/answertext.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/pricetext.h"
#include "gpuadvisor/text/supporttext.h"
#include "gpuadvisor/ui/shared/measuredresults.h"

#include <QGraphicsSceneHoverEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSceneResizeEvent>
#include <QGraphicsTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLocale>
#include <QPainter>
#include <QTextDocument>
#include <QValueAxis>

#include <QFontMetricsF>
#include <cmath>
#include <utility>

#include <algorithm>
#include <map>

namespace gpuadvisor {
namespace {

constexpr int pixelsPerBar = 20;
constexpr int chartChromeHeight = 150; // title, legend, value axis and margins
constexpr int labelGap = 8;            // between a card's label and its bar
constexpr int markGap = 4;             // between a measured mark and its label
constexpr int noteMargin = 8;          // around the caption under the legend

QString formatValue(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

/// Decimals that give every bar of a chart whose largest value is `maximum` three significant
/// digits at the top and the same number of decimals all the way down.
int decimalsFor(double maximum) {
    if (!(maximum > 0)) {
        return 2;
    }
    return std::clamp(2 - static_cast<int>(std::floor(std::log10(maximum))), 0, 6);
}

/// A round axis end and tick count: steps of 1, 2, 2.5 or 5 x 10^k, four to eight of them.
std::pair<double, int> niceAxis(double maximum) {
    if (!(maximum > 0)) {
        return {1.0, 5};
    }
    const double rough = maximum / 5;
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    double step = magnitude * 10;
    for (double candidate : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (candidate * magnitude >= rough) {
            step = candidate * magnitude;
            break;
        }
    }
    const int steps = static_cast<int>(std::ceil(maximum / step - 1e-9));
    return {steps * step, steps + 1};
}

} // namespace

/// Draws every bar and its label in one paint call, and turns mouse positions into rows: a
/// Qt Charts bar series makes one QObject per bar and set, which costs 12 ms per redraw for the
/// shipped catalog; this costs well under one.
class PerformanceChart::BarsItem : public QGraphicsItem {
public:
    explicit BarsItem(PerformanceChart* chart)
        : QGraphicsItem(chart)
        , m_chart(chart) {
        setAcceptHoverEvents(true);
        setZValue(10);
    }
    QRectF boundingRect() const override {
        const QRectF plot = m_chart->plotArea();
        return QRectF(0, plot.top(), plot.right(), plot.height());
    }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
        painter->setRenderHint(QPainter::Antialiasing, false);
        m_chart->paintBars(painter);
    }
    void prepareGeometryChange() { QGraphicsItem::prepareGeometryChange(); }

protected:
    void hoverMoveEvent(QGraphicsSceneHoverEvent* event) override {
        m_chart->hoverRow(m_chart->rowAt(event->pos()));
    }
    void hoverLeaveEvent(QGraphicsSceneHoverEvent*) override { m_chart->hoverRow(-1); }
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override {
        const int row = m_chart->rowAt(event->pos());
        if (row < 0) {
            event->ignore();
            return;
        }
        m_chart->clickRow(row);
        event->accept();
    }

private:
    PerformanceChart* m_chart;
};

PerformanceChart::PerformanceChart(QGraphicsItem* parent)
    : QChart(parent) {
    setAnimationOptions(QChart::NoAnimation);
    legend()->setAlignment(Qt::AlignBottom);
    setMargins(QMargins(8, 8, 16, 8));
    QFont titleFont = this->titleFont();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    setTitleFont(titleFont);

    // Axes made once: the value axis below and a hidden one, held by an empty series (BarsItem
    // draws the bars, the text item m_legend the legend).
    m_valueAxis = new QValueAxis;
    m_valueAxis->setLabelFormat(QStringLiteral("%.3g"));
    addAxis(m_valueAxis, Qt::AlignBottom);
    auto* rowAxis = new QValueAxis;
    rowAxis->setVisible(false);
    rowAxis->setRange(0, 1);
    addAxis(rowAxis, Qt::AlignLeft);
    m_legendSeries = new QHorizontalStackedBarSeries;
    addSeries(m_legendSeries);
    m_legendSeries->attachAxis(m_valueAxis);
    m_legendSeries->attachAxis(rowAxis);
    m_bars = new BarsItem(this);
    m_note = new QGraphicsTextItem(this);
    m_note->setDefaultTextColor(QColor(0x30, 0x30, 0x30));
    m_note->setZValue(11);
    // The legend: wrapped between entries, never cut (QLegend cuts names when they do not fit
    // one row), above the caption.
    legend()->setVisible(false);
    m_legend = new QGraphicsTextItem(this);
    m_legend->setDefaultTextColor(QColor(0x30, 0x30, 0x30));
    m_legend->setZValue(11);
    QTextOption centred = m_legend->document()->defaultTextOption();
    centred.setAlignment(Qt::AlignHCenter);
    m_legend->document()->setDefaultTextOption(centred);
    connect(this, &QChart::plotAreaChanged, this, [this] { placeCardLabels(); });
}

int PerformanceChart::comfortableHeight(int barCount) {
    return chartChromeHeight + std::max(barCount, 3) * pixelsPerBar;
}

QString PerformanceChart::barLabel(int index) const {
    const ChartBar& bar = m_data.bars.at(static_cast<std::size_t>(index));
    const QString name = QString::fromStdString(bar.gpu->name);
    const QString marker = m_selected.contains(name) ? QStringLiteral("● ") : QString();
    // † marks a bar priced with an old price; the caption under the chart says what it means.
    return tr("%1%2 (%3 GB)  %4")
               .arg(marker, name, QLocale().toString(bar.gpu->memoryGb, 'g', 3),
                    formatValue(bar.value, m_decimals)) +
           (bar.oldPrice ? QStringLiteral(" †") : QString()) +
           (bar.software.legacy() ? QStringLiteral(" ‡") : QString()) +
           (bar.software.unsupported() ? QStringLiteral(" ⊘") : QString()) +
           (bar.specificationOnly ? QStringLiteral(" §") : QString());
}

QStringList PerformanceChart::cardNames() const {
    QStringList names;
    for (const ChartBar& bar : m_data.bars) {
        names << QString::fromStdString(bar.gpu->name);
    }
    return names;
}

void PerformanceChart::setData(const ChartData& data, const QSet<QString>& selected) {
    // The keyboard's bar follows its card.
    const QString keyboardCard =
        m_keyboardRow >= 0 && m_keyboardRow < static_cast<int>(m_data.bars.size())
            ? QString::fromStdString(m_data.bars[static_cast<std::size_t>(m_keyboardRow)].gpu->name)
            : QString();
    m_keyboardRow = -1;
    for (int row = 0; row < static_cast<int>(data.bars.size()) && !keyboardCard.isEmpty(); ++row) {
        if (QString::fromStdString(data.bars[static_cast<std::size_t>(row)].gpu->name) == keyboardCard) {
            m_keyboardRow = row;
        }
    }
    m_data = data;
    m_selected = selected;
    double maximum = 0;
    double longest = 0; // of bars and measured marks: the axis shows both
    for (const ChartBar& bar : data.bars) {
        maximum = std::max(maximum, bar.value);
        longest = std::max({longest, bar.value, bar.measuredValue.value_or(0.0)});
    }
    m_decimals = decimalsFor(maximum);
    setTitle(m_keyOutside ? QString() : titleText());

    const auto [axisEnd, ticks] = niceAxis(longest);
    m_valueAxis->setRange(0, axisEnd);
    m_valueAxis->setTickCount(ticks);
    m_valueAxis->setTitleText(data.valueTitle);

    // The legend: one entry per architecture shown.
    std::vector<Architecture> architectures;
    for (const ChartBar& bar : data.bars) {
        if (std::find(architectures.begin(), architectures.end(), bar.gpu->architecture) ==
            architectures.end()) {
            architectures.push_back(bar.gpu->architecture);
        }
    }
    std::sort(architectures.begin(), architectures.end());
    m_legendArchitectures = architectures;
    m_legend->setHtml(m_keyOutside ? QString() : legendHtml());

    m_labels.clear();
    m_markLabels.clear();
    for (int row = 0; row < static_cast<int>(data.bars.size()); ++row) {
        m_labels << barLabel(row);
        const ChartBar& bar = data.bars[static_cast<std::size_t>(row)];
        m_markLabels << (bar.measuredValue && !bar.measured.empty() ? measuredMarkLabel(bar.measured.front())
                                                                    : QString());
    }
    m_hovered = -1;
    if (const QString note = data.error.isEmpty() ? data.legendNote : QString();
        note != m_note->toPlainText()) {
        m_note->setPlainText(note); // lays it out again
    }
    m_note->setToolTip(data.legendNoteToolTip);
    placeLegendNote();
    placeCardLabels();
}

void PerformanceChart::setKeyOutside(bool outside) {
    m_keyOutside = outside;
    m_valueAxis->setTitleVisible(!outside);
    setTitle(outside ? QString() : titleText());
    m_legend->setHtml(outside ? QString() : legendHtml());
    placeLegendNote();
}

QString PerformanceChart::legendHtml() const {
    // Each entry a swatch and the name, held together by no-break spaces: lines wrap between
    // entries only.
    QStringList entries;
    for (const auto& [name, colour] : legendEntries()) {
        entries << QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;%2")
                       .arg(colour.name(),
                            name.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
    }
    return entries.join(QStringLiteral("&nbsp;&nbsp;&nbsp; "));
}

QString PerformanceChart::legendText() const {
    return m_legend->toPlainText();
}

QRectF PerformanceChart::legendRect() const {
    return m_legend->toPlainText().isEmpty() ? QRectF() : m_legend->mapRectToParent(m_legend->boundingRect());
}

QString PerformanceChart::titleText() const {
    return m_data.error.isEmpty() ? m_data.title : m_data.error;
}

QList<std::pair<QString, QColor>> PerformanceChart::legendEntries() const {
    // NVIDIA's generations one by one (buyers compare them); every other vendor's devices share a
    // colour per product line, so the legend names the line once.
    QList<std::pair<QString, QColor>> entries;
    for (Architecture architecture : m_legendArchitectures) {
        const std::pair<QString, QColor> entry{legendGroupLabel(architecture),
                                               architectureColor(architecture)};
        if (!entries.contains(entry)) {
            entries.append(entry);
        }
    }
    return entries;
}

double PerformanceChart::axisEnd() const {
    return m_valueAxis->max();
}

int PerformanceChart::axisTickCount() const {
    return m_valueAxis->tickCount();
}

QString PerformanceChart::axisLabel(double value) {
    return QString::asprintf("%.3g", value); // as the axis' label format
}

void PerformanceChart::setKeyboardRow(int row) {
    const int rows = static_cast<int>(m_data.bars.size());
    m_keyboardRow = rows == 0 ? -1 : std::clamp(row, 0, rows - 1);
    m_bars->update();
}

void PerformanceChart::setKeyboardRowVisible(bool visible) {
    m_keyboardRowVisible = visible;
    m_bars->update();
}

void PerformanceChart::activateKeyboardRow() {
    clickRow(m_keyboardRow);
}

QRectF PerformanceChart::rowBand(int index) const {
    const QRectF slot = rowRect(index);
    return QRectF(0, slot.top(), slot.right(), slot.height());
}

QString PerformanceChart::measuredLabel(int index) const {
    return m_markLabels.value(index);
}

QString PerformanceChart::legendNote() const {
    return m_note->toPlainText();
}

QRectF PerformanceChart::legendNoteRect() const {
    return m_note->toPlainText().isEmpty() ? QRectF() : m_note->mapRectToParent(m_note->boundingRect());
}

void PerformanceChart::placeLegendNote() {
    // The legend and under it the caption span the chart's width at its bottom, wrapped; the
    // bottom margin makes room.
    QFont font = legend()->font();
    font.setPixelSize(12);
    const qreal width = std::max<qreal>(size().width() - 2 * noteMargin, 50);
    // Each of these lays the text out again, even when nothing changes: a caption naming
    // thousands of cards took a tenth of a second each time.
    for (QGraphicsTextItem* item : {m_note, m_legend}) {
        if (item->font() != font) {
            item->setFont(font);
        }
        if (item->textWidth() != width) {
            item->setTextWidth(width);
        }
    }
    const qreal noteHeight = m_note->toPlainText().isEmpty() ? 0 : m_note->document()->size().height();
    const qreal legendHeight = m_legend->toPlainText().isEmpty() ? 0 : m_legend->document()->size().height();
    m_note->setPos(noteMargin, size().height() - noteHeight - noteMargin / 2.0);
    m_legend->setPos(noteMargin, size().height() - noteHeight - legendHeight - noteMargin / 2.0);
    const int bottom = static_cast<int>(std::ceil(noteHeight + legendHeight)) + noteMargin;
    if (margins().bottom() != bottom) {
        QMargins chartMargins = margins();
        chartMargins.setBottom(bottom);
        setMargins(chartMargins);
    }
}

QString PerformanceChart::toolTip(int index) const {
    if (index < 0 || index >= static_cast<int>(m_data.bars.size())) {
        return {};
    }
    const ChartBar& bar = m_data.bars[static_cast<std::size_t>(index)];
    const QLocale locale;
    QString html =
        QStringLiteral("<b>%1</b> (%2, %3 GB)<br>")
            .arg(QString::fromStdString(bar.gpu->name).toHtmlEscaped(),
                 text::architectureLabel(bar.gpu->architecture), locale.toString(bar.gpu->memoryGb, 'g', 3));
    if (bar.software.level != SupportLevel::Current) {
        html += QStringLiteral("<b>%1</b>: %2<br>")
                    .arg(text::supportLevelLabel(bar.software.level).toHtmlEscaped(),
                         text::supportReason(bar.software).toHtmlEscaped());
    }
    // The typical error is the measured vendors'; a datasheet-only bar states its own.
    html += tr("Relative performance: %1 (%2)")
                .arg(formatValue(bar.relativePerformance, 3),
                     bar.specificationOnly ? tr("estimate from specifications alone")
                                           : estimateQualityText(m_data.metric, m_data.workload)) +
            QStringLiteral("<br>");
    if (bar.specificationOnly) {
        html += text::specificationOnlyText(QString::fromStdString(bar.gpu->vendor)).toHtmlEscaped() +
                QStringLiteral("<br>");
    }
    if (bar.price != nullptr) {
        html += tr("Price: %1 (%2, %3)")
                    .arg(text::money(bar.price->priceUsd, 0),
                         bar.price->condition == Condition::New ? tr("new") : tr("used"),
                         text::priceDateText(bar.price->observedOn, m_data.priceAge)) +
                QStringLiteral("<br>");
        if (m_data.priceAge.isOld(bar.price->observedOn)) {
            html += QStringLiteral("&nbsp;&nbsp;") +
                    tr("Old price: %1. Check a current price before you buy.")
                        .arg(text::oldPriceMeaning(m_data.priceAge))
                        .toHtmlEscaped() +
                    QStringLiteral("<br>");
        }
        if (const QString basis = text::priceQuoteBasis(*bar.price); !basis.isEmpty()) {
            html += QStringLiteral("&nbsp;&nbsp;") + basis.toHtmlEscaped() + QStringLiteral("<br>");
        }
    }
    if (bar.cost && bar.gpu->isSystem()) {
        // The price is the whole computer; without a power figure no electricity is counted.
        const QString electricity = bar.gpu->boardPowerWatts > 0 ? text::money(bar.cost->electricityUsd, 0)
                                                                 : tr("not counted (no power figure)");
        html +=
            tr("Cost of ownership: %1 (the computer %2, electricity %3)")
                .arg(text::money(bar.cost->totalUsd(), 0), text::money(bar.cost->cardsUsd, 0), electricity)
                .toHtmlEscaped() +
            QStringLiteral("<br>");
    } else if (bar.cost) {
        html += tr("Cost of ownership: %1 (system %2, cards %3, electricity %4)")
                    .arg(text::money(bar.cost->totalUsd(), 0), text::money(bar.cost->systemUsd, 0),
                         text::money(bar.cost->cardsUsd, 0), text::money(bar.cost->electricityUsd, 0)) +
                QStringLiteral("<br>");
        html += tr("Performance per %1: %2")
                    .arg(text::displayMoney(perMoneyUnit),
                         formatValue(text::perDisplayUnit(bar.relativePerformance / bar.cost->totalUsd()) *
                                         perMoneyUnit,
                                     4)) +
                QStringLiteral("<br>");
    }
    if (!bar.topFactors.empty()) {
        html += tr("Main factors against the reference:") + QStringLiteral("<ul style=\"margin:0\">");
        for (const PerformanceFactor& factor : bar.topFactors) {
            html += QStringLiteral("<li>%1: x%2</li>")
                        .arg(text::factorLabel(factor.kind), locale.toString(factor.value, 'f', 2));
        }
        html += QStringLiteral("</ul>");
    }
    if (!bar.measured.empty()) {
        html +=
            measuredDetailsHtml(bar.measured, QString::fromStdString(bar.gpu->name), m_data.referenceName);
        if (!bar.measuredValue) {
            html += m_data.measuredComparable
                        ? tr("Marked on the performance chart, not per dollar.")
                        : tr("Not marked: these are measurements of one GPU, the bar is for several.");
        }
    }
    return html;
}

void PerformanceChart::resizeEvent(QGraphicsSceneResizeEvent* event) {
    QChart::resizeEvent(event);
    placeLegendNote();
    placeCardLabels();
}

void PerformanceChart::placeCardLabels() {
    // The largest font (at most 13 px, at least 6 px) whose line fits the bar spacing, so
    // labels never overlap; the left margin then makes room for the widest label.
    const qreal plotHeight =
        plotArea().height() > 0 ? plotArea().height() : size().height() - chartChromeHeight;
    const qreal perBar = plotHeight / static_cast<qreal>(std::max<qsizetype>(m_labels.size(), 1));
    QFont font = legend()->font();
    int pixels = 13;
    for (; pixels > 6; --pixels) {
        font.setPixelSize(pixels);
        if (QFontMetricsF(font).height() <= perBar) {
            break;
        }
    }
    font.setPixelSize(pixels);
    m_labelFont = font;
    m_markFont = font;
    m_markFont.setPixelSize(std::max(pixels - 1, 6));
    m_markFont.setItalic(true);
    const QFontMetricsF metrics(font);
    qreal widest = 0;
    for (const QString& label : std::as_const(m_labels)) {
        widest = std::max(widest, metrics.horizontalAdvance(label));
    }
    // Labels take at most half of a narrow chart (an export 400 pixels wide): longer ones are
    // shortened in the middle where they are drawn.
    widest = std::min(widest, std::max<qreal>(80, size().width() / 2));
    const int leftMargin = static_cast<int>(std::ceil(widest)) + labelGap + 8;
    if (margins().left() != leftMargin) {
        QMargins chartMargins = margins();
        chartMargins.setLeft(leftMargin);
        setMargins(chartMargins); // lays out again and comes back here through plotAreaChanged
    }
    m_bars->prepareGeometryChange();
    m_bars->update();
}

QList<QRectF> PerformanceChart::labelRects() const {
    QList<QRectF> rects;
    const QFontMetricsF metrics(m_labelFont);
    for (int row = 0; row < static_cast<int>(m_labels.size()); ++row) {
        const QRectF slot = rowRect(row);
        const qreal width = std::min(metrics.horizontalAdvance(m_labels[row]), slot.left() - labelGap);
        const qreal height = metrics.height();
        rects << QRectF(slot.left() - labelGap - width, slot.center().y() - height / 2, width, height);
    }
    return rects;
}

std::optional<PerformanceChart::MarkGeometry> PerformanceChart::markGeometry(int row) const {
    const QString& text = m_markLabels.value(row);
    const QRectF plot = plotArea();
    if (text.isEmpty() || plot.width() <= 0) {
        return std::nullopt;
    }
    const ChartBar& bar = m_data.bars[static_cast<std::size_t>(row)];
    const double axisEnd = m_valueAxis->max() > 0 ? m_valueAxis->max() : 1.0;
    const QRectF slot = rowRect(row);
    const qreal barEnd = slot.left() + plot.width() * std::clamp(bar.value / axisEnd, 0.0, 1.0);
    MarkGeometry geometry;
    geometry.radius = std::clamp(slot.height() * 0.36, 2.5, 6.0);
    geometry.centre =
        QPointF(slot.left() + plot.width() * std::clamp(bar.measuredValue.value_or(0.0) / axisEnd, 0.0, 1.0),
                slot.center().y());
    const QFontMetricsF metrics(m_markFont);
    const qreal height = metrics.height();
    const qreal top = slot.center().y() - height / 2;
    // Right of both the bar and the mark where the plot has room; else left of both, over the
    // bar; else the same with the ratio alone ("0.30x"); else that, cut at the plot's edge.
    const qreal right = std::max(barEnd, geometry.centre.x() + geometry.radius) + markGap;
    const qreal left = std::min(barEnd, geometry.centre.x() - geometry.radius) - markGap;
    const QString shortText = measuredMarkShortLabel(bar.measured.front());
    for (const QString& candidate : {text, shortText}) {
        const qreal width = metrics.horizontalAdvance(candidate);
        geometry.text = candidate;
        if (right + width <= plot.right()) {
            geometry.label = QRectF(right, top, width, height);
            return geometry;
        }
        if (left - width >= plot.left() + markGap) {
            geometry.label = QRectF(left - width, top, width, height);
            geometry.inside = true;
            return geometry;
        }
    }
    geometry.label = QRectF(right, top, metrics.horizontalAdvance(shortText), height);
    return geometry;
}

QList<QRectF> PerformanceChart::measuredLabelRects() const {
    QList<QRectF> rects;
    for (int row = 0; row < static_cast<int>(m_labels.size()); ++row) {
        const auto geometry = markGeometry(row);
        rects << (geometry ? geometry->label : QRectF());
    }
    return rects;
}

QRectF PerformanceChart::rowRect(int row) const {
    const QRectF plot = plotArea();
    const qreal step = plot.height() / static_cast<qreal>(std::max<qsizetype>(m_labels.size(), 1));
    return QRectF(plot.left(), plot.top() + step * row, plot.width(), step);
}

int PerformanceChart::rowAt(const QPointF& position) const {
    const QRectF plot = plotArea();
    if (m_labels.isEmpty() || position.y() < plot.top() || position.y() >= plot.bottom() ||
        position.x() > plot.right()) {
        return -1;
    }
    const qreal step = plot.height() / static_cast<qreal>(m_labels.size());
    return std::clamp(static_cast<int>((position.y() - plot.top()) / step), 0,
                      static_cast<int>(m_labels.size()) - 1);
}

void PerformanceChart::paintBars(QPainter* painter) const {
    const QRectF plot = plotArea();
    if (m_labels.isEmpty() || plot.width() <= 0) {
        return;
    }
    const double axisEnd = m_valueAxis->max() > 0 ? m_valueAxis->max() : 1.0;
    painter->setFont(m_labelFont);
    for (int row = 0; row < static_cast<int>(m_labels.size()); ++row) {
        const ChartBar& bar = m_data.bars[static_cast<std::size_t>(row)];
        const QRectF slot = rowRect(row);
        const qreal length = plot.width() * std::clamp(bar.value / axisEnd, 0.0, 1.0);
        const QRectF barRect(slot.left(), slot.top() + slot.height() * 0.12, length, slot.height() * 0.76);
        // A card current software no longer runs on (charted only when the user asks) is grey.
        const QColor colour =
            bar.software.unsupported() ? QColor(0xdd, 0xdd, 0xdd) : architectureColor(bar.gpu->architecture);
        const bool selected = m_selected.contains(QString::fromStdString(bar.gpu->name));
        const bool keyboard = m_keyboardRowVisible && row == m_keyboardRow;
        if (keyboard) {
            // The keyboard's bar: its whole row, label included, on a band with a dashed outline.
            const QRectF band(1, slot.top(), slot.right() - 1, slot.height() - 1);
            painter->fillRect(band, QColor(0x1f, 0x5f, 0xbf, 40));
            painter->setPen(QPen(QColor(0x1f, 0x3f, 0x7f), 1.0, Qt::DashLine));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(band);
        }
        const bool highlighted = row == m_hovered || keyboard;
        painter->setPen(QPen(selected || highlighted ? QColor(0x20, 0x20, 0x20) : colour.darker(130),
                             selected ? 2.0 : 1.0));
        painter->setBrush(highlighted ? colour.lighter(115) : colour);
        painter->drawRect(barRect);
        painter->setPen(QColor(0x30, 0x30, 0x30));
        // A label wider than the chart gives labels loses its middle (the hover tooltip names the
        // card in full); the value at its end stays.
        painter->drawText(
            QRectF(0, slot.top(), slot.left() - labelGap, slot.height()), Qt::AlignRight | Qt::AlignVCenter,
            QFontMetricsF(m_labelFont).elidedText(m_labels[row], Qt::ElideMiddle, slot.left() - labelGap));
    }
    // Measured marks over the bars: a black diamond with a white rim (it shows on every bar
    // colour) and its label, italic.
    painter->setFont(m_markFont);
    const QFontMetricsF metrics(m_markFont);
    for (int row = 0; row < static_cast<int>(m_labels.size()); ++row) {
        const auto geometry = markGeometry(row);
        if (!geometry) {
            continue;
        }
        const QPointF c = geometry->centre;
        const qreal r = geometry->radius;
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setPen(QPen(Qt::white, 1.0));
        painter->setBrush(QColor(0x10, 0x10, 0x10));
        painter->drawPolygon(QPolygonF({QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y()),
                                        QPointF(c.x(), c.y() + r), QPointF(c.x() - r, c.y())}));
        if (geometry->inside) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(QColor(255, 255, 255, 225));
            painter->drawRoundedRect(geometry->label.adjusted(-2, 0, 2, 0), 2, 2);
        }
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setPen(QColor(0x10, 0x10, 0x10));
        const QRectF room(geometry->label.topLeft(),
                          QPointF(std::min(geometry->label.right(), plot.right()), geometry->label.bottom()));
        painter->drawText(room, Qt::AlignLeft | Qt::AlignVCenter,
                          metrics.elidedText(geometry->text, Qt::ElideRight, room.width() + 1));
    }
}

void PerformanceChart::hoverRow(int row) {
    if (row == m_hovered) {
        return;
    }
    if (m_hovered >= 0) {
        emit barHovered(m_hovered, false);
    }
    m_hovered = row;
    if (row >= 0) {
        emit barHovered(row, true);
    }
    m_bars->update();
}

void PerformanceChart::clickRow(int row) {
    if (row >= 0 && row < static_cast<int>(m_data.bars.size())) {
        m_keyboardRow = row; // the keyboard goes on from the bar last clicked
        emit barClicked(QString::fromStdString(m_data.bars[static_cast<std::size_t>(row)].gpu->name));
    }
}

} // namespace gpuadvisor
