#pragma once

#include "wizard/wizardpage.h"

class QButtonGroup;
class QRadioButton;

namespace gpuadvisor {

/// One yes/no question of the flowchart (any but WithinBudget).
class WizardQuestionPage : public WizardPage {
    Q_OBJECT
public:
    WizardQuestionPage(AdvisorState& state, FlowQuestion question, QWidget* parent = nullptr);
    FlowQuestion question() const { return m_question; }
    void initializePage() override;
    bool isComplete() const override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    FlowQuestion m_question;
    QButtonGroup* m_group = nullptr;
    QRadioButton* m_yes = nullptr;
    QRadioButton* m_no = nullptr;
};

} // namespace gpuadvisor
