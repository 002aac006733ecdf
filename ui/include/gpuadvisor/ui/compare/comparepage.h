#pragma once

// The compare page: two to four cards side by side (specs, every metric estimated and, where the
// catalog has them, measured, cost of ownership), the better value of each row marked, and a
// grouped bar chart of their estimated metrics.

#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shared/chartsettings.h"

#include <QList>
#include <QWidget>

#include <memory>

class QTableWidget;

namespace gpuadvisor {

struct CompareData;

class ComparePage : public QWidget {
    Q_OBJECT
public:
    explicit ComparePage(QWidget* parent = nullptr);
    ~ComparePage() override;

    void setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot);
    /// The purchase context (workload, GPU count, prices, ownership) and the charts page's
    /// reference card.
    void setSettings(const ChartSettings& settings);
    /// Shows these cards (two to four; extra names are ignored, unknown ones dropped).
    void setCards(const QStringList& names);
    QStringList cards() const;

    /// The comparison table: one column per card, rows grouped under section rows.
    QTableWidget* table() const;
    /// The table row of a key, or -1 when not shown. Keys: "colour" (each card's chart colour),
    /// "architecture", "memory",
    /// "memoryType", "bandwidth", "sms", "fp16", "fp8", "l2", "power", "slots", "pcie", "nvlink",
    /// "releaseYear", "performance.<metric>" (estimated), "measured.<metric>" (measured against
    /// the same reference, one GPU each; not shown when the reference is unknown), "price",
    /// "priceDate", "cardsCost", "system", "electricity", "total", "perDollar.<metric>", with
    /// <metric> as toString(Metric), e.g. "performance.training16".
    int rowOf(const QString& key) const;
    /// Whether the cell is marked as the best of the compared cards.
    bool isMarkedBest(int row, int column) const;
    /// What the chart draws: one list per card in the order of cards(), each with one value per
    /// metric (8-bit inference, 16-bit inference, 16-bit training): relative performance, or
    /// performance per $1,000 of ownership while that is chosen (0 where there is none).
    QList<QList<qreal>> chartValues() const;
    /// The chart's legend entries, one per card in the order of cards().
    QStringList chartLegend() const;

    static constexpr int minimumCards = 2;
    static constexpr int maximumCards = 4;

private:
    void fillPickers();
    void refresh();
    /// The table (compare/comparetable.h) and the assumptions line under it.
    void fillTable(const CompareData& compared);
    void fillChart(const CompareData& compared);

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace gpuadvisor
