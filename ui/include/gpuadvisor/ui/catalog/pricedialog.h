#pragma once

// The dialog that adds a dated price of a card: card, condition, date (today by default, no
// later), price and source, checked with validatePrice before it closes.

#include "gpuadvisor/core/catalog/catalogrecords.h"

#include <QDialog>
#include <QStringList>

#include <optional>

class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace gpuadvisor {

class MoneyInput;

class PriceDialog : public QDialog {
    Q_OBJECT
public:
    /// `cards` to choose from, `current` preselected.
    PriceDialog(const QStringList& cards, const QString& current, Date today = todayUtc(),
                QWidget* parent = nullptr);

    /// The observation, or std::nullopt with `problems` set, the wrong fields tinted and shown.
    std::optional<PriceObservation> validatedPrice(QStringList* problems = nullptr);

    QComboBox* cardCombo() const { return m_card; }
    QComboBox* conditionCombo() const { return m_condition; }
    QDateEdit* dateEdit() const { return m_date; }
    /// The price in the display currency (its symbol as the prefix); validatedPrice() has it in
    /// US dollars.
    QDoubleSpinBox* priceSpin() const { return m_price; }
    QLineEdit* sourceEdit() const { return m_source; }

    void accept() override;

private:
    Date m_today;
    QComboBox* m_card = nullptr;
    QComboBox* m_condition = nullptr;
    QDateEdit* m_date = nullptr;
    QDoubleSpinBox* m_price = nullptr;
    MoneyInput* m_priceInput = nullptr;
    QLineEdit* m_source = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace gpuadvisor
