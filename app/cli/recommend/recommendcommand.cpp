#include "recommendcommand.h"

#include "commandsupport.h"
#include "llmoffloadoutput.h"
#include "recommendoutput.h"
#include "recommendrequest.h"
#include "supportoutput.h"

#include "gpuadvisor/core/advice/advisor.h"
#include "gpuadvisor/db/llmdata.h"

#include <utility>

namespace gpuadvisor::cli {
namespace {

using namespace recommendcmd;

const QString defaultReference = QStringLiteral("H100 SXM");

int recommend(Invocation& invocation) {
    const RecommendRequest request = recommendRequest(invocation);
    Catalog& catalog = invocation.catalog();
    const Gpu reference = requireGpu(catalog, invocation.parser().value(QStringLiteral("reference")));

    Catalog::CardsAndPrices read = catalog.cardsAndPrices();
    const std::vector<Gpu> gpus = std::move(read.gpus);
    const PriceBook prices(std::move(read.prices));
    const std::vector<SystemBaseCost> systemCosts = catalog.systemBaseCosts();
    const std::vector<CloudOffer> cloudOffers = catalog.cloudOffers();
    // Shipped shapes only: a way out must not change with a file the command was not given.
    const LlmPresets presets = loadLlmPresets(QString());
    const std::vector<BenchmarkResult> measurements = catalog.benchmarks();
    const AdvisorCatalog advisorCatalog{gpus,        &prices,        systemCosts,
                                        cloudOffers, presets.models, measurements};

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

QCommandLineOption yesNo(FlowQuestion question, const QString& description) {
    return valueOption(flagFor(question), description, QStringLiteral("yes|no"));
}

QList<QCommandLineOption> recommendOptions() {
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
        vendorOptionDefinition(),
        QCommandLineOption(
            QStringLiteral("spec-only"),
            QStringLiteral("Let a device whose vendor has no measurement of the task be the pick "
                           "on its datasheet estimate alone (off: such devices are listed after "
                           "the measured ones).")),
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
    options << offloadOptionDefinitions();
    options << ownershipOptionDefinitions();
    return options;
}

} // namespace

std::vector<Command> recommendCommands() {
    return {
        {{QStringLiteral("recommend")},
         {},
         QStringLiteral("Walk the 2023 guide's flowchart with your answers, then pick the card with the best "
                        "performance per dollar that has the memory (seed facts R3, R13)."),
         &recommendOptions,
         &recommend},
    };
}

} // namespace gpuadvisor::cli
