// The build page with real widgets, the shipped catalog in a temporary SQLite file: findings
// live as controls change (seed facts B1, B2, B4, P18), the power bar, the build's aggregate,
// and saving, loading and deleting builds in the catalog.

#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/build/buildpage.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/shell/contextbar.h"
#include "gpuadvisor/ui/shell/mainwindow.h"
#include "gpuadvisor/ui/wizard/advisorwizard.h"

#include "pagetest.h"
#include "qtprinters.h"
#include "shippedcatalogfile.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include "gpuadvisor/core/llm/llmplanner.h"
#include "gpuadvisor/db/llmdata.h"

#include <gtest/gtest.h>

#include <memory>

using namespace gpuadvisor;

namespace {

constexpr int messageRole = Qt::UserRole;
constexpr int severityRole = Qt::UserRole + 1;
constexpr int codeRole = Qt::UserRole + 2;

/// Answers every message box shown while it lives with `button` (Ok when the box has no such
/// button), and remembers their texts.
class MessageBoxAnswerer {
public:
    explicit MessageBoxAnswerer(QMessageBox::StandardButton button) {
        QObject::connect(&m_timer, &QTimer::timeout, [this, button] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (box == nullptr || !box->isVisible()) {
                return;
            }
            texts << box->text();
            QAbstractButton* answer = box->button(button);
            if (answer == nullptr) {
                answer = box->button(QMessageBox::Ok);
            }
            if (answer != nullptr) {
                answer->click();
            } else {
                box->reject();
            }
        });
        m_timer.start(5);
    }

    QStringList texts;

private:
    QTimer m_timer;
};

class BuildPageTest : public PageTest<BuildPage> {
protected:
    /// Adds `count` of the card as a user does: pick it, set the count, click Add.
    void addCards(const QString& name, int count) {
        auto* combo = child<QComboBox>("gpuCombo");
        const int index = combo->findText(name);
        ASSERT_GE(index, 0) << name;
        combo->setCurrentIndex(index);
        child<QSpinBox>("addCountSpin")->setValue(count);
        child<QPushButton>("addGpuButton")->click();
    }

    void selectMains(const QString& prefix) {
        auto* mains = child<QComboBox>("mainsCombo");
        const int index = mains->findText(prefix, Qt::MatchStartsWith);
        ASSERT_GE(index, 0) << prefix;
        mains->setCurrentIndex(index);
    }

    /// A 1600 W supply on a 230 V / 16 A circuit, as seed fact B1 assumes.
    void europeanSixteenHundredWatts() {
        child<QSpinBox>("psuWattsSpin")->setValue(1600);
        selectMains(QStringLiteral("230 V / 16 A"));
    }

    /// The finding's row in the findings list, or nullptr.
    QListWidgetItem* row(const char* code) const {
        auto* list = child<QListWidget>("findingsList");
        for (int index = 0; index < list->count(); ++index) {
            if (list->item(index)->data(codeRole).toString() == QLatin1String(code)) {
                return list->item(index);
            }
        }
        return nullptr;
    }

    std::optional<Severity> severity(const char* code) const {
        const QListWidgetItem* item = row(code);
        if (item == nullptr) {
            return std::nullopt;
        }
        return static_cast<Severity>(item->data(severityRole).toInt());
    }

    double bar(const char* property) const {
        return child<QWidget>("powerBar")->property(property).toDouble();
    }
};

TEST_F(BuildPageTest, EveryControlHasItsObjectName) {
    for (const char* name : {"gpuCombo", "addCountSpin", "addGpuButton", "psuWattsSpin", "cpuWattsSpin",
                             "cpuCoresSpin", "otherWattsSpin", "slotsSpin", "slotSpacingSpin", "voltsSpin",
                             "ampsSpin", "nodesSpin", "hostRamSpin"}) {
        EXPECT_NE(page.findChild<QWidget*>(QString::fromLatin1(name)), nullptr) << name;
    }
    child<QDoubleSpinBox>("psuEfficiencySpin");
    child<QDoubleSpinBox>("networkSpin");
    for (const char* name :
         {"lanesCombo", "pcieGenCombo", "caseCoolingCombo", "mainsCombo", "chassisCombo", "buildNameCombo"}) {
        child<QComboBox>(name);
    }
    for (const char* name : {"risersCheck", "dataCenterCheck", "displayCheck"}) {
        child<QCheckBox>(name);
    }
    for (const char* name : {"saveBuildButton", "loadBuildButton", "deleteBuildButton", "clearBuildButton"}) {
        child<QPushButton>(name);
    }
    child<QListWidget>("findingsList");
    child<QLabel>("summaryLabel");
    child<QWidget>("powerBar");
    // Every card of the catalog can be picked.
    EXPECT_EQ(child<QComboBox>("gpuCombo")->count(), static_cast<int>(snapshot->gpus.size()));
    // No cards: no findings, and the list says what to do.
    EXPECT_TRUE(page.findings().empty());
    EXPECT_EQ(child<QListWidget>("findingsList")->count(), 0);
    EXPECT_FALSE(page.summary().has_value());
}

TEST_F(BuildPageTest, FourRtx3090OnSixteenHundredWattsIsAPowerProblem) {
    // Seed fact B1: 4x RTX 3090 want 1700 W+; a 1600 W supply is too tight.
    europeanSixteenHundredWatts();
    addCards(QStringLiteral("RTX 3090"), 4);
    ASSERT_EQ(page.build().gpus.size(), 4u);
    EXPECT_EQ(severity("psu-capacity"), Severity::Problem);
    EXPECT_EQ(severity("mains-capacity"), Severity::Ok);

    // The row: the standard icon, the title and message in words, the severity in colour and word.
    const QListWidgetItem* psu = row("psu-capacity");
    ASSERT_NE(psu, nullptr);
    EXPECT_EQ(psu->text(), QStringLiteral("Power supply"));
    EXPECT_TRUE(
        psu->data(messageRole).toString().contains(QLocale().toString(1650.0, 'f', 0) + QStringLiteral(" W")))
        << psu->data(messageRole).toString();
    EXPECT_FALSE(psu->icon().isNull());
    EXPECT_TRUE(psu->toolTip().contains(QStringLiteral("B1")));
    EXPECT_TRUE(psu->data(Qt::AccessibleTextRole).toString().startsWith(QStringLiteral("Problem")));
    // Problems first.
    auto* list = child<QListWidget>("findingsList");
    ASSERT_GT(list->count(), 0);
    EXPECT_EQ(static_cast<Severity>(list->item(0)->data(severityRole).toInt()), Severity::Problem);
    for (int index = 1; index < list->count(); ++index) {
        EXPECT_LE(list->item(index)->data(severityRole).toInt(),
                  list->item(index - 1)->data(severityRole).toInt());
    }
    EXPECT_TRUE(child<QLabel>("verdictLabel")->text().contains(QStringLiteral("will not work")));

    // ... while 4x RTX 3080 fit.
    child<QPushButton>("clearBuildButton")->click();
    EXPECT_TRUE(page.build().gpus.empty());
    addCards(QStringLiteral("RTX 3080"), 4);
    ASSERT_EQ(page.build().gpus.size(), 4u);
    EXPECT_EQ(severity("psu-capacity"), Severity::Ok);
}

TEST_F(BuildPageTest, AUsOutletAddsTheMainsProblem) {
    // Seed fact B2: a 120 V / 15 A outlet cannot feed a 4-GPU box continuously.
    europeanSixteenHundredWatts();
    addCards(QStringLiteral("RTX 3090"), 4);
    ASSERT_EQ(severity("mains-capacity"), Severity::Ok);
    const auto problems = [this] {
        int count = 0;
        for (const Finding& finding : page.findings()) {
            count += finding.severity == Severity::Problem ? 1 : 0;
        }
        return count;
    };
    const int before = problems();
    selectMains(QStringLiteral("120 V / 15 A"));
    EXPECT_EQ(child<QSpinBox>("voltsSpin")->value(), 120);
    EXPECT_EQ(child<QSpinBox>("ampsSpin")->value(), 15);
    EXPECT_EQ(page.build().mains.volts, 120);
    EXPECT_EQ(severity("mains-capacity"), Severity::Problem);
    EXPECT_EQ(problems(), before + 1);
    EXPECT_TRUE(row("mains-capacity")
                    ->data(messageRole)
                    .toString()
                    .contains(QLocale().toString(1440.0, 'f', 0) + QStringLiteral(" W")));
    // The outlet's line on the power bar: 1440 W through 92 % efficiency.
    EXPECT_NEAR(bar("outletWatts"), 1440 * 0.92, 1e-9);

    // Typing the circuit picks the matching preset, or Custom.
    child<QSpinBox>("ampsSpin")->setValue(20);
    EXPECT_TRUE(child<QComboBox>("mainsCombo")->currentText().startsWith(QStringLiteral("120 V / 20 A")));
    child<QSpinBox>("ampsSpin")->setValue(17);
    EXPECT_EQ(child<QComboBox>("mainsCombo")->currentText(), QStringLiteral("Custom"));
    EXPECT_EQ(page.build().mains.amps, 17);
}

TEST_F(BuildPageTest, PowerLimitLowersTheBarsGpuDraw) {
    // Seed fact P18: 4x RTX 3090 limited from 350 W to 300 W draw 200 W less.
    europeanSixteenHundredWatts();
    addCards(QStringLiteral("RTX 3090"), 4);
    EXPECT_DOUBLE_EQ(bar("gpuWatts"), 1400);
    EXPECT_DOUBLE_EQ(bar("totalWatts"), 1650);
    EXPECT_DOUBLE_EQ(bar("psuWatts"), 1600);
    EXPECT_DOUBLE_EQ(bar("overWatts"), 50);
    EXPECT_EQ(row("power-limit-set"), nullptr);

    auto* limit = child<QSpinBox>("powerLimitSpin0");
    EXPECT_EQ(limit->value(), 350);
    limit->setValue(300);
    EXPECT_DOUBLE_EQ(bar("gpuWatts"), 1200);
    EXPECT_DOUBLE_EQ(bar("overWatts"), 0);
    for (const BuildGpu& gpu : page.build().gpus) {
        EXPECT_EQ(gpu.powerLimitWatts, 300.0);
    }
    EXPECT_EQ(severity("psu-capacity"), Severity::Ok);
    EXPECT_EQ(severity("power-limit-set"), Severity::Ok);
    // Back at board power: no limit.
    limit->setValue(350);
    EXPECT_FALSE(page.build().gpus.front().powerLimitWatts.has_value());
    EXPECT_DOUBLE_EQ(bar("gpuWatts"), 1400);
}

TEST_F(BuildPageTest, RisersClearTheSlotProblem) {
    // Seed fact B4: four 3-slot cards need risers, 2-slot variants or water cooling.
    addCards(QStringLiteral("RTX 3090"), 4);
    EXPECT_EQ(severity("slot-fit"), Severity::Problem);
    child<QCheckBox>("risersCheck")->setChecked(true);
    EXPECT_TRUE(page.build().risers);
    EXPECT_EQ(severity("slot-fit"), Severity::Ok);
    child<QCheckBox>("risersCheck")->setChecked(false);
    EXPECT_EQ(severity("slot-fit"), Severity::Problem);

    // A 2-slot variant fits too.
    child<QSpinBox>("slotWidthSpin0")->setValue(2);
    EXPECT_EQ(page.build().gpus.front().slotWidth, 2);
    EXPECT_EQ(severity("slot-fit"), Severity::Ok);
    child<QSpinBox>("slotWidthSpin0")->setValue(3);
    EXPECT_FALSE(page.build().gpus.front().slotWidth.has_value());

    // ... and so does water cooling (a block is one slot).
    auto* cooler = child<QComboBox>("coolerCombo0");
    cooler->setCurrentIndex(cooler->findText(QStringLiteral("Water")));
    EXPECT_EQ(page.build().gpus.front().cooler, Cooler::Water);
    EXPECT_EQ(child<QSpinBox>("slotWidthSpin0")->value(), 1);
    EXPECT_EQ(severity("slot-fit"), Severity::Ok);
}

// Multi-GPU scaling says where it comes from: the fit for the machine's interconnect, and the
// measured speed-up of the same machine where the catalog has one (8 x H100 SXM: Lambda).
TEST_F(BuildPageTest, TheSummarySaysHowTheGpusScaleFittedAndMeasured) {
    addCards(QStringLiteral("H100 SXM"), 8);
    ASSERT_TRUE(page.summary().has_value());
    const BuildSummary summary = *page.summary(); // summary() returns a copy
    EXPECT_EQ(summary.scaling, (ScalingClass{Interconnect::Sxm, true}));
    EXPECT_DOUBLE_EQ(summary.multiGpuSpeedup, multiGpuSpeedup(8, summary.scaling, settings.workload));
    const QString text = child<QLabel>("summaryLabel")->text();
    // Two decimals, trailing zeros dropped, as the page shows numbers.
    const auto shown = [](double value) {
        QString number = QLocale().toString(value, 'f', 2);
        while (number.endsWith(u'0')) {
            number.chop(1);
        }
        if (number.endsWith(QLocale().decimalPoint())) {
            number.chop(1);
        }
        return number;
    };
    EXPECT_TRUE(text.contains(
        QStringLiteral("8 GPUs give %1\u00d7 one (SXM modules").arg(shown(summary.multiGpuSpeedup))))
        << text.toStdString();
    const double measured = measuredSpeedup(snapshot->scaling, "H100 SXM", 8, settings.workload);
    ASSERT_GT(measured, 0);
    EXPECT_TRUE(text.contains(QStringLiteral("Measured on 8 \u00d7 H100 SXM: %1\u00d7").arg(shown(measured))))
        << text.toStdString();

    // One card: no scaling row. Mixed PCIe cards: the PCIe fit, and no measurement of "the same machine".
    page.setBuild(BuildSpec{});
    addCards(QStringLiteral("RTX 4090"), 1);
    EXPECT_FALSE(child<QLabel>("summaryLabel")->text().contains(QStringLiteral("Multi-GPU scaling")));
    addCards(QStringLiteral("RTX 3090"), 1);
    const QString mixed = child<QLabel>("summaryLabel")->text();
    EXPECT_TRUE(mixed.contains(QStringLiteral("(PCIe cards;"))) << mixed.toStdString();
    EXPECT_FALSE(mixed.contains(QStringLiteral("Measured on"))) << mixed.toStdString();
}

// The build says which language models its cards run, on how many of them, and how fast.
TEST_F(BuildPageTest, SummarySaysWhichLanguageModelsTheBuildRuns) {
    addCards(QStringLiteral("RTX 3090"), 4);
    const QString summary = child<QLabel>("summaryLabel")->text();
    // 70B at 4 bits (about 40 GB) takes two of the four 24 GB cards; 405B (about 230 GB) none.
    EXPECT_TRUE(summary.contains(
        QStringLiteral("Llama 3.1 70B in Q4_K_M, 4,096-token context: fits on 2 of your 4 GPUs")))
        << summary.toStdString();
    EXPECT_TRUE(summary.contains(
        QStringLiteral("Llama 3.1 8B in Q4_K_M, 4,096-token context: fits on 1 of your 4 GPUs")));
    EXPECT_TRUE(summary.contains(
        QStringLiteral("Llama 3.1 405B in Q4_K_M, 4,096-token context: does not fit on your 4 GPUs")));
    // The speed is the planner's for two cards split by layers.
    LlmWorkload workload;
    workload.model = *findLlmModel(loadLlmPresets().models, "llama3.1-70b");
    workload.weights = WeightFormat::Q4_K_M;
    workload.contextTokens = 4096;
    const LlmPlan plan = planLlm(workload, *snapshot->find("RTX 3090"), 2);
    ASSERT_TRUE(plan.speed);
    EXPECT_TRUE(summary.contains(QStringLiteral("about %1 tokens/s")
                                     .arg(QLocale().toString(plan.speed->decodeTokensPerSecond, 'f', 0))));
}

TEST_F(BuildPageTest, SummaryAddsUpTheBuild) {
    addCards(QStringLiteral("RTX 3090"), 4);
    const QString summary = child<QLabel>("summaryLabel")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("96 GB"))) << summary;
    EXPECT_TRUE(summary.contains(QStringLiteral("4 \u00d7 RTX 3090"))) << summary;
    ASSERT_TRUE(page.summary().has_value());
    EXPECT_DOUBLE_EQ(page.summary()->totalGpuMemoryGb, 96);
    EXPECT_GT(page.summary()->throughput, 0);
    EXPECT_GT(page.summary()->cardsUsd, 0);
    EXPECT_TRUE(summary.contains(QStringLiteral("H100 SXM"))) << summary;
    EXPECT_TRUE(summary.contains(QLocale().toString(page.summary()->totalUsd(), 'f', 0))) << summary;

    // The ownership years come from the settings.
    const double fiveYears = page.summary()->electricityUsd;
    settings.ownership.years = 1;
    page.setSettings(settings);
    EXPECT_NEAR(page.summary()->electricityUsd, fiveYears / 5, 1e-6);
    EXPECT_TRUE(child<QLabel>("summaryLabel")
                    ->text()
                    .contains(QLocale().toString(page.summary()->electricityUsd, 'f', 0)));
    EXPECT_TRUE(child<QLabel>("summaryAssumptions")->text().contains(QStringLiteral("Ownership: 1 years")));

    // One card model: nothing to say of mixed cards.
    EXPECT_TRUE(summary.contains(QStringLiteral("(16-bit training, transformers)"))) << summary;
    EXPECT_FALSE(summary.contains(QStringLiteral("mixed cards"))) << summary;

    // Mixed cards: throughput at the slowest card's speed (B9), named in a finding.
    addCards(QStringLiteral("RTX 3080"), 2);
    EXPECT_DOUBLE_EQ(page.summary()->totalGpuMemoryGb, 96 + 20);
    EXPECT_TRUE(
        child<QLabel>("summaryLabel")->text().contains(QStringLiteral("mixed cards at the slowest card")))
        << child<QLabel>("summaryLabel")->text();
    ASSERT_NE(row("mixed-cards"), nullptr);
    EXPECT_TRUE(row("mixed-cards")->data(messageRole).toString().contains(QStringLiteral("RTX 3080")));
}

TEST_F(BuildPageTest, AWholeComputerIsCheckedAtItsOutletOnly) {
    // A Mac Studio brings its own supply, CPU and slots: those fields are off, the power bar is
    // hidden, and only the outlet, software and licence are checked. Its price is the computer.
    addCards(QStringLiteral("Mac Studio M2 Ultra 76C 192GB"), 1);
    ASSERT_EQ(page.build().gpus.size(), 1u);
    EXPECT_EQ(severity("whole-computer"), Severity::Ok);
    EXPECT_EQ(severity("system-outlet"), Severity::Ok);
    EXPECT_EQ(row("psu-capacity"), nullptr);
    EXPECT_EQ(row("sxm-module"), nullptr);
    EXPECT_TRUE(row("system-outlet")->data(messageRole).toString().contains(QStringLiteral("295 W")))
        << row("system-outlet")->data(messageRole).toString();
    EXPECT_FALSE(child<QSpinBox>("psuWattsSpin")->isEnabled());
    EXPECT_FALSE(child<QSpinBox>("slotsSpin")->isEnabled());
    EXPECT_TRUE(child<QComboBox>("mainsCombo")->isEnabled());
    EXPECT_TRUE(child<QSpinBox>("voltsSpin")->isEnabled());
    EXPECT_FALSE(child<QWidget>("powerBar")->isVisibleTo(&page));
    ASSERT_TRUE(page.summary().has_value());
    EXPECT_DOUBLE_EQ(page.summary()->systemUsd, 0);
    const QString summary = child<QLabel>("summaryLabel")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("the computer"))) << summary;
    EXPECT_FALSE(summary.contains(QStringLiteral("system "))) << summary;
    EXPECT_TRUE(summary.contains(QStringLiteral("fits in the memory its GPU may use"))) << summary;
    EXPECT_TRUE(summary.contains(QStringLiteral("Metal"))) << summary;
    // No FP32 figure: not rated, never "0 ×"; its power is its figure, not a limit to set.
    EXPECT_TRUE(summary.contains(QStringLiteral("not rated"))) << summary;
    EXPECT_FALSE(child<QSpinBox>("powerLimitSpin0")->isEnabled());
    EXPECT_FALSE(child<QSpinBox>("slotWidthSpin0")->isEnabled());
    EXPECT_FALSE(child<QSpinBox>("slotWidthSpin0")->text().contains(QStringLiteral("SXM")));

    // The outlet is still the user's: a tiny circuit makes the 295 W a problem.
    selectMains(QStringLiteral("Custom"));
    child<QSpinBox>("voltsSpin")->setValue(100);
    child<QSpinBox>("ampsSpin")->setValue(3);
    EXPECT_EQ(severity("system-outlet"), Severity::Problem);

    // A second device beside it is a problem; with cards only, the fields come back.
    addCards(QStringLiteral("RTX 3090"), 1);
    EXPECT_EQ(severity("whole-computer"), Severity::Problem);
    child<QPushButton>("clearBuildButton")->click();
    addCards(QStringLiteral("RTX 3090"), 1);
    EXPECT_TRUE(child<QSpinBox>("psuWattsSpin")->isEnabled());
    EXPECT_TRUE(child<QWidget>("powerBar")->isVisibleTo(&page));
    EXPECT_EQ(row("whole-computer"), nullptr);
}

TEST_F(BuildPageTest, FindingsFollowEveryControl) {
    addCards(QStringLiteral("RTX 3090"), 4);
    QSignalSpy changed(&page, &BuildPage::buildChanged);
    EXPECT_EQ(severity("cpu-cores"), Severity::Ok); // 16 cores, 4 per GPU
    child<QSpinBox>("cpuCoresSpin")->setValue(8);
    EXPECT_EQ(changed.count(), 1);
    EXPECT_EQ(page.build().cpuCores, 8);
    EXPECT_EQ(severity("cpu-cores"), Severity::Warning);
    EXPECT_TRUE(row("cpu-cores")->data(messageRole).toString().contains(QStringLiteral("8 CPU cores")));

    EXPECT_EQ(row("licence"), nullptr);
    child<QCheckBox>("dataCenterCheck")->setChecked(true);
    EXPECT_EQ(changed.count(), 2);
    EXPECT_EQ(severity("licence"), Severity::Problem);

    EXPECT_EQ(row("network"), nullptr);
    EXPECT_FALSE(child<QDoubleSpinBox>("networkSpin")->isEnabled());
    child<QSpinBox>("nodesSpin")->setValue(2);
    EXPECT_TRUE(child<QDoubleSpinBox>("networkSpin")->isEnabled());
    EXPECT_EQ(severity("network"), Severity::Problem);
    child<QDoubleSpinBox>("networkSpin")->setValue(100);
    EXPECT_EQ(severity("network"), Severity::Ok);

    child<QSpinBox>("hostRamSpin")->setValue(64);
    EXPECT_EQ(severity("host-ram"), Severity::Warning);
    child<QComboBox>("chassisCombo")->setCurrentIndex(1);
    EXPECT_EQ(page.build().chassis, Chassis::Server);

    // Removing the cards' row empties the findings.
    const int before = changed.count();
    child<QAbstractButton>("removeGpuButton0")->click();
    EXPECT_GT(changed.count(), before);
    EXPECT_TRUE(page.build().gpus.empty());
    EXPECT_TRUE(page.findings().empty());
    EXPECT_EQ(child<QListWidget>("findingsList")->count(), 0);
}

TEST_F(BuildPageTest, CountsStayWithinEightGpus) {
    EXPECT_TRUE(page.addGpu(QStringLiteral("RTX 3090"), 6));
    EXPECT_TRUE(page.addGpu(QStringLiteral("rtx  3080"), 5)); // ignoring case and spaces; only 2 fit
    EXPECT_EQ(page.build().gpus.size(), static_cast<std::size_t>(maxGpusPerMachine));
    EXPECT_FALSE(page.addGpu(QStringLiteral("RTX 3090")));
    EXPECT_FALSE(page.addGpu(QStringLiteral("No Such Card")));
    auto* table = child<QTableWidget>("buildGpuTable");
    ASSERT_EQ(table->rowCount(), 2);
    EXPECT_EQ(child<QSpinBox>("gpuCountSpin0")->maximum(), 6);
    child<QSpinBox>("gpuCountSpin1")->setValue(1);
    EXPECT_EQ(page.build().gpus.size(), 7u);
    EXPECT_EQ(child<QSpinBox>("gpuCountSpin0")->maximum(), 7);
    EXPECT_EQ(child<QLabel>("gpuCountLabel")->text(), QStringLiteral("7 of 8 GPUs"));
}

TEST_F(BuildPageTest, SetBuildShowsEveryField) {
    BuildSpec spec;
    spec.gpus.push_back(BuildGpu{*snapshot->find("RTX 4090"), 350.0, Cooler::Water, std::nullopt});
    spec.gpus.push_back(spec.gpus.front());
    spec.gpus.push_back(BuildGpu{*snapshot->find("RTX 3090"), std::nullopt, std::nullopt, 2});
    spec.psuWatts = 2000;
    spec.psuEfficiency = 0.94;
    spec.cpuWatts = 280;
    spec.cpuCores = 32;
    spec.otherWatts = 120;
    spec.x16Slots = 7;
    spec.slotSpacing = 1;
    spec.lanesPerGpu = 8;
    spec.pcieGeneration = 5;
    spec.risers = true;
    spec.caseCooling = CaseCooling::HighAirflow;
    spec.mains = Mains{230, 13};
    spec.nodes = 3;
    spec.networkGbps = 200;
    spec.chassis = Chassis::Server;
    spec.inDataCenter = true;
    spec.gpuDrivesDisplay = true;
    spec.hostRamGb = 256;
    QSignalSpy changed(&page, &BuildPage::buildChanged);
    page.setBuild(spec);
    EXPECT_EQ(changed.count(), 1);

    const BuildSpec shown = page.build();
    ASSERT_EQ(shown.gpus.size(), 3u);
    EXPECT_EQ(shown.gpus[0].gpu.name, "RTX 4090");
    EXPECT_EQ(shown.gpus[1].powerLimitWatts, 350.0);
    EXPECT_EQ(shown.gpus[1].cooler, Cooler::Water);
    EXPECT_EQ(shown.gpus[2].slotWidth, 2);
    EXPECT_DOUBLE_EQ(shown.psuWatts, 2000);
    EXPECT_DOUBLE_EQ(shown.psuEfficiency, 0.94);
    EXPECT_DOUBLE_EQ(shown.cpuWatts, 280);
    EXPECT_EQ(shown.cpuCores, 32);
    EXPECT_DOUBLE_EQ(shown.otherWatts, 120);
    EXPECT_EQ(shown.x16Slots, 7);
    EXPECT_EQ(shown.slotSpacing, 1);
    EXPECT_EQ(shown.lanesPerGpu, 8);
    EXPECT_EQ(shown.pcieGeneration, 5);
    EXPECT_TRUE(shown.risers);
    EXPECT_EQ(shown.caseCooling, CaseCooling::HighAirflow);
    EXPECT_DOUBLE_EQ(shown.mains.volts, 230);
    EXPECT_DOUBLE_EQ(shown.mains.amps, 13);
    EXPECT_TRUE(child<QComboBox>("mainsCombo")->currentText().startsWith(QStringLiteral("230 V / 13 A")));
    EXPECT_EQ(shown.nodes, 3);
    EXPECT_DOUBLE_EQ(shown.networkGbps, 200);
    EXPECT_EQ(shown.chassis, Chassis::Server);
    EXPECT_TRUE(shown.inDataCenter);
    EXPECT_TRUE(shown.gpuDrivesDisplay);
    EXPECT_DOUBLE_EQ(shown.hostRamGb, 256);
    EXPECT_EQ(child<QTableWidget>("buildGpuTable")->rowCount(), 2);
    EXPECT_EQ(child<QSpinBox>("gpuCountSpin0")->value(), 2);
}

TEST_F(BuildPageTest, ACardLeavingTheCatalogLeavesTheBuild) {
    addCards(QStringLiteral("RTX 3090"), 2);
    addCards(QStringLiteral("RTX 3080"), 1);
    CatalogSnapshot edited = *snapshot;
    std::erase_if(edited.gpus, [](const Gpu& card) { return card.name == "RTX 3080"; });
    edited.priceBook = PriceBook(edited.prices());
    page.setSnapshot(std::make_shared<const CatalogSnapshot>(std::move(edited)));
    ASSERT_EQ(page.build().gpus.size(), 2u);
    EXPECT_EQ(page.build().gpus.front().gpu.name, "RTX 3090");
    auto* notice = child<QLabel>("buildNotice");
    EXPECT_FALSE(notice->isHidden());
    EXPECT_TRUE(notice->text().contains(QStringLiteral("RTX 3080")));
}

class BuildPageSavingTest : public BuildPageTest {
protected:
    void SetUp() override {
        BuildPageTest::SetUp();
        page.setCatalog(catalog.get());
    }

    void typeName(const QString& name) { child<QComboBox>("buildNameCombo")->setEditText(name); }
    void click(const char* button) { child<QPushButton>(button)->click(); }
};

TEST_F(BuildPageSavingTest, SaveThenLoadRoundTripsTheBuild) {
    addCards(QStringLiteral("RTX 3090"), 3);
    child<QSpinBox>("powerLimitSpin0")->setValue(300);
    addCards(QStringLiteral("RTX 3080"), 1);
    child<QSpinBox>("psuWattsSpin")->setValue(2000);
    child<QCheckBox>("risersCheck")->setChecked(true);
    selectMains(QStringLiteral("230 V / 16 A"));
    child<QSpinBox>("nodesSpin")->setValue(2);
    child<QDoubleSpinBox>("networkSpin")->setValue(100);
    const BuildSpec original = page.build();

    typeName(QStringLiteral("Lab box"));
    EXPECT_TRUE(child<QPushButton>("saveBuildButton")->isEnabled());
    EXPECT_FALSE(child<QPushButton>("loadBuildButton")->isEnabled());
    click("saveBuildButton");
    EXPECT_EQ(child<QComboBox>("buildNameCombo")->findText(QStringLiteral("Lab box")), 0);
    EXPECT_TRUE(child<QPushButton>("loadBuildButton")->isEnabled());

    // The build is in the SQLite file: another connection sees it.
    {
        const Catalog other(path(QStringLiteral("catalog.sqlite")));
        ASSERT_EQ(other.buildNames(), std::vector<std::string>{"Lab box"});
        const std::optional<SavedBuild> saved = other.loadBuild("lab box");
        ASSERT_TRUE(saved.has_value());
        ASSERT_EQ(saved->gpus.size(), 2u);
        EXPECT_EQ(saved->gpus[0].gpuName, "RTX 3090");
        EXPECT_EQ(saved->gpus[0].count, 3);
        EXPECT_EQ(saved->gpus[0].powerLimitWatts, 300.0);
    }

    page.setBuild(BuildSpec{});
    ASSERT_TRUE(page.build().gpus.empty());
    typeName(QStringLiteral("lab box"));
    click("loadBuildButton");
    const BuildSpec loaded = page.build();
    ASSERT_EQ(loaded.gpus.size(), original.gpus.size());
    for (std::size_t index = 0; index < loaded.gpus.size(); ++index) {
        EXPECT_EQ(loaded.gpus[index].gpu.name, original.gpus[index].gpu.name);
        EXPECT_EQ(loaded.gpus[index].powerLimitWatts, original.gpus[index].powerLimitWatts);
        EXPECT_EQ(loaded.gpus[index].cooler, original.gpus[index].cooler);
        EXPECT_EQ(loaded.gpus[index].slotWidth, original.gpus[index].slotWidth);
    }
    EXPECT_DOUBLE_EQ(loaded.psuWatts, 2000);
    EXPECT_TRUE(loaded.risers);
    EXPECT_DOUBLE_EQ(loaded.mains.volts, 230);
    EXPECT_DOUBLE_EQ(loaded.mains.amps, 16);
    EXPECT_EQ(loaded.nodes, 2);
    EXPECT_DOUBLE_EQ(loaded.networkGbps, 100);
    EXPECT_EQ(child<QComboBox>("buildNameCombo")->currentText(), QStringLiteral("Lab box"));
    EXPECT_EQ(page.findings().size(), checkBuild(original).size());
}

TEST_F(BuildPageSavingTest, AsksBeforeReplacingASavedBuild) {
    addCards(QStringLiteral("RTX 3090"), 2);
    typeName(QStringLiteral("Box"));
    click("saveBuildButton");
    addCards(QStringLiteral("RTX 3090"), 2);
    {
        MessageBoxAnswerer cancel(QMessageBox::Cancel);
        typeName(QStringLiteral("BOX"));
        click("saveBuildButton");
        ASSERT_EQ(cancel.texts.size(), 1);
        EXPECT_TRUE(cancel.texts.front().contains(QStringLiteral("Replace"))) << cancel.texts.front();
    }
    EXPECT_EQ(catalog->loadBuild("Box")->gpus.front().count, 2);
    {
        MessageBoxAnswerer yes(QMessageBox::Yes);
        click("saveBuildButton");
        EXPECT_EQ(yes.texts.size(), 1);
    }
    EXPECT_EQ(catalog->loadBuild("Box")->gpus.front().count, 4);
    EXPECT_EQ(catalog->buildNames().size(), 1u);
}

TEST_F(BuildPageSavingTest, DeletingAsksFirst) {
    addCards(QStringLiteral("RTX 3080"), 2);
    typeName(QStringLiteral("Old"));
    click("saveBuildButton");
    ASSERT_EQ(catalog->buildNames().size(), 1u);
    EXPECT_TRUE(child<QPushButton>("deleteBuildButton")->isEnabled());
    {
        MessageBoxAnswerer cancel(QMessageBox::Cancel);
        click("deleteBuildButton");
        ASSERT_EQ(cancel.texts.size(), 1);
        EXPECT_TRUE(cancel.texts.front().contains(QStringLiteral("Old")));
    }
    EXPECT_EQ(catalog->buildNames().size(), 1u);
    {
        MessageBoxAnswerer yes(QMessageBox::Yes);
        click("deleteBuildButton");
        EXPECT_EQ(yes.texts.size(), 1);
    }
    EXPECT_TRUE(catalog->buildNames().empty());
    EXPECT_EQ(child<QComboBox>("buildNameCombo")->count(), 0);
    EXPECT_FALSE(child<QPushButton>("deleteBuildButton")->isEnabled());
    // The page's build stays.
    EXPECT_EQ(page.build().gpus.size(), 2u);
}

TEST_F(BuildPageSavingTest, LoadingReportsCardsNoLongerInTheCatalog) {
    SavedBuild saved = toSavedBuild("Old cards", BuildSpec{});
    saved.gpus = {SavedBuildGpu{"RTX 3090", 2, std::nullopt, std::nullopt, std::nullopt},
                  SavedBuildGpu{"Voodoo 5 6000", 1, std::nullopt, std::nullopt, std::nullopt}};
    catalog->saveBuild(saved);
    page.setCatalog(catalog.get());
    typeName(QStringLiteral("Old cards"));
    MessageBoxAnswerer ok(QMessageBox::Ok);
    click("loadBuildButton");
    ASSERT_EQ(ok.texts.size(), 1);
    EXPECT_TRUE(ok.texts.front().contains(QStringLiteral("Voodoo 5 6000"))) << ok.texts.front();
    EXPECT_EQ(page.build().gpus.size(), 2u);
    EXPECT_TRUE(child<QLabel>("buildNotice")->text().contains(QStringLiteral("Voodoo 5 6000")));
}

TEST_F(BuildPageSavingTest, SaveErrorsAreShown) {
    typeName(QStringLiteral("Empty"));
    MessageBoxAnswerer ok(QMessageBox::Ok);
    click("saveBuildButton"); // no cards
    ASSERT_EQ(ok.texts.size(), 1);
    EXPECT_TRUE(catalog->buildNames().empty());
}

TEST_F(BuildPageSavingTest, EnterInTheNameFieldSavesTheBuild) {
    addCards(QStringLiteral("RTX 3090"), 2);
    QLineEdit* name = child<QComboBox>("buildNameCombo")->lineEdit();
    ASSERT_NE(name, nullptr);
    QTest::keyClicks(name, QStringLiteral("Quiet box"));
    EXPECT_TRUE(catalog->buildNames().empty());
    MessageBoxAnswerer answerer(QMessageBox::Cancel);
    QTest::keyClick(name, Qt::Key_Return);
    EXPECT_EQ(answerer.texts, QStringList{}) << "no question, no error";
    EXPECT_EQ(catalog->buildNames(), std::vector<std::string>{"Quiet box"});
    EXPECT_TRUE(child<QLabel>("savedBuildStatus")->text().contains(QStringLiteral("Quiet box")));
}

// Issue 30: in the window, as the keyboard does it: the keys go to the focused widget (the combo
// box, whose line edit forwards its focus to it), not straight to the line edit.
TEST_F(BuildPageSavingTest, EnterInTheFocusedNameFieldOfTheWindowSaves) {
    MainWindow window(std::make_unique<Catalog>(
        gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("window.sqlite")))));
    window.show();
    QApplication::setActiveWindow(&window);
    BuildPage* build = window.buildPage();
    build->addGpu(QStringLiteral("RTX 3090"), 2);
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("pages"));
    ASSERT_NE(tabs, nullptr);
    tabs->setCurrentWidget(build);
    auto* name = build->findChild<QComboBox*>(QStringLiteral("buildNameCombo"));
    ASSERT_NE(name, nullptr);
    name->setFocus();
    QApplication::processEvents();
    QWidget* focus = QApplication::focusWidget();
    ASSERT_NE(focus, nullptr);
    QTest::keyClicks(focus, QStringLiteral("Quiet box"));
    ASSERT_EQ(name->currentText(), QStringLiteral("Quiet box"));
    MessageBoxAnswerer answerer(QMessageBox::Cancel);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    EXPECT_EQ(answerer.texts, QStringList{}) << "no question, no error";
    EXPECT_EQ(window.catalog().buildNames(), std::vector<std::string>{"Quiet box"});
    EXPECT_TRUE(build->findChild<QLabel*>(QStringLiteral("savedBuildStatus"))
                    ->text()
                    .contains(QStringLiteral("Quiet box")));
    // The keypad's Enter too, once per press.
    name->setEditText(QStringLiteral("Loud box"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Enter);
    EXPECT_EQ(answerer.texts, QStringList{});
    EXPECT_EQ(window.catalog().buildNames(), (std::vector<std::string>{"Loud box", "Quiet box"}));
}

TEST_F(BuildPageTest, WithoutACatalogSavingIsOff) {
    page.setCatalog(nullptr);
    EXPECT_FALSE(child<QComboBox>("buildNameCombo")->isEnabled());
    EXPECT_FALSE(child<QPushButton>("saveBuildButton")->isEnabled());
    EXPECT_FALSE(child<QPushButton>("loadBuildButton")->isEnabled());
    EXPECT_FALSE(child<QPushButton>("deleteBuildButton")->isEnabled());
}

TEST_F(BuildPageTest, AppliedPowerLimitAdviceLeavesNoPowerProblemAndRewordsTheFindings) {
    // seed facts B2, B3, P18: 4x RTX 3090 on a 120 V / 15 A outlet (1440 W continuous). The
    // advice once said 269 W and left the build 1 W over the outlet; now it stays 3 % under.
    child<QSpinBox>("psuWattsSpin")->setValue(1600);
    selectMains(QStringLiteral("120 V / 15 A"));
    addCards(QStringLiteral("RTX 3090"), 4);
    ASSERT_EQ(severity("mains-capacity"), Severity::Problem);
    ASSERT_EQ(severity("power-limit-advice"), Severity::Warning);
    const QString watts = QLocale().toString(255.0, 'f', 0) + QStringLiteral(" W");
    const QString advice = row("power-limit-advice")->data(messageRole).toString();
    EXPECT_TRUE(advice.contains(watts + QStringLiteral(" for the RTX 3090"))) << advice;
    EXPECT_TRUE(advice.contains(QStringLiteral("3% under what the outlet carries"))) << advice;
    const QString mainsBefore = row("mains-capacity")->data(messageRole).toString();

    auto* apply = child<QPushButton>("applyPowerLimitsButton");
    ASSERT_FALSE(apply->isHidden());
    apply->click();
    for (const BuildGpu& gpu : page.build().gpus) {
        EXPECT_EQ(gpu.powerLimitWatts, 255.0);
    }
    EXPECT_EQ(child<QSpinBox>("powerLimitSpin0")->value(), 255);
    // Every finding and text is checked again.
    EXPECT_EQ(severity("mains-capacity"), Severity::Ok);
    EXPECT_EQ(severity("psu-capacity"), Severity::Ok);
    EXPECT_EQ(row("power-limit-advice"), nullptr);
    EXPECT_EQ(severity("power-limit-set"), Severity::Ok);
    EXPECT_TRUE(row("power-limit-set")->data(messageRole).toString().contains(watts));
    const QString mainsAfter = row("mains-capacity")->data(messageRole).toString();
    EXPECT_NE(mainsAfter, mainsBefore);
    EXPECT_FALSE(mainsAfter.contains(QStringLiteral("more than"))) << mainsAfter;
    EXPECT_TRUE(apply->isHidden());
    EXPECT_LE(bar("totalWatts") / 0.92, 1440);

    // The same by hand, as the user in the issue did: the advised limit typed into the card's row.
    auto* limit = child<QSpinBox>("powerLimitSpin0");
    limit->setValue(350);
    ASSERT_EQ(severity("mains-capacity"), Severity::Problem);
    limit->setValue(255);
    EXPECT_EQ(severity("mains-capacity"), Severity::Ok);
    EXPECT_EQ(severity("psu-capacity"), Severity::Ok);
}

TEST_F(BuildPageTest, ABiggerSupplyIsProposedOnlyWhereTheOutletCanFeedIt) {
    // seed facts B1, B2: 4x RTX 3090 want 1700 W, which a 230 V / 16 A circuit carries...
    europeanSixteenHundredWatts();
    addCards(QStringLiteral("RTX 3090"), 4);
    ASSERT_EQ(severity("psu-capacity"), Severity::Problem);
    const QString european = row("psu-capacity")->data(messageRole).toString();
    EXPECT_TRUE(
        european.contains(QStringLiteral("Use a %1 W or larger supply").arg(QLocale().toString(1700))))
        << european;
    // ... but a 120 V / 15 A one does not: the outlet is the limit.
    selectMains(QStringLiteral("120 V / 15 A"));
    const QString us = row("psu-capacity")->data(messageRole).toString();
    EXPECT_FALSE(us.contains(QStringLiteral("or larger supply"))) << us;
    EXPECT_TRUE(us.contains(QStringLiteral("A bigger supply would not help"))) << us;
    EXPECT_TRUE(us.contains(QStringLiteral("the outlet is the limit"))) << us;
    EXPECT_TRUE(us.contains(QStringLiteral("230 V circuit"))) << us;
    EXPECT_TRUE(us.contains(QLocale().toString(1440 * 0.92, 'f', 0) + QStringLiteral(" W"))) << us;
}

TEST_F(BuildPageTest, TheSlotFindingSaysWhatX16SlotsAre) {
    // seed fact B4: four 3-slot RTX 3090s, two slots apart, need seven x16 positions.
    addCards(QStringLiteral("RTX 3090"), 4);
    ASSERT_EQ(severity("slot-fit"), Severity::Problem);
    const QString message = row("slot-fit")->data(messageRole).toString();
    EXPECT_TRUE(message.contains(
        QStringLiteral("a motherboard with 7 full-length PCIe x16 slots (the long graphics-card slots)")))
        << message;
    auto* slotsSpin = child<QSpinBox>("slotsSpin");
    EXPECT_TRUE(slotsSpin->toolTip().contains(QStringLiteral("long slots graphics cards go in")));
    bool labelled = false;
    for (const QLabel* label : page.findChildren<QLabel*>()) {
        if (label->buddy() == slotsSpin) {
            EXPECT_EQ(label->text(), QStringLiteral("GPU slots (&x16):"));
            labelled = true;
        }
    }
    EXPECT_TRUE(labelled);
}

TEST_F(BuildPageTest, CardsArePricedInTheChosenConditionAndMissingPricesAreNamed) {
    const PriceQuote* used = snapshot->priceBook.latest("RTX 3090", Condition::Used, settings.asOf);
    const PriceQuote* fresh = snapshot->priceBook.latest("RTX 3090", Condition::New, settings.asOf);
    ASSERT_NE(used, nullptr);
    ASSERT_NE(fresh, nullptr);
    ASSERT_NE(used->priceUsd, fresh->priceUsd);
    ASSERT_EQ(snapshot->priceBook.latest("RTX 4090", Condition::Used, settings.asOf), nullptr);

    // The purchase context prices the build (one condition on every page).
    settings.condition = Condition::Used;
    page.setSettings(settings);
    addCards(QStringLiteral("RTX 3090"), 2);
    EXPECT_EQ(page.priceCondition(), Condition::Used);
    ASSERT_TRUE(page.summary());
    EXPECT_DOUBLE_EQ(page.summary()->cardsUsd, 2 * used->priceUsd);
    EXPECT_TRUE(child<QLabel>("summaryAssumptions")->text().contains(QStringLiteral("newest used price")));
    QString summary = child<QLabel>("summaryLabel")->text();
    EXPECT_FALSE(summary.contains(QStringLiteral("incomplete"))) << summary;

    // A card with no used price says so; the total says it is incomplete.
    addCards(QStringLiteral("RTX 4090"), 1);
    EXPECT_DOUBLE_EQ(page.summary()->cardsUsd, 2 * used->priceUsd);
    EXPECT_EQ(page.summary()->unpricedCards, std::vector<std::string>{"RTX 4090"});
    summary = child<QLabel>("summaryLabel")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("RTX 4090: no used price in the catalog"))) << summary;
    EXPECT_TRUE(summary.contains(QStringLiteral("so far (incomplete)"))) << summary;
    EXPECT_TRUE(summary.contains(QStringLiteral("No used price in the catalog for RTX 4090"))) << summary;

    // Only unpriced cards: their cost is named, not $0.
    child<QPushButton>("clearBuildButton")->click();
    addCards(QStringLiteral("RTX 4090"), 2);
    summary = child<QLabel>("summaryLabel")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("cards no used price in the catalog"))) << summary;

    // A change of the context's condition prices the build at once; the page has no other.
    settings.condition = Condition::New;
    page.setSettings(settings);
    EXPECT_EQ(page.priceCondition(), Condition::New);
    EXPECT_TRUE(page.summary()->unpricedCards.empty());
    EXPECT_EQ(page.findChild<QComboBox*>(QStringLiteral("priceConditionCombo")), nullptr);
}

class BuildPageWindowTest : public TempDirTest {};

TEST_F(BuildPageWindowTest, TheWizardsPickIsPricedInItsConditionAndKeptThroughARebuild) {
    MainWindow window(std::make_unique<Catalog>(
        gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite")))));
    const CatalogSnapshot snapshot = CatalogSnapshot::load(window.catalog());
    BuildPage* page = window.buildPage();
    ASSERT_EQ(page->priceCondition(), Condition::New);
    AdvisorWizard* wizard = window.openAdvisor();
    emit wizard->buildCheckerRequested(BuildContext{QStringLiteral("RTX 3090"), 2, Condition::Used, false});
    EXPECT_EQ(page->priceCondition(), Condition::Used);
    // The hand-off changed the purchase context, visibly: every page prices used now.
    EXPECT_EQ(window.purchaseContext().condition, Condition::Used);
    EXPECT_TRUE(window.contextBar()->markedControls().contains(QStringLiteral("contextConditionCombo")));
    EXPECT_EQ(window.chartsPage()->settings().condition, Condition::Used);
    const PriceQuote* used =
        snapshot.priceBook.latest("RTX 3090", Condition::Used, window.chartsPage()->settings().asOf);
    ASSERT_NE(used, nullptr);
    ASSERT_TRUE(page->summary());
    EXPECT_DOUBLE_EQ(page->summary()->cardsUsd, 2 * used->priceUsd);
    wizard->close();

    // The pages are built again on a change of language: the build stays priced used.
    window.rebuild();
    EXPECT_EQ(window.buildPage()->priceCondition(), Condition::Used);
    EXPECT_DOUBLE_EQ(window.buildPage()->summary()->cardsUsd, 2 * used->priceUsd);

    window.checkBuildOf(BuildContext{QStringLiteral("RTX 3090"), 1, Condition::New, false});
    EXPECT_EQ(window.buildPage()->priceCondition(), Condition::New);
}

TEST_F(BuildPageWindowTest, RemoveAllUndoesWhatAnOrganisationsHandOffSetUp) {
    // issue 30: the organisation path's server chassis and data centre survived "Remove all", so
    // a home build of a GeForce card then showed a licence problem (R7).
    MainWindow window(std::make_unique<Catalog>(
        gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite")))));
    BuildPage* page = window.buildPage();
    const BuildSpec home = page->build();
    ASSERT_EQ(home.chassis, Chassis::Workstation);
    ASSERT_FALSE(home.inDataCenter);
    window.checkBuildOf(BuildContext{QStringLiteral("H100 PCIe"), 8, Condition::New, true});
    ASSERT_EQ(page->build().gpus.size(), 8U);
    EXPECT_EQ(page->build().chassis, Chassis::Server);
    EXPECT_TRUE(page->build().inDataCenter);
    EXPECT_DOUBLE_EQ(page->build().mains.amps, dataCenterCircuit.amps);

    page->findChild<QPushButton*>(QStringLiteral("clearBuildButton"))->click();
    const BuildSpec cleared = page->build();
    EXPECT_TRUE(cleared.gpus.empty());
    EXPECT_EQ(cleared.chassis, home.chassis);
    EXPECT_EQ(cleared.inDataCenter, home.inDataCenter);
    EXPECT_DOUBLE_EQ(cleared.mains.volts, home.mains.volts);
    EXPECT_DOUBLE_EQ(cleared.mains.amps, home.mains.amps);
    EXPECT_EQ(cleared.x16Slots, home.x16Slots);

    // A home build now: a GeForce card in a workstation, no licence finding.
    ASSERT_TRUE(page->addGpu(QStringLiteral("RTX 3090"), 1));
    for (const Finding& finding : page->findings()) {
        EXPECT_NE(finding.code, FindingCode::Licence);
    }
    // The next "Remove all" only removes cards.
    page->findChild<QPushButton*>(QStringLiteral("clearBuildButton"))->click();
    EXPECT_TRUE(page->build().gpus.empty());
    EXPECT_EQ(page->build().chassis, Chassis::Workstation);
}

} // namespace
