#include "gpuadvisor/ui/catalog/pricedialog.h"

#include "shared/moneyinput.h"
#include "shared/qdateconversion.h"

#include "gpuadvisor/core/catalog/validation.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/gpufieldtext.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuadvisor {
namespace {} // namespace

PriceDialog::PriceDialog(const QStringList& cards, const QString& current, Date today, QWidget* parent)
    : QDialog(parent)
    , m_today(today) {
    setWindowTitle(tr("Add Price"));
    setObjectName(QStringLiteral("priceDialog"));

    m_card = new QComboBox;
    m_card->setObjectName(QStringLiteral("priceCardCombo"));
    m_card->addItems(cards);
    m_card->setEditable(true);
    m_card->setInsertPolicy(QComboBox::NoInsert);
    m_card->setCurrentIndex(std::max(0, static_cast<int>(cards.indexOf(current))));
    m_condition = new QComboBox;
    m_condition->setObjectName(QStringLiteral("priceConditionCombo"));
    m_condition->addItem(tr("New"), static_cast<int>(Condition::New));
    m_condition->addItem(tr("Used"), static_cast<int>(Condition::Used));
    m_date = new QDateEdit(toQDate(today));
    m_date->setObjectName(QStringLiteral("priceDateEdit"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setDateRange(QDate(2000, 1, 1), toQDate(today));
    m_price = new QDoubleSpinBox;
    m_price->setObjectName(QStringLiteral("priceSpin"));
    m_price->setDecimals(2);
    m_price->setGroupSeparatorShown(true);
    // Typed in the display currency (its symbol as the prefix), stored in US dollars.
    m_priceInput = new MoneyInput(m_price, 0, 1000000);
    m_source = new QLineEdit;
    m_source->setObjectName(QStringLiteral("priceSourceEdit"));
    m_source->setPlaceholderText(tr("e.g. eBay sold listings, March 2025"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Card:"), m_card);
    form->addRow(tr("C&ondition:"), m_condition);
    form->addRow(tr("&Date:"), m_date);
    form->addRow(tr("&Price (%1):").arg(text::currencyCode()), m_price);
    form->addRow(tr("&Source:"), m_source);

    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("priceDialogMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_message->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Add Price"));
    connect(buttons, &QDialogButtonBox::accepted, this, &PriceDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PriceDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    setMinimumWidth(420);
}

std::optional<PriceObservation> PriceDialog::validatedPrice(QStringList* problems) {
    PriceObservation price;
    price.gpuName = m_card->currentText().simplified().toStdString();
    price.condition = static_cast<Condition>(m_condition->currentData().toInt());
    price.priceUsd = m_priceInput->usd();
    price.observedOn = fromQDate(m_date->date());
    price.source = m_source->text().simplified().toStdString();

    const std::vector<FieldProblem> found = validatePrice(price, m_today);
    QStringList lines;
    QStringList fields;
    for (const FieldProblem& problem : found) {
        lines << text::describeFieldProblems({problem});
        fields << QString::fromStdString(problem.field);
    }
    const std::pair<QWidget*, const char*> widgets[] = {
        {m_card, "gpu_name"}, {m_date, "observed_on"}, {m_price, "price_usd"}, {m_source, "source"}};
    for (const auto& [widget, field] : widgets) {
        const bool bad = fields.contains(QLatin1String(field));
        widget->setStyleSheet(bad ? QStringLiteral("background-color: #ffd7d7;") : QString());
    }
    m_message->setText(lines.join(QLatin1Char('\n')));
    m_message->setVisible(!lines.isEmpty());
    if (problems != nullptr) {
        *problems = lines;
    }
    if (!lines.isEmpty()) {
        return std::nullopt;
    }
    return price;
}

void PriceDialog::accept() {
    if (validatedPrice()) {
        QDialog::accept();
    }
}

} // namespace gpuadvisor
