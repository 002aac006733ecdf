#include "wizard/wizardbudgetpage.h"

#include "shared/moneyinput.h"
#include "wizard/wizardroute.h"

#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/fromstd.h"

#include <QComboBox>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuadvisor {
namespace {

constexpr int defaultBudgetUsd = 1000;
constexpr int maximumBudgetUsd = 10'000'000;

using wizardpage::flowNode;
using wizardpage::wrappedLabel;

} // namespace

WizardBudgetPage::WizardBudgetPage(AdvisorState& state, QWidget* parent)
    : WizardPage(state, parent) {
    setObjectName(QStringLiteral("budgetPage"));
    m_budget = new QSpinBox;
    m_budget->setObjectName(QStringLiteral("budgetSpin"));
    m_budget->setSingleStep(100);
    m_budget->setGroupSeparatorShown(true);
    // Typed in whole units of the display currency, kept in US dollars.
    m_budgetInput = new MoneyInput(m_budget, 0, maximumBudgetUsd);
    m_budget->setToolTip(tr("What you can spend on all the GPUs together (the rest of the machine is not "
                            "included)."));
    m_gpuCount = new QSpinBox;
    m_gpuCount->setObjectName(QStringLiteral("gpuCountSpin"));
    // 0: the advisor weighs 1 to 4 cards where the work can be split over them (a language model).
    m_gpuCount->setRange(0, maxGpusPerMachine);
    m_gpuCount->setSpecialValueText(tr("Best for the work"));
    m_gpuCount->setToolTip(
        tr("Cards of one type in the machine; the budget must cover all of them. \"Best for "
           "the work\" weighs 1 to %1 cards where a language model can be split over "
           "them, else one.")
            .arg(maxWorkstationGpus));
    connect(m_budget, &QSpinBox::valueChanged, this, &WizardBudgetPage::writeAnswers);
    connect(m_gpuCount, &QSpinBox::valueChanged, this, &WizardBudgetPage::writeAnswers);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(tr("B&udget for all GPUs:"), m_budget);
    form->addRow(tr("&GPUs in the machine:"), m_gpuCount);
    body()->addLayout(form);

    QLabel* chainTitle = wrappedLabel(tr("The guide's cards, in the order the flowchart checks them:"));
    QFont bold = chainTitle->font();
    bold.setBold(true);
    chainTitle->setFont(bold);
    body()->addSpacing(8);
    body()->addWidget(chainTitle);

    auto* scroll = new QScrollArea;
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    m_chainBox = new QWidget;
    m_chainBox->setObjectName(QStringLiteral("budgetChecks"));
    m_chain = new QGridLayout(m_chainBox);
    m_chain->setContentsMargins(0, 0, 0, 0);
    m_chain->setColumnStretch(0, 2);
    m_chain->setColumnStretch(1, 3);
    m_chain->setVerticalSpacing(10);
    scroll->setWidget(m_chainBox);
    body()->addWidget(scroll, 1);
}

void WizardBudgetPage::initializePage() {
    setHeading(tr("What can you spend?"),
               tr("Your budget answers the flowchart's budget questions: each of the guide's cards is "
                  "checked against the catalog's newest price on or before %1.")
                   .arg(text::isoDate(state().settings.asOf)));
    m_loading = true;
    m_budgetInput->setUsd(state().answers.flow.budgetUsd.value_or(defaultBudgetUsd));
    m_gpuCount->setValue(
        state().answers.chooseGpuCount ? 0 : std::clamp(state().answers.flow.gpuCount, 1, maxGpusPerMachine));
    m_loading = false;
    rebuildChain();
    writeAnswers();
}

void WizardBudgetPage::refresh() {
    rebuildChain();
    updateChain();
    emit completeChanged();
}

bool WizardBudgetPage::isComplete() const {
    const FlowWalk walk = state().walk();
    return !(walk.pending && flowNode(*walk.pending).question == FlowQuestion::WithinBudget);
}

void WizardBudgetPage::writeAnswers() {
    if (m_loading) {
        return;
    }
    state().answers.flow.budgetUsd = m_budgetInput->usd();
    state().answers.chooseGpuCount = m_gpuCount->value() == 0;
    state().answers.flow.gpuCount = std::max(m_gpuCount->value(), 1);
    updateChain();
    emit completeChanged();
}

void WizardBudgetPage::rebuildChain() {
    while (QLayoutItem* item = m_chain->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_status.clear();
    m_direct.clear();
    m_nodes = wizardroute::budgetChain(state().walk());
    int row = 0;
    for (const FlowNodeId id : m_nodes) {
        QLabel* question = wrappedLabel(text::questionText(flowNode(id)));
        QLabel* status = wrappedLabel();
        status->setObjectName(QStringLiteral("budgetStatus%1").arg(id));
        auto* direct = new QComboBox;
        direct->setObjectName(QStringLiteral("budgetAnswer%1").arg(id));
        direct->setToolTip(tr("Your own answer; it wins over the budget."));
        direct->addItem(tr("Answer…"), -1);
        direct->addItem(text::yesNo(true), 1);
        direct->addItem(text::yesNo(false), 0);
        connect(direct, &QComboBox::currentIndexChanged, this, [this, id, direct] {
            if (m_loading) {
                return;
            }
            const int value = direct->currentData().toInt();
            auto& answers = state().answers.flow.budgetAnswers;
            if (value < 0) {
                answers.erase(id);
            } else {
                answers[id] = value == 1;
            }
            updateChain();
            emit completeChanged();
        });
        m_chain->addWidget(question, row, 0, Qt::AlignTop);
        m_chain->addWidget(status, row, 1, Qt::AlignTop);
        m_chain->addWidget(direct, row, 2, Qt::AlignTop);
        m_status[id] = status;
        m_direct[id] = direct;
        ++row;
    }
    m_chain->setRowStretch(row, 1);
    updateChain();
}

void WizardBudgetPage::updateChain() {
    const FlowWalk walk = state().walk();
    const auto& direct = state().answers.flow.budgetAnswers;
    const bool noPrice = walk.pending && walk.pendingReason == PendingReason::NoPrice;
    bool waiting = false; // an earlier question still needs an answer
    m_loading = true;
    for (const FlowNodeId id : m_nodes) {
        const auto step = std::find_if(walk.steps.begin(), walk.steps.end(),
                                       [id](const FlowStep& s) { return s.node == id; });
        const bool pendingHere = walk.pending == id;
        QString status;
        if (step != walk.steps.end()) {
            status = text::stepReason(*step, state().settings.priceAge());
        } else if (pendingHere && noPrice) {
            status = tr("The catalog has no price for %1 by %2. Is it within your budget? Answer yourself.")
                         .arg(text::cardAlternatives(flowNode(id).budgetCards),
                              text::isoDate(state().settings.asOf));
        } else if (waiting) {
            status = tr("Not asked yet: answer the question above first.");
        } else {
            status = tr("Not asked: an earlier card fits your budget.");
        }
        waiting = waiting || pendingHere;
        m_status[id]->setText(status);
        QComboBox* combo = m_direct[id];
        const auto given = direct.find(id);
        combo->setCurrentIndex(given == direct.end() ? 0 : combo->findData(given->second ? 1 : 0));
        combo->setVisible(given != direct.end() || (pendingHere && noPrice));
    }
    m_loading = false;
}

} // namespace gpuadvisor
