#pragma once

// The advisor wizard's input pages: a yes/no page per flowchart question, the budget page, the
// memory page and the cluster page. Each writes into the shared AdvisorState as the user edits,
// so nextId() always routes on what is shown; Back keeps every answer (cleanupPage does nothing).

#include "wizard/advisorstate.h"

#include <QWizardPage>

#include <map>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QProgressBar;
class QRadioButton;
class QSpinBox;
class QVBoxLayout;

namespace gpuadvisor {

class MoneyInput;

/// A page with the progress row and a heading, then the page's own widgets.
class AdvisorPage : public QWizardPage {
    Q_OBJECT
public:
    explicit AdvisorPage(AdvisorState& state, QWidget* parent = nullptr);

    /// "Step 2 of at most 7" (or "Step 5 of 6" when the rest of the path is `exact`) and the bar.
    void setProgress(int step, int maximum, bool exact);
    QString progressText() const;
    /// Re-reads the state (a new catalog or new settings) while the page is shown.
    virtual void refresh() {}

    bool validatePage() override { return isComplete(); }
    void cleanupPage() override {} // keep what the user entered when going back

protected:
    void setHeading(const QString& heading, const QString& intro);
    QVBoxLayout* body() const { return m_body; }
    AdvisorState& state() const { return m_state; }

private:
    AdvisorState& m_state;
    QLabel* m_progress = nullptr;
    QProgressBar* m_progressBar = nullptr;
    QLabel* m_heading = nullptr;
    QLabel* m_intro = nullptr;
    QVBoxLayout* m_body = nullptr;
};

/// One yes/no question of the flowchart (any but WithinBudget).
class WizardQuestionPage : public AdvisorPage {
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

/// The budget for all GPUs and the GPU count; shows every budget question the path asks with the
/// catalog's price, and asks directly where the catalog has no price.
class WizardBudgetPage : public AdvisorPage {
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

/// How much memory a GPU needs: the guide's default, a use case, a model's size, a language model
/// to run (the LLM planner decides which cards hold it) or a stated figure; the display extra,
/// 8-bit inference and used cards. On the language-model paths the language model is the default.
class WizardMemoryPage : public AdvisorPage {
    Q_OBJECT
public:
    explicit WizardMemoryPage(AdvisorState& state, QWidget* parent = nullptr);
    void initializePage() override;
    void refresh() override { updateResult(); }

private:
    enum Mode { PathDefault, FromUseCase, FromModel, Stated, FromLanguageModel };
    /// The language-model row: preset, weight format, context and task.
    QLayout* createLanguageModelRow();
    /// The planner's workload from the row.
    LlmWorkload languageModelWorkload() const;
    void writeAnswers();
    void updateResult();
    void setMode(Mode mode);

    QButtonGroup* m_modes = nullptr;
    QRadioButton* m_default = nullptr;
    QComboBox* m_useCase = nullptr;
    QDoubleSpinBox* m_parameters = nullptr;
    QComboBox* m_precision = nullptr;
    QComboBox* m_training = nullptr;
    QDoubleSpinBox* m_statedGb = nullptr;
    QComboBox* m_llmModel = nullptr;
    QComboBox* m_llmWeights = nullptr;
    QSpinBox* m_llmContext = nullptr;
    QComboBox* m_llmTask = nullptr;
    std::vector<LlmModel> m_llmPresets;
    QCheckBox* m_display = nullptr;
    QCheckBox* m_accept8Bit = nullptr;
    QCheckBox* m_allowUsed = nullptr;
    QLabel* m_result = nullptr;
    QLabel* m_breakdown = nullptr;
    bool m_loading = false;
};

/// Organisations: GPUs in the cluster, GPUs per machine (R11), the GPU budget of the whole
/// cluster, how busy it is, and whether GeForce cards are allowed (R7), with the cluster advice
/// (R5, R10) as it will read, naming the catalog's best cards of today.
class WizardClusterPage : public AdvisorPage {
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
