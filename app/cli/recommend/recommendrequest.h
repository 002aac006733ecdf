#pragma once

// What recommend reads from its flags: the flowchart's answers, the memory need, the day, the
// ownership assumptions and the output format.

#include "cliapplication.h"
#include "output.h"

#include "gpuadvisor/core/advice/advisor.h"
#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/text/answertext.h"

namespace gpuadvisor::cli::recommendcmd {

inline const QString memoryGbFlag = QStringLiteral("memory-gb");
inline const QString useCaseFlag = QStringLiteral("use-case");
inline const QString modelParamsFlag = QStringLiteral("model-params");
inline const QString precisionFlag = QStringLiteral("precision");
inline const QString trainingFlag = QStringLiteral("training");
inline const QString budgetFlag = QStringLiteral("budget-usd");
inline const QString clusterFlag = QStringLiteral("cluster-gpus");
inline const QString consumerFlag = QStringLiteral("consumer-allowed");
inline const QString llmModelFlag = QStringLiteral("llm-model");
inline const QString weightsFlag = QStringLiteral("weights");
inline const QString contextFlag = QStringLiteral("context");
inline const QString llmTaskFlag = QStringLiteral("llm-task");

/// The flag that answers a question of the flowchart.
QString flagFor(FlowQuestion question);

/// "--a", "--a and --b", "--a, --b and --c".
QString flagList(const QStringList& names);

struct RecommendRequest {
    AdvisorAnswers answers;
    Date asOf{};
    OwnershipAssumptions ownership;
    OutputFormat format = OutputFormat::Table;
};

/// The request of the parsed flags; UsageError for a bad value or flags that do not go together.
RecommendRequest recommendRequest(const Invocation& invocation);

/// How the answer texts write this request's prices and machine.
text::AnswerTextContext answerContext(const RecommendRequest& request);

/// A UsageError for a walk that stopped before a leaf: the flag that answers the question, or the
/// cards that have no price.
[[noreturn]] void throwPending(const FlowWalk& walk, Date asOf);

} // namespace gpuadvisor::cli::recommendcmd
