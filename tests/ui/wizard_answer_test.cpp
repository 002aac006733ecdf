// Issue 19: the wizard's result gives one answer. The headline names the card the live pick
// ranks first (or the offer to rent), the guide's leaf is the reasoning behind it, nothing-fits
// results offer ways out with their numbers, a card's catches are flagged, and organisations are
// advised and sent to the Build Checker with their context: budget, new prices, a server.

#include "gpuadvisor/text/advisortext.h"
#include "gpuadvisor/text/answertext.h"
#include "gpuadvisor/text/pricetext.h"
#include "gpuadvisor/ui/build/buildpage.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include "advisorwizardfixture.h"
#include "wizard/recommendationreport.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>

#include <algorithm>
#include <cmath>

using namespace gpuadvisor;

namespace {

class WizardAnswerTest : public AdvisorWizardTest {
protected:
    void SetUp() override {
        AdvisorWizardTest::SetUp();
        settings.asOf = day(2026, 11, 24);
        open(snapshot);
    }

    /// The card the live pick ranks first, in words.
    QString firstOfTheRanking() const {
        const Recommendation result = wizard->recommendation();
        if (result.pick.candidates.empty()) {
            return {};
        }
        const PickCandidate& first = result.pick.candidates.front();
        return text::cardWithCondition(first.gpu->name, first.condition());
    }

    /// The pick table's first row (its cells are bold).
    QString firstPickRow() const {
        const QString table = resultText("pickTable");
        const auto start = table.indexOf(QStringLiteral("<b>"));
        return start < 0 ? QString()
                         : table.mid(start, table.indexOf(QStringLiteral("</tr>"), start) - start);
    }

    /// One answer: the headline and the pick table's first row name the first of the ranking,
    /// and the reasoning quotes the guide's leaf.
    void expectOneAnswer() const {
        const Recommendation result = wizard->recommendation();
        ASSERT_EQ(result.answer.kind, AnswerKind::Buy);
        const QString card = firstOfTheRanking();
        ASSERT_FALSE(card.isEmpty());
        EXPECT_TRUE(resultText("resultTitle").contains(card))
            << resultText("resultTitle").toStdString() << " / " << card.toStdString();
        EXPECT_TRUE(firstPickRow().contains(card.toHtmlEscaped())) << firstPickRow().toStdString();
        EXPECT_TRUE(resultText("resultReason").contains(text::leafTitle(*result.walk.leaf)));
        if (!result.answer.guideCardIsAnswer && result.answer.advantageOverGuide > 0) {
            const QString more =
                QLocale().toString(std::round(result.answer.advantageOverGuide * 100), 'f', 0) +
                QStringLiteral(" %");
            EXPECT_TRUE(resultText("resultReason").contains(more))
                << resultText("resultReason").toStdString();
        }
    }

    void chooseMemoryMode(const char* radio) {
        child<QRadioButton>(AdvisorWizard::MemoryPage, radio)->click();
    }

    template <typename T> void selectData(int page, const char* combo, const T& data) {
        auto* box = child<QComboBox>(page, combo);
        box->setCurrentIndex(box->findData(data));
        ASSERT_GE(box->currentIndex(), 0) << combo;
    }
};

// The student at $500 doing Kaggle: the guide says a used RTX 2080 Ti; the headline must not say
// one card while the live pick says another.
TEST_F(WizardAnswerTest, AStudentOnAKaggleBudgetIsToldOneCard) {
    answer(false); // individual
    answer(true);  // train
    answer(false); // not Transformers
    setBudget(500);
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::MemoryPage);
    chooseMemoryMode("useCaseRadio");
    selectData(AdvisorWizard::MemoryPage, "useCaseCombo", static_cast<int>(UseCase::Kaggle));
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::ResultPage);
    ASSERT_EQ(*wizard->recommendation().walk.leaf, FlowLeaf::TrainOtherUsedRtx2080Ti);
    expectOneAnswer();
}

// The language-model user at 24 GB: the guide says a used RTX 3090 (or 3090 Ti).
TEST_F(WizardAnswerTest, ALanguageModelUserIsToldOneCard) {
    answer(false); // individual
    answer(false); // not training
    answer(true);  // language models
    setBudget(2000);
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::MemoryPage);
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::ResultPage);
    expectOneAnswer();
}

// A card with a catch is flagged under the headline: here an old price.
TEST_F(WizardAnswerTest, TheAnswersCatchesAreFlaggedUnderTheHeadline) {
    answer(false); // individual
    answer(true);  // train
    answer(false); // not Transformers
    setBudget(500);
    next();
    next();
    const Recommendation result = wizard->recommendation();
    ASSERT_TRUE(result.answer.buy.has_value());
    const PriceObservation& price = *result.answer.buy->price;
    const text::AnswerTextContext context{settings.asOf, settings.stalePriceMonths, 500.0,
                                          Chassis::Workstation};
    const QStringList catches = text::answerCatchesText(result.answer, context);
    ASSERT_EQ(isStalePrice(price.observedOn, settings.asOf, settings.stalePriceMonths), !catches.isEmpty());
    ASSERT_FALSE(catches.isEmpty()) << "the shipped used prices of this card are older than six months";
    EXPECT_EQ(resultText("resultCatch0"), catches.front());
    EXPECT_TRUE(resultText("resultCatch0").contains(QString::fromStdString(formatIsoDate(price.observedOn))));
}

// 7B full fine-tuning in 16 bits needs about 140 GB: no single card, so the ways out, each with
// its numbers; Compare and Build open the first way out that buys cards.
TEST_F(WizardAnswerTest, NothingFitsGivesTheWaysOutAndKeepsCompareAndBuildUsable) {
    toTransformersBudget();
    setBudget(3000);
    next();
    chooseMemoryMode("modelRadio");
    child<QDoubleSpinBox>(AdvisorWizard::MemoryPage, "parametersSpin")->setValue(7);
    selectData(AdvisorWizard::MemoryPage, "precisionCombo", static_cast<int>(Precision::Fp16));
    selectData(AdvisorWizard::MemoryPage, "trainingCombo", true);
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::ResultPage);
    const Recommendation result = wizard->recommendation();
    EXPECT_GT(result.memoryGb, 100);
    ASSERT_EQ(result.answer.kind, AnswerKind::NothingFits);
    EXPECT_EQ(resultText("resultTitle"), text::answerHeadline(result.answer));
    const QString ways = resultText("waysOutText");
    ASSERT_FALSE(result.answer.waysOut.empty());
    const text::AnswerTextContext context{settings.asOf, settings.stalePriceMonths, 3000.0,
                                          Chassis::Workstation};
    for (const WayOut& way : result.answer.waysOut) {
        EXPECT_TRUE(ways.contains(text::wayOutText(way, context))) << toString(way.kind);
        // Every price printed says its date, and an old one says so (issue 30).
        if (way.buy) {
            const Date day = way.buy->price->observedOn;
            QString date = QString::fromStdString(formatIsoDate(day));
            if (isStalePrice(day, settings.asOf, settings.stalePriceMonths)) {
                date += QStringLiteral(", ") + text::oldPriceMark();
            }
            EXPECT_TRUE(text::wayOutText(way, context).contains(QStringLiteral("price of ") + date))
                << text::wayOutText(way, context).toStdString();
        }
    }
    const auto kinds = [&result](WayOutKind kind) {
        return std::any_of(result.answer.waysOut.begin(), result.answer.waysOut.end(),
                           [kind](const WayOut& way) { return way.kind == kind; });
    };
    EXPECT_TRUE(kinds(WayOutKind::Adapters)) << "LoRA fits a 7B fine-tune on one card";
    EXPECT_TRUE(kinds(WayOutKind::Cloud)) << "an H100/H200 instance holds 140 GB";

    int count = 0;
    const PickCandidate* cards = result.answer.cardsToOpen(&count);
    ASSERT_NE(cards, nullptr);
    auto* build = child<QPushButton>(AdvisorWizard::ResultPage, "buildCheckerButton");
    auto* compare = child<QPushButton>(AdvisorWizard::ResultPage, "compareButton");
    EXPECT_TRUE(build->isEnabled());
    QSignalSpy buildSpy(wizard.get(), &AdvisorWizard::buildCheckerRequested);
    build->click();
    ASSERT_EQ(buildSpy.count(), 1);
    const auto sent = buildSpy.at(0).at(0).value<BuildContext>();
    EXPECT_EQ(sent.gpu.toStdString(), cards->gpu->name);
    EXPECT_EQ(sent.count, count);
    EXPECT_EQ(sent.condition, cards->condition());
    if (compare->isEnabled()) {
        QSignalSpy compareSpy(wizard.get(), &AdvisorWizard::compareRequested);
        compare->click();
        ASSERT_EQ(compareSpy.count(), 1);
        EXPECT_TRUE(compareSpy.at(0).at(0).toStringList().contains(QString::fromStdString(cards->gpu->name)));
    }
}

// The organisation path asks the cluster's budget and utilisation, prices new, names today's
// cards in the cluster advice, and opens the Build Checker as a server on a data-centre circuit.
TEST_F(WizardAnswerTest, AnOrganisationIsAdvisedAndCheckedAsItsClusterIs) {
    answer(true);  // organisation
    answer(false); // not 13B+ language models
    answer(false); // not rich
    next();        // memory
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::ClusterPage);
    child<QSpinBox>(AdvisorWizard::ClusterPage, "clusterGpusSpin")->setValue(16);
    child<QSpinBox>(AdvisorWizard::ClusterPage, "clusterBudgetSpin")->setValue(300000);
    child<QSpinBox>(AdvisorWizard::ClusterPage, "clusterUtilizationSpin")->setValue(50);
    Recommendation result = wizard->recommendation();
    ASSERT_TRUE(result.clusterCards.server.has_value());
    EXPECT_TRUE(label(AdvisorWizard::ClusterPage, "clusterAdvice")
                    .contains(QString::fromStdString(result.clusterCards.server->gpu->name)))
        << "the advice names a card of today's catalog";
    next();
    ASSERT_EQ(wizard->currentId(), AdvisorWizard::ResultPage);
    result = wizard->recommendation();
    EXPECT_EQ(wizard->answers().flow.gpuCount, 8);
    EXPECT_DOUBLE_EQ(result.ownership.utilization, 0.5);
    EXPECT_TRUE(resultText("resultContext").contains(QStringLiteral("50%")));
    ASSERT_FALSE(result.pick.candidates.empty());
    for (const PickCandidate& candidate : result.pick.candidates) {
        EXPECT_EQ(candidate.condition(), Condition::New) << candidate.gpu->name;
        EXPECT_LE(candidate.price->priceUsd * 8, 150000) << "half the cluster's budget per machine of 8";
    }

    QSignalSpy spy(wizard.get(), &AdvisorWizard::buildCheckerRequested);
    child<QPushButton>(AdvisorWizard::ResultPage, "buildCheckerButton")->click();
    ASSERT_EQ(spy.count(), 1);
    const auto context = spy.at(0).at(0).value<BuildContext>();
    EXPECT_TRUE(context.server);
    EXPECT_EQ(context.count, 8);
    EXPECT_EQ(context.condition, Condition::New);

    MainWindow window(std::make_unique<Catalog>(path(QStringLiteral("catalog.sqlite"))));
    window.checkBuildOf(context);
    const BuildSpec spec = window.buildPage()->build();
    ASSERT_EQ(spec.gpus.size(), 8u);
    EXPECT_EQ(spec.gpus.front().gpu.name, context.gpu.toStdString());
    EXPECT_EQ(spec.chassis, Chassis::Server);
    EXPECT_TRUE(spec.inDataCenter);
    EXPECT_DOUBLE_EQ(spec.mains.volts, dataCenterCircuit.volts);
    EXPECT_DOUBLE_EQ(spec.mains.amps, dataCenterCircuit.amps);
    EXPECT_GE(spec.x16Slots, 8);
}

} // namespace

namespace {

// The alternatives' catches are noted under the pick table: here a card sold only in China.
TEST(WizardReport, AnAlternativesCatchIsNotedUnderThePickTable) {
    const Date asOf = day(2026, 11, 24);
    Gpu plain;
    plain.name = "RTX 3090";
    plain.memoryGb = 24;
    plain.bandwidthGBps = 936;
    plain.tensorCoreGeneration = 3;
    plain.fp16TensorFp32AccumulateTflops = 71;
    plain.fp32Tflops = 35.6;
    plain.boardPowerWatts = 350;
    plain.slotWidth = 3;
    Gpu china = plain;
    china.name = "RTX 4090 D";
    const std::vector<Gpu> gpus{plain, china};
    const PriceBook prices(std::vector<PriceObservation>{{"RTX 3090", Condition::Used, 700, asOf, "t"},
                                                         {"RTX 4090 D", Condition::New, 1800, asOf, "t"},
                                                         // decides the flowchart's budget question
                                                         {"RTX 4090", Condition::New, 1600, asOf, "t"}});
    AdvisorAnswers answers;
    answers.flow.organization = false;
    answers.flow.train = true;
    answers.flow.transformers = true;
    answers.flow.budgetUsd = 5000;
    const AdvisorCatalog catalog{gpus, &prices, {}, {}};
    const Recommendation result = recommend(answers, catalog, plain, asOf, OwnershipAssumptions{});
    ASSERT_EQ(result.pick.candidates.size(), 2u);
    ASSERT_EQ(result.pick.candidates.back().gpu->name, "RTX 4090 D") << "the alternative";
    ReportContext context;
    context.asOf = asOf;
    context.referenceName = QStringLiteral("RTX 3090");
    const RecommendationReport report = buildReport(result, answers, context);
    const ReportSection* pick = report.section(QStringLiteral("pick"));
    ASSERT_NE(pick, nullptr);
    const QString notes = pick->notes.join(QLatin1Char(' '));
    const QStringList catches =
        text::cardCatchesText(cardCatches(china, result.pick.candidates.back().price, Chassis::Workstation,
                                          asOf, defaultStalePriceMonths),
                              nullptr, {});
    ASSERT_EQ(catches.size(), 1);
    EXPECT_TRUE(notes.contains(catches.front())) << notes.toStdString();
    EXPECT_TRUE(report.catches.isEmpty()) << "the pick itself, a used RTX 3090 at a fresh price, has none";
}

} // namespace
