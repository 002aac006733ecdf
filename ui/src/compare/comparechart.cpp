#include "compare/comparechart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QValueAxis>

#include <algorithm>
#include <array>

namespace gpuadvisor {

CompareChart::CompareChart(QGraphicsItem* parent)
    : QChart(parent) {
    setAnimationOptions(QChart::NoAnimation);
    legend()->setAlignment(Qt::AlignBottom);
    legend()->setReverseMarkers(true);
    setMargins(QMargins(8, 8, 8, 8));
    QFont font = titleFont();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    font.setBold(true);
    setTitleFont(font);

    // One series and two axes for the chart's life: setData replaces the sets, categories and
    // range (recreating axes leaves the old ones drawn until the event loop deletes them).
    // Horizontal bars leave the metric names and every value label room at any width.
    m_bars = new QHorizontalBarSeries;
    m_bars->setBarWidth(0.85);
    m_bars->setLabelsVisible(true);
    m_bars->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    m_bars->setLabelsPrecision(3);
    addSeries(m_bars);
    m_categoryAxis = new QBarCategoryAxis;
    m_categoryAxis->setGridLineVisible(false);
    addAxis(m_categoryAxis, Qt::AlignLeft);
    m_bars->attachAxis(m_categoryAxis);
    m_valueAxis = new QValueAxis;
    m_valueAxis->setLabelFormat(QStringLiteral("%.3g"));
    addAxis(m_valueAxis, Qt::AlignBottom);
    m_bars->attachAxis(m_valueAxis);
}

QColor CompareChart::cardColor(int index) {
    // Paul Tol's "muted" qualitative colours (distinguishable with colour-blindness): the compare
    // page's own, so that a card is never read as an architecture of the Charts page (whose
    // colours are Okabe-Ito's and greys); cards of one architecture get different colours.
    static const std::array<QColor, 4> colors{QColor(0x33, 0x22, 0x88), QColor(0x99, 0x99, 0x33),
                                              QColor(0x88, 0x22, 0x55), QColor(0x44, 0xaa, 0x99)};
    return colors[static_cast<std::size_t>(index) % colors.size()];
}

void CompareChart::setData(const QString& title, const QString& valueTitle, const QStringList& categories,
                           const std::vector<Series>& series) {
    setTitle(title);
    // Qt 6.4 draws the first category and the first set at the bottom (QBarCategoryAxis::setReverse
    // does nothing for bars), so both go in last-first and the legend is reversed back.
    m_bars->clear();
    double maximum = 0;
    for (auto entry = series.rbegin(); entry != series.rend(); ++entry) {
        auto* set = new QBarSet(entry->name);
        set->setColor(entry->color);
        set->setBorderColor(entry->color.darker(130));
        set->setLabelColor(QColor(0x30, 0x30, 0x30));
        for (auto value = entry->values.rbegin(); value != entry->values.rend(); ++value) {
            set->append(value->value_or(0.0));
            maximum = std::max(maximum, value->value_or(0.0));
        }
        m_bars->append(set);
    }

    QStringList bottomFirst = categories;
    std::reverse(bottomFirst.begin(), bottomFirst.end());
    if (m_categoryAxis->categories() != bottomFirst) {
        m_categoryAxis->clear();
        m_categoryAxis->append(bottomFirst);
    }
    // Room right of the longest bar for its label.
    m_valueAxis->setRange(0, maximum > 0 ? maximum * 1.15 : 1.0);
    m_valueAxis->applyNiceNumbers();
    m_valueAxis->setTitleText(valueTitle);
    m_valueAxis->setVisible(!series.empty());
    m_categoryAxis->setVisible(!series.empty());
    legend()->setVisible(!series.empty());
}

QList<QBarSet*> CompareChart::barSets() const {
    QList<QBarSet*> sets = m_bars->barSets();
    std::reverse(sets.begin(), sets.end());
    return sets;
}

QList<QList<qreal>> CompareChart::values() const {
    QList<QList<qreal>> result;
    for (const QBarSet* set : barSets()) {
        QList<qreal> row;
        for (int index = set->count() - 1; index >= 0; --index) {
            row << set->at(index);
        }
        result << row;
    }
    return result;
}

} // namespace gpuadvisor
