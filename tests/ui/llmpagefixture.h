#pragma once

// The LLM planner page on the shipped catalog as its tests open it: prices and cloud offers as of
// 2026-11-24 (the page fixture's 2024-01-01 has one current offer), a 1280 x 720 page, and the
// helpers that choose a combo item and read a label.

#include "gpuadvisor/ui/llm/llmplannerpage.h"

#include "pagetest.h"

#include <QComboBox>
#include <QLabel>
#include <QVariant>

class LlmPageFixture : public PageTest<gpuadvisor::LlmPlannerPage> {
protected:
    void SetUp() override {
        PageTest::SetUp();
        settings.asOf =
            gpuadvisor::Date{std::chrono::year{2026}, std::chrono::month{11}, std::chrono::day{24}};
        page.setSettings(settings);
        page.resize(1280, 720);
    }

    /// Selects the combo item with that data.
    void choose(const char* comboName, const QVariant& data) const {
        QComboBox* combo = child<QComboBox>(comboName);
        const int index = combo->findData(data);
        ASSERT_GE(index, 0) << comboName << " has no item " << data.toString().toStdString();
        combo->setCurrentIndex(index);
    }

    QString text(const char* labelName) const { return child<QLabel>(labelName)->text(); }
};
