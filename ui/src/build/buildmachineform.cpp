#include "build/buildmachineform.h"

#include "build/buildformwidgets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

#include <QSpinBox>
#include <QVBoxLayout>
#include <initializer_list>

#include <array>
#include <cmath>

namespace gpuadvisor {
namespace {

struct MainsPreset {
    int volts;
    int amps;
    const char* label;
};

// The common circuits; labels are translated where they are shown.
constexpr std::array<MainsPreset, 6> mainsPresets{{
    {120, 15, QT_TRANSLATE_NOOP("gpuadvisor::BuildMachineForm", "120 V / 15 A (North America)")},
    {120, 20, QT_TRANSLATE_NOOP("gpuadvisor::BuildMachineForm", "120 V / 20 A (North America)")},
    {230, 10, QT_TRANSLATE_NOOP("gpuadvisor::BuildMachineForm", "230 V / 10 A")},
    {230, 13, QT_TRANSLATE_NOOP("gpuadvisor::BuildMachineForm", "230 V / 13 A (UK)")},
    {230, 16, QT_TRANSLATE_NOOP("gpuadvisor::BuildMachineForm", "230 V / 16 A (Europe)")},
    {220, 10, QT_TRANSLATE_NOOP("gpuadvisor::BuildMachineForm", "220 V / 10 A (China)")},
}};
constexpr int customMains = -1;

/// Selects the item with `value` as data, adding one labelled `label` if there is none.
void selectData(QComboBox* combo, int value, const QString& label) {
    int index = combo->findData(value);
    if (index < 0) {
        combo->addItem(label, value);
        index = combo->count() - 1;
    }
    combo->setCurrentIndex(index);
}

QFormLayout* formLayout(QWidget* parent) {
    auto* form = new QFormLayout(parent);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    return form;
}

} // namespace

BuildMachineForm::BuildMachineForm(QWidget* parent)
    : QWidget(parent) {
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);

    // Power.
    auto* powerBox = new QGroupBox(tr("Power"));
    auto* powerForm = formLayout(powerBox);
    m_psuWatts = spinBox("psuWattsSpin", 100, 20000, 50, tr(" W"));
    m_psuWatts->setToolTip(tr("The power supply's rating (what it can deliver)."));
    powerForm->addRow(tr("&Power supply:"), m_psuWatts);
    m_psuEfficiency = new QDoubleSpinBox;
    m_psuEfficiency->setObjectName(QStringLiteral("psuEfficiencySpin"));
    m_psuEfficiency->setRange(50, 100);
    m_psuEfficiency->setDecimals(1);
    m_psuEfficiency->setSingleStep(1);
    m_psuEfficiency->setSuffix(tr(" %"));
    m_psuEfficiency->setToolTip(
        tr("What reaches the parts of what the supply draws from the wall: 80 PLUS Gold is about 90 %, "
           "Platinum 92 %, Titanium 94 % at half load."));
    powerForm->addRow(tr("Efficiency:"), m_psuEfficiency);
    m_cpuWatts = spinBox("cpuWattsSpin", 0, 2000, 10, tr(" W"));
    m_cpuWatts->setToolTip(tr("What the CPU draws under load."));
    powerForm->addRow(tr("&CPU power:"), m_cpuWatts);
    m_otherWatts = spinBox("otherWattsSpin", 0, 2000, 10, tr(" W"));
    m_otherWatts->setToolTip(tr("Board, memory, drives and fans."));
    powerForm->addRow(tr("&Other parts:"), m_otherWatts);
    m_mains = comboBox("mainsCombo");
    for (std::size_t index = 0; index < mainsPresets.size(); ++index) {
        m_mains->addItem(tr(mainsPresets[index].label), static_cast<int>(index));
    }
    m_mains->addItem(tr("Custom"), customMains);
    m_mains->setToolTip(
        tr("The circuit the machine plugs into. Continuous loads may use 80 % of its rating."));
    powerForm->addRow(tr("O&utlet:"), m_mains);
    m_volts = spinBox("voltsSpin", 90, 480, 10, tr(" V"));
    m_volts->setAccessibleName(tr("Outlet voltage"));
    m_amps = spinBox("ampsSpin", 1, 125, 1, tr(" A"));
    m_amps->setAccessibleName(tr("Outlet current rating"));
    auto* circuitRow = new QHBoxLayout;
    circuitRow->addWidget(m_volts, 1);
    circuitRow->addWidget(new QLabel(QStringLiteral("×")));
    circuitRow->addWidget(m_amps, 1);
    powerForm->addRow(tr("Circuit:"), circuitRow);
    column->addWidget(powerBox);

    // Board, CPU and case.
    auto* boardBox = new QGroupBox(tr("Board, CPU and case"));
    auto* boardForm = formLayout(boardBox);
    m_cpuCores = spinBox("cpuCoresSpin", 1, 512, 1, QString());
    m_cpuCores->setToolTip(tr("Data loading wants 4-8 cores per GPU."));
    boardForm->addRow(tr("CPU co&res:"), m_cpuCores);
    m_x16Slots = spinBox("slotsSpin", 1, 8, 1, QString());
    m_x16Slots->setToolTip(
        tr("Full-length PCIe x16 slots on the motherboard: the long slots graphics cards go in."));
    boardForm->addRow(tr("GPU slots (&x16):"), m_x16Slots);
    m_slotSpacing = spinBox("slotSpacingSpin", 1, 4, 1, QString());
    m_slotSpacing->setToolTip(tr("Expansion slots from one x16 slot to the next (2 on most boards)."));
    boardForm->addRow(tr("Slot spaci&ng:"), m_slotSpacing);
    m_lanes = comboBox("lanesCombo");
    for (int lanes : {16, 8, 4, 1}) {
        m_lanes->addItem(tr("x%1").arg(lanes), lanes);
    }
    m_lanes->setToolTip(tr("PCIe lanes each GPU gets when all are in use."));
    boardForm->addRow(tr("Lanes per GPU:"), m_lanes);
    m_pcieGeneration = comboBox("pcieGenCombo");
    for (int generation : {3, 4, 5}) {
        m_pcieGeneration->addItem(tr("PCIe %1").arg(generation), generation);
    }
    boardForm->addRow(tr("PCIe &generation:"), m_pcieGeneration);
    m_risers = new QCheckBox(tr("PCIe r&isers or extenders"));
    m_risers->setObjectName(QStringLiteral("risersCheck"));
    m_risers->setToolTip(tr("Risers move the cards off the board, so card width no longer blocks slots."));
    boardForm->addRow(m_risers);
    m_caseCooling = comboBox("caseCoolingCombo");
    m_caseCooling->addItem(tr("Standard"), static_cast<int>(CaseCooling::Standard));
    m_caseCooling->addItem(tr("High airflow"), static_cast<int>(CaseCooling::HighAirflow));
    m_caseCooling->setToolTip(tr("Case design lowers GPU temperatures by only 1-3 C."));
    boardForm->addRow(tr("Case airflow:"), m_caseCooling);
    column->addWidget(boardBox);

    // Where and how many.
    auto* useBox = new QGroupBox(tr("Machines and use"));
    auto* useForm = formLayout(useBox);
    m_chassis = comboBox("chassisCombo");
    m_chassis->addItem(tr("Workstation"), static_cast<int>(Chassis::Workstation));
    m_chassis->addItem(tr("Server"), static_cast<int>(Chassis::Server));
    m_chassis->setToolTip(
        tr("Workstations take up to 4 GPUs; servers 8, and passive cards and SXM modules."));
    useForm->addRow(tr("Chassis:"), m_chassis);
    m_nodes = spinBox("nodesSpin", 1, 1024, 1, QString());
    m_nodes->setToolTip(tr("Machines like this one training together."));
    useForm->addRow(tr("&Machines:"), m_nodes);
    m_network = new QDoubleSpinBox;
    m_network->setObjectName(QStringLiteral("networkSpin"));
    m_network->setRange(0, 3200);
    m_network->setDecimals(1);
    m_network->setSingleStep(10);
    m_network->setSuffix(tr(" Gbit/s"));
    m_network->setToolTip(tr("The network between the machines; multi-node training wants 50 Gbit/s."));
    useForm->addRow(tr("Net&work:"), m_network);
    m_hostRam = spinBox("hostRamSpin", 0, 8192, 16, tr(" GB"));
    m_hostRam->setSpecialValueText(tr("Not stated"));
    m_hostRam->setToolTip(tr("The machine's RAM; it should be at least the GPUs' memory."));
    useForm->addRow(tr("Host RAM:"), m_hostRam);
    m_dataCenter = new QCheckBox(tr("Deplo&yed in a data centre"));
    m_dataCenter->setObjectName(QStringLiteral("dataCenterCheck"));
    m_dataCenter->setToolTip(tr("GeForce driver licences bar data-centre use."));
    useForm->addRow(m_dataCenter);
    m_display = new QCheckBox(tr("A GPU also drives the display"));
    m_display->setObjectName(QStringLiteral("displayCheck"));
    useForm->addRow(m_display);
    column->addWidget(useBox);
    connectControls();
}

void BuildMachineForm::setWholeComputer(bool wholeComputer) {
    if (wholeComputer == m_wholeComputer) {
        return;
    }
    m_wholeComputer = wholeComputer;
    const QString reason =
        tr("A whole computer has its own power supply, CPU and slots: this does not apply.");
    for (QWidget* control : std::initializer_list<QWidget*>{
             m_psuWatts, m_psuEfficiency, m_cpuWatts, m_otherWatts, m_cpuCores, m_x16Slots, m_slotSpacing,
             m_lanes, m_pcieGeneration, m_risers, m_caseCooling, m_chassis, m_nodes, m_network, m_hostRam,
             m_display}) {
        control->setEnabled(!wholeComputer);
        // The control's own tooltip comes back when the build holds cards again.
        if (wholeComputer) {
            control->setProperty("cardTip", control->toolTip());
            control->setToolTip(reason);
        } else {
            control->setToolTip(control->property("cardTip").toString());
        }
    }
    m_network->setEnabled(!wholeComputer && m_machine.nodes > 1);
}

void BuildMachineForm::connectControls() {
    const auto edited = [this] {
        if (!m_updating) {
            readControls();
            emit this->changed();
        }
    };
    for (QSpinBox* spin :
         {m_psuWatts, m_cpuWatts, m_otherWatts, m_cpuCores, m_x16Slots, m_slotSpacing, m_nodes, m_hostRam}) {
        connect(spin, &QSpinBox::valueChanged, this, edited);
    }
    for (QDoubleSpinBox* spin : {m_psuEfficiency, m_network}) {
        connect(spin, &QDoubleSpinBox::valueChanged, this, edited);
    }
    for (QComboBox* combo : {m_lanes, m_pcieGeneration, m_caseCooling, m_chassis}) {
        connect(combo, &QComboBox::currentIndexChanged, this, edited);
    }
    for (QCheckBox* check : {m_risers, m_dataCenter, m_display}) {
        connect(check, &QCheckBox::toggled, this, edited);
    }
    for (QSpinBox* spin : {m_volts, m_amps}) {
        connect(spin, &QSpinBox::valueChanged, this, [this, edited] {
            if (!m_updating) {
                syncMainsPreset();
            }
            edited();
        });
    }
    connect(m_mains, &QComboBox::currentIndexChanged, this, [this, edited] {
        const int preset = m_mains->currentData().toInt();
        if (m_updating || preset < 0) {
            return;
        }
        m_updating = true;
        m_volts->setValue(mainsPresets[static_cast<std::size_t>(preset)].volts);
        m_amps->setValue(mainsPresets[static_cast<std::size_t>(preset)].amps);
        m_updating = false;
        edited();
    });
}

void BuildMachineForm::syncMainsPreset() {
    const QSignalBlocker blocker(m_mains);
    int found = m_mains->findData(customMains);
    for (std::size_t index = 0; index < mainsPresets.size(); ++index) {
        if (mainsPresets[index].volts == m_volts->value() && mainsPresets[index].amps == m_amps->value()) {
            found = m_mains->findData(static_cast<int>(index));
            break;
        }
    }
    m_mains->setCurrentIndex(found);
}

void BuildMachineForm::readControls() {
    BuildSpec& spec = m_machine;
    spec.psuWatts = m_psuWatts->value();
    spec.psuEfficiency = m_psuEfficiency->value() / 100.0;
    spec.cpuWatts = m_cpuWatts->value();
    spec.otherWatts = m_otherWatts->value();
    spec.mains = Mains{static_cast<double>(m_volts->value()), static_cast<double>(m_amps->value())};
    spec.cpuCores = m_cpuCores->value();
    spec.x16Slots = m_x16Slots->value();
    spec.slotSpacing = m_slotSpacing->value();
    spec.lanesPerGpu = m_lanes->currentData().toInt();
    spec.pcieGeneration = m_pcieGeneration->currentData().toInt();
    spec.risers = m_risers->isChecked();
    spec.caseCooling = static_cast<CaseCooling>(m_caseCooling->currentData().toInt());
    spec.chassis = static_cast<Chassis>(m_chassis->currentData().toInt());
    spec.nodes = m_nodes->value();
    spec.networkGbps = m_network->value();
    spec.hostRamGb = m_hostRam->value();
    spec.inDataCenter = m_dataCenter->isChecked();
    spec.gpuDrivesDisplay = m_display->isChecked();
    m_network->setEnabled(!m_wholeComputer && spec.nodes > 1);
}

void BuildMachineForm::setMachine(const BuildSpec& spec) {
    m_updating = true;
    m_psuWatts->setValue(static_cast<int>(std::lround(spec.psuWatts)));
    m_psuEfficiency->setValue(spec.psuEfficiency * 100);
    m_cpuWatts->setValue(static_cast<int>(std::lround(spec.cpuWatts)));
    m_otherWatts->setValue(static_cast<int>(std::lround(spec.otherWatts)));
    m_volts->setValue(static_cast<int>(std::lround(spec.mains.volts)));
    m_amps->setValue(static_cast<int>(std::lround(spec.mains.amps)));
    syncMainsPreset();
    m_cpuCores->setValue(spec.cpuCores);
    m_x16Slots->setValue(spec.x16Slots);
    m_slotSpacing->setValue(spec.slotSpacing);
    selectData(m_lanes, spec.lanesPerGpu, tr("x%1").arg(spec.lanesPerGpu));
    selectData(m_pcieGeneration, spec.pcieGeneration, tr("PCIe %1").arg(spec.pcieGeneration));
    m_risers->setChecked(spec.risers);
    m_caseCooling->setCurrentIndex(m_caseCooling->findData(static_cast<int>(spec.caseCooling)));
    m_chassis->setCurrentIndex(m_chassis->findData(static_cast<int>(spec.chassis)));
    m_nodes->setValue(spec.nodes);
    m_network->setValue(spec.networkGbps);
    m_hostRam->setValue(static_cast<int>(std::lround(spec.hostRamGb)));
    m_dataCenter->setChecked(spec.inDataCenter);
    m_display->setChecked(spec.gpuDrivesDisplay);
    m_updating = false;
    readControls();
}

} // namespace gpuadvisor
