#include "gpuadvisor/ui/shell/contextbar.h"

#include "gpuadvisor/core/cost/electricity.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/numbers.h"
#include "shared/moneyinput.h"
#include "shared/qdateconversion.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSpinBox>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace gpuadvisor {
namespace {

QString presetLabel(std::string_view id) {
    if (id == "personal-typical") {
        return ContextBar::tr("Most personal systems");
    }
    if (id == "phd-desktop") {
        return ContextBar::tr("PhD student's desktop");
    }
    if (id == "phd-cluster") {
        return ContextBar::tr("PhD Slurm cluster");
    }
    if (id == "company-cluster") {
        return ContextBar::tr("Company-wide research cluster");
    }
    return QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
}

/// A label for `buddy`. No Alt letters: the line is on every page, whose own fields need them all
/// (as the page tabs take none); Tab reaches the controls.
QLabel* labelFor(const QString& text, QWidget* buddy) {
    auto* label = new QLabel(text);
    label->setBuddy(buddy);
    return label;
}

/// The style of a control a hand-off changed: a warm background the eye finds at once.
const QString markedStyle = QStringLiteral("background-color: #ffe9a8;");

} // namespace

ContextBar::ContextBar(QWidget* parent)
    : QFrame(parent) {
    setObjectName(QStringLiteral("contextBar"));
    setFrameShape(QFrame::StyledPanel);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);

    m_condition = new QComboBox;
    m_condition->setObjectName(QStringLiteral("contextConditionCombo"));
    m_condition->addItem(tr("New"), static_cast<int>(Condition::New));
    m_condition->addItem(tr("Used"), static_cast<int>(Condition::Used));
    m_asOf = new QDateEdit;
    m_asOf->setObjectName(QStringLiteral("contextAsOfDate"));
    m_asOf->setCalendarPopup(true);
    m_asOf->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_years = new QDoubleSpinBox;
    m_years->setObjectName(QStringLiteral("contextYearsSpin"));
    m_years->setRange(0.5, 15);
    m_years->setSingleStep(0.5);
    m_years->setDecimals(1);
    m_years->setSuffix(tr(" years"));
    m_kwhPrice = new QDoubleSpinBox;
    m_kwhPrice->setObjectName(QStringLiteral("contextKwhPriceSpin"));
    m_kwhPrice->setDecimals(3);
    m_kwhPrice->setSingleStep(0.005);
    m_kwhPrice->setSuffix(tr("/kWh"));
    // Typed in the display currency, kept in US dollars (up to $2/kWh).
    m_kwhInput = new MoneyInput(m_kwhPrice, 0, 2);
    m_utilization = new QDoubleSpinBox;
    m_utilization->setObjectName(QStringLiteral("contextUtilizationSpin"));
    m_utilization->setRange(0.1, 100);
    m_utilization->setDecimals(1);
    m_utilization->setSuffix(tr(" %"));
    m_utilizationPresets = new QToolButton;
    m_utilizationPresets->setObjectName(QStringLiteral("contextUtilizationPresets"));
    m_utilizationPresets->setPopupMode(QToolButton::InstantPopup);
    m_utilizationPresets->setArrowType(Qt::DownArrow);
    m_utilizationPresets->setAutoRaise(true);
    auto* presets = new QMenu(m_utilizationPresets);
    for (const UtilizationPreset& preset : utilizationPresets()) {
        QAction* action = presets->addAction(
            tr("%1 (%2 %)").arg(presetLabel(preset.id), text::trimmedNumber(preset.utilization * 100, 1)));
        action->setObjectName(QStringLiteral("utilizationPreset_") +
                              QString::fromUtf8(preset.id.data(), static_cast<qsizetype>(preset.id.size())));
        connect(action, &QAction::triggered, this,
                [this, share = preset.utilization] { m_utilization->setValue(share * 100); });
    }
    m_utilizationPresets->setMenu(presets);
    m_workload = new QComboBox;
    m_workload->setObjectName(QStringLiteral("contextWorkloadCombo"));
    for (Workload workload : allWorkloads) {
        m_workload->addItem(text::workloadLabel(workload), static_cast<int>(workload));
    }
    m_gpuCount = new QSpinBox;
    m_gpuCount->setObjectName(QStringLiteral("contextGpuCountSpin"));
    m_gpuCount->setRange(1, maxGpusPerMachine);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->setSpacing(4);
    const auto separator = [layout] {
        layout->addSpacing(4);
    };
    layout->addWidget(labelFor(tr("Prices:"), m_condition));
    layout->addWidget(m_condition);
    layout->addWidget(labelFor(tr("as of"), m_asOf));
    layout->addWidget(m_asOf);
    separator();
    layout->addWidget(labelFor(tr("Owned:"), m_years));
    layout->addWidget(m_years);
    separator();
    layout->addWidget(labelFor(tr("Power:"), m_kwhPrice));
    layout->addWidget(m_kwhPrice);
    separator();
    layout->addWidget(labelFor(tr("Busy:"), m_utilization));
    layout->addWidget(m_utilization);
    layout->addWidget(m_utilizationPresets);
    separator();
    layout->addWidget(m_workload);
    separator();
    layout->addWidget(labelFor(tr("GPUs per machine:"), m_gpuCount));
    layout->addWidget(m_gpuCount);
    layout->addStretch(1);
    retranslateToolTips();

    for (QComboBox* combo : {m_condition, m_workload}) {
        connect(combo, &QComboBox::currentIndexChanged, this, &ContextBar::readControls);
    }
    for (QDoubleSpinBox* spin : {m_years, m_kwhPrice, m_utilization}) {
        connect(spin, &QDoubleSpinBox::valueChanged, this, &ContextBar::readControls);
    }
    connect(m_gpuCount, &QSpinBox::valueChanged, this, &ContextBar::readControls);
    connect(m_asOf, &QDateEdit::dateChanged, this, &ContextBar::readControls);
    setContext(m_context);
}

void ContextBar::retranslateToolTips() {
    m_condition->setToolTip(
        tr("Every page prices cards new or used: each card's newest price of that kind."));
    m_asOf->setToolTip(tr("Each card's newest price on or before this day, on every page."));
    m_years->setToolTip(tr("Years of ownership: the cost of ownership counts electricity for this long."));
    m_kwhPrice->setToolTip(tr("What a kilowatt-hour of electricity costs."));
    m_utilization->setToolTip(tr("Share of the time the GPUs are busy."));
    m_utilizationPresets->setToolTip(tr("Typical use, as the guide estimates it"));
    m_workload->setToolTip(tr("Workload: the performance model rates cards for this kind of network."));
    m_gpuCount->setToolTip(tr("Cards of one type per machine: speed scales as measured multi-GPU runs do, "
                              "and the machine around them is priced for that many."));
}

void ContextBar::setContext(const PurchaseContext& context) {
    m_updating = true;
    m_context = context;
    m_condition->setCurrentIndex(m_condition->findData(static_cast<int>(context.condition)));
    m_asOf->setDate(toQDate(context.asOf));
    m_years->setValue(context.ownership.years);
    m_kwhInput->setUsd(context.ownership.kwhPriceUsd);
    m_utilization->setValue(context.ownership.utilization * 100);
    m_workload->setCurrentIndex(m_workload->findData(static_cast<int>(context.workload)));
    m_gpuCount->setValue(context.gpuCount);
    m_updating = false;
}

void ContextBar::readControls() {
    if (m_updating) {
        return;
    }
    PurchaseContext context = m_context;
    context.condition = static_cast<Condition>(m_condition->currentData().toInt());
    context.asOf = fromQDate(m_asOf->date());
    context.ownership.years = m_years->value();
    context.ownership.kwhPriceUsd = m_kwhInput->usd();
    // The spin box shows one decimal: a value it shows unchanged keeps its exact share.
    if (std::abs(m_context.ownership.utilization * 100 - m_utilization->value()) >= 0.05) {
        context.ownership.utilization = m_utilization->value() / 100.0;
    }
    context.workload = static_cast<Workload>(m_workload->currentData().toInt());
    context.gpuCount = m_gpuCount->value();
    m_context = context;
    clearMarks();
    emit contextEdited(context);
}

void ContextBar::markChangedFrom(const PurchaseContext& before, const QString& reason) {
    clearMarks();
    const auto mark = [&](QWidget* control, bool changed) {
        if (changed) {
            control->setStyleSheet(markedStyle);
            control->setToolTip(reason + QStringLiteral("\n") + control->toolTip());
            m_marked << control->objectName();
        }
    };
    mark(m_condition, before.condition != m_context.condition);
    mark(m_asOf, before.asOf != m_context.asOf);
    mark(m_years, before.ownership.years != m_context.ownership.years);
    mark(m_kwhPrice, before.ownership.kwhPriceUsd != m_context.ownership.kwhPriceUsd);
    mark(m_utilization, before.ownership.utilization != m_context.ownership.utilization);
    mark(m_workload, before.workload != m_context.workload);
    mark(m_gpuCount, before.gpuCount != m_context.gpuCount);
}

QStringList ContextBar::markedControls() const {
    return m_marked;
}

void ContextBar::clearMarks() {
    if (m_marked.isEmpty()) {
        return;
    }
    for (QWidget* control : std::initializer_list<QWidget*>{m_condition, m_asOf, m_years, m_kwhPrice,
                                                            m_utilization, m_workload, m_gpuCount}) {
        control->setStyleSheet(QString());
    }
    m_marked.clear();
    retranslateToolTips();
}

} // namespace gpuadvisor
