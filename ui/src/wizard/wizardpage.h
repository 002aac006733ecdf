#pragma once

// The advisor wizard's input pages share this base: the progress row and a heading, then the
// page's own widgets. Each page writes into the shared AdvisorState as the user edits, so
// nextId() always routes on what is shown; Back keeps every answer (cleanupPage does nothing).

#include "wizard/advisorstate.h"

#include <QWizardPage>

class QLabel;
class QProgressBar;
class QVBoxLayout;

namespace gpuadvisor {

/// A page with the progress row and a heading, then the page's own widgets.
class WizardPage : public QWizardPage {
    Q_OBJECT
public:
    explicit WizardPage(AdvisorState& state, QWidget* parent = nullptr);

    /// "Step 2 of at most 7" (or "Step 5 of 6" when the rest of the path is `exact`) and the bar.
    void setProgress(int step, int maximum, bool exact);
    QString progressText() const;
    /// Re-reads the state (a new catalog or new settings) while the page is shown.
    virtual void refresh() {}

    bool validatePage() override { return isComplete(); }
    void cleanupPage() override {} // keep what the user entered when going back

protected:
    void setHeading(const QString& heading, const QString& intro);
    QVBoxLayout* body() const { return m_body; }
    AdvisorState& state() const { return m_state; }

private:
    AdvisorState& m_state;
    QLabel* m_progress = nullptr;
    QProgressBar* m_progressBar = nullptr;
    QLabel* m_heading = nullptr;
    QLabel* m_intro = nullptr;
    QVBoxLayout* m_body = nullptr;
};

/// What the input pages share besides their base.
namespace wizardpage {

/// A wrapped plain-text label.
QLabel* wrappedLabel(const QString& text = QString());

const FlowNode& flowNode(FlowNodeId id);

} // namespace wizardpage

} // namespace gpuadvisor
