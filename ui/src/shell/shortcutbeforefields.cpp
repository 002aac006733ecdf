#include "shell/shortcutbeforefields.h"

#include <QAction>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QWidget>

namespace gpuadvisor {

ShortcutBeforeFields::ShortcutBeforeFields(QAction* action, const QWidget* window)
    : QObject(action)
    , m_action(action)
    , m_window(window) {
    QCoreApplication::instance()->installEventFilter(this);
}

bool ShortcutBeforeFields::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride && m_action->isEnabled()) {
        const auto* widget = qobject_cast<const QWidget*>(watched);
        const QKeySequence pressed(static_cast<QKeyEvent*>(event)->keyCombination());
        if (widget != nullptr && widget->window() == m_window && m_action->shortcuts().contains(pressed)) {
            event->ignore(); // not the field's: the shortcut map gives it to the action
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gpuadvisor
