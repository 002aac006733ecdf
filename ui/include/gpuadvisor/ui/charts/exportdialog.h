#pragma once

#include "gpuadvisor/ui/charts/chartexport.h"

#include <QDialog>

class QSpinBox;

namespace gpuadvisor {

/// Asks for the size and resolution of an exported chart; remembers the last choice.
class ExportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ExportDialog(QWidget* parent = nullptr);
    ChartExportOptions options() const;

    void accept() override;

private:
    QSpinBox* m_width;
    QSpinBox* m_height;
    QSpinBox* m_dpi;
};

} // namespace gpuadvisor
