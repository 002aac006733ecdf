#include "commandsupport.h"

#include "gpuadvisor/core/namematch.h"

#include <cmath>

namespace gpuadvisor::cli {

QString text(std::string_view value) {
    return QString::fromUtf8(value.data(), static_cast<qsizetype>(value.size()));
}

QString text(const std::string& value) {
    return QString::fromStdString(value);
}

QCommandLineOption formatOption(const QString& allowed) {
    return QCommandLineOption(QStringLiteral("format"), QStringLiteral("Output format: %1.").arg(allowed),
                              QStringLiteral("FORMAT"), QStringLiteral("table"));
}

OutputFormat outputFormat(const Invocation& invocation, bool allowCsv) {
    const QString value = invocation.parser().value(QStringLiteral("format"));
    const auto format = parseOutputFormat(value);
    if (!format || (!allowCsv && *format == OutputFormat::Csv)) {
        throw UsageError(
            QStringLiteral("--format '%1' is not one of: %2")
                .arg(value, allowCsv ? QStringLiteral("table, csv, json") : QStringLiteral("table, json")));
    }
    return *format;
}

Gpu requireGpu(Catalog& catalog, const QString& name) {
    if (auto gpu = catalog.findGpu(name.toStdString())) {
        return *gpu;
    }
    QString message = QStringLiteral("no card named '%1' in the catalog").arg(name);
    const auto suggestions = closestNames(name.toStdString(), catalog.gpuNames());
    if (!suggestions.empty()) {
        QStringList names;
        for (const auto& suggestion : suggestions) {
            names << text(suggestion);
        }
        message += QStringLiteral("; did you mean %1?").arg(names.join(QStringLiteral(", ")));
    } else {
        message += QStringLiteral("; 'gpu-advisor-cli catalog list' shows every card");
    }
    throw UsageError(message);
}

std::optional<double> numberOption(const Invocation& invocation, const QString& name, double min, double max,
                                   const QString& unit) {
    if (!invocation.parser().isSet(name)) {
        return std::nullopt;
    }
    const QString value = invocation.parser().value(name).trimmed();
    bool ok = false;
    const double number = value.toDouble(&ok);
    if (!ok || !std::isfinite(number)) {
        throw UsageError(QStringLiteral("--%1 '%2' is not a number").arg(name, value));
    }
    if (number < min || number > max) {
        throw UsageError(QStringLiteral("--%1 %2 is outside %3-%4%5")
                             .arg(name, value, numberText(min), numberText(max),
                                  unit.isEmpty() ? QString() : QLatin1Char(' ') + unit));
    }
    return number;
}

double requiredNumberOption(const Invocation& invocation, const QString& name, double min, double max,
                            const QString& unit) {
    if (!invocation.parser().isSet(name)) {
        throw UsageError(QStringLiteral("--%1 is required").arg(name));
    }
    return *numberOption(invocation, name, min, max, unit);
}

std::optional<int> integerOption(const Invocation& invocation, const QString& name, int min, int max) {
    if (!invocation.parser().isSet(name)) {
        return std::nullopt;
    }
    const QString value = invocation.parser().value(name).trimmed();
    bool ok = false;
    const int number = value.toInt(&ok);
    if (!ok) {
        throw UsageError(QStringLiteral("--%1 '%2' is not a whole number").arg(name, value));
    }
    if (number < min || number > max) {
        throw UsageError(QStringLiteral("--%1 %2 is outside %3-%4").arg(name, value).arg(min).arg(max));
    }
    return number;
}

} // namespace gpuadvisor::cli
