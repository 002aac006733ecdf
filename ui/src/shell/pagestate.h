#pragma once

// What the main window's pages show, taken before the window builds them again (after a change
// of language or currency) and given to the new pages: the current tab, the charts' settings and
// selection, the catalog's filter and selection, the compared cards, the build, the cloud, LLM
// planner and explainer forms, and an open wizard with its answers and the page it was on.

#include "gpuadvisor/core/advice/advisor.h"
#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/ui/shared/chartsettings.h"

#include <QList>
#include <QRect>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>
#include <utility>

class QWidget;

namespace gpuadvisor {

class MainWindow;

/// The values of a page's named input widgets (combo boxes, spin boxes, check boxes, line and
/// date edits), in the order the page holds them.
struct FormValues {
    QList<std::pair<QString, QVariant>> values;

    static FormValues of(const QWidget& page);
    /// Sets the widgets of the same names in `page`: combo boxes first (they may prefill other
    /// fields), then the rest.
    void applyTo(QWidget& page) const;
};

struct PageState {
    int tab = 0;
    /// The object names of the pages in use (MainWindow::inUse): the others are made again
    /// unfilled, and filled when first shown, as they would have been.
    QStringList pagesInUse;
    ChartSettings charts;
    QStringList chartSelection;
    QStringList catalogSelection;
    int catalogSortColumn = -1;
    Qt::SortOrder catalogSortOrder = Qt::AscendingOrder;
    FormValues catalogForm;
    QStringList compareCards;
    FormValues compareForm;
    BuildSpec build;
    std::optional<BuildSpec> buildBeforeHandOff; ///< The machine "Remove all" brings back.
    FormValues cloudForm;
    bool cloudOfferFollowsDesktop = true; ///< The user has not picked a cloud offer.
    FormValues llmForm;
    FormValues explainerForm;

    struct Wizard {
        AdvisorAnswers answers;
        int steps = 0; ///< Pages visited before the current one: Next is pressed this often.
        QRect geometry;
    };
    std::optional<Wizard> wizard;

    static PageState of(const MainWindow& window);
    /// Shows the state on the window's pages (they have the catalog already); reopens the wizard.
    void applyTo(MainWindow& window) const;
};

} // namespace gpuadvisor
