#pragma once

// The advisor wizard over the shipped catalog, shown offscreen, with helpers that answer its pages
// as a user would: what the wizard tests share.

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/ui/wizard/advisorwizard.h"

#include "shippedcatalogfile.h"
#include "tempdir.h"
#include "testdate.h"

#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <QWizard>

#include <gtest/gtest.h>

#include <memory>

namespace gpuadvisor {

using gpuadvisor::testing::day;

inline const FlowNode& node(FlowNodeId id) {
    return flowchartNodes()[static_cast<std::size_t>(id)];
}

class AdvisorWizardTest : public TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        const Catalog catalog(
            gpuadvisor::testing::copyShippedCatalog(path(QStringLiteral("catalog.sqlite"))));
        snapshot = std::make_shared<const CatalogSnapshot>(CatalogSnapshot::load(catalog));
        settings.asOf = day(2023, 1, 30);
        open(snapshot);
    }

    void open(std::shared_ptr<const CatalogSnapshot> catalog) {
        wizard = std::make_unique<AdvisorWizard>(std::move(catalog), settings);
        wizard->show();
    }

    template <typename T> T* child(int pageId, const char* name) const {
        auto* found = wizard->page(pageId)->findChild<T*>(QString::fromLatin1(name));
        EXPECT_NE(found, nullptr) << name << " on page " << pageId;
        return found;
    }

    /// Answers the current question page and goes on.
    void answer(bool yes) {
        const int page = wizard->currentId();
        child<QRadioButton>(page, yes ? "yesButton" : "noButton")->click();
        next();
    }

    void next() {
        const int before = wizard->currentId();
        wizard->next();
        ASSERT_NE(wizard->currentId(), before) << "Next did not leave page " << before;
    }

    void setBudget(int usd) { child<QSpinBox>(AdvisorWizard::BudgetPage, "budgetSpin")->setValue(usd); }

    /// Individual, training Transformers, on the budget page.
    void toTransformersBudget() {
        answer(false); // organisation
        answer(true);  // train
        answer(true);  // transformers
        ASSERT_EQ(wizard->currentId(), AdvisorWizard::BudgetPage);
    }

    QString label(int pageId, const char* name) const {
        const QLabel* found = child<QLabel>(pageId, name);
        return found != nullptr ? found->text() : QString();
    }

    QString resultText(const char* name) const { return label(AdvisorWizard::ResultPage, name); }

    bool nextEnabled() const { return wizard->button(QWizard::NextButton)->isEnabled(); }

    std::shared_ptr<const CatalogSnapshot> snapshot;
    ChartSettings settings;
    std::unique_ptr<AdvisorWizard> wizard;
};

} // namespace gpuadvisor
