#pragma once

// The findings of the build page: one row per finding, most severe first, each with a standard
// icon, a stripe and tint in its severity's colour, the severity in words, its title, and its
// message wrapped to the width; the seed facts behind it at the right and in the tooltip.

#include "gpuadvisor/core/build/buildcheck.h"

#include <QListWidget>

#include <vector>

namespace gpuadvisor {

class FindingsView : public QListWidget {
    Q_OBJECT
public:
    /// Data of each row beyond its text (the title).
    enum Role {
        MessageRole = Qt::UserRole, ///< The finding's sentence (findingMessage).
        SeverityRole,               ///< int(Severity).
        CodeRole,                   ///< toString(FindingCode), e.g. "psu-capacity".
        FactsRole,                  ///< "B1, P18".
    };

    explicit FindingsView(QWidget* parent = nullptr);

    void setFindings(const std::vector<Finding>& findings);
    /// Shown when there are no findings.
    void setPlaceholderText(const QString& text);

    static QColor severityColor(Severity severity);
    static QColor severityTint(Severity severity);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QString m_placeholder;
};

} // namespace gpuadvisor
