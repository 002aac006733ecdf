#include "gpuadvisor/ui/build/buildpage.h"

#include "build/buildcost.h"
#include "build/buildgpulist.h"
#include "build/powerbar.h"
#include "gpuadvisor/text/catalogproblemtext.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/numbers.h"
#include "gpuadvisor/text/pricetext.h"
#include "shared/findingsview.h"

#include "gpuadvisor/core/build/buildllm.h"
#include "gpuadvisor/db/llmdata.h"
#include "gpuadvisor/text/buildtext.h"

#include "gpuadvisor/core/build/savedbuild.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/model/performance.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/ui/charts/chartdata.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <utility>

namespace gpuadvisor {
namespace {

/// The LLM presets, read once: the build reports what they need on its cards.
std::span<const LlmModel> llmPresets() {
    static const std::vector<LlmModel> presets = loadLlmPresets().models;
    return presets;
}

struct MainsPreset {
    int volts;
    int amps;
    const char* label;
};

// The common circuits; labels are translated where they are shown.
constexpr std::array<MainsPreset, 6> mainsPresets{{
    {120, 15, QT_TRANSLATE_NOOP("gpuadvisor::BuildPage", "120 V / 15 A (North America)")},
    {120, 20, QT_TRANSLATE_NOOP("gpuadvisor::BuildPage", "120 V / 20 A (North America)")},
    {230, 10, QT_TRANSLATE_NOOP("gpuadvisor::BuildPage", "230 V / 10 A")},
    {230, 13, QT_TRANSLATE_NOOP("gpuadvisor::BuildPage", "230 V / 13 A (UK)")},
    {230, 16, QT_TRANSLATE_NOOP("gpuadvisor::BuildPage", "230 V / 16 A (Europe)")},
    {220, 10, QT_TRANSLATE_NOOP("gpuadvisor::BuildPage", "220 V / 10 A (China)")},
}};
constexpr int customMains = -1;

QString number(double value, int decimals = 0) {
    return QLocale().toString(value, 'f', decimals);
}

/// Whole units of the display currency: "$2,200", "¥15,840".
QString dollars(double usd) {
    return text::money(usd, 0);
}

/// Selects the item with `value` as data, adding one labelled `label` if there is none.
void selectData(QComboBox* combo, int value, const QString& label) {
    int index = combo->findData(value);
    if (index < 0) {
        combo->addItem(label, value);
        index = combo->count() - 1;
    }
    combo->setCurrentIndex(index);
}

QSpinBox* spinBox(const char* name, int minimum, int maximum, int step, const QString& suffix) {
    auto* spin = new QSpinBox;
    spin->setObjectName(QString::fromLatin1(name));
    spin->setRange(minimum, maximum);
    spin->setSingleStep(step);
    spin->setSuffix(suffix);
    spin->setAccelerated(true);
    return spin;
}

QComboBox* comboBox(const char* name) {
    auto* combo = new QComboBox;
    combo->setObjectName(QString::fromLatin1(name));
    return combo;
}

/// Runs `action` on a press of `key` (or Enter on the keypad for Return) in the watched widget,
/// and takes the key.
class KeyAction : public QObject {
public:
    KeyAction(int key, QObject* parent, std::function<void()> action)
        : QObject(parent)
        , m_key(key)
        , m_action(std::move(action)) {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::KeyPress) {
            const int key = static_cast<QKeyEvent*>(event)->key();
            if (key == m_key || (m_key == Qt::Key_Return && key == Qt::Key_Enter)) {
                m_action();
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    int m_key;
    std::function<void()> m_action;
};

QFormLayout* formLayout(QWidget* parent) {
    auto* form = new QFormLayout(parent);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    return form;
}

} // namespace

struct BuildPage::Private {
    std::shared_ptr<const CatalogSnapshot> snapshot;
    ChartSettings settings;
    Catalog* catalog = nullptr;
    bool updating = false;
    BuildSpec machine; ///< Everything but the GPUs, as the controls say.
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

    QSpinBox* psuWatts = nullptr;
    QDoubleSpinBox* psuEfficiency = nullptr;
    QSpinBox* cpuWatts = nullptr;
    QSpinBox* otherWatts = nullptr;
    QComboBox* mains = nullptr;
    QSpinBox* volts = nullptr;
    QSpinBox* amps = nullptr;

    QSpinBox* cpuCores = nullptr;
    QSpinBox* x16Slots = nullptr;
    QSpinBox* slotSpacing = nullptr;
    QComboBox* lanes = nullptr;
    QComboBox* pcieGeneration = nullptr;
    QCheckBox* risers = nullptr;
    QComboBox* caseCooling = nullptr;

    QComboBox* chassis = nullptr;
    QSpinBox* nodes = nullptr;
    QDoubleSpinBox* network = nullptr;
    QSpinBox* hostRam = nullptr;
    QCheckBox* dataCenter = nullptr;
    QCheckBox* display = nullptr;

    QComboBox* buildName = nullptr;
    QPushButton* saveButton = nullptr;
    QPushButton* loadButton = nullptr;
    QPushButton* deleteButton = nullptr;
    QLabel* savedStatus = nullptr;

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
    layout->addWidget(createSavedBuilds());
    layout->addWidget(splitter, 1);

    connectControls();
    setBuild(BuildSpec{});
    setCatalog(nullptr);
    // The summary's money and the findings' follow the display currency.
    connect(text::DisplayCurrencyNotifier::instance(), &text::DisplayCurrencyNotifier::changed, this,
            &BuildPage::refresh);
}

BuildPage::~BuildPage() = default;

QWidget* BuildPage::createSavedBuilds() {
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    d->buildName = comboBox("buildNameCombo");
    d->buildName->setEditable(true);
    d->buildName->setInsertPolicy(QComboBox::NoInsert);
    d->buildName->setMinimumContentsLength(22);
    d->buildName->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    d->buildName->lineEdit()->setPlaceholderText(tr("Name of the build"));
    d->buildName->setToolTip(tr("Type a name to save the build under, or pick a saved build to load."));
    auto* label = new QLabel(tr("Saved &build:"));
    label->setBuddy(d->buildName);
    d->saveButton = new QPushButton(tr("Sa&ve"));
    d->saveButton->setObjectName(QStringLiteral("saveBuildButton"));
    d->saveButton->setToolTip(tr("Save the build under this name in your catalog."));
    d->loadButton = new QPushButton(tr("&Load"));
    d->loadButton->setObjectName(QStringLiteral("loadBuildButton"));
    d->loadButton->setToolTip(tr("Replace the build on this page with the saved one."));
    d->deleteButton = new QPushButton(tr("&Delete"));
    d->deleteButton->setObjectName(QStringLiteral("deleteBuildButton"));
    d->deleteButton->setToolTip(tr("Delete the saved build of this name."));
    d->savedStatus = new QLabel;
    d->savedStatus->setObjectName(QStringLiteral("savedBuildStatus"));
    connect(d->saveButton, &QPushButton::clicked, this, &BuildPage::saveBuild);
    connect(d->loadButton, &QPushButton::clicked, this, &BuildPage::loadBuild);
    connect(d->deleteButton, &QPushButton::clicked, this, &BuildPage::deleteBuild);
    connect(d->buildName, &QComboBox::currentTextChanged, this, &BuildPage::updateSavedButtons);

    layout->addWidget(label);
    layout->addWidget(d->buildName);
    layout->addWidget(d->saveButton);
    layout->addWidget(d->loadButton);
    layout->addWidget(d->deleteButton);
    layout->addWidget(d->savedStatus, 1);
    return row;
}

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

    // Power.
    auto* powerBox = new QGroupBox(tr("Power"));
    auto* powerForm = formLayout(powerBox);
    d->psuWatts = spinBox("psuWattsSpin", 100, 20000, 50, tr(" W"));
    d->psuWatts->setToolTip(tr("The power supply's rating (what it can deliver)."));
    powerForm->addRow(tr("&Power supply:"), d->psuWatts);
    d->psuEfficiency = new QDoubleSpinBox;
    d->psuEfficiency->setObjectName(QStringLiteral("psuEfficiencySpin"));
    d->psuEfficiency->setRange(50, 100);
    d->psuEfficiency->setDecimals(1);
    d->psuEfficiency->setSingleStep(1);
    d->psuEfficiency->setSuffix(tr(" %"));
    d->psuEfficiency->setToolTip(
        tr("What reaches the parts of what the supply draws from the wall: 80 PLUS Gold is about 90 %, "
           "Platinum 92 %, Titanium 94 % at half load."));
    powerForm->addRow(tr("Efficiency:"), d->psuEfficiency);
    d->cpuWatts = spinBox("cpuWattsSpin", 0, 2000, 10, tr(" W"));
    d->cpuWatts->setToolTip(tr("What the CPU draws under load."));
    powerForm->addRow(tr("&CPU power:"), d->cpuWatts);
    d->otherWatts = spinBox("otherWattsSpin", 0, 2000, 10, tr(" W"));
    d->otherWatts->setToolTip(tr("Board, memory, drives and fans."));
    powerForm->addRow(tr("&Other parts:"), d->otherWatts);
    d->mains = comboBox("mainsCombo");
    for (std::size_t index = 0; index < mainsPresets.size(); ++index) {
        d->mains->addItem(tr(mainsPresets[index].label), static_cast<int>(index));
    }
    d->mains->addItem(tr("Custom"), customMains);
    d->mains->setToolTip(
        tr("The circuit the machine plugs into. Continuous loads may use 80 % of its rating."));
    powerForm->addRow(tr("O&utlet:"), d->mains);
    d->volts = spinBox("voltsSpin", 90, 480, 10, tr(" V"));
    d->volts->setAccessibleName(tr("Outlet voltage"));
    d->amps = spinBox("ampsSpin", 1, 125, 1, tr(" A"));
    d->amps->setAccessibleName(tr("Outlet current rating"));
    auto* circuitRow = new QHBoxLayout;
    circuitRow->addWidget(d->volts, 1);
    circuitRow->addWidget(new QLabel(QStringLiteral("×")));
    circuitRow->addWidget(d->amps, 1);
    powerForm->addRow(tr("Circuit:"), circuitRow);
    column->addWidget(powerBox);

    // Board, CPU and case.
    auto* boardBox = new QGroupBox(tr("Board, CPU and case"));
    auto* boardForm = formLayout(boardBox);
    d->cpuCores = spinBox("cpuCoresSpin", 1, 512, 1, QString());
    d->cpuCores->setToolTip(tr("Data loading wants 4-8 cores per GPU."));
    boardForm->addRow(tr("CPU co&res:"), d->cpuCores);
    d->x16Slots = spinBox("slotsSpin", 1, 8, 1, QString());
    d->x16Slots->setToolTip(
        tr("Full-length PCIe x16 slots on the motherboard: the long slots graphics cards go in."));
    boardForm->addRow(tr("GPU slots (&x16):"), d->x16Slots);
    d->slotSpacing = spinBox("slotSpacingSpin", 1, 4, 1, QString());
    d->slotSpacing->setToolTip(tr("Expansion slots from one x16 slot to the next (2 on most boards)."));
    boardForm->addRow(tr("Slot spaci&ng:"), d->slotSpacing);
    d->lanes = comboBox("lanesCombo");
    for (int lanes : {16, 8, 4, 1}) {
        d->lanes->addItem(tr("x%1").arg(lanes), lanes);
    }
    d->lanes->setToolTip(tr("PCIe lanes each GPU gets when all are in use."));
    boardForm->addRow(tr("Lanes per GPU:"), d->lanes);
    d->pcieGeneration = comboBox("pcieGenCombo");
    for (int generation : {3, 4, 5}) {
        d->pcieGeneration->addItem(tr("PCIe %1").arg(generation), generation);
    }
    boardForm->addRow(tr("PCIe &generation:"), d->pcieGeneration);
    d->risers = new QCheckBox(tr("PCIe r&isers or extenders"));
    d->risers->setObjectName(QStringLiteral("risersCheck"));
    d->risers->setToolTip(tr("Risers move the cards off the board, so card width no longer blocks slots."));
    boardForm->addRow(d->risers);
    d->caseCooling = comboBox("caseCoolingCombo");
    d->caseCooling->addItem(tr("Standard"), static_cast<int>(CaseCooling::Standard));
    d->caseCooling->addItem(tr("High airflow"), static_cast<int>(CaseCooling::HighAirflow));
    d->caseCooling->setToolTip(tr("Case design lowers GPU temperatures by only 1-3 C."));
    boardForm->addRow(tr("Case airflow:"), d->caseCooling);
    column->addWidget(boardBox);

    // Where and how many.
    auto* useBox = new QGroupBox(tr("Machines and use"));
    auto* useForm = formLayout(useBox);
    d->chassis = comboBox("chassisCombo");
    d->chassis->addItem(tr("Workstation"), static_cast<int>(Chassis::Workstation));
    d->chassis->addItem(tr("Server"), static_cast<int>(Chassis::Server));
    d->chassis->setToolTip(
        tr("Workstations take up to 4 GPUs; servers 8, and passive cards and SXM modules."));
    useForm->addRow(tr("Chassis:"), d->chassis);
    d->nodes = spinBox("nodesSpin", 1, 1024, 1, QString());
    d->nodes->setToolTip(tr("Machines like this one training together."));
    useForm->addRow(tr("&Machines:"), d->nodes);
    d->network = new QDoubleSpinBox;
    d->network->setObjectName(QStringLiteral("networkSpin"));
    d->network->setRange(0, 3200);
    d->network->setDecimals(1);
    d->network->setSingleStep(10);
    d->network->setSuffix(tr(" Gbit/s"));
    d->network->setToolTip(tr("The network between the machines; multi-node training wants 50 Gbit/s."));
    useForm->addRow(tr("Net&work:"), d->network);
    d->hostRam = spinBox("hostRamSpin", 0, 8192, 16, tr(" GB"));
    d->hostRam->setSpecialValueText(tr("Not stated"));
    d->hostRam->setToolTip(tr("The machine's RAM; it should be at least the GPUs' memory."));
    useForm->addRow(tr("Host RAM:"), d->hostRam);
    d->dataCenter = new QCheckBox(tr("Deplo&yed in a data centre"));
    d->dataCenter->setObjectName(QStringLiteral("dataCenterCheck"));
    d->dataCenter->setToolTip(tr("GeForce driver licences bar data-centre use."));
    useForm->addRow(d->dataCenter);
    d->display = new QCheckBox(tr("A GPU also drives the display"));
    d->display->setObjectName(QStringLiteral("displayCheck"));
    useForm->addRow(d->display);
    column->addWidget(useBox);
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
    const auto changed = [this] {
        if (!d->updating) {
            readControls();
            refresh();
        }
    };
    for (QSpinBox* spin : {d->psuWatts, d->cpuWatts, d->otherWatts, d->cpuCores, d->x16Slots, d->slotSpacing,
                           d->nodes, d->hostRam}) {
        connect(spin, &QSpinBox::valueChanged, this, changed);
    }
    for (QDoubleSpinBox* spin : {d->psuEfficiency, d->network}) {
        connect(spin, &QDoubleSpinBox::valueChanged, this, changed);
    }
    for (QComboBox* combo : {d->lanes, d->pcieGeneration, d->caseCooling, d->chassis}) {
        connect(combo, &QComboBox::currentIndexChanged, this, changed);
    }
    for (QCheckBox* check : {d->risers, d->dataCenter, d->display}) {
        connect(check, &QCheckBox::toggled, this, changed);
    }
    for (QSpinBox* spin : {d->volts, d->amps}) {
        connect(spin, &QSpinBox::valueChanged, this, [this, changed] {
            if (!d->updating) {
                syncMainsPreset();
            }
            changed();
        });
    }
    connect(d->mains, &QComboBox::currentIndexChanged, this, [this, changed] {
        const int preset = d->mains->currentData().toInt();
        if (d->updating || preset < 0) {
            return;
        }
        d->updating = true;
        d->volts->setValue(mainsPresets[static_cast<std::size_t>(preset)].volts);
        d->amps->setValue(mainsPresets[static_cast<std::size_t>(preset)].amps);
        d->updating = false;
        changed();
    });
    connect(d->gpuList, &BuildGpuList::entriesChanged, this, [this] { refresh(); });
    connect(d->applyLimits, &QPushButton::clicked, this, &BuildPage::applyAdvisedPowerLimits);
    // Enter in the name field saves the build, as the Save button does. A filter takes the key:
    // the combo box hands an Enter its line edit ignored back to it, which would save twice. In
    // the window the keys reach the combo box first (its line edit's focus goes to it) and it
    // passes them to the line edit without its filters, so the combo box is watched too.
    auto* enterSaves = new KeyAction(Qt::Key_Return, d->buildName, [this] {
        if (d->saveButton->isEnabled()) {
            saveBuild();
        }
    });
    d->buildName->installEventFilter(enterSaves);
    d->buildName->lineEdit()->installEventFilter(enterSaves);
    const auto addPicked = [this] {
        const QString typed = d->gpuCombo->currentText().trimmed();
        if (typed.isEmpty()) {
            d->savedStatus->setText(tr("Pick a card to add first."));
            return;
        }
        const int index = d->gpuCombo->findText(typed, Qt::MatchFixedString);
        const QString name = index >= 0 ? d->gpuCombo->itemText(index) : typed;
        if (!addGpu(name, d->addCount->value())) {
            d->savedStatus->setText(
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

void BuildPage::syncMainsPreset() {
    const QSignalBlocker blocker(d->mains);
    int found = d->mains->findData(customMains);
    for (std::size_t index = 0; index < mainsPresets.size(); ++index) {
        if (mainsPresets[index].volts == d->volts->value() && mainsPresets[index].amps == d->amps->value()) {
            found = d->mains->findData(static_cast<int>(index));
            break;
        }
    }
    d->mains->setCurrentIndex(found);
}

void BuildPage::readControls() {
    BuildSpec& spec = d->machine;
    spec.psuWatts = d->psuWatts->value();
    spec.psuEfficiency = d->psuEfficiency->value() / 100.0;
    spec.cpuWatts = d->cpuWatts->value();
    spec.otherWatts = d->otherWatts->value();
    spec.mains = Mains{static_cast<double>(d->volts->value()), static_cast<double>(d->amps->value())};
    spec.cpuCores = d->cpuCores->value();
    spec.x16Slots = d->x16Slots->value();
    spec.slotSpacing = d->slotSpacing->value();
    spec.lanesPerGpu = d->lanes->currentData().toInt();
    spec.pcieGeneration = d->pcieGeneration->currentData().toInt();
    spec.risers = d->risers->isChecked();
    spec.caseCooling = static_cast<CaseCooling>(d->caseCooling->currentData().toInt());
    spec.chassis = static_cast<Chassis>(d->chassis->currentData().toInt());
    spec.nodes = d->nodes->value();
    spec.networkGbps = d->network->value();
    spec.hostRamGb = d->hostRam->value();
    spec.inDataCenter = d->dataCenter->isChecked();
    spec.gpuDrivesDisplay = d->display->isChecked();
    d->network->setEnabled(spec.nodes > 1);
}

void BuildPage::setBuild(const BuildSpec& spec) {
    d->updating = true;
    d->psuWatts->setValue(static_cast<int>(std::lround(spec.psuWatts)));
    d->psuEfficiency->setValue(spec.psuEfficiency * 100);
    d->cpuWatts->setValue(static_cast<int>(std::lround(spec.cpuWatts)));
    d->otherWatts->setValue(static_cast<int>(std::lround(spec.otherWatts)));
    d->volts->setValue(static_cast<int>(std::lround(spec.mains.volts)));
    d->amps->setValue(static_cast<int>(std::lround(spec.mains.amps)));
    syncMainsPreset();
    d->cpuCores->setValue(spec.cpuCores);
    d->x16Slots->setValue(spec.x16Slots);
    d->slotSpacing->setValue(spec.slotSpacing);
    selectData(d->lanes, spec.lanesPerGpu, tr("x%1").arg(spec.lanesPerGpu));
    selectData(d->pcieGeneration, spec.pcieGeneration, tr("PCIe %1").arg(spec.pcieGeneration));
    d->risers->setChecked(spec.risers);
    d->caseCooling->setCurrentIndex(d->caseCooling->findData(static_cast<int>(spec.caseCooling)));
    d->chassis->setCurrentIndex(d->chassis->findData(static_cast<int>(spec.chassis)));
    d->nodes->setValue(spec.nodes);
    d->network->setValue(spec.networkGbps);
    d->hostRam->setValue(static_cast<int>(std::lround(spec.hostRamGb)));
    d->dataCenter->setChecked(spec.inDataCenter);
    d->display->setChecked(spec.gpuDrivesDisplay);
    std::vector<BuildGpu> gpus = spec.gpus;
    if (gpus.size() > static_cast<std::size_t>(maxGpusPerMachine)) {
        gpus.resize(static_cast<std::size_t>(maxGpusPerMachine));
    }
    d->gpuList->setEntries(groupGpus(gpus));
    d->notice->hide();
    d->updating = false;
    readControls();
    refresh();
}

BuildSpec BuildPage::build() const {
    BuildSpec spec = d->machine;
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
    d->catalog = catalog;
    d->buildName->setEnabled(catalog != nullptr);
    d->buildName->setToolTip(catalog == nullptr
                                 ? tr("No catalog is open, so builds cannot be saved.")
                                 : tr("Type a name to save the build under, or pick a saved build to load."));
    fillBuildNames(savedBuildName());
}

void BuildPage::fillGpuCombo() {
    const QString current = d->gpuCombo->currentText();
    const QSignalBlocker blocker(d->gpuCombo);
    d->gpuCombo->clear();
    if (d->snapshot) {
        for (const Gpu& gpu : d->snapshot->gpus) {
            const QString name = QString::fromStdString(gpu.name);
            d->gpuCombo->addItem(name);
            d->gpuCombo->setItemData(
                d->gpuCombo->count() - 1,
                tr("%1 GB, %2 W, %3")
                    .arg(text::trimmedNumber(gpu.memoryGb, 1))
                    .arg(gpu.boardPowerWatts)
                    .arg(gpu.slotWidth > 0 ? tr("%n slot(s)", nullptr, gpu.slotWidth) : tr("SXM module")),
                Qt::ToolTipRole);
        }
    }
    // Nothing picked at first: the field shows its placeholder.
    d->gpuCombo->setCurrentIndex(d->gpuCombo->findText(current));
}

QString BuildPage::savedBuildName() const {
    return d->buildName->currentText().trimmed();
}

void BuildPage::fillBuildNames(const QString& current) {
    QStringList names;
    if (d->catalog != nullptr) {
        try {
            for (const std::string& name : d->catalog->buildNames()) {
                names << QString::fromStdString(name);
            }
        } catch (const CatalogError& error) {
            d->savedStatus->setText(text::catalogErrorText(error));
        }
    }
    {
        const QSignalBlocker blocker(d->buildName);
        d->buildName->clear();
        d->buildName->addItems(names);
        const int index = d->buildName->findText(current, Qt::MatchFixedString);
        if (index >= 0) {
            d->buildName->setCurrentIndex(index);
        } else {
            d->buildName->setCurrentIndex(-1);
            d->buildName->setEditText(current);
        }
    }
    updateSavedButtons();
}

void BuildPage::updateSavedButtons() {
    const bool named = d->catalog != nullptr && !savedBuildName().isEmpty();
    const bool known = d->buildName->findText(savedBuildName(), Qt::MatchFixedString) >= 0;
    const bool writable = d->catalog != nullptr && !d->catalog->isReadOnly();
    d->saveButton->setEnabled(named && writable);
    d->loadButton->setEnabled(named && known);
    d->deleteButton->setEnabled(named && known && writable);
    const QString readOnly =
        writable || d->catalog == nullptr
            ? QString()
            : tr("The catalog is read-only (%1): saved builds can be loaded but not saved or deleted.")
                  .arg(text::readOnlyReasonText(d->catalog->readOnlyReason()));
    d->saveButton->setToolTip(readOnly.isEmpty() ? tr("Save the build under this name in your catalog.")
                                                 : readOnly);
    d->deleteButton->setToolTip(readOnly.isEmpty() ? tr("Delete the saved build of this name.") : readOnly);
}

void BuildPage::saveBuild() {
    if (d->catalog == nullptr) {
        return;
    }
    const QString name = savedBuildName();
    if (name.isEmpty()) {
        QMessageBox::warning(this, tr("Save Build"), tr("Type a name for the build first."));
        return;
    }
    const BuildSpec spec = build();
    if (spec.gpus.empty()) {
        QMessageBox::warning(this, tr("Save Build"), tr("Add at least one card before saving the build."));
        return;
    }
    const int existing = d->buildName->findText(name, Qt::MatchFixedString);
    if (existing >= 0) {
        const auto answer = QMessageBox::question(
            this, tr("Save Build"),
            tr("Replace the saved build “%1” with this one?").arg(d->buildName->itemText(existing)),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes) {
            return;
        }
    }
    try {
        d->catalog->saveBuild(toSavedBuild(name.toStdString(), spec));
    } catch (const CatalogError& error) {
        QMessageBox::warning(this, tr("Save Build"), text::catalogErrorText(error));
        return;
    }
    fillBuildNames(name);
    d->savedStatus->setText(tr("Saved “%1”.").arg(name));
}

void BuildPage::loadBuild() {
    if (d->catalog == nullptr) {
        return;
    }
    const QString name = savedBuildName();
    if (name.isEmpty()) {
        QMessageBox::warning(this, tr("Load Build"), tr("Pick a saved build to load."));
        return;
    }
    std::optional<SavedBuild> saved;
    try {
        saved = d->catalog->loadBuild(name.toStdString());
    } catch (const CatalogError& error) {
        QMessageBox::warning(this, tr("Load Build"), text::catalogErrorText(error));
        return;
    }
    if (!saved) {
        QMessageBox::warning(this, tr("Load Build"), tr("There is no saved build named “%1”.").arg(name));
        return;
    }
    std::vector<std::string> missing;
    const std::vector<Gpu> none;
    const BuildSpec spec = resolveBuild(*saved, d->snapshot ? d->snapshot->gpus : none, &missing);
    d->machineBeforeHandOff.reset(); // the saved machine is the user's own
    setBuild(spec);
    const QString savedName = QString::fromStdString(saved->name);
    fillBuildNames(savedName);
    d->savedStatus->setText(tr("Loaded “%1”.").arg(savedName));
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
    if (d->catalog == nullptr) {
        return;
    }
    const QString name = savedBuildName();
    const int existing = d->buildName->findText(name, Qt::MatchFixedString);
    if (name.isEmpty() || existing < 0) {
        QMessageBox::warning(this, tr("Delete Build"), tr("There is no saved build named “%1”.").arg(name));
        return;
    }
    const QString stored = d->buildName->itemText(existing);
    const auto answer =
        QMessageBox::question(this, tr("Delete Build"), tr("Delete the saved build “%1”?").arg(stored),
                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes) {
        return;
    }
    try {
        d->catalog->removeBuild(stored.toStdString());
    } catch (const CatalogError& error) {
        QMessageBox::warning(this, tr("Delete Build"), text::catalogErrorText(error));
        return;
    }
    fillBuildNames(QString());
    d->savedStatus->setText(tr("Deleted “%1”.").arg(stored));
}

QString BuildPage::scalingText(const BuildSummary& summary) const {
    const QString link =
        summary.scaling.interconnect == Interconnect::Sxm ? tr("SXM modules") : tr("PCIe cards");
    QString text =
        tr("%1 GPUs give %2× one (%3%4; fitted to measured 2-, 4- and 8-GPU systems, typically "
           "within ±%5 %)")
            .arg(summary.gpuCount)
            .arg(text::trimmedNumber(summary.multiGpuSpeedup, 2), link,
                 summary.scaling.newer ? QString() : tr(", older generation: P10's extra overhead"),
                 QString::number(typicalScalingError * 100, 'f', 0));
    // A measurement of this very machine: the same card, as many of them.
    const BuildSpec spec = build();
    const std::vector<BuildGpu>& gpus = spec.gpus;
    const bool sameCard = std::all_of(
        gpus.begin(), gpus.end(), [&](const BuildGpu& gpu) { return gpu.gpu.name == gpus.front().gpu.name; });
    if (sameCard && d->snapshot) {
        const double measured = measuredSpeedup(d->snapshot->scaling, gpus.front().gpu.name, summary.gpuCount,
                                                d->settings.workload);
        if (measured > 0) {
            text += QLatin1Char(' ') +
                    tr("Measured on %1 × %2: %3× (benchmark results, median over the workload's models).")
                        .arg(summary.gpuCount)
                        .arg(QString::fromStdString(gpus.front().gpu.name), text::trimmedNumber(measured, 2));
        }
    }
    return text;
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

    const PowerBudget power = powerBudget(spec);
    d->powerBar->setValues(PowerBarValues{power.gpuWatts, spec.cpuWatts, spec.otherWatts, spec.psuWatts,
                                          power.mainsContinuousWatts, spec.psuEfficiency});

    d->summary.reset();
    if (gpus > 0 && model && d->snapshot) {
        d->summary = summarizeBuild(spec, *model, d->snapshot->priceBook, priceCondition(), d->settings.asOf,
                                    d->snapshot->systemCosts, d->settings.ownership);
    }

    // The verdict: problems and warnings in words and colour.
    int problems = 0;
    int warnings = 0;
    for (const Finding& finding : d->findings) {
        problems += finding.severity == Severity::Problem ? 1 : 0;
        warnings += finding.severity == Severity::Warning ? 1 : 0;
    }
    QString verdict;
    if (gpus == 0) {
        verdict = tr("Add cards to check the build.");
    } else {
        const Severity worst = worstSeverity(d->findings);
        QString words;
        if (problems > 0) {
            words = tr("The build will not work as it is. Problems: %1, warnings: %2.")
                        .arg(problems)
                        .arg(warnings);
        } else if (warnings > 0) {
            words = tr("The build works; read the warnings (%1).").arg(warnings);
        } else {
            words = tr("The build works.");
        }
        verdict = QStringLiteral("<b style=\"color:%1\">%2</b>")
                      .arg(FindingsView::severityColor(worst).name(), words.toHtmlEscaped());
    }
    d->verdict->setText(verdict);

    d->gpuCountLabel->setText(tr("%1 of %2 GPUs").arg(gpus).arg(maxGpusPerMachine));
    d->clearButton->setEnabled(gpus > 0);
    d->addButton->setEnabled(d->snapshot != nullptr && gpus < maxGpusPerMachine);

    // What the build adds up to.
    QString summary;
    const auto row = [&summary](const QString& label, const QString& value) {
        summary += QStringLiteral("<tr><td style=\"padding-right:12px\"><b>%1</b></td><td>%2</td></tr>")
                       .arg(label.toHtmlEscaped(), value);
    };
    if (d->summary) {
        const BuildSummary& s = *d->summary;
        QStringList cards;
        for (const BuildEntry& entry : d->gpuList->entries()) {
            cards << tr("%1 × %2").arg(entry.count).arg(QString::fromStdString(entry.gpu.name));
        }
        summary += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">");
        row(tr("GPUs"), cards.join(QStringLiteral(", ")).toHtmlEscaped());
        row(tr("GPU memory"), tr("%1 GB").arg(text::trimmedNumber(s.totalGpuMemoryGb, 1)).toHtmlEscaped());
        row(tr("Training throughput"),
            tr("%1 × one %2 (16-bit training, %3; mixed cards at the slowest card's speed)")
                .arg(text::trimmedNumber(s.throughput, 2), QString::fromStdString(model->referenceName()),
                     text::workloadLabel(d->settings.workload).toLower())
                .toHtmlEscaped());
        if (s.gpuCount > 1) {
            row(tr("Multi-GPU scaling"), scalingText(s).toHtmlEscaped());
        }
        row(tr("Power"), tr("%1 W from the supply, %2 W at the wall")
                             .arg(number(s.power.totalWatts), number(s.power.wallWatts))
                             .toHtmlEscaped());
        row(tr("Cost of ownership"), buildCostHtml(s, priceCondition()));
        // Each card's price with its date, so an old price is seen where the total is.
        const QString prices =
            buildCardPricesHtml(d->gpuList->entries(), *d->snapshot, d->settings, priceCondition());
        if (!prices.isEmpty()) {
            row(tr("Card prices"), prices);
        }
        // What the build runs: a few language models of rising size on its cards.
        std::vector<Gpu> cardsInBuild;
        for (const BuildGpu& gpu : spec.gpus) {
            cardsInBuild.push_back(gpu.gpu);
        }
        QStringList llmLines;
        for (const LlmWorkload& workload : buildCheckLlmWorkloads(llmPresets())) {
            llmLines << text::buildLlmLine(buildLlmCapacity(cardsInBuild, workload)).toHtmlEscaped();
        }
        if (!llmLines.isEmpty()) {
            row(tr("Language models"),
                llmLines.join(QStringLiteral("<br>")) +
                    QStringLiteral("<br><small>%1</small>").arg(text::buildLlmNote().toHtmlEscaped()));
        }
        if (spec.nodes > 1) {
            row(tr("All %n machines", nullptr, spec.nodes),
                tr("%1 GB of GPU memory, %2 to own (without the network)")
                    .arg(text::trimmedNumber(s.totalGpuMemoryGb * spec.nodes, 1),
                         dollars(s.totalUsd() * spec.nodes))
                    .toHtmlEscaped());
        }
        summary += QStringLiteral("</table>");
        const QString condition = priceCondition() == Condition::New ? tr("new") : tr("used");
        d->assumptions->setText(
            tr("Per machine. Prices: each card's newest %1 price on or before %2. Ownership: "
               "%3 years, %4 per kWh, GPUs busy %5 % of the time (the purchase context, as on every "
               "page). Electricity while busy: the cards and the catalog's machine, %6 W.")
                .arg(condition, QString::fromStdString(formatIsoDate(d->settings.asOf)),
                     text::trimmedNumber(d->settings.ownership.years, 1),
                     text::moneyRate(d->settings.ownership.kwhPriceUsd),
                     text::trimmedNumber(d->settings.ownership.utilization * 100, 1),
                     QLocale().toString(s.busyWatts, 'f', 0)));
    } else {
        summary = tr("Add cards to see their memory, throughput and cost of ownership.").toHtmlEscaped();
        d->assumptions->clear();
    }
    d->summaryLabel->setText(summary);

    emit buildChanged();
}

} // namespace gpuadvisor
