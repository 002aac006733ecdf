#pragma once

// The compare page's table: one column per card, its rows (specs, the metrics estimated and
// measured, the cost of ownership, performance per money) grouped under section rows, the best
// value of each row marked.

#include "compare/comparedata.h"
#include "gpuadvisor/ui/shared/chartsettings.h"

#include <QTableWidget>

namespace gpuadvisor {

class CompareTable : public QTableWidget {
    Q_OBJECT
public:
    explicit CompareTable(QWidget* parent = nullptr);

    /// Shows `compared` as `settings` says: reference, workload, GPU count, prices, ownership.
    void showComparison(const CompareData& compared, const ChartSettings& settings);
    /// The row of a key (see ComparePage::rowOf), or -1 when not shown.
    int rowOf(const QString& key) const;
    /// Whether the cell is marked as the best of the compared cards.
    bool isMarkedBest(int row, int column) const;
    /// What the table needs to show every header and cell whole (after showComparison of cards).
    int neededWidth() const { return m_neededWidth; }

private:
    void fitColumns();

    int m_neededWidth = 0;
};

} // namespace gpuadvisor
