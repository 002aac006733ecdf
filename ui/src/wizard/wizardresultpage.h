#pragma once

// The advisor wizard's last page: the recommendation as the report's sections (leaf, live pick
// and alternatives, the guide's cards judged at today's prices, cloud offers, cluster advice,
// the four steps, memory, and the path with a reason at each step), and the buttons that take
// it further: Compare, Build Checker, Export.

#include "gpuadvisor/ui/build/buildcontext.h"
#include "wizard/recommendationreport.h"
#include "wizard/wizardpage.h"

#include <memory>

class QLabel;
class QPushButton;
class QScrollArea;

namespace gpuadvisor {

class WizardResultPage : public WizardPage {
    Q_OBJECT
public:
    explicit WizardResultPage(AdvisorState& state, QWidget* parent = nullptr);

    void initializePage() override;
    void refresh() override;

    void setBuildCheckerAvailable(bool available);
    bool buildCheckerAvailable() const { return m_buildCheckerAvailable; }
    QStringList compareNames() const { return m_compareNames; }
    const RecommendationReport& report() const { return m_report; }
    /// The whole result, also the part scrolled out of view: what the PNG export shows.
    QWidget* content() const { return m_content; }

    /// PNG of content() for ".png", the report as text for ".txt"; false with a message otherwise.
    /// On success the page says where it wrote, beside the Export button.
    bool exportTo(const QString& path, QString* error);
    /// What "Open in Build Checker" opens: the answer's cards (or the first way out that buys
    /// cards) in their condition, on a server for an organisation; no gpu when there is none.
    BuildContext buildContext() const;

signals:
    void compareRequested(const QStringList& cards);
    void buildCheckerRequested(const gpuadvisor::BuildContext& context);
    void exportRequested();

private:
    void rebuild();
    QWidget* sectionWidget(const ReportSection& section) const;
    QString tableHtml(const ReportTable& table, bool firstRowBold) const;

    std::shared_ptr<const CatalogSnapshot> m_snapshot; ///< Keeps the recommendation's pointers valid.
    Recommendation m_recommendation;
    RecommendationReport m_report;
    QStringList m_compareNames;
    bool m_buildCheckerAvailable = true;

    QScrollArea* m_scroll = nullptr;
    QWidget* m_content = nullptr;
    QPushButton* m_compare = nullptr;
    QPushButton* m_buildChecker = nullptr;
    QPushButton* m_export = nullptr;
    QLabel* m_exported = nullptr; ///< Where the last export went.
};

} // namespace gpuadvisor
