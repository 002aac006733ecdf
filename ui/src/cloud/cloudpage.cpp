#include "gpuadvisor/ui/cloud/cloudpage.h"

#include "shared/cardnamemodel.h"

#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/numbers.h"
#include "gpuadvisor/text/pricetext.h"

#include "cloud/costcurvechart.h"
#include "cloud/offermatch.h"
#include "shared/moneyinput.h"
#include "shared/qdateconversion.h"

#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/text/currency.h"

#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace gpuadvisor {
namespace {

constexpr double daysPerYear = 365.0;
constexpr double daysPerMonth = daysPerYear / 12;
/// The seed's worked example (C4) starts from one RTX 3090; the offer is chosen like for like.
const QString defaultDesktopCard = QStringLiteral("RTX 3090");

using text::fromStd;

QString utilizationPresetLabel(std::string_view id) {
    if (id == "personal-typical") {
        return CloudPage::tr("Most personal systems");
    }
    if (id == "phd-desktop") {
        return CloudPage::tr("PhD student's desktop");
    }
    if (id == "phd-cluster") {
        return CloudPage::tr("PhD Slurm cluster");
    }
    if (id == "company-cluster") {
        return CloudPage::tr("Company-wide research cluster");
    }
    return fromStd(id);
}

QString gridLabel(std::string_view id) {
    if (id == "world") {
        return CloudPage::tr("World average");
    }
    if (id == "china") {
        return CloudPage::tr("China");
    }
    if (id == "united-states") {
        return CloudPage::tr("United States");
    }
    if (id == "european-union") {
        return CloudPage::tr("European Union");
    }
    if (id == "france") {
        return CloudPage::tr("France");
    }
    if (id == "india") {
        return CloudPage::tr("India");
    }
    return fromStd(id);
}

/// Whole units of the display currency: "$2,200", "¥15,840".
QString dollars(double usd) {
    return text::money(usd, 0);
}

/// An hourly price, with enough decimals for cheap offers: "$2.14", "$0.0137".
QString hourlyDollars(double usd) {
    return text::moneyRate(usd);
}

/// A money spin box that shows only the decimals a value needs (at least two): "$2.14",
/// "$0.0137", "$0.175", where a fixed count would show "$2.1400".
class TrimmedDoubleSpinBox : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    QString textFromValue(double value) const override {
        QString text = locale().toString(value, 'f', decimals());
        const QString point = locale().decimalPoint();
        const qsizetype pointAt = text.indexOf(point);
        if (pointAt >= 0) {
            const qsizetype shortest = pointAt + point.size() + 2;
            while (text.size() > shortest && text.endsWith(QLatin1Char('0'))) {
                text.chop(1);
            }
        }
        if (!isGroupSeparatorShown()) {
            text.remove(locale().groupSeparator());
        }
        return text;
    }
};

QString offerKey(const CloudOffer& offer) {
    return QString::fromStdString(offer.provider) + QLatin1Char('\n') +
           QString::fromStdString(offer.instance);
}

/// The offer as the offer combo lists it, with its price in the display currency.
QString offerLabel(const CloudOffer& offer, const text::PriceAgeRule& priceAge) {
    const QString price = offer.usdPerHour > 0 ? CloudPage::tr("%1/h").arg(hourlyDollars(offer.usdPerHour))
                                               : CloudPage::tr("free");
    return CloudPage::tr("%1 %2 — %3 × %4 — %5 — %6")
        .arg(QString::fromStdString(offer.provider), QString::fromStdString(offer.instance))
        .arg(offer.gpuCount)
        .arg(QString::fromStdString(offer.gpuName), price, text::priceDateText(offer.observedOn, priceAge));
}

} // namespace

struct CloudPage::Private {
    std::shared_ptr<const CatalogSnapshot> snapshot;
    ChartSettings settings;
    std::vector<CloudOffer> offers; ///< What the offer combo lists, by index.
    bool updating = false;
    /// The user picked the offer; until then it is the like-for-like one and follows the desktop.
    bool offerPicked = false;
    OfferMatch match; ///< The like-for-like offer for the desktop as it is now.

    DesktopVersusCloud input;
    std::optional<double> breakEven;
    double ownershipUsd = 0; ///< The desktop over the context's years of ownership.
    EnergyAndCarbon energy;

    QComboBox* desktopCard = nullptr;
    QSpinBox* desktopCount = nullptr;
    QDoubleSpinBox* desktopPrice = nullptr;
    MoneyInput* desktopPriceInput = nullptr; ///< The three money fields in the display currency.
    MoneyInput* cloudPriceInput = nullptr;
    MoneyInput* kwhPriceInput = nullptr;
    QLabel* desktopPriceNote = nullptr;
    QSpinBox* gpuWatts = nullptr;
    QSpinBox* systemWatts = nullptr;
    QComboBox* offer = nullptr;
    QDoubleSpinBox* cloudPrice = nullptr;
    QLabel* offerNote = nullptr;
    QLabel* offerChoice = nullptr;
    QComboBox* utilizationPreset = nullptr;
    QDoubleSpinBox* utilization = nullptr;
    QDoubleSpinBox* kwhPrice = nullptr;
    QSpinBox* horizon = nullptr;
    QComboBox* grid = nullptr;
    QSpinBox* gridIntensity = nullptr;

    CostCurveChart* chart = nullptr;
    QChartView* chartView = nullptr;
    QLabel* breakEvenLabel = nullptr;
    QLabel* totalsLabel = nullptr;
    QLabel* perGpuLabel = nullptr;
    QLabel* ruleOfThumbLabel = nullptr;
    QLabel* energyLabel = nullptr;
    QLabel* carbonNote = nullptr;

    const Gpu* desktopGpu() const {
        return snapshot ? snapshot->find(desktopCard->currentData().toString().toStdString()) : nullptr;
    }
    const CloudOffer* currentOffer() const {
        const int index = offer->currentData().toInt();
        return offer->currentIndex() >= 0 && index >= 0 && index < static_cast<int>(offers.size())
                   ? &offers[static_cast<std::size_t>(index)]
                   : nullptr;
    }
};

CloudPage::CloudPage(QWidget* parent)
    : QWidget(parent)
    , d(std::make_unique<Private>()) {
    createControls();
    // The defaults: the settings' defaults, then the first refresh.
    d->updating = true;
    d->kwhPriceInput->setUsd(d->settings.ownership.kwhPriceUsd);
    d->utilization->setValue(d->settings.ownership.utilization * 100);
    syncUtilizationPreset();
    d->gridIntensity->setValue(static_cast<int>(std::lround(worldGridGramsPerKwh)));
    syncGridPreset();
    d->updating = false;
    refresh();
    // Every amount of money follows the display currency; the fields keep their amounts.
    connect(text::DisplayCurrencyNotifier::instance(), &text::DisplayCurrencyNotifier::changed, this, [this] {
        for (int row = 0; row < d->offer->count(); ++row) {
            const int index = d->offer->itemData(row).toInt();
            if (index >= 0 && index < static_cast<int>(d->offers.size())) {
                d->offer->setItemText(
                    row, offerLabel(d->offers[static_cast<std::size_t>(index)], d->settings.priceAge()));
            }
        }
        d->offer->setToolTip(d->offer->currentText());
        describeDesktopPrice();
        refresh();
    });
}

CloudPage::~CloudPage() = default;

void CloudPage::createControls() {
    // Desktop: the card, how many, and what the machine costs and draws.
    auto* desktopBox = new QGroupBox(tr("Desktop"));
    auto* desktopForm = new QFormLayout(desktopBox);
    d->desktopCard = new QComboBox;
    d->desktopCard->setObjectName(QStringLiteral("desktopCardCombo"));
    d->desktopCard->setMaxVisibleItems(25);
    d->desktopCard->setMinimumContentsLength(16);
    d->desktopCard->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    desktopForm->addRow(tr("&Card:"), d->desktopCard);
    d->desktopCount = new QSpinBox;
    d->desktopCount->setObjectName(QStringLiteral("desktopCountSpin"));
    d->desktopCount->setRange(1, maximumGpuCount);
    d->desktopCount->setToolTip(tr("Cards in the desktop."));
    desktopForm->addRow(tr("&GPUs:"), d->desktopCount);
    d->desktopPrice = new QDoubleSpinBox;
    d->desktopPrice->setObjectName(QStringLiteral("desktopPriceSpin"));
    d->desktopPrice->setDecimals(0);
    d->desktopPrice->setSingleStep(50);
    d->desktopPrice->setGroupSeparatorShown(true);
    d->desktopPriceInput = new MoneyInput(d->desktopPrice, 0, 10'000'000);
    d->desktopPrice->setToolTip(tr("What the whole desktop costs: prefilled with the cards' newest price "
                                   "and the machine around them; edit it to match your quote."));
    desktopForm->addRow(tr("&Price:"), d->desktopPrice);
    d->desktopPriceNote = new QLabel;
    d->desktopPriceNote->setObjectName(QStringLiteral("desktopPriceNote"));
    d->desktopPriceNote->setWordWrap(true);
    d->desktopPriceNote->setStyleSheet(QStringLiteral("color: #555;"));
    desktopForm->addRow(d->desktopPriceNote);
    d->gpuWatts = new QSpinBox;
    d->gpuWatts->setObjectName(QStringLiteral("gpuWattsSpin"));
    d->gpuWatts->setRange(0, 20'000);
    d->gpuWatts->setSingleStep(10);
    d->gpuWatts->setSuffix(tr(" W"));
    d->gpuWatts->setToolTip(tr("All the GPUs together while busy: board power times the number of cards."));
    desktopForm->addRow(tr("GPU po&wer:"), d->gpuWatts);
    d->systemWatts = new QSpinBox;
    d->systemWatts->setObjectName(QStringLiteral("systemWattsSpin"));
    d->systemWatts->setRange(0, 10'000);
    d->systemWatts->setSingleStep(10);
    d->systemWatts->setSuffix(tr(" W"));
    d->systemWatts->setToolTip(tr("The CPU and the rest of the desktop while the GPUs are busy."));
    desktopForm->addRow(tr("&Rest of the system:"), d->systemWatts);

    // Cloud: an offer from the catalog, its price editable.
    auto* cloudBox = new QGroupBox(tr("Cloud"));
    auto* cloudForm = new QFormLayout(cloudBox);
    d->offer = new QComboBox;
    d->offer->setObjectName(QStringLiteral("cloudOfferCombo"));
    d->offer->setMaxVisibleItems(25);
    // Long offer names are elided in the closed box (the list shows them whole), so the page fits
    // a 1024-pixel window.
    d->offer->setMinimumContentsLength(22);
    d->offer->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    cloudForm->addRow(tr("&Offer:"), d->offer);
    d->offerChoice = new QLabel;
    d->offerChoice->setObjectName(QStringLiteral("offerChoiceNote"));
    d->offerChoice->setWordWrap(true);
    cloudForm->addRow(d->offerChoice);
    d->cloudPrice = new TrimmedDoubleSpinBox;
    d->cloudPrice->setObjectName(QStringLiteral("cloudPriceSpin"));
    d->cloudPrice->setDecimals(4);
    d->cloudPrice->setSingleStep(0.05);
    d->cloudPrice->setSuffix(tr(" /h"));
    d->cloudPriceInput = new MoneyInput(d->cloudPrice, 0, 10'000);
    d->cloudPrice->setToolTip(tr("What the whole instance costs per hour; edit it for another region, "
                                 "a discount or spot pricing."));
    cloudForm->addRow(tr("I&nstance price:"), d->cloudPrice);
    d->offerNote = new QLabel;
    d->offerNote->setObjectName(QStringLiteral("offerNote"));
    d->offerNote->setWordWrap(true);
    d->offerNote->setStyleSheet(QStringLiteral("color: #555;"));
    cloudForm->addRow(d->offerNote);
    auto* cloudHint = new QLabel(tr("The cloud is paid only for the busy hours; the desktop is "
                                    "bought once and pays for electricity while busy."));
    cloudHint->setWordWrap(true);
    cloudHint->setStyleSheet(QStringLiteral("color: #555;"));
    cloudForm->addRow(cloudHint);

    // Use: how busy, what power costs and emits, how far to look.
    auto* useBox = new QGroupBox(tr("Use"));
    auto* useForm = new QFormLayout(useBox);
    d->utilizationPreset = new QComboBox;
    d->utilizationPreset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    d->utilizationPreset->setMinimumContentsLength(16);
    d->utilizationPreset->setObjectName(QStringLiteral("utilizationPresetCombo"));
    d->utilizationPreset->addItem(tr("Custom"), -1.0);
    for (const UtilizationPreset& preset : utilizationPresets()) {
        d->utilizationPreset->addItem(
            tr("%1 (%2 %)")
                .arg(utilizationPresetLabel(preset.id), text::trimmedNumber(preset.utilization * 100, 1)),
            preset.utilization);
    }
    d->utilizationPreset->setToolTip(tr("How busy GPUs typically are, as the guide estimates it."));
    useForm->addRow(tr("Typic&al use:"), d->utilizationPreset);
    d->utilization = new QDoubleSpinBox;
    d->utilization->setObjectName(QStringLiteral("utilizationSpin"));
    d->utilization->setRange(0.1, 100);
    d->utilization->setDecimals(1);
    d->utilization->setSuffix(tr(" %"));
    d->utilization->setToolTip(tr("Share of the time the GPUs are busy."));
    useForm->addRow(tr("&Utilisation:"), d->utilization);
    d->kwhPrice = new TrimmedDoubleSpinBox;
    d->kwhPrice->setObjectName(QStringLiteral("kwhPriceSpin"));
    d->kwhPrice->setDecimals(3);
    d->kwhPrice->setSingleStep(0.005);
    d->kwhPrice->setSuffix(tr(" /kWh"));
    d->kwhPriceInput = new MoneyInput(d->kwhPrice, 0, 2);
    useForm->addRow(tr("E&lectricity:"), d->kwhPrice);
    d->grid = new QComboBox;
    d->grid->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    d->grid->setMinimumContentsLength(16);
    d->grid->setObjectName(QStringLiteral("gridCombo"));
    d->grid->addItem(tr("Custom"), -1.0);
    for (const GridIntensity& grid : gridIntensityPresets()) {
        d->grid->addItem(tr("%1 (%2 g/kWh)").arg(gridLabel(grid.id), QLocale().toString(grid.gramsPerKwh)),
                         grid.gramsPerKwh);
    }
    d->grid->setToolTip(tr("Average grams of CO2 per kWh of the grid the desktop runs on (2023)."));
    useForm->addRow(tr("Power gri&d:"), d->grid);
    d->gridIntensity = new QSpinBox;
    d->gridIntensity->setObjectName(QStringLiteral("gridSpin"));
    d->gridIntensity->setRange(0, 2000);
    d->gridIntensity->setSingleStep(10);
    d->gridIntensity->setSuffix(tr(" g CO2/kWh"));
    useForm->addRow(tr("Carbon &intensity:"), d->gridIntensity);
    d->horizon = new QSpinBox;
    d->horizon->setObjectName(QStringLiteral("horizonSpin"));
    d->horizon->setRange(1, 10);
    d->horizon->setValue(defaultHorizonYears);
    d->horizon->setToolTip(tr("How many years the chart shows."));
    useForm->addRow(tr("&Years shown:"), d->horizon);

    auto* controlsRow = new QHBoxLayout;
    controlsRow->addWidget(desktopBox, 3);
    controlsRow->addWidget(cloudBox, 6);
    controlsRow->addWidget(useBox, 4);

    d->chart = new CostCurveChart;
    d->chartView = new QChartView(d->chart);
    d->chartView->setObjectName(QStringLiteral("costChart"));
    d->chartView->setRenderHint(QPainter::Antialiasing);
    d->chartView->setMinimumSize(420, 300);

    const auto makeLabel = [](const QString& name) {
        auto* label = new QLabel;
        label->setObjectName(name);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        return label;
    };
    d->breakEvenLabel = makeLabel(QStringLiteral("breakEvenLabel"));
    QFont headline = d->breakEvenLabel->font();
    headline.setBold(true);
    headline.setPointSizeF(headline.pointSizeF() * 1.2);
    d->breakEvenLabel->setFont(headline);
    d->totalsLabel = makeLabel(QStringLiteral("totalsLabel"));
    d->perGpuLabel = makeLabel(QStringLiteral("perGpuLabel"));
    d->ruleOfThumbLabel = makeLabel(QStringLiteral("ruleOfThumbLabel"));
    d->energyLabel = makeLabel(QStringLiteral("energyLabel"));
    d->carbonNote = makeLabel(QStringLiteral("carbonNote"));
    d->carbonNote->setStyleSheet(QStringLiteral("color: #555;"));

    auto* resultBox = new QGroupBox(tr("Buy or rent"));
    auto* resultColumn = new QVBoxLayout(resultBox);
    resultColumn->addWidget(d->breakEvenLabel);
    resultColumn->addWidget(d->totalsLabel);
    resultColumn->addWidget(d->perGpuLabel);
    resultColumn->addWidget(d->ruleOfThumbLabel);
    auto* energyBox = new QGroupBox(tr("Energy and CO2 of the desktop"));
    auto* energyColumn = new QVBoxLayout(energyBox);
    energyColumn->addWidget(d->energyLabel);
    energyColumn->addWidget(d->carbonNote);
    // In a scroll area, which gives the word-wrapped labels the height they need at any width
    // (and scrolls rather than clips when the window is short).
    auto* resultsWidget = new QWidget;
    auto* resultsPane = new QVBoxLayout(resultsWidget);
    resultsPane->setContentsMargins(0, 0, 0, 0);
    resultsPane->addWidget(resultBox);
    resultsPane->addWidget(energyBox);
    resultsPane->addStretch(1);
    auto* resultsScroll = new QScrollArea;
    resultsScroll->setWidget(resultsWidget);
    resultsScroll->setWidgetResizable(true);
    resultsScroll->setFrameShape(QFrame::NoFrame);
    resultsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* lowerRow = new QHBoxLayout;
    lowerRow->addWidget(d->chartView, 3);
    lowerRow->addWidget(resultsScroll, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controlsRow);
    layout->addLayout(lowerRow, 1);

    // Every control applies at once; the card and the offer first refill what depends on them.
    const auto changed = [this] {
        if (!d->updating) {
            refresh();
        }
    };
    const auto desktopChanged = [this] {
        if (!d->updating) {
            prefillDesktopPrice();
            prefillDesktopWatts();
            chooseLikeForLikeOffer();
            refresh();
        }
    };
    connect(d->desktopCard, &QComboBox::currentIndexChanged, this, desktopChanged);
    connect(d->desktopCount, &QSpinBox::valueChanged, this, desktopChanged);
    connect(d->offer, &QComboBox::currentIndexChanged, this, [this] {
        if (const CloudOffer* offer = d->currentOffer(); offer != nullptr && !d->updating) {
            const QSignalBlocker blocker(d->cloudPrice);
            d->cloudPriceInput->setUsd(offer->usdPerHour);
            d->offer->setToolTip(d->offer->currentText());
        }
        if (!d->updating) {
            // The user's pick: it stays when the desktop changes.
            d->offerPicked = true;
            refresh();
        }
    });
    // Picking the offer shown already makes it the user's pick too.
    connect(d->offer, &QComboBox::activated, this, [this] {
        if (!d->offerPicked) {
            d->offerPicked = true;
            refresh();
        }
    });
    for (QDoubleSpinBox* spin : {d->desktopPrice, d->cloudPrice, d->kwhPrice}) {
        connect(spin, &QDoubleSpinBox::valueChanged, this, changed);
    }
    // The electricity price and utilisation are the purchase context's: an edit here is one there.
    connect(d->kwhPrice, &QDoubleSpinBox::valueChanged, this, [this] {
        if (!d->updating) {
            emit ownershipEdited(d->kwhPriceInput->usd(), d->utilization->value() / 100.0);
        }
    });
    for (QSpinBox* spin : {d->gpuWatts, d->systemWatts, d->horizon}) {
        connect(spin, &QSpinBox::valueChanged, this, changed);
    }
    connect(d->utilizationPreset, &QComboBox::currentIndexChanged, this, [this](int index) {
        const double utilization = d->utilizationPreset->itemData(index).toDouble();
        if (utilization > 0) {
            d->utilization->setValue(utilization * 100);
        }
    });
    connect(d->utilization, &QDoubleSpinBox::valueChanged, this, [this] {
        syncUtilizationPreset();
        if (!d->updating) {
            refresh();
            emit ownershipEdited(d->kwhPriceInput->usd(), d->utilization->value() / 100.0);
        }
    });
    connect(d->grid, &QComboBox::currentIndexChanged, this, [this](int index) {
        const double grams = d->grid->itemData(index).toDouble();
        if (grams >= 0) {
            d->gridIntensity->setValue(static_cast<int>(std::lround(grams)));
        }
    });
    connect(d->gridIntensity, &QSpinBox::valueChanged, this, [this] {
        syncGridPreset();
        if (!d->updating) {
            refresh();
        }
    });
}

void CloudPage::setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot) {
    d->snapshot = std::move(snapshot);
    d->updating = true;
    fillDesktopCombo();
    fillOfferCombo();
    prefillDesktopPrice();
    prefillDesktopWatts();
    d->updating = false;
    refresh();
}

void CloudPage::setSettings(const ChartSettings& settings) {
    const ChartSettings previous = std::exchange(d->settings, settings);
    d->updating = true;
    if (settings.ownership.kwhPriceUsd != previous.ownership.kwhPriceUsd) {
        d->kwhPriceInput->setUsd(settings.ownership.kwhPriceUsd);
    }
    if (settings.ownership.utilization != previous.ownership.utilization) {
        d->utilization->setValue(settings.ownership.utilization * 100);
    }
    if (settings.asOf != previous.asOf || settings.condition != previous.condition) {
        fillOfferCombo();
        prefillDesktopPrice();
    } else if (settings.workload != previous.workload) {
        chooseLikeForLikeOffer(); // the nearest card in performance may be another
    }
    d->updating = false;
    refresh();
}

void CloudPage::setDesktopCard(const QString& name, int count) {
    d->updating = true;
    const int index = d->desktopCard->findData(name);
    if (index >= 0) {
        d->desktopCard->setCurrentIndex(index);
    }
    d->desktopCount->setValue(std::clamp(count, 1, maximumGpuCount));
    prefillDesktopPrice();
    prefillDesktopWatts();
    chooseLikeForLikeOffer();
    d->updating = false;
    refresh();
}

DesktopVersusCloud CloudPage::comparison() const {
    return d->input;
}

double CloudPage::ownershipCostUsd() const {
    return d->ownershipUsd;
}

std::optional<double> CloudPage::breakEven() const {
    return d->breakEven;
}

EnergyAndCarbon CloudPage::energy() const {
    return d->energy;
}

void CloudPage::fillDesktopCombo() {
    const QString current = d->desktopCard->currentData().toString();
    showCardNames(d->desktopCard, d->snapshot);
    int index = d->desktopCard->findData(current.isEmpty() ? defaultDesktopCard : current);
    if (index < 0) {
        index = d->desktopCard->findData(defaultDesktopCard);
    }
    d->desktopCard->setCurrentIndex(std::max(index, 0));
}

void CloudPage::fillOfferCombo() {
    const CloudOffer* previous = d->currentOffer();
    const QString current = previous != nullptr ? offerKey(*previous) : QString();

    // The newest offer of each provider and instance on or before the day; of offers of the same
    // day, the one listed last.
    std::map<QString, CloudOffer> newest;
    if (d->snapshot) {
        for (const CloudOffer& offer : d->snapshot->cloudOffers) {
            if (offer.observedOn > d->settings.asOf) {
                continue;
            }
            const QString key = offerKey(offer);
            const auto found = newest.find(key);
            if (found == newest.end() || !(offer.observedOn < found->second.observedOn)) {
                newest[key] = offer;
            }
        }
    }
    d->offers.clear();
    for (auto& entry : newest) {
        d->offers.push_back(std::move(entry.second));
    }
    std::sort(d->offers.begin(), d->offers.end(), [](const CloudOffer& left, const CloudOffer& right) {
        const int provider = QString::fromStdString(left.provider)
                                 .compare(QString::fromStdString(right.provider), Qt::CaseInsensitive);
        return provider != 0
                   ? provider < 0
                   : QString::fromStdString(left.instance)
                             .compare(QString::fromStdString(right.instance), Qt::CaseInsensitive) < 0;
    });

    const QSignalBlocker blocker(d->offer);
    d->offer->clear();
    int selected = -1;
    for (std::size_t index = 0; index < d->offers.size(); ++index) {
        const CloudOffer& offer = d->offers[index];
        const int row = d->offer->count();
        d->offer->addItem(offerLabel(offer, d->settings.priceAge()), static_cast<int>(index));
        d->offer->setItemData(row,
                              tr("Observed %1; source: %2")
                                  .arg(text::priceDateText(offer.observedOn, d->settings.priceAge()),
                                       QString::fromStdString(offer.source)),
                              Qt::ToolTipRole);
        if (offerKey(offer) == current) {
            selected = row;
        }
    }
    // The user's pick while it is still offered; else the like-for-like offer.
    d->offerPicked = d->offerPicked && selected >= 0;
    d->offer->setCurrentIndex(selected);
    chooseLikeForLikeOffer(true);
    if (d->offerPicked) {
        d->offer->setToolTip(d->offer->currentText());
        if (const CloudOffer* offer = d->currentOffer()) {
            const QSignalBlocker priceBlocker(d->cloudPrice);
            d->cloudPriceInput->setUsd(offer->usdPerHour);
        }
    }
}

void CloudPage::chooseLikeForLikeOffer(bool force) {
    const Gpu* gpu = d->desktopGpu();
    d->match = gpu != nullptr && d->snapshot ? likeForLikeOffer(d->offers, *gpu, d->desktopCount->value(),
                                                                d->snapshot->gpus, d->settings.workload)
                                             : OfferMatch{};
    if (d->offerPicked) {
        return;
    }
    const int row = d->offer->findData(d->match.index >= 0 ? d->match.index : 0);
    if (row < 0 || (row == d->offer->currentIndex() && !force)) {
        return; // the offer and a price the user typed for it stay
    }
    {
        const QSignalBlocker blocker(d->offer);
        d->offer->setCurrentIndex(row);
    }
    d->offer->setToolTip(d->offer->currentText());
    if (const CloudOffer* offer = d->currentOffer()) {
        const QSignalBlocker priceBlocker(d->cloudPrice);
        d->cloudPriceInput->setUsd(offer->usdPerHour);
    }
}

void CloudPage::setOfferFollowsDesktop(bool follows) {
    d->offerPicked = !follows;
    if (follows) {
        chooseLikeForLikeOffer();
    }
    refresh();
}

bool CloudPage::offerFollowsDesktop() const {
    return !d->offerPicked;
}

QString CloudPage::offerChoiceText() const {
    const CloudOffer* offer = d->currentOffer();
    const Gpu* gpu = d->desktopGpu();
    if (offer == nullptr || gpu == nullptr) {
        return {};
    }
    const auto nameOf = [](const CloudOffer& shown) {
        return tr("%1 %2").arg(QString::fromStdString(shown.provider),
                               QString::fromStdString(shown.instance));
    };
    const QString desktopName = QString::fromStdString(gpu->name);
    const CloudOffer* likeForLike =
        d->match.index >= 0 ? &d->offers[static_cast<std::size_t>(d->match.index)] : nullptr;
    if (d->offerPicked) {
        if (likeForLike == nullptr || likeForLike == offer) {
            return tr("Your pick.");
        }
        return d->match.sameCard
                   ? tr("Your pick; %1 has the same card as your desktop.").arg(nameOf(*likeForLike))
                   : tr("Your pick; %1 is nearest to the %2 in performance.")
                         .arg(nameOf(*likeForLike), desktopName);
    }
    if (likeForLike != offer) {
        return {};
    }
    if (d->match.sameCard) {
        return tr("Same card as your desktop: %1 (%2 × %3).")
            .arg(nameOf(*offer))
            .arg(offer->gpuCount)
            .arg(QString::fromStdString(offer->gpuName));
    }
    return tr("No cloud offer of the %1; nearest in performance: %2 (%3, about %4× the %1's speed).")
        .arg(desktopName, nameOf(*offer), QString::fromStdString(offer->gpuName),
             text::trimmedNumber(d->match.relativeSpeed, 2));
}

void CloudPage::prefillDesktopPrice() {
    const Gpu* gpu = d->desktopGpu();
    if (gpu != nullptr && d->snapshot) {
        const int count = d->desktopCount->value();
        const auto system = systemBaseCostFor(d->snapshot->systemCosts, count);
        if (const PriceObservation* price =
                d->snapshot->priceBook.latest(gpu->name, d->settings.condition, d->settings.asOf)) {
            const QSignalBlocker blocker(d->desktopPrice);
            d->desktopPriceInput->setUsd(price->priceUsd * count + (system ? system->baseCostUsd : 0.0));
        }
    }
    describeDesktopPrice();
}

void CloudPage::describeDesktopPrice() {
    const Gpu* gpu = d->desktopGpu();
    if (gpu == nullptr || !d->snapshot) {
        d->desktopPriceNote->clear();
        return;
    }
    const int count = d->desktopCount->value();
    const QString name = QString::fromStdString(gpu->name);
    const QString condition = d->settings.condition == Condition::New ? tr("new") : tr("used");
    const auto system = systemBaseCostFor(d->snapshot->systemCosts, count);
    const PriceObservation* price =
        d->snapshot->priceBook.latest(gpu->name, d->settings.condition, d->settings.asOf);
    if (price == nullptr) {
        d->desktopPriceNote->setText(
            tr("No %1 price of the %2 on or before %3: enter the desktop's price.")
                .arg(condition, name, toQDate(d->settings.asOf).toString(Qt::ISODate)));
        return;
    }
    const double systemUsd = system ? system->baseCostUsd : 0.0;
    const QString cards = tr("%1 × %2 (%3, %4)")
                              .arg(count)
                              .arg(dollars(price->priceUsd), condition,
                                   text::priceDateText(price->observedOn, d->settings.priceAge()));
    d->desktopPriceNote->setText(
        system ? tr("Prefilled: %1 + %2 for the machine around them.").arg(cards, dollars(systemUsd))
               : tr("Prefilled: %1; no system cost in the catalog for this many "
                    "GPUs, add the machine's price.")
                     .arg(cards));
}

void CloudPage::prefillDesktopWatts() {
    const Gpu* gpu = d->desktopGpu();
    if (gpu == nullptr || !d->snapshot) {
        return;
    }
    const int count = d->desktopCount->value();
    const auto system = systemBaseCostFor(d->snapshot->systemCosts, count);
    const QSignalBlocker gpuBlocker(d->gpuWatts);
    const QSignalBlocker systemBlocker(d->systemWatts);
    d->gpuWatts->setValue(gpu->boardPowerWatts * count);
    if (system) {
        d->systemWatts->setValue(static_cast<int>(std::lround(system->baseWatts)));
    }
}

void CloudPage::syncUtilizationPreset() {
    // The preset shows which C5 case the utilisation matches, or "Custom".
    const QSignalBlocker blocker(d->utilizationPreset);
    int preset = 0;
    for (int index = 1; index < d->utilizationPreset->count(); ++index) {
        if (std::abs(d->utilizationPreset->itemData(index).toDouble() * 100 - d->utilization->value()) <
            0.05) {
            preset = index;
        }
    }
    d->utilizationPreset->setCurrentIndex(preset);
}

void CloudPage::syncGridPreset() {
    const QSignalBlocker blocker(d->grid);
    int preset = 0;
    for (int index = 1; index < d->grid->count(); ++index) {
        if (std::lround(d->grid->itemData(index).toDouble()) == d->gridIntensity->value()) {
            preset = index;
            break;
        }
    }
    d->grid->setCurrentIndex(preset);
}

void CloudPage::refresh() {
    const QLocale locale;
    const Gpu* gpu = d->desktopGpu();
    const CloudOffer* offer = d->currentOffer();
    const int desktopGpus = d->desktopCount->value();
    // Like with like: the instance's price per GPU times the desktop's GPUs.
    const int offerGpus = offer != nullptr ? std::max(offer->gpuCount, 1) : desktopGpus;
    const double instancePerHour = d->cloudPriceInput->usd();
    const double perGpuHour = instancePerHour / offerGpus;

    DesktopVersusCloud& input = d->input;
    input.desktopUsd = d->desktopPriceInput->usd();
    input.cloudUsdPerHour = perGpuHour * desktopGpus;
    input.utilization = d->utilization->value() / 100.0;
    input.gpuWatts = d->gpuWatts->value();
    input.systemWatts = d->systemWatts->value();
    input.kwhPriceUsd = d->kwhPriceInput->usd();
    d->breakEven = breakEvenDays(input);
    const int years = d->horizon->value();
    const double lastDay = years * daysPerYear;
    const double gramsPerKwh = d->gridIntensity->value();
    const double busyWatts = input.gpuWatts + input.systemWatts;
    d->energy = energyAndCarbon(busyWatts, input.utilization, gramsPerKwh, input.kwhPriceUsd);

    const QString cardName = gpu != nullptr ? QString::fromStdString(gpu->name) : tr("no card");
    const QString utilizationText = text::trimmedNumber(d->utilization->value(), 1);

    // The chart.
    const QString desktopName = tr("Desktop: %1 × %2").arg(desktopGpus).arg(cardName);
    // The cloud curve is priced for the desktop's GPUs: a share or a multiple of the instance.
    QString cloudName = offer != nullptr ? tr("Cloud: %1 %2")
                                               .arg(QString::fromStdString(offer->provider),
                                                    QString::fromStdString(offer->instance))
                                         : tr("Cloud");
    if (offerGpus != desktopGpus) {
        cloudName +=
            offerGpus == 1 ? tr(" × %1").arg(desktopGpus) : tr(" × %1/%2").arg(desktopGpus).arg(offerGpus);
    }
    std::optional<QPointF> marker;
    QString markerText;
    if (d->breakEven) {
        const double cost = desktopCostAfterDaysUsd(input, *d->breakEven);
        marker = QPointF(*d->breakEven, cost);
        markerText =
            tr("Break-even: day %1, %2").arg(locale.toString(std::lround(*d->breakEven))).arg(dollars(cost));
    }
    d->chart->setData(tr("Cumulative cost at %1 % utilisation").arg(utilizationText),
                      costCurves(input, lastDay, years * 12 + 1), lastDay, desktopName, cloudName, marker,
                      markerText);

    // Break-even and totals.
    if (d->breakEven) {
        const double days = *d->breakEven;
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
        d->breakEvenLabel->setText(text);
    } else {
        d->breakEvenLabel->setText(tr("Desktop never pays off at this utilisation: renting costs no more per "
                                      "busy hour than the desktop's electricity."));
    }
    // The desktop's cost of ownership over the purchase context's years: what the other pages say
    // the same card costs (while the price and watts are the prefilled ones).
    d->ownershipUsd = desktopCostAfterDaysUsd(input, d->settings.ownership.years * daysPerYear);
    d->totalsLabel->setText(
        tr("By the end of year %1 the desktop has cost %2 (price and electricity), the cloud %3.")
            .arg(years)
            .arg(dollars(desktopCostAfterDaysUsd(input, lastDay)),
                 dollars(cloudCostAfterDaysUsd(input, lastDay))) +
        QLatin1Char(' ') +
        tr("Owned for %1 years, the desktop costs %2.")
            .arg(text::trimmedNumber(d->settings.ownership.years, 1), dollars(d->ownershipUsd)));

    // What the cloud is priced as.
    QString perGpu;
    if (offer == nullptr) {
        perGpu = tr("No cloud offer in the catalog on or before %1; the price is taken as per hour for "
                    "as many GPUs as the desktop has.")
                     .arg(toQDate(d->settings.asOf).toString(Qt::ISODate));
    } else if (offerGpus == desktopGpus) {
        perGpu = tr("Like for like: the instance has %1 × %2 and the desktop %3 × %4, so the "
                    "cloud costs %5 per busy hour.")
                     .arg(offerGpus)
                     .arg(QString::fromStdString(offer->gpuName))
                     .arg(desktopGpus)
                     .arg(cardName, hourlyDollars(input.cloudUsdPerHour));
    } else {
        perGpu = tr("Compared per GPU: the instance has %1 × %2 for %3/h, that is %4 per GPU-hour; "
                    "the desktop has %5 × %6, so the cloud is counted as %5 × %4 = %7 per busy "
                    "hour.")
                     .arg(offerGpus)
                     .arg(QString::fromStdString(offer->gpuName), hourlyDollars(instancePerHour),
                          hourlyDollars(perGpuHour))
                     .arg(desktopGpus)
                     .arg(cardName, hourlyDollars(input.cloudUsdPerHour));
    }
    if (offer != nullptr && gpu != nullptr && offer->gpuName != gpu->name) {
        perGpu += QLatin1Char(' ') + tr("The GPUs differ, so this compares cost per GPU, not speed.");
    }
    d->perGpuLabel->setText(perGpu);
    d->offerChoice->setText(offerChoiceText());
    d->offerChoice->setVisible(!d->offerChoice->text().isEmpty());
    d->offerNote->setText(
        offer != nullptr
            ? tr("%1 %2: %3 × %4, %5 on %6 (%7).")
                  .arg(QString::fromStdString(offer->provider), QString::fromStdString(offer->instance))
                  .arg(offer->gpuCount)
                  .arg(QString::fromStdString(offer->gpuName),
                       offer->usdPerHour > 0 ? tr("%1/h").arg(hourlyDollars(offer->usdPerHour)) : tr("free"),
                       text::priceDateText(offer->observedOn, d->settings.priceAge()),
                       QString::fromStdString(offer->source))
            : QString());

    // The rule of thumb (C6), and where this comparison falls.
    QString rule = tr("Rule of thumb: if you expect to do deep learning for more than a year, a desktop "
                      "is the cheaper choice; for less, rent in the cloud, unless you need to add and "
                      "remove GPUs at short notice, which only the cloud makes easy.");
    if (!d->breakEven) {
        rule += QLatin1Char(' ') + tr("Here renting stays cheaper however long you work.");
    } else if (*d->breakEven <= daysPerYear) {
        rule += QLatin1Char(' ') + tr("Here the desktop pays off within the first year.");
    } else {
        rule += QLatin1Char(' ') + tr("Here the desktop pays off only after %1 months: buy it if you will "
                                      "keep working that long.")
                                       .arg(locale.toString(std::lround(*d->breakEven / daysPerMonth)));
    }
    d->ruleOfThumbLabel->setText(rule);

    // Energy and CO2 (C9).
    const int gridIndex = d->grid->currentIndex();
    const QString gridName =
        gridIndex > 0 ? gridLabel(gridIntensityPresets()[static_cast<std::size_t>(gridIndex - 1)].id)
                      : tr("custom grid");
    const EnergyAndCarbon& energy = d->energy;
    d->energyLabel->setText(
        tr("Busy %1 % of the time at %2 W (GPUs %3 W, rest %4 W):")
            .arg(utilizationText, locale.toString(busyWatts, 'f', 0), locale.toString(input.gpuWatts, 'f', 0),
                 locale.toString(input.systemWatts, 'f', 0)) +
        QLatin1Char('\n') + tr("• %1 kWh a year").arg(locale.toString(energy.kwhPerYear, 'f', 0)) +
        QLatin1Char('\n') +
        tr("• %1 a year for electricity at %2/kWh")
            .arg(dollars(energy.electricityUsdPerYear), text::moneyRate(input.kwhPriceUsd)) +
        QLatin1Char('\n') +
        tr("• %1 kg CO2 a year on a grid of %2 g/kWh (%3)")
            .arg(locale.toString(energy.co2KgPerYear, 'f', 0), locale.toString(gramsPerKwh, 'f', 0),
                 gridName) +
        QLatin1Char('\n') +
        tr("By the end of year %1: %2 kWh and %3 kg CO2.")
            .arg(years)
            .arg(locale.toString(energy.kwhPerYear * years, 'f', 0),
                 locale.toString(energy.co2KgPerYear * years, 'f', 0)));
    d->carbonNote->setText(tr("GPU hours add up: the guide points out that the GPU time behind a piece of "
                              "research can emit more CO2 than an international flight. A cloud instance "
                              "draws power too, on its data centre's grid."));
}

} // namespace gpuadvisor
