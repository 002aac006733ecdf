#pragma once

// The LLM planner page's chart: each card's decode speed on the fewest GPUs that hold the model
// (or per 1,000 of card price), the caption under it that says what it leaves out, and its export.

#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/ui/charts/chartexport.h"
#include "gpuadvisor/ui/shared/chartsettings.h"
#include "llm/llmtables.h"

#include <QWidget>

class QChartView;
class QCheckBox;
class QLabel;
class QPushButton;
class QScrollArea;

namespace gpuadvisor {

class LlmSpeedChart;

class LlmChartPanel : public QWidget {
    Q_OBJECT
public:
    explicit LlmChartPanel(QWidget* parent = nullptr);

    /// Charts `plan` of the catalog for `workload`, its cards priced as `settings` say.
    void showPlan(const LlmCatalogPlan& plan, const LlmWorkload& workload, const ChartSettings& settings);
    /// Marks the bar of the build shown in detail ("RTX 3090 ×2"; empty marks none).
    void setHighlighted(const QString& label);
    /// The chart's numbers and words, as drawn.
    const LlmSpeedChartData& data() const { return m_chart; }

    /// Writes the chart to PNG, SVG or PDF, or its numbers to CSV, by the extension. Returns an
    /// empty string on success, else what went wrong.
    QString exportChart(const QString& filePath, const ChartExportOptions& options) const;

signals:
    /// "Per 1,000 of card price" was switched: the plan is to be shown again.
    void perPriceToggled();

private:
    void exportWithDialog();

    LlmSpeedChartData m_chart; ///< As drawn.
    QCheckBox* m_perPrice = nullptr;
    QPushButton* m_exportButton = nullptr;
    LlmSpeedChart* m_speedChart = nullptr;
    QChartView* m_speedView = nullptr;
    QScrollArea* m_speedScroll = nullptr;
    QLabel* m_chartCaption = nullptr;
};

} // namespace gpuadvisor
