#pragma once

// The LLM planner page: pick or describe a language model, its weight and KV cache formats, the
// context, the users served at once and the task, and see live which cards hold it on how many
// GPUs and how fast they decode (a bar chart, or per 1,000 of card price), one build in detail
// (memory part by part, speeds next to llama.cpp measurements where there are some), the cheapest
// build that reaches a target speed, and that build's cost per million tokens against the cloud.
// Every number is the LLM planner's (core/llmplanner.h), computed from the catalog snapshot.

#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/ui/charts/chartexport.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shared/chartsettings.h"

#include <QString>
#include <QWidget>

#include <memory>
#include <string_view>

namespace gpuadvisor {

struct LlmSpeedChartData;

class LlmPlannerPage : public QWidget {
    Q_OBJECT
public:
    explicit LlmPlannerPage(QWidget* parent = nullptr);
    ~LlmPlannerPage() override;

    /// Plans a (re)loaded catalog; keeps the build's card when it is still there.
    void setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot);
    /// Card prices (condition, as-of day, when they are old) and the ownership assumptions
    /// (years, electricity, utilisation) come from the purchase context.
    void setSettings(const ChartSettings& settings);

    /// What the results are for: the inputs, or while the custom size is not a parameter count,
    /// the model of the last good one.
    LlmWorkload workload() const;
    /// The tokens/s chart's numbers and words, as drawn.
    const LlmSpeedChartData& chartData() const;
    /// The build shown in detail: its card (empty for none) and count.
    QString buildCard() const;
    int buildCount() const;

    /// Writes the tokens/s chart to PNG, SVG or PDF, or its numbers to CSV, by the extension.
    /// Returns an empty string on success, else what went wrong.
    QString exportChart(const QString& filePath, const ChartExportOptions& options) const;

    /// The model the page starts with: a 32B model at 4 bits, as the wizard's language-model path.
    static constexpr std::string_view defaultModelKey = "qwen2.5-32b";

private:
    struct Private;
    /// The build shown in detail, the cheapest build that reaches the target and that build
    /// against the cloud; the inputs (llm/llminputspanel.h) and the chart (llm/llmchartpanel.h)
    /// are panels of their own.
    QWidget* createDetails();
    void connectParts();
    /// Everything again: the catalog planned for the workload, then every result.
    void replan();
    void refreshChart();
    void refreshBuild();
    void refreshCheapest();
    /// Puts the best bar's card and count in the build picker while the user has not picked one.
    void followBestBar();
    void fillCardCombo();

    std::unique_ptr<Private> d;
};

} // namespace gpuadvisor
