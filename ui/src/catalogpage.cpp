// Placeholder while the catalog editor is written (issue 4, in progress).
#include "gpuadvisor/ui/catalogpage.h"

namespace gpuadvisor {

struct CatalogPage::Private {};

CatalogPage::CatalogPage(Catalog&, QUndoStack*, QWidget* parent)
    : QWidget(parent)
    , d(std::make_unique<Private>()) {}
CatalogPage::~CatalogPage() = default;
void CatalogPage::setSnapshot(std::shared_ptr<const CatalogSnapshot>) {}
QStringList CatalogPage::selectedCards() const {
    return {};
}

} // namespace gpuadvisor
