#include "compare/comparedata.h"

#include "gpuadvisor/core/cost/ranking.h"
#include "gpuadvisor/core/model/measured.h"
#include "gpuadvisor/core/model/performance.h"
#include "gpuadvisor/core/model/scaling.h"
#include "gpuadvisor/text/currency.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuadvisor {

CompareData computeCompareData(const CatalogSnapshot& snapshot, const ChartSettings& settings,
                               const QStringList& names) {
    CompareData data;
    const Gpu* reference = snapshot.find(settings.referenceName);
    if (reference == nullptr) {
        data.error =
            QCoreApplication::translate("CompareData", "The reference card \"%1\" is not in the catalog.")
                .arg(QString::fromStdString(settings.referenceName));
    }
    const std::optional<SystemBaseCost> system = systemBaseCostFor(snapshot.systemCosts, settings.gpuCount);
    const std::vector<std::string>& measuredVendors = snapshot.measuredVendors(settings.workload);
    for (const QString& name : names) {
        const Gpu* gpu = snapshot.find(name.toStdString());
        if (gpu == nullptr) {
            continue;
        }
        CompareCard card;
        card.gpu = gpu;
        card.specificationOnly = !isOfVendor(*gpu, measuredVendors);
        card.price = snapshot.priceBook.latest(gpu->name, settings.condition, settings.asOf);
        if (card.price != nullptr && system) {
            card.cost =
                ownershipCost(*gpu, card.price->priceUsd, settings.gpuCount, *system, settings.ownership);
        }
        if (reference != nullptr) {
            const double speedup =
                multiGpuSpeedup(settings.gpuCount, scalingClassOf(*gpu), settings.workload);
            for (std::size_t metric = 0; metric < compareMetrics.size(); ++metric) {
                const PerformanceModel model(*reference, {compareMetrics[metric], settings.workload});
                const double relative = model.relative(*gpu) * speedup;
                // A device without compute figures is not rated (not rated 0).
                if (gpu->hasComputeFigures()) {
                    card.relative[metric] = relative;
                }
                card.measured[metric] = measuredEntries(snapshot.measured, *gpu, *reference,
                                                        compareMetrics[metric], settings.workload);
                if (card.cost && card.cost->totalUsd() > 0 && gpu->hasComputeFigures()) {
                    card.perThousandUsd[metric] = relative / card.cost->totalUsd() * 1000.0;
                }
            }
        }
        data.cards.push_back(card);
    }
    return data;
}

std::vector<std::size_t> bestIndices(const std::vector<std::optional<double>>& values, Better better) {
    std::vector<std::size_t> best;
    if (better == Better::None) {
        return best;
    }
    std::optional<double> target;
    for (const std::optional<double>& value : values) {
        if (value && (!target || (better == Better::Higher ? *value > *target : *value < *target))) {
            target = value;
        }
    }
    if (!target) {
        return best;
    }
    // Equal up to rounding noise counts as a tie.
    const double tolerance = 1e-9 * std::max(1.0, std::abs(*target));
    for (std::size_t index = 0; index < values.size(); ++index) {
        if (values[index] && std::abs(*values[index] - *target) <= tolerance) {
            best.push_back(index);
        }
    }
    return best;
}

std::optional<double> perThousandShown(const CompareCard& card, std::size_t metric) {
    const std::optional<double>& perThousandUsd = card.perThousandUsd[metric];
    return perThousandUsd ? std::optional<double>(text::perDisplayUnit(*perThousandUsd)) : std::nullopt;
}

} // namespace gpuadvisor
