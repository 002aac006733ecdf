#include "gpuadvisor/text/supporttext.h"

#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/namelist.h"

#include <QCoreApplication>

#include <utility>

namespace gpuadvisor::text {
namespace {

class SupportText {
    Q_DECLARE_TR_FUNCTIONS(SupportText)
};

/// " (S2, S3)" from the row's fact ids; empty without any.
QString factSuffix(const ArchitectureSupport& row) {
    QStringList ids;
    for (const std::string& fact : row.facts) {
        ids << fromStd(fact);
    }
    return ids.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(ids.join(QStringLiteral(", ")));
}

QString pytorchText(const ArchitectureSupport& row) {
    if (row.pytorchWheels.empty()) {
        return SupportText::tr("PyTorch's default wheels");
    }
    if (row.pytorchWheels == "none") {
        return SupportText::tr("no current PyTorch wheel");
    }
    if (row.pytorchWheels.size() > 2 && row.pytorchWheels.rfind("cu", 0) == 0) {
        // "cu126" is CUDA 12.6.
        const QString digits = fromStd(row.pytorchWheels).mid(2);
        const QString version = digits.left(digits.size() - 1) + QLatin1Char('.') + digits.right(1);
        return SupportText::tr("PyTorch's CUDA %1 wheels only").arg(version);
    }
    return SupportText::tr("PyTorch wheels: %1").arg(fromStd(row.pytorchWheels));
}

QString llamaCppText(const ArchitectureSupport& row) {
    if (row.llamaCppCuda.empty()) {
        return SupportText::tr("current llama.cpp CUDA builds");
    }
    if (row.llamaCppCuda == "none") {
        return SupportText::tr("no llama.cpp CUDA build");
    }
    return SupportText::tr("llama.cpp builds made with CUDA %1.x only").arg(fromStd(row.llamaCppCuda));
}

} // namespace

QString supportLevelLabel(SupportLevel level) {
    switch (level) {
    case SupportLevel::Current:
        return SupportText::tr("Current");
    case SupportLevel::Legacy:
        return SupportText::tr("Legacy software only");
    case SupportLevel::Unsupported:
        return SupportText::tr("Unsupported by current software");
    }
    return {};
}

QString supportCatch(const CardSupport& support) {
    switch (support.level) {
    case SupportLevel::Current:
        return {};
    case SupportLevel::Legacy:
        return SupportText::tr("legacy software only");
    case SupportLevel::Unsupported:
        return SupportText::tr("current software no longer runs on it");
    }
    return {};
}

QString supportFeatures(const ArchitectureSupport& row) {
    QStringList formats;
    QStringList missing;
    const auto add = [&](Availability availability, const QString& name) {
        if (availability == Availability::Yes) {
            formats << name;
        } else if (availability == Availability::No) {
            missing << name;
        }
    };
    add(row.bf16, QStringLiteral("BF16"));
    add(row.fp8, QStringLiteral("FP8"));
    add(row.fp4, QStringLiteral("FP4"));
    QStringList parts;
    if (!formats.isEmpty()) {
        parts << formats.join(QStringLiteral(", "));
    }
    if (!missing.isEmpty()) {
        parts << SupportText::tr("no %1").arg(missing.join(QStringLiteral(", ")));
    }
    if (!row.flashAttention) {
        parts << SupportText::tr("FlashAttention not listed for it");
    } else if (*row.flashAttention == 0) {
        parts << SupportText::tr("no FlashAttention");
    } else if (*row.flashAttention == 1) {
        parts << SupportText::tr("FlashAttention 1 only");
    } else {
        parts << SupportText::tr("FlashAttention %1").arg(*row.flashAttention);
    }
    return parts.join(QStringLiteral(" · "));
}

QString supportFeaturesShort(const ArchitectureSupport& row) {
    QStringList formats;
    for (const auto& [availability, name] :
         {std::pair{row.bf16, "BF16"}, std::pair{row.fp8, "FP8"}, std::pair{row.fp4, "FP4"}}) {
        if (availability == Availability::Yes) {
            formats << QLatin1String(name);
        }
    }
    const QString flash = !row.flashAttention        ? QStringLiteral("FA ?")
                          : *row.flashAttention == 0 ? SupportText::tr("no FA")
                                                     : QStringLiteral("FA%1").arg(*row.flashAttention);
    return QStringLiteral("%1 · %2").arg(
        formats.isEmpty() ? SupportText::tr("none") : formats.join(QStringLiteral(", ")), flash);
}

QString supportReason(const CardSupport& support) {
    const QString name = architectureLabel(support.architecture);
    if (support.row == nullptr) {
        return SupportText::tr("The software-support table has no row for %1 cards.").arg(name);
    }
    const ArchitectureSupport& row = *support.row;
    const QString capability = fromStd(row.computeCapability);
    const QString facts = factSuffix(row);
    switch (support.level) {
    case SupportLevel::Unsupported:
        return SupportText::tr(
                   "No maintained CUDA toolkit or PyTorch wheel runs on %1 cards (compute capability "
                   "%2): the last CUDA toolkit for them is %3%4.")
            .arg(name, capability, fromStd(row.lastCudaToolkit), facts);
    case SupportLevel::Legacy:
        return SupportText::tr(
                   "%1 cards (compute capability %2) run only on older software: CUDA up to %3, %4, "
                   "%5; %6%7.")
            .arg(name, capability, fromStd(row.lastCudaToolkit), pytorchText(row), llamaCppText(row),
                 supportFeatures(row), facts);
    case SupportLevel::Current:
        return SupportText::tr(
                   "%1 cards (compute capability %2) run current CUDA, PyTorch and llama.cpp; %3%4.")
            .arg(name, capability, supportFeatures(row), facts);
    }
    return {};
}

QString supportRow(const CardSupport& support) {
    if (support.row == nullptr) {
        return supportLevelLabel(support.level);
    }
    return QStringLiteral("%1 · CC %2 · %3")
        .arg(supportLevelLabel(support.level), fromStd(support.row->computeCapability),
             supportFeatures(*support.row));
}

QStringList supportDetails(const CardSupport& support) {
    QStringList lines;
    lines << SupportText::tr("Level: %1").arg(supportLevelLabel(support.level));
    if (support.row == nullptr) {
        lines << supportReason(support);
        return lines;
    }
    const ArchitectureSupport& row = *support.row;
    lines << SupportText::tr("Compute capability: %1").arg(fromStd(row.computeCapability));
    lines << SupportText::tr("Last CUDA toolkit: %1")
                 .arg(row.lastCudaToolkit.empty() ? SupportText::tr("current")
                                                  : fromStd(row.lastCudaToolkit));
    lines << SupportText::tr("PyTorch: %1").arg(pytorchText(row));
    lines << SupportText::tr("llama.cpp: %1").arg(llamaCppText(row));
    lines << SupportText::tr("Features: %1").arg(supportFeatures(row));
    lines << supportReason(support);
    lines << SupportText::tr("Sources: %1").arg(fromStd(row.source));
    return lines;
}

QString includeUnsupportedLabel() {
    return SupportText::tr("Include cards current software no longer supports");
}

QString unsupportedLeftOut(const QStringList& names) {
    return SupportText::tr("Left out, as current software no longer supports them: %1")
        .arg(shortNameList(names));
}

} // namespace gpuadvisor::text
