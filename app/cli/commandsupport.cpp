#include "commandsupport.h"

#include "gpuadvisor/core/catalog/architecture.h"

#include "gpuadvisor/core/catalog/namematch.h"
#include "gpuadvisor/text/fromstd.h"

#include <QLocale>

#include <cmath>

namespace gpuadvisor::cli {

QCommandLineOption valueOption(const QString& name, const QString& description, const QString& valueName,
                               const QString& defaultValue) {
    return QCommandLineOption(name, description, valueName, defaultValue);
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

int importCsvOperand(Invocation& invocation, std::optional<CatalogTable> expectedTable) {
    const QString file = invocation.operands().front();
    Catalog& catalog = invocation.catalog();
    const ImportResult result = catalog.importCsvFile(file, expectedTable);
    if (!result.ok()) {
        printError(QStringLiteral("%1: nothing was imported, %2 problem(s):\n")
                       .arg(file, countText(result.errorCount())) +
                   problemLines(result.errors, result.unlistedErrors, QStringLiteral("  ")));
        return ExitBadInput;
    }
    QString summary = QStringLiteral("Imported %1 into the %2 table: %3 new, %4 replaced")
                          .arg(file, text(toString(result.table)))
                          .arg(result.inserted)
                          .arg(result.updated);
    if (result.table == CatalogTable::Benchmarks) {
        summary += QStringLiteral(", %1 unchanged (already in the catalog)").arg(result.unchanged);
    }
    printOut(summary + QStringLiteral(".\n"));
    return ExitSuccess;
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

QString problemLines(const std::vector<CsvImportError>& errors, std::size_t unlisted, const QString& prefix) {
    QString lines;
    for (const auto& error : errors) {
        lines += prefix + text(error.describe()) + QLatin1Char('\n');
    }
    if (unlisted > 0) {
        lines += QStringLiteral("  ") + text(moreProblemsText(unlisted)) + QLatin1Char('\n');
    }
    return lines;
}

QString countText(std::size_t count) {
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(static_cast<qulonglong>(count));
}

std::optional<bool> yesNoOption(const Invocation& invocation, const QString& name) {
    if (!invocation.parser().isSet(name)) {
        return std::nullopt;
    }
    const QString value = invocation.parser().value(name).trimmed();
    const QString lower = value.toLower();
    if (lower == QLatin1String("yes") || lower == QLatin1String("y") || lower == QLatin1String("true")) {
        return true;
    }
    if (lower == QLatin1String("no") || lower == QLatin1String("n") || lower == QLatin1String("false")) {
        return false;
    }
    throw UsageError(
        QStringLiteral("--%1 '%2' is not yes or no (y, n, true and false work too)").arg(name, value));
}

QCommandLineOption vendorOptionDefinition() {
    return QCommandLineOption(QStringLiteral("vendor"),
                              QStringLiteral("Only devices of these vendors, comma-separated: nvidia, amd, "
                                             "intel, apple (default: all)."),
                              QStringLiteral("VENDORS"));
}

std::vector<std::string> vendorOption(const Invocation& invocation) {
    std::vector<std::string> vendors;
    if (!invocation.parser().isSet(QStringLiteral("vendor"))) {
        return vendors;
    }
    QStringList known;
    for (const std::string_view vendor : allVendors) {
        known << text(vendor).toLower();
    }
    for (const QString& item :
         invocation.parser().value(QStringLiteral("vendor")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString wanted = item.trimmed();
        const auto found = std::find_if(allVendors.begin(), allVendors.end(), [&](std::string_view vendor) {
            return text(vendor).compare(wanted, Qt::CaseInsensitive) == 0;
        });
        if (found == allVendors.end()) {
            throw UsageError(QStringLiteral("--vendor '%1' is not one of: %2")
                                 .arg(wanted, known.join(QStringLiteral(", "))));
        }
        vendors.emplace_back(*found);
    }
    if (vendors.empty()) {
        throw UsageError(
            QStringLiteral("--vendor needs at least one of: %1").arg(known.join(QStringLiteral(", "))));
    }
    return vendors;
}

Condition conditionOption(const Invocation& invocation, Condition fallback) {
    const auto& parser = invocation.parser();
    if (!parser.isSet(QStringLiteral("condition"))) {
        return fallback;
    }
    const QString value = parser.value(QStringLiteral("condition"));
    const auto condition = parseCondition(value.toStdString());
    if (!condition) {
        throw UsageError(
            QStringLiteral("--condition '%1' is not one of: %2").arg(value, text(allowedConditions())));
    }
    return *condition;
}

Date asOfOption(const Invocation& invocation) {
    const auto& parser = invocation.parser();
    if (!parser.isSet(QStringLiteral("as-of"))) {
        return todayUtc();
    }
    const QString value = parser.value(QStringLiteral("as-of"));
    const auto date = parseIsoDate(value.toStdString());
    if (!date) {
        throw UsageError(QStringLiteral("--as-of '%1' is not a date of the form YYYY-MM-DD").arg(value));
    }
    return *date;
}

QCommandLineOption staleAfterOptionDefinition() {
    return QCommandLineOption(
        QStringLiteral("stale-after"),
        QStringLiteral("Mark prices older than this many months as old (1-120, default %1).")
            .arg(defaultStalePriceMonths),
        QStringLiteral("MONTHS"));
}

int staleAfterOption(const Invocation& invocation) {
    return integerOption(invocation, QStringLiteral("stale-after"), 1, 120).value_or(defaultStalePriceMonths);
}

QString priceDateCell(Date observedOn, Date asOf, int months) {
    const QString date = text(formatIsoDate(observedOn));
    return isStalePrice(observedOn, asOf, months) ? date + QStringLiteral(" (old)") : date;
}

OwnershipAssumptions ownershipOptions(const Invocation& invocation) {
    OwnershipAssumptions ownership;
    // Ranges that give finite costs, as the Cost context bar's: no tokens are made in 0 years or
    // at 0 % busy, and "$inf per million tokens" is no answer.
    ownership.years = numberOption(invocation, QStringLiteral("years"), 0.5, 30, QStringLiteral("years"))
                          .value_or(guideOwnershipYears);
    ownership.kwhPriceUsd =
        numberOption(invocation, QStringLiteral("kwh-price"), 0, 10, QStringLiteral("USD"))
            .value_or(guideKwhPriceUsd);
    ownership.utilization =
        numberOption(invocation, QStringLiteral("utilization"), 0.1, 100, QStringLiteral("percent"))
            .value_or(guideUtilization * 100) /
        100.0;
    return ownership;
}

QList<QCommandLineOption> ownershipOptionDefinitions() {
    return {
        QCommandLineOption(QStringLiteral("years"), QStringLiteral("Years of ownership (default 5)."),
                           QStringLiteral("N")),
        QCommandLineOption(QStringLiteral("kwh-price"), QStringLiteral("Electricity price (default 0.175)."),
                           QStringLiteral("USD")),
        QCommandLineOption(QStringLiteral("utilization"),
                           QStringLiteral("Share of time the GPUs are busy (default 15)."),
                           QStringLiteral("PCT")),
    };
}

} // namespace gpuadvisor::cli
