#include "shared/cardnamemodel.h"

#include <QComboBox>
#include <QFontMetrics>

#include <algorithm>
#include <string>
#include <vector>

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

void CardNameModel::setToolTip(std::function<QString(const Gpu&)> toolTip) {
    m_toolTip = std::move(toolTip);
}

int CardNameModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid()) {
        return 0;
    }
    const int first = m_firstRow.isEmpty() ? 0 : 1;
    return first + (m_snapshot ? static_cast<int>(m_snapshot->gpus.size()) : 0);
}

QVariant CardNameModel::data(const QModelIndex& index, int role) const {
    const bool toolTip = role == Qt::ToolTipRole && m_toolTip;
    // An editable combo box reads its items' text as Qt::EditRole.
    const bool text = role == Qt::DisplayRole || role == Qt::EditRole;
    if (!index.isValid() || index.row() >= rowCount() || (!text && role != Qt::UserRole && !toolTip)) {
        return {};
    }
    int row = index.row();
    if (!m_firstRow.isEmpty()) {
        if (row == 0) {
            if (toolTip) {
                return {};
            }
            return text ? m_firstRow : QString();
        }
        --row;
    }
    const Gpu& gpu = m_snapshot->gpus[static_cast<std::size_t>(row)];
    return toolTip ? m_toolTip(gpu) : QString::fromStdString(gpu.name);
}

namespace {

/// Card pickers with more names than this are not sized by measuring every name.
constexpr std::size_t measuredNames = 1000;
/// How many of the longest names (by characters) such a picker measures.
constexpr std::size_t longestNames = 50;

constexpr const char* savedPolicy = "gpuadvisorSizeAdjustPolicy";
constexpr const char* savedLength = "gpuadvisorMinimumContentsLength";

/// A combo box sizes itself to the widest of its items (by default): it measures every one, and
/// 100,000 card names took most of a second. Above measuredNames it is sized to the widest of
/// its longest names instead; at most measuredNames it is as the page set it up.
void sizeToNames(QComboBox* combo, const CatalogSnapshot* snapshot, const QString& firstRow) {
    const QVariant policy = combo->property(savedPolicy);
    if (snapshot == nullptr || snapshot->gpus.size() <= measuredNames) {
        if (policy.isValid()) {
            combo->setSizeAdjustPolicy(static_cast<QComboBox::SizeAdjustPolicy>(policy.toInt()));
            combo->setMinimumContentsLength(combo->property(savedLength).toInt());
            combo->setProperty(savedPolicy, QVariant());
            combo->setProperty(savedLength, QVariant());
        }
        return;
    }
    if (!policy.isValid()) {
        if (combo->sizeAdjustPolicy() == QComboBox::AdjustToMinimumContentsLengthWithIcon) {
            return; // sized by a length already
        }
        combo->setProperty(savedPolicy, static_cast<int>(combo->sizeAdjustPolicy()));
        combo->setProperty(savedLength, combo->minimumContentsLength());
    }
    std::vector<const std::string*> names;
    names.reserve(snapshot->gpus.size());
    for (const Gpu& gpu : snapshot->gpus) {
        names.push_back(&gpu.name);
    }
    const auto longest = names.begin() + static_cast<std::ptrdiff_t>(longestNames);
    std::nth_element(names.begin(), longest, names.end(),
                     [](const std::string* a, const std::string* b) { return a->size() > b->size(); });
    const QFontMetrics metrics = combo->fontMetrics();
    int widest = firstRow.isEmpty() ? 0 : metrics.boundingRect(firstRow).width();
    for (auto name = names.begin(); name != longest; ++name) {
        widest = std::max(widest, metrics.boundingRect(QString::fromStdString(**name)).width());
    }
    const int letter = std::max(1, metrics.horizontalAdvance(QLatin1Char('X')));
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength((widest + letter - 1) / letter);
}

} // namespace

void showCardNames(QComboBox* combo, std::shared_ptr<const CatalogSnapshot> snapshot,
                   const QString& firstRow) {
    auto* names = qobject_cast<CardNameModel*>(combo->model());
    if (names == nullptr) {
        names = new CardNameModel(combo);
        combo->setModel(names); // deletes the combo's own item model
    }
    sizeToNames(combo, snapshot.get(), firstRow);
    names->setFirstRow(firstRow);
    names->setSnapshot(std::move(snapshot));
}

} // namespace gpuadvisor
