#pragma once

// The words of the recommendation advisor: questions, answers with their reasons, leaves, memory
// use cases, verdicts and scale advice. Shared by the wizard and `gpu-advisor-cli recommend`, so
// both say the same thing, and translated (context "AdvisorText") like every other string.
// Qt Core only: the command line links it without the widgets.

#include "gpuadvisor/core/advice/advisor.h"
#include "gpuadvisor/core/advice/flowchart.h"
#include "gpuadvisor/core/advice/livepick.h"
#include "gpuadvisor/core/advice/memoryneed.h"
#include "gpuadvisor/core/advice/scaleadvice.h"
#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/text/currency.h" // money(), which the advisor's words use
#include "gpuadvisor/text/pricetext.h"

#include <QString>
#include <QStringList>

namespace gpuadvisor::text {

/// "RTX 3090 (used)" or "RTX 4090 (new)".
QString cardWithCondition(std::string_view gpu, Condition condition);
/// "RTX 3090 (used) or RTX 3090 Ti (used)".
QString cardAlternatives(std::span<const GuideCard> cards);
/// Joins seed fact ids for display: "R13, M1".
QString factList(std::span<const std::string_view> facts);

/// The question a node asks, e.g. "Within your budget: RTX 4090 (new)?".
QString questionText(const FlowNode& node);
/// One or two sentences on what the question means and why the chart asks it.
QString questionHelp(FlowQuestion question);
/// Why the step went the way it did: the user's answer, or the price against the budget (its
/// date marked "old" when `priceAge` says so).
QString stepReason(const FlowStep& step, const PriceAgeRule& priceAge);
/// "Yes" / "No".
QString yesNo(bool value);

/// Short title of a leaf: "Buy an RTX 4090", "Rent GPUs by the hour".
QString leafTitle(FlowLeaf leaf);
/// Why the chart ends there, in two or three sentences.
QString leafReason(FlowLeaf leaf);

/// A use case's label, e.g. "Image generation (Stable Diffusion and the like)".
QString useCaseLabel(UseCase useCase);
QString precisionLabel(Precision precision);
/// The estimate as a sum: "Weights 14.0 GB + gradients ... = 140.0 GB".
QString memoryBreakdown(const ModelMemoryEstimate& estimate);

/// "Llama 3 70B in Q4_K_M, 4,096-token context" (with users, or the fine-tuning method).
QString llmWorkloadText(const LlmWorkload& workload);
/// "weights 37.8 GB + KV cache 1.3 GB + ... = 39.8 GB" (GB as card makers count them, 2^30 bytes).
QString llmMemoryBreakdown(const LlmMemory& memory);

/// "Good deal: 93% of the best performance per dollar" and the like.
QString verdictText(const GuideAssessment& assessment);
/// A sentence for the result when today's prices make the guide's pick a poor deal (or none
/// of its cards qualifies); empty when the guide's pick is still a good deal.
QString guidePickWarning(std::span<const GuideAssessment> guide);

/// GPUs per machine for a kind of work (R11).
QString trainingScaleLabel(TrainingScale scale);
/// The cards the cluster advice names: today's best value of each kind (empty: none priced).
struct ClusterCardNames {
    QString consumer; ///< Among GeForce cards.
    QString server;   ///< Among workstation and data-centre cards.
};
/// How to build the cluster: R5's tier and R10's fleet advice, with the catalog's best cards of
/// today for such nodes instead of the 2020 guide's, a few sentences.
QString clusterAdviceText(const ClusterAdvice& advice, const ClusterCardNames& cards = {});
/// The names of the recommendation's cluster cards.
ClusterCardNames clusterCardNames(const ClusterCards& cards);
/// The 2020 guide's four steps (R14), one string a step.
QStringList fourStepMethod();

/// Why the live pick has no card: how many cards had too little memory, how many prices were over
/// the budget and how many cards had no price by the chosen day.
QString noCandidateReason(const LivePick& pick);

} // namespace gpuadvisor::text
