#include "gpuadvisor/text/currency.h"

#include <QLocale>

#include <cmath>

namespace gpuadvisor::text {
namespace {

DisplayCurrency& current() {
    static DisplayCurrency currency;
    return currency;
}

/// `amount` with `decimals` decimals in the current locale (with grouping) after `symbol`; the
/// minus sign goes before the symbol: "-$5.00".
QString withSymbol(double amount, int decimals) {
    const QLocale locale;
    const QString number = locale.toString(std::abs(amount), 'f', decimals);
    const QString symbol = currencySymbol();
    // Zero after rounding has no sign: "-0.001" is "$0.00".
    const bool negative = amount < 0 && number != locale.toString(0.0, 'f', decimals);
    return negative ? locale.negativeSign() + symbol + number : symbol + number;
}

} // namespace

void setDisplayCurrency(const DisplayCurrency& currency) {
    DisplayCurrency wanted = currency;
    if (wanted.currency == Currency::Usd || !std::isfinite(wanted.unitsPerUsd) || !(wanted.unitsPerUsd > 0)) {
        wanted.unitsPerUsd = 1;
    }
    if (wanted == current()) {
        return;
    }
    current() = wanted;
    emit DisplayCurrencyNotifier::instance()->changed();
}

DisplayCurrency displayCurrency() {
    return current();
}

QString currencySymbol(Currency currency) {
    switch (currency) {
    case Currency::Usd:
        return QStringLiteral("$");
    case Currency::Cny:
        return QStringLiteral("\u00a5");
    case Currency::Eur:
        return QStringLiteral("\u20ac");
    }
    return {};
}

QString currencySymbol() {
    return currencySymbol(current().currency);
}

QString currencyCode(Currency currency) {
    switch (currency) {
    case Currency::Usd:
        return QStringLiteral("USD");
    case Currency::Cny:
        return QStringLiteral("CNY");
    case Currency::Eur:
        return QStringLiteral("EUR");
    }
    return {};
}

QString currencyCode() {
    return currencyCode(current().currency);
}

double toDisplay(double usd) {
    return usd * current().unitsPerUsd;
}

double fromDisplay(double amount) {
    return amount / current().unitsPerUsd;
}

double perDisplayUnit(double perUsd) {
    return perUsd / current().unitsPerUsd;
}

QString money(double usd, int decimals) {
    return displayMoney(toDisplay(usd), decimals);
}

QString moneyEach(double unitUsd, int count) {
    const double unit = toDisplay(unitUsd);
    if (std::abs(unit) < 100) {
        return withSymbol(unit, 2); // to the cent already, as money() shows it
    }
    // money() shows both in whole units; the figures rounded as withSymbol rounds them.
    const double unitShown = QString::number(unit, 'f', 0).toDouble();
    const bool multipliesOut =
        QString::number(unitShown * count, 'f', 0) == QString::number(unit * count, 'f', 0);
    return withSymbol(unit, multipliesOut ? 0 : 2);
}

QString displayMoney(double amount, int decimals) {
    if (decimals < 0) {
        decimals = std::abs(amount) < 100 ? 2 : 0;
    }
    return withSymbol(amount, decimals);
}

QString moneyRate(double usd) {
    const double amount = toDisplay(usd);
    const int decimals = std::abs(amount) < 0.1 ? 4 : 3;
    QString text = withSymbol(amount, decimals);
    // Trailing zeros go, down to two decimals: "$2.140" is "$2.14".
    const QLocale locale;
    const QString zero = locale.zeroDigit();
    for (int extra = decimals - 2; extra > 0 && text.endsWith(zero); --extra) {
        text.chop(zero.size());
    }
    return text;
}

QString moneyPerUnit(double usd, const QString& unit) {
    return moneyRate(usd) + QLatin1Char('/') + unit;
}

DisplayCurrencyNotifier* DisplayCurrencyNotifier::instance() {
    static DisplayCurrencyNotifier notifier;
    return &notifier;
}

} // namespace gpuadvisor::text
