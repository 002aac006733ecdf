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

/// Reads prices ordered by card, condition, then day (the order of the prices' unique key), and
/// gives each card's first day's cheapest new price to the card of that name, if the day is early
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
        if (rows.view(3) != "new") {
            continue;
        }
        const std::string_view name = rows.view(0);
        const std::string_view day = rows.view(1);
        const double usd = rows.number(2);
        if (name != card) {
            settle();
            card = name;
            firstDay = day;
            cheapest = usd;
        } else if (day == firstDay && usd < *cheapest) {
            cheapest = usd;
        }
    }
    settle();
}

/// All prices, not only new ones, so that SQLite walks the unique key's index instead of sorting
/// (a WHERE on the condition made it sort each card's rows again: a third of the read, issue 36).
QString pricesStatement(bool oneCard) {
    return QStringLiteral(
               "SELECT g.name, p.observed_on, p.price_usd, p.condition FROM prices p JOIN gpus g ON "
               "g.id = p.gpu_id%1 ORDER BY p.gpu_id, p.condition, p.observed_on, p.source")
        .arg(oneCard ? QStringLiteral(" WHERE g.name = :name") : QString());
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
    sql::SqliteRows rows(database, pricesStatement(false));
    takeFirstNewPrices(rows, byName);
}

void applyPriceHistory(const QSqlDatabase& database, Gpu& gpu) {
    sql::SqliteRows rows(database, pricesStatement(true));
    rows.bind(":name", gpu.name);
    const std::unordered_map<std::string_view, Gpu*> byName{{gpu.name, &gpu}};
    takeFirstNewPrices(rows, byName);
}

} // namespace gpuadvisor::launchprice
