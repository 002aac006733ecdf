#pragma once

// The LLM planner page's inputs: the model (a preset or a size typed in) and its weight and KV
// cache formats, its use (context, prompt, concurrent users, task, multi-GPU split, flash
// attention), the computer (its RAM, where a model too big for the GPUs spills) and the search
// (GPUs per build, the speed wanted), read into an LlmWorkload.

#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/db/llmdata.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gpuadvisor {

class LlmInputsPanel : public QWidget {
    Q_OBJECT
public:
    /// Loads the model presets (shipped and the user's) and reads the inputs' first workload.
    explicit LlmInputsPanel(QWidget* parent = nullptr);

    /// The last good inputs: while the custom size is not a parameter count, the model of the
    /// last good one.
    const LlmWorkload& workload() const { return m_workload; }
    /// Each card is tried on 1 up to this many GPUs.
    int maxGpus() const;
    /// Decode speed of all users together that the cheapest build must reach.
    int targetTokensPerSecond() const;

signals:
    /// An input of the workload changed; workload() has read it.
    void workloadChanged();
    /// Max GPUs changed, sent before the workloadChanged it also brings.
    void maxGpusChanged(int maxGpus);
    void targetChanged(int tokensPerSecond);

private:
    void connectInputs();
    /// Reads the inputs into the workload; a custom size that is not a parameter count shows an
    /// error and leaves the model as it was.
    void readWorkload();

    LlmPresets m_presets;
    LlmWorkload m_workload;
    /// The prompt is the whole context until the user sets it.
    bool m_promptFollowsContext = true;

    QComboBox* m_model = nullptr;
    QLineEdit* m_customSize = nullptr;
    QLabel* m_customSizeError = nullptr;
    QLabel* m_modelNote = nullptr;
    QComboBox* m_weights = nullptr;
    QComboBox* m_kvCache = nullptr;
    QCheckBox* m_flashAttention = nullptr;
    QSpinBox* m_context = nullptr;
    QSpinBox* m_prompt = nullptr;
    QSpinBox* m_users = nullptr;
    QComboBox* m_task = nullptr;
    QComboBox* m_split = nullptr;
    QSpinBox* m_ramGb = nullptr;     ///< 0: not counted, no offload.
    QComboBox* m_platform = nullptr; ///< memoryPlatforms() by key.
    QSpinBox* m_cpuShare = nullptr;  ///< Percent of the RAM's bandwidth the CPU reaches.
    QSpinBox* m_maxGpus = nullptr;
    QSpinBox* m_target = nullptr;
};

} // namespace gpuadvisor
