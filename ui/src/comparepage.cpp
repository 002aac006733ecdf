// Placeholder while the compare page is written (issue 4, in progress).
#include "gpuadvisor/ui/comparepage.h"

namespace gpuadvisor {

struct ComparePage::Private {
    QStringList cards;
};

ComparePage::ComparePage(QWidget* parent)
    : QWidget(parent)
    , d(std::make_unique<Private>()) {}
ComparePage::~ComparePage() = default;
void ComparePage::setSnapshot(std::shared_ptr<const CatalogSnapshot>) {}
void ComparePage::setSettings(const ChartSettings&) {}
void ComparePage::setCards(const QStringList& names) {
    d->cards = names;
}
QStringList ComparePage::cards() const {
    return d->cards;
}

} // namespace gpuadvisor
