#pragma once

// The build page's form for the rest of the machine: power (supply, CPU, other parts, outlet),
// board, CPU and case, and machines and use. Everything of a BuildSpec but its GPUs.

#include "gpuadvisor/core/build/buildcheck.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace gpuadvisor {

class BuildMachineForm : public QWidget {
    Q_OBJECT
public:
    explicit BuildMachineForm(QWidget* parent = nullptr);

    /// The machine the controls describe (no GPUs).
    const BuildSpec& machine() const { return m_machine; }
    /// Shows every control of `spec` (its GPUs are ignored); emits no changed().
    void setMachine(const BuildSpec& spec);
    /// For a whole computer (it has its own supply, CPU and slots) only the outlet and the
    /// data-centre box stay enabled; the rest does not apply.
    void setWholeComputer(bool wholeComputer);

signals:
    /// The user changed a control; machine() has the new values.
    void changed();

private:
    void connectControls();
    void readControls();
    void syncMainsPreset();

    BuildSpec m_machine; ///< Everything but the GPUs, as the controls say.
    bool m_updating = false;
    bool m_wholeComputer = false; ///< The build is a whole computer: most fields do not apply.

    QSpinBox* m_psuWatts = nullptr;
    QDoubleSpinBox* m_psuEfficiency = nullptr;
    QSpinBox* m_cpuWatts = nullptr;
    QSpinBox* m_otherWatts = nullptr;
    QComboBox* m_mains = nullptr;
    QSpinBox* m_volts = nullptr;
    QSpinBox* m_amps = nullptr;

    QSpinBox* m_cpuCores = nullptr;
    QSpinBox* m_x16Slots = nullptr;
    QSpinBox* m_slotSpacing = nullptr;
    QComboBox* m_lanes = nullptr;
    QComboBox* m_pcieGeneration = nullptr;
    QCheckBox* m_risers = nullptr;
    QComboBox* m_caseCooling = nullptr;

    QComboBox* m_chassis = nullptr;
    QSpinBox* m_nodes = nullptr;
    QDoubleSpinBox* m_network = nullptr;
    QSpinBox* m_hostRam = nullptr;
    QCheckBox* m_dataCenter = nullptr;
    QCheckBox* m_display = nullptr;
};

} // namespace gpuadvisor
