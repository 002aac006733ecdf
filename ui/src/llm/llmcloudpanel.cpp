#include "llm/llmcloudpanel.h"

#include "llm/llmtext.h"

#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/numbers.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuadvisor {
namespace {

/// The value a cell sorts and tests by (its text is formatted).
constexpr int valueRole = Qt::UserRole;

QLabel* wrappedLabel(const QString& name) {
    auto* label = new QLabel;
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QTableWidgetItem* cell(const QString& text, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(alignment);
    return item;
}

} // namespace

LlmCloudPanel::LlmCloudPanel(QWidget* parent)
    : QWidget(parent) {
    m_owned = wrappedLabel(QStringLiteral("llmOwnedCostLabel"));
    m_breakEven = wrappedLabel(QStringLiteral("llmBreakEvenLabel"));
    QFont bold = m_breakEven->font();
    bold.setBold(true);
    m_breakEven->setFont(bold);

    m_table = new QTableWidget(0, ColumnCount);
    m_table->setObjectName(QStringLiteral("llmCloudTable"));
    m_table->setHorizontalHeaderLabels({tr("Offer"), tr("Per hour"), tr("Tokens/s"), tr("Per M tokens")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Offers wrap in a narrow column rather than end in "…": rows are as tall as their text.
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(OfferColumn, QHeaderView::Stretch);
    // The whole table, no scroll bar of its own: the page's column scrolls.
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);

    m_note = wrappedLabel(QStringLiteral("llmCloudNote"));
    m_note->setStyleSheet(QStringLiteral("color: #555;"));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_owned);
    layout->addWidget(m_breakEven);
    layout->addWidget(m_table);
    layout->addWidget(m_note);
}

void LlmCloudPanel::showNothing(const QString& reason) {
    m_owned->setText(reason);
    m_breakEven->clear();
    m_breakEven->hide();
    m_table->setRowCount(0);
    m_table->hide();
    m_note->clear();
}

void LlmCloudPanel::showComparison(const LlmCloudComparison& comparison, const Context& context) {
    m_table->show();
    const QString build = context.buildLabel;
    const OwnershipAssumptions& ownership = context.ownership;
    if (!context.buildFits) {
        m_owned->setText(tr("%1 cannot hold the model: no owned cost per token.").arg(build));
    } else if (!context.buildPriced) {
        m_owned->setText(tr("No %1 price of the %2 on or before %3: no owned cost per token.")
                             .arg(llmtext::conditionWord(context.condition), context.cardName,
                                  text::fromStd(formatIsoDate(context.priceAge.asOf))));
    } else if (!context.systemCostKnown && !context.wholeComputer) {
        m_owned->setText(
            tr("The catalog has no system base cost for a %1-GPU machine: no owned cost per token.")
                .arg(context.gpuCount));
    } else if (comparison.ownedUsdPerMillionTokens && comparison.ownedCost && context.wholeComputer) {
        // A system's price is the machine; Apple publishes no power figure for most Macs.
        const QString parts =
            context.noPowerFigure
                ? tr("the computer; no electricity counted, as no power figure is published")
                : tr("the computer and its electricity");
        m_owned->setText(tr("Owned %1: %2 per million tokens; %3 over %4 years (%5; busy %6 % of the time).")
                             .arg(build, text::money(*comparison.ownedUsdPerMillionTokens),
                                  text::money(comparison.ownedCost->totalUsd(), 0),
                                  text::trimmedNumber(ownership.years, 1), parts,
                                  text::trimmedNumber(ownership.utilization * 100, 1)));
    } else if (comparison.ownedUsdPerMillionTokens && comparison.ownedCost) {
        // The cost of ownership in money too: the number the other pages give for the same build.
        m_owned->setText(tr("Owned %1: %2 per million tokens; %3 over %4 years (cards, machine and "
                            "electricity, busy %5 % of the time, at %6).")
                             .arg(build, text::money(*comparison.ownedUsdPerMillionTokens),
                                  text::money(comparison.ownedCost->totalUsd(), 0),
                                  text::trimmedNumber(ownership.years, 1),
                                  text::trimmedNumber(ownership.utilization * 100, 1),
                                  text::moneyPerUnit(ownership.kwhPriceUsd, QStringLiteral("kWh"))));
    } else {
        m_owned->setText(tr("Owned %1: makes no tokens.").arg(build));
    }

    m_breakEven->setVisible(comparison.versusCheapest.has_value());
    if (comparison.versusCheapest) {
        const BuyVersusRent& versus = *comparison.versusCheapest;
        const CloudOffer& cheapest = *comparison.offers.front().offer;
        const QString offer =
            tr("%1 %2").arg(text::fromStd(cheapest.provider), text::fromStd(cheapest.instance));
        if (versus.breakEvenTokensPerDay) {
            m_breakEven->setText(tr("Buying %1 beats renting %2, the cheapest offer, above %3 tokens a day "
                                    "(the build makes up to %4 a day).")
                                     .arg(build, offer, llmtext::tokenCount(*versus.breakEvenTokensPerDay),
                                          llmtext::tokenCount(versus.ownedCapacityTokensPerDay)));
        } else if (versus.rentedUsdPerMillion <= versus.ownedElectricityUsdPerMillion) {
            m_breakEven->setText(
                tr("Renting %1, the cheapest offer, costs less a token than the electricity of "
                   "%2: buying never pays off.")
                    .arg(offer, build));
        } else {
            m_breakEven->setText(
                tr("Renting %1, the cheapest offer, stays cheaper: %2 would have to make more "
                   "than the %3 tokens a day it can.")
                    .arg(offer, build, llmtext::tokenCount(versus.ownedCapacityTokensPerDay)));
        }
    }

    fillTable(comparison, context.priceAge);

    QStringList notes;
    notes
        << tr("Cloud: the instance's hourly price over the tokens it makes in an hour, paid only while busy. "
              "Tokens/s are decode for all users (%1).")
               .arg(llmtext::estimateNote(LlmTest::Decode));
    if (comparison.offers.empty()) {
        notes.prepend(tr("No current cloud offer holds the model."));
    }
    if (comparison.offersThatDoNotFit > 0) {
        notes << tr("Offers that cannot hold it: %1.").arg(comparison.offersThatDoNotFit);
    }
    if (comparison.offersOfUnknownCards > 0) {
        notes << tr("Offers naming a card the catalog lacks: %1.").arg(comparison.offersOfUnknownCards);
    }
    m_note->setText(notes.join(QLatin1Char(' ')));
}

void LlmCloudPanel::fillTable(const LlmCloudComparison& comparison, const text::PriceAgeRule& priceAge) {
    m_table->setRowCount(static_cast<int>(comparison.offers.size()));
    const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const LlmCloudRow& offerRow = comparison.offers[static_cast<std::size_t>(row)];
        const CloudOffer& offer = *offerRow.offer;
        auto* name = cell(tr("%1 %2\n%3 × %4")
                              .arg(text::fromStd(offer.provider), text::fromStd(offer.instance))
                              .arg(offer.gpuCount)
                              .arg(text::fromStd(offerRow.gpu->name)));
        name->setToolTip(text::fromStd(offer.source));
        m_table->setItem(row, OfferColumn, name);
        const QString hourlyText = offer.usdPerHour > 0 ? text::moneyRate(offer.usdPerHour) : tr("free");
        auto* hourly =
            cell(hourlyText + QLatin1Char('\n') + text::priceDateText(offer.observedOn, priceAge), right);
        hourly->setData(valueRole, offer.usdPerHour);
        m_table->setItem(row, PriceColumn, hourly);
        const double tokensPerSecond = offerRow.plan.speed ? offerRow.plan.speed->decodeTokensPerSecond : 0.0;
        auto* speed = cell(llmtext::tokensPerSecondNumber(tokensPerSecond), right);
        speed->setData(valueRole, tokensPerSecond);
        m_table->setItem(row, SpeedColumn, speed);
        auto* perMillion = cell(text::money(offerRow.usdPerMillionTokens), right);
        perMillion->setData(valueRole, offerRow.usdPerMillionTokens);
        m_table->setItem(row, PerMillionColumn, perMillion);
    }
}

} // namespace gpuadvisor
