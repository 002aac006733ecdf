#pragma once

// The build page: the build checker live. Cards from the catalog with their counts and
// overrides, the rest of the machine in a form on the left; on the right the findings (problems
// first, each with an icon, its severity in colour and in words), a bar of the power draw
// against the power supply and the outlet, and what the build adds up to (GPU memory, training
// throughput, cost of ownership). Builds are saved in and loaded from the user's catalog.

#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/core/build/buildsummary.h"
#include "gpuadvisor/ui/build/buildcontext.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shared/chartsettings.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

namespace gpuadvisor {

class Catalog;

class BuildPage : public QWidget {
    Q_OBJECT
public:
    explicit BuildPage(QWidget* parent = nullptr);
    ~BuildPage() override;

    /// The cards to pick from. Cards of the build are looked up again by name (catalog edits
    /// apply); cards no longer in the catalog leave the build and a notice says so.
    void setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot);
    /// Reference card and workload (training throughput), prices and ownership (the summary):
    /// the purchase context prices the cards new or used.
    void setSettings(const ChartSettings& settings);
    /// The condition the cards are priced in: the purchase context's.
    Condition priceCondition() const;
    /// Shows a hand-off's build: the machine set up for it (an organisation's server:
    /// withContext) with only its cards. "Remove all" brings back the machine as it was before.
    void openHandOff(const BuildContext& context);
    /// The machine (no cards) "Remove all" brings back, while a hand-off's build is shown.
    std::optional<BuildSpec> machineBeforeHandOff() const;
    void setMachineBeforeHandOff(const std::optional<BuildSpec>& machine);
    /// Where builds are saved; nullptr disables saving and loading. Not owned.
    void setCatalog(Catalog* catalog);

    /// Adds `count` of the card (exact catalog name, else ignoring case and spaces), up to
    /// maxGpusPerMachine in all. False if the card is unknown or the build is full.
    bool addGpu(const QString& name, int count = 1);
    /// Shows `spec`: its cards (consecutive identical ones as one row) and every control.
    void setBuild(const BuildSpec& spec);
    /// The build the controls describe, one entry per GPU.
    BuildSpec build() const;
    /// The checker's findings for build(), most severe first (empty without cards).
    std::vector<Finding> findings() const;
    /// What build() adds up to; std::nullopt without cards or catalog.
    std::optional<BuildSummary> summary() const;

    /// Saves the build under the name in the name field (asks before replacing one), loads the
    /// build of that name, or deletes it (asks first). Errors are shown in a message box.
    void saveBuild();
    void loadBuild();
    void deleteBuild();
    /// Sets every card's power limit to the advised one (advisePowerLimits) and checks again.
    void applyAdvisedPowerLimits();

signals:
    /// After any change of the build (a card, an override or a control) and its new findings.
    void buildChanged();

private:
    QWidget* createControls();
    QWidget* createResults();
    void connectControls();
    void refresh();
    void fillGpuCombo();

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace gpuadvisor
