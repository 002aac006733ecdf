#pragma once

// The catalog page: every card in a sortable, filterable table; specs and prices edited in
// place, cards added and deleted, dated prices added. Every edit is validated, written in one
// transaction and pushed on the undo stack.

#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"

#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QSortFilterProxyModel;
class QTableView;
class QUndoCommand;
class QUndoStack;

namespace gpuadvisor {

class GpuTableModel;

class CatalogPage : public QWidget {
    Q_OBJECT
public:
    /// Edits go to `catalog` through commands on `undoStack` (both outlive the page).
    CatalogPage(Catalog& catalog, QUndoStack* undoStack, QWidget* parent = nullptr);
    ~CatalogPage() override;

    /// Shows a (re)loaded catalog, keeping sort order, filter and selection where possible.
    void setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot);
    /// Prices older than this many months are marked old (the Preferences threshold).
    void setStalePriceMonths(int months);

    /// Names of the selected cards, in table order.
    QStringList selectedCards() const;
    /// Selects the rows of these cards (those shown; unknown names are ignored).
    void setSelectedCards(const QStringList& names);

    /// The table's model (one row per card of the snapshot), the sorting and filtering proxy the
    /// view shows, and the view.
    GpuTableModel* model() const;
    QSortFilterProxyModel* proxyModel() const;
    QTableView* table() const;
    /// What the message line under the table says (the last edit, or why it was refused).
    QString message() const;
    /// Whether a cell's editor is open: the window then waits with a reload (the user is typing).
    bool isEditing() const;

    // What the buttons do once their dialog is accepted: validate, then push a command that
    // writes the change. Each returns an empty string, or why nothing was written (also shown).

    QString addGpu(const Gpu& gpu);
    /// Replaces an observation with the same key (undo restores it). `shown`: the card's price the
    /// user typed over (a table cell); refused if another program changed it since.
    QString addPrice(const PriceObservation& price, const std::optional<ShownPrice>& shown = std::nullopt);
    /// Deletes the cards with their prices, one undo step; no confirmation asked.
    QString deleteCards(const QStringList& names);

signals:
    /// The catalog was written (an edit, undo or redo), or an edit found that another program
    /// changed it: the window reloads every page.
    void catalogChanged();
    void compareRequested(const QStringList& cards);

private:
    void showMessage(const QString& text, bool error);
    void updateButtons();
    void updateCount();
    void openAddGpuDialog();
    void openAddPriceDialog();
    void confirmDelete();
    QString push(QUndoCommand* command);
    QString editGpu(const Gpu& before, const Gpu& after, int column);

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace gpuadvisor
