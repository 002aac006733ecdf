#pragma once

// Helpers the commands share: text conversion, the --format option, card lookup, and numeric
// flags checked for range with the flag named in the message.

#include "cliapplication.h"
#include "output.h"

#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/core/catalog/date.h"
#include "gpuadvisor/core/catalog/enums.h"
#include "gpuadvisor/core/catalog/gpu.h"
#include "gpuadvisor/core/catalog/pricebook.h"
#include "gpuadvisor/core/cost/ownership.h"

#include <optional>
#include <string>
#include <string_view>

namespace gpuadvisor::cli {

/// An option that takes a value (VALUENAME in the help), with its default if it has one.
QCommandLineOption valueOption(const QString& name, const QString& description, const QString& valueName,
                               const QString& defaultValue = {});

/// --format FORMAT, "table" by default; `allowed` is shown in the help.
QCommandLineOption formatOption(const QString& allowed);
/// The parsed --format; UsageError for an unknown one (or csv where it is not allowed).
OutputFormat outputFormat(const Invocation& invocation, bool allowCsv);

/// The card called `name`, or a UsageError that suggests the closest names.
Gpu requireGpu(Catalog& catalog, const QString& name);

/// Imports the CSV file FILE (the command's first operand) into the catalog, all rows or none:
/// prints what changed and returns ExitSuccess, or prints the bad rows' lines and columns on
/// stderr (problemLines) and returns ExitBadInput. With `expectedTable`, a file of another table
/// is refused.
int importCsvOperand(Invocation& invocation, std::optional<CatalogTable> expectedTable = std::nullopt);

/// The listed problems of an import, one line each after `prefix` ("  line 7, column memory_gb:
/// ..."), then "  and 12,345 more problems" when `unlisted` is not 0.
QString problemLines(const std::vector<CsvImportError>& errors, std::size_t unlisted, const QString& prefix);
/// A count with its digits grouped as English writes them: "12,345".
QString countText(std::size_t count);

/// The value of --`name` as a finite number in [min, max], or std::nullopt when the flag was not
/// given. UsageError naming the flag, the value and the range otherwise (NaN and inf included).
std::optional<double> numberOption(const Invocation& invocation, const QString& name, double min, double max,
                                   const QString& unit = {});
/// The same, for a flag the command cannot run without.
double requiredNumberOption(const Invocation& invocation, const QString& name, double min, double max,
                            const QString& unit = {});
/// A whole number in [min, max], or std::nullopt when not given.
std::optional<int> integerOption(const Invocation& invocation, const QString& name, int min, int max);

/// --`name` parsed by `parse` (an enum's parseX), or `fallback` when not given; UsageError naming
/// the flag, the value and the `allowed` spellings otherwise.
template <typename Parse>
auto enumOption(const Invocation& invocation, const QString& name, Parse parse, std::string_view allowed,
                decltype(*parse(std::string_view{})) fallback) {
    if (!invocation.parser().isSet(name)) {
        return fallback;
    }
    const QString value = invocation.parser().value(name);
    const auto parsed = parse(value.toStdString());
    if (!parsed) {
        throw UsageError(QStringLiteral("--%1 '%2' is not one of: %3").arg(name, value, text(allowed)));
    }
    return *parsed;
}

/// --`name` as yes or no (also y/n, true/false, any case); std::nullopt when not given,
/// UsageError naming the flag and the value otherwise.
std::optional<bool> yesNoOption(const Invocation& invocation, const QString& name);

/// --vendor NAME[,NAME...]: the vendors a command considers (nvidia, amd, intel, apple; any case).
QCommandLineOption vendorOptionDefinition();
/// The vendors named by --vendor, spelled as the catalog spells them ("AMD"); empty when not given
/// (every vendor). UsageError naming an unknown vendor and the known ones.
std::vector<std::string> vendorOption(const Invocation& invocation);

/// --condition new|used, or `fallback` when not given; UsageError naming the value otherwise.
Condition conditionOption(const Invocation& invocation, Condition fallback = Condition::New);
/// --as-of YYYY-MM-DD, or today (UTC) when not given; UsageError for a malformed day.
Date asOfOption(const Invocation& invocation);
/// --stale-after MONTHS (1-120; default defaultStalePriceMonths): prices older are marked old.
QCommandLineOption staleAfterOptionDefinition();
int staleAfterOption(const Invocation& invocation);
/// A price's date for a table: "2025-06-15", or "2025-06-15 (old)" when older than `months`
/// before `asOf`.
QString priceDateCell(Date observedOn, Date asOf, int months = defaultStalePriceMonths);
/// --years, --kwh-price and --utilization (percent), each defaulting to the 2023 guide's (C1).
OwnershipAssumptions ownershipOptions(const Invocation& invocation);
/// The definitions of those three flags, for a command's option list.
QList<QCommandLineOption> ownershipOptionDefinitions();

} // namespace gpuadvisor::cli
