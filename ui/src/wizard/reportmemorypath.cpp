// The memory need and where it comes from, and the path the guide's flowchart took with a
// reason at each answer.

#include "wizard/reportsections.h"

#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/answertext.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/fromstd.h"

#include <algorithm>

namespace gpuadvisor {

using text::fromStd;

namespace report {

ReportSection memorySection(const Recommendation& recommendation, const AdvisorAnswers& answers) {
    ReportSection section;
    section.key = QStringLiteral("memory");
    section.title = AdvisorReport::tr("Memory");
    // The ranking criterion is stated once, with the live pick.
    section.paragraphs << (recommendation.memoryIsTotal
                               ? text::memoryNeedLine(answers, recommendation.totalMemoryGb,
                                                      recommendation.memoryGpus) +
                                     QLatin1Char('.')
                               : AdvisorReport::tr("%1 per GPU.").arg(gigabytes(recommendation.memoryGb))) +
                              QLatin1Char(' ') +
                              memoryDetails(answers, recommendation.memorySource, recommendation.memoryGpus);
    return section;
}

ReportSection pathSection(const Recommendation& recommendation, const AdvisorAnswers& answers,
                          const text::PriceAgeRule& priceAge) {
    ReportSection section;
    section.key = QStringLiteral("path");
    section.title = AdvisorReport::tr("How the guide got here");
    section.table.header = {AdvisorReport::tr("#"), AdvisorReport::tr("Question"),
                            AdvisorReport::tr("Answer"), AdvisorReport::tr("Why")};
    const auto nodes = flowchartNodes();
    int index = 0;
    const auto add = [&section, &index](const QString& question, const QString& answer, const QString& why) {
        section.table.rows.append({QString::number(++index), question, answer, why});
    };
    for (const FlowStep& step : recommendation.walk.steps) {
        add(text::questionText(nodes[static_cast<std::size_t>(step.node)]), text::yesNo(step.answer),
            text::stepReason(step, priceAge));
    }
    if (!recommendation.walk.complete()) {
        return section;
    }
    if (recommendation.memoryIsTotal) {
        add(AdvisorReport::tr("How much memory does the job need?"),
            AdvisorReport::tr("%1 in all").arg(gigabytes(recommendation.totalMemoryGb)),
            memoryDetails(answers, recommendation.memorySource, recommendation.memoryGpus));
    } else {
        add(AdvisorReport::tr("How much memory does a GPU need?"), gigabytes(recommendation.memoryGb),
            memoryDetails(answers, recommendation.memorySource, recommendation.memoryGpus));
    }
    // A language model to run is rated by its decode speed, whatever the bits.
    const bool llmInference = answers.memory.llm && answers.memory.llm->task == LlmTask::Inference &&
                              recommendation.memorySource == MemorySource::LanguageModel;
    if (asksEightBit(answers) && !llmInference) {
        add(AdvisorReport::tr("Is experimental 8-bit inference acceptable?"), text::yesNo(answers.accept8Bit),
            answers.accept8Bit ? AdvisorReport::tr("Cards are rated by 8-bit inference (R3, step 2).")
                               : AdvisorReport::tr("Cards are rated by 16-bit inference (R3, step 2)."));
    }
    if (answers.flow.organization.value_or(false)) {
        // Organisations buy new (warranty and support): the used-card answer does not apply.
        add(AdvisorReport::tr("Consider used cards?"), text::yesNo(false),
            AdvisorReport::tr("Organisations buy new: only new prices are ranked."));
    } else {
        add(AdvisorReport::tr("Consider used cards?"), text::yesNo(answers.allowUsed),
            answers.allowUsed ? AdvisorReport::tr("Used cards stretch a budget furthest (C8).")
                              : AdvisorReport::tr("Only new cards are ranked."));
    }
    if (answers.flow.organization.value_or(false)) {
        add(AdvisorReport::tr("Are GeForce cards allowed in your machines?"),
            text::yesNo(answers.consumerCardsAllowed),
            answers.consumerCardsAllowed ? AdvisorReport::tr("Your licence or machines allow them (R7).")
                                         : AdvisorReport::tr("Data centres may not run them (R7)."));
    }
    return section;
}

} // namespace report

using report::gigabytes;

bool asksEightBit(const AdvisorAnswers& answers) {
    return !answers.flow.organization.value_or(false) && answers.flow.train == false;
}

QString memoryDetails(const AdvisorAnswers& answers, MemorySource source, int gpus) {
    QString details;
    switch (source) {
    case MemorySource::Stated:
        details = AdvisorReport::tr("You stated it.");
        break;
    case MemorySource::UseCase: {
        const UseCaseMemory& entry = useCaseMemory(answers.memory.useCase.value_or(UseCase::Learning));
        details = AdvisorReport::tr("The guide's figure for %1 (%2).")
                      .arg(text::useCaseLabel(entry.useCase), fromStd(entry.fact));
        break;
    }
    case MemorySource::Model:
        details = AdvisorReport::tr("Estimated from the model's size: %1.")
                      .arg(text::memoryBreakdown(
                          estimateModelMemory(answers.memory.model.value_or(ModelMemoryQuery{}))));
        break;
    case MemorySource::LanguageModel: {
        const LlmWorkload& workload = *answers.memory.llm;
        gpus = std::clamp(gpus, 1, maximumLlmGpus);
        const QString breakdown = text::llmMemoryBreakdown(llmMemory(workload, gpus));
        details = gpus == 1
                      ? AdvisorReport::tr("The LLM planner's estimate for %1: %2.")
                            .arg(text::llmWorkloadText(workload), breakdown)
                      : AdvisorReport::tr("The LLM planner's estimate for %1 on %2 GPUs, shared equally: %3.")
                            .arg(text::llmWorkloadText(workload))
                            .arg(gpus)
                            .arg(breakdown);
        if (workload.host.known() && workload.offload == LlmOffloadMode::Auto &&
            workload.task == LlmTask::Inference) {
            details += QLatin1Char(' ') +
                       AdvisorReport::tr(
                           "With %1 of RAM, a build with less GPU memory keeps the rest there and runs "
                           "slower; the pick says when it does.")
                           .arg(gigabytes(workload.host.ramGb));
        }
        break;
    }
    case MemorySource::PathDefault:
        details =
            AdvisorReport::tr("The guide's figure for your answers: 24 GB for Transformers and language "
                              "models (M1), 8 GB for other work (M3).");
        break;
    }
    if (answers.memory.displayGpu) {
        details +=
            QLatin1Char(' ') +
            AdvisorReport::tr("Includes %1 for driving the display (M3).").arg(gigabytes(displayGpuExtraGb));
    }
    return details;
}

} // namespace gpuadvisor
