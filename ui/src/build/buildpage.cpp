#include "gpuadvisor/ui/build/buildpage.h"

#include "build/buildformwidgets.h"
#include "build/buildgpulist.h"
#include "build/buildmachineform.h"
#include "build/buildreport.h"
#include "build/powerbar.h"
#include "build/savedbuildsbar.h"
#include "shared/cardnamemodel.h"
#include "shared/findingsview.h"

#include "gpuadvisor/core/build/savedbuild.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/model/performance.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/numbers.h"

#include <QComboBox>
#include <QCompleter>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace gpuadvisor {

struct BuildPage::Private {
    std::shared_ptr<const CatalogSnapshot> snapshot;
    ChartSettings settings;
    std::vector<Finding> findings;
    std::optional<BuildSummary> summary;

    QComboBox* gpuCombo = nullptr;
    QSpinBox* addCount = nullptr;
    QPushButton* addButton = nullptr;
    QPushButton* clearButton = nullptr;
    QLabel* gpuCountLabel = nullptr;
    QLabel* notice = nullptr;
    BuildGpuList* gpuList = nullptr;
    /// The machine before a hand-off set it up (a server for an organisation): "Remove all"
    /// brings it back, so a home build after an organisation's is not checked as a server.
    std::optional<BuildSpec> machineBeforeHandOff;

    BuildMachineForm* machineForm = nullptr;
    QGroupBox* powerBox = nullptr;
    SavedBuildsBar* savedBuilds = nullptr;

    QLabel* verdict = nullptr;
    PowerBar* powerBar = nullptr;
    FindingsView* findingsView = nullptr;
    QPushButton* applyLimits = nullptr;
    QLabel* summaryLabel = nullptr;
    QLabel* assumptions = nullptr;
};

namespace {
/// Pixels the findings list keeps however short the window: three or four findings.
constexpr int findingsMinimumHeight = 180;
} // namespace

BuildPage::BuildPage(QWidget* parent)
    : QWidget(parent)
    , d(std::make_unique<Private>()) {
    auto* controlsScroll = new QScrollArea;
    controlsScroll->setObjectName(QStringLiteral("buildControlsScroll"));
    controlsScroll->setWidgetResizable(true);
    controlsScroll->setFrameShape(QFrame::NoFrame);
    controlsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    controlsScroll->setWidget(createControls());
    controlsScroll->setMinimumWidth(controlsScroll->widget()->minimumSizeHint().width() +
                                    controlsScroll->verticalScrollBar()->sizeHint().width() + 4);

    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->setObjectName(QStringLiteral("buildSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(controlsScroll);
    // In a short window the findings and the summary do not both fit: the results scroll rather
    // than squeeze the summary's text.
    auto* resultsScroll = new QScrollArea;
    resultsScroll->setObjectName(QStringLiteral("buildResultsScroll"));
    resultsScroll->setWidgetResizable(true);
    resultsScroll->setFrameShape(QFrame::NoFrame);
    resultsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    resultsScroll->setWidget(createResults());
    splitter->addWidget(resultsScroll);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    d->savedBuilds = new SavedBuildsBar([this] { return build(); });
    layout->addWidget(d->savedBuilds);
    layout->addWidget(splitter, 1);

    connectControls();
    setBuild(BuildSpec{});
    setCatalog(nullptr);
    // The summary's money and the findings' follow the display currency.
    connect(text::DisplayCurrencyNotifier::instance(), &text::DisplayCurrencyNotifier::changed, this,
            &BuildPage::refresh);
}

BuildPage::~BuildPage() = default;

QWidget* BuildPage::createControls() {
    auto* panel = new QWidget;
    auto* column = new QVBoxLayout(panel);
    column->setContentsMargins(0, 0, 4, 0);

    // The cards.
    auto* cardsBox = new QGroupBox(tr("Cards"));
    auto* cardsColumn = new QVBoxLayout(cardsBox);
    d->gpuCombo = comboBox("gpuCombo");
    d->gpuCombo->setEditable(true);
    d->gpuCombo->setInsertPolicy(QComboBox::NoInsert);
    d->gpuCombo->setMaxVisibleItems(25);
    d->gpuCombo->setMinimumContentsLength(12);
    d->gpuCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    d->gpuCombo->completer()->setFilterMode(Qt::MatchContains);
    d->gpuCombo->completer()->setCompletionMode(QCompleter::PopupCompletion);
    d->gpuCombo->setToolTip(tr("A card from the catalog; type to search."));
    d->gpuCombo->setAccessibleName(tr("Card to add"));
    d->gpuCombo->lineEdit()->setPlaceholderText(tr("Pick or type a card"));
    d->addCount = spinBox("addCountSpin", 1, maxGpusPerMachine, 1, QString());
    d->addCount->setPrefix(tr("× "));
    d->addCount->setToolTip(tr("How many of the card to add."));
    d->addCount->setAccessibleName(tr("Number of cards to add"));
    d->addButton = new QPushButton(tr("&Add"));
    d->addButton->setObjectName(QStringLiteral("addGpuButton"));
    d->addButton->setToolTip(tr("Add the card to the build (up to %1 GPUs).").arg(maxGpusPerMachine));
    auto* addRow = new QHBoxLayout;
    addRow->addWidget(d->gpuCombo, 1);
    addRow->addWidget(d->addCount);
    addRow->addWidget(d->addButton);
    cardsColumn->addLayout(addRow);
    d->gpuList = new BuildGpuList;
    cardsColumn->addWidget(d->gpuList);
    d->gpuCountLabel = new QLabel;
    d->gpuCountLabel->setObjectName(QStringLiteral("gpuCountLabel"));
    d->clearButton = new QPushButton(tr("Remove all"));
    d->clearButton->setObjectName(QStringLiteral("clearBuildButton"));
    d->clearButton->setToolTip(tr(
        "Remove every card from the build, and what the wizard set up for its pick (server, data centre)."));
    auto* countRow = new QHBoxLayout;
    countRow->addWidget(d->gpuCountLabel, 1);
    countRow->addWidget(d->clearButton);
    cardsColumn->addLayout(countRow);
    d->notice = new QLabel;
    d->notice->setObjectName(QStringLiteral("buildNotice"));
    d->notice->setWordWrap(true);
    d->notice->setStyleSheet(QStringLiteral("color: #8a4b00;"));
    d->notice->hide();
    cardsColumn->addWidget(d->notice);
    column->addWidget(cardsBox);

    d->machineForm = new BuildMachineForm;
    column->addWidget(d->machineForm);
    column->addStretch(1);
    return panel;
}

QWidget* BuildPage::createResults() {
    auto* panel = new QWidget;
    auto* column = new QVBoxLayout(panel);
    column->setContentsMargins(4, 0, 0, 0);

    d->verdict = new QLabel;
    d->verdict->setObjectName(QStringLiteral("verdictLabel"));
    d->verdict->setTextFormat(Qt::RichText);
    d->verdict->setWordWrap(true);
    QFont verdictFont = d->verdict->font();
    verdictFont.setPointSizeF(verdictFont.pointSizeF() * 1.2);
    d->verdict->setFont(verdictFont);
    column->addWidget(d->verdict);

    auto* powerBox = new QGroupBox(tr("Power draw"));
    d->powerBox = powerBox;
    auto* powerColumn = new QVBoxLayout(powerBox);
    d->powerBar = new PowerBar;
    powerColumn->addWidget(d->powerBar);
    column->addWidget(powerBox);

    auto* findingsBox = new QGroupBox(tr("Findings"));
    auto* findingsColumn = new QVBoxLayout(findingsBox);
    d->findingsView = new FindingsView;
    d->findingsView->setPlaceholderText(tr("Add cards from the catalog to check the build."));
    d->findingsView->setMinimumHeight(findingsMinimumHeight); // a few findings stay readable
    findingsColumn->addWidget(d->findingsView);
    d->applyLimits = new QPushButton(tr("Apply the advised power limits"));
    d->applyLimits->setObjectName(QStringLiteral("applyPowerLimitsButton"));
    d->applyLimits->setToolTip(tr("Set each card's power limit to the advised one; the findings are checked "
                                  "again."));
    d->applyLimits->hide();
    auto* applyRow = new QHBoxLayout;
    applyRow->addWidget(d->applyLimits);
    applyRow->addStretch(1);
    findingsColumn->addLayout(applyRow);
    column->addWidget(findingsBox, 1);

    auto* summaryBox = new QGroupBox(tr("What the build adds up to"));
    auto* summaryColumn = new QVBoxLayout(summaryBox);
    d->summaryLabel = new QLabel;
    d->summaryLabel->setObjectName(QStringLiteral("summaryLabel"));
    d->summaryLabel->setTextFormat(Qt::RichText);
    d->summaryLabel->setWordWrap(true);
    d->summaryLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summaryColumn->addWidget(d->summaryLabel);
    d->assumptions = new QLabel;
    d->assumptions->setObjectName(QStringLiteral("summaryAssumptions"));
    d->assumptions->setWordWrap(true);
    d->assumptions->setForegroundRole(QPalette::PlaceholderText);
    summaryColumn->addWidget(d->assumptions);
    column->addWidget(summaryBox);
    panel->setMinimumWidth(460);
    return panel;
}

void BuildPage::connectControls() {
    connect(d->machineForm, &BuildMachineForm::changed, this, &BuildPage::refresh);
    connect(d->savedBuilds, &SavedBuildsBar::loadRequested, this, &BuildPage::loadBuild);
    connect(d->gpuList, &BuildGpuList::entriesChanged, this, [this] { refresh(); });
    connect(d->applyLimits, &QPushButton::clicked, this, &BuildPage::applyAdvisedPowerLimits);
    const auto addPicked = [this] {
        const QString typed = d->gpuCombo->currentText().trimmed();
        if (typed.isEmpty()) {
            d->savedBuilds->setStatus(tr("Pick a card to add first."));
            return;
        }
        const int index = d->gpuCombo->findText(typed, Qt::MatchFixedString);
        const QString name = index >= 0 ? d->gpuCombo->itemText(index) : typed;
        if (!addGpu(name, d->addCount->value())) {
            d->savedBuilds->setStatus(
                d->gpuList->gpuCount() >= maxGpusPerMachine
                    ? tr("The build has the most GPUs the checker takes (%1).").arg(maxGpusPerMachine)
                    : tr("There is no card named “%1” in the catalog.").arg(typed));
        }
    };
    connect(d->addButton, &QPushButton::clicked, this, addPicked);
    connect(d->gpuCombo->lineEdit(), &QLineEdit::returnPressed, this, addPicked);
    connect(d->clearButton, &QPushButton::clicked, this, [this] {
        if (const std::optional<BuildSpec> before = std::exchange(d->machineBeforeHandOff, std::nullopt)) {
            BuildSpec machine = *before;
            machine.gpus.clear();
            setBuild(machine); // no cards, the machine as it was before the hand-off
            return;
        }
        d->gpuList->setEntries({});
        refresh();
    });
}

void BuildPage::setBuild(const BuildSpec& spec) {
    std::vector<BuildGpu> gpus = spec.gpus;
    if (gpus.size() > static_cast<std::size_t>(maxGpusPerMachine)) {
        gpus.resize(static_cast<std::size_t>(maxGpusPerMachine));
    }
    d->gpuList->setEntries(groupGpus(gpus));
    d->notice->hide();
    d->machineForm->setMachine(spec);
    refresh();
}

BuildSpec BuildPage::build() const {
    BuildSpec spec = d->machineForm->machine();
    spec.gpus = expandEntries(d->gpuList->entries());
    return spec;
}

std::vector<Finding> BuildPage::findings() const {
    return d->findings;
}

std::optional<BuildSummary> BuildPage::summary() const {
    return d->summary;
}

bool BuildPage::addGpu(const QString& name, int count) {
    if (!d->snapshot || count < 1) {
        return false;
    }
    const Gpu* gpu = d->snapshot->find(name.toStdString());
    if (gpu == nullptr) {
        const std::string wanted = normalizedName(name.toStdString());
        const auto found = std::find_if(d->snapshot->gpus.begin(), d->snapshot->gpus.end(),
                                        [&](const Gpu& card) { return normalizedName(card.name) == wanted; });
        gpu = found == d->snapshot->gpus.end() ? nullptr : &*found;
    }
    const int spare = maxGpusPerMachine - d->gpuList->gpuCount();
    if (gpu == nullptr || spare <= 0) {
        return false;
    }
    std::vector<BuildEntry> entries = d->gpuList->entries();
    const int added = std::min(count, spare);
    if (!entries.empty() &&
        entries.back().sameSetup(BuildGpu{*gpu, std::nullopt, std::nullopt, std::nullopt})) {
        entries.back().count += added;
    } else {
        entries.push_back(BuildEntry{*gpu, added, std::nullopt, std::nullopt, std::nullopt});
    }
    d->gpuList->setEntries(std::move(entries));
    refresh();
    return true;
}

void BuildPage::setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot) {
    d->snapshot = std::move(snapshot);
    fillGpuCombo();
    // The build's cards as the catalog now has them.
    std::vector<BuildEntry> entries;
    QStringList dropped;
    for (BuildEntry entry : d->gpuList->entries()) {
        const Gpu* gpu = d->snapshot ? d->snapshot->find(entry.gpu.name) : nullptr;
        if (gpu == nullptr) {
            dropped << QString::fromStdString(entry.gpu.name);
            continue;
        }
        entry.gpu = *gpu;
        entries.push_back(std::move(entry));
    }
    d->gpuList->setEntries(std::move(entries));
    if (!dropped.isEmpty()) {
        dropped.removeDuplicates();
        d->notice->setText(tr("No longer in the catalog, so left out of the build: %1.")
                               .arg(dropped.join(QStringLiteral(", "))));
        d->notice->show();
    }
    refresh();
}

void BuildPage::setSettings(const ChartSettings& settings) {
    d->settings = settings;
    refresh();
}

Condition BuildPage::priceCondition() const {
    return d->settings.condition;
}

void BuildPage::openHandOff(const BuildContext& context) {
    // Keep the machine the user set up, made fit for the context (an organisation's server);
    // replace only its cards. A second hand-off keeps the first one's "before".
    BuildSpec before = build();
    before.gpus.clear();
    if (!d->machineBeforeHandOff) {
        d->machineBeforeHandOff = before;
    }
    if (context.machine) {
        // The machine the advice sized for the cards (supply, slots, outlet, chassis): exactly that.
        setBuild(*context.machine);
        return;
    }
    BuildSpec spec = withContext(before, context);
    setBuild(spec);
    addGpu(context.gpu, context.count);
}

std::optional<BuildSpec> BuildPage::machineBeforeHandOff() const {
    return d->machineBeforeHandOff;
}

void BuildPage::setMachineBeforeHandOff(const std::optional<BuildSpec>& machine) {
    d->machineBeforeHandOff = machine;
}

void BuildPage::applyAdvisedPowerLimits() {
    setBuild(withAdvisedPowerLimits(build()));
}

void BuildPage::setCatalog(Catalog* catalog) {
    d->savedBuilds->setCatalog(catalog);
}

void BuildPage::fillGpuCombo() {
    const QString current = d->gpuCombo->currentText();
    const QSignalBlocker blocker(d->gpuCombo);
    // Names and tooltips read from the snapshot when shown: an item per card held 100,000 of each.
    showCardNames(d->gpuCombo, d->snapshot);
    if (auto* names = qobject_cast<CardNameModel*>(d->gpuCombo->model())) {
        names->setToolTip([](const Gpu& gpu) {
            return tr("%1 GB, %2 W, %3")
                .arg(text::trimmedNumber(gpu.memoryGb, 1))
                .arg(gpu.boardPowerWatts)
                .arg(gpu.isSystem()      ? tr("a whole computer")
                     : gpu.slotWidth > 0 ? tr("%n slot(s)", nullptr, gpu.slotWidth)
                                         : tr("SXM module"));
        });
    }
    // Nothing picked at first: the field shows its placeholder.
    d->gpuCombo->setCurrentIndex(d->gpuCombo->findText(current));
}

void BuildPage::saveBuild() {
    d->savedBuilds->save();
}

void BuildPage::loadBuild() {
    const std::optional<SavedBuild> saved = d->savedBuilds->load();
    if (!saved) {
        return;
    }
    std::vector<std::string> missing;
    const std::vector<Gpu> none;
    const BuildSpec spec = resolveBuild(*saved, d->snapshot ? d->snapshot->gpus : none, &missing);
    d->machineBeforeHandOff.reset(); // the saved machine is the user's own
    setBuild(spec);
    const QString savedName = QString::fromStdString(saved->name);
    d->savedBuilds->showLoaded(savedName);
    if (!missing.empty()) {
        QStringList names;
        for (const std::string& card : missing) {
            names << QString::fromStdString(card);
        }
        names.removeDuplicates();
        const QString text = tr("These cards of “%1” are not in the catalog any more and were left out: "
                                "%2.")
                                 .arg(savedName, names.join(QStringLiteral(", ")));
        d->notice->setText(text);
        d->notice->show();
        QMessageBox::warning(this, tr("Load Build"), text);
    }
}

void BuildPage::deleteBuild() {
    d->savedBuilds->remove();
}

void BuildPage::refresh() {
    const BuildSpec spec = build();
    const int gpus = static_cast<int>(spec.gpus.size());

    // The model names the slowest of mixed cards (B9) and gives the throughput; its reference is
    // the charts' reference card, else the build's first card.
    const Gpu* reference = d->snapshot ? d->snapshot->find(d->settings.referenceName) : nullptr;
    if (reference == nullptr && !spec.gpus.empty()) {
        reference = &spec.gpus.front().gpu;
    }
    std::optional<PerformanceModel> model;
    if (reference != nullptr) {
        model.emplace(*reference, PerformanceQuery{Metric::Training16, d->settings.workload, false});
    }
    d->findings = checkBuild(spec, model ? &*model : nullptr);
    d->findingsView->setFindings(d->findings);
    const std::optional<PowerLimitAdvice> advice = advisePowerLimits(spec);
    d->applyLimits->setVisible(advice && advice->feasible);

    // A whole computer has its own supply, CPU and slots: the machine's fields and its power bar
    // do not apply (the outlet finding says what does).
    const bool wholeComputer = spec.holdsWholeComputer();
    d->machineForm->setWholeComputer(wholeComputer);
    d->powerBox->setVisible(!wholeComputer);
    const PowerBudget power = powerBudget(spec);
    d->powerBar->setValues(PowerBarValues{power.gpuWatts, spec.cpuWatts, spec.otherWatts, spec.psuWatts,
                                          power.mainsContinuousWatts, spec.psuEfficiency});

    d->summary.reset();
    if (gpus > 0 && model && d->snapshot) {
        d->summary = summarizeBuild(spec, *model, d->snapshot->priceBook, priceCondition(), d->settings.asOf,
                                    d->snapshot->systemCosts, d->settings.ownership);
    }

    // The verdict: problems and warnings in words and colour.
    d->verdict->setText(buildVerdictHtml(d->findings, gpus));

    d->gpuCountLabel->setText(tr("%1 of %2 GPUs").arg(gpus).arg(maxGpusPerMachine));
    d->clearButton->setEnabled(gpus > 0);
    d->addButton->setEnabled(d->snapshot != nullptr && gpus < maxGpusPerMachine);

    // What the build adds up to.
    QString summary;
    if (d->summary) {
        summary = buildSummaryHtml(*d->summary, spec, d->gpuList->entries(), *d->snapshot, d->settings,
                                   QString::fromStdString(model->referenceName()), priceCondition());
        d->assumptions->setText(
            buildAssumptionsText(*d->summary, d->settings, priceCondition(), spec.holdsWholeComputer()));
    } else {
        summary = tr("Add cards to see their memory, throughput and cost of ownership.").toHtmlEscaped();
        d->assumptions->clear();
    }
    d->summaryLabel->setText(summary);

    emit buildChanged();
}

} // namespace gpuadvisor
