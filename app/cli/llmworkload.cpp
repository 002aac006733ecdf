#include "llmworkload.h"

#include "commandsupport.h"
#include "llmoffloadoutput.h"

#include <QFileInfo>

namespace gpuadvisor::cli {

/// The presets: shipped plus the user's file (--models FILE, or llm-models.csv beside the catalog
/// in use, if present). Each problem goes to stderr, at most maximumListedLlmModelProblems of them.
LlmPresets presetsFor(const Invocation& invocation) {
    const auto& parser = invocation.parser();
    QString file = userLlmModelsPathBeside(invocation.catalogPath());
    if (parser.isSet(QStringLiteral("models"))) {
        file = parser.value(QStringLiteral("models"));
        if (!QFileInfo(file).isFile()) {
            throw UsageError(QStringLiteral("--models '%1' is not a file").arg(file));
        }
    }
    LlmPresets presets = loadLlmPresets(file);
    for (const QString& problem : presets.problems) {
        printError(QStringLiteral("gpu-advisor-cli: skipped a model preset: %1\n").arg(problem));
    }
    if (presets.unlistedProblems > 0) {
        printError(QStringLiteral("gpu-advisor-cli: and %1 more problem(s) in %2\n")
                       .arg(presets.unlistedProblems)
                       .arg(file));
    }
    return presets;
}

/// A presets file with refused rows makes the command fail after its output (which uses the good
/// rows), so a script notices.
int presetsExitCode(const LlmPresets& presets) {
    return presets.problems.isEmpty() ? ExitSuccess : ExitProblemsFound;
}

namespace {

LlmModel modelFor(const Invocation& invocation, const LlmPresets& presets) {
    const auto& parser = invocation.parser();
    const bool byName = parser.isSet(QStringLiteral("model"));
    const bool bySize = parser.isSet(QStringLiteral("model-params"));
    if (byName == bySize) {
        throw UsageError(
            QStringLiteral("give either --model NAME (a preset) or --model-params COUNT (e.g. 8.03B)"));
    }
    if (byName) {
        const QString name = parser.value(QStringLiteral("model"));
        if (const LlmModel* model = findLlmModel(presets.models, name.toStdString())) {
            return *model;
        }
        // Name the shipped presets and count the user's: a file of thousands would flood the
        // terminal.
        QStringList keys;
        const std::size_t shipped = presets.models.size() - static_cast<std::size_t>(presets.userModels);
        for (std::size_t i = 0; i < shipped; ++i) {
            keys << text(presets.models[i].key);
        }
        QString message = QStringLiteral("--model '%1' is not a preset; the presets are: %2")
                              .arg(name, keys.join(QStringLiteral(", ")));
        if (presets.userModels > 0) {
            message += QStringLiteral(", and %1 of yours (see --models)").arg(presets.userModels);
        }
        throw UsageError(message);
    }
    const QString count = parser.value(QStringLiteral("model-params"));
    const std::optional<double> parameters = parseParameterCount(count.toStdString());
    if (!parameters || *parameters < minimumLlmParameters) {
        throw UsageError(
            QStringLiteral("--model-params '%1' is not a parameter count such as 8.03B, 70B or 7e9 "
                           "(at least 1M, at most 1000T)")
                .arg(count));
    }
    return customLlmModel(*parameters, presets.models);
}

} // namespace

LlmWorkload workloadFor(const Invocation& invocation, const LlmPresets& presets) {
    LlmWorkload workload;
    workload.model = modelFor(invocation, presets);
    workload.weights = enumOption(invocation, QStringLiteral("weights"), &parseWeightFormat,
                                  allowedWeightFormats(), WeightFormat::Q4_K_M);
    workload.kvCache = enumOption(invocation, QStringLiteral("kv-cache"), &parseKvCacheFormat,
                                  allowedKvCacheFormats(), KvCacheFormat::F16);
    workload.task = enumOption(invocation, QStringLiteral("task"), &parseLlmTask,
                               "inference, lora, qlora, full", LlmTask::Inference);
    workload.split = enumOption(invocation, QStringLiteral("split"), &parseMultiGpuSplit, "layer, tensor",
                                MultiGpuSplit::Layers);
    workload.contextTokens =
        integerOption(invocation, QStringLiteral("context"), 1, maximumLlmContextTokens).value_or(4096);
    workload.promptTokens = integerOption(invocation, QStringLiteral("prompt"), 1, workload.contextTokens)
                                .value_or(workload.contextTokens);
    workload.sequences =
        integerOption(invocation, QStringLiteral("sequences"), 1, maximumLlmSequences).value_or(1);
    workload.loraRank = integerOption(invocation, QStringLiteral("lora-rank"), 1, 4096).value_or(16);
    workload.flashAttention = enumOption(
        invocation, QStringLiteral("flash-attention"),
        [](std::string_view value) -> std::optional<bool> {
            if (value == "on") {
                return true;
            }
            if (value == "off") {
                return false;
            }
            return std::nullopt;
        },
        "on, off", true);
    workload.backend = invocation.parser().value(QStringLiteral("backend")).trimmed().toStdString();
    if (const auto share =
            numberOption(invocation, QStringLiteral("gpu-memory-share"), 5, 100, QStringLiteral("%"))) {
        workload.unifiedMemoryGpuShare = *share / 100;
    }
    readHostMemory(invocation, workload);
    return workload;
}

} // namespace gpuadvisor::cli
