// The cloud-vs-desktop page with real widgets and the shipped catalog: the seed's worked example
// set through the controls (C4), the cost curves, utilisation presets (C5), the rule of thumb
// (C6), and energy and CO2 at a grid intensity (C9).

#include "gpuadvisor/core/cost/carbon.h"
#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/core/cost/ownership.h"
#include "gpuadvisor/core/model/performance.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/ui/cloud/cloudpage.h"
#include "gpuadvisor/ui/shell/languages.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include "pagetest.h"
#include "shippedcatalogfile.h"
#include "testdate.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QPointer>
#include <QScatterSeries>
#include <QSpinBox>
#include <QTest>

#include <gtest/gtest.h>

#include <cmath>
#include <memory>

using namespace gpuadvisor;

namespace {

class CloudPageTest : public PageTest<CloudPage> {
protected:
    void SetUp() override {
        PageTest::SetUp();
        page.resize(1280, 800);
    }

    QString text(const char* name) const { return child<QLabel>(name)->text(); }

    /// Selects the combo item whose text contains `part`, as the user does (activated is sent
    /// also when the item was selected already).
    void choose(const char* comboName, const QString& part) const {
        QComboBox* combo = child<QComboBox>(comboName);
        for (int index = 0; index < combo->count(); ++index) {
            if (combo->itemText(index).contains(part)) {
                combo->setCurrentIndex(index);
                emit combo->activated(index);
                return;
            }
        }
        ADD_FAILURE() << comboName << " has no item with " << part.toStdString();
    }

    /// Selects the utilisation preset of `utilization` (0..1).
    void chooseUtilization(double utilization) const {
        QComboBox* combo = child<QComboBox>("utilizationPresetCombo");
        const int index = combo->findData(utilization);
        ASSERT_GE(index, 0) << utilization;
        combo->setCurrentIndex(index);
    }

    /// The seed's worked example (C4), entered through the controls.
    void enterSeedExample() const {
        choose("desktopCardCombo", QStringLiteral("RTX 3090"));
        child<QSpinBox>("desktopCountSpin")->setValue(1);
        child<QDoubleSpinBox>("desktopPriceSpin")->setValue(2200);
        child<QSpinBox>("gpuWattsSpin")->setValue(350);
        child<QSpinBox>("systemWattsSpin")->setValue(100);
        child<QDoubleSpinBox>("kwhPriceSpin")->setValue(0.12);
        choose("cloudOfferCombo", QStringLiteral("AWS p3.2xlarge"));
        child<QDoubleSpinBox>("cloudPriceSpin")->setValue(2.14);
        chooseUtilization(0.15);
    }

    QLineSeries* series(const char* name) const {
        const QChart* chart = child<QChartView>("costChart")->chart();
        for (QAbstractSeries* series : chart->series()) {
            if (series->objectName() == QLatin1String(name)) {
                return qobject_cast<QLineSeries*>(series);
            }
        }
        ADD_FAILURE() << "no series " << name;
        return nullptr;
    }
};

TEST_F(CloudPageTest, SeedExampleBreaksEvenAfterAbout293Days) {
    // seed fact C4: $2,200 desktop, 350 W + 100 W, $0.12/kWh, $2.14/h, 15 % -> about 293 days exactly.
    enterSeedExample();
    const DesktopVersusCloud input = page.comparison();
    EXPECT_DOUBLE_EQ(input.desktopUsd, 2200);
    EXPECT_DOUBLE_EQ(input.cloudUsdPerHour, 2.14);
    EXPECT_DOUBLE_EQ(input.utilization, 0.15);
    EXPECT_DOUBLE_EQ(input.gpuWatts, 350);
    EXPECT_DOUBLE_EQ(input.systemWatts, 100);
    EXPECT_DOUBLE_EQ(input.kwhPriceUsd, 0.12);
    ASSERT_TRUE(page.breakEven().has_value());
    EXPECT_NEAR(*page.breakEven(), 293, 0.5);
    EXPECT_NEAR(*page.breakEven(), 2200 / (2.14 * 0.15 * 24 - 0.45 * 0.15 * 24 * 0.12), 1e-9);
    EXPECT_TRUE(text("breakEvenLabel").contains(QStringLiteral("after 293 days")))
        << text("breakEvenLabel").toStdString();
    EXPECT_TRUE(text("breakEvenLabel").contains(QStringLiteral("about 10 months")));

    // The marker sits on the break-even, on the desktop's curve.
    const QChart* chart = child<QChartView>("costChart")->chart();
    QScatterSeries* marker = nullptr;
    for (QAbstractSeries* series : chart->series()) {
        if (auto* scatter = qobject_cast<QScatterSeries*>(series)) {
            marker = scatter;
        }
    }
    ASSERT_NE(marker, nullptr);
    ASSERT_EQ(marker->count(), 1);
    EXPECT_NEAR(marker->at(0).x() * 365, *page.breakEven(), 1e-6);
    EXPECT_NEAR(marker->at(0).y(), desktopCostAfterDaysUsd(input, *page.breakEven()), 1e-6);
    EXPECT_TRUE(marker->name().contains(QStringLiteral("day 293"))) << marker->name().toStdString();
    // Under a year: the rule of thumb's desktop case (C6).
    EXPECT_TRUE(text("ruleOfThumbLabel").contains(QStringLiteral("more than a year")));
    EXPECT_TRUE(text("ruleOfThumbLabel").contains(QStringLiteral("within the first year")));
}

TEST_F(CloudPageTest, ChartHasTwoCurvesStartingAtThePriceAndZero) {
    enterSeedExample();
    const QChart* chart = child<QChartView>("costChart")->chart();
    int lines = 0;
    for (QAbstractSeries* series : chart->series()) {
        lines += qobject_cast<QLineSeries*>(series) != nullptr ? 1 : 0;
    }
    EXPECT_EQ(lines, 2);
    QLineSeries* desktop = series("desktopSeries");
    QLineSeries* cloud = series("cloudSeries");
    ASSERT_NE(desktop, nullptr);
    ASSERT_NE(cloud, nullptr);
    ASSERT_GE(desktop->count(), 2);
    ASSERT_GE(cloud->count(), 2);
    EXPECT_DOUBLE_EQ(desktop->at(0).x(), 0);
    EXPECT_DOUBLE_EQ(desktop->at(0).y(), 2200);
    EXPECT_DOUBLE_EQ(cloud->at(0).x(), 0);
    EXPECT_DOUBLE_EQ(cloud->at(0).y(), 0);
    // The default horizon, three years; the last point is the cumulative cost on day 3 x 365.
    EXPECT_EQ(child<QSpinBox>("horizonSpin")->value(), CloudPage::defaultHorizonYears);
    EXPECT_DOUBLE_EQ(desktop->at(desktop->count() - 1).x(), 3);
    EXPECT_NEAR(cloud->at(cloud->count() - 1).y(), cloudCostAfterDaysUsd(page.comparison(), 3 * 365), 1e-6);
    child<QSpinBox>("horizonSpin")->setValue(5);
    EXPECT_DOUBLE_EQ(desktop->at(desktop->count() - 1).x(), 5);
}

TEST_F(CloudPageTest, UtilizationPresetChangesTheBreakEven) {
    enterSeedExample();
    const double atPhdDesktop = page.breakEven().value_or(0);
    chooseUtilization(0.35); // seed fact C5: a PhD Slurm cluster
    EXPECT_DOUBLE_EQ(child<QDoubleSpinBox>("utilizationSpin")->value(), 35);
    ASSERT_TRUE(page.breakEven().has_value());
    EXPECT_LT(*page.breakEven(), atPhdDesktop);
    EXPECT_NEAR(*page.breakEven() * 0.35, atPhdDesktop * 0.15, 1e-6); // both costs scale with use
    EXPECT_FALSE(text("breakEvenLabel").contains(QStringLiteral("293")));
    chooseUtilization(0.075); // most personal systems
    EXPECT_GT(*page.breakEven(), atPhdDesktop);
    EXPECT_TRUE(text("ruleOfThumbLabel").contains(QStringLiteral("only after")));

    // An edited utilisation matching no preset shows "Custom".
    child<QDoubleSpinBox>("utilizationSpin")->setValue(22);
    EXPECT_LT(child<QComboBox>("utilizationPresetCombo")->currentData().toDouble(), 0);
}

TEST_F(CloudPageTest, FreeCloudNeverPaysOff) {
    enterSeedExample();
    child<QDoubleSpinBox>("cloudPriceSpin")->setValue(0);
    EXPECT_FALSE(page.breakEven().has_value());
    EXPECT_TRUE(text("breakEvenLabel").contains(QStringLiteral("never pays off at this utilisation")));
    const QChart* chart = child<QChartView>("costChart")->chart();
    for (QAbstractSeries* series : chart->series()) {
        if (auto* scatter = qobject_cast<QScatterSeries*>(series)) {
            EXPECT_EQ(scatter->count(), 0);
        }
    }
}

TEST_F(CloudPageTest, GridPresetChangesCarbonNotEnergy) {
    enterSeedExample();
    // seed fact C9, by default at the world average.
    EXPECT_EQ(child<QSpinBox>("gridSpin")->value(), 480);
    const EnergyAndCarbon world = page.energy();
    EXPECT_NEAR(world.kwhPerYear, 450 * 0.15 * 24 * 365 / 1000, 1e-9); // 591 kWh, as C4 has it
    EXPECT_NEAR(world.electricityUsdPerYear, world.kwhPerYear * 0.12, 1e-9);
    EXPECT_NEAR(world.co2KgPerYear, world.kwhPerYear * 0.48, 1e-9);
    const QLocale locale;
    EXPECT_TRUE(
        text("energyLabel").contains(locale.toString(world.kwhPerYear, 'f', 0) + QStringLiteral(" kWh")));
    EXPECT_TRUE(
        text("energyLabel").contains(locale.toString(world.co2KgPerYear, 'f', 0) + QStringLiteral(" kg")));
    EXPECT_TRUE(text("energyLabel").contains(QStringLiteral("$71")));

    choose("gridCombo", QStringLiteral("France"));
    EXPECT_EQ(child<QSpinBox>("gridSpin")->value(), 55);
    const EnergyAndCarbon france = page.energy();
    EXPECT_DOUBLE_EQ(france.kwhPerYear, world.kwhPerYear);
    EXPECT_DOUBLE_EQ(france.electricityUsdPerYear, world.electricityUsdPerYear);
    EXPECT_NEAR(france.co2KgPerYear, world.kwhPerYear * 0.055, 1e-9);
    EXPECT_LT(france.co2KgPerYear, world.co2KgPerYear);
    EXPECT_TRUE(
        text("energyLabel").contains(locale.toString(france.co2KgPerYear, 'f', 0) + QStringLiteral(" kg")));

    choose("gridCombo", QStringLiteral("India"));
    EXPECT_GT(page.energy().co2KgPerYear, world.co2KgPerYear);
    EXPECT_DOUBLE_EQ(page.energy().kwhPerYear, world.kwhPerYear);

    child<QSpinBox>("gridSpin")->setValue(100);
    EXPECT_LT(child<QComboBox>("gridCombo")->currentData().toDouble(), 0); // Custom
    EXPECT_NEAR(page.energy().co2KgPerYear, world.kwhPerYear * 0.1, 1e-9);
}

TEST_F(CloudPageTest, DesktopIsPrefilledFromTheCatalog) {
    page.setDesktopCard(QStringLiteral("RTX 3090"), 2);
    const PriceObservation* price = snapshot->priceBook.latest("RTX 3090", Condition::New, settings.asOf);
    ASSERT_NE(price, nullptr);
    const auto system = systemBaseCostFor(snapshot->systemCosts, 2);
    ASSERT_TRUE(system.has_value());
    EXPECT_DOUBLE_EQ(child<QDoubleSpinBox>("desktopPriceSpin")->value(),
                     std::round(price->priceUsd * 2 + system->baseCostUsd));
    EXPECT_EQ(child<QSpinBox>("gpuWattsSpin")->value(), 2 * snapshot->find("RTX 3090")->boardPowerWatts);
    EXPECT_EQ(child<QSpinBox>("systemWattsSpin")->value(), static_cast<int>(system->baseWatts));
    EXPECT_EQ(child<QComboBox>("desktopCardCombo")->currentText(), QStringLiteral("RTX 3090"));
    EXPECT_EQ(child<QSpinBox>("desktopCountSpin")->value(), 2);
    // The note gives the price each, with its date ("price of ..."), as it adds up to the field.
    const QString note = child<QLabel>("desktopPriceNote")->text();
    EXPECT_TRUE(note.startsWith(QStringLiteral("Prefilled: 2 × %1 (new, price of %2")
                                    .arg(text::moneyEach(price->priceUsd, 2),
                                         QString::fromStdString(formatIsoDate(price->observedOn)))))
        << note.toStdString();
    EXPECT_TRUE(
        note.contains(QStringLiteral("+ %1 for the machine").arg(text::money(system->baseCostUsd, 0))))
        << note.toStdString();
    EXPECT_FALSE(note.contains(QStringLiteral("))")))
        << "no parentheses in parentheses: " << note.toStdString();

    // The price stays editable; changing the count prefills again.
    child<QDoubleSpinBox>("desktopPriceSpin")->setValue(4000);
    EXPECT_DOUBLE_EQ(page.comparison().desktopUsd, 4000);
    child<QSpinBox>("desktopCountSpin")->setValue(1);
    const auto oneGpu = systemBaseCostFor(snapshot->systemCosts, 1);
    ASSERT_TRUE(oneGpu.has_value());
    EXPECT_DOUBLE_EQ(page.comparison().desktopUsd, std::round(price->priceUsd + oneGpu->baseCostUsd));
}

TEST_F(CloudPageTest, OffersAreTheNewestPerInstanceAsOfTheDay) {
    QComboBox* offers = child<QComboBox>("cloudOfferCombo");
    // On 2024-01-01 AWS's V100 instance costs $2.14 (the 2023 guide's price), not 2025's $3.06.
    choose("cloudOfferCombo", QStringLiteral("AWS p3.2xlarge"));
    EXPECT_TRUE(offers->currentText().contains(QStringLiteral("$2.14/h")))
        << offers->currentText().toStdString();
    EXPECT_TRUE(offers->currentText().contains(QStringLiteral("1 \u00d7 Tesla V100 SXM2 16GB")));
    EXPECT_DOUBLE_EQ(child<QDoubleSpinBox>("cloudPriceSpin")->value(), 2.14);
    int p3 = 0;
    for (int index = 0; index < offers->count(); ++index) {
        p3 += offers->itemText(index).contains(QStringLiteral("p3.2xlarge")) ? 1 : 0;
        // Offers first seen in 2024-12 or later are not listed yet.
        EXPECT_FALSE(offers->itemText(index).contains(QStringLiteral("Lambda")));
    }
    EXPECT_EQ(p3, 1);

    ChartSettings later = settings;
    later.asOf = Date{std::chrono::year{2025}, std::chrono::month{7}, std::chrono::day{1}};
    page.setSettings(later);
    EXPECT_TRUE(offers->currentText().contains(QStringLiteral("p3.2xlarge"))); // kept
    EXPECT_TRUE(offers->currentText().contains(QStringLiteral("$3.06/h")));
    EXPECT_DOUBLE_EQ(child<QDoubleSpinBox>("cloudPriceSpin")->value(), 3.06);
}

TEST_F(CloudPageTest, CloudIsComparedPerGpu) {
    ChartSettings later = settings;
    later.asOf = Date{std::chrono::year{2025}, std::chrono::month{7}, std::chrono::day{1}};
    page.setSettings(later);
    page.setDesktopCard(QStringLiteral("RTX 4090"), 2);
    choose("cloudOfferCombo", QStringLiteral("AWS p4d.24xlarge"));
    EXPECT_DOUBLE_EQ(child<QDoubleSpinBox>("cloudPriceSpin")->value(), 21.96);
    // Eight A100s for $21.96/h: two of them cost 2 x 21.96 / 8 per hour.
    EXPECT_NEAR(page.comparison().cloudUsdPerHour, 2 * 21.96 / 8, 1e-9);
    EXPECT_TRUE(text("perGpuLabel").contains(QStringLiteral("per GPU"))) << text("perGpuLabel").toStdString();
    EXPECT_TRUE(text("perGpuLabel").contains(QStringLiteral("$2.745")));
    EXPECT_TRUE(text("perGpuLabel").contains(QStringLiteral("$5.49")));

    choose("cloudOfferCombo", QStringLiteral("vast.ai 1x RTX 4090"));
    EXPECT_NEAR(page.comparison().cloudUsdPerHour, 2 * 0.35, 1e-9);
    child<QSpinBox>("desktopCountSpin")->setValue(1);
    EXPECT_NEAR(page.comparison().cloudUsdPerHour, 0.35, 1e-9);
    EXPECT_TRUE(text("perGpuLabel").contains(QStringLiteral("Like for like")));
}

TEST_F(CloudPageTest, SettingsSetDefaultsButKeepLocalEdits) {
    child<QDoubleSpinBox>("kwhPriceSpin")->setValue(0.3);
    ChartSettings other = settings;
    other.condition = Condition::Used;
    page.setSettings(other); // electricity price unchanged in the settings: the edit stays
    EXPECT_DOUBLE_EQ(child<QDoubleSpinBox>("kwhPriceSpin")->value(), 0.3);
    other.ownership.kwhPriceUsd = 0.25;
    other.ownership.utilization = 0.35;
    page.setSettings(other);
    EXPECT_DOUBLE_EQ(child<QDoubleSpinBox>("kwhPriceSpin")->value(), 0.25);
    EXPECT_DOUBLE_EQ(child<QDoubleSpinBox>("utilizationSpin")->value(), 35);
    EXPECT_DOUBLE_EQ(child<QComboBox>("utilizationPresetCombo")->currentData().toDouble(), 0.35);
    EXPECT_DOUBLE_EQ(page.comparison().kwhPriceUsd, 0.25);
}

using gpuadvisor::testing::day;

TEST_F(CloudPageTest, OpensWithAnOfferOfTheDesktopsCard) {
    // From 2025-06-15 the catalog has RTX 3090 instances: the desktop's RTX 3090 is compared with
    // one of them, not with a V100 instance.
    settings.asOf = day(2026, 1, 1);
    page.setSettings(settings);
    EXPECT_EQ(child<QComboBox>("desktopCardCombo")->currentData().toString(), QStringLiteral("RTX 3090"));
    const QString offer = child<QComboBox>("cloudOfferCombo")->currentText();
    EXPECT_TRUE(offer.startsWith(QStringLiteral("vast.ai 1x RTX 3090 \u2014 1 \u00d7 RTX 3090")))
        << offer.toStdString();
    EXPECT_TRUE(page.offerFollowsDesktop());
    EXPECT_EQ(text("offerChoiceNote"),
              QStringLiteral("Same card as your desktop: vast.ai 1x RTX 3090 (1 \u00d7 RTX 3090)."));
    EXPECT_TRUE(child<QLabel>("offerChoiceNote")->isVisibleTo(&page));
    EXPECT_DOUBLE_EQ(page.comparison().cloudUsdPerHour, 0.2);
    EXPECT_FALSE(text("perGpuLabel").contains(QStringLiteral("The GPUs differ")));
}

TEST_F(CloudPageTest, WithoutAnOfferOfTheCardTheNearestInPerformanceIsCompared) {
    // On 2024-01-01 no cloud offer has an RTX 3090: the nearest card in 16-bit training speed.
    PerformanceQuery query;
    query.workload = settings.workload;
    const PerformanceModel model(gpu(QStringLiteral("RTX 3090")), query);
    std::string nearest;
    double distance = 0;
    for (const CloudOffer& offer : snapshot->cloudOffers) {
        const Gpu* card = snapshot->find(offer.gpuName);
        if (offer.observedOn > settings.asOf || card == nullptr) {
            continue;
        }
        ASSERT_NE(offer.gpuName, "RTX 3090");
        const double away = std::abs(std::log(model.relative(*card)));
        if (nearest.empty() || away < distance) {
            nearest = offer.gpuName;
            distance = away;
        }
    }
    ASSERT_EQ(nearest, "Tesla V100 SXM2 16GB");
    const QString note = text("offerChoiceNote");
    EXPECT_TRUE(note.startsWith(QStringLiteral(
        "No cloud offer of the RTX 3090; nearest in performance: AWS p3.2xlarge (Tesla V100 SXM2 "
        "16GB, about ")))
        << note.toStdString();
    // Of the two V100 offers, the priced one: a free tier is not like for like.
    EXPECT_TRUE(
        child<QComboBox>("cloudOfferCombo")->currentText().startsWith(QStringLiteral("AWS p3.2xlarge")));
    EXPECT_TRUE(text("perGpuLabel").contains(QStringLiteral("The GPUs differ")));
}

TEST_F(CloudPageTest, TheOfferFollowsTheDesktopUntilTheUserPicksOne) {
    settings.asOf = day(2026, 1, 1);
    page.setSettings(settings);
    auto* desktop = child<QComboBox>("desktopCardCombo");
    auto* offers = child<QComboBox>("cloudOfferCombo");
    desktop->setCurrentIndex(desktop->findData(QStringLiteral("RTX 4090")));
    EXPECT_TRUE(offers->currentText().contains(QStringLiteral("1 \u00d7 RTX 4090 \u2014")))
        << offers->currentText().toStdString();
    EXPECT_TRUE(text("offerChoiceNote").startsWith(QStringLiteral("Same card as your desktop:")));
    EXPECT_TRUE(page.offerFollowsDesktop());
    // Eight H100s: an eight-GPU H100 instance, like for like in count too.
    page.setDesktopCard(QStringLiteral("H100 SXM"), 8);
    EXPECT_TRUE(offers->currentText().contains(QStringLiteral("8 \u00d7 H100 SXM")))
        << offers->currentText().toStdString();

    // The user picks an offer: it stays when the desktop changes.
    choose("cloudOfferCombo", QStringLiteral("AWS p3.2xlarge"));
    EXPECT_FALSE(page.offerFollowsDesktop());
    desktop->setCurrentIndex(desktop->findData(QStringLiteral("RTX 3090")));
    child<QSpinBox>("desktopCountSpin")->setValue(2);
    EXPECT_TRUE(offers->currentText().startsWith(QStringLiteral("AWS p3.2xlarge")))
        << offers->currentText().toStdString();
    EXPECT_EQ(text("offerChoiceNote"),
              QStringLiteral("Your pick; vast.ai 1x RTX 3090 has the same card as your desktop."));
    // ... also when the day changes, while the day still lists it.
    settings.asOf = day(2025, 7, 1);
    page.setSettings(settings);
    EXPECT_TRUE(offers->currentText().startsWith(QStringLiteral("AWS p3.2xlarge")));

    page.setOfferFollowsDesktop(true);
    EXPECT_TRUE(offers->currentText().contains(QStringLiteral("1 \u00d7 RTX 3090 \u2014")))
        << offers->currentText().toStdString();
}

/// The Cloud page's child of that object name in the window's current pages.
template <typename T> T* cloudChild(const MainWindow& window, const char* name) {
    T* found = window.cloudPage()->findChild<T*>(QString::fromLatin1(name));
    EXPECT_NE(found, nullptr) << name;
    return found;
}

/// The main window with the Cloud page: a language switch builds the pages again.
class CloudPageWindowTest : public TempDirTest {
protected:
    void TearDown() override {
        Languages::apply(QStringLiteral("en"));
        QCoreApplication::processEvents();
        TempDirTest::TearDown();
    }

    /// Switches the language and waits until the window has built its pages again.
    static void switchLanguage(MainWindow& window, const QString& code) {
        const QPointer<CloudPage> before = window.cloudPage();
        ASSERT_TRUE(Languages::apply(code));
        EXPECT_TRUE(QTest::qWaitFor([&] { return before.isNull(); }, 5000)) << code.toStdString();
    }
};

TEST_F(CloudPageWindowTest, TheDesktopTheOfferAndTheInputsSurviveALanguageSwitch) {
    MainWindow window(std::make_unique<Catalog>(
        gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite")))));
    CloudPage* page = window.cloudPage();
    auto* desktop = cloudChild<QComboBox>(window, "desktopCardCombo");
    desktop->setCurrentIndex(desktop->findData(QStringLiteral("RTX 4090")));
    cloudChild<QSpinBox>(window, "desktopCountSpin")->setValue(2);
    auto* offers = cloudChild<QComboBox>(window, "cloudOfferCombo");
    int p3 = -1;
    for (int index = 0; index < offers->count(); ++index) {
        p3 = offers->itemText(index).startsWith(QStringLiteral("AWS p3.2xlarge")) ? index : p3;
    }
    ASSERT_GE(p3, 0);
    offers->setCurrentIndex(p3);
    cloudChild<QDoubleSpinBox>(window, "cloudPriceSpin")->setValue(2.5);
    cloudChild<QDoubleSpinBox>(window, "desktopPriceSpin")->setValue(5200);
    cloudChild<QDoubleSpinBox>(window, "utilizationSpin")->setValue(40);
    cloudChild<QSpinBox>(window, "horizonSpin")->setValue(5);
    cloudChild<QSpinBox>(window, "gridSpin")->setValue(300);
    ASSERT_FALSE(page->offerFollowsDesktop());
    const DesktopVersusCloud before = page->comparison();
    const QString offerBefore = offers->currentText();

    switchLanguage(window, QStringLiteral("zh_CN"));
    CloudPage* rebuilt = window.cloudPage();
    ASSERT_NE(rebuilt, nullptr);
    const DesktopVersusCloud after = rebuilt->comparison();
    EXPECT_EQ(cloudChild<QComboBox>(window, "desktopCardCombo")->currentData().toString(),
              QStringLiteral("RTX 4090"));
    EXPECT_EQ(cloudChild<QSpinBox>(window, "desktopCountSpin")->value(), 2);
    EXPECT_TRUE(cloudChild<QComboBox>(window, "cloudOfferCombo")
                    ->currentText()
                    .startsWith(QStringLiteral("AWS p3.2xlarge")));
    EXPECT_FALSE(rebuilt->offerFollowsDesktop()) << "the user's pick stays theirs";
    EXPECT_DOUBLE_EQ(after.cloudUsdPerHour, before.cloudUsdPerHour);
    EXPECT_DOUBLE_EQ(after.desktopUsd, 5200);
    EXPECT_DOUBLE_EQ(after.utilization, before.utilization);
    EXPECT_DOUBLE_EQ(after.gpuWatts, before.gpuWatts);
    EXPECT_DOUBLE_EQ(after.systemWatts, before.systemWatts);
    EXPECT_DOUBLE_EQ(after.kwhPriceUsd, before.kwhPriceUsd);
    EXPECT_EQ(cloudChild<QSpinBox>(window, "horizonSpin")->value(), 5);
    EXPECT_EQ(cloudChild<QSpinBox>(window, "gridSpin")->value(), 300);

    // Back in English, on the like-for-like offer: it still follows the desktop afterwards.
    switchLanguage(window, QStringLiteral("en"));
    EXPECT_EQ(cloudChild<QComboBox>(window, "cloudOfferCombo")->currentText(), offerBefore);
    window.cloudPage()->setOfferFollowsDesktop(true);
    switchLanguage(window, QStringLiteral("zh_CN"));
    EXPECT_TRUE(window.cloudPage()->offerFollowsDesktop());
    auto* likeForLike = cloudChild<QComboBox>(window, "cloudOfferCombo");
    EXPECT_TRUE(likeForLike->currentText().contains(QStringLiteral("\u00d7 RTX 4090 \u2014")));
    // Picking the like-for-like offer itself makes it the user's: kept as theirs too.
    emit likeForLike->activated(likeForLike->currentIndex());
    ASSERT_FALSE(window.cloudPage()->offerFollowsDesktop());
    switchLanguage(window, QStringLiteral("en"));
    EXPECT_FALSE(window.cloudPage()->offerFollowsDesktop());
}

} // namespace
