// llama-bench's printers read back into records of fields (see llamabenchrecords.h).

#include "llamabenchrecords.h"

#include "gpuadvisor/core/catalog/csv.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace gpuadvisor::llamabench {
namespace {

std::string trimmedCopy(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).trimmed().toStdString();
}

std::vector<std::string_view> splitLines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) {
            end = text.size();
        }
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') {
            line.remove_suffix(1);
        }
        lines.push_back(line);
        start = end + 1;
    }
    return lines;
}

/// The text without a UTF-8 byte-order mark and leading white space.
std::string_view content(std::string_view text) {
    if (text.starts_with("\xEF\xBB\xBF")) {
        text.remove_prefix(3);
    }
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    return first == std::string_view::npos ? std::string_view() : text.substr(first);
}

/// The cells of a Markdown table line ("| a | b |" -> {"a", "b"}), or none for another line.
std::optional<std::vector<std::string>> tableCells(std::string_view line) {
    const std::string trimmed = trimmedCopy(line);
    if (trimmed.size() < 2 || trimmed.front() != '|' || trimmed.back() != '|') {
        return std::nullopt;
    }
    std::vector<std::string> cells;
    for (const QString& cell :
         qtext(std::string_view(trimmed).substr(1, trimmed.size() - 2)).split(QLatin1Char('|'))) {
        cells.push_back(cell.trimmed().toStdString());
    }
    return cells;
}

bool isTableHeader(const std::vector<std::string>& cells) {
    return std::find(cells.begin(), cells.end(), "test") != cells.end() &&
           std::find(cells.begin(), cells.end(), "t/s") != cells.end();
}

bool isCsvHeader(std::string_view line) {
    return line.find("build_commit") != std::string_view::npos &&
           line.find("avg_ts") != std::string_view::npos && !line.starts_with('{') && !line.starts_with('[');
}

/// The 1-based line of byte `offset`.
std::size_t lineAt(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    return 1 + static_cast<std::size_t>(
                   std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

/// The line on which each object of a top-level JSON array starts (json_printer writes one
/// "  {" line per test); strings are skipped so a brace in a CPU name does not count.
std::vector<std::size_t> arrayObjectLines(std::string_view text) {
    std::vector<std::size_t> lines;
    std::size_t line = 1;
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (const char c : text) {
        if (c == '\n') {
            ++line;
        }
        if (inString) {
            if (escaped) {
                escaped = false;
            } else if (c == '\\') {
                escaped = true;
            } else if (c == '"') {
                inString = false;
            }
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (depth == 1 && c == '{') {
                lines.push_back(line);
            }
            ++depth;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return lines;
}

std::string jsonText(const QJsonValue& value) {
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? "1" : "0";
    case QJsonValue::Double: {
        const double number = value.toDouble();
        return number == std::floor(number) && std::abs(number) < 1e15
                   ? QString::number(number, 'f', 0).toStdString()
                   : QString::number(number, 'g', 15).toStdString();
    }
    case QJsonValue::String:
        return value.toString().toStdString();
    default:
        return {};
    }
}

Record jsonRecord(const QJsonObject& object, std::size_t line) {
    Record record;
    record.line = line;
    for (auto it = object.begin(); it != object.end(); ++it) {
        record.fields[it.key().toStdString()] = jsonText(it.value());
    }
    return record;
}

} // namespace

const std::map<std::string, std::string>& markdownFields() {
    static const std::map<std::string, std::string> fields{
        {"model", "model_type"}, {"params", "params"}, {"backend", "backends"}, {"ngl", "n_gpu_layers"},
        {"sm", "split_mode"},    {"mg", "main_gpu"},   {"fa", "flash_attn"},    {"dev", "devices"},
        {"test", "test"},        {"t/s", "t/s"},       {"threads", "n_threads"}};
    return fields;
}

std::vector<CsvImportError> Problems::take(std::size_t& unlisted) {
    std::vector<CsvImportError> errors;
    std::vector<std::vector<std::size_t>> others;
    for (const CsvImportError& item : m_items) {
        const auto same = std::find_if(errors.begin(), errors.end(), [&](const CsvImportError& error) {
            return error.column == item.column && error.message == item.message;
        });
        if (same == errors.end()) {
            errors.push_back(item);
            others.emplace_back();
        } else {
            others[static_cast<std::size_t>(same - errors.begin())].push_back(item.line);
        }
    }
    for (std::size_t i = 0; i < errors.size(); ++i) {
        if (others[i].empty()) {
            continue;
        }
        QStringList lines;
        for (const std::size_t line : others[i]) {
            lines << QString::number(line);
        }
        errors[i].message += (others[i].size() == 1 ? " (also line " : " (also lines ") +
                             lines.join(QStringLiteral(", ")).toStdString() + ")";
    }
    std::vector<CsvImportError> listed;
    for (CsvImportError& error : errors) {
        addCsvImportError(listed, unlisted, std::move(error));
    }
    return listed;
}

std::optional<LlamaBenchFormat> detectFormat(std::string_view text) {
    const std::string_view body = content(text);
    const bool llamaBenchFields = body.find("\"avg_ts\"") != std::string_view::npos ||
                                  body.find("\"build_commit\"") != std::string_view::npos;
    if (body.starts_with('[') && llamaBenchFields) {
        return LlamaBenchFormat::Json;
    }
    if (body.starts_with('{') && llamaBenchFields) {
        return LlamaBenchFormat::JsonLines;
    }
    const std::vector<std::string_view> lines = splitLines(body);
    if (!lines.empty() && isCsvHeader(lines.front())) {
        return LlamaBenchFormat::Csv;
    }
    for (const std::string_view line : lines) {
        if (const auto cells = tableCells(line); cells && isTableHeader(*cells)) {
            return LlamaBenchFormat::Markdown;
        }
    }
    return std::nullopt;
}

Records readRecords(std::string_view text, LlamaBenchFormat format, Problems& problems) {
    Records result;
    std::vector<Record>& records = result.tests;
    std::vector<std::string>& devices = result.devices;
    std::map<std::size_t, std::pair<std::string, std::string>>& builds = result.builds;
    switch (format) {
    case LlamaBenchFormat::Json: {
        QJsonParseError error{};
        const QJsonDocument document =
            QJsonDocument::fromJson(QByteArray(text.data(), static_cast<qsizetype>(text.size())), &error);
        if (error.error != QJsonParseError::NoError || !document.isArray()) {
            problems.add(lineAt(text, static_cast<std::size_t>(std::max(error.offset, 0))), {},
                         "not valid JSON: " + error.errorString().toStdString());
            return result;
        }
        const std::vector<std::size_t> lines = arrayObjectLines(text);
        const QJsonArray array = document.array();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const std::size_t line =
                static_cast<std::size_t>(i) < lines.size() ? lines[static_cast<std::size_t>(i)] : 1;
            if (!array[i].isObject()) {
                problems.add(line, {}, "an array entry that is not a llama-bench test object");
                continue;
            }
            records.push_back(jsonRecord(array[i].toObject(), line));
        }
        break;
    }
    case LlamaBenchFormat::JsonLines: {
        const std::vector<std::string_view> lines = splitLines(text);
        for (std::size_t i = 0; i < lines.size(); ++i) {
            if (trimmedCopy(lines[i]).empty()) {
                continue;
            }
            QJsonParseError error{};
            const QJsonDocument document = QJsonDocument::fromJson(
                QByteArray(lines[i].data(), static_cast<qsizetype>(lines[i].size())), &error);
            if (error.error != QJsonParseError::NoError || !document.isObject()) {
                problems.add(i + 1, {}, "not a JSON object: " + error.errorString().toStdString());
                continue;
            }
            records.push_back(jsonRecord(document.object(), i + 1));
        }
        break;
    }
    case LlamaBenchFormat::Csv: {
        const CsvParseResult parsed = parseCsv(text);
        if (parsed.error) {
            problems.add(parsed.error->line, {}, parsed.error->message);
            return result;
        }
        if (parsed.records.empty()) {
            return result;
        }
        const std::vector<std::string>& header = parsed.records.front().fields;
        for (std::size_t r = 1; r < parsed.records.size(); ++r) {
            const CsvRecord& row = parsed.records[r];
            if (row.fields.size() != header.size()) {
                problems.add(row.line, {},
                             std::to_string(row.fields.size()) + " fields where the header has " +
                                 std::to_string(header.size()));
                continue;
            }
            Record record;
            record.line = row.line;
            for (std::size_t i = 0; i < header.size(); ++i) {
                record.fields[header[i]] = row.fields[i];
            }
            records.push_back(std::move(record));
        }
        break;
    }
    case LlamaBenchFormat::Markdown: {
        // The device lines ggml prints before the table: CUDA and ROCm "  Device 0: NAME, compute
        // capability 8.9, VMM: yes" / "  Device 0: NAME, gfx1100 (0x1100), ...", Vulkan
        // "ggml_vulkan: 0 = NAME (NVIDIA) | uma: 0 | ...".
        static const QRegularExpression cudaDevice(
            QStringLiteral("^\\s*Device (\\d+): (.+?), (compute capability|gfx)"));
        static const QRegularExpression vulkanDevice(QStringLiteral("^ggml_vulkan: (\\d+) = (.+?) \\("));
        static const QRegularExpression buildLine(QStringLiteral("^build: ([0-9a-fA-F]+) \\((\\d+)\\)"));
        const std::vector<std::string_view> lines = splitLines(text);
        std::vector<std::string> header;
        std::vector<std::size_t> tableRecords; // records of the table being read, for its build line
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const QString line = qtext(lines[i]);
            for (const QRegularExpression* pattern : {&cudaDevice, &vulkanDevice}) {
                if (const QRegularExpressionMatch match = pattern->match(line); match.hasMatch()) {
                    const auto index = static_cast<std::size_t>(match.captured(1).toInt());
                    devices.resize(std::max(devices.size(), index + 1));
                    devices[index] = match.captured(2).trimmed().toStdString();
                }
            }
            if (const QRegularExpressionMatch match = buildLine.match(line.trimmed()); match.hasMatch()) {
                for (const std::size_t index : tableRecords) {
                    builds[index] = {match.captured(1).toStdString(), match.captured(2).toStdString()};
                }
                tableRecords.clear();
            }
            const std::optional<std::vector<std::string>> cells = tableCells(lines[i]);
            if (!cells) {
                if (!trimmedCopy(lines[i]).empty()) {
                    header.clear();
                }
                continue;
            }
            if (isTableHeader(*cells)) {
                header = *cells;
                continue;
            }
            if (header.empty() || std::all_of(cells->begin(), cells->end(), [](const std::string& cell) {
                    return !cell.empty() && cell.find_first_not_of("-:") == std::string::npos;
                })) {
                continue; // the line under the heading, or a table of something else
            }
            if (cells->size() != header.size()) {
                problems.add(i + 1, {},
                             std::to_string(cells->size()) + " cells where the table's heading has " +
                                 std::to_string(header.size()));
                continue;
            }
            Record record;
            record.line = i + 1;
            for (std::size_t c = 0; c < header.size(); ++c) {
                const auto field = markdownFields().find(header[c]);
                record.fields[field == markdownFields().end() ? header[c] : field->second] = (*cells)[c];
            }
            tableRecords.push_back(records.size());
            records.push_back(std::move(record));
        }
        break;
    }
    }
    return result;
}

} // namespace gpuadvisor::llamabench

namespace gpuadvisor {

std::string_view toString(LlamaBenchFormat format) {
    switch (format) {
    case LlamaBenchFormat::Json:
        return "JSON";
    case LlamaBenchFormat::JsonLines:
        return "JSON lines";
    case LlamaBenchFormat::Csv:
        return "CSV";
    case LlamaBenchFormat::Markdown:
        return "Markdown table";
    }
    return {};
}

std::optional<LlamaBenchFormat> detectLlamaBenchFormat(std::string_view text) {
    return llamabench::detectFormat(text);
}

} // namespace gpuadvisor
