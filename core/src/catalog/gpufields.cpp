#include "gpuadvisor/core/catalog/gpufields.h"

#include "catalog/cellcodec.h"
#include "catalog/textutil.h"

#include <algorithm>
#include <type_traits>

namespace gpuadvisor {
namespace {

template <typename Enum> constexpr const auto& allValuesOf() {
    if constexpr (std::is_same_v<Enum, Architecture>) {
        return allArchitectures;
    } else if constexpr (std::is_same_v<Enum, Segment>) {
        return allSegments;
    } else if constexpr (std::is_same_v<Enum, DeviceKind>) {
        return allDeviceKinds;
    } else {
        static_assert(std::is_same_v<Enum, Cooler>, "a Choice field needs its list of values here");
        return allCoolers;
    }
}

template <typename T> constexpr GpuFieldKind kindOf() {
    if constexpr (std::is_same_v<T, std::string>) {
        return GpuFieldKind::Text;
    } else if constexpr (std::is_same_v<T, std::optional<double>>) {
        return GpuFieldKind::OptionalNumber;
    } else if constexpr (std::is_same_v<T, double>) {
        return GpuFieldKind::Number;
    } else if constexpr (std::is_same_v<T, bool>) {
        return GpuFieldKind::Flag;
    } else if constexpr (std::is_same_v<T, int>) {
        return GpuFieldKind::WholeNumber;
    } else {
        static_assert(std::is_enum_v<T>, "unsupported Gpu member type");
        return GpuFieldKind::Choice;
    }
}

/// Where a field is and what it means besides its type.
struct FieldTraits {
    GpuFieldGroup group = GpuFieldGroup::Card;
    std::string_view unit;
    int decimals = 0;
    std::optional<FieldRange> range;
};

/// The description of the Gpu member `Member`; its kind, accessors and choices follow from its type.
template <auto Member> GpuField field(std::string_view name, FieldTraits traits) {
    using T = std::remove_cvref_t<decltype(std::declval<Gpu&>().*Member)>;
    GpuField result;
    result.name = name;
    result.kind = kindOf<T>();
    result.group = traits.group;
    result.unit = traits.unit;
    result.decimals = traits.decimals;
    result.range = traits.range;
    if constexpr (std::is_enum_v<T>) {
        for (const T value : allValuesOf<T>()) {
            result.choices.push_back(toString(value));
        }
    }
    result.format = [](const Gpu& gpu) {
        return cell::formatCell(gpu.*Member);
    };
    result.parse = [](std::string_view text, Gpu& gpu) -> FieldParseError {
        T value{};
        if (auto error = cell::parseCell(text, value)) {
            return error;
        }
        gpu.*Member = std::move(value);
        return std::nullopt;
    };
    result.number = [](const Gpu& gpu) -> std::optional<double> {
        if constexpr (std::is_same_v<T, std::string>) {
            return std::nullopt;
        } else if constexpr (std::is_same_v<T, std::optional<double>>) {
            return gpu.*Member;
        } else if constexpr (std::is_enum_v<T>) {
            return static_cast<double>(static_cast<int>(gpu.*Member));
        } else {
            return static_cast<double>(gpu.*Member);
        }
    };
    result.setNumber = [](Gpu& gpu, std::optional<double> value) {
        if constexpr (std::is_same_v<T, std::optional<double>>) {
            gpu.*Member = value;
        } else if constexpr (std::is_same_v<T, double>) {
            gpu.*Member = value.value_or(0);
        } else if constexpr (std::is_same_v<T, bool>) {
            gpu.*Member = value.value_or(0) != 0;
        } else if constexpr (std::is_same_v<T, int>) {
            gpu.*Member = static_cast<int>(std::clamp(value.value_or(0), -1e9, 1e9));
        } else if constexpr (std::is_enum_v<T>) {
            gpu.*Member = static_cast<T>(static_cast<int>(value.value_or(0)));
        }
    };
    result.setText = [](Gpu& gpu, std::string text) {
        if constexpr (std::is_same_v<T, std::string>) {
            gpu.*Member = std::move(text);
        }
    };
    return result;
}

/// The name, unlike other text, is stored with runs of spaces collapsed (as the catalog matches it).
GpuField nameField() {
    GpuField result = field<&Gpu::name>("name", {});
    result.parse = [](std::string_view text, Gpu& gpu) -> FieldParseError {
        std::string value;
        if (auto error = cell::parseCardName(text, value)) {
            return error;
        }
        gpu.name = std::move(value);
        return std::nullopt;
    };
    return result;
}

/// A number the maker may not publish (fp32_tflops of some Apple chips, a Mac's power): an empty
/// cell is 0 in the Gpu, and 0 is written back as an empty cell.
template <auto Member> GpuField unpublishedField(std::string_view name, FieldTraits traits) {
    GpuField result = field<Member>(name, traits);
    result.mayBeUnpublished = true;
    result.format = [](const Gpu& gpu) {
        return gpu.*Member == 0 ? std::string() : cell::formatCell(gpu.*Member);
    };
    result.parse = [](std::string_view text, Gpu& gpu) -> FieldParseError {
        if (trimmed(text).empty()) {
            gpu.*Member = 0;
            return std::nullopt;
        }
        using T = std::remove_cvref_t<decltype(gpu.*Member)>;
        T value{};
        if (auto error = cell::parseCell(text, value)) {
            return error;
        }
        gpu.*Member = value;
        return std::nullopt;
    };
    result.number = [](const Gpu& gpu) -> std::optional<double> {
        if (gpu.*Member == 0) {
            return std::nullopt;
        }
        return static_cast<double>(gpu.*Member);
    };
    return result;
}

/// The kind of device; an empty cell (or a file from before the column) reads slot width 0 as a
/// module and anything else as a card. slot_width comes earlier in the row, so it is read first.
GpuField deviceKindField() {
    GpuField result = field<&Gpu::deviceKind>("device_kind", {});
    result.parse = [](std::string_view text, Gpu& gpu) -> FieldParseError {
        if (trimmed(text).empty()) {
            gpu.deviceKind = gpu.slotWidth == 0 ? DeviceKind::Module : DeviceKind::Card;
            return std::nullopt;
        }
        DeviceKind value{};
        if (auto error = cell::parseCell(text, value)) {
            return error;
        }
        gpu.deviceKind = value;
        return std::nullopt;
    };
    return result;
}

constexpr FieldRange tensorRange{0.1, 50000};

std::vector<GpuField> makeFields() {
    using enum GpuFieldGroup;
    return {
        nameField(),
        field<&Gpu::vendor>("vendor", {}),
        field<&Gpu::architecture>("architecture", {}),
        field<&Gpu::segment>("segment", {}),
        field<&Gpu::releaseYear>("release_year", {Card, "", 0, FieldRange{2008, 2035}}),
        field<&Gpu::memoryGb>("memory_gb", {Memory, "GB", 1, FieldRange{0.5, 1024}}),
        field<&Gpu::memoryType>("memory_type", {Memory, "", 0, {}}),
        field<&Gpu::bandwidthGBps>("bandwidth_gbps", {Memory, "GB/s", 1, FieldRange{50, 20000}}),
        field<&Gpu::smCount>("sm_count", {Compute, "", 0, FieldRange{1, 1024}}),
        // Checked against the architecture by validateGpu rather than by a range.
        field<&Gpu::tensorCoreGeneration>("tensor_core_generation", {Compute, "", 0, {}}),
        field<&Gpu::fp16TensorTflops>("fp16_tensor_tflops", {Compute, "TFLOPS", 1, tensorRange}),
        field<&Gpu::fp16TensorFp32AccumulateTflops>("fp16_tensor_fp32acc_tflops",
                                                    {Compute, "TFLOPS", 1, tensorRange}),
        field<&Gpu::bf16TensorTflops>("bf16_tensor_tflops", {Compute, "TFLOPS", 1, tensorRange}),
        field<&Gpu::int8TensorTops>("int8_tensor_tops", {Compute, "TOPS", 1, tensorRange}),
        field<&Gpu::fp8TensorTflops>("fp8_tensor_tflops", {Compute, "TFLOPS", 1, tensorRange}),
        unpublishedField<&Gpu::fp32Tflops>("fp32_tflops", {Compute, "TFLOPS", 1, FieldRange{0.1, 500}}),
        unpublishedField<&Gpu::l2CacheMb>("l2_cache_mb", {Memory, "MB", 2, FieldRange{0.1, 512}}),
        unpublishedField<&Gpu::sharedMemoryPerSmKb>("shared_memory_per_sm_kb",
                                                    {Memory, "KB", 0, FieldRange{16, 512}}),
        unpublishedField<&Gpu::boardPowerWatts>("board_power_w", {Board, "W", 0, FieldRange{20, 2000}}),
        field<&Gpu::slotWidth>("slot_width", {Board, "slots", 0, FieldRange{0, 5}}),
        field<&Gpu::cooler>("cooler", {Board, "", 0, {}}),
        field<&Gpu::powerConnectors>("power_connectors", {Board, "", 0, {}}),
        unpublishedField<&Gpu::pcieGeneration>("pcie_generation", {Board, "", 0, FieldRange{1, 6}}),
        field<&Gpu::nvlink>("nvlink", {Board, "", 0, {}}),
        field<&Gpu::ecc>("ecc", {Memory, "", 0, {}}),
        field<&Gpu::launchPriceUsd>("launch_price_usd", {Card, "USD", 0, FieldRange{1, 1000000}}),
        field<&Gpu::datacenterUseAllowed>("datacenter_use_allowed", {}),
        deviceKindField(),
    };
}

} // namespace

const std::vector<GpuField>& gpuFields() {
    static const std::vector<GpuField> fields = makeFields();
    return fields;
}

const GpuField* findGpuField(std::string_view name) {
    const std::size_t index = gpuFieldIndex(name);
    return index < gpuFields().size() ? &gpuFields()[index] : nullptr;
}

std::size_t gpuFieldIndex(std::string_view name) {
    const auto& fields = gpuFields();
    const auto found =
        std::find_if(fields.begin(), fields.end(), [&](const GpuField& field) { return field.name == name; });
    return static_cast<std::size_t>(found - fields.begin());
}

} // namespace gpuadvisor
