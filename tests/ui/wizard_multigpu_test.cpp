// Issue 30: the wizard weighs several cards where the work splits (a language model) and says the
// count; the organisation path states its training memory as the job's total split over the
// node's GPUs, prices new, checks the cloud with the same total, defaults the memory page to
// training, and hands the Build Checker a machine that passes at the utilisation entered.

#include "gpuadvisor/core/build/machineplan.h"
#include "gpuadvisor/text/answertext.h"
#include "gpuadvisor/ui/build/buildpage.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include "advisorwizardfixture.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>

#include <algorithm>
#include <optional>

using namespace gpuadvisor;

namespace {

class WizardMultiGpuTest : public AdvisorWizardTest {
protected:
    void SetUp() override {
        AdvisorWizardTest::SetUp();
        settings.asOf = day(2026, 11, 24);
        open(snapshot);
    }

    template <typename T> void selectData(int page, const char* combo, const T& data) {
        auto* box = child<QComboBox>(page, combo);
        ASSERT_NE(box, nullptr);
        box->setCurrentIndex(box->findData(data));
        ASSERT_GE(box->currentIndex(), 0) << combo;
    }

    /// Every label of the result page, in one text.
    QString resultPageText() const {
        QStringList texts;
        for (const QLabel* label : wizard->page(AdvisorWizard::ResultPage)->findChildren<QLabel*>()) {
            texts << label->text();
        }
        return texts.join(QLatin1Char('\n'));
    }

    /// "Open in Build Checker" through the real main window: the Build page's findings.
    std::vector<Finding> openInBuildChecker(MainWindow& window, BuildContext* sent) {
        QSignalSpy spy(wizard.get(), &AdvisorWizard::buildCheckerRequested);
        auto* button = child<QPushButton>(AdvisorWizard::ResultPage, "buildCheckerButton");
        EXPECT_TRUE(button->isEnabled());
        button->click();
        EXPECT_EQ(spy.count(), 1);
        if (spy.count() != 1) {
            return {};
        }
        *sent = spy.at(0).at(0).value<BuildContext>();
        window.checkBuildOf(*sent);
        return window.buildPage()->findings();
    }

    static bool anyProblem(const std::vector<Finding>& findings) {
        return std::any_of(findings.begin(), findings.end(),
                           [](const Finding& f) { return f.severity == Severity::Problem; });
    }
};

// Issue 35, persona "run gpt-oss-120b on $1,500 with 128 GB of DDR5": no set of cards in that
// budget holds the model, but one card and the computer's RAM run it; the answer says it spills.
TEST_F(WizardMultiGpuTest, GptOss120bOnFifteenHundredDollarsWithRamGetsOneGpuPlusRam) {
    settings.vendors = {true, false, false, false};
    open(snapshot);
    answer(false); // individual
    answer(false); // not training
    answer(true);  // language models
    setBudget(1500);
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::MemoryPage);
    selectData(AdvisorWizard::MemoryPage, "llmModelCombo", QStringLiteral("gpt-oss-120b"));
    selectData(AdvisorWizard::MemoryPage, "llmWeightsCombo", static_cast<int>(WeightFormat::Mxfp4));
    EXPECT_FALSE(child<QComboBox>(AdvisorWizard::MemoryPage, "llmPlatformCombo")->isEnabled())
        << "no platform until RAM is counted";
    child<QSpinBox>(AdvisorWizard::MemoryPage, "llmRamSpin")->setValue(128);
    selectData(AdvisorWizard::MemoryPage, "llmPlatformCombo", QStringLiteral("ddr5-6000-2ch"));
    const std::optional<LlmWorkload>& workload = wizard->answers().memory.llm;
    ASSERT_TRUE(workload.has_value());
    EXPECT_EQ(workload->host.ramGb, 128);
    EXPECT_DOUBLE_EQ(workload->host.bandwidthGBps, 96);
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::ResultPage);
    const Recommendation result = wizard->recommendation();
    ASSERT_EQ(result.answer.kind, AnswerKind::Buy) << resultText("resultTitle").toStdString();
    const PickCandidate& buy = *result.answer.buy;
    EXPECT_EQ(buy.gpuCount, 1);
    EXPECT_GT(buy.llmOffloadRamGiB, 0) << buy.gpu->name;
    ASSERT_TRUE(result.llmPlan.has_value());
    EXPECT_TRUE(result.llmPlan->offloaded());
    EXPECT_DOUBLE_EQ(result.llmPlan->offload->ramHeldGiB, buy.llmOffloadRamGiB);
    EXPECT_TRUE(resultPageText().contains(QStringLiteral("in the computer's RAM")))
        << resultPageText().toStdString();
}

// Persona "run Llama 3.1 70B, budget $2,500": without typing a GPU count the pick weighs 1 to 4
// cards of each type and says how many; two RTX 3090 (or better) beat one 48 GB card.
TEST_F(WizardMultiGpuTest, Llama70bOnTwentyFiveHundredDollarsGetsSeveralCardsWithoutACountHint) {
    // Cards that share a machine: with the Charts page's vendor boxes on NVIDIA alone (a used Mac
    // Studio holds the model by itself, and would be weighed otherwise).
    settings.vendors = {true, false, false, false};
    open(snapshot);
    answer(false); // individual
    answer(false); // not training
    answer(true);  // language models
    setBudget(2500);
    EXPECT_EQ(child<QSpinBox>(AdvisorWizard::BudgetPage, "gpuCountSpin")->value(), 0) << "no count typed";
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::MemoryPage);
    ASSERT_TRUE(child<QRadioButton>(AdvisorWizard::MemoryPage, "languageModelRadio")->isChecked());
    selectData(AdvisorWizard::MemoryPage, "llmModelCombo", QStringLiteral("llama3.1-70b"));
    selectData(AdvisorWizard::MemoryPage, "llmWeightsCombo", static_cast<int>(WeightFormat::Q4_K_M));
    EXPECT_TRUE(label(AdvisorWizard::MemoryPage, "memoryResult").contains(QStringLiteral("whole job")))
        << label(AdvisorWizard::MemoryPage, "memoryResult").toStdString();
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::ResultPage);

    const Recommendation result = wizard->recommendation();
    ASSERT_EQ(result.answer.kind, AnswerKind::Buy);
    const PickCandidate& buy = *result.answer.buy;
    EXPECT_GE(result.answer.gpuCount, 2) << buy.gpu->name << ": no 48 GB card beats several 24 GB ones";
    EXPECT_EQ(result.answer.gpuCount, buy.gpuCount);
    EXPECT_LE(buy.price->priceUsd * buy.gpuCount, 2500);
    // The 2 x RTX 3090 (used) build competes, and the answer is it or better per dollar.
    const auto twoRtx3090 = std::find_if(
        result.pick.candidates.begin(), result.pick.candidates.end(),
        [](const PickCandidate& c) { return c.gpu->name == "RTX 3090" && c.condition() == Condition::Used; });
    ASSERT_NE(twoRtx3090, result.pick.candidates.end());
    EXPECT_EQ(twoRtx3090->gpuCount, 2);
    EXPECT_GE(buy.performancePerDollar, twoRtx3090->performancePerDollar);
    for (const PickCandidate& single : result.pick.candidates) {
        if (single.gpuCount == 1) {
            EXPECT_GT(buy.performancePerDollar, single.performancePerDollar) << single.gpu->name;
        }
    }
    // The headline says the count.
    const QString title = resultText("resultTitle");
    EXPECT_TRUE(title.contains(
        QStringLiteral("%1 x %2").arg(buy.gpuCount).arg(QString::fromStdString(buy.gpu->name))))
        << title.toStdString();
    // One ranking criterion, stated once; no 16-bit rating beside the tokens/s.
    const QString page = resultPageText();
    EXPECT_EQ(page.count(QStringLiteral("ranked by")), 1) << page.toStdString();
    EXPECT_TRUE(page.contains(QStringLiteral("decode tokens per second per dollar of ownership")));
    EXPECT_FALSE(page.contains(QStringLiteral("rated by"))) << page.toStdString();
    // The machine in one line: slots, supply and outlet.
    const MachinePlan plan = planMachine(*buy.gpu, buy.gpuCount, Chassis::Workstation);
    ASSERT_TRUE(plan.passes());
    EXPECT_EQ(resultText("machineText"), text::machinePlanText(plan, buy));
    EXPECT_TRUE(resultText("machineText").contains(QStringLiteral("W power supply")));

    // The Build Checker receives exactly that build, with a supply that carries it.
    MainWindow window(std::make_unique<Catalog>(path(QStringLiteral("catalog.sqlite"))));
    BuildContext sent;
    const std::vector<Finding> findings = openInBuildChecker(window, &sent);
    EXPECT_EQ(sent.count, buy.gpuCount);
    const BuildSpec spec = window.buildPage()->build();
    ASSERT_EQ(spec.gpus.size(), static_cast<std::size_t>(buy.gpuCount));
    EXPECT_EQ(spec.gpus.front().gpu.name, buy.gpu->name);
    EXPECT_DOUBLE_EQ(spec.psuWatts, plan.psuWatts);
    EXPECT_GE(spec.psuWatts, powerBudget(spec).totalWatts);
    EXPECT_FALSE(anyProblem(findings));
}

// Persona: an organisation training LLMs of 13B and more, not rich, a middle budget, 8-GPU
// nodes, $150,000, GPUs busy 60 % of the time.
TEST_F(WizardMultiGpuTest, TheOrganisationTrainingPathIsCoherent) {
    answer(true);  // organisation
    answer(true);  // language models of 13B and more
    answer(false); // not rich
    answer(true);  // a middle budget
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::MemoryPage);
    // The user said train: the memory page starts from a training task, not from running a model.
    ASSERT_TRUE(child<QRadioButton>(AdvisorWizard::MemoryPage, "languageModelRadio")->isChecked());
    EXPECT_NE(child<QComboBox>(AdvisorWizard::MemoryPage, "llmTaskCombo")->currentData().toInt(),
              static_cast<int>(LlmTask::Inference));
    ASSERT_TRUE(wizard->answers().memory.llm.has_value());
    EXPECT_NE(wizard->answers().memory.llm->task, LlmTask::Inference);
    EXPECT_FALSE(child<QCheckBox>(AdvisorWizard::MemoryPage, "allowUsedCheck")->isVisible())
        << "organisations buy new";

    // The persona's job: a 13B model trained in 16 bits, 13e9 x 16 bytes x 1.25 = 260 GB.
    child<QRadioButton>(AdvisorWizard::MemoryPage, "modelRadio")->click();
    child<QDoubleSpinBox>(AdvisorWizard::MemoryPage, "parametersSpin")->setValue(13);
    selectData(AdvisorWizard::MemoryPage, "precisionCombo", static_cast<int>(Precision::Fp16));
    selectData(AdvisorWizard::MemoryPage, "trainingCombo", true);
    const QString memoryLine = label(AdvisorWizard::MemoryPage, "memoryResult");
    EXPECT_TRUE(memoryLine.contains(QStringLiteral("260.0 GB"))) << memoryLine.toStdString();
    EXPECT_FALSE(memoryLine.contains(QStringLiteral("per GPU"))) << memoryLine.toStdString();
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::ClusterPage);
    child<QSpinBox>(AdvisorWizard::ClusterPage, "clusterGpusSpin")->setValue(8);
    selectData(AdvisorWizard::ClusterPage, "gpusPerMachineCombo", 8);
    child<QSpinBox>(AdvisorWizard::ClusterPage, "clusterBudgetSpin")->setValue(150000);
    child<QSpinBox>(AdvisorWizard::ClusterPage, "clusterUtilizationSpin")->setValue(60);
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::ResultPage);

    const Recommendation result = wizard->recommendation();
    // Total training memory, split over 8 GPUs, and how (full fine-tuning, sharded states).
    ASSERT_TRUE(result.memoryIsTotal);
    EXPECT_NEAR(result.totalMemoryGb, 260, 1e-9);
    EXPECT_EQ(result.memoryGpus, 8);
    EXPECT_NEAR(result.memoryGb, 32.5, 1e-9);
    const QString memory = resultText("memoryText");
    EXPECT_TRUE(memory.contains(QStringLiteral("260.0 GB"))) << memory.toStdString();
    EXPECT_TRUE(memory.contains(QStringLiteral("32.5 GB on each of 8 GPUs"))) << memory.toStdString();
    EXPECT_TRUE(memory.contains(text::memorySplitText(wizard->answers()))) << memory.toStdString();
    const QString page = resultPageText();
    EXPECT_FALSE(page.contains(QStringLiteral("Memory per GPU: 260"))) << page.toStdString();

    // A100 80GB and H100 qualify at 8 cards: the guide's cards are never "too little memory".
    ASSERT_FALSE(result.pick.guide.empty());
    for (const GuideAssessment& guide : result.pick.guide) {
        EXPECT_NE(guide.verdict, GuideVerdict::TooLittleMemory) << guide.card.gpu;
    }
    // New prices only, nowhere a used card.
    for (const PickCandidate& candidate : result.pick.candidates) {
        EXPECT_EQ(candidate.condition(), Condition::New) << candidate.gpu->name;
        EXPECT_EQ(candidate.gpuCount, 8);
    }
    EXPECT_FALSE(page.contains(QStringLiteral("(used)"))) << page.toStdString();
    // The cloud check uses the same total: each offer listed holds 260 GB on all its GPUs, and a
    // way out that rents never contradicts an empty cloud list.
    for (const CloudCandidate& offer : result.cloud) {
        EXPECT_GE(offer.gpu->memoryGb * offer.offer->gpuCount, 260) << offer.offer->instance;
    }
    const bool rentWayOut = std::any_of(result.answer.waysOut.begin(), result.answer.waysOut.end(),
                                        [](const WayOut& way) { return way.kind == WayOutKind::Cloud; });
    EXPECT_FALSE(result.cloud.empty() && rentWayOut);
    EXPECT_FALSE(page.contains(QStringLiteral("per GPU."))) << page.toStdString();

    // The Build Checker gets a server that passes, at the utilisation entered.
    MainWindow window(std::make_unique<Catalog>(path(QStringLiteral("catalog.sqlite"))));
    BuildContext sent;
    const std::vector<Finding> findings = openInBuildChecker(window, &sent);
    EXPECT_TRUE(sent.server);
    EXPECT_EQ(sent.count, 8);
    EXPECT_EQ(sent.condition, Condition::New);
    for (const Finding& finding : findings) {
        EXPECT_NE(finding.severity, Severity::Problem) << toString(finding.code);
    }
    const BuildSpec spec = window.buildPage()->build();
    ASSERT_EQ(spec.gpus.size(), 8u);
    EXPECT_EQ(spec.chassis, Chassis::Server);
    EXPECT_NE(spec.gpus.front().gpu.cooler, Cooler::OpenAir);
    EXPECT_GE(spec.psuWatts, powerBudget(spec).totalWatts);
    const QLabel* assumptions = window.buildPage()->findChild<QLabel*>(QStringLiteral("summaryAssumptions"));
    ASSERT_NE(assumptions, nullptr);
    EXPECT_TRUE(assumptions->text().contains(QStringLiteral("60 %"))) << assumptions->text().toStdString();
    EXPECT_FALSE(assumptions->text().contains(QStringLiteral("15 %"))) << assumptions->text().toStdString();
}

} // namespace
