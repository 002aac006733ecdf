// The recommendation wizard with real widgets and the shipped catalog: routing by the core's
// flowchart walk, answers kept across Back, the budget, memory and cluster pages, the progress
// label, the result page (pick, guide verdicts, path), Compare / Build Checker / Export, and the
// main window's action. Expected words come from the shared advisor text, not copies of it.

#include "gpuadvisor/core/advice/guideclaims.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/answertext.h"
#include "gpuadvisor/ui/build/buildpage.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/compare/comparepage.h"
#include "gpuadvisor/ui/shell/mainwindow.h"
#include "gpuadvisor/ui/wizard/advisorwizard.h"

#include "advisorwizardfixture.h"
#include "qtprinters.h"
#include "shippedcatalogfile.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>

#include "gpuadvisor/core/llm/llmplanner.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace gpuadvisor;

namespace {

TEST_F(AdvisorWizardTest, TodayAThousandDollarsOfTrainingRestsOnAMeasuredCardUnlessDatasheetsAreAllowed) {
    // In 2026 a used Radeon rates better per dollar on its datasheet than any NVIDIA card, but no
    // shipped training measurement covers AMD: the pick stays a measured card, and the notes say
    // what looks better on paper. The memory page's box lets datasheet estimates compete.
    settings.asOf = day(2026, 11, 27);
    open(snapshot);
    toTransformersBudget();
    setBudget(1000);
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::MemoryPage);
    auto* allow = child<QCheckBox>(AdvisorWizard::MemoryPage, "allowSpecificationOnlyCheck");
    ASSERT_NE(allow, nullptr);
    EXPECT_FALSE(allow->isChecked());
    next();
    Recommendation result = wizard->recommendation();
    ASSERT_FALSE(result.pick.candidates.empty());
    EXPECT_EQ(result.pick.candidates.front().gpu->vendor, "NVIDIA");
    EXPECT_FALSE(result.pick.candidates.front().specificationOnly);
    ASSERT_GT(result.pick.specificationOnlyAhead, 0);
    EXPECT_TRUE(resultText("pickNotes").contains(text::specificationOnlyAheadText(result.pick)))
        << resultText("pickNotes").toStdString();

    wizard->back();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::MemoryPage);
    allow->setChecked(true);
    next();
    result = wizard->recommendation();
    ASSERT_FALSE(result.pick.candidates.empty());
    EXPECT_NE(result.pick.candidates.front().gpu->vendor, "NVIDIA");
    EXPECT_TRUE(result.pick.candidates.front().specificationOnly);
    // Its catch, with the wider error, stands under the headline.
    const QString catchText =
        text::specificationOnlyText(QString::fromStdString(result.pick.candidates.front().gpu->vendor));
    bool shown = false;
    for (const QLabel* label : wizard->page(AdvisorWizard::ResultPage)->findChildren<QLabel*>()) {
        shown = shown || (label->objectName().startsWith(QStringLiteral("resultCatch")) &&
                          label->text().contains(catchText.toHtmlEscaped()));
    }
    EXPECT_TRUE(shown) << catchText.toStdString();
}

TEST_F(AdvisorWizardTest, TransformersOnAThousandDollarsEndsAtAUsedRtx3090) {
    EXPECT_EQ(wizard->currentId(), AdvisorWizard::OrganizationPage);
    EXPECT_EQ(label(AdvisorWizard::OrganizationPage, "pageHeading"), text::questionText(node(0)));
    EXPECT_FALSE(nextEnabled()) << "a question needs an answer before Next";
    toTransformersBudget();
    setBudget(1000);
    next();
    EXPECT_EQ(wizard->currentId(), AdvisorWizard::MemoryPage);
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::ResultPage);
    EXPECT_TRUE(wizard->button(QWizard::FinishButton)->isVisible());

    const Recommendation result = wizard->recommendation();
    ASSERT_EQ(result.walk.leaf, FlowLeaf::TrainTransformersUsedRtx3090);
    // One answer: the headline is the live pick, and the guide's leaf is the reasoning behind it.
    EXPECT_EQ(resultText("resultTitle"), text::answerHeadline(result.answer));
    EXPECT_TRUE(resultText("resultTitle").contains(text::cardWithCondition("RTX 3090", Condition::Used)));
    EXPECT_TRUE(resultText("resultReason").contains(text::leafTitle(FlowLeaf::TrainTransformersUsedRtx3090)));
    EXPECT_TRUE(
        resultText("resultLeafReason").contains(text::leafReason(FlowLeaf::TrainTransformersUsedRtx3090)));
    // The guide's card, judged at the prices of the day, and the live pick with its price.
    const QString used3090 = text::cardWithCondition("RTX 3090", Condition::Used);
    EXPECT_TRUE(resultText("guideTable").contains(used3090));
    EXPECT_TRUE(
        resultText("guideTable").contains(text::verdictText(result.pick.guide.front()).toHtmlEscaped()));
    ASSERT_FALSE(result.pick.candidates.empty());
    EXPECT_EQ(result.pick.candidates.front().gpu->name, "RTX 3090");
    EXPECT_EQ(result.pick.candidates.front().condition(), Condition::Used);
    EXPECT_TRUE(resultText("pickTable").contains(used3090));
    EXPECT_TRUE(resultText("pickTable").contains(text::money(800)));
    // The path: every question with its answer's reason, the budget step with its price.
    ASSERT_EQ(result.walk.steps.size(), 5u);
    const QString path = resultText("pathTable");
    for (const FlowStep& step : result.walk.steps) {
        EXPECT_TRUE(path.contains(text::questionText(node(step.node)).toHtmlEscaped())) << step.node;
        EXPECT_TRUE(path.contains(text::stepReason(step, settings.priceAge()).toHtmlEscaped())) << step.node;
    }
    EXPECT_TRUE(path.contains(text::money(2000))) << "the RTX 4090 was over the budget at $2,000";
    EXPECT_EQ(
        wizard->page(AdvisorWizard::ResultPage)->findChild<QWidget*>(QStringLiteral("section-fourSteps")),
        nullptr);
}

// Issue 19: the wizard can be answered from the keyboard alone.
TEST_F(AdvisorWizardTest, ArrowKeysChooseAnAnswerAndEnterGoesOn) {
    QApplication::setActiveWindow(wizard.get());
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::OrganizationPage);
    QWidget* focus = QApplication::focusWidget();
    ASSERT_NE(focus, nullptr);
    EXPECT_EQ(focus, child<QRadioButton>(AdvisorWizard::OrganizationPage, "yesButton"));
    QTest::keyClick(focus, Qt::Key_Down);
    EXPECT_TRUE(child<QRadioButton>(AdvisorWizard::OrganizationPage, "noButton")->isChecked())
        << "Down chooses the next answer";
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::TrainPage) << "Enter goes on";
    EXPECT_EQ(wizard->answers().flow.organization, false);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
    EXPECT_TRUE(child<QRadioButton>(AdvisorWizard::TrainPage, "yesButton")->isChecked());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Enter);
    EXPECT_EQ(wizard->currentId(), AdvisorWizard::TransformersPage);
    EXPECT_EQ(wizard->answers().flow.train, true);
}

TEST_F(AdvisorWizardTest, BackThenForwardKeepsEveryAnswer) {
    toTransformersBudget();
    setBudget(1500);
    child<QSpinBox>(AdvisorWizard::BudgetPage, "gpuCountSpin")->setValue(2);
    next();
    child<QRadioButton>(AdvisorWizard::MemoryPage, "useCaseRadio")->click();
    auto* useCase = child<QComboBox>(AdvisorWizard::MemoryPage, "useCaseCombo");
    useCase->setCurrentIndex(useCase->findData(static_cast<int>(UseCase::ImageGeneration)));
    EXPECT_TRUE(label(AdvisorWizard::MemoryPage, "memoryResult").contains(QStringLiteral("12.0 GB")));

    wizard->back();
    wizard->back();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::TransformersPage);
    EXPECT_TRUE(child<QRadioButton>(AdvisorWizard::TransformersPage, "yesButton")->isChecked());
    EXPECT_TRUE(nextEnabled());
    next();
    EXPECT_EQ(wizard->currentId(), AdvisorWizard::BudgetPage) << "Next goes one page on, not to the end";
    EXPECT_EQ(child<QSpinBox>(AdvisorWizard::BudgetPage, "budgetSpin")->value(), 1500);
    EXPECT_EQ(child<QSpinBox>(AdvisorWizard::BudgetPage, "gpuCountSpin")->value(), 2);
    next();
    EXPECT_TRUE(child<QRadioButton>(AdvisorWizard::MemoryPage, "useCaseRadio")->isChecked());
    EXPECT_EQ(useCase->currentData().toInt(), static_cast<int>(UseCase::ImageGeneration));
    EXPECT_EQ(wizard->answers().memory.useCase, UseCase::ImageGeneration);
    EXPECT_EQ(wizard->answers().flow.budgetUsd, 1500);
    EXPECT_EQ(wizard->answers().flow.gpuCount, 2);
}

TEST_F(AdvisorWizardTest, TheBudgetChainPricesOneCardForACountOfNoneOrOne) {
    // seed fact R13: the Transformers chain on $1,000 at the 2023-01-30 prices: one RTX 4090 at
    // $2,000 is over it, one used RTX 3090 at $800 within it.
    const auto expectOneCard = [this](const char* when) {
        const QString rtx4090 = label(AdvisorWizard::BudgetPage, "budgetStatus7");
        EXPECT_TRUE(rtx4090.startsWith(text::yesNo(false))) << when << ": " << rtx4090;
        // One card: its price is the total, said once, with no count ("1 x").
        EXPECT_TRUE(rtx4090.contains(QStringLiteral(": RTX 4090 (new) at "))) << when << ": " << rtx4090;
        EXPECT_FALSE(rtx4090.contains(QStringLiteral(" x "))) << when << ": " << rtx4090;
        EXPECT_EQ(rtx4090.count(text::money(2000)), 1) << when << ": " << rtx4090;
        const QString used3090 = label(AdvisorWizard::BudgetPage, "budgetStatus8");
        EXPECT_TRUE(used3090.startsWith(text::yesNo(true))) << when << ": " << used3090;
        EXPECT_FALSE(used3090.contains(QStringLiteral(" x "))) << when << ": " << used3090;
        EXPECT_EQ(used3090.count(text::money(800)), 1) << when << ": " << used3090;
    };

    // Answers saved with a count of 0 (a damaged setting): the page shows and prices one card.
    AdvisorAnswers saved;
    saved.flow.organization = false;
    saved.flow.train = true;
    saved.flow.transformers = true;
    saved.flow.budgetUsd = 1000;
    saved.flow.gpuCount = 0;
    wizard->setAnswers(saved);
    next();
    next();
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::BudgetPage);
    auto* count = child<QSpinBox>(AdvisorWizard::BudgetPage, "gpuCountSpin");
    EXPECT_EQ(count->value(), 1);
    EXPECT_EQ(wizard->answers().flow.gpuCount, 1);
    expectOneCard("count 0");

    // Two cards, then back to one: the chain follows the count both ways.
    count->setValue(2);
    EXPECT_TRUE(label(AdvisorWizard::BudgetPage, "budgetStatus8").startsWith(text::yesNo(false)))
        << "2 x $800 is over $1,000";
    count->setValue(1);
    expectOneCard("count 1");
    next();
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::ResultPage);
    EXPECT_EQ(wizard->recommendation().walk.leaf, FlowLeaf::TrainTransformersUsedRtx3090);
    EXPECT_EQ(wizard->recommendation().answer.gpuCount, 1);
}

// Issue 30: the budget step printed its prices without saying they were old; now each old
// price's date carries the mark, as on every other page (and the result's path says the same).
TEST_F(AdvisorWizardTest, TheBudgetStepMarksOldPrices) {
    settings.asOf = day(2024, 6, 30);
    settings.stalePriceMonths = 3;
    open(snapshot);
    toTransformersBudget();
    setBudget(1000);
    const Recommendation walked = wizard->recommendation();
    const text::PriceAgeRule rule = settings.priceAge();
    int old = 0;
    int budgetSteps = 0;
    for (const FlowStep& step : walked.walk.steps) {
        if (!step.budget) {
            continue;
        }
        ++budgetSteps;
        const QString status = label(AdvisorWizard::BudgetPage,
                                     QStringLiteral("budgetStatus%1").arg(step.node).toLatin1().constData());
        const QString date = QString::fromStdString(formatIsoDate(step.budget->priceDate));
        EXPECT_TRUE(status.contains(date)) << status;
        const bool isOld = rule.isOld(step.budget->priceDate);
        old += isOld ? 1 : 0;
        EXPECT_EQ(status.contains(date + QStringLiteral(", ") + text::oldPriceMark()), isOld) << status;
        EXPECT_EQ(status, text::stepReason(step, rule));
    }
    EXPECT_GE(budgetSteps, 2);
    EXPECT_GE(old, 1) << "prices before 2024-03-30 are old";
}

TEST_F(AdvisorWizardTest, ChangingAnEarlyAnswerReroutes) {
    toTransformersBudget();
    wizard->back();
    wizard->back();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::TrainPage);
    answer(false); // not training: the chart asks about language models instead
    EXPECT_EQ(wizard->currentId(), AdvisorWizard::LlmsPage);
    EXPECT_EQ(wizard->answers().flow.transformers, true) << "kept, though off the new path";
    answer(true);
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::BudgetPage);
    // The language-model budget chain: RTX 4090 (node 15), then used RTX 3090 (node 16).
    EXPECT_TRUE(label(AdvisorWizard::BudgetPage, "budgetStatus15").startsWith(text::yesNo(false)));
    EXPECT_TRUE(label(AdvisorWizard::BudgetPage, "budgetStatus16").startsWith(text::yesNo(true)));
    next();
    next();
    EXPECT_EQ(wizard->recommendation().walk.leaf, FlowLeaf::LlmUsedRtx3090);
}

TEST_F(AdvisorWizardTest, OrganisationsGetTheClusterPageAndNoGeForcePick) {
    answer(true);  // organisation
    answer(false); // not 13B+ language models
    EXPECT_EQ(wizard->currentId(), AdvisorWizard::RichPage);
    EXPECT_EQ(label(AdvisorWizard::RichPage, "pageHeading"), text::questionText(node(4)));
    answer(false); // not rich
    EXPECT_EQ(wizard->currentId(), AdvisorWizard::MemoryPage);
    EXPECT_FALSE(child<QCheckBox>(AdvisorWizard::MemoryPage, "accept8BitCheck")->isVisible())
        << "organisations train: no 8-bit inference choice";
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::ClusterPage);
    child<QSpinBox>(AdvisorWizard::ClusterPage, "clusterGpusSpin")->setValue(160);
    EXPECT_EQ(label(AdvisorWizard::ClusterPage, "clusterAdvice"),
              text::clusterAdviceText(clusterAdvice(160, false),
                                      text::clusterCardNames(wizard->recommendation().clusterCards)));
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::ResultPage);

    const Recommendation result = wizard->recommendation();
    EXPECT_EQ(result.walk.leaf, FlowLeaf::OrgServerMix);
    ASSERT_FALSE(result.pick.candidates.empty());
    for (const PickCandidate& candidate : result.pick.candidates) {
        EXPECT_NE(candidate.gpu->segment, Segment::Consumer) << candidate.gpu->name << " (R7)";
    }
    ASSERT_TRUE(result.cluster.has_value());
    EXPECT_EQ(result.cluster->gpus, 160);
    EXPECT_EQ(wizard->answers().flow.gpuCount, 8) << "R5's 8-GPU servers by default";
    EXPECT_TRUE(
        resultText("clusterText")
            .contains(text::clusterAdviceText(*result.cluster, text::clusterCardNames(result.clusterCards))));
    EXPECT_TRUE(resultText("guideTable").contains(QStringLiteral("80%"))) << "the server mix's shares";
}

TEST_F(AdvisorWizardTest, MemoryPageEstimatesFromTheModelSize) {
    answer(false); // individual
    answer(false); // not training
    answer(true);  // language models
    setBudget(1000);
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::MemoryPage);
    // A language model to run is rated by its decode speed alone (issue 30: one criterion), so the
    // 8-bit question only shows for the other ways of stating the need.
    EXPECT_FALSE(child<QCheckBox>(AdvisorWizard::MemoryPage, "accept8BitCheck")->isVisible());
    child<QRadioButton>(AdvisorWizard::MemoryPage, "modelRadio")->click();
    EXPECT_TRUE(child<QCheckBox>(AdvisorWizard::MemoryPage, "accept8BitCheck")->isVisible());
    auto* parameters = child<QDoubleSpinBox>(AdvisorWizard::MemoryPage, "parametersSpin");
    auto* precision = child<QComboBox>(AdvisorWizard::MemoryPage, "precisionCombo");
    auto* training = child<QComboBox>(AdvisorWizard::MemoryPage, "trainingCombo");
    EXPECT_FALSE(training->currentData().toBool()) << "running models is the default when not training";
    parameters->setValue(7);
    precision->setCurrentIndex(precision->findData(static_cast<int>(Precision::Fp16)));
    // 7B in FP16: 14 GB of weights + 20 % headroom.
    EXPECT_TRUE(label(AdvisorWizard::MemoryPage, "memoryResult").contains(QStringLiteral("16.8 GB")))
        << label(AdvisorWizard::MemoryPage, "memoryResult").toStdString();
    EXPECT_EQ(label(AdvisorWizard::MemoryPage, "memoryBreakdown")
                  .contains(text::memoryBreakdown(estimateModelMemory({7e9, Precision::Fp16, false}))),
              true);
    precision->setCurrentIndex(precision->findData(static_cast<int>(Precision::Int8)));
    EXPECT_TRUE(label(AdvisorWizard::MemoryPage, "memoryResult").contains(QStringLiteral("8.4 GB")));
    parameters->setValue(13);
    EXPECT_TRUE(label(AdvisorWizard::MemoryPage, "memoryResult").contains(QStringLiteral("15.6 GB")));
    child<QCheckBox>(AdvisorWizard::MemoryPage, "displayGpuCheck")->setChecked(true); // +2 GB (M3)
    EXPECT_TRUE(label(AdvisorWizard::MemoryPage, "memoryResult").contains(QStringLiteral("17.6 GB")));
    EXPECT_DOUBLE_EQ(wizard->recommendation().memoryGb, 13 * 1.2 + 2);
    ASSERT_TRUE(wizard->answers().memory.model.has_value());
    EXPECT_EQ(wizard->answers().memory.model->precision, Precision::Int8);
}

// The language-model path asks which model: the planner then decides which cards hold it, and the
// pick is ranked by tokens/s per dollar, not by a fixed 24 GB.
TEST_F(AdvisorWizardTest, LanguageModelPathPicksByWhatRunsTheChosenModel) {
    answer(false); // individual
    answer(false); // not training
    answer(true);  // language models
    setBudget(5000);
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::MemoryPage);
    EXPECT_TRUE(child<QRadioButton>(AdvisorWizard::MemoryPage, "languageModelRadio")->isChecked())
        << "the language-model path starts from a model to run";
    auto* model = child<QComboBox>(AdvisorWizard::MemoryPage, "llmModelCombo");
    auto* weights = child<QComboBox>(AdvisorWizard::MemoryPage, "llmWeightsCombo");
    model->setCurrentIndex(model->findData(QStringLiteral("llama3-70b")));
    weights->setCurrentIndex(weights->findData(static_cast<int>(WeightFormat::Q4_K_M)));
    ASSERT_TRUE(wizard->answers().memory.llm.has_value());
    EXPECT_EQ(wizard->answers().memory.llm->model.key, "llama3-70b");
    const Recommendation result = wizard->recommendation();
    EXPECT_EQ(result.memorySource, MemorySource::LanguageModel);
    EXPECT_TRUE(label(AdvisorWizard::MemoryPage, "memoryBreakdown").contains(QStringLiteral("LLM planner")));
    // 70B at 4 bits (about 40 GB) is more than any one 24 GB card: every candidate holds it on the
    // count it is offered at (issue 30: 1 to 4 cards of a type without a count typed).
    ASSERT_FALSE(result.pick.candidates.empty());
    for (const PickCandidate& candidate : result.pick.candidates) {
        EXPECT_TRUE(planLlm(*wizard->answers().memory.llm, *candidate.gpu, candidate.gpuCount).fits)
            << candidate.gpu->name;
        EXPECT_LE(candidate.gpuCount, maxWorkstationGpus);
        EXPECT_GT(candidate.llmTokensPerSecond, 0);
    }
    EXPECT_GE(result.pick.candidates.front().gpu->memoryGb * result.pick.candidates.front().gpuCount, 40);
    ASSERT_TRUE(result.llmPlan.has_value());
    EXPECT_TRUE(result.llmPlan->fits);
    // An 8B model fits on far more cards than the 70B one.
    const int leftOutFor70B = result.pick.tooLittleMemory;
    model->setCurrentIndex(model->findData(QStringLiteral("llama3.1-8b")));
    const Recommendation small = wizard->recommendation();
    EXPECT_LT(small.pick.tooLittleMemory, leftOutFor70B);
    ASSERT_GE(small.pick.candidates.size(), 5u);
    // Ranked by tokens/s per dollar of ownership: the relative performance is tokens/s over one
    // yardstick, the same for every card.
    const PickCandidate& first = small.pick.candidates.front();
    for (const PickCandidate& candidate : small.pick.candidates) {
        EXPECT_NEAR(candidate.relativePerformance / candidate.llmTokensPerSecond,
                    first.relativePerformance / first.llmTokensPerSecond, 1e-12)
            << candidate.gpu->name;
    }
    for (std::size_t i = 1; i < small.pick.candidates.size(); ++i) {
        const auto perDollar = [](const PickCandidate& c) {
            return c.llmTokensPerSecond / c.cost.totalUsd();
        };
        EXPECT_GE(perDollar(small.pick.candidates[i - 1]) * (1 + 1e-9), perDollar(small.pick.candidates[i]));
    }
}

TEST_F(AdvisorWizardTest, ProgressCountsStepsAndTheLongestRemainingPath) {
    const auto progress = [this] {
        return wizard->progressText();
    };
    EXPECT_EQ(progress(), QStringLiteral("Step 1 of at most 7"));
    answer(false);
    EXPECT_EQ(progress(), QStringLiteral("Step 2 of at most 7"));
    answer(true);
    EXPECT_EQ(progress(), QStringLiteral("Step 3 of at most 7"));
    answer(true);
    EXPECT_EQ(progress(), QStringLiteral("Step 4 of at most 6")) << "the Transformers chain is one page";
    setBudget(1000);
    next();
    EXPECT_EQ(progress(), QStringLiteral("Step 5 of 6"));
    next();
    EXPECT_EQ(progress(), QStringLiteral("Step 6 of 6"));
    const auto* bar = child<QProgressBar>(AdvisorWizard::ResultPage, "wizardProgressBar");
    EXPECT_EQ(bar->value(), bar->maximum());
    wizard->back();
    EXPECT_EQ(progress(), QStringLiteral("Step 5 of 6"));
}

TEST_F(AdvisorWizardTest, BudgetQuestionsWithoutAPriceAreAskedDirectly) {
    settings.asOf = day(2022, 6, 1); // before the RTX 4090, and no used RTX 3090 prices yet
    open(snapshot);
    toTransformersBudget();
    setBudget(1000);
    auto* rtx4090 = child<QComboBox>(AdvisorWizard::BudgetPage, "budgetAnswer7");
    EXPECT_TRUE(rtx4090->isVisible());
    EXPECT_FALSE(nextEnabled());
    rtx4090->setCurrentIndex(rtx4090->findData(0)); // no
    auto* used3090 = child<QComboBox>(AdvisorWizard::BudgetPage, "budgetAnswer8");
    EXPECT_TRUE(used3090->isVisible());
    EXPECT_FALSE(nextEnabled());
    used3090->setCurrentIndex(used3090->findData(1)); // yes
    EXPECT_TRUE(nextEnabled());
    EXPECT_EQ(wizard->answers().flow.budgetAnswers.at(8), true);
    next();
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::ResultPage);
    EXPECT_EQ(wizard->recommendation().walk.leaf, FlowLeaf::TrainTransformersUsedRtx3090);
}

TEST_F(AdvisorWizardTest, SaysSoWhenTodaysPricesMakeTheGuidesPickAPoorDeal) {
    settings.asOf = day(2025, 6, 15);
    open(snapshot);
    toTransformersBudget();
    setBudget(3000);
    next();
    next();
    const Recommendation result = wizard->recommendation();
    ASSERT_EQ(result.walk.leaf, FlowLeaf::TrainTransformersRtx4090);
    ASSERT_EQ(result.pick.guide.size(), 1u);
    ASSERT_EQ(result.pick.guide.front().verdict, GuideVerdict::PoorDeal);
    EXPECT_NE(result.pick.candidates.front().gpu->name, "RTX 4090");
    // The headline buys the live pick; the reasoning says by how much it beats the guide's card.
    const PickCandidate& pick = result.pick.candidates.front();
    EXPECT_TRUE(
        resultText("resultTitle").contains(text::cardWithCondition(pick.gpu->name, pick.condition())));
    const double more =
        pick.performancePerDollar / result.pick.guide.front().candidate->performancePerDollar - 1;
    EXPECT_GT(more, 1 / poorDealShare - 1);
    EXPECT_TRUE(resultText("resultReason")
                    .contains(QLocale().toString(std::round(more * 100), 'f', 0) + QStringLiteral(" %")))
        << resultText("resultReason").toStdString();
    EXPECT_TRUE(resultText("resultReason").contains(text::cardWithCondition("RTX 4090", Condition::New)));
}

// seed fact R1: a result that cites the guide's 2023 value claim says, with the numbers, where the
// model calibrated on measured benchmarks disagrees with it; a result citing no checked claim does not.
TEST_F(AdvisorWizardTest, AResultCitingAClaimThatMeasuredDataDisputeSaysSo) {
    answer(false); // organisation
    answer(true);  // train
    answer(false); // not Transformers
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::BudgetPage);
    setBudget(900); // under the RTX 4080, over the RTX 4070 Ti (2023-01-30 prices)
    next();
    next();
    const Recommendation result = wizard->recommendation();
    ASSERT_EQ(result.walk.leaf, FlowLeaf::TrainOtherRtx4070Ti);
    const auto perDollar = checkPerDollarClaims(snapshot->gpus, snapshot->prices(), snapshot->systemCosts);
    const bool disputed =
        std::any_of(perDollar.begin(), perDollar.end(), [](const PerDollarClaimCheck& check) {
            return check.factId == "R1" && check.found && !check.agrees();
        });
    ASSERT_TRUE(disputed) << "shipped_model_test says R1 does not come out of the measured data";
    const QString notes = resultText("resultFactNotes");
    EXPECT_TRUE(notes.startsWith(QStringLiteral("R1 \u2014 Measured data disagree"))) << notes.toStdString();
    for (const PerDollarClaimCheck& check : perDollar) {
        if (check.factId == "R1" && !check.agrees()) {
            // Only the claim about what the pick is rated by (16-bit training), with its numbers.
            const bool rated = check.metric == result.query.metric;
            EXPECT_EQ(notes.contains(QLocale().toString(check.model, 'f', 2)), rated) << notes.toStdString();
            if (rated) {
                EXPECT_TRUE(notes.contains(QString::fromStdString(check.modelBest))) << notes.toStdString();
            }
        }
    }
    EXPECT_FALSE(notes.contains(QStringLiteral("Measured data agree")))
        << "only disagreements are worth the space";

    // A leaf whose facts the model does not check (M1, C8) has no such note.
    wizard->back();
    wizard->back();
    wizard->back();
    answer(true); // Transformers
    setBudget(1000);
    next();
    next();
    ASSERT_EQ(wizard->recommendation().walk.leaf, FlowLeaf::TrainTransformersUsedRtx3090);
    EXPECT_EQ(wizard->page(AdvisorWizard::ResultPage)->findChild<QLabel*>(QStringLiteral("resultFactNotes")),
              nullptr);
}

TEST_F(AdvisorWizardTest, CompareAndBuildCheckerSendThePick) {
    toTransformersBudget();
    setBudget(1000);
    next();
    next();
    QSignalSpy compare(wizard.get(), &AdvisorWizard::compareRequested);
    child<QPushButton>(AdvisorWizard::ResultPage, "compareButton")->click();
    ASSERT_EQ(compare.count(), 1);
    QStringList names = compare.at(0).at(0).toStringList();
    EXPECT_GE(names.size(), 2);
    EXPECT_LE(names.size(), 4);
    EXPECT_EQ(names.removeDuplicates(), 0);
    EXPECT_EQ(names.front(), QStringLiteral("RTX 3090")) << "the live pick first";
    for (const QString& name : names) {
        EXPECT_NE(snapshot->find(name.toStdString()), nullptr) << name.toStdString();
    }

    QSignalSpy build(wizard.get(), &AdvisorWizard::buildCheckerRequested);
    auto* buildButton = child<QPushButton>(AdvisorWizard::ResultPage, "buildCheckerButton");
    EXPECT_TRUE(buildButton->isVisible());
    buildButton->click();
    ASSERT_EQ(build.count(), 1);
    const auto context = build.at(0).at(0).value<BuildContext>();
    EXPECT_EQ(context.gpu, QStringLiteral("RTX 3090"));
    EXPECT_EQ(context.count, 1);
    EXPECT_EQ(context.condition, Condition::Used) << "priced used, as the answer";
    EXPECT_FALSE(context.server);
    wizard->setBuildCheckerAvailable(false);
    EXPECT_FALSE(buildButton->isVisible());
}

TEST_F(AdvisorWizardTest, ExportsTextAndAPngOfTheWholeResult) {
    toTransformersBudget();
    setBudget(1000);
    next();
    next();
    const auto* saved = child<QLabel>(AdvisorWizard::ResultPage, "exportStatus");
    EXPECT_FALSE(saved->isVisible());
    ASSERT_TRUE(wizard->exportResult(path(QStringLiteral("result.txt"))));
    // The page confirms where it wrote (issue 19).
    EXPECT_TRUE(saved->isVisible());
    EXPECT_TRUE(saved->text().contains(QStringLiteral("result.txt")));
    EXPECT_EQ(saved->toolTip(), QDir::toNativeSeparators(path(QStringLiteral("result.txt"))));
    const QString text = QString::fromUtf8(readFile(QStringLiteral("result.txt")));
    EXPECT_TRUE(text.contains(text::leafTitle(FlowLeaf::TrainTransformersUsedRtx3090)));
    EXPECT_TRUE(text.contains(text::questionText(node(0))));
    EXPECT_TRUE(text.contains(text::cardWithCondition("RTX 3090", Condition::Used)));

    ASSERT_TRUE(wizard->exportResult(path(QStringLiteral("result.png"))));
    const QImage image(path(QStringLiteral("result.png")));
    ASSERT_FALSE(image.isNull());
    const auto* content =
        wizard->page(AdvisorWizard::ResultPage)->findChild<QWidget*>(QStringLiteral("resultContent"));
    ASSERT_NE(content, nullptr);
    EXPECT_GE(image.width(), content->width()) << "all of the result, with a margin";
    EXPECT_GE(image.height(), content->height());
    const auto* scroll = child<QScrollArea>(AdvisorWizard::ResultPage, "resultScroll");
    EXPECT_GT(image.height(), scroll->viewport()->height()) << "the part scrolled out of view too";

    EXPECT_TRUE(saved->text().contains(QStringLiteral("result.png")));
    QString error;
    EXPECT_FALSE(wizard->exportResult(path(QStringLiteral("result.pdf")), &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_TRUE(saved->text().contains(QStringLiteral("result.png"))) << "a failed export claims nothing";
    EXPECT_FALSE(QFile::exists(path(QStringLiteral("result.pdf"))));
}

TEST_F(AdvisorWizardTest, RentingLeavesShowCloudOffersAndReadGuideLeavesTheFourSteps) {
    toTransformersBudget();
    wizard->back();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::TransformersPage);
    answer(false); // other models
    setBudget(50);
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::SmallDatasetsPage);
    answer(true);
    next();
    ASSERT_EQ(wizard->recommendation().walk.leaf, FlowLeaf::TrainOtherRent);
    EXPECT_NE(wizard->page(AdvisorWizard::ResultPage)->findChild<QWidget*>(QStringLiteral("section-cloud")),
              nullptr);

    wizard->back();
    wizard->back();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::SmallDatasetsPage);
    answer(false);
    next();
    ASSERT_EQ(wizard->recommendation().walk.leaf, FlowLeaf::TrainOtherReadGuide);
    const QString steps = resultText("fourStepsText");
    for (const QString& step : text::fourStepMethod()) {
        EXPECT_TRUE(steps.contains(step)) << step.toStdString();
    }
}

TEST_F(AdvisorWizardTest, AnEmptyCatalogStillWalksAndSaysWhatIsMissing) {
    open(std::make_shared<const CatalogSnapshot>());
    toTransformersBudget();
    setBudget(1000);
    auto* rtx4090 = child<QComboBox>(AdvisorWizard::BudgetPage, "budgetAnswer7");
    rtx4090->setCurrentIndex(rtx4090->findData(1));
    next();
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::ResultPage);
    EXPECT_EQ(resultText("resultTitle"), text::leafTitle(FlowLeaf::TrainTransformersRtx4090));
    EXPECT_TRUE(resultText("pickText").contains(QStringLiteral("no cards")));
    EXPECT_FALSE(child<QPushButton>(AdvisorWizard::ResultPage, "compareButton")->isEnabled());
    EXPECT_TRUE(wizard->exportResult(path(QStringLiteral("empty.txt"))));
}

class AdvisorInMainWindowTest : public TempDirTest {};

TEST_F(AdvisorInMainWindowTest, TheAdvisorActionOpensTheWizardAndCompareShowsItsCards) {
    MainWindow window(std::make_unique<Catalog>(
        gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite")))));
    auto* action = window.findChild<QAction*>(QStringLiteral("advisorAction"));
    ASSERT_NE(action, nullptr);
    EXPECT_FALSE(action->shortcut().isEmpty());
    EXPECT_EQ(window.advisorWizard(), nullptr);
    action->trigger();
    AdvisorWizard* wizard = window.advisorWizard();
    ASSERT_NE(wizard, nullptr);
    EXPECT_TRUE(wizard->isVisible());
    EXPECT_EQ(wizard->currentId(), AdvisorWizard::OrganizationPage);
    EXPECT_TRUE(wizard->buildCheckerAvailable());
    action->trigger();
    EXPECT_EQ(window.advisorWizard(), wizard) << "one wizard at a time";

    const QStringList cards{QStringLiteral("RTX 3090"), QStringLiteral("RTX 3090 Ti"),
                            QStringLiteral("RTX 4090")};
    emit wizard->compareRequested(cards);
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("pages"));
    ASSERT_NE(tabs, nullptr);
    EXPECT_EQ(tabs->currentWidget(), window.comparePage());
    EXPECT_EQ(window.comparePage()->cards().size(), 3);
    for (const QString& card : cards) {
        EXPECT_TRUE(window.comparePage()->cards().contains(card)) << card.toStdString();
    }

    // The build checker button opens the Build page with the pick, keeping the machine set up there.
    window.buildPage()->findChild<QSpinBox*>(QStringLiteral("psuWattsSpin"))->setValue(2000);
    emit wizard->buildCheckerRequested(BuildContext{QStringLiteral("RTX 3090"), 2, Condition::Used, false});
    EXPECT_EQ(tabs->currentWidget(), window.buildPage());
    const BuildSpec build = window.buildPage()->build();
    ASSERT_EQ(build.gpus.size(), 2u);
    EXPECT_EQ(build.gpus[0].gpu.name, "RTX 3090");
    EXPECT_DOUBLE_EQ(build.psuWatts, 2000);
}

} // namespace
