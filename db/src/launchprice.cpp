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

int yearOf(Date day) {
    return static_cast<int>(day.year());
}

/// The rule itself, fed one price at a time in the order of the prices' unique key (card,
/// condition, day): each card's first day of new prices, and its cheapest price that day, go to
/// the card if the day is early enough to be its launch. `Day` is a stored day's text (read from
/// SQL) or a Date (read already).
template <typename Day> class FirstNewPrices {
public:
    /// `card` is nullptr for a price of a card not being read.
    void add(Gpu* card, bool isNew, const Day& day, double usd) {
        if (!isNew || card == nullptr) {
            return;
        }
        if (card != m_card) {
            settle();
            m_card = card;
            m_firstDay = day;
            m_cheapest = usd;
        } else if (day == m_firstDay && usd < *m_cheapest) {
            m_cheapest = usd;
        }
    }

    /// Gives the last card its price; call after the last add().
    void settle() {
        if (m_cheapest && yearOf(m_firstDay) <= m_card->releaseYear + 1) {
            m_card->launchPriceUsd = m_cheapest;
        }
        m_cheapest.reset();
    }

private:
    Gpu* m_card = nullptr;
    Day m_firstDay{};
    std::optional<double> m_cheapest;
};

/// The cards by name, for prices that name theirs; a card's prices come in a row, so its name is
/// looked up once.
class CardsByName {
public:
    explicit CardsByName(std::span<Gpu> gpus) {
        m_byName.reserve(gpus.size());
        for (Gpu& gpu : gpus) {
            m_byName.emplace(gpu.name, &gpu);
        }
    }

    Gpu* find(std::string_view name) {
        if (name != m_lastName) {
            const auto found = m_byName.find(name);
            m_last = found != m_byName.end() ? found->second : nullptr;
            m_lastName = name;
        }
        return m_last;
    }

private:
    std::unordered_map<std::string_view, Gpu*> m_byName;
    std::string m_lastName;
    Gpu* m_last = nullptr;
};

/// All prices, not only new ones, so that SQLite walks the unique key's index instead of sorting
/// (a WHERE on the condition made it sort each card's rows again: a third of the read, issue 36).
QString pricesStatement(bool oneCard) {
    return QStringLiteral("SELECT g.name, p.observed_on, p.price_usd, p.condition FROM prices p JOIN gpus g "
                          "ON g.id = p.gpu_id%1 ORDER BY p.gpu_id, p.condition, p.observed_on, p.source")
        .arg(oneCard ? QStringLiteral(" WHERE g.name = :name") : QString());
}

void applyFromRows(sql::SqliteRows& rows, std::span<Gpu> gpus) {
    CardsByName cards(gpus);
    FirstNewPrices<std::string> prices;
    while (rows.next()) {
        prices.add(cards.find(rows.view(0)), rows.view(3) == "new", std::string(rows.view(1)),
                   rows.number(2));
    }
    prices.settle();
}

} // namespace

void applyPriceHistory(const QSqlDatabase& database, std::span<Gpu> gpus) {
    if (gpus.empty()) {
        return;
    }
    sql::SqliteRows rows(database, pricesStatement(false));
    applyFromRows(rows, gpus);
}

void applyPriceHistory(const QSqlDatabase& database, Gpu& gpu) {
    sql::SqliteRows rows(database, pricesStatement(true));
    rows.bind(":name", gpu.name);
    applyFromRows(rows, std::span<Gpu>(&gpu, 1));
}

void applyPriceHistory(std::span<Gpu> gpus, std::span<const PriceObservation> pricesByCard) {
    CardsByName cards(gpus);
    FirstNewPrices<Date> prices;
    for (const PriceObservation& price : pricesByCard) {
        prices.add(cards.find(price.gpuName), price.condition == Condition::New, price.observedOn,
                   price.priceUsd);
    }
    prices.settle();
}

void applyPriceHistory(std::span<Gpu> gpus, std::span<const PriceObservation> pricesByCard,
                       std::span<const std::uint32_t> cardOfPrice) {
    FirstNewPrices<Date> prices;
    for (std::size_t i = 0; i < pricesByCard.size() && i < cardOfPrice.size(); ++i) {
        const PriceObservation& price = pricesByCard[i];
        prices.add(&gpus[cardOfPrice[i]], price.condition == Condition::New, price.observedOn,
                   price.priceUsd);
    }
    prices.settle();
}

} // namespace gpuadvisor::launchprice
