#include "cloud/cloudusebox.h"

#include "cloud/trimmeddoublespinbox.h"
#include "shared/moneyinput.h"

#include "gpuadvisor/core/cost/carbon.h"
#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/numbers.h"
#include "gpuadvisor/ui/cloud/cloudpage.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

#include <cmath>
#include <string_view>

namespace gpuadvisor {
namespace {

using text::fromStd;

QString utilizationPresetLabel(std::string_view id) {
    if (id == "personal-typical") {
        return CloudUseBox::tr("Most personal systems");
    }
    if (id == "phd-desktop") {
        return CloudUseBox::tr("PhD student's desktop");
    }
    if (id == "phd-cluster") {
        return CloudUseBox::tr("PhD Slurm cluster");
    }
    if (id == "company-cluster") {
        return CloudUseBox::tr("Company-wide research cluster");
    }
    return fromStd(id);
}

QString gridLabel(std::string_view id) {
    if (id == "world") {
        return CloudUseBox::tr("World average");
    }
    if (id == "china") {
        return CloudUseBox::tr("China");
    }
    if (id == "united-states") {
        return CloudUseBox::tr("United States");
    }
    if (id == "european-union") {
        return CloudUseBox::tr("European Union");
    }
    if (id == "france") {
        return CloudUseBox::tr("France");
    }
    if (id == "india") {
        return CloudUseBox::tr("India");
    }
    return fromStd(id);
}

} // namespace

CloudUseBox::CloudUseBox(QWidget* parent)
    : QGroupBox(tr("Use"), parent) {
    auto* useForm = new QFormLayout(this);
    m_utilizationPreset = new QComboBox;
    m_utilizationPreset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_utilizationPreset->setMinimumContentsLength(16);
    m_utilizationPreset->setObjectName(QStringLiteral("utilizationPresetCombo"));
    m_utilizationPreset->addItem(tr("Custom"), -1.0);
    for (const UtilizationPreset& preset : utilizationPresets()) {
        m_utilizationPreset->addItem(
            tr("%1 (%2 %)")
                .arg(utilizationPresetLabel(preset.id), text::trimmedNumber(preset.utilization * 100, 1)),
            preset.utilization);
    }
    m_utilizationPreset->setToolTip(tr("How busy GPUs typically are, as the guide estimates it."));
    useForm->addRow(tr("Typic&al use:"), m_utilizationPreset);
    m_utilization = new QDoubleSpinBox;
    m_utilization->setObjectName(QStringLiteral("utilizationSpin"));
    m_utilization->setRange(0.1, 100);
    m_utilization->setDecimals(1);
    m_utilization->setSuffix(tr(" %"));
    m_utilization->setToolTip(tr("Share of the time the GPUs are busy."));
    useForm->addRow(tr("&Utilisation:"), m_utilization);
    m_kwhPrice = new TrimmedDoubleSpinBox;
    m_kwhPrice->setObjectName(QStringLiteral("kwhPriceSpin"));
    m_kwhPrice->setDecimals(3);
    m_kwhPrice->setSingleStep(0.005);
    m_kwhPrice->setSuffix(tr(" /kWh"));
    m_kwhPriceInput = new MoneyInput(m_kwhPrice, 0, 2);
    useForm->addRow(tr("E&lectricity:"), m_kwhPrice);
    m_grid = new QComboBox;
    m_grid->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_grid->setMinimumContentsLength(16);
    m_grid->setObjectName(QStringLiteral("gridCombo"));
    m_grid->addItem(tr("Custom"), -1.0);
    for (const GridIntensity& grid : gridIntensityPresets()) {
        m_grid->addItem(tr("%1 (%2 g/kWh)").arg(gridLabel(grid.id), QLocale().toString(grid.gramsPerKwh)),
                        grid.gramsPerKwh);
    }
    m_grid->setToolTip(tr("Average grams of CO2 per kWh of the grid the desktop runs on (2023)."));
    useForm->addRow(tr("Power gri&d:"), m_grid);
    m_gridIntensity = new QSpinBox;
    m_gridIntensity->setObjectName(QStringLiteral("gridSpin"));
    m_gridIntensity->setRange(0, 2000);
    m_gridIntensity->setSingleStep(10);
    m_gridIntensity->setSuffix(tr(" g CO2/kWh"));
    useForm->addRow(tr("Carbon &intensity:"), m_gridIntensity);
    m_horizon = new QSpinBox;
    m_horizon->setObjectName(QStringLiteral("horizonSpin"));
    m_horizon->setRange(1, 10);
    m_horizon->setValue(CloudPage::defaultHorizonYears);
    m_horizon->setToolTip(tr("How many years the chart shows."));
    useForm->addRow(tr("&Years shown:"), m_horizon);

    connect(m_utilizationPreset, &QComboBox::currentIndexChanged, this, [this](int index) {
        const double utilization = m_utilizationPreset->itemData(index).toDouble();
        if (utilization > 0) {
            m_utilization->setValue(utilization * 100);
        }
    });
    connect(m_utilization, &QDoubleSpinBox::valueChanged, this, [this] {
        syncUtilizationPreset();
        emit changed();
        emit ownershipChanged();
    });
    connect(m_kwhPrice, &QDoubleSpinBox::valueChanged, this, [this] {
        emit changed();
        emit ownershipChanged();
    });
    connect(m_grid, &QComboBox::currentIndexChanged, this, [this](int index) {
        const double grams = m_grid->itemData(index).toDouble();
        if (grams >= 0) {
            m_gridIntensity->setValue(static_cast<int>(std::lround(grams)));
        }
    });
    connect(m_gridIntensity, &QSpinBox::valueChanged, this, [this] {
        syncGridPreset();
        emit changed();
    });
    connect(m_horizon, &QSpinBox::valueChanged, this, &CloudUseBox::changed);
}

double CloudUseBox::utilizationPercent() const {
    return m_utilization->value();
}

void CloudUseBox::setUtilizationPercent(double percent) {
    m_utilization->setValue(percent);
    syncUtilizationPreset();
}

double CloudUseBox::kwhPriceUsd() const {
    return m_kwhPriceInput->usd();
}

void CloudUseBox::setKwhPriceUsd(double usd) {
    m_kwhPriceInput->setUsd(usd);
}

int CloudUseBox::gramsPerKwh() const {
    return m_gridIntensity->value();
}

void CloudUseBox::setGramsPerKwh(int grams) {
    m_gridIntensity->setValue(grams);
    syncGridPreset();
}

int CloudUseBox::yearsShown() const {
    return m_horizon->value();
}

QString CloudUseBox::gridName() const {
    const int gridIndex = m_grid->currentIndex();
    return gridIndex > 0 ? gridLabel(gridIntensityPresets()[static_cast<std::size_t>(gridIndex - 1)].id)
                         : tr("custom grid");
}

void CloudUseBox::syncUtilizationPreset() {
    // The preset shows which C5 case the utilisation matches, or "Custom".
    const QSignalBlocker blocker(m_utilizationPreset);
    int preset = 0;
    for (int index = 1; index < m_utilizationPreset->count(); ++index) {
        if (std::abs(m_utilizationPreset->itemData(index).toDouble() * 100 - m_utilization->value()) < 0.05) {
            preset = index;
        }
    }
    m_utilizationPreset->setCurrentIndex(preset);
}

void CloudUseBox::syncGridPreset() {
    const QSignalBlocker blocker(m_grid);
    int preset = 0;
    for (int index = 1; index < m_grid->count(); ++index) {
        if (std::lround(m_grid->itemData(index).toDouble()) == m_gridIntensity->value()) {
            preset = index;
            break;
        }
    }
    m_grid->setCurrentIndex(preset);
}

} // namespace gpuadvisor
