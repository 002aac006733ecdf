#pragma once

// The cloud page's "Use" box: how busy the GPUs are (with the guide's cases, C5), what
// electricity costs, the grid's carbon intensity (C9) and how many years the chart shows.

#include <QGroupBox>
#include <QString>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace gpuadvisor {

class MoneyInput;

class CloudUseBox : public QGroupBox {
    Q_OBJECT
public:
    explicit CloudUseBox(QWidget* parent = nullptr);

    /// Share of the time the GPUs are busy, in per cent.
    double utilizationPercent() const;
    void setUtilizationPercent(double percent);
    double kwhPriceUsd() const;
    void setKwhPriceUsd(double usd);
    int gramsPerKwh() const;
    void setGramsPerKwh(int grams);
    int yearsShown() const;
    /// The chosen grid's name, or "custom grid".
    QString gridName() const;

signals:
    /// Any value changed (the presets follow first).
    void changed();
    /// The utilisation or the electricity price changed (after changed()): the purchase
    /// context's.
    void ownershipChanged();

private:
    void syncUtilizationPreset();
    void syncGridPreset();

    QComboBox* m_utilizationPreset = nullptr;
    QDoubleSpinBox* m_utilization = nullptr;
    QDoubleSpinBox* m_kwhPrice = nullptr;
    MoneyInput* m_kwhPriceInput = nullptr;
    QSpinBox* m_horizon = nullptr;
    QComboBox* m_grid = nullptr;
    QSpinBox* m_gridIntensity = nullptr;
};

} // namespace gpuadvisor
