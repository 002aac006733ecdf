#include "gpuadvisor/ui/shell/preferencesdialog.h"

#include "gpuadvisor/ui/shell/appsettings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <utility>

namespace gpuadvisor {
namespace {

QDoubleSpinBox* rateSpin() {
    auto* spin = new QDoubleSpinBox;
    spin->setRange(0.0001, 100000);
    spin->setDecimals(4);
    spin->setSingleStep(0.01);
    return spin;
}

} // namespace

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("preferencesDialog"));
    m_currency = new QComboBox;
    m_currency->setObjectName(QStringLiteral("currencyCombo"));
    for (const char* code : {"USD", "CNY", "EUR"}) {
        m_currency->addItem(QString(), QString::fromLatin1(code));
    }
    m_cnyPerUsd = rateSpin();
    m_cnyPerUsd->setObjectName(QStringLiteral("cnyPerUsdSpin"));
    m_eurPerUsd = rateSpin();
    m_eurPerUsd->setObjectName(QStringLiteral("eurPerUsdSpin"));
    m_note = new QLabel;
    m_note->setWordWrap(true);
    m_staleMonths = new QSpinBox;
    m_staleMonths->setObjectName(QStringLiteral("staleMonthsSpin"));
    m_staleMonths->setRange(1, 120);

    auto* form = new QFormLayout;
    for (auto [label, field] : {std::pair{&m_currencyLabel, static_cast<QWidget*>(m_currency)},
                                std::pair{&m_cnyLabel, static_cast<QWidget*>(m_cnyPerUsd)},
                                std::pair{&m_eurLabel, static_cast<QWidget*>(m_eurPerUsd)},
                                std::pair{&m_staleLabel, static_cast<QWidget*>(m_staleMonths)}}) {
        *label = new QLabel;
        (*label)->setBuddy(field);
        form->addRow(*label, field);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_note);
    layout->addStretch();
    layout->addWidget(buttons);

    setCurrencyCode(settings::value(settings::currency));
    m_cnyPerUsd->setValue(settings::value(settings::cnyPerUsd));
    m_eurPerUsd->setValue(settings::value(settings::eurPerUsd));
    m_staleMonths->setValue(settings::value(settings::stalePriceMonths));
    connect(m_currency, &QComboBox::currentIndexChanged, this, &PreferencesDialog::updateRates);
    updateRates();
    retranslate();
}

text::DisplayCurrency PreferencesDialog::displayCurrency() const {
    const text::Currency currency = settings::currencyFor(m_currency->currentData().toString());
    switch (currency) {
    case text::Currency::Cny:
        return {currency, m_cnyPerUsd->value()};
    case text::Currency::Eur:
        return {currency, m_eurPerUsd->value()};
    case text::Currency::Usd:
        break;
    }
    return {};
}

void PreferencesDialog::setCurrencyCode(const QString& code) {
    const int index = m_currency->findData(code);
    if (index >= 0) {
        m_currency->setCurrentIndex(index);
    }
}

void PreferencesDialog::setCnyPerUsd(double rate) {
    m_cnyPerUsd->setValue(rate);
}

void PreferencesDialog::setEurPerUsd(double rate) {
    m_eurPerUsd->setValue(rate);
}

int PreferencesDialog::stalePriceMonths() const {
    return m_staleMonths->value();
}

void PreferencesDialog::setStalePriceMonths(int months) {
    m_staleMonths->setValue(months);
}

bool PreferencesDialog::apply() const {
    settings::setValue(settings::stalePriceMonths, m_staleMonths->value());
    settings::setValue(settings::currency, m_currency->currentData().toString());
    settings::setValue(settings::cnyPerUsd, m_cnyPerUsd->value());
    settings::setValue(settings::eurPerUsd, m_eurPerUsd->value());
    const text::DisplayCurrency before = text::displayCurrency();
    text::setDisplayCurrency(displayCurrency());
    return !(text::displayCurrency() == before);
}

void PreferencesDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QDialog::changeEvent(event);
}

void PreferencesDialog::updateRates() {
    // Only the chosen currency's rate applies; the other one is kept for when it is chosen again.
    const QString code = m_currency->currentData().toString();
    m_cnyPerUsd->setEnabled(code == QLatin1String("CNY"));
    m_eurPerUsd->setEnabled(code == QLatin1String("EUR"));
}

void PreferencesDialog::retranslate() {
    setWindowTitle(tr("Preferences"));
    m_currency->setItemText(0, tr("US dollars (USD, $)"));
    m_currency->setItemText(1, tr("Chinese yuan (CNY, ¥)"));
    m_currency->setItemText(2, tr("Euros (EUR, €)"));
    m_currencyLabel->setText(tr("Show &money in:"));
    m_cnyLabel->setText(tr("&Yuan per US dollar:"));
    m_eurLabel->setText(tr("&Euros per US dollar:"));
    m_staleLabel->setText(tr("Mark prices as &old after:"));
    m_staleMonths->setSuffix(tr(" months"));
    m_staleMonths->setToolTip(tr("A price dated more than this many months before the day prices are used "
                                 "for is marked \"old\" on every page, and the charts count such bars."));
    m_note->setText(tr("Prices are kept in US dollars and converted for display at these rates. GPU Advisor "
                       "works offline and never fetches exchange rates: set them yourself."));
}

} // namespace gpuadvisor
