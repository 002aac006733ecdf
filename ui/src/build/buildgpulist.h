#pragma once

// The cards of the build page: one row per run of identical cards, with editors for the count,
// the power limit, the cooler and the slot width (the overrides of BuildGpu) and a remove button.

#include "gpuadvisor/core/build/buildcheck.h"

#include <QTableWidget>

#include <optional>
#include <vector>

namespace gpuadvisor {

/// One row: `count` of the card with the same overrides.
struct BuildEntry {
    Gpu gpu;
    int count = 1;
    std::optional<double> powerLimitWatts;
    std::optional<Cooler> cooler;
    std::optional<int> slotWidth;

    BuildGpu buildGpu() const { return BuildGpu{gpu, powerLimitWatts, cooler, slotWidth}; }
    bool sameSetup(const BuildGpu& other) const {
        return gpu.name == other.gpu.name && powerLimitWatts == other.powerLimitWatts &&
               cooler == other.cooler && slotWidth == other.slotWidth;
    }
};

/// The build's GPUs, one per card, from the rows.
std::vector<BuildGpu> expandEntries(const std::vector<BuildEntry>& entries);
/// Consecutive GPUs with the same card and overrides as one row.
std::vector<BuildEntry> groupGpus(const std::vector<BuildGpu>& gpus);

/// Translated name of a cooler design.
QString coolerName(Cooler cooler);

class BuildGpuList : public QTableWidget {
    Q_OBJECT
public:
    enum Column { CardColumn, CountColumn, PowerLimitColumn, CoolerColumn, SlotsColumn, RemoveColumn };

    explicit BuildGpuList(QWidget* parent = nullptr);

    /// Replaces the rows (and their editors).
    void setEntries(std::vector<BuildEntry> entries);
    const std::vector<BuildEntry>& entries() const { return m_entries; }
    int gpuCount() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    /// After the user changed a count or an override, or removed a row.
    void entriesChanged();

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void rebuild();
    void removeEntry(int row);
    void updateLimits();
    void updateSlotEditor(int row);

    std::vector<BuildEntry> m_entries;
};

} // namespace gpuadvisor
