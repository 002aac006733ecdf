// The application shell: settings, languages switched at run time, the welcome at a first start,
// Help > About and Help > Sources, Settings > Preferences (currency).

#include "gpuadvisor/core/advice/guideclaims.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/guideclaimtext.h"
#include "gpuadvisor/ui/build/buildpage.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/compare/comparepage.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shell/appsettings.h"
#include "gpuadvisor/ui/shell/languages.h"
#include "gpuadvisor/ui/shell/mainwindow.h"
#include "gpuadvisor/ui/shell/preferencesdialog.h"
#include "gpuadvisor/ui/shell/sourcesdialog.h"
#include "gpuadvisor/ui/shell/welcomedialog.h"
#include "gpuadvisor/ui/wizard/advisorwizard.h"

#include "qtprinters.h"
#include "shippedcatalogfile.h"
#include "tempdir.h"

#include <QAction>
#include <QApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpuadvisor;
using namespace Qt::StringLiterals;

namespace {

/// Each test has settings of its own (QStandardPaths test mode is on in uitestmain.cpp, and the
/// organization name is the test's), English, US dollars, and no GPUADVISOR_NO_WELCOME.
class AppShellTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        m_organization = QCoreApplication::organizationName();
        const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
        QCoreApplication::setOrganizationName(u"gpu-advisor-test-%1-%2-%3"_s.arg(
            QString::fromLatin1(test->test_suite_name()), QString::fromLatin1(test->name()),
            QString::number(QCoreApplication::applicationPid())));
        QSettings().clear();
        m_noWelcome = qgetenv("GPUADVISOR_NO_WELCOME");
        qunsetenv("GPUADVISOR_NO_WELCOME");
        Languages::apply(u"en"_s);
        text::setDisplayCurrency({});
    }
    void TearDown() override {
        m_window.reset();
        Languages::apply(u"en"_s);
        text::setDisplayCurrency({});
        QSettings settings;
        settings.clear();
        settings.sync();
        QFile::remove(settings.fileName());
        QCoreApplication::setOrganizationName(m_organization);
        if (!m_noWelcome.isNull()) {
            qputenv("GPUADVISOR_NO_WELCOME", m_noWelcome);
        }
    }

    MainWindow& window() {
        if (!m_window) {
            m_window = std::make_unique<MainWindow>(std::make_unique<Catalog>(
                gpuadvisor::testing::copyShippedCatalog(path(u"catalog.sqlite"_s))));
        }
        return *m_window;
    }
    QStringList menuTitles() {
        QStringList titles;
        for (const QAction* menu : window().menuBar()->actions()) {
            titles << menu->text();
        }
        return titles;
    }
    QAction* action(const QString& name) {
        auto* found = window().findChild<QAction*>(name);
        EXPECT_NE(found, nullptr) << name;
        return found;
    }
    /// Picks a language from the Settings menu and waits until the window has built its pages
    /// again (the old charts page is gone; the new one may have the old one's address).
    void switchLanguage(const QString& code) {
        const QPointer<ChartsPage> before = window().chartsPage();
        action(u"language_"_s + code)->trigger();
        EXPECT_TRUE(QTest::qWaitFor([&] { return before.isNull(); }, 5000)) << code;
        EXPECT_EQ(Languages::current(), code);
    }

    std::unique_ptr<MainWindow> m_window;
    QString m_organization;
    QByteArray m_noWelcome;
};

/// The English source strings of the main window's menus, in order.
const char* const menuSources[] = {"&File", "&Edit", "&Tools", "&Settings", "&Help"};

QStringList translatedMenuTitles() {
    QStringList titles;
    for (const char* source : menuSources) {
        titles << QCoreApplication::translate("gpuadvisor::MainWindow", source);
    }
    return titles;
}

TEST_F(AppShellTest, SettingsReadTheirDefaultsWhenUnset) {
    const QSettings store;
    EXPECT_EQ(settings::value(store, settings::language), QString());
    EXPECT_FALSE(settings::value(store, settings::firstRunDone));
    EXPECT_EQ(settings::value(store, settings::currency), u"USD"_s);
    EXPECT_DOUBLE_EQ(settings::value(store, settings::cnyPerUsd), 7.2);
    EXPECT_DOUBLE_EQ(settings::value(store, settings::eurPerUsd), 0.92);
    EXPECT_DOUBLE_EQ(settings::value(store, settings::kwhPriceUsd), 0.175); // seed fact C1
    EXPECT_DOUBLE_EQ(settings::value(store, settings::utilization), 0.15);  // seed fact C1
    EXPECT_DOUBLE_EQ(settings::value(store, settings::years), 5);           // seed fact C1
    EXPECT_EQ(settings::value(store, settings::defaultMetric), u"training16"_s);
    EXPECT_TRUE(settings::value(store, settings::windowGeometry).isEmpty());
    EXPECT_TRUE(settings::value(store, settings::windowState).isEmpty());
    EXPECT_EQ(settings::value(store, settings::lastExportFolder), QString());
    EXPECT_EQ(settings::value(store, settings::exportWidth), ChartExportOptions{}.size.width());
    EXPECT_EQ(settings::value(store, settings::exportHeight), ChartExportOptions{}.size.height());
    EXPECT_EQ(settings::value(store, settings::exportDpi), ChartExportOptions{}.dpi);
    // One default for the export folder, whichever dialog asks (charts and the wizard's result).
    EXPECT_EQ(settings::exportFolder(), QStandardPaths::writableLocation(QStandardPaths::PicturesLocation));
}

TEST_F(AppShellTest, EverySettingRoundTripsThroughANewQSettings) {
    {
        QSettings store;
        settings::setValue(store, settings::language, u"zh_CN"_s);
        settings::setValue(store, settings::firstRunDone, true);
        settings::setValue(store, settings::currency, u"EUR"_s);
        settings::setValue(store, settings::cnyPerUsd, 7.05);
        settings::setValue(store, settings::eurPerUsd, 0.9);
        settings::setValue(store, settings::kwhPriceUsd, 0.3);
        settings::setValue(store, settings::utilization, 0.6);
        settings::setValue(store, settings::years, 3.5);
        settings::setValue(store, settings::defaultMetric, u"inference8"_s);
        settings::setValue(store, settings::windowGeometry, QByteArray("\x01\x02geometry", 10));
        settings::setValue(store, settings::windowState, QByteArray("state\x00\xff", 7));
        settings::setValue(store, settings::lastExportFolder, u"/tmp/charts"_s);
        settings::setValue(store, settings::exportWidth, 1600);
        settings::setValue(store, settings::exportHeight, 1000);
        settings::setValue(store, settings::exportDpi, 300);
    } // written to the file when the QSettings goes
    const QSettings store;
    EXPECT_EQ(settings::value(store, settings::language), u"zh_CN"_s);
    EXPECT_TRUE(settings::value(store, settings::firstRunDone));
    EXPECT_EQ(settings::value(store, settings::currency), u"EUR"_s);
    EXPECT_DOUBLE_EQ(settings::value(store, settings::cnyPerUsd), 7.05);
    EXPECT_DOUBLE_EQ(settings::value(store, settings::eurPerUsd), 0.9);
    EXPECT_DOUBLE_EQ(settings::value(store, settings::kwhPriceUsd), 0.3);
    EXPECT_DOUBLE_EQ(settings::value(store, settings::utilization), 0.6);
    EXPECT_DOUBLE_EQ(settings::value(store, settings::years), 3.5);
    EXPECT_EQ(settings::value(store, settings::defaultMetric), u"inference8"_s);
    EXPECT_EQ(settings::value(store, settings::windowGeometry), QByteArray("\x01\x02geometry", 10));
    EXPECT_EQ(settings::value(store, settings::windowState), QByteArray("state\x00\xff", 7));
    EXPECT_EQ(settings::value(store, settings::lastExportFolder), u"/tmp/charts"_s);
    EXPECT_EQ(settings::exportFolder(), u"/tmp/charts"_s);
    EXPECT_EQ(settings::value(store, settings::exportWidth), 1600);
    EXPECT_EQ(settings::value(store, settings::exportHeight), 1000);
    EXPECT_EQ(settings::value(store, settings::exportDpi), 300);
    EXPECT_TRUE(QFileInfo(store.fileName()).absoluteFilePath().contains(u".qttest"_s)) << store.fileName();
}

TEST_F(AppShellTest, DamagedValuesReadAsTheDefault) {
    QSettings store;
    store.setValue(QString::fromLatin1(settings::cnyPerUsd.key), u"lots"_s);
    store.setValue(QString::fromLatin1(settings::eurPerUsd.key), -1.0);
    store.setValue(QString::fromLatin1(settings::utilization.key), 7.0);
    store.setValue(QString::fromLatin1(settings::firstRunDone.key), u"maybe"_s);
    store.setValue(QString::fromLatin1(settings::currency.key), u"GBP"_s);
    store.setValue(QString::fromLatin1(settings::defaultMetric.key), u"fp4"_s);
    store.setValue(QString::fromLatin1(settings::language.key), u"tlh"_s);
    store.setValue(QString::fromLatin1(settings::exportWidth.key), 20); // under the smallest side
    store.setValue(QString::fromLatin1(settings::exportDpi.key), u"high"_s);
    EXPECT_DOUBLE_EQ(settings::value(store, settings::cnyPerUsd), 7.2);
    EXPECT_DOUBLE_EQ(settings::value(store, settings::eurPerUsd), 0.92);
    EXPECT_DOUBLE_EQ(settings::value(store, settings::utilization), 0.15);
    EXPECT_FALSE(settings::value(store, settings::firstRunDone));
    EXPECT_EQ(settings::value(store, settings::currency), u"USD"_s);
    EXPECT_EQ(settings::value(store, settings::defaultMetric), u"training16"_s);
    EXPECT_EQ(settings::value(store, settings::language), QString());
    EXPECT_EQ(settings::value(store, settings::exportWidth), ChartExportOptions{}.size.width());
    EXPECT_EQ(settings::value(store, settings::exportDpi), ChartExportOptions{}.dpi);
}

TEST_F(AppShellTest, ChartDefaultsAndWindowGeometryAreSavedAndRestored) {
    ChartSettings chart = window().chartsPage()->settings();
    chart.metric = Metric::Inference16;
    chart.ownership.kwhPriceUsd = 0.31;
    chart.ownership.utilization = 0.4;
    chart.ownership.years = 3;
    // The rest of the purchase context (the context line) is remembered too.
    chart.condition = Condition::Used;
    chart.workload = Workload::Cnn;
    chart.gpuCount = 2;
    window().chartsPage()->applySettings(chart);
    EXPECT_EQ(window().purchaseContext().gpuCount, 2);
    window().resize(1100, 700);
    window().close(); // saves
    const ChartSettings restored = settings::restoredChartSettings();
    EXPECT_EQ(restored.condition, Condition::Used);
    EXPECT_EQ(restored.workload, Workload::Cnn);
    EXPECT_EQ(restored.gpuCount, 2);
    EXPECT_EQ(restored.metric, Metric::Inference16);
    EXPECT_DOUBLE_EQ(restored.ownership.kwhPriceUsd, 0.31);
    EXPECT_DOUBLE_EQ(restored.ownership.utilization, 0.4);
    EXPECT_DOUBLE_EQ(restored.ownership.years, 3);
    EXPECT_FALSE(settings::value(settings::windowGeometry).isEmpty());

    MainWindow second(std::make_unique<Catalog>(path(u"catalog.sqlite"_s)));
    second.restoreSettings();
    EXPECT_EQ(second.size(), QSize(1100, 700));
}

TEST_F(AppShellTest, TheSystemLocaleChoosesChineseForAnyChineseLocale) {
    EXPECT_EQ(Languages::codeFor(QLocale(u"zh_CN"_s)), u"zh_CN"_s);
    EXPECT_EQ(Languages::codeFor(QLocale(u"zh_TW"_s)), u"zh_CN"_s);
    EXPECT_EQ(Languages::codeFor(QLocale(u"en_GB"_s)), u"en"_s);
    EXPECT_EQ(Languages::codeFor(QLocale(u"de_DE"_s)), u"en"_s);
    EXPECT_EQ(Languages::codeFor(QLocale::c()), u"en"_s);
    EXPECT_FALSE(Languages::apply(u"tlh"_s));
    EXPECT_EQ(Languages::current(), u"en"_s);
    // Native names, whatever the current language.
    const QList<Languages::Language> languages = Languages::available();
    ASSERT_EQ(languages.size(), 2);
    EXPECT_EQ(languages[1].nativeName, u"中文（简体）"_s);
}

TEST_F(AppShellTest, SwitchingLanguageAtRunTimeRetranslatesAndKeepsThePages) {
    ASSERT_EQ(menuTitles(), (QStringList{u"&File"_s, u"&Edit"_s, u"&Tools"_s, u"&Settings"_s, u"&Help"_s}));
    // State on every page: chart settings and selection, compared cards, a build of two cards,
    // the current tab, an undo step.
    ChartSettings chart = window().chartsPage()->settings();
    chart.metric = Metric::Inference8;
    chart.perDollar = true;
    chart.minMemoryGb = 12;
    chart.ownership.kwhPriceUsd = 0.25;
    window().chartsPage()->applySettings(chart);
    window().chartsPage()->setSelectedCards({u"RTX 4090"_s, u"RTX 3090"_s});
    window().compareCards({u"RTX 4090"_s, u"RTX 3080"_s});
    BuildSpec build = window().buildPage()->build();
    build.psuWatts = 1200;
    window().buildPage()->setBuild(build);
    ASSERT_TRUE(window().buildPage()->addGpu(u"RTX 3090"_s, 2));
    auto* tabs = window().findChild<QTabWidget*>(u"pages"_s);
    ASSERT_NE(tabs, nullptr);
    tabs->setCurrentWidget(window().buildPage());
    const int buildTab = tabs->currentIndex();
    window().undoStack()->push(new QUndoCommand(u"an edit"_s));

    switchLanguage(u"zh_CN"_s);
    EXPECT_EQ(settings::value(settings::language), u"zh_CN"_s);
    const QStringList chinese = translatedMenuTitles();
    EXPECT_EQ(menuTitles(), chinese);
    // The shipped translation has the File menu; Qt's own translations are loaded too.
    EXPECT_NE(menuTitles().value(0), u"&File"_s);
    if (QFileInfo::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + u"/qtbase_zh_CN.qm"_s)) {
        EXPECT_NE(QCoreApplication::translate("QPlatformTheme", "Cancel"), u"Cancel"_s);
    }

    const ChartSettings kept = window().chartsPage()->settings();
    EXPECT_EQ(kept.metric, Metric::Inference8);
    EXPECT_TRUE(kept.perDollar);
    EXPECT_DOUBLE_EQ(kept.minMemoryGb, 12);
    EXPECT_DOUBLE_EQ(kept.ownership.kwhPriceUsd, 0.25);
    QStringList selected = window().chartsPage()->selectedCards();
    selected.sort();
    EXPECT_EQ(selected, (QStringList{u"RTX 3090"_s, u"RTX 4090"_s}));
    EXPECT_EQ(window().comparePage()->cards(), (QStringList{u"RTX 4090"_s, u"RTX 3080"_s}));
    const BuildSpec keptBuild = window().buildPage()->build();
    ASSERT_EQ(keptBuild.gpus.size(), 2u);
    EXPECT_EQ(keptBuild.gpus[0].gpu.name, "RTX 3090");
    EXPECT_EQ(keptBuild.gpus[1].gpu.name, "RTX 3090");
    EXPECT_DOUBLE_EQ(keptBuild.psuWatts, 1200);
    EXPECT_EQ(tabs->currentIndex(), buildTab);
    EXPECT_EQ(window().undoStack()->count(), 1);
    EXPECT_EQ(window().findChildren<ChartsPage*>().size(), 1); // the old pages are gone
    EXPECT_EQ(window().findChildren<QMenuBar*>().size(), 1);

    switchLanguage(u"en"_s);
    EXPECT_EQ(menuTitles(), (QStringList{u"&File"_s, u"&Edit"_s, u"&Tools"_s, u"&Settings"_s, u"&Help"_s}));
    EXPECT_EQ(window().chartsPage()->settings().metric, Metric::Inference8);
    EXPECT_EQ(window().buildPage()->build().gpus.size(), 2u);
    EXPECT_EQ(tabs->currentIndex(), buildTab);
    EXPECT_EQ(settings::value(settings::language), u"en"_s);
}

TEST_F(AppShellTest, AnOpenWizardIsReopenedOnTheSamePageWithItsAnswers) {
    AdvisorWizard* wizard = window().openAdvisor();
    AdvisorAnswers answers;
    answers.flow.organization = false;
    answers.flow.train = true;
    answers.flow.transformers = true;
    answers.flow.budgetUsd = 1000;
    wizard->setAnswers(answers);
    wizard->next();
    wizard->next();
    const int page = wizard->currentId();
    switchLanguage(u"zh_CN"_s);
    AdvisorWizard* reopened = window().advisorWizard();
    ASSERT_NE(reopened, nullptr);
    EXPECT_TRUE(reopened->isVisible());
    EXPECT_EQ(reopened->currentId(), page);
    EXPECT_EQ(reopened->answers().flow.budgetUsd, 1000);
    EXPECT_EQ(reopened->answers().flow.transformers, true);
    EXPECT_EQ(window().findChildren<AdvisorWizard*>().size(), 1);
}

TEST_F(AppShellTest, AboutNamesTheVersionQtAndTheCatalogsDataDate) {
    const QString version = QCoreApplication::applicationVersion();
    QCoreApplication::setApplicationVersion(u"9.8.7"_s);
    const CatalogSnapshot snapshot = CatalogSnapshot::load(window().catalog());
    ASSERT_FALSE(snapshot.prices().empty());
    Date newest = snapshot.prices().front().observedOn;
    for (const PriceObservation& price : snapshot.prices()) {
        newest = std::max(newest, price.observedOn);
    }
    const QString date = QString::fromStdString(formatIsoDate(newest));

    const QString text = window().aboutText();
    EXPECT_TRUE(text.contains(u"9.8.7"_s)) << text;
    EXPECT_TRUE(text.contains(date)) << text << " lacks " << date;
    EXPECT_TRUE(text.contains(QString::fromLatin1(qVersion()))) << text;
    EXPECT_TRUE(text.contains(u"catalog.sqlite"_s)) << text;

    action(u"aboutAction"_s)->trigger();
    auto* box = window().findChild<QMessageBox*>(u"aboutDialog"_s);
    ASSERT_NE(box, nullptr);
    EXPECT_TRUE(box->isVisible());
    EXPECT_EQ(box->text(), text);
    box->close();
    QCoreApplication::setApplicationVersion(version);
}

TEST_F(AppShellTest, SourcesListEveryFactByIdAndTheFilterNarrowsTheList) {
    SourcesDialog dialog;
    EXPECT_EQ(dialog.objectName(), u"sourcesDialog"_s);
    const QStringList all = dialog.visibleIds();
    EXPECT_EQ(all, SourcesDialog::allIds());
    for (const QString& id : {u"P1"_s, u"P4"_s, u"P21"_s, u"C4"_s, u"C9"_s, u"M1"_s, u"M4"_s, u"R3"_s,
                              u"R13"_s, u"R14"_s, u"B1"_s, u"B13"_s, u"G1"_s, u"G4"_s}) {
        EXPECT_TRUE(all.contains(id)) << id;
    }
    EXPECT_EQ(all.size(), 21 + 9 + 4 + 14 + 13 + 4);

    dialog.setFilter(u"b1"_s); // an id matches whole: not B10-B13
    EXPECT_EQ(dialog.visibleIds(), QStringList{u"B1"_s});
    dialog.setFilter(u"power"_s);
    const QStringList power = dialog.visibleIds();
    EXPECT_LT(power.size(), all.size());
    EXPECT_TRUE(power.contains(u"P18"_s)) << power.join(u' ');
    EXPECT_TRUE(power.contains(u"C2"_s)) << power.join(u' ');
    dialog.setFilter(u"1600"_s);
    const QStringList watts = dialog.visibleIds();
    EXPECT_TRUE(watts.contains(u"B1"_s) && watts.contains(u"B2"_s)) << watts.join(u' ');
    dialog.setFilter(u"1600 SUPPLY"_s); // every word, in any case
    EXPECT_EQ(dialog.visibleIds(), QStringList{u"B1"_s});
    dialog.setFilter(u"no such words here"_s);
    EXPECT_TRUE(dialog.visibleIds().isEmpty());
    dialog.setFilter(QString());
    EXPECT_EQ(dialog.visibleIds(), all);

    action(u"sourcesAction"_s)->trigger();
    EXPECT_NE(window().findChild<SourcesDialog*>(u"sourcesDialog"_s), nullptr);
}

/// The model's value of a check as the dialog prints it: "1.82x" in English.
QString shownRatio(double value) {
    return QLocale().toString(value, 'f', 2) + u'x';
}

// seed facts P11, P12, P13, R1, C3: where the guide's claim is shown, the model calibrated on
// measured benchmarks says whether it agrees, with the numbers, and says so of this catalog.
TEST_F(AppShellTest, SourcesSayWhetherMeasuredDataAgreeWithTheGuidesClaimsWithTheNumbers) {
    action(u"sourcesAction"_s)->trigger();
    auto* dialog = window().findChild<SourcesDialog*>(u"sourcesDialog"_s);
    ASSERT_NE(dialog, nullptr);
    const CatalogSnapshot snapshot = CatalogSnapshot::load(window().catalog());

    int disagreements = 0;
    for (const GuideClaimCheck& check : checkGuideClaims(snapshot.gpus)) {
        ASSERT_TRUE(check.found) << check.claim.factId;
        const QString text = dialog->factText(QString::fromUtf8(check.claim.factId.data()));
        EXPECT_TRUE(text.contains(shownRatio(check.model))) << text.toStdString();
        EXPECT_TRUE(text.contains(shownRatio(check.claim.guideValue))) << text.toStdString();
        EXPECT_TRUE(text.contains(check.agrees() ? u"Measured data agree"_s : u"Measured data disagree"_s))
            << text.toStdString();
        disagreements += check.agrees() ? 0 : 1;
    }
    const auto perDollar = checkPerDollarClaims(snapshot.gpus, snapshot.prices(), snapshot.systemCosts);
    ASSERT_EQ(perDollar.size(), 4u);
    for (const PerDollarClaimCheck& check : perDollar) {
        ASSERT_TRUE(check.found) << check.factId;
        const QString text = dialog->factText(QString::fromUtf8(check.factId.data()));
        EXPECT_TRUE(text.contains(u"C1"_s)) << text.toStdString(); // the guide's cost convention
        EXPECT_TRUE(text.contains(shownRatio(check.model))) << text.toStdString();
        if (!check.agrees() && check.reference.empty()) { // R1 names the model's winner
            EXPECT_TRUE(
                text.contains(u"gives the %1 the best"_s.arg(QString::fromStdString(check.modelBest))))
                << text.toStdString();
        }
        disagreements += check.agrees() ? 0 : 1;
    }
    EXPECT_GT(disagreements, 0); // the shipped catalog has some (shipped_model_test names them)
    // A fact the model cannot check has only its own line.
    EXPECT_FALSE(dialog->factText(u"P10"_s).contains(u"Measured data"_s));
    // R12 (AMD will not catch up) beside today's measurements, with their numbers.
    const auto r12 = compareMeasuredVendors(snapshot.measured.results(), "RX 7900 XTX", "ROCm", "RTX 4090");
    ASSERT_TRUE(r12.has_value());
    EXPECT_TRUE(dialog->factText(u"R12"_s).contains(text::measuredVendorNote(*r12)))
        << dialog->factText(u"R12"_s).toStdString();
    EXPECT_TRUE(dialog->factText(u"R12"_s).contains(u"RX 7900 XTX on ROCm"_s));

    dialog->setFilter(u"disagree"_s); // the notes are searchable
    const QStringList shown = dialog->visibleIds();
    EXPECT_FALSE(shown.isEmpty());
    EXPECT_TRUE(std::all_of(shown.cbegin(), shown.cend(), [](const QString& id) {
        return QStringList{u"P11"_s, u"P12"_s, u"P13"_s, u"R1"_s, u"C3"_s}.contains(id);
    })) << shown.join(u' ').toStdString();
}

TEST_F(AppShellTest, TheGuideClaimChecksAreTranslated) {
    const CatalogSnapshot snapshot = CatalogSnapshot::load(window().catalog());
    SourcesDialog dialog;
    dialog.setClaimChecks(checkGuideClaims(snapshot.gpus),
                          checkPerDollarClaims(snapshot.gpus, snapshot.prices(), snapshot.systemCosts));
    Languages::apply(u"zh_CN"_s);
    QCoreApplication::processEvents(); // LanguageChange
    for (const QString& id : {u"P11"_s, u"P12"_s, u"P13"_s, u"R1"_s, u"C3"_s}) {
        const QString text = dialog.factText(id);
        EXPECT_TRUE(text.contains(u"实测"_s)) << id.toStdString() << ": " << text.toStdString();
        EXPECT_FALSE(text.contains(u"Measured data"_s)) << text.toStdString();
        EXPECT_FALSE(text.contains(u"performance per dollar"_s)) << text.toStdString();
    }
}

TEST_F(AppShellTest, TheWelcomeAppearsOnlyAtTheFirstRunAndSetsTheFlag) {
    ASSERT_TRUE(WelcomeDialog::shouldShow());
    WelcomeDialog* welcome = WelcomeDialog::showIfFirstRun(window());
    ASSERT_NE(welcome, nullptr);
    EXPECT_EQ(welcome->objectName(), u"welcomeDialog"_s);
    EXPECT_TRUE(welcome->isVisible());
    EXPECT_TRUE(settings::value(settings::firstRunDone));
    EXPECT_FALSE(WelcomeDialog::shouldShow());

    welcome->wizardButton()->click();
    EXPECT_NE(window().advisorWizard(), nullptr);
    EXPECT_EQ(WelcomeDialog::showIfFirstRun(window()), nullptr);
}

TEST_F(AppShellTest, TheWelcomeStaysAwayWhenTheEnvironmentSaysSo) {
    qputenv("GPUADVISOR_NO_WELCOME", "1");
    EXPECT_FALSE(WelcomeDialog::shouldShow());
    EXPECT_EQ(WelcomeDialog::showIfFirstRun(window()), nullptr);
    EXPECT_FALSE(settings::value(settings::firstRunDone));
    qunsetenv("GPUADVISOR_NO_WELCOME");
}

TEST_F(AppShellTest, PreferencesStoreAndApplyTheCurrency) {
    PreferencesDialog dialog;
    EXPECT_EQ(dialog.objectName(), u"preferencesDialog"_s);
    EXPECT_EQ(dialog.displayCurrency(), text::DisplayCurrency{});
    dialog.setCurrencyCode(u"CNY"_s);
    dialog.setCnyPerUsd(7.0);
    EXPECT_TRUE(dialog.apply());
    const text::DisplayCurrency yuan{text::Currency::Cny, 7.0};
    EXPECT_EQ(text::displayCurrency(), yuan);
    EXPECT_EQ(settings::value(settings::currency), u"CNY"_s);
    EXPECT_DOUBLE_EQ(settings::value(settings::cnyPerUsd), 7.0);
    EXPECT_EQ(settings::storedDisplayCurrency(), yuan);
    EXPECT_EQ(text::money(100, 0), u"¥700"_s);
    EXPECT_FALSE(dialog.apply()); // nothing changed
}

} // namespace
