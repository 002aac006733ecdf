#pragma once

// Help > About: the app's name and version, the Qt version, and the catalog open now.

#include <QString>

class QMessageBox;
class QWidget;

namespace gpuadvisor {

struct CatalogSnapshot;

/// The About box's text: the app's name and version (QCoreApplication::applicationVersion()), the
/// Qt version, the catalog's path and its data date (the newest price observation of `snapshot`,
/// which may be nullptr).
QString aboutText(const QString& catalogPath, const CatalogSnapshot* snapshot);
/// Opens the About box over `parent` (objectName "aboutDialog", not blocking) and returns it.
QMessageBox* openAboutBox(QWidget* parent, const QString& text);

} // namespace gpuadvisor
