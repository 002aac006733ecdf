#include "gpuadvisor/ui/cloud/cloudpage.h"

#include "shared/cardnamemodel.h"

#include "gpuadvisor/text/numbers.h"
#include "gpuadvisor/text/pricetext.h"

#include "cloud/cloudresultspane.h"
#include "cloud/cloudusebox.h"
#include "cloud/costcurvechart.h"
#include "cloud/offerlist.h"
#include "cloud/offermatch.h"
#include "cloud/trimmeddoublespinbox.h"
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
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <utility>

namespace gpuadvisor {
namespace {

/// The seed's worked example (C4) starts from one RTX 3090; the offer is chosen like for like.
const QString defaultDesktopCard = QStringLiteral("RTX 3090");

/// Whole units of the display currency: "$2,200", "¥15,840".
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
    MoneyInput* desktopPriceInput = nullptr; ///< The money fields in the display currency.
    MoneyInput* cloudPriceInput = nullptr;
    QLabel* desktopPriceNote = nullptr;
    QSpinBox* gpuWatts = nullptr;
    QSpinBox* systemWatts = nullptr;
    QComboBox* offer = nullptr;
    QDoubleSpinBox* cloudPrice = nullptr;
    QLabel* offerNote = nullptr;
    QLabel* offerChoice = nullptr;
    CloudUseBox* use = nullptr;

    CostCurveChart* chart = nullptr;
    QChartView* chartView = nullptr;
    CloudResultsPane* results = nullptr;

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
    d->use->setKwhPriceUsd(d->settings.ownership.kwhPriceUsd);
    d->use->setUtilizationPercent(d->settings.ownership.utilization * 100);
    d->use->setGramsPerKwh(static_cast<int>(std::lround(worldGridGramsPerKwh)));
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
    d->use = new CloudUseBox;

    auto* controlsRow = new QHBoxLayout;
    controlsRow->addWidget(desktopBox, 3);
    controlsRow->addWidget(cloudBox, 6);
    controlsRow->addWidget(d->use, 4);

    d->chart = new CostCurveChart;
    d->chartView = new QChartView(d->chart);
    d->chartView->setObjectName(QStringLiteral("costChart"));
    d->chartView->setRenderHint(QPainter::Antialiasing);
    d->chartView->setMinimumSize(420, 300);

    d->results = new CloudResultsPane;

    auto* lowerRow = new QHBoxLayout;
    lowerRow->addWidget(d->chartView, 3);
    lowerRow->addWidget(d->results, 2);

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
    for (QDoubleSpinBox* spin : {d->desktopPrice, d->cloudPrice}) {
        connect(spin, &QDoubleSpinBox::valueChanged, this, changed);
    }
    connect(d->use, &CloudUseBox::changed, this, changed);
    // The electricity price and utilisation are the purchase context's: an edit here is one there.
    connect(d->use, &CloudUseBox::ownershipChanged, this, [this] {
        if (!d->updating) {
            emit ownershipEdited(d->use->kwhPriceUsd(), d->use->utilizationPercent() / 100.0);
        }
    });
    for (QSpinBox* spin : {d->gpuWatts, d->systemWatts}) {
        connect(spin, &QSpinBox::valueChanged, this, changed);
    }
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
        d->use->setKwhPriceUsd(settings.ownership.kwhPriceUsd);
    }
    if (settings.ownership.utilization != previous.ownership.utilization) {
        d->use->setUtilizationPercent(settings.ownership.utilization * 100);
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

    d->offers =
        d->snapshot ? newestOffers(d->snapshot->cloudOffers, d->settings.asOf) : std::vector<CloudOffer>{};

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
    const QString date = text::priceDateInList(price->observedOn, d->settings.priceAge());
    // The price each as it multiplies out to the price field's figure (cards and machine).
    const QString cards = tr("%1 × %2 (%3, price of %4)")
                              .arg(count)
                              .arg(text::moneyEach(price->priceUsd, count), condition, date);
    d->desktopPriceNote->setText(
        system ? tr("Prefilled: %1 + %2 for the machine around them.").arg(cards, text::money(systemUsd, 0))
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
    input.utilization = d->use->utilizationPercent() / 100.0;
    input.gpuWatts = d->gpuWatts->value();
    input.systemWatts = d->systemWatts->value();
    input.kwhPriceUsd = d->use->kwhPriceUsd();
    d->breakEven = breakEvenDays(input);
    const int years = d->use->yearsShown();
    const double lastDay = years * daysPerYear;
    const double gramsPerKwh = d->use->gramsPerKwh();
    const double busyWatts = input.gpuWatts + input.systemWatts;
    d->energy = energyAndCarbon(busyWatts, input.utilization, gramsPerKwh, input.kwhPriceUsd);

    const QString cardName = gpu != nullptr ? QString::fromStdString(gpu->name) : tr("no card");
    const QString utilizationText = text::trimmedNumber(d->use->utilizationPercent(), 1);

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
        markerText = tr("Break-even: day %1, %2")
                         .arg(locale.toString(std::lround(*d->breakEven)))
                         .arg(text::money(cost, 0));
    }
    d->chart->setData(tr("Cumulative cost at %1 % utilisation").arg(utilizationText),
                      costCurves(input, lastDay, years * 12 + 1), lastDay, desktopName, cloudName, marker,
                      markerText);

    // The desktop's cost of ownership over the purchase context's years: what the other pages say
    // the same card costs (while the price and watts are the prefilled ones).
    d->ownershipUsd = desktopCostAfterDaysUsd(input, d->settings.ownership.years * daysPerYear);
    d->offerChoice->setText(offerChoiceText());
    d->offerChoice->setVisible(!d->offerChoice->text().isEmpty());
    d->offerNote->setText(
        offer != nullptr
            ? tr("%1 %2: %3 × %4, %5 on %6 (%7).")
                  .arg(QString::fromStdString(offer->provider), QString::fromStdString(offer->instance))
                  .arg(offer->gpuCount)
                  .arg(QString::fromStdString(offer->gpuName),
                       offer->usdPerHour > 0 ? tr("%1/h").arg(text::moneyRate(offer->usdPerHour))
                                             : tr("free"),
                       text::priceDateText(offer->observedOn, d->settings.priceAge()),
                       QString::fromStdString(offer->source))
            : QString());

    // Buy or rent, and energy and CO2 (C9).
    CloudResults results;
    results.input = input;
    results.breakEven = d->breakEven;
    results.yearsShown = years;
    results.ownershipYears = d->settings.ownership.years;
    results.ownershipUsd = d->ownershipUsd;
    results.asOf = d->settings.asOf;
    results.offer = offer;
    results.gpu = gpu;
    results.cardName = cardName;
    results.desktopGpus = desktopGpus;
    results.offerGpus = offerGpus;
    results.instancePerHour = instancePerHour;
    results.perGpuHour = perGpuHour;
    results.energy = d->energy;
    results.utilizationText = utilizationText;
    results.busyWatts = busyWatts;
    results.gramsPerKwh = gramsPerKwh;
    results.gridName = d->use->gridName();
    d->results->showResults(results);
}

} // namespace gpuadvisor
