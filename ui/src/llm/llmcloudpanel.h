#pragma once

// One owned build against the cloud on the LLM planner page: what a million decoded tokens cost
// on the build (cards, machine and electricity over the years of ownership, made while busy) and
// on every current cloud offer that holds the model (a table, cheapest first, each price with
// its date), and the daily token volume above which buying beats the cheapest offer.

#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/text/pricetext.h"
#include "llm/llmtables.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace gpuadvisor {

class LlmCloudPanel : public QWidget {
    Q_OBJECT
public:
    explicit LlmCloudPanel(QWidget* parent = nullptr);

    /// The columns of the offers table: an offer over its GPUs and a price over its date share a
    /// cell, so the table fits a narrow column.
    enum Column { OfferColumn, PriceColumn, SpeedColumn, PerMillionColumn, ColumnCount };

    /// What the panel needs besides the comparison, to word it.
    struct Context {
        QString buildLabel;           ///< "RTX 3090 ×2".
        QString cardName;             ///< "RTX 3090".
        int gpuCount = 1;             ///< Of the owned build.
        bool buildFits = false;       ///< The owned build holds the model.
        bool buildPriced = false;     ///< The card has a price in the chosen condition.
        bool systemCostKnown = false; ///< The catalog has a system for that many GPUs.
        bool wholeComputer = false;   ///< The build is a system: its price is the machine.
        bool noPowerFigure = false;   ///< No power figure is published: no electricity is counted.
        Condition condition = Condition::New;
        OwnershipAssumptions ownership;
        text::PriceAgeRule priceAge;
    };
    void showComparison(const LlmCloudComparison& comparison, const Context& context);
    /// No comparison (fine-tuning, no build picked), and why.
    void showNothing(const QString& reason);

private:
    void fillTable(const LlmCloudComparison& comparison, const text::PriceAgeRule& priceAge);

    QLabel* m_owned = nullptr;
    QLabel* m_breakEven = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_note = nullptr;
};

} // namespace gpuadvisor
