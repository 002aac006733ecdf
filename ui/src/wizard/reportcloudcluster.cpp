// Renting and scaling up: the cloud offers to rent, and the cluster advice for organisations.

#include "wizard/reportsections.h"

#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/pricetext.h"

#include <algorithm>

namespace gpuadvisor::report {
namespace {

constexpr int shownCloudOffers = 5;

} // namespace

ReportSection cloudSection(const Recommendation& recommendation, const ReportContext& context) {
    ReportSection section;
    section.key = QStringLiteral("cloud");
    section.title = AdvisorReport::tr("Cloud GPUs to rent");
    const bool together = recommendation.memoryIsTotal;
    if (recommendation.cloud.empty()) {
        section.warning =
            together ? AdvisorReport::tr("The catalog has no cloud offer by %1 whose GPUs hold %2 together.")
                           .arg(isoDate(context.asOf), gigabytes(recommendation.totalMemoryGb))
                     : AdvisorReport::tr("The catalog has no cloud offer by %1 with %2 per GPU.")
                           .arg(isoDate(context.asOf), gigabytes(recommendation.memoryGb));
        return section;
    }
    section.paragraphs << (together
                               ? AdvisorReport::tr("Offers whose GPUs hold %1 together, cheapest per unit "
                                                   "of performance first.")
                                     .arg(gigabytes(recommendation.totalMemoryGb))
                               : AdvisorReport::tr("Offers whose GPUs have at least %1, cheapest per unit "
                                                   "of performance first.")
                                     .arg(gigabytes(recommendation.memoryGb)));
    section.table.header = {AdvisorReport::tr("Provider"), AdvisorReport::tr("Instance"),
                            AdvisorReport::tr("GPU"), AdvisorReport::tr("Per GPU-hour"),
                            AdvisorReport::tr("Performance per %1/hour").arg(text::currencySymbol())};
    const std::size_t shown = std::min<std::size_t>(recommendation.cloud.size(), shownCloudOffers);
    for (std::size_t index = 0; index < shown; ++index) {
        const CloudCandidate& offer = recommendation.cloud[index];
        const bool free = offer.usdPerGpuHour <= 0;
        section.table.rows.append(
            {QString::fromStdString(offer.offer->provider), QString::fromStdString(offer.offer->instance),
             together ? AdvisorReport::tr("%1 x %2")
                            .arg(offer.offer->gpuCount)
                            .arg(QString::fromStdString(offer.gpu->name))
                      : QString::fromStdString(offer.gpu->name),
             free ? AdvisorReport::tr("Free") : text::money(offer.usdPerGpuHour, 2),
             free ? QStringLiteral("—") : number(text::perDisplayUnit(offer.performancePerDollarHour), 2)});
    }
    section.notes << AdvisorReport::tr("Newest offer of each instance by %1.").arg(isoDate(context.asOf));
    if (recommendation.cloud.size() > shown) {
        section.notes << AdvisorReport::tr("Offers not shown: %1.")
                             .arg(static_cast<int>(recommendation.cloud.size() - shown));
    }
    return section;
}

ReportSection clusterSection(const ClusterAdvice& advice, const ClusterCards& cards,
                             const AdvisorAnswers& answers) {
    ReportSection section;
    section.key = QStringLiteral("cluster");
    section.title = AdvisorReport::tr("Scaling up");
    const int perMachine = std::max(answers.flow.gpuCount, 1);
    section.paragraphs << AdvisorReport::tr("GPUs in the cluster: %1.").arg(advice.gpus) + QLatin1Char(' ') +
                              text::clusterAdviceText(advice, text::clusterCardNames(cards));
    QString machine = AdvisorReport::tr("GPUs per machine: %1.").arg(perMachine);
    for (const TrainingScale scale : {TrainingScale::SmallDatasets, TrainingScale::TwoRuns,
                                      TrainingScale::MediumDatasets, TrainingScale::ReproducePapers}) {
        if (gpusForScale(scale) == perMachine) {
            machine += QLatin1Char(' ') + AdvisorReport::tr("%1 (R11).").arg(text::trainingScaleLabel(scale));
        }
    }
    section.paragraphs << machine;
    if (!advice.consumerCardsAllowed) {
        section.notes << AdvisorReport::tr(
            "GeForce cards are left out of the pick: their licence bars them from "
            "data centres (R7).");
    }
    return section;
}

} // namespace gpuadvisor::report
