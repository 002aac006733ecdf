#include "shared/cardnamemodel.h"

#include <QComboBox>

namespace gpuadvisor {

CardNameModel::CardNameModel(QObject* parent)
    : QAbstractListModel(parent) {}

void CardNameModel::setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot) {
    beginResetModel();
    m_snapshot = std::move(snapshot);
    endResetModel();
}

void CardNameModel::setFirstRow(const QString& text) {
    beginResetModel();
    m_firstRow = text;
    endResetModel();
}

int CardNameModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid()) {
        return 0;
    }
    const int first = m_firstRow.isEmpty() ? 0 : 1;
    return first + (m_snapshot ? static_cast<int>(m_snapshot->gpus.size()) : 0);
}

QVariant CardNameModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || (role != Qt::DisplayRole && role != Qt::UserRole)) {
        return {};
    }
    int row = index.row();
    if (!m_firstRow.isEmpty()) {
        if (row == 0) {
            return role == Qt::DisplayRole ? QVariant(m_firstRow) : QVariant(QString());
        }
        --row;
    }
    return QString::fromStdString(m_snapshot->gpus[static_cast<std::size_t>(row)].name);
}

void showCardNames(QComboBox* combo, std::shared_ptr<const CatalogSnapshot> snapshot,
                   const QString& firstRow) {
    auto* names = qobject_cast<CardNameModel*>(combo->model());
    if (names == nullptr) {
        names = new CardNameModel(combo);
        combo->setModel(names); // deletes the combo's own item model
    }
    names->setFirstRow(firstRow);
    names->setSnapshot(std::move(snapshot));
}

} // namespace gpuadvisor
