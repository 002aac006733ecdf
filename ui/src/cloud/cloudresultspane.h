#pragma once

// The cloud page's results beside the chart, in words: buy or rent (the break-even, the totals,
// how the cloud is priced against the desktop, the rule of thumb, C6) and the desktop's energy
// and CO2 (C9).

#include "cloud/cloudtime.h"

#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/cost/carbon.h"
#include "gpuadvisor/core/cost/electricity.h"

#include <QScrollArea>
#include <QString>

#include <optional>

class QLabel;

namespace gpuadvisor {

/// What the page compared, for the words about it.
struct CloudResults {
    DesktopVersusCloud input; ///< The cloud priced for as many GPUs as the desktop has.
    std::optional<double> breakEven;
    int yearsShown = 1; ///< The chart's years.
    double ownershipYears = 0;
    double ownershipUsd = 0; ///< The desktop over the purchase context's years.
    Date asOf;
    const CloudOffer* offer = nullptr; ///< nullptr without an offer.
    const Gpu* gpu = nullptr;          ///< The desktop's card; nullptr without one.
    QString cardName;                  ///< The desktop's card, or "no card".
    int desktopGpus = 1;
    int offerGpus = 1;
    double instancePerHour = 0;
    double perGpuHour = 0;
    EnergyAndCarbon energy;
    QString utilizationText; ///< The utilisation in per cent, as the page shows it.
    double busyWatts = 0;
    double gramsPerKwh = 0;
    QString gridName;
};

/// A scroll area (it gives the word-wrapped labels the height they need at any width, and
/// scrolls rather than clips when the window is short) holding both boxes.
class CloudResultsPane : public QScrollArea {
    Q_OBJECT
public:
    explicit CloudResultsPane(QWidget* parent = nullptr);

    void showResults(const CloudResults& results);

private:
    QLabel* m_breakEven = nullptr;
    QLabel* m_totals = nullptr;
    QLabel* m_perGpu = nullptr;
    QLabel* m_ruleOfThumb = nullptr;
    QLabel* m_energy = nullptr;
    QLabel* m_carbonNote = nullptr;
};

} // namespace gpuadvisor
