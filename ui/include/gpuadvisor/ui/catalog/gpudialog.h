#pragma once

// The dialog that adds a card: every spec the models need, checked with validateGpu before it
// closes; wrong fields are tinted and the message under the form names each rule broken.

#include "gpuadvisor/core/catalog/gpu.h"

#include <QDialog>
#include <QHash>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

class QLabel;

namespace gpuadvisor {

class GpuDialog : public QDialog {
    Q_OBJECT
public:
    /// `existingNames` are refused as the new card's name; `start` fills the fields (a copy of a
    /// similar card saves typing), its name left empty.
    GpuDialog(std::vector<std::string> existingNames, const Gpu* start = nullptr, QWidget* parent = nullptr);

    /// Fills every field from `gpu`.
    void setGpu(const Gpu& gpu);
    /// Reads the fields and checks them: the card, or std::nullopt with `problems` (one line per
    /// broken rule) set, the wrong fields tinted and the message shown.
    std::optional<Gpu> validatedGpu(QStringList* problems = nullptr);

    /// The widget of a field, by the name validateGpu uses ("bandwidth_gbps"); its objectName is
    /// "gpuField_<name>".
    QWidget* field(const QString& name) const { return m_fields.value(name); }
    /// Fields tinted by the last check.
    QStringList highlightedFields() const { return m_highlighted; }

    void accept() override;

private:
    void addField(const QString& name, QWidget* widget);
    QString text(const QString& name) const;
    void highlight(const QStringList& names, const QHash<QString, QString>& messages);

    std::vector<std::string> m_existingNames;
    QHash<QString, QWidget*> m_fields;
    QStringList m_highlighted;
    QLabel* m_message = nullptr;
};

} // namespace gpuadvisor
