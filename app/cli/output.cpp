#include "output.h"

#include "gpuadvisor/core/catalog/catalogcsv.h"
#include "gpuadvisor/text/fromstd.h"

#include <QJsonValue>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace gpuadvisor::cli {
namespace {

/// errno of the first write to standard output that failed, or 0. Once output is lost the rest
/// is not written either, so a reader never gets a file with a hole in it.
int standardOutputErrno = 0;

/// Writes the whole of `bytes`; false (with errno set) when the stream took less.
bool write(std::FILE* stream, std::string_view bytes) {
    errno = 0;
    const bool complete = std::fwrite(bytes.data(), 1, bytes.size(), stream) == bytes.size();
    // fflush is where a full disk or a closed pipe shows up for buffered output.
    return std::fflush(stream) == 0 && complete;
}

QJsonValue json(const std::optional<double>& value) {
    return value ? QJsonValue(*value) : QJsonValue();
}

} // namespace

QString text(std::string_view value) {
    return gpuadvisor::text::fromStd(value);
}

QString text(const std::string& value) {
    return QString::fromStdString(value);
}

QString yesNo(bool value) {
    return value ? QStringLiteral("yes") : QStringLiteral("no");
}

std::optional<OutputFormat> parseOutputFormat(const QString& text) {
    if (text == QLatin1String("table")) {
        return OutputFormat::Table;
    }
    if (text == QLatin1String("csv")) {
        return OutputFormat::Csv;
    }
    if (text == QLatin1String("json")) {
        return OutputFormat::Json;
    }
    return std::nullopt;
}

void printOut(const QString& text) {
    const QByteArray bytes = text.toUtf8();
    printOutUtf8(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

void printOutUtf8(std::string_view utf8) {
    if (standardOutputErrno != 0) {
        return;
    }
    if (!write(stdout, utf8)) {
        standardOutputErrno = errno != 0 ? errno : EIO;
    }
}

void printError(const QString& text) {
    const QByteArray bytes = text.toUtf8();
    // Nowhere is left to report a failure of standard error itself.
    write(stderr, std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

std::optional<QString> standardOutputFailure() {
    if (standardOutputErrno == 0) {
        return std::nullopt;
    }
    return QString::fromLocal8Bit(std::strerror(standardOutputErrno));
}

TextTable::TextTable(QStringList header, QList<int> rightAligned)
    : m_header(std::move(header))
    , m_rightAligned(std::move(rightAligned)) {
    for (const QString& cell : m_header) {
        m_widths.append(cell.size());
    }
}

void TextTable::addRow(QStringList cells) {
    widen(cells);
    m_rows.append(std::move(cells));
}

void TextTable::widen(const QStringList& cells) {
    for (qsizetype c = 0; c < cells.size() && c < m_widths.size(); ++c) {
        m_widths[c] = std::max(m_widths[c], cells[c].size());
    }
}

QString TextTable::rowLine(const QStringList& cells) const {
    QString line;
    for (qsizetype c = 0; c < m_widths.size(); ++c) {
        const QString cell = c < cells.size() ? cells[c] : QString();
        if (c > 0) {
            line += QStringLiteral("  ");
        }
        const bool lastColumn = c == m_widths.size() - 1;
        if (m_rightAligned.contains(static_cast<int>(c))) {
            line += cell.rightJustified(m_widths[c]);
        } else {
            line += lastColumn ? cell : cell.leftJustified(m_widths[c]);
        }
    }
    return line + QLatin1Char('\n');
}

QString TextTable::headerLines() const {
    QString rule;
    for (qsizetype c = 0; c < m_widths.size(); ++c) {
        rule += (c > 0 ? QStringLiteral("  ") : QString()) + QString(m_widths[c], QLatin1Char('-'));
    }
    return rowLine(m_header) + rule + QLatin1Char('\n');
}

QString TextTable::render() const {
    QString result = headerLines();
    for (const QStringList& row : m_rows) {
        result += rowLine(row);
    }
    return result;
}

QString fixed(double value, int decimals) {
    return QString::number(value, 'f', decimals);
}

QString numberText(double value) {
    return QString::fromStdString(formatNumber(value));
}

QString numberText(const std::optional<double>& value) {
    return value ? numberText(*value) : QStringLiteral("-");
}

QJsonObject toJson(const Gpu& gpu) {
    return QJsonObject{
        {QStringLiteral("name"), QString::fromStdString(gpu.name)},
        {QStringLiteral("vendor"), QString::fromStdString(gpu.vendor)},
        {QStringLiteral("architecture"), text(toString(gpu.architecture))},
        {QStringLiteral("segment"), text(toString(gpu.segment))},
        {QStringLiteral("release_year"), gpu.releaseYear},
        {QStringLiteral("memory_gb"), gpu.memoryGb},
        {QStringLiteral("memory_type"), QString::fromStdString(gpu.memoryType)},
        {QStringLiteral("bandwidth_gbps"), gpu.bandwidthGBps},
        {QStringLiteral("sm_count"), gpu.smCount},
        {QStringLiteral("tensor_core_generation"), gpu.tensorCoreGeneration},
        {QStringLiteral("fp16_tensor_tflops"), json(gpu.fp16TensorTflops)},
        {QStringLiteral("fp16_tensor_fp32acc_tflops"), json(gpu.fp16TensorFp32AccumulateTflops)},
        {QStringLiteral("bf16_tensor_tflops"), json(gpu.bf16TensorTflops)},
        {QStringLiteral("int8_tensor_tops"), json(gpu.int8TensorTops)},
        {QStringLiteral("fp8_tensor_tflops"), json(gpu.fp8TensorTflops)},
        {QStringLiteral("fp32_tflops"), gpu.fp32Tflops},
        {QStringLiteral("l2_cache_mb"), gpu.l2CacheMb},
        {QStringLiteral("shared_memory_per_sm_kb"), gpu.sharedMemoryPerSmKb},
        {QStringLiteral("board_power_w"), gpu.boardPowerWatts},
        {QStringLiteral("slot_width"), gpu.slotWidth},
        {QStringLiteral("cooler"), text(toString(gpu.cooler))},
        {QStringLiteral("power_connectors"), QString::fromStdString(gpu.powerConnectors)},
        {QStringLiteral("pcie_generation"), gpu.pcieGeneration},
        {QStringLiteral("nvlink"), gpu.nvlink},
        {QStringLiteral("ecc"), gpu.ecc},
        {QStringLiteral("launch_price_usd"), json(gpu.launchPriceUsd)},
        {QStringLiteral("datacenter_use_allowed"), gpu.datacenterUseAllowed},
    };
}

QJsonObject toJson(const PriceObservation& price) {
    return QJsonObject{
        {QStringLiteral("gpu_name"), QString::fromStdString(price.gpuName)},
        {QStringLiteral("condition"), text(toString(price.condition))},
        {QStringLiteral("price_usd"), price.priceUsd},
        {QStringLiteral("observed_on"), QString::fromStdString(formatIsoDate(price.observedOn))},
        {QStringLiteral("source"), QString::fromStdString(price.source)},
    };
}

QJsonObject toJson(const CloudOffer& offer) {
    return QJsonObject{
        {QStringLiteral("provider"), QString::fromStdString(offer.provider)},
        {QStringLiteral("instance"), QString::fromStdString(offer.instance)},
        {QStringLiteral("gpu_name"), QString::fromStdString(offer.gpuName)},
        {QStringLiteral("gpu_count"), offer.gpuCount},
        {QStringLiteral("usd_per_hour"), offer.usdPerHour},
        {QStringLiteral("pricing"), text(toString(offer.pricing))},
        {QStringLiteral("observed_on"), QString::fromStdString(formatIsoDate(offer.observedOn))},
        {QStringLiteral("source"), QString::fromStdString(offer.source)},
    };
}

QJsonObject toJson(const BenchmarkResult& result) {
    return QJsonObject{
        {QStringLiteral("gpu_name"), QString::fromStdString(result.gpuName)},
        {QStringLiteral("gpu_count"), result.gpuCount},
        {QStringLiteral("system"), QString::fromStdString(result.system)},
        {QStringLiteral("model"), QString::fromStdString(result.model)},
        {QStringLiteral("workload"),
         result.workload ? text(toString(*result.workload)) : QStringLiteral("other")},
        {QStringLiteral("task"), text(toString(result.task))},
        {QStringLiteral("precision"), QString::fromStdString(result.precision)},
        {QStringLiteral("batch_size"), result.batchSize},
        {QStringLiteral("software"), QString::fromStdString(result.software)},
        {QStringLiteral("value"), result.value},
        {QStringLiteral("unit"), QString::fromStdString(result.unit)},
        {QStringLiteral("measured_on"), QString::fromStdString(formatIsoDate(result.measuredOn))},
        {QStringLiteral("source"), QString::fromStdString(result.source)},
        {QStringLiteral("origin"), text(toString(result.origin))},
    };
}

} // namespace gpuadvisor::cli
