#pragma once

// The explainer page: why tensor cores and asynchronous copies matter, with the guide's cycle
// count of a 32x32 matrix-multiply tile (seed facts P3, P4) recomputed from editable latencies;
// and the guide's first-order speed estimate between two cards from their memory bandwidth
// (P6), raised for larger shared memory and newer tensor cores (P7).

#include "gpuadvisor/core/model/bandwidthestimate.h"
#include "gpuadvisor/core/model/matmulcycles.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"

#include <QWidget>

#include <memory>
#include <optional>

namespace gpuadvisor {

class ExplainerPage : public QWidget {
    Q_OBJECT
public:
    explicit ExplainerPage(QWidget* parent = nullptr);
    ~ExplainerPage() override;

    /// Shows a (re)loaded catalog in the card pickers; keeps the picked cards if they still exist.
    void setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot);

    /// The latencies the spin boxes hold, and the totals computed from them.
    MatmulLatencies latencies() const;
    MatmulCycles cycles() const;
    /// The estimate between the two picked cards, or std::nullopt while one is missing or has no
    /// bandwidth figure.
    std::optional<BandwidthEstimate> bandwidth() const;

private:
    struct Private;
    void createCycleControls(QWidget* box);
    void createBandwidthControls(QWidget* box);
    void fillCardCombos();
    void syncPreset();
    void refreshCycles();
    void refreshBandwidth();

    std::unique_ptr<Private> d;
};

} // namespace gpuadvisor
