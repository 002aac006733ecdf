#include "gpuadvisor/ui/llm/llmplannerpage.h"

#include "shared/cardnamemodel.h"

#include "gpuadvisor/core/llm/llmcalibration.h"
#include "gpuadvisor/db/llmdata.h"
#include "gpuadvisor/text/answertext.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/pricetext.h"
#include "gpuadvisor/text/supporttext.h"
#include "llm/llmbuildpanel.h"
#include "llm/llmchartpanel.h"
#include "llm/llmcloudpanel.h"
#include "llm/llminputspanel.h"
#include "llm/llmoffloadtext.h"
#include "llm/llmtables.h"
#include "llm/llmtext.h"
#include "llm/llmwidgets.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>
#include <utility>

namespace gpuadvisor {
namespace {

using llmwidgets::namedCombo;
using llmwidgets::namedSpin;
using llmwidgets::resultLabel;
using llmwidgets::verticalScroller;
using text::fromStd;

} // namespace

struct LlmPlannerPage::Private {
    std::shared_ptr<const CatalogSnapshot> snapshot;
    ChartSettings settings;
    std::vector<LlmMeasurement> measurements; ///< The snapshot's llama.cpp rows.

    LlmCatalogPlan plan; ///< The catalog planned for the inputs' workload.
    /// The build picker follows the best bar until the user picks a card; its count follows the
    /// fewest that fit until the user sets one.
    bool buildFollowsBest = true;
    bool countFollowsFit = true;

    LlmInputsPanel* inputs = nullptr;
    LlmChartPanel* chartPanel = nullptr;

    QComboBox* buildCard = nullptr;
    QSpinBox* buildCount = nullptr;
    LlmBuildPanel* buildPanel = nullptr;
    QGroupBox* cheapestBox = nullptr;
    QLabel* cheapest = nullptr;
    LlmCloudPanel* cloudPanel = nullptr;

    const LlmCardPlans* buildPlans() const {
        return plan.find(buildCard->currentData().toString().toStdString());
    }
    /// The last good inputs.
    const LlmWorkload& workload() const { return inputs->workload(); }
    bool inference() const { return workload().task == LlmTask::Inference; }
};

LlmPlannerPage::LlmPlannerPage(QWidget* parent)
    : QWidget(parent)
    , d(std::make_unique<Private>()) {
    d->inputs = new LlmInputsPanel;
    auto* inputs = verticalScroller(d->inputs);
    inputs->setMinimumWidth(inputs->widget()->sizeHint().width() + 20);
    inputs->setMaximumWidth(inputs->widget()->sizeHint().width() + 40);

    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->setObjectName(QStringLiteral("llmSplitter"));
    splitter->setChildrenCollapsible(false);
    d->chartPanel = new LlmChartPanel;
    splitter->addWidget(d->chartPanel);
    // The details never narrower than their content (the scroll area cut their right side at
    // 1024 pixels: "needs 5.72 G"); their labels wrap instead.
    QScrollArea* details = verticalScroller(createDetails());
    details->setMinimumWidth(details->widget()->minimumSizeHint().width() +
                             details->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 2);
    splitter->addWidget(details);
    // The chart gets the larger share: its card labels may take at most 40 % of its width (Qt Charts).
    splitter->setStretchFactor(0, 6);
    splitter->setStretchFactor(1, 5);
    splitter->setSizes({600, 500});

    auto* layout = new QHBoxLayout(this);
    layout->addWidget(inputs);
    layout->addWidget(splitter, 1);

    connectParts();
    replan();
}

LlmPlannerPage::~LlmPlannerPage() = default;

QWidget* LlmPlannerPage::createDetails() {
    // One build in detail: the best bar's until the user picks another.
    auto* buildBox = new QGroupBox(tr("Your build"));
    d->buildCard = namedCombo("llmBuildCardCombo");
    d->buildCard->setMaxVisibleItems(25);
    d->buildCard->setMinimumContentsLength(12);
    d->buildCard->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    d->buildCount = namedSpin("llmBuildCountSpin", 1, maximumLlmGpus, 1);
    d->buildCount->setPrefix(tr("× "));
    d->buildCount->setToolTip(tr("GPUs of the card in the build."));
    d->buildCount->setAccessibleName(tr("GPUs in the build"));
    auto* cardLabel = new QLabel(tr("Card:"));
    cardLabel->setBuddy(d->buildCard);
    auto* picker = new QHBoxLayout;
    picker->addWidget(cardLabel);
    picker->addWidget(d->buildCard, 1);
    picker->addWidget(d->buildCount);
    d->buildPanel = new LlmBuildPanel;
    auto* buildLayout = new QVBoxLayout(buildBox);
    buildLayout->addLayout(picker);
    buildLayout->addWidget(d->buildPanel);

    d->cheapestBox = new QGroupBox; // its title names the target: set by refreshCheapest()
    d->cheapest = resultLabel("llmCheapestLabel");
    auto* cheapestLayout = new QVBoxLayout(d->cheapestBox);
    cheapestLayout->addWidget(d->cheapest);

    auto* cloudBox = new QGroupBox(tr("Your build against the cloud"));
    d->cloudPanel = new LlmCloudPanel;
    auto* cloudLayout = new QVBoxLayout(cloudBox);
    cloudLayout->addWidget(d->cloudPanel);

    auto* column = new QWidget;
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 4, 0);
    layout->addWidget(buildBox);
    layout->addWidget(d->cheapestBox);
    layout->addWidget(cloudBox);
    layout->addStretch(1);
    return column;
}

void LlmPlannerPage::connectParts() {
    connect(d->inputs, &LlmInputsPanel::workloadChanged, this, &LlmPlannerPage::replan);
    connect(d->inputs, &LlmInputsPanel::maxGpusChanged, this, [this](int maxGpus) {
        const QSignalBlocker blocker(d->buildCount);
        d->buildCount->setMaximum(maxGpus);
    });
    connect(d->inputs, &LlmInputsPanel::targetChanged, this, &LlmPlannerPage::refreshCheapest);
    connect(d->chartPanel, &LlmChartPanel::perPriceToggled, this, [this] {
        refreshChart();
        followBestBar();
        refreshBuild();
    });
    connect(d->buildCard, &QComboBox::currentIndexChanged, this, [this] {
        // The user's card: from now on it stays, on the fewest of it that hold the model.
        d->buildFollowsBest = false;
        d->countFollowsFit = true;
        followBestBar();
        refreshBuild();
    });
    connect(d->buildCount, &QSpinBox::valueChanged, this, [this] {
        d->countFollowsFit = false;
        refreshBuild();
    });
    // Card prices, per-price bars and costs follow the display currency.
    connect(text::DisplayCurrencyNotifier::instance(), &text::DisplayCurrencyNotifier::changed, this,
            &LlmPlannerPage::replan);
}

void LlmPlannerPage::setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot) {
    d->snapshot = std::move(snapshot);
    d->measurements.clear();
    if (d->snapshot) {
        // The snapshot indexes benchmark rows by card; the planner's measurements are its llama.cpp rows.
        std::vector<BenchmarkResult> rows;
        for (const Gpu& gpu : d->snapshot->gpus) {
            for (const BenchmarkResult* row : d->snapshot->measured.resultsFor(gpu.name)) {
                rows.push_back(*row);
            }
        }
        d->measurements = llmMeasurements(rows);
    }
    fillCardCombo();
    replan();
}

void LlmPlannerPage::setSettings(const ChartSettings& settings) {
    const ChartSettings& old = d->settings;
    // The charts page sends its settings on every change: only prices, ownership, the vendors
    // shown and whether unsupported cards are offered matter here.
    const bool same = old.condition == settings.condition && old.asOf == settings.asOf &&
                      old.includeUnsupported == settings.includeUnsupported &&
                      old.vendors == settings.vendors && old.stalePriceMonths == settings.stalePriceMonths &&
                      old.ownership.years == settings.ownership.years &&
                      old.ownership.kwhPriceUsd == settings.ownership.kwhPriceUsd &&
                      old.ownership.utilization == settings.ownership.utilization;
    d->settings = settings;
    if (!same) {
        replan();
    }
}

LlmWorkload LlmPlannerPage::workload() const {
    return d->workload();
}

const LlmSpeedChartData& LlmPlannerPage::chartData() const {
    return d->chartPanel->data();
}

QString LlmPlannerPage::buildCard() const {
    return d->buildCard->currentData().toString();
}

int LlmPlannerPage::buildCount() const {
    return d->buildCount->value();
}

QString LlmPlannerPage::exportChart(const QString& filePath, const ChartExportOptions& options) const {
    return d->chartPanel->exportChart(filePath, options);
}

void LlmPlannerPage::fillCardCombo() {
    const QString current = d->buildCard->currentData().toString();
    const QSignalBlocker blocker(d->buildCard);
    showCardNames(d->buildCard, d->snapshot);
    const int index = d->buildCard->findData(current);
    d->buildCard->setCurrentIndex(index >= 0 ? index : 0);
    if (index < 0) { // the user's card is gone
        d->buildFollowsBest = true;
        d->countFollowsFit = true;
    }
}

void LlmPlannerPage::replan() {
    if (!d->snapshot) {
        return;
    }
    d->plan = planCatalog(*d->snapshot, d->workload(), d->inputs->maxGpus(), d->settings);
    refreshChart();
    followBestBar();
    refreshBuild();
    refreshCheapest();
}

void LlmPlannerPage::refreshChart() {
    d->chartPanel->showPlan(d->plan, d->workload(), d->settings);
}

void LlmPlannerPage::followBestBar() {
    const QSignalBlocker cardBlocker(d->buildCard);
    const QSignalBlocker countBlocker(d->buildCount);
    if (d->buildFollowsBest) {
        const LlmSpeedChartData& chart = d->chartPanel->data();
        const LlmCardPlans* first = nullptr;
        if (!chart.bars.empty()) {
            first = d->plan.find(chart.bars.front().gpu->name);
        } else {
            // Fine-tuning has no bars: the card that holds the model on the fewest GPUs, the one
            // with the most memory of those.
            for (const LlmCardPlans& card : d->plan.cards) {
                const auto rank = [](const LlmCardPlans& plans) {
                    return std::make_pair(-plans.fewestThatFit().value_or(maximumLlmGpus + 1),
                                          plans.gpu->memoryGb);
                };
                if (card.fewestThatFit() && (first == nullptr || rank(card) > rank(*first))) {
                    first = &card;
                }
            }
        }
        if (first != nullptr) {
            d->buildCard->setCurrentIndex(d->buildCard->findData(fromStd(first->gpu->name)));
        }
    }
    if (d->buildFollowsBest || d->countFollowsFit) {
        if (const LlmCardPlans* card = d->buildPlans()) {
            d->buildCount->setValue(card->fewestThatFit().value_or(d->inputs->maxGpus()));
        }
    }
}

void LlmPlannerPage::refreshBuild() {
    const LlmCardPlans* card = d->buildPlans();
    const int count = d->buildCount->value();
    const LlmPlan* plan = card != nullptr ? card->planOn(count) : nullptr;
    // The chart marks the build shown here.
    const QString label = card != nullptr ? llmtext::buildLabel(card->gpu->name, count) : QString();
    d->chartPanel->setHighlighted(label);
    if (plan == nullptr) {
        d->buildPanel->showNothing(tr("Pick a card."));
        d->cloudPanel->showNothing(QString());
        return;
    }
    LlmBuildPanel::Build build;
    build.gpu = card->gpu;
    build.count = count;
    build.plan = *plan;
    build.workload = d->workload();
    if (count == 1 && d->inference()) {
        // llama.cpp measured one card: it speaks for a build of one.
        build.measuredDecode =
            matchingMeasurement(d->measurements, *card->gpu, d->workload().model, d->workload().weights,
                                LlmTest::Decode, d->workload().flashAttention);
        build.measuredPrefill =
            matchingMeasurement(d->measurements, *card->gpu, d->workload().model, d->workload().weights,
                                LlmTest::Prefill, d->workload().flashAttention);
    }
    d->buildPanel->showBuild(build);

    if (!d->inference()) {
        d->cloudPanel->showNothing(
            tr("Costs per token are for inference: fine-tuning is planned for memory only."));
        return;
    }
    LlmCloudPanel::Context context;
    context.buildLabel = label;
    context.cardName = fromStd(card->gpu->name);
    context.gpuCount = count;
    context.buildFits = plan->fits;
    context.buildPriced = card->price != nullptr;
    context.systemCostKnown = systemBaseCostFor(d->snapshot->systemCosts, count).has_value();
    context.wholeComputer = card->gpu->isSystem();
    context.noPowerFigure = card->gpu->boardPowerWatts <= 0;
    context.condition = d->settings.condition;
    context.ownership = d->settings.ownership;
    context.priceAge = d->settings.priceAge();
    d->cloudPanel->showComparison(
        compareWithCloud(*d->snapshot, d->plan, *card, count, d->settings.ownership, d->settings.asOf),
        context);
}

void LlmPlannerPage::refreshCheapest() {
    const int target = d->inputs->targetTokensPerSecond();
    d->cheapestBox->setTitle(tr("Cheapest way to reach %1").arg(llmtext::tokensPerSecond(target)));
    if (!d->inference()) {
        d->cheapest->setText(tr("Speeds are for inference: fine-tuning is planned for memory only."));
        return;
    }
    const LlmTargetSearch search = cheapestToReach(d->plan, target);
    const QString condition = llmtext::conditionWord(d->settings.condition);
    QString answer;
    if (search.cheapest) {
        const LlmBuildChoice& build = *search.cheapest;
        const QString label = llmtext::buildLabel(build.gpu->name, build.count);
        const QString priced = text::priceDateText(build.price->observedOn, d->settings.priceAge());
        const QString speed = llmtext::tokensPerSecond(build.tokensPerSecond);
        answer = build.count == 1 ? tr("%1: %2 for the card, %3, priced %4; about %5.")
                                        .arg(label, text::money(build.cardsUsd, 0), condition, priced, speed)
                                  : tr("%1: %2 for the cards, %3 each, %4, priced %5; about %6.")
                                        .arg(label, text::money(build.cardsUsd, 0),
                                             text::moneyEach(build.price->priceUsd, build.count), condition,
                                             priced, speed);
        // What the buyer must know about that card: server only, one market, an old price.
        const text::AnswerTextContext catchContext{d->settings.asOf, d->settings.stalePriceMonths,
                                                   std::nullopt, Chassis::Workstation};
        const CardCatches catches = cardCatches(*build.gpu, build.price, Chassis::Workstation,
                                                d->settings.asOf, d->settings.stalePriceMonths);
        for (const QString& line : text::cardCatchesText(catches, build.price, catchContext)) {
            answer += QLatin1Char(' ') + line;
        }
        if (build.ramHeldGiB > 0) {
            answer += QLatin1Char(' ') +
                      tr("It keeps %1 of the model in the computer's RAM (%2), so its speed "
                         "rests on an assumed CPU share of the RAM's bandwidth.")
                          .arg(llmtext::gigabytes(build.ramHeldGiB), llmtext::hostMemory(d->workload().host));
        }
    } else if (search.fastest) {
        const QString fastest = llmtext::buildLabel(search.fastest->gpu->name, search.fastest->count);
        const QString speed = llmtext::tokensPerSecond(search.fastest->tokensPerSecond);
        answer =
            d->plan.maxGpus == 1
                ? tr("No priced card reaches it on one GPU; the fastest is %1 at %2.").arg(fastest, speed)
                : tr("No priced card reaches it on up to %1 GPUs; the fastest build is %2 at %3.")
                      .arg(d->plan.maxGpus)
                      .arg(fastest, speed);
    } else {
        answer = d->plan.maxGpus == 1 ? tr("No card holds the model on one GPU.")
                                      : tr("No card holds the model on up to %1 GPUs.").arg(d->plan.maxGpus);
    }
    if (search.reachingUnpriced > 0) {
        answer +=
            QLatin1Char(' ') +
            tr("Cards that reach it but have no %1 price: %2.").arg(condition).arg(search.reachingUnpriced);
    }
    if (!search.unsupportedCards.isEmpty()) {
        answer += QLatin1Char(' ') + text::unsupportedLeftOut(search.unsupportedCards) + QLatin1Char('.');
    }
    d->cheapest->setText(answer);
}

} // namespace gpuadvisor
