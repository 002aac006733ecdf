#include "wizard/wizardpages.h"

#include "shared/moneyinput.h"
#include "wizard/recommendationreport.h"
#include "wizard/wizardroute.h"

#include "gpuadvisor/db/llmdata.h"
#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/answertext.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QRadioButton>
#include <QScrollArea>
#include <QSignalBlocker>
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
constexpr int defaultBudgetUsd = 1000;
constexpr int maximumBudgetUsd = 10'000'000;
constexpr int defaultClusterGpus = 8;
constexpr int maximumClusterGpus = 100'000;
constexpr int maximumClusterBudgetUsd = 2'000'000'000;
/// A shared cluster runs jobs most of the day, unlike one person's desktop (15 %).
constexpr int defaultClusterUtilizationPercent = 60;

const FlowNode& flowNode(FlowNodeId id) {
    return flowchartNodes()[static_cast<std::size_t>(id)];
}

QString isoDate(const Date& date) {
    return QString::fromStdString(formatIsoDate(date));
}

QLabel* wrappedLabel(const QString& text = QString()) {
    auto* label = new QLabel(text);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

/// A hint under a control: wrapped, and indented like the control's text.
QLabel* hintLabel(const QString& text) {
    QLabel* label = wrappedLabel(text);
    label->setContentsMargins(24, 0, 0, 0);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

} // namespace

// --- AdvisorPage -----------------------------------------------------------------------------

AdvisorPage::AdvisorPage(AdvisorState& state, QWidget* parent)
    : QWizardPage(parent)
    , m_state(state) {
    auto* layout = new QVBoxLayout(this);
    auto* progressRow = new QHBoxLayout;
    m_progress = new QLabel;
    m_progress->setObjectName(QStringLiteral("wizardProgress"));
    m_progressBar = new QProgressBar;
    m_progressBar->setObjectName(QStringLiteral("wizardProgressBar"));
    m_progressBar->setTextVisible(false);
    m_progressBar->setMaximumWidth(220);
    m_progressBar->setMaximumHeight(12);
    progressRow->addWidget(m_progress);
    progressRow->addStretch(1);
    progressRow->addWidget(m_progressBar);
    layout->addLayout(progressRow);

    m_heading = wrappedLabel();
    m_heading->setObjectName(QStringLiteral("pageHeading"));
    QFont headingFont = m_heading->font();
    headingFont.setBold(true);
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.3);
    m_heading->setFont(headingFont);
    m_intro = wrappedLabel();
    m_intro->setObjectName(QStringLiteral("pageIntro"));
    layout->addSpacing(4);
    layout->addWidget(m_heading);
    layout->addWidget(m_intro);
    layout->addSpacing(8);
    m_body = new QVBoxLayout;
    layout->addLayout(m_body, 1);
}

void AdvisorPage::setProgress(int step, int maximum, bool exact) {
    m_progress->setText(exact || step >= maximum ? tr("Step %1 of %2").arg(step).arg(maximum)
                                                 : tr("Step %1 of at most %2").arg(step).arg(maximum));
    m_progressBar->setRange(0, std::max(maximum, 1));
    m_progressBar->setValue(std::min(step, maximum));
}

QString AdvisorPage::progressText() const {
    return m_progress->text();
}

void AdvisorPage::setHeading(const QString& heading, const QString& intro) {
    m_heading->setText(heading);
    m_heading->setVisible(!heading.isEmpty());
    m_intro->setText(intro);
    m_intro->setVisible(!intro.isEmpty());
}

// --- WizardQuestionPage ----------------------------------------------------------------------

WizardQuestionPage::WizardQuestionPage(AdvisorState& state, FlowQuestion question, QWidget* parent)
    : AdvisorPage(state, parent)
    , m_question(question) {
    const std::string_view key = toString(question);
    setObjectName(QStringLiteral("question-") +
                  QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size())));
    m_yes = new QRadioButton(text::yesNo(true));
    m_yes->setObjectName(QStringLiteral("yesButton"));
    m_no = new QRadioButton(text::yesNo(false));
    m_no->setObjectName(QStringLiteral("noButton"));
    m_group = new QButtonGroup(this);
    m_group->addButton(m_yes, 1);
    m_group->addButton(m_no, 0);
    connect(m_group, &QButtonGroup::idToggled, this, [this](int id, bool checked) {
        if (checked) {
            this->state().answers.flow.setAnswer(m_question, id == 1);
            emit completeChanged();
        }
    });
    body()->addWidget(m_yes);
    body()->addWidget(m_no);
    body()->addStretch(1);
    m_yes->installEventFilter(this);
    m_no->installEventFilter(this);
}

bool WizardQuestionPage::eventFilter(QObject* watched, QEvent* event) {
    // Arrow keys choose an answer even before one is chosen (Qt's radio buttons then only move
    // the focus); Enter is the wizard's, which goes on.
    if ((watched == m_yes || watched == m_no) && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        QRadioButton* chosen = nullptr;
        if (key == Qt::Key_Up || key == Qt::Key_Left) {
            chosen = m_yes;
        } else if (key == Qt::Key_Down || key == Qt::Key_Right) {
            chosen = m_no;
        }
        if (chosen != nullptr) {
            chosen->setChecked(true);
            chosen->setFocus(Qt::TabFocusReason);
            return true;
        }
    }
    return AdvisorPage::eventFilter(watched, event);
}

void WizardQuestionPage::initializePage() {
    // The node this question has on the current path (Rich and SmallDatasets sit on several).
    const FlowWalk walk = state().walk();
    std::optional<FlowNodeId> node = wizardroute::nodeOnWalk(walk, m_question);
    if (!node) {
        const auto nodes = flowchartNodes();
        const auto first = std::find_if(nodes.begin(), nodes.end(),
                                        [this](const FlowNode& at) { return at.question == m_question; });
        node = first->id;
    }
    setHeading(text::questionText(flowNode(*node)), text::questionHelp(m_question));
    const std::optional<bool> answer = state().answers.flow.answer(m_question);
    const QSignalBlocker blocker(m_group);
    if (answer) {
        (*answer ? m_yes : m_no)->setChecked(true);
    } else {
        m_group->setExclusive(false);
        m_yes->setChecked(false);
        m_no->setChecked(false);
        m_group->setExclusive(true);
    }
    // The keyboard starts on the answers: arrow keys choose one, Enter goes on (the wizard's
    // default button).
    (answer == false ? m_no : m_yes)->setFocus(Qt::OtherFocusReason);
}

bool WizardQuestionPage::isComplete() const {
    return state().answers.flow.answer(m_question).has_value();
}

// --- WizardBudgetPage ------------------------------------------------------------------------

WizardBudgetPage::WizardBudgetPage(AdvisorState& state, QWidget* parent)
    : AdvisorPage(state, parent) {
    setObjectName(QStringLiteral("budgetPage"));
    m_budget = new QSpinBox;
    m_budget->setObjectName(QStringLiteral("budgetSpin"));
    m_budget->setSingleStep(100);
    m_budget->setGroupSeparatorShown(true);
    // Typed in whole units of the display currency, kept in US dollars.
    m_budgetInput = new MoneyInput(m_budget, 0, maximumBudgetUsd);
    m_budget->setToolTip(tr("What you can spend on all the GPUs together (the rest of the machine is not "
                            "included)."));
    m_gpuCount = new QSpinBox;
    m_gpuCount->setObjectName(QStringLiteral("gpuCountSpin"));
    // 0: the advisor weighs 1 to 4 cards where the work can be split over them (a language model).
    m_gpuCount->setRange(0, maxGpusPerMachine);
    m_gpuCount->setSpecialValueText(tr("Best for the work"));
    m_gpuCount->setToolTip(
        tr("Cards of one type in the machine; the budget must cover all of them. \"Best for "
           "the work\" weighs 1 to %1 cards where a language model can be split over "
           "them, else one.")
            .arg(maxWorkstationGpus));
    connect(m_budget, &QSpinBox::valueChanged, this, &WizardBudgetPage::writeAnswers);
    connect(m_gpuCount, &QSpinBox::valueChanged, this, &WizardBudgetPage::writeAnswers);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(tr("B&udget for all GPUs:"), m_budget);
    form->addRow(tr("&GPUs in the machine:"), m_gpuCount);
    body()->addLayout(form);

    QLabel* chainTitle = wrappedLabel(tr("The guide's cards, in the order the flowchart checks them:"));
    QFont bold = chainTitle->font();
    bold.setBold(true);
    chainTitle->setFont(bold);
    body()->addSpacing(8);
    body()->addWidget(chainTitle);

    auto* scroll = new QScrollArea;
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    m_chainBox = new QWidget;
    m_chainBox->setObjectName(QStringLiteral("budgetChecks"));
    m_chain = new QGridLayout(m_chainBox);
    m_chain->setContentsMargins(0, 0, 0, 0);
    m_chain->setColumnStretch(0, 2);
    m_chain->setColumnStretch(1, 3);
    m_chain->setVerticalSpacing(10);
    scroll->setWidget(m_chainBox);
    body()->addWidget(scroll, 1);
}

void WizardBudgetPage::initializePage() {
    setHeading(tr("What can you spend?"),
               tr("Your budget answers the flowchart's budget questions: each of the guide's cards is "
                  "checked against the catalog's newest price on or before %1.")
                   .arg(isoDate(state().settings.asOf)));
    m_loading = true;
    m_budgetInput->setUsd(state().answers.flow.budgetUsd.value_or(defaultBudgetUsd));
    m_gpuCount->setValue(
        state().answers.chooseGpuCount ? 0 : std::clamp(state().answers.flow.gpuCount, 1, maxGpusPerMachine));
    m_loading = false;
    rebuildChain();
    writeAnswers();
}

void WizardBudgetPage::refresh() {
    rebuildChain();
    updateChain();
    emit completeChanged();
}

bool WizardBudgetPage::isComplete() const {
    const FlowWalk walk = state().walk();
    return !(walk.pending && flowNode(*walk.pending).question == FlowQuestion::WithinBudget);
}

void WizardBudgetPage::writeAnswers() {
    if (m_loading) {
        return;
    }
    state().answers.flow.budgetUsd = m_budgetInput->usd();
    state().answers.chooseGpuCount = m_gpuCount->value() == 0;
    state().answers.flow.gpuCount = std::max(m_gpuCount->value(), 1);
    updateChain();
    emit completeChanged();
}

void WizardBudgetPage::rebuildChain() {
    while (QLayoutItem* item = m_chain->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_status.clear();
    m_direct.clear();
    m_nodes = wizardroute::budgetChain(state().walk());
    int row = 0;
    for (const FlowNodeId id : m_nodes) {
        QLabel* question = wrappedLabel(text::questionText(flowNode(id)));
        QLabel* status = wrappedLabel();
        status->setObjectName(QStringLiteral("budgetStatus%1").arg(id));
        auto* direct = new QComboBox;
        direct->setObjectName(QStringLiteral("budgetAnswer%1").arg(id));
        direct->setToolTip(tr("Your own answer; it wins over the budget."));
        direct->addItem(tr("Answer…"), -1);
        direct->addItem(text::yesNo(true), 1);
        direct->addItem(text::yesNo(false), 0);
        connect(direct, &QComboBox::currentIndexChanged, this, [this, id, direct] {
            if (m_loading) {
                return;
            }
            const int value = direct->currentData().toInt();
            auto& answers = state().answers.flow.budgetAnswers;
            if (value < 0) {
                answers.erase(id);
            } else {
                answers[id] = value == 1;
            }
            updateChain();
            emit completeChanged();
        });
        m_chain->addWidget(question, row, 0, Qt::AlignTop);
        m_chain->addWidget(status, row, 1, Qt::AlignTop);
        m_chain->addWidget(direct, row, 2, Qt::AlignTop);
        m_status[id] = status;
        m_direct[id] = direct;
        ++row;
    }
    m_chain->setRowStretch(row, 1);
    updateChain();
}

void WizardBudgetPage::updateChain() {
    const FlowWalk walk = state().walk();
    const auto& direct = state().answers.flow.budgetAnswers;
    const bool noPrice = walk.pending && walk.pendingReason == PendingReason::NoPrice;
    bool waiting = false; // an earlier question still needs an answer
    m_loading = true;
    for (const FlowNodeId id : m_nodes) {
        const auto step = std::find_if(walk.steps.begin(), walk.steps.end(),
                                       [id](const FlowStep& s) { return s.node == id; });
        const bool pendingHere = walk.pending == id;
        QString status;
        if (step != walk.steps.end()) {
            status = text::stepReason(*step, state().settings.priceAge());
        } else if (pendingHere && noPrice) {
            status =
                tr("The catalog has no price for %1 by %2. Is it within your budget? Answer yourself.")
                    .arg(text::cardAlternatives(flowNode(id).budgetCards), isoDate(state().settings.asOf));
        } else if (waiting) {
            status = tr("Not asked yet: answer the question above first.");
        } else {
            status = tr("Not asked: an earlier card fits your budget.");
        }
        waiting = waiting || pendingHere;
        m_status[id]->setText(status);
        QComboBox* combo = m_direct[id];
        const auto given = direct.find(id);
        combo->setCurrentIndex(given == direct.end() ? 0 : combo->findData(given->second ? 1 : 0));
        combo->setVisible(given != direct.end() || (pendingHere && noPrice));
    }
    m_loading = false;
}

// --- WizardMemoryPage ------------------------------------------------------------------------

WizardMemoryPage::WizardMemoryPage(AdvisorState& state, QWidget* parent)
    : AdvisorPage(state, parent) {
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
    body()->addWidget(m_allowUsed);
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
    connect(m_display, &QCheckBox::toggled, this, &WizardMemoryPage::writeAnswers);
    connect(m_accept8Bit, &QCheckBox::toggled, this, &WizardMemoryPage::writeAnswers);
    connect(m_allowUsed, &QCheckBox::toggled, this, &WizardMemoryPage::writeAnswers);
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
    return row;
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
         std::initializer_list<QWidget*>{m_llmModel, m_llmWeights, m_llmContext, m_llmTask}) {
        widget->setEnabled(mode == FromLanguageModel);
    }
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
        m_llmWeights->setEnabled(m_llmTask->currentData().toInt() == static_cast<int>(LlmTask::Inference));
        break;
    case PathDefault:
        break;
    }
    AdvisorAnswers& answers = state().answers;
    answers.memory = need;
    answers.accept8Bit = m_accept8Bit->isChecked();
    answers.allowUsed = m_allowUsed->isChecked();
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

// --- WizardClusterPage -----------------------------------------------------------------------

WizardClusterPage::WizardClusterPage(AdvisorState& state, QWidget* parent)
    : AdvisorPage(state, parent) {
    setObjectName(QStringLiteral("clusterPage"));
    m_gpus = new QSpinBox;
    m_gpus->setObjectName(QStringLiteral("clusterGpusSpin"));
    m_gpus->setRange(1, maximumClusterGpus);
    m_gpus->setGroupSeparatorShown(true);
    m_perMachine = new QComboBox;
    m_perMachine->setObjectName(QStringLiteral("gpusPerMachineCombo"));
    for (const TrainingScale scale : {TrainingScale::SmallDatasets, TrainingScale::TwoRuns,
                                      TrainingScale::MediumDatasets, TrainingScale::ReproducePapers}) {
        m_perMachine->addItem(text::trainingScaleLabel(scale), gpusForScale(scale));
    }
    m_consumer = new QCheckBox(tr("GeForce cards are &allowed in our machines"));
    m_consumer->setObjectName(QStringLiteral("consumerCardsCheck"));
    m_budget = new QSpinBox;
    m_budget->setObjectName(QStringLiteral("clusterBudgetSpin"));
    m_budget->setSingleStep(10'000);
    m_budget->setGroupSeparatorShown(true);
    m_budget->setSpecialValueText(tr("No limit"));
    m_budgetInput = new MoneyInput(m_budget, 0, maximumClusterBudgetUsd);
    m_budget->setToolTip(tr("What the organisation can spend on the GPUs of the whole cluster; each machine "
                            "gets its share. At the lowest value there is no limit."));
    m_utilization = new QSpinBox;
    m_utilization->setObjectName(QStringLiteral("clusterUtilizationSpin"));
    m_utilization->setRange(1, 100);
    m_utilization->setSuffix(QStringLiteral(" %"));
    m_utilization->setToolTip(tr("Share of the time the cluster's GPUs are busy: it sets the electricity in "
                                 "the cost of ownership."));

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(tr("GPUs in the whole &cluster:"), m_gpus);
    form->addRow(tr("GPUs per &machine:"), m_perMachine);
    form->addRow(tr("GPU b&udget for the cluster:"), m_budget);
    form->addRow(tr("Time the GPUs are bus&y:"), m_utilization);
    body()->addLayout(form);
    body()->addWidget(hintLabel(tr("Pick the scale at which one training run finishes within a day (R11).")));
    body()->addWidget(
        hintLabel(tr("Organisations are advised at new prices (warranty and support) for server "
                     "machines in a data centre; the Build Checker opens them that way.")));
    body()->addSpacing(6);
    body()->addWidget(m_consumer);
    body()->addWidget(
        hintLabel(tr("NVIDIA's licence keeps GeForce cards out of data centres; universities can "
                     "ask for an exemption (R7). Without them the pick uses workstation and "
                     "data-centre cards.")));
    body()->addSpacing(10);

    m_advice = wrappedLabel();
    m_advice->setObjectName(QStringLiteral("clusterAdvice"));
    m_advice->setFrameShape(QFrame::StyledPanel);
    m_advice->setMargin(8);
    body()->addWidget(m_advice);
    body()->addStretch(1);

    connect(m_gpus, &QSpinBox::valueChanged, this, &WizardClusterPage::writeAnswers);
    connect(m_perMachine, &QComboBox::currentIndexChanged, this, &WizardClusterPage::writeAnswers);
    connect(m_consumer, &QCheckBox::toggled, this, &WizardClusterPage::writeAnswers);
    connect(m_budget, &QSpinBox::valueChanged, this, &WizardClusterPage::writeAnswers);
    connect(m_utilization, &QSpinBox::valueChanged, this, &WizardClusterPage::writeAnswers);
}

void WizardClusterPage::initializePage() {
    setHeading(tr("How big is the cluster?"),
               tr("How many GPUs the organisation runs decides how to build and buy them (R5, R10)."));
    const AdvisorAnswers& answers = state().answers;
    m_loading = true;
    m_gpus->setValue(answers.clusterGpus.value_or(defaultClusterGpus));
    // First time here: R5's 8-GPU servers; afterwards what was chosen.
    const int perMachine = answers.clusterGpus ? m_perMachine->findData(answers.flow.gpuCount) : -1;
    m_perMachine->setCurrentIndex(perMachine >= 0 ? perMachine : m_perMachine->count() - 1);
    m_consumer->setChecked(answers.consumerCardsAllowed);
    m_budgetInput->setUsd(answers.flow.budgetUsd.value_or(0));
    m_utilization->setValue(static_cast<int>(
        std::lround(answers.clusterUtilization.value_or(defaultClusterUtilizationPercent / 100.0) * 100)));
    m_loading = false;
    writeAnswers();
}

void WizardClusterPage::writeAnswers() {
    if (m_loading) {
        return;
    }
    AdvisorAnswers& answers = state().answers;
    answers.clusterGpus = m_gpus->value();
    answers.flow.gpuCount = m_perMachine->currentData().toInt();
    answers.consumerCardsAllowed = m_consumer->isChecked();
    const double budget = m_budgetInput->usd();
    answers.flow.budgetUsd = budget > 0 ? std::optional<double>(budget) : std::nullopt;
    answers.clusterUtilization = m_utilization->value() / 100.0;
    const Recommendation result = state().recommend();
    m_advice->setText(text::clusterAdviceText(clusterAdvice(m_gpus->value(), m_consumer->isChecked()),
                                              text::clusterCardNames(result.clusterCards)));
}

} // namespace gpuadvisor
