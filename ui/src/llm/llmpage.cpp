#include "gpuadvisor/ui/llm/llmpage.h"

#include "shared/cardnamemodel.h"

#include "gpuadvisor/core/llm/llmcalibration.h"
#include "gpuadvisor/db/llmdata.h"
#include "gpuadvisor/text/answertext.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/pricetext.h"
#include "gpuadvisor/text/supporttext.h"
#include "gpuadvisor/ui/charts/chartassumptions.h"
#include "gpuadvisor/ui/charts/chartdata.h"
#include "gpuadvisor/ui/charts/exportdialog.h"
#include "gpuadvisor/ui/shell/appsettings.h"
#include "llm/llmbuildpanel.h"
#include "llm/llmchartexport.h"
#include "llm/llmcloudpanel.h"
#include "llm/llmspeedchart.h"
#include "llm/llmtables.h"
#include "llm/llmtext.h"

#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace gpuadvisor {
namespace {

/// The model combo's item for a size the user types.
const QString customModelKey = QStringLiteral(":custom");
constexpr int defaultContextTokens = 4096;
constexpr int maximumContextTokens = 1 << 20;
constexpr int maximumUsers = 256;
constexpr int defaultTargetTokensPerSecond = 30;

using text::fromStd;

QComboBox* namedCombo(const char* name) {
    auto* combo = new QComboBox;
    combo->setObjectName(QLatin1String(name));
    return combo;
}

QSpinBox* namedSpin(const char* name, int minimum, int maximum, int value) {
    auto* spin = new QSpinBox;
    spin->setObjectName(QLatin1String(name));
    spin->setRange(minimum, maximum);
    spin->setValue(value);
    spin->setGroupSeparatorShown(true);
    return spin;
}

/// A label for results: wraps, selectable.
QLabel* resultLabel(const char* name) {
    auto* label = new QLabel;
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

/// A scroll area that shows `widget` at its width and scrolls it vertically.
QScrollArea* verticalScroller(QWidget* widget) {
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(widget);
    return scroll;
}

} // namespace

struct LlmPage::Private {
    std::shared_ptr<const CatalogSnapshot> snapshot;
    ChartSettings settings;
    LlmPresets presets;
    std::vector<LlmMeasurement> measurements; ///< The snapshot's llama.cpp rows.

    LlmWorkload workload;    ///< The last good inputs.
    LlmCatalogPlan plan;     ///< The catalog planned for `workload`.
    LlmSpeedChartData chart; ///< As drawn.
    /// The build picker follows the best bar until the user picks a card; its count follows the
    /// fewest that fit until the user sets one.
    bool buildFollowsBest = true;
    bool countFollowsFit = true;
    /// The prompt is the whole context until the user sets it.
    bool promptFollowsContext = true;

    QComboBox* model = nullptr;
    QLineEdit* customSize = nullptr;
    QLabel* customSizeError = nullptr;
    QLabel* modelNote = nullptr;
    QComboBox* weights = nullptr;
    QComboBox* kvCache = nullptr;
    QCheckBox* flashAttention = nullptr;
    QSpinBox* context = nullptr;
    QSpinBox* prompt = nullptr;
    QSpinBox* users = nullptr;
    QComboBox* task = nullptr;
    QComboBox* split = nullptr;
    QSpinBox* maxGpus = nullptr;
    QSpinBox* target = nullptr;

    QCheckBox* perPrice = nullptr;
    QPushButton* exportButton = nullptr;
    LlmSpeedChart* speedChart = nullptr;
    QChartView* speedView = nullptr;
    QScrollArea* speedScroll = nullptr;
    QLabel* chartCaption = nullptr;

    QComboBox* buildCard = nullptr;
    QSpinBox* buildCount = nullptr;
    LlmBuildPanel* buildPanel = nullptr;
    QGroupBox* cheapestBox = nullptr;
    QLabel* cheapest = nullptr;
    LlmCloudPanel* cloudPanel = nullptr;

    const LlmCardPlans* buildPlans() const {
        return plan.find(buildCard->currentData().toString().toStdString());
    }
    bool inference() const { return workload.task == LlmTask::Inference; }
};

LlmPage::LlmPage(QWidget* parent)
    : QWidget(parent)
    , d(std::make_unique<Private>()) {
    d->presets = loadLlmPresets();

    auto* inputs = verticalScroller(createInputs());
    inputs->setMinimumWidth(inputs->widget()->sizeHint().width() + 20);
    inputs->setMaximumWidth(inputs->widget()->sizeHint().width() + 40);

    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->setObjectName(QStringLiteral("llmSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(createChartPane());
    // The details never narrower than their content (the scroll area cut their right side at
    // 1024 pixels: "needs 5.72 G"); their labels wrap instead.
    QScrollArea* details = verticalScroller(createDetails());
    details->setMinimumWidth(details->widget()->minimumSizeHint().width() +
                             details->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 2);
    splitter->addWidget(details);
    // The chart gets the larger share: its card labels may take at most 40 % of its width (Qt Charts).
    splitter->setStretchFactor(0, 6);
    splitter->setStretchFactor(1, 5);
    splitter->setSizes({600, 500});

    auto* layout = new QHBoxLayout(this);
    layout->addWidget(inputs);
    layout->addWidget(splitter, 1);

    connectInputs();
    readWorkload();
    replan();
}

LlmPage::~LlmPage() = default;

QWidget* LlmPage::createInputs() {
    // Model: a preset or a size, and the formats it is stored in.
    auto* modelBox = new QGroupBox(tr("Model"));
    auto* modelForm = new QFormLayout(modelBox);
    d->model = namedCombo("llmModelCombo");
    d->model->setMaxVisibleItems(30);
    for (const LlmModel& model : d->presets.models) {
        d->model->addItem(fromStd(model.name), fromStd(model.key));
        d->model->setItemData(d->model->count() - 1, fromStd(model.source), Qt::ToolTipRole);
    }
    d->model->insertSeparator(d->model->count());
    d->model->addItem(tr("Custom size"), customModelKey);
    d->model->setCurrentIndex(
        std::max(0, d->model->findData(QString::fromLatin1(defaultModelKey.data(),
                                                           static_cast<qsizetype>(defaultModelKey.size())))));
    modelForm->addRow(tr("Mo&del:"), d->model);
    d->customSize = new QLineEdit;
    d->customSize->setObjectName(QStringLiteral("llmCustomSizeEdit"));
    d->customSize->setPlaceholderText(tr("e.g. 8.03B or 70B"));
    d->customSize->setToolTip(tr("Parameters of a dense model: 8.03B, 70B, 1.5T, 350M or 7e9. Its layers and "
                                 "heads are taken from the preset nearest in size."));
    modelForm->addRow(tr("Custom si&ze:"), d->customSize);
    d->customSizeError = resultLabel("llmCustomSizeError");
    d->customSizeError->setStyleSheet(QStringLiteral("color: #b00020;"));
    d->customSizeError->hide();
    modelForm->addRow(d->customSizeError);
    d->modelNote = resultLabel("llmModelNote");
    d->modelNote->setStyleSheet(QStringLiteral("color: #555;"));
    modelForm->addRow(d->modelNote);
    d->weights = namedCombo("llmWeightsCombo");
    for (const WeightFormatInfo& format : weightFormats()) {
        d->weights->addItem(fromStd(format.label), static_cast<int>(format.format));
        d->weights->setItemData(
            d->weights->count() - 1,
            tr("%1 bits a weight: %2")
                .arg(QLocale().toString(format.bitsPerWeight, 'f', 2), fromStd(format.source)),
            Qt::ToolTipRole);
    }
    d->weights->setCurrentIndex(d->weights->findData(static_cast<int>(WeightFormat::Q4_K_M)));
    modelForm->addRow(tr("&Weights:"), d->weights);
    d->kvCache = namedCombo("llmKvCacheCombo");
    for (const KvCacheFormatInfo& format : kvCacheFormats()) {
        d->kvCache->addItem(fromStd(format.label), static_cast<int>(format.format));
    }
    d->kvCache->setToolTip(
        tr("How the keys and values of the context are stored (llama.cpp's --cache-type-k/-v, "
           "vLLM's --kv-cache-dtype)."));
    modelForm->addRow(tr("K&V cache:"), d->kvCache);
    if (!d->presets.problems.isEmpty()) {
        auto* problems = resultLabel("llmPresetProblems");
        problems->setStyleSheet(QStringLiteral("color: #8a5300;"));
        problems->setText(tr("Rows of your presets file skipped: %1 (the tooltip says why).")
                              .arg(QLocale().toString(static_cast<qlonglong>(d->presets.problems.size()) +
                                                      static_cast<qlonglong>(d->presets.unlistedProblems))));
        problems->setToolTip(d->presets.problems.join(QLatin1Char('\n')));
        modelForm->addRow(problems);
    }

    // Use: how long the context, how many users, what for, on how many GPUs.
    auto* useBox = new QGroupBox(tr("Use"));
    auto* useForm = new QFormLayout(useBox);
    d->context = namedSpin("llmContextSpin", 1, maximumContextTokens, defaultContextTokens);
    d->context->setSingleStep(1024);
    d->context->setSuffix(tr(" tokens"));
    d->context->setToolTip(tr("Context per user: prompt and answer together. The KV cache grows with it."));
    useForm->addRow(tr("Co&ntext:"), d->context);
    d->prompt = namedSpin("llmPromptSpin", 1, defaultContextTokens, defaultContextTokens);
    d->prompt->setSingleStep(1024);
    d->prompt->setSuffix(tr(" tokens"));
    d->prompt->setToolTip(tr("The prompt read before the first token of the answer (the whole context "
                             "until you change it)."));
    useForm->addRow(tr("Pr&ompt:"), d->prompt);
    d->users = namedSpin("llmUsersSpin", 1, maximumUsers, 1);
    d->users->setToolTip(tr("Sequences decoded at once, each with its own KV cache; for fine-tuning, the "
                            "micro-batch."));
    useForm->addRow(tr("Concurrent &users:"), d->users);
    d->task = namedCombo("llmTaskCombo");
    for (const LlmTask task : {LlmTask::Inference, LlmTask::LoRA, LlmTask::QLoRA, LlmTask::FullFineTuning}) {
        d->task->addItem(llmtext::taskLabel(task), static_cast<int>(task));
    }
    useForm->addRow(tr("Tas&k:"), d->task);
    d->split = namedCombo("llmSplitCombo");
    d->split->addItem(tr("Layers (llama.cpp)"), static_cast<int>(MultiGpuSplit::Layers));
    d->split->addItem(tr("Tensors (vLLM)"), static_cast<int>(MultiGpuSplit::Tensor));
    d->split->setToolTip(tr("Layers: each GPU holds some layers, in proportion to its memory. Tensors: every "
                            "layer is cut into equal shards, one per GPU."));
    useForm->addRow(tr("Multi-GPU spl&it:"), d->split);
    d->flashAttention = new QCheckBox(tr("Fl&ash attention"));
    d->flashAttention->setObjectName(QStringLiteral("llmFlashAttentionCheck"));
    d->flashAttention->setChecked(true);
    d->flashAttention->setToolTip(
        tr("llama.cpp's -fa: on by default on CUDA since 2025. Measured on the 2025 scoreboard it speeds "
           "prompts by about %1 % and generation by about %2 %.")
            .arg(std::lround((shippedLlmCalibration().flashAttentionPrefillFactor - 1) * 100))
            .arg(std::lround((shippedLlmCalibration().flashAttentionDecodeFactor - 1) * 100)));
    useForm->addRow(QString(), d->flashAttention);

    // Search: how many of a card to try, and the speed wanted.
    auto* searchBox = new QGroupBox(tr("Search"));
    auto* searchForm = new QFormLayout(searchBox);
    d->maxGpus = namedSpin("llmMaxGpusSpin", 1, maximumLlmGpus, maximumLlmGpus);
    d->maxGpus->setToolTip(tr("Each card is tried on 1 up to this many GPUs."));
    searchForm->addRow(tr("Max &GPUs:"), d->maxGpus);
    d->target = namedSpin("llmTargetSpin", 1, 1'000'000, defaultTargetTokensPerSecond);
    d->target->setSuffix(tr(" tokens/s"));
    d->target->setToolTip(tr("Decode speed of all users together that the cheapest build must reach."));
    searchForm->addRow(tr("Ta&rget speed:"), d->target);

    auto* column = new QWidget;
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(modelBox);
    layout->addWidget(useBox);
    layout->addWidget(searchBox);
    layout->addStretch(1);
    return column;
}

QWidget* LlmPage::createChartPane() {
    d->perPrice = new QCheckBox; // its text names money: set by refreshChart()
    d->perPrice->setObjectName(QStringLiteral("llmPerPriceCheck"));
    d->exportButton = new QPushButton(tr("Export…"));
    d->exportButton->setObjectName(QStringLiteral("llmExportButton"));
    d->exportButton->setToolTip(tr("Save the chart as PNG, SVG or PDF, or its numbers as CSV."));

    d->speedChart = new LlmSpeedChart;
    d->speedChart->setCaptionVisible(false); // the label under the scrolling chart shows it
    d->speedView = new QChartView(d->speedChart);
    d->speedView->setObjectName(QStringLiteral("llmSpeedChartView"));
    d->speedView->setRenderHint(QPainter::Antialiasing);
    d->speedScroll = new QScrollArea;
    d->speedScroll->setWidgetResizable(true);
    d->speedScroll->setFrameShape(QFrame::NoFrame);
    d->speedScroll->setWidget(d->speedView);

    auto* header = new QHBoxLayout;
    header->addWidget(d->perPrice, 1);
    header->addWidget(d->exportButton);
    auto* pane = new QWidget;
    auto* layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    // The chart takes the height it needs (up to the pane's, then it scrolls), its caption right under it.
    layout->addWidget(d->speedScroll, 100);
    d->chartCaption = resultLabel("llmChartCaption");
    d->chartCaption->setStyleSheet(QStringLiteral("color: #444;"));
    layout->addWidget(d->chartCaption);
    layout->addStretch(1);
    pane->setMinimumWidth(380);
    return pane;
}

QWidget* LlmPage::createDetails() {
    // One build in detail: the best bar's until the user picks another.
    auto* buildBox = new QGroupBox(tr("Your build"));
    d->buildCard = namedCombo("llmBuildCardCombo");
    d->buildCard->setMaxVisibleItems(25);
    d->buildCard->setMinimumContentsLength(12);
    d->buildCard->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    d->buildCount = namedSpin("llmBuildCountSpin", 1, maximumLlmGpus, 1);
    d->buildCount->setPrefix(tr("× "));
    d->buildCount->setToolTip(tr("GPUs of the card in the build."));
    d->buildCount->setAccessibleName(tr("GPUs in the build"));
    auto* cardLabel = new QLabel(tr("Card:"));
    cardLabel->setBuddy(d->buildCard);
    auto* picker = new QHBoxLayout;
    picker->addWidget(cardLabel);
    picker->addWidget(d->buildCard, 1);
    picker->addWidget(d->buildCount);
    d->buildPanel = new LlmBuildPanel;
    auto* buildLayout = new QVBoxLayout(buildBox);
    buildLayout->addLayout(picker);
    buildLayout->addWidget(d->buildPanel);

    d->cheapestBox = new QGroupBox; // its title names the target: set by refreshCheapest()
    d->cheapest = resultLabel("llmCheapestLabel");
    auto* cheapestLayout = new QVBoxLayout(d->cheapestBox);
    cheapestLayout->addWidget(d->cheapest);

    auto* cloudBox = new QGroupBox(tr("Your build against the cloud"));
    d->cloudPanel = new LlmCloudPanel;
    auto* cloudLayout = new QVBoxLayout(cloudBox);
    cloudLayout->addWidget(d->cloudPanel);

    auto* column = new QWidget;
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 4, 0);
    layout->addWidget(buildBox);
    layout->addWidget(d->cheapestBox);
    layout->addWidget(cloudBox);
    layout->addStretch(1);
    return column;
}

void LlmPage::connectInputs() {
    // A custom size that is not a number keeps the last good model: the rest still applies.
    const auto replanOnChange = [this] {
        readWorkload();
        replan();
    };
    for (QComboBox* combo : {d->model, d->weights, d->kvCache, d->task, d->split}) {
        connect(combo, &QComboBox::currentIndexChanged, this, replanOnChange);
    }
    connect(d->customSize, &QLineEdit::textChanged, this, replanOnChange);
    connect(d->flashAttention, &QCheckBox::toggled, this, replanOnChange);
    connect(d->context, &QSpinBox::valueChanged, this, [this, replanOnChange](int context) {
        // The prompt is part of the context: at most all of it, and all of it until the user sets it.
        const QSignalBlocker blocker(d->prompt);
        d->prompt->setMaximum(context);
        if (d->promptFollowsContext) {
            d->prompt->setValue(context);
        }
        replanOnChange();
    });
    connect(d->prompt, &QSpinBox::valueChanged, this, [this, replanOnChange] {
        d->promptFollowsContext = d->prompt->value() == d->context->value();
        replanOnChange();
    });
    connect(d->users, &QSpinBox::valueChanged, this, replanOnChange);
    connect(d->maxGpus, &QSpinBox::valueChanged, this, [this, replanOnChange](int maxGpus) {
        const QSignalBlocker blocker(d->buildCount);
        d->buildCount->setMaximum(maxGpus);
        replanOnChange();
    });
    connect(d->target, &QSpinBox::valueChanged, this, &LlmPage::refreshCheapest);
    connect(d->perPrice, &QCheckBox::toggled, this, [this] {
        refreshChart();
        followBestBar();
        refreshBuild();
    });
    connect(d->buildCard, &QComboBox::currentIndexChanged, this, [this] {
        // The user's card: from now on it stays, on the fewest of it that hold the model.
        d->buildFollowsBest = false;
        d->countFollowsFit = true;
        followBestBar();
        refreshBuild();
    });
    connect(d->buildCount, &QSpinBox::valueChanged, this, [this] {
        d->countFollowsFit = false;
        refreshBuild();
    });
    connect(d->exportButton, &QPushButton::clicked, this, &LlmPage::exportWithDialog);
    // Card prices, per-price bars and costs follow the display currency.
    connect(text::DisplayCurrencyNotifier::instance(), &text::DisplayCurrencyNotifier::changed, this,
            &LlmPage::replan);
}

void LlmPage::setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot) {
    d->snapshot = std::move(snapshot);
    d->measurements.clear();
    if (d->snapshot) {
        // The snapshot indexes benchmark rows by card; the planner's measurements are its llama.cpp rows.
        std::vector<BenchmarkResult> rows;
        for (const Gpu& gpu : d->snapshot->gpus) {
            for (const BenchmarkResult* row : d->snapshot->measured.resultsFor(gpu.name)) {
                rows.push_back(*row);
            }
        }
        d->measurements = llmMeasurements(rows);
    }
    fillCardCombo();
    replan();
}

void LlmPage::setSettings(const ChartSettings& settings) {
    const ChartSettings& old = d->settings;
    // The charts page sends its settings on every change: only prices, ownership and whether
    // unsupported cards are offered matter here.
    const bool same = old.condition == settings.condition && old.asOf == settings.asOf &&
                      old.includeUnsupported == settings.includeUnsupported &&
                      old.stalePriceMonths == settings.stalePriceMonths &&
                      old.ownership.years == settings.ownership.years &&
                      old.ownership.kwhPriceUsd == settings.ownership.kwhPriceUsd &&
                      old.ownership.utilization == settings.ownership.utilization;
    d->settings = settings;
    if (!same) {
        replan();
    }
}

LlmWorkload LlmPage::workload() const {
    return d->workload;
}

const LlmSpeedChartData& LlmPage::chartData() const {
    return d->chart;
}

QString LlmPage::buildCard() const {
    return d->buildCard->currentData().toString();
}

int LlmPage::buildCount() const {
    return d->buildCount->value();
}

QString LlmPage::exportChart(const QString& filePath, const ChartExportOptions& options) const {
    return exportLlmSpeedChart(d->chart, filePath, options);
}

void LlmPage::fillCardCombo() {
    const QString current = d->buildCard->currentData().toString();
    const QSignalBlocker blocker(d->buildCard);
    showCardNames(d->buildCard, d->snapshot);
    const int index = d->buildCard->findData(current);
    d->buildCard->setCurrentIndex(index >= 0 ? index : 0);
    if (index < 0) { // the user's card is gone
        d->buildFollowsBest = true;
        d->countFollowsFit = true;
    }
}

void LlmPage::readWorkload() {
    const bool custom = d->model->currentData().toString() == customModelKey;
    d->customSize->setEnabled(custom);
    std::optional<LlmModel> model;
    if (!custom) {
        d->customSizeError->hide();
        if (const LlmModel* preset =
                findLlmModel(d->presets.models, d->model->currentData().toString().toStdString())) {
            model = *preset;
        }
    } else if (const std::optional<double> parameters =
                   parseParameterCount(d->customSize->text().trimmed().toStdString());
               parameters && !d->presets.models.empty()) {
        d->customSizeError->hide();
        model = customLlmModel(*parameters, d->presets.models);
    } else {
        // Keep the last good result on screen and say what is wrong with the text.
        d->customSizeError->setText(
            d->customSize->text().trimmed().isEmpty()
                ? tr("Type the model's parameters, such as 8.03B or 70B.")
                : tr("“%1” is not a parameter count: write it like 8.03B, 70B, 1.5T or 7e9 (at most 1000T).")
                      .arg(d->customSize->text().trimmed()));
        d->customSizeError->show();
    }

    const auto task = static_cast<LlmTask>(d->task->currentData().toInt());
    // Fine-tuning sets its own weights and needs no KV cache or prompt.
    const bool inference = task == LlmTask::Inference;
    d->weights->setEnabled(inference);
    d->kvCache->setEnabled(inference);
    d->prompt->setEnabled(inference);
    d->flashAttention->setEnabled(inference);

    LlmWorkload& workload = d->workload;
    if (model) {
        workload.model = *model;
    }
    workload.weights = static_cast<WeightFormat>(d->weights->currentData().toInt());
    workload.kvCache = static_cast<KvCacheFormat>(d->kvCache->currentData().toInt());
    workload.contextTokens = d->context->value();
    workload.promptTokens = std::min(d->prompt->value(), workload.contextTokens);
    workload.sequences = d->users->value();
    workload.task = task;
    workload.split = static_cast<MultiGpuSplit>(d->split->currentData().toInt());
    workload.flashAttention = d->flashAttention->isChecked();

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
    d->modelNote->setText(note);
    d->modelNote->setToolTip(fromStd(model->source));
}

void LlmPage::replan() {
    if (!d->snapshot) {
        return;
    }
    d->plan = planCatalog(*d->snapshot, d->workload, d->maxGpus->value(), d->settings.condition,
                          d->settings.asOf, d->settings.includeUnsupported);
    refreshChart();
    followBestBar();
    refreshBuild();
    refreshCheapest();
}

void LlmPage::refreshChart() {
    const QString thousand = text::displayMoney(perMoneyUnit);
    // Alt+1: the "1" of the amount carries the mnemonic (the page's letters are all taken).
    QString perPriceText = tr("Per %1 of card price").arg(thousand);
    if (const qsizetype one = thousand.indexOf(QLatin1Char('1'));
        one >= 0 && perPriceText.contains(thousand)) {
        perPriceText.insert(perPriceText.indexOf(thousand) + one, QLatin1Char('&'));
    }
    d->perPrice->setText(perPriceText);
    d->perPrice->setToolTip(tr("Show decode tokens/s per %1 of the cards' %2 price instead of tokens/s.")
                                .arg(thousand, llmtext::conditionWord(d->settings.condition)));

    LlmSpeedChartData& chart = d->chart;
    chart = speedChartData(d->plan, d->perPrice->isChecked(), d->settings.priceAge());
    const LlmWorkload& workload = d->workload;
    const QLocale locale;
    const QString users =
        workload.sequences == 1 ? tr("1 user") : tr("%1 users").arg(locale.toString(workload.sequences));
    // Short enough for the chart's width: the model, its format and the use.
    chart.title =
        workload.task == LlmTask::Inference
            ? tr("%1 %2 · %3 tokens · %4")
                  .arg(llmtext::shortModelName(workload.model), llmtext::weightFormatLabel(workload.weights),
                       locale.toString(workload.contextTokens), users)
            : tr("%1 · %2").arg(llmtext::shortModelName(workload.model), llmtext::taskLabel(workload.task));
    chart.valueTitle = chart.perPrice ? tr("Decode tokens/s per %1 of cards").arg(thousand)
                                      : tr("Decode tokens/s, all users together");

    QStringList caption;
    if (chart.inference) {
        caption
            << tr("Estimates from the planner for llama.cpp as of %2, typically within ±%1 % for decode "
                  "(cross-validated on llama.cpp measurements); multi-GPU overheads are assumptions. Each "
                  "card on the fewest GPUs that hold the model.")
                   .arg(std::lround(shippedLlmCalibration().decodeTypicalError * 100))
                   .arg(fromStd(formatIsoDate(shippedLlmCalibration().newestMeasurement).substr(0, 7)));
    } else {
        const int holding =
            static_cast<int>(d->plan.cards.size()) - chart.cardsThatDoNotFit - chart.cardsLackingFp4;
        caption
            << tr("Fine-tuning is planned for memory only: no tokens/s to chart. Cards that hold it on up to "
                  "%1 GPUs: %2; pick one under Your build to see its memory.")
                   .arg(chart.maxGpus)
                   .arg(holding);
    }
    if (chart.cardsThatDoNotFit > 0) {
        caption << tr("Cards that cannot hold it on up to %1 GPUs: %2.")
                       .arg(chart.maxGpus)
                       .arg(chart.cardsThatDoNotFit);
    }
    if (chart.cardsLackingFp4 > 0) {
        caption << tr("Cards without the FP4 tensor cores FP4 weights need: %1.").arg(chart.cardsLackingFp4);
    }
    if (chart.perPrice && chart.inference) {
        caption << tr("Cards at their %1 price as of %2.")
                       .arg(llmtext::conditionWord(d->settings.condition),
                            fromStd(formatIsoDate(d->settings.asOf)));
    }
    if (!chart.unpricedCards.isEmpty()) {
        caption << tr("Cards without a %1 price on %2, left out: %3.")
                       .arg(llmtext::conditionWord(d->settings.condition),
                            fromStd(formatIsoDate(d->settings.asOf)))
                       .arg(chart.unpricedCards.size());
    }
    if (chart.chartedCards > chart.bars.size()) {
        caption << tr("The chart shows the best %1 of %2 cards.")
                       .arg(locale.toString(static_cast<qulonglong>(chart.bars.size())),
                            locale.toString(static_cast<qulonglong>(chart.chartedCards)));
    }
    if (chart.oldPricedBars > 0) {
        caption << tr("† price %1.").arg(text::oldPriceMeaning(chart.priceAge));
    }
    if (!chart.unsupportedCards.isEmpty()) {
        caption << text::unsupportedLeftOut(chart.unsupportedCards) + QLatin1Char('.');
    }
    chart.caption = caption.join(QLatin1Char(' '));
    // The line under the exported chart's title: the build limit, and per price the prices.
    QStringList assumptions{tr("GPUs per build: up to %1").arg(chart.maxGpus)};
    if (chart.perPrice) {
        assumptions << priceBasisText(d->settings.condition, d->settings.asOf);
    }
    chart.assumptions = assumptionsLine(assumptions);
    d->speedChart->setData(chart); // refreshBuild() marks the build's bar
    d->chartCaption->setText(chart.caption);
    // Every label has room: the chart scrolls when the bars need more than the pane's height, and a
    // few bars do not swell to fill it.
    const int bars = static_cast<int>(chart.bars.size());
    const int maximumHeight = LlmSpeedChart::comfortableHeight(bars) + bars * LlmSpeedChart::pixelsPerBar;
    d->speedView->setMinimumHeight(LlmSpeedChart::comfortableHeight(bars));
    d->speedView->setMaximumHeight(maximumHeight);
    d->speedScroll->setMaximumHeight(maximumHeight + 2 * d->speedScroll->frameWidth());
    d->speedScroll->setVisible(!chart.bars.empty()); // fine-tuning: the caption says why
    d->exportButton->setEnabled(!chart.bars.empty());
}

void LlmPage::followBestBar() {
    const QSignalBlocker cardBlocker(d->buildCard);
    const QSignalBlocker countBlocker(d->buildCount);
    if (d->buildFollowsBest) {
        const LlmSpeedChartData& chart = d->chart;
        const LlmCardPlans* first = nullptr;
        if (!chart.bars.empty()) {
            first = d->plan.find(chart.bars.front().gpu->name);
        } else {
            // Fine-tuning has no bars: the card that holds the model on the fewest GPUs, the one
            // with the most memory of those.
            for (const LlmCardPlans& card : d->plan.cards) {
                const auto rank = [](const LlmCardPlans& plans) {
                    return std::make_pair(-plans.fewestThatFit().value_or(maximumLlmGpus + 1),
                                          plans.gpu->memoryGb);
                };
                if (card.fewestThatFit() && (first == nullptr || rank(card) > rank(*first))) {
                    first = &card;
                }
            }
        }
        if (first != nullptr) {
            d->buildCard->setCurrentIndex(d->buildCard->findData(fromStd(first->gpu->name)));
        }
    }
    if (d->buildFollowsBest || d->countFollowsFit) {
        if (const LlmCardPlans* card = d->buildPlans()) {
            d->buildCount->setValue(card->fewestThatFit().value_or(d->maxGpus->value()));
        }
    }
}

void LlmPage::refreshBuild() {
    const LlmCardPlans* card = d->buildPlans();
    const int count = d->buildCount->value();
    const LlmPlan* plan = card != nullptr ? card->planOn(count) : nullptr;
    // The chart marks the build shown here.
    const QString label = card != nullptr ? llmtext::buildLabel(card->gpu->name, count) : QString();
    d->chart.highlighted = label;
    d->speedChart->setHighlighted(label);
    if (plan == nullptr) {
        d->buildPanel->showNothing(tr("Pick a card."));
        d->cloudPanel->showNothing(QString());
        return;
    }
    LlmBuildPanel::Build build;
    build.gpu = card->gpu;
    build.count = count;
    build.plan = *plan;
    build.workload = d->workload;
    if (count == 1 && d->inference()) {
        // llama.cpp measured one card: it speaks for a build of one.
        build.measuredDecode =
            matchingMeasurement(d->measurements, *card->gpu, d->workload.model, d->workload.weights,
                                LlmTest::Decode, d->workload.flashAttention);
        build.measuredPrefill =
            matchingMeasurement(d->measurements, *card->gpu, d->workload.model, d->workload.weights,
                                LlmTest::Prefill, d->workload.flashAttention);
    }
    d->buildPanel->showBuild(build);

    if (!d->inference()) {
        d->cloudPanel->showNothing(
            tr("Costs per token are for inference: fine-tuning is planned for memory only."));
        return;
    }
    LlmCloudPanel::Context context;
    context.buildLabel = label;
    context.cardName = fromStd(card->gpu->name);
    context.gpuCount = count;
    context.buildFits = plan->fits;
    context.buildPriced = card->price != nullptr;
    context.systemCostKnown = systemBaseCostFor(d->snapshot->systemCosts, count).has_value();
    context.condition = d->settings.condition;
    context.ownership = d->settings.ownership;
    context.priceAge = d->settings.priceAge();
    d->cloudPanel->showComparison(
        compareWithCloud(*d->snapshot, d->plan, *card, count, d->settings.ownership, d->settings.asOf),
        context);
}

void LlmPage::refreshCheapest() {
    const int target = d->target->value();
    d->cheapestBox->setTitle(tr("Cheapest way to reach %1").arg(llmtext::tokensPerSecond(target)));
    if (!d->inference()) {
        d->cheapest->setText(tr("Speeds are for inference: fine-tuning is planned for memory only."));
        return;
    }
    const LlmTargetSearch search = cheapestToReach(d->plan, target);
    const QString condition = llmtext::conditionWord(d->settings.condition);
    QString answer;
    if (search.cheapest) {
        const LlmBuildChoice& build = *search.cheapest;
        answer = tr("%1: %2 for the cards, %3 each, %4, priced %5; about %6.")
                     .arg(llmtext::buildLabel(build.gpu->name, build.count), text::money(build.cardsUsd, 0),
                          text::money(build.price->priceUsd, 0), condition,
                          text::priceDateText(build.price->observedOn, d->settings.priceAge()),
                          llmtext::tokensPerSecond(build.tokensPerSecond));
        // What the buyer must know about that card: server only, one market, an old price.
        const text::AnswerTextContext catchContext{d->settings.asOf, d->settings.stalePriceMonths,
                                                   std::nullopt, Chassis::Workstation};
        const CardCatches catches = cardCatches(*build.gpu, build.price, Chassis::Workstation,
                                                d->settings.asOf, d->settings.stalePriceMonths);
        for (const QString& line : text::cardCatchesText(catches, build.price, catchContext)) {
            answer += QLatin1Char(' ') + line;
        }
    } else if (search.fastest) {
        answer = tr("No priced card reaches it on up to %1 GPUs; the fastest build is %2 at %3.")
                     .arg(d->plan.maxGpus)
                     .arg(llmtext::buildLabel(search.fastest->gpu->name, search.fastest->count),
                          llmtext::tokensPerSecond(search.fastest->tokensPerSecond));
    } else {
        answer = tr("No card holds the model on up to %1 GPUs.").arg(d->plan.maxGpus);
    }
    if (search.reachingUnpriced > 0) {
        answer +=
            QLatin1Char(' ') +
            tr("Cards that reach it but have no %1 price: %2.").arg(condition).arg(search.reachingUnpriced);
    }
    if (!search.unsupportedCards.isEmpty()) {
        answer += QLatin1Char(' ') + text::unsupportedLeftOut(search.unsupportedCards) + QLatin1Char('.');
    }
    d->cheapest->setText(answer);
}

void LlmPage::exportWithDialog() {
    QString selectedFilter;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export LLM Chart"),
        QDir(settings::exportFolder()).filePath(QStringLiteral("llm-chart.png")),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;CSV file (*.csv)"),
        &selectedFilter);
    if (path.isEmpty()) {
        return;
    }
    settings::setValue(settings::lastExportFolder, QFileInfo(path).absolutePath());
    ChartExportOptions options;
    if (chartFileFormatFor(path) != ChartFileFormat::Csv) {
        ExportDialog dialog(this);
        if (dialog.exec() != QDialog::Accepted) {
            return;
        }
        options = dialog.options();
    }
    if (const QString error = exportChart(path, options); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Export failed"), error);
    }
}

} // namespace gpuadvisor
