#pragma once

// Help > Sources: the seed facts behind the numbers, by id (P performance, C cost, M memory,
// R recommendations, B build, G GPU data), each said in one line with the source texts it comes
// from, and a filter box that narrows the list to the facts matching every word typed.

#include <QDialog>
#include <QStringList>

class QLabel;
class QLineEdit;
class QTableWidget;

namespace gpuadvisor {

class SourcesDialog : public QDialog {
    Q_OBJECT
public:
    explicit SourcesDialog(QWidget* parent = nullptr);

    /// Shows only the facts whose id, text or source contains every word of `text` (any case).
    void setFilter(const QString& text);
    /// The ids of the facts shown now, in order ("P1", "P2", ...).
    QStringList visibleIds() const;
    /// Every fact id the dialog knows.
    static QStringList allIds();

protected:
    void changeEvent(QEvent* event) override;

private:
    void fill();
    void applyFilter();

    QLabel* m_intro = nullptr;
    QLineEdit* m_filter = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_count = nullptr;
};

} // namespace gpuadvisor
