#pragma once

// The catalog page: every card in a sortable, filterable table; specs and prices edited in
// place, cards added and deleted, dated prices added. Every edit is validated, written in one
// transaction and pushed on the undo stack.

#include "gpuadvisor/ui/catalogsnapshot.h"

#include <QWidget>

#include <memory>

class QUndoStack;

namespace gpuadvisor {

class Catalog;

class CatalogPage : public QWidget {
    Q_OBJECT
public:
    /// Edits go to `catalog` through commands on `undoStack` (both outlive the page).
    CatalogPage(Catalog& catalog, QUndoStack* undoStack, QWidget* parent = nullptr);
    ~CatalogPage() override;

    /// Shows a (re)loaded catalog, keeping sort order, filter and selection where possible.
    void setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot);

    /// Names of the selected cards, in table order.
    QStringList selectedCards() const;

signals:
    /// The catalog was written (an edit, undo or redo): the window reloads every page.
    void catalogChanged();
    void compareRequested(const QStringList& cards);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace gpuadvisor
