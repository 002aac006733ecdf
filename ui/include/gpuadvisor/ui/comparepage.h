#pragma once

// The compare page: two to four cards side by side (specs, every metric, cost of ownership),
// the better value of each row marked, and a grouped bar chart of their metrics.

#include "gpuadvisor/ui/catalogsnapshot.h"
#include "gpuadvisor/ui/chartsettings.h"

#include <QWidget>

#include <memory>

namespace gpuadvisor {

class ComparePage : public QWidget {
    Q_OBJECT
public:
    explicit ComparePage(QWidget* parent = nullptr);
    ~ComparePage() override;

    void setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot);
    /// Reference card, workload, prices and ownership assumptions come from the charts page.
    void setSettings(const ChartSettings& settings);
    /// Shows these cards (two to four; extra names are ignored, unknown ones dropped).
    void setCards(const QStringList& names);
    QStringList cards() const;

    static constexpr int minimumCards = 2;
    static constexpr int maximumCards = 4;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace gpuadvisor
