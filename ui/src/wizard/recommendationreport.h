#pragma once

// The advisor's result as sections of translated text and small tables: what the wizard's result
// page shows and what "Export..." writes as plain text, built once from the core's Recommendation.

#include "gpuadvisor/core/advisor.h"
#include "gpuadvisor/core/guideclaims.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace gpuadvisor {

struct ReportTable {
    QStringList header;      ///< Empty: no table.
    QList<QStringList> rows; ///< One cell per header column.
    bool empty() const { return header.isEmpty(); }
};

struct ReportSection {
    QString key; ///< "pick", "guide", "cloud", "cluster", "fourSteps", "memory", "path".
    QString title;
    QString warning; ///< A highlighted sentence; empty when none.
    QStringList paragraphs;
    ReportTable table;
    QStringList notes; ///< Small print under the table.
};

/// What the report needs besides the recommendation.
struct ReportContext {
    Date asOf{};
    int stalePriceMonths = defaultStalePriceMonths; ///< Older prices are marked old.
    OwnershipAssumptions ownership;
    QString referenceName; ///< Empty when the catalog has no cards.
    bool hasCards = true;
    /// The guide's claims checked on the catalog (checkGuideClaims, checkPerDollarClaims): where
    /// a fact the result cites disagrees with measured data, the report says so.
    std::vector<GuideClaimCheck> figureChecks;
    std::vector<PerDollarClaimCheck> perDollarChecks;
};

struct RecommendationReport {
    QString title;  ///< The leaf's title.
    QString reason; ///< Why the chart ends there.
    QString facts;  ///< "Seed facts: R13, M1".
    /// Where measured data disagree with a cited fact (R1, P13), one sentence each with the
    /// numbers; empty when none does.
    QString factNotes;
    QString context; ///< Day of the prices, ownership assumptions, reference card.
    /// When today's prices make the guide's pick a poor deal (or none of its cards qualifies).
    QString guideWarning;
    std::vector<ReportSection> sections;

    const ReportSection* section(const QString& key) const;
    /// The whole report as plain text, for the ".txt" export.
    QString toPlainText() const;
};

RecommendationReport buildReport(const Recommendation& recommendation, const AdvisorAnswers& answers,
                                 const ReportContext& context);

/// Where the memory need comes from, and the display extra when it applies (M1-M3): one or two
/// sentences for the memory page and the report.
QString memoryDetails(const AdvisorAnswers& answers, MemorySource source);

/// Whether the user chooses between 8-bit and 16-bit inference (R3, step 2): individuals who run
/// models rather than train them.
bool asksEightBit(const AdvisorAnswers& answers);

/// "24.0 GB".
QString gigabytesText(double gb);

/// The live pick and up to two alternatives: the best-ranked candidates of different cards.
std::vector<const PickCandidate*> pickAndAlternatives(const LivePick& pick);

/// The pick, the alternatives and the guide's card as unique catalog names, at most four;
/// empty when there are fewer than two.
QStringList compareCardNames(const Recommendation& recommendation);

} // namespace gpuadvisor
