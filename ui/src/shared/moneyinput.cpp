#include "shared/moneyinput.h"

#include "gpuadvisor/text/currency.h"

#include <QDoubleSpinBox>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuadvisor {
namespace {

constexpr double largestInt = std::numeric_limits<int>::max();

int wholeUnits(double amount) {
    return static_cast<int>(std::clamp(std::round(amount), -largestInt, largestInt));
}

} // namespace

MoneyInput::MoneyInput(QSpinBox* spin, double minimumUsd, double maximumUsd)
    : QObject(spin)
    , m_integer(spin)
    , m_minimumUsd(minimumUsd)
    , m_maximumUsd(maximumUsd) {
    start();
}

MoneyInput::MoneyInput(QDoubleSpinBox* spin, double minimumUsd, double maximumUsd)
    : QObject(spin)
    , m_decimal(spin)
    , m_minimumUsd(minimumUsd)
    , m_maximumUsd(maximumUsd) {
    start();
}

void MoneyInput::start() {
    {
        const QSignalBlocker blocker(spinBox());
        applyCurrency();
        setUsd(0);
    }
    connect(text::DisplayCurrencyNotifier::instance(), &text::DisplayCurrencyNotifier::changed, this, [this] {
        // Read in the currency the field still shows, so the user's typing is kept.
        const double usd = this->usd();
        const QSignalBlocker blocker(spinBox());
        applyCurrency();
        setUsd(usd);
    });
}

QAbstractSpinBox* MoneyInput::spinBox() const {
    return m_integer != nullptr ? static_cast<QAbstractSpinBox*>(m_integer) : m_decimal;
}

double MoneyInput::shownValue() const {
    return m_integer != nullptr ? m_integer->value() : m_decimal->value();
}

void MoneyInput::applyCurrency() {
    const double minimum = text::toDisplay(m_minimumUsd);
    const double maximum = text::toDisplay(m_maximumUsd);
    if (m_integer != nullptr) {
        m_integer->setPrefix(text::currencySymbol());
        m_integer->setRange(wholeUnits(std::ceil(minimum)), wholeUnits(std::floor(maximum)));
    } else {
        m_decimal->setPrefix(text::currencySymbol());
        m_decimal->setRange(minimum, maximum);
    }
}

void MoneyInput::setUsd(double usd) {
    const double kept = std::clamp(usd, m_minimumUsd, m_maximumUsd);
    const double amount = text::toDisplay(kept);
    // What the spin box will show: rounded as it rounds, within its range.
    if (m_integer != nullptr) {
        m_shown = std::clamp(wholeUnits(amount), m_integer->minimum(), m_integer->maximum());
    } else {
        m_shown = std::clamp(QString::number(amount, 'f', m_decimal->decimals()).toDouble(),
                             m_decimal->minimum(), m_decimal->maximum());
    }
    m_unitsPerUsd = text::displayCurrency().unitsPerUsd;
    // In US dollars the amount is what the field shows, as with a plain spin box.
    m_usd = text::displayCurrency().currency == text::Currency::Usd ? m_shown : kept;
    if (m_integer != nullptr) {
        m_integer->setValue(wholeUnits(amount));
    } else {
        m_decimal->setValue(amount);
    }
    m_shown = shownValue();
}

double MoneyInput::usd() const {
    const double shown = shownValue();
    return shown == m_shown ? m_usd : shown / m_unitsPerUsd;
}

} // namespace gpuadvisor
