#pragma once

// Answers the modal dialogs a menu action opens, in order, as a user would: Qt's own file dialog
// (a file name typed in), a list to choose from (QInputDialog), a dialog of the app filled in and
// accepted, a message box read and closed. What the message boxes said is kept for the test.

#include "qtprinters.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFileDialog>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QTimer>

#include <gtest/gtest.h>

#include <deque>
#include <functional>
#include <utility>
#include <vector>

class ModalScript {
public:
    struct Step {
        QString expected; ///< What the step answers, for the failure message.
        /// Answers the dialog; false when it is not the dialog this step expects.
        std::function<bool(QWidget*)> answer;
    };

    /// Qt's file dialog (open or save): `path` typed as the file name, then accepted.
    static Step pickFile(const QString& path) {
        return {QStringLiteral("a file dialog for %1").arg(path), [path](QWidget* modal) {
                    auto* dialog = qobject_cast<QFileDialog*>(modal);
                    if (dialog == nullptr) {
                        return false;
                    }
                    // Typed into the file name field: offscreen, with the main window shown,
                    // selectFile() alone can leave the dialog without a selection.
                    if (auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"))) {
                        name->setText(path);
                    } else {
                        dialog->selectFile(path);
                    }
                    QMetaObject::invokeMethod(dialog, "accept", Qt::QueuedConnection);
                    return true;
                }};
    }

    /// A QInputDialog list: `item` chosen, then accepted.
    static Step chooseItem(const QString& item) {
        return {QStringLiteral("a list to choose %1 from").arg(item), [item](QWidget* modal) {
                    auto* dialog = qobject_cast<QInputDialog*>(modal);
                    if (dialog == nullptr) {
                        return false;
                    }
                    EXPECT_TRUE(dialog->comboBoxItems().contains(item))
                        << dialog->comboBoxItems().join(QStringLiteral(", "));
                    dialog->setTextValue(item);
                    QMetaObject::invokeMethod(dialog, "accept", Qt::QueuedConnection);
                    return true;
                }};
    }

    /// A dialog of class `Dialog`, filled in by `fill`, then accepted.
    template <typename Dialog> static Step accept(std::function<void(Dialog&)> fill = {}) {
        return {QString::fromLatin1(Dialog::staticMetaObject.className()), [fill](QWidget* modal) {
                    auto* dialog = qobject_cast<Dialog*>(modal);
                    if (dialog == nullptr) {
                        return false;
                    }
                    if (fill) {
                        fill(*dialog);
                    }
                    QMetaObject::invokeMethod(dialog, "accept", Qt::QueuedConnection);
                    return true;
                }};
    }

    /// A message box named `objectName` (any name when empty): read, then closed with Ok.
    static Step readMessage(const QString& objectName = {}) {
        return {QStringLiteral("a message box %1").arg(objectName), [objectName](QWidget* modal) {
                    auto* box = qobject_cast<QMessageBox*>(modal);
                    if (box == nullptr || (!objectName.isEmpty() && box->objectName() != objectName)) {
                        return false;
                    }
                    if (QAbstractButton* ok = box->button(QMessageBox::Ok)) {
                        ok->click();
                    } else {
                        box->reject();
                    }
                    return true;
                }};
    }

    struct Message {
        QString objectName;
        QString title;
        QString text;
        QString detailedText;
    };
    std::vector<Message> messages; ///< Every message box that opened, answered or not.

    /// Starts answering; Qt's own dialogs replace the platform's while the script lives.
    explicit ModalScript(std::deque<Step> steps)
        : m_steps(std::move(steps))
        , m_nativeDialogsOff(QCoreApplication::testAttribute(Qt::AA_DontUseNativeDialogs)) {
        QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs, true);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { answer(); });
        m_timer.start(20);
    }
    ~ModalScript() { QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs, m_nativeDialogsOff); }
    ModalScript(const ModalScript&) = delete;
    ModalScript& operator=(const ModalScript&) = delete;

    /// Every step was used.
    bool finished() const { return m_steps.empty(); }

private:
    void answer() {
        QWidget* modal = QApplication::activeModalWidget();
        if (modal == nullptr || !modal->isVisible() || modal == m_answered) {
            return;
        }
        m_answered = modal; // each dialog once, though its answer is queued
        if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            messages.push_back({box->objectName(), box->windowTitle(), box->text(), box->detailedText()});
        }
        if (m_steps.empty() || !m_steps.front().answer(modal)) {
            ADD_FAILURE() << "unexpected dialog " << modal->metaObject()->className() << " \""
                          << modal->windowTitle() << "\"; expected "
                          << (m_steps.empty() ? QStringLiteral("none") : m_steps.front().expected)
                          << (messages.empty() ? QString() : QStringLiteral(": ") + messages.back().text);
            QMetaObject::invokeMethod(modal, "reject", Qt::QueuedConnection);
            return;
        }
        m_steps.pop_front();
    }

    std::deque<Step> m_steps;
    bool m_nativeDialogsOff;
    QPointer<QWidget> m_answered;
    QTimer m_timer;
};
