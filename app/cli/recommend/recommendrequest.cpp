#include "recommendrequest.h"

#include "commandsupport.h"
#include "llmoffloadoutput.h"
#include "supportoutput.h"

#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/db/llmdata.h"
#include "gpuadvisor/text/advisortext.h"

#include <cmath>

namespace gpuadvisor::cli::recommendcmd {
namespace {

/// The questions answered by a yes/no flag, in the order the help lists them.
constexpr FlowQuestion yesNoQuestions[] = {
    FlowQuestion::Organization, FlowQuestion::LargeLlms,    FlowQuestion::Rich, FlowQuestion::MiddleBudget,
    FlowQuestion::Train,        FlowQuestion::Transformers, FlowQuestion::Llms, FlowQuestion::SmallDatasets,
};

/// "7B", "13b", "1.5B", "350M", "125k" or a plain number; std::nullopt if it is none of these.
std::optional<double> parseParameterCount(const QString& text) {
    QString number = text.trimmed();
    double scale = 1;
    if (!number.isEmpty()) {
        switch (number.back().toUpper().unicode()) {
        case 'K':
            scale = 1e3;
            break;
        case 'M':
            scale = 1e6;
            break;
        case 'B':
            scale = 1e9;
            break;
        case 'T':
            scale = 1e12;
            break;
        default:
            break;
        }
        if (scale != 1) {
            number.chop(1);
        }
    }
    bool ok = false;
    const double value = number.trimmed().toDouble(&ok) * scale;
    if (!ok || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

/// The language model of --llm-model, in --weights with --context, to run or fine-tune (--llm-task).
LlmWorkload llmWorkload(const Invocation& invocation) {
    const QString name = invocation.parser().value(llmModelFlag);
    const LlmPresets presets = loadLlmPresets(QString()); // shipped shapes, as for the ways out
    const LlmModel* model = findLlmModel(presets.models, name.toStdString());
    if (model == nullptr) {
        QStringList keys;
        for (const LlmModel& preset : presets.models) {
            keys << text(preset.key);
        }
        throw UsageError(QStringLiteral("--%1 '%2' is not a preset; the presets are: %3")
                             .arg(llmModelFlag, name, keys.join(QStringLiteral(", "))));
    }
    LlmWorkload workload;
    workload.model = *model;
    workload.weights =
        enumOption(invocation, weightsFlag, &parseWeightFormat, allowedWeightFormats(), WeightFormat::Q4_K_M);
    workload.task = enumOption(invocation, llmTaskFlag, &parseLlmTask, "inference, lora, qlora, full",
                               LlmTask::Inference);
    workload.contextTokens =
        integerOption(invocation, contextFlag, 1, maximumLlmContextTokens).value_or(4096);
    // With the computer's RAM, a model too big for the cards may spill into it: one GPU + RAM.
    readHostMemory(invocation, workload);
    return workload;
}

MemoryNeed memoryNeed(const Invocation& invocation, const FlowAnswers& flow) {
    const auto& parser = invocation.parser();
    QStringList given;
    for (const QString& name : {memoryGbFlag, useCaseFlag, modelParamsFlag, llmModelFlag}) {
        if (parser.isSet(name)) {
            given << name;
        }
    }
    if (given.size() > 1) {
        throw UsageError(QStringLiteral("%1 cannot be given together; state the memory need one way")
                             .arg(flagList(given)));
    }
    if (!parser.isSet(modelParamsFlag)) {
        for (const QString& name : {precisionFlag, trainingFlag}) {
            if (parser.isSet(name)) {
                throw UsageError(
                    QStringLiteral("--%1 needs --%2 (the model's size)").arg(name, modelParamsFlag));
            }
        }
    }
    if (!parser.isSet(llmModelFlag)) {
        for (const QString& name : {weightsFlag, contextFlag, llmTaskFlag, QStringLiteral("ram-gb"),
                                    QStringLiteral("platform"), QStringLiteral("ram-gbps")}) {
            if (parser.isSet(name)) {
                throw UsageError(
                    QStringLiteral("--%1 needs --%2 (the language model)").arg(name, llmModelFlag));
            }
        }
    }
    MemoryNeed need;
    need.displayGpu = parser.isSet(QStringLiteral("display-gpu"));
    if (parser.isSet(llmModelFlag)) {
        need.llm = llmWorkload(invocation);
    }
    need.gb = numberOption(invocation, memoryGbFlag, 0, 1000, QStringLiteral("GB"));
    if (parser.isSet(useCaseFlag)) {
        const QString value = parser.value(useCaseFlag);
        need.useCase = parseUseCase(value.toStdString());
        if (!need.useCase) {
            throw UsageError(QStringLiteral("--%1 '%2' is not one of: %3")
                                 .arg(useCaseFlag, value, text(allowedUseCases())));
        }
    }
    if (parser.isSet(modelParamsFlag)) {
        const QString value = parser.value(modelParamsFlag);
        const auto parameters = parseParameterCount(value);
        if (!parameters) {
            throw UsageError(
                QStringLiteral("--%1 '%2' is not a parameter count; write it like 7B, 1.5B, 350M "
                               "or 7000000000")
                    .arg(modelParamsFlag, value));
        }
        if (*parameters < 1 || *parameters > 1e13) {
            throw UsageError(
                QStringLiteral("--%1 %2 is outside 1-10T parameters").arg(modelParamsFlag, value.trimmed()));
        }
        ModelMemoryQuery model;
        model.parameters = *parameters;
        if (parser.isSet(precisionFlag)) {
            const QString precisionText = parser.value(precisionFlag);
            const auto precision = parsePrecision(precisionText.toStdString());
            if (!precision) {
                throw UsageError(QStringLiteral("--%1 '%2' is not one of: %3")
                                     .arg(precisionFlag, precisionText, text(allowedPrecisions())));
            }
            model.precision = *precision;
        }
        // Without --training the model is trained when the answers say so; organisations train.
        model.training = yesNoOption(invocation, trainingFlag)
                             .value_or(flow.train.value_or(flow.organization.value_or(false)));
        need.model = model;
    }
    return need;
}

} // namespace

QString flagFor(FlowQuestion question) {
    switch (question) {
    case FlowQuestion::Organization:
        return QStringLiteral("organization");
    case FlowQuestion::LargeLlms:
        return QStringLiteral("llm-13b");
    case FlowQuestion::Rich:
        return QStringLiteral("rich");
    case FlowQuestion::MiddleBudget:
        return QStringLiteral("middle-budget");
    case FlowQuestion::Train:
        return QStringLiteral("train");
    case FlowQuestion::Transformers:
        return QStringLiteral("transformers");
    case FlowQuestion::Llms:
        return QStringLiteral("llm");
    case FlowQuestion::WithinBudget:
        return budgetFlag;
    case FlowQuestion::SmallDatasets:
        return QStringLiteral("small-datasets");
    }
    return {};
}

QString flagList(const QStringList& names) {
    QStringList flags;
    for (const QString& name : names) {
        flags << QStringLiteral("--") + name;
    }
    if (flags.size() <= 1) {
        return flags.join(QString());
    }
    const QString last = flags.takeLast();
    return flags.join(QStringLiteral(", ")) + QStringLiteral(" and ") + last;
}

RecommendRequest recommendRequest(const Invocation& invocation) {
    const auto& parser = invocation.parser();
    RecommendRequest request;
    request.format = outputFormat(invocation, false);
    FlowAnswers& flow = request.answers.flow;
    for (const FlowQuestion question : yesNoQuestions) {
        flow.setAnswer(question, yesNoOption(invocation, flagFor(question)));
    }
    flow.budgetUsd = numberOption(invocation, budgetFlag, 0, 1e9, QStringLiteral("USD"));
    if (flow.budgetUsd && *flow.budgetUsd <= 0) {
        throw UsageError(QStringLiteral("--%1 must be more than 0").arg(budgetFlag));
    }
    flow.gpuCount = integerOption(invocation, QStringLiteral("count"), 1, maxGpusPerMachine).value_or(1);
    // Without --count the pick weighs 1 to 4 cards where the work splits (a language model).
    request.answers.chooseGpuCount = !parser.isSet(QStringLiteral("count"));

    request.answers.memory = memoryNeed(invocation, flow);
    request.answers.accept8Bit = parser.isSet(QStringLiteral("accept-8bit"));
    request.answers.allowUsed = !parser.isSet(QStringLiteral("no-used"));
    request.answers.includeUnsupported = includeUnsupported(invocation);
    request.answers.vendors = vendorOption(invocation);
    request.answers.allowSpecificationOnly = parser.isSet(QStringLiteral("spec-only"));
    request.answers.clusterGpus = integerOption(invocation, clusterFlag, 1, 1000000);
    request.answers.consumerCardsAllowed = parser.isSet(consumerFlag);

    request.asOf = asOfOption(invocation);
    request.ownership = ownershipOptions(invocation);
    return request;
}

text::AnswerTextContext answerContext(const RecommendRequest& request) {
    return text::answerTextContext(request.answers, request.asOf, defaultStalePriceMonths);
}

[[noreturn]] void throwPending(const FlowWalk& walk, Date asOf) {
    const FlowNode& node = flowchartNodes()[static_cast<std::size_t>(*walk.pending)];
    const QString question = text::questionText(node);
    if (walk.pendingReason == PendingReason::NoPrice) {
        throw UsageError(
            QStringLiteral("the catalog has no price of %1 on or before %2, so --%3 cannot answer: "
                           "%4 Choose a later --as-of, or add a price with 'gpu-advisor-cli "
                           "catalog import'")
                .arg(text::cardAlternatives(node.budgetCards), text(formatIsoDate(asOf)), budgetFlag,
                     question));
    }
    const QString value =
        node.question == FlowQuestion::WithinBudget ? QStringLiteral("N") : QStringLiteral("yes|no");
    throw UsageError(
        QStringLiteral("the answers so far need --%1 %2: %3").arg(flagFor(node.question), value, question));
}

} // namespace gpuadvisor::cli::recommendcmd
