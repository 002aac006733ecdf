#include "gpuadvisor/ui/compare/comparepage.h"

#include "shared/cardnamemodel.h"

#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/numbers.h"

#include "compare/comparechart.h"
#include "compare/comparedata.h"
#include "compare/comparemarks.h"
#include "compare/comparetable.h"
#include "gpuadvisor/ui/charts/chartdata.h"

#include <QBarSet>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <functional>

namespace gpuadvisor {
namespace {

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

} // namespace

struct ComparePage::Private {
    std::shared_ptr<const CatalogSnapshot> snapshot;
    ChartSettings settings;
    QStringList cards;

    std::array<QComboBox*, maximumCards> pickers{};
    QLabel* hint = nullptr;
    CompareTable* table = nullptr;
    QLabel* assumptions = nullptr;
    QCheckBox* perDollar = nullptr;
    CompareChart* chart = nullptr;
    QChartView* chartView = nullptr;
    QSplitter* splitter = nullptr;

    /// The chart beside the table where the page has room for both, else under it (a 1024-pixel
    /// window): the card names and the cells stay whole.
    void placeChart(int pageWidth) {
        const int beside = table->neededWidth() + chartView->minimumWidth() + splitter->handleWidth() + 24;
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

    d->table = new CompareTable;

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
    return d->table->rowOf(key);
}

bool ComparePage::isMarkedBest(int row, int column) const {
    return d->table->isMarkedBest(row, column);
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
    d->table->showComparison(compared, d->settings);
    if (compared.cards.empty()) {
        d->assumptions->clear();
        return;
    }
    // The chart moves under the table when the table's columns need the room beside it.
    d->placeChart(width());
    const QString condition = d->settings.condition == Condition::New ? tr("new") : tr("used");
    const QString reference = QString::fromStdString(d->settings.referenceName);
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
