#pragma once

// The power bar of the build page: what the power supply delivers (GPUs, CPU, the rest of the
// machine, stacked) against the supply's rating and what the outlet feeds continuously (80 % of
// the circuit, through the supply's efficiency), each a marked line with its number. Draw beyond
// the lower of the two is hatched red.

#include <QWidget>

namespace gpuadvisor {

struct PowerBarValues {
    double gpuWatts = 0;
    double cpuWatts = 0;
    double otherWatts = 0;
    double psuWatts = 0;
    double outletContinuousWatts = 0; ///< At the wall: volts x amps x 80 %.
    double efficiency = 1;            ///< 0..1

    double totalWatts() const { return gpuWatts + cpuWatts + otherWatts; }
    /// What the supply may deliver before the outlet is over its continuous rating.
    double outletDeliverableWatts() const { return outletContinuousWatts * efficiency; }
};

class PowerBar : public QWidget {
    Q_OBJECT
    Q_PROPERTY(double gpuWatts READ gpuWatts)
    Q_PROPERTY(double cpuWatts READ cpuWatts)
    Q_PROPERTY(double otherWatts READ otherWatts)
    Q_PROPERTY(double totalWatts READ totalWatts)
    Q_PROPERTY(double psuWatts READ psuWatts)
    Q_PROPERTY(double outletWatts READ outletWatts)
    Q_PROPERTY(double overWatts READ overWatts)
public:
    explicit PowerBar(QWidget* parent = nullptr);

    void setValues(const PowerBarValues& values);
    const PowerBarValues& values() const { return m_values; }

    double gpuWatts() const { return m_values.gpuWatts; }
    double cpuWatts() const { return m_values.cpuWatts; }
    double otherWatts() const { return m_values.otherWatts; }
    double totalWatts() const { return m_values.totalWatts(); }
    double psuWatts() const { return m_values.psuWatts; }
    /// The outlet's line: its continuous capacity through the supply's efficiency.
    double outletWatts() const { return m_values.outletDeliverableWatts(); }
    /// Draw beyond the lower of the two limits (0 when it fits).
    double overWatts() const;

    /// The bar's words, as the tooltip and the accessible description give them.
    QString description() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    /// One more line when the legend and "... over the outlet" do not fit side by side.
    int heightForWidth(int pixels) const override;
    /// Whether, at `pixels` wide, the "... over" words go on a line of their own under the legend.
    bool overOnItsOwnLine(int pixels) const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QString overText() const;
    int oneLineLegendHeight() const;
    /// The legend's width up to and including the total, in pixels.
    int legendWidth() const;

    PowerBarValues m_values;
};

} // namespace gpuadvisor
