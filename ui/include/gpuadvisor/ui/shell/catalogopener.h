#pragma once

// Opening a catalog for the desktop app, with a way out of every fault the file can have.

#include <QString>

#include <memory>

class QWidget;

namespace gpuadvisor {

class Catalog;

/// Opens the catalog at `path` (creating it on a first run). When the file cannot be opened as
/// it is, a dialog (objectName "catalogProblemDialog") says why in the user's language and
/// offers what can be done:
/// - damaged (garbage, truncated, failing quick_check): Recover (button "recoverButton") keeps
///   the file as a timestamped backup, makes a fresh catalog and copies in the rows that can still
///   be read, then says what came back (dialog "catalogRecoveredDialog");
/// - written by a newer GPU Advisor: Open Read-Only ("openReadOnlyButton");
/// - locked by another program after the wait: Try Again ("retryButton");
/// - another program's database, a missing folder, anything else: the reason, and no change.
/// Returns nullptr when the user cancels or nothing can be done; the file is then as it was.
std::unique_ptr<Catalog> openCatalogForUser(const QString& path, QWidget* parent);

} // namespace gpuadvisor
