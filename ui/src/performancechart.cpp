#include "gpuadvisor/ui/performancechart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QGraphicsSceneResizeEvent>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLocale>
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

QColor architectureColor(Architecture architecture) {
    // Okabe-Ito colours (distinguishable with colour-blindness) for the generations people
    // still buy, greys for the old ones.
    switch (architecture) {
    case Architecture::Fermi:
        return QColor(0xbb, 0xbb, 0xbb);
    case Architecture::Kepler:
        return QColor(0x99, 0x99, 0x99);
    case Architecture::Maxwell:
        return QColor(0x77, 0x77, 0x77);
    case Architecture::Pascal:
        return QColor(0xcc, 0x79, 0xa7);
    case Architecture::Volta:
        return QColor(0xf0, 0xe4, 0x42);
    case Architecture::Turing:
        return QColor(0x56, 0xb4, 0xe9);
    case Architecture::Ampere:
        return QColor(0x00, 0x9e, 0x73);
    case Architecture::Ada:
        return QColor(0xe6, 0x9f, 0x00);
    case Architecture::Hopper:
        return QColor(0x00, 0x72, 0xb2);
    case Architecture::Blackwell:
        return QColor(0xd5, 0x5e, 0x00);
    }
    return Qt::gray;
}

PerformanceChart::PerformanceChart(QGraphicsItem* parent)
    : QChart(parent) {
    setAnimationOptions(QChart::NoAnimation);
    legend()->setAlignment(Qt::AlignBottom);
    setMargins(QMargins(8, 8, 16, 8));
    QFont titleFont = this->titleFont();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    setTitleFont(titleFont);
    connect(this, &QChart::plotAreaChanged, this, [this] { placeCardLabels(); });
}

int PerformanceChart::comfortableHeight(int barCount) {
    return chartChromeHeight + std::max(barCount, 3) * pixelsPerBar;
}

QString PerformanceChart::barLabel(int index) const {
    const ChartBar& bar = m_data.bars.at(static_cast<std::size_t>(index));
    const QString name = QString::fromStdString(bar.gpu->name);
    const QString marker = m_selected.contains(name) ? QStringLiteral("\u25cf ") : QString();
    return tr("%1%2 (%3 GB)  %4")
        .arg(marker, name, QLocale().toString(bar.gpu->memoryGb, 'g', 3), formatValue(bar.value, m_decimals));
}

QStringList PerformanceChart::cardNames() const {
    QStringList names;
    for (const ChartBar& bar : m_data.bars) {
        names << QString::fromStdString(bar.gpu->name);
    }
    return names;
}

void PerformanceChart::setData(const ChartData& data, const QSet<QString>& selected) {
    m_data = data;
    m_selected = selected;
    double maximum = 0;
    for (const ChartBar& bar : data.bars) {
        maximum = std::max(maximum, bar.value);
    }
    m_decimals = decimalsFor(maximum);
    removeAllSeries();
    for (QAbstractAxis* axis : axes()) {
        removeAxis(axis);
        delete axis;
    }
    setTitle(data.error.isEmpty() ? data.title : data.error);

    // One stacked set per architecture: each category (card) has a value only in its own set,
    // which colours bars by architecture and gives the legend for free. Qt 6.4 draws the first
    // category at the bottom, so the data goes in best-last (best on top).
    auto* series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.8);
    const int count = static_cast<int>(data.bars.size());
    std::map<Architecture, QBarSet*> sets;
    for (const ChartBar& bar : data.bars) {
        if (!sets.contains(bar.gpu->architecture)) {
            auto* set = new QBarSet(architectureLabel(bar.gpu->architecture));
            set->setColor(architectureColor(bar.gpu->architecture));
            set->setBorderColor(architectureColor(bar.gpu->architecture).darker(130));
            sets.emplace(bar.gpu->architecture, set);
        }
    }
    QStringList categories;
    for (int row = count - 1; row >= 0; --row) {
        const ChartBar& bar = data.bars[static_cast<std::size_t>(row)];
        categories << barLabel(row);
        for (auto& [architecture, set] : sets) {
            set->append(architecture == bar.gpu->architecture ? bar.value : 0.0);
        }
    }
    for (auto& [architecture, set] : sets) {
        series->append(set);
        // Bar indices in the series count from the bottom; signals speak top-first indices.
        connect(set, &QBarSet::hovered, this,
                [this, count](bool entered, int index) { emit barHovered(count - 1 - index, entered); });
        connect(set, &QBarSet::clicked, this, [this, count](int index) {
            emit barClicked(
                QString::fromStdString(m_data.bars[static_cast<std::size_t>(count - 1 - index)].gpu->name));
        });
    }
    addSeries(series);

    auto* cardAxis = new QBarCategoryAxis;
    cardAxis->append(categories);
    cardAxis->setGridLineVisible(false);
    // The card names are drawn by placeCardLabels: Qt Charts 6.4 elides category labels to
    // "..." once there are a few dozen of them, whatever the room.
    cardAxis->setLabelsVisible(false);
    addAxis(cardAxis, Qt::AlignLeft);
    series->attachAxis(cardAxis);

    auto* valueAxis = new QValueAxis;
    const auto [axisEnd, ticks] = niceAxis(maximum);
    valueAxis->setRange(0, axisEnd);
    valueAxis->setTickCount(ticks);
    valueAxis->setLabelFormat(QStringLiteral("%.3g"));
    valueAxis->setTitleText(data.valueTitle);
    addAxis(valueAxis, Qt::AlignBottom);
    series->attachAxis(valueAxis);

    legend()->setVisible(!sets.empty());

    qDeleteAll(m_cardLabels);
    m_cardLabels.clear();
    for (int row = 0; row < count; ++row) {
        auto* label = new QGraphicsSimpleTextItem(barLabel(row), this);
        label->setBrush(QColor(0x30, 0x30, 0x30));
        m_cardLabels.push_back(label);
    }
    placeCardLabels();
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
                 architectureLabel(bar.gpu->architecture), locale.toString(bar.gpu->memoryGb, 'g', 3));
    html +=
        tr("Relative performance: %1").arg(formatValue(bar.relativePerformance, 3)) + QStringLiteral("<br>");
    if (bar.price != nullptr) {
        html += tr("Price: $%1 (%2, %3)")
                    .arg(locale.toString(bar.price->priceUsd, 'f', 0),
                         bar.price->condition == Condition::New ? tr("new") : tr("used"),
                         QString::fromStdString(formatIsoDate(bar.price->observedOn))) +
                QStringLiteral("<br>");
    }
    if (bar.cost) {
        html += tr("Cost of ownership: $%1 (system $%2, cards $%3, electricity $%4)")
                    .arg(locale.toString(bar.cost->totalUsd(), 'f', 0),
                         locale.toString(bar.cost->systemUsd, 'f', 0),
                         locale.toString(bar.cost->cardsUsd, 'f', 0),
                         locale.toString(bar.cost->electricityUsd, 'f', 0)) +
                QStringLiteral("<br>");
        html += tr("Performance per $1,000: %1")
                    .arg(formatValue(bar.relativePerformance / bar.cost->totalUsd() * perDollarUnitUsd, 4)) +
                QStringLiteral("<br>");
    }
    if (!bar.topFactors.empty()) {
        html += tr("Main factors against the reference:") + QStringLiteral("<ul style=\"margin:0\">");
        for (const PerformanceFactor& factor : bar.topFactors) {
            html += QStringLiteral("<li>%1: x%2</li>")
                        .arg(factorLabel(factor.kind), locale.toString(factor.value, 'f', 2));
        }
        html += QStringLiteral("</ul>");
    }
    return html;
}

void PerformanceChart::resizeEvent(QGraphicsSceneResizeEvent* event) {
    QChart::resizeEvent(event);
    placeCardLabels();
}

void PerformanceChart::placeCardLabels() {
    if (m_cardLabels.empty()) {
        return;
    }
    // The largest font (at most 13 px, at least 6 px) whose line fits the bar spacing, so
    // labels never overlap; the left margin then makes room for the widest label.
    const qreal plotHeight =
        plotArea().height() > 0 ? plotArea().height() : size().height() - chartChromeHeight;
    const qreal perBar = plotHeight / static_cast<qreal>(m_cardLabels.size());
    QFont font = legend()->font();
    int pixels = 13;
    for (; pixels > 6; --pixels) {
        font.setPixelSize(pixels);
        if (QFontMetricsF(font).height() <= perBar) {
            break;
        }
    }
    font.setPixelSize(pixels);
    const QFontMetricsF metrics(font);
    qreal widest = 0;
    for (QGraphicsSimpleTextItem* label : m_cardLabels) {
        label->setFont(font);
        widest = std::max(widest, metrics.horizontalAdvance(label->text()));
    }
    const int leftMargin = static_cast<int>(std::ceil(widest)) + 14;
    if (margins().left() != leftMargin) {
        QMargins chartMargins = margins();
        chartMargins.setLeft(leftMargin);
        setMargins(chartMargins); // lays out again and comes back here through plotAreaChanged
        return;
    }
    const QRectF plot = plotArea();
    const qreal step = plot.height() / static_cast<qreal>(m_cardLabels.size());
    for (std::size_t row = 0; row < m_cardLabels.size(); ++row) {
        QGraphicsSimpleTextItem* label = m_cardLabels[row];
        const QRectF bounds = label->boundingRect();
        label->setPos(plot.left() - 10 - bounds.width(),
                      plot.top() + step * (static_cast<qreal>(row) + 0.5) - bounds.height() / 2);
    }
}

} // namespace gpuadvisor
