#include "cloud/cloudresultspane.h"

#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/numbers.h"
#include "gpuadvisor/text/pricetext.h"
#include "shared/qdateconversion.h"

#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <cmath>

namespace gpuadvisor {
namespace {

/// Whole units of the display currency: "$2,200", "¥15,840".
} // namespace

CloudResultsPane::CloudResultsPane(QWidget* parent)
    : QScrollArea(parent) {
    const auto makeLabel = [](const QString& name) {
        auto* label = new QLabel;
        label->setObjectName(name);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        return label;
    };
    m_breakEven = makeLabel(QStringLiteral("breakEvenLabel"));
    QFont headline = m_breakEven->font();
    headline.setBold(true);
    headline.setPointSizeF(headline.pointSizeF() * 1.2);
    m_breakEven->setFont(headline);
    m_totals = makeLabel(QStringLiteral("totalsLabel"));
    m_perGpu = makeLabel(QStringLiteral("perGpuLabel"));
    m_ruleOfThumb = makeLabel(QStringLiteral("ruleOfThumbLabel"));
    m_energy = makeLabel(QStringLiteral("energyLabel"));
    m_carbonNote = makeLabel(QStringLiteral("carbonNote"));
    m_carbonNote->setStyleSheet(QStringLiteral("color: #555;"));

    auto* resultBox = new QGroupBox(tr("Buy or rent"));
    auto* resultColumn = new QVBoxLayout(resultBox);
    resultColumn->addWidget(m_breakEven);
    resultColumn->addWidget(m_totals);
    resultColumn->addWidget(m_perGpu);
    resultColumn->addWidget(m_ruleOfThumb);
    auto* energyBox = new QGroupBox(tr("Energy and CO2 of the desktop"));
    auto* energyColumn = new QVBoxLayout(energyBox);
    energyColumn->addWidget(m_energy);
    energyColumn->addWidget(m_carbonNote);
    auto* resultsWidget = new QWidget;
    auto* resultsPane = new QVBoxLayout(resultsWidget);
    resultsPane->setContentsMargins(0, 0, 0, 0);
    resultsPane->addWidget(resultBox);
    resultsPane->addWidget(energyBox);
    resultsPane->addStretch(1);
    setWidget(resultsWidget);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

void CloudResultsPane::showResults(const CloudResults& r) {
    const QLocale locale;
    const int years = r.yearsShown;
    const double lastDay = years * daysPerYear;

    // Break-even and totals.
    if (r.breakEven) {
        const double days = *r.breakEven;
        const long months = std::lround(days / daysPerMonth);
        const QString dayText = locale.toString(std::lround(days));
        QString text = months < 1    ? tr("Desktop pays off after %1 days (under a month).").arg(dayText)
                       : months == 1 ? tr("Desktop pays off after %1 days (about a month).").arg(dayText)
                       : months < 24 ? tr("Desktop pays off after %1 days (about %2 months).")
                                           .arg(dayText, locale.toString(months))
                                     : tr("Desktop pays off after %1 days (about %2 months, %3 years).")
                                           .arg(dayText, locale.toString(months),
                                                text::trimmedNumber(days / daysPerYear, 1));
        if (days > lastDay) {
            text += QLatin1Char(' ') + tr("That is later than the chart shows.");
        }
        m_breakEven->setText(text);
    } else {
        m_breakEven->setText(tr("Desktop never pays off at this utilisation: renting costs no more per "
                                "busy hour than the desktop's electricity."));
    }
    m_totals->setText(
        tr("By the end of year %1 the desktop has cost %2 (price and electricity), the cloud %3.")
            .arg(years)
            .arg(text::money(desktopCostAfterDaysUsd(r.input, lastDay), 0),
                 text::money(cloudCostAfterDaysUsd(r.input, lastDay), 0)) +
        QLatin1Char(' ') +
        tr("Owned for %1 years, the desktop costs %2.")
            .arg(text::trimmedNumber(r.ownershipYears, 1), text::money(r.ownershipUsd, 0)));

    // What the cloud is priced as.
    QString perGpu;
    if (r.offer == nullptr) {
        perGpu = tr("No cloud offer in the catalog on or before %1; the price is taken as per hour for "
                    "as many GPUs as the desktop has.")
                     .arg(toQDate(r.asOf).toString(Qt::ISODate));
    } else if (r.offerGpus == r.desktopGpus) {
        perGpu = tr("Like for like: the instance has %1 × %2 and the desktop %3 × %4, so the "
                    "cloud costs %5 per busy hour.")
                     .arg(r.offerGpus)
                     .arg(QString::fromStdString(r.offer->gpuName))
                     .arg(r.desktopGpus)
                     .arg(r.cardName, text::moneyRate(r.input.cloudUsdPerHour));
    } else {
        perGpu = tr("Compared per GPU: the instance has %1 × %2 for %3/h, that is %4 per GPU-hour; "
                    "the desktop has %5 × %6, so the cloud is counted as %5 × %4 = %7 per busy "
                    "hour.")
                     .arg(r.offerGpus)
                     .arg(QString::fromStdString(r.offer->gpuName), text::moneyRate(r.instancePerHour),
                          text::moneyRate(r.perGpuHour))
                     .arg(r.desktopGpus)
                     .arg(r.cardName, text::moneyRate(r.input.cloudUsdPerHour));
    }
    if (r.offer != nullptr && r.gpu != nullptr && r.offer->gpuName != r.gpu->name) {
        perGpu += QLatin1Char(' ') + tr("The GPUs differ, so this compares cost per GPU, not speed.");
    }
    m_perGpu->setText(perGpu);

    // The rule of thumb (C6), and where this comparison falls.
    QString rule = tr("Rule of thumb: if you expect to do deep learning for more than a year, a desktop "
                      "is the cheaper choice; for less, rent in the cloud, unless you need to add and "
                      "remove GPUs at short notice, which only the cloud makes easy.");
    if (!r.breakEven) {
        rule += QLatin1Char(' ') + tr("Here renting stays cheaper however long you work.");
    } else if (*r.breakEven <= daysPerYear) {
        rule += QLatin1Char(' ') + tr("Here the desktop pays off within the first year.");
    } else {
        rule += QLatin1Char(' ') + tr("Here the desktop pays off only after %1 months: buy it if you will "
                                      "keep working that long.")
                                       .arg(locale.toString(std::lround(*r.breakEven / daysPerMonth)));
    }
    m_ruleOfThumb->setText(rule);

    // Energy and CO2 (C9).
    const EnergyAndCarbon& energy = r.energy;
    m_energy->setText(
        tr("Busy %1 % of the time at %2 W (GPUs %3 W, rest %4 W):")
            .arg(r.utilizationText, locale.toString(r.busyWatts, 'f', 0),
                 locale.toString(r.input.gpuWatts, 'f', 0), locale.toString(r.input.systemWatts, 'f', 0)) +
        QLatin1Char('\n') + tr("• %1 kWh a year").arg(locale.toString(energy.kwhPerYear, 'f', 0)) +
        QLatin1Char('\n') +
        tr("• %1 a year for electricity at %2/kWh")
            .arg(text::money(energy.electricityUsdPerYear, 0), text::moneyRate(r.input.kwhPriceUsd)) +
        QLatin1Char('\n') +
        tr("• %1 kg CO2 a year on a grid of %2 g/kWh (%3)")
            .arg(locale.toString(energy.co2KgPerYear, 'f', 0), locale.toString(r.gramsPerKwh, 'f', 0),
                 r.gridName) +
        QLatin1Char('\n') +
        tr("By the end of year %1: %2 kWh and %3 kg CO2.")
            .arg(years)
            .arg(locale.toString(energy.kwhPerYear * years, 'f', 0),
                 locale.toString(energy.co2KgPerYear * years, 'f', 0)));
    m_carbonNote->setText(tr("GPU hours add up: the guide points out that the GPU time behind a piece of "
                             "research can emit more CO2 than an international flight. A cloud instance "
                             "draws power too, on its data centre's grid."));
}

} // namespace gpuadvisor
