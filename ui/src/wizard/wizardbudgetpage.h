#pragma once

#include "wizard/wizardpage.h"

#include <map>
#include <vector>

class QComboBox;
class QGridLayout;
class QSpinBox;

namespace gpuadvisor {

class MoneyInput;

/// The budget for all GPUs and the GPU count; shows every budget question the path asks with the
/// catalog's price, and asks directly where the catalog has no price.
class WizardBudgetPage : public WizardPage {
    Q_OBJECT
public:
    explicit WizardBudgetPage(AdvisorState& state, QWidget* parent = nullptr);
    void initializePage() override;
    bool isComplete() const override;
    void refresh() override;

private:
    void writeAnswers();
    void rebuildChain();
    void updateChain();

    QSpinBox* m_budget = nullptr;
    MoneyInput* m_budgetInput = nullptr; ///< m_budget in the display currency.
    QSpinBox* m_gpuCount = nullptr;
    QWidget* m_chainBox = nullptr;
    QGridLayout* m_chain = nullptr;
    std::vector<FlowNodeId> m_nodes;
    std::map<FlowNodeId, QLabel*> m_status;
    std::map<FlowNodeId, QComboBox*> m_direct;
    bool m_loading = false;
};

} // namespace gpuadvisor
