#include "build/buildcost.h"

#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/pricetext.h"
#include "gpuadvisor/ui/build/buildpage.h"

#include <QStringList>

namespace gpuadvisor {
namespace {

/// Whole units of the display currency: "$2,200", "¥15,840".
QString warning(const QString& text) {
    return QStringLiteral("<span style=\"color:#8a4b00\">%1</span>").arg(text.toHtmlEscaped());
}

} // namespace

QString noPriceText(Condition condition) {
    return condition == Condition::New ? BuildPage::tr("no new price in the catalog")
                                       : BuildPage::tr("no used price in the catalog");
}

QString buildCostHtml(const BuildSummary& s, Condition condition, bool wholeComputer) {
    const bool incomplete = !s.systemCostKnown || !s.unpricedCards.empty();
    const QString cards =
        s.unpricedCards.empty() || s.cardsUsd > 0 ? text::money(s.cardsUsd, 0) : noPriceText(condition);
    if (wholeComputer) {
        // Its price is the whole machine; with no power figure, no electricity can be counted.
        const QString electricity = s.busyWatts > 0 ? text::money(s.electricityUsd, 0)
                                                    : BuildPage::tr("not counted (no power figure)");
        QString cost = incomplete || s.busyWatts <= 0
                           ? BuildPage::tr("%1 so far (incomplete): the computer %2, electricity %3")
                                 .arg(text::money(s.totalUsd(), 0), cards, electricity)
                           : BuildPage::tr("%1 total: the computer %2, electricity %3")
                                 .arg(text::money(s.totalUsd(), 0), cards, electricity);
        return cost.toHtmlEscaped();
    }
    const QString system = s.systemCostKnown ? text::money(s.systemUsd, 0) : BuildPage::tr("unknown");
    QString cost =
        incomplete ? BuildPage::tr("%1 so far (incomplete): cards %2, system %3, electricity %4")
                         .arg(text::money(s.totalUsd(), 0), cards, system, text::money(s.electricityUsd, 0))
                   : BuildPage::tr("%1 total: cards %2, system %3, electricity %4")
                         .arg(text::money(s.totalUsd(), 0), cards, system, text::money(s.electricityUsd, 0));
    cost = cost.toHtmlEscaped();
    if (!s.systemCostKnown) {
        cost += QStringLiteral("<br>") +
                warning(BuildPage::tr("The catalog has no system cost for %n GPU(s): left out of the total.",
                                      nullptr, s.gpuCount));
    }
    if (!s.unpricedCards.empty()) {
        QStringList unpriced;
        for (const std::string& name : s.unpricedCards) {
            unpriced << QString::fromStdString(name);
        }
        const QString names = unpriced.join(QStringLiteral(", "));
        cost +=
            QStringLiteral("<br>") +
            warning(
                condition == Condition::New
                    ? BuildPage::tr("No new price in the catalog for %1: left out of the total.").arg(names)
                    : BuildPage::tr("No used price in the catalog for %1: left out of the total.")
                          .arg(names));
    }
    return cost;
}

QString buildCardPricesHtml(const std::vector<BuildEntry>& entries, const CatalogSnapshot& snapshot,
                            const ChartSettings& settings, Condition condition) {
    QStringList prices;
    for (const BuildEntry& entry : entries) {
        const QString name = QString::fromStdString(entry.gpu.name);
        const PriceQuote* quote = snapshot.priceBook.latest(entry.gpu.name, condition, settings.asOf);
        if (quote == nullptr) {
            prices << warning(BuildPage::tr("%1: %2").arg(name, noPriceText(condition)));
            continue;
        }
        const QString line = BuildPage::tr("%1: %2 on %3")
                                 .arg(name, text::money(quote->priceUsd, 0),
                                      text::priceDateText(quote->observedOn, settings.priceAge()));
        prices << (settings.priceAge().isOld(quote->observedOn) ? warning(line) : line.toHtmlEscaped());
    }
    prices.removeDuplicates();
    return prices.join(QStringLiteral("<br>"));
}

} // namespace gpuadvisor
