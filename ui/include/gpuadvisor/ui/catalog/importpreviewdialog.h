#pragma once

// File > Update Prices from File or Address: reads a catalog CSV file (prices, cloud offers, any
// exported table) from a file or an http(s) address, shows what importing it would change row by
// row (new, changed, unchanged, rejected with line and column), and applies it in one transaction
// or cancels with nothing changed.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/db/csvdownload.h"

#include <QByteArray>
#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace gpuadvisor {

class ImportPreviewDialog : public QDialog {
    Q_OBJECT
public:
    explicit ImportPreviewDialog(Catalog& catalog, QWidget* parent = nullptr);

    /// Reads the file or address and shows its preview (an address is read in the background).
    void preview(const QString& source);
    /// The preview on show (empty before one is read).
    const ImportPreview& currentPreview() const { return m_preview; }
    /// After accept(): "prices: 2 new, 1 changed".
    QString summary() const { return m_summary; }
    /// Time and size limits of downloads (tests shorten them).
    void setDownloadLimits(const CsvDownloadLimits& limits) { m_limits = limits; }

signals:
    /// A preview or a failure is on show.
    void previewShown();

private:
    void apply();
    void browse();
    void showText(const QString& source, const QByteArray& text);
    void showFailure(const QString& headline, const QString& detail);
    void retranslate();

    Catalog& m_catalog;
    CsvDownload* m_download = nullptr;
    CsvDownloadLimits m_limits;
    QByteArray m_text;
    ImportPreview m_preview;
    QString m_source;
    QString m_summary;
    QLineEdit* m_sourceEdit = nullptr;
    QPushButton* m_previewButton = nullptr;
    QPushButton* m_applyButton = nullptr;
    QLabel* m_status = nullptr;
    QTreeWidget* m_rows = nullptr;
};

} // namespace gpuadvisor
