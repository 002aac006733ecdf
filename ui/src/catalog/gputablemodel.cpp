#include "gpuadvisor/ui/catalog/gputablemodel.h"

#include "gpuadvisor/core/namematch.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/numbers.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpuadvisor {
namespace {

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

/// A price as the table shows and edits it: in the display currency, to the cent (exactly the
/// stored US dollars when those are shown).
double shownPrice(double usd) {
    const double amount = text::toDisplay(usd);
    return text::displayCurrency().unitsPerUsd == 1 ? amount : std::round(amount * 100) / 100;
}

bool isNumericColumn(int column) {
    return column != GpuTableModel::NameColumn && column != GpuTableModel::ArchitectureColumn &&
           column != GpuTableModel::SegmentColumn;
}

bool isOptionalColumn(int column) {
    return column == GpuTableModel::Fp16TensorColumn || column == GpuTableModel::Fp8Column ||
           column == GpuTableModel::NewPriceColumn || column == GpuTableModel::UsedPriceColumn;
}

bool isIntegerColumn(int column) {
    return column == GpuTableModel::SmColumn || column == GpuTableModel::BoardPowerColumn ||
           column == GpuTableModel::SlotsColumn || column == GpuTableModel::ReleaseYearColumn;
}

/// A number typed by the user: in the user's locale or with a '.' point; an empty text is
/// std::nullopt with `ok` true.
std::optional<double> parseNumber(const QVariant& value, bool* ok) {
    *ok = true;
    if (value.typeId() != QMetaType::QString && value.canConvert<double>() && !value.isNull()) {
        bool converted = false;
        const double number = value.toDouble(&converted);
        *ok = converted && std::isfinite(number);
        return number;
    }
    const QString text = value.toString().trimmed();
    if (text.isEmpty()) {
        return std::nullopt;
    }
    bool converted = false;
    double number = QLocale().toDouble(text, &converted);
    if (!converted) {
        number = QLocale::c().toDouble(text, &converted);
    }
    *ok = converted && std::isfinite(number);
    return number;
}

QString columnTitle(int column) {
    switch (column) {
    case GpuTableModel::NameColumn:
        return GpuTableModel::tr("Name");
    case GpuTableModel::ArchitectureColumn:
        return GpuTableModel::tr("Architecture");
    case GpuTableModel::SegmentColumn:
        return GpuTableModel::tr("Segment");
    case GpuTableModel::MemoryColumn:
        return GpuTableModel::tr("Memory (GB)");
    case GpuTableModel::BandwidthColumn:
        return GpuTableModel::tr("Bandwidth (GB/s)");
    case GpuTableModel::SmColumn:
        return GpuTableModel::tr("SMs");
    case GpuTableModel::Fp16TensorColumn:
        return GpuTableModel::tr("FP16 tensor (TFLOPS, FP32 acc.)");
    case GpuTableModel::Fp8Column:
        return GpuTableModel::tr("FP8 tensor (TFLOPS)");
    case GpuTableModel::L2Column:
        return GpuTableModel::tr("L2 cache (MB)");
    case GpuTableModel::BoardPowerColumn:
        return GpuTableModel::tr("Board power (W)");
    case GpuTableModel::SlotsColumn:
        return GpuTableModel::tr("Slots");
    case GpuTableModel::ReleaseYearColumn:
        return GpuTableModel::tr("Release year");
    case GpuTableModel::NewPriceColumn:
        return GpuTableModel::tr("Newest new price (%1)").arg(text::currencyCode());
    case GpuTableModel::UsedPriceColumn:
        return GpuTableModel::tr("Newest used price (%1)").arg(text::currencyCode());
    default:
        return {};
    }
}

/// The title as the header shows it: broken into short lines so that columns stay narrow.
QString headerTitle(int column) {
    switch (column) {
    case GpuTableModel::MemoryColumn:
        return GpuTableModel::tr("Memory\n(GB)");
    case GpuTableModel::BandwidthColumn:
        return GpuTableModel::tr("Bandwidth\n(GB/s)");
    case GpuTableModel::Fp16TensorColumn:
        return GpuTableModel::tr("FP16 tensor\nFP32 acc.\n(TFLOPS)");
    case GpuTableModel::Fp8Column:
        return GpuTableModel::tr("FP8\ntensor\n(TFLOPS)");
    case GpuTableModel::L2Column:
        return GpuTableModel::tr("L2\ncache\n(MB)");
    case GpuTableModel::BoardPowerColumn:
        return GpuTableModel::tr("Board\npower\n(W)");
    case GpuTableModel::ReleaseYearColumn:
        return GpuTableModel::tr("Release\nyear");
    case GpuTableModel::NewPriceColumn:
        return GpuTableModel::tr("Newest\nnew price\n(%1)").arg(text::currencyCode());
    case GpuTableModel::UsedPriceColumn:
        return GpuTableModel::tr("Newest\nused price\n(%1)").arg(text::currencyCode());
    default:
        return columnTitle(column);
    }
}

QString columnToolTip(int column) {
    switch (column) {
    case GpuTableModel::Fp16TensorColumn:
        return GpuTableModel::tr("Dense FP16 tensor-core rate with FP32 accumulation, at boost clock "
                                 "(what mixed-precision training gets). Empty: no tensor cores.");
    case GpuTableModel::Fp8Column:
        return GpuTableModel::tr("Dense FP8 tensor-core rate. Empty: the card has no FP8 tensor cores.");
    case GpuTableModel::SlotsColumn:
        return GpuTableModel::tr("Expansion slots the reference card takes; 0 for SXM modules.");
    case GpuTableModel::NewPriceColumn:
    case GpuTableModel::UsedPriceColumn:
        return GpuTableModel::tr(
            "The newest observed price up to today. Editing it adds a price dated today.");
    default:
        return {};
    }
}

} // namespace

const char* GpuTableModel::columnField(int column) {
    switch (column) {
    case GpuTableModel::NameColumn:
        return "name";
    case GpuTableModel::ArchitectureColumn:
        return "architecture";
    case GpuTableModel::SegmentColumn:
        return "segment";
    case GpuTableModel::MemoryColumn:
        return "memory_gb";
    case GpuTableModel::BandwidthColumn:
        return "bandwidth_gbps";
    case GpuTableModel::SmColumn:
        return "sm_count";
    case GpuTableModel::Fp16TensorColumn:
        return "fp16_tensor_fp32acc_tflops";
    case GpuTableModel::Fp8Column:
        return "fp8_tensor_tflops";
    case GpuTableModel::L2Column:
        return "l2_cache_mb";
    case GpuTableModel::BoardPowerColumn:
        return "board_power_w";
    case GpuTableModel::SlotsColumn:
        return "slot_width";
    case GpuTableModel::ReleaseYearColumn:
        return "release_year";
    case GpuTableModel::NewPriceColumn:
    case GpuTableModel::UsedPriceColumn:
        return "price_usd";
    default:
        return "";
    }
}

namespace {} // namespace

GpuTableModel::GpuTableModel(QObject* parent)
    : QAbstractTableModel(parent) {
    // Prices are shown and edited in the display currency.
    connect(text::DisplayCurrencyNotifier::instance(), &text::DisplayCurrencyNotifier::changed, this, [this] {
        emit headerDataChanged(Qt::Horizontal, NewPriceColumn, UsedPriceColumn);
        if (rowCount() > 0) {
            emit dataChanged(index(0, NewPriceColumn), index(rowCount() - 1, UsedPriceColumn));
        }
    });
}

void GpuTableModel::setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot, Date today) {
    const bool sameRows = m_snapshot && snapshot && m_snapshot->gpus.size() == snapshot->gpus.size();
    m_today = today;
    if (sameRows) {
        // An edit of one card: keep the rows (and the view's selection and editors) and say
        // that every cell may have changed; the proxy re-sorts.
        m_snapshot = std::move(snapshot);
        if (rowCount() > 0) {
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        }
        return;
    }
    beginResetModel();
    m_snapshot = std::move(snapshot);
    endResetModel();
}

const Gpu* GpuTableModel::gpuAt(int row) const {
    if (!m_snapshot || row < 0 || row >= static_cast<int>(m_snapshot->gpus.size())) {
        return nullptr;
    }
    return &m_snapshot->gpus[static_cast<std::size_t>(row)];
}

int GpuTableModel::rowOf(const QString& name) const {
    if (!m_snapshot) {
        return -1;
    }
    const std::string wanted = name.toStdString();
    for (std::size_t row = 0; row < m_snapshot->gpus.size(); ++row) {
        if (m_snapshot->gpus[row].name == wanted) {
            return static_cast<int>(row);
        }
    }
    return -1;
}

void GpuTableModel::clearHighlight() {
    if (m_highlight.column < 0) {
        return;
    }
    const int row = rowOf(m_highlight.card);
    const int column = m_highlight.column;
    m_highlight = {};
    if (row >= 0) {
        emit dataChanged(index(row, column), index(row, column), {Qt::BackgroundRole, Qt::ToolTipRole});
    }
}

QString GpuTableModel::editedPriceSource() {
    return QStringLiteral("edited in GPU Advisor");
}

QString GpuTableModel::fieldLabel(const std::string& field) {
    static const struct {
        const char* field;
        int column;
    } columns[] = {{"name", NameColumn},
                   {"architecture", ArchitectureColumn},
                   {"segment", SegmentColumn},
                   {"memory_gb", MemoryColumn},
                   {"bandwidth_gbps", BandwidthColumn},
                   {"sm_count", SmColumn},
                   {"fp16_tensor_fp32acc_tflops", Fp16TensorColumn},
                   {"fp8_tensor_tflops", Fp8Column},
                   {"l2_cache_mb", L2Column},
                   {"board_power_w", BoardPowerColumn},
                   {"slot_width", SlotsColumn},
                   {"release_year", ReleaseYearColumn}};
    for (const auto& entry : columns) {
        if (field == entry.field) {
            return columnTitle(entry.column);
        }
    }
    if (field == "vendor") {
        return tr("Vendor");
    }
    if (field == "memory_type") {
        return tr("Memory type");
    }
    if (field == "tensor_core_generation") {
        return tr("Tensor core generation");
    }
    if (field == "fp16_tensor_tflops") {
        return tr("FP16 tensor (TFLOPS, FP16 acc.)");
    }
    if (field == "bf16_tensor_tflops") {
        return tr("BF16 tensor (TFLOPS)");
    }
    if (field == "int8_tensor_tops") {
        return tr("INT8 tensor (TOPS)");
    }
    if (field == "fp32_tflops") {
        return tr("FP32 (TFLOPS)");
    }
    if (field == "shared_memory_per_sm_kb") {
        return tr("Shared memory per SM (KB)");
    }
    if (field == "cooler") {
        return tr("Cooler");
    }
    if (field == "power_connectors") {
        return tr("Power connectors");
    }
    if (field == "pcie_generation") {
        return tr("PCIe generation");
    }
    if (field == "launch_price_usd") {
        // The US launch price (MSRP) as announced: always in US dollars.
        return tr("Launch price (US$)");
    }
    if (field == "datacenter_use_allowed") {
        return tr("Data-centre use allowed");
    }
    if (field == "price_usd") {
        return tr("Price (%1)").arg(text::currencyCode());
    }
    if (field == "observed_on") {
        return tr("Date");
    }
    if (field == "source") {
        return tr("Source");
    }
    if (field == "gpu_name") {
        return tr("Card");
    }
    return fromStd(field);
}

QString GpuTableModel::describeProblems(const std::vector<FieldProblem>& problems) {
    QStringList parts;
    for (const FieldProblem& problem : problems) {
        parts << tr("%1: %2").arg(fieldLabel(problem.field), fromStd(problem.message));
    }
    return parts.join(QStringLiteral("; "));
}

int GpuTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !m_snapshot ? 0 : static_cast<int>(m_snapshot->gpus.size());
}

int GpuTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

const PriceObservation* GpuTableModel::price(const Gpu& gpu, Condition condition) const {
    return m_snapshot ? m_snapshot->priceBook.latest(gpu.name, condition, m_today) : nullptr;
}

QVariant GpuTableModel::displayValue(const Gpu& gpu, int column) const {
    static const QString none = QStringLiteral("—");
    const auto optional = [](const std::optional<double>& value, int decimals) {
        return value ? text::trimmedNumber(*value, decimals) : none;
    };
    const auto priceText = [&](Condition condition) {
        const PriceObservation* observation = price(gpu, condition);
        return observation != nullptr ? text::trimmedNumber(shownPrice(observation->priceUsd), 0) : none;
    };
    switch (column) {
    case NameColumn:
        return fromStd(gpu.name);
    case ArchitectureColumn:
        return text::architectureLabel(gpu.architecture);
    case SegmentColumn:
        return text::segmentLabel(gpu.segment);
    case MemoryColumn:
        return text::trimmedNumber(gpu.memoryGb, 1);
    case BandwidthColumn:
        return text::trimmedNumber(gpu.bandwidthGBps, 1);
    case SmColumn:
        return QLocale().toString(gpu.smCount);
    case Fp16TensorColumn:
        return optional(gpu.fp16TensorFp32AccumulateTflops, 1);
    case Fp8Column:
        return optional(gpu.fp8TensorTflops, 1);
    case L2Column:
        return text::trimmedNumber(gpu.l2CacheMb, 2);
    case BoardPowerColumn:
        return QLocale().toString(gpu.boardPowerWatts);
    case SlotsColumn:
        return gpu.slotWidth == 0 ? tr("0 (SXM)") : QLocale().toString(gpu.slotWidth);
    case ReleaseYearColumn:
        return QString::number(gpu.releaseYear);
    case NewPriceColumn:
        return priceText(Condition::New);
    case UsedPriceColumn:
        return priceText(Condition::Used);
    default:
        return {};
    }
}

QVariant GpuTableModel::editValue(const Gpu& gpu, int column) const {
    const auto optional = [](const std::optional<double>& value) {
        return value ? text::editableNumber(*value) : QString();
    };
    const auto priceText = [&](Condition condition) {
        const PriceObservation* observation = price(gpu, condition);
        return observation != nullptr ? text::editableNumber(shownPrice(observation->priceUsd)) : QString();
    };
    switch (column) {
    case NameColumn:
        return fromStd(gpu.name);
    case ArchitectureColumn:
        return static_cast<int>(gpu.architecture);
    case SegmentColumn:
        return static_cast<int>(gpu.segment);
    case MemoryColumn:
        return text::editableNumber(gpu.memoryGb);
    case BandwidthColumn:
        return text::editableNumber(gpu.bandwidthGBps);
    case SmColumn:
        return QString::number(gpu.smCount);
    case Fp16TensorColumn:
        return optional(gpu.fp16TensorFp32AccumulateTflops);
    case Fp8Column:
        return optional(gpu.fp8TensorTflops);
    case L2Column:
        return text::editableNumber(gpu.l2CacheMb);
    case BoardPowerColumn:
        return QString::number(gpu.boardPowerWatts);
    case SlotsColumn:
        return QString::number(gpu.slotWidth);
    case ReleaseYearColumn:
        return QString::number(gpu.releaseYear);
    case NewPriceColumn:
        return priceText(Condition::New);
    case UsedPriceColumn:
        return priceText(Condition::Used);
    default:
        return {};
    }
}

QVariant GpuTableModel::sortValue(int row, const Gpu& gpu, int column) const {
    const auto optional = [](const std::optional<double>& value) {
        return value ? QVariant(*value) : QVariant();
    };
    const auto priceValue = [&](Condition condition) {
        const PriceObservation* observation = price(gpu, condition);
        return observation != nullptr ? QVariant(observation->priceUsd) : QVariant();
    };
    switch (column) {
    case NameColumn:
        return row; // The snapshot is in natural name order ("GTX 980" before "GTX 1080").
    case ArchitectureColumn:
        return static_cast<int>(gpu.architecture);
    case SegmentColumn:
        return static_cast<int>(gpu.segment);
    case MemoryColumn:
        return gpu.memoryGb;
    case BandwidthColumn:
        return gpu.bandwidthGBps;
    case SmColumn:
        return gpu.smCount;
    case Fp16TensorColumn:
        return optional(gpu.fp16TensorFp32AccumulateTflops);
    case Fp8Column:
        return optional(gpu.fp8TensorTflops);
    case L2Column:
        return gpu.l2CacheMb;
    case BoardPowerColumn:
        return gpu.boardPowerWatts;
    case SlotsColumn:
        return gpu.slotWidth;
    case ReleaseYearColumn:
        return gpu.releaseYear;
    case NewPriceColumn:
        return priceValue(Condition::New);
    case UsedPriceColumn:
        return priceValue(Condition::Used);
    default:
        return {};
    }
}

QVariant GpuTableModel::data(const QModelIndex& index, int role) const {
    const Gpu* gpu = gpuAt(index.row());
    if (gpu == nullptr || index.column() < 0 || index.column() >= ColumnCount) {
        return {};
    }
    const int column = index.column();
    const bool highlighted =
        m_highlight.column == column && m_highlight.card == QString::fromStdString(gpu->name);
    switch (role) {
    case Qt::DisplayRole:
        return displayValue(*gpu, column);
    case Qt::EditRole:
        return editValue(*gpu, column);
    case SortRole:
        return sortValue(index.row(), *gpu, column);
    case CardNameRole:
        return fromStd(gpu->name);
    case Qt::TextAlignmentRole:
        return isNumericColumn(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                       : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        return highlighted ? QVariant(QBrush(QColor(255, 80, 80, 90))) : QVariant();
    case Qt::ToolTipRole: {
        if (highlighted) {
            return m_highlight.message;
        }
        if (column == NewPriceColumn || column == UsedPriceColumn) {
            const PriceObservation* observation =
                price(*gpu, column == NewPriceColumn ? Condition::New : Condition::Used);
            if (observation != nullptr) {
                return tr("%1 on %2 (%3)")
                    .arg(text::money(observation->priceUsd, 2),
                         fromStd(formatIsoDate(observation->observedOn)), fromStd(observation->source));
            }
            return tr("No price yet: type one to add it, dated today.");
        }
        return {};
    }
    default:
        return {};
    }
}

QVariant GpuTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (role) {
    case Qt::DisplayRole:
        return headerTitle(section);
    case Qt::ToolTipRole: {
        const QString tip = columnToolTip(section);
        return tip.isEmpty() ? columnTitle(section) : columnTitle(section) + QStringLiteral(": ") + tip;
    }
    case Qt::TextAlignmentRole:
        return isNumericColumn(section) ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                        : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

Qt::ItemFlags GpuTableModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) {
        return Qt::NoItemFlags;
    }
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool GpuTableModel::reject(int row, int column, const QString& message) {
    const Gpu* gpu = gpuAt(row);
    const int oldRow = rowOf(m_highlight.card);
    const int oldColumn = m_highlight.column;
    m_highlight = {gpu != nullptr ? fromStd(gpu->name) : QString(), column, message};
    if (oldRow >= 0 && oldColumn >= 0) {
        emit dataChanged(index(oldRow, oldColumn), index(oldRow, oldColumn),
                         {Qt::BackgroundRole, Qt::ToolTipRole});
    }
    emit dataChanged(index(row, column), index(row, column), {Qt::BackgroundRole, Qt::ToolTipRole});
    emit editRejected(message);
    return false;
}

bool GpuTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    const Gpu* current = gpuAt(index.row());
    if (role != Qt::EditRole || current == nullptr || index.column() < 0 || index.column() >= ColumnCount) {
        return false;
    }
    const Gpu before = *current; // The snapshot may be replaced while the edit is written.
    const int row = index.row();
    const int column = index.column();
    const QString card = fromStd(before.name);
    const QString label = fieldLabel(columnField(column));
    const auto refused = [&](const QString& why) {
        return reject(row, column, tr("%1 was not changed: %2").arg(card, why));
    };

    if (column == NewPriceColumn || column == UsedPriceColumn) {
        bool ok = false;
        const std::optional<double> number = parseNumber(value, &ok);
        if (!ok || !number) {
            return refused(
                tr("%1: \"%2\" is not a price in %3.").arg(label, value.toString(), text::currencyCode()));
        }
        // Typed in the display currency, stored in US dollars.
        const double usd = text::fromDisplay(*number);
        const Condition condition = column == NewPriceColumn ? Condition::New : Condition::Used;
        const PriceObservation* old = price(before, condition);
        if (old != nullptr && (old->priceUsd == usd || shownPrice(old->priceUsd) == *number)) {
            return true; // Unchanged.
        }
        PriceObservation observation{before.name, condition, usd, m_today, editedPriceSource().toStdString()};
        const std::vector<FieldProblem> problems = validatePrice(observation, m_today);
        if (!problems.empty()) {
            return refused(describeProblems(problems));
        }
        const QString error = m_priceEditor ? m_priceEditor(observation) : tr("the catalog is read-only.");
        if (!error.isEmpty()) {
            return refused(error);
        }
        clearHighlight();
        emit editAccepted();
        return true;
    }

    Gpu after = before;
    if (column == NameColumn) {
        after.name = value.toString().simplified().toStdString();
        if (after.name == before.name) {
            return true;
        }
        for (const Gpu& other : m_snapshot->gpus) {
            if (other.name != before.name && normalizedName(other.name) == normalizedName(after.name)) {
                return refused(
                    tr("%1: another card is already named \"%2\".").arg(label, fromStd(other.name)));
            }
        }
    } else if (column == ArchitectureColumn || column == SegmentColumn) {
        bool ok = false;
        int number = value.toInt(&ok);
        if (!ok) {
            // Also accept the canonical spelling ("Ampere", "datacenter").
            const std::string text = value.toString().trimmed().toStdString();
            if (column == ArchitectureColumn) {
                const auto parsed = parseArchitecture(text);
                ok = parsed.has_value();
                number = ok ? static_cast<int>(*parsed) : 0;
            } else {
                const auto parsed = parseSegment(text);
                ok = parsed.has_value();
                number = ok ? static_cast<int>(*parsed) : 0;
            }
        }
        const int last = column == ArchitectureColumn ? static_cast<int>(allArchitectures.back())
                                                      : static_cast<int>(allSegments.back());
        if (!ok || number < 0 || number > last) {
            return refused(tr("%1: \"%2\" is not one of the choices.").arg(label, value.toString()));
        }
        if (column == ArchitectureColumn) {
            after.architecture = static_cast<Architecture>(number);
        } else {
            after.segment = static_cast<Segment>(number);
        }
    } else {
        bool ok = false;
        const std::optional<double> number = parseNumber(value, &ok);
        if (!ok) {
            return refused(tr("%1: \"%2\" is not a number.").arg(label, value.toString()));
        }
        if (!number && !isOptionalColumn(column)) {
            return refused(tr("%1: a value is required.").arg(label));
        }
        if (number && isIntegerColumn(column) && *number != std::floor(*number)) {
            return refused(tr("%1: \"%2\" is not a whole number.").arg(label, value.toString()));
        }
        const int whole = number ? static_cast<int>(std::clamp(*number, -1e9, 1e9)) : 0;
        switch (column) {
        case MemoryColumn:
            after.memoryGb = *number;
            break;
        case BandwidthColumn:
            after.bandwidthGBps = *number;
            break;
        case SmColumn:
            after.smCount = whole;
            break;
        case Fp16TensorColumn:
            after.fp16TensorFp32AccumulateTflops = number;
            break;
        case Fp8Column:
            after.fp8TensorTflops = number;
            break;
        case L2Column:
            after.l2CacheMb = *number;
            break;
        case BoardPowerColumn:
            after.boardPowerWatts = whole;
            break;
        case SlotsColumn:
            after.slotWidth = whole;
            break;
        case ReleaseYearColumn:
            after.releaseYear = whole;
            break;
        default:
            return false;
        }
    }
    if (editValue(after, column) == editValue(before, column)) {
        return true; // Unchanged: nothing to write or undo.
    }
    const std::vector<FieldProblem> problems = validateGpu(after);
    if (!problems.empty()) {
        return refused(describeProblems(problems));
    }
    const QString error = m_gpuEditor ? m_gpuEditor(before, after, column) : tr("the catalog is read-only.");
    if (!error.isEmpty()) {
        return refused(error);
    }
    clearHighlight();
    emit editAccepted();
    return true;
}

GpuFilterProxyModel::GpuFilterProxyModel(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(GpuTableModel::SortRole);
    setDynamicSortFilter(true);
}

void GpuFilterProxyModel::setNameFilter(const QString& text) {
    const QString simplified = text.simplified();
    if (simplified == m_name) {
        return;
    }
    m_name = simplified;
    invalidateFilter();
}

void GpuFilterProxyModel::setSegmentFilter(std::optional<Segment> segment) {
    if (segment == m_segment) {
        return;
    }
    m_segment = segment;
    invalidateFilter();
}

bool GpuFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const auto* model = qobject_cast<const GpuTableModel*>(sourceModel());
    const Gpu* gpu = model != nullptr && !sourceParent.isValid() ? model->gpuAt(sourceRow) : nullptr;
    if (gpu == nullptr) {
        return false;
    }
    if (m_segment && gpu->segment != *m_segment) {
        return false;
    }
    return m_name.isEmpty() ||
           QString::fromStdString(gpu->name).simplified().contains(m_name, Qt::CaseInsensitive);
}

bool GpuFilterProxyModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const QVariant a = left.data(sortRole());
    const QVariant b = right.data(sortRole());
    // Empty values go last whichever way the column is sorted (a descending sort swaps the
    // arguments, so "empty" is the greatest value ascending and the smallest descending).
    // Ties stay in the catalog's natural name order, for the same reason both ways.
    const bool ascending = sortOrder() == Qt::AscendingOrder;
    const bool nameOrder = ascending ? left.row() < right.row() : left.row() > right.row();
    if (!a.isValid() || !b.isValid()) {
        if (a.isValid() == b.isValid()) {
            return nameOrder;
        }
        return a.isValid() == ascending;
    }
    const double x = a.toDouble();
    const double y = b.toDouble();
    return x != y ? x < y : nameOrder;
}

} // namespace gpuadvisor
