#include "compare/comparemarks.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QTableWidget>
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

QColor bestBackground() {
    return {0xd5, 0xf0, 0xd5};
}

void markBestCell(QTableWidgetItem* cell, const QString& toolTip) {
    QFont font = cell->font();
    font.setBold(true);
    cell->setFont(font);
    cell->setBackground(bestBackground());
    cell->setForeground(QColor(0x10, 0x30, 0x10));
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

BestMarkDelegate::BestMarkDelegate(int role, QObject* parent)
    : QStyledItemDelegate(parent)
    , m_role(role) {}

void BestMarkDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                             const QModelIndex& index) const {
    QStyledItemDelegate::paint(painter, option, index);
    if (index.data(m_role).toBool()) {
        const QRect cell = option.rect;
        painter->drawPixmap(cell.left() + 3, cell.center().y() - starSize / 2, starPixmap(starSize));
    }
}

void addColourRow(QTableWidget* table, const QString& key, int keyRole, const std::vector<QColor>& colours) {
    const int row = table->rowCount();
    table->insertRow(row);
    auto* header = new QTableWidgetItem;
    header->setData(keyRole, key);
    header->setToolTip(CompareMarks::tr("Each card's colour in the chart."));
    table->setVerticalHeaderItem(row, header);
    for (int column = 0; column < static_cast<int>(colours.size()); ++column) {
        auto* cell = new QTableWidgetItem;
        cell->setBackground(colours[static_cast<std::size_t>(column)]);
        cell->setToolTip(table->horizontalHeaderItem(column) != nullptr
                             ? table->horizontalHeaderItem(column)->text()
                             : QString());
        table->setItem(row, column, cell);
    }
    table->setRowHeight(row, 8);
}

} // namespace gpuadvisor
