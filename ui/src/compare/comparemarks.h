#pragma once

// How the compare page marks the best value of a row (bold, on green, with a star) and says what
// the mark means, and how it shows each card's colour in the table.

#include <QColor>
#include <QString>
#include <QStyledItemDelegate>

#include <vector>

class QTableWidget;
class QTableWidgetItem;
class QWidget;

namespace gpuadvisor {

/// The background of a best value.
QColor bestBackground();
/// Marks `cell` as the best of its row: bold, on bestBackground(), and "best of the compared
/// cards" first in its tooltip (`toolTip` after it). BestMarkDelegate draws the star.
void markBestCell(QTableWidgetItem* cell, const QString& toolTip);

/// Draws the table's cells as usual, and the star at the left of every cell whose `role` is true,
/// over the cell's margin: the text keeps its whole width.
class BestMarkDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    BestMarkDelegate(int role, QObject* parent);
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;

    static constexpr int starSize = 10;

private:
    int m_role;
};
/// A line under the table that says what the mark means: the star and its words.
QWidget* bestMarkLegend();
/// Appends a thin row of one colour per column (the cards' colours in the chart), keyed `key`
/// under `keyRole` on its header item.
void addColourRow(QTableWidget* table, const QString& key, int keyRole, const std::vector<QColor>& colours);

} // namespace gpuadvisor
