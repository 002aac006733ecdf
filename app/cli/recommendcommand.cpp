#include "recommendcommand.h"

#include "commandsupport.h"
#include "supportoutput.h"

#include "gpuadvisor/core/advice/advisor.h"
#include "gpuadvisor/core/build/machineplan.h"
#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/db/llmdata.h"
#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/answertext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpuadvisor::cli {
namespace {

const QString defaultReference = QStringLiteral("H100 SXM");
/// Lines of prose are wrapped to this many columns.
constexpr qsizetype lineWidth = 100;
/// The pick and two alternatives; the best three cloud offers.
constexpr std::size_t shownCandidates = 3;

const QString memoryGbFlag = QStringLiteral("memory-gb");
const QString useCaseFlag = QStringLiteral("use-case");
const QString modelParamsFlag = QStringLiteral("model-params");
const QString precisionFlag = QStringLiteral("precision");
const QString trainingFlag = QStringLiteral("training");
const QString budgetFlag = QStringLiteral("budget-usd");
const QString clusterFlag = QStringLiteral("cluster-gpus");
const QString consumerFlag = QStringLiteral("consumer-allowed");
const QString llmModelFlag = QStringLiteral("llm-model");
const QString weightsFlag = QStringLiteral("weights");
const QString contextFlag = QStringLiteral("context");
const QString llmTaskFlag = QStringLiteral("llm-task");

/// The flag that answers a question of the flowchart.
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

/// The questions answered by a yes/no flag, in the order the help lists them.
constexpr FlowQuestion yesNoQuestions[] = {
    FlowQuestion::Organization, FlowQuestion::LargeLlms,    FlowQuestion::Rich, FlowQuestion::MiddleBudget,
    FlowQuestion::Train,        FlowQuestion::Transformers, FlowQuestion::Llms, FlowQuestion::SmallDatasets,
};

// The table is for people: numbers in the locale's way, as the shared advisor text writes them.
QString fixed(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

/// As short as the number can be written exactly: "24", "0.175".
QString localNumber(double value) {
    return QLocale().toString(value, 'g', QLocale::FloatingPointShortest);
}

/// --`name` as yes or no (also y/n, true/false, any case); std::nullopt when not given.
std::optional<bool> yesNoOption(const Invocation& invocation, const QString& name) {
    if (!invocation.parser().isSet(name)) {
        return std::nullopt;
    }
    const QString value = invocation.parser().value(name).trimmed();
    const QString lower = value.toLower();
    if (lower == QLatin1String("yes") || lower == QLatin1String("y") || lower == QLatin1String("true")) {
        return true;
    }
    if (lower == QLatin1String("no") || lower == QLatin1String("n") || lower == QLatin1String("false")) {
        return false;
    }
    throw UsageError(
        QStringLiteral("--%1 '%2' is not yes or no (y, n, true and false work too)").arg(name, value));
}

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

/// A parameter count as people write it: "7B", "1.5B", "350M".
QString parameterCountText(double parameters) {
    if (parameters >= 1e12) {
        return localNumber(parameters / 1e12) + QLatin1Char('T');
    }
    if (parameters >= 1e9) {
        return localNumber(parameters / 1e9) + QLatin1Char('B');
    }
    if (parameters >= 1e6) {
        return localNumber(parameters / 1e6) + QLatin1Char('M');
    }
    return localNumber(parameters);
}

QString gigabytes(double gb) {
    return fixed(gb, 1) + QStringLiteral(" GB");
}

/// "--a", "--a and --b", "--a, --b and --c".
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

// ---------------------------------------------------------------------------------------------
// The request

struct RecommendRequest {
    AdvisorAnswers answers;
    Date asOf{};
    OwnershipAssumptions ownership;
    OutputFormat format = OutputFormat::Table;
};

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
        for (const QString& name : {weightsFlag, contextFlag, llmTaskFlag}) {
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
    request.answers.clusterGpus = integerOption(invocation, clusterFlag, 1, 1000000);
    request.answers.consumerCardsAllowed = parser.isSet(consumerFlag);

    request.asOf = asOfOption(invocation);
    request.ownership = ownershipOptions(invocation);
    return request;
}

/// A UsageError for a walk that stopped before a leaf: the flag that answers the question, or the
/// cards that have no price.
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

// ---------------------------------------------------------------------------------------------
// Table output

/// `text` wrapped at word boundaries to lineWidth columns; the first line indented by `indent`
/// spaces, the others by `hanging` (by `indent` when negative).
QString wrapped(const QString& text, int indent, int hanging = -1) {
    QString prefix(indent, QLatin1Char(' '));
    const QString nextPrefix(hanging < 0 ? indent : hanging, QLatin1Char(' '));
    QString result;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && prefix.size() + line.size() + 1 + word.size() > lineWidth) {
            result += prefix + line + QLatin1Char('\n');
            prefix = nextPrefix;
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    if (!line.isEmpty()) {
        result += prefix + line + QLatin1Char('\n');
    }
    return result;
}

/// Every line of `block` indented by `indent` spaces.
QString indented(const QString& block, int indent) {
    const QString prefix(indent, QLatin1Char(' '));
    QString result;
    for (const QString& line : block.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        result += prefix + line + QLatin1Char('\n');
    }
    return result;
}

/// The guide's cards of a leaf: alternatives joined with "or", a server mix with each part's share.
QString leafCardsText(std::span<const GuideCard> cards) {
    if (cards.empty()) {
        return {};
    }
    const bool mix =
        std::any_of(cards.begin(), cards.end(), [](const GuideCard& card) { return card.share < 1; });
    if (!mix) {
        return text::cardAlternatives(cards);
    }
    QStringList parts;
    std::size_t first = 0;
    while (first < cards.size()) {
        std::size_t end = first + 1;
        while (end < cards.size() && cards[end].share == cards[first].share) {
            ++end;
        }
        parts << QStringLiteral("%1 %2").arg(fixed(cards[first].share * 100, 0) + QLatin1Char('%'),
                                             text::cardAlternatives(cards.subspan(first, end - first)));
        first = end;
    }
    return parts.join(QStringLiteral(" + "));
}

/// Where the need came from, as a sentence.
QString memorySourceText(const Recommendation& result, const AdvisorAnswers& answers) {
    switch (result.memorySource) {
    case MemorySource::Stated:
        return QStringLiteral("As given with --%1.").arg(memoryGbFlag);
    case MemorySource::UseCase: {
        const UseCaseMemory& entry = useCaseMemory(*answers.memory.useCase);
        return QStringLiteral("Use case: %1 (%2).").arg(text::useCaseLabel(entry.useCase), text(entry.fact));
    }
    case MemorySource::Model: {
        const ModelMemoryQuery& model = *answers.memory.model;
        return QStringLiteral("A model of %1 parameters in %2, %3:")
            .arg(parameterCountText(model.parameters), text::precisionLabel(model.precision),
                 model.training ? QStringLiteral("to train with Adam") : QStringLiteral("to run"));
    }
    case MemorySource::LanguageModel: {
        // The same words and figures as the wizard's report (recommendationreport.cpp).
        const LlmWorkload& workload = *answers.memory.llm;
        // On the pick's cards, so the parts add up to the need printed above them.
        const int gpus = std::clamp(result.memoryGpus, 1, maximumLlmGpus);
        const QString breakdown = text::llmMemoryBreakdown(llmMemory(workload, gpus));
        return gpus == 1 ? QStringLiteral("The LLM planner's estimate for %1: %2.")
                               .arg(text::llmWorkloadText(workload), breakdown)
                         : QStringLiteral("The LLM planner's estimate for %1 on %2 GPUs, shared equally: %3.")
                               .arg(text::llmWorkloadText(workload))
                               .arg(gpus)
                               .arg(breakdown);
    }
    case MemorySource::PathDefault:
        return (defaultMemoryGb(answers.flow) >= useCaseMemory(UseCase::Transformers).gb
                    ? QStringLiteral("The default for Transformers and language models (M1).")
                    : QStringLiteral(
                          "The default for learning and smaller models: 8 GB, better than the 4 GB "
                          "minimum (M3).")) +
               QStringLiteral(" Give your own with --memory-gb, --use-case or --model-params.");
    }
    return {};
}

/// "2 x RTX 3090 (used)" for a build of several, the card for one.
QString buildName(const PickCandidate& candidate) {
    const QString card = text::cardWithCondition(candidate.gpu->name, candidate.condition());
    return candidate.gpuCount > 1 ? QStringLiteral("%1 x %2").arg(candidate.gpuCount).arg(card) : card;
}

QString pickTable(const LivePick& pick, int gpuCount, Date asOf, bool tokens) {
    const bool several = gpuCount > 1 || std::any_of(pick.candidates.begin(), pick.candidates.end(),
                                                     [](const PickCandidate& c) { return c.gpuCount > 1; });
    QStringList header{QStringLiteral("#"),
                       QStringLiteral("Card"),
                       QStringLiteral("Memory (GB)"),
                       several ? QStringLiteral("Price each") : QStringLiteral("Price"),
                       QStringLiteral("Price date"),
                       QStringLiteral("Total cost"),
                       QStringLiteral("Relative perf"),
                       QStringLiteral("Perf per $1000")};
    QList<int> right{0, 2, 3, 5, 6, 7};
    if (tokens) {
        header.insert(6, QStringLiteral("Tokens/s"));
        right = {0, 2, 3, 5, 6, 7, 8};
    }
    TextTable table(header, right);
    for (std::size_t i = 0; i < std::min(shownCandidates, pick.candidates.size()); ++i) {
        const PickCandidate& candidate = pick.candidates[i];
        QStringList row{QString::number(i + 1),
                        buildName(candidate),
                        localNumber(candidate.gpu->memoryGb),
                        text::money(candidate.price->priceUsd),
                        priceDateCell(candidate.price->observedOn, asOf),
                        text::money(candidate.cost.totalUsd()),
                        fixed(candidate.relativePerformance, 3),
                        fixed(candidate.performancePerDollar * 1000, 4)};
        if (tokens) {
            row.insert(6, fixed(candidate.llmTokensPerSecond, 1));
        }
        table.addRow(row);
    }
    return table.render();
}

/// "$0.35", "$6.88"; cheap subscriptions keep their digits: "$0.0137".
QString hourlyRate(double usd) {
    return QLatin1Char('$') + fixed(usd, usd < 0.1 ? 4 : 2);
}

QString cloudTable(const std::vector<CloudCandidate>& cloud, Date asOf) {
    TextTable table({QStringLiteral("Provider"), QStringLiteral("Instance"), QStringLiteral("GPU"),
                     QStringLiteral("Memory (GB)"), QStringLiteral("$/GPU-hour"),
                     QStringLiteral("Perf per $/h"), QStringLiteral("Price date")},
                    {3, 4, 5});
    for (std::size_t i = 0; i < std::min(shownCandidates, cloud.size()); ++i) {
        const CloudCandidate& offer = cloud[i];
        const bool free = offer.usdPerGpuHour <= 0;
        table.addRow({text(offer.offer->provider), text(offer.offer->instance), text(offer.gpu->name),
                      localNumber(offer.gpu->memoryGb),
                      free ? QStringLiteral("free") : hourlyRate(offer.usdPerGpuHour),
                      free ? QStringLiteral("-") : fixed(offer.performancePerDollarHour, 2),
                      priceDateCell(offer.offer->observedOn, asOf)});
    }
    return table.render();
}

QJsonObject candidateJson(const PickCandidate& candidate, Date asOf);

text::AnswerTextContext answerContext(const RecommendRequest& request) {
    return text::answerTextContext(request.answers, request.asOf, defaultStalePriceMonths);
}

/// The one answer first: what to buy or rent, why, its catches, or the ways out.
QString answerBlock(const Recommendation& result, const RecommendRequest& request) {
    const text::AnswerTextContext context = answerContext(request);
    QString out = QStringLiteral("Answer: %1\n").arg(text::answerHeadline(result.answer));
    out += wrapped(text::answerReasoning(result, context), 2);
    for (const QString& line : text::answerCatchesText(result.answer, context)) {
        out += wrapped(QStringLiteral("! ") + line, 2, 4);
    }
    if (!result.answer.waysOut.empty()) {
        out += QStringLiteral("  Ways out:\n");
        for (const WayOut& way : result.answer.waysOut) {
            out += wrapped(QStringLiteral("- ") + text::wayOutText(way, context), 4, 6);
        }
    }
    return out + QLatin1Char('\n');
}

QJsonObject answerJson(const Recommendation& result, const RecommendRequest& request) {
    const text::AnswerTextContext context = answerContext(request);
    const AdvisorAnswer& answer = result.answer;
    QJsonObject object{
        {QStringLiteral("kind"), text(toString(answer.kind))},
        {QStringLiteral("headline"), text::answerHeadline(answer)},
        {QStringLiteral("reasoning"), text::answerReasoning(result, context)},
        {QStringLiteral("catches"), QJsonArray::fromStringList(text::answerCatchesText(answer, context))},
        {QStringLiteral("gpu_count"), answer.gpuCount},
        {QStringLiteral("guide_card_is_answer"), answer.guideCardIsAnswer},
        {QStringLiteral("advantage_over_guide"), answer.advantageOverGuide},
    };
    if (answer.buy) {
        object.insert(QStringLiteral("buy"), candidateJson(*answer.buy, request.asOf));
    }
    int machineGpus = 1;
    if (const PickCandidate* cards = answer.cardsToOpen(&machineGpus)) {
        const MachinePlan plan = planMachine(*cards->gpu, machineGpus, context.chassis);
        object.insert(QStringLiteral("machine"),
                      QJsonObject{{QStringLiteral("gpu"), text(cards->gpu->name)},
                                  {QStringLiteral("gpu_count"), machineGpus},
                                  {QStringLiteral("psu_watts"), plan.psuWatts},
                                  {QStringLiteral("x16_slots"), plan.x16Slots},
                                  {QStringLiteral("risers"), plan.risers},
                                  {QStringLiteral("volts"), plan.mains.volts},
                                  {QStringLiteral("amps"), plan.mains.amps},
                                  {QStringLiteral("passes_build_check"), plan.passes()},
                                  {QStringLiteral("text"), text::machinePlanText(plan, *cards)}});
    }
    if (answer.rent) {
        object.insert(QStringLiteral("rent"),
                      QJsonObject{{QStringLiteral("provider"), text(answer.rent->offer->provider)},
                                  {QStringLiteral("instance"), text(answer.rent->offer->instance)},
                                  {QStringLiteral("gpu"), text(answer.rent->gpu->name)},
                                  {QStringLiteral("usd_per_gpu_hour"), answer.rent->usdPerGpuHour}});
    }
    QJsonArray ways;
    for (const WayOut& way : answer.waysOut) {
        QJsonObject entry{{QStringLiteral("kind"), text(toString(way.kind))},
                          {QStringLiteral("gpu_count"), way.gpuCount},
                          {QStringLiteral("memory_gb_per_gpu"), way.memoryGb},
                          {QStringLiteral("total_memory_gb"), way.totalMemoryGb},
                          {QStringLiteral("text"), text::wayOutText(way, context)}};
        if (way.buy) {
            entry.insert(QStringLiteral("buy"), candidateJson(*way.buy, request.asOf));
        }
        if (way.rent) {
            entry.insert(QStringLiteral("rent"),
                         QJsonObject{{QStringLiteral("provider"), text(way.rent->offer->provider)},
                                     {QStringLiteral("instance"), text(way.rent->offer->instance)},
                                     {QStringLiteral("gpu"), text(way.rent->gpu->name)},
                                     {QStringLiteral("gpu_count"), way.rent->offer->gpuCount},
                                     {QStringLiteral("usd_per_hour"), way.rent->offer->usdPerHour}});
        }
        ways.append(entry);
    }
    object.insert(QStringLiteral("ways_out"), ways);
    return object;
}

void printTable(const Recommendation& result, const RecommendRequest& request, const Gpu& reference) {
    const AdvisorAnswers& answers = request.answers;
    QString out = answerBlock(result, request);
    out += QStringLiteral("Path (the 2023 guide's flowchart, R13)\n");
    int number = 0;
    for (const FlowStep& step : result.walk.steps) {
        const FlowNode& node = flowchartNodes()[static_cast<std::size_t>(step.node)];
        const QString label = QStringLiteral("%1. ").arg(++number);
        out += wrapped(label + text::questionText(node), 2, 2 + static_cast<int>(label.size()));
        out += wrapped(text::stepReason(step, {request.asOf, defaultStalePriceMonths}),
                       2 + static_cast<int>(label.size()));
    }

    const LeafInfo& leaf = leafInfo(*result.walk.leaf);
    out += QStringLiteral("\nThe guide's answer: %1 (%2)\n").arg(text::leafTitle(leaf.leaf), text(leaf.key));
    out += wrapped(text::leafReason(leaf.leaf), 2);
    if (!leaf.cards.empty()) {
        out += wrapped(QStringLiteral("Cards: ") + leafCardsText(leaf.cards), 2);
    }
    if (!leaf.providers.empty()) {
        QStringList providers;
        for (const std::string_view provider : leaf.providers) {
            providers << text(provider);
        }
        out += wrapped(QStringLiteral("Providers: ") + providers.join(QStringLiteral(", ")), 2);
    }
    out += wrapped(QStringLiteral("Seed facts: ") + text::factList(leaf.facts), 2);

    out += result.memoryIsTotal
               ? QStringLiteral("\n") +
                     wrapped(text::memoryNeedLine(answers, result.totalMemoryGb, result.memoryGpus), 0, 2)
               : QStringLiteral("\nMemory need: %1 per GPU\n").arg(gigabytes(result.memoryGb));
    out += wrapped(memorySourceText(result, answers), 2);
    if (result.modelEstimate) {
        out += wrapped(text::memoryBreakdown(*result.modelEstimate), 2);
    }
    if (answers.memory.displayGpu) {
        out += wrapped(QStringLiteral("Plus %1 because the card also drives the display (M3).")
                           .arg(gigabytes(displayGpuExtraGb)),
                       2);
    }

    const int count = std::max(answers.flow.gpuCount, 1);
    // Leaves that do not buy cards still get the pick: what the budget would buy anyway.
    const bool buys = leaf.action == LeafAction::Buy || leaf.action == LeafAction::BuyServerMix;
    out +=
        buys ? QStringLiteral("\nLive pick (R3): the best performance per dollar with the memory\n")
             : QStringLiteral("\nLive pick (R3), if you buy anyway: the best performance per dollar with the "
                              "memory\n");
    const std::optional<int> upTo = upToGpusFor(answers, result.memorySource);
    const bool tokens = result.memorySource == MemorySource::LanguageModel && answers.memory.llm &&
                        answers.memory.llm->task == LlmTask::Inference;
    // One criterion, said once: a language model to run by its decode speed.
    const QString criterion =
        tokens ? QStringLiteral("decode tokens/s of the build (relative to one %1)").arg(text(reference.name))
               : QStringLiteral("%1, %2 workload, against one %3")
                     .arg(text(toString(result.query.metric)), text(toString(result.query.workload)),
                          text(reference.name));
    const QString builds =
        upTo ? QStringLiteral("builds of 1 to %1 GPUs of one type, the count with the best "
                              "value for each card")
                   .arg(*upTo)
             : QStringLiteral("%1 GPU%2").arg(count).arg(count > 1 ? QStringLiteral("s") : QString());
    QString assumptions =
        QStringLiteral("Ranked by %1 per dollar of ownership; %2%3; prices as of %4%5, new%6; cost of "
                       "ownership over %7 years")
            .arg(criterion, builds, QString(), text(formatIsoDate(request.asOf)),
                 answers.flow.budgetUsd
                     ? QStringLiteral(" within %1").arg(text::money(*answers.flow.budgetUsd))
                     : QString(),
                 // Organisations buy new, whatever --no-used says.
                 answers.allowUsed && !answers.flow.organization.value_or(false) ? QStringLiteral(" and used")
                                                                                 : QStringLiteral(" only"),
                 localNumber(request.ownership.years));
    assumptions += QStringLiteral(" at $%1/kWh and %2 % utilisation.")
                       .arg(localNumber(request.ownership.kwhPriceUsd),
                            localNumber(request.ownership.utilization * 100));
    out += wrapped(assumptions, 2);
    if (result.pick.candidates.empty()) {
        out += wrapped(text::noCandidateReason(result.pick), 2);
    } else {
        out += QLatin1Char('\n') + indented(pickTable(result.pick, count, request.asOf, tokens), 2);
    }
    int machineGpus = 1;
    if (const PickCandidate* cards = result.answer.cardsToOpen(&machineGpus)) {
        const Chassis chassis =
            answers.flow.organization.value_or(false) ? Chassis::Server : Chassis::Workstation;
        out += QLatin1Char('\n') +
               wrapped(QStringLiteral("Machine: ") +
                           text::machinePlanText(planMachine(*cards->gpu, machineGpus, chassis), *cards),
                       2, 4);
    }

    if (!result.pick.guide.empty()) {
        out += QStringLiteral("\nThe guide's cards at these prices\n");
        TextTable guide({QStringLiteral("Card"), QStringLiteral("Verdict")});
        for (const GuideAssessment& assessment : result.pick.guide) {
            guide.addRow({text::cardWithCondition(assessment.card.gpu, assessment.card.condition),
                          text::verdictText(assessment)});
        }
        out += indented(guide.render(), 2);
        const QString warning = text::guidePickWarning(result.pick.guide);
        if (!warning.isEmpty()) {
            out += QLatin1Char('\n') + wrapped(warning, 2);
        }
    }

    if (!result.cloud.empty()) {
        out += QStringLiteral("\nCloud offers with the memory (best performance per dollar-hour first)\n");
        out += indented(cloudTable(result.cloud, request.asOf), 2);
    }

    if (result.cluster) {
        out += QStringLiteral("\nCluster of %1 GPUs\n").arg(result.cluster->gpus);
        out +=
            wrapped(text::clusterAdviceText(*result.cluster, text::clusterCardNames(result.clusterCards)), 2);
    }

    if (result.fourSteps) {
        out += QStringLiteral("\nThe four steps (R14)\n");
        for (const QString& step : text::fourStepMethod()) {
            out += wrapped(step, 2, 5);
        }
    }
    printOut(out);
}

// ---------------------------------------------------------------------------------------------
// JSON output

QJsonArray stringArray(std::span<const std::string_view> values) {
    QJsonArray array;
    for (const std::string_view value : values) {
        array.append(text(value));
    }
    return array;
}

QJsonObject candidateJson(const PickCandidate& candidate, Date asOf) {
    return QJsonObject{
        {QStringLiteral("gpu"), text(candidate.gpu->name)},
        {QStringLiteral("condition"), text(toString(candidate.condition()))},
        {QStringLiteral("segment"), text(toString(candidate.gpu->segment))},
        {QStringLiteral("memory_gb"), candidate.gpu->memoryGb},
        {QStringLiteral("price_usd"), candidate.price->priceUsd},
        {QStringLiteral("price_observed_on"), text(formatIsoDate(candidate.price->observedOn))},
        {QStringLiteral("price_is_old"),
         isStalePrice(candidate.price->observedOn, asOf, defaultStalePriceMonths)},
        {QStringLiteral("price_source"), text(candidate.price->source)},
        {QStringLiteral("gpu_count"), candidate.cost.gpuCount},
        {QStringLiteral("cards_usd"), candidate.cost.cardsUsd},
        {QStringLiteral("system_usd"), candidate.cost.systemUsd},
        {QStringLiteral("electricity_usd"), candidate.cost.electricityUsd},
        {QStringLiteral("total_cost_usd"), candidate.cost.totalUsd()},
        {QStringLiteral("relative_performance"), candidate.relativePerformance},
        {QStringLiteral("performance_per_dollar"), candidate.performancePerDollar},
        {QStringLiteral("tokens_per_second"), candidate.llmTokensPerSecond},
    };
}

QString memorySourceKey(MemorySource source) {
    switch (source) {
    case MemorySource::Stated:
        return QStringLiteral("stated");
    case MemorySource::UseCase:
        return QStringLiteral("use-case");
    case MemorySource::Model:
        return QStringLiteral("model");
    case MemorySource::LanguageModel:
        return QStringLiteral("language-model");
    case MemorySource::PathDefault:
        return QStringLiteral("path-default");
    }
    return {};
}

void printJson(const Recommendation& result, const RecommendRequest& request, const Gpu& reference) {
    const AdvisorAnswers& answers = request.answers;
    QJsonArray path;
    for (const FlowStep& step : result.walk.steps) {
        const FlowNode& node = flowchartNodes()[static_cast<std::size_t>(step.node)];
        QJsonObject object{
            {QStringLiteral("node"), step.node},
            {QStringLiteral("question"), text(toString(step.question))},
            {QStringLiteral("text"), text::questionText(node)},
            {QStringLiteral("answer"), step.answer},
            {QStringLiteral("source"),
             step.source == AnswerSource::Budget ? QStringLiteral("budget") : QStringLiteral("user")},
            {QStringLiteral("reason"), text::stepReason(step, {request.asOf, defaultStalePriceMonths})},
        };
        if (step.budget) {
            const BudgetCheck& check = *step.budget;
            object.insert(
                QStringLiteral("budget"),
                QJsonObject{{QStringLiteral("gpu"), text(check.gpu)},
                            {QStringLiteral("condition"), text(toString(check.condition))},
                            {QStringLiteral("unit_price_usd"), check.unitPriceUsd},
                            {QStringLiteral("price_observed_on"), text(formatIsoDate(check.priceDate))},
                            {QStringLiteral("gpu_count"), check.gpuCount},
                            {QStringLiteral("total_usd"), check.totalUsd()},
                            {QStringLiteral("budget_usd"), check.budgetUsd}});
        }
        path.append(object);
    }

    const LeafInfo& leaf = leafInfo(*result.walk.leaf);
    QJsonArray leafCards;
    for (const GuideCard& card : leaf.cards) {
        leafCards.append(QJsonObject{{QStringLiteral("gpu"), text(card.gpu)},
                                     {QStringLiteral("condition"), text(toString(card.condition))},
                                     {QStringLiteral("share"), card.share}});
    }
    const QJsonObject leafObject{
        {QStringLiteral("key"), text(leaf.key)},
        {QStringLiteral("action"), text(toString(leaf.action))},
        {QStringLiteral("title"), text::leafTitle(leaf.leaf)},
        {QStringLiteral("reason"), text::leafReason(leaf.leaf)},
        {QStringLiteral("facts"), stringArray(leaf.facts)},
        {QStringLiteral("cards"), leafCards},
        {QStringLiteral("providers"), stringArray(leaf.providers)},
    };

    QJsonObject memory{
        {QStringLiteral("gb"), result.memoryGb},
        {QStringLiteral("total_gb"), result.totalMemoryGb},
        {QStringLiteral("split_over_gpus"), result.memoryIsTotal ? result.memoryGpus : 0},
        {QStringLiteral("source"), memorySourceKey(result.memorySource)},
        {QStringLiteral("display_gpu"), answers.memory.displayGpu},
    };
    if (result.memorySource == MemorySource::UseCase) {
        memory.insert(QStringLiteral("use_case"), text(useCaseMemory(*answers.memory.useCase).key));
    }
    if (result.modelEstimate && answers.memory.model) {
        const ModelMemoryEstimate& estimate = *result.modelEstimate;
        memory.insert(
            QStringLiteral("breakdown"),
            QJsonObject{{QStringLiteral("parameters"), answers.memory.model->parameters},
                        {QStringLiteral("precision"), text(toString(answers.memory.model->precision))},
                        {QStringLiteral("training"), answers.memory.model->training},
                        {QStringLiteral("weights_gb"), estimate.weightsGb},
                        {QStringLiteral("gradients_gb"), estimate.gradientsGb},
                        {QStringLiteral("optimizer_gb"), estimate.optimizerGb},
                        {QStringLiteral("headroom_gb"), estimate.headroomGb},
                        {QStringLiteral("total_gb"), estimate.totalGb()},
                        {QStringLiteral("text"), text::memoryBreakdown(estimate)}});
    }

    const QJsonObject query{
        {QStringLiteral("metric"), text(toString(result.query.metric))},
        {QStringLiteral("workload"), text(toString(result.query.workload))},
        {QStringLiteral("reference"), text(reference.name)},
        {QStringLiteral("gpu_count"), std::max(answers.flow.gpuCount, 1)},
        {QStringLiteral("as_of"), text(formatIsoDate(request.asOf))},
        {QStringLiteral("budget_usd"),
         answers.flow.budgetUsd ? QJsonValue(*answers.flow.budgetUsd) : QJsonValue()},
        {QStringLiteral("allow_used"), answers.allowUsed && !answers.flow.organization.value_or(false)},
        {QStringLiteral("years"), request.ownership.years},
        {QStringLiteral("kwh_price_usd"), request.ownership.kwhPriceUsd},
        {QStringLiteral("utilization_percent"), request.ownership.utilization * 100},
    };

    QJsonArray pick;
    for (std::size_t i = 0; i < std::min(shownCandidates, result.pick.candidates.size()); ++i) {
        pick.append(candidateJson(result.pick.candidates[i], request.asOf));
    }
    QJsonArray guide;
    for (const GuideAssessment& assessment : result.pick.guide) {
        QJsonObject object{
            {QStringLiteral("gpu"), text(assessment.card.gpu)},
            {QStringLiteral("condition"), text(toString(assessment.card.condition))},
            {QStringLiteral("share"), assessment.card.share},
            {QStringLiteral("verdict"), text(toString(assessment.verdict))},
            {QStringLiteral("verdict_text"), text::verdictText(assessment)},
            {QStringLiteral("share_of_best"), assessment.shareOfBest},
        };
        if (assessment.candidate) {
            object.insert(QStringLiteral("price_usd"), assessment.candidate->price->priceUsd);
            object.insert(QStringLiteral("price_date"),
                          QString::fromStdString(formatIsoDate(assessment.candidate->price->observedOn)));
            // The count it was judged at: its best, or the fewest that hold the work.
            object.insert(QStringLiteral("gpu_count"), assessment.candidate->gpuCount);
            object.insert(QStringLiteral("performance_per_dollar"),
                          assessment.candidate->performancePerDollar);
        }
        guide.append(object);
    }
    const QString warning = text::guidePickWarning(result.pick.guide);

    QJsonArray cloud;
    for (std::size_t i = 0; i < std::min(shownCandidates, result.cloud.size()); ++i) {
        const CloudCandidate& offer = result.cloud[i];
        cloud.append(
            QJsonObject{{QStringLiteral("provider"), text(offer.offer->provider)},
                        {QStringLiteral("instance"), text(offer.offer->instance)},
                        {QStringLiteral("gpu"), text(offer.gpu->name)},
                        {QStringLiteral("gpu_count"), offer.offer->gpuCount},
                        {QStringLiteral("memory_gb"), offer.gpu->memoryGb},
                        {QStringLiteral("usd_per_gpu_hour"), offer.usdPerGpuHour},
                        {QStringLiteral("relative_performance"), offer.relativePerformance},
                        {QStringLiteral("performance_per_dollar_hour"), offer.performancePerDollarHour},
                        {QStringLiteral("observed_on"), text(formatIsoDate(offer.offer->observedOn))},
                        {QStringLiteral("price_is_old"),
                         isStalePrice(offer.offer->observedOn, request.asOf, defaultStalePriceMonths)}});
    }

    QJsonValue cluster;
    if (result.cluster) {
        cluster = QJsonObject{
            {QStringLiteral("gpus"), result.cluster->gpus},
            {QStringLiteral("servers"), result.cluster->servers},
            {QStringLiteral("tier"), text(toString(result.cluster->tier))},
            {QStringLiteral("fleet"), text(toString(result.cluster->fleet))},
            {QStringLiteral("consumer_cards_allowed"), result.cluster->consumerCardsAllowed},
            {QStringLiteral("text"),
             text::clusterAdviceText(*result.cluster, text::clusterCardNames(result.clusterCards))}};
    }

    QJsonObject root{
        {QStringLiteral("answer"), answerJson(result, request)},
        {QStringLiteral("path"), path},
        {QStringLiteral("leaf"), leafObject},
        {QStringLiteral("memory"), memory},
        {QStringLiteral("query"), query},
        {QStringLiteral("pick"), pick},
        {QStringLiteral("left_out"),
         QJsonObject{{QStringLiteral("too_little_memory"), result.pick.tooLittleMemory},
                     {QStringLiteral("over_budget"), result.pick.overBudget},
                     {QStringLiteral("unpriced"), result.pick.unpriced},
                     {QStringLiteral("unsupported_software"), result.pick.unsupported}}},
        {QStringLiteral("guide"), guide},
        {QStringLiteral("warning"), warning.isEmpty() ? QJsonValue() : QJsonValue(warning)},
        {QStringLiteral("cloud"), cloud},
        {QStringLiteral("cluster"), cluster},
        {QStringLiteral("four_steps"),
         result.fourSteps ? QJsonArray::fromStringList(text::fourStepMethod()) : QJsonArray()},
    };
    if (result.pick.candidates.empty()) {
        root.insert(QStringLiteral("no_pick_reason"), text::noCandidateReason(result.pick));
    }
    printOut(QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)));
}

int recommend(Invocation& invocation) {
    const RecommendRequest request = recommendRequest(invocation);
    Catalog& catalog = invocation.catalog();
    const Gpu reference = requireGpu(catalog, invocation.parser().value(QStringLiteral("reference")));

    const std::vector<Gpu> gpus = catalog.gpus();
    const std::vector<PriceObservation> priceList = catalog.prices();
    const PriceBook prices(priceList);
    const std::vector<SystemBaseCost> systemCosts = catalog.systemBaseCosts();
    const std::vector<CloudOffer> cloudOffers = catalog.cloudOffers();
    // Shipped shapes only: a way out must not change with a file the command was not given.
    const LlmPresets presets = loadLlmPresets(QString());
    const AdvisorCatalog advisorCatalog{gpus, &prices, systemCosts, cloudOffers, presets.models};

    const Recommendation result =
        gpuadvisor::recommend(request.answers, advisorCatalog, reference, request.asOf, request.ownership);
    if (!result.walk.complete()) {
        throwPending(result.walk, request.asOf);
    }
    const bool organization = request.answers.flow.organization.value_or(false);
    if (!organization && (request.answers.clusterGpus || request.answers.consumerCardsAllowed)) {
        QStringList ignored;
        if (request.answers.clusterGpus) {
            ignored << clusterFlag;
        }
        if (request.answers.consumerCardsAllowed) {
            ignored << consumerFlag;
        }
        printError(
            QStringLiteral("note: %1 %2 only for organisations (--organization yes); ignored\n")
                .arg(flagList(ignored), ignored.size() > 1 ? QStringLiteral("are") : QStringLiteral("is")));
    }
    if (request.format == OutputFormat::Json) {
        printJson(result, request, reference);
    } else {
        printTable(result, request, reference);
    }
    return ExitSuccess;
}

QCommandLineOption valueOption(const QString& name, const QString& description, const QString& valueName,
                               const QString& defaultValue = {}) {
    return QCommandLineOption(name, description, valueName, defaultValue);
}

QCommandLineOption yesNo(FlowQuestion question, const QString& description) {
    return valueOption(flagFor(question), description, QStringLiteral("yes|no"));
}

} // namespace

std::vector<Command> recommendCommands() {
    QList<QCommandLineOption> options{
        yesNo(FlowQuestion::Organization,
              QStringLiteral("Buying for an organisation (lab, startup, company)?")),
        yesNo(FlowQuestion::LargeLlms,
              QStringLiteral("(organisation) Training large language models of 13B parameters or more?")),
        yesNo(FlowQuestion::Rich, QStringLiteral("(organisation) Is money hardly a constraint?")),
        yesNo(FlowQuestion::MiddleBudget,
              QStringLiteral("(organisation, 13B+ models, not rich) A middle-sized budget?")),
        yesNo(FlowQuestion::Train, QStringLiteral("(individual) Will you train models, not only run them?")),
        yesNo(FlowQuestion::Transformers, QStringLiteral("(training) Mostly Transformers?")),
        yesNo(FlowQuestion::Llms, QStringLiteral("(not training) Will you run large language models?")),
        valueOption(budgetFlag,
                    QStringLiteral("What you can spend on all your GPUs; answers the \"within your budget?\" "
                                   "questions from the newest prices."),
                    QStringLiteral("N")),
        yesNo(FlowQuestion::SmallDatasets,
              QStringLiteral("(below the budget chain) Are your datasets small, or can you stream them?")),
        valueOption(memoryGbFlag,
                    QStringLiteral("Memory each GPU needs, 0-1000 (default: 24 for Transformers "
                                   "and LLMs, else 8)."),
                    QStringLiteral("GB")),
        valueOption(useCaseFlag,
                    QStringLiteral("Memory need from a use case: %1.").arg(text(allowedUseCases())),
                    QStringLiteral("NAME")),
        valueOption(modelParamsFlag,
                    QStringLiteral("Memory need from a model's size: 7B, 1.5B, 350M or a plain number."),
                    QStringLiteral("N")),
        valueOption(precisionFlag,
                    QStringLiteral("With --model-params: %1 (default fp16).").arg(text(allowedPrecisions())),
                    QStringLiteral("P")),
        valueOption(
            trainingFlag,
            QStringLiteral("With --model-params: memory to train rather than run (default: the --train "
                           "answer; organisations train)."),
            QStringLiteral("yes|no")),
        valueOption(
            llmModelFlag,
            QStringLiteral("Memory need from a language model to run or fine-tune, a preset by key or name "
                           "(e.g. llama3.1-70b): the LLM planner decides which cards, and how many, hold "
                           "it; running it is ranked by decode tokens/s per dollar."),
            QStringLiteral("NAME")),
        valueOption(weightsFlag,
                    QStringLiteral("With --llm-model: weight format, %1 (default q4_k_m).")
                        .arg(text(allowedWeightFormats())),
                    QStringLiteral("FORMAT")),
        valueOption(contextFlag, QStringLiteral("With --llm-model: tokens of context (default 4096)."),
                    QStringLiteral("TOKENS")),
        valueOption(llmTaskFlag,
                    QStringLiteral("With --llm-model: inference (default), lora, qlora or full fine-tuning."),
                    QStringLiteral("TASK")),
        QCommandLineOption(QStringLiteral("display-gpu"),
                           QStringLiteral("The GPU also drives the display: 2 GB more (M3).")),
        QCommandLineOption(
            QStringLiteral("accept-8bit"),
            QStringLiteral("When not training, rank by 8-bit inference instead of 16-bit (R3).")),
        QCommandLineOption(QStringLiteral("no-used"), QStringLiteral("Pick from new prices only.")),
        includeUnsupportedOption(),
        valueOption(QStringLiteral("count"),
                    QStringLiteral("GPUs per machine, 1-8 (default 1; for a language model the pick weighs 1 "
                                   "to 4 of each card and says the count)."),
                    QStringLiteral("N")),
        valueOption(clusterFlag,
                    QStringLiteral("(organisation) GPUs of the whole cluster, for cluster advice (R5, R10)."),
                    QStringLiteral("N")),
        QCommandLineOption(consumerFlag,
                           QStringLiteral("(organisation) GeForce cards are allowed in your machines (R7).")),
        valueOption(QStringLiteral("as-of"),
                    QStringLiteral("Use the newest prices on or before this day (default today)."),
                    QStringLiteral("YYYY-MM-DD")),
        valueOption(
            QStringLiteral("reference"),
            QStringLiteral("Card that scores 1.0 (default %1, as the guide's charts).").arg(defaultReference),
            QStringLiteral("NAME"), defaultReference),
        formatOption(QStringLiteral("table or json")),
    };
    options << ownershipOptionDefinitions();
    return {
        {{QStringLiteral("recommend")},
         {},
         QStringLiteral("Walk the 2023 guide's flowchart with your answers, then pick the card with the best "
                        "performance per dollar that has the memory (seed facts R3, R13)."),
         options,
         &recommend},
    };
}

} // namespace gpuadvisor::cli
