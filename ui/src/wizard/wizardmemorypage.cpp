#include "wizard/wizardmemorypage.h"

#include "wizard/recommendationreport.h"

#include "llm/llmoffloadtext.h"

#include "gpuadvisor/db/llmdata.h"
#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/answertext.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuadvisor {
namespace {

constexpr double billion = 1e9;
/// The language model a user on the LLM path starts from: a 32B model at 4 bits is what the
/// guide's 24 GB tier (M1) runs, so the default agrees with the guide until the user picks.
constexpr std::string_view defaultLlmPreset = "qwen2.5-32b";
constexpr int defaultLlmContext = 4096;
/// An organisation that trains language models of 13B or more starts from a 14B one.
constexpr std::string_view defaultTrainingLlmPreset = "qwen2.5-14b";

/// Whether the answers so far are on a language-model path of the flowchart.
bool onLanguageModelPath(const FlowAnswers& flow) {
    return flow.largeLlms.value_or(false) || (flow.train == false && flow.llms.value_or(false));
}

using wizardpage::wrappedLabel;

} // namespace

WizardMemoryPage::WizardMemoryPage(AdvisorState& state, QWidget* parent)
    : WizardPage(state, parent) {
    setObjectName(QStringLiteral("memoryPage"));
    m_modes = new QButtonGroup(this);
    m_default = new QRadioButton;
    m_default->setObjectName(QStringLiteral("pathDefaultRadio"));
    auto* useCaseRadio = new QRadioButton(tr("From what you will &do:"));
    useCaseRadio->setObjectName(QStringLiteral("useCaseRadio"));
    auto* modelRadio = new QRadioButton(tr("From the size of a &model:"));
    modelRadio->setObjectName(QStringLiteral("modelRadio"));
    auto* llmRadio = new QRadioButton(tr("A &language model to run:"));
    llmRadio->setObjectName(QStringLiteral("languageModelRadio"));
    auto* statedRadio = new QRadioButton(tr("I &know what I need:"));
    statedRadio->setObjectName(QStringLiteral("statedRadio"));
    m_modes->addButton(m_default, PathDefault);
    m_modes->addButton(useCaseRadio, FromUseCase);
    m_modes->addButton(modelRadio, FromModel);
    m_modes->addButton(statedRadio, Stated);
    m_modes->addButton(llmRadio, FromLanguageModel);

    m_useCase = new QComboBox;
    m_useCase->setObjectName(QStringLiteral("useCaseCombo"));
    for (const UseCaseMemory& entry : useCaseMemoryTable()) {
        m_useCase->addItem(
            tr("%1: %2 (%3)")
                .arg(text::useCaseLabel(entry.useCase), gigabytesText(entry.gb),
                     QString::fromLatin1(entry.fact.data(), static_cast<qsizetype>(entry.fact.size()))),
            static_cast<int>(entry.useCase));
    }
    m_parameters = new QDoubleSpinBox;
    m_parameters->setObjectName(QStringLiteral("parametersSpin"));
    m_parameters->setRange(0.1, 2000);
    m_parameters->setDecimals(1);
    m_parameters->setValue(7);
    m_parameters->setSuffix(tr(" billion parameters"));
    m_precision = new QComboBox;
    m_precision->setObjectName(QStringLiteral("precisionCombo"));
    for (const Precision precision : {Precision::Fp32, Precision::Fp16, Precision::Int8, Precision::Int4}) {
        m_precision->addItem(text::precisionLabel(precision), static_cast<int>(precision));
    }
    m_precision->setCurrentIndex(m_precision->findData(static_cast<int>(Precision::Fp16)));
    m_training = new QComboBox;
    m_training->setObjectName(QStringLiteral("trainingCombo"));
    m_training->addItem(tr("Running it (inference)"), false);
    m_training->addItem(tr("Training it (full fine-tuning)"), true);
    m_statedGb = new QDoubleSpinBox;
    m_statedGb->setObjectName(QStringLiteral("statedGbSpin"));
    m_statedGb->setRange(1, 1024);
    m_statedGb->setDecimals(0);
    m_statedGb->setValue(24);
    m_statedGb->setSuffix(tr(" GB"));

    auto* grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    grid->addWidget(m_default, 0, 0, 1, 2);
    grid->addWidget(useCaseRadio, 1, 0);
    grid->addWidget(m_useCase, 1, 1);
    grid->addWidget(modelRadio, 2, 0);
    auto* modelRow = new QHBoxLayout;
    modelRow->addWidget(m_parameters);
    modelRow->addWidget(m_precision);
    modelRow->addStretch(1);
    grid->addLayout(modelRow, 2, 1);
    auto* trainingRow = new QHBoxLayout;
    trainingRow->addWidget(m_training);
    trainingRow->addStretch(1);
    grid->addLayout(trainingRow, 3, 1);
    grid->addWidget(llmRadio, 4, 0);
    grid->addLayout(createLanguageModelRow(), 4, 1);
    grid->addWidget(statedRadio, 5, 0);
    auto* statedRow = new QHBoxLayout;
    statedRow->addWidget(m_statedGb);
    statedRow->addStretch(1);
    grid->addLayout(statedRow, 5, 1);
    body()->addLayout(grid);

    m_result = wrappedLabel();
    m_result->setObjectName(QStringLiteral("memoryResult"));
    QFont bold = m_result->font();
    bold.setBold(true);
    m_result->setFont(bold);
    m_breakdown = wrappedLabel();
    m_breakdown->setObjectName(QStringLiteral("memoryBreakdown"));
    m_breakdown->setTextInteractionFlags(Qt::TextSelectableByMouse);
    body()->addSpacing(6);
    body()->addWidget(m_result);
    body()->addWidget(m_breakdown);
    body()->addSpacing(10);

    m_display = new QCheckBox(
        tr("This card also drives my dis&play (+%1, M3)").arg(gigabytesText(displayGpuExtraGb)));
    m_display->setObjectName(QStringLiteral("displayGpuCheck"));
    m_accept8Bit = new QCheckBox(tr("Experimental &8-bit inference is fine for me"));
    m_accept8Bit->setObjectName(QStringLiteral("accept8BitCheck"));
    m_accept8Bit->setToolTip(tr("Rate cards by 8-bit inference speed instead of 16-bit (R3, step 2)."));
    m_allowUsed = new QCheckBox(tr("Consider &used cards (the guide's advice for a tight budget, C8)"));
    m_allowUsed->setObjectName(QStringLiteral("allowUsedCheck"));
    body()->addWidget(m_display);
    body()->addWidget(m_accept8Bit);
    m_allowSpecificationOnly = new QCheckBox(tr("Let a device &rated from its datasheet alone be the pick"));
    m_allowSpecificationOnly->setObjectName(QStringLiteral("allowSpecificationOnlyCheck"));
    m_allowSpecificationOnly->setToolTip(
        tr("Off: devices of vendors with no measurement of your task (AMD, Intel and Apple for training) "
           "are listed after measured cards, whatever their datasheets promise. The Charts page's "
           "vendor boxes choose which vendors the wizard considers."));
    body()->addWidget(m_allowUsed);
    body()->addWidget(m_allowSpecificationOnly);
    body()->addStretch(1);

    connect(m_modes, &QButtonGroup::idToggled, this, [this](int id, bool checked) {
        if (checked) {
            setMode(static_cast<Mode>(id));
            writeAnswers();
        }
    });
    connect(m_useCase, &QComboBox::currentIndexChanged, this, &WizardMemoryPage::writeAnswers);
    connect(m_parameters, &QDoubleSpinBox::valueChanged, this, &WizardMemoryPage::writeAnswers);
    connect(m_precision, &QComboBox::currentIndexChanged, this, &WizardMemoryPage::writeAnswers);
    connect(m_training, &QComboBox::currentIndexChanged, this, &WizardMemoryPage::writeAnswers);
    connect(m_statedGb, &QDoubleSpinBox::valueChanged, this, &WizardMemoryPage::writeAnswers);
    connect(m_llmModel, &QComboBox::currentIndexChanged, this, &WizardMemoryPage::writeAnswers);
    connect(m_llmWeights, &QComboBox::currentIndexChanged, this, &WizardMemoryPage::writeAnswers);
    connect(m_llmContext, &QSpinBox::valueChanged, this, &WizardMemoryPage::writeAnswers);
    connect(m_llmTask, &QComboBox::currentIndexChanged, this, &WizardMemoryPage::writeAnswers);
    connect(m_llmRamGb, &QSpinBox::valueChanged, this, &WizardMemoryPage::writeAnswers);
    connect(m_llmPlatform, &QComboBox::currentIndexChanged, this, &WizardMemoryPage::writeAnswers);
    connect(m_display, &QCheckBox::toggled, this, &WizardMemoryPage::writeAnswers);
    connect(m_accept8Bit, &QCheckBox::toggled, this, &WizardMemoryPage::writeAnswers);
    connect(m_allowUsed, &QCheckBox::toggled, this, &WizardMemoryPage::writeAnswers);
    connect(m_allowSpecificationOnly, &QCheckBox::toggled, this, &WizardMemoryPage::writeAnswers);
}

QLayout* WizardMemoryPage::createLanguageModelRow() {
    m_llmPresets = state().llmPresets;
    m_llmModel = new QComboBox;
    m_llmModel->setObjectName(QStringLiteral("llmModelCombo"));
    for (const LlmModel& model : m_llmPresets) {
        m_llmModel->addItem(QString::fromStdString(model.name), QString::fromStdString(model.key));
        m_llmModel->setItemData(m_llmModel->count() - 1, QString::fromStdString(model.source),
                                Qt::ToolTipRole);
    }
    m_llmModel->setCurrentIndex(std::max(
        0, m_llmModel->findData(QString::fromLatin1(defaultLlmPreset.data(), defaultLlmPreset.size()))));
    m_llmWeights = new QComboBox;
    m_llmWeights->setObjectName(QStringLiteral("llmWeightsCombo"));
    for (const WeightFormatInfo& format : weightFormats()) {
        m_llmWeights->addItem(
            QString::fromLatin1(format.label.data(), static_cast<qsizetype>(format.label.size())),
            static_cast<int>(format.format));
    }
    m_llmWeights->setCurrentIndex(m_llmWeights->findData(static_cast<int>(WeightFormat::Q4_K_M)));
    m_llmContext = new QSpinBox;
    m_llmContext->setObjectName(QStringLiteral("llmContextSpin"));
    m_llmContext->setRange(128, 1048576);
    m_llmContext->setSingleStep(1024);
    m_llmContext->setGroupSeparatorShown(true);
    m_llmContext->setValue(defaultLlmContext);
    m_llmContext->setSuffix(tr(" tokens"));
    m_llmContext->setToolTip(tr("Context per conversation: prompt and answer together."));
    m_llmTask = new QComboBox;
    m_llmTask->setObjectName(QStringLiteral("llmTaskCombo"));
    m_llmTask->addItem(tr("Run it"), static_cast<int>(LlmTask::Inference));
    m_llmTask->addItem(tr("LoRA fine-tuning"), static_cast<int>(LlmTask::LoRA));
    m_llmTask->addItem(tr("QLoRA fine-tuning"), static_cast<int>(LlmTask::QLoRA));
    m_llmTask->addItem(tr("Full fine-tuning"), static_cast<int>(LlmTask::FullFineTuning));
    auto* row = new QHBoxLayout;
    row->addWidget(m_llmModel);
    row->addWidget(m_llmWeights);
    row->addWidget(m_llmContext);
    row->addWidget(m_llmTask);
    row->addStretch(1);
    m_llmRamGb = new QSpinBox;
    m_llmRamGb->setObjectName(QStringLiteral("llmRamSpin"));
    m_llmRamGb->setRange(0, 4096);
    m_llmRamGb->setSingleStep(16);
    m_llmRamGb->setSuffix(tr(" GB"));
    m_llmRamGb->setSpecialValueText(tr("GPU memory only"));
    m_llmRamGb->setToolTip(tr("The computer's RAM. With it, a model too big for the cards may keep part of "
                              "its weights there and run slower on fewer cards (one GPU + RAM)."));
    m_llmPlatform = new QComboBox;
    m_llmPlatform->setObjectName(QStringLiteral("llmPlatformCombo"));
    for (const MemoryPlatform& platform : memoryPlatforms()) {
        m_llmPlatform->addItem(
            llmtext::platformChoice(platform),
            QString::fromLatin1(platform.key.data(), static_cast<qsizetype>(platform.key.size())));
    }
    m_llmPlatform->setCurrentIndex(std::max(0, m_llmPlatform->findData(QStringLiteral("ddr5-6000-2ch"))));
    auto* ramLabel = new QLabel(tr("System R&AM:"));
    ramLabel->setBuddy(m_llmRamGb);
    auto* ramRow = new QHBoxLayout;
    ramRow->addWidget(ramLabel);
    ramRow->addWidget(m_llmRamGb);
    ramRow->addWidget(m_llmPlatform);
    ramRow->addStretch(1);
    auto* rows = new QVBoxLayout;
    rows->addLayout(row);
    rows->addLayout(ramRow);
    return rows;
}

LlmWorkload WizardMemoryPage::languageModelWorkload() const {
    LlmWorkload workload;
    const std::string key = m_llmModel->currentData().toString().toStdString();
    if (const LlmModel* model = findLlmModel(m_llmPresets, key)) {
        workload.model = *model;
    }
    workload.weights = static_cast<WeightFormat>(m_llmWeights->currentData().toInt());
    workload.contextTokens = m_llmContext->value();
    workload.task = static_cast<LlmTask>(m_llmTask->currentData().toInt());
    if (const MemoryPlatform* platform =
            findMemoryPlatform(m_llmPlatform->currentData().toString().toStdString());
        platform && m_llmRamGb->value() > 0) {
        workload.host.ramGb = m_llmRamGb->value();
        workload.host.platform = std::string(platform->key);
        workload.host.bandwidthGBps = platform->bandwidthGBps();
        workload.host.pcieGeneration = platform->pcieGeneration;
    }
    return workload;
}

void WizardMemoryPage::initializePage() {
    setHeading(
        tr("How much GPU memory do you need?"),
        tr("Memory decides which cards can do the work at all; among those, the best performance per "
           "dollar wins (R3). Renting a cloud GPU for a while shows what your models really use (M4)."));
    const AdvisorAnswers& answers = state().answers;
    m_loading = true;
    m_default->setText(
        tr("Go by the &guide for your answers: %1").arg(gigabytesText(defaultMemoryGb(answers.flow))));
    Mode mode = PathDefault;
    if (answers.memory.gb) {
        mode = Stated;
        m_statedGb->setValue(*answers.memory.gb);
    } else if (answers.memory.useCase) {
        mode = FromUseCase;
        m_useCase->setCurrentIndex(m_useCase->findData(static_cast<int>(*answers.memory.useCase)));
    } else if (answers.memory.model) {
        mode = FromModel;
        m_parameters->setValue(answers.memory.model->parameters / billion);
        m_precision->setCurrentIndex(
            m_precision->findData(static_cast<int>(answers.memory.model->precision)));
        m_training->setCurrentIndex(answers.memory.model->training ? 1 : 0);
    } else if (answers.memory.llm) {
        mode = FromLanguageModel;
        const LlmWorkload& workload = *answers.memory.llm;
        m_llmModel->setCurrentIndex(
            std::max(0, m_llmModel->findData(QString::fromStdString(workload.model.key))));
        m_llmWeights->setCurrentIndex(m_llmWeights->findData(static_cast<int>(workload.weights)));
        m_llmContext->setValue(workload.contextTokens);
        m_llmTask->setCurrentIndex(m_llmTask->findData(static_cast<int>(workload.task)));
        m_llmRamGb->setValue(static_cast<int>(workload.host.ramGb));
        if (!workload.host.platform.empty()) {
            m_llmPlatform->setCurrentIndex(
                std::max(0, m_llmPlatform->findData(QString::fromStdString(workload.host.platform))));
        }
    } else if (onLanguageModelPath(answers.flow) && !m_llmPresets.empty()) {
        // The language-model paths ask which model: the planner then picks by what runs it. An
        // organisation training models of 13B and more starts from training one (the task it chose).
        mode = FromLanguageModel;
        const bool training = answers.flow.organization.value_or(false) || answers.flow.train.value_or(false);
        const std::string_view preset = training ? defaultTrainingLlmPreset : defaultLlmPreset;
        m_llmModel->setCurrentIndex(std::max(0, m_llmModel->findData(QString::fromLatin1(
                                                    preset.data(), static_cast<qsizetype>(preset.size())))));
        m_llmTask->setCurrentIndex(
            m_llmTask->findData(static_cast<int>(training ? LlmTask::FullFineTuning : LlmTask::Inference)));
    } else {
        // Not stated yet: a model is trained on the training paths (organisations train).
        const bool training = answers.flow.organization.value_or(false) || answers.flow.train.value_or(true);
        m_training->setCurrentIndex(training ? 1 : 0);
    }
    m_modes->button(mode)->setChecked(true);
    setMode(mode);
    m_display->setChecked(answers.memory.displayGpu);
    m_accept8Bit->setChecked(answers.accept8Bit);
    m_accept8Bit->setVisible(asksEightBit(answers));
    m_allowUsed->setChecked(answers.allowUsed);
    m_allowUsed->setVisible(!state().organization()); // organisations buy new
    m_allowSpecificationOnly->setChecked(answers.allowSpecificationOnly);
    m_loading = false;
    writeAnswers();
}

void WizardMemoryPage::setMode(Mode mode) {
    m_useCase->setEnabled(mode == FromUseCase);
    m_parameters->setEnabled(mode == FromModel);
    m_precision->setEnabled(mode == FromModel);
    m_training->setEnabled(mode == FromModel);
    m_statedGb->setEnabled(mode == Stated);
    for (QWidget* widget :
         std::initializer_list<QWidget*>{m_llmModel, m_llmWeights, m_llmContext, m_llmTask, m_llmRamGb}) {
        widget->setEnabled(mode == FromLanguageModel);
    }
    // RAM takes what the cards cannot hold when the model runs: not for fine-tuning.
    const bool running = m_llmTask->currentData().toInt() == static_cast<int>(LlmTask::Inference);
    m_llmRamGb->setEnabled(mode == FromLanguageModel && running);
    m_llmPlatform->setEnabled(mode == FromLanguageModel && running && m_llmRamGb->value() > 0);
    // Quantised weights only make sense when running the model.
    m_llmWeights->setEnabled(mode == FromLanguageModel &&
                             m_llmTask->currentData().toInt() == static_cast<int>(LlmTask::Inference));
}

void WizardMemoryPage::writeAnswers() {
    if (m_loading) {
        return;
    }
    MemoryNeed need;
    need.displayGpu = m_display->isChecked();
    switch (static_cast<Mode>(m_modes->checkedId())) {
    case FromUseCase:
        need.useCase = static_cast<UseCase>(m_useCase->currentData().toInt());
        break;
    case FromModel:
        need.model = ModelMemoryQuery{m_parameters->value() * billion,
                                      static_cast<Precision>(m_precision->currentData().toInt()),
                                      m_training->currentData().toBool()};
        break;
    case Stated:
        need.gb = m_statedGb->value();
        break;
    case FromLanguageModel:
        if (!m_llmPresets.empty()) {
            need.llm = languageModelWorkload();
        }
        setMode(FromLanguageModel); // the task and RAM decide which of the row's fields apply
        break;
    case PathDefault:
        break;
    }
    AdvisorAnswers& answers = state().answers;
    answers.memory = need;
    answers.accept8Bit = m_accept8Bit->isChecked();
    answers.allowUsed = m_allowUsed->isChecked();
    answers.allowSpecificationOnly = m_allowSpecificationOnly->isChecked();
    // A language model to run is rated by its decode speed, whatever the bits.
    m_accept8Bit->setVisible(asksEightBit(answers) && !(need.llm && need.llm->task == LlmTask::Inference));
    updateResult();
}

void WizardMemoryPage::updateResult() {
    const AdvisorAnswers& answers = state().answers;
    const auto [gb, source] = memoryNeedGb(answers.memory, answers.flow);
    if (memoryIsTotal(answers, source)) {
        // The job's total, split over the machine's cards (0: the pick chooses how many).
        // Organisations choose their machines' GPUs on the next page.
        const bool countOpen =
            upToGpusFor(answers, source) || (state().organization() && !answers.clusterGpus);
        const int gpus = countOpen ? 0 : std::max(answers.flow.gpuCount, 1);
        const double total =
            answers.memory.llm ? llmMemory(*answers.memory.llm, std::max(gpus, 1)).totalGiB() : gb;
        m_result->setText(text::memoryNeedLine(answers, total, gpus));
        m_breakdown->setText(memoryDetails(answers, source, std::max(gpus, 1)));
        return;
    }
    m_result->setText(tr("Memory per GPU: %1").arg(gigabytesText(gb)));
    m_breakdown->setText(memoryDetails(answers, source, std::max(answers.flow.gpuCount, 1)));
}

} // namespace gpuadvisor
