#include "gpuadvisor/ui/catalog/importpreviewdialog.h"

#include "gpuadvisor/text/catalogproblemtext.h"
#include "gpuadvisor/text/fromstd.h"

#include "gpuadvisor/db/inputfile.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gpuadvisor {
namespace {

enum Column { LineColumn, ChangeColumn, RowColumn, DetailColumn };

/// Rows shown at most: a sheet of thousands of rows stays quick to show; the counts cover all.
constexpr int shownRows = 2000;

QString downloadHeadline(DownloadProblem problem) {
    switch (problem) {
    case DownloadProblem::None:
        return {};
    case DownloadProblem::BadAddress:
        return ImportPreviewDialog::tr("This is not an http:// or https:// address.");
    case DownloadProblem::Timeout:
        return ImportPreviewDialog::tr("The download did not finish in time.");
    case DownloadProblem::HttpError:
        return ImportPreviewDialog::tr("The server answered without the file.");
    case DownloadProblem::BadResponse:
        return ImportPreviewDialog::tr("The server's answer is not valid HTTP.");
    case DownloadProblem::RedirectToOtherHost:
        return ImportPreviewDialog::tr(
            "The address sends you to another server or port, which was not followed.");
    case DownloadProblem::TooManyRedirects:
        return ImportPreviewDialog::tr("The address redirects in circles or too many times.");
    case DownloadProblem::Tls:
        return ImportPreviewDialog::tr("The secure connection failed.");
    case DownloadProblem::NotCsv:
        return ImportPreviewDialog::tr("What the address sent is not a catalog CSV file.");
    case DownloadProblem::TooLarge:
        return ImportPreviewDialog::tr("The file is too large for a catalog CSV file.");
    case DownloadProblem::Network:
        return ImportPreviewDialog::tr("The address cannot be reached.");
    case DownloadProblem::Cut:
        return ImportPreviewDialog::tr("The download was cut short; nothing was read.");
    }
    return {};
}

QString changeText(ImportChange change) {
    switch (change) {
    case ImportChange::New:
        return ImportPreviewDialog::tr("new");
    case ImportChange::Changed:
        return ImportPreviewDialog::tr("changed");
    case ImportChange::Unchanged:
        return ImportPreviewDialog::tr("unchanged");
    }
    return {};
}

} // namespace

ImportPreviewDialog::ImportPreviewDialog(Catalog& catalog, QWidget* parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_download(new CsvDownload(this)) {
    setObjectName(QStringLiteral("importPreviewDialog"));
    m_sourceEdit = new QLineEdit;
    m_sourceEdit->setObjectName(QStringLiteral("importSourceEdit"));
    m_sourceEdit->setClearButtonEnabled(true);
    auto* browseButton = new QPushButton(tr("&Browse..."));
    connect(browseButton, &QPushButton::clicked, this, &ImportPreviewDialog::browse);
    m_previewButton = new QPushButton(tr("&Preview"));
    m_previewButton->setObjectName(QStringLiteral("importPreviewButton"));
    connect(m_previewButton, &QPushButton::clicked, this, [this] { preview(m_sourceEdit->text()); });

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("importStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_rows = new QTreeWidget;
    m_rows->setObjectName(QStringLiteral("importRows"));
    m_rows->setRootIsDecorated(false);
    m_rows->setUniformRowHeights(true);
    m_rows->setColumnCount(4);
    m_rows->header()->setStretchLastSection(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_applyButton = buttons->addButton(tr("&Apply"), QDialogButtonBox::AcceptRole);
    m_applyButton->setObjectName(QStringLiteral("importApplyButton"));
    m_applyButton->setEnabled(false);
    // Enter previews (again); applying takes a deliberate click or Alt+A.
    m_applyButton->setAutoDefault(false);
    m_previewButton->setDefault(true);
    connect(m_applyButton, &QPushButton::clicked, this, &ImportPreviewDialog::apply);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* sourceRow = new QHBoxLayout;
    auto* sourceLabel = new QLabel(tr("&File or address:"));
    sourceLabel->setBuddy(m_sourceEdit);
    sourceRow->addWidget(sourceLabel);
    sourceRow->addWidget(m_sourceEdit, 1);
    sourceRow->addWidget(browseButton);
    sourceRow->addWidget(m_previewButton);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(sourceRow);
    layout->addWidget(m_status);
    layout->addWidget(m_rows, 1);
    layout->addWidget(buttons);
    resize(900, 520);

    connect(m_download, &CsvDownload::finished, this, [this](const CsvDownloadResult& result) {
        m_previewButton->setEnabled(true);
        if (!result.ok()) {
            showFailure(downloadHeadline(result.problem), result.message);
            return;
        }
        showText(result.finalUrl.toDisplayString(), result.text);
    });
    retranslate();
}

void ImportPreviewDialog::retranslate() {
    setWindowTitle(tr("Update Prices from File or Address"));
    m_sourceEdit->setPlaceholderText(tr("prices.csv, or https://example.org/lab-prices.csv"));
    m_rows->setHeaderLabels({tr("Line"), tr("Change"), tr("Row"), tr("Values (before → after) or problem")});
    if (m_status->text().isEmpty()) {
        m_status->setText(
            tr("A CSV file with the header of an exported table (prices, cloud offers, cards, ...). "
               "Nothing is written until you apply the preview."));
    }
}

void ImportPreviewDialog::browse() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Update Prices from File"), QString(),
                                                      tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty()) {
        m_sourceEdit->setText(path);
        preview(path);
    }
}

void ImportPreviewDialog::preview(const QString& source) {
    m_sourceEdit->setText(source);
    m_applyButton->setEnabled(false);
    m_rows->clear();
    m_preview = {};
    m_text.clear();
    if (source.trimmed().isEmpty()) {
        showFailure(tr("Enter a file or an address first."), {});
        return;
    }
    if (const auto address = csvAddress(source)) {
        m_status->setText(tr("Reading %1 ...").arg(address->toDisplayString()));
        m_previewButton->setEnabled(false);
        m_download->start(*address, m_limits);
        return;
    }
    const InputFile file = readInputFile(source.trimmed(), m_limits.maximumBytes);
    if (!file.ok()) {
        switch (file.error->kind) {
        case InputFileError::Kind::NotRegularFile:
            showFailure(tr("Not a file: a device, a pipe or a folder cannot be imported."), source);
            break;
        case InputFileError::Kind::CannotOpen:
            showFailure(tr("The file cannot be read."), tr("%1: %2").arg(source, file.error->detail));
            break;
        case InputFileError::Kind::TooLarge:
            showFailure(downloadHeadline(DownloadProblem::TooLarge), source);
            break;
        }
        return;
    }
    showText(source.trimmed(), file.bytes);
}

void ImportPreviewDialog::showFailure(const QString& headline, const QString& detail) {
    m_status->setText(detail.isEmpty() ? headline : headline + QLatin1Char('\n') + detail);
    m_applyButton->setEnabled(false);
    emit previewShown();
}

void ImportPreviewDialog::showText(const QString& source, const QByteArray& text) {
    m_source = source;
    m_text = text;
    try {
        m_preview = m_catalog.previewImport(
            std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    } catch (const CatalogError& error) {
        showFailure(tr("The catalog cannot be read."), text::catalogErrorText(error));
        return;
    }
    const auto add = [this](const QString& line, const QString& change, const QString& row,
                            const QString& detail, const QColor& color) {
        auto* item = new QTreeWidgetItem(m_rows, {line, change, row, detail});
        item->setTextAlignment(LineColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setForeground(ChangeColumn, color);
        item->setToolTip(DetailColumn, detail);
    };
    for (const CsvImportError& error : m_preview.rejected) {
        add(QString::number(error.line), tr("rejected"), text::fromStd(error.column),
            text::fromStd(error.message), QColor(0xb0, 0x00, 0x20));
    }
    if (m_preview.unlistedRejected > 0) {
        auto* more = new QTreeWidgetItem(m_rows, {text::moreProblemsText(m_preview.unlistedRejected)});
        more->setFirstColumnSpanned(true);
        more->setForeground(LineColumn, QColor(0xb0, 0x00, 0x20));
    }
    int shown = 0;
    for (const ImportPreviewRow& row : m_preview.rows) {
        if (++shown > shownRows) {
            break;
        }
        QString detail = text::fromStd(row.after);
        if (row.change == ImportChange::Changed) {
            QStringList cells;
            for (const CellChange& cell : changedCells(m_preview.table, row.before, row.after)) {
                cells << tr("%1: %2 → %3")
                             .arg(text::fromStd(std::string(cell.column)), text::fromStd(cell.before),
                                  text::fromStd(cell.after));
            }
            detail = cells.join(QStringLiteral("; "));
        }
        const QColor color = row.change == ImportChange::New ? QColor(0x00, 0x6b, 0x2e)
                             : row.change == ImportChange::Changed
                                 ? QColor(0x8a, 0x4b, 0x00)
                                 : palette().color(QPalette::PlaceholderText);
        add(QString::number(row.line), changeText(row.change), text::fromStd(row.label), detail, color);
    }
    for (int column = 0; column < DetailColumn; ++column) {
        m_rows->resizeColumnToContents(column);
    }
    const QString table = text::fromStd(std::string(toString(m_preview.table)));
    QString status = tr("%1 (%2 table): %3 new, %4 changed, %5 unchanged, %6 rejected.")
                         .arg(source, table)
                         .arg(m_preview.count(ImportChange::New))
                         .arg(m_preview.count(ImportChange::Changed))
                         .arg(m_preview.count(ImportChange::Unchanged))
                         .arg(locale().toString(static_cast<qulonglong>(m_preview.rejectedCount())));
    if (!m_preview.rejected.empty()) {
        status +=
            QLatin1Char(' ') + tr("Correct the rejected rows and preview again: nothing is imported while "
                                  "one is wrong.");
    } else if (!m_preview.canApply()) {
        status += QLatin1Char(' ') + tr("The catalog already holds every row: nothing to apply.");
    }
    m_status->setText(status);
    m_applyButton->setEnabled(m_preview.canApply());
    emit previewShown();
}

void ImportPreviewDialog::apply() {
    if (!m_preview.canApply()) {
        return;
    }
    try {
        const ImportResult result = m_catalog.importCsvText(
            std::string_view(m_text.constData(), static_cast<std::size_t>(m_text.size())));
        if (!result.ok()) {
            showFailure(tr("Nothing was imported: the catalog changed since the preview. Preview again."),
                        text::fromStd(result.errors.front().describe()));
            return;
        }
    } catch (const CatalogError& error) {
        showFailure(tr("Nothing was imported."), text::catalogErrorText(error));
        return;
    }
    m_summary = tr("%1: %2 new, %3 changed")
                    .arg(text::fromStd(std::string(toString(m_preview.table))))
                    .arg(m_preview.count(ImportChange::New))
                    .arg(m_preview.count(ImportChange::Changed));
    accept();
}

} // namespace gpuadvisor
