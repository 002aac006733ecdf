#include "gpuadvisor/ui/compare/comparepage.h"

#include "shared/cardnamemodel.h"

#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/numbers.h"
#include "gpuadvisor/text/supporttext.h"

#include "compare/comparechart.h"
#include "compare/comparedata.h"
#include "compare/comparemarks.h"
#include "gpuadvisor/core/model/numberformat.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/ui/charts/chartdata.h"
#include "gpuadvisor/ui/shared/measuredresults.h"

#include <QBarSet>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

namespace gpuadvisor {
namespace {

constexpr int keyRole = Qt::UserRole;         ///< On the vertical header items: the row's key.
constexpr int bestRole = Qt::UserRole + 1;    ///< On cells: marked best.
constexpr int sectionRole = Qt::UserRole + 2; ///< On the vertical header items: a section row.

const QString missingText = QStringLiteral("—");

using text::fromStd;

/// Decimals that give the largest of `values` three significant digits, the rest the same.
int decimalsFor(const std::vector<std::optional<double>>& values) {
    double maximum = 0;
    for (const std::optional<double>& value : values) {
        maximum = std::max(maximum, std::abs(value.value_or(0.0)));
    }
    if (!(maximum > 0)) {
        return 2;
    }
    return std::clamp(2 - static_cast<int>(std::floor(std::log10(maximum))), 0, 6);
}

QString formatIsoDateText(const Date& date) {
    return QString::fromStdString(formatIsoDate(date));
}

/// Calls `resized` after every resize of the widget it watches.
class ResizeWatcher : public QObject {
public:
    ResizeWatcher(QWidget* watched, std::function<void()> resized)
        : QObject(watched)
        , m_resized(std::move(resized)) {
        watched->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Resize) {
            m_resized();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_resized;
};

/// The card's performance per 1,000 of the display currency of ownership ("per ¥1,000").
std::optional<double> perThousandShown(const CompareCard& card, std::size_t metric) {
    const std::optional<double>& perThousandUsd = card.perThousandUsd[metric];
    return perThousandUsd ? std::optional<double>(text::perDisplayUnit(*perThousandUsd)) : std::nullopt;
}

} // namespace

struct ComparePage::Private {
    std::shared_ptr<const CatalogSnapshot> snapshot;
    ChartSettings settings;
    QStringList cards;

    std::array<QComboBox*, maximumCards> pickers{};
    QLabel* hint = nullptr;
    QTableWidget* table = nullptr;
    QLabel* assumptions = nullptr;
    QCheckBox* perDollar = nullptr;
    CompareChart* chart = nullptr;
    QChartView* chartView = nullptr;
    QSplitter* splitter = nullptr;
    int tableWidth = 0; ///< What the table needs to show every header and cell whole.

    /// The chart beside the table where the page has room for both, else under it (a 1024-pixel
    /// window): the card names and the cells stay whole.
    void placeChart(int pageWidth) {
        const int beside = tableWidth + chartView->minimumWidth() + splitter->handleWidth() + 24;
        const Qt::Orientation wanted = pageWidth >= beside ? Qt::Horizontal : Qt::Vertical;
        if (splitter->orientation() != wanted) {
            splitter->setOrientation(wanted);
            // Under the table the chart keeps the height its axis labels need.
            chartView->setMinimumHeight(wanted == Qt::Vertical ? 260 : 0);
            splitter->setSizes(wanted == Qt::Horizontal ? QList<int>{600, 400} : QList<int>{340, 300});
        }
    }
};

ComparePage::ComparePage(QWidget* parent)
    : QWidget(parent)
    , d(std::make_unique<Private>()) {
    auto* pickerRow = new QHBoxLayout;
    pickerRow->addWidget(new QLabel(tr("Cards:")));
    for (int index = 0; index < maximumCards; ++index) {
        auto* picker = new QComboBox;
        picker->setObjectName(QStringLiteral("compareCard%1").arg(index));
        picker->setToolTip(tr("Card %1 of the comparison").arg(index + 1));
        picker->setMaxVisibleItems(25);
        picker->setMinimumContentsLength(14);
        picker->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        connect(picker, &QComboBox::currentIndexChanged, this, [this] {
            QStringList picked;
            for (QComboBox* combo : d->pickers) {
                const QString name = combo->currentData().toString();
                if (!name.isEmpty() && !picked.contains(name)) {
                    picked << name;
                }
            }
            d->cards = picked;
            refresh();
        });
        d->pickers[static_cast<std::size_t>(index)] = picker;
        pickerRow->addWidget(picker, 1);
    }
    d->perDollar = new QCheckBox; // its text names money: set by refresh()
    d->perDollar->setObjectName(QStringLiteral("comparePerDollarCheck"));
    connect(d->perDollar, &QCheckBox::toggled, this, [this] { refresh(); });
    // Prices, costs and performance per money follow the display currency.
    connect(text::DisplayCurrencyNotifier::instance(), &text::DisplayCurrencyNotifier::changed, this,
            [this] { refresh(); });

    d->hint = new QLabel(tr("Pick two to four cards to compare here, or select them on the Charts or "
                            "Catalog page and click “Compare selected”."));
    d->hint->setObjectName(QStringLiteral("compareHint"));
    d->hint->setWordWrap(true);
    d->hint->setStyleSheet(QStringLiteral("color: #7a5a00;"));

    d->table = new QTableWidget;
    d->table->setObjectName(QStringLiteral("compareTable"));
    d->table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    d->table->setSelectionMode(QAbstractItemView::NoSelection);
    d->table->setFocusPolicy(Qt::NoFocus);
    d->table->setWordWrap(false);
    d->table->setItemDelegate(new BestMarkDelegate(bestRole, d->table));
    d->table->setAlternatingRowColors(false);
    d->table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    d->table->horizontalHeader()->setHighlightSections(false);
    QFont headerFont = d->table->horizontalHeader()->font();
    headerFont.setBold(true);
    d->table->horizontalHeader()->setFont(headerFont);
    d->table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    d->table->verticalHeader()->setDefaultSectionSize(d->table->fontMetrics().height() + 8);
    d->table->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    d->table->verticalHeader()->setHighlightSections(false);

    d->assumptions = new QLabel;
    d->assumptions->setObjectName(QStringLiteral("compareAssumptions"));
    d->assumptions->setWordWrap(true);

    auto* tablePane = new QWidget;
    auto* tableColumn = new QVBoxLayout(tablePane);
    tableColumn->setContentsMargins(0, 0, 0, 0);
    tableColumn->addWidget(d->table, 1);
    tableColumn->addWidget(bestMarkLegend());
    tableColumn->addWidget(d->assumptions);

    d->chart = new CompareChart;
    d->chartView = new QChartView(d->chart);
    d->chartView->setObjectName(QStringLiteral("compareChartView"));
    d->chartView->setRenderHint(QPainter::Antialiasing);
    d->chartView->setMinimumWidth(360);

    auto* chartPane = new QWidget;
    auto* chartColumn = new QVBoxLayout(chartPane);
    chartColumn->setContentsMargins(0, 0, 0, 0);
    chartColumn->addWidget(d->perDollar);
    chartColumn->addWidget(d->chartView, 1);

    auto* splitter = new QSplitter(Qt::Horizontal);
    d->splitter = splitter;
    splitter->setObjectName(QStringLiteral("compareSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(tablePane);
    splitter->addWidget(chartPane);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({600, 400});

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(pickerRow);
    layout->addWidget(d->hint);
    layout->addWidget(splitter, 1);
    new ResizeWatcher(this, [this] { d->placeChart(width()); });

    refresh();
}

ComparePage::~ComparePage() = default;

void ComparePage::setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot) {
    d->snapshot = std::move(snapshot);
    // Keep the picked cards that are still in the catalog.
    QStringList kept;
    for (const QString& name : std::as_const(d->cards)) {
        if (d->snapshot && d->snapshot->find(name.toStdString()) != nullptr) {
            kept << name;
        }
    }
    d->cards = kept;
    fillPickers();
    refresh();
}

void ComparePage::setSettings(const ChartSettings& settings) {
    // The chart follows the charts page when that switches between performance and per dollar.
    if (settings.perDollar != d->settings.perDollar) {
        const QSignalBlocker blocker(d->perDollar);
        d->perDollar->setChecked(settings.perDollar);
    }
    d->settings = settings;
    refresh();
}

void ComparePage::setCards(const QStringList& names) {
    QStringList picked;
    for (const QString& name : names) {
        if (picked.size() >= maximumCards) {
            break;
        }
        if (picked.contains(name) || (d->snapshot && d->snapshot->find(name.toStdString()) == nullptr)) {
            continue;
        }
        picked << name;
    }
    d->cards = picked;
    fillPickers();
    refresh();
}

QStringList ComparePage::cards() const {
    return d->cards;
}

QTableWidget* ComparePage::table() const {
    return d->table;
}

int ComparePage::rowOf(const QString& key) const {
    for (int row = 0; row < d->table->rowCount(); ++row) {
        const QTableWidgetItem* header = d->table->verticalHeaderItem(row);
        if (header != nullptr && header->data(keyRole).toString() == key) {
            return row;
        }
    }
    return -1;
}

bool ComparePage::isMarkedBest(int row, int column) const {
    const QTableWidgetItem* item = d->table->item(row, column);
    return item != nullptr && item->data(bestRole).toBool();
}

QList<QList<qreal>> ComparePage::chartValues() const {
    return d->chart->values();
}

QStringList ComparePage::chartLegend() const {
    QStringList labels;
    for (const QBarSet* set : d->chart->barSets()) {
        labels << set->label();
    }
    return labels;
}

void ComparePage::fillPickers() {
    for (std::size_t index = 0; index < d->pickers.size(); ++index) {
        QComboBox* picker = d->pickers[index];
        const QSignalBlocker blocker(picker);
        showCardNames(picker, d->snapshot, tr("(none)"));
        const int position = static_cast<int>(index);
        const int found = position < d->cards.size() ? picker->findData(d->cards.at(position)) : -1;
        picker->setCurrentIndex(std::max(found, 0));
    }
}

void ComparePage::refresh() {
    const QString thousand = text::displayMoney(perMoneyUnit);
    d->perDollar->setText(tr("Chart per %1 of o&wnership").arg(thousand));
    d->perDollar->setToolTip(
        tr("Show performance per %1 of ownership instead of performance.").arg(thousand));
    d->hint->setVisible(d->cards.size() < minimumCards);
    CompareData compared;
    if (d->snapshot) {
        compared = computeCompareData(*d->snapshot, d->settings, d->cards);
    }
    fillTable(compared);
    fillChart(compared);
}

void ComparePage::fillTable(const CompareData& compared) {
    QTableWidget* table = d->table;
    table->clearSpans();
    table->clear();
    const int columns = static_cast<int>(compared.cards.size());
    table->setColumnCount(columns);
    table->setRowCount(0);
    for (int column = 0; column < columns; ++column) {
        const Gpu& gpu = *compared.cards[static_cast<std::size_t>(column)].gpu;
        auto* header = new QTableWidgetItem(QString::fromStdString(gpu.name));
        header->setToolTip(tr("%1 %2, %3")
                               .arg(QString::fromStdString(gpu.vendor), QString::fromStdString(gpu.name),
                                    text::segmentLabel(gpu.segment)));
        table->setHorizontalHeaderItem(column, header);
    }
    if (columns == 0) {
        d->assumptions->clear();
        return;
    }
    // Under the card names, each card's colour as its bars have in the chart.
    std::vector<QColor> colours;
    for (int column = 0; column < columns; ++column) {
        colours.push_back(CompareChart::cardColor(column));
    }
    addColourRow(table, QStringLiteral("colour"), keyRole, colours);

    const QLocale locale;
    const bool markBest = columns >= minimumCards;
    const QColor sectionBackground(0xe8, 0xec, 0xf1);

    const auto addSection = [&](const QString& title) {
        const int row = table->rowCount();
        table->insertRow(row);
        auto* header = new QTableWidgetItem(title);
        QFont font = header->font();
        font.setBold(true);
        header->setFont(font);
        header->setData(sectionRole, true);
        table->setVerticalHeaderItem(row, header);
        auto* cell = new QTableWidgetItem;
        cell->setBackground(sectionBackground);
        table->setItem(row, 0, cell);
        if (columns > 1) {
            table->setSpan(row, 0, 1, columns);
        }
    };
    const auto addRow = [&](const QString& key, const QString& label, const QStringList& texts,
                            const std::vector<std::optional<double>>& values, Better better,
                            const QStringList& toolTips = {}) {
        const int row = table->rowCount();
        table->insertRow(row);
        auto* header = new QTableWidgetItem(label);
        header->setData(keyRole, key);
        if (better == Better::Higher) {
            header->setToolTip(tr("Higher is better."));
        } else if (better == Better::Lower) {
            header->setToolTip(tr("Lower is better."));
        }
        table->setVerticalHeaderItem(row, header);
        const std::vector<std::size_t> best =
            markBest ? bestIndices(values, better) : std::vector<std::size_t>{};
        for (int column = 0; column < columns; ++column) {
            auto* cell = new QTableWidgetItem(texts.value(column, missingText));
            cell->setTextAlignment(Qt::AlignCenter);
            const QString toolTip = toolTips.value(column);
            cell->setToolTip(toolTip);
            if (std::find(best.begin(), best.end(), static_cast<std::size_t>(column)) != best.end()) {
                markBestCell(cell, toolTip);
                cell->setData(bestRole, true);
            }
            table->setItem(row, column, cell);
        }
    };
    // A row of numbers: each card's value (unset shows a dash) formatted by `format`.
    const auto addNumberRow = [&](const QString& key, const QString& label, Better better,
                                  const std::function<std::optional<double>(const CompareCard&)>& value,
                                  const std::function<QString(double)>& format) {
        std::vector<std::optional<double>> values;
        QStringList texts;
        for (const CompareCard& card : compared.cards) {
            values.push_back(value(card));
            texts << (values.back() ? format(*values.back()) : missingText);
        }
        addRow(key, label, texts, values, better);
    };
    const auto addTextRow = [&](const QString& key, const QString& label,
                                const std::function<QString(const CompareCard&)>& text) {
        QStringList texts;
        for (const CompareCard& card : compared.cards) {
            texts << text(card);
        }
        addRow(key, label, texts, std::vector<std::optional<double>>(compared.cards.size()), Better::None);
    };
    const auto trimmed = [](int decimals) {
        return [decimals](double value) {
            return text::trimmedNumber(value, decimals);
        };
    };
    // Money in the display currency, which the row's label names (best is found in US dollars:
    // the same order).
    const auto money = [&locale](double usd) {
        return locale.toString(text::toDisplay(usd), 'f', 0);
    };
    const QString code = text::currencyCode();
    const auto yesNo = [this](bool value) {
        return value ? tr("yes") : tr("no");
    };

    addSection(tr("Specs"));
    addTextRow(QStringLiteral("architecture"), tr("Architecture"),
               [](const CompareCard& card) { return text::architectureLabel(card.gpu->architecture); });
    // Whether current CUDA, PyTorch and llama.cpp run on the card, with the reason in the tooltip.
    {
        QStringList levels;
        QStringList features;
        QStringList reasons;
        for (const CompareCard& card : compared.cards) {
            const CardSupport support = cardSupport(*card.gpu, d->settings.asOf);
            levels << text::supportLevelLabel(support.level);
            features << (support.row != nullptr ? text::supportFeaturesShort(*support.row) : missingText);
            reasons << text::supportReason(support);
        }
        const std::vector<std::optional<double>> none(compared.cards.size());
        addRow(QStringLiteral("softwareSupport"),
               tr("Software support (as of %1)").arg(fromStd(formatIsoDate(d->settings.asOf))), levels, none,
               Better::None, reasons);
        addRow(QStringLiteral("softwareFeatures"), tr("Tensor formats and FlashAttention (FA)"), features,
               none, Better::None, reasons);
    }
    addNumberRow(
        QStringLiteral("memory"), tr("Memory (GB)"), Better::Higher,
        [](const CompareCard& card) { return std::optional<double>(card.gpu->memoryGb); }, trimmed(1));
    addTextRow(QStringLiteral("memoryType"), tr("Memory type"), [](const CompareCard& card) {
        return card.gpu->memoryType.empty() ? missingText : QString::fromStdString(card.gpu->memoryType);
    });
    addNumberRow(
        QStringLiteral("bandwidth"), tr("Memory bandwidth (GB/s)"), Better::Higher,
        [](const CompareCard& card) { return std::optional<double>(card.gpu->bandwidthGBps); }, trimmed(0));
    addNumberRow(
        QStringLiteral("sms"), tr("Streaming multiprocessors (SMs)"), Better::Higher,
        [](const CompareCard& card) {
            return card.gpu->smCount > 0 ? std::optional<double>(card.gpu->smCount) : std::nullopt;
        },
        trimmed(0));
    addNumberRow(
        QStringLiteral("fp16"), tr("FP16 tensor, FP32 accumulate (TFLOPS)"), Better::Higher,
        [](const CompareCard& card) { return card.gpu->fp16TensorFp32AccumulateTflops; }, trimmed(1));
    addNumberRow(
        QStringLiteral("fp8"), tr("FP8 tensor (TFLOPS)"), Better::Higher,
        [](const CompareCard& card) { return card.gpu->fp8TensorTflops; }, trimmed(1));
    // P16 and P19: the format a card trains in, and what mixed precision gains over FP32 on it.
    addTextRow(QStringLiteral("trainingFormat"), tr("16-bit training format"),
               [this](const CompareCard& card) {
                   if (card.gpu->tensorCoreGeneration == 0) {
                       return tr("none: no speed-up from 16 bits");
                   }
                   return needsLossScaling(trainingFormat(*card.gpu)) ? tr("FP16, with loss scaling")
                                                                      : tr("BF16, no loss scaling");
               });
    table->verticalHeaderItem(table->rowCount() - 1)
        ->setToolTip(tr("FP16 holds values only up to %1, so mixed-precision training scales the loss to "
                        "keep gradients in range; BF16 keeps FP32's range (up to %2) and needs no scaling. "
                        "Cards run BF16 on their tensor cores from Ampere on (P16).")
                         .arg(locale.toString(largestFinite(fp16Format), 'f', 0),
                              locale.toString(largestFinite(bf16Format), 'g', 2)));
    addNumberRow(
        QStringLiteral("mixedPrecision"), tr("Mixed precision over FP32 training (estimate)"), Better::None,
        [](const CompareCard& card) { return std::optional<double>(mixedPrecisionSpeedup(*card.gpu)); },
        [this, &locale](double value) { return tr("%1x").arg(locale.toString(value, 'f', 1)); });
    table->verticalHeaderItem(table->rowCount() - 1)
        ->setToolTip(tr("How much faster the card trains in mixed precision than in FP32, estimated from its "
                        "rates: %1 % of a mixed-precision step runs on the tensor cores, as fast as their "
                        "16-bit rate over the FP32 rate; the rest moves half the bytes, so twice as fast "
                        "(P5). Volta and Turing cards gain 2x or more (P19); cards without tensor cores "
                        "gain nothing. Neither higher nor lower makes a card better: it says what FP32 "
                        "training would cost.")
                         .arg(locale.toString(tensorCoreTimeShare * 100, 'f', 0)));
    addNumberRow(
        QStringLiteral("l2"), tr("L2 cache (MB)"), Better::Higher,
        [](const CompareCard& card) { return std::optional<double>(card.gpu->l2CacheMb); }, trimmed(2));
    addNumberRow(
        QStringLiteral("power"), tr("Board power (W)"), Better::Lower,
        [](const CompareCard& card) {
            return card.gpu->boardPowerWatts > 0 ? std::optional<double>(card.gpu->boardPowerWatts)
                                                 : std::nullopt;
        },
        trimmed(0));
    addTextRow(QStringLiteral("slots"), tr("Slots"), [this](const CompareCard& card) {
        return card.gpu->slotWidth > 0 ? QString::number(card.gpu->slotWidth) : tr("SXM module");
    });
    addNumberRow(
        QStringLiteral("pcie"), tr("PCIe generation"), Better::Higher,
        [](const CompareCard& card) {
            return card.gpu->pcieGeneration > 0 ? std::optional<double>(card.gpu->pcieGeneration)
                                                : std::nullopt;
        },
        trimmed(0));
    addTextRow(QStringLiteral("nvlink"), tr("NVLink"),
               [&](const CompareCard& card) { return yesNo(card.gpu->nvlink); });
    addTextRow(QStringLiteral("releaseYear"), tr("Release year"), [](const CompareCard& card) {
        return card.gpu->releaseYear > 0 ? QString::number(card.gpu->releaseYear) : missingText;
    });

    const QString reference = QString::fromStdString(d->settings.referenceName);
    const QString gpus =
        d->settings.gpuCount > 1 ? tr(", %n GPUs", nullptr, d->settings.gpuCount) : QString();
    addSection(compared.error.isEmpty() ? tr("Estimated by the model, %1 (%2 = 1%3)")
                                              .arg(text::workloadLabel(d->settings.workload), reference, gpus)
                                        : compared.error);
    for (std::size_t metric = 0; metric < compareMetrics.size(); ++metric) {
        std::vector<std::optional<double>> values;
        for (const CompareCard& card : compared.cards) {
            values.push_back(card.relative[metric]);
        }
        const Metric shown = compareMetrics[metric];
        const QString percent = typicalErrorPercentText(shown, d->settings.workload);
        // With several GPUs per machine every estimate row says so: the measured rows below are
        // of one GPU, and the two kinds of number must not read as one.
        const QString metricName =
            d->settings.gpuCount > 1
                ? tr("%1, %n GPUs", nullptr, d->settings.gpuCount).arg(text::metricLabel(shown))
                : text::metricLabel(shown);
        addNumberRow(
            QStringLiteral("performance.") + fromStd(toString(shown)),
            percent.isEmpty() ? tr("%1 (not yet checked)").arg(metricName)
                              : tr("%1 (typically ±%2 %)").arg(metricName, percent),
            Better::Higher, [metric](const CompareCard& card) { return card.relative[metric]; },
            trimmed(decimalsFor(values)));
        table->verticalHeaderItem(table->rowCount() - 1)
            ->setToolTip(tr("Higher is better.") + QLatin1Char(' ') +
                         estimateQualityText(shown, d->settings.workload));
    }
    // Measured against the same reference card, one GPU each: beside the estimates, never in them.
    if (compared.error.isEmpty()) {
        addSection(tr("Measured, one GPU each, %1 (%2 = 1)")
                       .arg(text::workloadLabel(d->settings.workload), reference));
        for (std::size_t metric = 0; metric < compareMetrics.size(); ++metric) {
            std::vector<std::optional<double>> values;
            for (const CompareCard& card : compared.cards) {
                values.push_back(
                    card.measured[metric].empty()
                        ? std::nullopt
                        : std::optional<double>(card.measured[metric].front().comparison.relative));
            }
            const int decimals = decimalsFor(values);
            QStringList texts;
            QStringList toolTips;
            for (const CompareCard& card : compared.cards) {
                const std::vector<MeasuredEntry>& entries = card.measured[metric];
                texts << (entries.empty() ? missingText : measuredCellText(entries.front(), decimals));
                toolTips
                    << (entries.empty()
                            ? tr("No measurement of the %1 and the %2 on the same benchmark from the same "
                                 "source.")
                                  .arg(QString::fromStdString(card.gpu->name), reference)
                            : measuredDetailsHtml(entries, QString::fromStdString(card.gpu->name),
                                                  reference));
            }
            const Metric shown = compareMetrics[metric];
            addRow(QStringLiteral("measured.") + fromStd(toString(shown)),
                   d->settings.gpuCount > 1 ? tr("%1, one GPU (measured)").arg(text::metricLabel(shown))
                                            : text::metricLabel(shown),
                   texts, values, Better::Higher, toolTips);
            const int row = table->rowCount() - 1;
            // Three lines (ratio, model, source and year) where any card has a measurement.
            if (std::any_of(values.begin(), values.end(),
                            [](const auto& value) { return value.has_value(); })) {
                table->setRowHeight(row, 3 * table->fontMetrics().height() + 8);
            }
            table->verticalHeaderItem(row)->setToolTip(
                tr("Higher is better. The card's measured throughput over the reference card's on the same "
                   "benchmark from the same source, one GPU each; hover a cell for the details."));
        }
    }

    const QString condition = d->settings.condition == Condition::New ? tr("new") : tr("used");
    addSection(
        tr("Cost of ownership over %1 years").arg(text::trimmedNumber(d->settings.ownership.years, 1)));
    addNumberRow(
        QStringLiteral("price"), tr("Card price, %1 (%2)").arg(condition, code), Better::Lower,
        [](const CompareCard& card) {
            return card.price != nullptr ? std::optional<double>(card.price->priceUsd) : std::nullopt;
        },
        money);
    const text::PriceAgeRule priceAge = d->settings.priceAge();
    addTextRow(QStringLiteral("priceDate"), tr("Price observed on"), [priceAge](const CompareCard& card) {
        return card.price != nullptr ? text::priceDateText(card.price->observedOn, priceAge) : missingText;
    });
    if (d->settings.gpuCount > 1) {
        addNumberRow(
            QStringLiteral("cardsCost"), tr("%n cards (%1)", nullptr, d->settings.gpuCount).arg(code),
            Better::Lower,
            [](const CompareCard& card) {
                return card.cost ? std::optional<double>(card.cost->cardsUsd) : std::nullopt;
            },
            money);
    }
    // The same machine for every card: nothing to mark.
    addNumberRow(
        QStringLiteral("system"), tr("System without GPUs (%1)").arg(code), Better::None,
        [](const CompareCard& card) {
            return card.cost ? std::optional<double>(card.cost->systemUsd) : std::nullopt;
        },
        money);
    addNumberRow(
        QStringLiteral("electricity"), tr("Electricity (%1)").arg(code), Better::Lower,
        [](const CompareCard& card) {
            return card.cost ? std::optional<double>(card.cost->electricityUsd) : std::nullopt;
        },
        money);
    addNumberRow(
        QStringLiteral("total"), tr("Total cost of ownership (%1)").arg(code), Better::Lower,
        [](const CompareCard& card) {
            return card.cost ? std::optional<double>(card.cost->totalUsd()) : std::nullopt;
        },
        money);

    const QString thousand = text::displayMoney(perMoneyUnit);
    addSection(tr("Performance per %1 of ownership").arg(thousand));
    for (std::size_t metric = 0; metric < compareMetrics.size(); ++metric) {
        std::vector<std::optional<double>> values;
        for (const CompareCard& card : compared.cards) {
            values.push_back(perThousandShown(card, metric));
        }
        addNumberRow(
            QStringLiteral("perDollar.") + fromStd(toString(compareMetrics[metric])),
            tr("%1 (× %2 per %3)").arg(text::metricLabel(compareMetrics[metric]), reference, thousand),
            Better::Higher, [metric](const CompareCard& card) { return perThousandShown(card, metric); },
            trimmed(decimalsFor(values)));
    }

    fitColumns();

    d->assumptions->setText(
        tr("Prices: each card's newest %1 price on or before %2. Ownership: %3 years, %4 per kWh, "
           "GPUs busy %5 % of the time. GPUs per machine: %n.",
           nullptr, d->settings.gpuCount)
            .arg(condition, formatIsoDateText(d->settings.asOf),
                 text::trimmedNumber(d->settings.ownership.years, 1),
                 text::moneyRate(d->settings.ownership.kwhPriceUsd),
                 text::trimmedNumber(d->settings.ownership.utilization * 100, 1)) +
        QLatin1Char(' ') +
        tr("Estimates come from the performance model; measured rows are benchmark results (shipped, or your "
           "own imported runs) of one GPU against one %1 on the same benchmark.")
            .arg(reference));
}

void ComparePage::fitColumns() {
    // Every card name whole: a column is never narrower than its name (the table scrolls
    // sideways before it cuts one), and the chart moves under the table when the columns need
    // the room beside it.
    QTableWidget* table = d->table;
    QHeaderView* header = table->horizontalHeader();
    const QFontMetrics headerMetrics(header->font());
    const QFontMetrics cellMetrics(table->font());
    constexpr int padding = 20; // the header's margins and sort indicator space, the best mark
    int widestName = 0;
    int cells = 0;
    for (int column = 0; column < table->columnCount(); ++column) {
        const QTableWidgetItem* item = table->horizontalHeaderItem(column);
        int needed = item != nullptr ? headerMetrics.horizontalAdvance(item->text()) : 0;
        for (int row = 0; row < table->rowCount(); ++row) {
            const QTableWidgetItem* cell = table->item(row, column);
            if (cell != nullptr && table->columnSpan(row, column) == 1) {
                for (const QString& line : cell->text().split(QLatin1Char('\n'))) {
                    needed = std::max(needed, cellMetrics.horizontalAdvance(line));
                }
            }
        }
        widestName =
            std::max(widestName, item != nullptr ? headerMetrics.horizontalAdvance(item->text()) : 0);
        cells += needed + padding;
    }
    header->setMinimumSectionSize(widestName + padding);
    d->tableWidth = table->verticalHeader()->sizeHint().width() + cells + 2 * table->frameWidth() +
                    table->verticalScrollBar()->sizeHint().width();
    d->placeChart(width());
}

void ComparePage::fillChart(const CompareData& compared) {
    const bool perDollar = d->perDollar->isChecked();
    const QString reference = QString::fromStdString(d->settings.referenceName);
    QStringList categories;
    for (Metric metric : compareMetrics) {
        categories << text::metricLabel(metric);
    }
    std::vector<CompareChart::Series> series;
    for (std::size_t index = 0; index < compared.cards.size(); ++index) {
        const CompareCard& card = compared.cards[index];
        CompareChart::Series entry;
        entry.name = QString::fromStdString(card.gpu->name);
        entry.color = CompareChart::cardColor(static_cast<int>(index));
        if (perDollar) {
            for (std::size_t metric = 0; metric < compareMetrics.size(); ++metric) {
                entry.values.push_back(perThousandShown(card, metric));
            }
        } else {
            entry.values.assign(card.relative.begin(), card.relative.end());
        }
        if (perDollar && !card.cost) {
            entry.name = tr("%1 (no price)").arg(entry.name);
        }
        series.push_back(std::move(entry));
    }
    QString title;
    QString valueTitle;
    if (compared.cards.empty()) {
        title = tr("Pick cards to compare");
    } else if (!compared.error.isEmpty()) {
        title = compared.error;
    } else if (perDollar) {
        const QString thousand = text::displayMoney(perMoneyUnit);
        title = tr("Performance per %1 of ownership, %2")
                    .arg(thousand, text::workloadLabel(d->settings.workload));
        valueTitle = tr("Relative performance per %1 (%2 = 1)").arg(thousand, reference);
    } else {
        title = tr("Estimated performance, %1").arg(text::workloadLabel(d->settings.workload));
        valueTitle = tr("Relative performance (%1 = 1)").arg(reference);
    }
    d->chart->setData(title, valueTitle, categories, series);
}

} // namespace gpuadvisor
