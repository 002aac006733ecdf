#include "llm/llmwidgets.h"

#include <QComboBox>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>

namespace gpuadvisor::llmwidgets {

QComboBox* namedCombo(const char* name) {
    auto* combo = new QComboBox;
    combo->setObjectName(QLatin1String(name));
    return combo;
}

QSpinBox* namedSpin(const char* name, int minimum, int maximum, int value) {
    auto* spin = new QSpinBox;
    spin->setObjectName(QLatin1String(name));
    spin->setRange(minimum, maximum);
    spin->setValue(value);
    spin->setGroupSeparatorShown(true);
    return spin;
}

QLabel* resultLabel(const char* name) {
    auto* label = new QLabel;
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QScrollArea* verticalScroller(QWidget* widget) {
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(widget);
    return scroll;
}

} // namespace gpuadvisor::llmwidgets
