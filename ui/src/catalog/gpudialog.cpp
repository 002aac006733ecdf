#include "gpuadvisor/ui/catalog/gpudialog.h"

#include "gpuadvisor/core/catalog/gpufields.h"
#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/core/catalog/validation.h"
#include "gpuadvisor/text/fromstd.h"
#include "gpuadvisor/text/gpufieldtext.h"
#include "gpuadvisor/text/numbers.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpuadvisor {
namespace {

std::optional<double> parseNumber(const QString& text) {
    bool ok = false;
    double value = QLocale().toDouble(text, &ok);
    if (!ok) {
        value = QLocale::c().toDouble(text, &ok);
    }
    return ok && std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
}

QString nameOf(const GpuField& field) {
    return text::fromStd(field.name);
}

QString groupTitle(GpuFieldGroup group) {
    switch (group) {
    case GpuFieldGroup::Card:
        return GpuDialog::tr("Card");
    case GpuFieldGroup::Memory:
        return GpuDialog::tr("Memory");
    case GpuFieldGroup::Compute:
        return GpuDialog::tr("Compute");
    case GpuFieldGroup::Board:
        return GpuDialog::tr("Board");
    }
    return {};
}

/// The editor of one field: a list for a choice, a check box for a flag, a line edit otherwise.
QWidget* createEditor(const GpuField& field) {
    switch (field.kind) {
    case GpuFieldKind::Choice: {
        auto* combo = new QComboBox;
        for (int choice = 0; choice < static_cast<int>(field.choices.size()); ++choice) {
            combo->addItem(text::gpuChoiceLabel(field, choice), choice);
        }
        return combo;
    }
    case GpuFieldKind::Flag:
        return new QCheckBox(text::gpuFieldLabel(field.name));
    case GpuFieldKind::Text:
    case GpuFieldKind::Number:
    case GpuFieldKind::OptionalNumber:
    case GpuFieldKind::WholeNumber:
        break;
    }
    auto* edit = new QLineEdit;
    edit->setMinimumWidth(edit->fontMetrics().horizontalAdvance(QStringLiteral("0000000000000")));
    if (field.isOptional()) {
        edit->setPlaceholderText(GpuDialog::tr("empty: none"));
    }
    return edit;
}

} // namespace

GpuDialog::GpuDialog(std::vector<std::string> existingNames, const Gpu* start, QWidget* parent)
    : QDialog(parent)
    , m_existingNames(std::move(existingNames)) {
    setWindowTitle(tr("Add Card"));
    setObjectName(QStringLiteral("gpuDialog"));

    // One box per group, its fields in catalog column order; card and memory on the left.
    const auto form = [this](GpuFieldGroup group) {
        auto* box = new QGroupBox(groupTitle(group));
        auto* layout = new QFormLayout(box);
        for (const GpuField& field : gpuFields()) {
            if (field.group != group) {
                continue;
            }
            QWidget* widget = createEditor(field);
            addField(nameOf(field), widget);
            if (field.kind == GpuFieldKind::Flag) {
                layout->addRow(widget);
            } else {
                layout->addRow(text::gpuFieldLabel(field.name) + QLatin1Char(':'), widget);
            }
        }
        return box;
    };
    auto* left = new QVBoxLayout;
    left->addWidget(form(GpuFieldGroup::Card));
    left->addWidget(form(GpuFieldGroup::Memory));
    left->addStretch();
    auto* right = new QVBoxLayout;
    right->addWidget(form(GpuFieldGroup::Compute));
    right->addWidget(form(GpuFieldGroup::Board));
    right->addStretch();
    auto* columns = new QHBoxLayout;
    columns->addLayout(left);
    columns->addLayout(right);

    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("gpuDialogMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_message->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Add Card"));
    connect(buttons, &QDialogButtonBox::accepted, this, &GpuDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &GpuDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(m_message);
    layout->addWidget(buttons);

    Gpu initial;
    initial.vendor = "NVIDIA";
    initial.releaseYear = static_cast<int>(todayUtc().year());
    if (start != nullptr) {
        initial = *start;
        initial.name.clear();
    }
    setGpu(initial);
    if (start == nullptr) {
        // Leave the numbers to type rather than showing zeros that would be refused.
        for (const GpuField& field : gpuFields()) {
            const std::optional<double> value = field.number(initial);
            if (field.range && value && !(*value >= field.range->min && *value <= field.range->max)) {
                static_cast<QLineEdit*>(this->field(nameOf(field)))->clear();
            }
        }
    }
}

void GpuDialog::addField(const QString& name, QWidget* widget) {
    widget->setObjectName(QStringLiteral("gpuField_") + name);
    m_fields.insert(name, widget);
}

QString GpuDialog::text(const QString& name) const {
    const auto* edit = qobject_cast<const QLineEdit*>(m_fields.value(name));
    return edit != nullptr ? edit->text().trimmed() : QString();
}

void GpuDialog::setGpu(const Gpu& gpu) {
    for (const GpuField& gpuField : gpuFields()) {
        QWidget* widget = field(nameOf(gpuField));
        const std::optional<double> number = gpuField.number(gpu);
        if (auto* combo = qobject_cast<QComboBox*>(widget)) {
            combo->setCurrentIndex(combo->findData(static_cast<int>(number.value_or(0))));
        } else if (auto* check = qobject_cast<QCheckBox*>(widget)) {
            check->setChecked(number.value_or(0) != 0);
        } else if (auto* edit = qobject_cast<QLineEdit*>(widget)) {
            edit->setText(gpuField.kind == GpuFieldKind::Text ? text::fromStd(gpuField.format(gpu))
                          : number                            ? text::editableNumber(*number)
                                                              : QString());
        }
    }
}

std::optional<Gpu> GpuDialog::validatedGpu(QStringList* problems) {
    QStringList bad;
    QHash<QString, QString> messages;
    QStringList lines;
    const auto report = [&](const QString& name, const QString& message) {
        if (!bad.contains(name)) {
            bad << name;
        }
        messages[name] += messages[name].isEmpty() ? message : QLatin1Char('\n') + message;
        lines << message;
    };

    Gpu gpu;
    for (const GpuField& gpuField : gpuFields()) {
        const QString name = nameOf(gpuField);
        QWidget* widget = field(name);
        if (auto* combo = qobject_cast<QComboBox*>(widget)) {
            gpuField.setNumber(gpu, combo->currentData().toInt());
            continue;
        }
        if (auto* check = qobject_cast<QCheckBox*>(widget)) {
            gpuField.setNumber(gpu, check->isChecked() ? 1 : 0);
            continue;
        }
        const QString value = text(name);
        if (gpuField.kind == GpuFieldKind::Text) {
            gpuField.setText(gpu, (gpuField.name == "name" ? value.simplified() : value).toStdString());
            continue;
        }
        const QString label = text::gpuFieldLabel(gpuField.name);
        if (value.isEmpty()) {
            if (!gpuField.isOptional()) {
                report(name, tr("%1: a value is required.").arg(label));
            }
            continue;
        }
        const std::optional<double> parsed = parseNumber(value);
        const bool whole = gpuField.kind == GpuFieldKind::WholeNumber;
        if (!parsed || (whole && *parsed != std::floor(*parsed))) {
            report(name, (whole ? tr("%1: \"%2\" is not a whole number.") : tr("%1: \"%2\" is not a number."))
                             .arg(label, value));
            continue;
        }
        gpuField.setNumber(gpu, parsed);
    }

    // Range rules only for fields that parsed: "abc" is reported once, as not a number.
    const QStringList unreadable = bad;
    for (const FieldProblem& problem : validateGpu(gpu)) {
        const QString key = QString::fromStdString(problem.field);
        if (!unreadable.contains(key)) {
            report(key, text::describeFieldProblems({problem}));
        }
    }
    if (!gpu.name.empty()) {
        for (const std::string& existing : m_existingNames) {
            if (normalizedName(existing) == normalizedName(gpu.name)) {
                report(QStringLiteral("name"),
                       tr("%1: a card named \"%2\" is already in the catalog.")
                           .arg(text::gpuFieldLabel("name"), QString::fromStdString(existing)));
                break;
            }
        }
    }

    highlight(bad, messages);
    m_message->setText(lines.join(QLatin1Char('\n')));
    m_message->setVisible(!lines.isEmpty());
    if (problems != nullptr) {
        *problems = lines;
    }
    if (!lines.isEmpty()) {
        return std::nullopt;
    }
    return gpu;
}

void GpuDialog::highlight(const QStringList& names, const QHash<QString, QString>& messages) {
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        const bool bad = names.contains(it.key());
        it.value()->setStyleSheet(bad ? QStringLiteral("background-color: #ffd7d7;") : QString());
        it.value()->setToolTip(messages.value(it.key()));
    }
    m_highlighted = names;
    if (!names.isEmpty()) {
        if (QWidget* first = m_fields.value(names.first())) {
            first->setFocus();
        }
    }
}

void GpuDialog::accept() {
    if (validatedGpu()) {
        QDialog::accept();
    }
}

} // namespace gpuadvisor
