#pragma once

// The cards of a snapshot as the items of a combo box, read from the snapshot when shown instead
// of copied into one QStandardItem per card: on a catalog of 100,000 cards each such combo box
// took tens of MB and a quarter of a second to fill.

#include "gpuadvisor/ui/shared/catalogsnapshot.h"

#include <QAbstractListModel>

class QComboBox;

#include <functional>
#include <memory>

namespace gpuadvisor {

/// One row per card of the snapshot, in its order, after an optional first row (such as
/// "(none)", whose data is an empty string). Qt::DisplayRole, Qt::EditRole (an editable combo
/// box's text) and Qt::UserRole (what QComboBox::addItem(name, name) stored) are the card's name.
class CardNameModel : public QAbstractListModel {
    Q_OBJECT
public:
    explicit CardNameModel(QObject* parent = nullptr);

    /// Shows the cards of `snapshot` (none for nullptr), resetting the model.
    void setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot);
    /// A row before the cards, with this text and an empty string as data; none if empty.
    void setFirstRow(const QString& text);
    /// Each card's tooltip (Qt::ToolTipRole), worked out when asked for; none if empty.
    void setToolTip(std::function<QString(const Gpu&)> toolTip);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const CatalogSnapshot> m_snapshot;
    QString m_firstRow;
    std::function<QString(const Gpu&)> m_toolTip;
};

/// Makes `combo` list the cards of `snapshot` (after `firstRow`, if not empty) through a
/// CardNameModel it owns, made the first time; the combo's current item is then the first. With
/// more than 1,000 cards the combo is as wide as its longest names, not measured name by name.
void showCardNames(QComboBox* combo, std::shared_ptr<const CatalogSnapshot> snapshot,
                   const QString& firstRow = {});

} // namespace gpuadvisor
