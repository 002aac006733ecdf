#include "gpuadvisor/text/pricetext.h"

#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/fromstd.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace gpuadvisor::text {
namespace {

class PriceText {
    Q_DECLARE_TR_FUNCTIONS(PriceText)
};

/// A source on one line of at most `limit` characters.
QString shortSource(const std::string& source) {
    constexpr int limit = 110;
    const QString text = fromStd(source).simplified();
    return text.size() <= limit ? text : text.left(limit - 1) + QChar(0x2026);
}

} // namespace

QString priceQuoteBasis(const PriceQuote& quote) {
    if (quote.count() < 2) {
        return {};
    }
    return PriceText::tr("median of %n prices from %1 to %2, %3 to %4", nullptr,
                         static_cast<int>(quote.count()))
        .arg(isoDate(quote.oldestOn), isoDate(quote.observedOn), money(quote.lowUsd, 0),
             money(quote.highUsd, 0));
}

/// " (12,999 CNY at 0.1381 USD per CNY)" for a price quoted in another currency; empty for dollars.
QString quoteText(const PriceObservation& price) {
    if (price.currency.empty() || !price.quotedPrice || !price.usdPerUnit) {
        return {};
    }
    const QString currency = fromStd(price.currency);
    return PriceText::tr(" (%1 %2 at %3 USD per %2)")
        .arg(QLocale().toString(*price.quotedPrice, 'f', 0), currency,
             QLocale().toString(*price.usdPerUnit, 'g', 6));
}

QString oldPriceMark() {
    return PriceText::tr("old");
}

QString priceDateText(Date observedOn, const PriceAgeRule& rule) {
    return rule.isOld(observedOn) ? PriceText::tr("%1 (%2)").arg(isoDate(observedOn), oldPriceMark())
                                  : isoDate(observedOn);
}

QString priceDateInList(Date observedOn, const PriceAgeRule& rule) {
    return rule.isOld(observedOn) ? PriceText::tr("%1, %2", "a price's date, then the old-price mark")
                                        .arg(isoDate(observedOn), oldPriceMark())
                                  : isoDate(observedOn);
}

QString oldPriceMeaning(const PriceAgeRule& rule) {
    return PriceText::tr("more than %1 months before %2").arg(rule.staleMonths).arg(isoDate(rule.asOf));
}

QString priceQuoteToolTip(const PriceQuote& quote, const PriceAgeRule& rule) {
    QStringList lines;
    lines << PriceText::tr("%1 on %2")
                 .arg(money(quote.priceUsd, 2) +
                          (quote.count() == 1 ? quoteText(quote.observations.front()) : QString()),
                      isoDate(quote.observedOn));
    if (const QString basis = priceQuoteBasis(quote); !basis.isEmpty()) {
        lines.last() += QStringLiteral(" (") + basis + QLatin1Char(')');
        for (const PriceObservation& observation : quote.observations) {
            lines << PriceText::tr("%1 on %2: %3")
                         .arg(money(observation.priceUsd, 0) + quoteText(observation),
                              isoDate(observation.observedOn), shortSource(observation.source));
        }
    } else {
        lines << shortSource(quote.source);
    }
    if (rule.isOld(quote.observedOn)) {
        lines << PriceText::tr("Old price: %1. Check a current price before you buy.")
                     .arg(oldPriceMeaning(rule));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace gpuadvisor::text
