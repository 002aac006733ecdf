// The catalog page with real widgets over a real SQLite catalog (the shipped data in a temporary
// file): the table, sorting and filtering, in-place edits with validation, undo and redo,
// adding and deleting cards and prices, and the compare button.

#include "gpuadvisor/core/catalog/gpufields.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/gpufieldtext.h"
#include "gpuadvisor/text/numbers.h"
#include "gpuadvisor/text/pricetext.h"
#include "gpuadvisor/text/supporttext.h"
#include "gpuadvisor/ui/catalog/catalogpage.h"
#include "gpuadvisor/ui/catalog/gpudialog.h"
#include "gpuadvisor/ui/catalog/gputablemodel.h"
#include "gpuadvisor/ui/catalog/pricedialog.h"

#include "qtprinters.h"
#include "shippedcatalogfile.h"
#include "tempdir.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>

using namespace gpuadvisor;

namespace {

auto key(const PriceObservation& price) {
    return std::make_tuple(price.gpuName, price.condition, price.priceUsd, formatIsoDate(price.observedOn),
                           price.source);
}

std::vector<std::tuple<std::string, Condition, double, std::string, std::string>>
keys(const std::vector<PriceObservation>& prices) {
    std::vector<std::tuple<std::string, Condition, double, std::string, std::string>> result;
    for (const PriceObservation& price : prices) {
        result.push_back(key(price));
    }
    std::sort(result.begin(), result.end());
    return result;
}

class CatalogPageTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        catalog = std::make_unique<Catalog>(
            gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite"))));
        page = std::make_unique<CatalogPage>(*catalog, &undoStack);
        QObject::connect(page.get(), &CatalogPage::catalogChanged, page.get(), [this] { reload(); });
        reload();
        page->resize(1400, 850);
    }

    void TearDown() override {
        undoStack.clear();
        page.reset();
    }

    void reload() {
        page->setSnapshot(std::make_shared<const CatalogSnapshot>(CatalogSnapshot::load(*catalog)));
    }

    QTableView* table() const { return page->findChild<QTableView*>(QStringLiteral("catalogTable")); }
    QAbstractItemModel* proxy() const { return table()->model(); }
    QLabel* messageLabel() const { return page->findChild<QLabel*>(QStringLiteral("catalogMessage")); }
    QPushButton* button(const char* name) const { return page->findChild<QPushButton*>(QLatin1String(name)); }

    /// The proxy (view) index of a card's cell, or an invalid index if it is not shown.
    QModelIndex cell(const QString& card, int column) const {
        for (int row = 0; row < proxy()->rowCount(); ++row) {
            const QModelIndex index = proxy()->index(row, column);
            if (index.data(GpuTableModel::CardNameRole).toString() == card) {
                return index;
            }
        }
        return {};
    }

    QStringList shownNames() const {
        QStringList names;
        for (int row = 0; row < proxy()->rowCount(); ++row) {
            names << proxy()->index(row, GpuTableModel::NameColumn).data().toString();
        }
        return names;
    }

    double bandwidth(const char* card) const { return catalog->findGpu(card).value().bandwidthGBps; }

    std::unique_ptr<Catalog> catalog;
    QUndoStack undoStack;
    std::unique_ptr<CatalogPage> page;
};

TEST_F(CatalogPageTest, WidgetsHaveTheirObjectNames) {
    EXPECT_NE(table(), nullptr);
    EXPECT_NE(page->findChild<QLineEdit*>(QStringLiteral("catalogSearchEdit")), nullptr);
    EXPECT_NE(page->findChild<QComboBox*>(QStringLiteral("catalogSegmentCombo")), nullptr);
    EXPECT_NE(messageLabel(), nullptr);
    for (const char* name :
         {"addCardButton", "deleteCardButton", "addPriceButton", "compareSelectedButton"}) {
        EXPECT_NE(button(name), nullptr) << name;
    }
    EXPECT_TRUE(table()->isSortingEnabled());
    EXPECT_EQ(table()->selectionMode(), QAbstractItemView::ExtendedSelection);
    EXPECT_EQ(table()->selectionBehavior(), QAbstractItemView::SelectRows);
}

TEST_F(CatalogPageTest, TableShowsEveryCardWithUnitsInTheHeaders) {
    const std::vector<Gpu> gpus = catalog->gpus();
    ASSERT_GT(gpus.size(), 50U);
    EXPECT_EQ(proxy()->rowCount(), static_cast<int>(gpus.size()));
    EXPECT_EQ(proxy()->columnCount(), GpuTableModel::ColumnCount);
    QStringList names = shownNames();
    for (const Gpu& gpu : gpus) {
        EXPECT_TRUE(names.contains(QString::fromStdString(gpu.name))) << gpu.name;
    }
    const auto header = [&](int column) {
        return proxy()->headerData(column, Qt::Horizontal).toString();
    };
    EXPECT_TRUE(header(GpuTableModel::MemoryColumn).contains(QStringLiteral("(GB)")));
    EXPECT_TRUE(header(GpuTableModel::BandwidthColumn).contains(QStringLiteral("(GB/s)")));
    EXPECT_TRUE(header(GpuTableModel::Fp16TensorColumn).contains(QStringLiteral("TFLOPS")));
    EXPECT_TRUE(header(GpuTableModel::BoardPowerColumn).contains(QStringLiteral("(W)")));
    EXPECT_TRUE(header(GpuTableModel::NewPriceColumn).contains(QStringLiteral("USD")));

    const QModelIndex memory = cell(QStringLiteral("RTX 4090"), GpuTableModel::MemoryColumn);
    EXPECT_EQ(memory.data().toString(), QStringLiteral("24"));
    EXPECT_TRUE(memory.data(Qt::TextAlignmentRole).value<Qt::Alignment>() & Qt::AlignRight);
    // No FP8 tensor cores on Ampere: a dash, not a zero.
    EXPECT_EQ(cell(QStringLiteral("RTX 3090"), GpuTableModel::Fp8Column).data().toString(),
              QStringLiteral("\u2014"));
    EXPECT_FALSE(
        cell(QStringLiteral("RTX 3090"), GpuTableModel::UsedPriceColumn).data().toString().isEmpty());
}

TEST_F(CatalogPageTest, SortsByMemoryAndPutsEmptyValuesLast) {
    double largest = 0;
    for (const Gpu& gpu : catalog->gpus()) {
        largest = std::max(largest, gpu.memoryGb);
    }
    const auto memoryAt = [&](int row) {
        return proxy()->index(row, GpuTableModel::MemoryColumn).data(GpuTableModel::SortRole).toDouble();
    };
    table()->sortByColumn(GpuTableModel::MemoryColumn, Qt::DescendingOrder);
    EXPECT_EQ(memoryAt(0), largest);
    for (int row = 1; row < proxy()->rowCount(); ++row) {
        ASSERT_LE(memoryAt(row), memoryAt(row - 1));
    }
    table()->sortByColumn(GpuTableModel::MemoryColumn, Qt::AscendingOrder);
    EXPECT_EQ(memoryAt(proxy()->rowCount() - 1), largest);

    const QString dash = QStringLiteral("\u2014");
    for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        table()->sortByColumn(GpuTableModel::Fp8Column, order);
        EXPECT_NE(proxy()->index(0, GpuTableModel::Fp8Column).data().toString(), dash);
        EXPECT_EQ(proxy()->index(proxy()->rowCount() - 1, GpuTableModel::Fp8Column).data().toString(), dash);
    }

    // Names sort as people read them: GTX 980 before GTX 1080.
    table()->sortByColumn(GpuTableModel::NameColumn, Qt::AscendingOrder);
    const QStringList names = shownNames();
    EXPECT_LT(names.indexOf(QStringLiteral("GTX 980")), names.indexOf(QStringLiteral("GTX 1080")));
}

TEST_F(CatalogPageTest, SearchAndSegmentFilterTheRows) {
    const int total = proxy()->rowCount();
    auto* search = page->findChild<QLineEdit*>(QStringLiteral("catalogSearchEdit"));
    search->setText(QStringLiteral("rtx 40"));
    ASSERT_GT(proxy()->rowCount(), 0);
    EXPECT_LT(proxy()->rowCount(), total);
    for (const QString& name : shownNames()) {
        EXPECT_TRUE(name.contains(QStringLiteral("RTX 40"), Qt::CaseInsensitive)) << name;
    }
    search->clear();
    EXPECT_EQ(proxy()->rowCount(), total);

    auto* segment = page->findChild<QComboBox*>(QStringLiteral("catalogSegmentCombo"));
    segment->setCurrentIndex(segment->findData(static_cast<int>(Segment::Datacenter)));
    ASSERT_GT(proxy()->rowCount(), 0);
    EXPECT_LT(proxy()->rowCount(), total);
    for (const QString& name : shownNames()) {
        EXPECT_EQ(catalog->findGpu(name.toStdString())->segment, Segment::Datacenter) << name;
    }
    segment->setCurrentIndex(0);
    EXPECT_EQ(proxy()->rowCount(), total);
}

namespace {

/// Counts what QAbstractItemModelTester reports (category qt.modeltest) while it lives.
class ModelTestWarnings {
public:
    ModelTestWarnings() { s_previous = qInstallMessageHandler(&handle); }
    ~ModelTestWarnings() { qInstallMessageHandler(s_previous); }
    ModelTestWarnings(const ModelTestWarnings&) = delete;
    ModelTestWarnings& operator=(const ModelTestWarnings&) = delete;
    static QStringList& messages() {
        static QStringList list;
        return list;
    }

private:
    static void handle(QtMsgType type, const QMessageLogContext& context, const QString& message) {
        if (type != QtDebugMsg && QLatin1String(context.category) == QLatin1String("qt.modeltest")) {
            messages() << message;
        }
        s_previous(type, context, message);
    }
    static inline QtMessageHandler s_previous = nullptr;
};

} // namespace

// Qt's model checker on the table model and the sorting and filtering proxy the view shows,
// through a reload, the search and segment filters, sorting every column, an edit and its undo.
TEST_F(CatalogPageTest, TheTableModelAndItsProxyPassQtsModelTester) {
    ModelTestWarnings warnings;
    ModelTestWarnings::messages().clear();
    QAbstractItemModelTester modelTester(page->model(),
                                         QAbstractItemModelTester::FailureReportingMode::Warning);
    QAbstractItemModelTester proxyTester(page->proxyModel(),
                                         QAbstractItemModelTester::FailureReportingMode::Warning);

    reload();
    auto* search = page->findChild<QLineEdit*>(QStringLiteral("catalogSearchEdit"));
    search->setText(QStringLiteral("rtx 40"));
    search->clear();
    auto* segment = page->findChild<QComboBox*>(QStringLiteral("catalogSegmentCombo"));
    segment->setCurrentIndex(segment->findData(static_cast<int>(Segment::Workstation)));
    segment->setCurrentIndex(0);
    for (int column = 0; column < proxy()->columnCount(); ++column) {
        table()->sortByColumn(column, column % 2 ? Qt::DescendingOrder : Qt::AscendingOrder);
    }
    const QModelIndex bandwidthCell = cell(QStringLiteral("RTX 4090"), GpuTableModel::BandwidthColumn);
    ASSERT_TRUE(bandwidthCell.isValid());
    EXPECT_TRUE(proxy()->setData(bandwidthCell, 1111.0));
    undoStack.undo();
    EXPECT_TRUE(ModelTestWarnings::messages().isEmpty())
        << ModelTestWarnings::messages().join(u'\n').toStdString();
}

TEST_F(CatalogPageTest, EditingBandwidthWritesAndUndoRedoRestore) {
    const double before = bandwidth("RTX 4090");
    const QModelIndex index = cell(QStringLiteral("RTX 4090"), GpuTableModel::BandwidthColumn);
    ASSERT_TRUE(index.isValid());
    QSignalSpy changed(page.get(), &CatalogPage::catalogChanged);

    EXPECT_TRUE(proxy()->setData(index, 1234.5));
    EXPECT_EQ(bandwidth("RTX 4090"), 1234.5);
    EXPECT_EQ(undoStack.count(), 1);
    EXPECT_EQ(changed.count(), 1);
    EXPECT_EQ(cell(QStringLiteral("RTX 4090"), GpuTableModel::BandwidthColumn)
                  .data(GpuTableModel::SortRole)
                  .toDouble(),
              1234.5);
    EXPECT_TRUE(undoStack.undoText().contains(QStringLiteral("RTX 4090")));

    undoStack.undo();
    EXPECT_EQ(bandwidth("RTX 4090"), before);
    EXPECT_EQ(cell(QStringLiteral("RTX 4090"), GpuTableModel::BandwidthColumn)
                  .data(GpuTableModel::SortRole)
                  .toDouble(),
              before);
    undoStack.redo();
    EXPECT_EQ(bandwidth("RTX 4090"), 1234.5);
    EXPECT_EQ(changed.count(), 3);

    // Text as typed in the editor works too.
    EXPECT_TRUE(proxy()->setData(cell(QStringLiteral("RTX 4090"), GpuTableModel::BandwidthColumn),
                                 QStringLiteral("1100")));
    EXPECT_EQ(bandwidth("RTX 4090"), 1100);
    EXPECT_EQ(undoStack.count(), 2);
}

TEST_F(CatalogPageTest, InvalidEditIsRefusedAndMarksTheCell) {
    const double before = bandwidth("RTX 4090");
    const QModelIndex index = cell(QStringLiteral("RTX 4090"), GpuTableModel::BandwidthColumn);
    QSignalSpy changed(page.get(), &CatalogPage::catalogChanged);

    EXPECT_FALSE(proxy()->setData(index, -5.0));
    EXPECT_EQ(bandwidth("RTX 4090"), before);
    EXPECT_EQ(undoStack.count(), 0);
    EXPECT_EQ(changed.count(), 0);
    EXPECT_TRUE(messageLabel()->text().contains(QStringLiteral("Bandwidth"))) << messageLabel()->text();
    EXPECT_TRUE(messageLabel()->text().contains(QStringLiteral("RTX 4090"))) << messageLabel()->text();
    EXPECT_TRUE(messageLabel()->text().contains(QStringLiteral("outside"))) << messageLabel()->text();
    EXPECT_EQ(page->model()->highlightedCard(), QStringLiteral("RTX 4090"));
    EXPECT_EQ(page->model()->highlightedColumn(), GpuTableModel::BandwidthColumn);
    EXPECT_TRUE(index.data(Qt::BackgroundRole).isValid());
    EXPECT_FALSE(
        cell(QStringLiteral("RTX 4090"), GpuTableModel::MemoryColumn).data(Qt::BackgroundRole).isValid());

    EXPECT_FALSE(proxy()->setData(index, QStringLiteral("fast")));
    EXPECT_TRUE(messageLabel()->text().contains(QStringLiteral("not a number"))) << messageLabel()->text();
    EXPECT_FALSE(
        proxy()->setData(cell(QStringLiteral("RTX 4090"), GpuTableModel::SmColumn), QStringLiteral("12.5")));
    EXPECT_FALSE(proxy()->setData(cell(QStringLiteral("RTX 4090"), GpuTableModel::NameColumn),
                                  QStringLiteral("rtx 3090")));
    EXPECT_TRUE(messageLabel()->text().contains(QStringLiteral("already"))) << messageLabel()->text();
    EXPECT_EQ(undoStack.count(), 0);

    // The next accepted edit clears the mark.
    EXPECT_TRUE(proxy()->setData(cell(QStringLiteral("RTX 4090"), GpuTableModel::BandwidthColumn), 1000.0));
    EXPECT_EQ(page->model()->highlightedColumn(), -1);
    EXPECT_FALSE(
        cell(QStringLiteral("RTX 4090"), GpuTableModel::NameColumn).data(Qt::BackgroundRole).isValid());
}

TEST_F(CatalogPageTest, RenameMovesPricesAndUndoes) {
    const auto prices = keys(catalog->pricesFor("RTX 3080"));
    EXPECT_TRUE(proxy()->setData(cell(QStringLiteral("RTX 3080"), GpuTableModel::NameColumn),
                                 QStringLiteral("RTX 3080 10GB")));
    EXPECT_FALSE(catalog->findGpu("RTX 3080").has_value());
    ASSERT_TRUE(catalog->findGpu("RTX 3080 10GB").has_value());
    EXPECT_EQ(catalog->pricesFor("RTX 3080 10GB").size(), prices.size());
    EXPECT_TRUE(cell(QStringLiteral("RTX 3080 10GB"), 0).isValid());
    undoStack.undo();
    EXPECT_TRUE(catalog->findGpu("RTX 3080").has_value());
    EXPECT_EQ(keys(catalog->pricesFor("RTX 3080")), prices);
}

TEST_F(CatalogPageTest, ArchitectureEditChecksConsistency) {
    // Ampere's tensor cores are third generation: Hopper on an RTX 3090 is refused.
    EXPECT_FALSE(proxy()->setData(cell(QStringLiteral("RTX 3090"), GpuTableModel::ArchitectureColumn),
                                  static_cast<int>(Architecture::Hopper)));
    EXPECT_EQ(catalog->findGpu("RTX 3090")->architecture, Architecture::Ampere);
    EXPECT_TRUE(messageLabel()->text().contains(QStringLiteral("Tensor core generation")))
        << messageLabel()->text();
    EXPECT_EQ(undoStack.count(), 0);
    EXPECT_TRUE(proxy()->setData(cell(QStringLiteral("RTX 3090"), GpuTableModel::SegmentColumn),
                                 static_cast<int>(Segment::Workstation)));
    EXPECT_EQ(catalog->findGpu("RTX 3090")->segment, Segment::Workstation);
}

TEST_F(CatalogPageTest, EditingAPriceCellAddsAnObservationDatedToday) {
    const std::size_t before = catalog->pricesFor("RTX 3090").size();
    const QModelIndex index = cell(QStringLiteral("RTX 3090"), GpuTableModel::UsedPriceColumn);
    EXPECT_TRUE(proxy()->setData(index, QStringLiteral("777")));
    const std::vector<PriceObservation> after = catalog->pricesFor("RTX 3090");
    ASSERT_EQ(after.size(), before + 1);
    const auto added = std::find_if(after.begin(), after.end(), [](const PriceObservation& price) {
        return price.source == GpuTableModel::editedPriceSource().toStdString();
    });
    ASSERT_NE(added, after.end());
    EXPECT_EQ(added->condition, Condition::Used);
    EXPECT_EQ(added->priceUsd, 777);
    EXPECT_EQ(added->observedOn, todayUtc());
    EXPECT_EQ(cell(QStringLiteral("RTX 3090"), GpuTableModel::UsedPriceColumn)
                  .data(GpuTableModel::SortRole)
                  .toDouble(),
              777);

    // The same day again replaces it; undo brings the first edit back.
    EXPECT_TRUE(proxy()->setData(cell(QStringLiteral("RTX 3090"), GpuTableModel::UsedPriceColumn), 700.0));
    EXPECT_EQ(catalog->pricesFor("RTX 3090").size(), before + 1);
    undoStack.undo();
    EXPECT_EQ(cell(QStringLiteral("RTX 3090"), GpuTableModel::UsedPriceColumn)
                  .data(GpuTableModel::SortRole)
                  .toDouble(),
              777);
    undoStack.undo();
    EXPECT_EQ(catalog->pricesFor("RTX 3090").size(), before);

    EXPECT_FALSE(proxy()->setData(cell(QStringLiteral("RTX 3090"), GpuTableModel::NewPriceColumn), 0.5));
    EXPECT_TRUE(messageLabel()->text().contains(QStringLiteral("Price"))) << messageLabel()->text();
    EXPECT_EQ(catalog->pricesFor("RTX 3090").size(), before);
}

TEST_F(CatalogPageTest, AddPriceAndUndo) {
    const auto before = keys(catalog->pricesFor("RTX 3090"));
    PriceObservation price{"rtx 3090", Condition::Used, 650, *parseIsoDate("2024-03-01"), "test shop"};
    EXPECT_EQ(page->addPrice(price), QString());
    EXPECT_EQ(catalog->pricesFor("RTX 3090").size(), before.size() + 1);
    EXPECT_EQ(undoStack.count(), 1);
    undoStack.undo();
    EXPECT_EQ(keys(catalog->pricesFor("RTX 3090")), before);
    undoStack.redo();
    EXPECT_EQ(catalog->pricesFor("RTX 3090").size(), before.size() + 1);

    // Replacing an observation with the same key: undo restores the old price.
    undoStack.clear();
    const PriceObservation existing = catalog->pricesFor("RTX 3090").back();
    PriceObservation replacement = existing;
    replacement.priceUsd = existing.priceUsd + 1;
    EXPECT_EQ(page->addPrice(replacement), QString());
    undoStack.undo();
    const std::vector<PriceObservation> restored = catalog->pricesFor("RTX 3090");
    EXPECT_NE(std::find_if(restored.begin(), restored.end(),
                           [&](const PriceObservation& stored) { return key(stored) == key(existing); }),
              restored.end());

    // Refused before anything is pushed.
    EXPECT_FALSE(
        page->addPrice({"No Such Card", Condition::New, 100, *parseIsoDate("2024-01-01"), "x"}).isEmpty());
    EXPECT_FALSE(page->addPrice({"RTX 3090", Condition::New, 0, *parseIsoDate("2024-01-01"), "x"}).isEmpty());
    EXPECT_EQ(undoStack.index(), 0);
}

TEST_F(CatalogPageTest, DeleteCardAndUndoRestoresItsPrices) {
    const Gpu card = catalog->findGpu("RTX 3070").value();
    const auto prices = keys(catalog->pricesFor("RTX 3070"));
    ASSERT_FALSE(prices.empty());
    const int rows = proxy()->rowCount();

    EXPECT_EQ(page->deleteCards({QStringLiteral("RTX 3070")}), QString());
    EXPECT_FALSE(catalog->findGpu("RTX 3070").has_value());
    EXPECT_EQ(proxy()->rowCount(), rows - 1);
    EXPECT_EQ(undoStack.count(), 1);

    undoStack.undo();
    const std::optional<Gpu> back = catalog->findGpu("RTX 3070");
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(back->bandwidthGBps, card.bandwidthGBps);
    EXPECT_EQ(back->fp16TensorFp32AccumulateTflops, card.fp16TensorFp32AccumulateTflops);
    EXPECT_EQ(back->powerConnectors, card.powerConnectors);
    EXPECT_EQ(keys(catalog->pricesFor("RTX 3070")), prices);
    EXPECT_EQ(proxy()->rowCount(), rows);
    undoStack.redo();
    EXPECT_FALSE(catalog->findGpu("RTX 3070").has_value());
}

TEST_F(CatalogPageTest, DeletingSeveralCardsIsOneStep) {
    EXPECT_EQ(page->deleteCards({QStringLiteral("GTX 970"), QStringLiteral("GTX 980")}), QString());
    EXPECT_FALSE(catalog->findGpu("GTX 970").has_value());
    EXPECT_FALSE(catalog->findGpu("GTX 980").has_value());
    EXPECT_EQ(undoStack.count(), 1);
    undoStack.undo();
    EXPECT_TRUE(catalog->findGpu("GTX 970").has_value());
    EXPECT_TRUE(catalog->findGpu("GTX 980").has_value());
}

TEST_F(CatalogPageTest, DeletingACardWithCloudOffersIsRefused) {
    const QString error = page->deleteCards({QStringLiteral("H100 SXM")});
    EXPECT_FALSE(error.isEmpty());
    EXPECT_TRUE(catalog->findGpu("H100 SXM").has_value());
    EXPECT_EQ(undoStack.count(), 0);
    EXPECT_EQ(messageLabel()->text(), error);
}

// One user action, one transaction: a refused card stops the whole deletion.
TEST_F(CatalogPageTest, DeletingSeveralCardsWhereOneIsRefusedDeletesNone) {
    const QString error =
        page->deleteCards({QStringLiteral("GTX 970"), QStringLiteral("H100 SXM"), QStringLiteral("GTX 980")});
    EXPECT_TRUE(error.contains(QStringLiteral("H100 SXM"))) << error.toStdString();
    EXPECT_TRUE(catalog->findGpu("GTX 970").has_value());
    EXPECT_TRUE(catalog->findGpu("GTX 980").has_value());
    EXPECT_EQ(undoStack.count(), 0);
}

TEST_F(CatalogPageTest, CompareButtonWantsTwoToFourCards) {
    QPushButton* compare = button("compareSelectedButton");
    QSignalSpy requested(page.get(), &CatalogPage::compareRequested);
    EXPECT_FALSE(compare->isEnabled());
    page->setSelectedCards({QStringLiteral("RTX 4090")});
    EXPECT_FALSE(compare->isEnabled());
    EXPECT_TRUE(button("deleteCardButton")->isEnabled());

    // Selecting rows in the view as a user does.
    table()->clearSelection();
    table()->selectionModel()->select(cell(QStringLiteral("RTX 3090"), 0),
                                      QItemSelectionModel::Select | QItemSelectionModel::Rows);
    table()->selectionModel()->select(cell(QStringLiteral("RTX 4090"), 0),
                                      QItemSelectionModel::Select | QItemSelectionModel::Rows);
    EXPECT_TRUE(compare->isEnabled());
    compare->click();
    ASSERT_EQ(requested.count(), 1);
    EXPECT_EQ(requested.at(0).at(0).toStringList(),
              (QStringList{QStringLiteral("RTX 3090"), QStringLiteral("RTX 4090")}));

    page->setSelectedCards({QStringLiteral("A100 SXM4 80GB"), QStringLiteral("H100 SXM"),
                            QStringLiteral("L4"), QStringLiteral("RTX 3090"), QStringLiteral("RTX 4090")});
    EXPECT_FALSE(compare->isEnabled());
    page->setSelectedCards({QStringLiteral("H100 SXM"), QStringLiteral("L4"), QStringLiteral("RTX 3090"),
                            QStringLiteral("RTX 4090")});
    EXPECT_TRUE(compare->isEnabled());
}

TEST_F(CatalogPageTest, ReloadKeepsSortFilterAndSelection) {
    table()->sortByColumn(GpuTableModel::BandwidthColumn, Qt::DescendingOrder);
    page->findChild<QLineEdit*>(QStringLiteral("catalogSearchEdit"))->setText(QStringLiteral("rtx"));
    page->setSelectedCards({QStringLiteral("RTX 3090"), QStringLiteral("RTX 4090")});
    const QStringList selected = page->selectedCards();
    ASSERT_EQ(selected.size(), 2);

    // An edit that changes the order (and so the rows).
    EXPECT_TRUE(proxy()->setData(cell(QStringLiteral("RTX 3090"), GpuTableModel::BandwidthColumn), 5000.0));
    EXPECT_EQ(table()->horizontalHeader()->sortIndicatorSection(), GpuTableModel::BandwidthColumn);
    EXPECT_EQ(table()->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
    EXPECT_EQ(page->selectedCards().size(), 2);
    EXPECT_EQ(page->selectedCards().first(), QStringLiteral("RTX 3090")); // Now the fastest.
    EXPECT_EQ(shownNames().first(), QStringLiteral("RTX 3090"));

    // A deletion resets the rows.
    EXPECT_EQ(page->deleteCards({QStringLiteral("RTX 2060")}), QString());
    EXPECT_EQ(page->proxyModel()->sortColumn(), GpuTableModel::BandwidthColumn);
    EXPECT_EQ(page->proxyModel()->sortOrder(), Qt::DescendingOrder);
    for (const QString& name : shownNames()) {
        EXPECT_TRUE(name.contains(QStringLiteral("RTX"))) << name;
    }
    QStringList now = page->selectedCards();
    now.sort();
    EXPECT_EQ(now, (QStringList{QStringLiteral("RTX 3090"), QStringLiteral("RTX 4090")}));
    EXPECT_EQ(shownNames().first(), QStringLiteral("RTX 3090"));
}

TEST_F(CatalogPageTest, AddCardDialogValidatesAndHighlights) {
    const Gpu start = catalog->findGpu("RTX 4090").value();
    std::vector<std::string> names = catalog->gpuNames();
    GpuDialog dialog(names, &start);

    QStringList problems;
    EXPECT_FALSE(dialog.validatedGpu(&problems).has_value()); // No name yet.
    EXPECT_TRUE(dialog.highlightedFields().contains(QStringLiteral("name")));

    auto* name = qobject_cast<QLineEdit*>(dialog.field(QStringLiteral("name")));
    auto* bandwidthEdit = qobject_cast<QLineEdit*>(dialog.field(QStringLiteral("bandwidth_gbps")));
    ASSERT_NE(name, nullptr);
    ASSERT_NE(bandwidthEdit, nullptr);
    EXPECT_EQ(bandwidthEdit->objectName(), QStringLiteral("gpuField_bandwidth_gbps"));
    name->setText(QStringLiteral("rtx 3090"));
    bandwidthEdit->setText(QStringLiteral("-3"));
    EXPECT_FALSE(dialog.validatedGpu(&problems).has_value());
    EXPECT_TRUE(dialog.highlightedFields().contains(QStringLiteral("name"))); // Already in the catalog.
    EXPECT_TRUE(dialog.highlightedFields().contains(QStringLiteral("bandwidth_gbps")));
    EXPECT_FALSE(dialog.highlightedFields().contains(QStringLiteral("memory_gb")));
    EXPECT_TRUE(problems.join(QLatin1Char('\n')).contains(QStringLiteral("Bandwidth")))
        << problems.join(QLatin1Char('\n'));
    auto* message = dialog.findChild<QLabel*>(QStringLiteral("gpuDialogMessage"));
    EXPECT_FALSE(message->isHidden());

    qobject_cast<QLineEdit*>(dialog.field(QStringLiteral("sm_count")))->setText(QStringLiteral("many"));
    EXPECT_FALSE(dialog.validatedGpu(&problems).has_value());
    EXPECT_TRUE(dialog.highlightedFields().contains(QStringLiteral("sm_count")));

    name->setText(QStringLiteral("RTX 4090 Test"));
    bandwidthEdit->setText(QStringLiteral("1100"));
    qobject_cast<QLineEdit*>(dialog.field(QStringLiteral("sm_count")))->setText(QStringLiteral("130"));
    const std::optional<Gpu> gpu = dialog.validatedGpu(&problems);
    ASSERT_TRUE(gpu.has_value()) << problems.join(QLatin1Char('\n'));
    EXPECT_TRUE(dialog.highlightedFields().isEmpty());
    EXPECT_EQ(gpu->bandwidthGBps, 1100);
    EXPECT_EQ(gpu->smCount, 130);
    EXPECT_EQ(gpu->fp8TensorTflops, start.fp8TensorTflops);

    const int rows = proxy()->rowCount();
    EXPECT_EQ(page->addGpu(*gpu), QString());
    ASSERT_TRUE(catalog->findGpu("RTX 4090 Test").has_value());
    EXPECT_EQ(proxy()->rowCount(), rows + 1);
    EXPECT_EQ(page->selectedCards(), QStringList{QStringLiteral("RTX 4090 Test")});
    EXPECT_FALSE(page->addGpu(*gpu).isEmpty()); // Already there now.
    EXPECT_EQ(undoStack.count(), 1);
    undoStack.undo();
    EXPECT_FALSE(catalog->findGpu("RTX 4090 Test").has_value());
    EXPECT_EQ(proxy()->rowCount(), rows);
}

TEST_F(CatalogPageTest, AddCardDialogHasAnEditorForEveryFieldAndKeepsEveryShippedCard) {
    GpuDialog dialog({});
    for (const GpuField& field : gpuFields()) {
        const QString name = text::fromStd(field.name);
        QWidget* editor = dialog.field(name);
        ASSERT_NE(editor, nullptr) << field.name;
        EXPECT_EQ(editor->objectName(), QStringLiteral("gpuField_") + name);
    }
    // Filling the form from a card and reading it back gives the same card, field by field.
    for (const Gpu& gpu : catalog->gpus()) {
        dialog.setGpu(gpu);
        QStringList problems;
        const std::optional<Gpu> read = dialog.validatedGpu(&problems);
        ASSERT_TRUE(read.has_value()) << gpu.name << ": " << problems.join(u'\n').toStdString();
        for (const GpuField& field : gpuFields()) {
            EXPECT_EQ(field.format(*read), field.format(gpu)) << gpu.name << " " << field.name;
        }
    }
}

TEST_F(CatalogPageTest, EveryCellTakesBackItsOwnEditValueWithoutAChange) {
    QSignalSpy rejected(page->model(), &GpuTableModel::editRejected);
    for (int row = 0; row < proxy()->rowCount(); ++row) {
        for (int column = 0; column < proxy()->columnCount(); ++column) {
            const QModelIndex index = proxy()->index(row, column);
            if (!(index.flags() & Qt::ItemIsEditable)) {
                EXPECT_TRUE(column == GpuTableModel::PriceDateColumn ||
                            column == GpuTableModel::SoftwareColumn)
                    << column;
                EXPECT_FALSE(proxy()->setData(index, index.data(Qt::EditRole)));
                continue;
            }
            EXPECT_TRUE(proxy()->setData(index, index.data(Qt::EditRole)))
                << index.data(GpuTableModel::CardNameRole).toString().toStdString() << " column " << column;
        }
    }
    EXPECT_EQ(undoStack.count(), 0);
    EXPECT_EQ(rejected.count(), 0);
}

TEST_F(CatalogPageTest, HeadersAndToolTipsAreTheFieldsWords) {
    int described = 0;
    for (int column = 0; column < GpuTableModel::ColumnCount; ++column) {
        const GpuField* field = GpuTableModel::columnGpuField(column);
        if (field == nullptr) {
            continue;
        }
        ++described;
        EXPECT_EQ(proxy()->headerData(column, Qt::Horizontal).toString(), text::gpuFieldHeader(field->name));
        EXPECT_TRUE(proxy()
                        ->headerData(column, Qt::Horizontal, Qt::ToolTipRole)
                        .toString()
                        .startsWith(text::gpuFieldLabel(field->name)))
            << field->name;
    }
    // All but the two price columns, the price date and the software support.
    EXPECT_EQ(described, GpuTableModel::ColumnCount - 4);
    // Every field has its words: a label that is not the bare column name.
    for (const GpuField& field : gpuFields()) {
        EXPECT_NE(text::gpuFieldLabel(field.name), text::fromStd(field.name)) << field.name;
    }
    EXPECT_EQ(cell(QStringLiteral("H100 SXM"), GpuTableModel::SlotsColumn).data().toString(),
              QStringLiteral("0 (SXM)"));
    EXPECT_EQ(cell(QStringLiteral("RTX 4090"), GpuTableModel::ReleaseYearColumn).data().toString(),
              QStringLiteral("2022"));
}

// Shops and guides a few days apart disagree: the cell shows their median and the tooltip says
// what it rests on and lists each source.
TEST_F(CatalogPageTest, APriceRestingOnSeveralObservationsSaysSo) {
    const std::vector<PriceObservation> prices = catalog->prices();
    const PriceBook book(prices);
    const PriceQuote* quote = book.latest("RTX 5090", Condition::New, page->model()->today());
    ASSERT_NE(quote, nullptr);
    ASSERT_GE(quote->count(), 2U) << "the shipped 2026 prices hold several June 2026 observations";
    const QModelIndex index = cell(QStringLiteral("RTX 5090"), GpuTableModel::NewPriceColumn);
    EXPECT_EQ(index.data().toString(), text::trimmedNumber(quote->priceUsd, 0));
    const QString tip = index.data(Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.contains(text::priceQuoteBasis(*quote))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("median of %1 prices").arg(quote->count()))) << tip.toStdString();
    EXPECT_EQ(tip.count(QLatin1Char('\n')), static_cast<qsizetype>(quote->count())) << tip.toStdString();
    // The column says so too: not "the newest observed price", which the cell is not.
    for (const int column : {GpuTableModel::NewPriceColumn, GpuTableModel::UsedPriceColumn}) {
        const QString columnTip =
            page->model()->headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString();
        EXPECT_TRUE(columnTip.contains(
            QStringLiteral("the median of the prices observed in the %1 days up to the newest one")
                .arg(priceWindowDays)))
            << columnTip.toStdString();
    }
}

TEST_F(CatalogPageTest, EmptyAddCardDialogAsksForTheNumbers) {
    GpuDialog dialog(catalog->gpuNames());
    QStringList problems;
    EXPECT_FALSE(dialog.validatedGpu(&problems).has_value());
    for (const char* field : {"name", "memory_gb", "bandwidth_gbps", "board_power_w"}) {
        EXPECT_TRUE(dialog.highlightedFields().contains(QLatin1String(field))) << field;
    }
    EXPECT_FALSE(dialog.highlightedFields().contains(QStringLiteral("vendor")));
}

TEST_F(CatalogPageTest, PriceDialogValidates) {
    PriceDialog dialog({QStringLiteral("RTX 3090"), QStringLiteral("RTX 4090")}, QStringLiteral("RTX 4090"),
                       *parseIsoDate("2025-06-30"));
    EXPECT_EQ(dialog.cardCombo()->currentText(), QStringLiteral("RTX 4090"));
    EXPECT_EQ(dialog.dateEdit()->date(), QDate(2025, 6, 30));
    EXPECT_EQ(dialog.dateEdit()->maximumDate(), QDate(2025, 6, 30));
    QStringList problems;
    EXPECT_FALSE(dialog.validatedPrice(&problems).has_value()); // No price, no source.
    EXPECT_EQ(problems.size(), 2) << problems.join(QLatin1Char('\n'));

    dialog.conditionCombo()->setCurrentIndex(1);
    dialog.dateEdit()->setDate(QDate(2025, 1, 15));
    dialog.priceSpin()->setValue(1799);
    dialog.sourceEdit()->setText(QStringLiteral("eBay sold listings"));
    const std::optional<PriceObservation> price = dialog.validatedPrice(&problems);
    ASSERT_TRUE(price.has_value()) << problems.join(QLatin1Char('\n'));
    EXPECT_EQ(price->gpuName, "RTX 4090");
    EXPECT_EQ(price->condition, Condition::Used);
    EXPECT_EQ(formatIsoDate(price->observedOn), "2025-01-15");
    EXPECT_EQ(price->priceUsd, 1799);
    EXPECT_EQ(page->addPrice(*price), QString());
    EXPECT_EQ(undoStack.count(), 1);
}

TEST_F(CatalogPageTest, FailedCommandLeavesTheStackClean) {
    // The card disappears behind the page's back: renaming it fails in the catalog, the command
    // drops itself and the stack stays empty.
    catalog->removeGpu("GTX 970");
    EXPECT_FALSE(proxy()->setData(cell(QStringLiteral("GTX 970"), GpuTableModel::NameColumn),
                                  QStringLiteral("GTX 970 Renamed")));
    EXPECT_EQ(undoStack.count(), 0);
    EXPECT_TRUE(messageLabel()->text().contains(QStringLiteral("GTX 970"))) << messageLabel()->text();
}

TEST_F(CatalogPageTest, EditingThroughTheViewsEditors) {
    page->show();
    const QModelIndex index = cell(QStringLiteral("RTX 4090"), GpuTableModel::BoardPowerColumn);
    table()->setCurrentIndex(index);
    table()->edit(index);
    auto* editor = table()->viewport()->findChild<QLineEdit*>();
    ASSERT_NE(editor, nullptr);
    EXPECT_EQ(editor->text(), QStringLiteral("450"));
    editor->setText(QStringLiteral("500"));
    QTest::keyClick(editor, Qt::Key_Return);
    QApplication::processEvents();
    EXPECT_EQ(catalog->findGpu("RTX 4090")->boardPowerWatts, 500);
    EXPECT_EQ(cell(QStringLiteral("RTX 4090"), GpuTableModel::BoardPowerColumn).data().toString(),
              QStringLiteral("500"));

    // Architecture is chosen from a list.
    const QModelIndex architecture = cell(QStringLiteral("RTX 4090"), GpuTableModel::ArchitectureColumn);
    table()->setCurrentIndex(architecture);
    table()->edit(architecture);
    auto* combo = table()->viewport()->findChild<QComboBox*>();
    ASSERT_NE(combo, nullptr);
    EXPECT_EQ(combo->currentData().toInt(), static_cast<int>(Architecture::Ada));
    undoStack.undo();
    EXPECT_EQ(catalog->findGpu("RTX 4090")->boardPowerWatts, 450);
}

} // namespace

TEST_F(CatalogPageTest, OldPricesAreMarkedSortedByAgeAndFilteredByTheThreshold) {
    // The RTX 3090's newest price in the shipped catalog is from 2026; the GTX 580's from its launch.
    const int dateColumn = GpuTableModel::PriceDateColumn;
    const auto dateText = [this, dateColumn](const char* card) {
        const int row = page->model()->rowOf(QString::fromLatin1(card));
        return page->model()->index(row, dateColumn).data().toString();
    };
    const Date today = page->model()->today();
    const auto isOld = [today](const QString& cell, int months) {
        return isStalePrice(*parseIsoDate(cell.left(10).toStdString()), today, months);
    };
    const QString gtx580 = dateText("GTX 580");
    EXPECT_TRUE(gtx580.endsWith(QStringLiteral(" (old)"))) << gtx580.toStdString();
    EXPECT_TRUE(isOld(gtx580, defaultStalePriceMonths));

    // Sorting by the date column puts the oldest price first and the newest last.
    proxy()->sort(dateColumn, Qt::AscendingOrder);
    const QString first = proxy()->index(0, dateColumn).data().toString();
    const QString last = proxy()->index(proxy()->rowCount() - 1, dateColumn).data().toString();
    EXPECT_LT(first.left(10), last.left(10));

    // "Old prices only" keeps exactly the cards whose newest price is old at the threshold.
    auto* onlyOld = page->findChild<QCheckBox*>(QStringLiteral("oldPricesOnlyCheck"));
    ASSERT_NE(onlyOld, nullptr);
    const int all = proxy()->rowCount();
    onlyOld->setChecked(true);
    const int old = proxy()->rowCount();
    EXPECT_GT(old, 0);
    EXPECT_LT(old, all);
    for (int row = 0; row < proxy()->rowCount(); ++row) {
        const QString cell = proxy()->index(row, dateColumn).data().toString();
        EXPECT_TRUE(cell == QStringLiteral("—") || isOld(cell, defaultStalePriceMonths))
            << cell.toStdString();
    }
    // A longer threshold marks fewer prices old; the page follows it.
    page->setStalePriceMonths(120);
    EXPECT_LT(proxy()->rowCount(), old);
    EXPECT_FALSE(dateText("RTX 3090").endsWith(QStringLiteral(" (old)")));
}

TEST_F(CatalogPageTest, TheSoftwareColumnGreysCardsCurrentSoftwareNoLongerRuns) {
    // seed fact S1: no maintained CUDA toolkit runs a Kepler card (the model's day is today).
    const QModelIndex k80 = cell(QStringLiteral("Tesla K80"), GpuTableModel::SoftwareColumn);
    ASSERT_TRUE(k80.isValid());
    EXPECT_EQ(k80.data().toString(), text::supportLevelLabel(SupportLevel::Unsupported));
    EXPECT_TRUE(k80.data(Qt::ToolTipRole).toString().contains(QStringLiteral("11.8")));
    EXPECT_FALSE(k80.flags() & Qt::ItemIsEditable);
    const QModelIndex k80Name = cell(QStringLiteral("Tesla K80"), GpuTableModel::NameColumn);
    EXPECT_EQ(k80Name.data(Qt::ForegroundRole).value<QBrush>().color(), QColor(0x80, 0x80, 0x80));
    const QModelIndex ampere = cell(QStringLiteral("RTX 3090"), GpuTableModel::SoftwareColumn);
    EXPECT_EQ(ampere.data().toString(), text::supportLevelLabel(SupportLevel::Current));
    EXPECT_FALSE(
        cell(QStringLiteral("RTX 3090"), GpuTableModel::NameColumn).data(Qt::ForegroundRole).isValid());
    EXPECT_EQ(cell(QStringLiteral("GTX 1080 Ti"), GpuTableModel::SoftwareColumn).data().toString(),
              text::supportLevelLabel(SupportLevel::Legacy)); // S2
    EXPECT_FALSE(proxy()->setData(k80, QStringLiteral("Current")));
}
