#pragma once

// The compare page's grouped bar chart: the three metrics as categories, one bar set per card.
// Like performancechart.cpp, the only place of the compare page that talks to Qt Charts.

#include <QChart>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QBarCategoryAxis;
class QBarSet;
class QHorizontalBarSeries;
class QValueAxis;

namespace gpuadvisor {

class CompareChart : public QChart {
    Q_OBJECT
public:
    struct Series {
        QString name;
        QColor color;
        std::vector<std::optional<double>> values; ///< One per category; unset draws no bar.
    };

    explicit CompareChart(QGraphicsItem* parent = nullptr);

    /// Replaces what the chart shows.
    void setData(const QString& title, const QString& valueTitle, const QStringList& categories,
                 const std::vector<Series>& series);
    /// The bar sets, one per card in the order given (their values run bottom category first).
    QList<QBarSet*> barSets() const;
    /// The values as drawn: one list per card in the order given, one value per category in
    /// the order given (0 where a value was unset).
    QList<QList<qreal>> values() const;

    /// Colour of the card at `index` of the comparison, in the chart and the table's header:
    /// distinct for up to four cards, and none of them an architecture's colour.
    static QColor cardColor(int index);

private:
    QHorizontalBarSeries* m_bars;
    QBarCategoryAxis* m_categoryAxis;
    QValueAxis* m_valueAxis;
};

} // namespace gpuadvisor
