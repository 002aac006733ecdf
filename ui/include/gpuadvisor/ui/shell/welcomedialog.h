#pragma once

// The welcome shown once, at the first start of the desktop app: what GPU Advisor does in a few
// lines, and two ways in: the recommendation wizard or the charts. Not shown by the headless
// export, nor when the environment variable GPUADVISOR_NO_WELCOME is set (tests, screenshots).

#include <QDialog>

class QLabel;
class QPushButton;

namespace gpuadvisor {

class MainWindow;

class WelcomeDialog : public QDialog {
    Q_OBJECT
public:
    explicit WelcomeDialog(QWidget* parent = nullptr);

    /// Whether a start should welcome the user: the first-run flag is unset and
    /// GPUADVISOR_NO_WELCOME is not set.
    static bool shouldShow();
    /// At the first run: opens the welcome over `window` (not blocking) and sets the first-run
    /// flag; "Start the recommendation wizard" then opens MainWindow::openAdvisor(). Returns the
    /// dialog (deleted when closed), or nullptr when shouldShow() says no.
    static WelcomeDialog* showIfFirstRun(MainWindow& window);

    QPushButton* wizardButton() const { return m_wizard; }
    QPushButton* chartsButton() const { return m_charts; }

signals:
    /// "Start the recommendation wizard" was clicked (the dialog is accepted too).
    void wizardRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QLabel* m_title = nullptr;
    QLabel* m_text = nullptr;
    QPushButton* m_wizard = nullptr;
    QPushButton* m_charts = nullptr;
};

} // namespace gpuadvisor
