#pragma once

// The currency money is shown in. Prices are stored in US dollars everywhere (catalog, core);
// the user may choose to see money in yuan or euros at an exchange rate of their own (no
// network). Only what is shown changes: amounts are converted for display, money the user types
// is converted back to US dollars, and metrics per dollar are shown per unit of the display
// currency. Qt Core only. gpu-advisor-cli never changes the default, US dollars, so what it
// prints for scripts stays the same. Read and set from the GUI thread only.

#include <QObject>
#include <QString>

namespace gpuadvisor::text {

enum class Currency { Usd, Cny, Eur };

struct DisplayCurrency {
    Currency currency = Currency::Usd;
    /// Units of `currency` that one US dollar buys, e.g. 7.2 yuan. Always 1 for US dollars.
    double unitsPerUsd = 1;

    friend bool operator==(const DisplayCurrency&, const DisplayCurrency&) = default;
};

/// Shows money in `currency` from now on, and tells DisplayCurrencyNotifier's listeners when
/// that changes anything. US dollars always have a rate of 1; a rate that is not a positive
/// finite number counts as 1.
void setDisplayCurrency(const DisplayCurrency& currency);
/// US dollars at 1 until setDisplayCurrency says otherwise.
DisplayCurrency displayCurrency();

/// "$", "¥" (what Chinese users expect for yuan; currencyCode says "CNY" where "¥" could be
/// read as yen) or "€".
QString currencySymbol(Currency currency);
/// The display currency's symbol.
QString currencySymbol();
/// "USD", "CNY", "EUR".
QString currencyCode(Currency currency);
/// The display currency's code.
QString currencyCode();

/// US dollars in the display currency.
double toDisplay(double usd);
/// An amount in the display currency in US dollars.
double fromDisplay(double amount);
/// A rate per US dollar (e.g. performance per $1,000) per unit of the display currency instead:
/// performance per ¥1,000 is performance per $1,000 / 7.2 at 7.2 yuan to the dollar.
double perDisplayUnit(double perUsd);

/// `usd` in the display currency, in the current locale with grouping: "$1,234", "¥7,200",
/// "€9.50". `decimals` -1 means 2 below 100 (of the display currency) and 0 from there.
QString money(double usd, int decimals = -1);
/// The price of one of `count` like items shown beside their total, money(unitUsd * count): as
/// money() shows it, or to the cent where `count` times the rounded figure would not make that
/// total ("$3,487.50 each, $6,975 in all", not "$3,488 each").
QString moneyEach(double unitUsd, int count);
/// An amount already in the display currency, formatted as money() does: "¥1,000".
QString displayMoney(double amount, int decimals = -1);
/// A price per hour or per kWh: up to 3 decimals (4 below 0.1), at least 2: "$0.175", "$2.14",
/// "$0.0137", "¥1.26".
QString moneyRate(double usd);
/// moneyRate and the unit: "$0.175/kWh", "$2.14/h".
QString moneyPerUnit(double usd, const QString& unit);

/// Tells widgets that show money to show it again (pages connect to changed()).
class DisplayCurrencyNotifier : public QObject {
    Q_OBJECT
public:
    static DisplayCurrencyNotifier* instance();

signals:
    /// After setDisplayCurrency changed the currency or its rate.
    void changed();

private:
    DisplayCurrencyNotifier() = default;
};

} // namespace gpuadvisor::text
