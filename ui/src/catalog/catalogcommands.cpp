#include "catalog/catalogcommands.h"

#include "gpuadvisor/text/catalogproblemtext.h"
#include "gpuadvisor/text/fromstd.h"

#include <QCoreApplication>

namespace gpuadvisor {
namespace {

QString conditionLabel(Condition condition) {
    return condition == Condition::New ? QCoreApplication::translate("CatalogCommand", "new")
                                       : QCoreApplication::translate("CatalogCommand", "used");
}

} // namespace

CatalogCommand::CatalogCommand(std::shared_ptr<CatalogCommandContext> context, const QString& text)
    : m_context(std::move(context)) {
    setText(text);
}

void CatalogCommand::redo() {
    perform(false);
}

void CatalogCommand::undo() {
    perform(true);
}

void CatalogCommand::perform(bool undoing) {
    try {
        if (undoing) {
            revert();
        } else {
            apply();
        }
        m_error.clear();
    } catch (const CatalogError& error) {
        // Nothing was written by the failed call. Drop the command: the stack then matches the
        // database again.
        m_error = text::catalogErrorText(error);
        setObsolete(true);
        if (m_context->failed) {
            m_context->failed(m_error, error.kind());
        }
        return;
    }
    if (m_context->changed) {
        m_context->changed(text(), undoing);
    }
}

EditGpuCommand::EditGpuCommand(std::shared_ptr<CatalogCommandContext> context, Gpu before, Gpu after,
                               const QString& text)
    : CatalogCommand(std::move(context), text)
    , m_before(std::move(before))
    , m_after(std::move(after)) {}

void EditGpuCommand::apply() {
    catalog().updateGpu(m_before, m_after);
}

void EditGpuCommand::revert() {
    catalog().updateGpu(m_after, m_before);
}

AddGpuCommand::AddGpuCommand(std::shared_ptr<CatalogCommandContext> context, Gpu gpu)
    : CatalogCommand(std::move(context),
                     QCoreApplication::translate("CatalogCommand", "Add %1").arg(text::fromStd(gpu.name)))
    , m_gpu(std::move(gpu)) {}

void AddGpuCommand::apply() {
    catalog().insertGpu(m_gpu);
}

void AddGpuCommand::revert() {
    catalog().removeGpu(m_gpu, {}); // as added: no prices yet
}

namespace {

QString deleteText(const std::vector<DeleteGpuCommand::DeletedCard>& cards) {
    return cards.size() == 1 ? QCoreApplication::translate("CatalogCommand", "Delete %1")
                                   .arg(text::fromStd(cards.front().gpu.name))
                             : QCoreApplication::translate("CatalogCommand", "Delete %n card(s)", nullptr,
                                                           static_cast<int>(cards.size()));
}

} // namespace

DeleteGpuCommand::DeleteGpuCommand(std::shared_ptr<CatalogCommandContext> context,
                                   std::vector<DeletedCard> cards)
    : CatalogCommand(std::move(context), deleteText(cards))
    , m_cards(std::move(cards)) {}

void DeleteGpuCommand::apply() {
    catalog().writeAtomically([this] {
        for (const DeletedCard& card : m_cards) {
            catalog().removeGpu(card.gpu, card.prices);
        }
    });
}

void DeleteGpuCommand::revert() {
    catalog().writeAtomically([this] {
        for (const DeletedCard& card : m_cards) {
            catalog().insertGpu(card.gpu);
            for (const PriceObservation& price : card.prices) {
                catalog().updatePrice(std::nullopt, price);
            }
        }
    });
}

AddPriceCommand::AddPriceCommand(std::shared_ptr<CatalogCommandContext> context, PriceObservation price,
                                 std::optional<PriceObservation> replaced, std::optional<ShownPrice> shown)
    : CatalogCommand(std::move(context),
                     QCoreApplication::translate("CatalogCommand", "Add %1 price of %2")
                         .arg(conditionLabel(price.condition), text::fromStd(price.gpuName)))
    , m_price(std::move(price))
    , m_replaced(std::move(replaced))
    , m_shown(std::move(shown)) {}

void AddPriceCommand::apply() {
    catalog().updatePrice(m_replaced, m_price, m_shown);
}

void AddPriceCommand::revert() {
    // Restores the observation it replaced (the same key), or removes the one it added.
    catalog().updatePrice(m_price, m_replaced);
}

} // namespace gpuadvisor
