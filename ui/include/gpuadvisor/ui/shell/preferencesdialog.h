#pragma once

// Settings > Preferences: the currency money is shown in (US dollars, yuan or euros) and the
// user's own exchange rates (the app never fetches rates; prices stay stored in US dollars), and
// the age after which a price is marked as old.

#include "gpuadvisor/text/currency.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace gpuadvisor {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    /// Shows the stored settings.
    explicit PreferencesDialog(QWidget* parent = nullptr);

    /// The currency chosen, with the rate entered for it.
    text::DisplayCurrency displayCurrency() const;
    /// Chooses "USD", "CNY" or "EUR" (others are ignored).
    void setCurrencyCode(const QString& code);
    void setCnyPerUsd(double rate);
    void setEurPerUsd(double rate);
    /// Months after which a price is marked as old (1-120).
    int stalePriceMonths() const;
    void setStalePriceMonths(int months);

    /// Stores the choices and shows money in the chosen currency from now on. Returns whether
    /// the display currency changed (the caller applies stalePriceMonths() itself).
    bool apply() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateRates();

    QComboBox* m_currency = nullptr;
    QDoubleSpinBox* m_cnyPerUsd = nullptr;
    QDoubleSpinBox* m_eurPerUsd = nullptr;
    QLabel* m_currencyLabel = nullptr;
    QLabel* m_cnyLabel = nullptr;
    QLabel* m_eurLabel = nullptr;
    QLabel* m_note = nullptr;
    QSpinBox* m_staleMonths = nullptr;
    QLabel* m_staleLabel = nullptr;
};

} // namespace gpuadvisor
