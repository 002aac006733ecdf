#include "gpuadvisor/text/gpufieldtext.h"

#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/numbers.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <iterator>

namespace gpuadvisor::text {
namespace {

class GpuFieldText {
    Q_DECLARE_TR_FUNCTIONS(GpuFieldText)
};

/// The words of one card field, untranslated (translated on use, context "GpuFieldText").
struct FieldWords {
    std::string_view field;
    const char* label;
    const char* header = nullptr;  ///< nullptr: the label.
    const char* toolTip = nullptr; ///< nullptr: none.
};

// One entry per field of gpuFields(), in the same order.
const FieldWords fieldWords[] = {
    {"name", QT_TRANSLATE_NOOP("GpuFieldText", "Name")},
    {"vendor", QT_TRANSLATE_NOOP("GpuFieldText", "Vendor")},
    {"architecture", QT_TRANSLATE_NOOP("GpuFieldText", "Architecture")},
    {"segment", QT_TRANSLATE_NOOP("GpuFieldText", "Segment")},
    {"release_year", QT_TRANSLATE_NOOP("GpuFieldText", "Release year"),
     QT_TRANSLATE_NOOP("GpuFieldText", "Release\nyear")},
    {"memory_gb", QT_TRANSLATE_NOOP("GpuFieldText", "Memory (GB)"),
     QT_TRANSLATE_NOOP("GpuFieldText", "Memory\n(GB)")},
    {"memory_type", QT_TRANSLATE_NOOP("GpuFieldText", "Memory type")},
    {"bandwidth_gbps", QT_TRANSLATE_NOOP("GpuFieldText", "Bandwidth (GB/s)"),
     QT_TRANSLATE_NOOP("GpuFieldText", "Bandwidth\n(GB/s)")},
    {"sm_count", QT_TRANSLATE_NOOP("GpuFieldText", "SMs")},
    {"tensor_core_generation", QT_TRANSLATE_NOOP("GpuFieldText", "Tensor core generation")},
    {"fp16_tensor_tflops", QT_TRANSLATE_NOOP("GpuFieldText", "FP16 tensor (TFLOPS, FP16 acc.)")},
    {"fp16_tensor_fp32acc_tflops", QT_TRANSLATE_NOOP("GpuFieldText", "FP16 tensor (TFLOPS, FP32 acc.)"),
     QT_TRANSLATE_NOOP("GpuFieldText", "FP16 tensor\nFP32 acc.\n(TFLOPS)"),
     QT_TRANSLATE_NOOP("GpuFieldText", "Dense FP16 tensor-core rate with FP32 accumulation, at boost clock "
                                       "(what mixed-precision training gets). Empty: no tensor cores.")},
    {"bf16_tensor_tflops", QT_TRANSLATE_NOOP("GpuFieldText", "BF16 tensor (TFLOPS)")},
    {"int8_tensor_tops", QT_TRANSLATE_NOOP("GpuFieldText", "INT8 tensor (TOPS)")},
    {"fp8_tensor_tflops", QT_TRANSLATE_NOOP("GpuFieldText", "FP8 tensor (TFLOPS)"),
     QT_TRANSLATE_NOOP("GpuFieldText", "FP8\ntensor\n(TFLOPS)"),
     QT_TRANSLATE_NOOP("GpuFieldText",
                       "Dense FP8 tensor-core rate. Empty: the card has no FP8 tensor cores.")},
    {"fp32_tflops", QT_TRANSLATE_NOOP("GpuFieldText", "FP32 (TFLOPS)")},
    {"l2_cache_mb", QT_TRANSLATE_NOOP("GpuFieldText", "L2 cache (MB)"),
     QT_TRANSLATE_NOOP("GpuFieldText", "L2\ncache\n(MB)")},
    {"shared_memory_per_sm_kb", QT_TRANSLATE_NOOP("GpuFieldText", "Shared memory per SM (KB)")},
    {"board_power_w", QT_TRANSLATE_NOOP("GpuFieldText", "Board power (W)"),
     QT_TRANSLATE_NOOP("GpuFieldText", "Board\npower\n(W)")},
    {"slot_width", QT_TRANSLATE_NOOP("GpuFieldText", "Slots"), nullptr,
     QT_TRANSLATE_NOOP("GpuFieldText",
                       "Expansion slots the reference card takes; 0 for modules and systems.")},
    {"cooler", QT_TRANSLATE_NOOP("GpuFieldText", "Cooler")},
    {"power_connectors", QT_TRANSLATE_NOOP("GpuFieldText", "Power connectors")},
    {"pcie_generation", QT_TRANSLATE_NOOP("GpuFieldText", "PCIe generation")},
    {"nvlink", QT_TRANSLATE_NOOP("GpuFieldText", "NVLink")},
    {"ecc", QT_TRANSLATE_NOOP("GpuFieldText", "ECC memory")},
    // The US launch price (MSRP) as announced: always in US dollars, whatever the display currency.
    {"launch_price_usd", QT_TRANSLATE_NOOP("GpuFieldText", "Launch price (US$)")},
    {"datacenter_use_allowed", QT_TRANSLATE_NOOP("GpuFieldText", "Driver licence allows data-centre use")},
    {"device_kind", QT_TRANSLATE_NOOP("GpuFieldText", "Device kind"), nullptr,
     QT_TRANSLATE_NOOP(
         "GpuFieldText",
         "card: a PCIe card for a machine you build; module: an SXM or OAM module inside a server; "
         "system: a whole computer whose GPU shares its memory (a Mac, a Ryzen AI Max desktop, "
         "a DGX Spark), priced as one.")},
};

const FieldWords* wordsOf(std::string_view field) {
    const auto found = std::find_if(std::begin(fieldWords), std::end(fieldWords),
                                    [&](const FieldWords& words) { return words.field == field; });
    return found != std::end(fieldWords) ? &*found : nullptr;
}

QString translated(const char* text) {
    return QCoreApplication::translate("GpuFieldText", text);
}

} // namespace

QString gpuFieldLabel(std::string_view field) {
    if (const FieldWords* words = wordsOf(field)) {
        return translated(words->label);
    }
    // Fields of a price observation, which validatePrice names.
    if (field == "price_usd") {
        return GpuFieldText::tr("Price (%1)").arg(currencyCode());
    }
    if (field == "observed_on") {
        return GpuFieldText::tr("Date");
    }
    if (field == "source") {
        return GpuFieldText::tr("Source");
    }
    if (field == "gpu_name") {
        return GpuFieldText::tr("Card");
    }
    return fromStd(field);
}

QString gpuFieldHeader(std::string_view field) {
    const FieldWords* words = wordsOf(field);
    return words != nullptr && words->header != nullptr ? translated(words->header) : gpuFieldLabel(field);
}

QString gpuFieldToolTip(std::string_view field) {
    const FieldWords* words = wordsOf(field);
    return words != nullptr && words->toolTip != nullptr ? translated(words->toolTip) : QString();
}

QString gpuFieldDisplayText(const GpuField& field, const Gpu& gpu) {
    const std::optional<double> number = field.number(gpu);
    switch (field.kind) {
    case GpuFieldKind::Text:
        return fromStd(field.format(gpu));
    case GpuFieldKind::Choice:
        return gpuChoiceLabel(field, static_cast<int>(number.value_or(0)));
    case GpuFieldKind::Flag:
        return number.value_or(0) != 0 ? GpuFieldText::tr("yes") : GpuFieldText::tr("no");
    case GpuFieldKind::Number:
    case GpuFieldKind::OptionalNumber:
    case GpuFieldKind::WholeNumber:
        break;
    }
    if (!number) {
        return QStringLiteral("—");
    }
    if (field.name == "release_year") {
        return QString::number(*number); // a year is a name, not a quantity: never "2,024"
    }
    if (field.name == "slot_width" && *number == 0) {
        return GpuFieldText::tr("0 (SXM)");
    }
    return trimmedNumber(*number, field.decimals);
}

QString gpuChoiceLabel(const GpuField& field, int index) {
    if (index < 0 || index >= static_cast<int>(field.choices.size())) {
        return {};
    }
    if (field.name == "architecture") {
        return architectureLabel(static_cast<Architecture>(index));
    }
    if (field.name == "segment") {
        return segmentLabel(static_cast<Segment>(index));
    }
    if (field.name == "cooler") {
        return coolerLabel(static_cast<Cooler>(index));
    }
    return fromStd(field.choices[static_cast<std::size_t>(index)]);
}

QString describeFieldProblems(const std::vector<FieldProblem>& problems) {
    QStringList parts;
    for (const FieldProblem& problem : problems) {
        parts << GpuFieldText::tr("%1: %2").arg(gpuFieldLabel(problem.field), fromStd(problem.message));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace gpuadvisor::text
