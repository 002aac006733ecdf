// The wording the report's sections share: dates, numbers, prices and card names.

#include "wizard/reportsections.h"

#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/pricetext.h"

#include <QLocale>

namespace gpuadvisor {

QString gigabytesText(double gb) {
    return AdvisorReport::tr("%1 GB").arg(report::number(gb, 1));
}

namespace report {

QString number(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

QString percent(double share) {
    return QLocale().toString(share * 100, 'f', 0) + QLatin1Char('%');
}

QString gigabytes(double gb) {
    return gigabytesText(gb);
}

QString priceText(const PriceObservation& price, const ReportContext& context) {
    return AdvisorReport::tr("%1 on %2")
        .arg(text::money(price.priceUsd),
             text::priceDateText(price.observedOn, {context.asOf, context.stalePriceMonths}));
}

QString candidateName(const PickCandidate& candidate) {
    return text::cardWithCondition(candidate.gpu->name, candidate.condition());
}

QString buildName(const PickCandidate& candidate) {
    return candidate.gpuCount > 1
               ? AdvisorReport::tr("%1 x %2").arg(candidate.gpuCount).arg(candidateName(candidate))
               : candidateName(candidate);
}

} // namespace report

} // namespace gpuadvisor
