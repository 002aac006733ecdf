#pragma once

// File > Import CSV and File > Export Catalog CSV: rows between files and the open catalog, with
// their file dialogs, the problems of a refused import and the words of a done one.

#include "gpuadvisor/core/catalog/catalogcsv.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

class QByteArray;
class QWidget;

namespace gpuadvisor {

class Catalog;

class CatalogFiles {
    Q_DECLARE_TR_FUNCTIONS(CatalogFiles)

public:
    /// Works on `catalog`, its dialogs over `window`.
    CatalogFiles(Catalog& catalog, QWidget* window);

    /// What an import wrote, for the status bar, and for how long to show it.
    struct Imported {
        QString message;
        int milliseconds = 0;
    };
    /// Asks for a file and imports it: a catalog CSV, or llama-bench's own output (recognised
    /// by its content, see llamabenchoutput.h). Nothing when nothing was written: cancelled, or
    /// refused with the reasons shown.
    std::optional<Imported> importFile();
    /// Asks for a table and a file and writes the table there as CSV.
    void exportTable();

private:
    /// Imports llama-bench's own output, asking for the card when the output does not name it.
    std::optional<Imported> importLlamaBench(const QString& path, const QByteArray& bytes);
    /// "Nothing was imported" with the import's problems, line by line.
    void showImportProblems(const std::vector<CsvImportError>& errors, std::size_t unlisted);
    void showError(const QString& title, const QString& message);

    Catalog& m_catalog;
    QWidget* m_window;
};

} // namespace gpuadvisor
