#include "build/buildgpulist.h"

#include <QComboBox>
#include <QHeaderView>
#include <QPainter>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace gpuadvisor {
namespace {

constexpr int cardRole = Qt::UserRole;

/// The lowest power limit offered: drivers rarely go below about a third of board power.
int minimumPowerLimit(int boardWatts) {
    return std::max(10, static_cast<int>(std::lround(boardWatts * 0.3 / 10.0)) * 10);
}

constexpr int widestSlotOverride = 4;

} // namespace

std::vector<BuildGpu> expandEntries(const std::vector<BuildEntry>& entries) {
    std::vector<BuildGpu> gpus;
    for (const BuildEntry& entry : entries) {
        for (int i = 0; i < entry.count; ++i) {
            gpus.push_back(entry.buildGpu());
        }
    }
    return gpus;
}

std::vector<BuildEntry> groupGpus(const std::vector<BuildGpu>& gpus) {
    std::vector<BuildEntry> entries;
    for (const BuildGpu& gpu : gpus) {
        if (!entries.empty() && entries.back().sameSetup(gpu)) {
            ++entries.back().count;
            continue;
        }
        entries.push_back(BuildEntry{gpu.gpu, 1, gpu.powerLimitWatts, gpu.cooler, gpu.slotWidth});
    }
    return entries;
}

QString coolerName(Cooler cooler) {
    switch (cooler) {
    case Cooler::Blower:
        return BuildGpuList::tr("Blower");
    case Cooler::OpenAir:
        return BuildGpuList::tr("Open air");
    case Cooler::Passive:
        return BuildGpuList::tr("Passive");
    case Cooler::Water:
        return BuildGpuList::tr("Water");
    }
    return {};
}

BuildGpuList::BuildGpuList(QWidget* parent)
    : QTableWidget(parent) {
    setObjectName(QStringLiteral("buildGpuTable"));
    setColumnCount(6);
    setHorizontalHeaderLabels(
        {tr("Card"), tr("Count"), tr("Power limit"), tr("Cooler"), tr("Slots"), QString()});
    horizontalHeaderItem(CountColumn)->setToolTip(tr("How many of this card the machine has."));
    horizontalHeaderItem(PowerLimitColumn)
        ->setToolTip(tr("The power limit set with nvidia-smi -pl; the card's board power means no limit."));
    horizontalHeaderItem(CoolerColumn)
        ->setToolTip(tr("The cooler of your cards, if not the catalog's (e.g. a water block)."));
    horizontalHeaderItem(SlotsColumn)
        ->setToolTip(tr("Expansion slots each card takes, if not the catalog's (e.g. a 2-slot variant)."));
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setWordWrap(false);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    verticalHeader()->hide();
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(CardColumn, QHeaderView::Stretch);
    horizontalHeader()->setMinimumSectionSize(24);

    QSpinBox probe;
    QComboBox comboProbe;
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(
        std::max(probe.sizeHint().height(), comboProbe.sizeHint().height()) + 2);
    setMinimumWidth(360);
}

int BuildGpuList::gpuCount() const {
    int total = 0;
    for (const BuildEntry& entry : m_entries) {
        total += entry.count;
    }
    return total;
}

QSize BuildGpuList::sizeHint() const {
    const int rows = std::max(rowCount(), 2);
    const int height = horizontalHeader()->sizeHint().height() +
                       rows * verticalHeader()->defaultSectionSize() + 2 * frameWidth() + 2;
    return {QTableWidget::sizeHint().width(), height};
}

QSize BuildGpuList::minimumSizeHint() const {
    return {minimumWidth(), sizeHint().height()};
}

void BuildGpuList::setEntries(std::vector<BuildEntry> entries) {
    m_entries = std::move(entries);
    rebuild();
}

void BuildGpuList::rebuild() {
    // The old editors are deleted later (one of them may be sending the signal that got here);
    // until then they must not be mistaken for the new ones by name.
    for (int row = 0; row < rowCount(); ++row) {
        for (int column = 0; column < columnCount(); ++column) {
            if (QWidget* editor = cellWidget(row, column)) {
                editor->setObjectName(QString());
                editor->disconnect(this);
            }
        }
    }
    setRowCount(0);
    setRowCount(static_cast<int>(m_entries.size()));
    for (int row = 0; row < rowCount(); ++row) {
        const BuildEntry& entry = m_entries[static_cast<std::size_t>(row)];
        const Gpu& gpu = entry.gpu;
        const QString name = QString::fromStdString(gpu.name);

        auto* card = new QTableWidgetItem(name);
        card->setData(cardRole, name);
        card->setToolTip(
            gpu.isSystem()
                ? tr("%1: a whole computer with %2 GB of unified memory").arg(name).arg(gpu.memoryGb)
                : tr("%1: %2 GB, %3 W board power, %4 slot(s), %5 cooler, %6")
                      .arg(name)
                      .arg(gpu.memoryGb)
                      .arg(gpu.boardPowerWatts)
                      .arg(gpu.slotWidth)
                      .arg(coolerName(gpu.cooler).toLower(), QString::fromStdString(gpu.powerConnectors)));
        setItem(row, CardColumn, card);

        auto* count = new QSpinBox;
        count->setObjectName(QStringLiteral("gpuCountSpin%1").arg(row));
        count->setFrame(false);
        count->setRange(1, maxGpusPerMachine);
        count->setValue(entry.count);
        count->setToolTip(tr("Number of %1 cards").arg(name));
        count->setAccessibleName(tr("Count of %1").arg(name));
        connect(count, &QSpinBox::valueChanged, this, [this, row](int value) {
            m_entries[static_cast<std::size_t>(row)].count = value;
            updateLimits();
            emit entriesChanged();
        });
        setCellWidget(row, CountColumn, count);

        auto* limit = new QSpinBox;
        limit->setObjectName(QStringLiteral("powerLimitSpin%1").arg(row));
        limit->setFrame(false);
        limit->setSuffix(tr(" W"));
        limit->setSingleStep(10);
        limit->setAccessibleName(tr("Power limit of %1").arg(name));
        if (gpu.isSystem()) {
            // A computer's power is not limited with nvidia-smi: its figure is shown, fixed.
            limit->setRange(gpu.boardPowerWatts, gpu.boardPowerWatts);
            if (gpu.boardPowerWatts <= 0) {
                limit->setSpecialValueText(QStringLiteral("—"));
            }
            limit->setEnabled(false);
            limit->setToolTip(tr("A whole computer: its power figure, not a limit you set."));
        } else if (gpu.boardPowerWatts > 0) {
            limit->setRange(minimumPowerLimit(gpu.boardPowerWatts), gpu.boardPowerWatts);
            limit->setValue(static_cast<int>(std::lround(entry.buildGpu().drawWatts())));
            limit->setToolTip(tr("Board power is %1 W; set lower to limit each card (nvidia-smi -pl). "
                                 "About 60 % is as low as drivers usually go.")
                                  .arg(gpu.boardPowerWatts));
        } else {
            limit->setRange(0, 0);
            limit->setEnabled(false);
        }
        connect(limit, &QSpinBox::valueChanged, this, [this, row](int value) {
            BuildEntry& changed = m_entries[static_cast<std::size_t>(row)];
            if (value >= changed.gpu.boardPowerWatts) {
                changed.powerLimitWatts.reset();
            } else {
                changed.powerLimitWatts = value;
            }
            emit entriesChanged();
        });
        setCellWidget(row, PowerLimitColumn, limit);

        auto* cooler = new QComboBox;
        cooler->setObjectName(QStringLiteral("coolerCombo%1").arg(row));
        cooler->setFrame(false);
        for (Cooler value : {Cooler::OpenAir, Cooler::Blower, Cooler::Water, Cooler::Passive}) {
            cooler->addItem(coolerName(value), static_cast<int>(value));
        }
        cooler->setCurrentIndex(cooler->findData(static_cast<int>(entry.buildGpu().effectiveCooler())));
        cooler->setToolTip(tr("The catalog's %1 has a %2 cooler; pick water for a water block (one slot).")
                               .arg(name, coolerName(gpu.cooler).toLower()));
        cooler->setAccessibleName(tr("Cooler of %1").arg(name));
        if (gpu.isSystem()) {
            cooler->setEnabled(false);
            cooler->setToolTip(tr("A whole computer cools itself."));
        }
        connect(cooler, &QComboBox::currentIndexChanged, this, [this, row, cooler] {
            BuildEntry& changed = m_entries[static_cast<std::size_t>(row)];
            const auto value = static_cast<Cooler>(cooler->currentData().toInt());
            if (value == changed.gpu.cooler) {
                changed.cooler.reset();
            } else {
                changed.cooler = value;
            }
            updateSlotEditor(row);
            emit entriesChanged();
        });
        setCellWidget(row, CoolerColumn, cooler);

        auto* slotSpin = new QSpinBox;
        slotSpin->setObjectName(QStringLiteral("slotWidthSpin%1").arg(row));
        slotSpin->setFrame(false);
        slotSpin->setAccessibleName(tr("Slot width of %1").arg(name));
        if (gpu.slotWidth > 0) {
            slotSpin->setRange(1, std::max(widestSlotOverride, gpu.slotWidth));
            slotSpin->setToolTip(
                tr("The catalog's %1 takes %n slot(s); 2-slot variants and water blocks take fewer.", nullptr,
                   gpu.slotWidth)
                    .arg(name));
        } else if (gpu.isSystem()) {
            slotSpin->setRange(0, 0);
            slotSpin->setSpecialValueText(QStringLiteral("—"));
            slotSpin->setEnabled(false);
            slotSpin->setToolTip(tr("A whole computer takes no slot."));
        } else {
            slotSpin->setRange(0, 0);
            slotSpin->setSpecialValueText(tr("SXM"));
            slotSpin->setEnabled(false);
            slotSpin->setToolTip(tr("An SXM module sits on a server baseboard, not in a slot."));
        }
        connect(slotSpin, &QSpinBox::valueChanged, this, [this, row](int value) {
            BuildEntry& changed = m_entries[static_cast<std::size_t>(row)];
            BuildGpu stock = changed.buildGpu();
            stock.slotWidth.reset();
            if (value == stock.effectiveSlotWidth()) {
                changed.slotWidth.reset();
            } else {
                changed.slotWidth = value;
            }
            emit entriesChanged();
        });
        setCellWidget(row, SlotsColumn, slotSpin);
        updateSlotEditor(row);

        auto* remove = new QToolButton;
        remove->setObjectName(QStringLiteral("removeGpuButton%1").arg(row));
        remove->setAutoRaise(true);
        remove->setIcon(style()->standardIcon(QStyle::SP_DialogDiscardButton));
        remove->setToolTip(tr("Remove the %1 from the build").arg(name));
        remove->setAccessibleName(tr("Remove %1").arg(name));
        connect(remove, &QToolButton::clicked, this, [this, row] { removeEntry(row); });
        setCellWidget(row, RemoveColumn, remove);
    }
    updateLimits();
    updateGeometry();
    viewport()->update();
}

void BuildGpuList::paintEvent(QPaintEvent* event) {
    QTableWidget::paintEvent(event);
    if (rowCount() > 0) {
        return;
    }
    QPainter painter(viewport());
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(viewport()->rect().adjusted(8, 4, -8, -4), Qt::AlignCenter | Qt::TextWordWrap,
                     tr("No cards yet: pick one above and click Add."));
}

void BuildGpuList::removeEntry(int row) {
    if (row < 0 || row >= static_cast<int>(m_entries.size())) {
        return;
    }
    m_entries.erase(m_entries.begin() + row);
    // The editors of the removed rows are deleted later, so this is safe inside their signal.
    rebuild();
    emit entriesChanged();
}

void BuildGpuList::updateLimits() {
    const int spare = maxGpusPerMachine - gpuCount();
    for (int row = 0; row < rowCount(); ++row) {
        if (auto* count = qobject_cast<QSpinBox*>(cellWidget(row, CountColumn))) {
            const QSignalBlocker blocker(count);
            count->setMaximum(std::max(1, count->value() + spare));
        }
    }
}

void BuildGpuList::updateSlotEditor(int row) {
    auto* slotSpin = qobject_cast<QSpinBox*>(cellWidget(row, SlotsColumn));
    if (slotSpin == nullptr || m_entries[static_cast<std::size_t>(row)].gpu.slotWidth <= 0) {
        return;
    }
    const QSignalBlocker blocker(slotSpin);
    slotSpin->setValue(m_entries[static_cast<std::size_t>(row)].buildGpu().effectiveSlotWidth());
}

} // namespace gpuadvisor
