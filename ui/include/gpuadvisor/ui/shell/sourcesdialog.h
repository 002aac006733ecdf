#pragma once

// Help > Sources: the seed facts behind the numbers, by id (P performance, C cost, M memory,
// R recommendations, B build, G GPU data), each said in one line with the source texts it comes
// from, and a filter box that narrows the list to the facts matching every word typed. Where the
// guide makes a claim the calibrated model can check (P11-P13, R1, C3), the fact says what the
// model fitted to measured benchmarks gives, and whether the two agree.

#include "gpuadvisor/core/advice/guideclaims.h"

#include <QDialog>
#include <QStringList>

#include <optional>
#include <vector>

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

    /// The guide's figures and value-for-money claims checked on the open catalog
    /// (checkGuideClaims, checkPerDollarClaims): each fact they are about shows the result.
    void setClaimChecks(std::vector<GuideClaimCheck> figures, std::vector<PerDollarClaimCheck> perDollar);
    /// What today's measurements say beside R12 (AMD will not catch up): compareMeasuredVendors.
    void setVendorComparison(std::optional<MeasuredVendorComparison> comparison);
    /// The text shown for fact `id` (its line, then any check of it), empty for an unknown id.
    QString factText(const QString& id) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void fill();
    void applyFilter();

    QLabel* m_intro = nullptr;
    QLineEdit* m_filter = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_count = nullptr;
    std::vector<GuideClaimCheck> m_figureChecks;
    std::vector<PerDollarClaimCheck> m_perDollarChecks;
    std::optional<MeasuredVendorComparison> m_vendorComparison;
};

} // namespace gpuadvisor
