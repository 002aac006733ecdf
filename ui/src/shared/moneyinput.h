#pragma once

// A spin box for an amount of money the user types: it shows the amount in the display currency
// (the currency's symbol as its prefix) and hands it back in US dollars, as everything stores
// money. A change of the display currency shows the same amount again in the new currency.

#include <QObject>

class QAbstractSpinBox;
class QDoubleSpinBox;
class QSpinBox;

namespace gpuadvisor {

class MoneyInput : public QObject {
public:
    /// Takes over `spin`'s prefix, range and value; `minimumUsd` to `maximumUsd` is the range in
    /// US dollars. Owned by `spin`. Whole units of the display currency in a QSpinBox, the
    /// spin box's decimals in a QDoubleSpinBox.
    MoneyInput(QSpinBox* spin, double minimumUsd, double maximumUsd);
    MoneyInput(QDoubleSpinBox* spin, double minimumUsd, double maximumUsd);

    /// Shows `usd` (kept in the range) in the display currency, as the spin box's setValue does
    /// (so valueChanged is emitted unless blocked).
    void setUsd(double usd);
    /// The amount in US dollars. While the field shows what setUsd put there, the amount given to
    /// it (in US dollars: what the field shows, rounded as shown), so showing it in another
    /// currency changes nothing; once the user has typed, what they typed, converted.
    double usd() const;

private:
    /// Shows 0 (or the nearest amount in the range) and follows the display currency.
    void start();
    QAbstractSpinBox* spinBox() const;
    double shownValue() const;
    /// The display currency's symbol as the prefix, and the range in the display currency.
    void applyCurrency();

    QSpinBox* m_integer = nullptr;
    QDoubleSpinBox* m_decimal = nullptr;
    double m_minimumUsd = 0;
    double m_maximumUsd = 0;
    double m_usd = 0;
    double m_shown = 0;       ///< What setUsd showed, in the display currency.
    double m_unitsPerUsd = 1; ///< The rate the field shows its value at.
};

} // namespace gpuadvisor
