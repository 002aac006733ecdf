#include "llm/llmtext.h"

#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/numbers.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace gpuadvisor::llmtext {
namespace {

/// The translation context of this file's strings.
class LlmText {
    Q_DECLARE_TR_FUNCTIONS(LlmText)
};

using text::fromStd;

} // namespace

QString buildLabel(std::string_view gpuName, int count) {
    return LlmText::tr("%1 ×%2").arg(fromStd(gpuName)).arg(count);
}

int decimalsFor(double maximum) {
    if (!(maximum > 0)) {
        return 2;
    }
    return std::clamp(2 - static_cast<int>(std::floor(std::log10(maximum))), 0, 3);
}

QString tokensPerSecondNumber(double value) {
    return text::trimmedNumber(value, decimalsFor(value));
}

QString tokensPerSecond(double value) {
    return LlmText::tr("%1 tokens/s").arg(tokensPerSecondNumber(value));
}

QString gigabytes(double gib) {
    return LlmText::tr("%1 GB").arg(text::trimmedNumber(gib, gib < 10 ? 2 : 1));
}

QString duration(double seconds) {
    if (seconds >= 120) {
        return LlmText::tr("%1 min").arg(text::trimmedNumber(seconds / 60, 1));
    }
    return LlmText::tr("%1 s").arg(text::trimmedNumber(seconds, seconds < 10 ? 2 : 1));
}

QString tokenCount(double tokens) {
    if (tokens >= 1e9) {
        return LlmText::tr("%1 billion").arg(text::trimmedNumber(tokens / 1e9, 1));
    }
    if (tokens >= 1e6) {
        return LlmText::tr("%1 million").arg(text::trimmedNumber(tokens / 1e6, 1));
    }
    return QLocale().toString(std::round(tokens / 1000) * 1000, 'f', 0);
}

QString estimateNote(LlmTest test, std::string_view backend) {
    const double error = shippedLlmCalibration().typicalError(test == LlmTest::Decode, backend);
    return LlmText::tr("estimate, typically within ±%1 %").arg(std::lround(error * 100));
}

QString shortSource(std::string_view source) {
    // "owner/repository (github.com/...) commit ..., file": the part before the details.
    QString text = fromStd(source).simplified();
    const qsizetype end = text.indexOf(QRegularExpression(QStringLiteral("[;,(]")));
    if (end > 0) {
        text = text.left(end).trimmed();
    }
    constexpr qsizetype limit = 60;
    return text.size() <= limit ? text : text.left(limit - 1) + QChar(0x2026);
}

QString measuredNote(const LlmMeasurement& measurement) {
    const QString test =
        QStringLiteral("%1%2")
            .arg(measurement.test == LlmTest::Decode ? QStringLiteral("tg") : QStringLiteral("pp"))
            .arg(measurement.tokens);
    // The build is the software column's first part: "llama.cpp 2241453" or "llama.cpp build 2824-2843
    // (May 2024)".
    const QString build = fromStd(measurement.software).section(QLatin1Char(','), 0, 0).trimmed();
    return LlmText::tr("measured: %1 (llama-bench %2, %3, flash attention %4; %5)")
        .arg(tokensPerSecond(measurement.tokensPerSecond), test, build,
             measurement.flashAttention ? LlmText::tr("on") : LlmText::tr("off"),
             shortSource(measurement.source));
}

QString shortModelName(const LlmModel& model) {
    if (model.estimatedShape) {
        return LlmText::tr("Custom %1B").arg(text::trimmedNumber(model.parameters / 1e9, 2));
    }
    return fromStd(model.name);
}

QString weightFormatLabel(WeightFormat format) {
    return fromStd(weightFormatInfo(format).label);
}

QString taskLabel(LlmTask task) {
    switch (task) {
    case LlmTask::Inference:
        return LlmText::tr("Inference");
    case LlmTask::LoRA:
        return LlmText::tr("LoRA fine-tuning");
    case LlmTask::QLoRA:
        return LlmText::tr("QLoRA fine-tuning");
    case LlmTask::FullFineTuning:
        return LlmText::tr("Full fine-tuning");
    }
    return {};
}

QString conditionWord(Condition condition) {
    return condition == Condition::New ? LlmText::tr("new") : LlmText::tr("used");
}

} // namespace gpuadvisor::llmtext
