#pragma once

// The cloud-vs-desktop page: a desktop build (a catalog card times a count, plus the machine
// around it) against a cloud offer from the catalog, at a chosen utilisation (seed facts C4, C5):
// two cumulative cost curves with the break-even marked, the rule of thumb (C6), and the
// desktop's energy and CO2 per year at a chosen grid intensity (C9).

#include "gpuadvisor/core/cost/carbon.h"
#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shared/chartsettings.h"

#include <QString>
#include <QWidget>

#include <memory>
#include <optional>

namespace gpuadvisor {

class CloudPage : public QWidget {
    Q_OBJECT
public:
    explicit CloudPage(QWidget* parent = nullptr);
    ~CloudPage() override;

    /// Shows a (re)loaded catalog; keeps the chosen card and offer if they still exist.
    void setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot);
    /// The purchase context: prices as of a day and in a condition, the years of ownership, and
    /// the electricity price and utilisation, which the page's controls show (a change of those two
    /// in `settings` sets them; the page's own edits are ownershipEdited()).
    void setSettings(const ChartSettings& settings);
    /// Picks the desktop's card and number of cards, and refills its price and watts.
    void setDesktopCard(const QString& name, int count);

    /// True while the offer is the like-for-like one (an offer of the desktop's card, else the
    /// nearest in performance) and follows the desktop's card and count; false once the user
    /// picked one. Setting true chooses the like-for-like offer now.
    bool offerFollowsDesktop() const;
    void setOfferFollowsDesktop(bool follows);
    /// Which offer is compared and why: "Same card as your desktop: ...", "No cloud offer of the
    /// RTX 3090; nearest in performance: ...", or "Your pick; ...".
    QString offerChoiceText() const;

    /// What the page compares now: the desktop, and the cloud priced for as many GPUs as the
    /// desktop has.
    DesktopVersusCloud comparison() const;
    /// What the desktop costs owned over the purchase context's years (price and electricity).
    double ownershipCostUsd() const;
    /// The break-even in days, or std::nullopt when the desktop never pays off.
    std::optional<double> breakEven() const;
    /// The desktop's energy, electricity cost and CO2 per year.
    EnergyAndCarbon energy() const;

    static constexpr int maximumGpuCount = maxGpusPerMachine;
    static constexpr int defaultHorizonYears = 3;

signals:
    /// The user changed the electricity price or the utilisation here: the purchase context's.
    void ownershipEdited(double kwhPriceUsd, double utilization);

private:
    struct Private;
    void createControls();
    void fillDesktopCombo();
    void fillOfferCombo();
    /// Works out the like-for-like offer and, unless the user picked one, selects it (with its
    /// price) when it is another than the current one, or always when `force`.
    void chooseLikeForLikeOffer(bool force = false);
    /// Sets the desktop's price to its cards' newest price and the machine around them, and says so.
    void prefillDesktopPrice();
    /// The note under the desktop's price: what the prefilled price is made of.
    void describeDesktopPrice();
    void prefillDesktopWatts();
    void refresh();

    std::unique_ptr<Private> d;
};

} // namespace gpuadvisor
