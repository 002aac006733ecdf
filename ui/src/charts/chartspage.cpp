#include "gpuadvisor/ui/charts/chartspage.h"

#include "shared/cardnamemodel.h"

#include "charts/chartheader.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/namelist.h"
#include "shared/moneyinput.h"
#include "shared/qdateconversion.h"

#include "gpuadvisor/core/cost/electricity.h"
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
#include <QGridLayout>
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
    m_perDollar = new QCheckBox(tr("Per &dollar of ownership"));
    m_perDollar->setObjectName(QStringLiteral("perDollarCheck"));
    chartForm->addRow(m_perDollar);
    m_reference = new QComboBox;
    m_reference->setObjectName(QStringLiteral("referenceCombo"));
    m_reference->setToolTip(tr("Scores are multiples of this card's."));
    chartForm->addRow(tr("&Reference card:"), m_reference);
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
    // Two by two: the vendors' names are short.
    auto* vendorGrid = new QGridLayout;
    for (std::size_t index = 0; index < allVendors.size(); ++index) {
        const QString vendor =
            QString::fromLatin1(allVendors[index].data(), static_cast<qsizetype>(allVendors[index].size()));
        auto* check = new QCheckBox(vendor);
        check->setObjectName(vendor.toLower() + QStringLiteral("Check"));
        check->setChecked(true);
        m_vendors[index] = check;
        vendorGrid->addWidget(check, static_cast<int>(index / 2), static_cast<int>(index % 2));
    }
    filterForm->addRow(tr("Vendors:"), vendorGrid);
    // Off by default: a card no current CUDA or PyTorch runs on is no buy (softwaresupport.h).
    m_includeUnsupported = new QCheckBox(text::includeUnsupportedLabel());
    m_includeUnsupported->setObjectName(QStringLiteral("includeUnsupportedCheck"));
    m_includeUnsupported->setToolTip(
        tr("Kepler and older cards run no maintained CUDA toolkit or PyTorch build. They are left out of "
           "charts, rankings and picks unless this is on; then they are drawn grey."));
    filterForm->addRow(m_includeUnsupported);
    column->addWidget(filterBox);

    // Prices, ownership, workload and GPUs per machine are the window's purchase context
    // (contextbar.h), shown above every page: setContext() brings them here.
    column->addStretch(1);

    // Every control applies at once.
    const auto changed = [this] {
        if (!m_updatingControls) {
            readControls();
            refresh();
        }
    };
    for (QComboBox* combo : {m_metric, m_reference}) {
        connect(combo, &QComboBox::currentIndexChanged, this, changed);
    }
    connect(m_minMemory, &QSpinBox::valueChanged, this, changed);
    connect(m_perDollar, &QCheckBox::toggled, this, changed);
    connect(m_includeUnsupported, &QCheckBox::toggled, this, changed);
    for (QCheckBox* check : m_segments) {
        connect(check, &QCheckBox::toggled, this, changed);
    }
    for (QCheckBox* check : m_vendors) {
        connect(check, &QCheckBox::toggled, this, changed);
    }
    connect(m_search, &QLineEdit::textChanged, this, changed);

    applySettings(m_settings);
    return panel;
}

void ChartsPage::applySettings(const ChartSettings& settings) {
    m_updatingControls = true;
    m_settings = settings;
    m_metric->setCurrentIndex(m_metric->findData(static_cast<int>(settings.metric)));
    m_perDollar->setChecked(settings.perDollar);
    m_minMemory->setValue(static_cast<int>(std::lround(settings.minMemoryGb)));
    const int reference = m_reference->findText(QString::fromStdString(settings.referenceName));
    if (reference >= 0) {
        m_reference->setCurrentIndex(reference);
    }
    for (int segment = 0; segment < 3; ++segment) {
        m_segments[segment]->setChecked(settings.segments[static_cast<std::size_t>(segment)]);
    }
    for (std::size_t index = 0; index < allVendors.size(); ++index) {
        m_vendors[index]->setChecked(settings.vendors[index]);
    }
    m_search->setText(settings.search);
    m_includeUnsupported->setChecked(settings.includeUnsupported);
    m_updatingControls = false;
    readControls();
    refresh();
}

void ChartsPage::setContext(const PurchaseContext& context) {
    if (context == m_settings.context()) {
        return;
    }
    m_settings.setContext(context);
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
    m_settings.perDollar = m_perDollar->isChecked();
    m_settings.minMemoryGb = m_minMemory->value();
    if (m_reference->currentIndex() >= 0) {
        m_settings.referenceName = m_reference->currentText().toStdString();
    }
    for (int segment = 0; segment < 3; ++segment) {
        m_settings.segments[static_cast<std::size_t>(segment)] = m_segments[segment]->isChecked();
    }
    m_settings.search = m_search->text();
    m_settings.includeUnsupported = m_includeUnsupported->isChecked();
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
        const QString names = text::shortNameList(m_data.unpricedCards);
        status +=
            QStringLiteral(" · ") + tr("no %1 price on %2 for: %3")
                                        .arg(m_settings.condition == Condition::New ? tr("new") : tr("used"),
                                             toQDate(m_settings.asOf).toString(Qt::ISODate), names);
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
