#pragma once

// The catalog page's table: one row per card of a CatalogSnapshot with the specs that matter and
// the newest new and used price. Edits are validated here (validateGpu / validatePrice) and handed
// to callbacks that write them (as undoable commands); a refused edit marks its cell.

#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/catalog/gpufields.h"
#include "gpuadvisor/core/catalog/validation.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"

#include "gpuadvisor/text/pricetext.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include <functional>
#include <memory>
#include <optional>
#include <string_view>

namespace gpuadvisor {

class GpuTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        ArchitectureColumn,
        SegmentColumn,
        MemoryColumn,
        BandwidthColumn,
        SmColumn,
        Fp16TensorColumn, ///< FP16 inputs, FP32 accumulate (what mixed-precision training gets).
        Fp8Column,
        L2Column,
        BoardPowerColumn,
        SlotsColumn,
        ReleaseYearColumn,
        NewPriceColumn,
        UsedPriceColumn,
        PriceDateColumn, ///< The newer of the two prices' dates, marked when old; not editable.
        SoftwareColumn,  ///< Whether current software runs on the card (softwaresupport.h); not editable.
        ColumnCount
    };

    enum Role {
        /// Numbers (or the card's natural name order) to sort by; invalid for an empty value.
        SortRole = Qt::UserRole,
        /// The card's name, in every column.
        CardNameRole,
    };

    /// Writes a valid card edit: `before` is the card as the table showed it, `after` the same with
    /// the edited cell's field changed. Returns an empty string, or why it could not be written.
    using GpuEditor = std::function<QString(const Gpu& before, const Gpu& after, int column)>;
    /// Writes a valid price observation typed over the card's price the cell showed (`shownUsd`,
    /// std::nullopt for none); returns an empty string or why it could not be written.
    using PriceEditor = std::function<QString(const PriceObservation& price, std::optional<double> shownUsd)>;

    explicit GpuTableModel(QObject* parent = nullptr);

    void setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot, Date today = todayUtc());
    const CatalogSnapshot* snapshot() const { return m_snapshot.get(); }
    Date today() const { return m_today; }
    /// Prices older than this many months before today are marked old (the Preferences threshold).
    void setStalePriceMonths(int months);
    text::PriceAgeRule priceAge() const { return {m_today, m_staleMonths}; }
    /// Whether the card's newest price (new or used) is old, or it has none.
    bool hasOldPrice(const Gpu& gpu) const;
    void setGpuEditor(GpuEditor editor) { m_gpuEditor = std::move(editor); }
    void setPriceEditor(PriceEditor editor) { m_priceEditor = std::move(editor); }

    const Gpu* gpuAt(int row) const;
    /// The row of the card with exactly that name, or -1.
    int rowOf(const QString& name) const;

    /// The cell a refused edit marked (until the next accepted edit), and why.
    QString highlightedCard() const { return m_highlight.card; }
    int highlightedColumn() const { return m_highlight.column; }
    void clearHighlight();

    /// Source of price observations edited in the table.
    static QString editedPriceSource();
    /// The card field a column shows (gpufields.h); nullptr for the price columns.
    static const GpuField* columnGpuField(int column);
    /// The field of a column as validateGpu / validatePrice name it ("bandwidth_gbps", "price_usd").
    static std::string_view columnField(int column);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    /// Validates and writes the edit through the editors; on a problem nothing is written, the
    /// cell is marked and editRejected says why.
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

signals:
    void editRejected(const QString& message);
    void editAccepted();

private:
    struct Highlight {
        QString card;
        int column = -1;
        QString message;
    };

    QVariant displayValue(const Gpu& gpu, int column) const;
    QVariant editValue(const Gpu& gpu, int column) const;
    QVariant sortValue(int row, const Gpu& gpu, int column) const;
    const PriceQuote* price(const Gpu& gpu, Condition condition) const;
    std::optional<Date> newestPriceDate(const Gpu& gpu) const;
    bool reject(int row, int column, const QString& message);
    /// setData of a price column: adds a price observation dated today.
    bool setPrice(int row, int column, const QVariant& value);

    std::shared_ptr<const CatalogSnapshot> m_snapshot;
    Date m_today = todayUtc();
    int m_staleMonths = defaultStalePriceMonths;
    GpuEditor m_gpuEditor;
    PriceEditor m_priceEditor;
    Highlight m_highlight;
};

/// Filters the table by name (case-insensitive substring) and segment, and sorts by
/// GpuTableModel::SortRole with empty values last in either order.
class GpuFilterProxyModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit GpuFilterProxyModel(QObject* parent = nullptr);

    void setNameFilter(const QString& text);
    QString nameFilter() const { return m_name; }
    void setSegmentFilter(std::optional<Segment> segment);
    std::optional<Segment> segmentFilter() const { return m_segment; }
    /// Shows only cards whose newest price is old, or that have none (GpuTableModel::hasOldPrice).
    void setOldPricesOnly(bool only);
    bool oldPricesOnly() const { return m_oldPricesOnly; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QString m_name;
    std::optional<Segment> m_segment;
    bool m_oldPricesOnly = false;
};

} // namespace gpuadvisor
