#include "gpuadvisor/ui/charts/chartspage.h"

#include "shared/cardnamemodel.h"

#include "charts/chartheader.h"
#include "gpuadvisor/text/enumlabels.h"
#include "shared/moneyinput.h"
#include "shared/qdateconversion.h"

#include "gpuadvisor/core/electricity.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/ui/charts/chartview.h"
#include "gpuadvisor/ui/charts/performancechart.h"

#include "gpuadvisor/text/supporttext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QLoggingCategory>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

Q_LOGGING_CATEGORY(lcCharts, "gpuadvisor.charts", QtInfoMsg)

namespace gpuadvisor {
namespace {

/// Cards without a price named in the status line; the rest are counted.
constexpr qsizetype listedUnpricedCards = 10;

QString presetLabel(std::string_view id) {
    if (id == "personal-typical") {
        return ChartsPage::tr("Most personal systems");
    }
    if (id == "phd-desktop") {
        return ChartsPage::tr("PhD student's desktop");
    }
    if (id == "phd-cluster") {
        return ChartsPage::tr("PhD Slurm cluster");
    }
    if (id == "company-cluster") {
        return ChartsPage::tr("Company-wide research cluster");
    }
    return QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
}

} // namespace

ChartsPage::ChartsPage(QWidget* parent)
    : QWidget(parent) {
    m_chart = new PerformanceChart;
    m_view = new ChartView(m_chart);
    m_view->setObjectName(QStringLiteral("chartView"));
    connect(m_chart, &PerformanceChart::barClicked, this, &ChartsPage::toggleSelection);

    m_chart->setKeyOutside(true); // in m_header, which stays in view while the bars scroll

    m_chartScroll = new QScrollArea;
    m_chartScroll->setWidgetResizable(true);
    m_chartScroll->setWidget(m_view);
    m_chartScroll->setFrameShape(QFrame::NoFrame);
    connect(m_view, &ChartView::keyboardRowShown, this, [this](const QRect& rect) {
        m_chartScroll->ensureVisible(rect.center().x(), rect.center().y(), 0, rect.height());
    });
    m_header = new ChartHeader(m_view);

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("chartStatus"));
    m_status->setWordWrap(true);
    m_compare = new QPushButton(tr("Compare selected"));
    m_compare->setObjectName(QStringLiteral("compareSelectedButton"));
    m_compare->setEnabled(false);
    m_compare->setToolTip(tr("Click two to four bars to select cards, then compare them side by side."));
    connect(m_compare, &QPushButton::clicked, this, [this] { emit compareRequested(selectedCards()); });

    auto* statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_compare);

    auto* chartColumn = new QVBoxLayout;
    chartColumn->addWidget(m_header);
    chartColumn->addWidget(m_chartScroll, 1);
    chartColumn->addLayout(statusRow);

    auto* controlsScroll = new QScrollArea;
    controlsScroll->setWidgetResizable(true);
    controlsScroll->setWidget(createControls());
    controlsScroll->setFrameShape(QFrame::NoFrame);
    controlsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    controlsScroll->setMinimumWidth(controlsScroll->widget()->sizeHint().width() + 20);
    controlsScroll->setMaximumWidth(controlsScroll->widget()->sizeHint().width() + 40);

    auto* layout = new QHBoxLayout(this);
    layout->addWidget(controlsScroll);
    layout->addLayout(chartColumn, 1);

    // Money in the chart, its tooltips and the electricity price follow the display currency.
    connect(text::DisplayCurrencyNotifier::instance(), &text::DisplayCurrencyNotifier::changed, this,
            &ChartsPage::refresh);
}

QWidget* ChartsPage::createControls() {
    auto* panel = new QWidget;
    auto* column = new QVBoxLayout(panel);

    auto* chartBox = new QGroupBox(tr("Chart"));
    auto* chartForm = new QFormLayout(chartBox);
    m_metric = new QComboBox;
    m_metric->setObjectName(QStringLiteral("metricCombo"));
    for (Metric metric : allMetrics) {
        m_metric->addItem(text::metricLabel(metric), static_cast<int>(metric));
    }
    chartForm->addRow(tr("&Metric:"), m_metric);
    m_workload = new QComboBox;
    m_workload->setObjectName(QStringLiteral("workloadCombo"));
    for (Workload workload : allWorkloads) {
        m_workload->addItem(text::workloadLabel(workload), static_cast<int>(workload));
    }
    chartForm->addRow(tr("&Workload:"), m_workload);
    m_perDollar = new QCheckBox(tr("Per &dollar of ownership"));
    m_perDollar->setObjectName(QStringLiteral("perDollarCheck"));
    chartForm->addRow(m_perDollar);
    m_reference = new QComboBox;
    m_reference->setObjectName(QStringLiteral("referenceCombo"));
    m_reference->setToolTip(tr("Scores are multiples of this card's."));
    chartForm->addRow(tr("&Reference card:"), m_reference);
    m_gpuCount = new QSpinBox;
    m_gpuCount->setObjectName(QStringLiteral("gpuCountSpin"));
    m_gpuCount->setRange(1, maxGpusPerMachine);
    m_gpuCount->setToolTip(tr("Cards per machine; speed scales as measured multi-GPU runs do."));
    chartForm->addRow(tr("&GPUs per machine:"), m_gpuCount);
    column->addWidget(chartBox);

    auto* filterBox = new QGroupBox(tr("Filter"));
    auto* filterForm = new QFormLayout(filterBox);
    m_search = new QLineEdit;
    m_search->setObjectName(QStringLiteral("searchEdit"));
    m_search->setPlaceholderText(tr("Card name contains..."));
    m_search->setClearButtonEnabled(true);
    filterForm->addRow(tr("Sear&ch:"), m_search);
    m_minMemory = new QSpinBox;
    m_minMemory->setObjectName(QStringLiteral("minMemorySpin"));
    m_minMemory->setRange(0, 512);
    m_minMemory->setSuffix(tr(" GB"));
    m_minMemory->setSpecialValueText(tr("Any"));
    filterForm->addRow(tr("Minimum memor&y:"), m_minMemory);
    const char* const segmentNames[] = {"consumerCheck", "workstationCheck", "datacenterCheck"};
    auto* segmentRow = new QVBoxLayout;
    for (Segment segment : allSegments) {
        auto* check = new QCheckBox(text::segmentLabel(segment));
        check->setObjectName(QString::fromLatin1(segmentNames[static_cast<int>(segment)]));
        check->setChecked(true);
        m_segments[static_cast<int>(segment)] = check;
        segmentRow->addWidget(check);
    }
    filterForm->addRow(tr("Segments:"), segmentRow);
    // Off by default: a card no current CUDA or PyTorch runs on is no buy (softwaresupport.h).
    m_includeUnsupported = new QCheckBox(text::includeUnsupportedLabel());
    m_includeUnsupported->setObjectName(QStringLiteral("includeUnsupportedCheck"));
    m_includeUnsupported->setToolTip(
        tr("Kepler and older cards run no maintained CUDA toolkit or PyTorch build. They are left out of "
           "charts, rankings and picks unless this is on; then they are drawn grey."));
    filterForm->addRow(m_includeUnsupported);
    column->addWidget(filterBox);

    auto* costBox = new QGroupBox(tr("Cost of ownership"));
    auto* costForm = new QFormLayout(costBox);
    m_condition = new QComboBox;
    m_condition->setObjectName(QStringLiteral("conditionCombo"));
    m_condition->addItem(tr("New"), static_cast<int>(Condition::New));
    m_condition->addItem(tr("Used"), static_cast<int>(Condition::Used));
    costForm->addRow(tr("&Prices:"), m_condition);
    m_asOf = new QDateEdit;
    m_asOf->setObjectName(QStringLiteral("asOfDate"));
    m_asOf->setCalendarPopup(true);
    m_asOf->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_asOf->setToolTip(tr("Each card's newest price on or before this day."));
    costForm->addRow(tr("Prices &as of:"), m_asOf);
    m_years = new QDoubleSpinBox;
    m_years->setObjectName(QStringLiteral("yearsSpin"));
    m_years->setRange(0.5, 15);
    m_years->setSingleStep(0.5);
    m_years->setDecimals(1);
    m_years->setSuffix(tr(" years"));
    costForm->addRow(tr("&Ownership:"), m_years);
    m_kwhPrice = new QDoubleSpinBox;
    m_kwhPrice->setObjectName(QStringLiteral("kwhPriceSpin"));
    m_kwhPrice->setDecimals(3);
    m_kwhPrice->setSingleStep(0.005);
    m_kwhPrice->setSuffix(tr(" /kWh"));
    // Typed in the display currency, kept in US dollars (up to $2/kWh).
    m_kwhInput = new MoneyInput(m_kwhPrice, 0, 2);
    costForm->addRow(tr("E&lectricity:"), m_kwhPrice);
    m_utilizationPreset = new QComboBox;
    m_utilizationPreset->setObjectName(QStringLiteral("utilizationPresetCombo"));
    m_utilizationPreset->addItem(tr("Custom"), -1.0);
    for (const UtilizationPreset& preset : utilizationPresets()) {
        m_utilizationPreset->addItem(
            tr("%1 (%2 %)").arg(presetLabel(preset.id)).arg(preset.utilization * 100, 0, 'g', 3),
            preset.utilization);
    }
    costForm->addRow(tr("Typ&ical use:"), m_utilizationPreset);
    m_utilization = new QDoubleSpinBox;
    m_utilization->setObjectName(QStringLiteral("utilizationSpin"));
    m_utilization->setRange(0.1, 100);
    m_utilization->setDecimals(1);
    m_utilization->setSuffix(tr(" %"));
    m_utilization->setToolTip(tr("Share of the time the GPUs are busy."));
    costForm->addRow(tr("&Utilisation:"), m_utilization);
    column->addWidget(costBox);
    column->addStretch(1);

    // Every control applies at once.
    const auto changed = [this] {
        if (!m_updatingControls) {
            readControls();
            refresh();
        }
    };
    for (QComboBox* combo : {m_metric, m_workload, m_condition, m_reference}) {
        connect(combo, &QComboBox::currentIndexChanged, this, changed);
    }
    for (QSpinBox* spin : {m_minMemory, m_gpuCount}) {
        connect(spin, &QSpinBox::valueChanged, this, changed);
    }
    for (QDoubleSpinBox* spin : {m_years, m_kwhPrice, m_utilization}) {
        connect(spin, &QDoubleSpinBox::valueChanged, this, changed);
    }
    connect(m_perDollar, &QCheckBox::toggled, this, changed);
    connect(m_includeUnsupported, &QCheckBox::toggled, this, changed);
    for (QCheckBox* check : m_segments) {
        connect(check, &QCheckBox::toggled, this, changed);
    }
    connect(m_asOf, &QDateEdit::dateChanged, this, changed);
    connect(m_search, &QLineEdit::textChanged, this, changed);
    connect(m_utilizationPreset, &QComboBox::currentIndexChanged, this, [this](int index) {
        const double utilization = m_utilizationPreset->itemData(index).toDouble();
        if (utilization > 0 && !m_updatingControls) {
            m_utilization->setValue(utilization * 100);
        }
    });

    applySettings(m_settings);
    return panel;
}

void ChartsPage::applySettings(const ChartSettings& settings) {
    m_updatingControls = true;
    m_settings = settings;
    m_metric->setCurrentIndex(m_metric->findData(static_cast<int>(settings.metric)));
    m_workload->setCurrentIndex(m_workload->findData(static_cast<int>(settings.workload)));
    m_perDollar->setChecked(settings.perDollar);
    m_minMemory->setValue(static_cast<int>(std::lround(settings.minMemoryGb)));
    m_condition->setCurrentIndex(m_condition->findData(static_cast<int>(settings.condition)));
    m_asOf->setDate(toQDate(settings.asOf));
    m_years->setValue(settings.ownership.years);
    m_kwhInput->setUsd(settings.ownership.kwhPriceUsd);
    m_utilization->setValue(settings.ownership.utilization * 100);
    m_gpuCount->setValue(settings.gpuCount);
    const int reference = m_reference->findText(QString::fromStdString(settings.referenceName));
    if (reference >= 0) {
        m_reference->setCurrentIndex(reference);
    }
    for (int segment = 0; segment < 3; ++segment) {
        m_segments[segment]->setChecked(settings.segments[static_cast<std::size_t>(segment)]);
    }
    m_search->setText(settings.search);
    m_includeUnsupported->setChecked(settings.includeUnsupported);
    m_updatingControls = false;
    readControls();
    refresh();
}

void ChartsPage::setStalePriceMonths(int months) {
    if (months == m_settings.stalePriceMonths) {
        return;
    }
    m_settings.stalePriceMonths = months;
    refresh();
}

void ChartsPage::readControls() {
    m_settings.metric = static_cast<Metric>(m_metric->currentData().toInt());
    m_settings.workload = static_cast<Workload>(m_workload->currentData().toInt());
    m_settings.perDollar = m_perDollar->isChecked();
    m_settings.minMemoryGb = m_minMemory->value();
    m_settings.condition = static_cast<Condition>(m_condition->currentData().toInt());
    m_settings.asOf = fromQDate(m_asOf->date());
    m_settings.ownership.years = m_years->value();
    m_settings.ownership.kwhPriceUsd = m_kwhInput->usd();
    m_settings.ownership.utilization = m_utilization->value() / 100.0;
    m_settings.gpuCount = m_gpuCount->value();
    if (m_reference->currentIndex() >= 0) {
        m_settings.referenceName = m_reference->currentText().toStdString();
    }
    for (int segment = 0; segment < 3; ++segment) {
        m_settings.segments[static_cast<std::size_t>(segment)] = m_segments[segment]->isChecked();
    }
    m_settings.search = m_search->text();
    m_settings.includeUnsupported = m_includeUnsupported->isChecked();

    // The preset shows which C5 case the utilisation matches, or "Custom".
    const QSignalBlocker blocker(m_utilizationPreset);
    int preset = 0;
    for (int index = 1; index < m_utilizationPreset->count(); ++index) {
        if (std::abs(m_utilizationPreset->itemData(index).toDouble() * 100 - m_utilization->value()) < 0.05) {
            preset = index;
        }
    }
    m_utilizationPreset->setCurrentIndex(preset);
    // Costs matter only per dollar.
    for (QWidget* widget : std::initializer_list<QWidget*>{m_condition, m_asOf, m_years, m_kwhPrice,
                                                           m_utilizationPreset, m_utilization}) {
        widget->setEnabled(m_settings.perDollar);
    }
}

void ChartsPage::setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot) {
    m_snapshot = std::move(snapshot);
    m_updatingControls = true;
    fillReferenceCombo();
    m_updatingControls = false;
    readControls();
    refresh();
}

void ChartsPage::fillReferenceCombo() {
    const QString current = QString::fromStdString(m_settings.referenceName);
    showCardNames(m_reference, m_snapshot);
    const int index = m_reference->findText(current);
    m_reference->setCurrentIndex(index >= 0 ? index : 0);
}

void ChartsPage::refresh() {
    if (!m_snapshot) {
        return;
    }
    QElapsedTimer timer;
    timer.start();
    m_data = computeChartData(*m_snapshot, m_settings);
    // Drop selected cards that no longer exist.
    for (auto it = m_selected.begin(); it != m_selected.end();) {
        it = m_snapshot->find(it->toStdString()) == nullptr ? m_selected.erase(it) : std::next(it);
    }
    m_chart->setData(m_data, m_selected);
    m_header->showChart();
    const int height = PerformanceChart::comfortableHeight(static_cast<int>(m_data.bars.size()));
    m_view->setMinimumHeight(height);
    // A lower minimum alone leaves the view as tall as before (the scroll area resizes its widget
    // when that resizes): fewer bars fill the room again.
    if (m_view->height() > height) {
        m_view->resize(m_view->width(), std::max(height, m_chartScroll->viewport()->height()));
    }
    m_lastUpdateMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    qCDebug(lcCharts) << "recomputed and redrew" << m_data.bars.size() << "cards in" << m_lastUpdateMs
                      << "ms";

    QString status;
    if (!m_data.error.isEmpty()) {
        status = m_data.error;
    } else if (m_data.matchingCards > m_data.bars.size()) {
        const QLocale locale;
        status = tr("Showing the top %1 of %2 cards")
                     .arg(locale.toString(static_cast<qulonglong>(m_data.bars.size())),
                          locale.toString(static_cast<qulonglong>(m_data.matchingCards)));
    } else {
        status = tr("%n card(s)", nullptr, static_cast<int>(m_data.bars.size()));
    }
    if (!m_data.unpricedCards.isEmpty()) {
        // A big catalog can lack thousands of prices: the first few are named, the rest counted.
        QString names = m_data.unpricedCards.mid(0, listedUnpricedCards).join(QStringLiteral(", "));
        if (m_data.unpricedCards.size() > listedUnpricedCards) {
            names = tr("%1 and %n more", nullptr,
                       static_cast<int>(m_data.unpricedCards.size() - listedUnpricedCards))
                        .arg(names);
        }
        status +=
            QStringLiteral(" · ") + tr("no %1 price on %2 for: %3")
                                        .arg(m_settings.condition == Condition::New ? tr("new") : tr("used"),
                                             m_asOf->date().toString(Qt::ISODate), names);
    }
    if (!m_selected.isEmpty()) {
        status += QStringLiteral(" · ") + tr("selected: %1").arg(selectedCards().join(QStringLiteral(", ")));
    }
    m_status->setText(status);
    m_compare->setEnabled(m_selected.size() >= 2 && m_selected.size() <= 4);
    emit chartUpdated();
}

QStringList ChartsPage::selectedCards() const {
    QStringList names(m_selected.begin(), m_selected.end());
    names.sort(Qt::CaseInsensitive);
    return names;
}

void ChartsPage::setSelectedCards(const QStringList& names) {
    m_selected = QSet<QString>(names.begin(), names.end());
    refresh();
    emit selectionChanged(selectedCards());
}

void ChartsPage::toggleSelection(const QString& card) {
    if (!m_selected.remove(card)) {
        m_selected.insert(card);
    }
    refresh();
    emit selectionChanged(selectedCards());
}

} // namespace gpuadvisor
