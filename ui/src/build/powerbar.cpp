#include "build/powerbar.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace gpuadvisor {
namespace {

constexpr int margin = 4;
constexpr int gap = 4;
constexpr int swatch = 10;

const QColor gpuColor(0x3b, 0x6f, 0xb6);
const QColor cpuColor(0x2a, 0x9d, 0x8f);
const QColor otherColor(0x8d, 0x99, 0xae);
const QColor psuColor(0x20, 0x20, 0x20);
const QColor outletColor(0xa8, 0x4f, 0x00);
const QColor overColor(0xc6, 0x28, 0x28);

QString watts(double value) {
    return PowerBar::tr("%1 W").arg(QLocale().toString(std::round(value), 'f', 0));
}

int barHeight(const QFontMetrics& metrics) {
    return std::max(26, metrics.height() + 12);
}

} // namespace

PowerBar::PowerBar(QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("powerBar"));
    // Fixed height, but the height for the current width: narrow, the "over" words take a line of
    // their own (see sizeHint and resizeEvent).
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("Power draw"));
}

void PowerBar::setValues(const PowerBarValues& values) {
    m_values = values;
    const QString text = description();
    setToolTip(text);
    setAccessibleDescription(text);
    updateGeometry(); // the "over" words may need a line of their own
    update();
}

QString PowerBar::overText() const {
    return psuWatts() <= outletWatts() ? tr("%1 over the power supply").arg(watts(overWatts()))
                                       : tr("%1 over the outlet").arg(watts(overWatts()));
}

int PowerBar::legendWidth() const {
    const QFontMetrics metrics(font());
    int pixels = 0;
    for (const auto& [label, value] : {std::pair{tr("GPUs"), gpuWatts()}, std::pair{tr("CPU"), cpuWatts()},
                                       std::pair{tr("Other"), otherWatts()}}) {
        pixels += swatch + gap + metrics.horizontalAdvance(label + QLatin1Char(' ') + watts(value)) + 3 * gap;
    }
    QFont bold = font();
    bold.setBold(true);
    return pixels + QFontMetrics(bold).horizontalAdvance(tr("Total %1").arg(watts(totalWatts()))) + 3 * gap;
}

bool PowerBar::overOnItsOwnLine(int pixels) const {
    if (overWatts() <= 0) {
        return false;
    }
    QFont bold = font();
    bold.setBold(true);
    return margin + legendWidth() + QFontMetrics(bold).horizontalAdvance(overText()) > pixels - margin;
}

int PowerBar::heightForWidth(int pixels) const {
    const QFontMetrics metrics(font());
    return oneLineLegendHeight() + (overOnItsOwnLine(pixels) ? metrics.height() + gap : 0);
}

void PowerBar::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (height() != heightForWidth(width())) {
        updateGeometry();
    }
}

double PowerBar::overWatts() const {
    const double limit = std::min(m_values.psuWatts, outletWatts());
    return std::max(0.0, totalWatts() - limit);
}

QString PowerBar::description() const {
    const QLocale locale;
    QString text =
        tr("The power supply delivers %1: GPUs %2, CPU %3, the rest %4. Its rating is %5; the outlet "
           "feeds %6 continuously (80 % of the circuit), which is %7 through the supply's %8 % "
           "efficiency.")
            .arg(watts(totalWatts()), watts(gpuWatts()), watts(cpuWatts()), watts(otherWatts()),
                 watts(psuWatts()), watts(m_values.outletContinuousWatts), watts(outletWatts()),
                 locale.toString(m_values.efficiency * 100, 'f', 0));
    if (overWatts() > 0) {
        text += QLatin1Char(' ') + tr("The build is %1 over.").arg(watts(overWatts()));
    }
    return text;
}

int PowerBar::oneLineLegendHeight() const {
    const QFontMetrics metrics(font());
    return margin + metrics.height() + gap + barHeight(metrics) + gap + metrics.height() + 2 * gap +
           metrics.height() + margin;
}

QSize PowerBar::sizeHint() const {
    return {480, heightForWidth(width())};
}

QSize PowerBar::minimumSizeHint() const {
    return {240, heightForWidth(width())};
}

void PowerBar::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QFontMetrics metrics(font());
    const int lineHeight = metrics.height();
    const int left = margin;
    const int right = width() - margin;
    const int span = std::max(1, right - left);

    const double total = totalWatts();
    const double psu = psuWatts();
    const double outlet = outletWatts();
    const double scaleEnd = std::max({total, psu, outlet, 100.0}) * 1.06;
    const auto xOf = [&](double value) {
        return left + static_cast<int>(std::lround(value / scaleEnd * span));
    };

    const int psuLabelTop = margin;
    const int barTop = psuLabelTop + lineHeight + gap;
    const int barBottom = barTop + barHeight(metrics);
    const int outletLabelTop = barBottom + gap;
    const int legendTop = outletLabelTop + lineHeight + 2 * gap;

    // The track, then the stacked draw.
    const QRect track(left, barTop, span, barBottom - barTop);
    painter.fillRect(track, palette().color(QPalette::AlternateBase));
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(track.adjusted(0, 0, -1, -1));

    struct BarSegment {
        double watts;
        QColor color;
        QString label;
    };
    const std::array<BarSegment, 3> segments{{{gpuWatts(), gpuColor, tr("GPUs")},
                                              {cpuWatts(), cpuColor, tr("CPU")},
                                              {otherWatts(), otherColor, tr("Other")}}};
    std::array<QRect, 3> rects{};
    double start = 0;
    for (std::size_t index = 0; index < segments.size(); ++index) {
        const BarSegment& segment = segments[index];
        if (segment.watts <= 0) {
            continue;
        }
        const int x0 = xOf(start);
        const int x1 = xOf(start + segment.watts);
        rects[index] = QRect(x0, barTop, std::max(1, x1 - x0), barBottom - barTop);
        painter.fillRect(rects[index], segment.color);
        start += segment.watts;
    }

    // What goes beyond the lower limit, hatched.
    const double limit = std::min(psu, outlet);
    if (total > limit && limit > 0) {
        const QRect over(xOf(limit), barTop, std::max(1, xOf(total) - xOf(limit)), barBottom - barTop);
        painter.fillRect(over, QBrush(overColor, Qt::BDiagPattern));
        painter.setPen(QPen(overColor, 2));
        painter.drawRect(over.adjusted(1, 1, -1, -1));
    }

    // Each segment's name (and number, where there is room) on top.
    for (std::size_t index = 0; index < segments.size(); ++index) {
        const QRect& rect = rects[index];
        if (rect.isNull()) {
            continue;
        }
        const BarSegment& segment = segments[index];
        const QString inside = segment.label + QLatin1Char(' ') + watts(segment.watts);
        const QString shown = metrics.horizontalAdvance(inside) + 8 <= rect.width()          ? inside
                              : metrics.horizontalAdvance(segment.label) + 6 <= rect.width() ? segment.label
                                                                                             : QString();
        if (shown.isEmpty()) {
            continue;
        }
        // A backing in the segment's colour keeps the words readable over the hatching.
        const int textWidth = metrics.horizontalAdvance(shown) + 6;
        const QRect backing(rect.center().x() - textWidth / 2, rect.center().y() - lineHeight / 2, textWidth,
                            lineHeight);
        painter.fillRect(backing, segment.color);
        painter.setPen(Qt::white);
        painter.drawText(rect, Qt::AlignCenter, shown);
    }

    // The limit lines with their labels: the supply above the bar, the outlet below it.
    const auto drawLabel = [&](int x, int top, const QString& text, const QColor& color) {
        const int textWidth = metrics.horizontalAdvance(text);
        const int textLeft = std::clamp(x - textWidth / 2, 0, std::max(0, width() - textWidth));
        painter.setPen(color);
        painter.drawText(QRect(textLeft, top, textWidth, lineHeight), Qt::AlignCenter, text);
    };
    if (psu > 0) {
        const int x = xOf(psu);
        painter.setPen(QPen(psuColor, 2));
        painter.drawLine(x, barTop - gap, x, barBottom + 1);
        QFont bold = font();
        bold.setBold(true);
        painter.setFont(bold);
        const QFontMetrics boldMetrics(bold);
        const QString text = tr("Power supply %1").arg(watts(psu));
        const int textWidth = boldMetrics.horizontalAdvance(text);
        const int textLeft = std::clamp(x - textWidth / 2, 0, std::max(0, width() - textWidth));
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(textLeft, psuLabelTop, textWidth, lineHeight), Qt::AlignCenter, text);
        painter.setFont(font());
    }
    if (outlet > 0) {
        const int x = xOf(outlet);
        QPen dashed(outletColor, 2, Qt::DashLine);
        painter.setPen(dashed);
        painter.drawLine(x, barTop - 1, x, barBottom + gap);
        drawLabel(x, outletLabelTop, tr("Outlet %1 continuous").arg(watts(outlet)), outletColor);
    }

    // The legend with every number, and how far over the build is.
    int x = left;
    const int swatchTop = legendTop + (lineHeight - swatch) / 2;
    for (const BarSegment& segment : segments) {
        painter.fillRect(QRect(x, swatchTop, swatch, swatch), segment.color);
        x += swatch + gap;
        const QString text = segment.label + QLatin1Char(' ') + watts(segment.watts);
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(x, legendTop, metrics.horizontalAdvance(text), lineHeight), Qt::AlignVCenter,
                         text);
        x += metrics.horizontalAdvance(text) + 3 * gap;
    }
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    const QFontMetrics boldMetrics(bold);
    QString totalText = tr("Total %1").arg(watts(total));
    painter.drawText(QRect(x, legendTop, boldMetrics.horizontalAdvance(totalText), lineHeight),
                     Qt::AlignVCenter, totalText);
    x += boldMetrics.horizontalAdvance(totalText) + 3 * gap;
    if (overWatts() > 0) {
        painter.setPen(overColor);
        // Beside the total when it fits, else on its own line under the legend, never cut short.
        const bool ownLine = overOnItsOwnLine(width());
        const int overLeft = ownLine ? left : x;
        const int overTop = ownLine ? legendTop + lineHeight + gap : legendTop;
        const int available = std::max(0, right - overLeft);
        painter.drawText(QRect(overLeft, overTop, available, lineHeight),
                         Qt::AlignVCenter | (ownLine ? Qt::AlignLeft : Qt::AlignRight),
                         boldMetrics.elidedText(overText(), Qt::ElideRight, available));
    }
}

} // namespace gpuadvisor
