#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace gpuadvisor {

/// Lets the window's command `action` have its shortcut while a field has the focus: a line edit
/// or spin box claims Ctrl+E (end of line, an Emacs key) before the window's shortcuts see it,
/// so Export Chart did nothing from a focused field. Watches the application's events (only
/// ShortcutOverride is looked at) and goes with the action when the menus are built again.
class ShortcutBeforeFields : public QObject {
public:
    ShortcutBeforeFields(QAction* action, const QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QAction* m_action;
    const QWidget* m_window;
};

} // namespace gpuadvisor
