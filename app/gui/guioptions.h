#pragma once

// The gpu-advisor command line: which catalog to open, the chart to start with, and the
// headless --export-chart mode.

#include "gpuadvisor/ui/charts/chartexport.h"
#include "gpuadvisor/ui/shared/chartsettings.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace gpuadvisor::gui {

struct GuiOptions {
    QString catalogPath;     ///< Empty: the user's catalog (Catalog::defaultPath()).
    QString exportChartPath; ///< Set: render this file with no window and exit.
    ChartSettings settings;  ///< The chart to show or export.
    ChartExportOptions exportOptions;
    bool heightGiven = false; ///< --height was given; else an export is as tall as its bars need.
    bool printMenus = false;  ///< --print-menus: print the menu titles and exit (a check without display).
};

struct GuiOptionsResult {
    std::optional<GuiOptions> options;
    QString error;         ///< Set when the arguments are wrong: say it and exit 2.
    QString helpOrVersion; ///< Set for --help / --version: print it and exit 0.
};

/// Parses the arguments (the program name first, as QCoreApplication::arguments()). Chart
/// options not given keep their value in `defaults`.
GuiOptionsResult parseGuiOptions(const QStringList& arguments, const ChartSettings& defaults = {});

/// Whether the arguments ask for a run without a window: --export-chart, --print-menus, --help or
/// --version (checked before the QApplication exists, to choose the offscreen platform).
bool asksForHeadlessExport(int argc, char** argv);

} // namespace gpuadvisor::gui
