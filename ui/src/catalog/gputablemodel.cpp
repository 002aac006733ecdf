#include "gpuadvisor/ui/catalog/gputablemodel.h"

#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/catalog/pricebook.h"
#include "gpuadvisor/text/currency.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/gpufieldtext.h"
#include "gpuadvisor/text/numbers.h"
#include "gpuadvisor/text/pricetext.h"
#include "gpuadvisor/text/supporttext.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpuadvisor {
namespace {

/// A price as the table shows and edits it: in the display currency, to the cent (exactly the
/// stored US dollars when those are shown).
double shownPrice(double usd) {
    const double amount = text::toDisplay(usd);
    return text::displayCurrency().unitsPerUsd == 1 ? amount : std::round(amount * 100) / 100;
}

/// The card field each column shows, in Column order; the two price columns show none.
constexpr std::string_view columnFields[] = {"name",
                                             "architecture",
                                             "segment",
                                             "memory_gb",
                                             "bandwidth_gbps",
                                             "sm_count",
                                             "fp16_tensor_fp32acc_tflops",
                                             "fp8_tensor_tflops",
                                             "l2_cache_mb",
                                             "board_power_w",
                                             "slot_width",
                                             "release_year",
                                             "",
                                             "",
                                             "",
                                             ""};
static_assert(std::size(columnFields) == GpuTableModel::ColumnCount, "one entry per column");

std::optional<Condition> priceCondition(int column) {
    if (column == GpuTableModel::NewPriceColumn) {
        return Condition::New;
    }
    if (column == GpuTableModel::UsedPriceColumn) {
        return Condition::Used;
    }
    return std::nullopt;
}

/// Columns that follow from other data (price dates, the software-support table): not editable.
bool isDerivedColumn(int column) {
    return column == GpuTableModel::PriceDateColumn || column == GpuTableModel::SoftwareColumn;
}

bool isNumericColumn(int column) {
    const GpuField* field = GpuTableModel::columnGpuField(column);
    return field != nullptr ? field->isNumeric() : priceCondition(column).has_value();
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
    if (const GpuField* field = GpuTableModel::columnGpuField(column)) {
        return text::gpuFieldLabel(field->name);
    }
    if (column == GpuTableModel::PriceDateColumn) {
        return GpuTableModel::tr("Newest price date");
    }
    if (column == GpuTableModel::SoftwareColumn) {
        return GpuTableModel::tr("Software support");
    }
    return column == GpuTableModel::NewPriceColumn
               ? GpuTableModel::tr("Newest new price (%1)").arg(text::currencyCode())
               : GpuTableModel::tr("Newest used price (%1)").arg(text::currencyCode());
}

/// The title as the header shows it: broken into short lines so that columns stay narrow.
QString headerTitle(int column) {
    if (const GpuField* field = GpuTableModel::columnGpuField(column)) {
        return text::gpuFieldHeader(field->name);
    }
    if (column == GpuTableModel::PriceDateColumn) {
        return GpuTableModel::tr("Newest\nprice\ndate");
    }
    if (column == GpuTableModel::SoftwareColumn) {
        return GpuTableModel::tr("Software\nsupport");
    }
    return column == GpuTableModel::NewPriceColumn
               ? GpuTableModel::tr("Newest\nnew price\n(%1)").arg(text::currencyCode())
               : GpuTableModel::tr("Newest\nused price\n(%1)").arg(text::currencyCode());
}

QString columnToolTip(int column) {
    if (const GpuField* field = GpuTableModel::columnGpuField(column)) {
        return text::gpuFieldToolTip(field->name);
    }
    if (column == GpuTableModel::PriceDateColumn) {
        return GpuTableModel::tr("The date of the newer of the two prices; \"old\" when it is older than the "
                                 "threshold set in Preferences. Sort by it to see the oldest prices first.");
    }
    if (column == GpuTableModel::SoftwareColumn) {
        return GpuTableModel::tr(
            "Whether current CUDA, PyTorch and llama.cpp releases run on the card today. "
            "Cards they no longer run on are grey and left out of charts and picks.");
    }
    return GpuTableModel::tr(
               "The price as of today: the median of the prices observed in the %1 days up to "
               "the newest one (a cell's tooltip lists them). Editing it adds a price dated today.")
        .arg(priceWindowDays);
}

} // namespace

const GpuField* GpuTableModel::columnGpuField(int column) {
    if (column < 0 || column >= ColumnCount || columnFields[column].empty()) {
        return nullptr;
    }
    return findGpuField(columnFields[column]);
}

std::string_view GpuTableModel::columnField(int column) {
    if (const GpuField* field = columnGpuField(column)) {
        return field->name;
    }
    return priceCondition(column) ? std::string_view("price_usd") : std::string_view();
}

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

int GpuTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !m_snapshot ? 0 : static_cast<int>(m_snapshot->gpus.size());
}

int GpuTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

const PriceQuote* GpuTableModel::price(const Gpu& gpu, Condition condition) const {
    return m_snapshot ? m_snapshot->priceBook.latest(gpu.name, condition, m_today) : nullptr;
}

/// The newer of a card's newest new and used price dates; std::nullopt without a price.
std::optional<Date> GpuTableModel::newestPriceDate(const Gpu& gpu) const {
    std::optional<Date> newest;
    for (const Condition condition : allConditions) {
        if (const PriceQuote* quote = price(gpu, condition);
            quote && (!newest || *newest < quote->observedOn)) {
            newest = quote->observedOn;
        }
    }
    return newest;
}

bool GpuTableModel::hasOldPrice(const Gpu& gpu) const {
    const std::optional<Date> newest = newestPriceDate(gpu);
    return !newest || priceAge().isOld(*newest);
}

void GpuTableModel::setStalePriceMonths(int months) {
    if (months == m_staleMonths) {
        return;
    }
    m_staleMonths = months;
    if (rowCount() > 0) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
}

QVariant GpuTableModel::displayValue(const Gpu& gpu, int column) const {
    if (column == SoftwareColumn) {
        return text::supportLevelLabel(cardSupport(gpu, m_today).level);
    }
    if (column == PriceDateColumn) {
        const std::optional<Date> newest = newestPriceDate(gpu);
        return newest ? text::priceDateText(*newest, priceAge()) : QStringLiteral("—");
    }
    if (const GpuField* field = columnGpuField(column)) {
        return text::gpuFieldDisplayText(*field, gpu);
    }
    const PriceObservation* observation = price(gpu, *priceCondition(column));
    return observation != nullptr ? text::trimmedNumber(shownPrice(observation->priceUsd), 0)
                                  : QStringLiteral("—");
}

QVariant GpuTableModel::editValue(const Gpu& gpu, int column) const {
    const GpuField* field = columnGpuField(column);
    if (isDerivedColumn(column)) {
        return displayValue(gpu, column);
    }
    if (field == nullptr) {
        const PriceObservation* observation = price(gpu, *priceCondition(column));
        return observation != nullptr ? text::editableNumber(shownPrice(observation->priceUsd)) : QString();
    }
    const std::optional<double> number = field->number(gpu);
    switch (field->kind) {
    case GpuFieldKind::Text:
        return text::fromStd(field->format(gpu));
    case GpuFieldKind::Choice:
    case GpuFieldKind::Flag:
        return static_cast<int>(number.value_or(0)); // the delegate's combo box selects by it
    case GpuFieldKind::Number:
    case GpuFieldKind::OptionalNumber:
    case GpuFieldKind::WholeNumber:
        break;
    }
    return number ? text::editableNumber(*number) : QString();
}

QVariant GpuTableModel::sortValue(int row, const Gpu& gpu, int column) const {
    const GpuField* field = columnGpuField(column);
    if (column == SoftwareColumn) {
        return static_cast<int>(cardSupport(gpu, m_today).level);
    }
    if (column == PriceDateColumn) {
        const std::optional<Date> newest = newestPriceDate(gpu);
        return newest
                   ? QVariant(static_cast<double>(std::chrono::sys_days(*newest).time_since_epoch().count()))
                   : QVariant();
    }
    if (field == nullptr) {
        const PriceObservation* observation = price(gpu, *priceCondition(column));
        return observation != nullptr ? QVariant(observation->priceUsd) : QVariant();
    }
    if (field->kind == GpuFieldKind::Text) {
        return row; // The snapshot is in natural name order ("GTX 980" before "GTX 1080").
    }
    const std::optional<double> number = field->number(gpu);
    return number ? QVariant(*number) : QVariant();
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
        return text::fromStd(gpu->name);
    case Qt::TextAlignmentRole:
        return isNumericColumn(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                       : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::BackgroundRole:
        return highlighted ? QVariant(QBrush(QColor(255, 80, 80, 90))) : QVariant();
    case Qt::ForegroundRole: {
        // Old prices in the price and date columns stand out (the "old" mark says it in words).
        const std::optional<Condition> condition = priceCondition(column);
        const PriceQuote* quote = condition ? price(*gpu, *condition) : nullptr;
        const std::optional<Date> date = quote                       ? std::optional<Date>(quote->observedOn)
                                         : column == PriceDateColumn ? newestPriceDate(*gpu)
                                                                     : std::nullopt;
        if (date && priceAge().isOld(*date)) {
            return QVariant(QBrush(QColor(0x8a, 0x4b, 0x00)));
        }
        // A card current software no longer runs on is grey across its row.
        return cardSupport(*gpu, m_today).unsupported() ? QVariant(QBrush(QColor(0x80, 0x80, 0x80)))
                                                        : QVariant();
    }
    case Qt::ToolTipRole: {
        if (highlighted) {
            return m_highlight.message;
        }
        if (const std::optional<Condition> condition = priceCondition(column)) {
            if (const PriceQuote* quote = price(*gpu, *condition)) {
                return text::priceQuoteToolTip(*quote, priceAge());
            }
            return tr("No price yet: type one to add it, dated today.");
        }
        const CardSupport support = cardSupport(*gpu, m_today);
        if (column == SoftwareColumn || (column == NameColumn && support.level != SupportLevel::Current)) {
            return text::supportReason(support);
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
    if (isDerivedColumn(index.column())) {
        return Qt::ItemIsSelectable | Qt::ItemIsEnabled; // follows from the prices or the support table
    }
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool GpuTableModel::reject(int row, int column, const QString& message) {
    const Gpu* gpu = gpuAt(row);
    const int oldRow = rowOf(m_highlight.card);
    const int oldColumn = m_highlight.column;
    m_highlight = {gpu != nullptr ? text::fromStd(gpu->name) : QString(), column, message};
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
    if (role != Qt::EditRole || current == nullptr || index.column() < 0 || index.column() >= ColumnCount ||
        isDerivedColumn(index.column())) {
        return false;
    }
    const Gpu before = *current; // The snapshot may be replaced while the edit is written.
    const int row = index.row();
    const int column = index.column();
    const QString card = text::fromStd(before.name);
    const QString label = text::gpuFieldLabel(columnField(column));
    const auto refused = [&](const QString& why) {
        return reject(row, column, tr("%1 was not changed: %2").arg(card, why));
    };

    const GpuField* field = columnGpuField(column);
    if (field == nullptr) {
        return setPrice(row, column, value);
    }
    Gpu after = before;
    switch (field->kind) {
    case GpuFieldKind::Text: {
        field->setText(after, value.toString().simplified().toStdString());
        if (field->format(after) == field->format(before)) {
            return true;
        }
        if (field->name == "name") {
            for (const Gpu& other : m_snapshot->gpus) {
                if (other.name != before.name && normalizedName(other.name) == normalizedName(after.name)) {
                    return refused(tr("%1: another card is already named \"%2\".")
                                       .arg(label, text::fromStd(other.name)));
                }
            }
        }
        break;
    }
    case GpuFieldKind::Choice:
    case GpuFieldKind::Flag: {
        bool ok = false;
        int number = value.toInt(&ok);
        if (!ok && field->kind == GpuFieldKind::Choice) {
            // Also accept the canonical spelling ("Ampere", "datacenter").
            Gpu parsed = after;
            ok = !field->parse(value.toString().trimmed().toStdString(), parsed);
            number = ok ? static_cast<int>(field->number(parsed).value_or(0)) : 0;
        }
        const int count = field->kind == GpuFieldKind::Choice ? static_cast<int>(field->choices.size()) : 2;
        if (!ok || number < 0 || number >= count) {
            return refused(tr("%1: \"%2\" is not one of the choices.").arg(label, value.toString()));
        }
        field->setNumber(after, number);
        break;
    }
    case GpuFieldKind::Number:
    case GpuFieldKind::OptionalNumber:
    case GpuFieldKind::WholeNumber: {
        bool ok = false;
        const std::optional<double> number = parseNumber(value, &ok);
        if (!ok) {
            return refused(tr("%1: \"%2\" is not a number.").arg(label, value.toString()));
        }
        if (!number && !field->isOptional()) {
            return refused(tr("%1: a value is required.").arg(label));
        }
        if (number && field->kind == GpuFieldKind::WholeNumber && *number != std::floor(*number)) {
            return refused(tr("%1: \"%2\" is not a whole number.").arg(label, value.toString()));
        }
        field->setNumber(after, number);
        break;
    }
    }
    if (editValue(after, column) == editValue(before, column)) {
        return true; // Unchanged: nothing to write or undo.
    }
    const std::vector<FieldProblem> problems = validateGpu(after);
    if (!problems.empty()) {
        return refused(text::describeFieldProblems(problems));
    }
    const QString error = m_gpuEditor ? m_gpuEditor(before, after, column) : tr("the catalog is read-only.");
    if (!error.isEmpty()) {
        return refused(error);
    }
    clearHighlight();
    emit editAccepted();
    return true;
}

bool GpuTableModel::setPrice(int row, int column, const QVariant& value) {
    const Gpu& gpu = *gpuAt(row);
    const QString label = text::gpuFieldLabel(columnField(column));
    const auto refused = [&](const QString& why) {
        return reject(row, column, tr("%1 was not changed: %2").arg(text::fromStd(gpu.name), why));
    };
    const Condition condition = *priceCondition(column);
    const PriceObservation* old = price(gpu, condition);
    bool ok = false;
    const std::optional<double> number = parseNumber(value, &ok);
    if (ok && !number && old == nullptr) {
        return true; // An empty cell left empty: nothing to add.
    }
    if (!ok || !number) {
        return refused(
            tr("%1: \"%2\" is not a price in %3.").arg(label, value.toString(), text::currencyCode()));
    }
    // Typed in the display currency, stored in US dollars.
    const double usd = text::fromDisplay(*number);
    if (old != nullptr && (old->priceUsd == usd || shownPrice(old->priceUsd) == *number)) {
        return true; // Unchanged.
    }
    PriceObservation observation{gpu.name, condition, usd, m_today, editedPriceSource().toStdString()};
    const std::vector<FieldProblem> problems = validatePrice(observation, m_today);
    if (!problems.empty()) {
        return refused(text::describeFieldProblems(problems));
    }
    const std::optional<double> shownUsd =
        old != nullptr ? std::optional<double>(old->priceUsd) : std::nullopt;
    const QString error =
        m_priceEditor ? m_priceEditor(observation, shownUsd) : tr("the catalog is read-only.");
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

void GpuFilterProxyModel::setOldPricesOnly(bool only) {
    if (only == m_oldPricesOnly) {
        return;
    }
    m_oldPricesOnly = only;
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
    if (m_oldPricesOnly && !model->hasOldPrice(*gpu)) {
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
