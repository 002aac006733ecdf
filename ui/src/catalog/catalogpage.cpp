#include "gpuadvisor/ui/catalog/catalogpage.h"

#include "catalog/catalogcommands.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/catalog/validation.h"
#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/text/catalogproblemtext.h"
#include "gpuadvisor/text/enumlabels.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/gpufieldtext.h"
#include "gpuadvisor/ui/catalog/gpudialog.h"
#include "gpuadvisor/ui/catalog/gputablemodel.h"
#include "gpuadvisor/ui/catalog/pricedialog.h"
#include "gpuadvisor/ui/compare/comparepage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelection>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuadvisor {
namespace {

/// A choice (architecture, segment) is picked from a list; every other cell is typed. Counts the
/// editors open, so that the catalog is not reloaded under the user's typing.
class CatalogItemDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    bool isEditing() const { return m_openEditors > 0; }

    void destroyEditor(QWidget* editor, const QModelIndex& index) const override {
        m_openEditors = std::max(0, m_openEditors - 1);
        QStyledItemDelegate::destroyEditor(editor, index);
    }

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override {
        ++m_openEditors;
        const GpuField* field = GpuTableModel::columnGpuField(index.column());
        if (field != nullptr && field->kind == GpuFieldKind::Choice) {
            auto* combo = new QComboBox(parent);
            for (int choice = 0; choice < static_cast<int>(field->choices.size()); ++choice) {
                combo->addItem(text::gpuChoiceLabel(*field, choice), choice);
            }
            return combo;
        }
        auto* editor = QStyledItemDelegate::createEditor(parent, option, index);
        if (auto* line = qobject_cast<QLineEdit*>(editor)) {
            line->setAlignment(static_cast<Qt::Alignment>(index.data(Qt::TextAlignmentRole).toInt()));
        }
        return editor;
    }

    void setEditorData(QWidget* editor, const QModelIndex& index) const override {
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            combo->setCurrentIndex(combo->findData(index.data(Qt::EditRole).toInt()));
            return;
        }
        QStyledItemDelegate::setEditorData(editor, index);
    }

    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override {
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            model->setData(index, combo->currentData(), Qt::EditRole);
            return;
        }
        QStyledItemDelegate::setModelData(editor, model, index);
    }

private:
    mutable int m_openEditors = 0;
};

/// The column's field in words, as validation messages name it.
QString columnName(int column) {
    return text::gpuFieldLabel(GpuTableModel::columnField(column));
}

} // namespace

struct CatalogPage::Private {
    Private(Catalog& target, QUndoStack* stack)
        : catalog(target)
        , undoStack(stack)
        , context(std::make_shared<CatalogCommandContext>(target)) {}

    Catalog& catalog;
    QUndoStack* undoStack;
    std::shared_ptr<CatalogCommandContext> context;
    std::shared_ptr<const CatalogSnapshot> snapshot;
    QString lastError;
    /// A rename in flight: keeps the card selected under its new name.
    QString renamedFrom;
    QString renamedTo;
    bool columnsSized = false;

    GpuTableModel* model = nullptr;
    GpuFilterProxyModel* proxy = nullptr;
    QTableView* table = nullptr;
    CatalogItemDelegate* delegate = nullptr;
    QLineEdit* search = nullptr;
    QComboBox* segment = nullptr;
    QCheckBox* oldPricesOnly = nullptr;
    QPushButton* addCard = nullptr;
    QPushButton* deleteCard = nullptr;
    QPushButton* addPrice = nullptr;
    QPushButton* compare = nullptr;
    QLabel* message = nullptr;
    QLabel* count = nullptr;
};

CatalogPage::CatalogPage(Catalog& catalog, QUndoStack* undoStack, QWidget* parent)
    : QWidget(parent)
    , d(std::make_unique<Private>(catalog, undoStack)) {
    d->context->failed = [this](const QString& message, CatalogErrorKind kind) {
        d->lastError = message;
        if (kind == CatalogErrorKind::ChangedElsewhere) {
            d->lastError += QLatin1Char(' ') + tr("The table now shows the catalog as it is.");
            // Reloaded once the edit that found the change has ended: not while the view is still
            // committing its editor's data to the model.
            QMetaObject::invokeMethod(
                this, [this] { emit catalogChanged(); }, Qt::QueuedConnection);
        }
        showMessage(d->lastError, true);
    };
    d->context->changed = [this](const QString& text, bool undone) {
        showMessage(undone ? tr("Undone: %1.").arg(text) : tr("%1. Ctrl+Z undoes it.").arg(text), false);
        emit catalogChanged();
    };

    d->model = new GpuTableModel(this);
    d->model->setGpuEditor(
        [this](const Gpu& before, const Gpu& after, int column) { return editGpu(before, after, column); });
    d->model->setPriceEditor([this](const PriceObservation& price, std::optional<double> shownUsd) {
        return addPrice(price, ShownPrice{d->model->today(), shownUsd});
    });
    connect(d->model, &GpuTableModel::editRejected, this,
            [this](const QString& why) { showMessage(why, true); });
    d->proxy = new GpuFilterProxyModel(this);
    d->proxy->setSourceModel(d->model);

    d->search = new QLineEdit;
    d->search->setObjectName(QStringLiteral("catalogSearchEdit"));
    d->search->setPlaceholderText(tr("Card name contains..."));
    d->search->setClearButtonEnabled(true);
    d->search->setMinimumWidth(220);
    connect(d->search, &QLineEdit::textChanged, this, [this](const QString& text) {
        d->proxy->setNameFilter(text);
        updateCount();
        updateButtons();
    });
    auto* searchLabel = new QLabel(tr("Sea&rch:"));
    searchLabel->setBuddy(d->search);

    d->segment = new QComboBox;
    d->segment->setObjectName(QStringLiteral("catalogSegmentCombo"));
    d->segment->addItem(tr("All segments"), -1);
    for (Segment segment : allSegments) {
        d->segment->addItem(text::segmentLabel(segment), static_cast<int>(segment));
    }
    connect(d->segment, &QComboBox::currentIndexChanged, this, [this] {
        const int value = d->segment->currentData().toInt();
        d->proxy->setSegmentFilter(value < 0 ? std::nullopt
                                             : std::optional<Segment>(static_cast<Segment>(value)));
        updateCount();
        updateButtons();
    });
    auto* segmentLabelWidget = new QLabel(tr("Se&gment:"));
    segmentLabelWidget->setBuddy(d->segment);

    d->oldPricesOnly = new QCheckBox(tr("&Old prices only"));
    d->oldPricesOnly->setObjectName(QStringLiteral("oldPricesOnlyCheck"));
    d->oldPricesOnly->setToolTip(tr("Show only cards whose newest price is old (see Preferences) or that "
                                    "have no price: the ones to look up again."));
    connect(d->oldPricesOnly, &QCheckBox::toggled, this, [this](bool only) {
        d->proxy->setOldPricesOnly(only);
        updateCount();
        updateButtons();
    });

    d->addCard = new QPushButton(tr("&Add Card..."));
    d->addCard->setObjectName(QStringLiteral("addCardButton"));
    d->addCard->setToolTip(tr("Add a card to the catalog (starts from the selected card's specs)."));
    connect(d->addCard, &QPushButton::clicked, this, &CatalogPage::openAddGpuDialog);
    d->deleteCard = new QPushButton(tr("&Delete..."));
    d->deleteCard->setObjectName(QStringLiteral("deleteCardButton"));
    d->deleteCard->setToolTip(tr("Delete the selected cards and their price history."));
    connect(d->deleteCard, &QPushButton::clicked, this, &CatalogPage::confirmDelete);
    d->addPrice = new QPushButton(tr("Add &Price..."));
    d->addPrice->setObjectName(QStringLiteral("addPriceButton"));
    d->addPrice->setToolTip(tr("Add a dated new or used price of a card."));
    connect(d->addPrice, &QPushButton::clicked, this, &CatalogPage::openAddPriceDialog);
    d->compare = new QPushButton(tr("&Compare Selected"));
    d->compare->setObjectName(QStringLiteral("compareSelectedButton"));
    d->compare->setToolTip(tr("Select two to four cards (Ctrl+click), then compare them side by side."));
    connect(d->compare, &QPushButton::clicked, this, [this] { emit compareRequested(selectedCards()); });

    auto* controls = new QHBoxLayout;
    controls->addWidget(searchLabel);
    controls->addWidget(d->search, 1);
    controls->addSpacing(8);
    controls->addWidget(segmentLabelWidget);
    controls->addWidget(d->segment);
    controls->addSpacing(8);
    controls->addWidget(d->oldPricesOnly);
    controls->addStretch(1);
    controls->addWidget(d->addCard);
    controls->addWidget(d->deleteCard);
    controls->addWidget(d->addPrice);
    controls->addSpacing(8);
    controls->addWidget(d->compare);

    d->table = new QTableView;
    d->table->setObjectName(QStringLiteral("catalogTable"));
    d->table->setModel(d->proxy);
    d->delegate = new CatalogItemDelegate(d->table);
    d->table->setItemDelegate(d->delegate);
    d->table->setSortingEnabled(true);
    d->table->sortByColumn(GpuTableModel::NameColumn, Qt::AscendingOrder);
    d->table->setSelectionBehavior(QAbstractItemView::SelectRows);
    d->table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    d->table->setAlternatingRowColors(true);
    d->table->setWordWrap(false);
    d->table->verticalHeader()->hide();
    d->table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    d->table->verticalHeader()->setDefaultSectionSize(d->table->fontMetrics().height() + 8);
    d->table->horizontalHeader()->setHighlightSections(false);
    d->table->horizontalHeader()->setStretchLastSection(false);
    d->table->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    d->table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                              QAbstractItemView::AnyKeyPressed);
    connect(d->table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CatalogPage::updateButtons);

    d->message = new QLabel;
    d->message->setObjectName(QStringLiteral("catalogMessage"));
    d->message->setWordWrap(true);
    d->message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    d->count = new QLabel;
    d->count->setObjectName(QStringLiteral("catalogCount"));
    auto* status = new QHBoxLayout;
    status->addWidget(d->message, 1);
    status->addWidget(d->count, 0, Qt::AlignRight | Qt::AlignTop);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(d->table, 1);
    layout->addLayout(status);

    if (catalog.isReadOnly()) {
        // Browsing, sorting and comparing still work; nothing may be written.
        d->table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        const QString why = tr("This catalog is read-only (%1): you can browse and compare, but not edit.")
                                .arg(text::readOnlyReasonText(catalog.readOnlyReason()));
        for (QPushButton* button : {d->addCard, d->deleteCard, d->addPrice}) {
            button->setToolTip(why);
        }
        showMessage(why, false);
    } else {
        showMessage(tr("Double-click a cell to edit it. Editing a price adds one dated today."), false);
    }
    updateButtons();
}

CatalogPage::~CatalogPage() {
    // Commands on the window's stack may outlive the page: they must not call back into it.
    d->context->failed = nullptr;
    d->context->changed = nullptr;
}

GpuTableModel* CatalogPage::model() const {
    return d->model;
}

QSortFilterProxyModel* CatalogPage::proxyModel() const {
    return d->proxy;
}

QTableView* CatalogPage::table() const {
    return d->table;
}

QString CatalogPage::message() const {
    return d->message->text();
}

bool CatalogPage::isEditing() const {
    return d->delegate->isEditing();
}

void CatalogPage::setStalePriceMonths(int months) {
    // The window passes the threshold on with every chart update: filtering and sorting 100,000
    // rows again each time took a third of a second.
    if (months == d->model->priceAge().staleMonths) {
        return;
    }
    d->model->setStalePriceMonths(months);
    d->proxy->invalidate();
    updateCount();
}

void CatalogPage::setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot) {
    QStringList selected = selectedCards();
    const QModelIndex current = d->table->currentIndex();
    QString currentCard = current.data(GpuTableModel::CardNameRole).toString();
    const int currentColumn = current.isValid() ? current.column() : 0;
    if (!d->renamedFrom.isEmpty()) {
        for (QString& name : selected) {
            if (name == d->renamedFrom) {
                name = d->renamedTo;
            }
        }
        if (currentCard == d->renamedFrom) {
            currentCard = d->renamedTo;
        }
    }

    d->snapshot = std::move(snapshot);
    d->model->setSnapshot(d->snapshot);

    if (selectedCards() != selected) {
        setSelectedCards(selected);
    }
    const int row = d->model->rowOf(currentCard);
    if (row >= 0) {
        const QModelIndex index = d->proxy->mapFromSource(d->model->index(row, currentColumn));
        if (index.isValid() && index != d->table->currentIndex()) {
            d->table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::NoUpdate);
        }
    }
    if (!d->columnsSized && d->model->rowCount() > 0) {
        d->columnsSized = true;
        // Sized to the cells and the longest header line: the header's own size hint keeps room
        // for a sort arrow in every column, which makes the table wider than a window.
        const QFontMetrics metrics(d->table->horizontalHeader()->font());
        for (int column = 0; column < GpuTableModel::ColumnCount; ++column) {
            int header = 0;
            const QStringList lines =
                d->model->headerData(column, Qt::Horizontal).toString().split(QLatin1Char('\n'));
            for (const QString& line : lines) {
                header = std::max(header, metrics.horizontalAdvance(line));
            }
            const int cells = static_cast<const QAbstractItemView*>(d->table)->sizeHintForColumn(column);
            d->table->setColumnWidth(column, std::min(std::max(cells + 16, header + 34), 260));
        }
    }
    updateCount();
    updateButtons();
}

QStringList CatalogPage::selectedCards() const {
    QModelIndexList rows = d->table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    QStringList names;
    for (const QModelIndex& index : rows) {
        names << index.data(GpuTableModel::CardNameRole).toString();
    }
    return names;
}

void CatalogPage::setSelectedCards(const QStringList& names) {
    QItemSelection selection;
    for (const QString& name : names) {
        const int row = d->model->rowOf(name);
        const QModelIndex index = row >= 0 ? d->proxy->mapFromSource(d->model->index(row, 0)) : QModelIndex();
        if (index.isValid()) {
            selection.select(index, index);
        }
    }
    d->table->selectionModel()->select(selection,
                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    updateButtons();
}

void CatalogPage::showMessage(const QString& text, bool error) {
    d->message->setText(text);
    d->message->setStyleSheet(error ? QStringLiteral("color: #b00020; font-weight: bold;") : QString());
}

void CatalogPage::updateButtons() {
    const qsizetype selected = d->table->selectionModel()->selectedRows().size();
    d->compare->setEnabled(selected >= ComparePage::minimumCards && selected <= ComparePage::maximumCards);
    const bool writable = !d->context->catalog->isReadOnly();
    d->addCard->setEnabled(writable);
    d->deleteCard->setEnabled(writable && selected > 0);
    d->addPrice->setEnabled(writable && d->model->rowCount() > 0);
}

void CatalogPage::updateCount() {
    const int total = d->model->rowCount();
    const int shown = d->proxy->rowCount();
    d->count->setText(shown == total ? tr("Cards: %1").arg(total)
                                     : tr("Cards: %1 of %2 shown").arg(shown).arg(total));
}

QString CatalogPage::push(QUndoCommand* command) {
    d->lastError.clear();
    d->undoStack->push(command); // Runs redo(); a failed command drops itself.
    return d->lastError;
}

QString CatalogPage::editGpu(const Gpu& before, const Gpu& after, int column) {
    const QString oldName = text::fromStd(before.name);
    const QString text = column == GpuTableModel::NameColumn
                             ? tr("Rename %1 to %2").arg(oldName, text::fromStd(after.name))
                             : tr("Change %1 of %2").arg(columnName(column), oldName);
    if (column == GpuTableModel::NameColumn) {
        d->renamedFrom = oldName;
        d->renamedTo = text::fromStd(after.name);
    }
    const QString error = push(new EditGpuCommand(d->context, before, after, text));
    d->renamedFrom.clear();
    d->renamedTo.clear();
    return error;
}

QString CatalogPage::addGpu(const Gpu& gpu) {
    const std::vector<FieldProblem> problems = validateGpu(gpu);
    QString error;
    if (!problems.empty()) {
        error =
            tr("%1 was not added: %2").arg(text::fromStd(gpu.name), text::describeFieldProblems(problems));
    } else if (const std::optional<Gpu> existing = d->catalog.findGpu(gpu.name)) {
        error = tr("%1 was not added: a card named \"%2\" is already in the catalog.")
                    .arg(text::fromStd(gpu.name), text::fromStd(existing->name));
    }
    if (!error.isEmpty()) {
        showMessage(error, true);
        return error;
    }
    error = push(new AddGpuCommand(d->context, gpu));
    if (error.isEmpty()) {
        setSelectedCards({text::fromStd(gpu.name)});
        const QModelIndexList rows = d->table->selectionModel()->selectedRows();
        if (!rows.isEmpty()) {
            d->table->scrollTo(rows.first());
        }
    }
    return error;
}

QString CatalogPage::addPrice(const PriceObservation& price, const std::optional<ShownPrice>& shown) {
    QString error;
    std::optional<Gpu> gpu;
    const std::vector<FieldProblem> problems = validatePrice(price, d->model->today());
    if (!problems.empty()) {
        error = tr("The price was not added: %1").arg(text::describeFieldProblems(problems));
    } else if (gpu = d->catalog.findGpu(price.gpuName); !gpu) {
        error =
            tr("The price was not added: there is no card named \"%1\".").arg(text::fromStd(price.gpuName));
    }
    if (!error.isEmpty()) {
        showMessage(error, true);
        return error;
    }
    PriceObservation observation = price;
    observation.gpuName = gpu->name;
    // The observation it replaces as the page shows it: if another program changed that since,
    // the command is refused rather than overwriting it.
    std::optional<PriceObservation> replaced;
    std::vector<PriceObservation> read;
    if (!d->snapshot) {
        read = d->catalog.pricesFor(gpu->name);
    }
    for (const PriceObservation& old : d->snapshot ? d->snapshot->priceBook.observationsOf(gpu->name)
                                                   : std::span<const PriceObservation>(read)) {
        if (normalizedName(old.gpuName) != normalizedName(observation.gpuName)) {
            continue;
        }
        if (old.condition == observation.condition && old.observedOn == observation.observedOn &&
            QString::fromStdString(old.source)
                    .compare(QString::fromStdString(observation.source), Qt::CaseInsensitive) == 0) {
            replaced = old;
        }
    }
    return push(new AddPriceCommand(d->context, observation, replaced, shown));
}

QString CatalogPage::deleteCards(const QStringList& names) {
    std::vector<DeleteGpuCommand::DeletedCard> cards;
    for (const QString& name : names) {
        std::optional<Gpu> gpu = d->catalog.findGpu(name.toStdString());
        if (!gpu) {
            const QString error = tr("Nothing was deleted: there is no card named \"%1\".").arg(name);
            showMessage(error, true);
            return error;
        }
        std::vector<PriceObservation> prices = d->catalog.pricesFor(gpu->name);
        cards.push_back({std::move(*gpu), std::move(prices)});
    }
    if (cards.empty()) {
        return {};
    }
    // One command, one transaction: all the cards go, or (on an error) none.
    return push(new DeleteGpuCommand(d->context, std::move(cards)));
}

void CatalogPage::openAddGpuDialog() {
    std::vector<std::string> names;
    const Gpu* start = nullptr;
    if (d->snapshot) {
        for (const Gpu& gpu : d->snapshot->gpus) {
            names.push_back(gpu.name);
        }
        const QStringList selected = selectedCards();
        if (selected.size() == 1) {
            start = d->snapshot->find(selected.first().toStdString());
        }
    }
    GpuDialog dialog(std::move(names), start, this);
    if (start != nullptr) {
        dialog.setWindowTitle(tr("Add Card (specs copied from %1)").arg(text::fromStd(start->name)));
    }
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    if (const std::optional<Gpu> gpu = dialog.validatedGpu()) {
        addGpu(*gpu);
    }
}

void CatalogPage::openAddPriceDialog() {
    QStringList cards;
    if (d->snapshot) {
        for (const Gpu& gpu : d->snapshot->gpus) {
            cards << text::fromStd(gpu.name);
        }
    }
    const QString current = d->table->currentIndex().data(GpuTableModel::CardNameRole).toString();
    PriceDialog dialog(cards, current, d->model->today(), this);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    if (const std::optional<PriceObservation> price = dialog.validatedPrice()) {
        addPrice(*price);
    }
}

void CatalogPage::confirmDelete() {
    const QStringList names = selectedCards();
    if (names.isEmpty()) {
        return;
    }
    const QString question = names.size() == 1 ? tr("Delete %1 and its price history?").arg(names.first())
                                               : tr("Delete these %n cards and their price history?\n\n%1",
                                                    nullptr, static_cast<int>(names.size()))
                                                     .arg(names.join(QStringLiteral(", ")));
    const auto answer = QMessageBox::question(
        this, tr("Delete Cards"), question + QStringLiteral("\n\n") + tr("Edit > Undo brings them back."),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes) {
        deleteCards(names);
    }
}

} // namespace gpuadvisor
