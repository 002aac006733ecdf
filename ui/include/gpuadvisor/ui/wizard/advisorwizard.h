#pragma once

// The recommendation wizard: the 2023 guide's flowchart (R13) as pages of yes/no questions, a
// budget page, a memory page (M1-M3), a cluster page for organisations (R5, R10, R11), and a
// result with the live pick (R3), two alternatives and the path that led there.
//
// The wizard holds one AdvisorAnswers; every page writes into it and nextId() asks the core
// (walkFlowchart) where the answers lead. Answers survive Back; changing an early answer
// re-routes, and answers off the new path stay stored but unused.

#include "gpuadvisor/core/advice/advisor.h"
#include "gpuadvisor/ui/build/buildcontext.h"
#include "gpuadvisor/ui/shared/catalogsnapshot.h"
#include "gpuadvisor/ui/shared/chartsettings.h"

#include <QStringList>
#include <QWizard>

#include <memory>

namespace gpuadvisor {

class AdvisorWizard : public QWizard {
    Q_OBJECT
public:
    /// Page ids: one page per yes/no question of the flowchart (budget questions share the
    /// budget page), then memory, cluster (organisations only) and the result.
    enum PageId {
        OrganizationPage,
        LargeLlmsPage,
        RichPage,
        MiddleBudgetPage,
        TrainPage,
        TransformersPage,
        LlmsPage,
        SmallDatasetsPage,
        BudgetPage,
        MemoryPage,
        ClusterPage,
        ResultPage,
    };

    /// Prices as of `settings.asOf` and ownership come from the purchase context, the reference
    /// card from the charts page.
    AdvisorWizard(std::shared_ptr<const CatalogSnapshot> snapshot, const ChartSettings& settings,
                  QWidget* parent = nullptr);
    ~AdvisorWizard() override;

    /// A reloaded catalog, or new chart settings: the current page shows them at once.
    void setSnapshot(std::shared_ptr<const CatalogSnapshot> snapshot);
    void setSettings(const ChartSettings& settings);

    const AdvisorAnswers& answers() const;
    /// Starts over from the first question with these answers stored: Next walks their path.
    void setAnswers(const AdvisorAnswers& answers);
    /// What the core says for the answers so far (only the walk and memory until the walk ends).
    Recommendation recommendation() const;
    /// The page that asks `question`; BudgetPage for WithinBudget.
    static int pageFor(FlowQuestion question);

    int nextId() const override;

    /// The progress shown on the current page, e.g. "Step 3 of at most 7".
    QString progressText() const;

    /// Shows or hides the result page's "Open in Build Checker" button (shown by default).
    void setBuildCheckerAvailable(bool available);
    bool buildCheckerAvailable() const;

    /// The cards "Open in Compare" sends: the live pick, up to two alternatives and the guide's
    /// card, two to four unique catalog names (empty when fewer than two are known).
    QStringList compareNames() const;

    /// What "Open in Compare" and "Open in Build Checker" hand over: the pick's card and count,
    /// the condition it is priced in, an organisation's server and utilisation (empty card
    /// without a pick).
    BuildContext handOffContext() const;

    /// Writes the result: a PNG of the whole result page for ".png", plain text for ".txt".
    /// Returns false with a message in `error` (when given) on another suffix or a write error.
    bool exportResult(const QString& path, QString* error = nullptr);

signals:
    void compareRequested(const QStringList& cards);
    void buildCheckerRequested(const gpuadvisor::BuildContext& context);

private:
    void updateProgress();
    void exportWithDialog();

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace gpuadvisor
