#pragma once

// Writing results for people (aligned tables) and for programs (CSV, JSON).

#include "gpuadvisor/core/catalog/benchmark.h"
#include "gpuadvisor/core/catalog/catalogrecords.h"
#include "gpuadvisor/core/catalog/gpu.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <string_view>
#include <vector>

namespace gpuadvisor::cli {

enum class OutputFormat { Table, Csv, Json };

/// Core's UTF-8 text as a QString.
QString text(std::string_view value);
QString text(const std::string& value);
/// "yes" or "no", as tables and messages print a flag.
QString yesNo(bool value);

/// Parses "table", "csv" or "json"; std::nullopt otherwise.
std::optional<OutputFormat> parseOutputFormat(const QString& text);

/// Writes UTF-8 text to standard output / standard error. After a failed write to standard
/// output (a full disk, /dev/full, a closed pipe) nothing more is written to it, and
/// standardOutputFailure() says why: runCli then exits with an error instead of success.
void printOut(const QString& text);
void printError(const QString& text);
/// The same for text already in UTF-8 (streamed output).
void printOutUtf8(std::string_view utf8);

/// Why writing standard output failed ("No space left on device"), or std::nullopt.
std::optional<QString> standardOutputFailure();

/// A plain-text table: a header row, a rule, and the rows, each column as wide as its widest
/// cell. Columns listed in `rightAligned` (numbers) are aligned to the right.
class TextTable {
public:
    explicit TextTable(QStringList header, QList<int> rightAligned = {});
    void addRow(QStringList cells);
    QString render() const;

    // A table too long to hold (100,000 ranked cards) is written row by row instead: widen()
    // with every row first, then headerLines() and rowLine() of each row, which together are
    // what render() would write had the rows been added.

    /// Makes the columns as wide as `cells` need, without keeping them.
    void widen(const QStringList& cells);
    /// The header and the rule under it.
    QString headerLines() const;
    /// One row, with its line end.
    QString rowLine(const QStringList& cells) const;

private:
    QStringList m_header;
    QList<int> m_rightAligned;
    QList<QStringList> m_rows;
    QList<qsizetype> m_widths; ///< Of the header and every row added or widened.
};

/// A number with exactly `decimals` decimals, as C's "%.*f" writes it ("0.20", "1500").
QString fixed(double value, int decimals);

/// A number as short as it can be written exactly ("1008", "71.2"); "-" for std::nullopt.
QString numberText(double value);
QString numberText(const std::optional<double>& value);

/// Objects keyed by the CSV column names, null where a card lacks a capability.
QJsonObject toJson(const Gpu& gpu);
QJsonObject toJson(const PriceObservation& price);
QJsonObject toJson(const CloudOffer& offer);
/// A benchmark result with its origin ("shipped" or "user"); workload "other" for other families.
QJsonObject toJson(const BenchmarkResult& result);

} // namespace gpuadvisor::cli
