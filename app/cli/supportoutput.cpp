#include "supportoutput.h"

#include "commandsupport.h"

#include "gpuadvisor/core/catalog/softwaresupport.h"
#include "gpuadvisor/text/supporttext.h"

namespace gpuadvisor::cli {
namespace {

QString availabilityText(Availability availability) {
    switch (availability) {
    case Availability::Yes:
        return QStringLiteral("yes");
    case Availability::No:
        return QStringLiteral("no");
    case Availability::Unknown:
        return QStringLiteral("unknown");
    }
    return {};
}

} // namespace

QString softwareSupportSection(const Gpu& gpu, Date day) {
    const CardSupport support = cardSupport(gpu, day);
    QString section = QStringLiteral("\nSoftware support (as of %1)\n").arg(text(formatIsoDate(day)));
    for (const QString& line : text::supportDetails(support)) {
        section += QStringLiteral("  ") + line + QLatin1Char('\n');
    }
    return section;
}

QJsonObject softwareSupportJson(const Gpu& gpu, Date day) {
    const CardSupport support = cardSupport(gpu, day);
    QJsonObject object;
    object.insert(QStringLiteral("as_of"), text(formatIsoDate(day)));
    object.insert(QStringLiteral("level"), text(toString(support.level)));
    object.insert(QStringLiteral("reason"), text::supportReason(support));
    if (support.row == nullptr) {
        return object;
    }
    const ArchitectureSupport& row = *support.row;
    object.insert(QStringLiteral("compute_capability"), text(row.computeCapability));
    object.insert(QStringLiteral("last_cuda"), text(row.lastCudaToolkit));
    object.insert(QStringLiteral("pytorch_wheels"), text(row.pytorchWheels));
    object.insert(QStringLiteral("llamacpp_cuda"), text(row.llamaCppCuda));
    object.insert(QStringLiteral("bf16"), availabilityText(row.bf16));
    object.insert(QStringLiteral("fp8"), availabilityText(row.fp8));
    object.insert(QStringLiteral("fp4"), availabilityText(row.fp4));
    if (row.flashAttention) {
        object.insert(QStringLiteral("flash_attention"), *row.flashAttention);
    }
    QStringList facts;
    for (const std::string& fact : row.facts) {
        facts << text(fact);
    }
    object.insert(QStringLiteral("facts"), facts.join(QLatin1Char(' ')));
    object.insert(QStringLiteral("source"), text(row.source));
    return object;
}

QCommandLineOption includeUnsupportedOption() {
    return {
        QStringLiteral("include-unsupported"),
        QStringLiteral("Also offer cards that current software (CUDA, PyTorch, llama.cpp) no longer runs on, "
                       "such as Kepler cards; left out by default.")};
}

bool includeUnsupported(const Invocation& invocation) {
    return invocation.parser().isSet(QStringLiteral("include-unsupported"));
}

QString unsupportedNote(std::span<const Gpu* const> cards) {
    if (cards.empty()) {
        return {};
    }
    QStringList names;
    for (const Gpu* gpu : cards) {
        names << text(gpu->name);
    }
    return text::unsupportedLeftOut(names) + QStringLiteral(" (--include-unsupported includes them).\n");
}

QString leaveOutWithoutSoftware(std::vector<Gpu>& gpus, bool inference, Date day) {
    QStringList names;
    std::erase_if(gpus, [&](const Gpu& gpu) {
        // Cards software no longer runs on at all have their own note (unsupportedLeftOut).
        const bool runs = cardSupport(gpu, day).unsupported() ||
                          runsSoftwareFor(gpu, inference ? SoftwareNeed::LlamaCpp : SoftwareNeed::PyTorch);
        if (!runs) {
            names << text(gpu.name);
        }
        return !runs;
    });
    if (names.isEmpty()) {
        return {};
    }
    return QStringLiteral("note: left out, as %1 does not run on them: %2\n")
        .arg(inference ? QStringLiteral("llama.cpp") : QStringLiteral("PyTorch"),
             names.join(QStringLiteral(", ")));
}

} // namespace gpuadvisor::cli
