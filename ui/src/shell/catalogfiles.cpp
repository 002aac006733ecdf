#include "shell/catalogfiles.h"

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/db/inputfile.h"
#include "gpuadvisor/db/llamabenchoutput.h"
#include "gpuadvisor/db/llmdata.h"
#include "gpuadvisor/text/catalogproblemtext.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>

namespace gpuadvisor {

CatalogFiles::CatalogFiles(Catalog& catalog, QWidget* window)
    : m_catalog(catalog)
    , m_window(window) {}

std::optional<CatalogFiles::Imported> CatalogFiles::importFile() {
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Import CSV"), QString(),
        tr("CSV files and llama-bench output (*.csv *.json *.jsonl *.md *.txt);;All files (*)"));
    if (path.isEmpty()) {
        return std::nullopt;
    }
    try {
        // llama-bench's own output is recognised by its content, whatever the file is called.
        constexpr qint64 largestLlamaBenchOutput = 16 * 1024 * 1024;
        const InputFile file = readInputFile(path, largestLlamaBenchOutput);
        if (file.ok() && detectLlamaBenchFormat(std::string_view(
                             file.bytes.constData(), static_cast<std::size_t>(file.bytes.size())))) {
            return importLlamaBench(path, file.bytes);
        }
        if (!file.ok() && file.error->kind == InputFileError::Kind::NotRegularFile) {
            showError(tr("Import failed"),
                      tr("%1 is not a file: a device, a pipe or a folder cannot be imported.").arg(path));
            return std::nullopt;
        }
        const ImportResult result = m_catalog.importCsvFile(path);
        if (!result.ok()) {
            showImportProblems(result.errors, result.unlistedErrors);
            return std::nullopt;
        }
        return Imported{tr("Imported %1: %2 new, %3 updated")
                            .arg(QFileInfo(path).fileName())
                            .arg(result.inserted)
                            .arg(result.updated),
                        5000};
    } catch (const CatalogError& error) {
        showError(tr("Import failed"), text::catalogErrorText(error));
    }
    return std::nullopt;
}

void CatalogFiles::showImportProblems(const std::vector<CsvImportError>& errors, std::size_t unlisted) {
    // The first problems in the message, and every listed one under Show Details when there
    // are more than the message can hold (the import keeps 100 and counts the rest).
    constexpr int shownErrors = 20;
    QMessageBox box(QMessageBox::Warning, tr("Nothing was imported"),
                    text::importProblemsText(errors, unlisted, shownErrors), QMessageBox::Ok, m_window);
    box.setObjectName(QStringLiteral("importErrorsMessage"));
    if (errors.size() > static_cast<std::size_t>(shownErrors)) {
        box.setDetailedText(text::importProblemsText(errors, unlisted, static_cast<int>(errors.size())));
    }
    box.exec();
}

std::optional<CatalogFiles::Imported> CatalogFiles::importLlamaBench(const QString& path,
                                                                     const QByteArray& bytes) {
    const std::string_view output(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    LlamaBenchOptions options;
    options.gpuNames = m_catalog.gpuNames();
    options.presets = loadLlmPresets().models;
    options.presetsFile = QDir::toNativeSeparators(defaultUserLlmModelsPath()).toStdString();
    options.today = todayUtc();
    options.fileName = QFileInfo(path).fileName().toStdString();
    LlamaBenchConversion conversion = convertLlamaBenchOutput(output, options);
    if (conversion.needsGpu) {
        // A Markdown table alone does not name the card: the user does.
        QStringList cards;
        for (const std::string& name : options.gpuNames) {
            cards << QString::fromStdString(name);
        }
        bool chosen = false;
        const QString card = QInputDialog::getItem(
            m_window, tr("Card of the llama-bench Run"),
            tr("%1 does not say which card llama-bench ran on.\nCard:").arg(QFileInfo(path).fileName()),
            cards, 0, false, &chosen);
        if (!chosen) {
            return std::nullopt;
        }
        options.gpu = card.toStdString();
        conversion = convertLlamaBenchOutput(output, options);
    }
    if (!conversion.ok()) {
        showImportProblems(conversion.errors, conversion.unlistedErrors);
        return std::nullopt;
    }
    const ImportResult result = importLlamaBenchOutput(m_catalog, conversion);
    if (!result.ok()) {
        showImportProblems(result.errors, result.unlistedErrors);
        return std::nullopt;
    }
    QString message =
        tr("Imported %1 (llama-bench) as your runs of %2: %3 new, %4 replaced, %5 unchanged")
            .arg(QFileInfo(path).fileName(), QString::fromStdString(conversion.rows.front().gpuName))
            .arg(result.inserted)
            .arg(result.updated)
            .arg(result.unchanged);
    if (conversion.datedToday) {
        message += tr(", dated today (the table has no date)");
    }
    return Imported{message, 8000};
}

void CatalogFiles::exportTable() {
    // In the order of CatalogTable.
    const QStringList tables{tr("Cards"), tr("Prices"), tr("Cloud offers"), tr("System base costs"),
                             tr("Benchmark results (shipped and yours)")};
    bool ok = false;
    const QString table =
        QInputDialog::getItem(m_window, tr("Export Catalog CSV"), tr("Table:"), tables, 0, false, &ok);
    if (!ok) {
        return;
    }
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Export Catalog CSV"), QString(), tr("CSV file (*.csv)"));
    if (path.isEmpty()) {
        return;
    }
    try {
        m_catalog.exportCsvFile(static_cast<CatalogTable>(tables.indexOf(table)), path);
    } catch (const CatalogError& error) {
        showError(tr("Export failed"), QString::fromUtf8(error.what()));
    }
}

void CatalogFiles::showError(const QString& title, const QString& message) {
    QMessageBox::warning(m_window, title, message);
}

} // namespace gpuadvisor
