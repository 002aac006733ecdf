#include "cloud/offerlist.h"

#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/ui/cloud/cloudpage.h"

#include <algorithm>
#include <map>
#include <utility>

namespace gpuadvisor {

QString offerKey(const CloudOffer& offer) {
    return QString::fromStdString(offer.provider) + QLatin1Char('\n') +
           QString::fromStdString(offer.instance);
}

QString offerLabel(const CloudOffer& offer, const text::PriceAgeRule& priceAge) {
    const QString price = offer.usdPerHour > 0 ? CloudPage::tr("%1/h").arg(text::moneyRate(offer.usdPerHour))
                                               : CloudPage::tr("free");
    return CloudPage::tr("%1 %2 — %3 × %4 — %5 — %6")
        .arg(QString::fromStdString(offer.provider), QString::fromStdString(offer.instance))
        .arg(offer.gpuCount)
        .arg(QString::fromStdString(offer.gpuName), price, text::priceDateText(offer.observedOn, priceAge));
}

std::vector<CloudOffer> newestOffers(std::span<const CloudOffer> offers, Date asOf) {
    // The newest offer of each provider and instance on or before the day; of offers of the same
    // day, the one listed last.
    std::map<QString, CloudOffer> newest;
    for (const CloudOffer& offer : offers) {
        if (offer.observedOn > asOf) {
            continue;
        }
        const QString key = offerKey(offer);
        const auto found = newest.find(key);
        if (found == newest.end() || !(offer.observedOn < found->second.observedOn)) {
            newest[key] = offer;
        }
    }
    std::vector<CloudOffer> list;
    for (auto& entry : newest) {
        list.push_back(std::move(entry.second));
    }
    std::sort(list.begin(), list.end(), [](const CloudOffer& left, const CloudOffer& right) {
        const int provider = QString::fromStdString(left.provider)
                                 .compare(QString::fromStdString(right.provider), Qt::CaseInsensitive);
        return provider != 0
                   ? provider < 0
                   : QString::fromStdString(left.instance)
                             .compare(QString::fromStdString(right.instance), Qt::CaseInsensitive) < 0;
    });
    return list;
}

} // namespace gpuadvisor
