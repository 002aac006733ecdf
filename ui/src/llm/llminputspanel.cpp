#include "llm/llminputspanel.h"

#include "gpuadvisor/core/llm/llmcalibration.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/ui/llm/llmplannerpage.h"
#include "llm/llmoffloadtext.h"
#include "llm/llmtext.h"
#include "llm/llmwidgets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <optional>

namespace gpuadvisor {
namespace {

/// The model combo's item for a size the user types.
const QString customModelKey = QStringLiteral(":custom");
constexpr int defaultContextTokens = 4096;
constexpr int maximumContextTokens = 1 << 20;
constexpr int maximumUsers = 256;
constexpr int defaultTargetTokensPerSecond = 30;
constexpr int maximumRamGb = 4096;
constexpr std::string_view defaultPlatform = "ddr5-6000-2ch";

using llmwidgets::namedCombo;
using llmwidgets::namedSpin;
using llmwidgets::resultLabel;
using text::fromStd;

} // namespace

LlmInputsPanel::LlmInputsPanel(QWidget* parent)
    : QWidget(parent)
    , m_presets(loadLlmPresets()) {
    // Model: a preset or a size, and the formats it is stored in.
    auto* modelBox = new QGroupBox(tr("Model"));
    auto* modelForm = new QFormLayout(modelBox);
    m_model = namedCombo("llmModelCombo");
    m_model->setMaxVisibleItems(30);
    for (const LlmModel& model : m_presets.models) {
        m_model->addItem(fromStd(model.name), fromStd(model.key));
        m_model->setItemData(m_model->count() - 1, fromStd(model.source), Qt::ToolTipRole);
    }
    m_model->insertSeparator(m_model->count());
    m_model->addItem(tr("Custom size"), customModelKey);
    m_model->setCurrentIndex(
        std::max(0, m_model->findData(QString::fromLatin1(
                        LlmPlannerPage::defaultModelKey.data(),
                        static_cast<qsizetype>(LlmPlannerPage::defaultModelKey.size())))));
    modelForm->addRow(tr("Mo&del:"), m_model);
    m_customSize = new QLineEdit;
    m_customSize->setObjectName(QStringLiteral("llmCustomSizeEdit"));
    m_customSize->setPlaceholderText(tr("e.g. 8.03B or 70B"));
    m_customSize->setToolTip(tr("Parameters of a dense model: 8.03B, 70B, 1.5T, 350M or 7e9. Its layers and "
                                "heads are taken from the preset nearest in size."));
    modelForm->addRow(tr("Custom si&ze:"), m_customSize);
    m_customSizeError = resultLabel("llmCustomSizeError");
    m_customSizeError->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_customSizeError->hide();
    modelForm->addRow(m_customSizeError);
    m_modelNote = resultLabel("llmModelNote");
    m_modelNote->setStyleSheet(QStringLiteral("color: #555;"));
    modelForm->addRow(m_modelNote);
    m_weights = namedCombo("llmWeightsCombo");
    for (const WeightFormatInfo& format : weightFormats()) {
        m_weights->addItem(fromStd(format.label), static_cast<int>(format.format));
        m_weights->setItemData(
            m_weights->count() - 1,
            tr("%1 bits a weight: %2")
                .arg(QLocale().toString(format.bitsPerWeight, 'f', 2), fromStd(format.source)),
            Qt::ToolTipRole);
    }
    m_weights->setCurrentIndex(m_weights->findData(static_cast<int>(WeightFormat::Q4_K_M)));
    modelForm->addRow(tr("&Weights:"), m_weights);
    m_kvCache = namedCombo("llmKvCacheCombo");
    for (const KvCacheFormatInfo& format : kvCacheFormats()) {
        m_kvCache->addItem(fromStd(format.label), static_cast<int>(format.format));
    }
    m_kvCache->setToolTip(
        tr("How the keys and values of the context are stored (llama.cpp's --cache-type-k/-v, "
           "vLLM's --kv-cache-dtype)."));
    modelForm->addRow(tr("K&V cache:"), m_kvCache);
    if (!m_presets.problems.isEmpty()) {
        auto* problems = resultLabel("llmPresetProblems");
        problems->setStyleSheet(QStringLiteral("color: #8a5300;"));
        problems->setText(tr("Rows of your presets file skipped: %1 (the tooltip says why).")
                              .arg(QLocale().toString(static_cast<qlonglong>(m_presets.problems.size()) +
                                                      static_cast<qlonglong>(m_presets.unlistedProblems))));
        problems->setToolTip(m_presets.problems.join(QLatin1Char('\n')));
        modelForm->addRow(problems);
    }

    // Use: how long the context, how many users, what for, on how many GPUs.
    auto* useBox = new QGroupBox(tr("Use"));
    auto* useForm = new QFormLayout(useBox);
    m_context = namedSpin("llmContextSpin", 1, maximumContextTokens, defaultContextTokens);
    m_context->setSingleStep(1024);
    m_context->setSuffix(tr(" tokens"));
    m_context->setToolTip(tr("Context per user: prompt and answer together. The KV cache grows with it."));
    useForm->addRow(tr("Co&ntext:"), m_context);
    m_prompt = namedSpin("llmPromptSpin", 1, defaultContextTokens, defaultContextTokens);
    m_prompt->setSingleStep(1024);
    m_prompt->setSuffix(tr(" tokens"));
    m_prompt->setToolTip(tr("The prompt read before the first token of the answer (the whole context "
                            "until you change it)."));
    useForm->addRow(tr("Pr&ompt:"), m_prompt);
    m_users = namedSpin("llmUsersSpin", 1, maximumUsers, 1);
    m_users->setToolTip(tr("Sequences decoded at once, each with its own KV cache; for fine-tuning, the "
                           "micro-batch."));
    useForm->addRow(tr("Concurrent &users:"), m_users);
    m_task = namedCombo("llmTaskCombo");
    for (const LlmTask task : {LlmTask::Inference, LlmTask::LoRA, LlmTask::QLoRA, LlmTask::FullFineTuning}) {
        m_task->addItem(llmtext::taskLabel(task), static_cast<int>(task));
    }
    useForm->addRow(tr("Tas&k:"), m_task);
    m_split = namedCombo("llmSplitCombo");
    m_split->addItem(tr("Layers (llama.cpp)"), static_cast<int>(MultiGpuSplit::Layers));
    m_split->addItem(tr("Tensors (vLLM)"), static_cast<int>(MultiGpuSplit::Tensor));
    m_split->setToolTip(tr("Layers: each GPU holds some layers, in proportion to its memory. Tensors: every "
                           "layer is cut into equal shards, one per GPU."));
    useForm->addRow(tr("Multi-GPU spl&it:"), m_split);
    m_flashAttention = new QCheckBox(tr("Fl&ash attention"));
    m_flashAttention->setObjectName(QStringLiteral("llmFlashAttentionCheck"));
    m_flashAttention->setChecked(true);
    m_flashAttention->setToolTip(
        tr("llama.cpp's -fa: on by default on CUDA since 2025. Measured on the 2025 scoreboard it speeds "
           "prompts by about %1 % and generation by about %2 %.")
            .arg(std::lround((shippedLlmCalibration().flashAttentionPrefillFactor - 1) * 100))
            .arg(std::lround((shippedLlmCalibration().flashAttentionDecodeFactor - 1) * 100)));
    useForm->addRow(QString(), m_flashAttention);

    // Computer: the RAM a model too big for the GPUs spills into (llama.cpp's -ngl and --n-cpu-moe).
    auto* computerBox = new QGroupBox(tr("Computer"));
    auto* computerForm = new QFormLayout(computerBox);
    m_ramGb = namedSpin("llmRamSpin", 0, maximumRamGb, 0);
    m_ramGb->setSingleStep(16);
    m_ramGb->setSuffix(tr(" GB"));
    m_ramGb->setSpecialValueText(tr("not counted"));
    m_ramGb->setToolTip(tr("The computer's RAM. A model the GPUs cannot hold keeps part of its weights "
                           "there (whole layers, or a mixture of experts' experts) and runs slower; "
                           "%1 GB are left to the system.")
                            .arg(QLocale().toString(hostReservedGb, 'f', 0)));
    computerForm->addRow(tr("System RA&M:"), m_ramGb);
    m_platform = namedCombo("llmPlatformCombo");
    for (const MemoryPlatform& platform : memoryPlatforms()) {
        m_platform->addItem(llmtext::platformChoice(platform), fromStd(platform.key));
        m_platform->setItemData(
            m_platform->count() - 1,
            tr("%1; PCIe %2.0").arg(llmtext::platformExample(platform)).arg(platform.pcieGeneration),
            Qt::ToolTipRole);
    }
    // The menu's items are wide ("DDR5-6000, 2 channels (96 GB/s)"): the inputs column stays narrow.
    m_platform->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_platform->setMinimumContentsLength(12);
    m_platform->setCurrentIndex(m_platform->findData(fromStd(defaultPlatform)));
    computerForm->addRow(tr("Memory &platform:"), m_platform);
    m_cpuShare =
        namedSpin("llmCpuShareSpin", 5, 100, static_cast<int>(std::lround(defaultCpuBandwidthShare * 100)));
    m_cpuShare->setSuffix(tr(" %"));
    m_cpuShare->setToolTip(
        tr("Of the RAM's bandwidth, what the CPU reaches when it reads the weights in RAM. "
           "%1 % is an assumption: no shipped measurement runs partly on a CPU.")
            .arg(QLocale().toString(static_cast<int>(std::lround(defaultCpuBandwidthShare * 100)))));
    computerForm->addRow(tr("CPU reaches:"), m_cpuShare);

    // Search: how many of a card to try, and the speed wanted.
    auto* searchBox = new QGroupBox(tr("Search"));
    auto* searchForm = new QFormLayout(searchBox);
    m_maxGpus = namedSpin("llmMaxGpusSpin", 1, maximumLlmGpus, maximumLlmGpus);
    m_maxGpus->setToolTip(tr("Each card is tried on 1 up to this many GPUs."));
    searchForm->addRow(tr("Max &GPUs:"), m_maxGpus);
    m_target = namedSpin("llmTargetSpin", 1, 1'000'000, defaultTargetTokensPerSecond);
    m_target->setSuffix(tr(" tokens/s"));
    m_target->setToolTip(tr("Decode speed of all users together that the cheapest build must reach."));
    searchForm->addRow(tr("Ta&rget speed:"), m_target);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(modelBox);
    layout->addWidget(useBox);
    layout->addWidget(computerBox);
    layout->addWidget(searchBox);
    layout->addStretch(1);

    connectInputs();
    readWorkload();
}

void LlmInputsPanel::connectInputs() {
    // A custom size that is not a number keeps the last good model: the rest still applies.
    const auto readOnChange = [this] {
        readWorkload();
        emit workloadChanged();
    };
    for (QComboBox* combo : {m_model, m_weights, m_kvCache, m_task, m_split, m_platform}) {
        connect(combo, &QComboBox::currentIndexChanged, this, readOnChange);
    }
    connect(m_customSize, &QLineEdit::textChanged, this, readOnChange);
    connect(m_flashAttention, &QCheckBox::toggled, this, readOnChange);
    connect(m_context, &QSpinBox::valueChanged, this, [this, readOnChange](int context) {
        // The prompt is part of the context: at most all of it, and all of it until the user sets it.
        const QSignalBlocker blocker(m_prompt);
        m_prompt->setMaximum(context);
        if (m_promptFollowsContext) {
            m_prompt->setValue(context);
        }
        readOnChange();
    });
    connect(m_prompt, &QSpinBox::valueChanged, this, [this, readOnChange] {
        m_promptFollowsContext = m_prompt->value() == m_context->value();
        readOnChange();
    });
    connect(m_users, &QSpinBox::valueChanged, this, readOnChange);
    connect(m_ramGb, &QSpinBox::valueChanged, this, readOnChange);
    connect(m_cpuShare, &QSpinBox::valueChanged, this, readOnChange);
    connect(m_maxGpus, &QSpinBox::valueChanged, this, [this, readOnChange](int maxGpus) {
        emit maxGpusChanged(maxGpus);
        readOnChange();
    });
    connect(m_target, &QSpinBox::valueChanged, this, &LlmInputsPanel::targetChanged);
}

int LlmInputsPanel::maxGpus() const {
    return m_maxGpus->value();
}

int LlmInputsPanel::targetTokensPerSecond() const {
    return m_target->value();
}

void LlmInputsPanel::readWorkload() {
    const bool custom = m_model->currentData().toString() == customModelKey;
    m_customSize->setEnabled(custom);
    std::optional<LlmModel> model;
    if (!custom) {
        m_customSizeError->hide();
        if (const LlmModel* preset =
                findLlmModel(m_presets.models, m_model->currentData().toString().toStdString())) {
            model = *preset;
        }
    } else if (const std::optional<double> parameters =
                   parseParameterCount(m_customSize->text().trimmed().toStdString());
               parameters && !m_presets.models.empty()) {
        m_customSizeError->hide();
        model = customLlmModel(*parameters, m_presets.models);
    } else {
        // Keep the last good result on screen and say what is wrong with the text.
        m_customSizeError->setText(
            m_customSize->text().trimmed().isEmpty()
                ? tr("Type the model's parameters, such as 8.03B or 70B.")
                : tr("“%1” is not a parameter count: write it like 8.03B, 70B, 1.5T or 7e9 (at most 1000T).")
                      .arg(m_customSize->text().trimmed()));
        m_customSizeError->show();
    }

    const auto task = static_cast<LlmTask>(m_task->currentData().toInt());
    // Fine-tuning sets its own weights and needs no KV cache or prompt.
    const bool inference = task == LlmTask::Inference;
    m_weights->setEnabled(inference);
    m_kvCache->setEnabled(inference);
    m_prompt->setEnabled(inference);
    m_flashAttention->setEnabled(inference);

    LlmWorkload& workload = m_workload;
    if (model) {
        workload.model = *model;
    }
    workload.weights = static_cast<WeightFormat>(m_weights->currentData().toInt());
    workload.kvCache = static_cast<KvCacheFormat>(m_kvCache->currentData().toInt());
    workload.contextTokens = m_context->value();
    workload.promptTokens = std::min(m_prompt->value(), workload.contextTokens);
    workload.sequences = m_users->value();
    workload.task = task;
    workload.split = static_cast<MultiGpuSplit>(m_split->currentData().toInt());
    workload.flashAttention = m_flashAttention->isChecked();
    // Offload is for inference on a known amount of RAM.
    const bool ramCounted = m_ramGb->value() > 0;
    m_ramGb->setEnabled(inference);
    m_platform->setEnabled(inference && ramCounted);
    m_cpuShare->setEnabled(inference && ramCounted);
    HostMemory host;
    if (const MemoryPlatform* platform =
            findMemoryPlatform(m_platform->currentData().toString().toStdString());
        platform && ramCounted) {
        host.ramGb = m_ramGb->value();
        host.platform = std::string(platform->key);
        host.bandwidthGBps = platform->bandwidthGBps();
        host.pcieGeneration = platform->pcieGeneration;
        host.cpuBandwidthShare = m_cpuShare->value() / 100.0;
    }
    workload.host = host;
    workload.offload = LlmOffloadMode::Auto;

    if (!model) {
        return;
    }
    QString note = model->isMixtureOfExperts()
                       ? tr("%1B parameters, %2B active per token (mixture of experts).")
                             .arg(QLocale().toString(model->parameters / 1e9, 'f', 1),
                                  QLocale().toString(model->activeParameters / 1e9, 'f', 1))
                       : tr("%1B parameters.").arg(QLocale().toString(model->parameters / 1e9, 'f', 2));
    if (model->estimatedShape) {
        note += QLatin1Char(' ') +
                tr("Layers and heads of %1, the preset nearest in size.").arg(fromStd(model->source));
    } else if (custom) {
        note +=
            QLatin1Char(' ') + tr("That is the size of %1: its preset is used.").arg(fromStd(model->name));
    }
    m_modelNote->setText(note);
    m_modelNote->setToolTip(fromStd(model->source));
}

} // namespace gpuadvisor
