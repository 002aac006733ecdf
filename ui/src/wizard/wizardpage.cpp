#include "wizard/wizardpage.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuadvisor {

namespace wizardpage {

QLabel* wrappedLabel(const QString& text) {
    auto* label = new QLabel(text);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

const FlowNode& flowNode(FlowNodeId id) {
    return flowchartNodes()[static_cast<std::size_t>(id)];
}

} // namespace wizardpage

using wizardpage::wrappedLabel;

WizardPage::WizardPage(AdvisorState& state, QWidget* parent)
    : QWizardPage(parent)
    , m_state(state) {
    auto* layout = new QVBoxLayout(this);
    auto* progressRow = new QHBoxLayout;
    m_progress = new QLabel;
    m_progress->setObjectName(QStringLiteral("wizardProgress"));
    m_progressBar = new QProgressBar;
    m_progressBar->setObjectName(QStringLiteral("wizardProgressBar"));
    m_progressBar->setTextVisible(false);
    m_progressBar->setMaximumWidth(220);
    m_progressBar->setMaximumHeight(12);
    progressRow->addWidget(m_progress);
    progressRow->addStretch(1);
    progressRow->addWidget(m_progressBar);
    layout->addLayout(progressRow);

    m_heading = wrappedLabel();
    m_heading->setObjectName(QStringLiteral("pageHeading"));
    QFont headingFont = m_heading->font();
    headingFont.setBold(true);
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.3);
    m_heading->setFont(headingFont);
    m_intro = wrappedLabel();
    m_intro->setObjectName(QStringLiteral("pageIntro"));
    layout->addSpacing(4);
    layout->addWidget(m_heading);
    layout->addWidget(m_intro);
    layout->addSpacing(8);
    m_body = new QVBoxLayout;
    layout->addLayout(m_body, 1);
}

void WizardPage::setProgress(int step, int maximum, bool exact) {
    m_progress->setText(exact || step >= maximum ? tr("Step %1 of %2").arg(step).arg(maximum)
                                                 : tr("Step %1 of at most %2").arg(step).arg(maximum));
    m_progressBar->setRange(0, std::max(maximum, 1));
    m_progressBar->setValue(std::min(step, maximum));
}

QString WizardPage::progressText() const {
    return m_progress->text();
}

void WizardPage::setHeading(const QString& heading, const QString& intro) {
    m_heading->setText(heading);
    m_heading->setVisible(!heading.isEmpty());
    m_intro->setText(intro);
    m_intro->setVisible(!intro.isEmpty());
}

} // namespace gpuadvisor
