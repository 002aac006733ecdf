#include "gpuadvisor/text/pricetext.h"

#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/fromstd.h"

#include <QCoreApplication>
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

QString isoDate(const Date& date) {
    return fromStd(formatIsoDate(date));
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

QString oldPriceMark() {
    return PriceText::tr("old");
}

QString priceDateText(Date observedOn, const PriceAgeRule& rule) {
    return rule.isOld(observedOn) ? PriceText::tr("%1 (%2)").arg(isoDate(observedOn), oldPriceMark())
                                  : isoDate(observedOn);
}

QString oldPriceMeaning(const PriceAgeRule& rule) {
    return PriceText::tr("more than %1 months before %2").arg(rule.staleMonths).arg(isoDate(rule.asOf));
}

QString priceQuoteToolTip(const PriceQuote& quote, const PriceAgeRule& rule) {
    QStringList lines;
    lines << PriceText::tr("%1 on %2").arg(money(quote.priceUsd, 2), isoDate(quote.observedOn));
    if (const QString basis = priceQuoteBasis(quote); !basis.isEmpty()) {
        lines.last() += QStringLiteral(" (") + basis + QLatin1Char(')');
        for (const PriceObservation& observation : quote.observations) {
            lines << PriceText::tr("%1 on %2: %3")
                         .arg(money(observation.priceUsd, 0), isoDate(observation.observedOn),
                              shortSource(observation.source));
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
