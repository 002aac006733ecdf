#pragma once

// How the compare page marks the best value of a row (bold, on green, with a star) and says what
// the mark means, and how it shows each card's colour in the table.

#include <QColor>
#include <QIcon>
#include <QString>

class QTableWidgetItem;
class QWidget;

namespace gpuadvisor {

/// The star drawn before a best value, `size` pixels square.
QIcon bestMarkIcon(int size = 12);
/// The background of a best value.
QColor bestBackground();
/// Marks `cell` as the best of its row: bold, on bestBackground(), the star, and "best of the
/// compared cards" first in its tooltip (`toolTip` after it).
void markBestCell(QTableWidgetItem* cell, const QString& toolTip);
/// A line under the table that says what the mark means: the star and its words.
QWidget* bestMarkLegend();
/// Shows the card's chart colour as a swatch in its column header.
void setCardColour(QTableWidgetItem* header, const QColor& colour);

} // namespace gpuadvisor
