#pragma once

// The build page's named spin boxes and combo boxes (tests find them by object name), shared by
// the card picker, the saved-builds row and the machine form.

#include <QComboBox>
#include <QSpinBox>
#include <QString>

namespace gpuadvisor {

inline QSpinBox* spinBox(const char* name, int minimum, int maximum, int step, const QString& suffix) {
    auto* spin = new QSpinBox;
    spin->setObjectName(QString::fromLatin1(name));
    spin->setRange(minimum, maximum);
    spin->setSingleStep(step);
    spin->setSuffix(suffix);
    spin->setAccelerated(true);
    return spin;
}

inline QComboBox* comboBox(const char* name) {
    auto* combo = new QComboBox;
    combo->setObjectName(QString::fromLatin1(name));
    return combo;
}

} // namespace gpuadvisor
