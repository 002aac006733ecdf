#include "compare/comparemarks.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QTableWidgetItem>

#include <cmath>
#include <numbers>

namespace gpuadvisor {
namespace {

/// The translation context of this file's strings (lupdate reads CompareMarks::tr calls).
class CompareMarks {
    Q_DECLARE_TR_FUNCTIONS(CompareMarks)
};

const QColor markInk(0x1a, 0x6b, 0x1a);

QPixmap starPixmap(int size) {
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    QPolygonF star;
    const QPointF centre(size / 2.0, size / 2.0 + size * 0.04);
    for (int point = 0; point < 10; ++point) {
        const double radius = (point % 2 == 0 ? 0.5 : 0.22) * size;
        const double angle = -std::numbers::pi / 2 + point * std::numbers::pi / 5;
        star << centre + QPointF(radius * std::cos(angle), radius * std::sin(angle));
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(markInk);
    painter.drawPolygon(star);
    return pixmap;
}

} // namespace

QIcon bestMarkIcon(int size) {
    return QIcon(starPixmap(size));
}

QColor bestBackground() {
    return {0xd5, 0xf0, 0xd5};
}

void markBestCell(QTableWidgetItem* cell, const QString& toolTip) {
    QFont font = cell->font();
    font.setBold(true);
    cell->setFont(font);
    cell->setBackground(bestBackground());
    cell->setForeground(QColor(0x10, 0x30, 0x10));
    cell->setIcon(bestMarkIcon());
    const QString best = CompareMarks::tr("best of the compared cards");
    cell->setToolTip(toolTip.isEmpty() ? best : best + QStringLiteral("<br>") + toolTip);
    cell->setData(Qt::AccessibleTextRole, CompareMarks::tr("%1 (best)").arg(cell->text()));
}

QWidget* bestMarkLegend() {
    auto* legend = new QWidget;
    legend->setObjectName(QStringLiteral("compareBestLegend"));
    auto* star = new QLabel;
    star->setPixmap(starPixmap(12));
    auto* words = new QLabel(CompareMarks::tr(
        "Bold on green: the best of the compared cards in a row where higher or lower is better "
        "(ties all marked). Rows such as architecture or release year have no best."));
    words->setWordWrap(true);
    auto* layout = new QHBoxLayout(legend);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(star, 0, Qt::AlignTop);
    layout->addWidget(words, 1);
    legend->setToolTip(words->text());
    return legend;
}

void setCardColour(QTableWidgetItem* header, const QColor& colour) {
    // An icon: header views draw no plain colour as a decoration.
    QPixmap swatch(12, 12);
    swatch.fill(colour);
    QPainter painter(&swatch);
    painter.setPen(colour.darker(130));
    painter.drawRect(swatch.rect().adjusted(0, 0, -1, -1));
    header->setIcon(QIcon(swatch));
}

} // namespace gpuadvisor
