#include "gpuadvisor/ui/explainer/explainerpage.h"

#include "shared/cardnamemodel.h"

#include "gpuadvisor/core/model/modelconstants.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>

namespace gpuadvisor {
namespace {

/// The cards of the guide's example (P6): A100 (1555 GB/s) against V100 (900 GB/s).
const QString defaultFirstCard = QStringLiteral("A100 SXM4 40GB");
const QString defaultSecondCard = QStringLiteral("Tesla V100 SXM2 16GB");

constexpr int amperePreset = 0;
constexpr int edition2020Preset = 1;
constexpr int customPreset = -1;

QString wholeNumber(double value) {
    return QLocale().toString(value, 'f', 0);
}

/// A ratio as the guide writes it: two decimals ("1.73").
QString ratio(double value) {
    return QLocale().toString(value, 'f', 2);
}

/// Percentages of the P7 gains: "2-5" as the locale writes the numbers.
QString gainRange(double low, double high) {
    return ExplainerPage::tr("%1–%2 %").arg(QLocale().toString(low * 100), QLocale().toString(high * 100));
}

QString tensorGenerationName(int generation) {
    switch (generation) {
    case 1:
        return ExplainerPage::tr("Volta");
    case 2:
        return ExplainerPage::tr("Turing");
    case 3:
        return ExplainerPage::tr("Ampere");
    case 4:
        return ExplainerPage::tr("Ada / Hopper");
    case 5:
        return ExplainerPage::tr("Blackwell");
    default:
        return ExplainerPage::tr("none");
    }
}

} // namespace

struct ExplainerPage::Private {
    std::shared_ptr<const CatalogSnapshot> snapshot;
    MatmulCycles cycles;
    std::optional<BandwidthEstimate> bandwidth;

    QComboBox* preset = nullptr;
    QSpinBox* global = nullptr;
    QSpinBox* shared = nullptr;
    QSpinBox* ffma = nullptr;
    QSpinBox* tensor = nullptr;
    QLabel* withoutTc = nullptr;
    QLabel* withTc = nullptr;
    QLabel* async = nullptr;
    QLabel* explanation = nullptr;
    QChart* chart = nullptr;
    QChartView* chartView = nullptr;
    QHorizontalBarSeries* bars = nullptr;
    QBarSet* barSet = nullptr;
    QBarCategoryAxis* categoryAxis = nullptr;
    QValueAxis* valueAxis = nullptr;

    QComboBox* firstCard = nullptr;
    QComboBox* secondCard = nullptr;
    QLabel* bandwidthLabel = nullptr;

    MatmulLatencies latencies() const {
        MatmulLatencies result;
        result.globalMemory = global->value();
        result.sharedMemory = shared->value();
        result.ffma = ffma->value();
        result.tensorCore = tensor->value();
        return result;
    }
    void setLatencies(const MatmulLatencies& latencies) {
        global->setValue(static_cast<int>(std::lround(latencies.globalMemory)));
        shared->setValue(static_cast<int>(std::lround(latencies.sharedMemory)));
        ffma->setValue(static_cast<int>(std::lround(latencies.ffma)));
        tensor->setValue(static_cast<int>(std::lround(latencies.tensorCore)));
    }
};

ExplainerPage::ExplainerPage(QWidget* parent)
    : QWidget(parent)
    , d(std::make_unique<Private>()) {
    auto* cycleBox = new QGroupBox(tr("Why tensor cores and asynchronous copies matter: one 32×32 "
                                      "matrix-multiply tile"));
    createCycleControls(cycleBox);
    auto* bandwidthBox = new QGroupBox(tr("A first estimate of speed: memory bandwidth"));
    createBandwidthControls(bandwidthBox);

    // In a small window the explanation and the estimate do not both fit: the page scrolls.
    auto* content = new QWidget;
    content->setObjectName(QStringLiteral("explainerContent"));
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(cycleBox, 1);
    layout->addWidget(bandwidthBox);
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("explainerScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    scroll->setWidget(content);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    d->setLatencies(ampereLatencies());
    syncPreset();
    refreshCycles();
    refreshBandwidth();
}

ExplainerPage::~ExplainerPage() = default;

void ExplainerPage::createCycleControls(QWidget* box) {
    d->preset = new QComboBox;
    d->preset->setObjectName(QStringLiteral("presetCombo"));
    d->preset->addItem(tr("Ampere, 2023 guide (200 / 34 / 4 / 1)"), amperePreset);
    d->preset->addItem(tr("2020 guide (200 / 20 / 4 / 1)"), edition2020Preset);
    d->preset->addItem(tr("Custom"), customPreset);
    d->preset->setToolTip(tr("The latencies each edition of the guide uses for the example."));

    const auto makeSpin = [](const char* name, int maximum, const QString& toolTip) {
        auto* spin = new QSpinBox;
        spin->setObjectName(QString::fromLatin1(name));
        spin->setRange(0, maximum);
        spin->setToolTip(toolTip);
        spin->setMinimumWidth(90);
        return spin;
    };
    d->global = makeSpin("globalSpin", 5000,
                         tr("Loading the tile from global memory. The guide's example takes 200 cycles; the "
                            "2023 edition gives Ampere's global memory about 380 cycles and its L2 cache "
                            "about 200."));
    d->shared = makeSpin("sharedSpin", 1000, tr("One access to shared memory (L1)."));
    d->ffma = makeSpin("ffmaSpin", 1000, tr("One fused multiply-add instruction."));
    d->tensor = makeSpin("tensorSpin", 1000, tr("One tensor-core matrix multiply."));

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(tr("&Latencies:"), d->preset);
    form->addRow(tr("&Global memory load (cycles):"), d->global);
    form->addRow(tr("Shared &memory access (cycles):"), d->shared);
    form->addRow(tr("FFMA instr&uction (cycles):"), d->ffma);
    form->addRow(tr("Te&nsor-core multiply (cycles):"), d->tensor);

    const auto makeResult = [](const char* name) {
        auto* label = new QLabel;
        label->setObjectName(QString::fromLatin1(name));
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        return label;
    };
    d->withoutTc = makeResult("withoutTcLabel");
    d->withTc = makeResult("withTcLabel");
    d->async = makeResult("asyncLabel");
    d->explanation = makeResult("explanationLabel");
    d->explanation->setTextFormat(Qt::RichText);
    d->explanation->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto* results = new QVBoxLayout;
    results->setSpacing(8);
    for (QLabel* label : {d->withoutTc, d->withTc, d->async}) {
        results->addWidget(label);
    }
    // P3: the example's load is a round figure; the 2023 guide's Ampere latencies differ.
    auto* latencyNote = new QLabel(tr("Try your own numbers: the example loads the tile in 200 cycles, the "
                                      "guide's round figure. The 2023 edition gives Ampere's global memory "
                                      "about 380 cycles and its L2 cache about 200."));
    latencyNote->setWordWrap(true);
    latencyNote->setStyleSheet(QStringLiteral("color: #555;"));
    results->addSpacing(8);
    results->addWidget(latencyNote);
    results->addStretch(1);

    // The three totals as bars, the speed-ups in the category names.
    d->chart = new QChart;
    d->chart->setAnimationOptions(QChart::NoAnimation);
    d->chart->setMargins(QMargins(4, 4, 4, 4));
    d->chart->legend()->setVisible(false);
    d->bars = new QHorizontalBarSeries;
    d->bars->setBarWidth(0.7);
    d->bars->setLabelsVisible(true);
    d->bars->setLabelsPosition(QAbstractBarSeries::LabelsInsideEnd);
    d->barSet = new QBarSet(tr("Cycles"));
    d->barSet->setColor(QColor(0x00, 0x72, 0xb2));
    d->barSet->setBorderColor(QColor(0x00, 0x72, 0xb2).darker(130));
    d->barSet->setLabelColor(Qt::white);
    d->bars->append(d->barSet);
    d->chart->addSeries(d->bars);
    d->categoryAxis = new QBarCategoryAxis;
    d->categoryAxis->setGridLineVisible(false);
    d->chart->addAxis(d->categoryAxis, Qt::AlignLeft);
    d->bars->attachAxis(d->categoryAxis);
    d->valueAxis = new QValueAxis;
    d->valueAxis->setTitleText(tr("Cycles per tile"));
    d->valueAxis->setLabelFormat(QStringLiteral("%.0f"));
    d->chart->addAxis(d->valueAxis, Qt::AlignBottom);
    d->bars->attachAxis(d->valueAxis);
    d->chartView = new QChartView(d->chart);
    d->chartView->setObjectName(QStringLiteral("cyclesChart"));
    d->chartView->setRenderHint(QPainter::Antialiasing);
    d->chartView->setMinimumSize(420, 220);

    // Inputs and totals on the left, the bars beside them, the explanation below both.
    auto* grid = new QGridLayout(box);
    grid->addLayout(form, 0, 0);
    grid->addLayout(results, 1, 0);
    grid->addWidget(d->chartView, 0, 1, 2, 1);
    grid->addWidget(d->explanation, 2, 0, 1, 2);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(1, 1);
    grid->setHorizontalSpacing(24);
    grid->setVerticalSpacing(12);

    connect(d->preset, &QComboBox::currentIndexChanged, this, [this](int index) {
        const int preset = d->preset->itemData(index).toInt();
        if (preset == amperePreset) {
            d->setLatencies(ampereLatencies());
        } else if (preset == edition2020Preset) {
            d->setLatencies(edition2020Latencies());
        }
    });
    for (QSpinBox* spin : {d->global, d->shared, d->ffma, d->tensor}) {
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            syncPreset();
            refreshCycles();
        });
    }
}

void ExplainerPage::createBandwidthControls(QWidget* box) {
    const auto makeCombo = [](const char* name) {
        auto* combo = new QComboBox;
        combo->setObjectName(QString::fromLatin1(name));
        combo->setMaxVisibleItems(25);
        combo->setMinimumContentsLength(20);
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        return combo;
    };
    d->firstCard = makeCombo("firstCardCombo");
    d->secondCard = makeCombo("secondCardCombo");
    d->bandwidthLabel = new QLabel;
    d->bandwidthLabel->setObjectName(QStringLiteral("bandwidthLabel"));
    d->bandwidthLabel->setWordWrap(true);
    d->bandwidthLabel->setTextFormat(Qt::RichText);
    d->bandwidthLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* pickers = new QHBoxLayout;
    auto* firstLabel = new QLabel(tr("How much faster is the"));
    auto* secondLabel = new QLabel(tr("than the"));
    pickers->addWidget(firstLabel);
    pickers->addWidget(d->firstCard, 1);
    pickers->addWidget(secondLabel);
    pickers->addWidget(d->secondCard, 1);
    pickers->addWidget(new QLabel(tr("?")));
    pickers->addStretch(1);

    auto* note = new QLabel(tr("The 2020 guide's rule for two cards with tensor cores: their speed ratio is "
                               "about the ratio of their memory bandwidth, because the tensor cores wait "
                               "for memory most of the time (above). The Charts page uses the fuller "
                               "model."));
    note->setWordWrap(true);
    note->setStyleSheet(QStringLiteral("color: #555;"));

    auto* column = new QVBoxLayout(box);
    column->addLayout(pickers);
    column->addWidget(d->bandwidthLabel);
    column->addWidget(note);

    for (QComboBox* combo : {d->firstCard, d->secondCard}) {
        connect(combo, &QComboBox::currentIndexChanged, this, [this] { refreshBandwidth(); });
    }
}

void ExplainerPage::setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot) {
    d->snapshot = std::move(snapshot);
    fillCardCombos();
    refreshBandwidth();
}

MatmulLatencies ExplainerPage::latencies() const {
    return d->latencies();
}

MatmulCycles ExplainerPage::cycles() const {
    return d->cycles;
}

std::optional<BandwidthEstimate> ExplainerPage::bandwidth() const {
    return d->bandwidth;
}

void ExplainerPage::fillCardCombos() {
    // The A100 of the guide's example: the catalog's name, else any A100 with 1555 GB/s.
    QString firstDefault = defaultFirstCard;
    if (d->snapshot && d->snapshot->find(defaultFirstCard.toStdString()) == nullptr) {
        for (const Gpu& gpu : d->snapshot->gpus) {
            if (gpu.name.find("A100") != std::string::npos && std::abs(gpu.bandwidthGBps - 1555) < 1) {
                firstDefault = QString::fromStdString(gpu.name);
                break;
            }
        }
    }
    const std::array<std::pair<QComboBox*, QString>, 2> combos{
        {{d->firstCard, firstDefault}, {d->secondCard, defaultSecondCard}}};
    for (const auto& [combo, fallback] : combos) {
        const QString current = combo->currentData().toString();
        const QSignalBlocker blocker(combo);
        showCardNames(combo, d->snapshot);
        int index = current.isEmpty() ? -1 : combo->findData(current);
        if (index < 0) {
            index = combo->findData(fallback);
        }
        combo->setCurrentIndex(std::max(index, 0));
    }
}

void ExplainerPage::syncPreset() {
    const MatmulLatencies current = d->latencies();
    const auto same = [&current](const MatmulLatencies& preset) {
        return current.globalMemory == preset.globalMemory && current.sharedMemory == preset.sharedMemory &&
               current.ffma == preset.ffma && current.tensorCore == preset.tensorCore;
    };
    const int preset = same(ampereLatencies())        ? amperePreset
                       : same(edition2020Latencies()) ? edition2020Preset
                                                      : customPreset;
    const QSignalBlocker blocker(d->preset);
    d->preset->setCurrentIndex(d->preset->findData(preset));
}

void ExplainerPage::refreshCycles() {
    const MatmulLatencies latencies = d->latencies();
    const MatmulCycles cycles = matmulCycles(latencies);
    d->cycles = cycles;
    const QString global = wholeNumber(latencies.globalMemory);
    const QString shared = wholeNumber(latencies.sharedMemory);
    const QString ffma = wholeNumber(latencies.ffma);
    const QString tensor = wholeNumber(latencies.tensorCore);
    const QString rounds = QString::number(ffmaRounds);
    // The part of the load the asynchronous copy does not hide (never below 0).
    const double waited = cycles.withAsyncCopy - latencies.sharedMemory - latencies.tensorCore;
    const bool tensorFaster = cycles.withTensorCores > 0;
    const bool asyncFaster = cycles.withAsyncCopy > 0;
    const QString tensorSpeedup = tensorFaster ? ratio(cycles.tensorCoreSpeedup()) : QStringLiteral("—");
    const QString asyncSpeedup = asyncFaster ? ratio(cycles.asyncSpeedup()) : QStringLiteral("—");
    const double fewer =
        cycles.withTensorCores > 0 ? (1 - cycles.withAsyncCopy / cycles.withTensorCores) * 100 : 0;

    d->withoutTc->setText(tr("<b>Without tensor cores:</b> %1 + %2 × %3 + %2 × %4 = <b>%5 cycles</b>")
                              .arg(global, rounds, shared, ffma, wholeNumber(cycles.withoutTensorCores)));
    d->withTc->setText(tr("<b>With tensor cores:</b> %1 + %2 + %3 = <b>%4 cycles</b>, %5× as fast")
                           .arg(global, shared, tensor, wholeNumber(cycles.withTensorCores), tensorSpeedup));
    d->async->setText(tr("<b>With asynchronous copies / TMA:</b> %1 + %2 + %3 = <b>%4 cycles</b>, %5 % "
                         "fewer again (%6× as fast)")
                          .arg(wholeNumber(waited), shared, tensor, wholeNumber(cycles.withAsyncCopy),
                               QLocale().toString(fewer, 'f', 0), asyncSpeedup));

    const double memoryShare =
        cycles.withTensorCores > 0 ? latencies.globalMemory / cycles.withTensorCores * 100 : 0;
    d->explanation->setText(
        tr("<p>A streaming multiprocessor multiplies the 32×32 tile in %1 rounds, after loading it "
           "from global memory once (%2 cycles).</p>"
           "<p><b>Without tensor cores</b> each round reads its operands from shared memory (%3 cycles) "
           "and runs a fused multiply-add (FFMA, %4 cycles): %2 + %1 × %3 + %1 × %4 = %5 "
           "cycles.</p>"
           "<p><b>With tensor cores</b> a single shared-memory read (%3) feeds one tensor-core matrix "
           "multiply (%6) that does the work of all %1 rounds: %2 + %3 + %6 = %7 cycles. Now %8 % of the "
           "time goes to waiting for global memory.</p>"
           "<p><b>With asynchronous copies</b> (Ampere) or the Tensor Memory Accelerator (Hopper) the "
           "next tile loads while the current one is multiplied, so only the part of the load the work "
           "does not cover is waited for, %2 − %3 − %6 = %9 cycles: %9 + %3 + %6 = %10 "
           "cycles.</p>"
           "<p>So once a card has tensor cores, memory decides its speed: how fast data arrives matters "
           "more than how fast the tensor cores multiply. That is why the estimate below compares memory "
           "bandwidth.</p>")
            .arg(rounds, global, shared, ffma, wholeNumber(cycles.withoutTensorCores), tensor,
                 wholeNumber(cycles.withTensorCores), QLocale().toString(memoryShare, 'f', 0),
                 wholeNumber(waited))
            .arg(wholeNumber(cycles.withAsyncCopy)));

    // Qt 6.4 draws the first category at the bottom: feed them last first, so the slowest is on top.
    const QStringList categories{
        tr("Asynchronous copy (%1×)").arg(asyncSpeedup),
        tr("Tensor cores (%1×)").arg(tensorSpeedup),
        tr("No tensor cores"),
    };
    if (d->categoryAxis->categories() != categories) {
        d->categoryAxis->clear();
        d->categoryAxis->append(categories);
    }
    const QList<qreal> values{cycles.withAsyncCopy, cycles.withTensorCores, cycles.withoutTensorCores};
    if (d->barSet->count() == values.size()) {
        for (int index = 0; index < values.size(); ++index) {
            d->barSet->replace(index, values.at(index));
        }
    } else {
        d->barSet->remove(0, d->barSet->count());
        d->barSet->append(values);
    }
    // A round axis end a little past the longest bar, with ticks at steps of 1, 2 or 5 x 10^k.
    const double maximum =
        std::max({cycles.withoutTensorCores, cycles.withTensorCores, cycles.withAsyncCopy});
    const double rough = std::max(maximum, 1.0) / 5;
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    const double step = rough <= magnitude       ? magnitude
                        : rough <= 2 * magnitude ? 2 * magnitude
                        : rough <= 5 * magnitude ? 5 * magnitude
                                                 : 10 * magnitude;
    const double end = std::ceil(std::max(maximum, 1.0) * 1.04 / step) * step;
    d->valueAxis->setRange(0, end);
    d->valueAxis->setTickCount(static_cast<int>(std::lround(end / step)) + 1);
}

void ExplainerPage::refreshBandwidth() {
    d->bandwidth.reset();
    const Gpu* first =
        d->snapshot ? d->snapshot->find(d->firstCard->currentData().toString().toStdString()) : nullptr;
    const Gpu* second =
        d->snapshot ? d->snapshot->find(d->secondCard->currentData().toString().toStdString()) : nullptr;
    if (first == nullptr || second == nullptr) {
        d->bandwidthLabel->setText(tr("Pick two cards."));
        return;
    }
    const QString firstName = QString::fromStdString(first->name).toHtmlEscaped();
    const QString secondName = QString::fromStdString(second->name).toHtmlEscaped();
    if (!(first->bandwidthGBps > 0) || !(second->bandwidthGBps > 0)) {
        d->bandwidthLabel->setText(tr("No memory bandwidth in the catalog for the %1.")
                                       .arg(first->bandwidthGBps > 0 ? secondName : firstName));
        return;
    }
    const BandwidthEstimate estimate = bandwidthEstimate(*first, *second);
    d->bandwidth = estimate;

    QString text = tr("%1: %2 GB/s; %3: %4 GB/s. By memory bandwidth alone the %1 is about <b>%5×</b> "
                      "as fast as the %3.")
                       .arg(firstName, wholeNumber(first->bandwidthGBps), secondName,
                            wholeNumber(second->bandwidthGBps), ratio(estimate.bandwidthRatio));
    QStringList gains;
    if (estimate.largerSharedMemory) {
        gains << tr("larger shared memory per SM (%1 against %2 KB: +%3)")
                     .arg(wholeNumber(first->sharedMemoryPerSmKb), wholeNumber(second->sharedMemoryPerSmKb),
                          gainRange(model::largerSharedMemoryGainLow, model::largerSharedMemoryGainHigh));
    }
    if (estimate.newerTensorCores) {
        gains << tr("newer tensor cores (%1 against %2: +%3)")
                     .arg(tensorGenerationName(first->tensorCoreGeneration),
                          tensorGenerationName(second->tensorCoreGeneration),
                          gainRange(model::newerTensorCoreGainLow, model::newerTensorCoreGainHigh));
    }
    text += QLatin1Char(' ');
    if (gains.isEmpty()) {
        text += tr("Neither larger shared memory nor newer tensor cores add to that, so the estimate stays "
                   "%1×.")
                    .arg(ratio(estimate.bandwidthRatio));
    } else {
        text += tr("With the gains for %1, the estimate is <b>%2× to %3×</b>.")
                    .arg(gains.join(tr(" and ")), ratio(estimate.low), ratio(estimate.high));
    }
    QStringList withoutTensorCores;
    for (const Gpu* gpu : {first, second}) {
        if (gpu->tensorCoreGeneration == 0) {
            withoutTensorCores << QString::fromStdString(gpu->name).toHtmlEscaped();
        }
    }
    if (!withoutTensorCores.isEmpty()) {
        text += QStringLiteral("<br>") +
                tr("<i>The rule is meant for cards with tensor cores; the %1 has none.</i>")
                    .arg(withoutTensorCores.join(tr(" and the ")));
    }
    d->bandwidthLabel->setText(text);
}

} // namespace gpuadvisor
