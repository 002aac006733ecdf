#pragma once

// The charts page: the guide's performance and perf/$ charts, live. Every control applies at
// once; hovering a bar explains it; clicking bars selects cards for the compare page. The
// keyboard does the same (chartview.h). Title, legend and value axis stay in view over the bars.

#include "gpuadvisor/ui/charts/chartdata.h"

#include <QSet>
#include <QWidget>

#include <array>
#include <memory>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QSpinBox;

namespace gpuadvisor {

class PerformanceChart;
class ChartView;
class ChartHeader;
class MoneyInput;

class ChartsPage : public QWidget {
    Q_OBJECT
public:
    explicit ChartsPage(QWidget* parent = nullptr);

    /// Shows a (re)loaded catalog; keeps the settings, and the reference card if it still exists.
    void setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot);

    ChartSettings settings() const { return m_settings; }
    /// Sets every control (and so the chart) to `settings`, its purchase context included.
    void applySettings(const ChartSettings& settings);
    /// Charts the cards in this purchase context (the window's context line), keeping the rest.
    void setContext(const PurchaseContext& context);
    /// Marks prices older than `months` as old from now on (the Preferences threshold).
    void setStalePriceMonths(int months);
    const ChartData& chartData() const { return m_data; }
    PerformanceChart* chart() const { return m_chart; }

    QStringList selectedCards() const;
    void setSelectedCards(const QStringList& names);

    /// Milliseconds the last recompute and redraw took.
    double lastUpdateMilliseconds() const { return m_lastUpdateMs; }

signals:
    void chartUpdated();
    void selectionChanged(const QStringList& cards);
    void compareRequested(const QStringList& cards);

private:
    QWidget* createControls();
    void readControls();
    void refresh();
    void toggleSelection(const QString& card);
    void fillReferenceCombo();

    std::shared_ptr<const CatalogSnapshot> m_snapshot;
    ChartSettings m_settings;
    ChartData m_data;
    QSet<QString> m_selected;
    double m_lastUpdateMs = 0;
    bool m_updatingControls = false;

    QComboBox* m_metric = nullptr;
    QCheckBox* m_perDollar = nullptr;
    QSpinBox* m_minMemory = nullptr;
    QComboBox* m_reference = nullptr;
    QCheckBox* m_segments[3] = {};
    std::array<QCheckBox*, allVendors.size()> m_vendors{}; ///< In allVendors' order.
    QCheckBox* m_includeUnsupported = nullptr;
    QLineEdit* m_search = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_compare = nullptr;
    ChartView* m_view = nullptr;
    ChartHeader* m_header = nullptr;      ///< Title, legend and value axis, over m_chartScroll.
    QScrollArea* m_chartScroll = nullptr; ///< Around m_view, which is as tall as its bars need.
    PerformanceChart* m_chart = nullptr;
};

} // namespace gpuadvisor
