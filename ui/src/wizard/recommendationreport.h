#pragma once

// The advisor's result as sections of translated text and small tables: what the wizard's result
// page shows and what "Export..." writes as plain text, built once from the core's Recommendation.

#include "gpuadvisor/core/advice/advisor.h"
#include "gpuadvisor/core/advice/cardcatches.h"
#include "gpuadvisor/core/advice/guideclaims.h"

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
    QString key; ///< "waysOut", "pick", "guide", "cloud", "cluster", "fourSteps", "memory", "path".
    QString title;
    QString warning; ///< A highlighted sentence; empty when none.
    QStringList paragraphs;
    ReportTable table;
    QStringList notes; ///< Small print under the table.
};

/// What the report needs besides the recommendation.
struct ReportContext {
    Date asOf{};
    /// Where the cards will run: an organisation's server chassis or a desktop case (a card's
    /// catches depend on it).
    Chassis chassis = Chassis::Workstation;
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
    /// The one answer: "Buy RTX 3080 Ti (used)", "Rent ...", or that nothing fits.
    QString title;
    /// Why: the guide's leaf and how today's prices bear on it.
    QString reason;
    /// What the answer's card comes with: server only, one market only, an old price.
    QStringList catches;
    QString leafReason; ///< Why the guide's flowchart ends where it does.
    QString facts;      ///< "Seed facts: R13, M1".
    /// Where measured data disagree with a cited fact (R1, P13), one sentence each with the
    /// numbers; empty when none does.
    QString factNotes;
    QString context; ///< Day of the prices, ownership assumptions, reference card.
    std::vector<ReportSection> sections;

    const ReportSection* section(const QString& key) const;
    /// The whole report as plain text, for the ".txt" export.
    QString toPlainText() const;
};

RecommendationReport buildReport(const Recommendation& recommendation, const AdvisorAnswers& answers,
                                 const ReportContext& context);

/// Where the memory need comes from, and the display extra when it applies (M1-M3): one or two
/// sentences for the memory page and the report. A language model's estimate is shared over
/// `gpus` cards (the pick's count), so its parts add up to the need shown beside it.
QString memoryDetails(const AdvisorAnswers& answers, MemorySource source, int gpus);

/// Whether the user chooses between 8-bit and 16-bit inference (R3, step 2): individuals who run
/// models rather than train them.
bool asksEightBit(const AdvisorAnswers& answers);

/// The cards the result's machine and "Open in Build Checker" are for: the answer's (or its first
/// way out that buys cards), else the live pick's first when the answer rents (what the page
/// shows under "If you buy a card anyway"); nullptr when there is none.
const PickCandidate* cardsToBuild(const Recommendation& recommendation, int* count);

/// "24.0 GB".
QString gigabytesText(double gb);

/// The live pick and up to two alternatives: the best-ranked candidates of different cards.
std::vector<const PickCandidate*> pickAndAlternatives(const LivePick& pick);

/// The pick, the alternatives and the guide's card as unique catalog names, at most four;
/// empty when there are fewer than two.
QStringList compareCardNames(const Recommendation& recommendation);

} // namespace gpuadvisor
