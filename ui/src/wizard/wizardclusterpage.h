#pragma once

#include "wizard/wizardpage.h"

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace gpuadvisor {

class MoneyInput;

/// Organisations: GPUs in the cluster, GPUs per machine (R11), the GPU budget of the whole
/// cluster, how busy it is, and whether GeForce cards are allowed (R7), with the cluster advice
/// (R5, R10) as it will read, naming the catalog's best cards of today.
class WizardClusterPage : public WizardPage {
    Q_OBJECT
public:
    explicit WizardClusterPage(AdvisorState& state, QWidget* parent = nullptr);
    void initializePage() override;

private:
    void writeAnswers();

    QSpinBox* m_gpus = nullptr;
    QComboBox* m_perMachine = nullptr;
    QCheckBox* m_consumer = nullptr;
    QSpinBox* m_budget = nullptr;
    MoneyInput* m_budgetInput = nullptr; ///< m_budget in the display currency; 0 = no limit.
    QSpinBox* m_utilization = nullptr;   ///< Percent.
    QLabel* m_advice = nullptr;
    bool m_loading = false;
};

} // namespace gpuadvisor
