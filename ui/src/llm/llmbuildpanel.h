#pragma once

// One build in detail on the LLM planner page: the memory it needs part by part against the
// memory it has (a stacked bar and, in words, the spare or missing GB), and its speeds (decode
// for all users and per user, prefill, time to first token), each an estimate with its typical
// error and, where llama.cpp measured the card, model and format, the measurement beside it. A
// build that spills into the computer's RAM shows its split and what would speed it up most.

#include "gpuadvisor/core/llm/llmcalibration.h"
#include "gpuadvisor/core/llm/llmplanner.h"

#include <QWidget>

class QChartView;
class QLabel;

namespace gpuadvisor {

class LlmMemoryChart;

class LlmBuildPanel : public QWidget {
    Q_OBJECT
public:
    explicit LlmBuildPanel(QWidget* parent = nullptr);

    /// What the panel shows: `count` of `gpu` planned for `workload`.
    struct Build {
        const Gpu* gpu = nullptr;
        int count = 1;
        LlmPlan plan;
        LlmWorkload workload;
        const LlmMeasurement* measuredDecode = nullptr;  ///< One card of it, the model and format.
        const LlmMeasurement* measuredPrefill = nullptr; ///< Likewise.
    };
    void showBuild(const Build& build);
    /// No build to show, and why.
    void showNothing(const QString& reason);

private:
    void showSpeed(const Build& build);

    LlmMemoryChart* m_memoryChart = nullptr;
    QChartView* m_memoryView = nullptr;
    QLabel* m_fit = nullptr;
    QLabel* m_parts = nullptr;
    QLabel* m_offload = nullptr; ///< The split between GPU and RAM, and what helps most.
    QWidget* m_speeds = nullptr;
    QLabel* m_speedNote = nullptr;
    QLabel* m_decode = nullptr;
    QLabel* m_decodePerUser = nullptr;
    QLabel* m_prefill = nullptr;
    QLabel* m_firstToken = nullptr;
    QLabel* m_firstTokenLabel = nullptr;
};

} // namespace gpuadvisor
