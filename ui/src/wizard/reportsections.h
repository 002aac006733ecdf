#pragma once

// The parts of the recommendation report, shared by the files that build it: the translation
// context of the report's own words, the wording they share, and one builder per section.

#include "wizard/recommendationreport.h"

#include "gpuadvisor/text/answertext.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/pricetext.h"

#include <QCoreApplication>
#include <QString>

namespace gpuadvisor {

/// The translation context of the report's own words (the advisor's prose is AdvisorText's).
class AdvisorReport {
    Q_DECLARE_TR_FUNCTIONS(AdvisorReport)
};

namespace report {

// The wording the sections share (reportwording.cpp).
using text::isoDate;
QString number(double value, int decimals);
QString percent(double share);
QString gigabytes(double gb);
QString priceText(const PriceObservation& price, const ReportContext& context);
QString candidateName(const PickCandidate& candidate);
/// "2 x RTX 3090 (used)" for a build of several, the card's name for one.
QString buildName(const PickCandidate& candidate);

// What to buy (reportbuysections.cpp).
ReportSection pickSection(const Recommendation& recommendation, const AdvisorAnswers& answers,
                          const ReportContext& context, LeafAction action);
ReportSection machineSection(const PickCandidate& cards, int count, Chassis chassis);
ReportSection guideSection(const Recommendation& recommendation, const ReportContext& context,
                           bool serverMix);
/// When nothing fits: what would do it instead (reportwaysout.cpp).
ReportSection waysOutSection(const Recommendation& recommendation, const text::AnswerTextContext& context);

// Renting and scaling up (reportcloudcluster.cpp).
ReportSection cloudSection(const Recommendation& recommendation, const ReportContext& context);
ReportSection clusterSection(const ClusterAdvice& advice, const ClusterCards& cards,
                             const AdvisorAnswers& answers);

// The memory need and the path through the guide (reportmemorypath.cpp).
ReportSection memorySection(const Recommendation& recommendation, const AdvisorAnswers& answers);
ReportSection pathSection(const Recommendation& recommendation, const AdvisorAnswers& answers,
                          const text::PriceAgeRule& priceAge);

} // namespace report

} // namespace gpuadvisor
