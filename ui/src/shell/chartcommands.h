#pragma once

// File > Export Chart, File > Export Chart Data and Edit > Copy Chart: the charts page's chart to
// a file (PNG, SVG, PDF, or its numbers as CSV) or to the clipboard, saying so in the status bar.

#include <QCoreApplication>

class QMainWindow;

namespace gpuadvisor {

class ChartsPage;

class ChartCommands {
    Q_DECLARE_TR_FUNCTIONS(ChartCommands)

public:
    /// The chart of `charts`, the dialogs over `window` and the words in its status bar.
    ChartCommands(const ChartsPage& charts, QMainWindow* window);

    /// Asks for a file and the export options and writes the chart.
    void exportChart();
    /// Asks for a file and writes the chart's numbers as CSV.
    void exportChartData();
    /// Puts the chart on the clipboard as an image the size of its view.
    void copyChart();

private:
    const ChartsPage& m_charts;
    QMainWindow* m_window;
};

} // namespace gpuadvisor
