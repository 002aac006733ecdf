#pragma once

// The catalog editor's undoable steps. Each redo() and undo() is one or a few Catalog edit
// calls (each one transaction). Input is validated before a command is pushed, so redo() on
// push normally succeeds; if the catalog still refuses, the command reports the message, marks
// itself obsolete (QUndoStack then drops it) and leaves the database as it was.

#include "gpuadvisor/core/catalogrecords.h"
#include "gpuadvisor/core/gpu.h"

#include <QString>
#include <QUndoCommand>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace gpuadvisor {

class Catalog;

/// What the commands write to and whom they tell. The page owns it and clears the callbacks
/// when it goes away (commands may outlive it on the window's undo stack).
struct CatalogCommandContext {
    explicit CatalogCommandContext(Catalog& target)
        : catalog(&target) {}
    Catalog* catalog;
    /// A step failed: the catalog's message.
    std::function<void(const QString& message)> failed;
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

/// Changes specs of a card, or renames it (its prices and cloud offers follow).
class EditGpuCommand : public CatalogCommand {
public:
    EditGpuCommand(std::shared_ptr<CatalogCommandContext> context, Gpu before, Gpu after,
                   const QString& text);

protected:
    void apply() override;
    void revert() override;

private:
    static void write(Catalog& catalog, const Gpu& from, const Gpu& to);
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
    AddPriceCommand(std::shared_ptr<CatalogCommandContext> context, PriceObservation price,
                    std::optional<PriceObservation> replaced);

protected:
    void apply() override;
    void revert() override;

private:
    PriceObservation m_price;
    std::optional<PriceObservation> m_replaced;
};

} // namespace gpuadvisor
