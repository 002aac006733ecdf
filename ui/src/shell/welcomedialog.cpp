#include "gpuadvisor/ui/shell/welcomedialog.h"

#include "gpuadvisor/ui/shell/appsettings.h"
#include "gpuadvisor/ui/shell/mainwindow.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace gpuadvisor {

WelcomeDialog::WelcomeDialog(QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("welcomeDialog"));
    m_title = new QLabel;
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_text = new QLabel;
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);

    auto* buttons = new QDialogButtonBox;
    m_wizard = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_wizard->setObjectName(QStringLiteral("welcomeWizardButton"));
    m_wizard->setDefault(true);
    m_charts = buttons->addButton(QString(), QDialogButtonBox::RejectRole);
    m_charts->setObjectName(QStringLiteral("welcomeChartsButton"));
    connect(m_wizard, &QPushButton::clicked, this, [this] {
        accept();
        emit wizardRequested();
    });
    connect(m_charts, &QPushButton::clicked, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addSpacing(8);
    layout->addWidget(buttons);
    retranslate();
    setMinimumWidth(520);
}

bool WelcomeDialog::shouldShow() {
    return !settings::value(settings::firstRunDone) && qEnvironmentVariableIsEmpty("GPUADVISOR_NO_WELCOME");
}

WelcomeDialog* WelcomeDialog::showIfFirstRun(MainWindow& window) {
    if (!shouldShow()) {
        return nullptr;
    }
    auto* dialog = new WelcomeDialog(&window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &WelcomeDialog::wizardRequested, &window, [&window] { window.openAdvisor(); });
    settings::setValue(settings::firstRunDone, true);
    dialog->open();
    return dialog;
}

void WelcomeDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QDialog::changeEvent(event);
}

void WelcomeDialog::retranslate() {
    setWindowTitle(tr("Welcome to GPU Advisor"));
    m_title->setText(tr("Welcome to GPU Advisor"));
    m_text->setText(
        tr("<p>GPU Advisor helps you choose GPUs for deep learning, using the figures and rules of a "
           "well-known GPU buying guide.</p>"
           "<ul><li>Charts rank every card by performance and by performance per dollar, at the prices "
           "and electricity costs you set.</li>"
           "<li>The wizard walks the guide's flowchart and names a card for your work and budget.</li>"
           "<li>Compare cards, check a multi-GPU build, and weigh a desktop against the cloud.</li></ul>"
           "<p>Everything runs offline; Help &gt; Sources lists the facts behind the numbers.</p>"));
    m_wizard->setText(tr("Start the recommendation wizard"));
    m_charts->setText(tr("Explore the charts"));
}

} // namespace gpuadvisor
