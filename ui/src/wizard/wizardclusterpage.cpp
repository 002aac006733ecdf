#include "wizard/wizardclusterpage.h"

#include "shared/moneyinput.h"
#include "wizard/advisorstate.h"

#include "gpuadvisor/text/advisortext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QFrame>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpuadvisor {
namespace {

constexpr int defaultClusterGpus = 8;
constexpr int maximumClusterGpus = 100'000;
constexpr int maximumClusterBudgetUsd = 2'000'000'000;
/// A shared cluster runs jobs most of the day, unlike one person's desktop (15 %).
constexpr int defaultClusterUtilizationPercent = 60;

using wizardpage::wrappedLabel;

/// A hint under a control: wrapped, and indented like the control's text.
QLabel* hintLabel(const QString& text) {
    QLabel* label = wrappedLabel(text);
    label->setContentsMargins(24, 0, 0, 0);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

} // namespace

WizardClusterPage::WizardClusterPage(AdvisorState& state, QWidget* parent)
    : WizardPage(state, parent) {
    setObjectName(QStringLiteral("clusterPage"));
    m_gpus = new QSpinBox;
    m_gpus->setObjectName(QStringLiteral("clusterGpusSpin"));
    m_gpus->setRange(1, maximumClusterGpus);
    m_gpus->setGroupSeparatorShown(true);
    m_perMachine = new QComboBox;
    m_perMachine->setObjectName(QStringLiteral("gpusPerMachineCombo"));
    for (const TrainingScale scale : {TrainingScale::SmallDatasets, TrainingScale::TwoRuns,
                                      TrainingScale::MediumDatasets, TrainingScale::ReproducePapers}) {
        m_perMachine->addItem(text::trainingScaleLabel(scale), gpusForScale(scale));
    }
    m_consumer = new QCheckBox(tr("GeForce cards are &allowed in our machines"));
    m_consumer->setObjectName(QStringLiteral("consumerCardsCheck"));
    m_budget = new QSpinBox;
    m_budget->setObjectName(QStringLiteral("clusterBudgetSpin"));
    m_budget->setSingleStep(10'000);
    m_budget->setGroupSeparatorShown(true);
    m_budget->setSpecialValueText(tr("No limit"));
    m_budgetInput = new MoneyInput(m_budget, 0, maximumClusterBudgetUsd);
    m_budget->setToolTip(tr("What the organisation can spend on the GPUs of the whole cluster; each machine "
                            "gets its share. At the lowest value there is no limit."));
    m_utilization = new QSpinBox;
    m_utilization->setObjectName(QStringLiteral("clusterUtilizationSpin"));
    m_utilization->setRange(1, 100);
    m_utilization->setSuffix(QStringLiteral(" %"));
    m_utilization->setToolTip(tr("Share of the time the cluster's GPUs are busy: it sets the electricity in "
                                 "the cost of ownership."));

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(tr("GPUs in the whole &cluster:"), m_gpus);
    form->addRow(tr("GPUs per &machine:"), m_perMachine);
    form->addRow(tr("GPU b&udget for the cluster:"), m_budget);
    form->addRow(tr("Time the GPUs are bus&y:"), m_utilization);
    body()->addLayout(form);
    body()->addWidget(hintLabel(tr("Pick the scale at which one training run finishes within a day (R11).")));
    body()->addWidget(
        hintLabel(tr("Organisations are advised at new prices (warranty and support) for server "
                     "machines in a data centre; the Build Checker opens them that way.")));
    body()->addSpacing(6);
    body()->addWidget(m_consumer);
    body()->addWidget(
        hintLabel(tr("NVIDIA's licence keeps GeForce cards out of data centres; universities can "
                     "ask for an exemption (R7). Without them the pick uses workstation and "
                     "data-centre cards.")));
    body()->addSpacing(10);

    m_advice = wrappedLabel();
    m_advice->setObjectName(QStringLiteral("clusterAdvice"));
    m_advice->setFrameShape(QFrame::StyledPanel);
    m_advice->setMargin(8);
    body()->addWidget(m_advice);
    body()->addStretch(1);

    connect(m_gpus, &QSpinBox::valueChanged, this, &WizardClusterPage::writeAnswers);
    connect(m_perMachine, &QComboBox::currentIndexChanged, this, &WizardClusterPage::writeAnswers);
    connect(m_consumer, &QCheckBox::toggled, this, &WizardClusterPage::writeAnswers);
    connect(m_budget, &QSpinBox::valueChanged, this, &WizardClusterPage::writeAnswers);
    connect(m_utilization, &QSpinBox::valueChanged, this, &WizardClusterPage::writeAnswers);
}

void WizardClusterPage::initializePage() {
    setHeading(tr("How big is the cluster?"),
               tr("How many GPUs the organisation runs decides how to build and buy them (R5, R10)."));
    const AdvisorAnswers& answers = state().answers;
    m_loading = true;
    m_gpus->setValue(answers.clusterGpus.value_or(defaultClusterGpus));
    // First time here: R5's 8-GPU servers; afterwards what was chosen.
    const int perMachine = answers.clusterGpus ? m_perMachine->findData(answers.flow.gpuCount) : -1;
    m_perMachine->setCurrentIndex(perMachine >= 0 ? perMachine : m_perMachine->count() - 1);
    m_consumer->setChecked(answers.consumerCardsAllowed);
    m_budgetInput->setUsd(answers.flow.budgetUsd.value_or(0));
    m_utilization->setValue(static_cast<int>(
        std::lround(answers.clusterUtilization.value_or(defaultClusterUtilizationPercent / 100.0) * 100)));
    m_loading = false;
    writeAnswers();
}

void WizardClusterPage::writeAnswers() {
    if (m_loading) {
        return;
    }
    AdvisorAnswers& answers = state().answers;
    answers.clusterGpus = m_gpus->value();
    answers.flow.gpuCount = m_perMachine->currentData().toInt();
    answers.consumerCardsAllowed = m_consumer->isChecked();
    const double budget = m_budgetInput->usd();
    answers.flow.budgetUsd = budget > 0 ? std::optional<double>(budget) : std::nullopt;
    answers.clusterUtilization = m_utilization->value() / 100.0;
    const Recommendation result = state().recommend();
    m_advice->setText(text::clusterAdviceText(clusterAdvice(m_gpus->value(), m_consumer->isChecked()),
                                              text::clusterCardNames(result.clusterCards)));
}

} // namespace gpuadvisor
