#pragma once

// The context line under the page tabs: the purchase context every page prices and costs cards
// by (new or used prices as of a day, years of ownership, electricity price, utilisation,
// workload, GPUs per machine), in one compact row of controls that is in view on every page.
//
// The main window owns the context; the bar shows it (setContext) and says when the user edits
// it (contextEdited). A hand-off that changes the context (the wizard's used pick opened in
// Compare) marks the changed controls until the user edits the context again.

#include "gpuadvisor/ui/shared/purchasecontext.h"

#include <QFrame>
#include <QStringList>

class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QSpinBox;
class QToolButton;

namespace gpuadvisor {

class MoneyInput;

class ContextBar : public QFrame {
    Q_OBJECT
public:
    explicit ContextBar(QWidget* parent = nullptr);

    /// Shows `context` in the controls; emits nothing.
    void setContext(const PurchaseContext& context);
    /// What the controls show.
    PurchaseContext context() const { return m_context; }

    /// Marks the controls whose values differ between `before` and the shown context (a
    /// hand-off changed them), with `reason` in their tooltips. Cleared by the user's next edit.
    void markChangedFrom(const PurchaseContext& before, const QString& reason);
    /// Object names of the marked controls (empty when none is).
    QStringList markedControls() const;

signals:
    /// The user changed a control: the whole new context.
    void contextEdited(const gpuadvisor::PurchaseContext& context);

private:
    void readControls();
    void clearMarks();
    void retranslateToolTips();

    PurchaseContext m_context;
    bool m_updating = false;
    QStringList m_marked;

    QComboBox* m_condition = nullptr;
    QDateEdit* m_asOf = nullptr;
    QDoubleSpinBox* m_years = nullptr;
    QDoubleSpinBox* m_kwhPrice = nullptr;
    MoneyInput* m_kwhInput = nullptr;
    QDoubleSpinBox* m_utilization = nullptr;
    QToolButton* m_utilizationPresets = nullptr;
    QComboBox* m_workload = nullptr;
    QSpinBox* m_gpuCount = nullptr;
};

} // namespace gpuadvisor
