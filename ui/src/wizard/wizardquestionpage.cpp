#include "wizard/wizardquestionpage.h"

#include "wizard/wizardroute.h"

#include "gpuadvisor/text/advisortext.h"

#include <QButtonGroup>
#include <QKeyEvent>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuadvisor {

using wizardpage::flowNode;

WizardQuestionPage::WizardQuestionPage(AdvisorState& state, FlowQuestion question, QWidget* parent)
    : WizardPage(state, parent)
    , m_question(question) {
    const std::string_view key = toString(question);
    setObjectName(QStringLiteral("question-") +
                  QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size())));
    m_yes = new QRadioButton(text::yesNo(true));
    m_yes->setObjectName(QStringLiteral("yesButton"));
    m_no = new QRadioButton(text::yesNo(false));
    m_no->setObjectName(QStringLiteral("noButton"));
    m_group = new QButtonGroup(this);
    m_group->addButton(m_yes, 1);
    m_group->addButton(m_no, 0);
    connect(m_group, &QButtonGroup::idToggled, this, [this](int id, bool checked) {
        if (checked) {
            this->state().answers.flow.setAnswer(m_question, id == 1);
            emit completeChanged();
        }
    });
    body()->addWidget(m_yes);
    body()->addWidget(m_no);
    body()->addStretch(1);
    m_yes->installEventFilter(this);
    m_no->installEventFilter(this);
}

bool WizardQuestionPage::eventFilter(QObject* watched, QEvent* event) {
    // Arrow keys choose an answer even before one is chosen (Qt's radio buttons then only move
    // the focus); Enter is the wizard's, which goes on.
    if ((watched == m_yes || watched == m_no) && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        QRadioButton* chosen = nullptr;
        if (key == Qt::Key_Up || key == Qt::Key_Left) {
            chosen = m_yes;
        } else if (key == Qt::Key_Down || key == Qt::Key_Right) {
            chosen = m_no;
        }
        if (chosen != nullptr) {
            chosen->setChecked(true);
            chosen->setFocus(Qt::TabFocusReason);
            return true;
        }
    }
    return WizardPage::eventFilter(watched, event);
}

void WizardQuestionPage::initializePage() {
    // The node this question has on the current path (Rich and SmallDatasets sit on several).
    const FlowWalk walk = state().walk();
    std::optional<FlowNodeId> node = wizardroute::nodeOnWalk(walk, m_question);
    if (!node) {
        const auto nodes = flowchartNodes();
        const auto first = std::find_if(nodes.begin(), nodes.end(),
                                        [this](const FlowNode& at) { return at.question == m_question; });
        node = first->id;
    }
    setHeading(text::questionText(flowNode(*node)), text::questionHelp(m_question));
    const std::optional<bool> answer = state().answers.flow.answer(m_question);
    const QSignalBlocker blocker(m_group);
    if (answer) {
        (*answer ? m_yes : m_no)->setChecked(true);
    } else {
        m_group->setExclusive(false);
        m_yes->setChecked(false);
        m_no->setChecked(false);
        m_group->setExclusive(true);
    }
    // The keyboard starts on the answers: arrow keys choose one, Enter goes on (the wizard's
    // default button).
    (answer == false ? m_no : m_yes)->setFocus(Qt::OtherFocusReason);
}

bool WizardQuestionPage::isComplete() const {
    return state().answers.flow.answer(m_question).has_value();
}

} // namespace gpuadvisor
