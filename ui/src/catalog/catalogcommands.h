#pragma once

// The catalog editor's undoable steps. Each redo() and undo() is one or a few Catalog edit
// calls (each one transaction). Input is validated before a command is pushed, so redo() on
// push normally succeeds; if the catalog still refuses, the command reports the message, marks
// itself obsolete (QUndoStack then drops it) and leaves the database as it was.
//
// Every step states what it expects to find (the card or price as the editor saw it, or as the
// step before left it) and uses the Catalog calls that check it: when another program changed
// that row since, the step is refused (CatalogErrorKind::ChangedElsewhere) instead of
// overwriting the change, in redo and undo alike. So the commands may stay on the stack when
// another program writes the catalog.

#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/db/catalog.h"

#include <QString>
#include <QUndoCommand>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace gpuadvisor {

/// What the commands write to and whom they tell. The page owns it and clears the callbacks
/// when it goes away (commands may outlive it on the window's undo stack).
struct CatalogCommandContext {
    explicit CatalogCommandContext(Catalog& target)
        : catalog(&target) {}
    Catalog* catalog;
    /// A step failed: the catalog's message in the user's language, and why (ChangedElsewhere:
    /// another program changed what it would write, so the page shows the catalog again).
    std::function<void(const QString& message, CatalogErrorKind kind)> failed;
    /// A step was written (`undone` for an undo): the catalog changed.
    std::function<void(const QString& text, bool undone)> changed;
};

class CatalogCommand : public QUndoCommand {
public:
    void redo() final;
    void undo() final;
    /// The message of the last failed step, or empty.
    QString error() const { return m_error; }

protected:
    CatalogCommand(std::shared_ptr<CatalogCommandContext> context, const QString& text);
    Catalog& catalog() const { return *m_context->catalog; }
    virtual void apply() = 0;
    virtual void revert() = 0;

private:
    void perform(bool undoing);

    std::shared_ptr<CatalogCommandContext> m_context;
    QString m_error;
};

/// Changes specs of a card, or renames it (its prices and cloud offers follow): writes only the
/// fields in which `after` differs from `before`, the card as the editor showed it.
class EditGpuCommand : public CatalogCommand {
public:
    EditGpuCommand(std::shared_ptr<CatalogCommandContext> context, Gpu before, Gpu after,
                   const QString& text);

protected:
    void apply() override;
    void revert() override;

private:
    Gpu m_before;
    Gpu m_after;
};

/// Adds a new card; undo deletes it.
class AddGpuCommand : public CatalogCommand {
public:
    AddGpuCommand(std::shared_ptr<CatalogCommandContext> context, Gpu gpu);

protected:
    void apply() override;
    void revert() override;

private:
    Gpu m_gpu;
};

/// Deletes a card with its prices; undo puts both back.
class DeleteGpuCommand : public CatalogCommand {
public:
    /// A card with the price history to restore on undo.
    struct DeletedCard {
        Gpu gpu;
        std::vector<PriceObservation> prices;
    };

    /// Deletes one or more cards, in one transaction either way (undo restores them all, with
    /// their prices, in one transaction too).
    DeleteGpuCommand(std::shared_ptr<CatalogCommandContext> context, std::vector<DeletedCard> cards);

protected:
    void apply() override;
    void revert() override;

private:
    std::vector<DeletedCard> m_cards;
};

/// Adds a dated price; undo removes it, or restores the observation with the same key it replaced.
class AddPriceCommand : public CatalogCommand {
public:
    /// `shown`: the card's price the user typed over (a table cell), checked on redo.
    AddPriceCommand(std::shared_ptr<CatalogCommandContext> context, PriceObservation price,
                    std::optional<PriceObservation> replaced, std::optional<ShownPrice> shown = std::nullopt);

protected:
    void apply() override;
    void revert() override;

private:
    PriceObservation m_price;
    std::optional<PriceObservation> m_replaced;
    std::optional<ShownPrice> m_shown;
};

} // namespace gpuadvisor
