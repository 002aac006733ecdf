#pragma once

#include "wizard/wizardpage.h"

#include <vector>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLayout;
class QRadioButton;
class QSpinBox;

namespace gpuadvisor {

/// How much memory a GPU needs: the guide's default, a use case, a model's size, a language model
/// to run (the LLM planner decides which cards hold it) or a stated figure; the display extra,
/// 8-bit inference and used cards. On the language-model paths the language model is the default.
class WizardMemoryPage : public WizardPage {
    Q_OBJECT
public:
    explicit WizardMemoryPage(AdvisorState& state, QWidget* parent = nullptr);
    void initializePage() override;
    void refresh() override { updateResult(); }

private:
    enum Mode { PathDefault, FromUseCase, FromModel, Stated, FromLanguageModel };
    /// The language-model rows: preset, weight format, context and task; the computer's RAM (a
    /// model too big for one card may spill into it: "one GPU + RAM").
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
    QSpinBox* m_llmRamGb = nullptr;     ///< The computer's RAM; 0: GPU memory only.
    QComboBox* m_llmPlatform = nullptr; ///< Its memory platform (memoryPlatforms()).
    std::vector<LlmModel> m_llmPresets;
    QCheckBox* m_display = nullptr;
    QCheckBox* m_accept8Bit = nullptr;
    QCheckBox* m_allowUsed = nullptr;
    QCheckBox* m_allowSpecificationOnly = nullptr;
    QLabel* m_result = nullptr;
    QLabel* m_breakdown = nullptr;
    bool m_loading = false;
};

} // namespace gpuadvisor
