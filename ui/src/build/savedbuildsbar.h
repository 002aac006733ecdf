#pragma once

// The row over the build page for builds saved in the user's catalog: the name field (pick a
// saved build or type a new name), Save, Load and Delete, and what the last of them did.

#include "gpuadvisor/core/build/buildcheck.h"
#include "gpuadvisor/core/build/savedbuild.h"

#include <QWidget>

#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace gpuadvisor {

class Catalog;

class SavedBuildsBar : public QWidget {
    Q_OBJECT
public:
    /// `currentBuild` gives the build Save stores.
    explicit SavedBuildsBar(std::function<BuildSpec()> currentBuild, QWidget* parent = nullptr);

    /// Where builds are saved; nullptr disables the row. Not owned.
    void setCatalog(Catalog* catalog);
    /// The name in the name field, trimmed.
    QString typedName() const;
    /// Shows `text` where the row says what happened.
    void setStatus(const QString& text);

    /// Saves the build under typedName() (asks before replacing one) and deletes the saved build of
    /// that name (asks first). Errors are shown in a message box.
    void save();
    void remove();
    /// The saved build of typedName(), or std::nullopt (after a message box saying why).
    std::optional<SavedBuild> load();
    /// After the page showed a loaded build: its name is picked and the row says so.
    void showLoaded(const QString& name);

signals:
    /// The Load button: the page loads the build (load()) and shows it.
    void loadRequested();

private:
    void fillNames(const QString& current);
    void updateButtons();

    std::function<BuildSpec()> m_currentBuild;
    Catalog* m_catalog = nullptr;
    QComboBox* m_name = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_load = nullptr;
    QPushButton* m_delete = nullptr;
    QLabel* m_status = nullptr;
};

} // namespace gpuadvisor
