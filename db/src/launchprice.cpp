#include "launchprice.h"

#include "sqliterows.h"

#include <algorithm>
#include <charconv>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace gpuadvisor::launchprice {
namespace {

/// The year of a stored day ("2020-10-01"; the table's CHECK keeps the form).
int yearOf(std::string_view isoDay) {
    int year = 0;
    std::from_chars(isoDay.data(), isoDay.data() + std::min<std::size_t>(isoDay.size(), 4), year);
    return year;
}

/// Reads new prices ordered by card, then day (the prices_by_gpu_and_date index's order), and
/// gives each card's first day's cheapest price to the card of that name, if the day is early
/// enough to be its launch.
void takeFirstNewPrices(sql::SqliteRows& rows, const std::unordered_map<std::string_view, Gpu*>& byName) {
    std::string card;
    std::string firstDay;
    std::optional<double> cheapest;
    const auto settle = [&] {
        const auto found = byName.find(card);
        if (cheapest && found != byName.end() && yearOf(firstDay) <= found->second->releaseYear + 1) {
            found->second->launchPriceUsd = cheapest;
        }
    };
    while (rows.next()) {
        std::string name = rows.text(0);
        std::string day = rows.text(1);
        const double usd = rows.number(2);
        if (name != card) {
            settle();
            card = std::move(name);
            firstDay = std::move(day);
            cheapest = usd;
        } else if (day == firstDay && usd < *cheapest) {
            cheapest = usd;
        }
    }
    settle();
}

QString newPricesStatement(bool oneCard) {
    return QStringLiteral("SELECT g.name, p.observed_on, p.price_usd FROM prices p JOIN gpus g ON "
                          "g.id = p.gpu_id WHERE p.condition = 'new'%1 ORDER BY p.gpu_id, p.observed_on")
        .arg(oneCard ? QStringLiteral(" AND g.name = :name") : QString());
}

} // namespace

void applyPriceHistory(const QSqlDatabase& database, std::span<Gpu> gpus) {
    if (gpus.empty()) {
        return;
    }
    std::unordered_map<std::string_view, Gpu*> byName;
    byName.reserve(gpus.size());
    for (Gpu& gpu : gpus) {
        byName.emplace(gpu.name, &gpu);
    }
    sql::SqliteRows rows(database, newPricesStatement(false));
    takeFirstNewPrices(rows, byName);
}

void applyPriceHistory(const QSqlDatabase& database, Gpu& gpu) {
    sql::SqliteRows rows(database, newPricesStatement(true));
    rows.bind(":name", gpu.name);
    const std::unordered_map<std::string_view, Gpu*> byName{{gpu.name, &gpu}};
    takeFirstNewPrices(rows, byName);
}

} // namespace gpuadvisor::launchprice
