#include "shell/pagestate.h"

#include "gpuadvisor/ui/build/buildpage.h"
#include "gpuadvisor/ui/catalog/catalogpage.h"
#include "gpuadvisor/ui/charts/chartspage.h"
#include "gpuadvisor/ui/cloud/cloudpage.h"
#include "gpuadvisor/ui/compare/comparepage.h"
#include "gpuadvisor/ui/explainer/explainerpage.h"
#include "gpuadvisor/ui/llm/llmplannerpage.h"
#include "gpuadvisor/ui/shell/mainwindow.h"
#include "gpuadvisor/ui/wizard/advisorwizard.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDoubleSpinBox>
#include <QHash>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>

namespace gpuadvisor {
namespace {

/// Widgets the page named itself (Qt's internal children start with "qt_").
bool isNamed(const QWidget* widget) {
    return !widget->objectName().isEmpty() && !widget->objectName().startsWith(QLatin1String("qt_"));
}

QTabWidget* tabsOf(const MainWindow& window) {
    return window.findChild<QTabWidget*>(QStringLiteral("pages"));
}

void setComboValue(QComboBox& combo, const QVariant& value) {
    // Items with data are found by it; others (presets) by position, as their text is translated.
    const QVariantList pair = value.toList();
    const QVariant data = pair.value(0);
    const int index = pair.value(1, -1).toInt();
    const int found = data.isValid() ? combo.findData(data) : -1;
    if (found >= 0) {
        combo.setCurrentIndex(found);
    } else if (!data.isValid() && index >= 0 && index < combo.count()) {
        combo.setCurrentIndex(index);
    }
}

} // namespace

FormValues FormValues::of(const QWidget& page) {
    FormValues form;
    for (const QWidget* widget : page.findChildren<QWidget*>()) {
        if (!isNamed(widget) || !widget->isEnabled()) {
            continue;
        }
        QVariant value;
        if (const auto* combo = qobject_cast<const QComboBox*>(widget)) {
            value = QVariantList{combo->currentData(), combo->currentIndex()};
        } else if (const auto* spin = qobject_cast<const QSpinBox*>(widget)) {
            value = spin->value();
        } else if (const auto* doubleSpin = qobject_cast<const QDoubleSpinBox*>(widget)) {
            value = doubleSpin->value();
        } else if (const auto* dateEdit = qobject_cast<const QDateTimeEdit*>(widget)) {
            value = dateEdit->dateTime();
        } else if (const auto* lineEdit = qobject_cast<const QLineEdit*>(widget)) {
            value = lineEdit->text();
        } else if (const auto* button = qobject_cast<const QAbstractButton*>(widget);
                   button != nullptr && button->isCheckable()) {
            value = button->isChecked();
        }
        if (value.isValid()) {
            form.values.append({widget->objectName(), value});
        }
    }
    return form;
}

void FormValues::applyTo(QWidget& page) const {
    for (const bool combos : {true, false}) {
        // The n-th value of a name goes to the n-th widget of that name.
        QHash<QString, int> seen;
        QHash<QString, QList<QWidget*>> widgets;
        for (QWidget* widget : page.findChildren<QWidget*>()) {
            if (isNamed(widget)) {
                widgets[widget->objectName()].append(widget);
            }
        }
        for (const auto& [name, value] : values) {
            const int index = seen[name]++;
            QWidget* widget = widgets.value(name).value(index);
            if (widget == nullptr || (qobject_cast<QComboBox*>(widget) != nullptr) != combos) {
                continue;
            }
            if (auto* combo = qobject_cast<QComboBox*>(widget)) {
                setComboValue(*combo, value);
            } else if (auto* spin = qobject_cast<QSpinBox*>(widget)) {
                spin->setValue(value.toInt());
            } else if (auto* doubleSpin = qobject_cast<QDoubleSpinBox*>(widget)) {
                doubleSpin->setValue(value.toDouble());
            } else if (auto* dateEdit = qobject_cast<QDateTimeEdit*>(widget)) {
                dateEdit->setDateTime(value.toDateTime());
            } else if (auto* lineEdit = qobject_cast<QLineEdit*>(widget)) {
                lineEdit->setText(value.toString());
            } else if (auto* button = qobject_cast<QAbstractButton*>(widget)) {
                button->setChecked(value.toBool());
            }
        }
    }
}

PageState PageState::of(const MainWindow& window) {
    PageState state;
    if (const QTabWidget* tabs = tabsOf(window)) {
        state.tab = tabs->currentIndex();
        // Found through the tabs: the window's accessors would fill a page not in use.
        for (int index = 0; index < tabs->count(); ++index) {
            if (window.inUse(tabs->widget(index))) {
                state.pagesInUse << tabs->widget(index)->objectName();
            }
        }
    }
    const auto used = [&state](const QWidget* page) {
        return state.pagesInUse.contains(page->objectName());
    };
    state.charts = window.chartsPage()->settings();
    state.chartSelection = window.chartsPage()->selectedCards();
    if (const auto* catalog = window.findChild<const CatalogPage*>(); catalog != nullptr && used(catalog)) {
        state.catalogSelection = catalog->selectedCards();
        state.catalogSortColumn = catalog->proxyModel()->sortColumn();
        state.catalogSortOrder = catalog->proxyModel()->sortOrder();
        state.catalogForm = FormValues::of(*catalog);
    }
    if (const auto* compare = window.findChild<const ComparePage*>(); compare != nullptr && used(compare)) {
        state.compareCards = compare->cards();
        state.compareForm = FormValues::of(*compare);
    }
    if (const auto* build = window.findChild<const BuildPage*>(); build != nullptr && used(build)) {
        state.build = build->build();
        state.buildBeforeHandOff = build->machineBeforeHandOff();
    }
    if (const auto* cloud = window.findChild<const CloudPage*>(); cloud != nullptr && used(cloud)) {
        state.cloudForm = FormValues::of(*cloud);
        state.cloudOfferFollowsDesktop = cloud->offerFollowsDesktop();
    }
    if (const auto* llm = window.findChild<const LlmPlannerPage*>(); llm != nullptr && used(llm)) {
        state.llmForm = FormValues::of(*llm);
    }
    if (const auto* explainer = window.findChild<const ExplainerPage*>();
        explainer != nullptr && used(explainer)) {
        state.explainerForm = FormValues::of(*explainer);
    }
    if (const AdvisorWizard* wizard = window.advisorWizard(); wizard != nullptr && wizard->isVisible()) {
        state.wizard =
            Wizard{wizard->answers(), static_cast<int>(wizard->visitedIds().size()) - 1, wizard->geometry()};
    }
    return state;
}

void PageState::applyTo(MainWindow& window) const {
    window.chartsPage()->applySettings(charts);
    window.chartsPage()->setSelectedCards(chartSelection);
    // Only to the pages that were in use (the window's accessors fill them).
    const auto used = [this](const char* name) {
        return pagesInUse.contains(QLatin1String(name));
    };
    if (used("catalogPage")) {
        CatalogPage* catalog = window.catalogPage();
        catalogForm.applyTo(*catalog);
        if (catalogSortColumn >= 0) {
            catalog->table()->sortByColumn(catalogSortColumn, catalogSortOrder);
        }
        catalog->setSelectedCards(catalogSelection);
    }
    if (used("comparePage")) {
        if (!compareCards.isEmpty()) {
            window.comparePage()->setCards(compareCards);
        }
        compareForm.applyTo(*window.comparePage());
    }
    if (used("buildPage")) {
        window.buildPage()->setBuild(build);
        window.buildPage()->setMachineBeforeHandOff(buildBeforeHandOff);
    }
    if (used("cloudPage")) {
        cloudForm.applyTo(*window.cloudPage());
        window.cloudPage()->setOfferFollowsDesktop(cloudOfferFollowsDesktop);
    }
    if (used("llmPage")) {
        llmForm.applyTo(*window.llmPlannerPage());
    }
    if (used("explainerPage")) {
        explainerForm.applyTo(*window.explainerPage());
    }
    if (QTabWidget* tabs = tabsOf(window)) {
        tabs->setCurrentIndex(tab);
    }
    if (wizard) {
        AdvisorWizard* reopened = window.openAdvisor();
        reopened->setAnswers(wizard->answers);
        for (int step = 0; step < wizard->steps && reopened->currentId() != AdvisorWizard::ResultPage;
             ++step) {
            reopened->next();
        }
        if (wizard->geometry.isValid()) {
            reopened->setGeometry(wizard->geometry);
        }
    }
}

} // namespace gpuadvisor
