#include "wizard/reportsections.h"

#include "gpuadvisor/text/answertext.h"

namespace gpuadvisor::report {

ReportSection waysOutSection(const Recommendation& recommendation, const text::AnswerTextContext& context) {
    ReportSection section;
    section.key = QStringLiteral("waysOut");
    section.title = AdvisorReport::tr("Ways out");
    const auto& ways = recommendation.answer.waysOut;
    if (ways.empty()) {
        section.warning = AdvisorReport::tr("Nothing in the catalog does it, even on several cards, in fewer "
                                            "bits or in the cloud.");
        return section;
    }
    for (const WayOut& way : ways) {
        section.paragraphs << QStringLiteral("• ") + text::wayOutText(way, context);
    }
    if (recommendation.answer.cardsToOpen() != nullptr) {
        section.notes << AdvisorReport::tr(
            "Compare and Build Checker open the first way out that buys cards.");
    }
    return section;
}

} // namespace gpuadvisor::report
