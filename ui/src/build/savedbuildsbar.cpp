#include "build/savedbuildsbar.h"

#include "build/buildformwidgets.h"

#include "gpuadvisor/db/catalog.h"
#include "gpuadvisor/text/catalogproblemtext.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>

#include <utility>

namespace gpuadvisor {
namespace {

/// Runs `action` on a press of `key` (or Enter on the keypad for Return) in the watched widget,
/// and takes the key.
class KeyAction : public QObject {
public:
    KeyAction(int key, QObject* parent, std::function<void()> action)
        : QObject(parent)
        , m_key(key)
        , m_action(std::move(action)) {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::KeyPress) {
            const int key = static_cast<QKeyEvent*>(event)->key();
            if (key == m_key || (m_key == Qt::Key_Return && key == Qt::Key_Enter)) {
                m_action();
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    int m_key;
    std::function<void()> m_action;
};

} // namespace

SavedBuildsBar::SavedBuildsBar(std::function<BuildSpec()> currentBuild, QWidget* parent)
    : QWidget(parent)
    , m_currentBuild(std::move(currentBuild)) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_name = comboBox("buildNameCombo");
    m_name->setEditable(true);
    m_name->setInsertPolicy(QComboBox::NoInsert);
    m_name->setMinimumContentsLength(22);
    m_name->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_name->lineEdit()->setPlaceholderText(tr("Name of the build"));
    m_name->setToolTip(tr("Type a name to save the build under, or pick a saved build to load."));
    auto* label = new QLabel(tr("Saved &build:"));
    label->setBuddy(m_name);
    m_save = new QPushButton(tr("Sa&ve"));
    m_save->setObjectName(QStringLiteral("saveBuildButton"));
    m_save->setToolTip(tr("Save the build under this name in your catalog."));
    m_load = new QPushButton(tr("&Load"));
    m_load->setObjectName(QStringLiteral("loadBuildButton"));
    m_load->setToolTip(tr("Replace the build on this page with the saved one."));
    m_delete = new QPushButton(tr("&Delete"));
    m_delete->setObjectName(QStringLiteral("deleteBuildButton"));
    m_delete->setToolTip(tr("Delete the saved build of this name."));
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("savedBuildStatus"));
    connect(m_save, &QPushButton::clicked, this, &SavedBuildsBar::save);
    connect(m_load, &QPushButton::clicked, this, &SavedBuildsBar::loadRequested);
    connect(m_delete, &QPushButton::clicked, this, &SavedBuildsBar::remove);
    connect(m_name, &QComboBox::currentTextChanged, this, &SavedBuildsBar::updateButtons);

    layout->addWidget(label);
    layout->addWidget(m_name);
    layout->addWidget(m_save);
    layout->addWidget(m_load);
    layout->addWidget(m_delete);
    layout->addWidget(m_status, 1);

    // Enter in the name field saves the build, as the Save button does. A filter takes the key:
    // the combo box hands an Enter its line edit ignored back to it, which would save twice. In
    // the window the keys reach the combo box first (its line edit's focus goes to it) and it
    // passes them to the line edit without its filters, so the combo box is watched too.
    auto* enterSaves = new KeyAction(Qt::Key_Return, m_name, [this] {
        if (m_save->isEnabled()) {
            save();
        }
    });
    m_name->installEventFilter(enterSaves);
    m_name->lineEdit()->installEventFilter(enterSaves);
}

void SavedBuildsBar::setCatalog(Catalog* catalog) {
    m_catalog = catalog;
    m_name->setEnabled(catalog != nullptr);
    m_name->setToolTip(catalog == nullptr
                           ? tr("No catalog is open, so builds cannot be saved.")
                           : tr("Type a name to save the build under, or pick a saved build to load."));
    fillNames(typedName());
}

QString SavedBuildsBar::typedName() const {
    return m_name->currentText().trimmed();
}

void SavedBuildsBar::setStatus(const QString& text) {
    m_status->setText(text);
}

void SavedBuildsBar::fillNames(const QString& current) {
    QStringList names;
    if (m_catalog != nullptr) {
        try {
            for (const std::string& name : m_catalog->buildNames()) {
                names << QString::fromStdString(name);
            }
        } catch (const CatalogError& error) {
            m_status->setText(text::catalogErrorText(error));
        }
    }
    {
        const QSignalBlocker blocker(m_name);
        m_name->clear();
        m_name->addItems(names);
        const int index = m_name->findText(current, Qt::MatchFixedString);
        if (index >= 0) {
            m_name->setCurrentIndex(index);
        } else {
            m_name->setCurrentIndex(-1);
            m_name->setEditText(current);
        }
    }
    updateButtons();
}

void SavedBuildsBar::updateButtons() {
    const bool named = m_catalog != nullptr && !typedName().isEmpty();
    const bool known = m_name->findText(typedName(), Qt::MatchFixedString) >= 0;
    const bool writable = m_catalog != nullptr && !m_catalog->isReadOnly();
    m_save->setEnabled(named && writable);
    m_load->setEnabled(named && known);
    m_delete->setEnabled(named && known && writable);
    const QString readOnly =
        writable || m_catalog == nullptr
            ? QString()
            : tr("The catalog is read-only (%1): saved builds can be loaded but not saved or deleted.")
                  .arg(text::readOnlyReasonText(m_catalog->readOnlyReason()));
    m_save->setToolTip(readOnly.isEmpty() ? tr("Save the build under this name in your catalog.") : readOnly);
    m_delete->setToolTip(readOnly.isEmpty() ? tr("Delete the saved build of this name.") : readOnly);
}

void SavedBuildsBar::save() {
    if (m_catalog == nullptr) {
        return;
    }
    const QString name = typedName();
    if (name.isEmpty()) {
        QMessageBox::warning(this, tr("Save Build"), tr("Type a name for the build first."));
        return;
    }
    const BuildSpec spec = m_currentBuild();
    if (spec.gpus.empty()) {
        QMessageBox::warning(this, tr("Save Build"), tr("Add at least one card before saving the build."));
        return;
    }
    const int existing = m_name->findText(name, Qt::MatchFixedString);
    if (existing >= 0) {
        const auto answer = QMessageBox::question(
            this, tr("Save Build"),
            tr("Replace the saved build “%1” with this one?").arg(m_name->itemText(existing)),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes) {
            return;
        }
    }
    try {
        m_catalog->saveBuild(toSavedBuild(name.toStdString(), spec));
    } catch (const CatalogError& error) {
        QMessageBox::warning(this, tr("Save Build"), text::catalogErrorText(error));
        return;
    }
    fillNames(name);
    m_status->setText(tr("Saved “%1”.").arg(name));
}

std::optional<SavedBuild> SavedBuildsBar::load() {
    if (m_catalog == nullptr) {
        return std::nullopt;
    }
    const QString name = typedName();
    if (name.isEmpty()) {
        QMessageBox::warning(this, tr("Load Build"), tr("Pick a saved build to load."));
        return std::nullopt;
    }
    std::optional<SavedBuild> saved;
    try {
        saved = m_catalog->loadBuild(name.toStdString());
    } catch (const CatalogError& error) {
        QMessageBox::warning(this, tr("Load Build"), text::catalogErrorText(error));
        return std::nullopt;
    }
    if (!saved) {
        QMessageBox::warning(this, tr("Load Build"), tr("There is no saved build named “%1”.").arg(name));
        return std::nullopt;
    }
    return saved;
}

void SavedBuildsBar::showLoaded(const QString& name) {
    fillNames(name);
    m_status->setText(tr("Loaded “%1”.").arg(name));
}

void SavedBuildsBar::remove() {
    if (m_catalog == nullptr) {
        return;
    }
    const QString name = typedName();
    const int existing = m_name->findText(name, Qt::MatchFixedString);
    if (name.isEmpty() || existing < 0) {
        QMessageBox::warning(this, tr("Delete Build"), tr("There is no saved build named “%1”.").arg(name));
        return;
    }
    const QString stored = m_name->itemText(existing);
    const auto answer =
        QMessageBox::question(this, tr("Delete Build"), tr("Delete the saved build “%1”?").arg(stored),
                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes) {
        return;
    }
    try {
        m_catalog->removeBuild(stored.toStdString());
    } catch (const CatalogError& error) {
        QMessageBox::warning(this, tr("Delete Build"), text::catalogErrorText(error));
        return;
    }
    fillNames(QString());
    m_status->setText(tr("Deleted “%1”.").arg(stored));
}

} // namespace gpuadvisor
