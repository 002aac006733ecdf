#include "gpuadvisor/ui/catalog/gpudialog.h"

#include "gpuadvisor/core/namematch.h"
#include "gpuadvisor/core/validation.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/numbers.h"
#include "gpuadvisor/ui/catalog/gputablemodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpuadvisor {
namespace {

const char* const textFields[] = {"name", "vendor", "memory_type", "power_connectors"};
const char* const integerFields[] = {"release_year",  "sm_count",   "tensor_core_generation",
                                     "board_power_w", "slot_width", "pcie_generation"};
const char* const optionalFields[] = {"fp16_tensor_tflops", "fp16_tensor_fp32acc_tflops",
                                      "bf16_tensor_tflops", "int8_tensor_tops",
                                      "fp8_tensor_tflops",  "launch_price_usd"};

QString coolerLabel(Cooler cooler) {
    switch (cooler) {
    case Cooler::Blower:
        return GpuDialog::tr("Blower");
    case Cooler::OpenAir:
        return GpuDialog::tr("Open air");
    case Cooler::Passive:
        return GpuDialog::tr("Passive");
    case Cooler::Water:
        return GpuDialog::tr("Water");
    }
    return {};
}

std::optional<double> parseNumber(const QString& text) {
    bool ok = false;
    double value = QLocale().toDouble(text, &ok);
    if (!ok) {
        value = QLocale::c().toDouble(text, &ok);
    }
    return ok && std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
}

template <typename Enum> void selectData(QComboBox* combo, Enum value) {
    combo->setCurrentIndex(combo->findData(static_cast<int>(value)));
}

} // namespace

GpuDialog::GpuDialog(std::vector<std::string> existingNames, const Gpu* start, QWidget* parent)
    : QDialog(parent)
    , m_existingNames(std::move(existingNames)) {
    setWindowTitle(tr("Add Card"));
    setObjectName(QStringLiteral("gpuDialog"));

    auto* architecture = new QComboBox;
    for (Architecture value : allArchitectures) {
        architecture->addItem(text::architectureLabel(value), static_cast<int>(value));
    }
    auto* segment = new QComboBox;
    for (Segment value : allSegments) {
        segment->addItem(text::segmentLabel(value), static_cast<int>(value));
    }
    auto* cooler = new QComboBox;
    for (Cooler value : allCoolers) {
        cooler->addItem(coolerLabel(value), static_cast<int>(value));
    }
    addField(QStringLiteral("architecture"), architecture);
    addField(QStringLiteral("segment"), segment);
    addField(QStringLiteral("cooler"), cooler);
    addField(QStringLiteral("nvlink"), new QCheckBox(tr("NVLink")));
    addField(QStringLiteral("ecc"), new QCheckBox(tr("ECC memory")));
    addField(QStringLiteral("datacenter_use_allowed"),
             new QCheckBox(tr("Driver licence allows data-centre use")));

    const auto form = [this](const QString& title, std::initializer_list<const char*> names) {
        auto* box = new QGroupBox(title);
        auto* layout = new QFormLayout(box);
        for (const char* name : names) {
            const QString key = QString::fromLatin1(name);
            QWidget* widget = m_fields.value(key);
            if (widget == nullptr) {
                auto* edit = new QLineEdit;
                edit->setMinimumWidth(edit->fontMetrics().horizontalAdvance(QStringLiteral("0000000000000")));
                if (std::find_if(std::begin(optionalFields), std::end(optionalFields),
                                 [&](const char* optional) { return key == QLatin1String(optional); }) !=
                    std::end(optionalFields)) {
                    edit->setPlaceholderText(tr("empty: none"));
                }
                addField(key, edit);
                widget = edit;
            }
            if (qobject_cast<QCheckBox*>(widget) != nullptr) {
                layout->addRow(widget);
            } else {
                layout->addRow(GpuTableModel::fieldLabel(name) + QLatin1Char(':'), widget);
            }
        }
        return box;
    };

    auto* left = new QVBoxLayout;
    left->addWidget(form(tr("Card"), {"name", "vendor", "architecture", "segment", "release_year",
                                      "launch_price_usd", "datacenter_use_allowed"}));
    left->addWidget(form(tr("Memory"), {"memory_gb", "memory_type", "bandwidth_gbps", "l2_cache_mb",
                                        "shared_memory_per_sm_kb", "ecc"}));
    left->addStretch();
    auto* right = new QVBoxLayout;
    right->addWidget(form(tr("Compute"), {"sm_count", "tensor_core_generation", "fp32_tflops",
                                          "fp16_tensor_tflops", "fp16_tensor_fp32acc_tflops",
                                          "bf16_tensor_tflops", "int8_tensor_tops", "fp8_tensor_tflops"}));
    right->addWidget(form(tr("Board"), {"board_power_w", "slot_width", "cooler", "power_connectors",
                                        "pcie_generation", "nvlink"}));
    right->addStretch();
    auto* columns = new QHBoxLayout;
    columns->addLayout(left);
    columns->addLayout(right);

    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("gpuDialogMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_message->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Add Card"));
    connect(buttons, &QDialogButtonBox::accepted, this, &GpuDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &GpuDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(m_message);
    layout->addWidget(buttons);

    Gpu initial;
    initial.vendor = "NVIDIA";
    initial.releaseYear = static_cast<int>(todayUtc().year());
    if (start != nullptr) {
        initial = *start;
        initial.name.clear();
    }
    setGpu(initial);
    if (start == nullptr) {
        // Leave the numbers to type rather than showing zeros that would be refused.
        for (const char* name : {"memory_gb", "bandwidth_gbps", "sm_count", "fp32_tflops", "l2_cache_mb",
                                 "shared_memory_per_sm_kb", "board_power_w", "pcie_generation"}) {
            static_cast<QLineEdit*>(field(QString::fromLatin1(name)))->clear();
        }
    }
}

void GpuDialog::addField(const QString& name, QWidget* widget) {
    widget->setObjectName(QStringLiteral("gpuField_") + name);
    m_fields.insert(name, widget);
}

QString GpuDialog::text(const QString& name) const {
    const auto* edit = qobject_cast<const QLineEdit*>(m_fields.value(name));
    return edit != nullptr ? edit->text().trimmed() : QString();
}

void GpuDialog::setGpu(const Gpu& gpu) {
    const auto setText = [this](const char* name, const QString& value) {
        static_cast<QLineEdit*>(field(QString::fromLatin1(name)))->setText(value);
    };
    const auto setOptional = [&](const char* name, const std::optional<double>& value) {
        setText(name, value ? text::editableNumber(*value) : QString());
    };
    const auto setCheck = [this](const char* name, bool value) {
        static_cast<QCheckBox*>(field(QString::fromLatin1(name)))->setChecked(value);
    };
    setText("name", QString::fromStdString(gpu.name));
    setText("vendor", QString::fromStdString(gpu.vendor));
    selectData(static_cast<QComboBox*>(field(QStringLiteral("architecture"))), gpu.architecture);
    selectData(static_cast<QComboBox*>(field(QStringLiteral("segment"))), gpu.segment);
    setText("release_year", QString::number(gpu.releaseYear));
    setText("memory_gb", text::editableNumber(gpu.memoryGb));
    setText("memory_type", QString::fromStdString(gpu.memoryType));
    setText("bandwidth_gbps", text::editableNumber(gpu.bandwidthGBps));
    setText("sm_count", QString::number(gpu.smCount));
    setText("tensor_core_generation", QString::number(gpu.tensorCoreGeneration));
    setOptional("fp16_tensor_tflops", gpu.fp16TensorTflops);
    setOptional("fp16_tensor_fp32acc_tflops", gpu.fp16TensorFp32AccumulateTflops);
    setOptional("bf16_tensor_tflops", gpu.bf16TensorTflops);
    setOptional("int8_tensor_tops", gpu.int8TensorTops);
    setOptional("fp8_tensor_tflops", gpu.fp8TensorTflops);
    setText("fp32_tflops", text::editableNumber(gpu.fp32Tflops));
    setText("l2_cache_mb", text::editableNumber(gpu.l2CacheMb));
    setText("shared_memory_per_sm_kb", text::editableNumber(gpu.sharedMemoryPerSmKb));
    setText("board_power_w", QString::number(gpu.boardPowerWatts));
    setText("slot_width", QString::number(gpu.slotWidth));
    selectData(static_cast<QComboBox*>(field(QStringLiteral("cooler"))), gpu.cooler);
    setText("power_connectors", QString::fromStdString(gpu.powerConnectors));
    setText("pcie_generation", QString::number(gpu.pcieGeneration));
    setCheck("nvlink", gpu.nvlink);
    setCheck("ecc", gpu.ecc);
    setOptional("launch_price_usd", gpu.launchPriceUsd);
    setCheck("datacenter_use_allowed", gpu.datacenterUseAllowed);
}

std::optional<Gpu> GpuDialog::validatedGpu(QStringList* problems) {
    QStringList bad;
    QHash<QString, QString> messages;
    QStringList lines;
    const auto report = [&](const QString& name, const QString& message) {
        if (!bad.contains(name)) {
            bad << name;
        }
        messages[name] += messages[name].isEmpty() ? message : QLatin1Char('\n') + message;
        lines << message;
    };
    const auto number = [&](const char* name) -> std::optional<double> {
        const QString key = QString::fromLatin1(name);
        const QString value = text(key);
        if (value.isEmpty()) {
            const bool optional =
                std::find_if(std::begin(optionalFields), std::end(optionalFields), [&](const char* entry) {
                    return key == QLatin1String(entry);
                }) != std::end(optionalFields);
            if (!optional) {
                report(key, tr("%1: a value is required.").arg(GpuTableModel::fieldLabel(name)));
            }
            return std::nullopt;
        }
        const std::optional<double> parsed = parseNumber(value);
        const bool integer = std::find_if(std::begin(integerFields), std::end(integerFields),
                                          [&](const char* entry) { return key == QLatin1String(entry); }) !=
                             std::end(integerFields);
        if (!parsed || (integer && *parsed != std::floor(*parsed))) {
            report(key,
                   (integer ? tr("%1: \"%2\" is not a whole number.") : tr("%1: \"%2\" is not a number."))
                       .arg(GpuTableModel::fieldLabel(name), value));
            return std::nullopt;
        }
        return parsed;
    };
    const auto whole = [&](const char* name) {
        const std::optional<double> value = number(name);
        return value ? static_cast<int>(std::clamp(*value, -1e9, 1e9)) : 0;
    };
    const auto combo = [this](const char* name) {
        return static_cast<QComboBox*>(field(QString::fromLatin1(name)))->currentData().toInt();
    };
    const auto checked = [this](const char* name) {
        return static_cast<QCheckBox*>(field(QString::fromLatin1(name)))->isChecked();
    };

    Gpu gpu;
    gpu.name = text(QStringLiteral("name")).simplified().toStdString();
    gpu.vendor = text(QStringLiteral("vendor")).toStdString();
    gpu.architecture = static_cast<Architecture>(combo("architecture"));
    gpu.segment = static_cast<Segment>(combo("segment"));
    gpu.releaseYear = whole("release_year");
    gpu.memoryGb = number("memory_gb").value_or(0);
    gpu.memoryType = text(QStringLiteral("memory_type")).toStdString();
    gpu.bandwidthGBps = number("bandwidth_gbps").value_or(0);
    gpu.smCount = whole("sm_count");
    gpu.tensorCoreGeneration = whole("tensor_core_generation");
    gpu.fp16TensorTflops = number("fp16_tensor_tflops");
    gpu.fp16TensorFp32AccumulateTflops = number("fp16_tensor_fp32acc_tflops");
    gpu.bf16TensorTflops = number("bf16_tensor_tflops");
    gpu.int8TensorTops = number("int8_tensor_tops");
    gpu.fp8TensorTflops = number("fp8_tensor_tflops");
    gpu.fp32Tflops = number("fp32_tflops").value_or(0);
    gpu.l2CacheMb = number("l2_cache_mb").value_or(0);
    gpu.sharedMemoryPerSmKb = number("shared_memory_per_sm_kb").value_or(0);
    gpu.boardPowerWatts = whole("board_power_w");
    gpu.slotWidth = whole("slot_width");
    gpu.cooler = static_cast<Cooler>(combo("cooler"));
    gpu.powerConnectors = text(QStringLiteral("power_connectors")).toStdString();
    gpu.pcieGeneration = whole("pcie_generation");
    gpu.nvlink = checked("nvlink");
    gpu.ecc = checked("ecc");
    gpu.launchPriceUsd = number("launch_price_usd");
    gpu.datacenterUseAllowed = checked("datacenter_use_allowed");

    // Range rules only for fields that parsed: "abc" is reported once, as not a number.
    const QStringList unreadable = bad;
    for (const FieldProblem& problem : validateGpu(gpu)) {
        const QString key = QString::fromStdString(problem.field);
        if (!unreadable.contains(key)) {
            report(key, GpuTableModel::describeProblems({problem}));
        }
    }
    if (!gpu.name.empty()) {
        for (const std::string& existing : m_existingNames) {
            if (normalizedName(existing) == normalizedName(gpu.name)) {
                report(QStringLiteral("name"),
                       tr("%1: a card named \"%2\" is already in the catalog.")
                           .arg(GpuTableModel::fieldLabel("name"), QString::fromStdString(existing)));
                break;
            }
        }
    }

    highlight(bad, messages);
    m_message->setText(lines.join(QLatin1Char('\n')));
    m_message->setVisible(!lines.isEmpty());
    if (problems != nullptr) {
        *problems = lines;
    }
    if (!lines.isEmpty()) {
        return std::nullopt;
    }
    return gpu;
}

void GpuDialog::highlight(const QStringList& names, const QHash<QString, QString>& messages) {
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        const bool bad = names.contains(it.key());
        it.value()->setStyleSheet(bad ? QStringLiteral("background-color: #ffd7d7;") : QString());
        it.value()->setToolTip(messages.value(it.key()));
    }
    m_highlighted = names;
    if (!names.isEmpty()) {
        if (QWidget* first = m_fields.value(names.first())) {
            first->setFocus();
        }
    }
}

void GpuDialog::accept() {
    if (validatedGpu()) {
        QDialog::accept();
    }
}

} // namespace gpuadvisor
