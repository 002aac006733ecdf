// The display currency: money formatted in US dollars, yuan and euros at a user's rate, and the
// pages that show money or take it typed (wizard budget, charts, compare, build, cloud, catalog
// price) in the display currency while everything stays stored in US dollars. Every test ends in
// US dollars again (the fixture), so the other tests see the default.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/gpufieldtext.h"
#include "gpuadvisor/text/numbers.h"
#include "gpuadvisor/ui/build/buildpage.h"
#include "gpuadvisor/ui/catalog/gputablemodel.h"
#include "gpuadvisor/ui/catalog/pricedialog.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/charts/performancechart.h"
#include "gpuadvisor/ui/cloud/cloudpage.h"
#include "gpuadvisor/ui/compare/comparepage.h"
#include "gpuadvisor/ui/shell/contextbar.h"
#include "gpuadvisor/ui/wizard/advisorwizard.h"

#include "qtprinters.h"
#include "shippedcatalogfile.h"
#include "tempdir.h"
#include "testdate.h"

#include <QAbstractButton>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QValueAxis>

#include <gtest/gtest.h>

#include <memory>

using namespace gpuadvisor;
using text::Currency;
using text::DisplayCurrency;

namespace {

constexpr double yuanPerUsd = 7.2;
constexpr double euroPerUsd = 0.92;

const QString yuan = QStringLiteral("\u00a5");
const QString euro = QStringLiteral("\u20ac");

using gpuadvisor::testing::day;

/// US English number formatting (so "7,200" is what the locale writes), US dollars again after
/// each test, and the shipped catalog in a temporary file.
class CurrencyTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        m_locale = QLocale();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        ASSERT_EQ(text::displayCurrency(), DisplayCurrency{}) << "an earlier test left another currency";
        const Catalog catalog(
            gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite"))));
        snapshot = std::make_shared<const CatalogSnapshot>(CatalogSnapshot::load(catalog));
        settings.asOf = day(2024, 1, 1);
    }

    void TearDown() override {
        text::setDisplayCurrency({});
        QLocale::setDefault(m_locale);
    }

    static void useYuan() { text::setDisplayCurrency({Currency::Cny, yuanPerUsd}); }

    std::shared_ptr<const CatalogSnapshot> snapshot;
    ChartSettings settings;

private:
    QLocale m_locale;
};

TEST_F(CurrencyTest, DefaultsToUsDollars) {
    EXPECT_EQ(text::displayCurrency().currency, Currency::Usd);
    EXPECT_DOUBLE_EQ(text::displayCurrency().unitsPerUsd, 1);
    EXPECT_EQ(text::money(1000), QStringLiteral("$1,000"));
    EXPECT_EQ(text::money(1234.5), QStringLiteral("$1,235"));
    EXPECT_EQ(text::money(9.5), QStringLiteral("$9.50"));
    EXPECT_EQ(text::money(1599.99, 2), QStringLiteral("$1,599.99"));
    EXPECT_EQ(text::money(-5), QStringLiteral("-$5.00"));
    EXPECT_EQ(text::moneyPerUnit(0.175, QStringLiteral("kWh")), QStringLiteral("$0.175/kWh"));
    EXPECT_EQ(text::moneyPerUnit(0.12, QStringLiteral("kWh")), QStringLiteral("$0.12/kWh"));
    EXPECT_EQ(text::moneyPerUnit(2.14, QStringLiteral("h")), QStringLiteral("$2.14/h"));
    EXPECT_EQ(text::moneyRate(0.0137), QStringLiteral("$0.0137"));
    EXPECT_EQ(text::moneyRate(2), QStringLiteral("$2.00"));
    EXPECT_DOUBLE_EQ(text::toDisplay(1000), 1000);
    EXPECT_DOUBLE_EQ(text::fromDisplay(1000), 1000);
}

TEST_F(CurrencyTest, FormatsMoneyInEachCurrency) {
    EXPECT_EQ(text::currencySymbol(Currency::Usd), QStringLiteral("$"));
    EXPECT_EQ(text::currencySymbol(Currency::Cny), yuan);
    EXPECT_EQ(text::currencySymbol(Currency::Eur), euro);
    EXPECT_EQ(text::currencyCode(Currency::Usd), QStringLiteral("USD"));
    EXPECT_EQ(text::currencyCode(Currency::Cny), QStringLiteral("CNY"));
    EXPECT_EQ(text::currencyCode(Currency::Eur), QStringLiteral("EUR"));

    useYuan();
    EXPECT_EQ(text::currencySymbol(), yuan);
    EXPECT_EQ(text::currencyCode(), QStringLiteral("CNY"));
    EXPECT_EQ(text::money(1000), yuan + QStringLiteral("7,200"));
    EXPECT_EQ(text::money(10), yuan + QStringLiteral("72.00"));
    // Decimals follow the amount shown: $20 is ¥144, whole yuan.
    EXPECT_EQ(text::money(20), yuan + QStringLiteral("144"));
    EXPECT_EQ(text::displayMoney(1000), yuan + QStringLiteral("1,000"));
    EXPECT_EQ(text::moneyPerUnit(0.175, QStringLiteral("kWh")), yuan + QStringLiteral("1.26/kWh"));
    EXPECT_NEAR(text::toDisplay(1000), 7200, 1e-9);
    EXPECT_NEAR(text::fromDisplay(7200), 1000, 1e-9);
    EXPECT_NEAR(text::perDisplayUnit(7.2), 1, 1e-12);

    text::setDisplayCurrency({Currency::Eur, euroPerUsd});
    EXPECT_EQ(text::money(1000), euro + QStringLiteral("920"));
    EXPECT_EQ(text::money(10), euro + QStringLiteral("9.20"));
    EXPECT_NEAR(text::toDisplay(1000), 920, 1e-9);
    EXPECT_NEAR(text::fromDisplay(920), 1000, 1e-9);

    text::setDisplayCurrency({});
    EXPECT_EQ(text::money(1000), QStringLiteral("$1,000"));
}

// A price beside its total: "$3,488 each, $6,975 in all" would not multiply out (two quotes of
// $3,200 and $3,775 make a price of $3,487.50), so the price each is then shown to the cent.
TEST_F(CurrencyTest, APriceEachMultipliesOutToTheTotalShown) {
    EXPECT_EQ(text::moneyEach(3487.5, 2), QStringLiteral("$3,487.50"));
    EXPECT_EQ(text::money(3487.5 * 2), QStringLiteral("$6,975"));
    EXPECT_EQ(text::moneyEach(3487.5, 1), QStringLiteral("$3,488")); // alone, as money() shows it
    EXPECT_EQ(text::moneyEach(700, 4), QStringLiteral("$700"));
    EXPECT_EQ(text::moneyEach(1599.1, 2), QStringLiteral("$1,599"));    // $3,198.20 is $3,198: it adds up
    EXPECT_EQ(text::moneyEach(1599.4, 3), QStringLiteral("$1,599.40")); // $4,798.20 is $4,798, not $4,797
    EXPECT_EQ(text::moneyEach(49.99, 8), QStringLiteral("$49.99"));

    // Every currency, prices with odd cents, 1-8 cards: the figure shown times the count is the total shown.
    const QLocale locale;
    for (const DisplayCurrency currency : {DisplayCurrency{}, DisplayCurrency{Currency::Cny, yuanPerUsd},
                                           DisplayCurrency{Currency::Eur, euroPerUsd}}) {
        text::setDisplayCurrency(currency);
        const QString symbol = text::currencySymbol();
        for (const double unit : {150.5, 333.33, 1234.5, 2999.49, 3487.5, 8765.75, 30999.5}) {
            for (int count = 1; count <= 8; ++count) {
                const QString each = text::moneyEach(unit, count);
                const QString total = text::money(unit * count);
                ASSERT_TRUE(each.startsWith(symbol) && total.startsWith(symbol)) << each.toStdString();
                bool ok = false;
                const double shown = locale.toDouble(each.mid(symbol.size()), &ok);
                ASSERT_TRUE(ok) << each.toStdString();
                const int decimals = total.contains(locale.decimalPoint()) ? 2 : 0;
                EXPECT_EQ(symbol + locale.toString(shown * count, 'f', decimals), total)
                    << each.toStdString() << " x " << count;
            }
        }
    }
}

// The wizard's budget question answered from a price: one card is priced once; several give the
// price each (to the cent where the rounded figure would not multiply out) and the total; a total
// over the budget by less than the rounding is shown to the cent.
TEST_F(CurrencyTest, ABudgetAnswerNeverContradictsItsOwnFigures) {
    const text::PriceAgeRule fresh{day(2023, 3, 1), 6};
    const auto reason = [&fresh](const char* card, double unit, int count, double budget) {
        const BudgetCheck check{card, Condition::New, unit, day(2023, 1, 30), count, budget};
        const FlowStep step{FlowNodeId{}, FlowQuestion::WithinBudget, check.totalUsd() <= budget,
                            AnswerSource::Budget, check};
        return text::stepReason(step, fresh);
    };
    EXPECT_EQ(
        reason("RTX 4080", 1250, 1, 500),
        QStringLiteral("No: RTX 4080 (new) at $1,250 (price of 2023-01-30), over your budget of $500."));
    EXPECT_EQ(
        reason("RTX 3060", 330, 1, 500),
        QStringLiteral("Yes: RTX 3060 (new) at $330 (price of 2023-01-30), within your budget of $500."));
    EXPECT_EQ(reason("RTX 5090", 3487.5, 2, 5000),
              QStringLiteral("No: 2 x RTX 5090 (new) at $3,487.50 (price of 2023-01-30) is $6,975, over your "
                             "budget of $5,000."));
    EXPECT_EQ(reason("RTX 3060", 250.2, 2, 500),
              QStringLiteral("No: 2 x RTX 3060 (new) at $250.20 (price of 2023-01-30) is $500.40, over your "
                             "budget of $500.00."));
    EXPECT_EQ(
        reason("RTX 3060", 500.4, 1, 500),
        QStringLiteral("No: RTX 3060 (new) at $500.40 (price of 2023-01-30), over your budget of $500.00."));
}

TEST_F(CurrencyTest, TellsListenersOnlyOfChanges) {
    QSignalSpy changed(text::DisplayCurrencyNotifier::instance(), &text::DisplayCurrencyNotifier::changed);
    text::setDisplayCurrency({});
    EXPECT_EQ(changed.count(), 0) << "US dollars already";
    useYuan();
    EXPECT_EQ(changed.count(), 1);
    useYuan();
    EXPECT_EQ(changed.count(), 1);
    text::setDisplayCurrency({Currency::Cny, 7.1});
    EXPECT_EQ(changed.count(), 2) << "a new rate";

    // US dollars always at 1; a rate that is no positive number counts as 1.
    text::setDisplayCurrency({Currency::Usd, 7.1});
    EXPECT_DOUBLE_EQ(text::displayCurrency().unitsPerUsd, 1);
    text::setDisplayCurrency({Currency::Eur, -3});
    EXPECT_DOUBLE_EQ(text::displayCurrency().unitsPerUsd, 1);
    text::setDisplayCurrency({Currency::Eur, std::numeric_limits<double>::quiet_NaN()});
    EXPECT_DOUBLE_EQ(text::displayCurrency().unitsPerUsd, 1);
}

TEST_F(CurrencyTest, WizardBudgetIsTypedInYuanAndKeptInDollars) {
    settings.asOf = day(2023, 1, 30);
    useYuan();
    AdvisorWizard wizard(snapshot, settings);
    wizard.show();
    const auto answer = [&wizard](bool yes) {
        wizard.page(wizard.currentId())
            ->findChild<QRadioButton*>(QString::fromLatin1(yes ? "yesButton" : "noButton"))
            ->click();
        wizard.next();
    };
    answer(false); // organisation
    answer(true);  // train
    answer(true);  // transformers
    ASSERT_EQ(wizard.currentId(), AdvisorWizard::BudgetPage);
    auto* budget = wizard.page(AdvisorWizard::BudgetPage)->findChild<QSpinBox*>(QStringLiteral("budgetSpin"));
    ASSERT_NE(budget, nullptr);
    EXPECT_EQ(budget->prefix(), yuan);
    // The default budget, $1,000, shown in yuan.
    EXPECT_EQ(budget->value(), 7200);
    EXPECT_NEAR(*wizard.answers().flow.budgetUsd, 1000, 1e-9);

    budget->setValue(14'400);
    EXPECT_NEAR(*wizard.answers().flow.budgetUsd, 2000, 1e-9);
    budget->setValue(7200);
    ASSERT_TRUE(wizard.answers().flow.budgetUsd.has_value());
    EXPECT_NEAR(*wizard.answers().flow.budgetUsd, 1000, 1e-9);

    // Another currency shows the same budget; the answer does not move.
    text::setDisplayCurrency({Currency::Eur, euroPerUsd});
    EXPECT_EQ(budget->prefix(), euro);
    EXPECT_EQ(budget->value(), 920);
    EXPECT_NEAR(*wizard.answers().flow.budgetUsd, 1000, 1e-9);
    useYuan();
    EXPECT_EQ(budget->value(), 7200);

    wizard.next(); // memory
    wizard.next(); // result
    ASSERT_EQ(wizard.currentId(), AdvisorWizard::ResultPage);
    const Recommendation result = wizard.recommendation();
    ASSERT_FALSE(result.pick.candidates.empty());
    const QString pick =
        wizard.page(AdvisorWizard::ResultPage)->findChild<QLabel*>(QStringLiteral("pickTable"))->text();
    EXPECT_TRUE(pick.contains(text::money(result.pick.candidates.front().price->priceUsd))) << pick;
    EXPECT_TRUE(pick.contains(yuan + QStringLiteral("1,000"))) << "per ¥1,000 of ownership: " << pick;
    EXPECT_FALSE(pick.contains(QLatin1Char('$'))) << pick;
}

TEST_F(CurrencyTest, ChartsPagePerThousandFollowsTheRate) {
    ChartsPage page;
    page.resize(1400, 900);
    page.setSnapshot(snapshot);
    ChartSettings perDollar = settings;
    perDollar.perDollar = true;
    page.applySettings(perDollar);
    ASSERT_FALSE(page.chartData().bars.empty());
    const ChartBar first = page.chartData().bars.front();
    const double perThousandUsd = first.value;
    EXPECT_NEAR(perThousandUsd, first.relativePerformance / first.cost->totalUsd() * 1000, 1e-9);
    EXPECT_TRUE(page.chartData().valueTitle.contains(QStringLiteral("$1,000")));

    useYuan();
    const ChartData& data = page.chartData();
    ASSERT_FALSE(data.bars.empty());
    EXPECT_EQ(data.bars.front().gpu, first.gpu) << "the same order";
    EXPECT_NEAR(data.bars.front().value, perThousandUsd / yuanPerUsd, 1e-12);
    EXPECT_TRUE(data.valueTitle.contains(yuan + QStringLiteral("1,000"))) << data.valueTitle;
    EXPECT_FALSE(data.valueTitle.contains(QLatin1Char('$'))) << data.valueTitle;
    const QString tip = page.chart()->toolTip(0);
    EXPECT_TRUE(tip.contains(text::money(first.price->priceUsd, 0))) << tip;
    EXPECT_FALSE(tip.contains(QLatin1Char('$'))) << tip;

    // The electricity price, on the context line: shown in yuan, kept in dollars; typed in yuan.
    ContextBar contextLine;
    contextLine.setContext(page.settings().context());
    QObject::connect(&contextLine, &ContextBar::contextEdited, &page, &ChartsPage::setContext);
    auto* kwh = contextLine.findChild<QDoubleSpinBox*>(QStringLiteral("contextKwhPriceSpin"));
    ASSERT_NE(kwh, nullptr);
    EXPECT_EQ(kwh->prefix(), yuan);
    EXPECT_NEAR(kwh->value(), settings.ownership.kwhPriceUsd * yuanPerUsd, 0.0005);
    EXPECT_DOUBLE_EQ(page.settings().ownership.kwhPriceUsd, settings.ownership.kwhPriceUsd);
    kwh->setValue(1.44);
    EXPECT_NEAR(page.settings().ownership.kwhPriceUsd, 0.2, 1e-12);

    text::setDisplayCurrency({});
    EXPECT_EQ(kwh->prefix(), QStringLiteral("$"));
    EXPECT_NEAR(kwh->value(), 0.2, 1e-12);
    EXPECT_TRUE(page.chartData().valueTitle.contains(QStringLiteral("$1,000")));
}

TEST_F(CurrencyTest, ComparePageShowsPricesInYuan) {
    ComparePage page;
    page.setSnapshot(snapshot);
    page.setSettings(settings);
    page.setCards({QStringLiteral("RTX 4090"), QStringLiteral("RTX 3080")});
    auto* perDollar = page.findChild<QCheckBox*>(QStringLiteral("comparePerDollarCheck"));
    ASSERT_NE(perDollar, nullptr);
    perDollar->setChecked(true);
    const QList<QList<qreal>> usdValues = page.chartValues();
    const PriceObservation* price = snapshot->priceBook.latest("RTX 4090", settings.condition, settings.asOf);
    ASSERT_NE(price, nullptr);

    useYuan();
    const QTableWidget* table = page.table();
    const int priceRow = page.rowOf(QStringLiteral("price"));
    ASSERT_GE(priceRow, 0);
    EXPECT_TRUE(table->verticalHeaderItem(priceRow)->text().contains(QStringLiteral("CNY")));
    EXPECT_EQ(table->item(priceRow, 0)->text(), QLocale().toString(price->priceUsd * yuanPerUsd, 'f', 0));
    EXPECT_TRUE(perDollar->text().contains(yuan + QStringLiteral("1,000"))) << perDollar->text();
    bool perThousandSection = false;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString header = table->verticalHeaderItem(row)->text();
        EXPECT_FALSE(header.contains(QStringLiteral("USD")) || header.contains(QLatin1Char('$'))) << header;
        perThousandSection = perThousandSection || header.contains(yuan + QStringLiteral("1,000"));
    }
    EXPECT_TRUE(perThousandSection);
    const QList<QList<qreal>> yuanValues = page.chartValues();
    ASSERT_EQ(yuanValues.size(), usdValues.size());
    for (qsizetype card = 0; card < usdValues.size(); ++card) {
        for (qsizetype metric = 0; metric < usdValues[card].size(); ++metric) {
            EXPECT_NEAR(yuanValues[card][metric], usdValues[card][metric] / yuanPerUsd, 1e-12);
        }
    }
    const QString assumptions = page.findChild<QLabel*>(QStringLiteral("compareAssumptions"))->text();
    EXPECT_TRUE(assumptions.contains(text::moneyRate(settings.ownership.kwhPriceUsd))) << assumptions;
    EXPECT_FALSE(assumptions.contains(QLatin1Char('$'))) << assumptions;
}

TEST_F(CurrencyTest, BuildPageSummaryShowsYuan) {
    BuildPage page;
    page.setSnapshot(snapshot);
    page.setSettings(settings);
    ASSERT_TRUE(page.addGpu(QStringLiteral("RTX 3090"), 2));
    ASSERT_TRUE(page.summary().has_value());
    const double totalUsd = page.summary()->totalUsd();
    const auto summaryText = [&page] {
        return page.findChild<QLabel*>(QStringLiteral("summaryLabel"))->text();
    };
    EXPECT_TRUE(summaryText().contains(text::money(totalUsd, 0))) << summaryText();

    useYuan();
    EXPECT_DOUBLE_EQ(page.summary()->totalUsd(), totalUsd) << "stored in dollars";
    const QString summary = summaryText();
    EXPECT_TRUE(summary.contains(yuan + QLocale().toString(totalUsd * yuanPerUsd, 'f', 0))) << summary;
    EXPECT_FALSE(summary.contains(QLatin1Char('$'))) << summary;
    const QString assumptions = page.findChild<QLabel*>(QStringLiteral("summaryAssumptions"))->text();
    EXPECT_TRUE(assumptions.contains(yuan)) << assumptions;
    EXPECT_FALSE(assumptions.contains(QLatin1Char('$'))) << assumptions;
}

TEST_F(CurrencyTest, CloudPageTakesAndShowsYuan) {
    CloudPage page;
    page.setSnapshot(snapshot);
    page.setSettings(settings);
    const double desktopUsd = page.comparison().desktopUsd;
    ASSERT_GT(desktopUsd, 0);

    useYuan();
    auto* desktopPrice = page.findChild<QDoubleSpinBox*>(QStringLiteral("desktopPriceSpin"));
    auto* cloudPrice = page.findChild<QDoubleSpinBox*>(QStringLiteral("cloudPriceSpin"));
    ASSERT_NE(desktopPrice, nullptr);
    ASSERT_NE(cloudPrice, nullptr);
    EXPECT_EQ(desktopPrice->prefix(), yuan);
    EXPECT_NEAR(desktopPrice->value(), std::round(desktopUsd * yuanPerUsd), 1e-9);
    EXPECT_DOUBLE_EQ(page.comparison().desktopUsd, desktopUsd) << "showing it in yuan changes nothing";

    desktopPrice->setValue(15'840);
    EXPECT_NEAR(page.comparison().desktopUsd, 2200, 1e-9);
    // The default offer has one GPU, as the desktop: ¥7.20 an hour is $1 a busy hour.
    ASSERT_TRUE(page.findChild<QComboBox*>(QStringLiteral("cloudOfferCombo"))
                    ->currentText()
                    .contains(QStringLiteral("p3.2xlarge")));
    cloudPrice->setValue(7.2);
    EXPECT_NEAR(page.comparison().cloudUsdPerHour, 1, 1e-12);
    const QString totals = page.findChild<QLabel*>(QStringLiteral("totalsLabel"))->text();
    EXPECT_TRUE(totals.contains(yuan)) << totals;
    EXPECT_FALSE(totals.contains(QLatin1Char('$'))) << totals;
    const QString energy = page.findChild<QLabel*>(QStringLiteral("energyLabel"))->text();
    EXPECT_FALSE(energy.contains(QLatin1Char('$'))) << energy;
    const QString offer = page.findChild<QComboBox*>(QStringLiteral("cloudOfferCombo"))->currentText();
    EXPECT_FALSE(offer.contains(QLatin1Char('$'))) << offer;

    // The chart draws yuan: the desktop's curve starts at its price.
    const QChart* chart = page.findChild<QChartView*>(QStringLiteral("costChart"))->chart();
    for (QAbstractSeries* series : chart->series()) {
        if (series->objectName() == QLatin1String("desktopSeries")) {
            EXPECT_NEAR(qobject_cast<QLineSeries*>(series)->at(0).y(), 15'840, 1e-6);
        }
    }
}

TEST_F(CurrencyTest, CatalogPricesAreTypedInYuan) {
    useYuan();
    PriceDialog dialog({QStringLiteral("RTX 4090")}, QStringLiteral("RTX 4090"), day(2024, 6, 1));
    EXPECT_EQ(dialog.priceSpin()->prefix(), yuan);
    dialog.priceSpin()->setValue(14'400);
    dialog.sourceEdit()->setText(QStringLiteral("a shop in Shenzhen"));
    const std::optional<PriceObservation> price = dialog.validatedPrice();
    ASSERT_TRUE(price.has_value());
    EXPECT_NEAR(price->priceUsd, 2000, 1e-9);

    GpuTableModel model;
    model.setSnapshot(snapshot, settings.asOf);
    const QString header = model.headerData(GpuTableModel::NewPriceColumn, Qt::Horizontal).toString();
    EXPECT_TRUE(header.contains(QStringLiteral("CNY"))) << header;
    EXPECT_EQ(text::gpuFieldLabel("launch_price_usd"), QStringLiteral("Launch price (US$)"));

    // The table shows the newest price in yuan and takes an edit in yuan.
    const int row = model.rowOf(QStringLiteral("RTX 4090"));
    ASSERT_GE(row, 0);
    const QModelIndex cell = model.index(row, GpuTableModel::NewPriceColumn);
    const PriceObservation* newest = snapshot->priceBook.latest("RTX 4090", Condition::New, settings.asOf);
    ASSERT_NE(newest, nullptr);
    EXPECT_EQ(model.data(cell, Qt::DisplayRole).toString(),
              QLocale().toString(std::round(newest->priceUsd * yuanPerUsd), 'f', 0));
    std::optional<PriceObservation> added;
    model.setPriceEditor([&added](const PriceObservation& observation, std::optional<double>) {
        added = observation;
        return QString();
    });
    EXPECT_TRUE(model.setData(cell, model.data(cell, Qt::EditRole), Qt::EditRole));
    EXPECT_FALSE(added.has_value()) << "the price as shown is no change";
    ASSERT_NE(newest->priceUsd, 2100);
    EXPECT_TRUE(model.setData(cell, QStringLiteral("15120"), Qt::EditRole));
    ASSERT_TRUE(added.has_value());
    EXPECT_NEAR(added->priceUsd, 2100, 1e-9);
}

} // namespace

// The one number formatter every page uses: trailing zeros go, grouping follows the locale, and
// an editor gets every digit without grouping.
TEST(NumberText, TrimmedNumbersDropTrailingZerosAndEditorsGetEveryDigit) {
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    EXPECT_EQ(text::trimmedNumber(24.0, 2), QStringLiteral("24"));
    EXPECT_EQ(text::trimmedNumber(1.50, 2), QStringLiteral("1.5"));
    EXPECT_EQ(text::trimmedNumber(0.254, 2), QStringLiteral("0.25"));
    EXPECT_EQ(text::trimmedNumber(1200.0, 0), QStringLiteral("1,200"));
    EXPECT_EQ(text::trimmedNumber(100.0, 1), QStringLiteral("100")); // a zero before the point stays
    EXPECT_EQ(text::editableNumber(35.58), QStringLiteral("35.58"));
    EXPECT_EQ(text::editableNumber(1200), QStringLiteral("1200"));
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    EXPECT_EQ(text::trimmedNumber(1234.50, 2), QStringLiteral("1.234,5"));
    QLocale::setDefault(before);
}
