#pragma once

// Small builders of the LLM planner page's fields and labels, named as the tests find them.

class QComboBox;
class QLabel;
class QScrollArea;
class QSpinBox;
class QWidget;

namespace gpuadvisor::llmwidgets {

QComboBox* namedCombo(const char* name);
QSpinBox* namedSpin(const char* name, int minimum, int maximum, int value);
/// A label for results: wraps, selectable.
QLabel* resultLabel(const char* name);
/// A scroll area that shows `widget` at its width and scrolls it vertically.
QScrollArea* verticalScroller(QWidget* widget);

} // namespace gpuadvisor::llmwidgets
